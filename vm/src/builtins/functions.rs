//! The functions of the `builtins` namespace that compute on values: `len`,
//! `repr`, `abs`, `min`, `max`, `sum`, `round`, `sorted`, `iter`, `next`,
//! `pow`, `format`, ... (`io_functions.rs` and `introspection.rs` hold the
//! others; `number_methods.rs` the int and float methods).

use crate::runtime::native::{def, BuiltinDef, Owner::Global};
use crate::runtime::native::Args;
use crate::object::*;
use crate::ops::arith::{int_val, IntVal};
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use crate::runtime::calls::Calls;

pub const DEFS: &[BuiltinDef] = &[
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
    def("iter", Global, iter),
    def("next", Global, next),
    def("divmod", Global, divmod),
    def("pow", Global, pow),
    def("all", Global, all),
    def("any", Global, any),
    def("format", Global, format),
    def("bin", Global, bin),
    def("hex", Global, hex),
    def("oct", Global, oct),
    def("ascii", Global, ascii),
    def("reversed", Global, reversed),
    def("__import__", Global, dunder_import),
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

fn reversed(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("reversed", &a, 1, 1)?;
    reversed_of(vm, vm.arg(&a, 0))
}

/// `reversed(v)`; `v` must be rooted by the caller.
fn reversed_of(vm: &mut Vm, v: Value) -> PyResult<Value> {
    match ptr_type(v) {
        Some(TY_LIST) | Some(TY_TUPLE) | Some(TY_STR) | Some(TY_BYTES) | Some(TY_BYTEARRAY) => {
            let n = vm.len_of(v)? as i64;
            Ok(vm.mem.new_object(TY_REVERSED, &[v, Value::int(n - 1)]))
        }
        Some(TY_RANGE) if crate::object::misc::is_small_range(v) => {
            let n = crate::object::misc::range_len(v) as i64;
            let (start, step) = (field(v, 1).as_int(), field(v, 3).as_int());
            let last = start + (n - 1) * step;
            let r = [Value::int(last), Value::int(last - n * step), Value::int(-step)];
            Ok(vm.mem.new_object(TY_RANGE_ITER, &if n == 0 { [Value::int(0), Value::int(0), Value::int(1)] } else { r }))
        }
        Some(TY_DICT) | Some(TY_DICT_VIEW) => {
            let l = vm.to_list(v)?;
            let n = seq::list_len(l) as i64;
            Ok(vm.mem.new_object(TY_REVERSED, &[l, Value::int(n - 1)]))
        }
        Some(t) if t >= FIRST_SHAPE_ID => {
            let n = vm.intern("__reversed__");
            if { let c = vm.mem.instance_class(v); vm.lookup_type(c, n) }.is_some() {
                return vm.call_method(v, "__reversed__", &[]);
            }
            let view = vm.builtin_view(v);
            if view != v {
                return reversed_of(vm, view);
            }
            let (len, item) = (vm.names.len, vm.names.getitem);
            let cls = vm.mem.instance_class(v);
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

fn len(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.nkw == 0 && a.n != 1 {
        return Err(vm.type_error(&format!("len() takes exactly one argument ({} given)", a.n)));
    }
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
        Some(IntVal::Small(i)) => return Ok(vm.mem.new_int(i.abs())),
        Some(IntVal::Big(b)) => return Ok(vm.mem.new_bigint(&num_traits::Signed::abs(&b))),
        None => {}
    }
    if num::is_float(v) {
        return Ok(vm.mem.new_float(num::float_of(v).abs()));
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
    let slot = vm.mem.push_temp(v);
    let r = (|| {
        let n = vm.len_of(vm.mem.temp(slot))?;
        let l = vm.mem.new_list(0);
        let ls = vm.mem.push_temp(l);
        for i in 0..n {
            let x = vm.get_item(vm.mem.temp(slot), Value::int(i as i64))?;
            vm.mem.list_append(vm.mem.temp(ls), x);
        }
        let l = vm.mem.temp(ls);
        Ok(vm.mem.new_object(TY_REVERSED, &[l, Value::int(n as i64 - 1)]))
    })();
    vm.mem.pop_temps(slot);
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
    if a.npos() == 1 && key.is_empty() {
        if let Some(best) = extreme_of_small_ints(vm.arg(&a, 0), want_less) {
            return Ok(best);
        }
    }
    let mark = vm.mem.temps_mark();
    let slots = Extreme { key: vm.mem.push_temp(key), best: vm.mem.push_temp(Value::EMPTY), best_key: vm.mem.push_temp(Value::EMPTY), want_less };
    let r = if a.npos() == 1 {
        vm.for_each_item(vm.arg(&a, 0), |vm, item| slots.consider(vm, item).map(|_| true))
    } else {
        (0..a.npos()).try_for_each(|i| slots.consider(vm, vm.arg(&a, i)))
    };
    let best = vm.mem.temp(slots.best);
    vm.mem.pop_temps(mark);
    r?;
    if !best.is_empty() {
        return Ok(best);
    }
    if let Some(d) = vm.kwarg(&a, "default") {
        return Ok(d);
    }
    Err(vm.value_error(&format!("{}() arg is an empty sequence", name)))
}

/// min() (`want_less`) or max() of a list, tuple, set or frozenset whose
/// items are all small ints, found without the iterator protocol; None
/// when it is empty, of another type, or holds anything else (the general
/// path answers). Equal ints are indistinguishable, so which of several
/// equal ones is the answer does not matter.
fn extreme_of_small_ints(v: Value, want_less: bool) -> Option<Value> {
    use crate::object::dict::{entry, used};
    let best = |items: &mut dyn Iterator<Item = Value>| -> Option<Value> {
        let mut best: Option<i64> = None;
        for x in items {
            if !x.is_int() {
                return None;
            }
            let x = x.as_int();
            best = Some(match best {
                Some(b) if (want_less && b <= x) || (!want_less && b >= x) => b,
                _ => x,
            });
        }
        best.map(Value::int)
    };
    match ptr_type(v)? {
        TY_LIST => best(&mut (0..seq::list_len(v)).map(|i| seq::list_get(v, i))),
        TY_TUPLE => best(&mut (0..seq::tuple_len(v)).map(|i| seq::tuple_get(v, i))),
        TY_SET | TY_FROZENSET => best(&mut (0..used(v)).map(|e| entry(v, e).1).filter(|k| !k.is_empty())),
        _ => None,
    }
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
        let item_slot = vm.mem.push_temp(item);
        let r = (|| {
            let f = vm.mem.temp(self.key);
            let k = if f.is_empty() { item } else { vm.call_value(f, &[item])? };
            // The comparison may run Python code, which may move `k`.
            let key_slot = vm.mem.push_temp(k);
            let best_key = vm.mem.temp(self.best_key);
            let better = best_key.is_empty() || if self.want_less { vm.less(k, best_key)? } else { vm.greater(k, best_key)? };
            if better {
                let k = vm.mem.temp(key_slot);
                vm.mem.set_temp(self.best_key, k);
                let item = vm.mem.temp(item_slot);
                vm.mem.set_temp(self.best, item);
            }
            Ok(())
        })();
        vm.mem.pop_temps(item_slot);
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
    let mark = vm.mem.temps_mark();
    let acc_slot = vm.mem.push_temp(start);
    let r = vm.for_each_item(vm.arg(&a, 0), |vm, x| {
        let v = vm.binary_op(lang::bytecode::BinaryOp::Add, vm.mem.temp(acc_slot), x)?;
        vm.mem.set_temp(acc_slot, v);
        Ok(true)
    });
    let acc = vm.mem.temp(acc_slot);
    vm.mem.pop_temps(mark);
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
                IntVal::Big(b) => vm.mem.new_bigint(&b),
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
        return Ok(vm.mem.new_bigint(&(q * p)));
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
                Some(b) => vm.mem.new_bigint(&b),
                None => Value::int(0),
            });
        }
        let n = vm.arg_int(nd, "ndigits")?;
        if !f.is_finite() {
            return Ok(x);
        }
        return match crate::ops::arith::round_float(f, n) {
            Some(r) => Ok(vm.mem.new_float(r)),
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
    let slot = vm.mem.push_temp(l);
    let key = vm.kwarg(&a, "key").unwrap_or(Value::NONE);
    let reverse = vm.kwarg(&a, "reverse").unwrap_or(Value::FALSE);
    let r = vm.sort_list(l, key, reverse);
    let l = vm.mem.temp(slot);
    vm.mem.pop_temps(slot);
    r.map(|_| l)
}

fn iter(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("iter", &a, 1, 2)?;
    if a.n == 1 {
        return vm.get_iter(vm.arg(&a, 0));
    }
    // iter(callable, sentinel): a `callable_iterator` (written in Python).
    if !super::introspection::is_callable(vm, vm.arg(&a, 0)) {
        return Err(vm.type_error("iter(v, w): v must be callable"));
    }
    let module = vm.import_dotted("__pith_builtins__")?;
    let slot = vm.mem.push_temp(module);
    let name = vm.intern("callable_iterator");
    let module = vm.mem.temp(slot);
    vm.mem.pop_temps(slot);
    let cls = vm.get_attr(module, name)?;
    vm.call_value(cls, &[vm.arg(&a, 0), vm.arg(&a, 1)])
}

fn next(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("next", &a, 1, 2)?;
    let it = vm.arg(&a, 0);
    let is_iter = matches!(ptr_type(it), Some(TY_SEQ_ITER) | Some(TY_DICT_ITER) | Some(TY_RANGE_ITER) | Some(TY_ENUMERATE) | Some(TY_ZIP) | Some(TY_REVERSED) | Some(TY_MAP) | Some(TY_FILTER) | Some(TY_ITERTOOL) | Some(TY_GENERATOR)) || is_instance_obj(it);
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
    } else if let Some(r) = user_divmod(vm, &a)? {
        return Ok(r);
    }
    // Read again: a user method that declined may have moved them.
    let (x, y) = (vm.arg(&a, 0), vm.arg(&a, 1));
    if !(number(vm.builtin_view(x)) && number(vm.builtin_view(y))) {
        let (tx, ty) = (vm.type_name(x), vm.type_name(y));
        return Err(vm.type_error(&format!("unsupported operand type(s) for divmod(): '{}' and '{}'", tx, ty)));
    }
    if let Some(t) = crate::ops::limbs::divmod_ints(vm, x, y) {
        return Ok(t);
    }
    let q = vm.binary_op(lang::bytecode::BinaryOp::FloorDiv, x, y)?;
    let qs = vm.mem.push_temp(q);
    let (x, y) = (vm.arg(&a, 0), vm.arg(&a, 1));
    let r = vm.binary_op(lang::bytecode::BinaryOp::Mod, x, y);
    let q = vm.mem.temp(qs);
    vm.mem.pop_temps(qs);
    let r = r?;
    Ok(vm.mem.tuple_of_rooted(&[q, r]))
}

/// `divmod(x, y)` by `x.__divmod__(y)`, then `y.__rdivmod__(x)` (when y's
/// class differs), for instances of classes that define them; None when
/// neither answers (the `//` and `%` operators decide then).
fn user_divmod(vm: &mut Vm, a: &Args) -> PyResult<Option<Value>> {
    for (obj, other, name) in [(0, 1, "__divmod__"), (1, 0, "__rdivmod__")] {
        let (o, p) = (vm.arg(a, obj), vm.arg(a, other));
        if !is_instance_obj(o) || (obj == 1 && vm.type_of(o) == vm.type_of(p)) {
            continue;
        }
        let key = vm.intern(name);
        let cls = vm.mem.instance_class(o);
        let Some(f) = vm.lookup_type(cls, key) else { continue };
        let r = vm.call_value(f, &[vm.arg(a, obj), vm.arg(a, other)])?;
        if r != vm.tables.not_implemented {
            return Ok(Some(r));
        }
    }
    Ok(None)
}

fn pow(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("pow", &a, 2, 3)?;
    let (x, y) = (vm.arg(&a, 0), vm.arg(&a, 1));
    if a.n == 3 && !vm.arg(&a, 2).is_none() && is_instance_obj(x) {
        // pow(x, y, m) of an object: its three-argument __pow__, as CPython's.
        let key = vm.intern("__pow__");
        let cls = vm.mem.instance_class(x);
        if let Some(f) = vm.lookup_type(cls, key) {
            let r = vm.call_value(f, &[vm.arg(&a, 0), vm.arg(&a, 1), vm.arg(&a, 2)])?;
            if r != vm.tables.not_implemented {
                return Ok(r);
            }
        }
    }
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
        return Ok(vm.mem.new_bigint(&r));
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
    Ok(vm.mem.new_str(&s))
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
    Ok(vm.mem.new_str(&s))
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

