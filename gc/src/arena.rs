//! Arenas: 1 MiB mappings of 64 pools, the unit old space takes from the OS.
//!
//! Owns one arena's mapping and which of its pools are free. Choosing among
//! arenas, and the spare arena, belong to `old_space.rs`.
//!
//! 1. `Arena::new` maps `ARENA_SIZE` bytes aligned to `ARENA_SIZE` (map 2 MiB,
//!    trim both ends: see `os.rs`), so every pool is aligned to `POOL_SIZE`
//!    and the arena of any address is `addr & !(ARENA_SIZE - 1)`. All pools
//!    start free.
//! 2. `take_pool` hands out the free pool with the lowest index (keeping the
//!    used part of an arena dense at its start).
//! 3. `return_pool` marks a pool free again and releases its pages with
//!    `madvise(MADV_DONTNEED)`; if that is impossible (pages larger than a
//!    pool, or the kernel refuses) it zeroes the pool instead. Asked to keep
//!    the pool resident, it zeroes it in place and marks it so: taking it
//!    again then takes no page faults (a released pool's four pages each
//!    fault on first use; `old_space.rs` bounds how many stay resident).
//!
//! Why these sizes (reference/obmalloc-arenas-thread.txt): 16 KiB pools beat
//! 4 KiB ones for obmalloc on 64-bit machines (fewer pool switches, header
//! overhead 0.4%), and 1 MiB arenas with 16 KiB pools were the combination
//! measured there; whole arenas are rarely freed by real programs, which is
//! why we also release memory at page granularity per pool.
//!
//! Invariant: a free pool's memory reads as zeros (never touched since the
//! mapping, released by `madvise`, or zeroed), which `Pool::init` and the
//! zeroed-allocation contract of old space rely on.
//!
//! Must never: release or unmap a pool that is in use.

use crate::address::Address;
use crate::os::{page_size, Mapping};
use crate::pool::POOL_SIZE;

/// Size and alignment of an arena.
pub const ARENA_SIZE: usize = 1 << 20;
/// Pools per arena.
pub const POOLS_PER_ARENA: usize = ARENA_SIZE / POOL_SIZE;

const _: () = assert!(POOLS_PER_ARENA == 64, "the free-pool mask is one u64");

/// One arena.
pub(crate) struct Arena {
    /// The arena memory; unmapped when the arena is dropped.
    memory: Mapping,
    /// Bit `i` set ⇔ pool `i` is free. Cleared by `take_pool`, set by `return_pool`.
    free: u64,
    /// Bit `i` set ⇔ pool `i` is free and was kept resident (zeroed, its
    /// pages kept) by `return_pool`.
    resident: u64,
}

impl Arena {
    /// Step 1: map a fresh arena, every pool free.
    pub(crate) fn new() -> Arena {
        let memory = Mapping::new_aligned(ARENA_SIZE, ARENA_SIZE);
        debug_assert!(memory.start().is_aligned(ARENA_SIZE) && memory.len() == ARENA_SIZE);
        Arena { memory, free: u64::MAX, resident: 0 }
    }

    /// First byte of the arena.
    pub(crate) fn base(&self) -> Address {
        self.memory.start()
    }

    /// Number of free pools kept resident.
    pub(crate) fn resident_pools(&self) -> usize {
        self.resident.count_ones() as usize
    }

    /// Number of free pools.
    pub(crate) fn free_pools(&self) -> usize {
        self.free.count_ones() as usize
    }

    /// Are all pools free?
    pub(crate) fn is_empty(&self) -> bool {
        self.free == u64::MAX
    }

    /// Is pool `index` in use?
    pub(crate) fn pool_in_use(&self, index: usize) -> bool {
        self.free & (1 << index) == 0
    }

    /// The index of the first pool in use at or after `index`, if any.
    pub(crate) fn next_used_pool(&self, index: usize) -> Option<usize> {
        if index >= POOLS_PER_ARENA {
            return None;
        }
        let used = !self.free & (u64::MAX << index);
        (used != 0).then(|| used.trailing_zeros() as usize)
    }

    /// The base address of pool `index`.
    pub(crate) fn pool_base(&self, index: usize) -> Address {
        self.base().add(index * POOL_SIZE)
    }

    /// Step 2: take the free pool with the lowest index, and whether it
    /// was kept resident; `None` if all are in use.
    pub(crate) fn take_pool(&mut self) -> Option<(Address, bool)> {
        if self.free == 0 {
            return None;
        }
        let index = self.free.trailing_zeros() as usize;
        self.free &= !(1 << index);
        let resident = self.resident & (1 << index) != 0;
        self.resident &= !(1 << index);
        Some((self.pool_base(index), resident))
    }

    /// Step 3: the pool at `base` (in use, no longer referenced) becomes
    /// free, kept resident when `keep`. Returns true if its pages went back
    /// to the kernel.
    pub(crate) fn return_pool(&mut self, base: Address, keep: bool) -> bool {
        let offset = base.offset_from(self.base());
        let index = offset / POOL_SIZE;
        debug_assert!(index < POOLS_PER_ARENA && self.pool_in_use(index));
        self.free |= 1 << index;
        if !keep && page_size() <= POOL_SIZE && self.memory.release(offset, POOL_SIZE) {
            return true;
        }
        // SAFETY: the pool lies inside this arena's mapping and is free: no
        // object or header in it is referenced any more.
        unsafe { std::ptr::write_bytes(base.as_ptr::<u8>(), 0, POOL_SIZE) };
        if keep {
            self.resident |= 1 << index;
        }
        false
    }
}
