//! Minor collection: copy the nursery survivors to old space, depth first.
//!
//! Owns the copying algorithm; `Heap::collect_minor` owns the bookkeeping
//! around it (stats, type counting, resetting the nursery, verification).
//!
//! Every reference slot met below is *processed*: if its word lies in the
//! nursery and the VM says it is a reference, it is replaced by the object's
//! old-space address — read from the forwarding word if the object was
//! already copied, otherwise after copying it now ([`Copier::evacuate`]).
//! Slots holding old references or non-references are left untouched.
//!
//! 1. Roots: process every root slot.
//! 2. Remembered set: process every slot of every remembered old object, then
//!    set `OLD | TRACK_YOUNG_PTRS` on it (the barrier may record it again).
//!    The caller clears the set afterwards.
//! 2b. Carded objects (`cards.rs`): process the slots of every dirty card of
//!    every object on the `carded` list, clean the cards and clear
//!    `CARDS_SET` (the object keeps `TRACK_YOUNG_PTRS`, so the barrier marks
//!    again). The word ranges visited are kept in `Scratch::card_ranges`
//!    when the caller asks (`keep_copied`).
//! 3. Scan: pop copies off the `unscanned` stack and process their slots
//!    until the stack is empty. Every copy is pushed there once, when it is
//!    made, with the slot range the layout query that sized it gave (one
//!    query per survivor), and, when the caller asks (`Scratch::keep_copied`),
//!    also appended to `copied`, which at the end lists every survivor (for
//!    the marking barrier and the verifier).
//!
//! Why a stack and not Cheney's queue: breadth-first order interleaves the
//! walks of every structure reachable from the roots, so the nursery is read
//! at scattered addresses (with 100 linked chains remembered, each read was
//! a cache miss: 2 MiB of survivors took 9 ms). Popping the newest copy
//! first follows one structure to its end, reading the nursery and writing
//! old space in address order; parents and children also end up adjacent.
//! 4. The caller resets the nursery.
//!
//! Cost: O(roots + remembered objects + dirty cards + survivors); dead
//! nursery objects are never looked at.
//!
//! Invariants: a nursery object is copied at most once (the `FORWARDED` check
//! comes before any copy, so shared objects and cycles stay shared); a copy
//! gets the original header with flags exactly `OLD | TRACK_YOUNG_PTRS` plus
//! the major collector's current colour (born marked, see `header.rs`);
//! `object_size` is read before the forwarding word overwrites word 1.
//!
//! What the major collector needs from a minor collection (pushing copies and
//! re-grayed remembered objects onto the gray stack) is done by the caller
//! from the `copied` list and the remembered set, at O(survivors + remembered).
//!
//! Must never: assume roots are unique; allocate in the nursery; look at an
//! object that is not reachable from a root or a remembered object.

use crate::address::Address;
use crate::cards;
use crate::header;
use crate::model::{ObjectModel, RootSet};
use crate::nursery::Nursery;
use crate::object;
use crate::old_space::OldSpace;
use crate::size_class::size_class;

/// State of one minor collection.
struct Copier<'a, M: ObjectModel> {
    /// The nursery being evacuated (read only: the caller resets it).
    nursery: &'a Nursery,
    /// Where survivors are copied.
    old: &'a mut OldSpace,
    /// Object layouts (generic: the copy loop inlines the client's queries).
    model: &'a M,
    /// Every object copied in this collection, in copy order, when
    /// `keep_copied`.
    copied: &'a mut Vec<Address>,
    keep_copied: bool,
    /// Copies whose slots have not been processed yet (step 3's stack).
    unscanned: &'a mut Vec<Unscanned>,
    /// Bytes copied so far.
    promoted: usize,
    /// The major collector's current colour (0 or `MARK`), written into every copy.
    color: u64,
}

/// A copy whose slots are still to be processed, with its reference words
/// when they are one contiguous range (`count == TRACE` means: ask
/// `trace_object`).
#[derive(Clone, Copy)]
pub(crate) struct Unscanned {
    obj: Address,
    first: u32,
    count: u32,
}

/// `Unscanned::count` of an object whose slots only `trace_object` knows.
const TRACE: u32 = u32::MAX;

/// The caller's reusable buffers for one collection.
pub(crate) struct Scratch {
    /// Must be empty on entry; on return lists every survivor's new address
    /// when `keep_copied`, else stays empty.
    pub copied: Vec<Address>,
    pub keep_copied: bool,
    /// Empty on entry and on return.
    pub unscanned: Vec<Unscanned>,
    /// Must be empty on entry; on return, with `keep_copied`, the word
    /// ranges `(object, first, end)` of the dirty cards processed.
    pub card_ranges: Vec<(Address, usize, usize)>,
    /// Set on return: the number of dirty cards visited.
    pub dirty_cards: usize,
}

/// Run steps 1–3 of the module doc. Copies are born with colour `color`.
/// Returns the number of bytes promoted.
pub(crate) fn collect<M: ObjectModel>(
    nursery: &Nursery,
    old: &mut OldSpace,
    remembered: &[Address],
    carded: &[Address],
    scratch: &mut Scratch,
    color: u64,
    model: &M,
    roots: &mut dyn RootSet,
) -> usize {
    debug_assert!(scratch.copied.is_empty() && scratch.unscanned.is_empty() && scratch.card_ranges.is_empty());
    let Scratch { copied, keep_copied, unscanned, card_ranges, dirty_cards } = scratch;
    let mut copier = Copier { nursery, old, model, copied, keep_copied: *keep_copied, unscanned, promoted: 0, color };
    roots.visit_roots_for_minor(&mut |slot| copier.process_slot(slot));
    copier.process_remembered(remembered);
    *dirty_cards = copier.process_carded(carded, card_ranges);
    copier.scan_copied();
    copier.promoted
}

impl<M: ObjectModel> Copier<'_, M> {
    /// Update one slot (see module doc). Inlined into the scan loops, so a
    /// slot that needs no copy costs a few instructions and no call.
    #[inline(always)]
    fn process_slot(&mut self, slot: *mut u64) {
        let word = object::read_slot(slot);
        let obj = Address::from_word(word);
        if !self.nursery.contains(obj) || !self.model.is_reference(word) {
            return;
        }
        object::write_slot(slot, self.evacuate(obj).as_word());
    }

    /// The old-space address of nursery object `obj`, copying it if this is its first visit.
    #[inline(never)]
    fn evacuate(&mut self, obj: Address) -> Address {
        let hdr = object::header(obj);
        if header::has(hdr, header::FORWARDED) {
            return object::forwarding_address(obj);
        }
        // The size and the slot range, asked once (before the forwarding
        // word overwrites word 1, which a layout may read).
        let (size, first, count) = match self.model.size_and_slots(obj) {
            Some((size, first, count)) => match (u32::try_from(first), u32::try_from(count)) {
                (Ok(first), Ok(count)) if count != TRACE => (size, first, count),
                _ => (size, 0, TRACE),
            },
            None => (self.model.object_size(obj), 0, TRACE),
        };
        let new = self.old.alloc(size, false);
        object::copy_object(obj, new, size);
        let cards = if size_class(size).is_none() { header::CARDS } else { 0 };
        object::set_header(new, header::promoted(hdr, self.color, cards));
        object::forward(obj, new);
        if self.keep_copied {
            self.copied.push(new);
        }
        self.unscanned.push(Unscanned { obj: new, first, count });
        self.promoted += size;
        new
    }

    /// Process every slot of `obj`: a plain loop over its reference words when
    /// the model describes them as a contiguous range, else through `trace_object`.
    fn trace(&mut self, obj: Address) {
        match self.model.size_and_slots(obj) {
            Some((_, first, count)) => self.process_range(obj, first, count),
            None => self.trace_whole(obj),
        }
    }

    /// Process words `first .. first + count` of `obj`.
    #[inline(always)]
    fn process_range(&mut self, obj: Address, first: usize, count: usize) {
        for i in first..first + count {
            self.process_slot(object::slot_ptr(obj, i));
        }
    }

    /// Process the slots `trace_object` names.
    fn trace_whole(&mut self, obj: Address) {
        let model = self.model;
        model.trace_object(obj, &mut |slot| self.process_slot(slot));
    }

    /// Step 2: trace the remembered objects and re-arm their barrier.
    fn process_remembered(&mut self, remembered: &[Address]) {
        for &obj in remembered {
            self.trace(obj);
            object::set_header(obj, object::header(obj) | header::OLD | header::TRACK_YOUNG_PTRS);
        }
    }

    /// Step 2b: process the dirty cards of the carded objects (the part of
    /// each card within the object's reference words) and clean them;
    /// returns the number of cards.
    fn process_carded(&mut self, carded: &[Address], ranges: &mut Vec<(Address, usize, usize)>) -> usize {
        let mut dirty = 0;
        for &obj in carded {
            let slots = self.model.size_and_slots(obj).map(|(_, first, count)| (first, first + count));
            cards::drain_dirty(obj, |from, to| {
                dirty += 1;
                let (from, to) = match slots {
                    Some((first, end)) => (from.max(first), to.min(end)),
                    None => (from, to),
                };
                if from >= to {
                    return;
                }
                match slots {
                    Some(_) => self.process_range(obj, from, to - from),
                    None => {
                        let model: &dyn ObjectModel = self.model;
                        cards::for_each_slot(model, obj, from, to, &mut |slot| self.process_slot(slot));
                    }
                }
                if self.keep_copied {
                    ranges.push((obj, from, to));
                }
            });
            object::set_header(obj, object::header(obj) & !header::CARDS_SET);
        }
        dirty
    }

    /// Step 3: trace the newest unscanned copy until none remains.
    fn scan_copied(&mut self) {
        while let Some(u) = self.unscanned.pop() {
            match u.count {
                TRACE => self.trace_whole(u.obj),
                count => self.process_range(u.obj, u.first as usize, count as usize),
            }
        }
    }
}
