//! Memory: the heap, the root set and the object model's tables (shapes)
//! as one owned subsystem of the `Vm`, and the allocation handle every
//! constructor takes. They go together because any allocation may collect,
//! and a collection needs all three: the heap moves objects, the root set
//! says what is alive and is updated, the shapes give instance sizes.
//!
//! 1. `Memory::alloc_*` run the nursery fast path (`Heap::try_alloc`) inline
//!    and fall back to `alloc_slow`, which hands the heap the object model
//!    (`object::model`) and the root set; afterwards they write the header
//!    and initialize every word.
//! 2. `Roots` (`runtime/roots.rs`) owns everything the interpreter keeps
//!    alive: the register stack, frames, temporaries held by Rust code, the
//!    exception in flight, the builtins and module tables, the method
//!    cache. Any `Value` held in a Rust local across an allocation must
//!    live in one of these (usually `Roots::temps`), because the collector
//!    moves objects and only updates what it can see.
//! 3. The allocation profiler's samples are taken here, where the heap
//!    reports a sampling point, with the stack read off the roots
//!    (`runtime/samples.rs`).
//!
//! Permanent objects (classes, interned strings, code constants, builtins)
//! are allocated immortal in old space: they never move and are never freed.
//!
//! Must never: run Python code, or hand out the heap itself (collections
//! go through the methods here, which pass the roots and the model).

use crate::object::model::Model;
use crate::object::shape::ShapeTable;
use crate::object::{self, *};
use crate::runtime::roots::Roots;
use crate::runtime::samples::{capture, AllocProfile};
use crate::value::Value;
use gc::{Address, GcConfig, Heap};

/// The heap with the root set and the shape table (see the module comment).
pub struct Memory {
    heap: Heap,
    /// Cached large-object threshold of the heap.
    large_threshold: usize,
    pub(crate) shapes: ShapeTable,
    pub(crate) r: Roots,
    /// Next identity hash (header VM bits) to hand out.
    next_identity: u32,
    /// The allocation profiler's samples, when it is on.
    pub(crate) alloc_profile: Option<Box<AllocProfile>>,
    /// Every allocation takes the slow path (`Heap::set_slow_allocation`):
    /// the running code has a pretenured site (`runtime/pretenure.rs`).
    slow_alloc: bool,
    /// The last class version tag handed out (`runtime/class_versions.rs`).
    pub(crate) last_class_version: u64,
}

impl Memory {
    pub fn new(config: GcConfig) -> Memory {
        let heap = Heap::new(config);
        let large_threshold = heap.large_object_threshold();
        Memory { heap, large_threshold, shapes: ShapeTable::default(), r: Roots::default(), next_identity: 1, alloc_profile: None, slow_alloc: false, last_class_version: crate::object::class::BUILTIN_TYPE_VERSION }
    }

    /// Allocates `size` bytes (header included) and writes the header.
    /// The caller initializes the rest before the next allocation.
    #[inline(always)]
    fn alloc_bytes(&mut self, ty: u32, size: usize) -> Value {
        match self.try_alloc_bytes(ty, size) {
            Some(v) => v,
            None => {
                let v = Value::from_addr(self.alloc_slow(ty, round_up8(size.max(16))));
                set_word(v, 0, gc::header::make_header(ty, 0));
                v
            }
        }
    }

    /// `alloc_bytes` when the nursery has room: never collects, so the
    /// caller's unrooted values stay valid. None when it would have to.
    #[inline(always)]
    pub fn try_alloc_bytes(&mut self, ty: u32, size: usize) -> Option<Value> {
        let size = round_up8(size.max(16));
        // The size test comes first: a large object that fit would leave an
        // unused, headerless gap in the nursery.
        let addr = if size <= self.large_threshold { self.heap.try_alloc(size)? } else { return None };
        let v = Value::from_addr(addr);
        set_word(v, 0, gc::header::make_header(ty, 0));
        Some(v)
    }

    /// Two objects with `a` and `b` words after their headers, all EMPTY,
    /// in one reservation when the nursery has room (as `try_alloc_bytes`,
    /// it never collects, so the caller's unrooted values stay valid); the
    /// second's header follows the first's last word, as two allocations
    /// would place them. None when it would have to collect.
    #[inline]
    pub fn try_alloc_two(&mut self, ty_a: u32, a: usize, ty_b: u32, b: usize) -> Option<(Value, Value)> {
        let (size_a, size_b) = (round_up8((8 * (1 + a)).max(16)), round_up8((8 * (1 + b)).max(16)));
        if size_a.max(size_b) > self.large_threshold {
            return None;
        }
        let addr = self.heap.try_alloc(size_a + size_b)?;
        let (x, y) = (Value::from_addr(addr), Value::from_addr(addr.add(size_a)));
        set_word(x, 0, gc::header::make_header(ty_a, 0));
        set_word(y, 0, gc::header::make_header(ty_b, 0));
        // SAFETY: the reservation holds both objects; zero is EMPTY.
        unsafe {
            std::ptr::write_bytes((x.0 as *mut u64).add(1), 0, size_a / 8 - 1);
            std::ptr::write_bytes((y.0 as *mut u64).add(1), 0, size_b / 8 - 1);
        }
        Some((x, y))
    }

    /// Runs when the nursery is full (always, under GC stress), the object
    /// is large, the allocation crossed a sampling point (of the allocation
    /// profiler or of pretenuring), or the running code has a pretenured
    /// site. A pretenured site's object goes to old space; a sampled one
    /// is reported to both (`runtime/pretenure.rs`).
    #[cold]
    #[inline(never)]
    fn alloc_slow(&mut self, ty: u32, size: usize) -> Address {
        let site = self.site_key(ty);
        if size <= self.large_threshold && self.heap.is_pretenured(site) {
            let addr = self.alloc_pretenured_bytes(size);
            self.take_alloc_samples(ty, None);
            return addr;
        }
        if self.slow_alloc && !self.r.frames.last().is_some_and(|f| f.code.pretenured_sites.get() > 0) {
            self.set_slow_alloc(false);
        }
        let model = Model { shapes: &self.shapes };
        let addr = self.heap.collect_and_reserve(size, &model, &mut self.r);
        self.after_collection_point();
        let n = self.sampled();
        if n > 0 {
            self.heap.sample_survival(addr, site);
            self.record_alloc_samples(ty, n, None);
        }
        addr
    }

    /// The pretenuring site of an allocation of type `ty` now: the
    /// running frame's code and the type.
    #[inline]
    fn site_key(&self, ty: u32) -> u64 {
        crate::runtime::pretenure::site_key(self.r.frames.last().map_or(usize::MAX, |f| f.code.index), ty)
    }

    /// After anything that may have collected: new pretenuring decisions
    /// are served at the next safe point, where the VM can reach code
    /// objects and traces (`Vm::apply_pretenure_news`).
    #[inline]
    fn after_collection_point(&mut self) {
        if self.heap.has_pretenure_news() {
            crate::runtime::interrupt::request_heap_news();
        }
    }

    /// The running code changed; `pretenures` says whether it has a
    /// pretenured site: then every allocation takes the slow path. Leaving
    /// such code does not switch the slow path off: the next allocation
    /// made in code without one does (`alloc_slow`), so a callee that
    /// allocates nothing (an `__init__` storing its arguments) costs no
    /// switching at its call and its return.
    #[inline(always)]
    pub fn running_code(&mut self, pretenures: bool) {
        if pretenures && !self.slow_alloc {
            self.set_slow_alloc(true);
        }
    }

    /// Switches the slow path off now (compiled code allocates pretenured
    /// sites' objects itself).
    #[inline]
    pub fn leave_slow_alloc(&mut self) {
        if self.slow_alloc {
            self.set_slow_alloc(false);
        }
    }

    #[cold]
    fn set_slow_alloc(&mut self, on: bool) {
        self.slow_alloc = on;
        self.heap.set_slow_allocation(on);
    }

    /// Allocates `size` bytes in old space for compiled code's pretenured
    /// allocation of `header`'s type, header written, the rest zero
    /// (EMPTY). May collect (see `alloc_pretenured_bytes`).
    pub fn alloc_pretenured(&mut self, size: usize, header: u64) -> Value {
        let v = Value::from_addr(self.alloc_pretenured_bytes(size));
        set_word(v, 0, header);
        v
    }

    /// Compiled code's pretenured allocation when its buffer for `size`'s
    /// class is used up (`gc::old_buffers`): the buffer is retired (its
    /// objects join the remembered set: a minor collection runs first when
    /// they fill the backlog), and the object comes from a new one, or
    /// from `alloc_pretenured` where there is none. Header written, the
    /// rest zero. May collect.
    pub fn alloc_pretenured_buffered(&mut self, size: usize, header: u64) -> Value {
        self.heap.retire_buffer(size);
        if self.heap.pretenured_backlog_full() {
            self.collect_minor();
        }
        let Some(addr) = self.heap.alloc_buffered(size) else { return self.alloc_pretenured(size, header) };
        let v = Value::from_addr(addr);
        set_word(v, 0, header);
        v
    }

    /// `size` bytes in old space for a pretenured site. Each such object
    /// is remembered until the next minor collection, which scans it: once
    /// they add up to a nursery's worth, a minor collection runs first, so
    /// that scan stays as short as a nursery's.
    fn alloc_pretenured_bytes(&mut self, size: usize) -> Address {
        if self.heap.pretenured_backlog_full() {
            self.collect_minor();
        }
        self.heap.alloc_pretenured(size)
    }

    /// A type id as the profiles and logs name it: `instance of C` for an
    /// instance's shape, else the layout's name.
    pub fn type_id_name(&self, t: u32) -> String {
        if t >= FIRST_SHAPE_ID {
            let cls = self.shapes.get(t - FIRST_SHAPE_ID).class;
            return format!("instance of {}", crate::object::class::class_name(cls));
        }
        layout_name(t).map_or_else(|| format!("layout {}", t), str::to_string)
    }

    /// The sites pretenured or sent back since the last call.
    pub fn take_pretenure_news(&mut self) -> Vec<gc::SiteNews> {
        self.heap.take_pretenure_news()
    }

    /// A `gc-pretenure` log section, when that category is on.
    pub fn log_pretenure(&mut self, body: impl FnOnce(&mut String)) {
        self.heap.log_pretenure(body);
    }

    /// Compiled code's sampled allocation at `obj`, of pretenuring site
    /// `site`: a survival sample.
    pub fn sample_survival_at(&mut self, obj: gc::Address, site: u64) {
        self.heap.sample_survival(obj, site);
    }

    /// A data object with `data_bytes` bytes after the header (uninitialized).
    pub fn alloc_data(&mut self, ty: u32, data_bytes: usize) -> Value {
        self.alloc_bytes(ty, 8 + data_bytes)
    }

    /// A value object with `n` words after the header, all EMPTY.
    pub fn alloc_values(&mut self, ty: u32, n: usize) -> Value {
        let v = self.alloc_bytes(ty, 8 * (1 + n));
        // SAFETY: the object has 1 + n words; zero is EMPTY.
        unsafe { std::ptr::write_bytes((v.0 as *mut u64).add(1), 0, n) };
        v
    }

    /// A tuple or array object with `len` EMPTY items (word 1 holds `len`).
    pub fn alloc_vector(&mut self, ty: u32, len: usize) -> Value {
        let v = self.alloc_values(ty, 1 + len);
        init_field(v, 1, Value::int(len as i64));
        v
    }

    /// Allocates an immortal data object (old space, never moves, never
    /// freed): interned strings, code constants, classes, builtins. Their
    /// references are traced by every major collection, because the VM holds
    /// them from Rust tables no root reaches.
    pub fn alloc_old_data(&mut self, ty: u32, data_bytes: usize) -> Value {
        let size = round_up8((8 + data_bytes).max(16));
        let v = Value::from_addr(self.heap.alloc_immortal(size));
        set_word(v, 0, gc::header::make_header(ty, 0));
        v
    }

    /// Allocates an immortal value object, all words EMPTY.
    pub fn alloc_old_values(&mut self, ty: u32, n: usize) -> Value {
        let v = self.alloc_old_data(ty, 8 * n);
        // SAFETY: the object has 1 + n words.
        unsafe { std::ptr::write_bytes((v.0 as *mut u64).add(1), 0, n) };
        v
    }

    /// Stores `x` into word `i` of `obj` with the write barrier (which
    /// marks only word `i`'s card of a large object).
    #[inline(always)]
    pub fn set_field(&mut self, obj: Value, i: usize, x: Value) {
        object::init_field(obj, i, x);
        if x.is_ptr() {
            self.heap.write_barrier_at(obj.addr(), i);
        }
    }

    /// The barrier after words of `obj` were moved within it without one
    /// (shifting a list's items): see `Heap::write_barrier_moved`.
    #[inline]
    pub fn moved_fields(&mut self, obj: Value) {
        self.heap.write_barrier_moved(obj.addr());
    }

    // ---- temporaries rooted for Rust code ---------------------------------

    /// Roots `v`; returns its slot for `temp`.
    #[inline]
    pub fn push_temp(&mut self, v: Value) -> usize {
        self.r.temps.push(v);
        self.r.temps.len() - 1
    }

    #[inline]
    pub fn temp(&self, slot: usize) -> Value {
        self.r.temps[slot]
    }

    #[inline]
    pub fn set_temp(&mut self, slot: usize, v: Value) {
        self.r.temps[slot] = v;
    }

    /// Drops the temporaries from `slot` on.
    #[inline]
    pub fn pop_temps(&mut self, slot: usize) {
        self.r.temps.truncate(slot);
    }

    pub fn temps_mark(&self) -> usize {
        self.r.temps.len()
    }

    // ---- the allocation profiler's samples --------------------------------

    /// Switches sampling on: one sample every `rate` bytes, kept in `profile`.
    pub fn start_alloc_sampling(&mut self, profile: AllocProfile) {
        self.heap.set_alloc_sampling(Some(profile.rate));
        self.alloc_profile = Some(Box::new(profile));
    }

    /// Records the samples the heap took on an allocation of type `ty`
    /// just reserved (its header not written yet), with the Python stack
    /// now (in compiled code, that of the allocation's `site`, if known).
    #[inline]
    pub fn take_alloc_samples(&mut self, ty: u32, site: Option<u64>) {
        let n = self.sampled();
        if n > 0 {
            self.record_alloc_samples(ty, n, site);
        }
    }

    /// How many sampling points the allocations since the last call crossed.
    #[inline]
    pub fn sampled(&mut self) -> u32 {
        self.heap.take_alloc_samples()
    }

    /// `sampled` for a reservation of several objects: see `gc::Heap::take_alloc_samples_at`.
    pub fn sampled_at(&mut self) -> (u32, usize, usize) {
        self.heap.take_alloc_samples_at()
    }

    #[cold]
    pub fn record_alloc_samples(&mut self, ty: u32, n: u32, site: Option<u64>) {
        let Some(profile) = self.alloc_profile.as_mut() else { return };
        let stack = capture(&self.r, &mut profile.stacks, site);
        *profile.samples.entry((stack, ty)).or_insert(0) += n as u64;
    }

    // ---- weak holders (`TY_WEAK`; the GC's side is `gc::Heap::register_weak`)

    /// A weak holder of `referent` for the `weakref.ref` `owner`, registered with the heap.
    pub fn new_weak_holder(&mut self, referent: Value, owner: Value) -> Value {
        let holder = self.new_object(TY_WEAK, &[referent, owner]);
        self.heap.register_weak(holder.addr());
        holder
    }

    /// The referent of `holder`, or `None` once it died. During marking the
    /// referent is shaded (the program holds it again).
    pub fn weak_referent(&mut self, holder: Value) -> Option<Value> {
        let v = field(holder, 1);
        if !v.is_ptr() {
            return None;
        }
        self.heap.weak_referent_taken(v.addr());
        Some(v)
    }

    /// Have weak holders lost their referent since `take_orphaned_weak_owners`?
    #[inline]
    pub fn has_cleared_weak(&self) -> bool {
        self.heap.has_cleared_weak()
    }

    /// The owners (`weakref.ref` objects, still alive) of the holders whose
    /// referent died since the last call.
    pub fn take_orphaned_weak_owners(&mut self) -> Vec<Value> {
        let holders = self.heap.take_cleared_weak();
        holders
            .into_iter()
            .map(Value::from_addr)
            .filter(|&h| !field(h, 1).is_ptr())
            .map(|h| field(h, 2))
            .filter(|owner| owner.is_ptr())
            .collect()
    }

    /// The owners of the live holders whose referent is `target`.
    pub fn weak_owners_of(&self, target: Value) -> Vec<Value> {
        self.heap
            .weak_holders()
            .map(Value::from_addr)
            .filter(|&h| field(h, 1) == target && field(h, 2).is_ptr())
            .map(|h| field(h, 2))
            .collect()
    }

    // ---- the collector -----------------------------------------------------

    /// The heap, to read: statistics, limits, generations, nursery bounds.
    pub fn heap(&self) -> &Heap {
        &self.heap
    }

    /// The write barrier's slow path for `obj`.
    pub fn write_barrier(&mut self, obj: Value) {
        self.heap.write_barrier(obj.addr());
    }

    /// Clears and answers the heap's over-limit flag.
    pub fn take_over_limit(&mut self) -> bool {
        self.heap.take_over_limit()
    }

    /// Compiled code's slow path: makes room for `size` bytes in the
    /// nursery (the trace claims them itself); the samples that crossed a
    /// sampling point are left for the caller to take.
    pub fn make_room(&mut self, size: usize) {
        let model = Model { shapes: &self.shapes };
        self.heap.make_room(size, &model, &mut self.r);
        self.after_collection_point();
    }

    /// A minor collection now: afterwards every live object is old (it
    /// will not move).
    pub fn collect_minor(&mut self) {
        let model = Model { shapes: &self.shapes };
        self.heap.collect_minor(&model, &mut self.r);
        self.after_collection_point();
    }

    /// A full collection (`gc.collect()`).
    pub fn collect_full(&mut self) {
        let model = Model { shapes: &self.shapes };
        self.heap.collect_full(&model, &mut self.r);
        self.after_collection_point();
    }

    /// One bounded step of major collection; true when a cycle finished.
    pub fn major_step(&mut self) -> bool {
        let model = Model { shapes: &self.shapes };
        let finished = self.heap.major_step(&model, &mut self.r);
        self.after_collection_point();
        finished
    }

    pub fn set_major_enabled(&mut self, on: bool) {
        self.heap.set_major_enabled(on);
    }

    /// Counts the nursery's objects by type (for `--gc-stats`).
    pub fn count_nursery_types(&mut self) {
        let model = Model { shapes: &self.shapes };
        self.heap.count_nursery_types(&model);
    }

    /// Lets Ctrl-C raise the heap's limit flag (`runtime/interrupt.rs`).
    pub fn attach_interrupt(&mut self) {
        crate::runtime::interrupt::attach(&mut self.heap);
    }

    /// A stable identity hash for object `v` (kept in the header's VM bits;
    /// objects move).
    pub fn identity_hash(&mut self, v: Value) -> i64 {
        if !v.is_ptr() {
            return v.0 as i64 >> 1;
        }
        let bits = identity_bits(v);
        if bits != 0 {
            return bits as i64;
        }
        let h = self.next_identity;
        self.next_identity = if h >= object::IDENTITY_MASK { 1 } else { h + 1 };
        set_identity_bits(v, h);
        h as i64
    }
}
