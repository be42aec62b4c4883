//! Allocation: the VM's side of the GC contract (the root set it hands the
//! collector is `runtime/roots.rs`).
//!
//! 1. `Vm::alloc_*` run the nursery fast path (`Heap::try_alloc`) inline and
//!    fall back to `alloc_slow`, which hands the heap the object model
//!    (`object::model`) and the root set; afterwards they write the header and
//!    initialize every word.
//! 2. `Roots` owns everything the interpreter keeps alive: the register stack,
//!    frames, temporaries held by Rust code, the exception in flight, the
//!    builtins and module tables, the method cache. Any `Value` held in a Rust
//!    local across an allocation must live in one of these (usually
//!    `Roots::temps`), because the collector moves objects and only updates
//!    what it can see.
//!
//! Permanent objects (classes, interned strings, code constants, builtins)
//! are allocated immortal in old space: they never move and are never freed.

use crate::object::model::Model;
use crate::object::{self, *};
use crate::runtime::vm::Vm;
use crate::value::Value;
use gc::Address;

impl Vm {
    /// Allocates `size` bytes (header included) and writes the header.
    /// The caller initializes the rest before the next allocation.
    #[inline(always)]
    fn alloc_bytes(&mut self, ty: u32, size: usize) -> Value {
        let size = round_up8(size.max(16));
        // The size test comes first: a large object that fit would leave an
        // unused, headerless gap in the nursery.
        let fast = if size <= self.large_threshold { self.heap.try_alloc(size) } else { None };
        let addr = match fast {
            Some(a) => a,
            None => self.alloc_slow(ty, size),
        };
        let v = Value::from_addr(addr);
        set_word(v, 0, gc::header::make_header(ty, 0));
        v
    }

    /// Runs when the nursery is full (always, under GC stress), the object
    /// is large, or the allocation crossed a sampling point of the
    /// allocation profiler.
    #[cold]
    #[inline(never)]
    fn alloc_slow(&mut self, ty: u32, size: usize) -> Address {
        let model = Model { shapes: &self.shapes };
        let addr = self.heap.collect_and_reserve(size, &model, &mut self.r);
        let samples = self.heap.take_alloc_samples();
        if samples > 0 {
            self.record_alloc_samples(ty, samples, None);
        }
        addr
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

    /// Stores `x` into word `i` of `obj` with the write barrier.
    #[inline(always)]
    pub fn set_field(&mut self, obj: Value, i: usize, x: Value) {
        object::init_field(obj, i, x);
        if x.is_ptr() {
            self.heap.write_barrier(obj.addr());
        }
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
}
