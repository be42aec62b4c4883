//! Character translation: `str.maketrans` and `str.translate`, and
//! `bytes.maketrans` and `bytes.translate` / `bytearray.translate`, with
//! CPython's errors.
//!
//! Must never: keep a borrowed str or bytes across a lookup in the table
//! (the table may be any mapping whose `__getitem__` runs Python code).

use crate::object::*;
use crate::runtime::native::{def, Args, BuiltinDef, Owner};
use crate::runtime::types::TypeId;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

pub const DEFS: &[BuiltinDef] = &[
    def("maketrans", Owner::StaticMethod(TypeId::Str), str_maketrans),
    def("translate", Owner::Type(TypeId::Str), str_translate),
    def("maketrans", Owner::StaticMethod(TypeId::Bytes), bytes_maketrans),
    def("maketrans", Owner::StaticMethod(TypeId::ByteArray), bytes_maketrans),
    def("translate", Owner::Type(TypeId::Bytes), bytes_translate),
    def("translate", Owner::Type(TypeId::ByteArray), bytes_translate),
];

/// `str.maketrans(x[, y[, z]])`: a dict from code points to code points,
/// strings or None.
fn str_maketrans(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.n == 0 || a.n > 3 || a.nkw > 0 {
        let what = if a.n == 0 { "at least 1 argument" } else { "at most 3 arguments" };
        return Err(vm.type_error(&format!("maketrans expected {}, got {}", what, a.n)));
    }
    let d = vm.mem.new_dict();
    let slot = vm.mem.push_temp(d);
    let r = fill_maketrans(vm, &a, slot);
    let d = vm.mem.temp(slot);
    vm.mem.pop_temps(slot);
    r.map(|_| d)
}

fn fill_maketrans(vm: &mut Vm, a: &Args, slot: usize) -> PyResult<()> {
    if a.n == 1 {
        let x = vm.arg(a, 0);
        if !is_type(x, TY_DICT) {
            return Err(vm.type_error("if you give only one argument to maketrans it must be a dict"));
        }
        // The pairs stay rooted in temporaries: inserting may allocate.
        let pairs = vm.mem.temps_mark();
        for (k, v) in dict::dict_items(x) {
            vm.mem.r.temps.extend_from_slice(&[k, v]);
        }
        let n = (vm.mem.temps_mark() - pairs) / 2;
        let mut result = Ok(());
        for p in 0..n {
            let k = vm.mem.temp(pairs + 2 * p);
            let key = if is_type(k, TY_STR) {
                let s = str::as_str(k);
                let mut chars = s.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => Value::int(c as i64),
                    _ => {
                        result = Err(vm.value_error("string keys in translate table must be of length 1"));
                        break;
                    }
                }
            } else if k.is_int() {
                k
            } else {
                result = Err(vm.type_error("keys in translate table must be strings or integers"));
                break;
            };
            if let Err(e) = vm.dict_set(vm.mem.temp(slot), key, vm.mem.temp(pairs + 2 * p + 1)) {
                result = Err(e);
                break;
            }
        }
        vm.mem.pop_temps(pairs);
        result?;
        return Ok(());
    }
    for k in 0..a.n {
        let v = vm.arg(a, k);
        if !is_type(v, TY_STR) {
            let t = vm.type_name(v);
            return Err(vm.type_error(&format!("maketrans() argument {} must be str, not {}", k + 1, t)));
        }
    }
    let (x, y) = (vm.arg(a, 0), vm.arg(a, 1));
    let from: Vec<char> = str::as_str(x).chars().collect();
    let to: Vec<char> = str::as_str(y).chars().collect();
    if from.len() != to.len() {
        return Err(vm.value_error("the first two maketrans arguments must have equal length"));
    }
    for (f, t) in from.iter().zip(&to) {
        vm.dict_set(vm.mem.temp(slot), Value::int(*f as i64), Value::int(*t as i64))?;
    }
    if a.n == 3 {
        let z = vm.arg(a, 2);
        let gone: Vec<char> = str::as_str(z).chars().collect();
        for c in gone {
            vm.dict_set(vm.mem.temp(slot), Value::int(c as i64), Value::NONE)?;
        }
    }
    Ok(())
}

/// `s.translate(table)`: each character looked up as `table[ord(c)]`; a
/// LookupError keeps it, None drops it, an int or str replaces it.
fn str_translate(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("translate", &a, 2, 2)?;
    let chars: Vec<char> = str::as_str(vm.arg(&a, 0)).chars().collect();
    let mut out = String::with_capacity(chars.len());
    for c in chars {
        let table = vm.arg(&a, 1);
        let found = if is_type(table, TY_DICT) {
            vm.dict_get(table, Value::int(c as i64))
        } else {
            match vm.get_item(table, Value::int(c as i64)) {
                Ok(v) => Ok(Some(v)),
                Err(_) if vm.isinstance_of(vm.mem.r.exception, TypeId::LookupError) => Ok(None),
                Err(e) => Err(e),
            }
        }?;
        match found {
            None => out.push(c),
            Some(v) if v.is_none() => {}
            Some(v) if v.is_int() => match u32::try_from(v.as_int()).ok().and_then(char::from_u32) {
                Some(m) => out.push(m),
                None => return Err(vm.value_error("character mapping must be in range(0x110000)")),
            },
            Some(v) if is_type(v, TY_STR) => out.push_str(str::as_str(v)),
            Some(_) => return Err(vm.type_error("character mapping must return integer, None or str")),
        }
    }
    Ok(vm.mem.new_str(&out))
}

/// The bytes of a bytes-like argument (copied).
fn buffer_arg(vm: &mut Vm, v: Value) -> PyResult<Vec<u8>> {
    vm.bytes_like_arg(v)
}

/// `bytes.maketrans(from, to)`: the 256-byte table mapping each byte of
/// `from` to the byte of `to` at the same index.
fn bytes_maketrans(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("maketrans", &a, 2, 2)?;
    let from = buffer_arg(vm, vm.arg(&a, 0))?;
    let to = buffer_arg(vm, vm.arg(&a, 1))?;
    if from.len() != to.len() {
        return Err(vm.value_error("maketrans arguments must have same length"));
    }
    let mut table: Vec<u8> = (0..=255u8).collect();
    for (f, t) in from.iter().zip(&to) {
        table[*f as usize] = *t;
    }
    Ok(vm.mem.new_bytes(&table))
}

/// `b.translate(table, delete=b"")`: bytes in `delete` dropped, the others
/// mapped through the 256-byte `table` (None keeps them).
fn bytes_translate(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("translate", &a, &["delete"])?;
    if a.npos() < 2 || a.npos() > 3 {
        return Err(vm.type_error(&format!("translate() takes from 1 to 2 positional arguments but {} were given", a.npos().saturating_sub(1))));
    }
    let delete = match (a.npos() == 3).then(|| vm.arg(&a, 2)).or_else(|| vm.kwarg(&a, "delete")) {
        Some(d) => buffer_arg(vm, d)?,
        None => Vec::new(),
    };
    let table = match vm.arg(&a, 1) {
        t if t.is_none() => None,
        t => {
            let t = buffer_arg(vm, t)?;
            if t.len() != 256 {
                return Err(vm.value_error("translation table must be 256 characters long"));
            }
            Some(t)
        }
    };
    let data = buffer_arg(vm, vm.arg(&a, 0))?;
    let out: Vec<u8> = data.iter().filter(|b| !delete.contains(b)).map(|&b| table.as_ref().map_or(b, |t| t[b as usize])).collect();
    if is_type(vm.builtin_view(vm.arg(&a, 0)), TY_BYTEARRAY) {
        Ok(vm.mem.new_bytearray(&out))
    } else {
        Ok(vm.mem.new_bytes(&out))
    }
}
