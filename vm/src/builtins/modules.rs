//! The builtin modules `sys`, `math` and `time` (the standard streams are
//! `std_streams.rs`).
//!
//! A module is `[header, name, dict]`, registered in `Roots::modules`.
//! Functions come from the table below; values (`math.pi`, `sys.argv`) are
//! set by `init_module_values`.

use crate::runtime::native::{def, BuiltinDef, Owner::Module};
use crate::runtime::native::Args;
use crate::object::*;
use crate::ops::arith::{int_val, IntVal};
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use num_bigint::BigInt;

pub const DEFS: &[BuiltinDef] = &[
    def("exit", Module("sys"), sys_exit),
    def("getrecursionlimit", Module("sys"), sys_getrecursionlimit),
    def("setrecursionlimit", Module("sys"), sys_setrecursionlimit),
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
    def("time", Module("time"), time_time),
    def("time_ns", Module("time"), time_time_ns),
    def("perf_counter", Module("time"), time_perf_counter),
    def("perf_counter_ns", Module("time"), time_perf_counter_ns),
    def("monotonic", Module("time"), time_perf_counter),
    def("process_time", Module("time"), time_perf_counter),
    def("sleep", Module("time"), time_sleep),
];

/// The module named `name`, created (empty) on first use.
pub fn get_or_make_module(vm: &mut Vm, name: &str) -> Value {
    let key = vm.intern(name);
    if let Some(m) = dict::dict_get_str(vm.mem.r.modules, key) {
        return m;
    }
    let d = vm.mem.new_module_namespace();
    let ds = vm.mem.push_temp(d);
    let n = vm.names.name;
    vm.mem.dict_set_str(vm.mem.temp(ds), n, key);
    let m = vm.mem.new_object(TY_MODULE, &[key, vm.mem.temp(ds)]);
    vm.mem.set_temp(ds, m);
    let mods = vm.mem.r.modules;
    vm.mem.dict_set_str(mods, key, m);
    let m = vm.mem.temp(ds);
    vm.mem.pop_temps(ds);
    m
}

fn set_value(vm: &mut Vm, module: &str, name: &str, v: Value) {
    let slot = vm.mem.push_temp(v);
    let m = get_or_make_module(vm, module);
    let k = vm.intern(name);
    let v = vm.mem.temp(slot);
    vm.mem.pop_temps(slot);
    vm.mem.dict_set_str(field(m, 2), k, v);
}

/// Module attributes that are values, not functions.
pub fn init_module_values(vm: &mut Vm) {
    for (name, f) in [("pi", std::f64::consts::PI), ("e", std::f64::consts::E), ("tau", std::f64::consts::TAU), ("inf", f64::INFINITY), ("nan", f64::NAN)] {
        let v = vm.mem.new_float(f);
        set_value(vm, "math", name, v);
    }
    let argv: Vec<String> = vm.host.argv.clone();
    let l = vm.mem.new_list(argv.len());
    let ls = vm.mem.push_temp(l);
    for a in &argv {
        let s = vm.mem.new_str(a);
        vm.mem.list_append(vm.mem.temp(ls), s);
    }
    let l = vm.mem.temp(ls);
    vm.mem.pop_temps(ls);
    set_value(vm, "sys", "argv", l);
    let maxsize = vm.mem.new_int(i64::MAX);
    set_value(vm, "sys", "maxsize", maxsize);
    let version = vm.mem.new_str("3.11.7 (pith)");
    set_value(vm, "sys", "version", version);
    let platform = vm.mem.new_str("linux");
    set_value(vm, "sys", "platform", platform);
    let t = vm.mem.tuple_of_rooted(&[Value::int(3), Value::int(11), Value::int(7)]);
    set_value(vm, "sys", "version_info", t);
    let impl_name = vm.mem.new_str("pith");
    set_value(vm, "sys", "implementation_name", impl_name);
    let mods = vm.mem.r.modules;
    set_value(vm, "sys", "modules", mods);
    let path = vm.mem.new_list(0);
    set_value(vm, "sys", "path", path);
    let (out, err) = (vm.tables.stdout_obj, vm.tables.stderr_obj);
    set_value(vm, "sys", "stdout", out);
    set_value(vm, "sys", "stderr", err);
    set_value(vm, "sys", "__stdout__", out);
    set_value(vm, "sys", "__stderr__", err);
}

fn sys_exit(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("exit", &a, 0, 1)?;
    let code = if a.n == 1 { vm.arg(&a, 0) } else { Value::NONE };
    let e = vm.new_exception_args(TypeId::SystemExit, &[code]);
    Err(vm.raise(e))
}

fn sys_getrecursionlimit(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("getrecursionlimit", &a, 0, 0)?;
    Ok(Value::int(vm.interp.recursion_limit as i64))
}

fn sys_setrecursionlimit(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("setrecursionlimit", &a, 1, 1)?;
    let n = vm.arg_int(vm.arg(&a, 0), "limit")?;
    if n < 1 {
        return Err(vm.value_error("recursion limit must be greater or equal than 1"));
    }
    vm.interp.recursion_limit = (n as usize).min(crate::runtime::vm::MAX_RECURSION_LIMIT);
    Ok(Value::NONE)
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

fn math_sqrt(vm: &mut Vm, a: Args) -> PyResult<Value> {
    float_fn(vm, a, "sqrt", f64::sqrt, |x| x >= 0.0 || x.is_nan())
}

fn math_exp(vm: &mut Vm, a: Args) -> PyResult<Value> {
    float_fn(vm, a, "exp", f64::exp, any_real)
}

fn math_sin(vm: &mut Vm, a: Args) -> PyResult<Value> {
    float_fn(vm, a, "sin", f64::sin, |x| !x.is_infinite())
}

fn math_cos(vm: &mut Vm, a: Args) -> PyResult<Value> {
    float_fn(vm, a, "cos", f64::cos, |x| !x.is_infinite())
}

fn math_tan(vm: &mut Vm, a: Args) -> PyResult<Value> {
    float_fn(vm, a, "tan", f64::tan, |x| !x.is_infinite())
}

fn math_asin(vm: &mut Vm, a: Args) -> PyResult<Value> {
    float_fn(vm, a, "asin", f64::asin, |x| (-1.0..=1.0).contains(&x))
}

fn math_acos(vm: &mut Vm, a: Args) -> PyResult<Value> {
    float_fn(vm, a, "acos", f64::acos, |x| (-1.0..=1.0).contains(&x))
}

fn math_atan(vm: &mut Vm, a: Args) -> PyResult<Value> {
    float_fn(vm, a, "atan", f64::atan, any_real)
}

fn math_fabs(vm: &mut Vm, a: Args) -> PyResult<Value> {
    float_fn(vm, a, "fabs", f64::abs, any_real)
}

fn math_degrees(vm: &mut Vm, a: Args) -> PyResult<Value> {
    float_fn(vm, a, "degrees", f64::to_degrees, any_real)
}

fn math_radians(vm: &mut Vm, a: Args) -> PyResult<Value> {
    float_fn(vm, a, "radians", f64::to_radians, any_real)
}

fn math_log2(vm: &mut Vm, a: Args) -> PyResult<Value> {
    float_fn(vm, a, "log2", f64::log2, |x| x > 0.0)
}

fn math_log10(vm: &mut Vm, a: Args) -> PyResult<Value> {
    float_fn(vm, a, "log10", f64::log10, |x| x > 0.0)
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
fn to_int_fn(vm: &mut Vm, a: Args, name: &str, f: fn(f64) -> f64) -> PyResult<Value> {
    vm.check_args(name, &a, 1, 1)?;
    let v = vm.arg(&a, 0);
    if let Some(i) = int_val(v) {
        return Ok(match i {
            IntVal::Small(x) => Value::int(x),
            IntVal::Big(b) => vm.mem.new_bigint(&b),
        });
    }
    let x = vm.arg_float(v)?;
    if x.is_nan() {
        return Err(vm.value_error("cannot convert float NaN to integer"));
    }
    if x.is_infinite() {
        return Err(vm.overflow_error("cannot convert float infinity to integer"));
    }
    let b: BigInt = num_traits::FromPrimitive::from_f64(f(x)).unwrap_or_default();
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

fn now_since_epoch() -> std::time::Duration {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default()
}

fn time_time(vm: &mut Vm, _a: Args) -> PyResult<Value> {
    Ok(vm.mem.new_float(now_since_epoch().as_secs_f64()))
}

fn time_time_ns(vm: &mut Vm, _a: Args) -> PyResult<Value> {
    Ok(vm.mem.new_int(now_since_epoch().as_nanos() as i64))
}

fn time_perf_counter(vm: &mut Vm, _a: Args) -> PyResult<Value> {
    let t = vm.host.start_time.elapsed().as_secs_f64();
    Ok(vm.mem.new_float(t))
}

fn time_perf_counter_ns(vm: &mut Vm, _a: Args) -> PyResult<Value> {
    let t = vm.host.start_time.elapsed().as_nanos() as i64;
    Ok(vm.mem.new_int(t))
}

fn time_sleep(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("sleep", &a, 1, 1)?;
    let s = vm.arg_float(vm.arg(&a, 0))?;
    if s < 0.0 {
        return Err(vm.value_error("sleep length must be non-negative"));
    }
    if !crate::runtime::interrupt::sleep(s.min(1e6)) {
        return Err(vm.raise_interrupt());
    }
    Ok(Value::NONE)
}
