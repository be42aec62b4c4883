//! Inserting into a set's table, growing and compacting it.
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
        let ix = index(s);
        let mut next = 0;
        for i in 0..n {
            let e = self::slot(s, i);
            if e == EMPTY_SLOT {
                continue;
            }
            let (h, k, _) = entry(s, e as usize);
            // No allocation since `fresh`'s: its stores need no barrier.
            init_field(fresh, 2 + 3 * next, Value::int(h));
            init_field(fresh, 3 + 3 * next, k);
            init_field(fresh, 4 + 3 * next, k);
            set_slot(ix, i, next as i32);
            next += 1;
        }
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
        let mut n = MIN_SIZE;
        while n <= minused {
            n <<= 1;
        }
        // Index: [header, byte_len, fill, i32 slots...].
        let ix = self.alloc_data(TY_RAW, 8 + 8 + 4 * n);
        set_word(ix, 1, (8 + 4 * n) as u64);
        for i in 0..n {
            set_slot(ix, i, EMPTY_SLOT);
        }
        let ix_slot = self.push_temp(ix);
        let entries = self.alloc_vector(TY_ARRAY, 3 * n);
        let ix = self.temp(ix_slot);
        self.pop_temps(ix_slot);
        let s = self.temp(slot);
        let live = if size(s) == 0 { Vec::new() } else { keys_in_order(s) };
        let mask = n - 1;
        for (e, (h, k)) in live.iter().enumerate() {
            init_field(entries, 2 + 3 * e, Value::int(*h));
            init_field(entries, 3 + 3 * e, *k);
            init_field(entries, 4 + 3 * e, *k);
            // CPython's set_insert_clean: the first never-used slot on the probe path.
            let mut perturb = *h as u64;
            let mut i = (*h as u64 as usize) & mask;
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
        set_word(ix, 2, live.len() as u64);
        self.set_field(s, 3, entries);
        self.set_field(s, 4, ix);
        init_field(s, 1, Value::int(live.len() as i64));
        init_field(s, 2, Value::int(live.len() as i64));
    }
}
