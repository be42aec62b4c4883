//! Byte strings: `bytes` (immutable) and `bytearray` (mutable, growable).
//!
//! bytes: a data object `[header, len, bytes...]`, `len` a plain word.
//! bytearray: a value object `[header, len, storage]` (`len` a tagged int)
//! whose storage is a `TY_RAW` data object `[header, capacity, bytes...]`
//! (capacity in bytes, a plain word) or EMPTY while the capacity is 0. The
//! header object keeps its address when the bytearray grows: growth
//! allocates a larger storage (at least double), copies the bytes and
//! stores the new storage with the write barrier, as a list's array does
//! (`seq.rs`). Bytes past `len` in the storage are garbage, never read.
//!
//! The slices returned by the accessors borrow the heap: they are valid
//! only until the next allocation (which may move the object). Copy them
//! first when an allocation comes in between; no function here that
//! allocates takes a slice into the heap.

use super::*;

/// Words of a bytearray header object.
pub const BYTEARRAY_WORDS: usize = 3;

/// The bytes of a bytes object.
#[inline]
pub fn bytes_data<'a>(v: Value) -> &'a [u8] {
    let len = word(v, 1) as usize;
    // SAFETY: a bytes object holds `len` bytes after its 16-byte prefix; the
    // caller does not allocate while holding the slice.
    unsafe { std::slice::from_raw_parts(byte_ptr(v, 16), len) }
}

/// Has this bytes object been checked as a regular-expression program
/// (`builtins/regex/program.rs`)? The mark is the header's top VM bit
/// (`VM_WATCHED`, which only dicts use otherwise); a bytes object never
/// changes, so the mark stays true, and it moves with the object.
#[inline]
pub fn is_checked_program(v: Value) -> bool {
    gc::header::vm_bits(header(v)) & VM_WATCHED != 0
}

/// Marks a bytes object as a checked program.
pub fn mark_checked_program(v: Value) {
    let h = header(v);
    set_word(v, 0, gc::header::with_vm_bits(h, gc::header::vm_bits(h) | VM_WATCHED));
}

#[inline]
pub fn bytearray_len(v: Value) -> usize {
    field(v, 1).as_int() as usize
}

/// The storage's capacity in bytes (0 for none).
pub(crate) fn storage_capacity(storage: Value) -> usize {
    if storage.is_empty() {
        0
    } else {
        word(storage, 1) as usize
    }
}

/// The bytes of a bytearray.
#[inline]
pub fn bytearray_data<'a>(v: Value) -> &'a [u8] {
    let len = bytearray_len(v);
    if len == 0 {
        return &[];
    }
    // SAFETY: a non-empty bytearray's storage holds at least `len` bytes after
    // its 16-byte prefix; the caller does not allocate while holding the slice.
    unsafe { std::slice::from_raw_parts(byte_ptr(field(v, 2), 16), len) }
}

/// The bytes of a bytearray, writable.
#[inline]
pub fn bytearray_data_mut<'a>(v: Value) -> &'a mut [u8] {
    let len = bytearray_len(v);
    if len == 0 {
        return &mut [];
    }
    // SAFETY: as `bytearray_data`; no other slice of this storage is alive
    // while the caller writes (single-threaded, no allocation meanwhile).
    unsafe { std::slice::from_raw_parts_mut(byte_ptr(field(v, 2), 16), len) }
}

/// Is `v` a bytes or a bytearray (what CPython calls a bytes-like object)?
#[inline]
pub fn is_buffer(v: Value) -> bool {
    matches!(ptr_type(v), Some(TY_BYTES) | Some(TY_BYTEARRAY))
}

/// The bytes of a bytes or bytearray object; None for anything else.
#[inline]
pub fn buffer_data<'a>(v: Value) -> Option<&'a [u8]> {
    match ptr_type(v) {
        Some(TY_BYTES) => Some(bytes_data(v)),
        Some(TY_BYTEARRAY) => Some(bytearray_data(v)),
        _ => None,
    }
}

