//! Boxed numbers: `float` and big `int`.
//!
//! Float: `[header, f64 bits]` — 16 bytes, like every boxed float in PyPy.
//! Big int: `[header, nlimbs << 1 | sign, limbs (u64, little-endian)...]`;
//! only ints outside the small-int range (±2^62) are big, so every integer has
//! exactly one representation and `==` on small ints is word equality.

use super::*;
use num_bigint::{BigInt, Sign};

#[inline]
pub fn float_of(v: Value) -> f64 {
    f64::from_bits(word(v, 1))
}

#[inline]
pub fn is_float(v: Value) -> bool {
    is_type(v, TY_FLOAT)
}

#[inline]
pub fn is_bigint(v: Value) -> bool {
    is_type(v, TY_BIGINT)
}

/// The value of a big int object (one allocation: the BigUint's digits,
/// copied from the object's limbs).
pub fn bigint_of(v: Value) -> BigInt {
    let meta = word(v, 1);
    let sign = if meta & 1 == 1 { Sign::Minus } else { Sign::Plus };
    BigInt::from_biguint(sign, num_bigint::BigUint::from_slice(limbs_as_u32(v)))
}

/// The limbs of big int object `v` as base-2^32 digits, least significant
/// first: on a little-endian machine a u64 limb is its low half, then its
/// high half.
#[cfg(target_endian = "little")]
fn limbs_as_u32<'a>(v: Value) -> &'a [u32] {
    let n = (word(v, 1) >> 1) as usize;
    // SAFETY: a big int object holds `n` u64 limbs from word 2, 8-aligned;
    // they are read as 2n u32s while no allocation can move or free the
    // object (the caller copies them before it allocates on the heap).
    unsafe { std::slice::from_raw_parts((v.0 as *const u64).add(2) as *const u32, 2 * n) }
}

/// Any int value (small or big) as a BigInt.
pub fn int_to_bigint(v: Value) -> BigInt {
    if v.is_int() {
        BigInt::from(v.as_int())
    } else {
        bigint_of(v)
    }
}

