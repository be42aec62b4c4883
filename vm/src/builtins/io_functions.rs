//! The builtins that read and write the program's streams: `print`,
//! `input`, and `open` (which is `io.open`, written in Python).

use crate::runtime::native::{def, Args, BuiltinDef, Owner::Global};
use crate::runtime::types::TypeId;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use std::io::Write;
use crate::runtime::calls::Calls;

pub const DEFS: &[BuiltinDef] = &[def("print", Global, print), def("input", Global, input), def("open", Global, open)];

/// `open(...)`: `io.open` with the same arguments.
fn open(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let io = vm.import_dotted("io")?;
    let name = vm.intern("open");
    let f = vm.get_attr(io, name)?;
    // The arguments are re-read from the stack after the allocations above.
    let args: Vec<Value> = (0..a.n).map(|i| vm.arg(&a, i)).collect();
    if a.nkw == 0 {
        vm.call_value(f, &args)
    } else {
        vm.call_value_kw(f, &args, a.kwnames)
    }
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
    Ok(vm.mem.new_str(&line))
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
    let flush = match vm.kwarg(&a, "flush") {
        Some(f) => vm.truthy(f)?,
        None => false,
    };
    let stream = match vm.kwarg(&a, "file") {
        Some(f) if !f.is_none() => f,
        _ => vm.sys_stdout(),
    };
    if stream != vm.tables.stdout_obj && stream != vm.tables.stderr_obj {
        let slot = vm.mem.push_temp(stream);
        let r = print_to_object(vm, &a, slot, &sep, &end, flush);
        vm.mem.pop_temps(slot);
        return r;
    }
    // One of the VM's own streams (old space: converting the arguments
    // cannot move it), taken before the conversions as CPython takes it.
    let mut out = String::new();
    for i in 0..a.npos() {
        if i > 0 {
            out.push_str(&sep);
        }
        let v = vm.arg(&a, i);
        vm.str_into(v, &mut out)?;
    }
    out.push_str(&end);
    vm.write_stream(stream, &out);
    if flush {
        vm.flush_stdout();
    }
    Ok(Value::NONE)
}

/// `print(..., file=f)` for any object with a `write` method (the stream is
/// in temporary `slot`): one call per piece (each argument's str, each
/// separator, the end), then `flush()` when asked, as CPython makes them.
fn print_to_object(vm: &mut Vm, a: &Args, slot: usize, sep: &str, end: &str, flush: bool) -> PyResult<Value> {
    let write = |vm: &mut Vm, text: &str| -> PyResult<()> {
        let s = vm.mem.new_str(text);
        vm.call_method(vm.mem.temp(slot), "write", &[s]).map(|_| ())
    };
    for i in 0..a.npos() {
        if i > 0 {
            write(vm, sep)?;
        }
        let mut piece = String::new();
        vm.str_into(vm.arg(a, i), &mut piece)?;
        write(vm, &piece)?;
    }
    write(vm, end)?;
    if flush {
        vm.call_method(vm.mem.temp(slot), "flush", &[])?;
    }
    Ok(Value::NONE)
}

impl Vm {
    /// Writes program output (buffered; flushed at exit and before stderr output).
    pub fn write_stdout(&mut self, bytes: &[u8]) {
        let _ = self.host.out.write_all(bytes);
    }
}
