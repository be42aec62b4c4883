//! The native half of `struct` (`_struct`): format strings (parsed once
//! each), packing values into bytes and unpacking them, with CPython's
//! sizes, alignment and messages. `vm/lib/struct.py` builds the API
//! (`Struct`, `error`, `iter_unpack`, `pack_into`) on `pack`, `unpack` and
//! `calcsize`, and takes `Struct.pack`, `unpack` and `unpack_from` from
//! here as they are (`struct_pack`, ...: a builtin in a class is a method
//! in pith), so a call costs one native call. An error of the format or of
//! a value is raised as `struct.error` (ValueError while `struct` is not
//! loaded).

use crate::object::*;
use crate::ops::arith::{int_val, IntVal};
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use num_traits::ToPrimitive;
use crate::runtime::calls::Calls;
use crate::value::fxhash::FxHashMap;
use std::cell::RefCell;
use std::rc::Rc;

pub const DEFS: &[BuiltinDef] = &[
    def("pack", Module("_struct"), pack),
    def("unpack", Module("_struct"), unpack),
    def("calcsize", Module("_struct"), calcsize),
    def("struct_pack", Module("_struct"), struct_pack),
    def("struct_unpack", Module("_struct"), struct_unpack),
    def("struct_unpack_from", Module("_struct"), struct_unpack_from),
];

/// Raises `struct.error(msg)`, or ValueError when `struct` is not loaded.
fn struct_error(vm: &mut Vm, msg: &str) -> crate::runtime::vm::Exc {
    let (module, name) = (vm.intern("struct"), vm.intern("error"));
    let class = dict::dict_get_str(vm.mem.r.modules, module)
        .filter(|m| is_type(*m, TY_MODULE))
        .and_then(|m| dict::dict_get_str(field(m, 2), name))
        .filter(|c| is_type(*c, TY_CLASS));
    let Some(class) = class else { return vm.value_error(msg) };
    let m = vm.mem.new_str(msg);
    let slot = vm.mem.push_temp(m);
    let args = vm.mem.tuple_from_temps(slot, 1);
    vm.mem.pop_temps(slot);
    let slot = vm.mem.push_temp(args);
    let e = vm.exception_with_args(class, slot);
    vm.mem.pop_temps(slot);
    vm.raise(e)
}

/// The layout of `Struct` instance `s`, from its `format` attribute.
fn struct_layout(vm: &mut Vm, s: Value) -> PyResult<Rc<Layout>> {
    let name = vm.names.format_attr;
    let fmt = vm.get_attr(s, name)?;
    layout(vm, fmt)
}

/// `Struct.pack(self, *values)`.
fn struct_pack(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.nkw > 0 {
        return Err(vm.type_error("Struct.pack() takes no keyword arguments"));
    }
    let l = struct_layout(vm, vm.arg(&a, 0))?;
    pack_with(vm, &l, a.n - 1, |vm, k| vm.arg(&a, 1 + k))
}

/// `Struct.unpack(self, buffer)`.
fn struct_unpack(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("unpack", &a, 2, 2)?;
    let l = struct_layout(vm, vm.arg(&a, 0))?;
    let data = vm.bytes_like_arg(vm.arg(&a, 1))?;
    let data = exact(vm, &l, data, None)?;
    unpack_data(vm, &l, &data)
}

/// `Struct.unpack_from(self, buffer, offset=0)`.
fn struct_unpack_from(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("unpack_from", &a, &["buffer", "offset"])?;
    if a.npos() < 2 && vm.kwarg(&a, "buffer").is_none() {
        return Err(vm.type_error("unpack_from() missing required argument 'buffer' (pos 1)"));
    }
    let buffer = if a.npos() > 1 { vm.arg(&a, 1) } else { vm.kwarg(&a, "buffer").unwrap_or(Value::NONE) };
    let offset = if a.npos() > 2 { vm.arg(&a, 2) } else { vm.kwarg(&a, "offset").unwrap_or(Value::int(0)) };
    let l = struct_layout(vm, vm.arg(&a, 0))?;
    let data = vm.bytes_like_arg(buffer)?;
    let data = exact(vm, &l, data, Some(offset))?;
    unpack_data(vm, &l, &data)
}

/// One item of a format: `count` of `code` (for `s` and `p`, one string of
/// `count` bytes) at byte `offset`, `size` bytes each.
struct Item {
    code: u8,
    count: usize,
    size: usize,
    offset: usize,
}

struct Layout {
    items: Vec<Item>,
    little: bool,
    size: usize,
}

impl Layout {
    /// Values the items take or give (`s` and `p` count once).
    fn nvalues(&self) -> usize {
        self.items.iter().map(|i| match i.code {
            b's' | b'p' => 1,
            b'x' => 0,
            _ => i.count,
        }).sum()
    }
}

/// Size of `code` in standard (`native` false) or native mode.
fn code_size(code: u8, native: bool) -> Option<usize> {
    Some(match code {
        b'x' | b'c' | b'b' | b'B' | b'?' | b's' | b'p' => 1,
        b'h' | b'H' | b'e' => 2,
        b'i' | b'I' | b'f' => 4,
        b'l' | b'L' => if native { 8 } else { 4 },
        b'q' | b'Q' | b'd' => 8,
        b'n' | b'N' | b'P' if native => 8,
        _ => return None,
    })
}

fn parse(fmt: &str) -> Result<Layout, String> {
    let bytes = fmt.as_bytes();
    let (little, native, mut i) = match bytes.first() {
        Some(b'<') => (true, false, 1),
        Some(b'>') | Some(b'!') => (false, false, 1),
        Some(b'=') => (cfg!(target_endian = "little"), false, 1),
        Some(b'@') => (cfg!(target_endian = "little"), true, 1),
        _ => (cfg!(target_endian = "little"), true, 0),
    };
    let mut items = Vec::new();
    let mut offset = 0usize;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let mut count = None;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            let d = (bytes[i] - b'0') as usize;
            count = Some(count.unwrap_or(0usize).checked_mul(10).and_then(|n: usize| n.checked_add(d)).ok_or("total struct size too long")?);
            i += 1;
        }
        let Some(&code) = bytes.get(i) else { return Err("repeat count given without format specifier".into()) };
        i += 1;
        let size = code_size(code, native).ok_or("bad char in struct format")?;
        let count = count.unwrap_or(1);
        if native && !matches!(code, b'x' | b'c' | b'b' | b'B' | b'?' | b's' | b'p') {
            offset = offset.div_ceil(size) * size;
        }
        let total = if matches!(code, b's' | b'p') { count } else { count.checked_mul(size).ok_or("total struct size too long")? };
        items.push(Item { code, count, size, offset });
        offset = offset.checked_add(total).ok_or("total struct size too long")?;
    }
    Ok(Layout { items, little, size: offset })
}

fn layout(vm: &mut Vm, v: Value) -> PyResult<Rc<Layout>> {
    let view = vm.builtin_view(v);
    let fmt = if is_type(view, TY_STR) {
        // Read in place (no allocation happens until the cache misses).
        std::borrow::Cow::Borrowed(str::as_str(view))
    } else if let Some(b) = bytes::buffer_data(view) {
        String::from_utf8_lossy(b)
    } else {
        let t = vm.type_name(v);
        return Err(vm.type_error(&format!("Struct() argument 1 must be a str or bytes object, not {}", t)));
    };
    if let Some(l) = LAST_LAYOUT.with(|c| c.borrow().as_ref().filter(|(text, _)| text == fmt.as_ref()).map(|(_, l)| l.clone())) {
        return Ok(l);
    }
    if let Some(l) = LAYOUTS.with(|c| c.borrow().get(fmt.as_ref()).cloned()) {
        LAST_LAYOUT.with(|c| *c.borrow_mut() = Some((fmt.into_owned(), l.clone())));
        return Ok(l);
    }
    let fmt = fmt.into_owned();
    let l = Rc::new(parse(&fmt).map_err(|m| struct_error(vm, &m))?);
    LAYOUTS.with(|c| {
        let mut c = c.borrow_mut();
        // A program cycling through many formats starts over (CPython keeps 100).
        if c.len() >= MAX_CACHED_LAYOUTS {
            c.clear();
        }
        c.insert(fmt, l.clone());
    });
    Ok(l)
}

/// How many parsed formats the cache keeps.
const MAX_CACHED_LAYOUTS: usize = 256;

thread_local! {
    /// Parsed formats by their text: a format is parsed once, not at every
    /// pack and unpack (a pure function of the text, so shared by every VM
    /// of the thread).
    static LAYOUTS: RefCell<FxHashMap<String, Rc<Layout>>> = RefCell::new(FxHashMap::default());
    /// The format used last, found without hashing (a loop packs with one).
    static LAST_LAYOUT: RefCell<Option<(String, Rc<Layout>)>> = const { RefCell::new(None) };
}

fn calcsize(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("calcsize", &a, 1, 1)?;
    let l = layout(vm, vm.arg(&a, 0))?;
    Ok(Value::int(l.size as i64))
}

/// The integer value of `v` for an integer code (`__index__` allowed).
fn int_arg(vm: &mut Vm, v: Value) -> PyResult<Option<IntVal>> {
    if let Some(i) = int_val(v) {
        return Ok(Some(i));
    }
    match vm.user_index(v)? {
        Some(n) => Ok(int_val(n)),
        None => Ok(None),
    }
}

/// Checks `i` fits integer code `code` of `size` bytes: its two's
/// complement bits, or CPython's message.
fn int_bits(i: &IntVal, code: u8, size: usize) -> Result<u64, String> {
    let signed = code.is_ascii_lowercase();
    let small = match i {
        IntVal::Small(n) => Some(*n as i128),
        IntVal::Big(b) => b.to_i128().filter(|n| n.unsigned_abs() <= u64::MAX as u128),
    };
    let Some(n) = small else { return Err("argument out of range".into()) };
    let bits = 8 * size as u32;
    let (lo, hi) = if signed { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) } else { (0, (1i128 << bits) - 1) };
    if (lo..=hi).contains(&n) {
        return Ok(n as u64);
    }
    let named = match code {
        b'b' => Some("byte"),
        b'B' => Some("ubyte"),
        b'h' => Some("short"),
        b'H' => Some("ushort"),
        _ => None,
    };
    Err(match named {
        Some(name) => format!("{} format requires {} <= number <= {}", name, lo, hi),
        None if size == 4 && (signed || n >= 0) => format!("'{}' format requires {} <= number <= {}", code as char, lo, hi),
        None => "argument out of range".into(),
    })
}

fn put(out: &mut [u8], bits: u64, size: usize, little: bool) {
    let b = bits.to_le_bytes();
    if little {
        out[..size].copy_from_slice(&b[..size]);
    } else {
        for k in 0..size {
            out[size - 1 - k] = b[k];
        }
    }
}

fn get(data: &[u8], size: usize, little: bool) -> u64 {
    let mut b = [0u8; 8];
    for k in 0..size {
        b[k] = data[if little { k } else { size - 1 - k }];
    }
    u64::from_le_bytes(b)
}

/// `pack(format, values)`: the bytes.
fn pack(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("pack", &a, 2, 2)?;
    let l = layout(vm, vm.arg(&a, 0))?;
    let n = seq::tuple_len(vm.arg(&a, 1));
    pack_with(vm, &l, n, |vm, k| seq::tuple_get(vm.arg(&a, 1), k))
}

/// The bytes of the `n` values `value(k)` packed by `l` (a value is read
/// afresh each time: a user `__index__` may allocate, so they must be
/// rooted where `value` reads them).
fn pack_with(vm: &mut Vm, l: &Layout, n: usize, value: impl Fn(&Vm, usize) -> Value) -> PyResult<Value> {
    if n != l.nvalues() {
        return Err(struct_error(vm, &format!("pack expected {} items for packing (got {})", l.nvalues(), n)));
    }
    let mut out = vec![0u8; l.size];
    let mut k = 0;
    for item in &l.items {
        let reps = if matches!(item.code, b's' | b'p' | b'x') { 1 } else { item.count };
        for r in 0..reps {
            let at = item.offset + r * item.size;
            if item.code == b'x' {
                continue;
            }
            let v = value(vm, k);
            k += 1;
            pack_one(vm, &mut out, item, at, v, l.little)?;
        }
    }
    Ok(vm.mem.new_bytes(&out))
}

fn pack_one(vm: &mut Vm, out: &mut [u8], item: &Item, at: usize, v: Value, little: bool) -> PyResult<()> {
    let size = item.size;
    match item.code {
        b's' | b'p' => {
            // Read in place: nothing is allocated while `data` is in use.
            let Some(data) = bytes::buffer_data(vm.builtin_view(v)) else {
                return Err(struct_error(vm, &format!("argument for '{}' must be a bytes object", item.code as char)));
            };
            if item.code == b's' {
                let n = data.len().min(item.count);
                out[at..at + n].copy_from_slice(&data[..n]);
            } else if item.count > 0 {
                let n = data.len().min(item.count - 1).min(255);
                out[at] = n as u8;
                out[at + 1..at + 1 + n].copy_from_slice(&data[..n]);
            }
        }
        b'c' => match bytes::buffer_data(vm.builtin_view(v)) {
            Some([b]) if is_type(vm.builtin_view(v), TY_BYTES) || is_type(vm.builtin_view(v), TY_BYTEARRAY) => out[at] = *b,
            _ => return Err(struct_error(vm, "char format requires a bytes object of length 1")),
        },
        b'?' => out[at] = vm.truthy(v)? as u8,
        b'e' | b'f' | b'd' => {
            let f = float_arg(vm, v)?;
            let bits = match item.code {
                b'd' => f.to_bits(),
                b'f' => {
                    let g = f as f32;
                    if g.is_infinite() && f.is_finite() {
                        return Err(vm.overflow_error("float too large to pack with f format"));
                    }
                    g.to_bits() as u64
                }
                _ => match f64_to_half(f) {
                    Some(h) => h as u64,
                    None => return Err(vm.overflow_error("float too large to pack with e format")),
                },
            };
            put(&mut out[at..], bits, size, little);
        }
        code => {
            let Some(i) = int_arg(vm, v)? else { return Err(struct_error(vm, "required argument is not an integer")) };
            let bits = if code == b'P' {
                match i.to_big().to_u64().or_else(|| i.to_big().to_i64().map(|n| n as u64)) {
                    Some(b) => b,
                    None => return Err(vm.overflow_error("int too large to convert")),
                }
            } else {
                int_bits(&i, code, size).map_err(|m| struct_error(vm, &m))?
            };
            put(&mut out[at..], bits, size, little);
        }
    }
    Ok(())
}

/// The float value of `v` (an int, a float, or an object with `__float__`).
fn float_arg(vm: &mut Vm, v: Value) -> PyResult<f64> {
    use crate::ops::arith::{to_f64, FloatConv};
    match to_f64(v) {
        FloatConv::Ok(f) => return Ok(f),
        FloatConv::Overflow => return Err(vm.overflow_error("int too large to convert to float")),
        FloatConv::NotNumber => {}
    }
    let n = vm.intern("__float__");
    if is_instance_obj(v) && vm.lookup_type(vm.mem.instance_class(v), n).is_some() {
        let r = vm.call_method(v, "__float__", &[])?;
        if let FloatConv::Ok(f) = to_f64(r) {
            return Ok(f);
        }
    }
    Err(struct_error(vm, "required argument is not a float"))
}

/// IEEE 754 binary16 bits of `f` (round half to even), or None on overflow.
fn f64_to_half(f: f64) -> Option<u16> {
    let sign = if f.is_sign_negative() { 0x8000u16 } else { 0 };
    if f.is_nan() {
        return Some(sign | 0x7e00);
    }
    let a = f.abs();
    if a.is_infinite() {
        return Some(sign | 0x7c00);
    }
    if a == 0.0 {
        return Some(sign);
    }
    // Units of the smallest subnormal (2^-24) for small values; else the
    // exponent and a rounded 10-bit mantissa.
    let (e, _) = frexp(a);
    let exp = e - 1; // a = m * 2^exp with 1 <= m < 2
    if exp < -14 {
        let units = round_half_even(a * 2f64.powi(24));
        return Some(sign | units as u16);
    }
    let mant = round_half_even((a / 2f64.powi(exp) - 1.0) * 1024.0);
    let (exp, mant) = if mant >= 1024.0 { (exp + 1, 0.0) } else { (exp, mant) };
    if exp > 15 {
        return None;
    }
    Some(sign | (((exp + 15) as u16) << 10) | mant as u16)
}

fn frexp(a: f64) -> (i32, f64) {
    let e = a.log2().floor() as i32 + 1;
    // Correct for rounding in log2 near powers of two.
    let e = if a / 2f64.powi(e) >= 1.0 { e + 1 } else if a / 2f64.powi(e) < 0.5 { e - 1 } else { e };
    (e, a / 2f64.powi(e))
}

fn round_half_even(x: f64) -> f64 {
    let r = x.round();
    if (x - x.trunc()).abs() == 0.5 && r % 2.0 != 0.0 { r - x.signum() } else { r }
}

fn half_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let mant = (h & 0x3ff) as f64;
    sign * match exp {
        0 => mant * 2f64.powi(-24),
        31 if mant == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + mant / 1024.0) * 2f64.powi(exp - 15),
    }
}

/// `unpack(format, buffer, offset)`: the tuple of values at `offset`
/// (an offset of None means the buffer must be exactly the size).
fn unpack(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("unpack", &a, 3, 3)?;
    let l = layout(vm, vm.arg(&a, 0))?;
    let data = vm.bytes_like_arg(vm.arg(&a, 1))?;
    let offset = Some(vm.arg(&a, 2)).filter(|o| !o.is_none());
    let data = exact(vm, &l, data, offset)?;
    unpack_data(vm, &l, &data)
}

/// The `l.size` bytes of `data` to unpack: all of it (which must be the
/// size) without an offset, else from `offset` (negative from the end).
fn exact(vm: &mut Vm, l: &Layout, data: Vec<u8>, offset: Option<Value>) -> PyResult<Vec<u8>> {
    Ok(match offset {
        None => {
            if data.len() != l.size {
                return Err(struct_error(vm, &format!("unpack requires a buffer of {} bytes", l.size)));
            }
            data
        }
        Some(o) => {
            let off = vm.arg_int(o, "offset")?;
            let start = if off < 0 { data.len() as i64 + off } else { off };
            if start < 0 {
                return Err(struct_error(vm, &format!("offset {} out of range for {}-byte buffer", off, data.len())));
            }
            let start = start as usize;
            if start + l.size > data.len() && off < 0 {
                return Err(struct_error(vm, &format!("not enough data to unpack {} bytes at offset {}", l.size, off)));
            }
            if start + l.size > data.len() {
                return Err(struct_error(vm, &format!("unpack_from requires a buffer of at least {} bytes for unpacking {} bytes at offset {} (actual buffer size is {})", start + l.size, l.size, start, data.len())));
            }
            data[start..start + l.size].to_vec()
        }
    })
}

/// The tuple of the values `l` reads from `data` (exactly `l.size` bytes).
fn unpack_data(vm: &mut Vm, l: &Layout, data: &[u8]) -> PyResult<Value> {
    let mark = vm.mem.temps_mark();
    for item in &l.items {
        let reps = if matches!(item.code, b's' | b'p' | b'x') { 1 } else { item.count };
        for r in 0..reps {
            let at = item.offset + r * item.size;
            let v = match item.code {
                b'x' => continue,
                b's' => vm.mem.new_bytes(&data[at..at + item.count]),
                b'p' if item.count == 0 => vm.mem.new_bytes(&[]),
                b'p' => {
                    let n = (data[at] as usize).min(item.count - 1);
                    vm.mem.new_bytes(&data[at + 1..at + 1 + n])
                }
                b'c' => vm.mem.new_bytes(&data[at..at + 1]),
                b'?' => Value::bool(data[at] != 0),
                b'e' => vm.mem.new_float(half_to_f64(get(&data[at..], 2, l.little) as u16)),
                b'f' => vm.mem.new_float(f32::from_bits(get(&data[at..], 4, l.little) as u32) as f64),
                b'd' => vm.mem.new_float(f64::from_bits(get(&data[at..], 8, l.little))),
                code => {
                    let bits = get(&data[at..], item.size, l.little);
                    let shift = 64 - 8 * item.size as u32;
                    if code.is_ascii_lowercase() {
                        vm.mem.new_int(((bits << shift) as i64) >> shift)
                    } else if bits <= i64::MAX as u64 {
                        vm.mem.new_int(bits as i64)
                    } else {
                        vm.mem.new_bigint(&num_bigint::BigInt::from(bits))
                    }
                }
            };
            vm.mem.push_temp(v);
        }
    }
    let n = vm.mem.temps_mark() - mark;
    let t = vm.mem.tuple_from_temps(mark, n);
    vm.mem.pop_temps(mark);
    Ok(t)
}
