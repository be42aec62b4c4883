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

/// The value of a big int object.
pub fn bigint_of(v: Value) -> BigInt {
    let meta = word(v, 1);
    let n = (meta >> 1) as usize;
    let sign = if meta & 1 == 1 { Sign::Minus } else { Sign::Plus };
    // One allocation: the digits, which the BigUint takes over.
    let digits: Vec<u32> = (0..n).flat_map(|i| {
        let l = word(v, 2 + i);
        [l as u32, (l >> 32) as u32]
    }).collect();
    BigInt::from_biguint(sign, num_bigint::BigUint::new(digits))
}

/// Any int value (small or big) as a BigInt.
pub fn int_to_bigint(v: Value) -> BigInt {
    if v.is_int() {
        BigInt::from(v.as_int())
    } else {
        bigint_of(v)
    }
}

