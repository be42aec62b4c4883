//! Old space: size-class pools in mmap'ed arenas for small objects, system
//! allocations for large ones.
//!
//! Owns the memory of every object that survived a minor collection or was
//! allocated directly as old (`alloc_old`, `alloc_immortal`, large objects),
//! and the bookkeeping that frees it again when the major collector's
//! sweeper finds an object dead. It never decides liveness itself.
//!
//! The layers (constants in `size_class.rs`, `pool.rs`, `arena.rs`):
//!
//! ```text
//!  arena (1 MiB, 1 MiB-aligned mmap)  = 64 pools
//!  pool  (16 KiB, 16 KiB-aligned)     = 64-byte header + slots of one size class
//!  slot  (16..1024 bytes, step 16)    = one small object, or freed (header 0)
//!  large object (> 1024 bytes)        = its own malloc'ed block (`large.rs`)
//! ```
//!
//! Allocation (`alloc`):
//! 1. A large size goes to `LargeObjects`.
//! 2. A small size picks its class; the first pool on the class's usable
//!    list gives a slot (free list first, then bump). A pool that becomes
//!    full leaves the list.
//! 3. If the list is empty, a new pool is taken: from the *most used* arena
//!    that still has a free pool (fewest free pools; ties by lowest index),
//!    else from the spare arena, else from an arena mapped ahead (8), else
//!    from a newly mapped arena. Filling the
//!    fullest arenas first lets the emptiest ones drain and be released — the
//!    heuristic obmalloc adopted (reference/obmalloc-arenas-thread.txt).
//! 4. Direct allocations get zeroed memory (recycled slots are cleared);
//!    copies from the nursery do not (the copy overwrites the object).
//!
//! Freeing (`sweep_pool`, `free_large`, driven by `sweep.rs`):
//! 5. Dead slots get header 0 and join their pool's free list; a full pool
//!    that gains room rejoins its class's usable list.
//! 6. A pool whose last slot is freed leaves the usable list and returns to
//!    its arena, whose `return_pool` hands its pages back with `madvise` —
//!    unless fewer than `resident_limit` free pools are resident
//!    (`GcConfig::resident_free_pools`): then it stays resident, zeroed, and
//!    step 3 reuses it with no page faults. A program whose old objects die
//!    and are replaced in bulk (float: a list of 100 k points per run) paid
//!    four page faults per 16 KiB pool at every reuse.
//! 7. An arena whose last pool is returned becomes the *spare* if there is
//!    none, and is unmapped otherwise. Keeping one empty arena mapped (its
//!    pages already released, so it costs address space only) stops a
//!    program that oscillates around an arena boundary from mapping and
//!    unmapping an arena at every cycle (CPython bpo-37257, same thread).
//!
//! 8. Arenas mapped ahead (`prepare`): after each minor collection the heap
//!    asks for room for the next one's survivors; arenas are mapped until
//!    the free pools of partial arenas plus the arenas mapped ahead cover
//!    it, and each new one is handed to the prefaulter (`prefault.rs`),
//!    which backs it with pages while the program runs, so copying into it
//!    takes no page faults. They stay free until step 3 takes them.
//!
//! Accounting: `bytes_in_use` is the sum of *footprints* (slot size for a
//! small object, exact size for a large one; `size_class::old_footprint`), so
//! freeing never needs the dead object's size from the VM. `bytes_reserved`
//! counts memory that may hold RAM: the pools in use, the free pools kept
//! resident and the large objects; other free pools are either never
//! touched or released.
//!
//! Invariants:
//! * every arena in `arenas` is mapped; `by_base` maps exactly their bases;
//! * `partial` holds exactly the arenas with both free and used pools, keyed
//!   by (free pools, index); a full arena is in neither `partial` nor `spare`;
//!   the spare (if any) has every pool free;
//! * a pool is on `usable[class]` exactly when it is in use and has room;
//! * `bytes_in_use` = Σ footprints of allocated slots and large objects.
//!
//! Must never: move an object; free an object on its own initiative; hand out
//! a slot that is still allocated.

use std::collections::{BTreeSet, HashMap};
use crate::word_hash::BuildWordHasher;

use crate::address::Address;
use crate::arena::Arena;
use crate::large::LargeObjects;
use crate::model::ObjectModel;
use crate::object;
use crate::pool::{Pool, PoolList};

pub use crate::arena::{ARENA_SIZE, POOLS_PER_ARENA};
pub use crate::pool::{POOL_HEADER_SIZE, POOL_SIZE};
pub use crate::size_class::{old_footprint, size_class, slot_size, NUM_SIZE_CLASSES, SIZE_CLASS_STEP, SMALL_OBJECT_LIMIT};

/// Where an address lies in old space (`Heap::old_location`; tests and the verifier).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OldLocation {
    /// Inside slot `slot` of the pool at `pool` (found by masking the address).
    Slot {
        /// The pool's base address (its header).
        pool: Address,
        /// The slot holding the address.
        slot: Address,
        /// The pool's slot size.
        slot_size: usize,
        /// The pool's size class.
        class: usize,
        /// Is the slot allocated (below the pool's bump, header non-zero)?
        allocated: bool,
    },
    /// Inside an arena, but in a free pool or in a pool's header or tail.
    Unused,
    /// Inside the large object at `start` of `size` bytes.
    Large {
        /// The object's start.
        start: Address,
        /// Its size.
        size: usize,
    },
}

/// A position of the sweeper: the next pool to look at is pool `pool` of arena `arena` or later.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PoolCursor {
    /// Index in the arena table.
    pub(crate) arena: usize,
    /// Pool index within that arena.
    pub(crate) pool: usize,
}

/// Old-space totals, copied into `GcStats`.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct OldUsage {
    /// Σ footprints of allocated objects.
    pub(crate) bytes_in_use: usize,
    /// Pools in use × `POOL_SIZE` + large-object bytes (memory that may hold RAM).
    pub(crate) bytes_reserved: usize,
    /// Mapped arenas × `ARENA_SIZE` + large-object bytes (address space).
    pub(crate) bytes_mapped: usize,
    /// Mapped arenas other than the spare and those mapped ahead.
    pub(crate) arenas_in_use: usize,
    /// Empty arenas: the spare (steps 7) and those mapped ahead (step 8).
    pub(crate) arenas_spare: usize,
    /// Arenas mapped since the start.
    pub(crate) arenas_mapped_total: u64,
    /// Arenas unmapped since the start.
    pub(crate) arenas_released_total: u64,
    /// Pools serving a size class.
    pub(crate) pools_in_use: usize,
    /// Pools whose pages were released since the start.
    pub(crate) pools_released_total: u64,
    /// Large objects.
    pub(crate) large_objects: usize,
    /// Their bytes.
    pub(crate) large_bytes: usize,
}

/// All of old space.
pub(crate) struct OldSpace {
    /// The arena table. A pool header stores its arena's index here; `None`
    /// marks the entry of an unmapped arena, reused by the next new arena.
    arenas: Vec<Option<Arena>>,
    /// Indices of the `None` entries of `arenas`.
    vacant: Vec<u32>,
    /// Arenas mapped now (the spare included).
    arenas_mapped: usize,
    /// `base / ARENA_SIZE` → index, for every mapped arena (`contains`, `locate`).
    by_base: HashMap<usize, u32, BuildWordHasher>,
    /// Arenas with both free and used pools, as (free pools, index); step 3
    /// takes the first. Updated whenever a pool is taken or returned.
    partial: BTreeSet<(u32, u32)>,
    /// The empty arena kept mapped (step 7), if any.
    spare: Option<u32>,
    /// Empty arenas mapped ahead of need (step 8), taken last first.
    ready: Vec<u32>,
    /// Per size class, the pools in use that have room.
    usable: [PoolList; NUM_SIZE_CLASSES],
    /// The large objects.
    large: LargeObjects,
    /// Σ footprints of allocated objects (see Accounting).
    bytes_in_use: usize,
    /// Pools in use (serving a class).
    pools_in_use: usize,
    /// Arenas mapped since the start (a measure of mmap calls).
    arenas_mapped_total: u64,
    /// Arenas unmapped since the start.
    arenas_released_total: u64,
    /// Pools whose pages went back to the kernel since the start.
    pools_released_total: u64,
    /// Free pools kept resident (step 6), and how many may be.
    resident_free: usize,
    resident_limit: usize,
}

impl Default for OldSpace {
    fn default() -> OldSpace {
        OldSpace {
            arenas: Vec::new(),
            vacant: Vec::new(),
            arenas_mapped: 0,
            by_base: HashMap::default(),
            partial: BTreeSet::new(),
            spare: None,
            ready: Vec::new(),
            usable: [PoolList::default(); NUM_SIZE_CLASSES],
            large: LargeObjects::default(),
            bytes_in_use: 0,
            pools_in_use: 0,
            arenas_mapped_total: 0,
            arenas_released_total: 0,
            pools_released_total: 0,
            resident_free: 0,
            resident_limit: 0,
        }
    }
}

impl OldSpace {
    /// Keep up to `pools` free pools resident (step 6).
    pub(crate) fn set_resident_limit(&mut self, pools: usize) {
        self.resident_limit = pools;
    }

    /// Allocate `size` bytes (a multiple of 8, at least 16), never moved;
    /// zeroed if `zeroed` (direct allocations), raw otherwise (copies).
    #[inline]
    pub(crate) fn alloc(&mut self, size: usize, zeroed: bool) -> Address {
        debug_assert!(object::is_valid_size(size), "bad object size {size}");
        let Some(class) = size_class(size) else {
            self.bytes_in_use += size;
            return self.large.alloc(size, zeroed);
        };
        let pool = match self.usable[class].first() {
            Some(pool) => pool,
            None => self.new_pool(class),
        };
        let (slot, recycled) = pool.alloc().expect("a pool on the usable list has room");
        if pool.is_full() {
            self.usable[class].remove(pool);
        }
        let footprint = slot_size(class);
        if recycled && zeroed {
            // SAFETY: the slot was just taken from a pool in use; it is
            // `footprint` bytes of mapped memory that nothing references.
            unsafe { std::ptr::write_bytes(slot.as_ptr::<u8>(), 0, footprint) };
        }
        self.bytes_in_use += footprint;
        slot
    }

    /// A fresh pool of `class` lent to an allocation buffer
    /// (`old_buffers.rs`): every slot unused and zero, and off the class's
    /// usable list, so no allocation here takes its slots.
    pub(crate) fn lend_pool(&mut self, class: usize) -> Pool {
        let pool = self.new_pool(class);
        self.usable[class].remove(pool);
        pool
    }

    /// Takes back a lent pool whose slots up to `cursor` were filled:
    /// they become its allocated slots (counted in use), and the pool
    /// rejoins the usable list if it has room. Returns how many.
    pub(crate) fn take_back_pool(&mut self, pool: Pool, cursor: Address) -> usize {
        let used = pool.claim_up_to(cursor);
        self.bytes_in_use += used * pool.slot_size();
        if !pool.is_full() {
            self.usable[pool.class()].push_front(pool);
        }
        used
    }

    /// Step 3: take a pool for `class` and put it on the class's usable list.
    #[cold]
    fn new_pool(&mut self, class: usize) -> Pool {
        let index = match self.partial.first() {
            Some(&(_, index)) => index,
            None => match self.spare.take().or_else(|| self.ready.pop()) {
                Some(index) => index,
                None => self.map_arena(),
            },
        };
        let arena = self.arenas[index as usize].as_mut().expect("listed arenas are mapped");
        let before = arena.free_pools() as u32;
        let (base, resident) = arena.take_pool().expect("a partial or empty arena has a free pool");
        self.resident_free -= usize::from(resident);
        let after = before - 1;
        self.partial.remove(&(before, index));
        if after > 0 {
            self.partial.insert((after, index));
        }
        self.pools_in_use += 1;
        let pool = Pool::init(base, class, index);
        self.usable[class].push_front(pool);
        pool
    }

    /// Step 8: maps arenas ahead until the free pools of partial arenas,
    /// the spare and the arenas mapped ahead hold at least `bytes`, and has
    /// `prefaulter` back the new ones with pages.
    pub(crate) fn prepare(&mut self, bytes: usize, prefaulter: &mut crate::prefault::Prefaulter) {
        let partial_free: usize = self.partial.iter().map(|&(free, _)| free as usize * POOL_SIZE).sum();
        let mut room = partial_free + (usize::from(self.spare.is_some()) + self.ready.len()) * ARENA_SIZE;
        while room < bytes {
            let index = self.map_arena();
            self.ready.push(index);
            let base = self.arenas[index as usize].as_ref().expect("just mapped").base();
            prefaulter.request(base, ARENA_SIZE);
            room += ARENA_SIZE;
        }
    }

    /// Map a new arena; returns its index.
    fn map_arena(&mut self) -> u32 {
        let arena = Arena::new();
        let key = arena.base().as_usize() / ARENA_SIZE;
        let index = match self.vacant.pop() {
            Some(index) => {
                self.arenas[index as usize] = Some(arena);
                index
            }
            None => {
                self.arenas.push(Some(arena));
                (self.arenas.len() - 1) as u32
            }
        };
        self.by_base.insert(key, index);
        self.arenas_mapped += 1;
        self.arenas_mapped_total += 1;
        index
    }

    /// Steps 6–7: return the pool (no allocated slot left) to its arena.
    fn release_pool(&mut self, pool: Pool) {
        debug_assert_eq!(pool.allocated(), 0);
        if PoolList::is_linked(pool) {
            self.usable[pool.class()].remove(pool);
        }
        let index = pool.arena();
        let arena = self.arenas[index as usize].as_mut().expect("a pool's arena is mapped");
        let before = arena.free_pools() as u32;
        let keep = self.resident_free < self.resident_limit;
        if arena.return_pool(pool.base(), keep) {
            self.pools_released_total += 1;
        } else if keep {
            self.resident_free += 1;
        }
        self.pools_in_use -= 1;
        if before > 0 {
            self.partial.remove(&(before, index));
        }
        if !arena.is_empty() {
            self.partial.insert((before + 1, index));
        } else if self.spare.is_none() {
            self.spare = Some(index);
        } else {
            let arena = self.arenas[index as usize].take().expect("checked above");
            self.resident_free -= arena.resident_pools();
            self.by_base.remove(&(arena.base().as_usize() / ARENA_SIZE));
            self.vacant.push(index);
            self.arenas_mapped -= 1;
            self.arenas_released_total += 1;
            drop(arena); // unmaps
        }
    }

    /// Steps 5–6 for one pool: free every allocated slot whose header fails
    /// `is_live` (poisoning them if `poison`). Returns (objects, bytes) freed.
    pub(crate) fn sweep_pool(&mut self, pool: Pool, poison: bool, is_live: impl Fn(u64) -> bool) -> (usize, usize) {
        let mut freed = 0;
        for slot in pool.slots() {
            let hdr = object::header(slot);
            if hdr != 0 && !is_live(hdr) {
                pool.free_slot(slot, poison);
                freed += 1;
            }
        }
        let bytes = freed * pool.slot_size();
        self.bytes_in_use -= bytes;
        if pool.allocated() == 0 {
            self.release_pool(pool);
        } else if freed > 0 && !PoolList::is_linked(pool) {
            self.usable[pool.class()].push_front(pool);
        }
        (freed, bytes)
    }

    /// The first pool in use at or after `cursor` (arena table order), with its position.
    pub(crate) fn next_pool(&self, mut cursor: PoolCursor) -> Option<(PoolCursor, Pool)> {
        while cursor.arena < self.arenas.len() {
            if let Some(arena) = &self.arenas[cursor.arena] {
                if let Some(index) = arena.next_used_pool(cursor.pool) {
                    let at = PoolCursor { arena: cursor.arena, pool: index };
                    return Some((at, Pool::at(arena.pool_base(index))));
                }
            }
            cursor = PoolCursor { arena: cursor.arena + 1, pool: 0 };
        }
        None
    }

    /// Up to `max` large objects at or after `from`, in address order, into `into`.
    pub(crate) fn large_batch(&self, from: Address, max: usize, into: &mut Vec<(Address, usize)>) {
        self.large.batch_from(from, max, into);
    }

    /// Free the large object at `start` (the sweeper found it dead); returns its size.
    pub(crate) fn free_large(&mut self, start: Address) -> usize {
        let size = self.large.free(start);
        self.bytes_in_use -= size;
        size
    }

    /// Is `addr` inside old space (an arena, or a large object)?
    pub(crate) fn contains(&self, addr: Address) -> bool {
        self.by_base.contains_key(&(addr.as_usize() / ARENA_SIZE)) || self.large.find(addr).is_some()
    }

    /// Where `addr` lies in old space, `None` if outside.
    pub(crate) fn locate(&self, addr: Address) -> Option<OldLocation> {
        if let Some(&index) = self.by_base.get(&(addr.as_usize() / ARENA_SIZE)) {
            let arena = self.arenas[index as usize].as_ref().expect("indexed arenas are mapped");
            if !arena.pool_in_use(addr.offset_from(arena.base()) / POOL_SIZE) {
                return Some(OldLocation::Unused);
            }
            let pool = Pool::containing(addr);
            let Some(slot) = pool.slot_of(addr) else { return Some(OldLocation::Unused) };
            let allocated = slot < pool.bump() && object::header(slot) != 0;
            let (slot_size, class) = (pool.slot_size(), pool.class());
            return Some(OldLocation::Slot { pool: pool.base(), slot, slot_size, class, allocated });
        }
        self.large.find(addr).map(|(start, size)| OldLocation::Large { start, size })
    }

    /// Visit every allocated old object (its header must be initialized) with
    /// its size, pools first (arena table order), then large objects; stops
    /// at the first malformed object (size not fitting its slot or block) or
    /// error from `visit`.
    pub(crate) fn for_each_object(
        &self,
        model: &dyn ObjectModel,
        visit: &mut dyn FnMut(Address, usize) -> Result<(), String>,
    ) -> Result<(), String> {
        let mut cursor = PoolCursor::default();
        while let Some((at, pool)) = self.next_pool(cursor) {
            let size = pool.slot_size();
            for slot in pool.slots() {
                if object::header(slot) != 0 {
                    visit(slot, object::checked_size(slot, slot.add(size), model)?)?;
                }
            }
            cursor = PoolCursor { arena: at.arena, pool: at.pool + 1 };
        }
        for (start, size) in self.large.iter() {
            visit(start, object::checked_size(start, start.add(size), model)?)?;
        }
        Ok(())
    }

    /// Visit every pool in use (for the verifier's pool checks).
    pub(crate) fn for_each_pool(&self, visit: &mut dyn FnMut(Pool) -> Result<(), String>) -> Result<(), String> {
        let mut cursor = PoolCursor::default();
        while let Some((at, pool)) = self.next_pool(cursor) {
            visit(pool)?;
            cursor = PoolCursor { arena: at.arena, pool: at.pool + 1 };
        }
        Ok(())
    }

    /// Is `pool` on its class's usable list? (Verifier.)
    pub(crate) fn is_usable(&self, pool: Pool) -> bool {
        PoolList::is_linked(pool)
    }

    /// Σ footprints of allocated objects.
    #[inline]
    pub(crate) fn bytes_in_use(&self) -> usize {
        self.bytes_in_use
    }

    /// The totals for the statistics.
    pub(crate) fn usage(&self) -> OldUsage {
        let mapped = self.arenas_mapped;
        let spare = usize::from(self.spare.is_some()) + self.ready.len();
        OldUsage {
            bytes_in_use: self.bytes_in_use,
            bytes_reserved: (self.pools_in_use + self.resident_free) * POOL_SIZE + self.large.bytes(),
            bytes_mapped: mapped * ARENA_SIZE + self.large.bytes(),
            arenas_in_use: mapped - spare,
            arenas_spare: spare,
            arenas_mapped_total: self.arenas_mapped_total,
            arenas_released_total: self.arenas_released_total,
            pools_in_use: self.pools_in_use,
            pools_released_total: self.pools_released_total,
            large_objects: self.large.len(),
            large_bytes: self.large.bytes(),
        }
    }
}

const _: () = assert!(POOLS_PER_ARENA * POOL_SIZE == ARENA_SIZE);
