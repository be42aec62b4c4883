//! The builtin module `math`: CPython's functions over floats and ints,
//! with its domain and range errors ("math domain error" as ValueError,
//! "math range error" as OverflowError). The trace recorder knows some of
//! these by name (`trace/helpers.rs` `FLOAT_FNS`) and calls the same Rust
//! functions, so compiled and interpreted results agree.
//!
//! Must never: keep an argument in a local across an allocation.

use super::modules::set_value;
use crate::object::*;
use crate::ops::arith::{int_val, IntVal};
use crate::runtime::native::Args;
use crate::runtime::native::{def, BuiltinDef, Owner::Module};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use lang::bytecode::BinaryOp;
use num_bigint::{BigInt, Sign};

pub const DEFS: &[BuiltinDef] = &[
    def("sqrt", Module("math"), math_sqrt),
    def("floor", Module("math"), math_floor),
    def("ceil", Module("math"), math_ceil),
    def("trunc", Module("math"), math_trunc),
    def("isnan", Module("math"), math_isnan),
    def("isinf", Module("math"), math_isinf),
    def("isfinite", Module("math"), math_isfinite),
    def("fabs", Module("math"), math_fabs),
    def("gcd", Module("math"), math_gcd),
    def("log", Module("math"), math_log),
    def("log2", Module("math"), math_log2),
    def("log10", Module("math"), math_log10),
    def("exp", Module("math"), math_exp),
    def("sin", Module("math"), math_sin),
    def("cos", Module("math"), math_cos),
    def("tan", Module("math"), math_tan),
    def("asin", Module("math"), math_asin),
    def("acos", Module("math"), math_acos),
    def("atan", Module("math"), math_atan),
    def("atan2", Module("math"), math_atan2),
    def("hypot", Module("math"), math_hypot),
    def("fsum", Module("math"), math_fsum),
    def("pow", Module("math"), math_pow),
    def("fmod", Module("math"), math_fmod),
    def("copysign", Module("math"), math_copysign),
    def("degrees", Module("math"), math_degrees),
    def("radians", Module("math"), math_radians),
    def("factorial", Module("math"), math_factorial),
    def("perm", Module("math"), math_perm),
    def("comb", Module("math"), math_comb),
    def("tanh", Module("math"), math_tanh),
    def("sinh", Module("math"), math_sinh),
    def("cosh", Module("math"), math_cosh),
    def("asinh", Module("math"), math_asinh),
    def("acosh", Module("math"), math_acosh),
    def("atanh", Module("math"), math_atanh),
    def("log1p", Module("math"), math_log1p),
    def("expm1", Module("math"), math_expm1),
    def("erf", Module("math"), math_erf),
    def("erfc", Module("math"), math_erfc),
    def("gamma", Module("math"), math_gamma),
    def("lgamma", Module("math"), math_lgamma),
    def("cbrt", Module("math"), math_cbrt),
    def("exp2", Module("math"), math_exp2),
    def("isclose", Module("math"), math_isclose),
    def("isqrt", Module("math"), math_isqrt),
    def("prod", Module("math"), math_prod),
    def("lcm", Module("math"), math_lcm),
    def("dist", Module("math"), math_dist),
    def("remainder", Module("math"), math_remainder),
    def("nextafter", Module("math"), math_nextafter),
    def("ulp", Module("math"), math_ulp),
    def("frexp", Module("math"), math_frexp),
    def("ldexp", Module("math"), math_ldexp),
    def("modf", Module("math"), math_modf),
];

/// The constants `pi`, `e`, `tau`, `inf`, `nan`.
pub fn init_values(vm: &mut Vm) {
    for (name, f) in [("pi", std::f64::consts::PI), ("e", std::f64::consts::E), ("tau", std::f64::consts::TAU), ("inf", f64::INFINITY), ("nan", f64::NAN)] {
        let v = vm.mem.new_float(f);
        set_value(vm, "math", name, v);
    }
}

/// A one-argument float function with CPython's domain errors.
fn float_fn(vm: &mut Vm, a: Args, name: &str, f: fn(f64) -> f64, domain: fn(f64) -> bool) -> PyResult<Value> {
    vm.check_args(name, &a, 1, 1)?;
    let x = vm.arg_float(vm.arg(&a, 0))?;
    if !domain(x) {
        return Err(vm.value_error("math domain error"));
    }
    let r = f(x);
    if r.is_infinite() && x.is_finite() {
        return Err(vm.overflow_error("math range error"));
    }
    Ok(vm.mem.new_float(r))
}

fn any_real(_: f64) -> bool {
    true
}

/// `fn $f(vm, a)`: the math function `$name` of one float, through
/// `float_fn` with its domain.
macro_rules! float_fns {
    ($($f:ident => $name:literal, $op:expr, $domain:expr;)*) => {
        $(fn $f(vm: &mut Vm, a: Args) -> PyResult<Value> {
            float_fn(vm, a, $name, $op, $domain)
        })*
    };
}

float_fns! {
    math_sqrt => "sqrt", f64::sqrt, |x| x >= 0.0 || x.is_nan();
    math_exp => "exp", f64::exp, any_real;
    math_sin => "sin", f64::sin, |x| !x.is_infinite();
    math_cos => "cos", f64::cos, |x| !x.is_infinite();
    math_tan => "tan", f64::tan, |x| !x.is_infinite();
    math_asin => "asin", f64::asin, |x| (-1.0..=1.0).contains(&x);
    math_acos => "acos", f64::acos, |x| (-1.0..=1.0).contains(&x);
    math_atan => "atan", f64::atan, any_real;
    math_fabs => "fabs", f64::abs, any_real;
    math_degrees => "degrees", f64::to_degrees, any_real;
    math_radians => "radians", f64::to_radians, any_real;
    math_log2 => "log2", f64::log2, |x| x > 0.0;
    math_log10 => "log10", f64::log10, |x| x > 0.0;
    math_tanh => "tanh", f64::tanh, any_real;
    math_sinh => "sinh", f64::sinh, any_real;
    math_cosh => "cosh", f64::cosh, any_real;
    // The C library's, not Rust's own formulas: CPython's results to the last bit.
    math_asinh => "asinh", c_asinh, any_real;
    math_acosh => "acosh", c_acosh, |x| x >= 1.0 || x.is_nan();
    math_atanh => "atanh", c_atanh, |x| x.abs() < 1.0 || x.is_nan();
    math_log1p => "log1p", f64::ln_1p, |x| x > -1.0 || x.is_nan();
    math_expm1 => "expm1", f64::exp_m1, any_real;
    math_erf => "erf", c_erf, any_real;
    math_erfc => "erfc", c_erfc, any_real;
    math_gamma => "gamma", gamma, gamma_domain;
    math_lgamma => "lgamma", c_lgamma, |x| !(x <= 0.0 && x == x.floor() && x.is_finite());
    math_cbrt => "cbrt", f64::cbrt, any_real;
    math_exp2 => "exp2", f64::exp2, any_real;
}


fn two_floats(vm: &mut Vm, a: &Args, name: &str) -> PyResult<(f64, f64)> {
    vm.check_args(name, a, 2, 2)?;
    Ok((vm.arg_float(vm.arg(a, 0))?, vm.arg_float(vm.arg(a, 1))?))
}

fn math_atan2(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let (y, x) = two_floats(vm, &a, "atan2")?;
    Ok(vm.mem.new_float(y.atan2(x)))
}

fn math_hypot(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let mut acc = 0.0f64;
    for i in 0..a.n {
        let x = vm.arg_float(vm.arg(&a, i))?;
        acc = acc.hypot(x);
    }
    Ok(vm.mem.new_float(acc))
}

/// `math.fsum(iterable)`: the correctly rounded sum, by CPython's method
/// (Shewchuk's exact partial sums, infinities and NaNs summed apart).
fn math_fsum(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("fsum", &a, 1, 1)?;
    let mut partials: Vec<f64> = Vec::new();
    let (mut special, mut infs) = (0.0f64, 0.0f64);
    vm.for_each_item(vm.arg(&a, 0), |vm, v| {
        let item = vm.arg_float(v)?;
        let mut x = item;
        let mut kept = 0;
        for j in 0..partials.len() {
            let mut y = partials[j];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let lo = y - (hi - x);
            if lo != 0.0 {
                partials[kept] = lo;
                kept += 1;
            }
            x = hi;
        }
        partials.truncate(kept);
        if x.is_finite() {
            if x != 0.0 {
                partials.push(x);
            }
        } else {
            if item.is_finite() {
                return Err(vm.overflow_error("intermediate overflow in fsum"));
            }
            if item.is_infinite() {
                infs += item;
            }
            special += item;
            partials.clear();
        }
        Ok(true)
    })?;
    if special != 0.0 {
        if infs.is_nan() {
            return Err(vm.value_error("-inf + inf in fsum"));
        }
        return Ok(vm.mem.new_float(special));
    }
    Ok(vm.mem.new_float(fsum_partials(&partials)))
}

/// The sum of non-overlapping partials (increasing magnitude), rounded once.
fn fsum_partials(partials: &[f64]) -> f64 {
    let Some((&last, rest)) = partials.split_last() else { return 0.0 };
    let (mut hi, mut lo) = (last, 0.0);
    let mut n = rest.len();
    while n > 0 {
        let (x, y) = (hi, rest[n - 1]);
        n -= 1;
        hi = x + y;
        lo = y - (hi - x);
        if lo != 0.0 {
            break;
        }
    }
    // Round half-even correctly when the rest of the partials push past a tie.
    if n > 0 && ((lo < 0.0 && rest[n - 1] < 0.0) || (lo > 0.0 && rest[n - 1] > 0.0)) {
        let y = lo * 2.0;
        let x = hi + y;
        if y == x - hi {
            hi = x;
        }
    }
    hi
}

fn math_pow(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let (x, y) = two_floats(vm, &a, "pow")?;
    if x < 0.0 && y.fract() != 0.0 && y.is_finite() {
        return Err(vm.value_error("math domain error"));
    }
    if x == 0.0 && y < 0.0 {
        return Err(vm.value_error("math domain error"));
    }
    Ok(vm.mem.new_float(x.powf(y)))
}

fn math_fmod(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let (x, y) = two_floats(vm, &a, "fmod")?;
    if y == 0.0 || x.is_infinite() {
        return Err(vm.value_error("math domain error"));
    }
    Ok(vm.mem.new_float(x % y))
}

fn math_copysign(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let (x, y) = two_floats(vm, &a, "copysign")?;
    Ok(vm.mem.new_float(x.copysign(y)))
}

fn math_log(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("log", &a, 1, 2)?;
    let ln = |vm: &mut Vm, v: Value| -> PyResult<f64> {
        if let Some(IntVal::Big(b)) = int_val(v) {
            if b.sign() != num_bigint::Sign::Plus {
                return Err(vm.value_error("math domain error"));
            }
            // ln(b) = ln(b / 2^k) + k ln 2, exact enough for huge ints.
            let bits = b.bits();
            let k = bits.saturating_sub(64);
            let top: BigInt = &b >> k;
            let f = num_traits::ToPrimitive::to_f64(&top).unwrap_or(f64::MAX);
            return Ok(f.ln() + k as f64 * std::f64::consts::LN_2);
        }
        let x = vm.arg_float(v)?;
        if x <= 0.0 {
            return Err(vm.value_error("math domain error"));
        }
        Ok(x.ln())
    };
    let x = ln(vm, vm.arg(&a, 0))?;
    if a.n == 2 {
        let b = ln(vm, vm.arg(&a, 1))?;
        if b == 0.0 {
            return Err(vm.zero_division("float division by zero"));
        }
        return Ok(vm.mem.new_float(x / b));
    }
    Ok(vm.mem.new_float(x))
}

fn math_isnan(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("isnan", &a, 1, 1)?;
    Ok(Value::bool(vm.arg_float(vm.arg(&a, 0))?.is_nan()))
}

fn math_isinf(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("isinf", &a, 1, 1)?;
    Ok(Value::bool(vm.arg_float(vm.arg(&a, 0))?.is_infinite()))
}

fn math_isfinite(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("isfinite", &a, 1, 1)?;
    Ok(Value::bool(vm.arg_float(vm.arg(&a, 0))?.is_finite()))
}

/// floor/ceil/trunc: ints pass through, floats round to an int.
fn to_int_fn(vm: &mut Vm, a: Args, name: &str, round: fn(f64) -> f64) -> PyResult<Value> {
    vm.check_args(name, &a, 1, 1)?;
    let v = vm.arg(&a, 0);
    if let Some(i) = int_val(v) {
        return Ok(match i {
            IntVal::Small(x) => Value::int(x),
            IntVal::Big(b) => vm.mem.new_bigint(&b),
        });
    }
    let mut number = v;
    // An object of a class with `__floor__` (`__ceil__`, `__trunc__`)
    // answers itself, as a Fraction or a Decimal does; floor and ceil fall
    // back on its `__float__`.
    if is_instance_obj(v) {
        let key = vm.intern(&format!("__{}__", name));
        let cls = vm.mem.instance_class(v);
        if let Some(m) = vm.lookup_type(cls, key) {
            return crate::runtime::calls::Calls::call_value(vm, m, &[v]);
        }
        if name == "trunc" {
            let t = vm.type_name(v);
            return Err(vm.type_error(&format!("type {} doesn't define __trunc__ method", t)));
        }
        let key = vm.intern("__float__");
        if let Some(m) = vm.lookup_type(cls, key) {
            number = crate::runtime::calls::Calls::call_value(vm, m, &[v])?;
        }
    }
    let x = vm.arg_float(number)?;
    if x.is_nan() {
        return Err(vm.value_error("cannot convert float NaN to integer"));
    }
    if x.is_infinite() {
        return Err(vm.overflow_error("cannot convert float infinity to integer"));
    }
    let b: BigInt = num_traits::FromPrimitive::from_f64(round(x)).unwrap_or_default();
    Ok(vm.mem.new_bigint(&b))
}

fn math_floor(vm: &mut Vm, a: Args) -> PyResult<Value> {
    to_int_fn(vm, a, "floor", f64::floor)
}

fn math_ceil(vm: &mut Vm, a: Args) -> PyResult<Value> {
    to_int_fn(vm, a, "ceil", f64::ceil)
}

fn math_trunc(vm: &mut Vm, a: Args) -> PyResult<Value> {
    to_int_fn(vm, a, "trunc", f64::trunc)
}

fn math_gcd(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let mut g = BigInt::from(0);
    for i in 0..a.n {
        let v = vm.arg(&a, i);
        let Some(x) = int_val(v) else {
            let t = vm.type_name(v);
            return Err(vm.type_error(&format!("'{}' object cannot be interpreted as an integer", t)));
        };
        g = num_integer::Integer::gcd(&g, &x.to_big());
    }
    Ok(vm.mem.new_bigint(&g))
}

fn math_factorial(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("factorial", &a, 1, 1)?;
    let n = vm.arg_int(vm.arg(&a, 0), "factorial")?;
    if n < 0 {
        return Err(vm.value_error("factorial() not defined for negative values"));
    }
    let mut r = BigInt::from(1);
    for k in 2..=n {
        r *= k;
    }
    Ok(vm.mem.new_bigint(&r))
}

/// The arguments `n` and `k` of `math.perm`/`math.comb`, checked as CPython does.
/// (`k` may be left out or None when `k_optional`: it is then `n`.)
fn n_and_k(vm: &mut Vm, a: &Args, name: &str, k_optional: bool) -> PyResult<(i64, i64)> {
    vm.check_args(name, a, if k_optional { 1 } else { 2 }, 2)?;
    let n = vm.arg_int(vm.arg(a, 0), name)?;
    let k = if k_optional && (a.n < 2 || vm.arg(a, 1).is_none()) { n } else { vm.arg_int(vm.arg(a, 1), name)? };
    if n < 0 {
        return Err(vm.value_error("n must be a non-negative integer"));
    }
    if k < 0 {
        return Err(vm.value_error("k must be a non-negative integer"));
    }
    Ok((n, k))
}

/// `n * (n-1) * ... * (n-k+1)`.
fn falling_product(n: i64, k: i64) -> BigInt {
    let mut r = BigInt::from(1);
    for i in 0..k {
        r *= n - i;
    }
    r
}

fn math_perm(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let (n, k) = n_and_k(vm, &a, "perm", true)?;
    let r = if k > n { BigInt::from(0) } else { falling_product(n, k) };
    Ok(vm.mem.new_bigint(&r))
}

fn math_comb(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let (n, k) = n_and_k(vm, &a, "comb", false)?;
    let r = if k > n {
        BigInt::from(0)
    } else {
        let k = k.min(n - k);
        falling_product(n, k) / falling_product(k, k)
    };
    Ok(vm.mem.new_bigint(&r))
}


// The C library's functions Rust's f64 lacks (libm is linked on every
// platform pith builds for).
extern "C" {
    fn erf(x: f64) -> f64;
    fn erfc(x: f64) -> f64;
    fn tgamma(x: f64) -> f64;
    fn lgamma(x: f64) -> f64;
    fn remainder(x: f64, y: f64) -> f64;
    fn nextafter(x: f64, y: f64) -> f64;
    fn asinh(x: f64) -> f64;
    fn acosh(x: f64) -> f64;
    fn atanh(x: f64) -> f64;
}

/// `fn $f(x)`: the C library's `$c(x)`.
macro_rules! c_fns {
    ($($f:ident => $c:ident;)*) => {
        $(fn $f(x: f64) -> f64 {
            // SAFETY: a pure function of a float (lgamma also sets `signgam`,
            // which pith never reads).
            unsafe { $c(x) }
        })*
    };
}

c_fns! {
    c_erf => erf;
    c_erfc => erfc;
    c_lgamma => lgamma;
    c_tgamma => tgamma;
    c_asinh => asinh;
    c_acosh => acosh;
    c_atanh => atanh;
}


/// Gamma is undefined at 0 and the negative integers (and -inf).
fn gamma_domain(x: f64) -> bool {
    !(x == f64::NEG_INFINITY || (x <= 0.0 && x == x.floor()))
}

/// Gamma, exact at the integers 1..=23 (whose values are factorials), as
/// CPython's is.
fn gamma(x: f64) -> f64 {
    if x == x.floor() && (1.0..=23.0).contains(&x) {
        let f: u128 = (1..x as u128).product();
        return f as f64;
    }
    c_tgamma(x)
}

/// A keyword-only float argument with a default.
fn float_kwarg(vm: &mut Vm, a: &Args, name: &str, default: f64) -> PyResult<f64> {
    match vm.kwarg(a, name) {
        Some(v) => vm.arg_float(v),
        None => Ok(default),
    }
}

fn math_isclose(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("isclose", &a, &["rel_tol", "abs_tol"])?;
    if a.npos() != 2 {
        return Err(vm.type_error(&format!("isclose() takes exactly 2 positional arguments ({} given)", a.npos())));
    }
    let (x, y) = (vm.arg_float(vm.arg(&a, 0))?, vm.arg_float(vm.arg(&a, 1))?);
    let rel = float_kwarg(vm, &a, "rel_tol", 1e-9)?;
    let abs = float_kwarg(vm, &a, "abs_tol", 0.0)?;
    if rel < 0.0 || abs < 0.0 {
        return Err(vm.value_error("tolerances must be non-negative"));
    }
    if x == y {
        return Ok(Value::TRUE);
    }
    if x.is_infinite() || y.is_infinite() {
        return Ok(Value::FALSE);
    }
    let diff = (y - x).abs();
    let close = diff <= (rel * y).abs() || diff <= (rel * x).abs() || diff <= abs;
    Ok(Value::bool(close))
}

/// An int argument (ints and bools, as CPython's `__index__`), as a BigInt.
fn int_arg(vm: &mut Vm, v: Value) -> PyResult<BigInt> {
    match int_val(v) {
        Some(x) => Ok(x.to_big()),
        None => {
            let t = vm.type_name(v);
            Err(vm.type_error(&format!("'{}' object cannot be interpreted as an integer", t)))
        }
    }
}

fn math_isqrt(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("isqrt", &a, 1, 1)?;
    let n = int_arg(vm, vm.arg(&a, 0))?;
    if n.sign() == Sign::Minus {
        return Err(vm.value_error("isqrt() argument must be nonnegative"));
    }
    Ok(vm.mem.new_bigint(&n.sqrt()))
}

fn math_lcm(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let mut l = BigInt::from(1);
    for i in 0..a.n {
        let x = int_arg(vm, vm.arg(&a, i))?;
        l = num_integer::Integer::lcm(&l, &x);
    }
    Ok(vm.mem.new_bigint(&l))
}

/// `math.prod(iterable, *, start=1)`: the product by `*`, as CPython folds it.
fn math_prod(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("prod", &a, &["start"])?;
    if a.npos() != 1 {
        return Err(vm.type_error(&format!("prod() takes exactly 1 positional argument ({} given)", a.npos())));
    }
    let it = vm.get_iter(vm.arg(&a, 0))?;
    // Read after `get_iter`, which may allocate (the argument slot is a root).
    let start = vm.kwarg(&a, "start").unwrap_or(Value::int(1));
    let mark = vm.mem.temps_mark();
    vm.mem.push_temp(it);
    vm.mem.push_temp(start);
    let result = loop {
        match vm.iter_next(vm.mem.temp(mark)) {
            Ok(Some(x)) => match vm.binary_op(BinaryOp::Mul, vm.mem.temp(mark + 1), x) {
                Ok(p) => vm.mem.r.temps[mark + 1] = p,
                Err(e) => break Err(e),
            },
            Ok(None) => break Ok(vm.mem.temp(mark + 1)),
            Err(e) => break Err(e),
        }
    };
    vm.mem.pop_temps(mark);
    result
}

/// The floats of a sequence argument (for `dist`).
fn float_items(vm: &mut Vm, v: Value) -> PyResult<Vec<f64>> {
    if !is_type(v, TY_TUPLE) && !is_type(v, TY_LIST) {
        let t = vm.type_name(v);
        return Err(vm.type_error(&format!("dist(): argument must be tuple, not {}", t)));
    }
    let items = seq::seq_items(v);
    let mut out = Vec::with_capacity(items.len());
    for x in items {
        out.push(vm.arg_float(x)?);
    }
    Ok(out)
}

fn math_dist(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("dist", &a, 2, 2)?;
    let p = float_items(vm, vm.arg(&a, 0))?;
    let q = float_items(vm, vm.arg(&a, 1))?;
    if p.len() != q.len() {
        return Err(vm.value_error("both points must have the same number of dimensions"));
    }
    let d = p.iter().zip(&q).fold(0.0f64, |acc, (x, y)| acc.hypot(x - y));
    Ok(vm.mem.new_float(d))
}

fn math_remainder(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let (x, y) = two_floats(vm, &a, "remainder")?;
    if (x.is_infinite() && !y.is_nan()) || (y == 0.0 && !x.is_nan()) {
        return Err(vm.value_error("math domain error"));
    }
    // SAFETY: a pure function of two floats.
    Ok(vm.mem.new_float(unsafe { remainder(x, y) }))
}

fn math_nextafter(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let (x, y) = two_floats(vm, &a, "nextafter")?;
    // SAFETY: a pure function of two floats.
    Ok(vm.mem.new_float(unsafe { nextafter(x, y) }))
}

fn math_ulp(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("ulp", &a, 1, 1)?;
    let x = vm.arg_float(vm.arg(&a, 0))?.abs();
    let r = if x.is_nan() || x.is_infinite() {
        x
    } else if x == f64::MAX {
        x - f64::from_bits(x.to_bits() - 1)
    } else {
        f64::from_bits(x.to_bits() + 1) - x
    };
    Ok(vm.mem.new_float(r))
}

/// `(m, e)` with `x == m * 2**e` and `0.5 <= abs(m) < 1` (or `(x, 0)` for 0, inf, nan).
fn split_exponent(x: f64) -> (f64, i64) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    if exp == 0 {
        // Subnormal: scale into the normal range first.
        let (m, e) = split_exponent(x * 2f64.powi(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, exp - 1022)
}

fn math_frexp(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("frexp", &a, 1, 1)?;
    let (m, e) = split_exponent(vm.arg_float(vm.arg(&a, 0))?);
    let mf = vm.mem.new_float(m);
    let slot = vm.mem.push_temp(mf);
    let t = vm.mem.tuple_of_rooted(&[vm.mem.temp(slot), Value::int(e)]);
    vm.mem.pop_temps(slot);
    Ok(t)
}

fn math_ldexp(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("ldexp", &a, 2, 2)?;
    let x = vm.arg_float(vm.arg(&a, 0))?;
    let e = match int_val(vm.arg(&a, 1)) {
        Some(IntVal::Small(e)) => e.clamp(-100_000, 100_000) as i32,
        Some(IntVal::Big(b)) => if b.sign() == Sign::Minus { -100_000 } else { 100_000 },
        None => return Err(vm.type_error("Expected an int as second argument to ldexp.")),
    };
    if x == 0.0 || !x.is_finite() {
        return Ok(vm.mem.new_float(x));
    }
    // Two steps keep 2**e itself finite across the whole range.
    let half = e / 2;
    let r = x * 2f64.powi(half) * 2f64.powi(e - half);
    if r.is_infinite() && x.is_finite() {
        return Err(vm.overflow_error("math range error"));
    }
    Ok(vm.mem.new_float(r))
}

fn math_modf(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("modf", &a, 1, 1)?;
    let x = vm.arg_float(vm.arg(&a, 0))?;
    let (frac, int) = if x.is_infinite() { (0f64.copysign(x), x) } else { ((x - x.trunc()).copysign(x), x.trunc()) };
    let f = vm.mem.new_float(frac);
    let slot = vm.mem.push_temp(f);
    let i = vm.mem.new_float(int);
    let t = vm.mem.tuple_of_rooted(&[vm.mem.temp(slot), i]);
    vm.mem.pop_temps(slot);
    Ok(t)
}
