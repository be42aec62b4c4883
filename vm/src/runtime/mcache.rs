//! The method cache: (class, name) → the attribute found along the MRO.
//!
//! 1. A direct-mapped table of 4096 entries indexed by a hash of the class
//!    and name addresses (both old-space objects, so the addresses are stable).
//! 2. An entry is valid while its `version` is the class's version tag
//!    (`runtime/class_versions.rs`): a store into or a deletion from a
//!    class namespace renews the tags of that class and the classes
//!    inheriting from it, so only their entries miss afterwards. (The tags
//!    are never reused, so an entry never matches a later class made at a
//!    freed class's address either.)
//! 3. Misses (the name is absent) are cached too, as EMPTY.
//! 4. Cached values are GC roots (functions may live in the nursery). The
//!    slots that have ever held an object are listed (`holding`), so a
//!    collection visits those, not all 4096 (a collection runs after every
//!    allocation under GC stress, and the verifier visits every root).
//!
//! Must never: be consulted for a class whose dict was changed without
//! calling `Vm::class_changed`.

use crate::object::class::{class_lookup, class_version};
use crate::value::Value;

const SIZE: usize = 4096;

#[derive(Clone, Copy, Default)]
struct Entry {
    class: Value,
    name: Value,
    value: Value,
    version: u64,
}

pub struct MethodCache {
    entries: Box<[Entry]>,
    /// Has an entry taken an object since the last minor collection?
    since_minor: bool,
    /// The slots that have held an object, each once (`listed`).
    holding: Vec<u16>,
    listed: Box<[bool]>,
}

impl Default for MethodCache {
    fn default() -> Self {
        MethodCache { entries: vec![Entry::default(); SIZE].into_boxed_slice(), since_minor: false, holding: Vec::new(), listed: vec![false; SIZE].into_boxed_slice() }
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
        if e.class == class && e.name == name && e.version == class_version(class) {
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
        self.entries[i] = Entry { class, name, value, version: class_version(class) };
        if value.is_ptr() {
            self.since_minor = true;
            if !self.listed[i] {
                self.listed[i] = true;
                self.holding.push(i as u16);
            }
        }
        found
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
