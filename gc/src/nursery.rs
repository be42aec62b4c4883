//! The nursery: one contiguous mapping where new objects are bump-allocated.
//!
//! Owns the nursery memory and the [`NurseryBounds`] the allocation fast path
//! (interpreter and JIT code alike) reads and writes.
//!
//! 1. Allocation: `result = free; free += size; if free > top: fail` — the
//!    caller then takes the slow path (`Heap::collect_and_reserve`).
//! 2. A minor collection copies the survivors out, then `reset` empties the
//!    nursery: `free = start`, `top = end` (or `top = start` in stress mode).
//! 3. In stress mode `top == free` after every operation, so the fast path
//!    fails at every allocation and each one goes through a collection.
//! 4. With allocation sampling on, `top` is the next sampling point while
//!    it lies inside the nursery (see `sampling`).
//! 5. Held limit: while the client's hold byte (`hold_limit_while`) is
//!    nonzero, `top` is 0, so every allocation takes the slow path. The
//!    client sets the byte and then writes 0 to `top` (`limit_word`) from a
//!    signal handler or another thread; whenever the collector writes `top`
//!    it writes the real limit first and then reads the byte, and writes 0
//!    again if it is set (all four accesses sequentially consistent, so
//!    whichever comes last, `top` ends 0). Compiled code uses this to poll
//!    the client's interrupt byte only in an allocation's slow path.
//!
//! 6. Slow only: while the client asks (`set_slow_only`), `top == 0` as
//!    while the limit is held, so every allocation reaches the client's slow
//!    path, which may place it elsewhere (a pretenured site's object).
//!
//! 7. Active size: a collection may let the next cycle use only the first
//!    part of the mapping, up to `limit` (`nursery_sizing.rs` decides how
//!    much); `top` never passes `limit`. Objects only ever lie below it.
//!
//! Invariants:
//! * `start <= free <= top <= limit <= end`, except in stress mode, where `top == free`,
//!   and while slow only or the limit is held, where `top == 0`; `top <= ` the sampling
//!   point when sampling is on.
//! * `[start, free)` holds objects back to back, each with its header written
//!   (once the VM has initialized the last one), so it can be walked.
//! * The `NurseryBounds` lives in its own heap allocation whose address never
//!   changes and which is never freed (a signal handler may write its `top`
//!   at any time, even after the heap is gone); JIT code embeds that address.
//!   A dropped nursery's block goes to a pool the next nursery takes from: a
//!   late write of 0 there costs its new owner one slow-path allocation.
//!
//! Must never: write into an allocated object (the VM writes the header), or
//! keep a Rust reference to the bounds' `free` across calls (JIT code writes it).

use std::ptr::NonNull;
use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};
use std::sync::Mutex;

use crate::address::Address;
use crate::object;
use crate::os::Mapping;
use crate::sampling::SamplePoint;

/// The granule of the active size.
const PAGE: usize = 4096;

/// The two words of the allocation fast path, at a fixed address (see `Heap::nursery_bounds`).
#[repr(C)]
#[derive(Debug)]
pub struct NurseryBounds {
    /// Next free byte of the nursery. Advanced by every allocation (fast path,
    /// JIT code, `claim`); reset to the start by a collection.
    pub free: usize,
    /// Allocation limit: the nursery end, `free` itself in stress mode, or
    /// 0 while the limit is held (module doc, 5). Written by the GC and by
    /// the client's `limit_word` holder; JIT code only reads it.
    pub top: AtomicUsize,
}

/// Bounds blocks of dropped nurseries (addresses), for new ones to reuse
/// (module doc, invariants).
static SPARE_BOUNDS: Mutex<Vec<usize>> = Mutex::new(Vec::new());

/// A bounds block for a new nursery: a spare one, or a new one never freed.
fn take_bounds(start: usize) -> NonNull<NurseryBounds> {
    let spare = SPARE_BOUNDS.lock().ok().and_then(|mut v| v.pop());
    match spare.and_then(|a| NonNull::new(a as *mut NurseryBounds)) {
        Some(b) => {
            // SAFETY: a block from `SPARE_BOUNDS` was leaked by an earlier
            // `take_bounds` and its nursery is gone: nothing else writes
            // `free`; `top` is atomic.
            unsafe {
                (*b.as_ptr()).free = start;
                (*b.as_ptr()).top.store(start, Ordering::SeqCst);
            }
            b
        }
        None => NonNull::from(Box::leak(Box::new(NurseryBounds { free: start, top: AtomicUsize::new(start) }))),
    }
}

/// The nursery: memory, bounds, and the type-counting cursor.
pub(crate) struct Nursery {
    /// The nursery memory, `[start, end)`.
    memory: Mapping,
    /// The fast-path words; a leaked `Box`, never freed but reused (module doc), accessed only through raw pointers.
    bounds: NonNull<NurseryBounds>,
    /// The client's byte that holds the limit at 0 while nonzero.
    hold: Option<&'static AtomicU8>,
    /// Stress mode: keep `top == free` so every allocation fails.
    stress: bool,
    /// The client's slow-allocation switch (`set_slow_only`): `top == 0`
    /// as while the limit is held; collections only when the nursery is full.
    slow_only: bool,
    /// Objects below this address have been type-counted already (`take_uncounted`).
    counted_up_to: Address,
    /// Allocation sampling, when on.
    sample: Option<SamplePoint>,
    /// Samples taken and not yet claimed (`take_samples`).
    samples: u32,
    /// Where the first of them fell: bytes from the start of the
    /// reservation that crossed it (`reserve`).
    first_sample_offset: usize,
    /// The end of the part the current cycle may fill (module doc, 7).
    limit: Address,
}

impl Nursery {
    /// A nursery of `size` bytes (page-rounded), empty.
    pub(crate) fn new(size: usize, stress: bool) -> Nursery {
        let memory = Mapping::new(size);
        let start = memory.start().as_usize();
        let bounds = take_bounds(start);
        let limit = memory.end();
        let mut nursery = Nursery { memory, bounds, hold: None, stress, slow_only: false, counted_up_to: Address::from_usize(start), sample: None, samples: 0, first_sample_offset: 0, limit };
        nursery.reset();
        nursery
    }

    /// First byte of the nursery.
    pub(crate) fn start(&self) -> Address {
        self.memory.start()
    }

    /// One past the last byte of the nursery.
    pub(crate) fn end(&self) -> Address {
        self.memory.end()
    }

    /// Size in bytes.
    pub(crate) fn size(&self) -> usize {
        self.memory.len()
    }

    /// Bytes the current cycle may fill (module doc, 7).
    pub(crate) fn active_size(&self) -> usize {
        self.limit.offset_from(self.start())
    }

    /// Lets the cycles from now on fill `bytes` (rounded down to whole
    /// pages, at most the mapping). Only while the nursery is empty.
    pub(crate) fn set_active_size(&mut self, bytes: usize) {
        debug_assert_eq!(self.used_bytes(), 0, "the nursery is resized only when empty");
        let bytes = (bytes & !(PAGE - 1)).clamp(PAGE, self.size());
        self.limit = self.start().add(bytes);
        let free = self.free();
        self.set_bounds(free, self.top_for(free));
    }

    /// Is `addr` inside the nursery (allocated or not)?
    #[inline(always)]
    pub(crate) fn contains(&self, addr: Address) -> bool {
        self.start() <= addr && addr < self.end()
    }

    /// The fixed address of the bounds.
    pub(crate) fn bounds_ptr(&self) -> *mut NurseryBounds {
        self.bounds.as_ptr()
    }

    /// The current allocation pointer.
    #[inline(always)]
    pub(crate) fn free(&self) -> Address {
        // SAFETY: `bounds` is the live Box leaked in `new`, freed only in Drop;
        // read through a raw place, no reference is formed.
        Address::from_usize(unsafe { (*self.bounds.as_ptr()).free })
    }

    /// Bytes allocated since the last reset.
    pub(crate) fn used_bytes(&self) -> usize {
        self.free().offset_from(self.start())
    }

    /// The limit word, for the client to write 0 into (module doc, 5).
    pub(crate) fn limit_word(&self) -> &'static AtomicUsize {
        // SAFETY: the bounds are never freed (module doc) and `top` is only
        // ever accessed atomically (JIT code's plain loads of an aligned
        // word are atomic on the machine).
        unsafe { &(*self.bounds.as_ptr()).top }
    }

    /// From now on, hold the limit at 0 while `byte` is nonzero.
    pub(crate) fn hold_limit_while(&mut self, byte: &'static AtomicU8) {
        self.hold = Some(byte);
        let free = self.free();
        self.set_bounds(free, self.top_for(free));
    }

    /// Set both bounds (the limit held at 0 while the hold byte is set).
    /// The limit is written only when it changes (a sequentially
    /// consistent store costs a fence; slow-only mode sets the same 0 at
    /// every allocation).
    fn set_bounds(&mut self, free: Address, top: Address) {
        // SAFETY: as in `free`; `&mut self` means no Rust code is reading them.
        unsafe { (*self.bounds.as_ptr()).free = free.as_usize() };
        let limit = self.limit_word();
        if limit.load(Ordering::SeqCst) != top.as_usize() {
            limit.store(top.as_usize(), Ordering::SeqCst);
        }
        if self.hold.is_some_and(|b| b.load(Ordering::SeqCst) != 0) {
            limit.store(0, Ordering::SeqCst);
        }
    }

    /// The fast path: bump `size` bytes or return `None` if they do not fit below `top`.
    #[inline(always)]
    pub(crate) fn try_bump(&mut self, size: usize) -> Option<Address> {
        // SAFETY: as in `set_bounds`.
        unsafe {
            let bounds = self.bounds.as_ptr();
            let result = (*bounds).free;
            let new_free = result + size;
            if new_free > (*bounds).top.load(Ordering::Relaxed) {
                return None;
            }
            (*bounds).free = new_free;
            Some(Address::from_usize(result))
        }
    }

    /// The `top` for free pointer `free`: `free` in stress mode, 0 in
    /// slow-only mode, else the nursery end or the sampling point,
    /// whichever comes first.
    fn top_for(&self, free: Address) -> Address {
        if self.stress {
            return free;
        }
        if self.slow_only {
            return Address::from_usize(0);
        }
        match self.sample {
            Some(p) if p.next < self.limit.as_usize() => Address::from_usize(p.next),
            _ => self.limit,
        }
    }

    /// Empty the nursery (its survivors must have been copied out).
    pub(crate) fn reset(&mut self) {
        let (start, old_free) = (self.start(), self.free());
        if let Some(p) = &mut self.sample {
            p.rebase(old_free.as_usize(), start.as_usize());
        }
        self.set_bounds(start, self.top_for(start));
        self.counted_up_to = start;
    }

    /// Does an object of `size` bytes fit below the nursery's end (so the
    /// fast path failed at a sampling point, not for lack of room)?
    pub(crate) fn fits(&self, size: usize) -> bool {
        !self.stress && self.free().add(size) <= self.limit
    }

    /// The slow path's reservation: `size` bytes at `free` that fit below
    /// the end (after a `reset`, or at a sampling point), counting the
    /// sampling points they cross, with `top` set for the free pointer past
    /// them (so in stress mode `top` follows `free` once they are claimed).
    pub(crate) fn reserve(&mut self, size: usize) {
        let free = self.free();
        let new_free = free.add(size);
        assert!(new_free <= self.limit, "pith-gc: {size} bytes do not fit in an empty nursery");
        if let Some(p) = &mut self.sample {
            let next = p.next;
            let n = p.crossed(free.as_usize(), size);
            if n > 0 && self.samples == 0 {
                self.first_sample_offset = next.saturating_sub(free.as_usize());
            }
            self.samples += n;
        }
        self.set_bounds(free, self.top_for(new_free));
    }

    /// Claims the `size` bytes `reserve` just made room for.
    pub(crate) fn claim(&mut self, size: usize) -> Address {
        let result = self.free();
        let new_free = result.add(size);
        self.set_bounds(new_free, self.top_for(new_free));
        result
    }

    /// Counts `size` bytes allocated outside the nursery (a large object).
    pub(crate) fn count_elsewhere(&mut self, size: usize) {
        let free = self.free();
        if let Some(p) = &mut self.sample {
            self.samples += p.elsewhere(free.as_usize(), size);
            let top = self.top_for(free);
            self.set_bounds(free, top);
        }
    }

    /// While `on`, `top` stays 0: every allocation takes the slow path
    /// (which still bumps here while the nursery has room).
    pub(crate) fn set_slow_only(&mut self, on: bool) {
        self.slow_only = on;
        let free = self.free();
        self.set_bounds(free, self.top_for(free));
    }

    /// Switches allocation sampling on (one sample every `rate` bytes from
    /// now) or off.
    pub(crate) fn set_sampling(&mut self, rate: Option<usize>) {
        let free = self.free();
        self.sample = rate.map(|r| SamplePoint::new(r, free.as_usize()));
        self.samples = 0;
        self.set_bounds(free, self.top_for(free));
    }

    /// The samples taken since the last call.
    pub(crate) fn take_samples(&mut self) -> u32 {
        std::mem::take(&mut self.samples)
    }

    /// `take_samples`, with where the first fell in the reservation that
    /// took it (bytes from its start) and the bytes between two samples.
    pub(crate) fn take_samples_at(&mut self) -> (u32, usize, usize) {
        let rate = self.sample.as_ref().map_or(0, |p| p.rate);
        (std::mem::take(&mut self.samples), self.first_sample_offset, rate)
    }

    /// Overwrite the allocated part `[start, free)` with poison (verify mode,
    /// after the survivors were copied out and before `reset`).
    pub(crate) fn poison_used(&self) {
        object::poison(self.start(), self.free());
    }

    /// The allocated range not yet type-counted; marks it counted.
    pub(crate) fn take_uncounted(&mut self) -> (Address, Address) {
        let range = (self.counted_up_to, self.free());
        self.counted_up_to = range.1;
        range
    }
}

impl Drop for Nursery {
    fn drop(&mut self) {
        if let Ok(mut spare) = SPARE_BOUNDS.lock() {
            spare.push(self.bounds.as_ptr() as usize);
        }
    }
}
