//! The functions of the `builtins` namespace.

use crate::runtime::native::{def, BuiltinDef, Owner::Global};
use crate::runtime::native::Args;
use crate::object::*;
use crate::ops::arith::{int_val, IntVal};
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use std::io::Write;

pub const DEFS: &[BuiltinDef] = &[
    def("print", Global, print),
    def("len", Global, len),
    def("repr", Global, repr),
    def("abs", Global, abs),
    def("min", Global, min),
    def("max", Global, max),
    def("sum", Global, sum),
    def("ord", Global, ord),
    def("chr", Global, chr),
    def("round", Global, round),
    def("sorted", Global, sorted),
    def("isinstance", Global, isinstance),
    def("issubclass", Global, issubclass),
    def("hasattr", Global, hasattr),
    def("getattr", Global, getattr),
    def("setattr", Global, setattr),
    def("delattr", Global, delattr),
    def("iter", Global, iter),
    def("next", Global, next),
    def("id", Global, id),
    def("hash", Global, hash),
    def("callable", Global, callable),
    def("divmod", Global, divmod),
    def("pow", Global, pow),
    def("all", Global, all),
    def("any", Global, any),
    def("format", Global, format),
    def("bin", Global, bin),
    def("hex", Global, hex),
    def("oct", Global, oct),
    def("globals", Global, globals),
    def("ascii", Global, ascii),
    def("vars", Global, vars),
    def("dir", Global, dir),
    def("reversed", Global, reversed),
    def("bit_length", super::Owner::Type(TypeId::Int), int_bit_length),
    def("bit_count", super::Owner::Type(TypeId::Int), int_bit_count),
    def("to_bytes", super::Owner::Type(TypeId::Int), int_to_bytes),
    def("from_bytes", super::Owner::ClassMethod(TypeId::Int), int_from_bytes),
    def("conjugate", super::Owner::Type(TypeId::Int), int_conjugate),
    def("is_integer", super::Owner::Type(TypeId::Float), float_is_integer),
    def("as_integer_ratio", super::Owner::Type(TypeId::Float), float_as_integer_ratio),
    def("open", Global, open),
    def("__import__", Global, dunder_import),
    def("input", Global, input),
];

/// `__import__(name)`: imports the module and returns the top-level package, as CPython does.
fn dunder_import(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.npos() < 1 {
        return Err(vm.type_error("__import__() missing required argument 'name' (pos 1)"));
    }
    let name = vm.arg_str(vm.arg(&a, 0), "__import__() argument 1")?;
    vm.import_dotted(&name)?;
    let top = name.split('.').next().unwrap_or(&name).to_string();
    vm.import_dotted(&top)
}

fn open(vm: &mut Vm, _a: Args) -> PyResult<Value> {
    Err(vm.not_implemented("file I/O (open())"))
}

/// `input([prompt])`: one line from stdin without its newline; EOFError at end of input.
fn input(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("input", &a, 0, 1)?;
    if a.n == 1 {
        let mut p = String::new();
        vm.str_into(vm.arg(&a, 0), &mut p)?;
        vm.write_stdout(p.as_bytes());
    }
    vm.flush_stdout();
    let bytes = match vm.read_stdin_line() {
        Ok(b) => b,
        Err(e) => return Err(vm.raise_new(TypeId::OSError, &e.to_string())),
    };
    let Some(bytes) = bytes else { return Err(vm.raise_interrupt()) };
    if bytes.is_empty() {
        return Err(vm.raise_new(TypeId::EOFError, "EOF when reading a line"));
    }
    let Ok(mut line) = String::from_utf8(bytes) else {
        return Err(vm.raise_new(TypeId::UnicodeDecodeError, "'utf-8' codec can't decode the line read by input()"));
    };
    if line.ends_with('\n') {
        line.pop();
        if line.ends_with('\r') {
            line.pop();
        }
    }
    Ok(vm.new_str(&line))
}

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
    Ok(vm.new_bigint(&b))
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
    Ok(vm.new_bytes(&bytes))
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
    let n = if signed { num_bigint::BigInt::from_signed_bytes_le(&le) } else { num_bigint::BigInt::from_bytes_le(num_bigint::Sign::Plus, &le) };
    Ok(vm.new_bigint(&n))
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
    let one = num_bigint::BigInt::from(1);
    let (num, den) = if e >= 0 { (num_bigint::BigInt::from(mantissa) << e as usize, one) } else { (num_bigint::BigInt::from(mantissa), one << (-e) as usize) };
    let n = vm.new_bigint(&num);
    let ns = vm.push_temp(n);
    let d = vm.new_bigint(&den);
    let n = vm.temp(ns);
    vm.pop_temps(ns);
    Ok(vm.tuple_of_rooted(&[n, d]))
}

fn reversed(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("reversed", &a, 1, 1)?;
    reversed_of(vm, vm.arg(&a, 0))
}

/// `reversed(v)`; `v` must be rooted by the caller.
fn reversed_of(vm: &mut Vm, v: Value) -> PyResult<Value> {
    match ptr_type(v) {
        Some(TY_LIST) | Some(TY_TUPLE) | Some(TY_STR) | Some(TY_BYTES) | Some(TY_BYTEARRAY) => {
            let n = vm.len_of(v)? as i64;
            Ok(vm.new_object(TY_REVERSED, &[v, Value::int(n - 1)]))
        }
        Some(TY_RANGE) if crate::object::misc::is_small_range(v) => {
            let n = crate::object::misc::range_len(v) as i64;
            let (start, step) = (field(v, 1).as_int(), field(v, 3).as_int());
            let last = start + (n - 1) * step;
            let r = [Value::int(last), Value::int(last - n * step), Value::int(-step)];
            Ok(vm.new_object(TY_RANGE_ITER, &if n == 0 { [Value::int(0), Value::int(0), Value::int(1)] } else { r }))
        }
        Some(TY_DICT) | Some(TY_DICT_VIEW) => {
            let l = vm.to_list(v)?;
            let n = seq::list_len(l) as i64;
            Ok(vm.new_object(TY_REVERSED, &[l, Value::int(n - 1)]))
        }
        Some(t) if t >= FIRST_SHAPE_ID => {
            let n = vm.intern("__reversed__");
            if { let c = vm.instance_class(v); vm.lookup_type(c, n) }.is_some() {
                return vm.call_method(v, "__reversed__", &[]);
            }
            let view = vm.builtin_view(v);
            if view != v {
                return reversed_of(vm, view);
            }
            let (len, item) = (vm.names.len, vm.names.getitem);
            let cls = vm.instance_class(v);
            if vm.lookup_type(cls, len).is_some() && vm.lookup_type(cls, item).is_some() {
                return reversed_sequence(vm, v);
            }
            let t = vm.type_name(v);
            Err(vm.type_error(&format!("'{}' object is not reversible", t)))
        }
        _ => {
            let t = vm.type_name(v);
            Err(vm.type_error(&format!("'{}' object is not reversible", t)))
        }
    }
}

fn print(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("print", &a, &["sep", "end", "file", "flush"])?;
    let sep = match vm.kwarg(&a, "sep") {
        Some(v) if !v.is_none() => vm.arg_str(v, "sep")?,
        _ => " ".to_string(),
    };
    let end = match vm.kwarg(&a, "end") {
        Some(v) if !v.is_none() => vm.arg_str(v, "end")?,
        _ => "\n".to_string(),
    };
    let stream = match vm.kwarg(&a, "file") {
        Some(f) if f.is_none() => vm.stdout_obj,
        Some(f) => f,
        None => vm.stdout_obj,
    };
    let flush = match vm.kwarg(&a, "flush") {
        Some(f) => vm.truthy(f)?,
        None => false,
    };
    let mut out = String::new();
    for i in 0..a.npos() {
        if i > 0 {
            out.push_str(&sep);
        }
        let v = vm.arg(&a, i);
        vm.str_into(v, &mut out)?;
    }
    out.push_str(&end);
    // Re-read the stream: converting the arguments may have moved it.
    let stream = match vm.kwarg(&a, "file") {
        Some(f) if !f.is_none() => f,
        _ => stream,
    };
    if stream != vm.stdout_obj && stream != vm.stderr_obj {
        // Any object with a write() method, as in CPython.
        let text = vm.new_str(&out);
        vm.call_method(stream, "write", &[text])?;
        return Ok(Value::NONE);
    }
    vm.write_stream(stream, &out);
    if flush {
        vm.flush_stdout();
    }
    Ok(Value::NONE)
}

impl Vm {
    /// Writes program output (buffered; flushed at exit and before stderr output).
    pub fn write_stdout(&mut self, bytes: &[u8]) {
        let _ = self.out.write_all(bytes);
    }
}

fn len(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("len", &a, 1, 1)?;
    let n = vm.len_of(vm.arg(&a, 0))?;
    Ok(Value::int(n as i64))
}

fn repr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("repr", &a, 1, 1)?;
    vm.repr_of(vm.arg(&a, 0))
}

fn ascii(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("ascii", &a, 1, 1)?;
    vm.ascii_of(vm.arg(&a, 0))
}

pub(super) fn abs(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("abs", &a, 1, 1)?;
    let v = vm.arg(&a, 0);
    match int_val(v) {
        Some(IntVal::Small(i)) => return Ok(vm.new_int(i.abs())),
        Some(IntVal::Big(b)) => return Ok(vm.new_bigint(&num_traits::Signed::abs(&b))),
        None => {}
    }
    if num::is_float(v) {
        return Ok(vm.new_float(num::float_of(v).abs()));
    }
    if is_instance_obj(v) {
        return vm.call_method(v, "__abs__", &[]);
    }
    let t = vm.type_name(v);
    Err(vm.type_error(&format!("bad operand type for abs(): '{}'", t)))
}

/// `reversed(v)` for an object with `__len__` and `__getitem__`: its items
/// (read at once) from the last index down.
fn reversed_sequence(vm: &mut Vm, v: Value) -> PyResult<Value> {
    let slot = vm.push_temp(v);
    let r = (|| {
        let n = vm.len_of(vm.temp(slot))?;
        let l = vm.new_list(0);
        let ls = vm.push_temp(l);
        for i in 0..n {
            let x = vm.get_item(vm.temp(slot), Value::int(i as i64))?;
            vm.list_append(vm.temp(ls), x);
        }
        let l = vm.temp(ls);
        Ok(vm.new_object(TY_REVERSED, &[l, Value::int(n as i64 - 1)]))
    })();
    vm.pop_temps(slot);
    r
}

/// min() and max(): one iterable (consumed as it goes) or several
/// arguments, `key=`, `default=`.
fn extreme(vm: &mut Vm, a: Args, name: &str, want_less: bool) -> PyResult<Value> {
    vm.check_kwargs(name, &a, &["key", "default"])?;
    if a.npos() == 0 {
        return Err(vm.type_error(&format!("{} expected at least 1 argument, got 0", name)));
    }
    let key = vm.kwarg(&a, "key").filter(|k| !k.is_none()).unwrap_or(Value::EMPTY);
    let mark = vm.temps_mark();
    let slots = Extreme { key: vm.push_temp(key), best: vm.push_temp(Value::EMPTY), best_key: vm.push_temp(Value::EMPTY), want_less };
    let r = if a.npos() == 1 {
        vm.for_each_item(vm.arg(&a, 0), |vm, item| slots.consider(vm, item).map(|_| true))
    } else {
        (0..a.npos()).try_for_each(|i| slots.consider(vm, vm.arg(&a, i)))
    };
    let best = vm.temp(slots.best);
    vm.pop_temps(mark);
    r?;
    if !best.is_empty() {
        return Ok(best);
    }
    if let Some(d) = vm.kwarg(&a, "default") {
        return Ok(d);
    }
    Err(vm.value_error(&format!("{}() arg is an empty sequence", name)))
}

/// The temporaries of min() and max(): the key function, the best item so
/// far and its key (empty before the first item).
#[derive(Clone, Copy)]
struct Extreme {
    key: usize,
    best: usize,
    best_key: usize,
    want_less: bool,
}

impl Extreme {
    fn consider(self, vm: &mut Vm, item: Value) -> PyResult<()> {
        let item_slot = vm.push_temp(item);
        let r = (|| {
            let f = vm.temp(self.key);
            let k = if f.is_empty() { item } else { vm.call_value(f, &[item])? };
            let best_key = vm.temp(self.best_key);
            let better = best_key.is_empty() || if self.want_less { vm.less(k, best_key)? } else { vm.greater(k, best_key)? };
            if better {
                vm.set_temp(self.best_key, k);
                let item = vm.temp(item_slot);
                vm.set_temp(self.best, item);
            }
            Ok(())
        })();
        vm.pop_temps(item_slot);
        r
    }
}

fn min(vm: &mut Vm, a: Args) -> PyResult<Value> {
    extreme(vm, a, "min", true)
}

fn max(vm: &mut Vm, a: Args) -> PyResult<Value> {
    extreme(vm, a, "max", false)
}

fn sum(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("sum", &a, &["start"])?;
    if a.npos() < 1 || a.npos() > 2 {
        return Err(vm.type_error(&format!("sum() takes at most 2 arguments ({} given)", a.n)));
    }
    let start = if a.npos() == 2 { vm.arg(&a, 1) } else { vm.kwarg(&a, "start").unwrap_or(Value::int(0)) };
    if is_type(start, TY_STR) {
        return Err(vm.type_error("sum() can't sum strings [use ''.join(seq) instead]"));
    }
    let mark = vm.temps_mark();
    let acc_slot = vm.push_temp(start);
    let r = vm.for_each_item(vm.arg(&a, 0), |vm, x| {
        let v = vm.binary_op(lang::bytecode::BinaryOp::Add, vm.temp(acc_slot), x)?;
        vm.set_temp(acc_slot, v);
        Ok(true)
    });
    let acc = vm.temp(acc_slot);
    vm.pop_temps(mark);
    r.map(|_| acc)
}

fn ord(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("ord", &a, 1, 1)?;
    let v = vm.arg(&a, 0);
    if is_type(v, TY_STR) {
        let s = str::as_str(v);
        let mut it = s.chars();
        if let (Some(c), None) = (it.next(), it.next()) {
            return Ok(Value::int(c as i64));
        }
        let n = s.chars().count();
        return Err(vm.type_error(&format!("ord() expected a character, but string of length {} found", n)));
    }
    let t = vm.type_name(v);
    Err(vm.type_error(&format!("ord() expected string of length 1, but {} found", t)))
}

fn chr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("chr", &a, 1, 1)?;
    let i = vm.arg_int(vm.arg(&a, 0), "chr")?;
    match u32::try_from(i).ok().and_then(char::from_u32) {
        Some(c) => Ok(vm.char_str(c)),
        None => Err(vm.value_error("chr() arg not in range(0x110000)")),
    }
}

/// round(x) and round(x, n) with round-half-even on the exact value.
fn round(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("round", &a, &["ndigits"])?;
    let x = vm.arg(&a, 0);
    let nd = round_ndigits(vm, &a);
    if let Some(i) = int_val(x) {
        if nd.is_none() {
            return Ok(match i {
                IntVal::Small(v) => Value::int(v),
                IntVal::Big(b) => vm.new_bigint(&b),
            });
        }
        let n = vm.arg_int(nd, "ndigits")?;
        if n >= 0 {
            return Ok(x);
        }
        let b = i.to_big();
        let p = num_traits::pow(num_bigint::BigInt::from(10), (-n) as usize);
        let (q, r) = num_integer::Integer::div_mod_floor(&b, &p);
        let twice = &r * 2;
        let q = if twice > p || (twice == p && num_integer::Integer::is_odd(&q)) { q + 1 } else { q };
        return Ok(vm.new_bigint(&(q * p)));
    }
    if num::is_float(x) {
        let f = num::float_of(x);
        if nd.is_none() {
            if f.is_nan() {
                return Err(vm.value_error("cannot convert float NaN to integer"));
            }
            if f.is_infinite() {
                return Err(vm.overflow_error("cannot convert float infinity to integer"));
            }
            let r = f.round_ties_even();
            return Ok(match num_bigint::BigInt::from_f64_checked(r) {
                Some(b) => vm.new_bigint(&b),
                None => Value::int(0),
            });
        }
        let n = vm.arg_int(nd, "ndigits")?;
        if !f.is_finite() {
            return Ok(x);
        }
        return match crate::ops::arith::round_float(f, n) {
            Some(r) => Ok(vm.new_float(r)),
            None => Err(vm.overflow_error("rounded value too large to represent")),
        };
    }
    let name = vm.intern("__round__");
    let (x, nd) = (vm.arg(&a, 0), round_ndigits(vm, &a));
    let cls = vm.type_of(x);
    if let Some(f) = vm.lookup_type(cls, name).filter(|_| is_instance_obj(x)) {
        return if nd.is_none() { vm.call_value(f, &[x]) } else { vm.call_value(f, &[x, nd]) };
    }
    let t = vm.type_name(x);
    Err(vm.type_error(&format!("type {} doesn't define __round__ method", t)))
}

/// The `ndigits` argument of `round` (None when not given).
fn round_ndigits(vm: &Vm, a: &Args) -> Value {
    if a.npos() > 1 {
        vm.arg(a, 1)
    } else {
        vm.kwarg(a, "ndigits").unwrap_or(Value::NONE)
    }
}

trait FromF64Checked: Sized {
    fn from_f64_checked(f: f64) -> Option<Self>;
}

impl FromF64Checked for num_bigint::BigInt {
    fn from_f64_checked(f: f64) -> Option<Self> {
        num_traits::FromPrimitive::from_f64(f)
    }
}

fn sorted(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("sorted", &a, &["key", "reverse"])?;
    if a.npos() != 1 {
        return Err(vm.type_error(&format!("sorted expected 1 argument, got {}", a.npos())));
    }
    let l = vm.to_list(vm.arg(&a, 0))?;
    let slot = vm.push_temp(l);
    let key = vm.kwarg(&a, "key").unwrap_or(Value::NONE);
    let reverse = vm.kwarg(&a, "reverse").unwrap_or(Value::FALSE);
    let r = vm.sort_list(l, key, reverse);
    let l = vm.temp(slot);
    vm.pop_temps(slot);
    r.map(|_| l)
}

fn isinstance(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("isinstance", &a, 2, 2)?;
    let (v, t) = (vm.arg(&a, 0), vm.arg(&a, 1));
    Ok(Value::bool(vm.instance_matches(v, t)?))
}

fn issubclass(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("issubclass", &a, 2, 2)?;
    let (c, t) = (vm.arg(&a, 0), vm.arg(&a, 1));
    if !class::is_class(c) {
        return Err(vm.type_error("issubclass() arg 1 must be a class"));
    }
    Ok(Value::bool(vm.class_matches(c, t, "issubclass")?))
}

impl Vm {
    /// `isinstance(v, t)`: `t` a class (asked through its metaclass's
    /// `__instancecheck__` when it has one), or a tuple of them, nested.
    fn instance_matches(&mut self, v: Value, t: Value) -> PyResult<bool> {
        if is_type(t, TY_TUPLE) {
            return self.any_of_tuple(v, t, |vm, v, item| vm.instance_matches(v, item));
        }
        let cls = self.type_of(v);
        if class::is_class(t) && cls != t {
            if let Some(r) = self.meta_dunder(t, "__instancecheck__", &[v])? {
                return self.truthy(r);
            }
        }
        self.class_matches(cls, t, "isinstance")
    }

    /// Does `test(x, item)` hold for some item of tuple `t`? Stops at the
    /// first true or error. `x` and `t` stay rooted: a test may run Python
    /// code (a metaclass hook) that collects.
    fn any_of_tuple(&mut self, x: Value, t: Value, mut test: impl FnMut(&mut Vm, Value, Value) -> PyResult<bool>) -> PyResult<bool> {
        let mark = self.temps_mark();
        self.r.temps.extend_from_slice(&[x, t]);
        let mut r = Ok(false);
        for i in 0..seq::tuple_len(t) {
            let (x, t) = (self.temp(mark), self.temp(mark + 1));
            r = test(self, x, seq::tuple_get(t, i));
            if !matches!(r, Ok(false)) {
                break;
            }
        }
        self.pop_temps(mark);
        r
    }

    /// Is `cls` a subclass of `t` (a class or a tuple of them, nested)?
    fn class_matches(&mut self, cls: Value, t: Value, fname: &str) -> PyResult<bool> {
        if class::is_class(t) {
            if fname == "issubclass" {
                if let Some(r) = self.meta_dunder(t, "__subclasscheck__", &[cls])? {
                    return self.truthy(r);
                }
            }
            if class::is_subclass(cls, t) {
                return Ok(true);
            }
            // Virtual subclasses (collections.abc): pith's stand-in for a metaclass's __subclasscheck__.
            return match self.class_hook(t, "__pith_subclasscheck__", &[cls])? {
                Some(r) => self.truthy(r),
                None => Ok(false),
            };
        }
        if is_type(t, TY_TUPLE) {
            return self.any_of_tuple(cls, t, |vm, cls, item| vm.class_matches(cls, item, fname));
        }
        if is_instance_obj(t) && self.instance_class(t) == self.ty(TypeId::UnionType) {
            let n = self.intern("__args__");
            let args = self.instance_get(t, n).unwrap_or(Value::EMPTY);
            if is_type(args, TY_TUPLE) {
                return self.class_matches(cls, args, fname);
            }
        }
        let (one, many) = if fname == "issubclass" { ("class", "classes") } else { ("type", "types") };
        Err(self.type_error(&format!("{}() arg 2 must be a {}, a tuple of {}, or a union", fname, one, many)))
    }

    /// The attribute name argument, interned.
    fn attr_name(&mut self, v: Value) -> PyResult<Value> {
        if !is_type(v, TY_STR) {
            let t = self.type_name(v);
            return Err(self.type_error(&format!("attribute name must be string, not '{}'", t)));
        }
        Ok(self.intern_value(v))
    }
}

fn hasattr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("hasattr", &a, 2, 2)?;
    let name = vm.attr_name(vm.arg(&a, 1))?;
    match vm.get_attr_opt(vm.arg(&a, 0), name) {
        Ok(v) => Ok(Value::bool(v.is_some())),
        Err(e) => {
            if vm.isinstance_of(vm.r.exception, TypeId::AttributeError) {
                Ok(Value::FALSE)
            } else {
                Err(e)
            }
        }
    }
}

fn getattr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("getattr", &a, 2, 3)?;
    let name = vm.attr_name(vm.arg(&a, 1))?;
    match vm.get_attr_opt(vm.arg(&a, 0), name) {
        Ok(Some(v)) => Ok(v),
        Ok(None) if a.n == 3 => Ok(vm.arg(&a, 2)),
        Ok(None) => Err(vm.no_attribute(vm.arg(&a, 0), name)),
        // An AttributeError raised on the way (`__getattr__`, a property) gives the default too.
        Err(_) if a.n == 3 && vm.isinstance_of(vm.r.exception, TypeId::AttributeError) => Ok(vm.arg(&a, 2)),
        Err(e) => Err(e),
    }
}

fn setattr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("setattr", &a, 3, 3)?;
    let name = vm.attr_name(vm.arg(&a, 1))?;
    vm.set_attr(vm.arg(&a, 0), name, vm.arg(&a, 2))?;
    Ok(Value::NONE)
}

fn delattr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("delattr", &a, 2, 2)?;
    let name = vm.attr_name(vm.arg(&a, 1))?;
    vm.del_attr(vm.arg(&a, 0), name)?;
    Ok(Value::NONE)
}

fn iter(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("iter", &a, 1, 2)?;
    if a.n == 1 {
        return vm.get_iter(vm.arg(&a, 0));
    }
    // iter(callable, sentinel): a `callable_iterator` (written in Python).
    if !is_callable(vm, vm.arg(&a, 0)) {
        return Err(vm.type_error("iter(v, w): v must be callable"));
    }
    let module = vm.import_dotted("__pith_builtins__")?;
    let slot = vm.push_temp(module);
    let name = vm.intern("callable_iterator");
    let module = vm.temp(slot);
    vm.pop_temps(slot);
    let cls = vm.get_attr(module, name)?;
    vm.call_value(cls, &[vm.arg(&a, 0), vm.arg(&a, 1)])
}

fn next(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("next", &a, 1, 2)?;
    let it = vm.arg(&a, 0);
    let is_iter = matches!(ptr_type(it), Some(TY_SEQ_ITER) | Some(TY_DICT_ITER) | Some(TY_RANGE_ITER) | Some(TY_ENUMERATE) | Some(TY_ZIP) | Some(TY_REVERSED) | Some(TY_MAP) | Some(TY_FILTER) | Some(TY_GENERATOR)) || is_instance_obj(it);
    if !is_iter {
        let t = vm.type_name(it);
        return Err(vm.type_error(&format!("'{}' object is not an iterator", t)));
    }
    if is_type(it, TY_GENERATOR) {
        return match vm.resume(it, Value::NONE)? {
            crate::interp::generator::Step::Yielded(v) => Ok(v),
            crate::interp::generator::Step::Done(_) if a.n == 2 => Ok(vm.arg(&a, 1)),
            crate::interp::generator::Step::Done(v) => Err(vm.stop_iteration(v)),
        };
    }
    match vm.iter_next(it)? {
        Some(v) => Ok(v),
        None if a.n == 2 => Ok(vm.arg(&a, 1)),
        None => Err(vm.stop_iteration(Value::NONE)),
    }
}

fn id(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("id", &a, 1, 1)?;
    let v = vm.arg(&a, 0);
    let addr = vm.fake_address(v);
    Ok(vm.new_int(addr as i64))
}

fn hash(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("hash", &a, 1, 1)?;
    let v = vm.arg(&a, 0);
    let h = crate::ops::hash::hash_value(vm, v)?;
    Ok(vm.new_int(h))
}

fn callable(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("callable", &a, 1, 1)?;
    Ok(Value::bool(is_callable(vm, vm.arg(&a, 0))))
}

/// `callable(v)`.
fn is_callable(vm: &mut Vm, v: Value) -> bool {
    match ptr_type(v) {
        Some(TY_FUNCTION) | Some(TY_BUILTIN) | Some(TY_BOUND_METHOD) | Some(TY_CLASS) => true,
        Some(t) if t >= FIRST_SHAPE_ID => {
            let n = vm.names.call;
            let c = vm.instance_class(v);
            vm.lookup_type(c, n).is_some()
        }
        _ => false,
    }
}

fn divmod(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("divmod", &a, 2, 2)?;
    let (x, y) = (vm.arg(&a, 0), vm.arg(&a, 1));
    let number = |v: Value| int_val(v).is_some() || num::is_float(v);
    if number(x) && number(y) {
        if (num::is_float(x) || num::is_float(y)) && matches!(crate::ops::arith::to_f64(y), crate::ops::arith::FloatConv::Ok(f) if f == 0.0) {
            return Err(vm.zero_division("float divmod()"));
        }
    } else if !is_instance_obj(x) && !is_instance_obj(y) {
        let (tx, ty) = (vm.type_name(x), vm.type_name(y));
        return Err(vm.type_error(&format!("unsupported operand type(s) for divmod(): '{}' and '{}'", tx, ty)));
    }
    let q = vm.binary_op(lang::bytecode::BinaryOp::FloorDiv, x, y)?;
    let qs = vm.push_temp(q);
    let (x, y) = (vm.arg(&a, 0), vm.arg(&a, 1));
    let r = vm.binary_op(lang::bytecode::BinaryOp::Mod, x, y);
    let q = vm.temp(qs);
    vm.pop_temps(qs);
    let r = r?;
    Ok(vm.tuple_of_rooted(&[q, r]))
}

fn pow(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("pow", &a, 2, 3)?;
    let (x, y) = (vm.arg(&a, 0), vm.arg(&a, 1));
    if a.n == 3 && !vm.arg(&a, 2).is_none() {
        let m = vm.arg(&a, 2);
        let (Some(b), Some(e), Some(m)) = (int_val(x), int_val(y), int_val(m)) else {
            return Err(vm.type_error("pow() 3rd argument not allowed unless all arguments are integers"));
        };
        let (b, e, m) = (b.to_big(), e.to_big(), m.to_big());
        if num_traits::Zero::is_zero(&m) {
            return Err(vm.value_error("pow() 3rd argument cannot be 0"));
        }
        let r = if e.sign() == num_bigint::Sign::Minus {
            let Some(inv) = mod_inverse(&b, &m) else {
                return Err(vm.value_error("base is not invertible for the given modulus"));
            };
            inv.modpow(&-e, &m)
        } else {
            b.modpow(&e, &m)
        };
        let r = num_integer::Integer::mod_floor(&r, &m);
        return Ok(vm.new_bigint(&r));
    }
    vm.binary_op(lang::bytecode::BinaryOp::Pow, x, y)
}

fn mod_inverse(a: &num_bigint::BigInt, m: &num_bigint::BigInt) -> Option<num_bigint::BigInt> {
    let e = num_integer::Integer::extended_gcd(a, m);
    if e.gcd != num_bigint::BigInt::from(1) && e.gcd != num_bigint::BigInt::from(-1) {
        return None;
    }
    Some(num_integer::Integer::mod_floor(&e.x, m))
}

fn truth_reduce(vm: &mut Vm, a: Args, name: &str, want: bool) -> PyResult<Value> {
    vm.check_args(name, &a, 1, 1)?;
    let mut found = false;
    vm.for_each_item(vm.arg(&a, 0), |vm, v| {
        found = vm.truthy(v)? == want;
        Ok(!found)
    })?;
    Ok(Value::bool(if found { want } else { !want }))
}

fn all(vm: &mut Vm, a: Args) -> PyResult<Value> {
    truth_reduce(vm, a, "all", false)
}

fn any(vm: &mut Vm, a: Args) -> PyResult<Value> {
    truth_reduce(vm, a, "any", true)
}

fn format(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("format", &a, 1, 2)?;
    let spec = if a.n == 2 { vm.arg_str(vm.arg(&a, 1), "format spec")? } else { String::new() };
    let s = vm.format_to_string(vm.arg(&a, 0), &spec)?;
    Ok(vm.new_str(&s))
}

fn radix(vm: &mut Vm, a: Args, name: &str, prefix: &str, r: u32) -> PyResult<Value> {
    vm.check_args(name, &a, 1, 1)?;
    vm.index_args(&a, 0)?;
    let v = vm.arg(&a, 0);
    let Some(i) = int_val(v) else {
        let t = vm.type_name(v);
        return Err(vm.type_error(&format!("'{}' object cannot be interpreted as an integer", t)));
    };
    let b = i.to_big();
    let sign = if b.sign() == num_bigint::Sign::Minus { "-" } else { "" };
    let s = format!("{}{}{}", sign, prefix, b.magnitude().to_str_radix(r));
    Ok(vm.new_str(&s))
}

fn bin(vm: &mut Vm, a: Args) -> PyResult<Value> {
    radix(vm, a, "bin", "0b", 2)
}

fn hex(vm: &mut Vm, a: Args) -> PyResult<Value> {
    radix(vm, a, "hex", "0x", 16)
}

fn oct(vm: &mut Vm, a: Args) -> PyResult<Value> {
    radix(vm, a, "oct", "0o", 8)
}

fn globals(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("globals", &a, 0, 0)?;
    Ok(vm.frame_globals())
}

/// `dir(obj)`: `obj.__dir__()` sorted when its class defines one; else the
/// sorted names in its `__dict__` and in the dicts of its class's MRO (of
/// the class itself for a class). (pith's `object` has fewer dunders than
/// CPython's, and `dir()` without an argument is not supported.)
fn dir(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("dir", &a, 1, 1)?;
    let own = vm.intern("__dir__");
    let obj = vm.arg(&a, 0);
    let cls = if class::is_class(obj) { obj } else { vm.type_of(obj) };
    let custom = if is_instance_obj(obj) { vm.lookup_type(cls, own) } else { None };
    let names = match custom {
        Some(f) => {
            let r = vm.call_value(f, &[obj])?;
            let l = vm.to_list(r)?;
            seq::seq_items(l).into_iter().filter(|v| is_type(*v, TY_STR)).map(|v| str::as_str(v).to_string()).collect()
        }
        None => attribute_names(vm, a)?,
    };
    let mut names: Vec<String> = names;
    names.sort();
    names.dedup();
    let mark = vm.temps_mark();
    for n in &names {
        let s = vm.new_str(n);
        vm.push_temp(s);
    }
    let items: Vec<Value> = vm.r.temps[mark..].to_vec();
    let l = vm.list_from_values(&items);
    vm.pop_temps(mark);
    Ok(l)
}

/// The keys of argument 0's `__dict__` (if it has one) and of the class dicts along its class's MRO.
fn attribute_names(vm: &mut Vm, a: Args) -> PyResult<Vec<String>> {
    let key = vm.intern("__dict__");
    let mut names = Vec::new();
    let obj = vm.arg(&a, 0);
    let own = if is_type(obj, TY_MODULE) { Some(field(obj, 2)) } else { vm.get_attr_opt(obj, key)? };
    if let Some(d) = own.filter(|d| is_type(*d, TY_DICT)) {
        names.extend(dict::dict_items(d).into_iter().filter(|(k, _)| is_type(*k, TY_STR)).map(|(k, _)| str::as_str(k).to_string()));
    }
    let obj = vm.arg(&a, 0);
    let cls = if class::is_class(obj) { obj } else { vm.type_of(obj) };
    let mro = class::class_mro(cls);
    for i in 0..seq::tuple_len(mro) {
        let d = class::class_dict(seq::tuple_get(mro, i));
        names.extend(dict::dict_items(d).into_iter().filter(|(k, _)| is_type(*k, TY_STR)).map(|(k, _)| str::as_str(k).to_string()));
    }
    Ok(names)
}

fn vars(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("vars", &a, 1, 1)?;
    let v = vm.arg(&a, 0);
    let n = vm.intern("__dict__");
    match vm.get_attr_opt(v, n)? {
        Some(d) => Ok(d),
        None => Err(vm.type_error("vars() argument must have __dict__ attribute")),
    }
}
