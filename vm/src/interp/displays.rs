//! Container displays built from consecutive registers: `[a, b]`,
//! `{k: v, ...}`, `{a, b}` (a constant set display is rebuilt from its
//! distinct items, as CPython folds it), and a list turned into a tuple.
//!
//! Must never: keep an item in a Rust local across an allocation (each is
//! read from its register or from the temporaries when it is used).

use crate::object::*;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

/// Where a display's items wait, rooted, while it is built: consecutive
/// registers from a stack slot (the interpreter), or consecutive
/// temporaries (compiled code's helpers, which get the items as words).
#[derive(Clone, Copy)]
pub(crate) enum Items {
    Stack(usize),
    Temps(usize),
}

impl Items {
    fn get(self, vm: &Vm, i: usize) -> Value {
        match self {
            Items::Stack(first) => vm.mem.r.stack[first + i],
            Items::Temps(first) => vm.mem.temp(first + i),
        }
    }
}

impl Vm {
    /// A list of the `count` registers from stack slot `first`.
    pub(super) fn build_list(&mut self, first: usize, count: usize) -> Value {
        let l = self.mem.new_list(count);
        for i in 0..count {
            let x = self.mem.r.stack[first + i];
            let arr = seq::list_array(l);
            self.mem.set_field(arr, 2 + i, x);
        }
        init_field(l, 1, Value::int(count as i64));
        l
    }

    /// A dict of the `count` key and value pairs of `items`.
    pub(crate) fn build_dict(&mut self, items: Items, count: usize) -> PyResult<Value> {
        let d = self.mem.new_dict();
        let slot = self.mem.push_temp(d);
        for i in 0..count {
            let (k, v) = (items.get(self, 2 * i), items.get(self, 2 * i + 1));
            let d = self.mem.temp(slot);
            if let Err(e) = self.dict_set(d, k, v) {
                self.mem.pop_temps(slot);
                return Err(e);
            }
        }
        let d = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        Ok(d)
    }

    /// A set of the `count` values of `items`; a `constant` display is
    /// rebuilt from its distinct items.
    pub(crate) fn build_set(&mut self, items: Items, count: usize, constant: bool) -> PyResult<Value> {
        let s = self.mem.new_table(TY_SET);
        let slot = self.mem.push_temp(s);
        let r = self.fill_set(slot, items, count, constant);
        let s = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        r.map(|_| s)
    }

    fn fill_set(&mut self, slot: usize, items: Items, count: usize, constant: bool) -> PyResult<()> {
        for i in 0..count {
            let k = items.get(self, i);
            let s = self.mem.temp(slot);
            self.dict_set(s, k, k)?;
        }
        if constant {
            let items: Vec<Value> = dict::dict_items(self.mem.temp(slot)).into_iter().map(|(k, _)| k).collect();
            let fresh = self.mem.new_table(TY_SET);
            self.mem.set_temp(slot, fresh);
            let base_t = self.mem.temps_mark();
            self.mem.r.temps.extend_from_slice(&items);
            for i in 0..items.len() {
                let k = self.mem.temp(base_t + i);
                if let Err(e) = self.dict_set(self.mem.temp(slot), k, k) {
                    self.mem.pop_temps(base_t);
                    return Err(e);
                }
            }
            self.mem.pop_temps(base_t);
        }
        Ok(())
    }

    /// A tuple of list `l`'s items.
    pub(crate) fn list_to_tuple(&mut self, l: Value) -> Value {
        let n = seq::list_len(l);
        let slot = self.mem.push_temp(l);
        let t = self.mem.new_tuple(n);
        let l = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        for i in 0..n {
            init_field(t, 2 + i, seq::list_get(l, i));
        }
        t
    }
}
