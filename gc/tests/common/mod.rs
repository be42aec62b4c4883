//! A toy object model and hand-made roots for testing the heap without an interpreter.
//!
//! Values are 64-bit words: `(v << 1) | 1` is the int `v`, [`NONE`] is None,
//! any other non-zero 8-aligned word is a reference. Two object types:
//!
//! * `NODE`: `[header, n, v0 .. v(n-1)]`, `n` value words (any of them may be a reference);
//! * `BYTES`: `[header, len, data ...]`, `len` bytes rounded up to words, no references;
//! * `WEAK`: `[header, w1, w2]`, a weak holder: two weak slots, never traced.

#![allow(dead_code)] // each test file uses a different part

use gc::header::{make_header, type_id};
use gc::{Address, GcConfig, Heap, ObjectModel, RootSet};

pub const NODE: u32 = 1;
pub const BYTES: u32 = 2;
pub const WEAK: u32 = 3;
/// The None value: not a reference (not 8-aligned), not an int (low bit clear).
pub const NONE: u64 = 2;

/// Words needed for `len` bytes.
pub fn words(len: usize) -> usize {
    len.div_ceil(8)
}

/// The toy object model.
pub struct Toy;

/// Word `i` of the object at `obj`.
pub fn word(obj: Address, i: usize) -> u64 {
    // SAFETY: tests only pass objects the heap handed out, of at least i+1 words.
    unsafe { obj.add(8 * i).load() }
}

/// Set word `i` of the object at `obj` (no barrier).
pub fn set_word(obj: Address, i: usize, value: u64) {
    // SAFETY: as in `word`.
    unsafe { obj.add(8 * i).store(value) }
}

impl ObjectModel for Toy {
    fn object_size(&self, obj: Address) -> usize {
        let len = word(obj, 1) as usize;
        match type_id(word(obj, 0)) {
            WEAK => 24,
            NODE => 16 + 8 * len,
            BYTES => 16 + 8 * words(len),
            other => panic!("toy model: object_size of unknown type {other} at {obj}"),
        }
    }

    fn trace_object(&self, obj: Address, visit: &mut dyn FnMut(*mut u64)) {
        if type_id(word(obj, 0)) == NODE {
            for i in 0..word(obj, 1) as usize {
                visit(obj.add(16 + 8 * i).as_ptr());
            }
        }
    }

    fn is_reference(&self, word: u64) -> bool {
        word != 0 && word & 7 == 0
    }

    fn header_is_valid(&self, header: u64) -> bool {
        matches!(type_id(header), NODE | BYTES | WEAK)
    }

    /// A node's fields are one slot range (the collector then copies and
    /// marks it by range, and traces a long one in chunks).
    fn size_and_slots(&self, obj: Address) -> Option<(usize, usize, usize)> {
        let len = word(obj, 1) as usize;
        (type_id(word(obj, 0)) == NODE).then_some((16 + 8 * len, 2, len))
    }
}

/// The word for the int `v`.
pub fn int(v: i64) -> u64 {
    ((v << 1) | 1) as u64
}

/// Roots: a vector of value words.
#[derive(Default)]
pub struct Roots(pub Vec<u64>);

impl RootSet for Roots {
    fn visit_roots(&mut self, visit: &mut dyn FnMut(*mut u64)) {
        for slot in &mut self.0 {
            visit(slot);
        }
    }
}

/// An initial field value, resolved after the allocation (which may move objects).
#[derive(Clone, Copy, Debug)]
pub enum Init {
    Int(i64),
    None,
    /// The current content of root `i`.
    Root(usize),
}

fn resolve(init: Init, roots: &Roots) -> u64 {
    match init {
        Init::Int(v) => int(v),
        Init::None => NONE,
        Init::Root(i) => roots.0[i],
    }
}

/// Size of a node with `n` fields.
pub fn node_size(n: usize) -> usize {
    16 + 8 * n
}

/// Write a node's header, length and fields at `obj`.
pub fn init_node(obj: Address, fields: &[Init], roots: &Roots) {
    set_word(obj, 0, make_header(NODE, 0));
    set_word(obj, 1, fields.len() as u64);
    for (i, &f) in fields.iter().enumerate() {
        set_word(obj, 2 + i, resolve(f, roots));
    }
}

/// Allocate a node through `Heap::alloc` (nursery, or old space when large).
pub fn new_node(heap: &mut Heap, roots: &mut Roots, fields: &[Init]) -> Address {
    let obj = heap.alloc(node_size(fields.len()), &Toy, roots);
    init_node(obj, fields, roots);
    obj
}

/// Allocate a node directly in old space.
pub fn new_old_node(heap: &mut Heap, roots: &Roots, fields: &[Init]) -> Address {
    let obj = heap.alloc_old(node_size(fields.len()));
    init_node(obj, fields, roots);
    obj
}

/// Allocate a bytes object of `len` bytes whose data words are `fill`.
pub fn new_bytes(heap: &mut Heap, roots: &mut Roots, len: usize, fill: u64) -> Address {
    let obj = heap.alloc(16 + 8 * words(len), &Toy, roots);
    set_word(obj, 0, make_header(BYTES, 0));
    set_word(obj, 1, len as u64);
    for i in 0..words(len) {
        set_word(obj, 2 + i, fill);
    }
    obj
}

/// Allocate a weak holder whose two slots are `slots` (resolved after the
/// allocation) and register it.
pub fn new_weak(heap: &mut Heap, roots: &mut Roots, slots: [Init; 2]) -> Address {
    let obj = heap.alloc(24, &Toy, roots);
    set_word(obj, 0, make_header(WEAK, 0));
    set_word(obj, 1, resolve(slots[0], roots));
    set_word(obj, 2, resolve(slots[1], roots));
    heap.register_weak(obj);
    obj
}

/// Field `i` of a node.
pub fn field(obj: Address, i: usize) -> u64 {
    word(obj, 2 + i)
}

/// Store `value` into field `i` of a node, with the write barrier.
pub fn store(heap: &mut Heap, obj: Address, i: usize, value: u64) {
    set_word(obj, 2 + i, value);
    heap.write_barrier(obj);
}

/// Store `value` into field `i` of a node, with the barrier that names the word.
pub fn store_at(heap: &mut Heap, obj: Address, i: usize, value: u64) {
    set_word(obj, 2 + i, value);
    heap.write_barrier_at(obj, 2 + i);
}

/// The object a reference word points to.
pub fn obj(word: u64) -> Address {
    Address::from_word(word)
}

/// A configuration with a small nursery and verification on, no arenas
/// mapped ahead (tests count arenas; `tests/prefault.rs` has them), and
/// every free pool handed back to the kernel (tests count them;
/// `tests/old_space.rs` keeps some resident).
pub fn config(nursery_size: usize) -> GcConfig {
    GcConfig { nursery_size, stress: false, verify: true, count_types: false, prefault: false, pretenure: None, resident_free_pools: 0, ..GcConfig::default() }
}

/// A heap with a 64 KiB nursery and verification on.
pub fn small_heap() -> Heap {
    Heap::new(config(64 << 10))
}

/// Allocate an immortal node directly in old space.
pub fn new_immortal_node(heap: &mut Heap, roots: &Roots, fields: &[Init]) -> Address {
    let obj = heap.alloc_immortal(node_size(fields.len()));
    init_node(obj, fields, roots);
    obj
}

/// Allocate a bytes object of exactly `size` bytes (a multiple of 8, at least 16) directly in old space.
pub fn new_old_bytes(heap: &mut Heap, size: usize) -> Address {
    let obj = heap.alloc_old(size);
    set_word(obj, 0, make_header(BYTES, 0));
    set_word(obj, 1, (size - 16) as u64);
    obj
}

/// Is `obj` an allocated old object (not a freed slot, not outside old space)?
pub fn is_allocated_old(heap: &Heap, obj: Address) -> bool {
    match heap.old_location(obj) {
        Some(gc::OldLocation::Slot { slot, allocated, .. }) => allocated && slot == obj,
        Some(gc::OldLocation::Large { start, .. }) => start == obj,
        _ => false,
    }
}

/// A configuration with a small nursery, verification on, and automatic major collection off
/// (tests drive `major_step` and `collect_full` themselves).
pub fn manual_major_config(nursery_size: usize) -> GcConfig {
    GcConfig { major: false, ..config(nursery_size) }
}
