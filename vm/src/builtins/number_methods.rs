//! Methods of `int` and `float` written in Rust: `bit_length`, `bit_count`,
//! `to_bytes`, `from_bytes`, `conjugate`, `is_integer`, `as_integer_ratio`.

use crate::object::*;
use crate::runtime::native::{def, Args, BuiltinDef, Owner};
use crate::runtime::types::TypeId;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

pub const DEFS: &[BuiltinDef] = &[
    def("bit_length", Owner::Type(TypeId::Int), int_bit_length),
    def("bit_count", Owner::Type(TypeId::Int), int_bit_count),
    def("to_bytes", Owner::Type(TypeId::Int), int_to_bytes),
    def("from_bytes", Owner::ClassMethod(TypeId::Int), int_from_bytes),
    def("conjugate", Owner::Type(TypeId::Int), int_conjugate),
    def("as_integer_ratio", Owner::Type(TypeId::Int), int_as_integer_ratio),
    def("conjugate", Owner::Type(TypeId::Float), float_conjugate),
    def("is_integer", Owner::Type(TypeId::Float), float_is_integer),
    def("as_integer_ratio", Owner::Type(TypeId::Float), float_as_integer_ratio),
];

/// The receiver of an int method as a BigInt (ints and bools).
fn int_self(vm: &Vm, a: &Args) -> num_bigint::BigInt {
    crate::object::num::int_to_bigint(match vm.arg(a, 0) {
        Value::TRUE => Value::int(1),
        Value::FALSE => Value::int(0),
        v => v,
    })
}

fn int_bit_length(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("bit_length", &a, 1, 1)?;
    let v = vm.builtin_view(vm.arg(&a, 0));
    if crate::object::num::is_bigint(v) {
        return Ok(Value::int(crate::ops::limbs::big_bit_length(v) as i64));
    }
    Ok(Value::int(int_self(vm, &a).bits() as i64))
}

fn int_bit_count(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("bit_count", &a, 1, 1)?;
    let ones: u64 = int_self(vm, &a).magnitude().to_u64_digits().iter().map(|d| d.count_ones() as u64).sum();
    Ok(Value::int(ones as i64))
}

fn int_conjugate(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("conjugate", &a, 1, 1)?;
    let b = int_self(vm, &a);
    Ok(vm.mem.new_bigint(&b))
}

fn int_as_integer_ratio(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("as_integer_ratio", &a, 1, 1)?;
    let b = int_self(vm, &a);
    let n = vm.mem.new_bigint(&b);
    Ok(vm.mem.tuple_of_rooted(&[n, Value::int(1)]))
}

fn float_conjugate(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("conjugate", &a, 1, 1)?;
    let f = num::float_of(vm.arg(&a, 0));
    Ok(vm.mem.new_float(f))
}

/// `byteorder` and `signed` of to_bytes/from_bytes.
fn byte_order(vm: &mut Vm, a: &Args, pos: usize) -> PyResult<(bool, bool)> {
    let order = if a.npos() > pos { Some(vm.arg(a, pos)) } else { vm.kwarg(a, "byteorder") };
    let little = match order {
        None => false,
        Some(v) => match vm.arg_str(v, "byteorder")?.as_str() {
            "little" => true,
            "big" => false,
            _ => return Err(vm.value_error("byteorder must be either 'little' or 'big'")),
        },
    };
    let signed = match vm.kwarg(a, "signed") {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    Ok((little, signed))
}

fn int_to_bytes(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("to_bytes", &a, &["length", "byteorder", "signed"])?;
    let n = int_self(vm, &a);
    let length = if a.npos() > 1 { vm.arg_int(vm.arg(&a, 1), "length")? } else { vm.kwarg(&a, "length").map_or(Ok(1), |v| vm.arg_int(v, "length"))? };
    if length < 0 {
        return Err(vm.value_error("length argument must be non-negative"));
    }
    let (little, signed) = byte_order(vm, &a, 2)?;
    if n.sign() == num_bigint::Sign::Minus && !signed {
        return Err(vm.overflow_error("can't convert negative int to unsigned"));
    }
    let mut bytes = if signed { n.to_signed_bytes_le() } else { n.to_bytes_le().1 };
    if bytes.len() > length as usize && !(bytes.len() == 1 && bytes[0] == 0 && length == 0) {
        return Err(vm.overflow_error("int too big to convert"));
    }
    let fill = if signed && n.sign() == num_bigint::Sign::Minus { 0xff } else { 0 };
    bytes.resize(length as usize, fill);
    if !little {
        bytes.reverse();
    }
    Ok(vm.mem.new_bytes(&bytes))
}

fn int_from_bytes(vm: &mut Vm, a: Args) -> PyResult<Value> {
    // a[0] is the class (a classmethod), a[1] the bytes.
    vm.check_kwargs("from_bytes", &a, &["bytes", "byteorder", "signed"])?;
    let data = vm.arg(&a, 1);
    let bytes = vm.bytes_of_iterable(data, "bytes must be in range(0, 256)")?;
    let (little, signed) = byte_order(vm, &a, 2)?;
    let mut le = bytes;
    if !little {
        le.reverse();
    }
    // Up to 7 bytes fit a small int whatever the sign: no big-int detour.
    if le.len() < 8 {
        let mut word = [0u8; 8];
        word[..le.len()].copy_from_slice(&le);
        let mut n = i64::from_le_bytes(word);
        if signed && le.last().is_some_and(|b| b & 0x80 != 0) {
            n -= 1 << (8 * le.len());
        }
        return Ok(Value::int(n));
    }
    let n = if signed { num_bigint::BigInt::from_signed_bytes_le(&le) } else { num_bigint::BigInt::from_bytes_le(num_bigint::Sign::Plus, &le) };
    Ok(vm.mem.new_bigint(&n))
}

fn float_is_integer(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("is_integer", &a, 1, 1)?;
    let f = num::float_of(vm.arg(&a, 0));
    Ok(Value::bool(f.is_finite() && f.fract() == 0.0))
}

fn float_as_integer_ratio(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("as_integer_ratio", &a, 1, 1)?;
    let f = num::float_of(vm.arg(&a, 0));
    if f.is_nan() {
        return Err(vm.value_error("cannot convert NaN to integer ratio"));
    }
    if f.is_infinite() {
        return Err(vm.overflow_error("cannot convert Infinity to integer ratio"));
    }
    // f = mantissa * 2^exp exactly; reduce by the common power of two.
    let bits = f.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let mut mantissa = (bits & ((1 << 52) - 1)) as i64;
    let mut e = if exp == 0 { -1074 } else { mantissa |= 1 << 52; exp - 1075 };
    if f < 0.0 {
        mantissa = -mantissa;
    }
    while mantissa != 0 && mantissa % 2 == 0 && e < 0 {
        mantissa /= 2;
        e += 1;
    }
    if mantissa == 0 {
        e = 0;
    }
    let one = num_bigint::BigInt::from(1);
    let (num, den) = if e >= 0 { (num_bigint::BigInt::from(mantissa) << e as usize, one) } else { (num_bigint::BigInt::from(mantissa), one << (-e) as usize) };
    let n = vm.mem.new_bigint(&num);
    let ns = vm.mem.push_temp(n);
    let d = vm.mem.new_bigint(&den);
    let n = vm.mem.temp(ns);
    vm.mem.pop_temps(ns);
    Ok(vm.mem.tuple_of_rooted(&[n, d]))
}
