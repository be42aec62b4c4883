//! The builtin module `sys` (`math` is `math_module.rs`, `time`'s natives
//! `time_module.rs`, the standard streams `std_streams.rs`).
//!
//! A module is `[header, name, dict]`, registered in `Roots::modules`.
//! Functions come from the table below; values (`math.pi`, `sys.argv`) are
//! set by `init_module_values`.

use crate::runtime::calls::Calls;
use crate::runtime::native::{def, BuiltinDef, Owner::Module};
use crate::runtime::native::Args;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};

pub const DEFS: &[BuiltinDef] = &[
    def("exit", Module("sys"), sys_exit),
    def("exit", super::Owner::Global, sys_exit),
    def("quit", super::Owner::Global, sys_exit),
    def("__getattr__", Module("sys"), sys_getattr),
    def("intern", Module("sys"), sys_intern),
    def("exc_info", Module("sys"), sys_exc_info),
    def("exception", Module("sys"), sys_exception),
    def("getsizeof", Module("sys"), sys_getsizeof),
    def("getdefaultencoding", Module("sys"), sys_getdefaultencoding),
    def("getrecursionlimit", Module("sys"), sys_getrecursionlimit),
    def("setrecursionlimit", Module("sys"), sys_setrecursionlimit),
    def("displayhook", Module("sys"), sys_displayhook),
    def("__displayhook__", Module("sys"), sys_displayhook),
    def("$displayhook", super::Owner::Global, display),
];

/// The module `builtins`: its namespace is the builtins' own (which names
/// itself, as CPython's does).
pub fn init_builtins_module(vm: &mut Vm) {
    let module = get_or_make_module(vm, "builtins");
    let ns = vm.mem.r.builtins;
    vm.mem.set_field(module, 2, ns);
    let (key, name) = (vm.names.name, vm.intern("builtins"));
    let ns = vm.mem.r.builtins;
    vm.mem.dict_set_str(ns, key, name);
}

/// The module named `name`, created (empty) on first use.
pub fn get_or_make_module(vm: &mut Vm, name: &str) -> Value {
    let key = vm.intern(name);
    if let Some(m) = dict::dict_get_str(vm.mem.r.modules, key) {
        return m;
    }
    let d = vm.mem.new_module_namespace();
    let ds = vm.mem.push_temp(d);
    let n = vm.names.name;
    vm.mem.dict_set_str(vm.mem.temp(ds), n, key);
    let m = vm.mem.new_object(TY_MODULE, &[key, vm.mem.temp(ds)]);
    vm.mem.set_temp(ds, m);
    let mods = vm.mem.r.modules;
    vm.mem.dict_set_str(mods, key, m);
    let m = vm.mem.temp(ds);
    vm.mem.pop_temps(ds);
    m
}

pub(crate) fn set_value(vm: &mut Vm, module: &str, name: &str, v: Value) {
    let slot = vm.mem.push_temp(v);
    let m = get_or_make_module(vm, module);
    let k = vm.intern(name);
    let v = vm.mem.temp(slot);
    vm.mem.pop_temps(slot);
    vm.mem.dict_set_str(field(m, 2), k, v);
}

impl Vm {
    /// Takes the command line's settings (`runtime::host::Flags`): the
    /// compile's optimization level, standard output unbuffered for `-u`,
    /// `sys.warnoptions`, `sys._xoptions` (`-X name=value`, or `-X name`
    /// as True) and the values `sys.flags` shows.
    pub fn set_flags(&mut self, flags: crate::runtime::host::Flags) {
        lang::set_optimize_level(flags.optimize);
        if flags.unbuffered {
            self.flush_stdout();
            self.host.out = std::io::BufWriter::with_capacity(0, std::io::stdout());
        }
        let warn = self.mem.new_str_list(&flags.warn_options);
        set_value(self, "sys", "warnoptions", warn);
        let x = self.mem.new_dict();
        set_value(self, "sys", "_xoptions", x);
        for opt in &flags.x_options {
            let (name, value) = match opt.split_once('=') {
                Some((n, v)) => (n, self.mem.new_str(v)),
                None => (opt.as_str(), Value::TRUE),
            };
            let slot = self.mem.push_temp(value);
            let key = self.mem.new_str(name);
            let d = self.mem.push_temp(key);
            let x = sys_value(self, "_xoptions");
            let _ = self.dict_set(x, self.mem.temp(d), self.mem.temp(slot));
            self.mem.pop_temps(slot);
        }
        let values = self.mem.new_dict();
        set_value(self, "sys", "_pith_flags", values);
        for (name, v) in &flags.sys_flags {
            let key = self.intern(name);
            let d = sys_value(self, "_pith_flags");
            let _ = self.dict_set(d, key, Value::int(*v));
        }
        self.host.flags = flags;
    }
}

/// The value of `sys.<name>` (EMPTY when unset).
fn sys_value(vm: &mut Vm, name: &str) -> Value {
    vm.sys_attr(name).unwrap_or(Value::EMPTY)
}

impl Vm {
    /// `sys.<name>` as the program has it now, if set.
    pub(crate) fn sys_attr(&mut self, name: &str) -> Option<Value> {
        let key = self.intern(name);
        let sys = self.names.sys;
        dict::dict_get_str(self.mem.r.modules, sys).and_then(|m| dict::dict_get_str(field(m, 2), key))
    }
}

/// Module attributes that are values, not functions.
pub fn init_module_values(vm: &mut Vm) {
    let argv: Vec<String> = vm.host.argv.clone();
    let l = vm.mem.new_str_list(&argv);
    set_value(vm, "sys", "argv", l);
    let maxsize = vm.mem.new_int(i64::MAX);
    set_value(vm, "sys", "maxsize", maxsize);
    let version = vm.mem.new_str("3.11.7 (pith)");
    set_value(vm, "sys", "version", version);
    let platform = vm.mem.new_str("linux");
    set_value(vm, "sys", "platform", platform);
    let impl_name = vm.mem.new_str("pith");
    set_value(vm, "sys", "implementation_name", impl_name);
    let mods = vm.mem.r.modules;
    set_value(vm, "sys", "modules", mods);
    let path = vm.mem.new_list(0);
    set_value(vm, "sys", "path", path);
    let (out, err) = (vm.tables.stdout_obj, vm.tables.stderr_obj);
    set_value(vm, "sys", "stdout", out);
    set_value(vm, "sys", "stderr", err);
    set_value(vm, "sys", "__stdout__", out);
    set_value(vm, "sys", "__stderr__", err);
    set_value(vm, "sys", "maxunicode", Value::int(0x10ffff));
    set_value(vm, "sys", "hexversion", Value::int(0x030b07f0));
    set_value(vm, "sys", "api_version", Value::int(1013));
    let order = vm.mem.new_str(if cfg!(target_endian = "little") { "little" } else { "big" });
    set_value(vm, "sys", "byteorder", order);
    let exe = std::env::current_exe().map(|p| p.to_string_lossy().into_owned()).unwrap_or_default();
    let exe = vm.mem.new_str(&exe);
    set_value(vm, "sys", "executable", exe);
}

fn sys_exit(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("exit", &a, 0, 1)?;
    let code = if a.n == 1 { vm.arg(&a, 0) } else { Value::NONE };
    let e = vm.new_exception_args(TypeId::SystemExit, &[code]);
    Err(vm.raise(e))
}

fn sys_getrecursionlimit(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("getrecursionlimit", &a, 0, 0)?;
    Ok(Value::int(vm.interp.recursion_limit as i64))
}

/// The `sys` module's `__getattr__`: the attributes made on first use,
/// `stdin` (by `io`) and `float_info`, `int_info`, `flags`, `version_info`
/// (by `__pith_builtins__.sys_info`).
fn sys_getattr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__getattr__", &a, 1, 1)?;
    let name = vm.arg(&a, 0);
    let n = if is_type(name, TY_STR) { str::as_str(name).to_string() } else { String::new() };
    match n.as_str() {
        "stdin" | "__stdin__" => super::std_streams::make_stdin(vm),
        "float_info" | "int_info" | "flags" | "version_info" => {
            let module = vm.import_dotted("__pith_builtins__")?;
            let key = vm.intern("sys_info");
            let f = vm.get_attr(module, key)?;
            let v = vm.call_value(f, &[vm.arg(&a, 0)])?;
            let slot = vm.mem.push_temp(v);
            set_value(vm, "sys", &n, vm.mem.temp(slot));
            let v = vm.mem.temp(slot);
            vm.mem.pop_temps(slot);
            Ok(v)
        }
        _ => Err(vm.attribute_error(&format!("module 'sys' has no attribute '{}'", n))),
    }
}

/// `sys.displayhook(value)`: the interactive prompt's echo. Nothing for
/// None; else the value's repr and a newline on `sys.stdout`, and the value
/// kept as `builtins._` (set to None first, as CPython does, so the repr
/// never sees the previous one).
fn sys_displayhook(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("displayhook", &a, 1, 1)?;
    if vm.arg(&a, 0).is_none() {
        return Ok(Value::NONE);
    }
    let underscore = vm.intern("_");
    let b = vm.mem.r.builtins;
    vm.mem.dict_set_str(b, underscore, Value::NONE);
    let mut text = String::new();
    vm.repr_into(vm.arg(&a, 0), &mut text)?;
    text.push('\n');
    let stream = vm.sys_stdout();
    if stream == vm.tables.stdout_obj || stream == vm.tables.stderr_obj {
        vm.write_stream(stream, &text);
    } else {
        let slot = vm.mem.push_temp(stream);
        let s = vm.mem.new_str(&text);
        let r = vm.call_method(vm.mem.temp(slot), "write", &[s]);
        vm.mem.pop_temps(slot);
        r?;
    }
    let b = vm.mem.r.builtins;
    vm.mem.dict_set_str(b, underscore, vm.arg(&a, 0));
    Ok(Value::NONE)
}

/// `$displayhook(value)`, what an expression statement at the interactive
/// prompt calls: `sys.displayhook` as the program has it now.
fn display(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("displayhook", &a, 1, 1)?;
    let Some(hook) = vm.sys_attr("displayhook") else { return Err(vm.raise_new(TypeId::RuntimeError, "lost sys.displayhook")) };
    vm.call_value(hook, &[vm.arg(&a, 0)])
}

fn sys_intern(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("intern", &a, 1, 1)?;
    let s = vm.arg(&a, 0);
    if !is_type(s, TY_STR) {
        let t = vm.type_name(s);
        return Err(vm.type_error(&format!("intern() argument 1 must be str, not {}", t)));
    }
    let text = str::as_str(s).to_string();
    Ok(vm.intern(&text))
}

/// `sys.exception()`: the exception being handled, or None.
fn sys_exception(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("exception", &a, 0, 0)?;
    Ok(vm.handled_exception().unwrap_or(Value::NONE))
}

/// `sys.exc_info()`: `(type, value, traceback)` of the exception being
/// handled, or three Nones.
fn sys_exc_info(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("exc_info", &a, 0, 0)?;
    let Some(e) = vm.handled_exception() else { return Ok(vm.mem.tuple_of_rooted(&[Value::NONE, Value::NONE, Value::NONE])) };
    let slot = vm.mem.push_temp(e);
    let name = vm.intern("__traceback__");
    let tb = vm.get_attr(vm.mem.temp(slot), name);
    let r = tb.map(|tb| {
        let e = vm.mem.temp(slot);
        let cls = vm.type_of(e);
        vm.mem.tuple_of_rooted(&[cls, e, tb])
    });
    vm.mem.pop_temps(slot);
    r
}

/// `sys.getsizeof(obj)`: the bytes the object takes on pith's heap (an
/// immediate value counts as CPython's small int does).
fn sys_getsizeof(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("getsizeof", &a, 1, 2)?;
    let v = vm.arg(&a, 0);
    let n = if v.is_ptr() { crate::object::model::object_size(&vm.mem.shapes, v) } else { 28 };
    Ok(Value::int(n as i64))
}

fn sys_getdefaultencoding(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("getdefaultencoding", &a, 0, 0)?;
    Ok(vm.intern("utf-8"))
}

fn sys_setrecursionlimit(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("setrecursionlimit", &a, 1, 1)?;
    let n = vm.arg_int(vm.arg(&a, 0), "limit")?;
    if n < 1 {
        return Err(vm.value_error("recursion limit must be greater or equal than 1"));
    }
    vm.interp.recursion_limit = (n as usize).min(crate::runtime::vm::MAX_RECURSION_LIMIT);
    Ok(Value::NONE)
}
