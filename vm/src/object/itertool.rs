//! The layout of the native `itertools` iterators (`TY_ITERTOOL`): one
//! fixed-size value object for every kind, `[header, kind, s0 .. s4]`.
//!
//! `kind` is the `TypeId` of the iterator's class (`chain`, `islice`,
//! `permutations`, ...) as a small int, so `type(x)` is read from it. The
//! five state words are Values; what each holds is the kind's business
//! (`ops/itertools.rs` steps them, `builtins/itertools_types.rs` makes
//! them). Integers among them are small ints; index vectors are arrays
//! (`TY_ARRAY`) of small ints.
//!
//! Must never: allocate.

use super::{field, init_field};
use crate::value::Value;

/// Words of every native itertools iterator, header included.
pub const WORDS: usize = 7;
/// The kind's `TypeId`, as a small int.
pub const KIND: usize = 1;
/// The first of the five state words.
pub const S0: usize = 2;

/// The kind of iterator `it`: the index of its class's `TypeId`
/// (`runtime::types::type_id_from_index` names it).
#[inline]
pub fn kind_index(it: Value) -> usize {
    field(it, KIND).as_int() as usize
}

/// State word `i` (0..5).
#[inline]
pub fn state(it: Value, i: usize) -> Value {
    field(it, S0 + i)
}

/// Stores a small int (or any non-pointer) in state word `i`; references
/// go through `Memory::set_field`, which has the write barrier.
#[inline]
pub fn set_state_int(it: Value, i: usize, n: i64) {
    init_field(it, S0 + i, Value::int(n))
}

/// The state word (4) of the combinatoric kinds: before the first
/// result, after it, and exhausted.
pub const STARTING: i64 = 0;
pub const RUNNING: i64 = 1;
pub const STOPPED: i64 = 2;

/// Item `i` of an index vector (an array of small ints).
#[inline]
pub fn index_get(arr: Value, i: usize) -> usize {
    field(arr, 2 + i).as_int() as usize
}

/// Sets item `i` of an index vector.
#[inline]
pub fn index_set(arr: Value, i: usize, n: usize) {
    init_field(arr, 2 + i, Value::int(n as i64))
}
