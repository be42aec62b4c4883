//! The interface the VM implements: object layouts and roots.
//!
//! The GC never knows an object layout. It asks the VM, through
//! [`ObjectModel`], for an object's size and for the slots that may hold
//! references, and through [`RootSet`] for every root slot. Both are called
//! only during a collection, a verification, or type counting.
//!
//! Contract (the GC's memory safety relies on it; a breach is a VM bug):
//!
//! 1. A reference is the 8-aligned address of an object's header, stored as
//!    the whole 64-bit word. Every word for which `is_reference` is true
//!    points to a live heap object (nursery or old space), never into the
//!    middle of one.
//! 2. `trace_object` and `visit_roots` pass pointers to 8-aligned words that
//!    stay valid for the duration of the callback; the GC may overwrite them
//!    with the new address of a moved object. The same slot content may
//!    appear in many roots; a slot may even be passed twice.
//! 3. Every object has its header and every reference slot initialized
//!    before the next allocation or collection (nursery memory is not zeroed;
//!    old-space memory starts zeroed).
//! 4. `object_size` and `trace_object` read only the object's own words
//!    (header included). During a minor collection they are never called on
//!    a nursery object after it was forwarded.
//!
//! Must never: allocate on the GC heap or re-enter the `Heap` from a callback.

use crate::address::Address;

/// Object layouts, implemented by the VM.
pub trait ObjectModel {
    /// Total size in bytes of the object at `obj`, header included; a multiple of 8, at least 16.
    fn object_size(&self, obj: Address) -> usize;
    /// Call `visit` with a pointer to every word of the object that may hold a reference.
    fn trace_object(&self, obj: Address, visit: &mut dyn FnMut(*mut u64));
    /// Does this word (from a traced slot or a root) point to a heap object?
    fn is_reference(&self, word: u64) -> bool;
    /// Sanity check used by the verifier: is this a header the VM could have
    /// written (type id in range etc.)? The GC passes the whole word; the VM
    /// should check only its own bits (8..64).
    fn header_is_valid(&self, header: u64) -> bool;

    /// Optional fast layout query for the minor collector's copy loop: the
    /// object's size and, when its reference words are exactly the contiguous
    /// word range `first .. first + count` (header is word 0), that range.
    /// `None` (the default) makes the collector use `object_size` and
    /// `trace_object`. When given, it must agree with them exactly.
    fn size_and_slots(&self, _obj: Address) -> Option<(usize, usize, usize)> {
        None
    }
}

/// A model behind a trait object is a model: the heap's entry points are
/// generic over the model (so the minor collector's copy loop inlines the
/// client's layout queries) and its slow paths pass `&dyn ObjectModel` on.
impl ObjectModel for &dyn ObjectModel {
    fn object_size(&self, obj: Address) -> usize {
        (**self).object_size(obj)
    }
    fn trace_object(&self, obj: Address, visit: &mut dyn FnMut(*mut u64)) {
        (**self).trace_object(obj, visit)
    }
    fn is_reference(&self, word: u64) -> bool {
        (**self).is_reference(word)
    }
    fn header_is_valid(&self, header: u64) -> bool {
        (**self).header_is_valid(header)
    }
    fn size_and_slots(&self, obj: Address) -> Option<(usize, usize, usize)> {
        (**self).size_and_slots(obj)
    }
}

/// Every root slot (interpreter registers, globals, constants, temporaries), implemented by the VM.
pub trait RootSet {
    /// Call `visit` with a pointer to every root slot; the GC may update it.
    fn visit_roots(&mut self, visit: &mut dyn FnMut(*mut u64));

    /// The roots a minor collection visits: every root that may hold a
    /// nursery object (a client may leave out roots it knows hold only old
    /// objects since the last collection). All of them unless overridden.
    fn visit_roots_for_minor(&mut self, visit: &mut dyn FnMut(*mut u64)) {
        self.visit_roots(visit)
    }
}
