//! Old-space allocation buffers: fresh pools that compiled code fills by
//! bumping a cursor, for the objects of pretenured sites.
//!
//! Allocated one at a time (`Heap::alloc_pretenured`), a pretenured object
//! costs compiled code a call and a direct allocation's bookkeeping, about
//! fifty times a nursery bump. Instead the heap lends compiled code one
//! fresh pool per size class at a time:
//!
//! 1. `table()` is the address of `NUM_SIZE_CLASSES` `BufferBounds` (two
//!    words each, class order) that stays put for the heap's life. An
//!    object of class `c` goes at `cursor` when `cursor + slot_size(c) <=
//!    limit`; the code advances `cursor`, then writes the header and every
//!    field before anything can collect. Empty bounds (0, 0) always fail.
//! 2. When they fail, the client calls `Heap::alloc_buffered`: the class's
//!    buffer is retired (3) and a fresh pool is lent (zeroed, off its
//!    class's usable list, so no other allocation takes its slots); its
//!    first slot is the object asked for, the rest is the new buffer.
//! 3. Retiring a buffer gives its pool the slots the code used (they become
//!    the pool's allocated slots, as if bumped by `Pool::alloc`) and hands
//!    each object to the heap, which records it as a direct allocation
//!    (remembered set, fresh-old colouring, statistics): from then on it is
//!    an ordinary old object. Every buffer is retired at the start of each
//!    minor collection, and every collection starts with one.
//!
//! Until retired, a buffer's objects are invisible to the collector (past
//! their pool's bump: sweeps and the verifier skip them), which is safe
//! because nothing collects while one is outstanding (3).
//!
//! Must never: lend a pool that is not fresh, or leave a buffer
//! outstanding across a collection.

use crate::address::Address;
use crate::old_space::OldSpace;
use crate::pool::Pool;
use crate::size_class::{size_class, slot_size, NUM_SIZE_CLASSES};

/// One class's buffer as compiled code reads and writes it (1).
#[repr(C)]
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct BufferBounds {
    pub cursor: usize,
    pub limit: usize,
}

/// The buffers and the pools behind them.
pub(crate) struct OldBuffers {
    /// The table compiled code uses (1); boxed so its address is fixed.
    bounds: Box<[BufferBounds; NUM_SIZE_CLASSES]>,
    /// The pool lent for each class, with the slot its buffer started at.
    lent: [Option<(Pool, Address)>; NUM_SIZE_CLASSES],
}

impl Default for OldBuffers {
    fn default() -> Self {
        OldBuffers { bounds: Box::new([BufferBounds::default(); NUM_SIZE_CLASSES]), lent: [None; NUM_SIZE_CLASSES] }
    }
}

/// The class and slot size of an object of `size` bytes, if small.
pub fn buffer_slot(size: usize) -> Option<(usize, usize)> {
    size_class(size).map(|c| (c, slot_size(c)))
}

impl OldBuffers {
    /// Step 1: the table's address.
    pub(crate) fn table(&self) -> usize {
        self.bounds.as_ptr() as usize
    }

    /// Is any buffer outstanding?
    pub(crate) fn any_lent(&self) -> bool {
        self.lent.iter().any(Option::is_some)
    }

    /// Step 2 for class `class`, retired already: lends a fresh pool and
    /// returns its first slot, the rest of the pool being the new buffer.
    pub(crate) fn lend(&mut self, old: &mut OldSpace, class: usize) -> Address {
        debug_assert!(self.lent[class].is_none(), "lending class {class} twice");
        let pool = old.lend_pool(class);
        let first = pool.first_slot();
        self.lent[class] = Some((pool, first));
        self.bounds[class] = BufferBounds { cursor: first.add(slot_size(class)).as_usize(), limit: pool.end().as_usize() };
        first
    }

    /// Step 3 for class `class`: the pool takes back the slots used; the
    /// objects, for the heap to record: the first one's address, how many
    /// and their slot size (they lie one slot apart). None if no buffer.
    pub(crate) fn retire(&mut self, old: &mut OldSpace, class: usize) -> Option<(Address, usize, usize)> {
        let (pool, start) = self.lent[class].take()?;
        let cursor = Address::from_usize(self.bounds[class].cursor);
        self.bounds[class] = BufferBounds::default();
        Some((start, old.take_back_pool(pool, cursor), slot_size(class)))
    }
}
