//! Small fixed-layout objects: modules, ranges, slices, iterators, super,
//! method wrappers (staticmethod, classmethod, property).
//!
//! Module: `[header, name, dict]`.
//! Range: `[header, start, stop, step]` (small ints).
//! Slice: `[header, start, stop, step]` (any values; None for omitted).
//! Range iterator: `[header, next, stop, step]`.
//! Sequence iterator (list, tuple, str): `[header, seq, index]`.
//! Dict iterator: `[header, dict, entry index, kind]` (0 keys, 1 values, 2 items).
//! Enumerate: `[header, iterator, count]`; zip: `[header, tuple of iterators]`;
//! reversed: `[header, seq, next index]`; map/filter: `[header, function, iterator(s)]`.
//! Super: `[header, class, object]`.
//! staticmethod/classmethod: `[header, function]`; property: `[header, fget, fset, fdel]`.

use super::*;


/// Is every bound of the range a small int (the fast representation)?
pub fn is_small_range(r: Value) -> bool {
    field(r, 1).is_int() && field(r, 2).is_int() && field(r, 3).is_int()
}

/// The number of items of any range, as a BigInt.
pub fn range_len_big(r: Value) -> num_bigint::BigInt {
    use num_bigint::BigInt;
    let (start, stop, step) = (num::int_to_bigint(field(r, 1)), num::int_to_bigint(field(r, 2)), num::int_to_bigint(field(r, 3)));
    let zero = BigInt::from(0);
    let n = if step > zero {
        if stop > start { (stop - start + &step - 1) / step } else { zero }
    } else if start > stop {
        (start - stop + (-&step) - 1) / (-step)
    } else {
        zero
    };
    n
}

/// The number of items of a range object (saturating for huge big-int ranges).
pub fn range_len(r: Value) -> usize {
    if !is_small_range(r) {
        return num_traits::ToPrimitive::to_usize(&range_len_big(r)).unwrap_or(usize::MAX);
    }
    let (start, stop, step) = (field(r, 1).as_int(), field(r, 2).as_int(), field(r, 3).as_int());
    let n = if step > 0 {
        if stop > start { (stop - start + step - 1) / step } else { 0 }
    } else if start > stop {
        (start - stop + (-step) - 1) / (-step)
    } else {
        0
    };
    n as usize
}
