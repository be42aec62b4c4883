//! Making tuples and lists, and building them from parts of other
//! sequences.
//! The layout is `object/seq.rs`; these only allocate
//! and write, so they take the allocation handle (`Memory`), not the `Vm`.

use crate::object::seq::*;
use crate::object::*;
use crate::runtime::memory::Memory;
use crate::runtime::vm::Vm;
use crate::value::Value;

impl Memory {
    /// A tuple of `len` EMPTY items, to be filled with `init_field(t, 2 + i, x)`
    /// before the next allocation.
    pub fn new_tuple(&mut self, len: usize) -> Value {
        self.alloc_vector(TY_TUPLE, len)
    }

    /// A tuple holding the values of temporaries `slot..slot+len`.
    pub fn tuple_from_temps(&mut self, slot: usize, len: usize) -> Value {
        let t = self.new_tuple(len);
        for i in 0..len {
            init_field(t, 2 + i, self.r.temps[slot + i]);
        }
        t
    }

    /// A tuple holding the registers `start..start+len` of the stack.
    pub fn tuple_from_stack(&mut self, start: usize, len: usize) -> Value {
        let t = self.new_tuple(len);
        for i in 0..len {
            init_field(t, 2 + i, self.r.stack[start + i]);
        }
        t
    }

    /// A tuple of the given values; they must be immediates or otherwise rooted
    /// objects that the allocation cannot move (use `tuple_from_temps` otherwise).
    pub fn tuple_of_rooted(&mut self, items: &[Value]) -> Value {
        let mark = self.temps_mark();
        self.r.temps.extend_from_slice(items);
        let t = self.tuple_from_temps(mark, items.len());
        self.pop_temps(mark);
        t
    }

    /// An empty list with room for `capacity` items.
    pub fn new_list(&mut self, capacity: usize) -> Value {
        if capacity > 0 {
            // Both in one nursery reservation when there is room: both
            // young, so the list takes its array without a barrier.
            if let Some((l, arr)) = self.try_alloc_two(TY_LIST, 2, TY_ARRAY, 1 + capacity) {
                init_field(arr, 1, Value::int(capacity as i64));
                init_field(l, 1, Value::int(0));
                init_field(l, 2, arr);
                return l;
            }
        }
        let arr = if capacity > 0 { self.alloc_vector(TY_ARRAY, capacity) } else { Value::EMPTY };
        let slot = self.push_temp(arr);
        let l = self.alloc_values(TY_LIST, 2);
        let arr = self.temp(slot);
        self.pop_temps(slot);
        init_field(l, 1, Value::int(0));
        self.set_field(l, 2, arr);
        l
    }

    /// A new list (`list`) or tuple of the items each part names, part
    /// after part: `count` items of the list or tuple `seq` from index
    /// `start`, `step` apart. The parts' sequences stay rooted while the
    /// result is allocated; their items are read afterwards (no copy on
    /// Rust's heap).
    pub fn seq_from_parts(&mut self, list: bool, parts: &[SeqPart]) -> Value {
        match parts {
            [part] => self.seq_slice(list, part),
            _ => self.seq_from_parts_repeated(list, parts, 1),
        }
    }

    /// A new list (`list`) or tuple of the `count` items of `part` (a slice
    /// `s[i:j:k]`, a copy `s[:]`).
    pub fn seq_slice(&mut self, list: bool, part: &SeqPart) -> Value {
        let slot = self.push_temp(part.seq);
        let result = if list { self.new_list(part.count) } else { self.new_tuple(part.count) };
        let src = self.temp(slot);
        self.pop_temps(slot);
        let items = if list { list_array(result) } else { result };
        // SAFETY: nothing allocates from here on, and `items` has room for
        // the part's items from word 2.
        unsafe { copy_part(src, part, items, 2) };
        if list {
            init_field(result, 1, Value::int(part.count as i64));
            // One barrier for all the stores (the array may be old).
            if part.count > 0 {
                self.moved_fields(items);
            }
        }
        result
    }

    /// `seq_from_parts` of the parts `times` times over (`s * n`).
    pub fn seq_from_parts_repeated(&mut self, list: bool, parts: &[SeqPart], times: usize) -> Value {
        let mark = self.temps_mark();
        self.r.temps.extend(parts.iter().map(|p| p.seq));
        let total = parts.iter().map(|p| p.count).sum::<usize>() * times;
        let result = if list { self.new_list(total) } else { self.new_tuple(total) };
        let items = if list { list_array(result) } else { result };
        let mut k = 2;
        // The parts are copied once; the other repetitions copy what is
        // already written (an empty sequence repeated a huge number of
        // times is empty at once).
        for _ in 0..if total == 0 { 0 } else { times.min(1) } {
            for (j, p) in parts.iter().enumerate() {
                let src = self.r.temps[mark + j];
                // SAFETY: nothing allocates from here to the end of the
                // copy, and `items` has room for `total` from 2.
                unsafe { copy_part(src, p, items, k) };
                k += p.count;
            }
        }
        // SAFETY: nothing allocated since `items` was made with room for
        // `total` words from 2, and its first `k - 2` are written.
        unsafe { repeat_written(items, 2, k - 2, total) };
        if list {
            init_field(result, 1, Value::int(total as i64));
            // One barrier for all the stores (the array may be old; an
            // empty list may have none).
            if total > 0 {
                self.moved_fields(items);
            }
        }
        self.pop_temps(mark);
        result
    }

    /// A list holding the values of `items` (rooted in temporaries meanwhile).
    pub fn list_from_values(&mut self, items: &[Value]) -> Value {
        let mark = self.temps_mark();
        self.r.temps.extend_from_slice(items);
        let l = self.new_list(items.len());
        let arr = list_array(l);
        for i in 0..items.len() {
            let x = self.r.temps[mark + i];
            self.set_field(arr, 2 + i, x);
        }
        init_field(l, 1, Value::int(items.len() as i64));
        self.pop_temps(mark);
        l
    }

    /// Makes room for at least `needed` items.
    pub fn list_reserve(&mut self, list: Value, needed: usize) -> Value {
        let arr = list_array(list);
        let cap = array_capacity(arr);
        if needed <= cap {
            return list;
        }
        let new_cap = needed.max(cap * 2).max(4);
        let slot = self.push_temp(list);
        let new_arr = self.alloc_vector(TY_ARRAY, new_cap);
        let list = self.temp(slot);
        self.pop_temps(slot);
        let old = list_array(list);
        for i in 0..list_len(list) {
            init_field(new_arr, 2 + i, field(old, 2 + i));
        }
        self.set_field(list, 2, new_arr);
        list
    }

    pub fn list_append(&mut self, list: Value, x: Value) {
        let len = list_len(list);
        let (list, x) = if len >= array_capacity(list_array(list)) {
            let slot = self.push_temp(x);
            let list = self.list_reserve(list, len + 1);
            let x = self.temp(slot);
            self.pop_temps(slot);
            (list, x)
        } else {
            (list, x)
        };
        let arr = list_array(list);
        self.set_field(arr, 2 + len, x);
        init_field(list, 1, Value::int(len as i64 + 1));
    }

    /// Stores the items of list `from` (not `list`) into `list` at
    /// `start`, `start + step`, ... (every index in range).
    pub fn list_store_items(&mut self, list: Value, start: i64, step: i64, from: Value) {
        let (dst, src) = (list_array(list), list_array(from));
        for k in 0..list_len(from) {
            let i = (start + k as i64 * step) as usize;
            self.set_field(dst, 2 + i, field(src, 2 + k));
        }
    }

    #[inline]
    pub fn list_set(&mut self, list: Value, i: usize, x: Value) {
        let arr = list_array(list);
        self.set_field(arr, 2 + i, x);
    }

    /// Sets the length; slots past it become EMPTY (no stale references).
    pub fn list_truncate(&mut self, list: Value, len: usize) {
        let arr = list_array(list);
        for i in len..list_len(list) {
            init_field(arr, 2 + i, Value::EMPTY);
        }
        init_field(list, 1, Value::int(len as i64));
    }

    /// Inserts `x` at `index` (0 ≤ index ≤ len).
    pub fn list_insert(&mut self, list: Value, index: usize, x: Value) {
        let len = list_len(list);
        // Past the end means at the end (CPython's `ins1`): a comparison
        // run to find `index` may have shortened the list since.
        let index = index.min(len);
        let slot = self.push_temp(x);
        let list = self.list_reserve(list, len + 1);
        let x = self.temp(slot);
        self.pop_temps(slot);
        let arr = list_array(list);
        let mut i = len;
        while i > index {
            init_field(arr, 2 + i, field(arr, 1 + i));
            i -= 1;
        }
        self.moved_fields(arr);
        self.set_field(arr, 2 + index, x);
        init_field(list, 1, Value::int(len as i64 + 1));
    }

    /// Removes and returns the item at `index` (< len).
    pub fn list_remove_at(&mut self, list: Value, index: usize) -> Value {
        let len = list_len(list);
        let arr = list_array(list);
        let x = field(arr, 2 + index);
        for i in index..len - 1 {
            init_field(arr, 2 + i, field(arr, 3 + i));
        }
        self.moved_fields(arr);
        init_field(arr, 1 + len, Value::EMPTY);
        init_field(list, 1, Value::int(len as i64 - 1));
        x
    }

    /// Gives `list` the items of the list `from`, a list nothing else
    /// holds (it takes over `from`'s array; `from` is left empty).
    pub fn list_take_items(&mut self, list: Value, from: Value) {
        let (arr, len) = (list_array(from), list_len(from));
        self.set_field(list, 2, arr);
        init_field(list, 1, Value::int(len as i64));
        init_field(from, 1, Value::int(0));
        init_field(from, 2, Value::EMPTY);
    }

    /// Replaces the list's contents with the values of `items` (rooted meanwhile).
    pub fn list_replace_all(&mut self, list: Value, items: &[Value]) {
        let mark = self.temps_mark();
        self.r.temps.push(list);
        self.r.temps.extend_from_slice(items);
        let list = self.list_reserve(list, items.len());
        let arr = list_array(list);
        for i in 0..items.len() {
            let x = self.r.temps[mark + 1 + i];
            self.set_field(arr, 2 + i, x);
        }
        let old_len = list_len(list);
        for i in items.len()..old_len {
            init_field(arr, 2 + i, Value::EMPTY);
        }
        init_field(list, 1, Value::int(items.len() as i64));
        self.pop_temps(mark);
    }
}

impl Vm {

    /// The keyword-names tuple for `names` (strs), shared and in old space so
    /// that it never moves while a callee binds its arguments.
    pub fn kwnames_tuple(&mut self, names: &[Value]) -> Value {
        let interned: Vec<Value> = names.iter().map(|n| self.intern_value(*n)).collect();
        let key: Vec<u64> = interned.iter().map(|v| v.0).collect();
        if let Some(&t) = self.tables.kwnames_cache.get(&key) {
            return t;
        }
        let t = self.mem.alloc_old_values(TY_TUPLE, 1 + interned.len());
        init_field(t, 1, Value::int(interned.len() as i64));
        for (i, v) in interned.iter().enumerate() {
            init_field(t, 2 + i, *v);
        }
        self.tables.kwnames_cache.insert(key, t);
        t
    }
}

/// Fills words `at..at + total` of `dst` by repeating its words
/// `at..at + written` (`written` divides `total`, or both are 0), doubling
/// the copied block each step.
///
/// # Safety
/// `dst` has words `at..at + total`, the first `written` of them hold
/// values, and nothing allocates while the copy runs.
unsafe fn repeat_written(dst: Value, at: usize, written: usize, total: usize) {
    let mut done = written;
    while done > 0 && done < total {
        let n = done.min(total - done);
        // SAFETY: words `at..at + done` are written and `at + done..at +
        // done + n` exist (the caller's guarantee); the two do not overlap.
        unsafe {
            let base = (dst.0 as *mut Value).add(at);
            std::ptr::copy_nonoverlapping(base, base.add(done), n);
        }
        done += n;
    }
}

/// Writes the `part.count` items `part` names of `src` (the list or tuple
/// `part.seq`, read again after any allocation) into words `at..` of `dst`
/// (a tuple or a list's array), without barriers (the caller issues them).
///
/// # Safety
/// `dst` has those words and nothing allocates while the copy runs.
#[inline(always)]
unsafe fn copy_part(src: Value, part: &SeqPart, dst: Value, at: usize) {
    if part.step == 1 {
        // SAFETY: `part` names `count` items of `src` from `start`; the
        // caller's guarantees for the rest.
        unsafe { copy_items(src, part.start, part.count, dst, at) };
        return;
    }
    let from = if is_type(src, TY_LIST) { list_array(src) } else { src };
    for n in 0..part.count {
        let i = (part.start as i64 + n as i64 * part.step) as usize;
        init_field(dst, at + n, field(from, 2 + i));
    }
}

/// Copies items `start..start + count` of the list or tuple `src` into
/// words `at..at + count` of `dst`, without barriers.
///
/// # Safety
/// `src` holds those items, `dst` has those words, and nothing allocates
/// while the copy runs.
unsafe fn copy_items(src: Value, start: usize, count: usize, dst: Value, at: usize) {
    if count == 0 {
        return;
    }
    // SAFETY: the caller's guarantees; `items_slice` of a list or tuple is Some.
    let from = unsafe { items_slice(src) }.unwrap_or(&[]);
    let from = &from[start..start + count];
    // SAFETY: `dst`'s words `at..at + count` exist (the caller's guarantee)
    // and do not overlap `src`'s items (`dst` is a new object).
    unsafe { std::ptr::copy_nonoverlapping(from.as_ptr(), (dst.0 as *mut Value).add(at), count) };
}
