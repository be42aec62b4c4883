//! Raw access to objects in GC-managed memory: the only place the collector
//! reads or writes heap words.
//!
//! Owns the small functions that touch object memory (header, forwarding
//! word, slots, copying, poisoning) and the linear walk over contiguously
//! allocated objects used by the verifier and by type counting.
//!
//! Walk over a range `[from, to)` filled with objects back to back:
//! 1. check the header at the cursor with `header_is_valid`;
//! 2. ask `object_size`, check it is a multiple of 8, at least 16, and ends
//!    at or before `to`;
//! 3. visit the object, advance the cursor by its size; stop at `to`.
//!
//! Invariant relied on by every function here (the "heap-object invariant"):
//! the address given is the header of an object inside the nursery or old
//! space, whose memory is mapped for the heap's lifetime and is never borrowed
//! by a Rust reference (the heap only ever accesses it through raw pointers).
//! The collector upholds it by passing only addresses it allocated or that
//! the VM's `ObjectModel` vouched for (see `model.rs`, contract point 1).
//!
//! Must never: be called with an address the heap did not hand out.

use crate::address::Address;
use crate::header;
use crate::model::ObjectModel;

/// Bytes in a word.
pub(crate) const WORD: usize = 8;
/// Smallest object: header plus the word that holds a forwarding address.
pub(crate) const MIN_OBJECT_SIZE: usize = 2 * WORD;
/// Word written over dead nursery memory, and over freed old-space slots
/// (after their header and link words), in verify mode. Its type id
/// (0xdeaddead) is no sane VM's, and it has none of the GC flags, so a
/// dangling reference fails `header_is_valid` instead of looking forwarded.
pub(crate) const POISON: u64 = 0xdead_dead_dead_dea0;

/// Is `size` a valid object size: a multiple of 8, at least 16?
#[inline(always)]
pub(crate) const fn is_valid_size(size: usize) -> bool {
    size.is_multiple_of(WORD) && size >= MIN_OBJECT_SIZE
}

/// The header word of `obj`.
#[inline(always)]
pub(crate) fn header(obj: Address) -> u64 {
    // SAFETY: heap-object invariant (module doc): `obj` is a mapped, aligned header word.
    unsafe { obj.load() }
}

/// Overwrite the header word of `obj`.
#[inline(always)]
pub(crate) fn set_header(obj: Address, header: u64) {
    // SAFETY: heap-object invariant (module doc): `obj` is a mapped, aligned header word.
    unsafe { obj.store(header) }
}

/// The new address of a nursery object whose header has `FORWARDED`.
#[inline(always)]
pub(crate) fn forwarding_address(obj: Address) -> Address {
    debug_assert!(header::has(header(obj), header::FORWARDED));
    // SAFETY: heap-object invariant; every object has a second word (size >= 16).
    Address::from_word(unsafe { obj.add(WORD).load() })
}

/// Mark the nursery object `obj` as moved to `to`: set `FORWARDED`, store `to` in word 1.
#[inline(always)]
pub(crate) fn forward(obj: Address, to: Address) {
    set_header(obj, header(obj) | header::FORWARDED);
    // SAFETY: heap-object invariant; every object has a second word (size >= 16).
    unsafe { obj.add(WORD).store(to.as_word()) }
}

/// Copy the `size` bytes of the object at `from` to the fresh space at `to`.
#[inline(always)]
pub(crate) fn copy_object(from: Address, to: Address, size: usize) {
    debug_assert!(is_valid_size(size));
    // SAFETY: `from` is a whole object of `size` bytes in the nursery (heap-object
    // invariant) and `to` was just allocated with `size` bytes in old space;
    // the nursery and old space are distinct mappings, so the ranges are disjoint.
    // Small objects (most survivors) word by word, inline; others by memcpy.
    let (f, t) = (from.as_ptr::<u64>(), to.as_ptr::<u64>());
    match size / 8 {
        2 => copy_words::<2>(f, t),
        3 => copy_words::<3>(f, t),
        4 => copy_words::<4>(f, t),
        5 => copy_words::<5>(f, t),
        6 => copy_words::<6>(f, t),
        // SAFETY: as above.
        _ => unsafe { std::ptr::copy_nonoverlapping(from.as_ptr::<u8>(), to.as_ptr::<u8>(), size) },
    }
}

/// Copies `N` words from `f` to `t`, which `copy_object` guarantees are
/// disjoint, aligned objects of at least `N` words.
#[inline(always)]
fn copy_words<const N: usize>(f: *const u64, t: *mut u64) {
    // SAFETY: see `copy_object`.
    unsafe { t.cast::<[u64; N]>().write(f.cast::<[u64; N]>().read()) }
}

/// The word in the slot `slot` (a root or an object field the VM handed us).
#[inline(always)]
pub(crate) fn read_slot(slot: *mut u64) -> u64 {
    // SAFETY: model.rs contract point 2: slots from `trace_object` and
    // `visit_roots` are valid, aligned words for the duration of the callback.
    unsafe { slot.read() }
}

/// Store `word` into the slot `slot` (see `read_slot`).
#[inline(always)]
pub(crate) fn write_slot(slot: *mut u64, word: u64) {
    // SAFETY: model.rs contract point 2, as in `read_slot`.
    unsafe { slot.write(word) }
}

/// Fill `[from, to)` (8-aligned: the dead part of the nursery, or a freed
/// old-space slot after its header and link words) with [`POISON`].
pub(crate) fn poison(from: Address, to: Address) {
    let words = to.offset_from(from) / WORD;
    // SAFETY: the caller passes dead, mapped, aligned heap memory that no
    // object or Rust reference uses any more.
    unsafe { std::slice::from_raw_parts_mut(from.as_ptr::<u64>(), words).fill(POISON) }
}

/// Visit every object of `[from, to)`, which holds objects back to back (see
/// the module doc), calling `visit(obj, size)`. Stops at the first malformed
/// object, or the first error from `visit`, and returns its description.
pub(crate) fn walk_objects(
    from: Address,
    to: Address,
    model: &dyn ObjectModel,
    visit: &mut dyn FnMut(Address, usize) -> Result<(), String>,
) -> Result<(), String> {
    let mut obj = from;
    while obj < to {
        let size = checked_size(obj, to, model)?;
        visit(obj, size)?;
        obj = obj.add(size);
    }
    Ok(())
}

/// The size of the object at `obj`, after checking its header and that it is
/// well formed and ends at or before `limit`.
pub(crate) fn checked_size(obj: Address, limit: Address, model: &dyn ObjectModel) -> Result<usize, String> {
    let hdr = header(obj);
    if !model.header_is_valid(hdr) {
        return Err(format!("object {obj}: invalid header {hdr:#018x}"));
    }
    let size = model.object_size(obj);
    if !is_valid_size(size) {
        return Err(format!("object {obj}: bad size {size} (header {hdr:#018x})"));
    }
    if size > limit.offset_from(obj) {
        return Err(format!("object {obj}: size {size} runs past the end of its space at {limit}"));
    }
    Ok(size)
}

/// Pointer to word `i` of the object at `obj` (for the copy loop).
#[inline(always)]
pub(crate) fn slot_ptr(obj: Address, i: usize) -> *mut u64 {
    // SAFETY: callers pass `i` within the object's words (from the model's
    // `size_and_slots`); computing the pointer does not dereference it.
    unsafe { obj.as_ptr::<u64>().add(i) }
}
