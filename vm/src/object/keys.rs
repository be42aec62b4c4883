//! Key equality for dict and set keys without Python code: identity, then
//! the value equality of numbers (`1`, `1.0` and `True` are one key),
//! strings, bytes, big ints, tuples and frozensets. Which pairs of keys a
//! user `__eq__` might find equal is asked here too; running it is
//! `ops::hash`'s.
//!
//! Must never: allocate or run Python code.

use super::num::{bigint_of, float_of};
use super::seq::{tuple_get, tuple_len};
use super::*;

/// Might a user `__eq__` find `a` and `b` equal when identity does not
/// (one is an instance, or a tuple holding one)?
pub fn needs_python_eq(a: Value, b: Value) -> bool {
    a != b && (holds_instance(a) || holds_instance(b))
}

/// Is `v` an instance, or a tuple holding one (a key whose equality a
/// user `__eq__` may decide)? An immediate is answered inline.
#[inline]
pub fn holds_instance(v: Value) -> bool {
    v.is_ptr() && object_holds_instance(v)
}

fn object_holds_instance(v: Value) -> bool {
    is_instance_obj(v) || (is_type(v, TY_TUPLE) && (0..tuple_len(v)).any(|i| holds_instance(tuple_get(v, i))))
}

/// Key equality for dicts and sets: identity, then value equality of numbers,
/// strings and tuples. Never allocates.
pub fn keys_equal(a: Value, b: Value) -> bool {
    if a == b {
        return true;
    }
    let (ta, tb) = (ptr_type(a), ptr_type(b));
    if ta == Some(TY_STR) && tb == Some(TY_STR) {
        return crate::object::str::str_equal(a, b);
    }
    if let (Some(x), Some(y)) = (num_key(a), num_key(b)) {
        return x == y;
    }
    match (ta, tb) {
        (Some(TY_BYTES), Some(TY_BYTES)) => crate::object::bytes::bytes_data(a) == crate::object::bytes::bytes_data(b),
        (Some(TY_BIGINT), Some(TY_BIGINT)) => bigint_of(a) == bigint_of(b),
        (Some(TY_BIGINT), Some(TY_FLOAT)) => big_equals_float(a, b),
        (Some(TY_FLOAT), Some(TY_BIGINT)) => big_equals_float(b, a),
        (Some(TY_TUPLE), Some(TY_TUPLE)) => {
            tuple_len(a) == tuple_len(b) && (0..tuple_len(a)).all(|i| keys_equal(tuple_get(a, i), tuple_get(b, i)))
        }
        (Some(TY_FROZENSET), Some(TY_FROZENSET)) => {
            use crate::object::dict::{dict_find, dict_items_hashed, dict_len};
            dict_len(a) == dict_len(b) && dict_items_hashed(a).into_iter().all(|(h, k)| dict_find(b, k, h).is_some())
        }
        _ => false,
    }
}

/// Is the big int `big` the value of the float `f` (`2**70 == 2.0**70`)?
fn big_equals_float(big: Value, f: Value) -> bool {
    let x = float_of(f);
    x.fract() == 0.0 && num_traits::FromPrimitive::from_f64(x).is_some_and(|b: num_bigint::BigInt| b == bigint_of(big))
}

/// Numbers as comparable keys: small ints, bools and floats with exact values.
#[derive(PartialEq)]
enum NumKey {
    Int(i64),
    Float(f64),
}

fn num_key(v: Value) -> Option<NumKey> {
    if v.is_int() {
        return Some(NumKey::Int(v.as_int()));
    }
    match v {
        Value::TRUE => return Some(NumKey::Int(1)),
        Value::FALSE => return Some(NumKey::Int(0)),
        _ => {}
    }
    if is_type(v, TY_FLOAT) {
        let f = float_of(v);
        if f.fract() == 0.0 && f.abs() < 4.0e18 {
            return Some(NumKey::Int(f as i64));
        }
        return Some(NumKey::Float(f));
    }
    None
}
