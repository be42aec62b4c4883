//! Hashing for dict and set keys (their equality without Python code is
//! `object::keys`).
//!
//! Numbers hash as CPython does (`hash(n) == n mod (2^61 - 1)` with sign,
//! `hash(-1) == -2`, an integral float hashes like the equal int), so `1`,
//! `1.0` and `True` are the same key. Strings use the deterministic hash of
//! `object::str`. Instances hash by identity unless their class defines
//! `__hash__` (a user `__hash__` may allocate).

use crate::object::num::{bigint_of, float_of, is_bigint};
use crate::object::seq::{tuple_get, tuple_len};
use crate::object::*;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use num_bigint::BigInt;
use num_traits::ToPrimitive;
use crate::runtime::calls::Calls;

const MODULUS: i64 = (1 << 61) - 1;

/// The hash of the int `i` (CPython's: `i` reduced modulo 2**61 - 1, -1
/// made -2).
#[inline]
pub fn hash_small_int(i: i64) -> i64 {
    hash_i64(i)
}

#[inline]
fn hash_i64(i: i64) -> i64 {
    let a = i.unsigned_abs();
    // (Most ints are below the modulus: no division for them.)
    let m = if a < MODULUS as u64 { a as i64 } else { (a % MODULUS as u64) as i64 };
    let h = if i < 0 { -m } else { m };
    if h == -1 {
        -2
    } else {
        h
    }
}

fn hash_big(b: &BigInt) -> i64 {
    let m: BigInt = b.magnitude().clone().into();
    let r = (m % BigInt::from(MODULUS)).to_i64().unwrap_or(0);
    let h = if b.sign() == num_bigint::Sign::Minus { -r } else { r };
    if h == -1 {
        -2
    } else {
        h
    }
}

/// CPython's hash of a float: integral values hash like ints; others by the
/// 2^61-1 reduction of their exact binary value.
pub fn hash_float(f: f64) -> i64 {
    if f.is_nan() {
        return 0;
    }
    if f.is_infinite() {
        return if f > 0.0 { 314159 } else { -314159 };
    }
    if f.fract() == 0.0 && f.abs() < 9.2e18 {
        return hash_i64(f as i64);
    }
    let (mut m, mut e) = frexp(f.abs());
    let mut x: u64 = 0;
    while m != 0.0 {
        x = ((x << 28) & MODULUS as u64) | (x >> (61 - 28));
        m *= 268435456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        x += y;
        if x >= MODULUS as u64 {
            x -= MODULUS as u64;
        }
    }
    let e = if e >= 0 { e % 61 } else { 61 - 1 - ((-1 - e) % 61) };
    x = ((x << e) & MODULUS as u64) | (x >> (61 - e));
    let h = if f < 0.0 { -(x as i64) } else { x as i64 };
    if h == -1 {
        -2
    } else {
        h
    }
}

fn frexp(f: f64) -> (f64, i32) {
    if f == 0.0 {
        return (0.0, 0);
    }
    let bits = f.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        let (m, e) = frexp(f * 2f64.powi(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, exp - 1022)
}

/// The Python hash of a hashable value; TypeError for unhashable ones.
pub fn hash_value(vm: &mut Vm, v: Value) -> PyResult<i64> {
    if v.is_int() {
        return Ok(hash_i64(v.as_int()));
    }
    if !v.is_ptr() {
        return Ok(match v {
            Value::TRUE => 1,
            Value::FALSE => 0,
            _ => 0x5f3759df,
        });
    }
    match type_id(v) {
        TY_STR => Ok(crate::object::str::str_hash(v)),
        TY_BYTES => Ok(bytes_hash(crate::object::bytes::bytes_data(v))),
        TY_FLOAT => Ok(hash_float(float_of(v))),
        TY_BIGINT => Ok(hash_big(&bigint_of(v))),
        TY_TUPLE => {
            if vm.interp.native_depth > vm.interp.recursion_limit {
                return Err(vm.raise_new(crate::runtime::types::TypeId::RecursionError, "maximum recursion depth exceeded while calling a Python object"));
            }
            // An item's user __hash__ may allocate (and move the tuple).
            let slot = vm.mem.push_temp(v);
            let mut acc: u64 = 0x27d4_eb2f_1656_67c5;
            for i in 0..tuple_len(v) {
                let item = tuple_get(vm.mem.temp(slot), i);
                vm.interp.native_depth += 1;
                let h = hash_value(vm, item);
                vm.interp.native_depth -= 1;
                let h = match h {
                    Ok(h) => h as u64,
                    Err(e) => {
                        vm.mem.pop_temps(slot);
                        return Err(e);
                    }
                };
                acc = acc.wrapping_add(h.wrapping_mul(0xc2b2_ae3d_27d4_eb4f)).rotate_left(31).wrapping_mul(0x9e37_79b1_85eb_ca87);
            }
            vm.mem.pop_temps(slot);
            Ok((acc >> 2) as i64)
        }
        TY_FROZENSET => {
            // Order-independent: the same set of hashes gives the same result.
            let mut acc: u64 = 0x9e37_79b9;
            for (h, _) in crate::object::dict::dict_items_hashed(v) {
                let x = (h as u64) ^ ((h as u64) << 16) ^ 0x5bd1_e995;
                acc ^= x.wrapping_mul(0x2f0f_b2a9);
            }
            acc = acc.wrapping_add(crate::object::dict::dict_len(v) as u64 * 0x1b87_3593);
            Ok((acc >> 2) as i64)
        }
        // As equality: the object bound and the function.
        TY_BOUND_METHOD => {
            let (func, obj) = (field(v, 1), field(v, 2));
            let h = vm.identity_hash(obj) ^ vm.identity_hash(func).rotate_left(16);
            Ok((h & (i64::MAX >> 2)).max(1))
        }
        TY_LIST | TY_DICT | TY_SET | TY_BYTEARRAY => {
            let t = vm.type_name(v);
            Err(vm.type_error(&format!("unhashable type: '{}'", t)))
        }
        ty if ty >= FIRST_SHAPE_ID => {
            let cls = vm.mem.instance_class(v);
            let hash = vm.names.hash;
            let object = vm.ty(crate::runtime::types::TypeId::Object);
            match vm.lookup_type(cls, hash) {
                Some(f) if !is_defined_by(object, hash, f) => user_hash_value(vm, v),
                _ => Ok(vm.identity_hash(v)),
            }
        }
        _ => Ok(vm.identity_hash(v)),
    }
}

/// The hash of a bytes object's contents (FNV-1a, folded to 61 bits like
/// the other hashes; never -1).
fn bytes_hash(data: &[u8]) -> i64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in data {
        h = (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3);
    }
    (h >> 3) as i64
}

/// Calls a user `__hash__`; an int outside the machine range is hashed itself, as in CPython.
fn user_hash_value(vm: &mut Vm, v: Value) -> PyResult<i64> {
    let cls = vm.mem.instance_class(v);
    let n = vm.names.hash;
    let f = vm.lookup_type(cls, n).unwrap_or(Value::NONE);
    if f.is_none() {
        let t = vm.type_name(v);
        return Err(vm.type_error(&format!("unhashable type: '{}'", t)));
    }
    let r = vm.call_value(f, &[v])?;
    if r.is_int() {
        let h = r.as_int();
        return Ok(if h == -1 { -2 } else { h });
    }
    if is_bigint(r) || r.is_bool() {
        return hash_value(vm, r);
    }
    Err(vm.type_error("__hash__ method should return an integer"))
}

fn is_defined_by(class: Value, name: Value, f: Value) -> bool {
    crate::object::dict::dict_get_str(class::class_dict(class), name) == Some(f)
}

