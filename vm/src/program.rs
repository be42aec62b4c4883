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
use std::rc::Rc;

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

    /// Compiles and runs `source` as the main module named `filename`.
    pub fn run_main(&mut self, source: &str, filename: &str, dump_bytecode: bool) -> i32 {
        self.tables.sources.insert(filename.to_string(), Rc::from(source));
        let code = match lang::compile_source(source, filename) {
            Ok(c) => c,
            Err(d) => {
                self.flush_stdout();
                eprint!("{}", d.render(filename, source));
                return 1;
            }
        };
        if dump_bytecode {
            eprint!("{}", code);
        }
        let idx = self.load_code(&code);
        let globals = self.mem.new_module_namespace();
        self.mem.r.main_globals = globals;
        let name = self.names.name;
        let main = self.intern("__main__");
        self.mem.dict_set_str(globals, name, main);
        let file_key = self.intern("__file__");
        let file = self.mem.new_str(filename);
        let g = self.mem.r.main_globals;
        self.mem.dict_set_str(g, file_key, file);
        self.set_script_dir(filename);
        let module = builtins::get_or_make_module(self, "__main__");
        let g = self.mem.r.main_globals;
        self.mem.set_field(module, 2, g);
        let code = self.tables.codes[idx].clone();
        let top = self.mem.r.stack.len();
        let g = self.mem.r.main_globals;
        let r = self.push_frame(code, top, 0, top, true, Value::EMPTY, g, g).and_then(|_| self.execute());
        let status = match r {
            Ok(_) => 0,
            Err(_) => self.uncaught(),
        };
        self.run_atexit();
        self.flush_stdout();
        status
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

    /// `sys.path[0]`: the script's directory ("" for `-c`, meaning the current one).
    fn set_script_dir(&mut self, filename: &str) {
        let dir = if filename == "<string>" {
            String::new()
        } else {
            let parent = std::path::Path::new(filename).parent().map(|p| if p.as_os_str().is_empty() { std::path::Path::new(".") } else { p });
            parent.and_then(|p| std::fs::canonicalize(p).ok()).map(|p| p.to_string_lossy().into_owned()).unwrap_or_default()
        };
        let d = self.mem.new_str(&dir);
        let slot = self.mem.push_temp(d);
        let list = self.sys_path();
        let d = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        let Some(list) = list else { return };
        self.mem.list_insert(list, 0, d);
        // PYTHONPATH entries follow the script's directory, as in CPython.
        let extra = std::env::var("PYTHONPATH").unwrap_or_default();
        for dir in extra.split(':').filter(|d| !d.is_empty()) {
            let d = self.mem.new_str(dir);
            if let Some(list) = self.sys_path() {
                self.mem.list_append(list, d);
            }
        }
    }

    /// The `sys.path` list.
    fn sys_path(&mut self) -> Option<Value> {
        let (sys_name, path_name) = (self.intern("sys"), self.intern("path"));
        let sys = dict::dict_get_str(self.mem.r.modules, sys_name)?;
        dict::dict_get_str(field(sys, 2), path_name).filter(|l| is_type(*l, TY_LIST))
    }

    pub fn flush_stdout(&mut self) {
        let _ = self.host.out.flush();
    }

    /// Handles an exception that reached the top: SystemExit's status, or a traceback and 1 (130 for KeyboardInterrupt).
    fn uncaught(&mut self) -> i32 {
        let exc = self.mem.r.exception;
        self.flush_stdout();
        if self.isinstance_of(exc, TypeId::SystemExit) {
            return self.system_exit_status(exc).unwrap_or(1);
        }
        self.print_exception();
        if self.isinstance_of(exc, TypeId::KeyboardInterrupt) {
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
        out.push_str(&format!("gc: step pause total / max (us) {} / {}\n", s.major_total_pause_ns / 1000, s.major_max_pause_ns / 1000));
        let mut rows: Vec<(u32, u64, u64)> = s.type_counts.iter().map(|(t, (n, b))| (*t, *n, *b)).collect();
        rows.sort_by(|a, b| b.2.cmp(&a.2));
        for (t, n, b) in rows.iter().take(15) {
            let name = self.type_id_name(*t);
            out.push_str(&format!("gc: type {:<24} objects {:>10}  bytes {:>12}  ({} bytes each)\n", name, n, b, if *n > 0 { b / n } else { 0 }));
        }
        eprint!("{}", out);
    }

    pub(crate) fn type_id_name(&self, t: u32) -> String {
        if t >= FIRST_SHAPE_ID {
            let cls = self.mem.shapes.get(t - FIRST_SHAPE_ID).class;
            return format!("instance of {}", class::class_name(cls));
        }
        let name = match t {
            TY_FLOAT => "float",
            TY_BIGINT => "int (big)",
            TY_STR => "str",
            TY_BYTES => "bytes",
            TY_BYTEARRAY => "bytearray",
            TY_RAW => "raw",
            TY_WEAK => "weak holder",
            TY_ITERTOOL => "itertools iterator",
            TY_TUPLE => "tuple",
            TY_ARRAY => "array",
            TY_LIST => "list",
            TY_DICT => "dict",
            TY_SET => "set",
            TY_FROZENSET => "frozenset",
            TY_FUNCTION => "function",
            TY_BUILTIN => "builtin",
            TY_BOUND_METHOD => "method",
            TY_CLASS => "type",
            _ => "other",
        };
        name.to_string()
    }
}
