//! `set` and `frozenset` tables, laid out like dicts but placed like CPython.
//!
//! A set uses the dict layout (`[header, count, used, entries, index]`), but
//! its index follows CPython 3.11's `setobject.c` exactly, so that iterating
//! a set (which walks the index in slot order) yields CPython's order:
//! 1. The index has 8 slots to start; a key goes to `hash & mask`, then the
//!    next 9 slots when they exist (linear probes), then
//!    `i = (i * 5 + 1 + perturb) & mask` with `perturb >>= 5` (perturb starts
//!    as the hash taken as unsigned).
//! 2. A removed key leaves its slot pointing at a deleted entry (CPython's
//!    dummy); an insertion that meets a never-used slot reuses the last
//!    dummy it passed on its probe path, if any (as `set_add_entry` does).
//! 3. After an insertion into a never-used slot, when `fill * 5 >= mask * 3`
//!    (fill counts live and dummy slots), the table is rebuilt with the
//!    smallest power of two above `used * 4` (`used * 2` past 50 000 keys),
//!    re-inserting keys in old slot order.
//! 4. Every insertion takes a new entry, even one into a dummy slot (which
//!    CPython reuses in place, without resizing): when the entries run out,
//!    they are compacted, one per index slot in use, the index keeping its
//!    layout (so the order stays CPython's).
//! Hashes are the full Python hashes (they fit a small int).

use super::dict::entry;
use super::*;
use super::keys::keys_equal;

pub(crate) const LINEAR_PROBES: usize = 9;
pub(crate) const PERTURB_SHIFT: u32 = 5;
pub(crate) const MIN_SIZE: usize = 8;
pub(crate) const EMPTY_SLOT: i32 = -1;

pub(crate) fn index(s: Value) -> Value {
    field(s, 4)
}

// The index is a raw object: `[header, data bytes, fill, i32 slots...]`,
// its data being the fill word and the slots.
pub(crate) const SLOTS_AT: usize = 24;

pub(crate) fn size(s: Value) -> usize {
    let ix = index(s);
    if ix.is_empty() {
        0
    } else {
        (word(ix, 1) as usize - 8) / 4
    }
}

pub(crate) fn slot(s: Value, i: usize) -> i32 {
    // SAFETY: `i < size(s)`; the raw index holds `size` i32 slots from SLOTS_AT.
    unsafe { *(byte_ptr(index(s), SLOTS_AT) as *const i32).add(i) }
}

pub(crate) fn set_slot(ix: Value, i: usize, e: i32) {
    // SAFETY: `i` is within the index's slots (callers iterate its size).
    unsafe { *(byte_ptr(ix, SLOTS_AT) as *mut i32).add(i) = e }
}

/// Where a lookup ended: the key's entry, or where an insertion would go.
pub(crate) enum Found {
    Key(usize),
    /// Index slot to use, and whether it was never used (so fill grows).
    Insert(usize, bool),
}

/// CPython's probe sequence over the index for `key` with `hash`.
pub(crate) fn probe(s: Value, key: Value, hash: i64) -> Found {
    let n = size(s);
    debug_assert!(n >= MIN_SIZE);
    let mask = n - 1;
    let mut perturb = hash as u64;
    let mut i = (hash as u64 as usize) & mask;
    let mut freeslot: Option<usize> = None;
    loop {
        let probes = if i + LINEAR_PROBES <= mask { LINEAR_PROBES } else { 0 };
        for j in i..=i + probes {
            let e = slot(s, j);
            if e == EMPTY_SLOT {
                return match freeslot {
                    Some(f) => Found::Insert(f, false),
                    None => Found::Insert(j, true),
                };
            }
            let (h, k, _) = entry(s, e as usize);
            if k.is_empty() {
                freeslot = Some(j);
            } else if h == hash && (k == key || keys_equal(k, key)) {
                return Found::Key(e as usize);
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb as usize)) & mask;
    }
}

/// Calls `visit` with each entry along the probe path of `hash`, until a
/// never-used slot.
pub fn walk_chain(s: Value, hash: i64, mut visit: impl FnMut(usize)) {
    let n = size(s);
    if n == 0 {
        return;
    }
    let mask = n - 1;
    let mut perturb = hash as u64;
    let mut i = (hash as u64 as usize) & mask;
    // Bounded: the table always has never-used slots (fill stays below 3/5).
    loop {
        let probes = if i + LINEAR_PROBES <= mask { LINEAR_PROBES } else { 0 };
        for j in i..=i + probes {
            let e = slot(s, j);
            if e == EMPTY_SLOT {
                return;
            }
            visit(e as usize);
        }
        perturb >>= PERTURB_SHIFT;
        i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb as usize)) & mask;
    }
}

/// The entry holding `key`, if any; never allocates.
pub fn find(s: Value, key: Value, hash: i64) -> Option<usize> {
    if size(s) == 0 {
        return None;
    }
    match probe(s, key, hash) {
        Found::Key(e) => Some(e),
        Found::Insert(..) => None,
    }
}

/// Number of index slots to walk when iterating (0 for an empty set).
pub fn slot_count(s: Value) -> usize {
    size(s)
}

/// The key in index slot `i`, if the slot holds a live key.
pub fn key_at_slot(s: Value, i: usize) -> Option<Value> {
    if i >= size(s) {
        return None;
    }
    let e = slot(s, i);
    if e == EMPTY_SLOT {
        return None;
    }
    let (_, k, _) = entry(s, e as usize);
    (!k.is_empty()).then_some(k)
}

/// The live (hash, key) of index slot `i` of set `s`, if it holds one
/// (`i < slot_count(s)`).
pub fn hashed_key_at_slot(s: Value, i: usize) -> Option<(i64, Value)> {
    let e = slot(s, i);
    if e == EMPTY_SLOT {
        return None;
    }
    let (h, k, _) = entry(s, e as usize);
    (!k.is_empty()).then_some((h, k))
}

/// Might a user `__eq__` decide membership in set `s` (some key is an
/// instance, or a tuple holding one)? When neither set of an operation
/// has such a key, identity and value equality decide it without Python code.
/// Answered by the set's flag (`PYTHON_EQ_KEYS`), so it may say yes for a
/// set that held such a key once.
pub fn has_python_eq_keys(s: Value) -> bool {
    field(s, PYTHON_EQ_KEYS) == Value::TRUE
}

/// The word of a set (a dict's `keys_added`) that is true once a key
/// whose equality Python code may decide (`keys::holds_instance`) was
/// inserted; false (or the int 0 of a new table) until then. Only
/// `Memory::set_insert` and the table copies set it; emptying the table
/// clears it.
pub const PYTHON_EQ_KEYS: usize = super::dict::KEYS_ADDED;

/// Is every key of set `a` in set `b`, by the stored hashes, with no
/// Python code (see `has_python_eq_keys`)?
pub fn all_keys_in(a: Value, b: Value) -> bool {
    // The entries in insertion order: the answer does not depend on the
    // order, and they are dense where the index slots are not.
    (0..super::dict::used(a)).all(|e| {
        let (h, k, _) = entry(a, e);
        k.is_empty() || find(b, k, h).is_some()
    })
}

/// Live keys with their hashes, in CPython's iteration order (slot order).
pub fn keys_in_order(s: Value) -> Vec<(i64, Value)> {
    let mut out = Vec::with_capacity(crate::object::dict::dict_len(s));
    for i in 0..size(s) {
        let e = slot(s, i);
        if e != EMPTY_SLOT {
            let (h, k, _) = entry(s, e as usize);
            if !k.is_empty() {
                out.push((h, k));
            }
        }
    }
    out
}

