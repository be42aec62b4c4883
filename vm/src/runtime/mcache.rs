//! The method cache: (class, name) → the attribute found along the MRO.
//!
//! 1. A direct-mapped table of 4096 entries indexed by a hash of the class
//!    and name addresses (both old-space objects, so the addresses are stable).
//! 2. An entry is valid while its `epoch` equals `MethodCache::epoch`; any
//!    store into or deletion from a class namespace bumps the epoch, which
//!    invalidates every entry at once (class dicts change rarely after
//!    start-up).
//! 3. Misses (the name is absent) are cached too, as EMPTY.
//! 4. Cached values are GC roots (functions may live in the nursery). The
//!    slots that have ever held an object are listed (`holding`), so a
//!    collection visits those, not all 4096 (a collection runs after every
//!    allocation under GC stress, and the verifier visits every root).
//!
//! 5. Beside it, per shape: "instances of this shape are true by default"
//!    (their class's MRO has neither `__bool__` nor `__len__`), kept as the
//!    epoch it was found in, so `if node:` on a plain instance costs one
//!    compare (`plain_truth`).
//!
//! Must never: be consulted for a class whose dict was changed without
//! calling `invalidate`.

use crate::object::class::class_lookup;
use crate::value::Value;

const SIZE: usize = 4096;

#[derive(Clone, Copy, Default)]
struct Entry {
    class: Value,
    name: Value,
    value: Value,
    epoch: u64,
}

pub struct MethodCache {
    entries: Box<[Entry]>,
    epoch: u64,
    /// Has an entry taken an object since the last minor collection?
    since_minor: bool,
    /// The slots that have held an object, each once (`listed`).
    holding: Vec<u16>,
    listed: Box<[bool]>,
    /// For shape `k`, the epoch in which its class was seen to have
    /// neither `__bool__` nor `__len__` (0: not seen).
    plain_truth: Vec<u64>,
}

impl Default for MethodCache {
    fn default() -> Self {
        MethodCache { entries: vec![Entry::default(); SIZE].into_boxed_slice(), epoch: 1, since_minor: false, holding: Vec::new(), listed: vec![false; SIZE].into_boxed_slice(), plain_truth: Vec::new() }
    }
}

impl MethodCache {
    #[inline]
    fn slot(class: Value, name: Value) -> usize {
        let h = (class.0 >> 3).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (name.0 >> 3);
        (h.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 52) as usize & (SIZE - 1)
    }

    /// `class_lookup(class, name)`, cached.
    #[inline]
    pub fn lookup(&mut self, class: Value, name: Value) -> Option<Value> {
        let i = Self::slot(class, name);
        let e = &self.entries[i];
        if e.epoch == self.epoch && e.class == class && e.name == name {
            return if e.value.is_empty() { None } else { Some(e.value) };
        }
        self.fill(i, class, name)
    }

    /// The miss path of `lookup`: looks up and fills slot `i` (kept out of
    /// line, so the hit path stays small enough to inline at every call).
    #[cold]
    #[inline(never)]
    fn fill(&mut self, i: usize, class: Value, name: Value) -> Option<Value> {
        let found = class_lookup(class, name);
        let value = found.unwrap_or(Value::EMPTY);
        self.entries[i] = Entry { class, name, value, epoch: self.epoch };
        if value.is_ptr() {
            self.since_minor = true;
            if !self.listed[i] {
                self.listed[i] = true;
                self.holding.push(i as u16);
            }
        }
        found
    }

    /// Are instances of `shape` true by default (no `__bool__` or `__len__`
    /// along their class's MRO), as seen in this epoch?
    #[inline(always)]
    pub fn plain_truth(&self, shape: usize) -> bool {
        self.plain_truth.get(shape) == Some(&self.epoch)
    }

    /// Notes that instances of `shape` are true by default, until the epoch moves on.
    pub fn note_plain_truth(&mut self, shape: usize) {
        if self.plain_truth.len() <= shape {
            self.plain_truth.resize(shape + 1, 0);
        }
        self.plain_truth[shape] = self.epoch;
    }

    /// Forgets every entry (a class namespace changed).
    pub fn invalidate(&mut self) {
        self.epoch += 1;
    }

    /// The current epoch (the interpreter's inline caches are valid while
    /// it is unchanged).
    pub fn epoch(&self) -> u64 {
        self.epoch
    }

    /// The cached values a minor collection must see: none when no entry
    /// took an object since the last one (the survivors are all old then).
    pub fn visit_values_for_minor(&mut self, f: &mut dyn FnMut(&mut Value)) {
        if std::mem::take(&mut self.since_minor) {
            self.visit_values(f);
        }
    }

    /// The cached values, for the GC to update.
    pub fn visit_values(&mut self, f: &mut dyn FnMut(&mut Value)) {
        for &i in &self.holding {
            let e = &mut self.entries[i as usize];
            if e.value.is_ptr() {
                f(&mut e.value);
            }
        }
    }
}
