//! The module `_io`: file descriptors for `vm/lib/io.py`, which builds
//! `open()` and the file objects on them.
//!
//! - `open(path, kind, plus)`: a descriptor; `kind` is one of `r w a x`,
//!   `plus` asks for reading and writing. A directory opened for reading
//!   raises IsADirectoryError, as CPython does.
//! - `read(fd, n)`: up to `n` bytes (all that is left when `n` < 0);
//!   `write(fd, data)`: the count written; `seek(fd, offset, whence)`: the
//!   new offset; `truncate(fd, size)`; `close(fd)`; `isatty(fd)`.
//! - `stdin_line()` and `stdin_read(n)`: the process's standard input as
//!   bytes, through the same buffer `input()` reads, so the two interleave.
//!
//! Errors are OSError subclasses with errno and the file name.
//!
//! Must never: hold a borrowed bytes object across an allocation.

use crate::object::*;
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::types::TypeId;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::OpenOptionsExt;
use std::os::unix::io::IntoRawFd;

pub const DEFS: &[BuiltinDef] = &[
    def("open", Module("_io"), open),
    def("read", Module("_io"), read),
    def("write", Module("_io"), write),
    def("seek", Module("_io"), seek),
    def("truncate", Module("_io"), truncate),
    def("close", Module("_io"), close),
    def("isatty", Module("_io"), isatty),
    def("stdin_line", Module("_io"), stdin_line),
    def("stdin_read", Module("_io"), stdin_read),
];

/// A path argument (str or bytes) as the OS takes it.
pub fn path_arg(vm: &mut Vm, v: Value, what: &str) -> PyResult<std::path::PathBuf> {
    if is_type(v, TY_STR) {
        return Ok(std::path::PathBuf::from(str::as_str(v)));
    }
    if let Some(b) = bytes::buffer_data(v) {
        return Ok(std::path::PathBuf::from(std::ffi::OsStr::from_bytes(b)));
    }
    let t = vm.type_name(v);
    Err(vm.type_error(&format!("{}: path should be string, bytes or os.PathLike, not {}", what, t)))
}

fn fd_arg(vm: &mut Vm, a: &Args, i: usize) -> PyResult<i32> {
    let n = vm.arg_int(vm.arg(a, i), "file descriptor")?;
    i32::try_from(n).map_err(|_| vm.raise_new(TypeId::OverflowError, "file descriptor is too large"))
}

/// The last OS error as an OSError without a file name.
fn last_error(vm: &mut Vm) -> crate::runtime::vm::Exc {
    vm.os_error(&std::io::Error::last_os_error(), Value::NONE, Value::NONE)
}

fn open(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("open", &a, 3, 3)?;
    let path = path_arg(vm, vm.arg(&a, 0), "open")?;
    let kind = vm.arg_str(vm.arg(&a, 1), "kind")?;
    let plus = vm.arg(&a, 2) == Value::TRUE;
    let mut options = std::fs::OpenOptions::new();
    options.mode(0o666);
    match kind.as_str() {
        "r" => options.read(true).write(plus),
        "w" => options.write(true).read(plus).create(true).truncate(true),
        "a" => options.append(true).read(plus).create(true),
        "x" => options.write(true).read(plus).create_new(true),
        _ => return Err(vm.value_error("invalid file kind")),
    };
    let file = match options.open(&path) {
        Ok(f) => f,
        Err(e) => return Err(vm.os_error(&e, vm.arg(&a, 0), Value::NONE)),
    };
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        let e = std::io::Error::from_raw_os_error(libc::EISDIR);
        return Err(vm.os_error(&e, vm.arg(&a, 0), Value::NONE));
    }
    Ok(Value::int(file.into_raw_fd() as i64))
}

/// Reads into `buf` until it holds `n` bytes or the file ends (`n` None: to the end).
fn read_fd(fd: i32, n: Option<usize>, buf: &mut Vec<u8>) -> std::io::Result<()> {
    let mut chunk = vec![0u8; n.map_or(1 << 16, |n| n.min(1 << 20)).max(1)];
    loop {
        let want = match n {
            Some(n) if buf.len() >= n => return Ok(()),
            Some(n) => (n - buf.len()).min(chunk.len()),
            None => chunk.len(),
        };
        // SAFETY: `chunk` has room for `want` bytes; read writes at most that.
        let got = unsafe { libc::read(fd, chunk.as_mut_ptr() as *mut libc::c_void, want) };
        if got < 0 {
            let e = std::io::Error::last_os_error();
            if e.kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return Err(e);
        }
        if got == 0 {
            return Ok(());
        }
        buf.extend_from_slice(&chunk[..got as usize]);
    }
}

fn read(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("read", &a, 2, 2)?;
    let fd = fd_arg(vm, &a, 0)?;
    let n = vm.arg_int(vm.arg(&a, 1), "size")?;
    let mut buf = Vec::new();
    if let Err(e) = read_fd(fd, usize::try_from(n).ok(), &mut buf) {
        return Err(vm.os_error(&e, Value::NONE, Value::NONE));
    }
    if crate::runtime::interrupt::pending() {
        return Err(vm.raise_interrupt());
    }
    Ok(vm.mem.new_bytes(&buf))
}

fn write(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("write", &a, 2, 2)?;
    let fd = fd_arg(vm, &a, 0)?;
    let copied;
    let data = match bytes::buffer_data(vm.arg(&a, 1)) {
        Some(d) => d,
        None => {
            copied = vm.bytes_like_arg(vm.arg(&a, 1))?;
            &copied[..]
        }
    };
    let mut done = 0;
    while done < data.len() {
        // SAFETY: writes from the bytes object's data, which no allocation
        // can move during the call (none happens in this loop).
        let n = unsafe { libc::write(fd, data[done..].as_ptr() as *const libc::c_void, data.len() - done) };
        if n < 0 {
            if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return Err(last_error(vm));
        }
        done += n as usize;
    }
    Ok(Value::int(done as i64))
}

fn seek(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("seek", &a, 3, 3)?;
    let fd = fd_arg(vm, &a, 0)?;
    let offset = vm.arg_int(vm.arg(&a, 1), "offset")?;
    let whence = match vm.arg_int(vm.arg(&a, 2), "whence")? {
        0 => libc::SEEK_SET,
        1 => libc::SEEK_CUR,
        2 => libc::SEEK_END,
        w => return Err(vm.value_error(&format!("invalid whence ({}, should be 0, 1 or 2)", w))),
    };
    // SAFETY: lseek has no memory effects.
    let at = unsafe { libc::lseek(fd, offset as libc::off_t, whence) };
    if at < 0 {
        return Err(last_error(vm));
    }
    Ok(Value::int(at as i64))
}

fn truncate(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("truncate", &a, 2, 2)?;
    let fd = fd_arg(vm, &a, 0)?;
    let size = vm.arg_int(vm.arg(&a, 1), "size")?;
    if size < 0 {
        return Err(vm.value_error(&format!("negative size value {}", size)));
    }
    // SAFETY: ftruncate has no memory effects.
    if unsafe { libc::ftruncate(fd, size as libc::off_t) } < 0 {
        return Err(last_error(vm));
    }
    Ok(Value::int(size))
}

fn close(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("close", &a, 1, 1)?;
    let fd = fd_arg(vm, &a, 0)?;
    // SAFETY: closing a descriptor has no memory effects in this process.
    if unsafe { libc::close(fd) } < 0 {
        return Err(last_error(vm));
    }
    Ok(Value::NONE)
}

fn isatty(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("isatty", &a, 1, 1)?;
    let fd = fd_arg(vm, &a, 0)?;
    // SAFETY: isatty has no memory effects.
    Ok(Value::bool(unsafe { libc::isatty(fd) } == 1))
}

/// One line of standard input with its newline (empty at the end).
fn stdin_line(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("stdin_line", &a, 0, 0)?;
    vm.flush_stdout();
    match vm.read_stdin_line() {
        Ok(Some(bytes)) => Ok(vm.mem.new_bytes(&bytes)),
        Ok(None) => Err(vm.raise_interrupt()),
        Err(e) => Err(vm.os_error(&e, Value::NONE, Value::NONE)),
    }
}

/// Up to `n` bytes of standard input (all that is left when `n` < 0).
fn stdin_read(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("stdin_read", &a, 1, 1)?;
    let n = vm.arg_int(vm.arg(&a, 0), "size")?;
    vm.flush_stdout();
    match vm.read_stdin_bytes(usize::try_from(n).ok()) {
        Ok(Some(bytes)) => Ok(vm.mem.new_bytes(&bytes)),
        Ok(None) => Err(vm.raise_interrupt()),
        Err(e) => Err(vm.os_error(&e, Value::NONE, Value::NONE)),
    }
}
