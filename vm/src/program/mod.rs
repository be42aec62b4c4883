//! Running a program: compile, make the `__main__` module, execute, report.
//!
//! `run_main` returns the process exit status: 0, the `sys.exit` code, or 1
//! after printing a compile error or an uncaught exception's traceback (130
//! for `KeyboardInterrupt`, after which the command-line program ends by
//! SIGINT, as CPython does).

use crate::builtins;
use crate::runtime::calls::Calls;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use std::io::Write;
use crate::builtins::import::{bundled_filename, ModuleSource};
use std::rc::Rc;

pub mod command_line;
mod completion;
mod repl;

/// The main program: its text and where it comes from.
pub struct MainSource<'a> {
    pub source: &'a str,
    /// The name tracebacks give it: the script's path, `<string>`, `<stdin>`.
    pub filename: &'a str,
    /// `__file__` is set (a script, or a module's file).
    pub has_file: bool,
    /// What goes first on `sys.path`: the script's directory, or "" (the
    /// current directory).
    pub path0: String,
    /// `__package__`: a module run by `-m` has its package ("" at the top
    /// level), a directory run as a program "", a script None.
    pub package: Option<&'a str>,
}

/// The directory of script `filename` as an absolute path (CPython's
/// `sys.path[0]` for a script), "" when it cannot be found.
pub fn script_dir(filename: &str) -> String {
    let parent = std::path::Path::new(filename).parent().map(|p| if p.as_os_str().is_empty() { std::path::Path::new(".") } else { p });
    parent.and_then(|p| std::fs::canonicalize(p).ok()).map(|p| p.to_string_lossy().into_owned()).unwrap_or_default()
}

impl Vm {
    /// A VM ready to run programs: the runtime, then the builtin functions,
    /// types' methods and modules.
    pub fn new(config: gc::GcConfig, argv: Vec<String>) -> Box<Vm> {
        let mut vm = Vm::bare(config, argv);
        vm.mem.attach_interrupt();
        crate::runtime::classes::init_types(&mut vm);
        builtins::init_builtins(&mut vm);
        vm.configure_jit(crate::trace::JitOptions::default(), Default::default());
        vm
    }

    /// Compiles and runs `source` as the main module named `filename` (a
    /// script, or `<string>`), then ends the program (`finish_program`).
    pub fn run_main(&mut self, source: &str, filename: &str, dump_bytecode: bool) -> i32 {
        let path0 = if filename == "<string>" { String::new() } else { script_dir(filename) };
        let main = MainSource { source, filename, has_file: filename != "<string>", path0, package: None };
        let status = self.run_program(&main, dump_bytecode);
        self.finish_program();
        status
    }

    /// Compiles and runs the main program in a new `__main__` module: the
    /// exit status. The program has not ended: the interactive prompt may
    /// follow (`run_interactive`) before `finish_program`.
    pub fn run_program(&mut self, main: &MainSource, dump_bytecode: bool) -> i32 {
        self.set_program_path(&main.path0);
        self.run_main_source(main, dump_bytecode)
    }

    /// `run_program` once `sys.path` is set.
    fn run_main_source(&mut self, main: &MainSource, dump_bytecode: bool) -> i32 {
        self.make_main_namespace(main);
        // Tracebacks show a file's lines, not `-c`'s or stdin's (as CPython's).
        if main.has_file {
            self.tables.sources.insert(main.filename.to_string(), Rc::from(main.source));
        }
        let code = match lang::compile_source(main.source, main.filename) {
            Ok(c) => c,
            Err(d) => {
                self.print_compile_error(&d, main.filename, main.source);
                return 1;
            }
        };
        if dump_bytecode {
            eprint!("{}", code);
        }
        let idx = self.load_code(&code);
        match self.run_in_main(idx) {
            Ok(_) => 0,
            // With the prompt to follow (`-i`), the program's SystemExit is
            // shown, as CPython shows it, and the prompt comes next.
            Err(_) if self.host.flags.inspect && self.isinstance_of(self.mem.r.exception, TypeId::SystemExit) => {
                self.print_exception();
                self.mem.r.exception = Value::NONE;
                self.interp.traceback.clear();
                0
            }
            Err(_) => self.uncaught(),
        }
    }

    /// `pith -m name`: finds module `name` on `sys.path` (whose first entry
    /// is the current directory) or among the bundled ones, importing its
    /// parent packages, and runs it as `__main__` (a package: its
    /// `__main__` submodule), `sys.argv[0]` its file. The exit status.
    pub fn run_module_main(&mut self, name: &str, dump_bytecode: bool) -> i32 {
        let cwd = std::env::current_dir().map(|p| p.to_string_lossy().into_owned()).unwrap_or_default();
        self.set_program_path(&cwd);
        self.run_found_module(name, dump_bytecode)
    }

    /// `run_module_main` once `sys.path` is set.
    fn run_found_module(&mut self, name: &str, dump_bytecode: bool) -> i32 {
        let mark = self.mem.temps_mark();
        let found = self.find_module(name, mark);
        self.mem.pop_temps(mark);
        let (source, filename) = match found {
            Err(_) => return self.uncaught(),
            Ok(None) => {
                eprintln!("pith: No module named {}", name);
                return 1;
            }
            Ok(Some(ModuleSource::File { package_dir: Some(_), .. } | ModuleSource::Bundled { package: true, .. })) => {
                if name.ends_with(".__main__") {
                    let package = name.trim_end_matches(".__main__");
                    eprintln!("pith: No module named {}; '{}' is a package and cannot be directly executed", name, package);
                    return 1;
                }
                return self.run_found_module(&format!("{}.__main__", name), dump_bytecode);
            }
            Ok(Some(ModuleSource::File { path, .. })) => {
                let filename = path.to_string_lossy().into_owned();
                match std::fs::read(&path).map(|b| lang::source::decode_file(&b, &filename)) {
                    Ok(Ok(source)) => (source, filename),
                    Ok(Err(d)) => {
                        eprintln!("SyntaxError: {}", d.message);
                        return 1;
                    }
                    Err(e) => {
                        eprintln!("pith: can't open file {:?}: {}", filename, e);
                        return 1;
                    }
                }
            }
            Ok(Some(ModuleSource::Bundled { source, .. })) => (source.to_string(), bundled_filename(name)),
        };
        self.set_argv0(&filename);
        let package = Some(name.rsplit_once('.').map_or("", |(p, _)| p));
        let main = MainSource { source: &source, filename: &filename, has_file: true, path0: String::new(), package };
        self.run_main_source(&main, dump_bytecode)
    }

    /// A compile error of the main program, printed as CPython prints a
    /// SyntaxError: `File "...", line N`, the line and its carets, then
    /// `SyntaxError: message`. What pith refuses prints the same way with
    /// NotImplementedError.
    pub(crate) fn print_compile_error(&mut self, d: &lang::Diagnostic, filename: &str, source: &str) {
        self.flush_stdout();
        if d.kind == lang::ErrorKind::NotImplemented {
            let text = source.lines().nth(d.span.line.saturating_sub(1) as usize).unwrap_or("");
            let (col, end) = (d.span.col as i64, if d.span.end_line == d.span.line { d.span.end_col as i64 } else { 0 });
            eprint!("  File \"{}\", line {}\n{}NotImplementedError: {}\n", filename, d.span.line, crate::runtime::errors::syntax_error_text(text, Some(col), Some(end)), d.message);
            return;
        }
        self.raise_diagnostic(d, filename, source);
        self.print_exception();
        self.mem.r.exception = Value::NONE;
    }

    /// Writes the `--jit-report` page, if one was asked for, with the time
    /// the time profiler found in each trace when it ran too.
    pub fn finish_jit_report(&mut self) -> Result<(), String> {
        let times = self.time_by_trace();
        self.write_jit_report(times.as_ref())
    }

    /// What ends every program: the `atexit` functions, then the output flushed.
    pub fn finish_program(&mut self) {
        self.run_atexit();
        self.flush_stdout();
    }

    /// Puts the program's directory `path0` first on `sys.path` (not with
    /// `-P`), the `PYTHONPATH` entries after it (not with `-E`).
    pub(crate) fn set_program_path(&mut self, path0: &str) {
        if !self.host.flags.safe_path {
            self.insert_path0(path0);
        }
        self.add_python_path();
    }

    /// Makes the `__main__` module and its globals (`__file__` when the
    /// program has a file, `__package__` for a module run by `-m`).
    pub(crate) fn make_main_namespace(&mut self, main: &MainSource) {
        let globals = self.mem.new_module_namespace();
        self.mem.r.main_globals = globals;
        let name = self.names.name;
        let main_name = self.intern("__main__");
        // Re-read: interning may have moved the new dict.
        let g = self.mem.r.main_globals;
        self.mem.dict_set_str(g, name, main_name);
        let doc = self.intern("__doc__");
        let g = self.mem.r.main_globals;
        self.mem.dict_set_str(g, doc, Value::NONE);
        if main.has_file {
            self.set_main_global("__file__", main.filename);
        }
        match main.package {
            Some(package) => self.set_main_global("__package__", package),
            None => {
                let key = self.intern("__package__");
                let g = self.mem.r.main_globals;
                self.mem.dict_set_str(g, key, Value::NONE);
            }
        }
        let module = builtins::get_or_make_module(self, "__main__");
        let g = self.mem.r.main_globals;
        self.mem.set_field(module, 2, g);
    }

    fn set_main_global(&mut self, name: &str, text: &str) {
        let key = self.intern(name);
        let v = self.mem.new_str(text);
        let g = self.mem.r.main_globals;
        self.mem.dict_set_str(g, key, v);
    }

    /// Runs loaded code `idx` as a module body in `__main__`'s globals.
    pub(crate) fn run_in_main(&mut self, idx: usize) -> PyResult<Value> {
        let code = self.tables.codes[idx].clone();
        let top = self.mem.r.stack.len();
        let g = self.mem.r.main_globals;
        self.push_frame(code, top, 0, top, true, Value::EMPTY, g, g).and_then(|_| self.execute())
    }

    /// Runs the functions registered with `atexit` (when a program imported it).
    fn run_atexit(&mut self) {
        let name = self.intern("atexit");
        let Some(module) = dict::dict_get_str(self.mem.r.modules, name) else { return };
        let run = self.intern("_run_exitfuncs");
        let Some(f) = dict::dict_get_str(field(module, 2), run) else { return };
        if self.call_value(f, &[]).is_err() {
            self.uncaught();
        }
    }

    /// Puts `dir` first on `sys.path` ("" means the current directory).
    fn insert_path0(&mut self, dir: &str) {
        let d = self.mem.new_str(dir);
        let slot = self.mem.push_temp(d);
        let list = self.sys_path();
        let d = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        if let Some(list) = list {
            self.mem.list_insert(list, 0, d);
        }
    }

    /// Appends the `PYTHONPATH` entries to `sys.path`, as CPython does.
    fn add_python_path(&mut self) {
        if self.host.flags.ignore_environment {
            return;
        }
        let extra = std::env::var("PYTHONPATH").unwrap_or_default();
        for dir in extra.split(':').filter(|d| !d.is_empty()) {
            let d = self.mem.new_str(dir);
            if let Some(list) = self.sys_path() {
                self.mem.list_append(list, d);
            }
        }
    }

    /// Sets `sys.argv[0]` (to the file `-m` found).
    fn set_argv0(&mut self, text: &str) {
        let v = self.mem.new_str(text);
        let slot = self.mem.push_temp(v);
        let argv = self.sys_attr("argv");
        if let Some(list) = argv.filter(|l| is_type(*l, TY_LIST) && seq::list_len(*l) > 0) {
            self.mem.list_set(list, 0, self.mem.temp(slot));
        }
        self.mem.pop_temps(slot);
    }

    /// The `sys.path` list.
    fn sys_path(&mut self) -> Option<Value> {
        self.sys_attr("path").filter(|l| is_type(*l, TY_LIST))
    }

    pub fn flush_stdout(&mut self) {
        let _ = self.host.out.flush();
    }

    /// Handles an exception that reached the top: SystemExit's status, or a traceback and 1 (130 for KeyboardInterrupt).
    pub(crate) fn uncaught(&mut self) -> i32 {
        let exc = self.mem.r.exception;
        self.flush_stdout();
        if self.isinstance_of(exc, TypeId::SystemExit) {
            return self.system_exit_status(exc).unwrap_or(1);
        }
        // Asked first: printing may run Python code, which may move `exc`.
        let interrupted = self.isinstance_of(exc, TypeId::KeyboardInterrupt);
        self.print_exception();
        if interrupted {
            crate::runtime::interrupt::note_uncaught();
            return 130;
        }
        1
    }

    fn system_exit_status(&mut self, exc: Value) -> PyResult<i32> {
        let args = self.exception_args(exc);
        let code = if is_type(args, TY_TUPLE) && seq::tuple_len(args) > 0 { seq::tuple_get(args, 0) } else { Value::NONE };
        if code.is_none() {
            return Ok(0);
        }
        if code.is_int() {
            return Ok(code.as_int() as i32);
        }
        if code.is_bool() {
            return Ok((code == Value::TRUE) as i32);
        }
        let s = self.str_of(code)?;
        eprintln!("{}", str::as_str(s));
        Ok(1)
    }
}

impl Vm {
    /// `--gc-stats`: collections, bytes, pauses, and allocations per type when counted.
    pub fn print_gc_stats(&mut self) {
        self.mem.count_nursery_types();
        let allocated = self.mem.heap().bytes_allocated();
        let s = self.mem.heap().stats();
        let mut out = String::new();
        out.push_str("gc: minor collections      ");
        out.push_str(&format!("{}\n", s.minor_collections));
        out.push_str(&format!("gc: bytes allocated        {}\n", allocated));
        out.push_str(&format!("gc: bytes promoted         {}\n", s.bytes_promoted));
        out.push_str(&format!("gc: old space in use       {}\n", s.old_bytes_in_use));
        out.push_str(&format!("gc: pause total / max (us) {} / {}\n", s.total_pause_ns / 1000, s.max_pause_ns / 1000));
        out.push_str(&format!("gc: remembered max         {} objects, {} dirty cards visited\n", s.remembered_max, s.dirty_cards));
        out.push_str(&format!("gc: major cycles / steps   {} / {}\n", s.major_collections, s.major_steps));
        out.push_str(&format!("gc: pretenured sites / objects / bytes {} / {} / {} ({} survival samples)\n", s.sites_pretenured, s.pretenured_objects, s.pretenured_bytes, s.survival_samples));
        out.push_str(&format!("gc: step pause total / max (us) {} / {}\n", s.major_total_pause_ns / 1000, s.major_max_pause_ns / 1000));
        let mut rows: Vec<(u32, u64, u64)> = s.type_counts.iter().map(|(t, (n, b))| (*t, *n, *b)).collect();
        rows.sort_by(|a, b| b.2.cmp(&a.2));
        for (t, n, b) in rows.iter().take(15) {
            let name = self.mem.type_id_name(*t);
            out.push_str(&format!("gc: type {:<24} objects {:>10}  bytes {:>12}  ({} bytes each)\n", name, n, b, if *n > 0 { b / n } else { 0 }));
        }
        eprint!("{}", out);
    }
}
