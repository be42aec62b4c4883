//! The object header word: its layout and every GC flag.
//!
//! Every heap object starts with one 64-bit header word, written by the VM
//! when it allocates the object (the allocator writes nothing):
//!
//! ```text
//!  63                              32 31                     8 7        0
//! +----------------------------------+------------------------+----------+
//! |        type / shape id (VM)      |   VM bits (id hash...)  | GC flags |
//! +----------------------------------+------------------------+----------+
//! ```
//!
//! * bits 32..64: the VM's type or shape id; the GC only copies it and passes
//!   it to type counting.
//! * bits 8..32: 24 bits owned by the VM (it keeps an identity hash there);
//!   the GC never changes them, and a copied object keeps them.
//! * bits 0..8: GC flags, listed below. The VM writes them as zero (use
//!   [`make_header`]) and preserves them afterwards (use [`with_vm_bits`] and
//!   [`with_type_id`] to change its parts of a live header).
//!
//! The GC flags, with who sets and who clears each:
//!
//! * [`FORWARDED`] — this nursery object has been copied to old space and its
//!   second word holds the new address. Set by the minor collector on the
//!   nursery copy, right after copying. Never cleared: the nursery is reset
//!   wholesale at the end of the collection, so the flag dies with the memory.
//!   It is the reason every object is at least 16 bytes.
//! * [`TRACK_YOUNG_PTRS`] — this old object is *not* in the remembered set, so
//!   a store of a young pointer into it must be recorded. Set by the minor
//!   collector on every object it copies and, after tracing it, on every
//!   object of the remembered set. Cleared by the write barrier's slow path
//!   when it pushes the object onto the remembered set. Objects allocated
//!   directly in old space start without it (the VM writes flags zero) because
//!   they start in the remembered set. Nursery objects never have it, which is
//!   why the barrier is a no-op on them. The JIT inlines the test of this bit.
//!   The same bit is the incremental marker's barrier: an old object written
//!   since the last minor collection is in the remembered set, and during
//!   marking that collection re-grays it if it was already marked (`major.rs`).
//! * [`OLD`] — the object lives in old space. Set by the minor collector on
//!   every object it copies, and on a directly-allocated old object when the
//!   next minor collection processes it (its header was written by the VM
//!   with flags zero). Never cleared: when the sweeper frees an old object it
//!   overwrites the whole header with 0, which marks a *freed slot* (no live
//!   object has header 0, since the VM's type ids are at least 1).
//! * [`MARK`] — the major collector's mark bit, read through a *colour* that
//!   flips every cycle (epoch flip). The heap keeps `color`, either 0 or
//!   `MARK`; an old object is *marked in the current cycle* iff
//!   `header & MARK == color` (see `major.rs`). Consequences:
//!   - starting a cycle flips `color`, which un-marks every old object at
//!     once, without touching any header;
//!   - the marker sets the bit to `color` when it first reaches an object;
//!   - the sweeper frees objects whose bit differs from `color` and never
//!     needs to clear a bit on the survivors;
//!   - every new old object is *born with the current colour*: the minor
//!     collector writes `color` into every copy (`promoted`), and the heap
//!     writes it into each direct old allocation at the next minor collection
//!     (before any major step can run). During marking that makes new objects
//!     marked (they are also pushed gray); during sweeping it keeps them from
//!     being freed; while idle it makes them white once the next cycle flips
//!     the colour, like every other object.
//!
//!   Set by the marker and by the two birth points above; never cleared
//!   explicitly (the flip does it). Nursery objects never have it.
//!
//! * [`CARDS`] — this old object is large and has a card table (`cards.rs`):
//!   the write barrier given the written word's index marks a card instead
//!   of remembering the whole object. Set by the minor collector on a copy
//!   that went to a large block, and on a large direct old allocation when
//!   the next minor collection processes it. Never cleared.
//! * [`CARDS_SET`] — this carded object has a dirty card and is on the
//!   heap's `carded` list. Set by the barrier's slow path when it marks the
//!   first card; cleared by the minor collection that visits the cards. Its
//!   `TRACK_YOUNG_PTRS` stays set meanwhile, so every store keeps marking.
//!
//! Bits 6..8 are free for future flags (e.g. pinning).
//!
//! Must never: hold anything but `const fn`s over plain words; memory access
//! lives in `object.rs`.

/// Set on a copied nursery object; its second word holds the new address.
pub const FORWARDED: u64 = 1 << 0;
/// Set on an old object that is not in the remembered set (the barrier tests it).
pub const TRACK_YOUNG_PTRS: u64 = 1 << 1;
/// Set on an object that lives in old space.
pub const OLD: u64 = 1 << 2;
/// The major collector's mark bit, interpreted through the cycle's colour (module doc).
pub const MARK: u64 = 1 << 3;

/// Set on a large old object that has a card table.
pub const CARDS: u64 = 1 << 4;
/// Set on a carded object with a dirty card (it is on the heap's `carded` list).
pub const CARDS_SET: u64 = 1 << 5;

/// The eight bits the GC owns.
pub const GC_FLAGS_MASK: u64 = 0xff;
/// First bit of the VM's 24-bit field.
pub const VM_BITS_SHIFT: u32 = 8;
/// Mask of the VM's field once shifted down to bit 0.
pub const VM_BITS_MASK: u32 = 0x00ff_ffff;
/// First bit of the type / shape id.
pub const TYPE_ID_SHIFT: u32 = 32;

/// A fresh header: `type_id`, `vm_bits` (at most 24 bits), all GC flags clear.
#[inline(always)]
pub const fn make_header(type_id: u32, vm_bits: u32) -> u64 {
    debug_assert!(vm_bits <= VM_BITS_MASK, "vm_bits wider than 24 bits");
    ((type_id as u64) << TYPE_ID_SHIFT) | (((vm_bits & VM_BITS_MASK) as u64) << VM_BITS_SHIFT)
}

/// The type / shape id of `header`.
#[inline(always)]
pub const fn type_id(header: u64) -> u32 {
    (header >> TYPE_ID_SHIFT) as u32
}

/// The VM's 24 bits of `header`.
#[inline(always)]
pub const fn vm_bits(header: u64) -> u32 {
    (header >> VM_BITS_SHIFT) as u32 & VM_BITS_MASK
}

/// `header` with its VM bits replaced by `vm_bits` (at most 24 bits); flags and type id kept.
#[inline(always)]
pub const fn with_vm_bits(header: u64, vm_bits: u32) -> u64 {
    debug_assert!(vm_bits <= VM_BITS_MASK, "vm_bits wider than 24 bits");
    let field = (VM_BITS_MASK as u64) << VM_BITS_SHIFT;
    (header & !field) | (((vm_bits & VM_BITS_MASK) as u64) << VM_BITS_SHIFT)
}

/// `header` with its type id replaced by `type_id`; flags and VM bits kept.
#[inline(always)]
pub const fn with_type_id(header: u64, type_id: u32) -> u64 {
    (header & 0xffff_ffff) | ((type_id as u64) << TYPE_ID_SHIFT)
}

/// Does `header` have every bit of `flag` set?
#[inline(always)]
pub const fn has(header: u64, flag: u64) -> bool {
    header & flag == flag
}

/// The header of the old-space copy of a nursery object whose header is
/// `header`: same type id and VM bits, flags exactly `OLD | TRACK_YOUNG_PTRS`
/// plus the major collector's current colour `color` (0 or `MARK`) and
/// `cards` (`CARDS` for a copy in a large block, else 0).
#[inline(always)]
pub(crate) const fn promoted(header: u64, color: u64, cards: u64) -> u64 {
    (header & !GC_FLAGS_MASK) | OLD | TRACK_YOUNG_PTRS | color | cards
}

/// Is the old object with header `header` marked for colour `color` (0 or `MARK`)?
#[inline(always)]
pub(crate) const fn is_marked(header: u64, color: u64) -> bool {
    header & MARK == color
}

/// `header` marked with colour `color` (0 or `MARK`); other bits kept.
#[inline(always)]
pub(crate) const fn with_color(header: u64, color: u64) -> u64 {
    (header & !MARK) | color
}
