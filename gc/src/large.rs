//! Large objects: old objects above `SMALL_OBJECT_LIMIT` (1 KiB), one system
//! allocation each.
//!
//! Owns the memory of every large object and the registry that lets the
//! sweeper, the verifier and `contains` enumerate and find them.
//!
//! 1. `alloc(size, zeroed)` asks the system allocator (`std::alloc`, 16-byte
//!    alignment) for a block of the object's card table (`cards.rs`) followed
//!    by `size` bytes — zeroed for direct allocations, raw for copies from
//!    the nursery — writes a clean table and records `start → size`, where
//!    `start` is the object's address, past the table.
//! 2. `free(start)` forgets the object and returns its block.
//! 3. Dropping the registry frees every object still in it.
//!
//! Why the system allocator rather than a mapping per object: most large
//! objects are 1–64 KiB (the nursery's large-object threshold caps what is
//! copied); a page-rounded mapping would waste up to 4 KiB on each and cost
//! two system calls, whereas malloc packs them, and itself maps the big ones
//! (glibc: at its mmap threshold, 128 KiB and up) so they go back to the OS
//! when freed.
//!
//! Invariants: the registry holds exactly the large objects allocated and not
//! freed, each `size` bytes with 16-byte alignment, preceded by its card
//! table in the same block; blocks never
//! overlap, so an interior address finds its object with one ordered lookup.
//!
//! Must never: free an object the sweeper did not find dead, or hand out
//! memory that overlaps a registered block.

use std::alloc::{self, Layout};
use std::collections::BTreeMap;

use crate::address::Address;
use crate::cards;

/// Alignment of a large object (as for pool slots).
const ALIGN: usize = 16;

/// Every large object.
#[derive(Default)]
pub(crate) struct LargeObjects {
    /// Start → size of every live large object, ordered by address.
    objects: BTreeMap<Address, usize>,
    /// Sum of the sizes.
    bytes: usize,
}

/// The layout of the block holding an object of `size` bytes and its card table.
fn layout(size: usize) -> Layout {
    let block = size.checked_add(cards::prefix_bytes(size)).expect("pith-gc: large object size overflows");
    Layout::from_size_align(block, ALIGN).expect("pith-gc: large object size overflows")
}

/// The start of the block of the object at `obj` of `size` bytes.
fn block_of(obj: Address, size: usize) -> *mut u8 {
    (obj.as_usize() - cards::prefix_bytes(size)) as *mut u8
}

impl LargeObjects {
    /// Step 1: a fresh block of `size` bytes (zeroed if `zeroed`).
    pub(crate) fn alloc(&mut self, size: usize, zeroed: bool) -> Address {
        let layout = layout(size);
        // SAFETY: `size` is positive (objects are at least 16 bytes).
        let ptr = unsafe { if zeroed { alloc::alloc_zeroed(layout) } else { alloc::alloc(layout) } };
        if ptr.is_null() {
            panic!("pith-gc: out of memory: allocation of a {size}-byte object failed");
        }
        // SAFETY: the block is `prefix_bytes(size) + size` bytes long.
        let start = Address::from_ptr(unsafe { ptr.add(cards::prefix_bytes(size)) });
        cards::init(start, size);
        self.objects.insert(start, size);
        self.bytes += size;
        start
    }

    /// Step 2: free the large object at `start`; returns its size.
    pub(crate) fn free(&mut self, start: Address) -> usize {
        let size = self.objects.remove(&start).expect("pith-gc: freeing an unknown large object");
        self.bytes -= size;
        // SAFETY: `start` was returned by `alloc` for this size (its block
        // starts the prefix before it) and has just been removed from the
        // registry, so it is freed exactly once.
        unsafe { alloc::dealloc(block_of(start, size), layout(size)) };
        size
    }

    /// The large object holding `addr` (interior addresses included): its start and size.
    pub(crate) fn find(&self, addr: Address) -> Option<(Address, usize)> {
        let (&start, &size) = self.objects.range(..=addr).next_back()?;
        (addr.offset_from(start) < size).then_some((start, size))
    }

    /// Up to `max` objects starting at or after `from`, in address order.
    pub(crate) fn batch_from(&self, from: Address, max: usize, into: &mut Vec<(Address, usize)>) {
        into.clear();
        into.extend(self.objects.range(from..).take(max).map(|(&a, &s)| (a, s)));
    }

    /// Every large object, in address order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (Address, usize)> + '_ {
        self.objects.iter().map(|(&a, &s)| (a, s))
    }

    /// Number of large objects.
    pub(crate) fn len(&self) -> usize {
        self.objects.len()
    }

    /// Sum of their sizes.
    pub(crate) fn bytes(&self) -> usize {
        self.bytes
    }
}

impl Drop for LargeObjects {
    fn drop(&mut self) {
        for (&start, &size) in &self.objects {
            // SAFETY: every registered block came from `alloc` with this
            // layout; the heap is going away, so nothing refers to it.
            unsafe { alloc::dealloc(block_of(start, size), layout(size)) };
        }
    }
}
