//! Making dicts and sets (and module namespaces), inserting with a known
//! hash, growing, clearing. The layout is `object/dict.rs`; these only allocate
//! and write, so they take the allocation handle (`Memory`), not the `Vm`;
//! a change to a dict compiled traces watch is reported (`runtime/watch.rs`). Lookups by any key, which may run Python code,
//! are `ops/dict.rs`.

use crate::object::dict::*;
use crate::object::*;
use crate::runtime::memory::Memory;
use crate::runtime::watch;
use crate::value::Value;

/// Writes entry `e` of a set: (hash, key, key), with the barrier.
pub(crate) fn set_entry(mem: &mut Memory, s: Value, e: usize, hash: i64, key: Value) {
    let arr = entries(s);
    init_field(arr, 2 + 3 * e, Value::int(hash));
    mem.set_field(arr, 3 + 3 * e, key);
    mem.set_field(arr, 4 + 3 * e, key);
}

impl Memory {
    pub fn new_dict(&mut self) -> Value {
        self.new_table(TY_DICT)
    }

    /// An empty dict for a module's or a class's namespace, allocated
    /// immortal: modules and classes live as long as the VM, and compiled
    /// traces may name their namespace by address (its tables are separate
    /// objects and still move).
    pub fn new_module_namespace(&mut self) -> Value {
        let d = self.alloc_old_values(TY_DICT, 5);
        init_field(d, 1, Value::int(0));
        init_field(d, 2, Value::int(0));
        init_field(d, KEYS_ADDED, Value::int(0));
        d
    }

    /// An empty dict-layout object of type `ty` (dict or set).
    pub fn new_table(&mut self, ty: u32) -> Value {
        let d = self.alloc_values(ty, 5);
        init_field(d, 1, Value::int(0));
        init_field(d, 2, Value::int(0));
        init_field(d, KEYS_ADDED, Value::int(0));
        d
    }

    /// `d[key] = value` with the key's (masked) hash known.
    pub fn dict_set_hashed(&mut self, d: Value, key: Value, value: Value, hash: i64) {
        if let Probe::Found(e) = probe(d, key, hash) {
            let arr = entries(d);
            if watch::is_watched(d) && field(arr, 4 + 3 * e) != value {
                self.r.watch.changed(d, key, hash);
            }
            self.set_field(arr, 4 + 3 * e, value);
            return;
        }
        let (d, key, value) = if used(d) >= array_capacity_of(entries(d)) / 3 {
            let mark = self.temps_mark();
            self.r.temps.extend_from_slice(&[d, key, value]);
            let new_cap = (dict_len(d) * 2).max(5);
            self.dict_rebuild(mark, new_cap);
            let t = (self.temp(mark), self.temp(mark + 1), self.temp(mark + 2));
            self.pop_temps(mark);
            t
        } else {
            (d, key, value)
        };
        let slot = match probe(d, key, hash) {
            Probe::Free(i) => i,
            // The table was just rebuilt without `key`, so it must be free; fall back safely.
            _ => return,
        };
        let e = used(d);
        let arr = entries(d);
        init_field(arr, 2 + 3 * e, Value::int(hash));
        self.set_field(arr, 3 + 3 * e, key);
        self.set_field(arr, 4 + 3 * e, value);
        set_index_slot(index(d), slot, e as i32);
        init_field(d, 2, Value::int(e as i64 + 1));
        init_field(d, 1, Value::int(dict_len(d) as i64 + 1));
        init_field(d, KEYS_ADDED, Value::int(keys_added(d) + 1));
        if watch::is_watched(d) {
            self.r.watch.changed(d, key, hash);
        }
    }

    /// Rebuilds the table of the dict in temporary `slot` with room for `cap` entries.
    pub(super) fn dict_rebuild(&mut self, slot: usize, cap: usize) {
        let index_slots = (cap * 3 / 2).next_power_of_two().max(8);
        // The index first and the entries last: the entries array is filled
        // without the write barrier, which is only sound while no allocation
        // (so no collection, minor or major step) happened since its own.
        let ix = self.alloc_data(TY_RAW, 8 + 4 * index_slots);
        set_word(ix, 1, (4 * index_slots) as u64);
        for i in 0..index_slots {
            set_index_slot(ix, i, EMPTY_SLOT);
        }
        let ix_slot = self.push_temp(ix);
        let new_entries = self.alloc_vector(TY_ARRAY, 3 * cap);
        let ix = self.temp(ix_slot);
        self.pop_temps(ix_slot);
        let d = self.temp(slot);
        let mut n = 0;
        for e in 0..used(d) {
            let (h, k, v) = entry(d, e);
            if k.is_empty() {
                continue;
            }
            init_field(new_entries, 2 + 3 * n, Value::int(h));
            init_field(new_entries, 3 + 3 * n, k);
            init_field(new_entries, 4 + 3 * n, v);
            let mut p = Probes::new(h, index_slots);
            while index_slot(ix, p.slot()) != EMPTY_SLOT {
                p.advance();
            }
            set_index_slot(ix, p.slot(), n as i32);
            n += 1;
        }
        self.set_field(d, 3, new_entries);
        self.set_field(d, 4, ix);
        init_field(d, 1, Value::int(n as i64));
        init_field(d, 2, Value::int(n as i64));
    }

    /// Removes every entry.
    pub fn dict_clear(&mut self, d: Value) {
        if watch::is_watched(d) {
            self.r.watch.cleared(d);
        }
        init_field(d, 1, Value::int(0));
        init_field(d, 2, Value::int(0));
        init_field(d, 3, Value::EMPTY);
        init_field(d, 4, Value::EMPTY);
        if is_type(d, TY_SET) || is_type(d, TY_FROZENSET) {
            // A set's flag (`set::PYTHON_EQ_KEYS`): it holds nothing now.
            init_field(d, crate::object::set::PYTHON_EQ_KEYS, Value::FALSE);
        }
    }

    /// Sets `d[name] = value` for a str key (namespaces).
    pub fn dict_set_str(&mut self, d: Value, name: Value, value: Value) {
        let h = crate::object::str::str_hash(name) & HASH_MASK;
        self.dict_set_hashed(d, name, value, h);
    }
}
