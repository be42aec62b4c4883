//! Comparisons: `==`, `<`, ..., `is`, with Python's rules.
//!
//! Numbers compare by exact value across int, big int, bool and float (an
//! int and a float are compared exactly, never by rounding the int). Strings,
//! bytes (and bytearrays, with each other too), lists and tuples compare
//! lexicographically. User classes go through their
//! rich comparison methods with the reflected fallback; `==` falls back to
//! identity and `!=` to the negation of `__eq__`. Ordering between unrelated
//! types is CPython's TypeError.

use super::arith::{int_val, IntVal};
use crate::object::num::*;
use crate::object::*;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use lang::bytecode::CompareOp;
use num_bigint::BigInt;
use num_traits::FromPrimitive;
use std::cmp::Ordering;
use crate::runtime::calls::Calls;

#[inline]
pub fn cmp_ints(op: CompareOp, a: i64, b: i64) -> bool {
    apply(op, a.cmp(&b))
}

/// How two numbers (ints, bools, floats, big ints) or two strs order,
/// decided natively: `Some(None)` when they are unordered (a NaN); None for
/// any other pair.
#[inline]
fn native_order(a: Value, b: Value) -> Option<Option<Ordering>> {
    if let Some(o) = cmp_numbers(a, b) {
        return Some(o);
    }
    if is_type(a, TY_STR) && is_type(b, TY_STR) {
        return Some(Some(str::as_str(a).cmp(str::as_str(b))));
    }
    None
}

fn apply(op: CompareOp, o: Ordering) -> bool {
    match op {
        CompareOp::Lt => o == Ordering::Less,
        CompareOp::Le => o != Ordering::Greater,
        CompareOp::Eq => o == Ordering::Equal,
        CompareOp::Ne => o != Ordering::Equal,
        CompareOp::Gt => o == Ordering::Greater,
        CompareOp::Ge => o != Ordering::Less,
    }
}

/// Exact ordering of an int and a finite float.
fn cmp_int_float(i: &IntVal, f: f64) -> Ordering {
    if let IntVal::Small(x) = i {
        if x.unsigned_abs() < (1 << 53) {
            return (*x as f64).partial_cmp(&f).unwrap_or(Ordering::Equal);
        }
    }
    let fl = f.floor();
    let fb = BigInt::from_f64(fl).unwrap_or_default();
    match i.to_big().cmp(&fb) {
        Ordering::Equal if fl != f => Ordering::Less,
        o => o,
    }
}

/// Ordering of two numbers, `None` when unordered (NaN) or not both numbers.
fn cmp_numbers(a: Value, b: Value) -> Option<Option<Ordering>> {
    use crate::ops::limbs::{cmp_ints, small_int};
    if let (Some(x), Some(y)) = (small_int(a), small_int(b)) {
        return Some(Some(x.cmp(&y)));
    }
    // Not a number on one side (strs, tuples, instances): nothing to decide.
    let number = |v: Value| small_int(v).is_some() || matches!(ptr_type(v), Some(TY_FLOAT) | Some(TY_BIGINT));
    if !number(a) || !number(b) {
        return None;
    }
    if let Some(o) = cmp_ints(a, b) {
        return Some(Some(o));
    }
    let fa = is_float(a).then(|| float_of(a));
    let fb = is_float(b).then(|| float_of(b));
    match (fa, fb) {
        (Some(x), Some(y)) => Some(x.partial_cmp(&y)),
        (Some(x), None) => int_val(b).map(|i| if x.is_nan() { None } else if x.is_infinite() { Some(if x > 0.0 { Ordering::Greater } else { Ordering::Less }) } else { Some(cmp_int_float(&i, x).reverse()) }),
        (None, Some(y)) => int_val(a).map(|i| if y.is_nan() { None } else if y.is_infinite() { Some(if y > 0.0 { Ordering::Less } else { Ordering::Greater }) } else { Some(cmp_int_float(&i, y)) }),
        _ => None,
    }
}

impl Vm {
    /// `a is b`. Small ints and the immediates are unique words; equal big
    /// ints and floats are distinct objects, as in CPython.
    pub fn is_same(&self, a: Value, b: Value) -> bool {
        a == b
    }

    /// `a == b` as a Rust bool, the way containers compare their items
    /// (`in`, `count`, `index`, `==` of lists, dict keys): an object is
    /// equal to itself, even a float NaN, as in CPython.
    pub fn eq(&mut self, a: Value, b: Value) -> PyResult<bool> {
        if a == b {
            return Ok(true);
        }
        let r = self.compare_op(CompareOp::Eq, a, b)?;
        self.truthy(r)
    }

    /// `a < b` as a Rust bool (sorting, min, max, heaps, bisect).
    pub fn less(&mut self, a: Value, b: Value) -> PyResult<bool> {
        if a.is_int() && b.is_int() {
            return Ok(a.as_int() < b.as_int());
        }
        if is_type(a, TY_FLOAT) && is_type(b, TY_FLOAT) {
            return Ok(num::float_of(a) < num::float_of(b));
        }
        let r = self.compare_op(CompareOp::Lt, a, b)?;
        self.truthy(r)
    }

    /// `a > b` as a Rust bool (max).
    pub fn greater(&mut self, a: Value, b: Value) -> PyResult<bool> {
        if a.is_int() && b.is_int() {
            return Ok(a.as_int() > b.as_int());
        }
        if is_type(a, TY_FLOAT) && is_type(b, TY_FLOAT) {
            return Ok(num::float_of(a) > num::float_of(b));
        }
        let r = self.compare_op(CompareOp::Gt, a, b)?;
        self.truthy(r)
    }

    /// `a op b`, returning whatever the comparison returns (a bool for builtins).
    pub fn compare_op(&mut self, op: CompareOp, a: Value, b: Value) -> PyResult<Value> {
        if let Some(o) = cmp_numbers(a, b) {
            return Ok(Value::bool(match o {
                Some(o) => apply(op, o),
                None => op == CompareOp::Ne,
            }));
        }
        match (ptr_type(a), ptr_type(b)) {
            (Some(TY_STR), Some(TY_STR)) if matches!(op, CompareOp::Eq | CompareOp::Ne) => return Ok(Value::bool(str::str_equal(a, b) == (op == CompareOp::Eq))),
            (Some(TY_STR), Some(TY_STR)) => return Ok(Value::bool(apply(op, str::as_str(a).cmp(str::as_str(b))))),
            _ if bytes::is_buffer(a) && bytes::is_buffer(b) => return Ok(Value::bool(apply(op, bytes::buffer_data(a).cmp(&bytes::buffer_data(b))))),
            (Some(TY_LIST), Some(TY_LIST)) | (Some(TY_TUPLE), Some(TY_TUPLE)) => return self.compare_seqs(op, a, b),
            (Some(TY_DICT), Some(TY_DICT)) if matches!(op, CompareOp::Eq | CompareOp::Ne) => {
                if self.interp.native_depth > self.interp.recursion_limit {
                    return Err(self.raise_new(crate::runtime::types::TypeId::RecursionError, "maximum recursion depth exceeded in comparison"));
                }
                self.interp.native_depth += 1;
                let e = self.dicts_equal(a, b);
                self.interp.native_depth -= 1;
                let e = e?;
                return Ok(Value::bool(e == (op == CompareOp::Eq)));
            }
            _ if is_set_like(a) && is_set_like(b) => return self.compare_sets(op, a, b),
            // Bound methods are equal when they bind the same object to the same function.
            (Some(TY_BOUND_METHOD), Some(TY_BOUND_METHOD)) if matches!(op, CompareOp::Eq | CompareOp::Ne) => {
                let same = field(a, 1) == field(b, 1) && field(a, 2) == field(b, 2);
                return Ok(Value::bool(same == (op == CompareOp::Eq)));
            }
            (Some(TY_SLICE), Some(TY_SLICE)) => {
                // Slices compare as (start, stop, step) tuples.
                let mark = self.mem.temps_mark();
                self.mem.r.temps.extend_from_slice(&[a, b]);
                for k in 0..2 {
                    let s = self.mem.temp(mark + k);
                    let t = self.mem.tuple_of_rooted(&[field(s, 1), field(s, 2), field(s, 3)]);
                    self.mem.push_temp(t);
                }
                let r = self.compare_seqs(op, self.mem.temp(mark + 2), self.mem.temp(mark + 3));
                self.mem.pop_temps(mark);
                return r;
            }
            (Some(TY_RANGE), Some(TY_RANGE)) if matches!(op, CompareOp::Eq | CompareOp::Ne) => {
                let (la, lb) = (crate::object::misc::range_len_big(a), crate::object::misc::range_len_big(b));
                let first = |r: Value| num::int_to_bigint(field(r, 1));
                let step = |r: Value| num::int_to_bigint(field(r, 3));
                let zero = num_bigint::BigInt::from(0);
                let same = la == lb && (la == zero || (first(a) == first(b) && (la == num_bigint::BigInt::from(1) || step(a) == step(b))));
                return Ok(Value::bool(same == (op == CompareOp::Eq)));
            }
            _ => {}
        }
        if matches!(op, CompareOp::Eq | CompareOp::Ne) && self.compares_by_identity(a) && self.compares_by_identity(b) {
            return Ok(Value::bool((a == b) == (op == CompareOp::Eq)));
        }
        if let Some(r) = self.rich_compare_dunders(op, a, b)? {
            return Ok(r);
        }
        match op {
            CompareOp::Eq => Ok(Value::bool(a == b)),
            CompareOp::Ne => Ok(Value::bool(a != b)),
            _ => {
                let (ta, tb) = (self.type_name(a), self.type_name(b));
                Err(self.type_error(&format!("'{}' not supported between instances of '{}' and '{}'", op.symbol(), ta, tb)))
            }
        }
    }

    /// `__lt__` etc. on user instances, with the reflected method and `__ne__`
    /// defaulting to `not __eq__`. `None` when nothing applied.
    fn rich_compare_dunders(&mut self, op: CompareOp, a: Value, b: Value) -> PyResult<Option<Value>> {
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[a, b]);
        let r = self.rich_compare_inner(op, mark);
        self.mem.pop_temps(mark);
        r
    }

    fn rich_compare_inner(&mut self, op: CompareOp, mark: usize) -> PyResult<Option<Value>> {
        // The right operand's reflected method goes first when its type is a proper subclass.
        let (a, b) = (self.mem.temp(mark), self.mem.temp(mark + 1));
        let (ca, cb) = (self.type_of(a), self.type_of(b));
        let b_first = ca != cb && class::is_subclass(cb, ca);
        let order: [(bool, CompareOp); 2] = if b_first { [(false, op.swapped()), (true, op)] } else { [(true, op), (false, op.swapped())] };
        for (left, o) in order {
            let (x, y) = if left { (self.mem.temp(mark), self.mem.temp(mark + 1)) } else { (self.mem.temp(mark + 1), self.mem.temp(mark)) };
            // An instance's class, or a class's user metaclass, may define the dunder.
            let cls = if is_instance_obj(x) {
                self.mem.instance_class(x)
            } else if let Some(meta) = is_type(x, TY_CLASS).then(|| self.user_meta(x)).flatten() {
                meta
            } else {
                continue;
            };
            let n = self.names.compare[o as usize];
            if let Some(f) = self.lookup_type(cls, n) {
                if self.is_object_default(n, f) {
                    continue;
                }
                let r = self.call_value(f, &[x, y])?;
                if r != self.tables.not_implemented {
                    return Ok(Some(r));
                }
            }
        }
        if op == CompareOp::Ne {
            let (a, b) = (self.mem.temp(mark), self.mem.temp(mark + 1));
            if let Some(r) = self.rich_compare_dunders(CompareOp::Eq, a, b)? {
                let t = self.truthy(r)?;
                return Ok(Some(Value::bool(!t)));
            }
        }
        Ok(None)
    }

    /// Has `x` no `__eq__` or `__ne__` for `rich_compare_inner` to call
    /// (an instance whose class defines neither, a class without a user
    /// metaclass, any other value)? `==` between two such is identity.
    fn compares_by_identity(&mut self, x: Value) -> bool {
        if is_instance_obj(x) {
            let cls = self.mem.instance_class(x);
            let (eq, ne) = (self.names.compare[CompareOp::Eq as usize], self.names.compare[CompareOp::Ne as usize]);
            return self.lookup_type(cls, eq).is_none() && self.lookup_type(cls, ne).is_none();
        }
        !is_type(x, TY_CLASS) || self.user_meta(x).is_none()
    }

    /// Is `f` the builtin `object` implementation of the dunder `n`?
    fn is_object_default(&self, n: Value, f: Value) -> bool {
        let object = self.ty(crate::runtime::types::TypeId::Object);
        dict::dict_get_str(class::class_dict(object), n) == Some(f)
    }

    fn compare_seqs(&mut self, op: CompareOp, a: Value, b: Value) -> PyResult<Value> {
        if self.interp.native_depth > self.interp.recursion_limit {
            return Err(self.raise_new(crate::runtime::types::TypeId::RecursionError, "maximum recursion depth exceeded in comparison"));
        }
        self.interp.native_depth += 1;
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[a, b]);
        let r = self.compare_seqs_inner(op, mark);
        self.mem.pop_temps(mark);
        self.interp.native_depth -= 1;
        r
    }

    fn compare_seqs_inner(&mut self, op: CompareOp, mark: usize) -> PyResult<Value> {
        let len = |v: Value| if is_type(v, TY_TUPLE) { seq::tuple_len(v) } else { seq::list_len(v) };
        let get = |v: Value, i: usize| if is_type(v, TY_TUPLE) { seq::tuple_get(v, i) } else { seq::list_get(v, i) };
        let mut i = 0;
        loop {
            let (a, b) = (self.mem.temp(mark), self.mem.temp(mark + 1));
            let (la, lb) = (len(a), len(b));
            if i >= la || i >= lb {
                return Ok(Value::bool(apply(op, la.cmp(&lb))));
            }
            let (x, y) = (get(a, i), get(b, i));
            // Numbers and strs decide here, without running Python code
            // (the same object is equal to itself, NaN too, as CPython's
            // identity test gives).
            let native = if x == y { Some(Some(Ordering::Equal)) } else { native_order(x, y) };
            match native {
                Some(Some(Ordering::Equal)) => {
                    i += 1;
                    continue;
                }
                Some(o) => {
                    return Ok(Value::bool(match (op, o) {
                        (CompareOp::Eq, _) => false,
                        (CompareOp::Ne, _) => true,
                        (_, Some(o)) => apply(op, o),
                        // NaN against a number: every order test is false.
                        (_, None) => false,
                    }));
                }
                None => {}
            }
            if !self.eq(x, y)? {
                if op == CompareOp::Eq {
                    return Ok(Value::FALSE);
                }
                if op == CompareOp::Ne {
                    return Ok(Value::TRUE);
                }
                let (a, b) = (self.mem.temp(mark), self.mem.temp(mark + 1));
                let (x, y) = (get(a, i), get(b, i));
                return self.compare_op(op, x, y);
            }
            i += 1;
        }
    }

    fn dicts_equal(&mut self, a: Value, b: Value) -> PyResult<bool> {
        if dict::dict_len(a) != dict::dict_len(b) {
            return Ok(false);
        }
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[a, b]);
        let items = dict::dict_items(a);
        for (k, _) in &items {
            self.mem.r.temps.push(*k);
        }
        let mut result = Ok(true);
        for i in 0..items.len() {
            // Each lookup may run Python code, which may move the tables,
            // the key and the value found: all are re-read from roots.
            let va = match self.dict_get(self.mem.temp(mark), self.mem.temp(mark + 2 + i)) {
                Ok(v) => v,
                Err(e) => {
                    result = Err(e);
                    break;
                }
            };
            let va_slot = self.mem.push_temp(va.unwrap_or(Value::EMPTY));
            let vb = self.dict_get(self.mem.temp(mark + 1), self.mem.temp(mark + 2 + i));
            let va = Some(self.mem.temp(va_slot)).filter(|v| !v.is_empty());
            self.mem.pop_temps(va_slot);
            let vb = match vb {
                Ok(v) => v,
                Err(e) => {
                    result = Err(e);
                    break;
                }
            };
            match (va, vb) {
                (Some(x), Some(y)) => match self.eq(x, y) {
                    Ok(true) => {}
                    Ok(false) => {
                        result = Ok(false);
                        break;
                    }
                    Err(e) => {
                        result = Err(e);
                        break;
                    }
                },
                _ => {
                    result = Ok(false);
                    break;
                }
            }
        }
        self.mem.pop_temps(mark);
        result
    }
}
