//! Importing modules: builtin ones, and `.py` files and packages on `sys.path`.
//!
//! 1. A module already in `sys.modules` is returned as is (each module runs once).
//! 2. A dotted name imports its parent package first, then looks for the last
//!    part in the parent's directory; a top-level name is looked for in each
//!    directory of `sys.path` (the script's directory comes first).
//! 3. `name.py` is a module, `name/__init__.py` a package (its `__path__` is
//!    the directory). The module object is registered before its code runs,
//!    so circular imports see the partly initialized module, as in CPython;
//!    if the code raises, the module is removed again.
//! 4. Relative names (`.m`, `..m`) resolve against the importing module's
//!    `__package__`.
//! 5. A name found nowhere on `sys.path` may be one of the modules bundled
//!    from `vm/lib/` (written in Python, embedded at build time); a file on
//!    `sys.path` shadows the bundled module of its name.

use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use std::path::{Path, PathBuf};
use std::rc::Rc;

impl Vm {
    /// `import name` (name may be dotted or relative): the module itself.
    pub fn import_module(&mut self, name: Value) -> PyResult<Value> {
        let raw = str::as_str(name).to_string();
        let full = if raw.starts_with('.') { self.resolve_relative(&raw)? } else { raw };
        self.import_dotted(&full)
    }

    /// Resolves `.m` / `..m` against the running module's `__package__`.
    fn resolve_relative(&mut self, raw: &str) -> PyResult<String> {
        let level = raw.chars().take_while(|c| *c == '.').count();
        let rest = &raw[level..];
        let globals = self.frame_globals();
        let pkg_key = self.intern("__package__");
        let package = dict::dict_get_str(globals, pkg_key).filter(|p| is_type(*p, TY_STR)).map(|p| str::as_str(p).to_string()).unwrap_or_default();
        if package.is_empty() {
            return Err(self.raise_new(TypeId::ImportError, "attempted relative import with no known parent package"));
        }
        let parts: Vec<&str> = package.split('.').collect();
        if level > parts.len() {
            return Err(self.raise_new(TypeId::ImportError, "attempted relative import beyond top-level package"));
        }
        let mut base = parts[..parts.len() + 1 - level].join(".");
        if !rest.is_empty() {
            base.push('.');
            base.push_str(rest);
        }
        Ok(base)
    }

    /// Imports `a.b.c`, importing `a` and `a.b` first.
    pub fn import_dotted(&mut self, full: &str) -> PyResult<Value> {
        let key = self.intern(full);
        if let Some(m) = dict::dict_get_str(self.mem.r.modules, key) {
            return Ok(m);
        }
        let mark = self.mem.temps_mark();
        let found = self.find_module(full, mark)?;
        let slot = (self.mem.temps_mark() > mark).then_some(mark);
        let last = full.rsplit('.').next().unwrap_or(full);
        let m = match found {
            Some(ModuleSource::File { path, package_dir }) => self.load_source_module(full, &path, package_dir.as_deref()),
            Some(ModuleSource::Bundled { source, package }) => self.run_module_source(full, &bundled_filename(full), source, package.then_some(Path::new("<pith>"))),
            None => {
                self.mem.pop_temps(mark);
                return Err(self.raise_new(TypeId::ModuleNotFoundError, &format!("No module named '{}'", full)));
            }
        };
        self.bind_submodule(slot, last, m)
    }

    /// Where module `full` (not yet imported) comes from: a file of
    /// `sys.path` (or of its package's `__path__`) first, so a script's
    /// own module of the same name shadows a bundled one as it shadows
    /// CPython's library; then the bundled modules. The parent package,
    /// imported first, is pushed as a temporary at `mark` (none for a
    /// top-level module). None when nothing provides it.
    pub(crate) fn find_module(&mut self, full: &str, mark: usize) -> PyResult<Option<ModuleSource>> {
        let dirs = match full.rsplit_once('.') {
            Some((parent_name, _)) => {
                let parent = self.import_dotted(parent_name)?;
                self.mem.push_temp(parent);
                let path_key = self.intern("__path__");
                match dict::dict_get_str(field(self.mem.temp(mark), 2), path_key).filter(|p| is_type(*p, TY_STR)) {
                    Some(p) => vec![PathBuf::from(str::as_str(p))],
                    None => {
                        self.mem.pop_temps(mark);
                        let msg = format!("No module named '{}'; '{}' is not a package", full, parent_name);
                        return Err(self.raise_new(TypeId::ModuleNotFoundError, &msg));
                    }
                }
            }
            None => self.search_path(),
        };
        let last = full.rsplit('.').next().unwrap_or(full);
        for dir in dirs {
            let (file, init) = (dir.join(format!("{}.py", last)), dir.join(last).join("__init__.py"));
            if init.is_file() {
                return Ok(Some(ModuleSource::File { path: init, package_dir: Some(dir.join(last)) }));
            }
            if file.is_file() {
                return Ok(Some(ModuleSource::File { path: file, package_dir: None }));
            }
        }
        Ok(crate::builtins::import::bundled(full).map(|(source, package)| ModuleSource::Bundled { source, package }))
    }

    /// `import a.b` makes `b` an attribute of `a`: binds module `m` (the result
    /// of importing it) in the parent held in temporary `slot`, and pops it.
    fn bind_submodule(&mut self, slot: Option<usize>, last: &str, m: PyResult<Value>) -> PyResult<Value> {
        let Some(slot) = slot else { return m };
        let m = match m {
            Ok(m) => m,
            Err(e) => {
                self.mem.pop_temps(slot);
                return Err(e);
            }
        };
        let mslot = self.mem.push_temp(m);
        let attr = self.intern(last);
        let parent = self.mem.temp(slot);
        self.mem.dict_set_str(field(parent, 2), attr, m);
        let m = self.mem.temp(mslot);
        self.mem.pop_temps(slot);
        Ok(m)
    }

    /// The directories of `sys.path`, as strings.
    fn search_path(&mut self) -> Vec<PathBuf> {
        let sys = self.intern("sys");
        let Some(sys) = dict::dict_get_str(self.mem.r.modules, sys) else { return Vec::new() };
        let path = self.intern("path");
        let Some(list) = dict::dict_get_str(field(sys, 2), path).filter(|l| is_type(*l, TY_LIST)) else { return Vec::new() };
        seq::seq_items(list).into_iter().filter(|v| is_type(*v, TY_STR)).map(|v| PathBuf::from(str::as_str(v))).map(|p| if p.as_os_str().is_empty() { PathBuf::from(".") } else { p }).collect()
    }

    /// Compiles and runs a module file, registered in `sys.modules` as `name`.
    fn load_source_module(&mut self, name: &str, path: &Path, package_dir: Option<&Path>) -> PyResult<Value> {
        let filename = path.to_string_lossy().into_owned();
        let source = match std::fs::read(path) {
            Ok(bytes) => match lang::source::decode_file(&bytes, &filename) {
                Ok(s) => s,
                Err(d) => return Err(self.raise_new(TypeId::SyntaxError, &d.message)),
            },
            Err(e) => return Err(self.raise_new(TypeId::ImportError, &format!("cannot read module '{}' from {}: {}", name, filename, e))),
        };
        self.run_module_source(name, &filename, &source, package_dir)
    }

    /// Compiles and runs module source text, registered in `sys.modules` as `name`.
    fn run_module_source(&mut self, name: &str, filename: &str, source: &str, package_dir: Option<&Path>) -> PyResult<Value> {
        let filename = filename.to_string();
        self.tables.sources.insert(filename.clone(), Rc::from(source));
        let code = match lang::compile_source(source, &filename) {
            Ok(c) => c,
            Err(d) if d.kind == lang::ErrorKind::NotImplemented => return Err(self.raise_new(TypeId::NotImplementedError, &d.headline(&filename))),
            Err(d) => return Err(self.raise_diagnostic(&d, &filename, source)),
        };
        let idx = self.load_code(&code);
        let module = crate::builtins::get_or_make_module(self, name);
        let mslot = self.mem.push_temp(module);
        let globals = field(module, 2);
        let file_key = self.intern("__file__");
        let file = self.mem.new_str(&filename);
        self.mem.dict_set_str(globals, file_key, file);
        let package = match package_dir {
            Some(dir) => {
                let p = self.mem.new_str(&dir.to_string_lossy());
                let path_key = self.intern("__path__");
                self.mem.dict_set_str(field(self.mem.temp(mslot), 2), path_key, p);
                name.to_string()
            }
            None => name.rsplit_once('.').map_or(String::new(), |(p, _)| p.to_string()),
        };
        let pkg = self.mem.new_str(&package);
        let pkg_key = self.intern("__package__");
        self.mem.dict_set_str(field(self.mem.temp(mslot), 2), pkg_key, pkg);
        let code = self.tables.codes[idx].clone();
        let top = self.mem.r.stack.len();
        let g = field(self.mem.temp(mslot), 2);
        let r = self.push_frame(code, top, 0, top, true, Value::EMPTY, g, g).and_then(|_| self.execute());
        let module = self.mem.temp(mslot);
        self.mem.pop_temps(mslot);
        if let Err(e) = r {
            let key = self.intern(name);
            let mods = self.mem.r.modules;
            let exc = self.mem.r.exception;
            let _ = self.dict_remove(mods, key);
            self.mem.r.exception = exc;
            return Err(e);
        }
        Ok(module)
    }

    /// `from module import name`: the attribute, or the submodule `module.name`.
    pub fn import_from(&mut self, module: Value, name: Value) -> PyResult<Value> {
        // A module's `__getattr__` (PEP 562) may run Python code, which may
        // move both; an AttributeError from it means the name is not there.
        let mark = self.mem.temps_mark();
        self.mem.push_temp(module);
        self.mem.push_temp(name);
        let found = self.get_attr_opt(module, name);
        let (module, name) = (self.mem.temp(mark), self.mem.temp(mark + 1));
        self.mem.pop_temps(mark);
        match found {
            Ok(Some(v)) => return Ok(v),
            Ok(None) => {}
            Err(e) if !self.isinstance_of(self.mem.r.exception, TypeId::AttributeError) => return Err(e),
            Err(_) => {}
        }
        let m = if is_type(module, TY_MODULE) { str::as_str(field(module, 1)).to_string() } else { "?".into() };
        let sub = format!("{}.{}", m, str::as_str(name));
        let path_key = self.intern("__path__");
        let module = if is_type(module, TY_MODULE) && dict::dict_get_str(field(module, 2), path_key).is_some() {
            // Importing runs code: the module is rooted across it.
            let slot = self.mem.push_temp(module);
            let imported = self.import_dotted(&sub);
            let module = self.mem.temp(slot);
            self.mem.pop_temps(slot);
            match imported {
                Ok(v) => return Ok(v),
                Err(e) => {
                    if !self.isinstance_of(self.mem.r.exception, TypeId::ModuleNotFoundError) {
                        return Err(e);
                    }
                }
            }
            module
        } else {
            module
        };
        let file_key = self.intern("__file__");
        let file = if is_type(module, TY_MODULE) { dict::dict_get_str(field(module, 2), file_key).filter(|f| is_type(*f, TY_STR)) } else { None };
        let msg = match file {
            Some(f) => format!("cannot import name '{}' from '{}' ({})", str::as_str(name), m, str::as_str(f)),
            None => format!("cannot import name '{}' from '{}' (unknown location)", str::as_str(name), m),
        };
        Err(self.raise_new(TypeId::ImportError, &msg))
    }

    /// `from module import *`: `__all__` if defined, else every name not starting with `_`.
    pub fn import_star(&mut self, module: Value, ns: Value) -> PyResult<()> {
        if !is_type(module, TY_MODULE) {
            return Err(self.type_error("import * from a non-module"));
        }
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[module, ns]);
        let all_key = self.intern("__all__");
        let names: Vec<Value> = match dict::dict_get_str(field(module, 2), all_key) {
            Some(all) if matches!(ptr_type(all), Some(TY_LIST) | Some(TY_TUPLE)) => seq::seq_items(all),
            _ => dict::dict_items(field(module, 2)).into_iter().map(|(k, _)| k).filter(|k| is_type(*k, TY_STR) && !str::as_str(*k).starts_with('_')).collect(),
        };
        self.mem.r.temps.extend_from_slice(&names);
        let mut r = Ok(());
        for i in 0..names.len() {
            let n = self.mem.temp(mark + 2 + i);
            if !is_type(n, TY_STR) {
                continue;
            }
            let n = self.intern_value(n);
            match self.get_attr_opt(self.mem.temp(mark), n) {
                Ok(Some(v)) => self.mem.dict_set_str(self.mem.temp(mark + 1), n, v),
                Ok(None) => {
                    r = Err(self.no_attribute(self.mem.temp(mark), n));
                    break;
                }
                Err(e) => {
                    r = Err(e);
                    break;
                }
            }
        }
        self.mem.pop_temps(mark);
        r
    }
}

/// Where a module's source is (`Vm::find_module`).
pub(crate) enum ModuleSource {
    /// A file; a package's `__init__.py` with its directory.
    File { path: PathBuf, package_dir: Option<PathBuf> },
    /// A module bundled in the binary.
    Bundled { source: &'static str, package: bool },
}

/// The name tracebacks give bundled module `full`'s source.
pub(crate) fn bundled_filename(full: &str) -> String {
    format!("<pith>/{}.py", full.replace('.', "/"))
}

include!(concat!(env!("OUT_DIR"), "/bundled.rs"));

/// The bundled module `name`: (source, is a package).
pub fn bundled(name: &str) -> Option<(&'static str, bool)> {
    BUNDLED.iter().find(|(n, _, _)| *n == name).map(|(_, src, pkg)| (*src, *pkg))
}
