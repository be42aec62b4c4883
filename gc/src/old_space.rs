//! Old space, first version: bump allocation in 1 MiB chunks, nothing freed.
//!
//! Owns the memory of every object that survived a minor collection or was
//! allocated directly as old (large objects, long-lived VM objects).
//!
//! This version is deliberately simple and will be replaced by size-class
//! pools, arenas and an incremental mark-sweep (DESIGN.md, "The heap"). It is
//! kept behind a small interface so the swap touches nothing else:
//! `alloc(size)`, `contains(addr)`, `for_each_object(model, visit)`,
//! `bytes_in_use()`, `bytes_reserved()`.
//!
//! 1. `alloc(size)` for `size <= DEDICATED_MAPPING_SIZE`: bump in the current
//!    chunk; if it does not fit, map a new 1 MiB chunk and bump there (the
//!    old chunk's tail stays unused).
//! 2. `alloc(size)` above `DEDICATED_MAPPING_SIZE` (a quarter chunk, so a
//!    chunk never wastes more than a quarter on its tail): a mapping of its
//!    own.
//! 3. Nothing is ever freed: there is no major collection yet, so old space
//!    only grows until the `Heap` is dropped, which unmaps everything.
//!
//! Invariants: each chunk's `[start, cursor)` holds objects back to back;
//! memory comes zeroed from the kernel and is never reused, so a fresh old
//! object reads as zeros until the VM initializes it; `index` maps the start
//! of every mapping to its end.
//!
//! Must never: move an object, or free one (no major collector exists yet).

use std::collections::BTreeMap;

use crate::address::Address;
use crate::model::ObjectModel;
use crate::object;
use crate::os::Mapping;

/// Size of a bump chunk.
pub(crate) const CHUNK_SIZE: usize = 1 << 20;
/// Objects larger than this get a mapping of their own.
pub(crate) const DEDICATED_MAPPING_SIZE: usize = CHUNK_SIZE / 4;

/// A bump-allocated chunk.
struct Chunk {
    /// The chunk memory.
    memory: Mapping,
    /// Next free byte; `[memory.start(), cursor)` holds objects.
    cursor: Address,
}

/// All of old space.
#[derive(Default)]
pub(crate) struct OldSpace {
    /// Bump chunks; the last one is the current allocation chunk.
    chunks: Vec<Chunk>,
    /// Objects with a mapping of their own, one object each at the mapping start.
    dedicated: Vec<Mapping>,
    /// Start → end of every mapping above, for `contains`.
    index: BTreeMap<Address, Address>,
    /// Sum of the sizes of all objects allocated.
    bytes_in_use: usize,
    /// Sum of the lengths of all mappings.
    bytes_reserved: usize,
}

impl OldSpace {
    /// Allocate `size` bytes (a multiple of 8, at least 16), zeroed, never moved.
    pub(crate) fn alloc(&mut self, size: usize) -> Address {
        debug_assert!(object::is_valid_size(size), "bad object size {size}");
        self.bytes_in_use += size;
        if size > DEDICATED_MAPPING_SIZE {
            return self.alloc_dedicated(size);
        }
        if let Some(addr) = self.bump(size) {
            return addr;
        }
        self.add_chunk();
        self.bump(size).expect("a fresh chunk holds any object up to DEDICATED_MAPPING_SIZE")
    }

    /// Bump `size` bytes in the current chunk, if they fit.
    fn bump(&mut self, size: usize) -> Option<Address> {
        let chunk = self.chunks.last_mut()?;
        let result = chunk.cursor;
        if size > chunk.memory.end().offset_from(result) {
            return None;
        }
        chunk.cursor = result.add(size);
        Some(result)
    }

    /// Map a new current chunk.
    fn add_chunk(&mut self) {
        let memory = self.register(Mapping::new(CHUNK_SIZE));
        let cursor = memory.start();
        self.chunks.push(Chunk { memory, cursor });
    }

    /// Give an object of `size` bytes its own mapping.
    fn alloc_dedicated(&mut self, size: usize) -> Address {
        let memory = self.register(Mapping::new(size));
        let start = memory.start();
        self.dedicated.push(memory);
        start
    }

    /// Record a new mapping in the index and the reserved total.
    fn register(&mut self, memory: Mapping) -> Mapping {
        self.index.insert(memory.start(), memory.end());
        self.bytes_reserved += memory.len();
        memory
    }

    /// Is `addr` inside a mapping of old space?
    pub(crate) fn contains(&self, addr: Address) -> bool {
        self.index.range(..=addr).next_back().is_some_and(|(_, &end)| addr < end)
    }

    /// Visit every old object (its header must be initialized), stopping at the
    /// first malformed object or error from `visit`.
    pub(crate) fn for_each_object(
        &self,
        model: &dyn ObjectModel,
        visit: &mut dyn FnMut(Address, usize) -> Result<(), String>,
    ) -> Result<(), String> {
        for chunk in &self.chunks {
            object::walk_objects(chunk.memory.start(), chunk.cursor, model, visit)?;
        }
        for memory in &self.dedicated {
            let obj = memory.start();
            visit(obj, object::checked_size(obj, memory.end(), model)?)?;
        }
        Ok(())
    }

    /// Bytes of objects allocated (nothing is freed yet, so this only grows).
    pub(crate) fn bytes_in_use(&self) -> usize {
        self.bytes_in_use
    }

    /// Bytes of memory mapped for old space.
    pub(crate) fn bytes_reserved(&self) -> usize {
        self.bytes_reserved
    }
}
