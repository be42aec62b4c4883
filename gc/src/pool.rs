//! Pools: 16 KiB blocks of old space, each cut into equal slots of one size class.
//!
//! Owns the pool layout, the in-band [`PoolHeader`] and the per-class lists of
//! pools with room ([`PoolList`]). A pool is aligned to its size, so the
//! header of the pool holding any slot is found by masking the slot's address
//! ([`Pool::containing`]).
//!
//! ```text
//!  pool base (16 KiB aligned)
//!  +-------------+--------+--------+-----+--------+----------------+------+
//!  | PoolHeader  | slot 0 | slot 1 | ... | slot k | never used ... | tail |
//!  |  64 bytes   |        | (free) |     |        |                |      |
//!  +-------------+--------+--------+-----+--------+----------------+------+
//!                ^ first_slot               bump ^            end ^
//! ```
//!
//! 1. `init` (pool taken from its arena for class `c`): slots start right
//!    after the header; `bump = first_slot`; `end` is the end of the last whole
//!    slot; the free list is empty. The pool memory is zero (arena invariant).
//! 2. `alloc`: pop the free list if it is not empty (a recycled slot: stale
//!    contents, header 0), else bump (a never-used slot: zeros); `None` when
//!    both are exhausted (the pool is full).
//! 3. `free_slot` (the sweeper): write 0 into the slot's header word, link the
//!    slot into the free list through its word 1, and in verify mode poison
//!    the rest of the slot.
//! 4. When `allocated` drops to 0 old space returns the pool to its arena
//!    (which releases its pages); the header dies with them.
//!
//! A *freed slot* is recognizable by its header word 0: no allocated object
//! has header 0, because the VM's type ids are at least 1 and the VM writes a
//! header before the next allocation or collection (`model.rs`, point 3).
//! The walk over a pool (`slots`) therefore visits `[first_slot, bump)` and
//! skips header-0 slots; it never looks past `bump`.
//!
//! Invariants (for a pool in use):
//! * `first_slot <= bump <= end <= base + POOL_SIZE`, `end - first_slot` is a
//!   multiple of `slot_size`;
//! * `allocated` = number of slots in `[first_slot, bump)` with a non-zero
//!   header = `(bump - first_slot) / slot_size` − length of the free list;
//! * every free-list entry is a slot of this pool below `bump`, header 0;
//! * `linked` is 1 exactly when the pool is on its class's `PoolList`, which
//!   is exactly when it has room (non-empty free list or `bump < end`).
//!
//! Must never: be used on a pool that is not in use (its header memory may
//! have been released or unmapped); move or inspect objects beyond their
//! header word.

use crate::address::Address;
use crate::object::{self, WORD};
use crate::size_class::slot_size;

/// Size and alignment of a pool.
pub const POOL_SIZE: usize = 16 << 10;
/// Bytes at the start of each pool taken by its header; slots follow.
pub const POOL_HEADER_SIZE: usize = 64;

/// The header at the start of every pool in use. Lives in the pool memory;
/// read and written only through [`Pool`].
#[repr(C)]
struct PoolHeader {
    /// Size class served. Set by `init`; constant while the pool is in use.
    class: u32,
    /// Slot size in bytes (`slot_size(class)`). Set by `init`.
    slot_size: u32,
    /// Index of the owning arena in old space's arena table. Set by `init`.
    arena: u32,
    /// Allocated slots (live objects, or dead ones the sweeper has not reached).
    /// Incremented by `alloc`, decremented by `free_slot`.
    allocated: u32,
    /// First freed slot, 0 if none; each freed slot's word 1 links to the
    /// next. Pushed by `free_slot`, popped by `alloc`.
    free_list: usize,
    /// Next never-used slot. Set by `init`, advanced by `alloc`.
    bump: usize,
    /// End of the last whole slot. Set by `init`.
    end: usize,
    /// Previous pool on the class's usable list (0 if first). Written by `PoolList`.
    prev: usize,
    /// Next pool on the class's usable list (0 if last). Written by `PoolList`.
    next: usize,
    /// 1 while on the class's usable list. Written by `PoolList`.
    linked: u32,
    /// Padding to `POOL_HEADER_SIZE`.
    _pad: u32,
}

const _: () = assert!(std::mem::size_of::<PoolHeader>() <= POOL_HEADER_SIZE);
const _: () = assert!(POOL_HEADER_SIZE.is_multiple_of(16));

/// A handle to a pool in use: its base address.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Pool(Address);

impl Pool {
    /// The pool whose memory holds `addr` (any address inside a pool in use).
    #[inline(always)]
    pub(crate) fn containing(addr: Address) -> Pool {
        Pool(addr.align_down(POOL_SIZE))
    }

    /// The pool starting at `base`, which must be in use.
    pub(crate) fn at(base: Address) -> Pool {
        debug_assert!(base.is_aligned(POOL_SIZE));
        Pool(base)
    }

    /// Start of the pool (its header).
    pub(crate) fn base(self) -> Address {
        self.0
    }

    #[inline(always)]
    fn hdr(self) -> *mut PoolHeader {
        self.0.as_ptr()
    }

    /// Step 1: set up the zeroed pool at `base` to serve `class` for arena `arena`.
    pub(crate) fn init(base: Address, class: usize, arena: u32) -> Pool {
        let size = slot_size(class);
        let first = base.add(POOL_HEADER_SIZE);
        let slots = (POOL_SIZE - POOL_HEADER_SIZE) / size;
        let header = PoolHeader {
            class: class as u32,
            slot_size: size as u32,
            arena,
            allocated: 0,
            free_list: 0,
            bump: first.as_usize(),
            end: first.add(slots * size).as_usize(),
            prev: 0,
            next: 0,
            linked: 0,
            _pad: 0,
        };
        // SAFETY: `base` is a free pool of a live arena, mapped and aligned,
        // referenced by nothing; the header fits in its first 64 bytes.
        unsafe { base.as_ptr::<PoolHeader>().write(header) };
        Pool(base)
    }

    /// Size class served.
    #[inline(always)]
    pub(crate) fn class(self) -> usize {
        // SAFETY: `self` is a pool in use (type invariant); its header is initialized.
        unsafe { (*self.hdr()).class as usize }
    }

    /// Slot size in bytes.
    #[inline(always)]
    pub(crate) fn slot_size(self) -> usize {
        // SAFETY: as in `class`.
        unsafe { (*self.hdr()).slot_size as usize }
    }

    /// Index of the owning arena.
    pub(crate) fn arena(self) -> u32 {
        // SAFETY: as in `class`.
        unsafe { (*self.hdr()).arena }
    }

    /// Allocated slots.
    pub(crate) fn allocated(self) -> usize {
        // SAFETY: as in `class`.
        unsafe { (*self.hdr()).allocated as usize }
    }

    /// First slot.
    pub(crate) fn first_slot(self) -> Address {
        self.0.add(POOL_HEADER_SIZE)
    }

    /// Next never-used slot.
    pub(crate) fn bump(self) -> Address {
        // SAFETY: as in `class`.
        Address::from_usize(unsafe { (*self.hdr()).bump })
    }

    /// End of the last whole slot.
    pub(crate) fn end(self) -> Address {
        // SAFETY: as in `class`.
        Address::from_usize(unsafe { (*self.hdr()).end })
    }

    /// Head of the free list (`None` if empty).
    pub(crate) fn free_list(self) -> Option<Address> {
        // SAFETY: as in `class`.
        let head = unsafe { (*self.hdr()).free_list };
        (head != 0).then_some(Address::from_usize(head))
    }

    /// The free-list successor of the freed slot `slot`.
    pub(crate) fn next_free(slot: Address) -> Option<Address> {
        // SAFETY: `slot` is a freed slot (>= 16 bytes) of a pool in use; word 1 is its link.
        let next = unsafe { slot.add(WORD).load() };
        (next != 0).then_some(Address::from_word(next))
    }

    /// Does the pool have no room left?
    #[inline(always)]
    pub(crate) fn is_full(self) -> bool {
        // SAFETY: as in `class`.
        unsafe { (*self.hdr()).free_list == 0 && (*self.hdr()).bump == (*self.hdr()).end }
    }

    /// Step 2: a slot, and whether it was recycled from the free list (stale
    /// contents) rather than never used (zeros); `None` if the pool is full.
    #[inline]
    pub(crate) fn alloc(self) -> Option<(Address, bool)> {
        let h = self.hdr();
        // SAFETY: as in `class`; the free-list head is a freed slot of this
        // pool whose word 1 holds the next link (invariants in the module doc).
        unsafe {
            if (*h).free_list != 0 {
                let slot = Address::from_usize((*h).free_list);
                (*h).free_list = slot.add(WORD).load() as usize;
                (*h).allocated += 1;
                return Some((slot, true));
            }
            if (*h).bump < (*h).end {
                let slot = Address::from_usize((*h).bump);
                (*h).bump += (*h).slot_size as usize;
                (*h).allocated += 1;
                return Some((slot, false));
            }
        }
        None
    }

    /// Marks the never-used slots from the bump up to `cursor` (a slot
    /// boundary at most `end`) allocated, as if `alloc` had bumped them one
    /// by one: the slots a client filled in a lent pool
    /// (`old_buffers.rs`). Returns how many.
    pub(crate) fn claim_up_to(self, cursor: Address) -> usize {
        let h = self.hdr();
        // SAFETY: as in `class`; the caller's `cursor` lies on a slot
        // boundary between the bump and the end.
        unsafe {
            debug_assert!((*h).bump <= cursor.as_usize() && cursor.as_usize() <= (*h).end);
            let n = (cursor.as_usize() - (*h).bump) / (*h).slot_size as usize;
            (*h).bump = cursor.as_usize();
            (*h).allocated += n as u32;
            n
        }
    }

    /// Step 3: free the allocated slot `slot` of this pool. With `poison`,
    /// words 2.. of the slot are overwritten with `object::POISON`.
    pub(crate) fn free_slot(self, slot: Address, poison: bool) {
        debug_assert_eq!(Pool::containing(slot), self);
        let h = self.hdr();
        let size = self.slot_size();
        if poison {
            object::poison(slot.add(2 * WORD), slot.add(size));
        }
        // SAFETY: `slot` is an allocated slot of this pool in use (caller), at
        // least 16 bytes; the header is initialized.
        unsafe {
            slot.store(0);
            slot.add(WORD).store((*h).free_list as u64);
            (*h).free_list = slot.as_usize();
            debug_assert!((*h).allocated > 0);
            (*h).allocated -= 1;
        }
    }

    /// The slots ever allocated, `[first_slot, bump)` in address order,
    /// freed ones included (their header is 0).
    pub(crate) fn slots(self) -> impl Iterator<Item = Address> {
        let size = self.slot_size();
        let (first, bump) = (self.first_slot(), self.bump());
        (0..bump.offset_from(first) / size).map(move |i| first.add(i * size))
    }

    /// The slot holding `addr`, or `None` if `addr` lies in the header or the tail.
    pub(crate) fn slot_of(self, addr: Address) -> Option<Address> {
        let first = self.first_slot();
        if addr < first || addr >= self.end() {
            return None;
        }
        let size = self.slot_size();
        Some(first.add(addr.offset_from(first) / size * size))
    }
}

/// A class's list of pools with room, doubly linked through the pool headers.
/// The allocator takes slots from the first pool.
#[derive(Clone, Copy, Default)]
pub(crate) struct PoolList {
    /// First pool, `None` if the list is empty.
    head: Option<Pool>,
}

impl PoolList {
    /// The first pool.
    #[inline(always)]
    pub(crate) fn first(&self) -> Option<Pool> {
        self.head
    }

    /// Is `pool` on a list?
    pub(crate) fn is_linked(pool: Pool) -> bool {
        // SAFETY: `pool` is in use (type invariant).
        unsafe { (*pool.hdr()).linked != 0 }
    }

    /// Put `pool` (not on any list) first.
    pub(crate) fn push_front(&mut self, pool: Pool) {
        debug_assert!(!PoolList::is_linked(pool));
        // SAFETY: `pool` and the current head are pools in use.
        unsafe {
            let h = pool.hdr();
            (*h).prev = 0;
            (*h).next = self.head.map_or(0, |p| p.base().as_usize());
            (*h).linked = 1;
            if let Some(old) = self.head {
                (*old.hdr()).prev = pool.base().as_usize();
            }
        }
        self.head = Some(pool);
    }

    /// Take `pool`, which is on this list, off it.
    pub(crate) fn remove(&mut self, pool: Pool) {
        debug_assert!(PoolList::is_linked(pool));
        // SAFETY: `pool` and its neighbours are pools in use on this list.
        unsafe {
            let h = pool.hdr();
            let (prev, next) = ((*h).prev, (*h).next);
            if prev == 0 {
                self.head = (next != 0).then(|| Pool(Address::from_usize(next)));
            } else {
                (*Pool(Address::from_usize(prev)).hdr()).next = next;
            }
            if next != 0 {
                (*Pool(Address::from_usize(next)).hdr()).prev = prev;
            }
            (*h).prev = 0;
            (*h).next = 0;
            (*h).linked = 0;
        }
    }
}
