//! The native half of `time` (`_time`): clocks, sleeping, and the calendar
//! conversions done by the C library (`localtime_r`, `gmtime_r`, `mktime`,
//! `strftime`) so local time, time zones and `%c` read exactly as CPython's.
//! `vm/lib/time.py` builds the module's API (`struct_time`, `asctime`,
//! `timezone`, ...) on these; this file never formats dates itself.

use crate::object::*;
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use std::ffi::CString;

pub const DEFS: &[BuiltinDef] = &[
    def("time", Module("_time"), time),
    def("time_ns", Module("_time"), time_ns),
    def("perf_counter", Module("_time"), perf_counter),
    def("perf_counter_ns", Module("_time"), perf_counter_ns),
    def("monotonic", Module("_time"), perf_counter),
    def("monotonic_ns", Module("_time"), perf_counter_ns),
    def("process_time", Module("_time"), process_time),
    def("process_time_ns", Module("_time"), process_time_ns),
    def("sleep", Module("_time"), sleep),
    def("broken_down", Module("_time"), broken_down),
    def("mktime", Module("_time"), mktime),
    def("strftime", Module("_time"), strftime),
];

fn now_since_epoch() -> std::time::Duration {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default()
}

fn time(vm: &mut Vm, _a: Args) -> PyResult<Value> {
    Ok(vm.mem.new_float(now_since_epoch().as_secs_f64()))
}

fn time_ns(vm: &mut Vm, _a: Args) -> PyResult<Value> {
    Ok(vm.mem.new_int(now_since_epoch().as_nanos() as i64))
}

fn perf_counter(vm: &mut Vm, _a: Args) -> PyResult<Value> {
    let t = vm.host.start_time.elapsed().as_secs_f64();
    Ok(vm.mem.new_float(t))
}

fn perf_counter_ns(vm: &mut Vm, _a: Args) -> PyResult<Value> {
    let t = vm.host.start_time.elapsed().as_nanos() as i64;
    Ok(vm.mem.new_int(t))
}

/// CPU time of the process, in nanoseconds.
fn cpu_time_ns() -> i64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes only the timespec it is given.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    ts.tv_sec as i64 * 1_000_000_000 + ts.tv_nsec as i64
}

fn process_time(vm: &mut Vm, _a: Args) -> PyResult<Value> {
    Ok(vm.mem.new_float(cpu_time_ns() as f64 * 1e-9))
}

fn process_time_ns(vm: &mut Vm, _a: Args) -> PyResult<Value> {
    Ok(vm.mem.new_int(cpu_time_ns()))
}

fn sleep(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("sleep", &a, 1, 1)?;
    let s = vm.arg_float(vm.arg(&a, 0))?;
    if s.is_nan() {
        return Err(vm.value_error("Invalid value NaN (not a number)"));
    }
    if s < 0.0 {
        return Err(vm.value_error("sleep length must be non-negative"));
    }
    if !crate::runtime::interrupt::sleep(s.min(1e6)) {
        return Err(vm.raise_interrupt());
    }
    Ok(Value::NONE)
}

/// `broken_down(seconds, local)`: `(year, month, mday, hour, minute, second,
/// wday, yday, isdst, zone, gmtoff)` for the whole seconds of `seconds`
/// (a float, floored as CPython does), in local time or UTC.
fn broken_down(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("broken_down", &a, 2, 2)?;
    let secs = vm.arg_float(vm.arg(&a, 0))?;
    if !secs.is_finite() {
        return Err(vm.value_error(if secs.is_nan() { "Invalid value NaN (not a number)" } else { "cannot convert float infinity to integer" }));
    }
    let floored = secs.floor();
    if floored.abs() > 1e17 {
        return Err(vm.overflow_error("timestamp out of range for platform time_t"));
    }
    let t = floored as libc::time_t;
    let local = vm.arg(&a, 1) == Value::TRUE;
    let Some(tm) = c_broken_down(t, local) else {
        return Err(vm.overflow_error("timestamp out of range for platform time_t"));
    };
    let zone = zone_name(&tm);
    let ints = [tm.tm_year as i64 + 1900, tm.tm_mon as i64 + 1, tm.tm_mday as i64, tm.tm_hour as i64, tm.tm_min as i64, tm.tm_sec as i64, (tm.tm_wday as i64 + 6) % 7, tm.tm_yday as i64 + 1, tm.tm_isdst as i64];
    let mark = vm.mem.temps_mark();
    for n in ints {
        vm.mem.push_temp(Value::int(n));
    }
    let z = vm.mem.new_str(&zone);
    vm.mem.push_temp(z);
    let off = vm.mem.new_int(tm.tm_gmtoff as i64);
    vm.mem.push_temp(off);
    let t = vm.mem.tuple_from_temps(mark, ints.len() + 2);
    vm.mem.pop_temps(mark);
    Ok(t)
}

/// The C library's broken-down time of `t`, or None when it is out of range.
fn c_broken_down(t: libc::time_t, local: bool) -> Option<libc::tm> {
    // SAFETY: an all-zero tm is a valid value (its zone pointer is null);
    // localtime_r/gmtime_r only write into it.
    let mut tm: libc::tm = unsafe { std::mem::zeroed() };
    // SAFETY: both pointers are to live locals; the *_r forms are thread safe.
    let ok = unsafe { if local { !libc::localtime_r(&t, &mut tm).is_null() } else { !libc::gmtime_r(&t, &mut tm).is_null() } };
    ok.then_some(tm)
}

/// The zone abbreviation the C library set in `tm` ("UTC" when none).
fn zone_name(tm: &libc::tm) -> String {
    if tm.tm_zone.is_null() {
        return "UTC".to_string();
    }
    // SAFETY: a non-null tm_zone set by localtime_r/gmtime_r points to a
    // NUL-terminated string owned by the C library that lives for the process.
    unsafe { std::ffi::CStr::from_ptr(tm.tm_zone) }.to_string_lossy().into_owned()
}

/// A `tm` from the first 9 items of the tuple `t` (struct_time order), or a
/// TypeError when they are not ints.
fn tm_from_tuple(vm: &mut Vm, t: Value, what: &str) -> PyResult<libc::tm> {
    let view = vm.builtin_view(t);
    if !is_type(view, TY_TUPLE) {
        let tn = vm.type_name(t);
        return Err(vm.type_error(&format!("Tuple or struct_time argument required, not {}", tn)));
    }
    let t = view;
    if seq::tuple_len(t) < 9 {
        return Err(vm.type_error(&format!("{}(): illegal time tuple argument", what)));
    }
    let mut f = [0i64; 9];
    for (i, slot) in f.iter_mut().enumerate() {
        *slot = vm.arg_int(seq::tuple_get(t, i), "time tuple item")?;
    }
    // SAFETY: an all-zero tm is a valid value.
    let mut tm: libc::tm = unsafe { std::mem::zeroed() };
    let narrow = |x: i64| x.clamp(i32::MIN as i64, i32::MAX as i64) as libc::c_int;
    tm.tm_year = narrow(f[0] - 1900);
    tm.tm_mon = narrow(f[1] - 1);
    tm.tm_mday = narrow(f[2]);
    tm.tm_hour = narrow(f[3]);
    tm.tm_min = narrow(f[4]);
    tm.tm_sec = narrow(f[5]);
    tm.tm_wday = narrow((f[6] + 1).rem_euclid(7));
    tm.tm_yday = narrow(f[7] - 1);
    tm.tm_isdst = narrow(f[8]);
    Ok(tm)
}

fn mktime(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("mktime", &a, 1, 1)?;
    let mut tm = tm_from_tuple(vm, vm.arg(&a, 0), "mktime")?;
    tm.tm_wday = -1;
    // SAFETY: mktime reads and normalizes the tm it is given.
    let t = unsafe { libc::mktime(&mut tm) };
    if t == -1 && tm.tm_wday == -1 {
        return Err(vm.overflow_error("mktime argument out of range"));
    }
    Ok(vm.mem.new_float(t as f64))
}

/// `strftime(format, tuple, zone, gmtoff)`: the C library's formatting of
/// the broken-down time (CPython checks the fields' ranges before calling).
fn strftime(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("strftime", &a, 4, 4)?;
    let format = vm.arg_str(vm.arg(&a, 0), "strftime() argument 1")?;
    let mut tm = tm_from_tuple(vm, vm.arg(&a, 1), "strftime")?;
    let zone = vm.arg_str(vm.arg(&a, 2), "zone")?;
    tm.tm_gmtoff = vm.arg_int(vm.arg(&a, 3), "gmtoff")? as libc::c_long;
    let (Ok(cformat), Ok(czone)) = (CString::new(format.clone()), CString::new(zone)) else {
        return Err(vm.value_error("embedded null character"));
    };
    tm.tm_zone = czone.as_ptr();
    let mut size = 256 + format.len() * 8;
    loop {
        let mut buf = vec![0u8; size];
        // SAFETY: buf has `size` writable bytes; cformat and czone (pointed
        // to by tm_zone) are NUL-terminated and outlive the call.
        let n = unsafe { libc::strftime(buf.as_mut_ptr() as *mut libc::c_char, size, cformat.as_ptr(), &tm) };
        if n > 0 || format.is_empty() || size > 1 << 20 {
            buf.truncate(n);
            let text = String::from_utf8_lossy(&buf).into_owned();
            return Ok(vm.mem.new_str(&text));
        }
        size *= 4;
    }
}
