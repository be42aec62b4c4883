//! The heap façade: the one type the VM and the JIT talk to.
//!
//! Owns the nursery, old space, the remembered set, the immortal objects,
//! the major collector's state, the statistics and the log, and sequences
//! them. The VM allocates like this (the JIT emits the same):
//!
//! 1. `try_alloc(size)`: inline bump in the nursery; on success the VM writes
//!    the header (`header::make_header`) and initializes every field before
//!    its next allocation.
//! 2. On failure, `collect_and_reserve(size, model, roots)` (cold): an object
//!    above the large-object threshold goes directly to old space (after a
//!    minor collection once a nursery's worth of large objects came since
//!    the last one: large objects count as nursery allocation); otherwise
//!    a minor collection empties the nursery and the object is bumped there.
//!    `alloc` bundles 1 and 2 and also routes large sizes past the fast path.
//! 3. After storing a reference into an object, the VM calls
//!    `write_barrier(obj)`: if the object is old and not yet remembered
//!    (`TRACK_YOUNG_PTRS` set) it joins the remembered set. When it knows
//!    which word it wrote, it calls `write_barrier_at(obj, word)` instead:
//!    for a large object with a card table (`cards.rs`) that marks the
//!    word's card and puts the object on the `carded` list, so the next
//!    minor collection visits the dirty cards, not the whole object. After
//!    moving words around inside an object (an insertion into a list), it
//!    calls `write_barrier_moved(obj)`: a young reference may have left its
//!    dirty card, so a carded object with dirty cards is remembered whole.
//! 4. Objects allocated directly in old space (`alloc_old`, `alloc_immortal`,
//!    large objects) join the remembered set at once, since their
//!    initializing stores may write young pointers without a barrier. The
//!    next minor collection gives them `OLD` and the major collector's colour.
//!    A pretenured site's objects come this way too (`alloc_pretenured`,
//!    `pretenure.rs`; compiled code's from allocation buffers,
//!    `old_buffers.rs`, recorded so when their buffer is retired, at the
//!    latest as the next minor collection starts): the client samples survival for the heap
//!    (`sample_survival`), asks `is_pretenured(site)` in its slow path
//!    (`set_slow_allocation` sends every allocation there while code with a
//!    pretenured site runs), and runs a minor collection first when
//!    `pretenured_backlog_full`, so the remembered set stays a nursery's worth.
//!
//! After every minor collection (`collect_minor`, and the one inside
//! `collect_and_reserve`), the heap makes major progress (see `major.rs`):
//! 5. if major collections are enabled and a cycle is in progress, run one
//!    step; if none is, start one (and run its first step) when old bytes in
//!    use exceed `max(live after the last cycle × major_growth, 4 × nursery)`
//!    — or, in stress mode, every `STRESS_CYCLE_EVERY` minor collections;
//! 6. enforce the heap limit (below).
//!
//! A step's budget (`StepBudget`): by default scan 2 × nursery bytes or sweep
//! `2 × nursery / 16 KiB` (at least 16) pools and large objects (the nursery
//! as much of it as the current cycle fills, `nursery_sizing.rs`), raised to
//! twice what old space grew by since the previous step, so marking outruns
//! promotion; stress mode uses 256 bytes / 1 unit; `set_major_step_budget`
//! fixes it (tests, tuning). An incremental step also stops at a time limit
//! (`GcConfig::step_time_limit`, 4 ms), whatever is left of its budget. The
//! catch-up rule of `major.rs` bounds a cycle's length whatever the budget.
//!
//! Heap limit (`GcConfig::max_heap`, env `PITH_MAX_HEAP`). Contract with the VM:
//! * the heap counts old bytes in use plus the nursery size against the limit;
//! * when a minor collection leaves the heap over the limit, or a large
//!   allocation would take it over, the heap first runs a full collection;
//!   if the heap is still over the limit it carries on anyway (the VM cannot
//!   fail an allocation in the middle of an operation) and sets the sticky
//!   `over_limit` flag;
//! * the VM calls `take_over_limit()` at safe points (e.g. between bytecodes
//!   or at calls) and raises `MemoryError` in the program when it returns
//!   true; the flag is cleared by taking it;
//! * after a full collection that could not get under the limit, another
//!   one runs only once old space has grown by a nursery's worth, so a
//!   program that catches `MemoryError` and carries on is not collected at
//!   every minor collection;
//! * `would_exceed_limit(extra)` lets the VM refuse one huge allocation up
//!   front (e.g. `[0] * 10**10`) and raise `MemoryError` before trying.
//!
//! Allocation sampling (`sampling.rs`) moves `top` to the next sampling
//! point, for the client's allocation profiler and for pretenuring.
//!
//! Invariants between calls:
//! * every old object outside the remembered set has `OLD | TRACK_YOUNG_PTRS`
//!   and no reference into the nursery;
//! * every object in the remembered set is old and has `TRACK_YOUNG_PTRS` clear;
//! * an old object outside the remembered set that has `CARDS_SET` is on
//!   the `carded` list (once) and may hold young references in its dirty
//!   cards only; the `carded` list holds nothing else;
//! * the remembered set holds each object at most once;
//! * `fresh_old` ⊆ remembered set; its objects lack `OLD` until the next minor
//!   collection;
//! * a major step runs only right after a minor collection (empty nursery,
//!   empty remembered set, empty `carded` list).
//!
//! The heap trusts the VM (see `model.rs`): every address passed to
//! `write_barrier` is an object the heap handed out.
//!
//! Must never: collect outside `collect_and_reserve`, `collect_minor`,
//! `major_step` and `collect_full`; touch the fast path's counters from
//! anywhere but the nursery; free an immortal object.

use std::sync::atomic::{AtomicU8, AtomicUsize};
use std::time::{Duration, Instant};

use crate::address::Address;
use crate::cards;
use crate::config::{l2_cache_size, GcConfig, MIN_NURSERY_SIZE};
use crate::header::{self, CARDS, CARDS_SET, OLD, TRACK_YOUNG_PTRS};
use crate::log::{self, Category, Logger};
use crate::major::{Major, MajorPhase, StepBudget, StepContext, StepReport, Touched};
use crate::minor;
use crate::model::{ObjectModel, RootSet};
use crate::nursery::{Nursery, NurseryBounds};
use crate::object;
use crate::old_buffers::OldBuffers;
use crate::old_space::{old_footprint, OldLocation, OldSpace};
use crate::pretenure::{Pretenuring, SiteNews};
use crate::size_class::size_class;
use crate::stats::GcStats;
use crate::verify::{self, Spaces};
use crate::weak::WeakTable;

/// Stress mode starts a major cycle every this many minor collections (when idle).
pub const STRESS_CYCLE_EVERY: u64 = 16;

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
    /// Compiled code's allocation buffers for pretenured sites
    /// (`old_buffers.rs`, `alloc_buffered`).
    old_buffers: OldBuffers,
    /// Old objects that may hold young references. Pushed by the write
    /// barrier and by direct old allocations; emptied by each minor collection.
    remembered: Vec<Address>,
    /// Carded objects with a dirty card (`CARDS_SET`). Pushed by the card
    /// barrier; emptied by each minor collection.
    carded: Vec<Address>,
    /// Scratch for the minor collector: the objects copied by the current (or
    /// last) collection, and its scan stack. Kept to reuse their buffers.
    minor_scratch: minor::Scratch,
    /// With `count_types`: direct old allocations not yet type-counted (their
    /// headers are written by the VM after `alloc_old` returns).
    uncounted_old: Vec<Address>,
    /// Direct old allocations since the last minor collection, which gives
    /// them `OLD` and the current colour (their headers are written by the VM
    /// with flags zero), and `CARDS` if they are large. Pushed by
    /// `alloc_direct`, drained by `minor`.
    fresh_old: Vec<(Address, u64)>,
    /// Every immortal object (`alloc_immortal`); never freed, gray at every
    /// cycle start. Only grows.
    immortals: Vec<Address>,
    /// The major collector's state.
    major: Major,
    /// Run major steps after minor collections? Set from `config.major`, then
    /// by `set_major_enabled` (`gc.enable()`/`gc.disable()`).
    major_enabled: bool,
    /// The helper that backs arenas mapped ahead with pages (`prefault.rs`).
    prefaulter: crate::prefault::Prefaulter,
    /// A fixed step budget set by `set_major_step_budget`, if any.
    budget_override: Option<StepBudget>,
    /// Old bytes (footprints) allocated since the last major step while a
    /// cycle is in progress, for the budget's scaling. Reset by every step;
    /// stays 0 while idle, so a cycle's first step has the base budget.
    old_allocated_since_step: usize,
    /// Verify mode: what the last major step touched.
    touched: Touched,
    /// Sticky "over the heap limit" flag; set by `enforce_limit`, cleared by `take_over_limit`.
    over_limit: bool,
    /// After a full collection that left the heap over its limit: old bytes
    /// in use below which no new limit collection runs. 0 otherwise.
    limit_retry_at: usize,
    /// Major steps run so far, full collections' included (log numbering).
    steps_total: u64,
    /// The gc log, if `PITHLOG` selected a gc category.
    log: Option<Logger>,
    /// Weak holders (`weak.rs`).
    weak: WeakTable,
    /// The allocation sites' survival and decisions (`pretenure.rs`), when
    /// pretenuring is on.
    pretenuring: Option<Pretenuring>,
    /// Bytes `alloc_pretenured` allocated since the last minor collection.
    pretenured_since_minor: usize,
    /// Bytes of large objects allocated since the last minor collection:
    /// at a nursery's worth the next large allocation collects first, so a
    /// program that only makes large objects still makes major progress.
    large_since_minor: usize,
    /// Counters.
    stats: GcStats,
}

impl Heap {
    /// A heap with an empty nursery of `config.nursery_size` bytes, rounded up
    /// to whole pages and to at least `MIN_NURSERY_SIZE`. Opens the log (an
    /// error is reported on stderr and logging stays off) and writes the
    /// `gc-hardware` section.
    pub fn new(config: GcConfig) -> Heap {
        let nursery = Nursery::new(config.nursery_size.max(MIN_NURSERY_SIZE), config.stress);
        let config = GcConfig { nursery_size: nursery.size(), ..config };
        let log = config.log.as_ref().and_then(|log_config| match Logger::open(log_config) {
            Ok(logger) => Some(logger),
            Err(e) => {
                eprintln!("pith-gc: cannot open the log file: {e}; gc logging is off");
                None
            }
        });
        let pretenuring = config.pretenure.map(Pretenuring::new);
        let mut heap = Heap {
            large_object_threshold: config.large_object_threshold(),
            major_enabled: config.major,
            config,
            nursery,
            old: OldSpace::default(),
            old_buffers: OldBuffers::default(),
            remembered: Vec::new(),
            carded: Vec::new(),
            minor_scratch: minor::Scratch {
                copied: Vec::new(),
                keep_copied: false,
                unscanned: Vec::new(),
                card_ranges: Vec::new(),
                dirty_cards: 0,
            },
            uncounted_old: Vec::new(),
            fresh_old: Vec::new(),
            immortals: Vec::new(),
            major: Major::default(),
            prefaulter: Default::default(),
            budget_override: None,
            old_allocated_since_step: 0,
            touched: Touched::default(),
            over_limit: false,
            limit_retry_at: 0,
            steps_total: 0,
            log,
            weak: WeakTable::default(),
            pretenuring,
            pretenured_since_minor: 0,
            large_since_minor: 0,
            stats: GcStats::default(),
        };
        heap.log_hardware();
        heap.set_alloc_sampling(None);
        heap.old.set_resident_limit(heap.config.resident_free_pools);
        heap
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

    /// The nursery's allocation limit: writing 0 sends the next allocation
    /// to the slow path. Lives as long as the process (a signal handler may
    /// write it after the heap is gone).
    pub fn limit_word(&self) -> &'static AtomicUsize {
        self.nursery.limit_word()
    }

    /// Hold the allocation limit at 0 while `byte` is nonzero: every
    /// allocation then takes the slow path, including after a collection
    /// (see `nursery.rs`, 5).
    pub fn hold_limit_while(&mut self, byte: &'static AtomicU8) {
        self.nursery.hold_limit_while(byte);
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
    pub fn alloc<M: ObjectModel>(&mut self, size: usize, model: &M, roots: &mut dyn RootSet) -> Address {
        if size <= self.large_object_threshold {
            if let Some(addr) = self.try_alloc(size) {
                return addr;
            }
        }
        self.collect_and_reserve(size, model, roots)
    }

    /// The slow path, run when `try_alloc` failed (nursery full, stress mode)
    /// or for a large size. Above the large-object threshold the object goes
    /// to old space (after a minor collection in stress mode, so every
    /// allocation point is exercised, and once a nursery's worth of large
    /// objects came since the last one, so their garbage is collected as
    /// the nursery's would be; after a full collection if it would break the
    /// heap limit); otherwise a minor collection runs (with its major progress) and
    /// `size` is bumped from the emptied nursery. Every reference the caller
    /// holds outside `roots` is invalid afterwards.
    #[cold]
    #[inline(never)]
    pub fn collect_and_reserve<M: ObjectModel>(&mut self, size: usize, model: &M, roots: &mut dyn RootSet) -> Address {
        if size <= self.large_object_threshold {
            self.make_room(size, model, roots);
            return self.nursery.claim(size);
        }
        if self.config.stress || self.large_since_minor >= self.nursery.active_size() {
            self.collect_minor(model, roots);
        }
        if self.would_exceed_limit(size) {
            self.enforce_limit(size, model, roots);
        }
        self.large_since_minor += size;
        self.nursery.count_elsewhere(size);
        self.alloc_old(size)
    }

    /// Makes `size` bytes (at most the large-object threshold) free at the
    /// nursery's free pointer without claiming them: a minor collection
    /// runs unless they fit already (the fast path stopped at a sampling
    /// point, or below the caller's own more cautious limit). The caller
    /// claims exactly those bytes before anything else allocates (compiled
    /// code bumps the free word itself); the sampling points they cross are
    /// counted now. Every reference the caller holds outside `roots` is
    /// invalid afterwards.
    #[cold]
    #[inline(never)]
    pub fn make_room<M: ObjectModel>(&mut self, size: usize, model: &M, roots: &mut dyn RootSet) {
        assert!(size <= self.large_object_threshold, "pith-gc: make_room({size}) above the large-object threshold");
        if !self.nursery.fits(size) {
            self.collect_minor(model, roots);
        }
        self.nursery.reserve(size);
    }

    /// Allocation sampling (see `sampling`): one sample every `rate` bytes
    /// allocated through `alloc` and `collect_and_reserve`, or, with `None`,
    /// the pretenuring policy's rate (none when pretenuring is off). The
    /// client claims them with `take_alloc_samples` after each slow-path
    /// allocation.
    pub fn set_alloc_sampling(&mut self, rate: Option<usize>) {
        let rate = rate.or(self.pretenuring.as_ref().map(|p| p.policy().rate));
        self.nursery.set_sampling(rate);
    }

    // ---- pretenuring (`pretenure.rs`) ----------------------------------

    /// A sampling point fell in `obj`, just allocated at the client's site
    /// `key`: the next minor collection records whether it survived. Only
    /// nursery objects count.
    pub fn sample_survival(&mut self, obj: Address, key: u64) {
        if let Some(p) = self.pretenuring.as_mut() {
            if self.nursery.contains(obj) {
                p.sample(obj, key);
            }
        }
    }

    /// Are the objects of site `key` allocated in old space now?
    #[inline]
    pub fn is_pretenured(&self, key: u64) -> bool {
        self.pretenuring.as_ref().is_some_and(|p| p.is_pretenured(key))
    }

    /// Is any site pretenured now?
    #[inline]
    pub fn has_pretenured_sites(&self) -> bool {
        self.pretenuring.as_ref().is_some_and(|p| p.active() > 0)
    }

    /// Have sites been pretenured or sent back since `take_pretenure_news`?
    #[inline]
    pub fn has_pretenure_news(&self) -> bool {
        self.pretenuring.as_ref().is_some_and(|p| p.has_news())
    }

    /// The sites pretenured or sent back to the nursery since the last call.
    pub fn take_pretenure_news(&mut self) -> Vec<SiteNews> {
        self.pretenuring.as_mut().map_or_else(Vec::new, |p| p.take_news())
    }

    /// Allocates `size` bytes for a pretenured site: an `alloc_old` object
    /// (remembered at once; never collects), counted for the sampling and
    /// the statistics. Zeroed, as `alloc_old`.
    pub fn alloc_pretenured(&mut self, size: usize) -> Address {
        self.count_pretenured(1, size);
        self.alloc_direct_unrecorded(size)
    }

    /// Counts `count` objects of `bytes` in all allocated in old space
    /// for pretenured sites: towards the backlog, the sampling and the
    /// statistics.
    fn count_pretenured(&mut self, count: usize, bytes: usize) {
        self.pretenured_since_minor += bytes;
        self.nursery.count_elsewhere(bytes);
        self.stats.pretenured_objects += count as u64;
        self.stats.pretenured_bytes += bytes as u64;
    }

    /// Have the pretenured objects allocated since the last minor
    /// collection reached the nursery's active size? Each is in the
    /// remembered set, which that collection scans: the client collects
    /// before allocating more, so the scan stays as short as a nursery's.
    #[inline]
    pub fn pretenured_backlog_full(&self) -> bool {
        self.pretenured_since_minor >= self.nursery.active_size()
    }

    /// While on, every allocation fails the fast path (compiled code's
    /// included), so the client's slow path may send it to old space: the
    /// client turns it on while code with a pretenured site runs.
    pub fn set_slow_allocation(&mut self, on: bool) {
        self.nursery.set_slow_only(on);
    }

    /// Writes a `gc-pretenure` log section (when that category is on) with
    /// the lines `body` writes: the client names the sites.
    pub fn log_pretenure(&mut self, body: impl FnOnce(&mut String)) {
        if let Some(t0) = self.log_start(Category::Pretenure) {
            if let Some(log) = self.log.as_mut() {
                log.section(Category::Pretenure, t0, body);
            }
        }
    }

    /// The number of sampling points the last slow-path allocations crossed
    /// (each stands for `rate` bytes); resets the count.
    pub fn take_alloc_samples(&mut self) -> u32 {
        self.nursery.take_samples()
    }

    /// `take_alloc_samples` for a reservation made by `make_room`: the
    /// number of samples, the offset of the first in the reserved bytes,
    /// and the bytes between two (so a client that places several objects
    /// in the reservation can tell which object each sample fell in).
    pub fn take_alloc_samples_at(&mut self) -> (u32, usize, usize) {
        self.nursery.take_samples_at()
    }

    /// Allocate `size` bytes (a multiple of 8, at least 16) directly in old
    /// space, zeroed: a normal old object, freed by a major collection once
    /// unreachable. The object joins the remembered set at once; the VM
    /// writes its header with flags zero, as for a nursery object. Never
    /// collects (the heap limit is checked at the next minor collection).
    pub fn alloc_old(&mut self, size: usize) -> Address {
        self.alloc_direct(size)
    }

    /// Allocate `size` bytes directly in old space, zeroed, as an *immortal*
    /// object: never freed, and its fields are traced as roots by every major
    /// marking (classes, interned strings, code constants, builtin functions:
    /// objects the VM also references from places that are not roots). It
    /// starts in the remembered set like an `alloc_old` object, and the write
    /// barrier applies to it as to any old object.
    pub fn alloc_immortal(&mut self, size: usize) -> Address {
        let obj = self.alloc_direct(size);
        self.immortals.push(obj);
        obj
    }

    /// Step 4 of the module doc.
    fn alloc_direct(&mut self, size: usize) -> Address {
        let obj = self.alloc_direct_unrecorded(size);
        self.update_old_stats();
        obj
    }

    /// `alloc_direct` without refreshing the old-space statistics (the
    /// next collection does): for the many small objects of pretenured
    /// sites. Zeroed: the remembered set is scanned whether or not the
    /// object was reached, so one its client dropped before writing its
    /// fields (compiled code leaving the trace) must hold no stale words.
    fn alloc_direct_unrecorded(&mut self, size: usize) -> Address {
        let obj = self.old.alloc(size, true);
        self.record_direct(obj, 1, size);
        obj
    }

    /// Step 4's bookkeeping for `count` objects of `size` bytes placed one
    /// after another from `first` directly in old space: remembered,
    /// coloured and flagged old at the next minor collection, counted.
    fn record_direct(&mut self, first: Address, count: usize, size: usize) {
        let objects = (0..count).map(|i| first.add(i * size));
        let cards = if size_class(size).is_none() { CARDS } else { 0 };
        self.remembered.extend(objects.clone());
        self.fresh_old.extend(objects.clone().map(|o| (o, cards)));
        if self.config.count_types {
            self.uncounted_old.extend(objects);
        }
        self.stats.bytes_allocated += (count * size) as u64;
        if self.major.in_progress() {
            self.old_allocated_since_step += count * old_footprint(size);
        }
    }

    /// The address of the allocation buffers' bounds table for compiled
    /// code (`old_buffers.rs`, step 1); fixed for the heap's life.
    pub fn old_buffer_table(&self) -> usize {
        self.old_buffers.table()
    }

    /// A pretenured site's object of `size` bytes from a freshly lent
    /// allocation buffer (`old_buffers.rs`, step 2), whose other slots
    /// compiled code then fills inline; the class's previous buffer is
    /// retired first. `None` for a large size and in stress mode (where
    /// every allocation takes the slow path): the client allocates with
    /// `alloc_pretenured` instead. The memory is zero; the client writes
    /// the header and fields. Never collects.
    pub fn alloc_buffered(&mut self, size: usize) -> Option<Address> {
        let (class, _) = crate::old_buffers::buffer_slot(size)?;
        if self.config.stress {
            return None;
        }
        self.retire_buffer(size);
        let obj = self.old_buffers.lend(&mut self.old, class);
        self.update_old_stats();
        Some(obj)
    }

    /// Retires the allocation buffer of `size`'s class, if one is lent
    /// (`old_buffers.rs`, step 3): its objects become direct allocations
    /// of pretenured sites (counted towards `pretenured_backlog_full`).
    pub fn retire_buffer(&mut self, size: usize) {
        if let Some((class, _)) = crate::old_buffers::buffer_slot(size) {
            self.retire_class(class);
        }
    }

    /// Retires every allocation buffer: before anything that collects.
    fn retire_buffers(&mut self) {
        if self.old_buffers.any_lent() {
            for class in 0..crate::size_class::NUM_SIZE_CLASSES {
                self.retire_class(class);
            }
            self.update_old_stats();
        }
    }

    /// Step 3 of `old_buffers.rs` for class `class`: the objects of its
    /// buffer, `size` bytes apart, become direct allocations of pretenured
    /// sites (counted as `alloc_pretenured` counts them), recorded in one go.
    fn retire_class(&mut self, class: usize) {
        let Some((start, count, size)) = self.old_buffers.retire(&mut self.old, class) else { return };
        self.record_direct(start, count, size);
        self.count_pretenured(count, count * size);
        self.stats.buffered_objects += count as u64;
    }

    /// Makes `holder`, an object just allocated with its slots written, a
    /// weak holder: every word after its header is a weak slot, which the
    /// heap updates when its object moves and clears to 0 when it dies
    /// (`weak.rs`). The model must not trace those words.
    pub fn register_weak(&mut self, holder: Address) {
        self.weak.register(holder);
    }

    /// A program took `target` out of a weak slot: during marking it is
    /// shaded, so the cycle in progress does not clear it (`weak.rs`).
    pub fn weak_referent_taken(&mut self, target: Address) {
        if self.major.is_marking() && !self.nursery.contains(target) {
            self.major.shade(target);
        }
    }

    /// Have weak holders had slots cleared since `take_cleared_weak`?
    #[inline]
    pub fn has_cleared_weak(&self) -> bool {
        self.weak.has_cleared()
    }

    /// The weak holders that had a slot cleared since the last call, each
    /// once; all are old and alive (they stay where they are).
    pub fn take_cleared_weak(&mut self) -> Vec<Address> {
        self.weak.take_cleared()
    }

    /// Every weak holder registered and not known dead.
    pub fn weak_holders(&self) -> impl Iterator<Item = Address> + '_ {
        self.weak.holders()
    }

    /// The write barrier: call after storing a reference into `obj`. Records
    /// `obj` in the remembered set if it is old and not yet recorded.
    #[inline(always)]
    pub fn write_barrier(&mut self, obj: Address) {
        if header::has(object::header(obj), TRACK_YOUNG_PTRS) {
            self.remember(obj);
        }
    }

    /// The write barrier for a store into word `word` of `obj` (header is
    /// word 0): as `write_barrier`, but an object with a card table has the
    /// word's card marked instead of being remembered whole.
    #[inline(always)]
    pub fn write_barrier_at(&mut self, obj: Address, word: usize) {
        if header::has(object::header(obj), TRACK_YOUNG_PTRS) {
            self.remember_word(obj, word);
        }
    }

    /// The barrier to call after words of `obj` moved within it: a carded
    /// object with dirty cards is remembered whole (a young reference may
    /// have moved to a clean card). Others need nothing: an old object
    /// outside both lists holds no young reference to move.
    #[inline]
    pub fn write_barrier_moved(&mut self, obj: Address) {
        if header::has(object::header(obj), TRACK_YOUNG_PTRS | CARDS_SET) {
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

    /// The slow part of `write_barrier_at`: runs at every store into a
    /// carded object (which keeps `TRACK_YOUNG_PTRS`), once per other old
    /// object between two minor collections.
    #[cold]
    #[inline(never)]
    fn remember_word(&mut self, obj: Address, word: usize) {
        let hdr = object::header(obj);
        if !header::has(hdr, CARDS) {
            return self.remember(obj);
        }
        cards::mark(obj, word);
        if !header::has(hdr, CARDS_SET) {
            object::set_header(obj, hdr | CARDS_SET);
            self.carded.push(obj);
        }
    }

    /// Run a minor collection now (see `minor.rs`), then make major progress
    /// and enforce the heap limit (steps 5–6 of the module doc). Afterwards
    /// the nursery is empty and every root is updated.
    pub fn collect_minor<M: ObjectModel>(&mut self, model: &M, roots: &mut dyn RootSet) {
        self.minor(model, roots);
        self.after_minor(model, roots);
    }

    /// The minor collection proper, with its bookkeeping: colour the fresh
    /// direct allocations, copy, and during marking push the copies and the
    /// marked remembered objects gray (the marking barrier).
    fn minor<M: ObjectModel>(&mut self, model: &M, roots: &mut dyn RootSet) {
        let _busy = crate::activity::begin(crate::activity::Activity::Minor);
        self.retire_buffers();
        let start = Instant::now();
        let log_start = self.log_start(Category::Minor);
        self.count_nursery_types(model);
        self.stats.minor_collections += 1;
        let allocated = self.nursery.used_bytes();
        self.stats.bytes_allocated += allocated as u64;
        self.stats.remembered_max = self.stats.remembered_max.max(self.remembered.len());
        let color = self.major.color();
        for (obj, cards) in self.fresh_old.drain(..) {
            object::set_header(obj, header::with_color(object::header(obj), color) | OLD | cards);
        }
        self.minor_scratch.copied.clear();
        self.minor_scratch.card_ranges.clear();
        // Only marking and the verifier need the list of copies.
        self.minor_scratch.keep_copied = self.major.is_marking() || self.config.verify;
        let promoted =
            minor::collect(&self.nursery, &mut self.old, &self.remembered, &self.carded, &mut self.minor_scratch, color, model, roots);
        if let Some(p) = self.pretenuring.as_mut() {
            let active = p.active();
            self.stats.survival_samples += p.resolve(self.nursery.start(), self.nursery.free()) as u64;
            self.stats.sites_pretenured += (p.active() - active) as u64;
        }
        self.stats.weak_slots_cleared += self.weak.after_minor(&self.nursery, model) as u64;
        if self.config.verify {
            self.nursery.poison_used();
        }
        self.nursery.reset();
        self.resize_nursery(allocated, promoted);
        if self.config.prefault && !self.config.stress {
            self.old.prepare(self.nursery.active_size(), &mut self.prefaulter);
        }
        if self.major.is_marking() {
            for &obj in self.remembered.iter().chain(&self.minor_scratch.copied) {
                if self.major.is_marked(obj) {
                    self.major.push_gray(obj);
                }
            }
            self.shade_card_targets(model);
        }
        if self.major.in_progress() {
            self.old_allocated_since_step += promoted;
        }
        self.stats.bytes_promoted += promoted as u64;
        self.stats.dirty_cards += self.minor_scratch.dirty_cards as u64;
        self.update_old_stats();
        let pause = start.elapsed();
        self.stats.record_pause(pause);
        if self.config.verify {
            let spaces = self.spaces();
            let scratch = &self.minor_scratch;
            verify::check_after_minor(&spaces, &scratch.copied, &scratch.card_ranges, model, roots, self.stats.minor_collections);
            if let Err(e) = self.weak.check(&self.nursery, model) {
                panic!("pith-gc verify after minor collection #{}: {e}", self.stats.minor_collections);
            }
        }
        if let Some(t0) = log_start {
            self.log_minor(t0, promoted, pause);
        }
        self.remembered.clear();
        self.carded.clear();
        self.pretenured_since_minor = 0;
        self.large_since_minor = 0;
    }

    /// After a minor collection that found `survived` of `allocated` bytes
    /// alive: the part of the nursery the next cycle fills
    /// (`nursery_sizing.rs`; not in stress mode, whose cycles hold one
    /// object).
    fn resize_nursery(&mut self, allocated: usize, survived: usize) {
        if !self.config.adaptive_nursery || self.config.stress {
            return;
        }
        let current = self.nursery.active_size();
        let next = crate::nursery_sizing::next_active_size(current, self.nursery.size(), allocated, survived);
        if next != current {
            self.nursery.set_active_size(next);
            self.stats.nursery_resizes += 1;
        }
    }

    /// The marking barrier for carded objects: a marked carded object may
    /// have been written references to unmarked old objects since the last
    /// collection, in its dirty cards only, so those targets are shaded
    /// (rather than re-graying the whole object, as for a remembered one).
    fn shade_card_targets(&mut self, model: &dyn ObjectModel) {
        for &(obj, from, to) in &self.minor_scratch.card_ranges {
            if !self.major.is_marked(obj) {
                continue;
            }
            let major = &mut self.major;
            cards::for_each_slot(model, obj, from, to, &mut |slot| {
                let word = object::read_slot(slot);
                if model.is_reference(word) {
                    major.shade(Address::from_word(word));
                }
            });
        }
    }

    /// Steps 5–6 of the module doc.
    fn after_minor(&mut self, model: &dyn ObjectModel, roots: &mut dyn RootSet) {
        if self.major_enabled {
            let due = self.major.in_progress()
                || self.old.bytes_in_use() > self.major_threshold()
                || (self.config.stress && self.stats.minor_collections.is_multiple_of(STRESS_CYCLE_EVERY));
            if due {
                let budget = self.step_budget();
                self.run_step(model, roots, budget, true);
            }
        }
        if self.would_exceed_limit(0) {
            self.enforce_limit(0, model, roots);
        }
    }

    /// Run one bounded major step now (`gc.collect_step()`), starting a cycle
    /// if none is in progress, after a minor collection if the nursery or the
    /// remembered set is not empty. Works whether or not major collections
    /// are enabled. Returns true if this step finished a cycle.
    pub fn major_step(&mut self, model: &dyn ObjectModel, roots: &mut dyn RootSet) -> bool {
        self.retire_buffers();
        if self.nursery.used_bytes() > 0 || !self.remembered.is_empty() || !self.carded.is_empty() {
            self.minor(&model, roots);
        }
        let budget = self.step_budget();
        self.run_step(model, roots, budget, true).cycle_finished
    }

    /// A full collection (`gc.collect()`): a minor collection, then the cycle
    /// in progress (if any) to its end, then one complete cycle, each phase in
    /// one unbounded step. Afterwards every unreachable old object is freed
    /// and the nursery is empty. Works whether or not major collections are enabled.
    pub fn collect_full(&mut self, model: &dyn ObjectModel, roots: &mut dyn RootSet) {
        let start = Instant::now();
        self.minor(&model, roots);
        while self.major.in_progress() {
            self.run_step(model, roots, StepBudget::UNLIMITED, false);
        }
        while !self.run_step(model, roots, StepBudget::UNLIMITED, false).cycle_finished {}
        self.stats.full_collections += 1;
        self.stats.record_full_pause(start.elapsed());
    }

    /// Run one major step with `budget`; `incremental` steps count in
    /// `major_steps` and the step pause statistics, full collections' do not.
    fn run_step(
        &mut self,
        model: &dyn ObjectModel,
        roots: &mut dyn RootSet,
        budget: StepBudget,
        incremental: bool,
    ) -> StepReport {
        debug_assert!(self.nursery.used_bytes() == 0 && self.remembered.is_empty() && self.carded.is_empty());
        let _busy = crate::activity::begin(crate::activity::Activity::Major);
        let start = Instant::now();
        let log_start = self.log_start(Category::Major);
        let verify = self.config.verify;
        self.touched.objects.clear();
        self.touched.pools.clear();
        let threshold_before = self.major_threshold();
        let base_budget = self.base_budget();
        let report = {
            let mut ctx = StepContext {
                old: &mut self.old,
                deadline: (incremental && !self.config.stress).then(|| start + self.config.step_time_limit),
                catch_up_deadline: (incremental && !self.config.stress).then(|| start + self.config.step_time_limit * 5 / 2),
                nursery: &self.nursery,
                immortals: &self.immortals,
                model,
                roots: &mut *roots,
                poison: verify,
                touched: if verify { Some(&mut self.touched) } else { None },
            };
            self.major.step(&mut ctx, budget, base_budget)
        };
        let pause = start.elapsed();
        self.steps_total += 1;
        if incremental {
            self.stats.major_steps += 1;
            self.stats.record_major_pause(pause);
        }
        if report.marking_finished {
            self.stats.weak_slots_cleared += self.weak.after_marking(&self.major, model) as u64;
        }
        self.stats.major_objects_freed += report.objects_freed as u64;
        self.stats.major_bytes_freed += report.bytes_freed as u64;
        if report.cycle_finished {
            if let Some(p) = self.pretenuring.as_mut() {
                p.expire_all();
            }
            self.stats.major_collections += 1;
            self.stats.live_bytes_after_major = self.major.live_after_last() as u64;
        }
        self.old_allocated_since_step = 0;
        self.update_old_stats();
        if verify {
            let spaces = self.spaces();
            verify::check_after_major_step(&spaces, &report, &self.touched, model, roots, self.steps_total);
        }
        if let Some(t0) = log_start {
            self.log_major(t0, &report, pause, threshold_before);
        }
        report
    }

    /// The budget of the next automatic or `major_step` step (module doc).
    fn step_budget(&self) -> StepBudget {
        if let Some(fixed) = self.budget_override {
            return fixed;
        }
        let (base, grown) = (self.base_budget(), self.old_allocated_since_step.saturating_mul(2));
        StepBudget { mark_bytes: base.mark_bytes.max(grown), sweep_units: base.sweep_units.max(grown / crate::old_space::POOL_SIZE) }
    }

    /// The normal step budget: from the part of the nursery the current
    /// cycle fills, or stress mode's.
    fn base_budget(&self) -> StepBudget {
        if self.config.stress {
            StepBudget::STRESS
        } else {
            StepBudget::for_nursery(self.nursery.active_size())
        }
    }

    /// Fix the budget of every incremental step (`None`: back to the default
    /// rule of the module doc). For tests and tuning.
    pub fn set_major_step_budget(&mut self, budget: Option<StepBudget>) {
        self.budget_override = budget;
    }

    /// Enable or disable automatic major collection work (`gc.enable()` /
    /// `gc.disable()`): when disabled, minor collections go on but no cycle
    /// starts and a cycle in progress pauses; `major_step` and
    /// `collect_full` still work.
    pub fn set_major_enabled(&mut self, enabled: bool) {
        self.major_enabled = enabled;
    }

    /// Is automatic major collection work enabled?
    pub fn major_enabled(&self) -> bool {
        self.major_enabled
    }

    /// Is a major cycle in progress (marking or sweeping)?
    pub fn major_in_progress(&self) -> bool {
        self.major.in_progress()
    }

    /// The major collector's phase.
    pub fn major_phase(&self) -> MajorPhase {
        self.major.phase()
    }

    /// Old bytes in use above which the next cycle starts:
    /// `max(live after the last cycle × major_growth, 4 × nursery size)`.
    pub fn major_threshold(&self) -> usize {
        let grown = self.major.live_after_last() as f64 * self.config.major_growth;
        (grown as usize).max(4 * self.nursery.size())
    }

    /// Would `extra` more bytes of old space take the heap past
    /// `GcConfig::max_heap` (old bytes in use + nursery + `extra`)? Always
    /// false without a limit. See "Heap limit" in the module doc.
    pub fn would_exceed_limit(&self, extra: usize) -> bool {
        self.config
            .max_heap
            .is_some_and(|max| self.old.bytes_in_use().saturating_add(self.nursery.size()).saturating_add(extra) > max)
    }

    /// Is a `MemoryError` due (see `take_over_limit`)?
    pub fn over_limit(&self) -> bool {
        self.over_limit
    }

    /// Return and clear the sticky over-limit flag (module doc, "Heap limit"):
    /// true means the VM should raise `MemoryError` now.
    pub fn take_over_limit(&mut self) -> bool {
        std::mem::take(&mut self.over_limit)
    }

    /// The heap is (or, with `extra` bytes, would be) over its limit: collect
    /// fully unless throttled, and set `over_limit` if that did not help.
    fn enforce_limit(&mut self, extra: usize, model: &dyn ObjectModel, roots: &mut dyn RootSet) {
        if self.old.bytes_in_use() < self.limit_retry_at {
            return;
        }
        self.collect_full(model, roots);
        if self.would_exceed_limit(extra) {
            self.over_limit = true;
            self.stats.over_limit_events += 1;
            self.limit_retry_at = self.old.bytes_in_use() + self.nursery.size();
        } else {
            self.limit_retry_at = 0;
        }
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

    /// Is `addr` inside old space (an arena or a large object)?
    pub fn is_old(&self, addr: Address) -> bool {
        self.old.contains(addr)
    }

    /// Where `addr` lies in old space (pool slot found by masking, or large
    /// object); `None` if outside old space. For tests and debugging.
    pub fn old_location(&self, addr: Address) -> Option<OldLocation> {
        self.old.locate(addr)
    }

    /// The nursery's `[start, end)`.
    pub fn nursery_range(&self) -> (Address, Address) {
        (self.nursery.start(), self.nursery.end())
    }

    /// The nursery's free pointer: where a reservation made by `make_room`
    /// starts until it is claimed.
    pub fn nursery_free(&self) -> Address {
        self.nursery.free()
    }

    /// Number of objects in the remembered set now.
    pub fn remembered_len(&self) -> usize {
        self.remembered.len()
    }

    /// Number of immortal objects.
    pub fn immortal_count(&self) -> usize {
        self.immortals.len()
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
    /// and old space (pools, large objects, immortals), every reference slot,
    /// the remembered set, the major collector's colour invariants. Every
    /// allocated object must have its header written. Returns the first problem.
    pub fn verify_heap(&self, model: &dyn ObjectModel) -> Result<(), String> {
        verify::verify_heap(&self.spaces(), model)
    }

    /// The spaces, for the verifier.
    fn spaces(&self) -> Spaces<'_> {
        Spaces {
            nursery: &self.nursery,
            old: &self.old,
            remembered: &self.remembered,
            carded: &self.carded,
            immortals: &self.immortals,
            major: &self.major,
        }
    }

    /// Copy old space's totals into the stats.
    fn update_old_stats(&mut self) {
        let usage = self.old.usage();
        let stats = &mut self.stats;
        stats.old_bytes_in_use = usage.bytes_in_use as u64;
        stats.old_bytes_reserved = usage.bytes_reserved as u64;
        stats.old_bytes_mapped = usage.bytes_mapped as u64;
        stats.arenas_in_use = usage.arenas_in_use as u64;
        stats.arenas_spare = usage.arenas_spare as u64;
        stats.arenas_mapped = usage.arenas_mapped_total;
        stats.arenas_released = usage.arenas_released_total;
        stats.pools_in_use = usage.pools_in_use as u64;
        stats.pools_released = usage.pools_released_total;
        stats.large_objects = usage.large_objects as u64;
        stats.large_bytes = usage.large_bytes as u64;
    }

    // ---- logging (see log.rs) ---------------------------------------------

    /// The start timestamp of a section of `category`, if it is logged.
    #[inline]
    fn log_start(&self, category: Category) -> Option<u64> {
        match &self.log {
            Some(logger) if logger.wants(category) => Some(log::timestamp()),
            _ => None,
        }
    }

    /// The `gc-hardware` section.
    fn log_hardware(&mut self) {
        let Some(t0) = self.log_start(Category::Hardware) else { return };
        let nursery = self.nursery.size();
        if let Some(logger) = &mut self.log {
            logger.section(Category::Hardware, t0, |out| {
                use std::fmt::Write as _;
                let _ = match l2_cache_size() {
                    Some(l2) => writeln!(out, "L2cache = {l2}"),
                    None => writeln!(out, "L2cache = unknown"),
                };
                let _ = writeln!(out, "nursery size: {nursery}");
            });
        }
    }

    /// A `gc-minor` section.
    fn log_minor(&mut self, t0: u64, promoted: usize, pause: Duration) {
        let (in_use, remembered, active) = (self.old.bytes_in_use(), self.remembered.len(), self.nursery.active_size());
        if let Some(logger) = &mut self.log {
            logger.section(Category::Minor, t0, |out| {
                use std::fmt::Write as _;
                let _ = writeln!(out, "minor collect, total memory used: {in_use}");
                let _ = writeln!(out, "total size of surviving objects: {promoted}");
                let _ = writeln!(out, "remembered set size: {remembered}");
                let _ = writeln!(out, "nursery for the next cycle: {active}");
                let _ = writeln!(out, "time taken: {:.6}", pause.as_secs_f64());
            });
        }
    }

    /// A `gc-major` section for one step.
    fn log_major(&mut self, t0: u64, report: &StepReport, pause: Duration, threshold_before: usize) {
        let step = self.steps_total;
        let cycle = self.major.cycles() + u64::from(!report.cycle_finished);
        let in_use = self.old.bytes_in_use();
        let live = self.major.live_after_last();
        let threshold = self.major_threshold();
        if let Some(logger) = &mut self.log {
            logger.section(Category::Major, t0, |out| {
                use std::fmt::Write as _;
                let _ = writeln!(out, "major collection step {step} (cycle {cycle}), phase: {}", report.phase.name());
                if report.cycle_started {
                    let _ = writeln!(out, "cycle started: threshold {threshold_before}");
                }
                if report.out_of_time {
                    let _ = writeln!(out, "stopped at the time limit");
                }
                if report.unlimited {
                    let _ = writeln!(out, "budget: unlimited");
                }
                match report.phase {
                    MajorPhase::Marking => {
                        let _ = writeln!(out, "objects traced: {}", report.objects_traced);
                        let _ = writeln!(out, "bytes scanned: {}", report.bytes_scanned);
                        let _ = writeln!(out, "root rescans: {}", report.root_rescans);
                        let _ = writeln!(out, "gray objects left: {}", report.gray_left);
                        if report.marking_finished {
                            let _ = writeln!(out, "marking finished");
                        }
                    }
                    _ => {
                        let _ = writeln!(out, "pools swept: {}", report.pools_swept);
                        let _ = writeln!(out, "large objects swept: {}", report.large_swept);
                        let _ = writeln!(out, "objects freed: {}", report.objects_freed);
                        let _ = writeln!(out, "bytes freed: {}", report.bytes_freed);
                    }
                }
                if report.cycle_finished {
                    let _ = writeln!(out, "cycle finished, live bytes: {live}, next threshold: {threshold}");
                }
                let _ = writeln!(out, "total memory used: {in_use}");
                let _ = writeln!(out, "time taken: {:.6}", pause.as_secs_f64());
            });
        }
    }
}
