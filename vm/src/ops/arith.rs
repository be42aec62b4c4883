//! Arithmetic: binary, in-place and unary operators with Python semantics.
//!
//! 1. Numbers first: ints (small or big, and bools as 0/1) with exact results,
//!    promoting to big ints on overflow; floats with Python's floor division
//!    and modulo signs; int/float mixes convert the int (OverflowError if it
//!    is too big for a float).
//! 2. Then sequences: str, bytes, bytearray, list and tuple concatenation
//!    and repetition, and `%` formatting of str and bytes.
//! 3. Then user classes: `__op__` on the left operand, `__rop__` on the right,
//!    NotImplemented meaning "try the other", and finally CPython's TypeError.

use crate::object::bytes::buffer_data;
use crate::object::num::*;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use lang::bytecode::{BinaryOp, UnaryOpKind};
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};
use crate::runtime::calls::Calls;
use crate::runtime::frame::StepKind;

/// Largest big int (in bits) an operation may produce: 2^32 bits is 512 MiB;
/// past it the operation raises MemoryError instead of exhausting memory.
const MAX_INT_BITS: u64 = 1 << 32;

/// An integer operand.
pub enum IntVal {
    Small(i64),
    Big(BigInt),
}

impl IntVal {
    pub fn to_big(&self) -> BigInt {
        match self {
            IntVal::Small(i) => BigInt::from(*i),
            IntVal::Big(b) => b.clone(),
        }
    }

    /// The value as a BigInt, taking a big one over (no copy).
    pub fn into_big(self) -> BigInt {
        match self {
            IntVal::Small(i) => BigInt::from(i),
            IntVal::Big(b) => b,
        }
    }
}

/// The integer value of an int or bool.
pub fn int_val(v: Value) -> Option<IntVal> {
    if v.is_int() {
        return Some(IntVal::Small(v.as_int()));
    }
    match v {
        Value::TRUE => Some(IntVal::Small(1)),
        Value::FALSE => Some(IntVal::Small(0)),
        _ if is_bigint(v) => Some(IntVal::Big(bigint_of(v))),
        _ => None,
    }
}

/// A float operand: floats, or ints converted (None for other types).
pub enum FloatConv {
    Ok(f64),
    Overflow,
    NotNumber,
}

pub fn to_f64(v: Value) -> FloatConv {
    if is_float(v) {
        return FloatConv::Ok(float_of(v));
    }
    match int_val(v) {
        Some(IntVal::Small(i)) => FloatConv::Ok(i as f64),
        Some(IntVal::Big(b)) => match b.to_f64() {
            Some(f) if f.is_finite() => FloatConv::Ok(f),
            _ => FloatConv::Overflow,
        },
        None => FloatConv::NotNumber,
    }
}

/// Python's float floor division and modulo (CPython's float_divmod).
pub fn float_divmod(a: f64, b: f64) -> (f64, f64) {
    let mut m = a % b;
    let mut div = (a - m) / b;
    if m != 0.0 {
        if (b < 0.0) != (m < 0.0) {
            m += b;
            div -= 1.0;
        }
    } else {
        m = 0.0f64.copysign(b);
    }
    let floordiv = if div != 0.0 {
        let mut f = div.floor();
        if div - f > 0.5 {
            f += 1.0;
        }
        f
    } else {
        0.0f64.copysign(a / b)
    };
    (floordiv, m)
}

impl Vm {
    pub fn binary_op(&mut self, op: BinaryOp, a: Value, b: Value) -> PyResult<Value> {
        self.binary_op_as(op, a, b, false)
    }

    /// `binary_op`, for the fallback of `a op= b` when `inplace` (its
    /// TypeError then names `op=`, as CPython's does).
    pub(crate) fn binary_op_as(&mut self, op: BinaryOp, a: Value, b: Value, inplace: bool) -> PyResult<Value> {
        if is_bigint(a) || is_bigint(b) {
            if let Some(r) = super::limbs::limb_op(self, op, a, b) {
                return Ok(r);
            }
        }
        if let (Some(x), Some(y)) = (int_val(a), int_val(b)) {
            if let Some(r) = self.int_op(op, x, y, a.is_bool() && b.is_bool())? {
                return Ok(r);
            }
        }
        if is_float(a) || is_float(b) {
            if let (FloatConv::Ok(x), FloatConv::Ok(y)) = (to_f64(a), to_f64(b)) {
                if let Some(r) = self.float_op(op, x, y)? {
                    return Ok(r);
                }
            } else if matches!(to_f64(a), FloatConv::Overflow) || matches!(to_f64(b), FloatConv::Overflow) {
                return Err(self.overflow_error("int too large to convert to float"));
            }
        }
        if let Some(r) = self.sequence_op(op, a, b)? {
            return Ok(r);
        }
        if let Some(r) = self.set_op(op, a, b)? {
            return Ok(r);
        }
        if op == BinaryOp::Or && self.is_type_like(a) && self.is_type_like(b) {
            return self.union_type(a, b);
        }
        if op == BinaryOp::Add && matches!(ptr_type(a), Some(TY_STR) | Some(TY_LIST) | Some(TY_TUPLE)) && !is_instance_obj(b) {
            let (ta, tb) = (self.type_name(a), self.type_name(b));
            return Err(self.type_error(&format!("can only concatenate {} (not \"{}\") to {}", ta, tb, ta)));
        }
        self.dunder_binary_from(op, a, b, 0, inplace)
    }

    /// Can `x` be an operand of a `X | Y` type union?
    fn is_type_like(&self, x: Value) -> bool {
        x.is_none() || class::is_class(x) || (is_instance_obj(x) && self.mem.instance_class(x) == self.ty(TypeId::UnionType))
    }

    /// `X | Y` for types: a `types.UnionType` whose `__args__` lists the members
    /// (None stands for `NoneType`, nested unions are flattened, duplicates dropped).
    fn union_type(&mut self, a: Value, b: Value) -> PyResult<Value> {
        let args_name = self.intern("__args__");
        let mut members = Vec::new();
        for x in [a, b] {
            if is_instance_obj(x) {
                let inner = self.mem.instance_get(x, args_name).unwrap_or(Value::EMPTY);
                if is_type(inner, TY_TUPLE) {
                    members.extend(seq::seq_items(inner));
                }
            } else {
                members.push(if x.is_none() { self.ty(TypeId::NoneType) } else { x });
            }
        }
        let mut unique: Vec<Value> = Vec::new();
        for m in members {
            if !unique.contains(&m) {
                unique.push(m);
            }
        }
        let t = self.mem.tuple_of_rooted(&unique);
        let slot = self.mem.push_temp(t);
        let cls = self.ty(TypeId::UnionType);
        let u = self.mem.new_instance(cls);
        let n = self.intern("__args__");
        let t = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        self.mem.instance_set(u, n, t);
        Ok(u)
    }

    /// `a op= b`: lists extend in place; everything else is `a op b`.
    pub fn inplace_op(&mut self, op: BinaryOp, a: Value, b: Value) -> PyResult<Value> {
        if is_type(a, TY_BYTEARRAY) {
            if let Some(r) = self.bytearray_inplace(op, a, b)? {
                return Ok(r);
            }
        }
        if op == BinaryOp::Add && is_type(a, TY_LIST) {
            let slot = self.mem.push_temp(a);
            let r = self.list_extend(a, b);
            let a = self.mem.temp(slot);
            self.mem.pop_temps(slot);
            r?;
            return Ok(a);
        }
        if op == BinaryOp::Or && is_type(a, TY_DICT) {
            // `d |= other` updates `d` from any mapping or iterable of pairs.
            let slot = self.mem.push_temp(a);
            let r = self.dict_update(a, b);
            let a = self.mem.temp(slot);
            self.mem.pop_temps(slot);
            r?;
            return Ok(a);
        }
        if op == BinaryOp::Mul && is_type(a, TY_LIST) {
            if let Some(IntVal::Small(n)) = int_val(b) {
                let items = seq::seq_items(a);
                let mut all = Vec::new();
                for _ in 0..n.max(0) {
                    all.extend_from_slice(&items);
                }
                let slot = self.mem.push_temp(a);
                self.mem.list_replace_all(a, &all);
                let a = self.mem.temp(slot);
                self.mem.pop_temps(slot);
                return Ok(a);
            }
        }
        if is_type(a, TY_SET) && is_type(b, TY_SET) && matches!(op, BinaryOp::Or | BinaryOp::And | BinaryOp::Sub | BinaryOp::Xor) {
            let slot = self.mem.push_temp(a);
            let r = self.set_op(op, a, b);
            let a = self.mem.temp(slot);
            self.mem.pop_temps(slot);
            if let Some(new) = r? {
                let items: Vec<Value> = dict::dict_items(new).into_iter().map(|(k, _)| k).collect();
                let mark = self.mem.temps_mark();
                self.mem.r.temps.push(a);
                self.mem.r.temps.extend_from_slice(&items);
                self.mem.dict_clear(a);
                for i in 0..items.len() {
                    let (s, k) = (self.mem.temp(mark), self.mem.temp(mark + 1 + i));
                    self.dict_set(s, k, k)?;
                }
                let a = self.mem.temp(mark);
                self.mem.pop_temps(mark);
                return Ok(a);
            }
        }
        if is_instance_obj(a) {
            let n = self.names.binary[op as usize][2];
            let cls = self.mem.instance_class(a);
            if let Some(f) = self.lookup_type(cls, n) {
                // The method may run anything: the operands are re-read
                // from roots when it declines.
                let mark = self.mem.temps_mark();
                self.mem.r.temps.extend_from_slice(&[a, b]);
                let r = self.call_value(f, &[a, b]);
                let (a, b) = (self.mem.temp(mark), self.mem.temp(mark + 1));
                self.mem.pop_temps(mark);
                let r = r?;
                if r != self.tables.not_implemented {
                    return Ok(r);
                }
                return self.inplace_on_builtin_value(op, a, b);
            }
            return self.inplace_on_builtin_value(op, a, b);
        }
        self.binary_op_as(op, a, b, true)
    }

    /// `ba += bytes_like` and `ba *= n` change the bytearray in place; None
    /// for anything else (`binary_op` then raises).
    fn bytearray_inplace(&mut self, op: BinaryOp, ba: Value, b: Value) -> PyResult<Option<Value>> {
        let len = bytes::bytearray_len(ba);
        match (op, int_val(b)) {
            // Appends in place (amortized O(1) a byte).
            (BinaryOp::Add, _) => {
                let slot = self.mem.push_temp(ba);
                let d = self.bytes_like(b);
                let ba = self.mem.temp(slot);
                self.mem.pop_temps(slot);
                Ok(d?.map(|d| self.mem.bytearray_splice(ba, len..len, &d)))
            }
            (BinaryOp::Mul, Some(IntVal::Small(n))) => {
                let d = bytes::bytearray_data(ba);
                self.check_alloc_size(d.len() as u128 * n.max(0) as u128)?;
                let data = bytes::bytearray_data(ba).repeat(n.max(0) as usize);
                Ok(Some(self.mem.bytearray_splice(ba, 0..len, &data)))
            }
            _ => Ok(None),
        }
    }

    /// `a op= b` for an instance `a` without `__iop__`: when it holds a
    /// mutable builtin value (`class Stack(list)`), the value is changed in
    /// place and `a` stays the result, as in CPython.
    pub(crate) fn inplace_on_builtin_value(&mut self, op: BinaryOp, a: Value, b: Value) -> PyResult<Value> {
        let va = self.builtin_view(a);
        // (Only these change the value in place; the others make a new
        // value or raise, naming the operands as given.)
        let in_place = match ptr_type(va) {
            Some(TY_LIST) => matches!(op, BinaryOp::Add | BinaryOp::Mul),
            Some(TY_SET) => matches!(op, BinaryOp::Or | BinaryOp::And | BinaryOp::Sub | BinaryOp::Xor),
            _ => false,
        };
        if va == a || !in_place {
            return self.binary_op_as(op, a, b, true);
        }
        let slot = self.mem.push_temp(a);
        let r = self.inplace_op(op, va, self.builtin_view(b));
        let a = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        let r = r?;
        Ok(if r == self.builtin_view(a) { a } else { r })
    }

    fn int_op(&mut self, op: BinaryOp, x: IntVal, y: IntVal, both_bool: bool) -> PyResult<Option<Value>> {
        use BinaryOp::*;
        if both_bool && matches!(op, And | Or | Xor) {
            let (p, q) = (matches!(x, IntVal::Small(1)), matches!(y, IntVal::Small(1)));
            return Ok(Some(Value::bool(match op {
                And => p & q,
                Or => p | q,
                _ => p ^ q,
            })));
        }
        if let (IntVal::Small(a), IntVal::Small(b)) = (&x, &y) {
            let (a, b) = (*a, *b);
            let fast = match op {
                Add => a.checked_add(b),
                Sub => a.checked_sub(b),
                Mul => a.checked_mul(b),
                FloorDiv if b != 0 => Some(Integer::div_floor(&a, &b)).filter(|_| !(a == i64::MIN && b == -1)),
                Mod if b != 0 => Some(Integer::mod_floor(&a, &b)),
                And => Some(a & b),
                Or => Some(a | b),
                Xor => Some(a ^ b),
                RShift if b >= 0 => Some(if b >= 64 { if a < 0 { -1 } else { 0 } } else { a >> b }),
                LShift if (0..62).contains(&b) && a.unsigned_abs().leading_zeros() as i64 > b + 2 => Some(a << b),
                _ => None,
            };
            if let Some(r) = fast {
                return Ok(Some(self.mem.new_int(r)));
            }
        }
        let (a, b) = (x.into_big(), y.into_big());
        let r = match op {
            Add => a + b,
            Sub => a - b,
            Mul => a * b,
            TrueDiv => {
                if b.is_zero() {
                    return Err(self.zero_division("division by zero"));
                }
                return Ok(Some(self.int_truediv(&a, &b)?));
            }
            FloorDiv | Mod => {
                if b.is_zero() {
                    let msg = if op == FloorDiv { "integer division or modulo by zero" } else { "integer modulo by zero" };
                    return Err(self.zero_division(msg));
                }
                if op == FloorDiv {
                    a.div_floor(&b)
                } else {
                    a.mod_floor(&b)
                }
            }
            Pow => {
                if b.is_negative() {
                    let (fa, fb) = (a.to_f64().unwrap_or(f64::INFINITY), b.to_f64().unwrap_or(f64::NEG_INFINITY));
                    if fa == 0.0 {
                        return Err(self.zero_division("0.0 cannot be raised to a negative power"));
                    }
                    return Ok(Some(self.mem.new_float(fa.powf(fb))));
                }
                let too_big = b.to_u64().is_some_and(|e| a.bits().saturating_mul(e) > MAX_INT_BITS);
                if too_big {
                    return Err(self.raise_new(TypeId::MemoryError, ""));
                }
                let Some(e) = b.to_u32() else {
                    if a.abs() <= BigInt::from(1) {
                        let r = if a == BigInt::from(-1) && b.is_odd() { BigInt::from(-1) } else if a.is_zero() { BigInt::zero() } else { BigInt::from(1) };
                        return Ok(Some(self.mem.new_bigint(&r)));
                    }
                    return Err(self.raise_new(TypeId::MemoryError, ""));
                };
                num_traits::pow(a, e as usize)
            }
            And => a & b,
            Or => a | b,
            Xor => a ^ b,
            LShift | RShift => {
                if b.is_negative() {
                    return Err(self.value_error("negative shift count"));
                }
                let Some(s) = b.to_usize() else {
                    return Err(self.overflow_error("too many digits in integer"));
                };
                if op == LShift {
                    if (a.bits() as usize).saturating_add(s) as u64 > MAX_INT_BITS && !a.is_zero() {
                        return Err(self.raise_new(TypeId::MemoryError, ""));
                    }
                    a << s
                } else {
                    a >> s
                }
            }
            MatMul => return Ok(None),
        };
        Ok(Some(self.mem.new_bigint(&r)))
    }

    /// int / int, correctly rounded even when the operands exceed 2^53.
    fn int_truediv(&mut self, a: &BigInt, b: &BigInt) -> PyResult<Value> {
        if let (Some(x), Some(y)) = (a.to_i64(), b.to_i64()) {
            if x.unsigned_abs() < (1 << 53) && y.unsigned_abs() < (1 << 53) {
                return Ok(self.mem.new_float(x as f64 / y as f64));
            }
        }
        match big_true_div(a, b) {
            Some(f) => Ok(self.mem.new_float(f)),
            None => Err(self.overflow_error("integer division result too large for a float")),
        }
    }

    fn float_op(&mut self, op: BinaryOp, a: f64, b: f64) -> PyResult<Option<Value>> {
        use BinaryOp::*;
        let r = match op {
            Add => a + b,
            Sub => a - b,
            Mul => a * b,
            TrueDiv => {
                if b == 0.0 {
                    return Err(self.zero_division("float division by zero"));
                }
                a / b
            }
            FloorDiv => {
                if b == 0.0 {
                    return Err(self.zero_division("float floor division by zero"));
                }
                float_divmod(a, b).0
            }
            Mod => {
                if b == 0.0 {
                    return Err(self.zero_division("float modulo"));
                }
                float_divmod(a, b).1
            }
            Pow => {
                if a == 0.0 && b < 0.0 {
                    return Err(self.zero_division("0.0 cannot be raised to a negative power"));
                }
                if a < 0.0 && b.fract() != 0.0 && b.is_finite() {
                    return Err(self.not_implemented("complex numbers"));
                }
                let r = a.powf(b);
                if r.is_infinite() && a.is_finite() && b.is_finite() {
                    return Err(self.overflow_error("(34, 'Numerical result out of range')"));
                }
                r
            }
            _ => return Ok(None),
        };
        Ok(Some(self.mem.new_float(r)))
    }

    /// `keys | x`, `items & x`, ...: a dict's keys and items views are
    /// sets for these operators (either side), and the result is a set.
    fn view_set_op(&mut self, op: BinaryOp, a: Value, b: Value) -> PyResult<Option<Value>> {
        let set_like_view = |v: Value| is_type(v, TY_DICT_VIEW) && field(v, 2).as_int() != 1;
        if !matches!(op, BinaryOp::Or | BinaryOp::And | BinaryOp::Sub | BinaryOp::Xor) || !(set_like_view(a) || set_like_view(b)) {
            return Ok(None);
        }
        let set = self.ty(crate::runtime::types::TypeId::Set);
        let mark = self.mem.temps_mark();
        self.mem.push_temp(b);
        let r = self.call_value(set, &[a]).and_then(|sa| {
            self.mem.push_temp(sa);
            let sb = self.call_value(set, &[self.mem.temp(mark)])?;
            self.set_op(op, self.mem.temp(mark + 1), sb)
        });
        self.mem.pop_temps(mark);
        r
    }

    fn sequence_op(&mut self, op: BinaryOp, a: Value, b: Value) -> PyResult<Option<Value>> {
        if let Some(r) = self.view_set_op(op, a, b)? {
            return Ok(Some(r));
        }
        match (op, ptr_type(a), ptr_type(b)) {
            (BinaryOp::Add, Some(TY_STR), Some(TY_STR)) => {
                let mut s = String::with_capacity(str::byte_len(a) + str::byte_len(b));
                s.push_str(str::as_str(a));
                s.push_str(str::as_str(b));
                Ok(Some(self.mem.new_str(&s)))
            }
            (BinaryOp::Add, Some(TY_LIST), Some(TY_LIST)) => Ok(Some(self.mem.seq_from_parts(true, &[seq::SeqPart::whole(a), seq::SeqPart::whole(b)]))),
            (BinaryOp::Or, Some(TY_DICT), Some(TY_DICT)) => self.dict_union(a, b).map(Some),
            (BinaryOp::Mod, Some(TY_STR), _) => {
                let fmt = str::as_str(a).to_string();
                let s = self.percent_format(&fmt, b)?;
                Ok(Some(self.mem.new_str(&s)))
            }
            (BinaryOp::Add, Some(TY_BYTES) | Some(TY_BYTEARRAY), _) => match buffer_data(b).map(<[u8]>::to_vec).map_or_else(|| self.memoryview_data(b), |d| Ok(Some(d)))? {
                Some(d) => {
                    let all = [buffer_data(a).unwrap_or_default(), &d].concat();
                    Ok(Some(self.mem.new_buffer(is_type(a, TY_BYTEARRAY), &all)))
                }
                None if is_instance_obj(b) => Ok(None),
                None => {
                    let (ta, tb) = (self.type_name(a), self.type_name(b));
                    Err(self.type_error(&format!("can't concat {} to {}", tb, ta)))
                }
            },
            (BinaryOp::Mod, Some(TY_BYTES) | Some(TY_BYTEARRAY), _) => {
                let fmt = buffer_data(a).unwrap_or_default().to_vec();
                let mutable = is_type(a, TY_BYTEARRAY);
                let r = self.percent_format_bytes(&fmt, b)?;
                Ok(Some(self.mem.new_buffer(mutable, &r)))
            }
            (BinaryOp::Add, Some(TY_TUPLE), Some(TY_TUPLE)) => Ok(Some(self.mem.seq_from_parts(false, &[seq::SeqPart::whole(a), seq::SeqPart::whole(b)]))),
            (BinaryOp::Mul, _, _) => {
                let (s, n) = if int_val(b).is_some() { (a, b) } else { (b, a) };
                // Only a builtin sequence repeats; anything else goes on
                // to its dunders (an instance times a big int included).
                if !matches!(ptr_type(s), Some(TY_STR | TY_BYTES | TY_BYTEARRAY | TY_LIST | TY_TUPLE)) {
                    return Ok(None);
                }
                let Some(count) = int_val(n) else { return Ok(None) };
                let count = match count {
                    IntVal::Small(c) => c.max(0) as usize,
                    IntVal::Big(b) if b.is_negative() => 0,
                    // Past the small-int range but index-sized: the size
                    // checks below refuse it with MemoryError (as CPython).
                    IntVal::Big(b) => match num_traits::ToPrimitive::to_i64(&b) {
                        Some(c) => c as usize,
                        None => return Err(self.overflow_error("cannot fit 'int' into an index-sized integer")),
                    },
                };
                match ptr_type(s) {
                    Some(TY_STR) => {
                        let text = str::as_str(s);
                        if text.len().saturating_mul(count) > 1 << 34 {
                            return Err(self.raise_new(TypeId::MemoryError, ""));
                        }
                        self.check_alloc_size(text.len() as u128 * count as u128)?;
                        let r = text.repeat(count);
                        Ok(Some(self.mem.new_str(&r)))
                    }
                    Some(TY_BYTES) | Some(TY_BYTEARRAY) => {
                        let data = buffer_data(s).unwrap_or_default();
                        self.check_alloc_size(data.len() as u128 * count as u128)?;
                        let r = data.repeat(count);
                        Ok(Some(self.mem.new_buffer(is_type(s, TY_BYTEARRAY), &r)))
                    }
                    Some(TY_LIST) | Some(TY_TUPLE) => {
                        let part = seq::SeqPart::whole(s);
                        if part.count.saturating_mul(count) > 1 << 31 {
                            return Err(self.raise_new(TypeId::MemoryError, ""));
                        }
                        let slot = self.mem.push_temp(s);
                        let fits = self.check_alloc_size(8 * part.count as u128 * count as u128);
                        let s = self.mem.temp(slot);
                        self.mem.pop_temps(slot);
                        fits?;
                        let part = seq::SeqPart { seq: s, ..part };
                        Ok(Some(self.mem.seq_from_parts_repeated(is_type(s, TY_LIST), &[part], count)))
                    }
                    _ => Ok(None),
                }
            }
            _ => Ok(None),
        }
    }

    /// The rest of `a op b`'s protocol (of `a op= b` when `inplace`)
    /// after step `step` (a Python dunder run as a frame, see
    /// `interp/operators.rs`) returned NotImplemented.
    pub(crate) fn operator_after(&mut self, step: StepKind, op: BinaryOp, a: Value, b: Value, inplace: bool) -> PyResult<Value> {
        match step {
            StepKind::Left => self.dunder_binary_from(op, a, b, 1, inplace),
            StepKind::Right => self.dunder_binary_from(op, a, b, 2, inplace),
            StepKind::Inplace => self.inplace_on_builtin_value(op, a, b),
        }
    }

    /// `__op__` / `__rop__` on user classes, then the TypeError (naming
    /// `op=` when `inplace`), from step `first` on: 0 tries `a.__op__(b)`,
    /// 1 `b.__rop__(a)`, 2 only the fallbacks and the TypeError.
    fn dunder_binary_from(&mut self, op: BinaryOp, a: Value, b: Value, first: usize, inplace: bool) -> PyResult<Value> {
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[a, b]);
        let r = match self.try_dunders(op, mark, first) {
            Ok(None) if op == BinaryOp::Mul => self.repeat_by_index(mark),
            r => r,
        };
        let (a, b) = (self.mem.temp(mark), self.mem.temp(mark + 1));
        self.mem.pop_temps(mark);
        match r? {
            Some(v) => Ok(v),
            None => {
                // Instances of classes derived from builtin types are
                // operands of the builtin operation (`[0] + Stack()`).
                let (va, vb) = (self.builtin_view(a), self.builtin_view(b));
                if (va != a || vb != b) && !is_instance_obj(va) && !is_instance_obj(vb) {
                    let mark = self.mem.temps_mark();
                    self.mem.r.temps.extend_from_slice(&[a, b]);
                    let r = self.binary_op(op, va, vb);
                    let (a2, b2) = (self.mem.temp(mark), self.mem.temp(mark + 1));
                    self.mem.pop_temps(mark);
                    match r {
                        Ok(v) => return Ok(v),
                        Err(e) if !self.isinstance_of(self.mem.r.exception, TypeId::TypeError) => return Err(e),
                        Err(_) => self.mem.r.exception = Value::EMPTY,
                    }
                    return Err(self.unsupported_operands(op, a2, b2, inplace));
                }
                Err(self.unsupported_operands(op, a, b, inplace))
            }
        }
    }

    /// Does `a op b` try `b.__rop__(a)` first? When `b`'s class derives
    /// from `a`'s (and is another) and defines the reflected method
    /// differently.
    pub(crate) fn reflected_first(&mut self, op: BinaryOp, a: Value, b: Value) -> bool {
        if !is_instance_obj(b) {
            return false;
        }
        let (ta, tb) = (self.type_of(a), self.type_of(b));
        if ta == tb || !class::is_subclass(tb, ta) {
            return false;
        }
        let rname = self.names.binary[op as usize][1];
        self.lookup_type(tb, rname).is_some_and(|r| Some(r) != self.lookup_type(ta, rname))
    }

    /// `seq * n` or `n * seq` (temporaries `mark`, `mark + 1`) where `n`
    /// is an object with `__index__`: the repetition, or None.
    fn repeat_by_index(&mut self, mark: usize) -> PyResult<Option<Value>> {
        let (a, b) = (self.mem.temp(mark), self.mem.temp(mark + 1));
        let (s, n) = if is_sequence(a) { (mark, b) } else if is_sequence(b) { (mark + 1, a) } else { return Ok(None) };
        match self.user_index(n)? {
            Some(n) => self.binary_op(BinaryOp::Mul, self.mem.temp(s), n).map(Some),
            None => Ok(None),
        }
    }

    fn unsupported_operands(&mut self, op: BinaryOp, a: Value, b: Value, inplace: bool) -> crate::runtime::vm::Exc {
        if op == BinaryOp::Mul && (is_sequence(a) || is_sequence(b)) {
            let t = self.type_name(if is_sequence(a) { b } else { a });
            return self.type_error(&format!("can't multiply sequence by non-int of type '{}'", t));
        }
        let (ta, tb) = (self.type_name(a), self.type_name(b));
        let symbol = match (inplace, op) {
            (false, _) => op.symbol().to_string(),
            (true, BinaryOp::Pow) => "**=".to_string(),
            (true, _) => format!("{}=", op.symbol()),
        };
        self.type_error(&format!("unsupported operand type(s) for {}: '{}' and '{}'", symbol, ta, tb))
    }

    /// Steps `first..2` of the protocol (see `dunder_binary_from`), in
    /// CPython's order: the reflected method is not tried when both
    /// operands have one type, and is tried first when the right operand's
    /// class derives from the left's and overrides it (`reflected_first`).
    /// The first result that is not NotImplemented, else None.
    fn try_dunders(&mut self, op: BinaryOp, mark: usize, first: usize) -> PyResult<Option<Value>> {
        let (a, b) = (self.mem.temp(mark), self.mem.temp(mark + 1));
        let order: &[usize] = if self.type_of(a) == self.type_of(b) {
            &[0]
        } else if first == 0 && self.reflected_first(op, a, b) {
            &[1, 0]
        } else {
            &[0, 1]
        };
        for &step in order.iter().filter(|s| **s >= first) {
            let (x, y) = if step == 0 { (self.mem.temp(mark), self.mem.temp(mark + 1)) } else { (self.mem.temp(mark + 1), self.mem.temp(mark)) };
            if !is_instance_obj(x) {
                continue;
            }
            let n = self.names.binary[op as usize][step];
            let cls = self.mem.instance_class(x);
            if let Some(f) = self.lookup_type(cls, n) {
                // A static method is called without the instance, as CPython binds it.
                let r = if is_type(f, TY_STATICMETHOD) { self.call_value(field(f, 1), &[y])? } else { self.call_value(f, &[x, y])? };
                if r != self.tables.not_implemented {
                    return Ok(Some(r));
                }
            }
        }
        Ok(None)
    }

    pub fn unary_op(&mut self, op: UnaryOpKind, v: Value) -> PyResult<Value> {
        if op == UnaryOpKind::Not {
            return Ok(Value::bool(!self.truthy(v)?));
        }
        if let Some(i) = int_val(v) {
            return Ok(match (op, i) {
                (UnaryOpKind::Neg, IntVal::Small(x)) => self.mem.new_int(-x),
                (UnaryOpKind::Pos, IntVal::Small(x)) => Value::int(x),
                (_, IntVal::Small(x)) => Value::int(!x),
                (UnaryOpKind::Neg, IntVal::Big(b)) => self.mem.new_bigint(&-b),
                (UnaryOpKind::Pos, IntVal::Big(b)) => self.mem.new_bigint(&b),
                (_, IntVal::Big(b)) => self.mem.new_bigint(&(-b - 1)),
            });
        }
        if is_float(v) {
            let f = float_of(v);
            return match op {
                UnaryOpKind::Neg => Ok(self.mem.new_float(-f)),
                UnaryOpKind::Pos => Ok(v),
                _ => Err(self.type_error("bad operand type for unary ~: 'float'")),
            };
        }
        let (name, sym) = match op {
            UnaryOpKind::Neg => ("__neg__", "-"),
            UnaryOpKind::Pos => ("__pos__", "+"),
            _ => ("__invert__", "~"),
        };
        if is_instance_obj(v) {
            let n = self.intern(name);
            let cls = self.mem.instance_class(v);
            if let Some(f) = self.lookup_type(cls, n) {
                return self.call_value(f, &[v]);
            }
        }
        let t = self.type_name(v);
        Err(self.type_error(&format!("bad operand type for unary {}: '{}'", sym, t)))
    }
}

/// `a / b` (b not 0) rounded once, to the nearest float (ties to even), as
/// CPython does; None when the result is too large for a float. The
/// quotient is taken with at least two bits beyond the float's precision
/// and a sticky bit for the remainder, then rounded by hand, so no step
/// rounds twice (subnormal results included).
fn big_true_div(a: &BigInt, b: &BigInt) -> Option<f64> {
    let negative = a.is_negative() != b.is_negative();
    let (a, b) = (a.abs(), b.abs());
    let signed = |x: f64| if negative { -x } else { x };
    if a.is_zero() {
        return Some(signed(0.0));
    }
    // The quotient lies in [2^(diff-1), 2^(diff+1)).
    let diff = a.bits() as i64 - b.bits() as i64;
    if diff > 1025 {
        return None;
    }
    if diff < -1076 {
        // Below half the smallest subnormal: rounds to zero.
        return Some(signed(0.0));
    }
    // q = floor(a / b * 2^shift) has 55 or 56 bits.
    let shift = 55 - diff;
    let (n, d) = if shift >= 0 { (a << shift as usize, b) } else { (a, b << (-shift) as usize) };
    let (q, r) = n.div_rem(&d);
    let sticky = !r.is_zero();
    let nb = q.bits() as i64;
    // Bits to drop: down to 53 significant bits, or to the 2^-1074 place
    // for a subnormal result.
    let msb = nb - 1 - shift;
    let drop = if msb >= -1022 { nb - 53 } else { shift - 1074 }.max(0);
    let mut m = (&q >> drop as usize).to_u64().unwrap_or(u64::MAX);
    if drop > 0 {
        let rem = &q - (BigInt::from(m) << drop as usize);
        let half = BigInt::from(1) << (drop - 1) as usize;
        let above = rem > half || (rem == half && sticky);
        if above || (rem == half && m & 1 == 1) {
            m += 1;
        }
    }
    // m <= 2^53 is exact as a float, and so is m * 2^e (e >= -1074: a
    // float's value), unless it overflows.
    let e = drop - shift;
    if e > 1023 {
        return None;
    }
    let r = (m as f64) * pow2(e.max(-1074));
    if r.is_infinite() {
        return None;
    }
    Some(signed(r))
}

/// 2^e exactly, for -1074 <= e <= 1023.
fn pow2(e: i64) -> f64 {
    if e >= -1022 {
        f64::from_bits(((e + 1023) as u64) << 52)
    } else {
        f64::from_bits(1u64 << (e + 1074))
    }
}

/// `round(x, ndigits)` for a finite float, as CPython computes it (correctly
/// rounded dtoa, then strtod): the exact value of `x` rounded to a multiple
/// of 10^-ndigits (ties to even), then to the nearest float. None when that
/// overflows.
pub fn round_float(x: f64, ndigits: i64) -> Option<f64> {
    // CPython's bounds: beyond them `x` is already rounded, or rounds to 0.
    if ndigits > 323 {
        return Some(x);
    }
    if ndigits < -308 {
        return Some(0.0 * x);
    }
    // x == mant * 2^exp exactly.
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (m, exp) = if biased == 0 { (frac, -1074) } else { (frac | (1u64 << 52), biased - 1075) };
    let mant = if x.is_sign_negative() { -BigInt::from(m) } else { BigInt::from(m) };
    let ten = |k: i64| num_traits::pow(BigInt::from(10), k as usize);
    // x * 10^ndigits == num / den.
    let (mut num, mut den) = (mant, BigInt::from(1));
    if exp >= 0 {
        num <<= exp as usize;
    } else {
        den <<= (-exp) as usize;
    }
    if ndigits >= 0 {
        num *= ten(ndigits);
    } else {
        den *= ten(-ndigits);
    }
    let (q, r) = num.div_mod_floor(&den);
    let twice = r * 2;
    let q = if twice > den || (twice == den && q.is_odd()) { q + 1 } else { q };
    if q.is_zero() {
        return Some(0.0 * x);
    }
    if ndigits >= 0 {
        big_true_div(&q, &ten(ndigits))
    } else {
        big_true_div(&(q * ten(-ndigits)), &BigInt::from(1))
    }
}

/// Is `v` a builtin sequence that `*` repeats?
fn is_sequence(v: Value) -> bool {
    matches!(ptr_type(v), Some(TY_STR) | Some(TY_BYTES) | Some(TY_BYTEARRAY) | Some(TY_LIST) | Some(TY_TUPLE))
}
