//! Heap verification: the cheap check after each minor collection (stress and
//! verify modes) and the full-heap check used by tests.
//!
//! Moving collectors fail silently: a missed root or barrier leaves a pointer
//! to dead nursery memory that works until the memory is reused. These checks
//! catch such VM bugs at the collection that exposes them.
//!
//! After a minor collection ([`check_after_minor`]), at a cost proportional to
//! roots, survivors and remembered objects, never to the heap, since it runs
//! at every allocation in stress mode:
//! 1. every root that is a reference points into old space (not into the
//!    nursery), at a header without `FORWARDED`, with `OLD` set, that passes
//!    `header_is_valid`;
//! 2. the same for every reference slot of every object copied in this
//!    collection and of every object that was in the remembered set, whose
//!    own headers must be valid and carry `OLD | TRACK_YOUNG_PTRS`.
//!
//! A failure panics with a message naming the slot and the object: it is a VM
//! bug (a missed root, a missed barrier, a bad `trace_object`), not a
//! condition to recover from. Verify mode also poisons the dead nursery (see
//! `object::POISON`), so stale references fail `header_is_valid`.
//!
//! Full heap ([`verify_heap`]), cost O(heap), returns the first problem:
//! 1. walk the nursery `[start, free)` and every old-space object, checking
//!    sizes, headers (`header_is_valid`) and GC flags (nursery: none; old: no
//!    `FORWARDED`/`MARK`; `TRACK_YOUNG_PTRS` clear exactly for remembered
//!    objects; `OLD` set unless remembered, as direct old allocations get it
//!    at the next collection);
//! 2. every remembered-set entry is an old object;
//! 3. every reference slot points at the start of an object; an old object
//!    outside the remembered set has no young reference.
//!
//! Must never: modify the heap, or run during a collection.

use std::collections::{BTreeSet, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

use crate::address::Address;
use crate::header::{self, FORWARDED, MARK, OLD, TRACK_YOUNG_PTRS};
use crate::model::{ObjectModel, RootSet};
use crate::nursery::Nursery;
use crate::object;
use crate::old_space::OldSpace;

/// The spaces a verification looks at.
pub(crate) struct Spaces<'a> {
    /// The nursery (empty right after a minor collection).
    pub(crate) nursery: &'a Nursery,
    /// Old space.
    pub(crate) old: &'a OldSpace,
    /// The remembered set (for `check_after_minor`: as it was during the collection).
    pub(crate) remembered: &'a [Address],
}

/// The cheap post-collection check (module doc); panics on the first problem.
pub(crate) fn check_after_minor(
    spaces: &Spaces<'_>,
    copied: &[Address],
    model: &dyn ObjectModel,
    roots: &mut dyn RootSet,
    collection: u64,
) {
    let fail = |what: String| -> ! {
        panic!("pith-gc verify after minor collection #{collection}: {what} (a VM bug: missed root or write barrier, or bad trace_object)")
    };
    roots.visit_roots(&mut |slot| {
        let word = object::read_slot(slot);
        if model.is_reference(word) {
            check_survivor_reference(spaces, model, Address::from_word(word))
                .unwrap_or_else(|e| fail(format!("root slot {slot:p}: {e}")));
        }
    });
    for &obj in copied.iter().chain(spaces.remembered) {
        let hdr = object::header(obj);
        if !model.header_is_valid(hdr) || !header::has(hdr, OLD | TRACK_YOUNG_PTRS) || header::has(hdr, FORWARDED) {
            fail(format!("object {obj} (copied or remembered) has header {hdr:#018x}"));
        }
        check_slots(model, obj, &mut |slot, target| {
            check_survivor_reference(spaces, model, target).map_err(|e| format!("slot {slot:p}: {e}"))
        })
        .unwrap_or_else(|e| fail(format!("object {obj}: {e}")));
    }
}

/// After a minor collection, `target` must be a valid, unforwarded old object.
fn check_survivor_reference(spaces: &Spaces<'_>, model: &dyn ObjectModel, target: Address) -> Result<(), String> {
    if spaces.nursery.contains(target) {
        return Err(format!("still points into the nursery, at {target}"));
    }
    if !spaces.old.contains(target) || !target.is_aligned(object::WORD) {
        return Err(format!("points outside the heap, at {target}"));
    }
    let hdr = object::header(target);
    if header::has(hdr, FORWARDED) || !header::has(hdr, OLD) || !model.header_is_valid(hdr) {
        return Err(format!("points at {target}, whose header {hdr:#018x} is not that of a live old object"));
    }
    Ok(())
}

/// Call `check(slot, target)` for every reference slot of `obj`; the first error wins.
fn check_slots(
    model: &dyn ObjectModel,
    obj: Address,
    check: &mut dyn FnMut(*mut u64, Address) -> Result<(), String>,
) -> Result<(), String> {
    let mut result = Ok(());
    model.trace_object(obj, &mut |slot| {
        let word = object::read_slot(slot);
        if result.is_ok() && model.is_reference(word) {
            result = check(slot, Address::from_word(word));
        }
    });
    result
}

/// The full-heap check (module doc).
pub(crate) fn verify_heap(spaces: &Spaces<'_>, model: &dyn ObjectModel) -> Result<(), String> {
    let remembered: BTreeSet<Address> = spaces.remembered.iter().copied().collect();
    let young = young_objects(spaces.nursery, model)?;
    let old = old_objects(spaces.old, &remembered, model)?;
    if let Some(stray) = remembered.iter().find(|obj| !old.contains(obj)) {
        return Err(format!("remembered-set entry {stray} is not an old object"));
    }
    for &obj in &young.list {
        check_slots(model, obj, &mut |slot, target| match young.contains(&target) || old.contains(&target) {
            true => Ok(()),
            false => Err(format!("young object {obj}: slot {slot:p} points at {target}, which is no object")),
        })?;
    }
    for &obj in &old.list {
        let may_point_young = remembered.contains(&obj);
        check_slots(model, obj, &mut |slot, target| match (old.contains(&target), young.contains(&target)) {
            (true, _) => Ok(()),
            (false, true) if may_point_young => Ok(()),
            (false, true) => Err(format!(
                "old object {obj} is not in the remembered set but slot {slot:p} points at young object {target} (missed write barrier?)"
            )),
            (false, false) => Err(format!("old object {obj}: slot {slot:p} points at {target}, which is no object")),
        })?;
    }
    Ok(())
}

/// Every nursery object, checked to have no GC flag.
fn young_objects(nursery: &Nursery, model: &dyn ObjectModel) -> Result<Objects, String> {
    let mut objects = Objects::default();
    object::walk_objects(nursery.start(), nursery.free(), model, &mut |obj, _| {
        let flags = object::header(obj) & header::GC_FLAGS_MASK;
        if flags != 0 {
            return Err(format!("young object {obj} has GC flags {flags:#x}"));
        }
        objects.insert(obj);
        Ok(())
    })?;
    Ok(objects)
}

/// Every old object, checked to have the GC flags its remembered-set membership implies.
fn old_objects(
    old: &OldSpace,
    remembered: &BTreeSet<Address>,
    model: &dyn ObjectModel,
) -> Result<Objects, String> {
    let mut objects = Objects::default();
    old.for_each_object(model, &mut |obj, _| {
        let hdr = object::header(obj);
        let is_remembered = remembered.contains(&obj);
        if hdr & (FORWARDED | MARK) != 0 {
            return Err(format!("old object {obj} has FORWARDED or MARK set: {hdr:#018x}"));
        }
        if header::has(hdr, TRACK_YOUNG_PTRS) == is_remembered {
            return Err(format!(
                "old object {obj}: TRACK_YOUNG_PTRS must be set exactly when not remembered (remembered: {is_remembered}, header {hdr:#018x})"
            ));
        }
        if !is_remembered && !header::has(hdr, OLD) {
            return Err(format!("old object {obj} lacks the OLD flag: {hdr:#018x}"));
        }
        objects.insert(obj);
        Ok(())
    })?;
    Ok(objects)
}

/// The objects of one space: in walk order (for deterministic reports) and as a set.
#[derive(Default)]
struct Objects {
    /// In the order the walk met them.
    list: Vec<Address>,
    /// For membership tests.
    set: HashSet<Address, BuildHasherDefault<AddressHasher>>,
}

impl Objects {
    fn insert(&mut self, obj: Address) {
        self.list.push(obj);
        self.set.insert(obj);
    }

    fn contains(&self, obj: &Address) -> bool {
        self.set.contains(obj)
    }
}

/// A fast hash for 8-aligned addresses (multiplicative, high bits folded
/// down); the verifier looks up every reference slot of the heap.
#[derive(Default)]
struct AddressHasher(u64);

impl Hasher for AddressHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64((self.0 << 8) | u64::from(b));
        }
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn write_u64(&mut self, n: u64) {
        let h = (n >> 3).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 = h ^ (h >> 32);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}
