//! The `gc` module: control of the major collector and its statistics.
//!
//! `collect()` drops the temporaries no frame reads again, then runs a minor
//! collection and a complete major cycle and, like
//! PyPy's, returns None (CPython's count of unreachable objects found by its
//! cycle detector has no meaning for a copying nursery, where garbage is never
//! visited); the callbacks of weak references it cleared have run when it
//! returns;
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
    vm.collect_precisely();
    vm.run_weak_callbacks();
    Ok(Value::NONE)
}

impl Vm {
    /// A full collection after dropping the dead temporaries of the
    /// interpreted frames, so that an object only a stale temporary still
    /// holds (`del x` leaves the copy an expression loaded) is collected,
    /// as CPython frees it: what weak references and `gc.collect()` see.
    pub(crate) fn collect_precisely(&mut self) {
        self.clear_dead_temporaries();
        self.mem.collect_full();
    }

    /// Sets to None every temporary register (not a named local, not a
    /// closure cell) that no path of its frame reads again
    /// (`lang::liveness`). A frame's live set is taken before the
    /// instruction it is executing, the call in progress, so the registers
    /// a native call was given stay; and a caller's registers from its
    /// callee's base on are the callee's (a call passes its arguments in
    /// place). Past the innermost frame's registers the stack holds only
    /// what finished calls left (arguments laid out past a frame), cleared
    /// too. Frames running compiled code keep theirs (their `pc` is not
    /// maintained while the trace runs).
    fn clear_dead_temporaries(&mut self) {
        let compiled: Vec<usize> = self.mem.r.running_traces.iter().map(|&(_, depth)| depth.wrapping_sub(1)).collect();
        let frames = &self.mem.r.frames;
        for i in 0..frames.len() {
            let f = &frames[i];
            if f.pc == 0 || compiled.contains(&i) {
                continue;
            }
            let end = frames.get(i + 1).map_or(usize::MAX, |callee| callee.base);
            let (code, pc, base) = (f.code.clone(), f.pc - 1, f.base);
            let co = &code.co;
            let free = co.free_start as usize..co.free_start as usize + co.freevars.len();
            let liveness = code.liveness();
            for r in co.local_names.len()..co.nregs as usize {
                if !free.contains(&r) && base + r < end && !liveness.is_live(pc, r) {
                    if let Some(slot) = self.mem.r.stack.get_mut(base + r) {
                        *slot = Value::NONE;
                    }
                }
            }
            if i + 1 == frames.len() {
                let top = (base + co.nregs as usize).min(self.mem.r.stack.len());
                self.mem.r.stack[top..].iter_mut().for_each(|slot| *slot = Value::NONE);
            }
        }
    }
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
