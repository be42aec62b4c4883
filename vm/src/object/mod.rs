//! Heap object layouts: type ids, sizes, and the only raw reads and writes.
//!
//! Every object is a header word (see `gc::header`: type id in bits 32..64)
//! followed by words. There are two families:
//! 1. *Value objects*: every word after the header is a `Value` (integers such
//!    as lengths are stored as tagged small ints), so the GC traces all of
//!    them. Their size is fixed by the type, or `2 + len` words where word 1
//!    holds `len` (tuples, backing arrays), or `1 + capacity` for instances
//!    (capacity from the shape).
//! 2. *Data objects* (float, big int, str, bytes, raw): no references; word 1
//!    and up hold plain data. A weak holder (`TY_WEAK`) is one to the
//!    tracers: its words are weak references, which the GC updates and
//!    clears itself (`gc::Heap::register_weak`).
//!
//! Type ids below `FIRST_SHAPE_ID` name builtin layouts; an id at or above it
//! is an instance whose shape is `id - FIRST_SHAPE_ID` (see `object/shape.rs`).
//!
//! Invariant relied on by every accessor here: a `Value` with `is_ptr()` true
//! points at a live, initialized heap object (the GC keeps this true by
//! updating every root and field when it moves objects). Accessors take the
//! word index `i` within the object and must only be used with indexes the
//! object's layout has.
//!
//! Must never: allocate, or store a reference without the write barrier (use
//! `Vm::set_field`, which has it).

pub mod bytes;
pub mod class;
pub mod dict;
pub mod func;
pub mod generator;
pub mod itertool;
pub mod keys;
pub mod misc;
pub mod model;
pub mod num;
pub mod seq;
pub mod set;
pub mod shape;
pub mod str;

use crate::value::Value;

/// The name of object layout `t` (a builtin type id below `FIRST_SHAPE_ID`),
/// as statistics and the JIT's dumps show it.
pub fn layout_name(t: u32) -> Option<&'static str> {
    Some(match t {
        TY_FLOAT => "float",
        TY_BIGINT => "int (big)",
        TY_STR => "str",
        TY_BYTES => "bytes",
        TY_RAW => "raw",
        TY_TUPLE => "tuple",
        TY_ARRAY => "array",
        TY_LIST => "list",
        TY_DICT => "dict",
        TY_SET => "set",
        TY_FUNCTION => "function",
        TY_BUILTIN => "builtin",
        TY_BOUND_METHOD => "method",
        TY_CLASS => "type",
        TY_MODULE => "module",
        TY_RANGE => "range",
        TY_SLICE => "slice",
        TY_RANGE_ITER => "range_iterator",
        TY_SEQ_ITER => "sequence iterator",
        TY_DICT_ITER => "dict iterator",
        TY_ENUMERATE => "enumerate",
        TY_ZIP => "zip",
        TY_REVERSED => "reversed",
        TY_SUPER => "super",
        TY_SINGLETON => "singleton",
        TY_STATICMETHOD => "staticmethod",
        TY_CLASSMETHOD => "classmethod",
        TY_PROPERTY => "property",
        TY_MAP => "map",
        TY_FILTER => "filter",
        TY_DICT_VIEW => "dict view",
        TY_CELL => "cell",
        TY_GENERATOR => "generator",
        TY_FROZENSET => "frozenset",
        TY_MEMBER => "member descriptor",
        TY_BYTEARRAY => "bytearray",
        TY_WEAK => "weak holder",
        TY_ITERTOOL => "itertools iterator",
        _ => return None,
    })
}

pub const TY_FLOAT: u32 = 1;
pub const TY_BIGINT: u32 = 2;
pub const TY_STR: u32 = 3;
pub const TY_BYTES: u32 = 4;
/// Raw data without references (dict index tables).
pub const TY_RAW: u32 = 5;
pub const TY_TUPLE: u32 = 6;
/// A list's backing store: `[len_word=capacity, items...]`.
pub const TY_ARRAY: u32 = 7;
pub const TY_LIST: u32 = 8;
pub const TY_DICT: u32 = 9;
pub const TY_SET: u32 = 10;
pub const TY_FUNCTION: u32 = 11;
pub const TY_BUILTIN: u32 = 12;
pub const TY_BOUND_METHOD: u32 = 13;
pub const TY_CLASS: u32 = 14;
pub const TY_MODULE: u32 = 15;
pub const TY_RANGE: u32 = 16;
pub const TY_SLICE: u32 = 17;
pub const TY_RANGE_ITER: u32 = 18;
pub const TY_SEQ_ITER: u32 = 19;
pub const TY_DICT_ITER: u32 = 20;
pub const TY_ENUMERATE: u32 = 21;
pub const TY_ZIP: u32 = 22;
pub const TY_REVERSED: u32 = 23;
pub const TY_SUPER: u32 = 24;
/// Singletons without data: Ellipsis, NotImplemented.
pub const TY_SINGLETON: u32 = 25;
pub const TY_STATICMETHOD: u32 = 26;
pub const TY_CLASSMETHOD: u32 = 27;
pub const TY_PROPERTY: u32 = 28;
pub const TY_MAP: u32 = 29;
pub const TY_FILTER: u32 = 30;
/// `dict.keys()` / `values()` / `items()`: `[header, dict, kind]`.
pub const TY_DICT_VIEW: u32 = 31;
/// A closure cell: `[header, value]` (value EMPTY while unbound).
pub const TY_CELL: u32 = 32;
/// A generator: see `generator.rs`.
pub const TY_GENERATOR: u32 = 33;
/// `frozenset`: the table layout of `set`, immutable and hashable.
pub const TY_FROZENSET: u32 = 34;
/// A `__slots__` member descriptor (see `slots.rs`).
pub const TY_MEMBER: u32 = 35;
/// `bytearray`: `[header, len, storage]` (see `bytes.rs`).
pub const TY_BYTEARRAY: u32 = 36;
/// A weak holder: `[header, referent, owner]`, both words weak (0 once
/// their object died); `owner` is the `weakref.ref` that made it (see
/// `runtime/objects/weak.rs`).
pub const TY_WEAK: u32 = 37;
/// A native `itertools` iterator: `[header, kind, s0 .. s4]` (see
/// `itertool.rs`).
pub const TY_ITERTOOL: u32 = 38;
pub const LAST_BUILTIN_TYPE: u32 = 38;

/// Type ids from here on are instance shapes.
pub const FIRST_SHAPE_ID: u32 = 64;

/// Words (header included) of fixed-size value objects; `None` for variable ones.
pub fn fixed_words(ty: u32) -> Option<usize> {
    Some(match ty {
        TY_FLOAT => 2,
        TY_LIST => 3,
        TY_DICT | TY_SET | TY_FROZENSET => 6,
        TY_FUNCTION => func::FUNCTION_WORDS,
        TY_BUILTIN => 3,
        TY_BOUND_METHOD => 3,
        TY_CLASS => class::CLASS_WORDS,
        TY_MODULE => 3,
        TY_RANGE | TY_SLICE | TY_RANGE_ITER => 4,
        TY_SEQ_ITER | TY_ENUMERATE | TY_REVERSED | TY_SUPER => 3,
        TY_DICT_ITER => 4,
        TY_ZIP => 2,
        TY_SINGLETON => 2,
        TY_STATICMETHOD | TY_CLASSMETHOD | TY_CELL => 2,
        TY_PROPERTY => 5,
        TY_MEMBER => 3,
        TY_GENERATOR => generator::GEN_WORDS,
        TY_MAP | TY_FILTER | TY_DICT_VIEW => 3,
        TY_BYTEARRAY => bytes::BYTEARRAY_WORDS,
        TY_WEAK => 3,
        TY_ITERTOOL => itertool::WORDS,
        _ => return None,
    })
}

/// A `set` or a `frozenset`?
#[inline]
pub fn is_set_like(v: Value) -> bool {
    matches!(ptr_type(v), Some(TY_SET) | Some(TY_FROZENSET))
}

/// Does the type hold only plain data (no reference words)?
#[inline]
pub fn is_data_type(ty: u32) -> bool {
    matches!(ty, TY_FLOAT | TY_BIGINT | TY_STR | TY_BYTES | TY_RAW | TY_WEAK)
}

#[inline(always)]
pub fn round_up8(n: usize) -> usize {
    (n + 7) & !7
}

// ---- raw access ---------------------------------------------------------

#[inline(always)]
pub fn header(v: Value) -> u64 {
    // SAFETY: `v` is a live heap object (module invariant); word 0 is its header.
    unsafe { *(v.0 as *const u64) }
}

#[inline(always)]
pub fn type_id(v: Value) -> u32 {
    gc::header::type_id(header(v))
}

/// The type id of any value, or `None` for immediates.
#[inline(always)]
pub fn ptr_type(v: Value) -> Option<u32> {
    if v.is_ptr() {
        Some(type_id(v))
    } else {
        None
    }
}

#[inline(always)]
pub fn is_type(v: Value, ty: u32) -> bool {
    v.is_ptr() && type_id(v) == ty
}

#[inline(always)]
pub fn is_instance_obj(v: Value) -> bool {
    v.is_ptr() && type_id(v) >= FIRST_SHAPE_ID
}

/// Word `i` of object `v` (0 is the header).
#[inline(always)]
pub fn word(v: Value, i: usize) -> u64 {
    // SAFETY: `v` is a live object with at least `i + 1` words (caller's layout knowledge).
    unsafe { *(v.0 as *const u64).add(i) }
}

#[inline(always)]
pub fn set_word(v: Value, i: usize, w: u64) {
    // SAFETY: as `word`; the object is not shared across threads.
    unsafe { *(v.0 as *mut u64).add(i) = w }
}

#[inline(always)]
pub fn field(v: Value, i: usize) -> Value {
    Value(word(v, i))
}

/// Stores a value word without the write barrier: only into an object
/// allocated after the last allocation (no collection, minor or major step,
/// can have promoted or scanned it since), or for non-reference values.
/// Everything else goes through `Vm::set_field`.
#[inline(always)]
pub fn init_field(v: Value, i: usize, x: Value) {
    set_word(v, i, x.0)
}

/// Pointer to byte `offset` of the object.
#[inline(always)]
pub fn byte_ptr(v: Value, offset: usize) -> *mut u8 {
    (v.0 as usize + offset) as *mut u8
}

/// The top VM bit of a header: the dict is watched by compiled traces
/// (`runtime/watch.rs`); a bytes object is a checked regular-expression
/// program (`bytes::is_checked_program`). The 23 bits below it hold the
/// identity hash.
pub const VM_WATCHED: u32 = 1 << 23;

/// Mask of the identity hash within the VM bits.
pub const IDENTITY_MASK: u32 = VM_WATCHED - 1;

/// Sets the identity hash (at most 23 bits) in the header's VM bits.
pub fn set_identity_bits(v: Value, bits: u32) {
    let h = header(v);
    let keep = gc::header::vm_bits(h) & VM_WATCHED;
    set_word(v, 0, gc::header::with_vm_bits(h, keep | (bits & IDENTITY_MASK)));
}

/// The identity hash kept in the header (0 when none was given yet).
pub fn identity_bits(v: Value) -> u32 {
    gc::header::vm_bits(header(v)) & IDENTITY_MASK
}

/// Replaces the type id (an instance changing shape keeps its address).
pub fn set_type_id(v: Value, ty: u32) {
    let h = header(v);
    set_word(v, 0, gc::header::with_type_id(h, ty));
}
