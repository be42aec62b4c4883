//! `dict` (and the storage `set` shares): insertion-ordered hash tables.
//!
//! Layout: `[header, count, used, entries, index, keys_added]`.
//! 1. `entries` is a `TY_ARRAY` of triples `(hash, key, value)` in insertion
//!    order; `used` triples are taken, `count` of them live. A deleted entry
//!    keeps its slot with key EMPTY, so iteration order never changes.
//! 2. `index` is a `TY_RAW` table of i32 slots (a power of two ≥ 8): -1 is
//!    free, otherwise an entry number. Lookup probes from `hash & mask`
//!    along CPython's sequence (`Probes`), skipping entries whose key was
//!    deleted.
//! 3. When `used` reaches the entries' capacity the table is rebuilt compacted
//!    with room for about twice the live entries.
//! 4. `keys_added` counts the insertions of new keys over the dict's life (a
//!    dict's, not a set's): while it stays the same, no key was added, so a
//!    name absent from a module's namespace is still absent (compiled traces
//!    read builtins under that guard).
//!
//! Hashes are stored as small ints (62 bits of the Python hash are plenty for
//! probing). Key comparison is `object::keys::keys_equal`, which never allocates,
//! so a lookup never moves anything.

use super::*;
use super::keys::keys_equal;

pub(crate) const EMPTY_SLOT: i32 = -1;

#[inline]
pub fn dict_len(d: Value) -> usize {
    field(d, 1).as_int() as usize
}

#[inline]
pub(crate) fn used(d: Value) -> usize {
    field(d, 2).as_int() as usize
}

/// New keys inserted into dict `d` so far (layout, 4).
#[inline]
pub(crate) fn keys_added(d: Value) -> i64 {
    field(d, KEYS_ADDED).as_int()
}

/// The word of `keys_added`.
pub(crate) const KEYS_ADDED: usize = 5;

#[inline]
pub(crate) fn entries(d: Value) -> Value {
    field(d, 3)
}

#[inline]
pub(crate) fn index(d: Value) -> Value {
    field(d, 4)
}

pub(crate) fn index_size(ix: Value) -> usize {
    if ix.is_empty() {
        0
    } else {
        word(ix, 1) as usize / 4
    }
}

pub(crate) fn index_slot(ix: Value, i: usize) -> i32 {
    // SAFETY: `i < index_size(ix)`; the raw object holds `index_size` i32 slots after 16 bytes.
    unsafe { *(byte_ptr(ix, 16) as *const i32).add(i) }
}

pub(crate) fn set_index_slot(ix: Value, i: usize, e: i32) {
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

/// Where `key` is, or the free index slot where it would go.
pub(crate) enum Probe {
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
pub(crate) struct Probes {
    i: usize,
    perturb: u64,
    mask: usize,
}

impl Probes {
    /// `size` is the index's slot count (a power of two).
    pub(crate) fn new(hash: i64, size: usize) -> Probes {
        let mask = size - 1;
        Probes { i: (hash as u64 as usize) & mask, perturb: hash as u64, mask }
    }

    /// The current slot; `advance` moves to the next one.
    pub(crate) fn slot(&self) -> usize {
        self.i
    }

    pub(crate) fn advance(&mut self) {
        self.perturb >>= 5;
        self.i = self.i.wrapping_mul(5).wrapping_add(1).wrapping_add(self.perturb as usize) & self.mask;
    }
}

pub(crate) fn probe(d: Value, key: Value, hash: i64) -> Probe {
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

/// The entry of `key` in dict (not set) `d`, found in one walk of its
/// probe chain, for a key whose hash and equality are native and that no
/// user `__eq__` of its own can decide (a small int or a str): `Some(None)`
/// when absent; `None` when a key along the chain with the same table
/// hash `hash` is one a user `__eq__` might find equal to it (an instance,
/// or a tuple holding one), which the general lookup must ask.
#[inline]
pub(crate) fn plain_key_entry(d: Value, key: Value, hash: i64) -> Option<Option<usize>> {
    debug_assert!(!is_set_like(d) && !super::keys::holds_instance(key));
    let ix = index(d);
    let size = index_size(ix);
    if size == 0 {
        return Some(None);
    }
    let mut p = Probes::new(hash, size);
    loop {
        let e = index_slot(ix, p.slot());
        if e == EMPTY_SLOT {
            return Some(None);
        }
        let (h, k, _) = entry(d, e as usize);
        if h == hash && !k.is_empty() {
            // (Small ints and interned strs are mostly the very key.)
            if k == key || keys_equal(k, key) {
                return Some(Some(e as usize));
            }
            if super::keys::holds_instance(k) {
                return None;
            }
        }
        p.advance();
    }
}

/// Entries along `key`'s probe chain with the same table hash whose key a user
/// `__eq__` might find equal to `key` (instances are compared by identity in
/// the allocation-free probe).
pub(crate) fn python_candidates(d: Value, key: Value, hash: i64) -> Vec<usize> {
    // Empty (so unallocated) unless a candidate turns up.
    let mut out = Vec::new();
    let mut visit = |e: usize| {
        let (h, k, _) = entry(d, e);
        if h == hash && !k.is_empty() && super::keys::needs_python_eq(k, key) {
            out.push(e);
        }
    };
    if is_set_like(d) {
        super::set::walk_chain(d, hash, visit);
        return out;
    }
    let ix = index(d);
    let size = index_size(ix);
    if size > 0 {
        let mut p = Probes::new(hash, size);
        loop {
            let e = index_slot(ix, p.slot());
            if e == EMPTY_SLOT {
                break;
            }
            visit(e as usize);
            p.advance();
        }
    }
    out
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


pub(crate) fn array_capacity_of(arr: Value) -> usize {
    if arr.is_empty() {
        0
    } else {
        field(arr, 1).as_int() as usize
    }
}
