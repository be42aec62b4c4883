//! `dict` (and the storage `set` shares): insertion-ordered hash tables.
//!
//! Layout: `[header, count, used, entries, index]`.
//! 1. `entries` is a `TY_ARRAY` of triples `(hash, key, value)` in insertion
//!    order; `used` triples are taken, `count` of them live. A deleted entry
//!    keeps its slot with key EMPTY, so iteration order never changes.
//! 2. `index` is a `TY_RAW` table of i32 slots (a power of two ≥ 8): -1 is
//!    free, otherwise an entry number. Lookup probes from `hash & mask`
//!    along CPython's sequence (`Probes`), skipping entries whose key was
//!    deleted.
//! 3. When `used` reaches the entries' capacity the table is rebuilt compacted
//!    with room for about twice the live entries.
//!
//! Hashes are stored as small ints (62 bits of the Python hash are plenty for
//! probing). Key comparison is `ops::hash::keys_equal`, which never allocates,
//! so a lookup never moves anything.

use super::*;
use crate::ops::hash::{hash_value, keys_equal};
use crate::runtime::vm::{PyResult, Vm};

const EMPTY_SLOT: i32 = -1;

#[inline]
pub fn dict_len(d: Value) -> usize {
    field(d, 1).as_int() as usize
}

#[inline]
fn used(d: Value) -> usize {
    field(d, 2).as_int() as usize
}

#[inline]
pub(super) fn entries(d: Value) -> Value {
    field(d, 3)
}

#[inline]
fn index(d: Value) -> Value {
    field(d, 4)
}

fn index_size(ix: Value) -> usize {
    if ix.is_empty() {
        0
    } else {
        word(ix, 1) as usize / 4
    }
}

fn index_slot(ix: Value, i: usize) -> i32 {
    // SAFETY: `i < index_size(ix)`; the raw object holds `index_size` i32 slots after 16 bytes.
    unsafe { *(byte_ptr(ix, 16) as *const i32).add(i) }
}

fn set_index_slot(ix: Value, i: usize, e: i32) {
    // SAFETY: as `index_slot`.
    unsafe { *(byte_ptr(ix, 16) as *mut i32).add(i) = e }
}

/// Entry `e`: (hash, key, value); key EMPTY when deleted.
#[inline]
pub fn entry(d: Value, e: usize) -> (i64, Value, Value) {
    let arr = entries(d);
    (field(arr, 2 + 3 * e).as_int(), field(arr, 3 + 3 * e), field(arr, 4 + 3 * e))
}

/// The value of entry `e` when that entry exists and holds exactly `key`
/// (the same object): a lookup hint checked without hashing. A deleted entry
/// has lost its key, and entries only move when the table is rebuilt.
#[inline]
pub fn value_if_entry_has(d: Value, e: usize, key: Value) -> Option<Value> {
    if e >= used(d) {
        return None;
    }
    let arr = entries(d);
    (field(arr, 3 + 3 * e) == key).then(|| field(arr, 4 + 3 * e))
}

/// Number of entry slots to iterate (live and deleted).
#[inline]
pub fn entry_count(d: Value) -> usize {
    used(d)
}

/// Live (key, value) pairs in order (a set's in CPython's slot order),
/// copied out (not GC roots).
pub fn dict_items(d: Value) -> Vec<(Value, Value)> {
    if is_set_like(d) {
        return super::set::keys_in_order(d).into_iter().map(|(_, k)| (k, k)).collect();
    }
    (0..used(d)).map(|e| entry(d, e)).filter(|(_, k, _)| !k.is_empty()).map(|(_, k, v)| (k, v)).collect()
}

/// Live (table hash, key) pairs in order, copied out (not GC roots).
pub fn dict_items_hashed(d: Value) -> Vec<(i64, Value)> {
    if is_set_like(d) {
        return super::set::keys_in_order(d);
    }
    (0..used(d)).map(|e| entry(d, e)).filter(|(_, k, _)| !k.is_empty()).map(|(h, k, _)| (h, k)).collect()
}

/// Writes entry `e` of a set: (hash, key, key), with the barrier.
pub(super) fn set_entry(vm: &mut Vm, s: Value, e: usize, hash: i64, key: Value) {
    let arr = entries(s);
    init_field(arr, 2 + 3 * e, Value::int(hash));
    vm.set_field(arr, 3 + 3 * e, key);
    vm.set_field(arr, 4 + 3 * e, key);
}

/// Where `key` is, or the free index slot where it would go.
enum Probe {
    Found(usize),
    Free(usize),
    NoTable,
}

/// The index slots a hash visits, in order: `hash & mask`, then
/// `i = 5 * i + 1 + perturb` with `perturb >>= 5` each step (CPython's
/// sequence). Runs of consecutive hashes (small ints hash to themselves)
/// then spread over the table instead of forming one cluster that every
/// miss would walk. It reaches every slot, and the index always has free
/// ones (it is at most two thirds full), so a walk to a free slot ends.
struct Probes {
    i: usize,
    perturb: u64,
    mask: usize,
}

impl Probes {
    /// `size` is the index's slot count (a power of two).
    fn new(hash: i64, size: usize) -> Probes {
        let mask = size - 1;
        Probes { i: (hash as u64 as usize) & mask, perturb: hash as u64, mask }
    }

    /// The current slot; `advance` moves to the next one.
    fn slot(&self) -> usize {
        self.i
    }

    fn advance(&mut self) {
        self.perturb >>= 5;
        self.i = self.i.wrapping_mul(5).wrapping_add(1).wrapping_add(self.perturb as usize) & self.mask;
    }
}

fn probe(d: Value, key: Value, hash: i64) -> Probe {
    let ix = index(d);
    let size = index_size(ix);
    if size == 0 {
        return Probe::NoTable;
    }
    let mut p = Probes::new(hash, size);
    loop {
        let e = index_slot(ix, p.slot());
        if e == EMPTY_SLOT {
            return Probe::Free(p.slot());
        }
        let (h, k, _) = entry(d, e as usize);
        if h == hash && !k.is_empty() && keys_equal(k, key) {
            return Probe::Found(e as usize);
        }
        p.advance();
    }
}

/// Entries along `key`'s probe chain with the same table hash whose key a user
/// `__eq__` might find equal to `key` (instances are compared by identity in
/// the allocation-free probe).
fn python_candidates(d: Value, key: Value, hash: i64) -> Vec<usize> {
    let chain = if is_set_like(d) {
        super::set::chain(d, hash)
    } else {
        let ix = index(d);
        let size = index_size(ix);
        let mut out = Vec::new();
        if size > 0 {
            let mut p = Probes::new(hash, size);
            loop {
                let e = index_slot(ix, p.slot());
                if e == EMPTY_SLOT {
                    break;
                }
                out.push(e as usize);
                p.advance();
            }
        }
        out
    };
    chain
        .into_iter()
        .filter(|&e| {
            let (h, k, _) = entry(d, e);
            h == hash && !k.is_empty() && crate::ops::hash::needs_python_eq(k, key)
        })
        .collect()
}

/// Lookup with a precomputed hash (a set's full hash, a dict's masked one); never allocates.
pub fn dict_find(d: Value, key: Value, hash: i64) -> Option<Value> {
    if is_set_like(d) {
        return super::set::find(d, key, hash).map(|e| entry(d, e).2);
    }
    match probe(d, key, hash) {
        Probe::Found(e) => Some(entry(d, e).2),
        _ => None,
    }
}

/// The entry number holding str key `key` in dict `d`, if any (the JIT
/// guards on the entry instead of looking the key up).
pub fn dict_entry_of_str(d: Value, key: Value) -> Option<usize> {
    if is_set_like(d) {
        return None;
    }
    match probe(d, key, crate::object::str::str_hash(key) & HASH_MASK) {
        Probe::Found(e) => Some(e),
        _ => None,
    }
}

/// Lookup of an interned-or-not str key; never allocates.
pub fn dict_get_str(d: Value, key: Value) -> Option<Value> {
    dict_find(d, key, crate::object::str::str_hash(key) & HASH_MASK)
}

/// Hashes kept in dict tables: 61 bits, so they fit a small int.
pub const HASH_MASK: i64 = (1 << 61) - 1;

/// The hash a table stores for a key: sets keep the full Python hash (CPython
/// places keys by it, and Python hashes fit a small int); dicts mask it.
#[inline]
pub fn table_hash(d: Value, hash: i64) -> i64 {
    if is_set_like(d) {
        hash
    } else {
        hash & HASH_MASK
    }
}

impl Vm {
    pub fn new_dict(&mut self) -> Value {
        self.new_table(TY_DICT)
    }

    /// An empty dict for a module's or a class's namespace, allocated
    /// immortal: modules and classes live as long as the VM, and compiled
    /// traces may name their namespace by address (its tables are separate
    /// objects and still move).
    pub fn new_module_namespace(&mut self) -> Value {
        let d = self.alloc_old_values(TY_DICT, 4);
        init_field(d, 1, Value::int(0));
        init_field(d, 2, Value::int(0));
        d
    }

    /// An empty dict-layout object of type `ty` (dict or set).
    pub fn new_table(&mut self, ty: u32) -> Value {
        let d = self.alloc_values(ty, 4);
        init_field(d, 1, Value::int(0));
        init_field(d, 2, Value::int(0));
        d
    }

    /// `d[key]`, or `None` when absent; errors only for unhashable keys.
    pub fn dict_get(&mut self, d: Value, key: Value) -> PyResult<Option<Value>> {
        let mark = self.temps_mark();
        self.r.temps.extend_from_slice(&[d, key]);
        let r = self.table_entry(mark);
        let d = self.temp(mark);
        self.pop_temps(mark);
        Ok(r?.0.map(|e| entry(d, e).2))
    }

    /// The entry of the key in temporary `mark + 1` in the table in `mark`
    /// (if there), and the key's table hash (its `__hash__` is called
    /// once). Keys compare by value natively; instances with a user
    /// `__eq__` are asked through Python (restarting if that changed the
    /// table).
    fn table_entry(&mut self, mark: usize) -> PyResult<(Option<usize>, i64)> {
        // (A user __hash__ may move the table: read it afterwards.)
        let h = hash_value(self, self.temp(mark + 1))?;
        let h = table_hash(self.temp(mark), h);
        loop {
            let (d, key) = (self.temp(mark), self.temp(mark + 1));
            let native = if is_set_like(d) {
                super::set::find(d, key, h)
            } else {
                match probe(d, key, h) {
                    Probe::Found(e) => Some(e),
                    _ => None,
                }
            };
            if let Some(e) = native {
                return Ok((Some(e), h));
            }
            let candidates = python_candidates(d, key, h);
            if candidates.is_empty() {
                return Ok((None, h));
            }
            let mut changed = false;
            for e in candidates {
                let d = self.temp(mark);
                let k = entry(d, e).1;
                if k.is_empty() {
                    changed = true;
                    break;
                }
                // (Rooted: the comparison may move the key.)
                let k_slot = self.push_temp(k);
                let equal = self.eq(k, self.temp(mark + 1));
                let k = self.temp(k_slot);
                self.pop_temps(k_slot);
                let equal = equal?;
                let d = self.temp(mark);
                if entry(d, e).1 != k {
                    changed = true;
                    break;
                }
                if equal {
                    return Ok((Some(e), h));
                }
            }
            if !changed {
                return Ok((None, h));
            }
        }
    }

    /// `d[key] = value`.
    pub fn dict_set(&mut self, d: Value, key: Value, value: Value) -> PyResult<()> {
        let mark = self.temps_mark();
        self.r.temps.extend_from_slice(&[d, key, value]);
        let found = self.table_entry(mark);
        let (d, key, value) = (self.temp(mark), self.temp(mark + 1), self.temp(mark + 2));
        self.pop_temps(mark);
        let h = match found? {
            // An equal key is already there (found natively or by a user __eq__).
            (Some(e), _) => {
                if !is_set_like(d) {
                    let arr = entries(d);
                    self.set_field(arr, 4 + 3 * e, value);
                }
                return Ok(());
            }
            (None, h) => h,
        };
        if is_set_like(d) {
            self.set_insert(d, key, h);
            return Ok(());
        }
        self.dict_set_hashed(d, key, value, h);
        Ok(())
    }

    /// `d[key] = value` with the key's (masked) hash known.
    pub fn dict_set_hashed(&mut self, d: Value, key: Value, value: Value, hash: i64) {
        if let Probe::Found(e) = probe(d, key, hash) {
            let arr = entries(d);
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
    }

    /// Rebuilds the table of the dict in temporary `slot` with room for `cap` entries.
    fn dict_rebuild(&mut self, slot: usize, cap: usize) {
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

    /// Removes `key`; returns its value when it was present.
    pub fn dict_remove(&mut self, d: Value, key: Value) -> PyResult<Option<Value>> {
        let mark = self.temps_mark();
        self.r.temps.extend_from_slice(&[d, key]);
        let found = self.table_entry(mark);
        let d = self.temp(mark);
        self.pop_temps(mark);
        let found = match found?.0 {
            Some(e) => Probe::Found(e),
            None => Probe::NoTable,
        };
        match found {
            Probe::Found(e) => {
                let arr = entries(d);
                let v = field(arr, 4 + 3 * e);
                init_field(arr, 3 + 3 * e, Value::EMPTY);
                init_field(arr, 4 + 3 * e, Value::EMPTY);
                init_field(d, 1, Value::int(dict_len(d) as i64 - 1));
                Ok(Some(v))
            }
            _ => Ok(None),
        }
    }

    /// Removes every entry.
    pub fn dict_clear(&mut self, d: Value) {
        init_field(d, 1, Value::int(0));
        init_field(d, 2, Value::int(0));
        init_field(d, 3, Value::EMPTY);
        init_field(d, 4, Value::EMPTY);
    }

    /// Sets `d[name] = value` for a str key (namespaces).
    pub fn dict_set_str(&mut self, d: Value, name: Value, value: Value) {
        let h = crate::object::str::str_hash(name) & HASH_MASK;
        self.dict_set_hashed(d, name, value, h);
    }
}

pub(super) fn array_capacity_of(arr: Value) -> usize {
    if arr.is_empty() {
        0
    } else {
        field(arr, 1).as_int() as usize
    }
}
