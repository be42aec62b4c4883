//! Weak references: objects the VM registers as *weak holders*.
//!
//! Every word after a holder's header is a weak slot. The VM's model must
//! not report those words from `trace_object` (to the tracers a holder has
//! no references), so a holder never keeps what it refers to alive; the heap
//! updates or clears its slots at collection time instead:
//! * after a minor collection, for each holder registered since the one
//!   before (`young`): if it is a nursery object that was not copied, it is
//!   dead and dropped; otherwise (at its new address) each slot referring to
//!   a nursery object takes that object's new address if it was copied, else
//!   0, and the holder moves to `old`. A holder's slots are written once, at
//!   its creation, so after its first minor collection they refer to old
//!   objects only and later minor collections need not look at it: their
//!   cost is O(holders made since the last one);
//! * when marking finishes (the nursery is empty then): each holder that is
//!   not marked is garbage and dropped (the sweep will free it); each slot
//!   of a marked holder that refers to an unmarked object is cleared to 0.
//!
//! A cleared slot holds 0, which the model must never call a reference (the
//! VM reads it as "gone"). A holder that had a slot cleared is put once on
//! the `cleared` list, which the VM takes at a safe point, after the
//! collection (so callbacks never run inside one). Listed holders stay valid
//! until taken: they are old (a nursery holder survives only by being
//! copied), old objects do not move, and one that dies before it is taken is
//! dropped from the list when marking finishes, before the sweep frees it.
//!
//! Incremental marking needs nothing more for correctness (a referent the
//! program takes out of a holder and stores is caught by the write barrier or
//! the root rescan, as any other store), but `Heap::weak_referent_taken`
//! shades the referent anyway, so a referent in use is never cleared by the
//! cycle in progress.
//!
//! Must never: keep a referent alive; clear a slot whose object is alive;
//! leave a dead holder on a list past the marking that found it dead.

use crate::address::Address;
use crate::header;
use crate::major::Major;
use crate::model::ObjectModel;
use crate::nursery::Nursery;
use crate::object;

/// The registered holders.
#[derive(Default)]
pub(crate) struct WeakTable {
    /// Registered since the last minor collection (nursery or old).
    young: Vec<Address>,
    /// Processed by a minor collection: old, every slot refers to old space or is 0.
    old: Vec<Address>,
    /// Holders with a slot cleared since the VM last took the list; each once.
    cleared: Vec<Address>,
}

impl WeakTable {
    /// `holder` (just allocated, slots written) is a weak holder from now on.
    pub(crate) fn register(&mut self, holder: Address) {
        self.young.push(holder);
    }

    /// Every registered holder, in no particular order.
    pub(crate) fn holders(&self) -> impl Iterator<Item = Address> + '_ {
        self.old.iter().chain(&self.young).copied()
    }

    /// The holders cleared since the last call, each once.
    pub(crate) fn take_cleared(&mut self) -> Vec<Address> {
        std::mem::take(&mut self.cleared)
    }

    /// Are holders waiting to be taken?
    pub(crate) fn has_cleared(&self) -> bool {
        !self.cleared.is_empty()
    }

    /// The minor collection's part (module doc); runs after copying, while
    /// the nursery still holds the forwarding words. Returns the number of
    /// slots cleared.
    pub(crate) fn after_minor(&mut self, nursery: &Nursery, model: &dyn ObjectModel) -> usize {
        let mut cleared_slots = 0;
        for holder in std::mem::take(&mut self.young) {
            let holder = if nursery.contains(holder) {
                if !header::has(object::header(holder), header::FORWARDED) {
                    continue;
                }
                object::forwarding_address(holder)
            } else {
                holder
            };
            let n = clear_slots(holder, model, |target| {
                if !nursery.contains(target) {
                    return Some(target);
                }
                header::has(object::header(target), header::FORWARDED).then(|| object::forwarding_address(target))
            });
            if n > 0 {
                self.cleared.push(holder);
                cleared_slots += n;
            }
            self.old.push(holder);
        }
        cleared_slots
    }

    /// The end of marking's part (module doc). Returns the number of slots cleared.
    pub(crate) fn after_marking(&mut self, major: &Major, model: &dyn ObjectModel) -> usize {
        // Normally empty (marking finishes right after a minor collection);
        // any holder in it refers to old objects only, the nursery being empty.
        self.old.append(&mut self.young);
        self.old.retain(|&h| major.is_marked(h));
        self.cleared.retain(|&h| major.is_marked(h));
        let mut cleared_slots = 0;
        for &holder in &self.old {
            let n = clear_slots(holder, model, |target| major.is_marked(target).then_some(target));
            if n > 0 && !self.cleared.contains(&holder) {
                self.cleared.push(holder);
            }
            cleared_slots += n;
        }
        cleared_slots
    }

    /// Verifier: every slot of every holder is 0, a non-reference, or an
    /// old object (right after a minor collection).
    pub(crate) fn check(&self, nursery: &Nursery, model: &dyn ObjectModel) -> Result<(), String> {
        for holder in self.holders() {
            let words = model.object_size(holder) / 8;
            for i in 1..words {
                let word = object::read_slot(object::slot_ptr(holder, i));
                if model.is_reference(word) && nursery.contains(Address::from_word(word)) {
                    return Err(format!("weak holder {:#x} word {i} still refers to the nursery ({word:#x})", holder.as_word()));
                }
            }
        }
        Ok(())
    }
}

/// For each slot of `holder` that holds a reference, `keep(target)` gives
/// the address to keep (possibly a new one) or `None` to clear the slot to 0.
/// Returns the number of slots cleared.
fn clear_slots(holder: Address, model: &dyn ObjectModel, mut keep: impl FnMut(Address) -> Option<Address>) -> usize {
    let words = model.object_size(holder) / 8;
    let mut cleared = 0;
    for i in 1..words {
        let slot = object::slot_ptr(holder, i);
        let word = object::read_slot(slot);
        if !model.is_reference(word) {
            continue;
        }
        match keep(Address::from_word(word)) {
            Some(to) => object::write_slot(slot, to.as_word()),
            None => {
                object::write_slot(slot, 0);
                cleared += 1;
            }
        }
    }
    cleared
}
