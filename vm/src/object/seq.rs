//! Sequences: `tuple`, `list` and the list's backing array.
//!
//! Tuple: `[header, len, items...]`, immutable once built.
//! List: `[header, len, array]` where array is a `TY_ARRAY`
//! `[header, capacity, items...]` or EMPTY; growth doubles the array, so
//! append is amortized O(1). Unused array slots hold EMPTY.

use super::*;

#[inline]
pub fn tuple_len(t: Value) -> usize {
    field(t, 1).as_int() as usize
}

#[inline]
pub fn tuple_get(t: Value, i: usize) -> Value {
    field(t, 2 + i)
}

#[inline]
pub fn list_len(l: Value) -> usize {
    field(l, 1).as_int() as usize
}

#[inline]
pub fn list_array(l: Value) -> Value {
    field(l, 2)
}

#[inline]
pub fn list_get(l: Value, i: usize) -> Value {
    field(list_array(l), 2 + i)
}

#[inline]
pub fn array_capacity(a: Value) -> usize {
    if a.is_empty() {
        0
    } else {
        field(a, 1).as_int() as usize
    }
}

/// `count` items of the list or tuple `seq` from index `start`, `step`
/// apart (see `Vm::seq_from_parts`).
#[derive(Clone, Copy)]
pub struct SeqPart {
    pub seq: Value,
    pub start: usize,
    pub step: i64,
    pub count: usize,
}

impl SeqPart {
    /// Every item of the list or tuple `seq`.
    pub fn whole(seq: Value) -> SeqPart {
        let count = if is_type(seq, TY_TUPLE) { tuple_len(seq) } else { list_len(seq) };
        SeqPart { seq, start: 0, step: 1, count }
    }

    /// The items of `seq` a slice's clamped indices `(start, stop, step,
    /// count)` name (an empty one starts at 0).
    pub fn sliced(seq: Value, (start, _, step, count): (i64, i64, i64, usize)) -> SeqPart {
        SeqPart { seq, start: if count == 0 { 0 } else { start as usize }, step, count }
    }
}

/// The items of tuple or list `v` in place, as a slice; None for
/// anything else.
///
/// # Safety
/// Nothing may allocate, and the list may not change, while the slice is
/// in use (a collection moves the items; a list may get a new array).
pub unsafe fn items_slice<'a>(v: Value) -> Option<&'a [Value]> {
    let (words, n) = match ptr_type(v)? {
        TY_TUPLE => (v, tuple_len(v)),
        TY_LIST if list_len(v) == 0 => return Some(&[]),
        TY_LIST => (list_array(v), list_len(v)),
        _ => return None,
    };
    // SAFETY: a tuple's items, and a non-empty list's array's, are `n`
    // value words after two header words (module doc); the caller keeps
    // them in place.
    Some(unsafe { std::slice::from_raw_parts((words.0 as *const Value).add(2), n) })
}

/// Items of a tuple or list, copied out (the copy is not a GC root).
pub fn seq_items(v: Value) -> Vec<Value> {
    if is_type(v, TY_TUPLE) {
        (0..tuple_len(v)).map(|i| tuple_get(v, i)).collect()
    } else {
        (0..list_len(v)).map(|i| list_get(v, i)).collect()
    }
}

