//! Methods of `list` and `tuple`, and the sort they share with `sorted`;
//! also `slice.indices`.
//!
//! Sorting is a stable merge sort over (key, value) pairs held in rooted
//! temporaries; comparisons go through `Vm::less`, so user `__lt__` works
//! and an exception in a comparison stops the sort cleanly.

use crate::runtime::native::{def, BuiltinDef, Owner};
use crate::runtime::native::Args;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use crate::runtime::calls::Calls;

const L: Owner = Owner::Type(TypeId::List);
const T: Owner = Owner::Type(TypeId::Tuple);
const SL: Owner = Owner::Type(TypeId::Slice);

pub const DEFS: &[BuiltinDef] = &[
    def("append", L, append),
    def("extend", L, extend),
    def("insert", L, insert),
    def("pop", L, pop),
    def("remove", L, remove),
    def("index", L, index),
    def("count", L, count),
    def("reverse", L, reverse),
    def("sort", L, sort),
    def("copy", L, copy),
    def("clear", L, clear),
    def("index", T, index),
    def("count", T, count),
    def("indices", SL, slice_indices),
];

/// `slice.indices(length)`: the (start, stop, step) it selects from a
/// sequence of that length.
fn slice_indices(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("indices", &a, 2, 2)?;
    let len = vm.arg_int(vm.arg(&a, 1), "length")?;
    if len < 0 {
        return Err(vm.value_error("length should not be negative"));
    }
    let (start, stop, step, _) = vm.slice_indices(vm.arg(&a, 0), len as usize)?;
    let mark = vm.mem.temps_mark();
    for x in [start, stop, step] {
        let v = vm.mem.new_int(x);
        vm.mem.push_temp(v);
    }
    let t = vm.mem.tuple_from_temps(mark, 3);
    vm.mem.pop_temps(mark);
    Ok(t)
}

fn append(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("append", &a, 2, 2)?;
    vm.mem.list_append(vm.arg(&a, 0), vm.arg(&a, 1));
    Ok(Value::NONE)
}

fn extend(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("extend", &a, 2, 2)?;
    vm.list_extend(vm.arg(&a, 0), vm.arg(&a, 1))?;
    Ok(Value::NONE)
}

fn insert(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("insert", &a, 3, 3)?;
    let i = vm.arg_int(vm.arg(&a, 1), "index")?;
    insert_at(vm, vm.arg(&a, 0), i, vm.arg(&a, 2));
    Ok(Value::NONE)
}

/// `l.insert(i, x)` once `i` is an int (compiled traces call it too).
pub(crate) fn insert_at(vm: &mut Vm, l: Value, i: i64, x: Value) {
    let len = seq::list_len(l) as i64;
    let i = if i < 0 { (i + len).max(0) } else { i.min(len) };
    vm.mem.list_insert(l, i as usize, x);
}

fn pop(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("pop", &a, 1, 2)?;
    let i = if a.n == 2 { vm.arg_int(vm.arg(&a, 1), "index")? } else { -1 };
    pop_at(vm, vm.arg(&a, 0), i)
}

/// `l.pop(i)` once `i` is an int, `-1` for `l.pop()` (compiled traces
/// call it too).
pub(crate) fn pop_at(vm: &mut Vm, l: Value, i: i64) -> PyResult<Value> {
    let len = seq::list_len(l) as i64;
    if len == 0 {
        return Err(vm.index_error("pop from empty list"));
    }
    let i = if i < 0 { i + len } else { i };
    if !(0..len).contains(&i) {
        return Err(vm.index_error("pop index out of range"));
    }
    Ok(vm.mem.list_remove_at(l, i as usize))
}

/// Index of the first item equal to `x` in `seq` (list or tuple) from `start`.
fn position(vm: &mut Vm, seq_v: Value, x: Value, start: usize, end: usize) -> PyResult<Option<usize>> {
    let mark = vm.mem.temps_mark();
    vm.mem.r.temps.extend_from_slice(&[seq_v, x]);
    let mut i = start;
    let r = loop {
        let s = vm.mem.temp(mark);
        let len = if is_type(s, TY_LIST) { seq::list_len(s) } else { seq::tuple_len(s) };
        if i >= len.min(end) {
            break Ok(None);
        }
        let item = if is_type(s, TY_LIST) { seq::list_get(s, i) } else { seq::tuple_get(s, i) };
        match vm.eq(item, vm.mem.temp(mark + 1)) {
            Ok(true) => break Ok(Some(i)),
            Ok(false) => i += 1,
            Err(e) => break Err(e),
        }
    };
    vm.mem.pop_temps(mark);
    r
}

fn remove(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("remove", &a, 2, 2)?;
    match position(vm, vm.arg(&a, 0), vm.arg(&a, 1), 0, usize::MAX)? {
        Some(i) => {
            // An `__eq__` may have shortened the list since it matched at
            // `i`: CPython then deletes the (clipped, empty) slice i:i+1.
            if i < seq::list_len(vm.arg(&a, 0)) {
                vm.mem.list_remove_at(vm.arg(&a, 0), i);
            }
            Ok(Value::NONE)
        }
        None => Err(vm.value_error("list.remove(x): x not in list")),
    }
}

fn index(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("index", &a, 2, 4)?;
    let s = vm.arg(&a, 0);
    let len = if is_type(s, TY_LIST) { seq::list_len(s) } else { seq::tuple_len(s) } as i64;
    let norm = |i: i64| if i < 0 { (i + len).max(0) } else { i.min(len) } as usize;
    let start = if a.n > 2 { norm(vm.arg_int(vm.arg(&a, 2), "start")?) } else { 0 };
    let end = if a.n > 3 { norm(vm.arg_int(vm.arg(&a, 3), "end")?) } else { len as usize };
    match position(vm, vm.arg(&a, 0), vm.arg(&a, 1), start, end)? {
        Some(i) => Ok(Value::int(i as i64)),
        None => {
            if !is_type(vm.arg(&a, 0), TY_LIST) {
                return Err(vm.value_error("tuple.index(x): x not in tuple"));
            }
            // As CPython 3.11 words it: the value's repr.
            let r = vm.repr_of(vm.arg(&a, 1))?;
            let msg = format!("{} is not in list", crate::object::str::as_str(r));
            Err(vm.value_error(&msg))
        }
    }
}

fn count(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("count", &a, 2, 2)?;
    let mut n = 0;
    let mut start = 0;
    while let Some(i) = position(vm, vm.arg(&a, 0), vm.arg(&a, 1), start, usize::MAX)? {
        n += 1;
        start = i + 1;
    }
    Ok(Value::int(n))
}

fn reverse(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("reverse", &a, 1, 1)?;
    let l = vm.arg(&a, 0);
    let n = seq::list_len(l);
    for i in 0..n / 2 {
        let (x, y) = (seq::list_get(l, i), seq::list_get(l, n - 1 - i));
        vm.mem.list_set(l, i, y);
        vm.mem.list_set(l, n - 1 - i, x);
    }
    Ok(Value::NONE)
}

fn sort(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.npos() != 1 {
        return Err(vm.type_error("sort() takes no positional arguments"));
    }
    vm.check_kwargs("sort", &a, &["key", "reverse"])?;
    let key = vm.kwarg(&a, "key").unwrap_or(Value::NONE);
    let reverse = vm.kwarg(&a, "reverse").unwrap_or(Value::FALSE);
    vm.sort_list(vm.arg(&a, 0), key, reverse)?;
    Ok(Value::NONE)
}

fn copy(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("copy", &a, 1, 1)?;
    Ok(vm.mem.seq_from_parts(true, &[seq::SeqPart::whole(vm.arg(&a, 0))]))
}

fn clear(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("clear", &a, 1, 1)?;
    vm.mem.list_truncate(vm.arg(&a, 0), 0);
    Ok(Value::NONE)
}

impl Vm {
    /// Sorts `list` in place, stably, by `key` (None for identity), descending when `reverse`.
    pub fn sort_list(&mut self, list: Value, key: Value, reverse: Value) -> PyResult<()> {
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[list, key]);
        let reverse = self.truthy(reverse);
        let (list, key) = (self.mem.temp(mark), self.mem.temp(mark + 1));
        self.mem.pop_temps(mark);
        let reverse = reverse?;
        self.mem.r.temps.push(list);
        let items = seq::seq_items(list);
        let n = items.len();
        // Temps: [list, values..., keys...]
        self.mem.r.temps.extend_from_slice(&items);
        self.mem.r.temps.extend_from_slice(&items);
        if !key.is_none() {
            let ks = self.mem.push_temp(key);
            for i in 0..n {
                let (k, v) = (self.mem.temp(ks), self.mem.temp(mark + 1 + i));
                match self.call_value(k, &[v]) {
                    Ok(kv) => self.mem.set_temp(mark + 1 + n + i, kv),
                    Err(e) => {
                        self.mem.pop_temps(mark);
                        return Err(e);
                    }
                }
            }
            self.mem.pop_temps(ks);
        }
        // CPython sorts a reversed copy ascending and reverses back, which
        // keeps equal items in their original order.
        let mut order: Vec<usize> = if reverse { (0..n).rev().collect() } else { (0..n).collect() };
        let r = if n < 64 { self.small_sort(&mut order, mark + 1 + n) } else { self.merge_sort(&mut order, mark + 1 + n) };
        if reverse {
            order.reverse();
        }
        if let Err(e) = r {
            self.mem.pop_temps(mark);
            return Err(e);
        }
        let sorted: Vec<Value> = order.iter().map(|&i| self.mem.temp(mark + 1 + i)).collect();
        let list = self.mem.temp(mark);
        self.mem.list_replace_all(list, &sorted);
        self.mem.pop_temps(mark);
        Ok(())
    }

    /// `key(b) < key(a)` for indices into the keys in temporaries `keys..`.
    fn key_less(&mut self, keys: usize, b: usize, a: usize) -> PyResult<bool> {
        let (x, y) = (self.mem.temp(keys + b), self.mem.temp(keys + a));
        self.less(x, y)
    }

    /// CPython's strategy for short lists, comparison for comparison: find the
    /// initial run (strictly descending runs are reversed), then binary
    /// insertion of the rest. Matching the order matters when a comparison
    /// raises (the error names the operand types in that order).
    fn small_sort(&mut self, order: &mut [usize], keys: usize) -> PyResult<()> {
        let n = order.len();
        if n < 2 {
            return Ok(());
        }
        let mut run = 2;
        if self.key_less(keys, order[1], order[0])? {
            while run < n && self.key_less(keys, order[run], order[run - 1])? {
                run += 1;
            }
            order[..run].reverse();
        } else {
            while run < n && !self.key_less(keys, order[run], order[run - 1])? {
                run += 1;
            }
        }
        for start in run..n {
            let pivot = order[start];
            let (mut lo, mut hi) = (0, start);
            while lo < hi {
                let mid = lo + (hi - lo) / 2;
                if self.key_less(keys, pivot, order[mid])? {
                    hi = mid;
                } else {
                    lo = mid + 1;
                }
            }
            order.copy_within(lo..start, lo + 1);
            order[lo] = pivot;
        }
        Ok(())
    }

    /// Stable merge sort of indices by the keys in temporaries `keys..`.
    fn merge_sort(&mut self, order: &mut [usize], keys: usize) -> PyResult<()> {
        let n = order.len();
        if n < 64 {
            return self.small_sort(order, keys);
        }
        let mid = n / 2;
        self.merge_sort(&mut order[..mid], keys)?;
        self.merge_sort(&mut order[mid..], keys)?;
        let mut merged = Vec::with_capacity(n);
        let (mut i, mut j) = (0, mid);
        while i < mid && j < n {
            let (a, b) = (self.mem.temp(keys + order[i]), self.mem.temp(keys + order[j]));
            // Take from the right only when strictly before the left: stability.
            let right_first = self.less(b, a)?;
            if right_first {
                merged.push(order[j]);
                j += 1;
            } else {
                merged.push(order[i]);
                i += 1;
            }
        }
        merged.extend_from_slice(&order[i..mid]);
        merged.extend_from_slice(&order[j..n]);
        order.copy_from_slice(&merged);
        Ok(())
    }
}
