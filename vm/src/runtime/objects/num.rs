//! Making floats and ints (big ints boxed, in the nursery or old space).
//! The layout is `object/num.rs`; these only allocate
//! and write, so they take the allocation handle (`Memory`), not the `Vm`.

use crate::object::*;
use num_bigint::{BigInt, Sign};
use num_traits::ToPrimitive;
use crate::runtime::memory::Memory;
use crate::value::Value;

impl Memory {
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

    /// An int value from a sign and a magnitude's limbs (least significant
    /// first, no high zero limbs): a small int when it fits.
    pub fn int_from_limbs(&mut self, negative: bool, limbs: &[u64]) -> Value {
        if limbs.len() <= 1 {
            let m = limbs.first().copied().unwrap_or(0);
            if let Some(small) = i64::try_from(m).ok().map(|m| if negative { -m } else { m }).and_then(Value::try_int) {
                return small;
            }
        }
        let n = limbs.len();
        let v = self.alloc_data(TY_BIGINT, 8 * (1 + n));
        set_word(v, 1, ((n as u64) << 1) | negative as u64);
        for (i, &l) in limbs.iter().enumerate() {
            set_word(v, 2 + i, l);
        }
        v
    }

    /// Like `new_bigint`, in old space (constants).
    pub fn new_old_bigint(&mut self, b: &BigInt) -> Value {
        self.bigint_in(b, true)
    }

    pub(super) fn bigint_in(&mut self, b: &BigInt, old: bool) -> Value {
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
