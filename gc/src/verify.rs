//! Heap verification: the cheap checks after each minor collection and each
//! major step (stress and verify modes) and the full-heap check used by tests.
//!
//! Moving collectors fail silently: a missed root or barrier leaves a pointer
//! to dead nursery memory (or, with a major collector, to a freed old slot)
//! that works until the memory is reused. These checks catch such VM bugs at
//! the collection that exposes them.
//!
//! After a minor collection ([`check_after_minor`]), at a cost proportional to
//! roots, survivors and remembered objects, never to the heap, since it runs
//! at every allocation in stress mode:
//! 1. every root that is a reference points at the start of an allocated old
//!    object (not into the nursery, not at a freed slot), whose header has
//!    `OLD`, no `FORWARDED`, and passes `header_is_valid`;
//! 2. the same for every reference slot of every object copied in this
//!    collection and of every object that was in the remembered set, whose
//!    own headers must be valid and carry `OLD | TRACK_YOUNG_PTRS`;
//! 3. the same for every slot of every dirty card visited, whose object must
//!    carry `OLD | TRACK_YOUNG_PTRS | CARDS` and no longer `CARDS_SET`.
//!
//! After a major step ([`check_after_major_step`]), at a cost proportional to
//! the step's work:
//! 1. marking: every object traced is marked and refers only to marked old
//!    objects with valid headers (it is black, and black objects point to no
//!    white one; a freed slot, header 0, fails); when marking finished, every
//!    root points at the start of an allocated, marked old object, every
//!    immortal object is marked and the gray stack is empty;
//! 2. sweeping: every pool swept that is still in use is consistent (slot
//!    walk, counts, free list, usable-list membership, see `check_pool`) and
//!    holds no dead object; every large object kept is alive.
//!
//! A failure panics with a message naming the slot and the object: it is a VM
//! bug (a missed root, a missed barrier, a bad `trace_object`) or a collector
//! bug, not a condition to recover from. Verify mode also poisons the dead
//! nursery and freed slots (see `object::POISON`), so stale references fail
//! `header_is_valid`.
//!
//! Full heap ([`verify_heap`]), cost O(heap), returns the first problem:
//! 1. walk the nursery `[start, free)`, every pool's allocated slots and every
//!    large object, checking sizes (within the slot or block), headers
//!    (`header_is_valid`) and GC flags (nursery: none; old: no `FORWARDED`;
//!    `TRACK_YOUNG_PTRS` clear exactly for remembered objects; `OLD` set
//!    unless remembered, as direct old allocations get it at the next
//!    collection; `CARDS` exactly on large objects; `CARDS_SET` exactly on
//!    the `carded` list); every pool passes `check_pool`;
//! 2. every remembered-set entry and every immortal is an allocated old
//!    object; every gray-stack entry is a marked old object (and the stack is
//!    empty outside marking);
//! 3. every reference slot of a live object points at the start of an
//!    allocated object (never at a freed slot); an old object outside the
//!    remembered set has no young reference, but in a dirty card;
//! 4. colour invariants by phase: idle — every old object carries the
//!    current colour; marking — a marked object that is neither gray nor
//!    remembered refers to no unmarked old object but from a dirty card
//!    (tri-colour invariant; the next collection shades those);
//!    sweeping — unmarked old objects are garbage awaiting the sweeper (their
//!    slots are not checked) and no live object refers to one.
//!
//! Must never: modify the heap, or run during a collection.

use std::collections::{BTreeSet, HashMap, HashSet};
use crate::word_hash::BuildWordHasher;

use crate::address::Address;
use crate::cards;
use crate::header::{self, CARDS, CARDS_SET, FORWARDED, OLD, TRACK_YOUNG_PTRS};
use crate::major::{Major, MajorPhase, StepReport, Touched};
use crate::model::{ObjectModel, RootSet};
use crate::nursery::Nursery;
use crate::object;
use crate::old_space::{OldLocation, OldSpace};
use crate::pool::Pool;
use crate::sweep;

/// The spaces a verification looks at.
pub(crate) struct Spaces<'a> {
    /// The nursery (empty right after a minor collection).
    pub(crate) nursery: &'a Nursery,
    /// Old space.
    pub(crate) old: &'a OldSpace,
    /// The remembered set (for `check_after_minor`: as it was during the collection).
    pub(crate) remembered: &'a [Address],
    /// The carded objects with dirty cards.
    pub(crate) carded: &'a [Address],
    /// The immortal objects.
    pub(crate) immortals: &'a [Address],
    /// The major collector (phase, colour, gray stack).
    pub(crate) major: &'a Major,
}

/// The cheap post-collection check (module doc); panics on the first problem.
pub(crate) fn check_after_minor(
    spaces: &Spaces<'_>,
    copied: &[Address],
    card_ranges: &[(Address, usize, usize)],
    model: &dyn ObjectModel,
    roots: &mut dyn RootSet,
    collection: u64,
) {
    let fail = |what: String| -> ! {
        panic!("pith-gc verify after minor collection #{collection}: {what} (a VM bug: missed root or write barrier, bad trace_object, or an object whose size word was written after a collection copied it)")
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
    for &(obj, from, to) in card_ranges {
        let hdr = object::header(obj);
        if !model.header_is_valid(hdr) || !header::has(hdr, OLD | TRACK_YOUNG_PTRS | CARDS) || header::has(hdr, CARDS_SET) {
            fail(format!("carded object {obj} has header {hdr:#018x}"));
        }
        cards::for_each_slot(model, obj, from, to, &mut |slot| {
            let word = object::read_slot(slot);
            if model.is_reference(word) {
                check_survivor_reference(spaces, model, Address::from_word(word))
                    .unwrap_or_else(|e| fail(format!("object {obj}, card slot {slot:p}: {e}")));
            }
        });
    }
}

/// After a minor collection, `target` must be a valid, unforwarded, allocated old object.
fn check_survivor_reference(spaces: &Spaces<'_>, model: &dyn ObjectModel, target: Address) -> Result<(), String> {
    if spaces.nursery.contains(target) {
        return Err(format!("still points into the nursery, at {target}"));
    }
    check_old_target(spaces.old, model, target)?;
    let hdr = object::header(target);
    if header::has(hdr, FORWARDED) || !header::has(hdr, OLD) {
        return Err(format!("points at {target}, whose header {hdr:#018x} is not that of a live old object"));
    }
    Ok(())
}

/// `target` must be the start of an allocated old object with a valid header.
fn check_old_target(old: &OldSpace, model: &dyn ObjectModel, target: Address) -> Result<(), String> {
    if !target.is_aligned(object::WORD) {
        return Err(format!("points at the unaligned address {target}"));
    }
    match old.locate(target) {
        None => Err(format!("points outside the heap, at {target}")),
        Some(OldLocation::Slot { allocated: false, .. }) => Err(format!("points at the freed slot {target}")),
        Some(OldLocation::Unused) => Err(format!("points at {target}, in an unused pool or a pool header")),
        Some(OldLocation::Slot { slot, .. }) | Some(OldLocation::Large { start: slot, .. }) if slot != target => {
            Err(format!("points into the middle of the object at {slot}, at {target}"))
        }
        Some(_) => {
            let hdr = object::header(target);
            match model.header_is_valid(hdr) {
                true => Ok(()),
                false => Err(format!("points at {target}, whose header {hdr:#018x} is invalid")),
            }
        }
    }
}

/// The cheap post-step check (module doc); panics on the first problem.
pub(crate) fn check_after_major_step(
    spaces: &Spaces<'_>,
    report: &StepReport,
    touched: &Touched,
    model: &dyn ObjectModel,
    roots: &mut dyn RootSet,
    step: u64,
) {
    let fail = |what: String| -> ! {
        panic!("pith-gc verify after major step #{step} ({}): {what} (a VM bug: missed write barrier or root, bad trace_object, or an object whose size word was written after a collection copied it)", report.phase.name())
    };
    let major = spaces.major;
    let marked = |obj: Address| major.is_marked(obj);
    match report.phase {
        MajorPhase::Marking => {
            for &obj in &touched.objects {
                let hdr = object::header(obj);
                if !model.header_is_valid(hdr) || !header::has(hdr, OLD) || !marked(obj) {
                    fail(format!("traced object {obj} has header {hdr:#018x} (colour {:#x})", major.color()));
                }
                // The marker has just read and written each target's header,
                // so reading it again is safe; a freed slot has header 0.
                check_slots(model, obj, &mut |slot, target| {
                    if spaces.nursery.contains(target) {
                        return Err(format!("slot {slot:p} points into the nursery, at {target}"));
                    }
                    let hdr = object::header(target);
                    if hdr == 0 {
                        return Err(format!("slot {slot:p} points at the freed slot {target}"));
                    }
                    if !model.header_is_valid(hdr) || !header::has(hdr, OLD) || !marked(target) {
                        return Err(format!("slot {slot:p} points at {target}, which is not a marked old object (header {hdr:#018x})"));
                    }
                    Ok(())
                })
                .unwrap_or_else(|e| fail(format!("traced object {obj}: {e}")));
            }
            if report.marking_finished {
                if !major.gray().is_empty() {
                    fail("marking finished with gray objects left".into());
                }
                roots.visit_roots(&mut |slot| {
                    let word = object::read_slot(slot);
                    if !model.is_reference(word) {
                        return;
                    }
                    let target = Address::from_word(word);
                    check_old_target(spaces.old, model, target)
                        .and_then(|()| if marked(target) { Ok(()) } else { Err(format!("points at the unmarked object {target}")) })
                        .unwrap_or_else(|e| fail(format!("at the end of marking, root slot {slot:p}: {e}")));
                });
                if let Some(obj) = spaces.immortals.iter().find(|&&obj| !marked(obj)) {
                    fail(format!("at the end of marking, the immortal object {obj} is not marked"));
                }
            }
        }
        _ => {
            for &base in &touched.pools {
                if let Some(OldLocation::Slot { pool, .. }) = spaces.old.locate(base.add(crate::pool::POOL_HEADER_SIZE)) {
                    check_pool(spaces.old, Pool::at(pool), model, Some(major.color()))
                        .unwrap_or_else(|e| fail(format!("after sweeping: {e}")));
                }
            }
            for &obj in &touched.objects {
                let hdr = object::header(obj);
                if !model.header_is_valid(hdr) || !sweep::is_live(hdr, major.color()) {
                    fail(format!("large object {obj} kept by the sweeper has header {hdr:#018x}"));
                }
            }
        }
    }
}

/// Consistency of one pool in use (see `pool.rs`, invariants): every
/// allocated slot holds a well-formed object (alive for `live_color`, if
/// given); the allocated count, the free list and usable-list membership agree.
pub(crate) fn check_pool(old: &OldSpace, pool: Pool, model: &dyn ObjectModel, live_color: Option<u64>) -> Result<(), String> {
    let base = pool.base();
    let size = pool.slot_size();
    let (first, bump, end) = (pool.first_slot(), pool.bump(), pool.end());
    if bump < first || bump > end || end.offset_from(first) % size != 0 {
        return Err(format!("pool {base}: bad bounds first {first} bump {bump} end {end} (slot {size})"));
    }
    let (mut allocated, mut free) = (0, 0);
    for slot in pool.slots() {
        let hdr = object::header(slot);
        if hdr == 0 {
            free += 1;
            continue;
        }
        allocated += 1;
        object::checked_size(slot, slot.add(size), model).map_err(|e| format!("pool {base}: {e}"))?;
        if let Some(color) = live_color {
            if !sweep::is_live(hdr, color) {
                return Err(format!("pool {base}: the dead object {slot} survived its sweep (header {hdr:#018x})"));
            }
        }
    }
    if allocated != pool.allocated() {
        return Err(format!("pool {base}: {allocated} allocated slots found, header says {}", pool.allocated()));
    }
    let mut listed = 0;
    let mut entry = pool.free_list();
    while let Some(slot) = entry {
        listed += 1;
        let bad = Pool::containing(slot) != pool
            || slot < first
            || slot >= bump
            || slot.offset_from(first) % size != 0
            || object::header(slot) != 0;
        if bad || listed > free {
            return Err(format!("pool {base}: bad free-list entry {slot} (entry {listed}, {free} freed slots)"));
        }
        entry = Pool::next_free(slot);
    }
    if listed != free {
        return Err(format!("pool {base}: {free} freed slots but {listed} on the free list"));
    }
    let has_room = free > 0 || bump < end;
    if has_room != old.is_usable(pool) {
        return Err(format!("pool {base}: has room: {has_room}, but on the usable list: {}", old.is_usable(pool)));
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
    let major = spaces.major;
    let phase = major.phase();
    let remembered: BTreeSet<Address> = spaces.remembered.iter().copied().collect();
    let carded: BTreeSet<Address> = spaces.carded.iter().copied().collect();
    if carded.len() != spaces.carded.len() {
        return Err("an object is on the carded list twice".into());
    }
    let gray: HashSet<Address, BuildWordHasher> = major.gray().iter().copied().collect();
    let young = young_objects(spaces.nursery, model)?;
    let old = old_objects(spaces, &remembered, &carded, model)?;
    spaces.old.for_each_pool(&mut |pool| check_pool(spaces.old, pool, model, None))?;
    if let Some(stray) = remembered.iter().find(|obj| !old.contains(obj)) {
        return Err(format!("remembered-set entry {stray} is not an old object"));
    }
    if let Some(stray) = spaces.immortals.iter().find(|obj| !old.contains(obj)) {
        return Err(format!("immortal object {stray} is not an allocated old object"));
    }
    if phase != MajorPhase::Marking && !gray.is_empty() {
        return Err(format!("{} gray objects outside marking", gray.len()));
    }
    if let Some(stray) = gray.iter().find(|obj| !old.info(obj).is_some_and(|i| i.marked)) {
        return Err(format!("gray object {stray} is not a marked old object"));
    }
    for &obj in &young.list {
        check_slots(model, obj, &mut |slot, target| match young.contains(&target) || old.contains(&target) {
            true => Ok(()),
            false => Err(format!("young object {obj}: slot {slot:p} {}", no_object(spaces.old, target))),
        })?;
    }
    for &obj in &old.list {
        let info = old.info(&obj).expect("listed");
        if phase == MajorPhase::Idle && !info.fresh && !info.marked {
            return Err(format!("old object {obj} lacks the current colour while no cycle runs"));
        }
        if phase == MajorPhase::Sweeping && !info.live_in_sweep() {
            continue; // garbage the sweeper has not reached yet
        }
        let may_point_young = remembered.contains(&obj);
        let black = phase == MajorPhase::Marking && info.marked && !info.fresh && !may_point_young && !gray.contains(&obj);
        let has_dirty_cards = carded.contains(&obj);
        check_slots(model, obj, &mut |slot, target| {
            let in_dirty_card = has_dirty_cards && cards::is_dirty(obj, (slot as usize - obj.as_usize()) / object::WORD);
            if young.contains(&target) {
                return match may_point_young || in_dirty_card {
                    true => Ok(()),
                    false => Err(format!(
                        "old object {obj} is not in the remembered set but slot {slot:p} points at young object {target} (missed write barrier?)"
                    )),
                };
            }
            let Some(target_info) = old.info(&target) else {
                return Err(format!("old object {obj}: slot {slot:p} {}", no_object(spaces.old, target)));
            };
            if black && !target_info.marked && !in_dirty_card {
                return Err(format!(
                    "marked object {obj} (neither gray nor remembered) points at the unmarked object {target} through slot {slot:p} (missed write barrier?)"
                ));
            }
            if phase == MajorPhase::Sweeping && !target_info.live_in_sweep() {
                return Err(format!("live object {obj}: slot {slot:p} points at the dead object {target} during sweeping"));
            }
            Ok(())
        })?;
    }
    Ok(())
}

/// Why `target` is not an object, for messages.
fn no_object(old: &OldSpace, target: Address) -> String {
    match old.locate(target) {
        Some(OldLocation::Slot { allocated: false, .. }) => format!("points at {target}, a freed slot (which is no object)"),
        _ => format!("points at {target}, which is no object"),
    }
}

/// Every nursery object, checked to have no GC flag.
fn young_objects(nursery: &Nursery, model: &dyn ObjectModel) -> Result<Objects, String> {
    let mut objects = Objects::default();
    object::walk_objects(nursery.start(), nursery.free(), model, &mut |obj, _| {
        let flags = object::header(obj) & header::GC_FLAGS_MASK;
        if flags != 0 {
            return Err(format!("young object {obj} has GC flags {flags:#x}"));
        }
        objects.insert(obj, ObjInfo::default());
        Ok(())
    })?;
    Ok(objects)
}

/// Every allocated old object, checked to have the GC flags its remembered-set membership implies.
fn old_objects(
    spaces: &Spaces<'_>,
    remembered: &BTreeSet<Address>,
    carded: &BTreeSet<Address>,
    model: &dyn ObjectModel,
) -> Result<Objects, String> {
    let major = spaces.major;
    let mut objects = Objects::default();
    spaces.old.for_each_object(model, &mut |obj, size| {
        let hdr = object::header(obj);
        let is_remembered = remembered.contains(&obj);
        if header::has(hdr, FORWARDED) {
            return Err(format!("old object {obj} has FORWARDED set: {hdr:#018x}"));
        }
        if header::has(hdr, TRACK_YOUNG_PTRS) == is_remembered {
            return Err(format!(
                "old object {obj}: TRACK_YOUNG_PTRS must be set exactly when not remembered (remembered: {is_remembered}, header {hdr:#018x})"
            ));
        }
        let fresh = !header::has(hdr, OLD);
        if fresh && !is_remembered {
            return Err(format!("old object {obj} lacks the OLD flag: {hdr:#018x}"));
        }
        let large = crate::size_class::size_class(size).is_none();
        if !fresh && header::has(hdr, CARDS) != large {
            return Err(format!("old object {obj} of {size} bytes: CARDS must be set exactly on large objects ({hdr:#018x})"));
        }
        if header::has(hdr, CARDS_SET) != carded.contains(&obj) {
            return Err(format!("old object {obj}: CARDS_SET must be set exactly on the carded list ({hdr:#018x})"));
        }
        objects.insert(obj, ObjInfo { marked: !fresh && major.is_marked(obj), fresh });
        Ok(())
    })?;
    Ok(objects)
}

/// What the full check knows about an object.
#[derive(Clone, Copy, Default)]
struct ObjInfo {
    /// Old, processed, and marked for the current colour.
    marked: bool,
    /// A direct old allocation not yet processed by a minor collection (no `OLD`).
    fresh: bool,
}

impl ObjInfo {
    /// Alive as far as the sweeper is concerned (`sweep::is_live`).
    fn live_in_sweep(self) -> bool {
        self.marked || self.fresh
    }
}

/// The objects of one space: in walk order (for deterministic reports) and by address.
#[derive(Default)]
struct Objects {
    /// In the order the walk met them.
    list: Vec<Address>,
    /// For membership tests and the colour checks.
    info: HashMap<Address, ObjInfo, BuildWordHasher>,
}

impl Objects {
    fn insert(&mut self, obj: Address, info: ObjInfo) {
        self.list.push(obj);
        self.info.insert(obj, info);
    }

    fn contains(&self, obj: &Address) -> bool {
        self.info.contains_key(obj)
    }

    fn info(&self, obj: &Address) -> Option<ObjInfo> {
        self.info.get(obj).copied()
    }
}
