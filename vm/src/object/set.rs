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

use super::dict::{array_capacity_of, entries, entry, set_entry};
use super::*;
use crate::ops::hash::keys_equal;
use crate::runtime::vm::Vm;

const LINEAR_PROBES: usize = 9;
const PERTURB_SHIFT: u32 = 5;
const MIN_SIZE: usize = 8;
const EMPTY_SLOT: i32 = -1;

fn index(s: Value) -> Value {
    field(s, 4)
}

// The index is a raw object: `[header, data bytes, fill, i32 slots...]`,
// its data being the fill word and the slots.
const SLOTS_AT: usize = 24;

pub(super) fn size(s: Value) -> usize {
    let ix = index(s);
    if ix.is_empty() {
        0
    } else {
        (word(ix, 1) as usize - 8) / 4
    }
}

pub(super) fn slot(s: Value, i: usize) -> i32 {
    // SAFETY: `i < size(s)`; the raw index holds `size` i32 slots from SLOTS_AT.
    unsafe { *(byte_ptr(index(s), SLOTS_AT) as *const i32).add(i) }
}

fn set_slot(ix: Value, i: usize, e: i32) {
    // SAFETY: `i` is within the index's slots (callers iterate its size).
    unsafe { *(byte_ptr(ix, SLOTS_AT) as *mut i32).add(i) = e }
}

/// Where a lookup ended: the key's entry, or where an insertion would go.
pub(super) enum Found {
    Key(usize),
    /// Index slot to use, and whether it was never used (so fill grows).
    Insert(usize, bool),
}

/// CPython's probe sequence over the index for `key` with `hash`.
pub(super) fn probe(s: Value, key: Value, hash: i64) -> Found {
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
            } else if h == hash && keys_equal(k, key) {
                return Found::Key(e as usize);
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb as usize)) & mask;
    }
}

/// The entries along the probe path of `hash`, until a never-used slot.
pub fn chain(s: Value, hash: i64) -> Vec<usize> {
    let n = size(s);
    let mut out = Vec::new();
    if n == 0 {
        return out;
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
                return out;
            }
            out.push(e as usize);
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

impl Vm {
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
    fn set_compact(&mut self, slot: usize) {
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
    fn set_fill(&self, s: Value) -> usize {
        word(index(s), 2) as usize
    }

    fn set_set_fill(&self, s: Value, fill: usize) {
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
