//! The native half of `zlib` (`_zlib`): deflate compression in the zlib,
//! raw and gzip containers (by the flate2 crate's pure-Rust backend) and
//! the Adler-32 checksum. The compressed bytes are valid deflate streams
//! that any inflater reads, but not byte for byte the C zlib's. Errors are
//! raised as ValueError with zlib's messages; `vm/lib/zlib.py` re-raises
//! them as `zlib.error`.

use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use std::io::{Read, Write};

pub const DEFS: &[BuiltinDef] = &[
    def("compress", Module("_zlib"), compress),
    def("decompress", Module("_zlib"), decompress),
    def("adler32", Module("_zlib"), adler32),
];

fn data_of(vm: &mut Vm, v: Value) -> PyResult<Vec<u8>> {
    vm.bytes_like_arg(v)
}

/// `compress(data, level, wbits)`: 9..15 zlib, -15..-9 raw deflate, 25..31 gzip.
fn compress(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("compress", &a, 3, 3)?;
    let data = data_of(vm, vm.arg(&a, 0))?;
    let level = vm.arg_int(vm.arg(&a, 1), "level")?;
    let wbits = vm.arg_int(vm.arg(&a, 2), "wbits")?;
    if !(-1..=9).contains(&level) {
        return Err(vm.value_error("Bad compression level"));
    }
    let level = flate2::Compression::new(if level < 0 { 6 } else { level as u32 });
    let out = match wbits {
        9..=15 => {
            let mut e = flate2::write::ZlibEncoder::new(Vec::new(), level);
            e.write_all(&data).and_then(|_| e.finish())
        }
        -15..=-9 => {
            let mut e = flate2::write::DeflateEncoder::new(Vec::new(), level);
            e.write_all(&data).and_then(|_| e.finish())
        }
        25..=31 => {
            let mut e = flate2::write::GzEncoder::new(Vec::new(), level);
            e.write_all(&data).and_then(|_| e.finish())
        }
        _ => return Err(vm.value_error("Invalid initialization option")),
    };
    match out {
        Ok(o) => Ok(vm.mem.new_bytes(&o)),
        Err(e) => Err(vm.value_error(&format!("Error -2 while compressing data: {}", e))),
    }
}

/// `decompress(data, wbits)`; 40..47 (or 32) detects zlib or gzip.
fn decompress(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("decompress", &a, 2, 2)?;
    let data = data_of(vm, vm.arg(&a, 0))?;
    let wbits = vm.arg_int(vm.arg(&a, 1), "wbits")?;
    let gzip = data.starts_with(&[0x1f, 0x8b]);
    let mut out = Vec::new();
    let r = match wbits {
        0 | 8..=15 => flate2::read::ZlibDecoder::new(&data[..]).read_to_end(&mut out),
        -15..=-8 => flate2::read::DeflateDecoder::new(&data[..]).read_to_end(&mut out),
        24..=31 => flate2::read::GzDecoder::new(&data[..]).read_to_end(&mut out),
        32..=47 if gzip => flate2::read::GzDecoder::new(&data[..]).read_to_end(&mut out),
        32..=47 => flate2::read::ZlibDecoder::new(&data[..]).read_to_end(&mut out),
        _ => return Err(vm.value_error("Invalid initialization option")),
    };
    match r {
        Ok(_) => Ok(vm.mem.new_bytes(&out)),
        Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => Err(vm.value_error("Error -5 while decompressing data: incomplete or truncated stream")),
        Err(_) => Err(vm.value_error("Error -3 while decompressing data: invalid stored block lengths")),
    }
}

fn adler32(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("adler32", &a, 2, 2)?;
    let data = data_of(vm, vm.arg(&a, 0))?;
    let start = vm.arg_int(vm.arg(&a, 1), "value")? as u32;
    let (mut s1, mut s2) = (start & 0xffff, start >> 16);
    for chunk in data.chunks(5552) {
        for &b in chunk {
            s1 += b as u32;
            s2 += s1;
        }
        s1 %= 65521;
        s2 %= 65521;
    }
    Ok(Value::int((s2 << 16 | s1) as i64))
}
