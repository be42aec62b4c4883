//! `Value`: one 64-bit word for every Python value.
//!
//! Encoding (low bits decide):
//! ```text
//!   ...iiiiiii1   small int: the upper 63 bits, arithmetic-shifted (range ±2^62)
//!   ...pppp000   pointer to a heap object (8-aligned); 0 is EMPTY, not a pointer
//!   0b0010        None
//!   0b0110        False
//!   0b1110        True
//! ```
//! Floats, big ints and everything else are heap objects (a float is a 16-byte
//! object: header and the f64), the representation PyPy uses; the JIT's
//! allocation sinking removes the boxes inside traces.
//!
//! EMPTY marks "no value": an unbound local, an absent optional operand, a free
//! slot of a backing array. It never reaches Python code.
//!
//! Must never: dereference anything (object access lives in `object/`).

pub mod fxhash;

use gc::Address;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(transparent)]
pub struct Value(pub u64);

/// Smallest and largest ints stored unboxed.
pub const SMALL_INT_MIN: i64 = -(1 << 62);
pub const SMALL_INT_MAX: i64 = (1 << 62) - 1;

impl Value {
    pub const EMPTY: Value = Value(0);
    pub const NONE: Value = Value(0b0010);
    pub const FALSE: Value = Value(0b0110);
    pub const TRUE: Value = Value(0b1110);

    #[inline(always)]
    pub fn is_int(self) -> bool {
        self.0 & 1 == 1
    }

    /// The small int's value; only meaningful when `is_int`.
    #[inline(always)]
    pub fn as_int(self) -> i64 {
        (self.0 as i64) >> 1
    }

    /// A small int; `None` when `i` is outside the unboxed range.
    #[inline(always)]
    pub fn try_int(i: i64) -> Option<Value> {
        if (SMALL_INT_MIN..=SMALL_INT_MAX).contains(&i) {
            Some(Value(((i << 1) | 1) as u64))
        } else {
            None
        }
    }

    /// A small int from a value known to be in range (lengths, indices, counters).
    #[inline(always)]
    pub fn int(i: i64) -> Value {
        debug_assert!((SMALL_INT_MIN..=SMALL_INT_MAX).contains(&i));
        Value(((i << 1) | 1) as u64)
    }

    #[inline(always)]
    pub fn is_ptr(self) -> bool {
        self.0 & 7 == 0 && self.0 != 0
    }

    #[inline(always)]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline(always)]
    pub fn is_none(self) -> bool {
        self == Value::NONE
    }

    #[inline(always)]
    pub fn is_bool(self) -> bool {
        self == Value::TRUE || self == Value::FALSE
    }

    #[inline(always)]
    pub fn bool(b: bool) -> Value {
        if b {
            Value::TRUE
        } else {
            Value::FALSE
        }
    }

    #[inline(always)]
    pub fn addr(self) -> Address {
        Address::from_word(self.0)
    }

    #[inline(always)]
    pub fn from_addr(a: Address) -> Value {
        Value(a.as_word())
    }
}

impl std::fmt::Debug for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_int() {
            write!(f, "Int({})", self.as_int())
        } else if self.is_empty() {
            write!(f, "EMPTY")
        } else if self.is_none() {
            write!(f, "None")
        } else if *self == Value::TRUE {
            write!(f, "True")
        } else if *self == Value::FALSE {
            write!(f, "False")
        } else {
            write!(f, "Ptr({:#x})", self.0)
        }
    }
}
