//! The `gc` module: control of the major collector and its statistics.
//!
//! `collect()` runs a minor collection and a complete major cycle and, like
//! PyPy's, returns None (CPython's count of unreachable objects found by its
//! cycle detector has no meaning for a copying nursery, where garbage is never
//! visited);
//! `disable()` stops major collections only (minor ones go on, as they
//! must); `collect_step()` runs one incremental step; `get_stats()` returns a
//! dict of the collector's counters.

use crate::runtime::native::{def, BuiltinDef, Owner::Module};
use crate::runtime::native::Args;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};

pub const DEFS: &[BuiltinDef] = &[
    def("collect", Module("gc"), collect),
    def("disable", Module("gc"), disable),
    def("enable", Module("gc"), enable),
    def("isenabled", Module("gc"), isenabled),
    def("collect_step", Module("gc"), collect_step),
    def("get_stats", Module("gc"), get_stats),
];

fn collect(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("collect", &a, &["generation"])?;
    vm.mem.collect_full();
    Ok(Value::NONE)
}

fn disable(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("disable", &a, 0, 0)?;
    vm.mem.set_major_enabled(false);
    Ok(Value::NONE)
}

fn enable(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("enable", &a, 0, 0)?;
    vm.mem.set_major_enabled(true);
    Ok(Value::NONE)
}

fn isenabled(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("isenabled", &a, 0, 0)?;
    Ok(Value::bool(vm.mem.heap().major_enabled()))
}

/// One bounded step of major collection; True when a cycle just finished.
fn collect_step(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("collect_step", &a, 0, 0)?;
    let finished = vm.mem.major_step();
    Ok(Value::bool(finished))
}

fn get_stats(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("get_stats", &a, 0, 0)?;
    let allocated = vm.mem.heap().bytes_allocated();
    let s = vm.mem.heap().stats();
    let ms = |ns: u64| ns as f64 / 1e6;
    let ints: Vec<(&str, u64)> = vec![
        ("minor_collections", s.minor_collections),
        ("major_collections", s.major_collections),
        ("major_steps", s.major_steps),
        ("full_collections", s.full_collections),
        ("bytes_allocated", allocated),
        ("bytes_promoted", s.bytes_promoted),
        ("old_bytes_in_use", s.old_bytes_in_use),
        ("old_bytes_reserved", s.old_bytes_reserved),
        ("arenas_in_use", s.arenas_in_use),
        ("arenas_released", s.arenas_released),
        ("arenas_spare", s.arenas_spare),
        ("live_bytes_after_major", s.live_bytes_after_major),
    ];
    let floats: Vec<(&str, f64)> = vec![
        ("minor_pause_total_ms", ms(s.total_pause_ns)),
        ("minor_pause_max_ms", ms(s.max_pause_ns)),
        ("major_pause_total_ms", ms(s.major_total_pause_ns)),
        ("major_pause_max_ms", ms(s.major_max_pause_ns)),
    ];
    let d = vm.mem.new_dict();
    let slot = vm.mem.push_temp(d);
    for (k, v) in ints {
        let key = vm.intern(k);
        let val = vm.mem.new_int(v as i64);
        vm.mem.dict_set_str(vm.mem.temp(slot), key, val);
    }
    for (k, v) in floats {
        let key = vm.intern(k);
        let val = vm.mem.new_float(v);
        vm.mem.dict_set_str(vm.mem.temp(slot), key, val);
    }
    let d = vm.mem.temp(slot);
    vm.mem.pop_temps(slot);
    Ok(d)
}
