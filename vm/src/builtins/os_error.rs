//! `OSError` as CPython has it: `OSError(errno, strerror[, filename[,
//! winerror[, filename2]]])` keeps `errno`, `strerror`, `filename` and
//! `filename2` as attributes and only the first two in `args`; `str()`
//! prints `[Errno 2] No such file or directory: 'x'`. And `Vm::os_error`,
//! which turns an operating-system error into the subclass CPython picks
//! for its errno (FileNotFoundError for ENOENT, ...).
//!
//! Must never: keep a borrowed str across the allocations it makes.

use crate::object::*;
use crate::runtime::native::{def, Args, BuiltinDef, Owner};
use crate::runtime::types::TypeId;
use crate::runtime::vm::{Exc, PyResult, Vm};
use crate::value::Value;

const O: Owner = Owner::Type(TypeId::OSError);

pub const DEFS: &[BuiltinDef] = &[
    def("__new__", Owner::StaticMethod(TypeId::OSError), os_error_new),
    def("__init__", O, os_error_init),
    def("__str__", O, os_error_str),
];

const FIELDS: [&str; 4] = ["errno", "strerror", "filename", "filename2"];

/// The class attributes every OSError falls back on (None each), and the
/// builtins that are other names of OSError.
pub fn init_class(vm: &mut Vm) {
    for alias in ["IOError", "EnvironmentError"] {
        let name = vm.intern(alias);
        let cls = vm.ty(TypeId::OSError);
        let builtins = vm.mem.r.builtins;
        vm.mem.dict_set_str(builtins, name, cls);
    }
    let d = class::class_dict(vm.ty(TypeId::OSError));
    for f in FIELDS {
        let name = vm.intern(f);
        vm.mem.dict_set_str(d, name, Value::NONE);
    }
}

/// `OSError.__new__(cls, *args)`: an instance of `cls`, except that
/// `OSError(errno, strerror, ...)` itself makes the subclass for the errno
/// (FileNotFoundError for ENOENT), as CPython's does.
fn os_error_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let cls = vm.arg(&a, 0);
    if !class::is_class(cls) || !class::is_subclass(cls, vm.ty(TypeId::OSError)) {
        return Err(vm.type_error("OSError.__new__(X): X is not a subtype of OSError"));
    }
    let errno = if a.npos() >= 3 { vm.arg(&a, 1) } else { Value::NONE };
    let cls = match i32::try_from(errno.as_int()) {
        Ok(e) if errno.is_int() && cls == vm.ty(TypeId::OSError) => vm.ty(crate::runtime::errors::os_error_class(e)),
        _ => cls,
    };
    Ok(vm.mem.new_instance(cls))
}

/// Sets `field` of the exception (argument 0) to argument `arg`; both are
/// read after the name is interned (which may allocate).
fn set(vm: &mut Vm, a: &Args, field: &str, arg: usize) -> PyResult<()> {
    let name = vm.intern(field);
    vm.set_attr(vm.arg(a, 0), name, vm.arg(a, arg))
}

fn os_error_init(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.nkw > 0 {
        let name = vm.type_name(vm.arg(&a, 0));
        return Err(vm.type_error(&format!("{}() takes no keyword arguments", name)));
    }
    let n = a.n - 1;
    let kept = if (2..=5).contains(&n) { 2 } else { n };
    let args = vm.mem.tuple_from_stack(a.start + 1, kept);
    let name = vm.names.args;
    vm.set_attr(vm.arg(&a, 0), name, args)?;
    if (2..=5).contains(&n) {
        set(vm, &a, "errno", 1)?;
        set(vm, &a, "strerror", 2)?;
        if n >= 3 {
            set(vm, &a, "filename", 3)?;
        }
        if n == 5 {
            set(vm, &a, "filename2", 5)?;
        }
    }
    Ok(Value::NONE)
}

/// Field `field` of the exception (argument 0), read fresh: every call may
/// allocate, so no value is kept across one.
fn attr(vm: &mut Vm, a: &Args, field: &str) -> PyResult<Value> {
    let name = vm.intern(field);
    vm.get_attr(vm.arg(a, 0), name)
}

fn os_error_str(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__str__", &a, 1, 1)?;
    if attr(vm, &a, "errno")?.is_none() && attr(vm, &a, "strerror")?.is_none() {
        let args = vm.exception_args(vm.arg(&a, 0));
        return match is_type(args, TY_TUPLE).then(|| seq::tuple_len(args)) {
            Some(1) => vm.str_of(seq::tuple_get(args, 0)),
            Some(0) | None => Ok(vm.intern("")),
            Some(_) => vm.repr_of(args),
        };
    }
    let mut out = String::from("[Errno ");
    let errno = attr(vm, &a, "errno")?;
    vm.str_into(errno, &mut out)?;
    out.push_str("] ");
    let strerror = attr(vm, &a, "strerror")?;
    vm.str_into(strerror, &mut out)?;
    if !attr(vm, &a, "filename")?.is_none() {
        out.push_str(": ");
        let filename = attr(vm, &a, "filename")?;
        vm.repr_into(filename, &mut out)?;
        if !attr(vm, &a, "filename2")?.is_none() {
            out.push_str(" -> ");
            let filename2 = attr(vm, &a, "filename2")?;
            vm.repr_into(filename2, &mut out)?;
        }
    }
    Ok(vm.mem.new_str(&out))
}

/// The operating system's text for `errno` ("No such file or directory").
pub fn strerror(errno: i32) -> String {
    let text = std::io::Error::from_raw_os_error(errno).to_string();
    match text.rfind(" (os error ") {
        Some(k) => text[..k].to_string(),
        None => text,
    }
}

impl Vm {
    /// Raises the OSError (subclass) for `err`, naming `filename` (a str or
    /// bytes value, or None) and `filename2` as CPython does.
    pub fn os_error(&mut self, err: &std::io::Error, filename: Value, filename2: Value) -> Exc {
        let errno = err.raw_os_error().unwrap_or(libc::EIO);
        let mark = self.mem.temps_mark();
        self.mem.push_temp(filename);
        self.mem.push_temp(filename2);
        let text = self.mem.new_str(&strerror(errno));
        let args = [Value::int(errno as i64), text];
        let e = self.new_exception_args(crate::runtime::errors::os_error_class(errno), &args);
        let slot = self.mem.push_temp(e);
        for (k, name) in FIELDS.iter().enumerate() {
            // Every value is read after the allocations before its store.
            let key = self.intern(name);
            let e = self.mem.temp(slot);
            let v = match k {
                0 => Value::int(errno as i64),
                1 => seq::tuple_get(self.exception_args(e), 1),
                _ => self.mem.temp(mark + k - 2),
            };
            self.mem.instance_set(e, key, v);
        }
        let e = self.mem.temp(slot);
        self.mem.pop_temps(mark);
        self.raise(e)
    }
}
