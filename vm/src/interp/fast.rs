//! Inline fast paths of the interpreter loop for the commonest operand types.
//!
//! Each returns `None` when its operands are not the expected types, and the
//! caller falls back to the general operation in `ops`. They must agree with
//! the general paths exactly (the program corpus runs both).

use crate::object::num::{float_of, is_float};
use crate::object::*;
use crate::value::Value;
use crate::runtime::vm::Vm;
use lang::bytecode::{BinaryOp, CompareOp};

/// A float operand: a float object or a small int.
#[inline(always)]
fn as_float(v: Value) -> Option<f64> {
    if v.is_int() {
        Some(v.as_int() as f64)
    } else if is_float(v) {
        Some(float_of(v))
    } else {
        None
    }
}

impl Vm {
    /// `+ - * // % & | ^ >>` on small ints, `+ - * /` on floats.
    #[inline(always)]
    pub(super) fn arith_fast(&mut self, op: BinaryOp, x: Value, y: Value) -> Option<Value> {
        if x.is_int() && y.is_int() {
            let (a, b) = (x.as_int(), y.as_int());
            let r = match op {
                BinaryOp::Add => a + b,
                BinaryOp::Sub => a - b,
                BinaryOp::Mul => a.checked_mul(b)?,
                BinaryOp::And => a & b,
                BinaryOp::Or => a | b,
                BinaryOp::Xor => a ^ b,
                // Python's floor division and modulo (the result takes the
                // divisor's sign); small ints cannot overflow either.
                BinaryOp::FloorDiv if b != 0 => num_integer::Integer::div_floor(&a, &b),
                BinaryOp::Mod if b != 0 => num_integer::Integer::mod_floor(&a, &b),
                BinaryOp::RShift if (0..64).contains(&b) => a >> b,
                _ => return None,
            };
            return Some(Value::try_int(r).unwrap_or_else(|| self.mem.new_int(r)));
        }
        if !(is_float(x) || is_float(y)) {
            return None;
        }
        let (a, b) = (as_float(x)?, as_float(y)?);
        let r = match op {
            BinaryOp::Add => a + b,
            BinaryOp::Sub => a - b,
            BinaryOp::Mul => a * b,
            BinaryOp::TrueDiv if b != 0.0 => a / b,
            _ => return None,
        };
        Some(self.mem.new_float(r))
    }

    /// Comparisons of two floats (or a float and a small int below 2^53).
    #[inline(always)]
    pub(super) fn compare_fast(op: CompareOp, x: Value, y: Value) -> Option<bool> {
        if !(is_float(x) || is_float(y)) {
            return None;
        }
        let small = |v: Value| !v.is_int() || v.as_int().unsigned_abs() < (1 << 53);
        if !(small(x) && small(y)) {
            return None;
        }
        let (a, b) = (as_float(x)?, as_float(y)?);
        Some(match op {
            CompareOp::Lt => a < b,
            CompareOp::Le => a <= b,
            CompareOp::Eq => a == b,
            CompareOp::Ne => a != b,
            CompareOp::Gt => a > b,
            CompareOp::Ge => a >= b,
        })
    }

    /// `list[i]` with a small int index in range.
    #[inline(always)]
    pub(super) fn list_index_fast(obj: Value, key: Value) -> Option<usize> {
        if !(key.is_int() && is_type(obj, TY_LIST)) {
            return None;
        }
        index_in(key, seq::list_len(obj))
    }

    /// `tuple[i]` with a small int index in range.
    #[inline(always)]
    pub(super) fn tuple_item_fast(obj: Value, key: Value) -> Option<Value> {
        if !(key.is_int() && is_type(obj, TY_TUPLE)) {
            return None;
        }
        index_in(key, seq::tuple_len(obj)).map(|i| seq::tuple_get(obj, i))
    }
}

/// The small int `key` as an index into `len` items (from the end when
/// negative), if in range.
#[inline(always)]
fn index_in(key: Value, len: usize) -> Option<usize> {
    let (i, len) = (key.as_int(), len as i64);
    let i = if i < 0 { i + len } else { i };
    (0..len).contains(&i).then_some(i as usize)
}
