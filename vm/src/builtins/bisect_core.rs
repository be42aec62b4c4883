//! The native `bisect` (`_bisect`): `bisect_left`, `bisect_right`,
//! `insort_left` and `insort_right`, with `lo`, `hi` and `key`, as CPython
//! 3.11's C module: the same probes in the same order (`x < a[mid]` to
//! the right, `a[mid] < x` to the left), `a[mid]` through `__getitem__`
//! for sequences other than lists and tuples, and `insert` called on
//! anything but a list. `vm/lib/bisect.py` re-exports them.
//!
//! Must never: keep an item or the sequence across a comparison or a
//! call without rooting it (they run Python code and may move objects).

use crate::object::*;
use crate::runtime::calls::Calls;
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

pub const DEFS: &[BuiltinDef] = &[
    def("bisect_left", Module("_bisect"), bisect_left),
    def("bisect_right", Module("_bisect"), bisect_right),
    def("insort_left", Module("_bisect"), insort_left),
    def("insort_right", Module("_bisect"), insort_right),
];

/// Which end of a run of equal items to find.
#[derive(Clone, Copy, PartialEq)]
enum Side {
    Left,
    Right,
}

const PARAMS: &[&str] = &["a", "x", "lo", "hi", "key"];

/// The index where `x` goes in `a[lo:hi]` (arguments as bound from
/// `PARAMS`; `x` already the key's value for insort with a key).
fn search(vm: &mut Vm, side: Side, slots: &[Option<usize>], x_slot: usize) -> PyResult<usize> {
    let mut lo = match vm.param_value(slots[2]) {
        Some(v) => vm.arg_int(v, "lo")?,
        None => 0,
    };
    if lo < 0 {
        return Err(vm.value_error("lo must be non-negative"));
    }
    let mut hi = match vm.param_value(slots[3]).filter(|v| !v.is_none()) {
        Some(v) => vm.arg_int(v, "hi")?,
        None => -1,
    };
    if hi == -1 {
        let a = vm.param_value(slots[0]).unwrap_or(Value::NONE);
        hi = vm.len_of(a)? as i64;
    }
    while lo < hi {
        let mid = ((lo as u64 + hi as u64) / 2) as i64;
        let a = vm.param_value(slots[0]).unwrap_or(Value::NONE);
        let mut item = match ptr_type(a) {
            Some(TY_LIST) if (mid as usize) < seq::list_len(a) => seq::list_get(a, mid as usize),
            Some(TY_TUPLE) if (mid as usize) < seq::tuple_len(a) => seq::tuple_get(a, mid as usize),
            _ => vm.get_item(a, Value::int(mid))?,
        };
        if let Some(key) = vm.param_value(slots[4]).filter(|k| !k.is_none()) {
            item = vm.call_value(key, &[item])?;
        }
        let x = vm.mem.r.stack[x_slot];
        let go_left = match side {
            Side::Right => vm.less(x, item)?,
            Side::Left => !vm.less(item, x)?,
        };
        if go_left {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Ok(lo as usize)
}

fn bind(vm: &mut Vm, name: &str, a: &Args) -> PyResult<[Option<usize>; super::MAX_PARAMS]> {
    let slots = vm.param_slots(name, a, PARAMS)?;
    if slots[0].is_none() || slots[1].is_none() {
        let (which, pos) = if slots[0].is_none() { ("a", 1) } else { ("x", 2) };
        return Err(vm.type_error(&format!("{}() missing required argument '{}' (pos {})", name, which, pos)));
    }
    if a.npos() > 4 {
        return Err(vm.type_error(&format!("{}() takes at most 4 positional arguments ({} given)", name, a.npos())));
    }
    Ok(slots)
}

fn bisect(vm: &mut Vm, a: Args, name: &str, side: Side) -> PyResult<Value> {
    let slots = bind(vm, name, &a)?;
    let x_slot = slots[1].unwrap_or(a.start);
    search(vm, side, &slots, x_slot).map(|i| Value::int(i as i64))
}

fn bisect_left(vm: &mut Vm, a: Args) -> PyResult<Value> {
    bisect(vm, a, "bisect_left", Side::Left)
}

fn bisect_right(vm: &mut Vm, a: Args) -> PyResult<Value> {
    bisect(vm, a, "bisect_right", Side::Right)
}

/// insort: the key of `x` (when there is a key) is searched for, then
/// `x` itself is inserted (`list.insert` on a list, else `a.insert`).
fn insort(vm: &mut Vm, a: Args, name: &str, side: Side) -> PyResult<Value> {
    let slots = bind(vm, name, &a)?;
    let x_slot = slots[1].unwrap_or(a.start);
    let keyed = match vm.param_value(slots[4]).filter(|k| !k.is_none()) {
        Some(key) => Some(vm.call_value(key, &[vm.mem.r.stack[x_slot]])?),
        None => None,
    };
    // The key's value waits on the stack, where `search` reads `x` from.
    let index = match keyed {
        Some(k) => {
            vm.mem.r.stack.push(k);
            let at = vm.mem.r.stack.len() - 1;
            let r = search(vm, side, &slots, at);
            vm.mem.r.stack.truncate(at);
            r?
        }
        None => search(vm, side, &slots, x_slot)?,
    };
    let (seq, x) = (vm.param_value(slots[0]).unwrap_or(Value::NONE), vm.mem.r.stack[x_slot]);
    if is_type(seq, TY_LIST) {
        vm.mem.list_insert(seq, index, x);
    } else {
        vm.call_method(seq, "insert", &[Value::int(index as i64), x])?;
    }
    Ok(Value::NONE)
}

fn insort_left(vm: &mut Vm, a: Args) -> PyResult<Value> {
    insort(vm, a, "insort_left", Side::Left)
}

fn insort_right(vm: &mut Vm, a: Args) -> PyResult<Value> {
    insort(vm, a, "insort_right", Side::Right)
}
