//! The heap façade: the one type the VM and the JIT talk to.
//!
//! Owns the nursery, old space, the remembered set and the statistics, and
//! sequences them. The VM allocates like this (the JIT emits the same):
//!
//! 1. `try_alloc(size)`: inline bump in the nursery; on success the VM writes
//!    the header (`header::make_header`) and initializes every field before
//!    its next allocation.
//! 2. On failure, `collect_and_reserve(size, model, roots)` (cold): an object
//!    above the large-object threshold goes directly to old space; otherwise
//!    a minor collection empties the nursery and the object is bumped there.
//!    `alloc` bundles 1 and 2 and also routes large sizes past the fast path.
//! 3. After storing a reference into an object, the VM calls
//!    `write_barrier(obj)`: if the object is old and not yet remembered
//!    (`TRACK_YOUNG_PTRS` set) it joins the remembered set.
//! 4. Objects allocated directly in old space (`alloc_old`, large objects)
//!    join the remembered set at once, since their initializing stores may
//!    write young pointers without a barrier.
//!
//! Allocation sampling (DESIGN.md) will hook into `collect_and_reserve` by
//! moving `top` to a sampling point; it does not exist yet.
//!
//! Invariants between calls:
//! * every old object outside the remembered set has `OLD | TRACK_YOUNG_PTRS`
//!   and no reference into the nursery;
//! * every object in the remembered set is old and has `TRACK_YOUNG_PTRS` clear;
//! * the remembered set holds each object at most once.
//!
//! The heap trusts the VM (see `model.rs`): every address passed to
//! `write_barrier` is an object the heap handed out.
//!
//! Must never: collect outside `collect_and_reserve`/`collect_minor`, or touch
//! the fast path's counters from anywhere but the nursery.

use std::time::Instant;

use crate::address::Address;
use crate::config::{GcConfig, MIN_NURSERY_SIZE};
use crate::header::{self, TRACK_YOUNG_PTRS};
use crate::minor;
use crate::model::{ObjectModel, RootSet};
use crate::nursery::{Nursery, NurseryBounds};
use crate::object;
use crate::old_space::OldSpace;
use crate::stats::GcStats;
use crate::verify::{self, Spaces};

/// The garbage-collected heap.
pub struct Heap {
    /// The configuration, with `nursery_size` as actually mapped.
    config: GcConfig,
    /// Cached `config.large_object_threshold()`.
    large_object_threshold: usize,
    /// Where new objects are bump-allocated.
    nursery: Nursery,
    /// Where survivors and direct old allocations live.
    old: OldSpace,
    /// Old objects that may hold young references. Pushed by the write
    /// barrier and by direct old allocations; emptied by each minor collection.
    remembered: Vec<Address>,
    /// Scratch for the minor collector: the objects copied by the current (or
    /// last) collection. Kept to reuse its buffer.
    copied: Vec<Address>,
    /// With `count_types`: direct old allocations not yet type-counted (their
    /// headers are written by the VM after `alloc_old` returns).
    uncounted_old: Vec<Address>,
    /// Counters.
    stats: GcStats,
}

impl Heap {
    /// A heap with an empty nursery of `config.nursery_size` bytes, rounded up
    /// to whole pages and to at least `MIN_NURSERY_SIZE`.
    pub fn new(config: GcConfig) -> Heap {
        let nursery = Nursery::new(config.nursery_size.max(MIN_NURSERY_SIZE), config.stress);
        let config = GcConfig { nursery_size: nursery.size(), ..config };
        Heap {
            large_object_threshold: config.large_object_threshold(),
            config,
            nursery,
            old: OldSpace::default(),
            remembered: Vec::new(),
            copied: Vec::new(),
            uncounted_old: Vec::new(),
            stats: GcStats::default(),
        }
    }

    /// The configuration in force.
    pub fn config(&self) -> &GcConfig {
        &self.config
    }

    /// Objects larger than this go directly to old space (see `config.rs`).
    pub fn large_object_threshold(&self) -> usize {
        self.large_object_threshold
    }

    /// Address of the fast path's `{ free, top }` words; it never changes for
    /// the life of the heap, so JIT code can embed it as a constant.
    pub fn nursery_bounds(&self) -> *mut NurseryBounds {
        self.nursery.bounds_ptr()
    }

    /// The fast path: bump `size` bytes (a multiple of 8, at least 16) in the
    /// nursery, or `None` if they do not fit (always, in stress mode). Writes
    /// nothing into the object. It does not check the large-object threshold:
    /// use `alloc` when the size may exceed it.
    #[inline(always)]
    pub fn try_alloc(&mut self, size: usize) -> Option<Address> {
        debug_assert!(object::is_valid_size(size), "bad object size {size}");
        self.nursery.try_bump(size)
    }

    /// Allocate `size` bytes: the fast path when the size is small and fits,
    /// `collect_and_reserve` otherwise.
    #[inline(always)]
    pub fn alloc(&mut self, size: usize, model: &dyn ObjectModel, roots: &mut dyn RootSet) -> Address {
        if size <= self.large_object_threshold {
            if let Some(addr) = self.try_alloc(size) {
                return addr;
            }
        }
        self.collect_and_reserve(size, model, roots)
    }

    /// The slow path, run when `try_alloc` failed (nursery full, stress mode)
    /// or for a large size. Above the large-object threshold the object goes
    /// to old space (after a collection in stress mode, so every allocation
    /// point is exercised); otherwise a minor collection runs and `size` is
    /// bumped from the emptied nursery. Every reference the caller holds
    /// outside `roots` is invalid afterwards.
    #[cold]
    #[inline(never)]
    pub fn collect_and_reserve(&mut self, size: usize, model: &dyn ObjectModel, roots: &mut dyn RootSet) -> Address {
        let large = size > self.large_object_threshold;
        if !large || self.config.stress {
            self.collect_minor(model, roots);
        }
        if large {
            return self.alloc_old(size);
        }
        self.nursery.reserve_after_reset(size)
    }

    /// Allocate `size` bytes (a multiple of 8, at least 16) directly in old
    /// space, zeroed. The object joins the remembered set at once; the VM
    /// writes its header with flags zero, as for a nursery object.
    pub fn alloc_old(&mut self, size: usize) -> Address {
        let obj = self.old.alloc(size);
        self.remembered.push(obj);
        if self.config.count_types {
            self.uncounted_old.push(obj);
        }
        self.stats.bytes_allocated += size as u64;
        self.update_old_stats();
        obj
    }

    /// The write barrier: call after storing a reference into `obj`. Records
    /// `obj` in the remembered set if it is old and not yet recorded.
    #[inline(always)]
    pub fn write_barrier(&mut self, obj: Address) {
        if header::has(object::header(obj), TRACK_YOUNG_PTRS) {
            self.remember(obj);
        }
    }

    /// The barrier's slow part: runs once per old object between two minor
    /// collections, at the first store into it.
    #[cold]
    #[inline(never)]
    fn remember(&mut self, obj: Address) {
        object::set_header(obj, object::header(obj) & !TRACK_YOUNG_PTRS);
        self.remembered.push(obj);
    }

    /// Run a minor collection now (see `minor.rs`); afterwards the nursery is
    /// empty and every root is updated.
    pub fn collect_minor(&mut self, model: &dyn ObjectModel, roots: &mut dyn RootSet) {
        let start = Instant::now();
        self.count_nursery_types(model);
        self.stats.minor_collections += 1;
        self.stats.bytes_allocated += self.nursery.used_bytes() as u64;
        self.stats.remembered_max = self.stats.remembered_max.max(self.remembered.len());
        self.copied.clear();
        let promoted = minor::collect(&self.nursery, &mut self.old, &self.remembered, &mut self.copied, model, roots);
        if self.config.verify {
            self.nursery.poison_used();
        }
        self.nursery.reset();
        self.stats.bytes_promoted += promoted as u64;
        self.update_old_stats();
        self.stats.record_pause(start.elapsed());
        if self.config.verify {
            let spaces = self.spaces();
            verify::check_after_minor(&spaces, &self.copied, model, roots, self.stats.minor_collections);
        }
        self.remembered.clear();
    }

    /// With `count_types` on, add the nursery objects allocated since the last
    /// count, and the direct old allocations since then, to
    /// `stats().type_counts`. Does nothing with `count_types` off. Every
    /// allocated object must have its header written.
    pub fn count_nursery_types(&mut self, model: &dyn ObjectModel) {
        if !self.config.count_types {
            return;
        }
        let stats = &mut self.stats;
        let mut count = |obj: Address, size: usize| {
            stats.count_type(header::type_id(object::header(obj)), size);
            Ok(())
        };
        let (from, to) = self.nursery.take_uncounted();
        let walked = object::walk_objects(from, to, model, &mut count);
        let no_limit = Address::from_usize(usize::MAX);
        let olds = self
            .uncounted_old
            .drain(..)
            .try_for_each(|obj| count(obj, object::checked_size(obj, no_limit, model)?));
        if let Err(problem) = walked.and(olds) {
            panic!("pith-gc type counting: {problem} (a VM bug: header not written?)");
        }
    }

    /// Is `addr` inside the nursery?
    #[inline(always)]
    pub fn is_young(&self, addr: Address) -> bool {
        self.nursery.contains(addr)
    }

    /// Is `addr` inside old space?
    pub fn is_old(&self, addr: Address) -> bool {
        self.old.contains(addr)
    }

    /// The nursery's `[start, end)`.
    pub fn nursery_range(&self) -> (Address, Address) {
        (self.nursery.start(), self.nursery.end())
    }

    /// Number of objects in the remembered set now.
    pub fn remembered_len(&self) -> usize {
        self.remembered.len()
    }

    /// The counters.
    pub fn stats(&self) -> &GcStats {
        &self.stats
    }

    /// Total bytes allocated so far, including the nursery bytes not yet
    /// counted by a collection.
    pub fn bytes_allocated(&self) -> u64 {
        self.stats.bytes_allocated + self.nursery.used_bytes() as u64
    }

    /// Full-heap verification (see `verify.rs`): every object of the nursery
    /// and old space, every reference slot, the remembered set. Every
    /// allocated object must have its header written. Returns the first problem.
    pub fn verify_heap(&self, model: &dyn ObjectModel) -> Result<(), String> {
        verify::verify_heap(&self.spaces(), model)
    }

    /// The spaces, for the verifier.
    fn spaces(&self) -> Spaces<'_> {
        Spaces { nursery: &self.nursery, old: &self.old, remembered: &self.remembered }
    }

    /// Copy old space's totals into the stats.
    fn update_old_stats(&mut self) {
        self.stats.old_bytes_in_use = self.old.bytes_in_use() as u64;
        self.stats.old_bytes_reserved = self.old.bytes_reserved() as u64;
    }
}
