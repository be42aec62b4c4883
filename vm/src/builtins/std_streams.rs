//! The standard streams. `sys.stdout` and `sys.stderr` are the VM's own
//! objects (print writes to them without a call): their methods, and their
//! attributes as properties of their type (`buffer` is `io`'s binary view
//! of the same stream). `sys.stdin` is made by `io` on first use
//! (`make_stdin`, which the `sys` module's `__getattr__` calls). `_io.std_write` writes bytes in order
//! with what print wrote.
//!
//! Must never: write to stderr without flushing stdout first (the two
//! interleave as the program wrote them).

use crate::object::*;
use crate::runtime::calls::Calls;
use crate::runtime::native::{def, Args, BuiltinDef, Owner};
use crate::runtime::types::TypeId;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

const T: Owner = Owner::Type(TypeId::TextIO);
const G: Owner = Owner::Module("_std_streams");

pub const DEFS: &[BuiltinDef] = &[
    def("write", T, write),
    def("flush", T, flush),
    def("writelines", T, writelines),
    def("fileno", T, fileno),
    def("isatty", T, isatty),
    def("read", T, not_readable),
    def("readline", T, not_readable),
    def("readlines", T, not_readable),
    def("readable", T, no),
    def("seekable", T, no),
    def("writable", T, yes),
    def("name", G, name),
    def("mode", G, mode),
    def("encoding", G, encoding),
    def("errors", G, errors),
    def("closed", G, no),
    def("line_buffering", G, no),
    def("buffer", G, buffer),
    def("std_write", Owner::Module("_io"), std_write),
];

/// The attributes (`G` above) become properties of the streams' type.
pub fn init_class(vm: &mut Vm) {
    let module = super::modules::get_or_make_module(vm, "_std_streams");
    let slot = vm.mem.push_temp(module);
    for name in ["name", "mode", "encoding", "errors", "closed", "line_buffering", "buffer"] {
        let key = vm.intern(name);
        let Some(getter) = dict::dict_get_str(field(vm.mem.temp(slot), 2), key) else { continue };
        let prop = vm.mem.new_object(TY_PROPERTY, &[getter, Value::NONE, Value::NONE, Value::NONE]);
        let d = class::class_dict(vm.ty(TypeId::TextIO));
        vm.mem.dict_set_str(d, key, prop);
    }
    vm.mem.pop_temps(slot);
}

fn is_stderr(vm: &Vm, stream: Value) -> bool {
    stream == vm.tables.stderr_obj
}

impl Vm {
    /// Writes to `sys.stdout` (buffered) or `sys.stderr` (after flushing stdout, so the two interleave as written).
    pub fn write_stream(&mut self, stream: Value, text: &str) {
        if is_stderr(self, stream) {
            self.flush_stdout();
            eprint!("{}", text);
        } else {
            self.write_stdout(text.as_bytes());
        }
    }

    /// `sys.stdout` as the program has it now (it may have replaced it).
    pub fn sys_stdout(&mut self) -> Value {
        let (sys, name) = (self.names.sys, self.names.stdout);
        dict::dict_get_str(self.mem.r.modules, sys).and_then(|m| dict::dict_get_str(field(m, 2), name)).unwrap_or(self.tables.stdout_obj)
    }
}

/// `sys.stdout.write(s)` / `sys.stderr.write(s)`: returns the number of characters.
fn write(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("write", &a, 2, 2)?;
    let s = vm.arg(&a, 1);
    if !is_type(s, TY_STR) {
        let t = vm.type_name(s);
        return Err(vm.type_error(&format!("write() argument must be str, not {}", t)));
    }
    let text = str::as_str(s).to_string();
    vm.write_stream(vm.arg(&a, 0), &text);
    Ok(Value::int(str::char_len(s) as i64))
}

fn flush(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("flush", &a, 1, 1)?;
    vm.flush_stdout();
    Ok(Value::NONE)
}

fn writelines(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("writelines", &a, 2, 2)?;
    let it = vm.get_iter(vm.arg(&a, 1))?;
    let slot = vm.mem.push_temp(it);
    let result = loop {
        match vm.iter_next(vm.mem.temp(slot)) {
            Ok(Some(s)) if is_type(s, TY_STR) => {
                let text = str::as_str(s).to_string();
                vm.write_stream(vm.arg(&a, 0), &text);
            }
            Ok(Some(s)) => {
                let t = vm.type_name(s);
                break Err(vm.type_error(&format!("write() argument must be str, not {}", t)));
            }
            Ok(None) => break Ok(Value::NONE),
            Err(e) => break Err(e),
        }
    };
    vm.mem.pop_temps(slot);
    result
}

fn fd_of(vm: &Vm, stream: Value) -> i32 {
    if is_stderr(vm, stream) { 2 } else { 1 }
}

fn fileno(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("fileno", &a, 1, 1)?;
    Ok(Value::int(fd_of(vm, vm.arg(&a, 0)) as i64))
}

fn isatty(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("isatty", &a, 1, 1)?;
    // SAFETY: isatty has no memory effects.
    Ok(Value::bool(unsafe { libc::isatty(fd_of(vm, vm.arg(&a, 0))) } == 1))
}

/// `sys.stdout.read()`: `io.UnsupportedOperation: not readable`.
fn not_readable(vm: &mut Vm, _a: Args) -> PyResult<Value> {
    let io = vm.import_dotted("io")?;
    let name = vm.intern("UnsupportedOperation");
    let cls = vm.get_attr(io, name)?;
    let msg = vm.mem.new_str("not readable");
    let e = vm.call_value(cls, &[msg])?;
    Err(vm.raise(e))
}

fn no(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("readable", &a, 1, 1)?;
    Ok(Value::FALSE)
}

fn yes(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("writable", &a, 1, 1)?;
    Ok(Value::TRUE)
}

fn name(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let n = if is_stderr(vm, vm.arg(&a, 0)) { "<stderr>" } else { "<stdout>" };
    Ok(vm.intern(n))
}

fn mode(vm: &mut Vm, _a: Args) -> PyResult<Value> {
    Ok(vm.intern("w"))
}

fn encoding(vm: &mut Vm, _a: Args) -> PyResult<Value> {
    Ok(vm.intern("utf-8"))
}

fn errors(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let e = if is_stderr(vm, vm.arg(&a, 0)) { "backslashreplace" } else { "strict" };
    Ok(vm.intern(e))
}

/// `sys.stdout.buffer`: `io._std_buffer(fd)`.
fn buffer(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let fd = fd_of(vm, vm.arg(&a, 0));
    let io = vm.import_dotted("io")?;
    let name = vm.intern("_std_buffer");
    let f = vm.get_attr(io, name)?;
    vm.call_value(f, &[Value::int(fd as i64)])
}

/// `sys.stdin` (and `__stdin__`), made on first use by `io` and kept in
/// the `sys` module (the sys module's `__getattr__` asks for it).
pub fn make_stdin(vm: &mut Vm) -> PyResult<Value> {
    let io = vm.import_dotted("io")?;
    let make = vm.intern("_make_stdin");
    let f = vm.get_attr(io, make)?;
    let stdin = vm.call_value(f, &[])?;
    let slot = vm.mem.push_temp(stdin);
    for key in ["stdin", "__stdin__"] {
        super::modules::set_value(vm, "sys", key, vm.mem.temp(slot));
    }
    let stdin = vm.mem.temp(slot);
    vm.mem.pop_temps(slot);
    Ok(stdin)
}

/// `_io.std_write(fd, data)`: bytes to stdout (1, buffered in order with
/// print) or stderr (2); empty data flushes.
fn std_write(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("std_write", &a, 2, 2)?;
    let fd = vm.arg(&a, 0);
    let data = vm.bytes_like_arg(vm.arg(&a, 1))?;
    if fd == Value::int(2) {
        use std::io::Write;
        vm.flush_stdout();
        let _ = std::io::stderr().write_all(&data);
    } else if data.is_empty() {
        vm.flush_stdout();
    } else {
        vm.write_stdout(&data);
    }
    Ok(Value::int(data.len() as i64))
}
