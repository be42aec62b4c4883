//! The private `_pith` module: what bundled Python modules (`vm/lib`) need
//! from the VM that Python code cannot do itself (`enum`, `os`).

use crate::runtime::native::{def, BuiltinDef, Owner::Module};
use crate::runtime::native::Args;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};

pub const DEFS: &[BuiltinDef] = &[
    def("new_instance", Module("_pith"), pith_new_instance),
    def("environ", Module("_pith"), pith_environ),
    def("getcwd", Module("_pith"), pith_getcwd),
    def("getpid", Module("_pith"), pith_getpid),
    def("cpu_count", Module("_pith"), pith_cpu_count),
    def("path_kind", Module("_pith"), pith_path_kind),
];

/// `_pith.new_instance(cls)`: an instance of a user class without calling
/// `__init__` (what bundled modules use where CPython calls `object.__new__`).
fn pith_new_instance(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("new_instance", &a, 1, 1)?;
    let cls = vm.arg(&a, 0);
    if !class::is_class(cls) || class::class_kind(cls) != 0 {
        return Err(vm.type_error("new_instance() needs a user class"));
    }
    Ok(vm.mem.new_instance(cls))
}

/// `_pith.environ()`: a new dict of the process environment (for `os.environ`).
fn pith_environ(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("environ", &a, 0, 0)?;
    let d = vm.mem.new_dict();
    let slot = vm.mem.push_temp(d);
    for (k, v) in std::env::vars() {
        let key = vm.mem.new_str(&k);
        let ks = vm.mem.push_temp(key);
        let val = vm.mem.new_str(&v);
        let key = vm.mem.temp(ks);
        vm.mem.pop_temps(ks);
        vm.dict_set(vm.mem.temp(slot), key, val)?;
    }
    let d = vm.mem.temp(slot);
    vm.mem.pop_temps(slot);
    Ok(d)
}

fn pith_getcwd(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("getcwd", &a, 0, 0)?;
    match std::env::current_dir() {
        Ok(p) => Ok(vm.mem.new_str(&p.to_string_lossy())),
        Err(e) => Err(vm.raise_new(TypeId::OSError, &e.to_string())),
    }
}

fn pith_getpid(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("getpid", &a, 0, 0)?;
    Ok(Value::int(std::process::id() as i64))
}

fn pith_cpu_count(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("cpu_count", &a, 0, 0)?;
    Ok(Value::int(std::thread::available_parallelism().map_or(1, |n| n.get()) as i64))
}

/// `_pith.path_kind(p)`: "file", "dir", "other", or None when nothing is there.
fn pith_path_kind(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("path_kind", &a, 1, 1)?;
    let p = vm.arg_str(vm.arg(&a, 0), "path")?;
    Ok(match std::fs::metadata(&p) {
        Ok(m) if m.is_file() => vm.intern("file"),
        Ok(m) if m.is_dir() => vm.intern("dir"),
        Ok(_) => vm.intern("other"),
        Err(_) => Value::NONE,
    })
}

