//! Boxed numbers: `float` and big `int`.
//!
//! Float: `[header, f64 bits]` — 16 bytes, like every boxed float in PyPy.
//! Big int: `[header, nlimbs << 1 | sign, limbs (u64, little-endian)...]`;
//! only ints outside the small-int range (±2^62) are big, so every integer has
//! exactly one representation and `==` on small ints is word equality.

use super::*;
use crate::runtime::vm::Vm;
use num_bigint::{BigInt, Sign};
use num_traits::ToPrimitive;

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

impl Vm {
    pub fn new_float(&mut self, f: f64) -> Value {
        let v = self.alloc_data(TY_FLOAT, 8);
        set_word(v, 1, f.to_bits());
        v
    }

    /// An int value: small when it fits, else a big int object.
    pub fn new_int(&mut self, i: i64) -> Value {
        match Value::try_int(i) {
            Some(v) => v,
            None => self.new_bigint(&BigInt::from(i)),
        }
    }

    /// An int value from a BigInt (normalized to a small int when it fits).
    pub fn new_bigint(&mut self, b: &BigInt) -> Value {
        self.bigint_in(b, false)
    }

    /// Like `new_bigint`, in old space (constants).
    pub fn new_old_bigint(&mut self, b: &BigInt) -> Value {
        self.bigint_in(b, true)
    }

    fn bigint_in(&mut self, b: &BigInt, old: bool) -> Value {
        if let Some(small) = b.to_i64().and_then(Value::try_int) {
            return small;
        }
        let n = b.magnitude().iter_u64_digits().len();
        let bytes = 8 * (1 + n);
        let v = if old { self.alloc_old_data(TY_BIGINT, bytes) } else { self.alloc_data(TY_BIGINT, bytes) };
        let sign = (b.sign() == Sign::Minus) as u64;
        set_word(v, 1, ((n as u64) << 1) | sign);
        for (i, l) in b.magnitude().iter_u64_digits().enumerate() {
            set_word(v, 2 + i, l);
        }
        v
    }
}
