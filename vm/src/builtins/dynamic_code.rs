//! Code made at run time: `compile`, `exec`, `eval`, and the frame views
//! they need (`locals()`, and `vars()`/`dir()` without an argument, in
//! `caller_locals`).
//!
//! Source compiles once per distinct (source, filename, mode): the loaded
//! code is kept, so `eval` of the same string in a loop does not load new
//! code each time. Code compiled here is *dynamic* (`Code::dynamic`): it
//! may run with any globals dict, so it is never the root of a trace (the
//! JIT's traced frame names its globals by address) and never caches a
//! builtin lookup against one dict's key count. A code object given to
//! Python is an instance of `__pith_builtins__.code` holding the index.
//!
//! Must never: run code with a globals or locals object that is not a dict
//! (refused with a TypeError), or read a frame's registers from a trace
//! (the recorder steps these calls: `reads_caller_registers`).

use crate::object::*;
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Global};
use crate::runtime::types::TypeId;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use crate::runtime::calls::Calls;
use lang::DynamicMode;

pub const DEFS: &[BuiltinDef] = &[
    def("compile", Global, compile),
    def("exec", Global, exec),
    def("eval", Global, eval),
    def("locals", Global, locals),
];

/// Argument `i` of a call, or the keyword `name`, or None.
fn param(vm: &Vm, a: &Args, i: usize, name: &str) -> Option<Value> {
    if i < a.npos() {
        return Some(vm.arg(a, i));
    }
    vm.kwarg(a, name)
}

/// The text of source argument `v` (str, or bytes decoded as UTF-8).
fn source_text(vm: &mut Vm, v: Value, what: &str) -> PyResult<String> {
    let view = vm.builtin_view(v);
    if is_type(view, TY_STR) {
        return Ok(str::as_str(view).to_string());
    }
    if let Some(data) = bytes::buffer_data(view) {
        return match std::str::from_utf8(data) {
            Ok(s) => Ok(s.to_string()),
            Err(_) => Err(vm.raise_new(TypeId::SyntaxError, "source code cannot be decoded as UTF-8")),
        };
    }
    let t = vm.type_name(v);
    Err(vm.type_error(&format!("{}() arg 1 must be a string, bytes or code object, not {}", what, t)))
}

impl Vm {
    /// Compiles `source` as dynamic code (see the module doc); the index of
    /// its loaded code. A syntax error raises SyntaxError worded as
    /// CPython's (`invalid syntax (<string>, line 1)`).
    pub fn compile_dynamic(&mut self, source: &str, filename: &str, mode: DynamicMode) -> PyResult<usize> {
        let key = (source.to_string(), filename.to_string(), mode);
        if let Some(&index) = self.tables.dynamic_codes.get(&key) {
            return Ok(index);
        }
        let code = match lang::compile_dynamic(source, filename, mode) {
            Ok(c) => c,
            Err(d) => return Err(self.raise_diagnostic(&d, filename, source)),
        };
        self.tables.sources.entry(filename.to_string()).or_insert_with(|| std::rc::Rc::from(source));
        let first = self.tables.codes.len();
        let index = self.load_code(&code);
        // The code and every function body nested in it.
        for c in &self.tables.codes[first..] {
            c.make_dynamic();
        }
        self.tables.dynamic_codes.insert(key, index);
        Ok(index)
    }

    /// Raises the exception for diagnostic `d` of `source`: SyntaxError or
    /// IndentationError with CPython's arguments, the message and the
    /// details tuple (filename, lineno, offset, text, end_lineno,
    /// end_offset); NotImplementedError with the message for what pith
    /// refuses.
    pub(crate) fn raise_diagnostic(&mut self, d: &lang::Diagnostic, filename: &str, source: &str) -> crate::runtime::vm::Exc {
        let t = match d.kind {
            lang::ErrorKind::NotImplemented => return self.raise_new(TypeId::NotImplementedError, &d.message),
            lang::ErrorKind::IndentationError => TypeId::IndentationError,
            lang::ErrorKind::TabError => TypeId::TabError,
            lang::ErrorKind::SyntaxError => TypeId::SyntaxError,
        };
        let line_text = source.lines().nth(d.span.line.saturating_sub(1) as usize).map(|l| format!("{}\n", l));
        let mark = self.mem.temps_mark();
        let f = self.mem.new_str(filename);
        self.mem.push_temp(f);
        self.mem.push_temp(Value::int(d.span.line as i64));
        // Column 0 is a column the diagnostic does not know: None, and an
        // end column of -1, as CPython gives them.
        self.mem.push_temp(if d.span.col == 0 { Value::NONE } else { Value::int(d.span.col as i64) });
        let text = match &line_text {
            Some(l) => self.mem.new_str(l),
            None => Value::NONE,
        };
        self.mem.push_temp(text);
        self.mem.push_temp(Value::int(d.span.end_line as i64));
        self.mem.push_temp(Value::int(if d.span.end_col == 0 { -1 } else { d.span.end_col as i64 }));
        let details = self.mem.tuple_from_temps(mark, 6);
        self.mem.pop_temps(mark);
        let ds = self.mem.push_temp(details);
        let msg = self.mem.new_str(&d.message);
        let e = self.new_exception_args(t, &[msg, self.mem.temp(ds)]);
        self.mem.pop_temps(ds);
        self.raise(e)
    }

    /// The calling frame's local variables as a dict: the namespace of a
    /// module or class body itself, a new dict of a function's bound locals
    /// and free variables.
    pub fn caller_locals(&mut self) -> PyResult<Value> {
        match self.mem.r.frames.len() {
            0 => Ok(self.mem.r.main_globals),
            n => self.frame_locals(n - 1),
        }
    }

    /// The local variables of frame `i` (0 is the outermost) as a dict:
    /// see `caller_locals`.
    fn frame_locals(&mut self, i: usize) -> PyResult<Value> {
        let frame = &self.mem.r.frames[i];
        if frame.code.co.kind != lang::bytecode::CodeKind::Function && is_type(frame.namespace, TY_DICT) {
            return Ok(frame.namespace);
        }
        let (code, base) = (frame.code.clone(), frame.base);
        let co = &code.co;
        let named = co.local_names.iter().enumerate().map(|(i, n)| (i, n.as_str()));
        let free = co.freevars.iter().enumerate().map(|(i, n)| (co.free_start as usize + i, n.as_str()));
        let slots: Vec<(usize, String)> = named.chain(free).map(|(i, n)| (i, n.to_string())).collect();
        let d = self.mem.new_dict();
        let ds = self.mem.push_temp(d);
        for (reg, name) in slots {
            let k = self.intern(&name);
            let mut v = self.mem.r.stack.get(base + reg).copied().unwrap_or(Value::EMPTY);
            if is_type(v, TY_CELL) {
                v = field(v, 1);
            }
            if v.is_empty() {
                continue;
            }
            self.mem.dict_set_str(self.mem.temp(ds), k, v);
        }
        let d = self.mem.temp(ds);
        self.mem.pop_temps(ds);
        Ok(d)
    }

    /// The code index held by a code object made by `compile()`, if `v` is one.
    fn code_index_of(&mut self, v: Value) -> PyResult<Option<(usize, bool)>> {
        if !is_instance_obj(v) {
            return Ok(None);
        }
        let slot = self.mem.push_temp(v);
        let key = self.intern("_pith_index");
        let index = self.get_attr_opt(v, key);
        let key = self.intern("_pith_eval");
        let eval = match index {
            Ok(Some(_)) => self.get_attr_opt(self.mem.temp(slot), key).map(|e| e == Some(Value::TRUE)),
            _ => Ok(false),
        };
        self.mem.pop_temps(slot);
        let (Some(index), eval) = (index?, eval?) else { return Ok(None) };
        Ok(index.is_int().then(|| (index.as_int() as usize, eval)).filter(|(i, _)| *i < self.tables.codes.len()))
    }

    /// Runs loaded code `index` with `globals` and `locals` (dicts): its value.
    fn run_dynamic(&mut self, index: usize, globals: Value, locals: Value) -> PyResult<Value> {
        let builtins_key = self.intern("__builtins__");
        let slot = self.mem.push_temp(globals);
        self.mem.push_temp(locals);
        if dict::dict_get_str(globals, builtins_key).is_none() {
            let b = self.mem.r.builtins;
            self.mem.dict_set_str(globals, builtins_key, b);
        }
        let (globals, locals) = (self.mem.temp(slot), self.mem.temp(slot + 1));
        self.mem.pop_temps(slot);
        let code = self.tables.codes[index].clone();
        let top = self.mem.r.stack.len();
        self.push_frame(code, top, 0, top, true, Value::EMPTY, globals, locals)?;
        self.execute()
    }
}

/// The globals and locals dicts of `exec`/`eval`: the caller's when none
/// are given; locals default to the globals given.
fn namespaces(vm: &mut Vm, what: &str, g: Option<Value>, l: Option<Value>) -> PyResult<(Value, Value)> {
    let g = g.filter(|v| !v.is_none());
    let l = l.filter(|v| !v.is_none());
    let globals = match g {
        Some(g) if is_type(g, TY_DICT) => g,
        Some(g) => {
            let t = vm.type_name(g);
            let msg = if what == "exec" { format!("exec() globals must be a dict, not {}", t) } else { format!("globals must be a real dict; try eval(expr, {{}}, mapping)") };
            return Err(vm.type_error(&msg));
        }
        None => vm.frame_globals(),
    };
    let gs = vm.mem.push_temp(globals);
    let locals = match (l, g) {
        (Some(l), _) if is_type(l, TY_DICT) => Ok(l),
        (Some(l), _) => {
            let t = vm.type_name(l);
            Err(vm.type_error(&format!("{}() locals must be a dict in pith, not {}", what, t)))
        }
        (None, Some(_)) => Ok(vm.mem.temp(gs)),
        (None, None) => vm.caller_locals(),
    };
    let globals = vm.mem.temp(gs);
    vm.mem.pop_temps(gs);
    Ok((globals, locals?))
}

/// The code index `exec`/`eval` run: a code object's, or the source's compiled.
fn code_for(vm: &mut Vm, v: Value, what: &str, mode: DynamicMode) -> PyResult<usize> {
    if let Some((index, _)) = vm.code_index_of(v)? {
        return Ok(index);
    }
    let source = source_text(vm, v, what)?;
    let filename = "<string>";
    vm.compile_dynamic(&source, filename, mode)
}

fn exec(vm: &mut Vm, a: Args) -> PyResult<Value> {
    run_source(vm, a, "exec", DynamicMode::Exec)?;
    Ok(Value::NONE)
}

fn eval(vm: &mut Vm, a: Args) -> PyResult<Value> {
    run_source(vm, a, "eval", DynamicMode::Eval)
}

/// `exec`/`eval(source, globals=None, locals=None)`: the code's value.
fn run_source(vm: &mut Vm, a: Args, what: &str, mode: DynamicMode) -> PyResult<Value> {
    let keywords: &[&str] = if mode == DynamicMode::Exec { &["globals", "locals", "closure"] } else { &["globals", "locals"] };
    vm.check_kwargs(what, &a, keywords)?;
    if a.npos() < 1 || a.npos() > 3 {
        return Err(vm.type_error(&format!("{} expected at least 1 argument, got {}", what, a.npos())));
    }
    let (g, l) = (param(vm, &a, 1, "globals"), param(vm, &a, 2, "locals"));
    let (globals, locals) = namespaces(vm, what, g, l)?;
    let slot = vm.mem.push_temp(globals);
    vm.mem.push_temp(locals);
    let index = code_for(vm, vm.arg(&a, 0), what, mode);
    let (globals, locals) = (vm.mem.temp(slot), vm.mem.temp(slot + 1));
    vm.mem.pop_temps(slot);
    vm.run_dynamic(index?, globals, locals)
}

/// `compile(source, filename, mode, flags=0, dont_inherit=False, optimize=-1)`.
fn compile(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("compile", &a, &["source", "filename", "mode", "flags", "dont_inherit", "optimize", "_feature_version"])?;
    let (Some(src), Some(filename), Some(mode)) = (param(vm, &a, 0, "source"), param(vm, &a, 1, "filename"), param(vm, &a, 2, "mode")) else {
        return Err(vm.type_error("compile() missing required argument 'source' (pos 1)"));
    };
    let filename = vm.arg_str(filename, "compile() argument 'filename'")?;
    let mode_name = vm.arg_str(mode, "compile() argument 'mode'")?;
    let flags = match param(vm, &a, 3, "flags") {
        Some(f) => vm.arg_int(f, "flags")?,
        None => 0,
    };
    if flags & 0x400 != 0 {
        return Err(vm.raise_new(TypeId::NotImplementedError, "compile() to an AST (ast.PyCF_ONLY_AST) is not supported by pith"));
    }
    let mode = match mode_name.as_str() {
        "exec" => DynamicMode::Exec,
        "eval" => DynamicMode::Eval,
        "single" => DynamicMode::Single,
        _ => return Err(vm.value_error("compile() mode must be 'exec', 'eval' or 'single'")),
    };
    if let Some((index, _)) = vm.code_index_of(src)? {
        return make_code_object(vm, index, &filename, mode);
    }
    let source = source_text(vm, src, "compile")?;
    let index = vm.compile_dynamic(&source, &filename, mode)?;
    make_code_object(vm, index, &filename, mode)
}

/// A new `__pith_builtins__.code` for loaded code `index`.
fn make_code_object(vm: &mut Vm, index: usize, filename: &str, mode: DynamicMode) -> PyResult<Value> {
    let module = vm.import_dotted("__pith_builtins__")?;
    let key = vm.intern("code");
    let class = vm.get_attr(module, key)?;
    let cs = vm.mem.push_temp(class);
    let name = vm.mem.new_str(filename);
    let ns = vm.mem.push_temp(name);
    let eval = Value::bool(mode == DynamicMode::Eval);
    let r = vm.call_value(vm.mem.temp(cs), &[Value::int(index as i64), vm.mem.temp(ns), eval]);
    vm.mem.pop_temps(cs);
    r
}

fn locals(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("locals", &a, 0, 0)?;
    vm.caller_locals()
}
