//! Large objects: old objects above `SMALL_OBJECT_LIMIT` (1 KiB), one system
//! allocation each.
//!
//! Owns the memory of every large object and the registry that lets the
//! sweeper, the verifier and `contains` enumerate and find them.
//!
//! 1. `alloc(size, zeroed)` asks the system allocator (`std::alloc`, 16-byte
//!    alignment) for exactly `size` bytes — zeroed for direct allocations, raw
//!    for copies from the nursery — and records `start → size`.
//! 2. `free(start)` forgets the object and returns its memory.
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
//! freed, each a `size`-byte block with 16-byte alignment; blocks never
//! overlap, so an interior address finds its object with one ordered lookup.
//!
//! Must never: free an object the sweeper did not find dead, or hand out
//! memory that overlaps a registered block.

use std::alloc::{self, Layout};
use std::collections::BTreeMap;

use crate::address::Address;

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

fn layout(size: usize) -> Layout {
    Layout::from_size_align(size, ALIGN).expect("pith-gc: large object size overflows")
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
        let start = Address::from_ptr(ptr);
        self.objects.insert(start, size);
        self.bytes += size;
        start
    }

    /// Step 2: free the large object at `start`; returns its size.
    pub(crate) fn free(&mut self, start: Address) -> usize {
        let size = self.objects.remove(&start).expect("pith-gc: freeing an unknown large object");
        self.bytes -= size;
        // SAFETY: `start` was returned by `alloc` with this layout and has just
        // been removed from the registry, so it is freed exactly once.
        unsafe { alloc::dealloc(start.as_ptr(), layout(size)) };
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
            unsafe { alloc::dealloc(start.as_ptr(), layout(size)) };
        }
    }
}
