//! The native half of `decimal` (`_decimal_core`): what programs do with
//! Decimals in loops — make them from strs and ints, `+ - * /` between
//! finite Decimals (or a Decimal and an int), compare them and `quantize`
//! them — computed on 128-bit coefficients in the current context, plus
//! the current context itself (`current`, `set_current`).
//!
//! `vm/lib/decimal.py` owns the numbers' meaning: it makes its classes'
//! `__new__` (for a str of plain digits or an int), `__add__`, `__sub__`,
//! `__mul__`, `__truediv__`, their reflected forms, the comparisons and
//! `quantize` these functions (`install`), and keeps its own methods as
//! `_slow_<name>`. A native method answers when its case is the common
//! one: both operands finite and exact `Decimal`s (or ints), coefficients
//! and results below 10**38, a context of the exact `Context` class with
//! precision at most 38, a result in the normal exponent range (no
//! overflow, subnormal or clamping) and no trapped condition. It then
//! computes what decimal.py computes: the exact result rounded once to the
//! precision (libmpdec's rule), the same flags set. Anything else calls
//! the `_slow_` method with the arguments as given, before anything was
//! changed, so every other result, condition and error is decimal.py's.
//!
//! Must never: hold a value read off the heap across an allocation (the
//! operands become plain numbers first; the result is made last), or
//! change the context before it knows the native result stands.

use super::class_natives::{call_python_method, fixed_shape, slots_of};
use crate::object::class::instance_shape;
use crate::object::shape::ShapeId;
use crate::object::*;
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use std::cell::Cell;

pub const DEFS: &[BuiltinDef] = &[
    def("install", Module("_decimal_core"), install),
    def("current", Module("_decimal_core"), current),
    def("set_current", Module("_decimal_core"), set_current),
    def("__add__", Module("_decimal_core"), add),
    def("__radd__", Module("_decimal_core"), radd),
    def("__sub__", Module("_decimal_core"), sub),
    def("__rsub__", Module("_decimal_core"), rsub),
    def("__mul__", Module("_decimal_core"), mul),
    def("__rmul__", Module("_decimal_core"), rmul),
    def("__truediv__", Module("_decimal_core"), truediv),
    def("__rtruediv__", Module("_decimal_core"), rtruediv),
    def("quantize", Module("_decimal_core"), quantize),
    def("__new__", Module("_decimal_core"), new),
    def("__eq__", Module("_decimal_core"), eq),
    def("__ne__", Module("_decimal_core"), ne),
    def("__lt__", Module("_decimal_core"), lt),
    def("__le__", Module("_decimal_core"), le),
    def("__gt__", Module("_decimal_core"), gt),
    def("__ge__", Module("_decimal_core"), ge),
];

use crate::runtime::roots::native_class::{DECIMAL_CLASS, DECIMAL_CONTEXT_CLASS as CONTEXT_CLASS, DECIMAL_CURRENT as CURRENT};

/// decimal.py's status bits (`_ROUNDED`, `_INEXACT`).
const INEXACT: i64 = 64;
const ROUNDED: i64 = 4096;

/// Coefficients handled here are below 10**38 (10**38 < 2**128).
const MAX_DIGITS: usize = 38;
const POW10: [u128; MAX_DIGITS + 1] = {
    let mut t = [1u128; MAX_DIGITS + 1];
    let mut i = 1;
    while i <= MAX_DIGITS {
        t[i] = t[i - 1] * 10;
        i += 1;
    }
    t
};

/// The attributes of a Context read here, in `ContextShape::slots` order.
const CONTEXT_ATTRS: [&str; 8] = ["_prec", "_rounding", "_emin", "_emax", "_clamp", "_flags", "_traps", "_etop"];
const FLAGS: usize = 5;

thread_local! {
    /// The shape of a Decimal made by decimal.py's `_dec` (class Decimal,
    /// `_sign _int _exp _kind` in slots 1-4), once installed.
    static DECIMAL_SHAPE: Cell<Option<ShapeId>> = const { Cell::new(None) };
    /// The last Context shape seen and where its attributes are.
    static CONTEXT_LAYOUT: Cell<Option<ContextLayout>> = const { Cell::new(None) };
    /// `CONTEXT_ATTRS` interned (old-space strings: they never move).
    static CONTEXT_NAMES: Cell<Option<[Value; 8]>> = const { Cell::new(None) };
}

/// `install(Decimal, Context)`: the classes the native methods serve.
fn install(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("install", &a, 2, 2)?;
    let (dec, ctx) = (vm.arg(&a, 0), vm.arg(&a, 1));
    if !is_type(dec, TY_CLASS) || !is_type(ctx, TY_CLASS) {
        return Err(vm.type_error("install() takes two classes"));
    }
    vm.mem.r.set_native_class(DECIMAL_CLASS, dec);
    vm.mem.r.set_native_class(CONTEXT_CLASS, ctx);
    let shape = fixed_shape(vm, dec, &["_sign", "_int", "_exp", "_kind"]);
    let names = CONTEXT_ATTRS.map(|n| vm.intern(n));
    DECIMAL_SHAPE.with(|s| s.set(Some(shape)));
    CONTEXT_LAYOUT.with(|s| s.set(None));
    CONTEXT_NAMES.with(|s| s.set(Some(names)));
    Ok(Value::NONE)
}

/// `current()`: the current context, or None.
fn current(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("current", &a, 0, 0)?;
    Ok(vm.mem.r.native_class(CURRENT))
}

/// `set_current(ctx)`: makes `ctx` current (decimal.py checked it).
fn set_current(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("set_current", &a, 1, 1)?;
    let ctx = vm.arg(&a, 0);
    vm.mem.r.set_native_class(CURRENT, ctx);
    Ok(Value::NONE)
}

/// A finite number: (-1)**sign * coeff * 10**exp.
#[derive(Clone, Copy)]
struct Finite {
    sign: u8,
    coeff: u128,
    exp: i128,
}

#[derive(Clone, Copy, PartialEq)]
enum Rounding {
    Down,
    HalfUp,
    HalfEven,
    Ceiling,
    Floor,
    Up,
    HalfDown,
    Up05,
}

impl Rounding {
    fn from_name(s: &str) -> Option<Rounding> {
        Some(match s {
            "ROUND_DOWN" => Rounding::Down,
            "ROUND_HALF_UP" => Rounding::HalfUp,
            "ROUND_HALF_EVEN" => Rounding::HalfEven,
            "ROUND_CEILING" => Rounding::Ceiling,
            "ROUND_FLOOR" => Rounding::Floor,
            "ROUND_UP" => Rounding::Up,
            "ROUND_HALF_DOWN" => Rounding::HalfDown,
            "ROUND_05UP" => Rounding::Up05,
            _ => return None,
        })
    }

    fn of(v: Value) -> Option<Rounding> {
        if is_type(v, TY_STR) {
            Rounding::from_name(str::as_str(v))
        } else {
            None
        }
    }

    /// Whether dropping `rest` (> 0; `half` is half a unit of the kept
    /// digits) increments `kept` (decimal.py's `_round_up`).
    fn rounds_up(self, sign: u8, kept: u128, rest: u128, half: u128) -> bool {
        match self {
            Rounding::HalfEven => rest > half || (rest == half && kept & 1 == 1),
            Rounding::HalfUp => rest >= half,
            Rounding::Down => false,
            Rounding::Up => true,
            Rounding::HalfDown => rest > half,
            Rounding::Ceiling => sign == 0,
            Rounding::Floor => sign == 1,
            Rounding::Up05 => kept % 5 == 0,
        }
    }
}

/// What the arithmetic needs of a context.
struct Ctx {
    value: Value,
    /// The slot of `_flags` when it is in the instance itself.
    flags_slot: Option<usize>,
    prec: i128,
    limit: u128,
    rounding: Rounding,
    emin: i128,
    emax: i128,
    etop: i128,
    clamp: bool,
    flags: i64,
    traps: i64,
}

/// Where a Context of one shape keeps the attributes read here, and
/// whether they are all in the instance itself (no overflow array).
#[derive(Clone, Copy)]
struct ContextLayout {
    shape: ShapeId,
    slots: [usize; 8],
    inline: bool,
}

fn small(v: Value) -> Option<i128> {
    v.is_int().then(|| v.as_int() as i128)
}

/// The context `ctx` when it is of the exact Context class with the
/// attributes read here and a precision of at most 38 digits.
fn read_context(vm: &Vm, ctx: Value) -> Option<Ctx> {
    if !is_instance_obj(ctx) || vm.mem.instance_class(ctx) != vm.mem.r.native_class(CONTEXT_CLASS) {
        return None;
    }
    let layout = context_layout(vm, instance_shape(ctx))?;
    let mut raw = [Value::NONE; 8];
    for (r, &slot) in raw.iter_mut().zip(&layout.slots) {
        *r = if layout.inline { field(ctx, 1 + slot) } else { vm.mem.instance_slot(ctx, layout.shape, slot) };
    }
    // Every attribute read here but the rounding mode is a small int.
    if !raw.iter().enumerate().all(|(k, v)| k == 1 || v.is_int()) {
        return None;
    }
    let int = |k: usize| raw[k].as_int();
    let prec = int(0);
    if !(1..=MAX_DIGITS as i64).contains(&prec) {
        return None;
    }
    Some(Ctx {
        value: ctx,
        flags_slot: layout.inline.then_some(layout.slots[FLAGS]),
        prec: prec as i128,
        limit: POW10[prec as usize],
        rounding: Rounding::of(raw[1])?,
        emin: int(2) as i128,
        emax: int(3) as i128,
        clamp: int(4) != 0,
        flags: int(FLAGS),
        traps: int(6),
        etop: int(7) as i128,
    })
}

/// The layout of Contexts of shape `shape` (remembered for the last shape seen).
fn context_layout(vm: &Vm, shape: ShapeId) -> Option<ContextLayout> {
    if let Some(layout) = CONTEXT_LAYOUT.with(|c| c.get()) {
        if layout.shape == shape {
            return Some(layout);
        }
    }
    let names = CONTEXT_NAMES.with(|n| n.get())?;
    let slots = slots_of(vm, shape, &names)?;
    let layout = ContextLayout { shape, slots, inline: !vm.mem.shapes.get(shape).overflows() };
    CONTEXT_LAYOUT.with(|c| c.set(Some(layout)));
    Some(layout)
}

/// A non-negative int below 10**38 as a number.
fn coefficient(v: Value) -> Option<u128> {
    if v.is_int() {
        return u128::try_from(v.as_int()).ok().filter(|c| *c < POW10[MAX_DIGITS]);
    }
    magnitude(v).filter(|(negative, _)| !negative).map(|(_, m)| m)
}

/// The sign and magnitude of a big int of at most two limbs, below 10**38.
fn magnitude(v: Value) -> Option<(bool, u128)> {
    if !is_type(v, TY_BIGINT) {
        return None;
    }
    let meta = word(v, 1);
    let n = (meta >> 1) as usize;
    if n > 2 {
        return None;
    }
    let low = if n >= 1 { word(v, 2) as u128 } else { 0 };
    let high = if n == 2 { word(v, 3) as u128 } else { 0 };
    let m = high << 64 | low;
    (m < POW10[MAX_DIGITS]).then_some((meta & 1 == 1, m))
}

/// A finite Decimal of the exact class, as a number.
fn decimal_operand(v: Value) -> Option<Finite> {
    let shape = DECIMAL_SHAPE.with(|s| s.get())?;
    if !is_type(v, FIRST_SHAPE_ID + shape) || field(v, 4) != Value::int(0) {
        return None;
    }
    let sign = match small(field(v, 1))? {
        0 => 0,
        1 => 1,
        _ => return None,
    };
    Some(Finite { sign, coeff: coefficient(field(v, 2))?, exp: small(field(v, 3))? })
}

/// An operator's other operand: a finite Decimal, or an int (bools too).
fn operand(v: Value) -> Option<Finite> {
    if let Some(i) = crate::ops::limbs::small_int(v) {
        return Some(Finite { sign: (i < 0) as u8, coeff: i.unsigned_abs() as u128, exp: 0 });
    }
    if let Some((negative, m)) = magnitude(v) {
        return Some(Finite { sign: negative as u8, coeff: m, exp: 0 });
    }
    decimal_operand(v)
}

fn pow10(k: i128) -> Option<u128> {
    usize::try_from(k).ok().and_then(|k| POW10.get(k)).copied()
}

/// The number of decimal digits of `c` (1 for 0).
fn ndigits(c: u128) -> i128 {
    POW10.partition_point(|p| *p <= c).max(1) as i128
}

/// `coeff` without its last `drop` digits (0 < drop <= its digits),
/// rounded: (kept, inexact).
fn shorten(sign: u8, coeff: u128, drop: i128, rounding: Rounding) -> Option<(u128, bool)> {
    let scale = pow10(drop)?;
    let (kept, rest) = (coeff / scale, coeff % scale);
    if rest == 0 {
        return Some((kept, false));
    }
    let up = rounding.rounds_up(sign, kept, rest, scale / 2);
    Some((kept + up as u128, true))
}

/// The exact result `sign, coeff, exp` rounded to the context's precision
/// (decimal.py's `_finish`) with its status, or None where decimal.py
/// would overflow, go subnormal or clamp.
fn finish(sign: u8, coeff: u128, exp: i128, c: &Ctx) -> Option<(Finite, i64)> {
    if coeff >= POW10[MAX_DIGITS] {
        return None;
    }
    if coeff < c.limit && c.emin <= exp && exp <= c.etop {
        return Some((Finite { sign, coeff, exp }, 0));
    }
    if coeff == 0 {
        return None;
    }
    let n = ndigits(coeff);
    let adjusted = exp + n - 1;
    if adjusted > c.emax || adjusted < c.emin {
        return None;
    }
    let (mut coeff, mut exp, mut status) = (coeff, exp, 0);
    let target = exp + n - c.prec;
    if target > exp {
        let (kept, inexact) = shorten(sign, coeff, target - exp, c.rounding)?;
        coeff = kept;
        exp = target;
        status = ROUNDED;
        if coeff == c.limit {
            coeff /= 10;
            exp += 1;
        }
        if inexact {
            status |= INEXACT;
        }
        if exp + ndigits(coeff) - 1 > c.emax {
            return None;
        }
    }
    if c.clamp && exp > c.etop {
        return None;
    }
    Some((Finite { sign, coeff, exp }, status))
}

#[derive(Clone, Copy)]
enum Op {
    Add,
    Sub,
    Mul,
    Div,
}

/// `x op y` for finite operands in context `c`.
fn compute(op: Op, x: Finite, y: Finite, c: &Ctx) -> Option<(Finite, i64)> {
    match op {
        Op::Add => sum(x, y, c),
        Op::Sub => sum(x, Finite { sign: y.sign ^ 1, ..y }, c),
        Op::Mul => finish(x.sign ^ y.sign, x.coeff.checked_mul(y.coeff)?, x.exp + y.exp, c),
        Op::Div => quotient(x, y, c),
    }
}

/// decimal.py's `_add` of finite operands, exactly, then rounded.
fn sum(x: Finite, y: Finite, c: &Ctx) -> Option<(Finite, i64)> {
    let (xc, yc, exp) = if x.exp > y.exp {
        (x.coeff.checked_mul(pow10(x.exp - y.exp)?)?, y.coeff, y.exp)
    } else {
        (x.coeff, y.coeff.checked_mul(pow10(y.exp - x.exp)?)?, x.exp)
    };
    if x.sign == y.sign {
        return finish(x.sign, xc.checked_add(yc)?, exp, c);
    }
    let (sign, coeff) = if xc >= yc { (x.sign, xc - yc) } else { (y.sign, yc - xc) };
    // An exact zero is positive unless rounding toward -Infinity.
    let sign = if coeff == 0 { (c.rounding == Rounding::Floor) as u8 } else { sign };
    finish(sign, coeff, exp, c)
}

/// decimal.py's `_divide` of finite operands with a divisor not zero:
/// prec + 1 digits of the quotient, the last made odd-of-five when the
/// division is inexact (so one rounding gives the right answer), or the
/// exact quotient at the exponent nearest the ideal.
fn quotient(x: Finite, y: Finite, c: &Ctx) -> Option<(Finite, i64)> {
    if y.coeff == 0 {
        return None;
    }
    let sign = x.sign ^ y.sign;
    let ideal = x.exp - y.exp;
    if x.coeff == 0 {
        return finish(sign, 0, ideal, c);
    }
    let shift = ndigits(y.coeff) - ndigits(x.coeff) + c.prec + 1;
    let (mut q, rest) = if shift >= 0 {
        let n = x.coeff.checked_mul(pow10(shift)?)?;
        (n / y.coeff, n % y.coeff)
    } else {
        let d = y.coeff.checked_mul(pow10(-shift)?)?;
        (x.coeff / d, x.coeff % d)
    };
    let mut exp = ideal - shift;
    if rest != 0 {
        if q % 5 == 0 {
            q += 1;
        }
    } else {
        while exp < ideal && q % 10 == 0 {
            q /= 10;
            exp += 1;
        }
    }
    finish(sign, q, exp, c)
}

/// The context an operation runs in: its `context` argument when given
/// (not None), else the current one.
fn context_of(vm: &Vm, given: Option<Value>) -> Option<Ctx> {
    let ctx = match given {
        Some(v) if !v.is_none() => v,
        _ => vm.mem.r.native_class(CURRENT),
    };
    read_context(vm, ctx)
}

/// Sets the status's flags on the context, when the native result stands:
/// false when a condition is trapped (decimal.py raises it).
fn signal(vm: &mut Vm, c: &Ctx, status: i64) -> bool {
    if status == 0 {
        return true;
    }
    if status & c.traps != 0 {
        return false;
    }
    if c.flags | status != c.flags {
        let flags = Value::int(c.flags | status);
        if let Some(slot) = c.flags_slot {
            vm.mem.set_field(c.value, 1 + slot, flags);
        } else {
            let Some(names) = CONTEXT_NAMES.with(|n| n.get()) else { return false };
            vm.mem.instance_set(c.value, names[FLAGS], flags);
        }
    }
    true
}

/// A new Decimal of number `r` (its exponent is within a context's
/// range, so far inside a small int's) with instances of `shape`.
fn make(vm: &mut Vm, shape: ShapeId, r: Finite) -> Value {
    let coeff = int_of(vm, r.coeff);
    let exp = Value::int(r.exp as i64);
    let mark = vm.mem.temps_mark();
    vm.mem.push_temp(coeff);
    let d = vm.mem.alloc_values(FIRST_SHAPE_ID + shape, 4);
    let coeff = vm.mem.temp(mark);
    vm.mem.pop_temps(mark);
    init_field(d, 1, Value::int(r.sign as i64));
    init_field(d, 2, coeff);
    init_field(d, 3, exp);
    init_field(d, 4, Value::int(0));
    d
}

/// The int `c`.
fn int_of(vm: &mut Vm, c: u128) -> Value {
    if let Some(v) = i64::try_from(c).ok().and_then(Value::try_int) {
        return v;
    }
    let (low, high) = (c as u64, (c >> 64) as u64);
    let limbs = if high == 0 { vec![low] } else { vec![low, high] };
    vm.mem.int_from_limbs(false, &limbs)
}

/// The native result of `self op other` (reflected: `other op self`), or
/// None for decimal.py.
fn try_binary(vm: &mut Vm, a: &Args, op: Op, reflected: bool) -> Option<Value> {
    let this = decimal_operand(vm.arg(a, 0))?;
    let other = operand(vm.arg(a, 1))?;
    let c = context_of(vm, None)?;
    let (x, y) = if reflected { (other, this) } else { (this, other) };
    let (r, status) = compute(op, x, y, &c)?;
    stands(vm, &c, r, status)
}

/// The Decimal `r` when its status traps nothing, its flags set on the
/// context; None (the context unchanged) when decimal.py must raise.
fn stands(vm: &mut Vm, c: &Ctx, r: Finite, status: i64) -> Option<Value> {
    let shape = DECIMAL_SHAPE.with(|s| s.get())?;
    // Exponents this far out are never made here: the context's range is
    // checked, and MAX_EMAX is 10**18.
    if r.exp.unsigned_abs() > 1 << 61 || !signal(vm, c, status) {
        return None;
    }
    Some(make(vm, shape, r))
}

/// Calls decimal.py's own method `name` with the call's arguments.
fn slow(vm: &mut Vm, a: &Args, name: &str) -> PyResult<Value> {
    let class = vm.mem.r.native_class(DECIMAL_CLASS);
    call_python_method(vm, class, name, a)
}

/// `self op other` as the method `__op__` (slow_name without `_slow`),
/// which takes one argument as CPython's slot wrappers do.
fn binary(vm: &mut Vm, a: Args, op: Op, reflected: bool, slow_name: &str) -> PyResult<Value> {
    if a.nkw != 0 {
        let name = slow_name.trim_start_matches("_slow");
        return Err(vm.type_error(&format!("wrapper {name}() takes no keyword arguments")));
    }
    if a.n != 2 {
        return Err(vm.type_error(&format!("expected 1 argument, got {}", a.n.saturating_sub(1))));
    }
    match try_binary(vm, &a, op, reflected) {
        Some(v) => Ok(v),
        None => slow(vm, &a, slow_name),
    }
}

fn add(vm: &mut Vm, a: Args) -> PyResult<Value> {
    binary(vm, a, Op::Add, false, "_slow__add__")
}

fn radd(vm: &mut Vm, a: Args) -> PyResult<Value> {
    binary(vm, a, Op::Add, true, "_slow__radd__")
}

fn sub(vm: &mut Vm, a: Args) -> PyResult<Value> {
    binary(vm, a, Op::Sub, false, "_slow__sub__")
}

fn rsub(vm: &mut Vm, a: Args) -> PyResult<Value> {
    binary(vm, a, Op::Sub, true, "_slow__rsub__")
}

fn mul(vm: &mut Vm, a: Args) -> PyResult<Value> {
    binary(vm, a, Op::Mul, false, "_slow__mul__")
}

fn rmul(vm: &mut Vm, a: Args) -> PyResult<Value> {
    binary(vm, a, Op::Mul, true, "_slow__rmul__")
}

fn truediv(vm: &mut Vm, a: Args) -> PyResult<Value> {
    binary(vm, a, Op::Div, false, "_slow__truediv__")
}

fn rtruediv(vm: &mut Vm, a: Args) -> PyResult<Value> {
    binary(vm, a, Op::Div, true, "_slow__rtruediv__")
}

/// `quantize(self, exp, rounding=None, context=None)`.
fn quantize(vm: &mut Vm, a: Args) -> PyResult<Value> {
    for i in 0..a.nkw {
        let k = str::as_str(seq::tuple_get(a.kwnames, i));
        if !matches!(k, "exp" | "rounding" | "context") {
            return Err(vm.type_error(&format!("'{k}' is an invalid keyword argument for this function")));
        }
    }
    match try_quantize(vm, &a) {
        Some(v) => Ok(v),
        None => slow(vm, &a, "_slow_quantize"),
    }
}

/// The argument named `name` at position `pos`, given either way; None
/// when absent.
fn param(vm: &Vm, a: &Args, pos: usize, name: &str) -> Option<Value> {
    if pos < a.npos() {
        Some(vm.arg(a, pos))
    } else {
        vm.kwarg(a, name)
    }
}

/// decimal.py's quantize for a finite Decimal and a finite Decimal
/// exponent whose result fits the precision in the normal range.
fn try_quantize(vm: &mut Vm, a: &Args) -> Option<Value> {
    if a.n > 4 || a.npos() < 2 || a.nkw > 0 && !(0..a.nkw).all(|i| matches!(str::as_str(seq::tuple_get(a.kwnames, i)), "rounding" | "context")) {
        return None;
    }
    let this = decimal_operand(vm.arg(a, 0))?;
    let target = decimal_operand(vm.arg(a, 1))?.exp;
    let c = context_of(vm, param(vm, a, 3, "context"))?;
    let rounding = match param(vm, a, 2, "rounding") {
        Some(r) if !r.is_none() => Rounding::of(r)?,
        _ => c.rounding,
    };
    let shift = target - this.exp;
    if !(c.emin <= target && target <= c.etop) {
        return None;
    }
    let (coeff, status) = if shift <= 0 {
        (this.coeff.checked_mul(pow10(-shift)?)?, 0)
    } else if this.coeff == 0 {
        (0, 0)
    } else if shift > MAX_DIGITS as i128 {
        // Every digit goes and the rest is below half a unit.
        let up = rounding.rounds_up(this.sign, 0, 1, 2);
        (up as u128, ROUNDED | INEXACT)
    } else {
        let (kept, inexact) = shorten(this.sign, this.coeff, shift, rounding)?;
        (kept, if inexact { ROUNDED | INEXACT } else { ROUNDED })
    };
    if coeff >= c.limit {
        return None;
    }
    stands(vm, &c, Finite { sign: this.sign, coeff, exp: target }, status)
}

/// `Decimal.__new__(cls, value="0", context=None)`.
fn new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    match try_new(vm, &a) {
        Some(v) => Ok(v),
        None => slow(vm, &a, "_slow__new__"),
    }
}

/// A Decimal of the exact class from an int or a plain numeric str (ASCII
/// digits with an optional sign, point and exponent, nothing around them),
/// or a Decimal of the exact class itself.
fn try_new(vm: &mut Vm, a: &Args) -> Option<Value> {
    if a.nkw != 0 || !(1..=3).contains(&a.n) || vm.arg(a, 0) != vm.mem.r.native_class(DECIMAL_CLASS) {
        return None;
    }
    let shape = DECIMAL_SHAPE.with(|s| s.get())?;
    let value = if a.n >= 2 { vm.arg(a, 1) } else { return Some(make(vm, shape, Finite { sign: 0, coeff: 0, exp: 0 })) };
    if decimal_operand(value).is_some() || is_type(value, FIRST_SHAPE_ID + shape) {
        return Some(value);
    }
    let number = if is_type(value, TY_STR) { parse_plain(str::as_str(value).as_bytes())? } else { operand(value)? };
    Some(make(vm, shape, number))
}

/// `[+-]digits[.digits][(e|E)[+-]digits]` (or `.digits`) with at most 38
/// significant digits and an exponent far inside a small int.
fn parse_plain(text: &[u8]) -> Option<Finite> {
    let (sign, rest) = match text.first()? {
        b'-' => (1, &text[1..]),
        b'+' => (0, &text[1..]),
        _ => (0, text),
    };
    let (mantissa, exponent) = match rest.iter().position(|&c| c == b'e' || c == b'E') {
        Some(i) => (&rest[..i], Some(&rest[i + 1..])),
        None => (rest, None),
    };
    let (mut coeff, mut digits, mut fraction, mut point) = (0u128, 0usize, 0i128, false);
    for &c in mantissa {
        match c {
            b'0'..=b'9' => {
                if coeff != 0 || c != b'0' {
                    digits += 1;
                }
                if digits > MAX_DIGITS {
                    return None;
                }
                coeff = coeff * 10 + (c - b'0') as u128;
                fraction += point as i128;
            }
            b'.' if !point => point = true,
            _ => return None,
        }
    }
    // At least one digit, before or after the point.
    if mantissa.len() == point as usize {
        return None;
    }
    let exp = match exponent {
        None => 0,
        Some(e) => {
            let (negative, body) = match e.first()? {
                b'-' => (true, &e[1..]),
                b'+' => (false, &e[1..]),
                _ => (false, e),
            };
            if body.is_empty() || body.len() > 15 || !body.iter().all(u8::is_ascii_digit) {
                return None;
            }
            let v = body.iter().fold(0i128, |v, &c| v * 10 + (c - b'0') as i128);
            if negative { -v } else { v }
        }
    };
    Some(Finite { sign, coeff, exp: exp - fraction })
}

/// The order of two finite numbers (zeros equal whatever their sign and
/// exponent).
fn order(x: Finite, y: Finite) -> std::cmp::Ordering {
    let side = |f: Finite| if f.coeff == 0 { 0 } else if f.sign == 1 { -1 } else { 1 };
    let (sx, sy) = (side(x), side(y));
    if sx != sy || sx == 0 {
        return sx.cmp(&sy);
    }
    // Same sign, both non-zero: the magnitudes, by the position of their
    // leading digit first. When that is the same, the one with the larger
    // exponent has that many fewer digits, so shifted to the other's
    // exponent it has as many digits as the other: below 10**38.
    let (tx, ty) = (x.exp + ndigits(x.coeff), y.exp + ndigits(y.coeff));
    let magnitude = if tx != ty {
        tx.cmp(&ty)
    } else if x.exp >= y.exp {
        (x.coeff * POW10[(x.exp - y.exp) as usize]).cmp(&y.coeff)
    } else {
        x.coeff.cmp(&(y.coeff * POW10[(y.exp - x.exp) as usize]))
    };
    if sx < 0 { magnitude.reverse() } else { magnitude }
}

/// A comparison `self op other` by `test` on the order, or decimal.py's.
fn comparison(vm: &mut Vm, a: Args, test: fn(std::cmp::Ordering) -> bool, slow_name: &str) -> PyResult<Value> {
    if a.n == 2 && a.nkw == 0 {
        if let (Some(x), Some(y)) = (decimal_operand(vm.arg(&a, 0)), operand(vm.arg(&a, 1))) {
            return Ok(Value::bool(test(order(x, y))));
        }
    }
    slow(vm, &a, slow_name)
}

fn eq(vm: &mut Vm, a: Args) -> PyResult<Value> {
    comparison(vm, a, |o| o.is_eq(), "_slow__eq__")
}

fn ne(vm: &mut Vm, a: Args) -> PyResult<Value> {
    comparison(vm, a, |o| o.is_ne(), "_slow__ne__")
}

fn lt(vm: &mut Vm, a: Args) -> PyResult<Value> {
    comparison(vm, a, |o| o.is_lt(), "_slow__lt__")
}

fn le(vm: &mut Vm, a: Args) -> PyResult<Value> {
    comparison(vm, a, |o| o.is_le(), "_slow__le__")
}

fn gt(vm: &mut Vm, a: Args) -> PyResult<Value> {
    comparison(vm, a, |o| o.is_gt(), "_slow__gt__")
}

fn ge(vm: &mut Vm, a: Args) -> PyResult<Value> {
    comparison(vm, a, |o| o.is_ge(), "_slow__ge__")
}
