//! The native half of `binascii` (`_binascii`): base64 both ways, the
//! CRC-32 and CRC-CCITT checksums, and hex digits. `vm/lib/binascii.py`
//! names them as CPython does and turns the ValueErrors raised here (with
//! CPython's messages) into `binascii.Error`.

use crate::object::*;
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

pub const DEFS: &[BuiltinDef] = &[
    def("a2b_base64", Module("_binascii"), a2b_base64),
    def("b2a_base64", Module("_binascii"), b2a_base64),
    def("crc32", Module("_binascii"), crc32),
    def("crc_hqx", Module("_binascii"), crc_hqx),
    def("unhexlify", Module("_binascii"), unhexlify),
];

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The bytes of argument `v` (bytes-like, or an ASCII str as CPython's
/// `a2b_*` functions accept).
pub(super) fn data_arg(vm: &mut Vm, v: Value) -> PyResult<Vec<u8>> {
    if let Some(d) = vm.bytes_like(v)? {
        return Ok(d);
    }
    let view = vm.builtin_view(v);
    if is_type(view, TY_STR) {
        let s = str::as_str(view);
        if s.is_ascii() {
            return Ok(s.as_bytes().to_vec());
        }
        return Err(vm.value_error("string argument should contain only ASCII characters"));
    }
    let t = vm.type_name(v);
    Err(vm.type_error(&format!("a bytes-like object is required, not '{}'", t)))
}

fn b2a_base64(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("b2a_base64", &a, 2, 2)?;
    let data = data_arg(vm, vm.arg(&a, 0))?;
    let mut out = Vec::with_capacity(data.len().div_ceil(3) * 4 + 1);
    for chunk in data.chunks(3) {
        let n = (chunk[0] as u32) << 16 | (*chunk.get(1).unwrap_or(&0) as u32) << 8 | *chunk.get(2).unwrap_or(&0) as u32;
        for k in 0..4 {
            out.push(if k <= chunk.len() { ALPHABET[(n >> (18 - 6 * k)) as usize & 63] } else { b'=' });
        }
    }
    if vm.arg(&a, 1) == Value::TRUE {
        out.push(b'\n');
    }
    Ok(vm.mem.new_bytes(&out))
}

fn decode_char(c: u8) -> Option<u32> {
    Some(match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => return None,
    } as u32)
}

/// CPython's base64 decoding: characters outside the alphabet are skipped
/// (an error in strict mode), padding ends the data once a quantum is whole.
fn decode(data: &[u8], strict: bool) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(data.len() / 4 * 3);
    let (mut quad, mut left, mut pads, mut ndata) = (0u32, 0u32, 0u32, 0usize);
    let mut padding_started = false;
    for (i, &c) in data.iter().enumerate() {
        if c == b'=' {
            padding_started = true;
            if strict && i == 0 {
                return Err("Leading padding not allowed".into());
            }
            pads += 1;
            if quad >= 2 && quad + pads >= 4 {
                if strict && i + 1 < data.len() {
                    return Err("Excess data after padding".into());
                }
                return Ok(out);
            }
            continue;
        }
        let Some(v) = decode_char(c) else {
            if strict {
                return Err("Only base64 data is allowed".into());
            }
            continue;
        };
        if strict && padding_started {
            return Err("Discontinuous padding not allowed".into());
        }
        pads = 0;
        ndata += 1;
        match quad {
            0 => left = v,
            1 => {
                out.push((left << 2 | v >> 4) as u8);
                left = v & 0xf;
            }
            2 => {
                out.push((left << 4 | v >> 2) as u8);
                left = v & 0x3;
            }
            _ => out.push((left << 6 | v) as u8),
        }
        quad = (quad + 1) % 4;
    }
    match quad {
        0 => Ok(out),
        1 => Err(format!("Invalid base64-encoded string: number of data characters ({}) cannot be 1 more than a multiple of 4", ndata)),
        _ => Err("Incorrect padding".into()),
    }
}

fn a2b_base64(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("a2b_base64", &a, 2, 2)?;
    let data = data_arg(vm, vm.arg(&a, 0))?;
    match decode(&data, vm.arg(&a, 1) == Value::TRUE) {
        Ok(out) => Ok(vm.mem.new_bytes(&out)),
        Err(m) => Err(vm.value_error(&m)),
    }
}

fn crc32(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("crc32", &a, 2, 2)?;
    let data = data_arg(vm, vm.arg(&a, 0))?;
    let start = crate::ops::arith::int_val(vm.arg(&a, 1)).map_or(0, |i| {
        let b = i.to_big() & num_bigint::BigInt::from(u32::MAX);
        num_traits::ToPrimitive::to_u32(&b).unwrap_or(0)
    });
    let mut h = crc32fast::Hasher::new_with_initial(start);
    h.update(&data);
    Ok(Value::int(h.finalize() as i64))
}

fn crc_hqx(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("crc_hqx", &a, 2, 2)?;
    let data = data_arg(vm, vm.arg(&a, 0))?;
    let mut crc = (vm.arg_int(vm.arg(&a, 1), "crc")? & 0xffff) as u16;
    for &b in &data {
        crc ^= (b as u16) << 8;
        for _ in 0..8 {
            crc = if crc & 0x8000 != 0 { crc << 1 ^ 0x1021 } else { crc << 1 };
        }
    }
    Ok(Value::int(crc as i64))
}

fn unhexlify(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("unhexlify", &a, 1, 1)?;
    let data = data_arg(vm, vm.arg(&a, 0))?;
    if data.len() % 2 != 0 {
        return Err(vm.value_error("Odd-length string"));
    }
    let digit = |c: u8| (c as char).to_digit(16);
    let mut out = Vec::with_capacity(data.len() / 2);
    for pair in data.chunks(2) {
        match (digit(pair[0]), digit(pair[1])) {
            (Some(h), Some(l)) => out.push((h * 16 + l) as u8),
            _ => return Err(vm.value_error("Non-hexadecimal digit found")),
        }
    }
    Ok(vm.mem.new_bytes(&out))
}
