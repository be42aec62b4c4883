//! Stepping the native `itertools` iterators (`TY_ITERTOOL`) and their
//! reprs. Each kind's state words are described where
//! `builtins/itertools_types.rs` makes it; the algorithms and the order in
//! which inputs are consumed are CPython's, so results and side effects
//! come in the same order.
//!
//! Every step keeps the iterator in a temporary (`slot`) and reads it
//! again after anything that may allocate or run Python code.
//!
//! Must never: keep a Value read from the iterator across an allocation
//! or a call.

use crate::object::itertool::{index_get, index_set, kind_index, set_state_int, state, RUNNING, S0, STARTING, STOPPED};
use crate::object::*;
use crate::runtime::calls::Calls;
use crate::runtime::types::{type_id_from_index, TypeId};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use lang::bytecode::BinaryOp;

impl Vm {
    /// The next item of native itertools iterator `it`, or None when it
    /// is exhausted.
    pub fn itertool_next(&mut self, it: Value) -> PyResult<Option<Value>> {
        let slot = self.mem.push_temp(it);
        let r = match type_id_from_index(kind_index(it)) {
            Some(TypeId::Chain) => self.chain_next(slot),
            Some(TypeId::Islice) => self.islice_next(slot),
            Some(TypeId::Permutations) => Ok(self.permutations_next(slot)),
            Some(TypeId::Combinations) => Ok(self.combinations_next(slot, false)),
            Some(TypeId::CombinationsWithReplacement) => Ok(self.combinations_next(slot, true)),
            Some(TypeId::Product) => Ok(self.product_next(slot)),
            Some(TypeId::Starmap) => self.starmap_next(slot),
            Some(TypeId::TakeWhile) => self.takewhile_next(slot),
            Some(TypeId::DropWhile) => self.dropwhile_next(slot),
            Some(TypeId::FilterFalse) => self.filterfalse_next(slot),
            Some(TypeId::Compress) => self.compress_next(slot),
            Some(TypeId::Pairwise) => self.pairwise_next(slot),
            Some(TypeId::Cycle) => self.cycle_next(slot),
            Some(TypeId::ZipLongest) => self.zip_longest_next(slot),
            Some(TypeId::Accumulate) => self.accumulate_next(slot),
            Some(TypeId::Count) => self.count_next(slot).map(Some),
            Some(TypeId::Repeat) => Ok(self.repeat_next(slot)),
            _ => Ok(None),
        };
        self.mem.pop_temps(slot);
        r
    }

    /// State word `i` of the iterator in temporary `slot`, read now.
    fn st(&self, slot: usize, i: usize) -> Value {
        state(self.mem.temp(slot), i)
    }

    /// Stores `v` in state word `i` of the iterator in temporary `slot`.
    fn set_st(&mut self, slot: usize, i: usize, v: Value) {
        let it = self.mem.temp(slot);
        self.mem.set_field(it, S0 + i, v);
    }

    /// The next item of the iterator in state word `i`; None (and the
    /// word set to None) once it ended or when it already had.
    fn next_of_state(&mut self, slot: usize, i: usize) -> PyResult<Option<Value>> {
        let inner = self.st(slot, i);
        if inner.is_none() {
            return Ok(None);
        }
        let r = self.iter_next(inner)?;
        if r.is_none() {
            self.set_st(slot, i, Value::NONE);
        }
        Ok(r)
    }

    fn chain_next(&mut self, slot: usize) -> PyResult<Option<Value>> {
        loop {
            if self.st(slot, 1).is_none() {
                let Some(iterable) = self.next_of_state(slot, 0)? else { return Ok(None) };
                let active = self.get_iter(iterable)?;
                self.set_st(slot, 1, active);
            }
            if let Some(v) = self.next_of_state(slot, 1)? {
                return Ok(Some(v));
            }
        }
    }

    fn islice_next(&mut self, slot: usize) -> PyResult<Option<Value>> {
        let int = |vm: &Vm, i| vm.st(slot, i).as_int();
        let stop = int(self, 2);
        while int(self, 4) < int(self, 1) {
            if self.next_of_state(slot, 0)?.is_none() {
                return Ok(None);
            }
            set_state_int(self.mem.temp(slot), 4, int(self, 4) + 1);
        }
        if stop != -1 && int(self, 4) >= stop {
            self.set_st(slot, 0, Value::NONE);
            return Ok(None);
        }
        let Some(v) = self.next_of_state(slot, 0)? else { return Ok(None) };
        let it = self.mem.temp(slot);
        set_state_int(it, 4, int(self, 4) + 1);
        let (old, step) = (int(self, 1), int(self, 3));
        let mut next = old.saturating_add(step);
        if next < old || (stop != -1 && next > stop) {
            next = stop;
        }
        set_state_int(it, 1, next);
        Ok(Some(v))
    }

    /// A new tuple of the pool's items at the first `r` indices of the
    /// index vector in state word `index_word` (`pool_word` holds the pool;
    /// `pools` when each index has its own pool, as in `product`).
    fn pick(&mut self, slot: usize, r: usize, index_word: usize, pools: bool) -> Value {
        let t = self.mem.new_tuple(r);
        let (pool, indices) = (self.st(slot, 0), self.st(slot, index_word));
        for i in 0..r {
            let p = if pools { seq::tuple_get(pool, i) } else { pool };
            init_field(t, 2 + i, seq::tuple_get(p, index_get(indices, i)));
        }
        t
    }

    /// The combinatoric kinds' steps before their general case: `Some(None)`
    /// once exhausted, `Some(the first tuple)` at the start (state word 4),
    /// None when the next tuple is to be computed.
    fn first_or_done(&mut self, slot: usize, r: usize, pools: bool) -> Option<Option<Value>> {
        match self.st(slot, 4).as_int() {
            STOPPED => Some(None),
            STARTING => {
                set_state_int(self.mem.temp(slot), 4, RUNNING);
                Some(Some(self.pick(slot, r, 1, pools)))
            }
            _ => None,
        }
    }

    fn stop_combinatoric(&mut self, slot: usize) -> Option<Value> {
        set_state_int(self.mem.temp(slot), 4, STOPPED);
        None
    }

    fn permutations_next(&mut self, slot: usize) -> Option<Value> {
        let r = self.st(slot, 3).as_int() as usize;
        if let Some(done) = self.first_or_done(slot, r, false) {
            return done;
        }
        let n = seq::tuple_len(self.st(slot, 0));
        let (indices, cycles) = (self.st(slot, 1), self.st(slot, 2));
        if n == 0 {
            return self.stop_combinatoric(slot);
        }
        for i in (0..r).rev() {
            let c = index_get(cycles, i) - 1;
            if c == 0 {
                // Rotate indices[i..] left by one.
                let first = index_get(indices, i);
                for j in i..n - 1 {
                    index_set(indices, j, index_get(indices, j + 1));
                }
                index_set(indices, n - 1, first);
                index_set(cycles, i, n - i);
            } else {
                index_set(cycles, i, c);
                let (x, y) = (index_get(indices, i), index_get(indices, n - c));
                index_set(indices, i, y);
                index_set(indices, n - c, x);
                return Some(self.pick(slot, r, 1, false));
            }
        }
        self.stop_combinatoric(slot)
    }

    fn combinations_next(&mut self, slot: usize, with_replacement: bool) -> Option<Value> {
        let r = self.st(slot, 2).as_int() as usize;
        if let Some(done) = self.first_or_done(slot, r, false) {
            return done;
        }
        let n = seq::tuple_len(self.st(slot, 0));
        let indices = self.st(slot, 1);
        // The rightmost index that can still move up.
        let top = |i: usize| if with_replacement { n - 1 } else { i + n - r };
        let Some(i) = (0..r).rev().find(|&i| index_get(indices, i) != top(i)) else { return self.stop_combinatoric(slot) };
        let v = index_get(indices, i) + 1;
        index_set(indices, i, v);
        for j in i + 1..r {
            index_set(indices, j, if with_replacement { v } else { index_get(indices, j - 1) + 1 });
        }
        Some(self.pick(slot, r, 1, false))
    }

    fn product_next(&mut self, slot: usize) -> Option<Value> {
        let pools = self.st(slot, 0);
        let n = seq::tuple_len(pools);
        if let Some(done) = self.first_or_done(slot, n, true) {
            return done;
        }
        let indices = self.st(slot, 1);
        for i in (0..n).rev() {
            let k = index_get(indices, i) + 1;
            if k == seq::tuple_len(seq::tuple_get(pools, i)) {
                index_set(indices, i, 0);
            } else {
                index_set(indices, i, k);
                return Some(self.pick(slot, n, 1, true));
            }
        }
        self.stop_combinatoric(slot)
    }

    fn starmap_next(&mut self, slot: usize) -> PyResult<Option<Value>> {
        let Some(args) = self.iter_next(self.st(slot, 1))? else { return Ok(None) };
        let items: Vec<Value> = if is_type(args, TY_TUPLE) {
            seq::seq_items(args)
        } else {
            let l = self.to_list(args)?;
            seq::seq_items(l)
        };
        // The items are rooted by the tuple or list while `call_value`
        // copies them to the stack before anything allocates.
        let f = self.st(slot, 0);
        self.call_value(f, &items).map(Some)
    }

    /// The truth of the predicate in state word 0 for item `x` (`x`'s own
    /// when the predicate is None), and `x` read again after the call.
    fn predicate(&mut self, slot: usize, x: Value) -> PyResult<(bool, Value)> {
        let xs = self.mem.push_temp(x);
        let pred = self.st(slot, 0);
        let truth = if pred.is_none() {
            self.truthy(x)
        } else {
            self.call_value(pred, &[x]).and_then(|r| self.truthy(r))
        };
        let x = self.mem.temp(xs);
        self.mem.pop_temps(xs);
        Ok((truth?, x))
    }

    fn takewhile_next(&mut self, slot: usize) -> PyResult<Option<Value>> {
        if self.st(slot, 2).as_int() != 0 {
            return Ok(None);
        }
        let Some(x) = self.iter_next(self.st(slot, 1))? else { return Ok(None) };
        let (ok, x) = self.predicate(slot, x)?;
        if ok {
            return Ok(Some(x));
        }
        set_state_int(self.mem.temp(slot), 2, 1);
        Ok(None)
    }

    fn dropwhile_next(&mut self, slot: usize) -> PyResult<Option<Value>> {
        loop {
            let Some(x) = self.iter_next(self.st(slot, 1))? else { return Ok(None) };
            if self.st(slot, 2).as_int() != 0 {
                return Ok(Some(x));
            }
            let (ok, x) = self.predicate(slot, x)?;
            if !ok {
                set_state_int(self.mem.temp(slot), 2, 1);
                return Ok(Some(x));
            }
        }
    }

    fn filterfalse_next(&mut self, slot: usize) -> PyResult<Option<Value>> {
        loop {
            let Some(x) = self.iter_next(self.st(slot, 1))? else { return Ok(None) };
            let (ok, x) = self.predicate(slot, x)?;
            if !ok {
                return Ok(Some(x));
            }
        }
    }

    fn compress_next(&mut self, slot: usize) -> PyResult<Option<Value>> {
        loop {
            let Some(d) = self.iter_next(self.st(slot, 0))? else { return Ok(None) };
            let ds = self.mem.push_temp(d);
            let selected = match self.iter_next(self.st(slot, 1)) {
                Ok(Some(s)) => self.truthy(s),
                Ok(None) => {
                    self.mem.pop_temps(ds);
                    return Ok(None);
                }
                Err(e) => Err(e),
            };
            let d = self.mem.temp(ds);
            self.mem.pop_temps(ds);
            if selected? {
                return Ok(Some(d));
            }
        }
    }

    fn pairwise_next(&mut self, slot: usize) -> PyResult<Option<Value>> {
        if self.st(slot, 1).is_empty() {
            let Some(first) = self.next_of_state(slot, 0)? else { return Ok(None) };
            self.set_st(slot, 1, first);
        }
        let Some(new) = self.next_of_state(slot, 0)? else {
            self.set_st(slot, 1, Value::EMPTY);
            return Ok(None);
        };
        let ns = self.mem.push_temp(new);
        let pair = self.mem.tuple_of_rooted(&[self.st(slot, 1), self.mem.temp(ns)]);
        let new = self.mem.temp(ns);
        self.mem.pop_temps(ns);
        self.set_st(slot, 1, new);
        Ok(Some(pair))
    }

    fn cycle_next(&mut self, slot: usize) -> PyResult<Option<Value>> {
        if let Some(x) = self.next_of_state(slot, 0)? {
            let xs = self.mem.push_temp(x);
            self.mem.list_append(self.st(slot, 1), x);
            let x = self.mem.temp(xs);
            self.mem.pop_temps(xs);
            return Ok(Some(x));
        }
        let saved = self.st(slot, 1);
        let n = seq::list_len(saved);
        if n == 0 {
            return Ok(None);
        }
        let i = self.st(slot, 2).as_int() as usize % n;
        set_state_int(self.mem.temp(slot), 2, ((i + 1) % n) as i64);
        Ok(Some(seq::list_get(saved, i)))
    }

    fn zip_longest_next(&mut self, slot: usize) -> PyResult<Option<Value>> {
        let n = seq::tuple_len(self.st(slot, 0));
        if n == 0 || self.st(slot, 2).as_int() == 0 {
            return Ok(None);
        }
        let mark = self.mem.temps_mark();
        for i in 0..n {
            let inner = field(self.st(slot, 0), 2 + i);
            let item = if inner.is_none() {
                None
            } else {
                match self.iter_next(inner) {
                    Ok(x) => x,
                    Err(e) => {
                        self.mem.pop_temps(mark);
                        return Err(e);
                    }
                }
            };
            let item = match item {
                Some(x) => x,
                None if inner.is_none() => self.st(slot, 1),
                None => {
                    let active = self.st(slot, 2).as_int() - 1;
                    set_state_int(self.mem.temp(slot), 2, active);
                    if active == 0 {
                        self.mem.pop_temps(mark);
                        return Ok(None);
                    }
                    let its = self.st(slot, 0);
                    self.mem.set_field(its, 2 + i, Value::NONE);
                    self.st(slot, 1)
                }
            };
            self.mem.r.temps.push(item);
        }
        let t = self.mem.tuple_from_temps(mark, n);
        self.mem.pop_temps(mark);
        Ok(Some(t))
    }

    fn accumulate_next(&mut self, slot: usize) -> PyResult<Option<Value>> {
        let initial = self.st(slot, 3);
        if !initial.is_empty() {
            self.set_st(slot, 3, Value::EMPTY);
            self.set_st(slot, 2, initial);
            return Ok(Some(initial));
        }
        let Some(x) = self.iter_next(self.st(slot, 0))? else { return Ok(None) };
        let total = self.st(slot, 2);
        let total = if total.is_empty() {
            x
        } else if self.st(slot, 1).is_none() {
            self.binary_op(BinaryOp::Add, total, x)?
        } else {
            self.call_value(self.st(slot, 1), &[total, x])?
        };
        self.set_st(slot, 2, total);
        Ok(Some(total))
    }

    fn count_next(&mut self, slot: usize) -> PyResult<Value> {
        let (cur, step) = (self.st(slot, 0), self.st(slot, 1));
        let next = match (cur.is_int(), step.is_int()) {
            (true, true) => match cur.as_int().checked_add(step.as_int()) {
                Some(n) => self.mem.new_int(n),
                None => self.binary_op(BinaryOp::Add, cur, step)?,
            },
            _ => self.binary_op(BinaryOp::Add, cur, step)?,
        };
        let cur = self.st(slot, 0);
        self.set_st(slot, 0, next);
        Ok(cur)
    }

    fn repeat_next(&mut self, slot: usize) -> Option<Value> {
        let times = self.st(slot, 1).as_int();
        if times == 0 {
            return None;
        }
        if times > 0 {
            set_state_int(self.mem.temp(slot), 1, times - 1);
        }
        Some(self.st(slot, 0))
    }

    /// The repr of a native itertools iterator: `count(...)` and
    /// `repeat(...)` show their state, as CPython's do; the others are
    /// `<itertools.chain object at 0x...>`.
    pub fn itertool_repr(&mut self, it: Value, out: &mut String) -> PyResult<()> {
        match type_id_from_index(kind_index(it)) {
            Some(TypeId::Count) => {
                let slot = self.mem.push_temp(it);
                let step = state(it, 1);
                let unit = matches!(crate::ops::arith::int_val(step), Some(crate::ops::arith::IntVal::Small(1)));
                out.push_str("count(");
                let r = self.repr_into(state(it, 0), out).and_then(|_| {
                    if unit {
                        return Ok(());
                    }
                    out.push_str(", ");
                    self.repr_into(self.st(slot, 1), out)
                });
                self.mem.pop_temps(slot);
                r?;
                out.push(')');
            }
            Some(TypeId::Repeat) => {
                let times = state(it, 1).as_int();
                out.push_str("repeat(");
                self.repr_into(state(it, 0), out)?;
                if times >= 0 {
                    out.push_str(&format!(", {}", times));
                }
                out.push(')');
            }
            _ => self.default_instance_repr(it, out),
        }
        Ok(())
    }
}
