//! Set algebra: `|`, `&`, `-`, `^` and the subset comparisons on sets
//! and frozensets, following CPython's setobject.c step by step (which
//! operand is walked, when a result starts as a copy, when a table is
//! resized), so that a result iterates in CPython's order.
//!
//! Sets whose keys compare without Python code (no instance keys, see
//! `set::has_python_eq_keys`) take the native paths: every key goes in
//! with the hash its table stored and membership is the allocation-free
//! lookup. Otherwise each lookup may run a user `__eq__`.
//!
//! Must never: keep a table in a Rust local across an allocation (the
//! operands and the result live in temporaries).

use crate::object::*;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use lang::bytecode::{BinaryOp, CompareOp};

impl Vm {
    /// `a op b` for two sets (`|`, `&`, `-`, `^`); None for other operands.
    pub(super) fn set_op(&mut self, op: BinaryOp, a: Value, b: Value) -> PyResult<Option<Value>> {
        if !(is_set_like(a) && is_set_like(b)) || !matches!(op, BinaryOp::Or | BinaryOp::And | BinaryOp::Sub | BinaryOp::Xor) {
            return Ok(None);
        }
        if set::has_python_eq_keys(a) || set::has_python_eq_keys(b) {
            return self.set_op_python_eq(op, a, b).map(Some);
        }
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[a, b]);
        let out = self.native_set_op(op, mark);
        self.mem.pop_temps(mark);
        Ok(Some(out))
    }

    /// `a op b` for the sets in temporaries `mark` and `mark + 1`; the
    /// result has the left operand's type (frozenset | set is a frozenset).
    fn native_set_op(&mut self, op: BinaryOp, mark: usize) -> Value {
        let (a, b) = (self.mem.temp(mark), self.mem.temp(mark + 1));
        let ty = type_id(a);
        let (la, lb) = (dict::dict_len(a), dict::dict_len(b));
        match op {
            BinaryOp::Or | BinaryOp::And if a == b => {
                let out = self.mem.set_copy(mark, ty);
                self.mem.r.temps.push(out);
            }
            BinaryOp::Or => {
                let out = self.mem.set_copy(mark, ty);
                self.mem.r.temps.push(out);
                self.mem.set_merge(mark + 2, mark + 1);
            }
            BinaryOp::And => {
                // The smaller set is walked (the right one at equal sizes)
                // and its keys are kept.
                let (walked, other) = if lb > la { (mark, mark + 1) } else { (mark + 1, mark) };
                let out = self.mem.new_table(ty);
                self.mem.r.temps.push(out);
                self.add_keys_where(walked, other, mark + 2, true);
            }
            BinaryOp::Sub if (la >> 2) > lb => {
                // Much larger than what it loses: a copy, then each key of
                // `b` discarded.
                let out = self.mem.set_copy(mark, ty);
                self.mem.r.temps.push(out);
                self.toggle_keys(mark + 1, mark + 2, false);
            }
            BinaryOp::Sub => {
                let out = self.mem.new_table(ty);
                self.mem.r.temps.push(out);
                self.add_keys_where(mark, mark + 1, mark + 2, false);
            }
            _ => {
                // `^`: a copy of `b`, then each key of `a` added or discarded.
                let out = self.mem.set_copy(mark + 1, ty);
                self.mem.r.temps.push(out);
                self.toggle_keys(mark, mark + 2, true);
            }
        }
        self.mem.temp(mark + 2)
    }

    /// Adds to the set in temporary `out` each key of the set in temporary
    /// `walked`, in slot order, that is (`present`) or is not in the set in
    /// temporary `other`.
    fn add_keys_where(&mut self, walked: usize, other: usize, out: usize, present: bool) {
        for i in 0..set::slot_count(self.mem.temp(walked)) {
            let Some((h, k)) = set::hashed_key_at_slot(self.mem.temp(walked), i) else { continue };
            if set::find(self.mem.temp(other), k, h).is_some() == present {
                self.mem.set_insert(self.mem.temp(out), k, h);
            }
        }
    }

    /// Discards from the set in temporary `out` each key of the set in
    /// temporary `walked` that it holds, in slot order; when `add`, adds
    /// each one it does not hold.
    fn toggle_keys(&mut self, walked: usize, out: usize, add: bool) {
        for i in 0..set::slot_count(self.mem.temp(walked)) {
            let Some((h, k)) = set::hashed_key_at_slot(self.mem.temp(walked), i) else { continue };
            let s = self.mem.temp(out);
            match set::find(s, k, h) {
                Some(e) => self.mem.set_discard_entry(s, e),
                None if add => self.mem.set_insert(s, k, h),
                None => {}
            }
        }
    }

    /// `a op b` for sets where a user `__eq__` may decide membership: the
    /// keys of `a` filtered by membership in `b`, then for `|` and `^`
    /// the keys of `b` not in `a`, each lookup and insertion through the
    /// general dict protocol. `&` walks the smaller set (the right one at
    /// equal sizes), as the native path does.
    fn set_op_python_eq(&mut self, op: BinaryOp, a: Value, b: Value) -> PyResult<Value> {
        let keep_a: fn(bool) -> bool = if op == BinaryOp::And { |in_b| in_b } else if op == BinaryOp::Or { |_| true } else { |in_b| !in_b };
        let add_b = matches!(op, BinaryOp::Or | BinaryOp::Xor);
        let ty = type_id(a);
        let (a, b) = if op == BinaryOp::And && dict::dict_len(b) <= dict::dict_len(a) { (b, a) } else { (a, b) };
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[a, b]);
        let out = self.mem.new_table(ty);
        self.mem.r.temps.push(out);
        let r = self.set_op_fill(mark, keep_a, add_b);
        let out = self.mem.temp(mark + 2);
        self.mem.pop_temps(mark);
        r.map(|_| out)
    }

    /// Fills the set in temp `mark+2` from sets `mark` (filtered by membership
    /// in `mark+1`) and, when `add_b`, the items of `mark+1` not in `mark`.
    fn set_op_fill(&mut self, mark: usize, keep_a: fn(bool) -> bool, add_b: bool) -> PyResult<()> {
        for (src, other, keep) in [(mark, mark + 1, Some(keep_a)), (mark + 1, mark, None)] {
            if keep.is_none() && !add_b {
                break;
            }
            let items = dict::dict_items(self.mem.temp(src));
            let base = self.mem.temps_mark();
            for (k, _) in &items {
                self.mem.r.temps.push(*k);
            }
            for i in 0..items.len() {
                // The lookup may run Python code, which may move the key:
                // it is read from its temporary each time.
                let in_other = self.dict_get(self.mem.temp(other), self.mem.temp(base + i))?.is_some();
                let take = match keep {
                    Some(f) => f(in_other),
                    None => !in_other,
                };
                if take {
                    let k = self.mem.temp(base + i);
                    self.dict_set(self.mem.temp(mark + 2), k, k)?;
                }
            }
            self.mem.pop_temps(base);
        }
        Ok(())
    }

    /// `a op b` for two sets: equality and the subset relations, by the
    /// keys' stored hashes (through the general lookup, which may run a
    /// user `__eq__`, when a key may need it).
    pub(super) fn compare_sets(&mut self, op: CompareOp, a: Value, b: Value) -> PyResult<Value> {
        // As CPython, a set is a subset only if it is no larger, and only
        // then are its keys looked up. One lookup pass at most per
        // comparison, so no operand is held across Python code.
        let (la, lb) = (dict::dict_len(a), dict::dict_len(b));
        let python = set::has_python_eq_keys(a) || set::has_python_eq_keys(b);
        let mut subset = |x: Value, y: Value| -> PyResult<bool> {
            if dict::dict_len(x) > dict::dict_len(y) {
                Ok(false)
            } else if python {
                self.all_keys_in_python_eq(x, y)
            } else {
                Ok(set::all_keys_in(x, y))
            }
        };
        Ok(Value::bool(match op {
            CompareOp::Eq => la == lb && subset(a, b)?,
            CompareOp::Ne => !(la == lb && subset(a, b)?),
            CompareOp::Le => subset(a, b)?,
            CompareOp::Lt => la < lb && subset(a, b)?,
            CompareOp::Ge => subset(b, a)?,
            CompareOp::Gt => la > lb && subset(b, a)?,
        }))
    }

    /// Is every key of set `x`, in slot order, in set `y`, each looked up
    /// through the general protocol (CPython's `set_issubset`)?
    fn all_keys_in_python_eq(&mut self, x: Value, y: Value) -> PyResult<bool> {
        let keys = dict::dict_items(x);
        let mark = self.mem.temps_mark();
        self.mem.r.temps.push(y);
        self.mem.r.temps.extend(keys.iter().map(|(k, _)| *k));
        let mut r = Ok(true);
        for i in 0..keys.len() {
            match self.dict_get(self.mem.temp(mark), self.mem.temp(mark + 1 + i)) {
                Ok(Some(_)) => {}
                Ok(None) => {
                    r = Ok(false);
                    break;
                }
                Err(e) => {
                    r = Err(e);
                    break;
                }
            }
        }
        self.mem.pop_temps(mark);
        r
    }
}
