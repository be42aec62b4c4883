//! Inserting into a set's table, growing and compacting it, copying and
//! merging tables as CPython does, discarding an entry.
//! The layout is `object/set.rs`; these only allocate
//! and write, so they take the allocation handle (`Memory`), not the `Vm`.

use crate::object::set::*;
use crate::object::*;
use crate::object::dict::{array_capacity_of, entries, entry};
use crate::runtime::objects::dict::set_entry;
use crate::runtime::memory::Memory;
use crate::value::Value;

impl Memory {
    /// Adds `key` (with its full Python `hash`) to set `s`.
    pub fn set_insert(&mut self, s: Value, key: Value, hash: i64) {
        let (s, key) = if size(s) == 0 {
            let mark = self.temps_mark();
            self.r.temps.extend_from_slice(&[s, key]);
            self.set_rebuild(mark, 0);
            let t = (self.temp(mark), self.temp(mark + 1));
            self.pop_temps(mark);
            t
        } else {
            (s, key)
        };
        let (slot_i, unused) = match probe(s, key, hash) {
            Found::Key(_) => return,
            Found::Insert(i, unused) => (i, unused),
        };
        // Compacting renumbers entries only: the slot found stays right.
        let (s, key) = if field(s, 2).as_int() as usize >= array_capacity_of(entries(s)) / 3 {
            let mark = self.temps_mark();
            self.r.temps.extend_from_slice(&[s, key]);
            self.set_compact(mark);
            let t = (self.temp(mark), self.temp(mark + 1));
            self.pop_temps(mark);
            t
        } else {
            (s, key)
        };
        let e = field(s, 2).as_int() as usize;
        if crate::object::keys::holds_instance(key) {
            init_field(s, PYTHON_EQ_KEYS, Value::TRUE);
        }
        set_entry(self, s, e, hash, key);
        set_slot(index(s), slot_i, e as i32);
        init_field(s, 2, Value::int(e as i64 + 1));
        let used = crate::object::dict::dict_len(s) + 1;
        init_field(s, 1, Value::int(used as i64));
        if unused {
            let fill = self.set_fill(s) + 1;
            self.set_set_fill(s, fill);
            let mask = size(s) - 1;
            if fill * 5 >= mask * 3 {
                let slot = self.push_temp(s);
                self.set_rebuild(slot, if used > 50_000 { used * 2 } else { used * 4 });
                self.pop_temps(slot);
            }
        }
    }

    /// Gives the set in temporary `slot` fresh entries, one per index slot
    /// in use, in slot order (a dummy slot keeps a deleted entry), with the
    /// index unchanged but for the entry numbers (rule 4 of the module doc).
    pub(super) fn set_compact(&mut self, slot: usize) {
        let n = size(self.temp(slot));
        let fresh = self.alloc_vector(TY_ARRAY, 3 * n);
        let s = self.temp(slot);
        let next = entries_in_slot_order(s, fresh, index(s));
        self.set_field(s, 3, fresh);
        init_field(s, 2, Value::int(next as i64));
    }

    /// Fill (live and dummy slots) is kept in the index object's spare word.
    pub(super) fn set_fill(&self, s: Value) -> usize {
        word(index(s), 2) as usize
    }

    pub(super) fn set_set_fill(&self, s: Value, fill: usize) {
        set_word(index(s), 2, fill as u64)
    }

    /// Rebuilds the set in temporary `slot` with an index of the smallest power
    /// of two above `minused` (at least 8), re-inserting keys in slot order.
    pub(super) fn set_rebuild(&mut self, slot: usize, minused: usize) {
        self.set_rebuild_from(slot, slot, minused);
    }

    /// A new, empty index of `n` slots (its fill word 0).
    fn new_set_index(&mut self, n: usize) -> Value {
        // Index: [header, byte_len, fill, i32 slots...].
        let ix = self.alloc_data(TY_RAW, 8 + 8 + 4 * n);
        set_word(ix, 1, (8 + 4 * n) as u64);
        set_word(ix, 2, 0);
        for i in 0..n {
            set_slot(ix, i, EMPTY_SLOT);
        }
        ix
    }

    /// Gives the set in temporary `slot` a new table of the smallest power
    /// of two above `minused` (at least 8) holding the keys of the set in
    /// temporary `src` (the same set or another), inserted in its slot
    /// order at the first never-used slot of each probe path (CPython's
    /// set_insert_clean).
    pub(super) fn set_rebuild_from(&mut self, slot: usize, src: usize, minused: usize) {
        let n = size_for(minused);
        let ix = self.new_set_index(n);
        let ix_slot = self.push_temp(ix);
        let entries = self.alloc_vector(TY_ARRAY, 3 * n);
        let ix = self.temp(ix_slot);
        self.pop_temps(ix_slot);
        let s = self.temp(slot);
        let from = self.temp(src);
        let mask = n - 1;
        // `from`'s live keys in its slot order (nothing allocates below, so
        // they are read in place).
        let live = (0..size(from)).map(|i| crate::object::set::slot(from, i)).filter(|&e| e != EMPTY_SLOT).map(|e| entry(from, e as usize)).filter(|(_, k, _)| !k.is_empty());
        let mut count = 0;
        for (e, (h, k, _)) in live.enumerate() {
            count += 1;
            init_field(entries, 2 + 3 * e, Value::int(h));
            init_field(entries, 3 + 3 * e, k);
            init_field(entries, 4 + 3 * e, k);
            // CPython's set_insert_clean: the first never-used slot on the probe path.
            let mut perturb = h as u64;
            let mut i = (h as u64 as usize) & mask;
            let target = 'search: loop {
                let probes = if i + LINEAR_PROBES <= mask { LINEAR_PROBES } else { 0 };
                for j in i..=i + probes {
                    // SAFETY: `j <= mask < n`, within the index's slots.
                    if unsafe { *(byte_ptr(ix, SLOTS_AT) as *const i32).add(j) } == EMPTY_SLOT {
                        break 'search j;
                    }
                }
                perturb >>= PERTURB_SHIFT;
                i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb as usize)) & mask;
            };
            set_slot(ix, target, e as i32);
        }
        set_word(ix, 2, count as u64);
        carry_python_eq_keys(from, s);
        self.set_field(s, 3, entries);
        self.set_field(s, 4, ix);
        init_field(s, 1, Value::int(count as i64));
        init_field(s, 2, Value::int(count as i64));
    }

    /// A new set of type `ty` with the keys of the set in temporary `src`,
    /// laid out as CPython's `set(s)` lays them (`set_merge` into an empty
    /// set), so that its iteration order is CPython's.
    pub fn set_copy(&mut self, src: usize, ty: u32) -> Value {
        let out = self.new_table(ty);
        let slot = self.push_temp(out);
        self.set_merge(slot, src);
        let out = self.temp(slot);
        self.pop_temps(slot);
        out
    }

    /// Adds the keys of the set in temporary `src` to the set in temporary
    /// `slot` as CPython's set_merge does: one resize first when both
    /// together would fill the table past 3/5; then, into a table never
    /// used, the slots copied as they are when the tables have one size and
    /// the source has no deleted slots, else the keys re-inserted in slot
    /// order; into any other, each key inserted in the source's slot order.
    /// Keys compare without Python code (`has_python_eq_keys`).
    pub fn set_merge(&mut self, slot: usize, src: usize) {
        let (s, from) = (self.temp(slot), self.temp(src));
        let (used, more) = (crate::object::dict::dict_len(s), crate::object::dict::dict_len(from));
        if more == 0 {
            return;
        }
        let (fill, n) = if size(s) == 0 { (0, MIN_SIZE) } else { (self.set_fill(s), size(s)) };
        let n = if (fill + more) * 5 >= (n - 1) * 3 { size_for((used + more) * 2) } else { n };
        if fill == 0 {
            if n == size(from) && self.set_fill(from) == more {
                self.set_copy_slots(slot, src);
            } else {
                self.set_rebuild_from(slot, src, n - 1);
            }
            return;
        }
        if n != size(s) {
            self.set_rebuild(slot, n - 1);
        }
        for i in 0..size(self.temp(src)) {
            if let Some((h, k)) = hashed_key_at_slot(self.temp(src), i) {
                self.set_insert(self.temp(slot), k, h);
            }
        }
    }

    /// Gives the set in temporary `slot` a table of the size of the set in
    /// temporary `src`, each key in the slot it has there (the source has
    /// no deleted slots).
    fn set_copy_slots(&mut self, slot: usize, src: usize) {
        let n = size(self.temp(src));
        let ix = self.new_set_index(n);
        let ix_slot = self.push_temp(ix);
        let entries = self.alloc_vector(TY_ARRAY, 3 * n);
        let ix = self.temp(ix_slot);
        self.pop_temps(ix_slot);
        let next = entries_in_slot_order(self.temp(src), entries, ix);
        set_word(ix, 2, next as u64);
        let s = self.temp(slot);
        carry_python_eq_keys(self.temp(src), s);
        self.set_field(s, 3, entries);
        self.set_field(s, 4, ix);
        init_field(s, 1, Value::int(next as i64));
        init_field(s, 2, Value::int(next as i64));
    }

    /// Removes entry `e` of set `s`; its index slot keeps pointing at the
    /// dead entry (CPython's dummy).
    pub fn set_discard_entry(&mut self, s: Value, e: usize) {
        let arr = entries(s);
        init_field(arr, 3 + 3 * e, Value::EMPTY);
        init_field(arr, 4 + 3 * e, Value::EMPTY);
        init_field(s, 1, Value::int(crate::object::dict::dict_len(s) as i64 - 1));
    }
}

/// Set `to` took keys of set `from`: it may hold what `from` holds
/// (`PYTHON_EQ_KEYS`).
fn carry_python_eq_keys(from: Value, to: Value) {
    if has_python_eq_keys(from) {
        init_field(to, PYTHON_EQ_KEYS, Value::TRUE);
    }
}

/// Copies the entry each index slot of set `from` points at (live or
/// deleted) into `entries`, a fresh array, one per slot in use in slot
/// order, and points slot `i` of index `ix` (`from`'s own, or a new one
/// of its size) at its copy; the number of entries. Allocates nothing,
/// and `entries` is the newest allocation, so its stores need no barrier.
fn entries_in_slot_order(from: Value, entries: Value, ix: Value) -> usize {
    let mut next = 0;
    for i in 0..size(from) {
        let e = slot(from, i);
        if e == EMPTY_SLOT {
            continue;
        }
        let (h, k, _) = entry(from, e as usize);
        init_field(entries, 2 + 3 * next, Value::int(h));
        init_field(entries, 3 + 3 * next, k);
        init_field(entries, 4 + 3 * next, k);
        set_slot(ix, i, next as i32);
        next += 1;
    }
    next
}

/// The index size of a table rebuilt for `minused` keys (`set_rebuild_from`).
fn size_for(minused: usize) -> usize {
    let mut n = MIN_SIZE;
    while n <= minused {
        n <<= 1;
    }
    n
}
