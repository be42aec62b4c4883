//! The builtins that read and write the program's streams: `print`,
//! `input`, and `open` (refused for now).

use crate::runtime::native::{def, Args, BuiltinDef, Owner::Global};
use crate::runtime::types::TypeId;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use std::io::Write;
use crate::runtime::calls::Calls;

pub const DEFS: &[BuiltinDef] = &[def("print", Global, print), def("input", Global, input), def("open", Global, open)];

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
    let stream = match vm.kwarg(&a, "file") {
        Some(f) if f.is_none() => vm.tables.stdout_obj,
        Some(f) => f,
        None => vm.tables.stdout_obj,
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
    if stream != vm.tables.stdout_obj && stream != vm.tables.stderr_obj {
        // Any object with a write() method, as in CPython.
        let text = vm.mem.new_str(&out);
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
        let _ = self.host.out.write_all(bytes);
    }
}
