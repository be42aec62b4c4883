//! The module `_os`: the file-system and process calls `vm/lib/os` builds
//! `os` and `os.path` on: `listdir`, `mkdir`, `rmdir`, `remove`, `rename`
//! (which replaces, as `os.replace`), `stat` (a tuple in `os.stat_result`'s
//! order, or None for a missing path when asked), `chdir`, `urandom`,
//! `_exit`. Errors are OSError subclasses naming the paths.
//!
//! Must never: hold a borrowed str across an allocation.

use super::file_io::path_arg;
use crate::object::*;
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use std::os::unix::fs::{DirBuilderExt, MetadataExt};

pub const DEFS: &[BuiltinDef] = &[
    def("listdir", Module("_os"), listdir),
    def("mkdir", Module("_os"), mkdir),
    def("rmdir", Module("_os"), rmdir),
    def("remove", Module("_os"), remove),
    def("rename", Module("_os"), rename),
    def("stat", Module("_os"), stat),
    def("chdir", Module("_os"), chdir),
    def("urandom", Module("_os"), urandom),
    def("_exit", Module("_os"), exit_now),
];

/// Runs `op` on the path argument 0, raising its error with that path.
fn on_path(vm: &mut Vm, a: &Args, name: &str, op: impl FnOnce(&std::path::Path) -> std::io::Result<()>) -> PyResult<Value> {
    let p = path_arg(vm, vm.arg(a, 0), name)?;
    match op(&p) {
        Ok(()) => Ok(Value::NONE),
        Err(e) => Err(vm.os_error(&e, vm.arg(a, 0), Value::NONE)),
    }
}

fn listdir(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("listdir", &a, 1, 1)?;
    let as_bytes = !is_type(vm.arg(&a, 0), TY_STR);
    let p = path_arg(vm, vm.arg(&a, 0), "listdir")?;
    let entries = match std::fs::read_dir(&p) {
        Ok(rd) => rd.filter_map(|e| e.ok()).map(|e| e.file_name()).collect::<Vec<_>>(),
        Err(e) => return Err(vm.os_error(&e, vm.arg(&a, 0), Value::NONE)),
    };
    let mark = vm.mem.temps_mark();
    for name in &entries {
        let v = if as_bytes {
            use std::os::unix::ffi::OsStrExt;
            vm.mem.new_bytes(name.as_bytes())
        } else {
            vm.mem.new_str(&name.to_string_lossy())
        };
        vm.mem.push_temp(v);
    }
    let items: Vec<Value> = (0..entries.len()).map(|k| vm.mem.temp(mark + k)).collect();
    let list = vm.mem.list_from_values(&items);
    vm.mem.pop_temps(mark);
    Ok(list)
}

fn mkdir(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("mkdir", &a, 2, 2)?;
    let mode = vm.arg_int(vm.arg(&a, 1), "mode")? as u32;
    on_path(vm, &a, "mkdir", |p| std::fs::DirBuilder::new().mode(mode).create(p))
}

fn rmdir(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("rmdir", &a, 1, 1)?;
    on_path(vm, &a, "rmdir", |p| std::fs::remove_dir(p))
}

fn remove(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("remove", &a, 1, 1)?;
    on_path(vm, &a, "remove", |p| std::fs::remove_file(p))
}

fn rename(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("rename", &a, 2, 2)?;
    let from = path_arg(vm, vm.arg(&a, 0), "rename")?;
    let to = path_arg(vm, vm.arg(&a, 1), "rename")?;
    match std::fs::rename(&from, &to) {
        Ok(()) => Ok(Value::NONE),
        Err(e) => Err(vm.os_error(&e, vm.arg(&a, 0), vm.arg(&a, 1))),
    }
}

/// `stat(path, follow_symlinks, missing_ok)`: `(mode, ino, dev, nlink, uid,
/// gid, size, atime, mtime, ctime)` (times as floats), or None when the path
/// does not exist and `missing_ok`.
fn stat(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("stat", &a, 3, 3)?;
    let p = path_arg(vm, vm.arg(&a, 0), "stat")?;
    let follow = vm.arg(&a, 1) == Value::TRUE;
    let meta = if follow { std::fs::metadata(&p) } else { std::fs::symlink_metadata(&p) };
    let m = match meta {
        Ok(m) => m,
        Err(e) if vm.arg(&a, 2) == Value::TRUE && matches!(e.raw_os_error(), Some(libc::ENOENT) | Some(libc::ENOTDIR)) => return Ok(Value::NONE),
        Err(e) => return Err(vm.os_error(&e, vm.arg(&a, 0), Value::NONE)),
    };
    let time = |s: i64, ns: i64| s as f64 + ns as f64 * 1e-9;
    let ints = [m.mode() as i64, m.ino() as i64, m.dev() as i64, m.nlink() as i64, m.uid() as i64, m.gid() as i64, m.size() as i64];
    let floats = [time(m.atime(), m.atime_nsec()), time(m.mtime(), m.mtime_nsec()), time(m.ctime(), m.ctime_nsec())];
    let mark = vm.mem.temps_mark();
    for n in ints {
        let v = vm.mem.new_int(n);
        vm.mem.push_temp(v);
    }
    for f in floats {
        let v = vm.mem.new_float(f);
        vm.mem.push_temp(v);
    }
    let t = vm.mem.tuple_from_temps(mark, ints.len() + floats.len());
    vm.mem.pop_temps(mark);
    Ok(t)
}

fn chdir(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("chdir", &a, 1, 1)?;
    on_path(vm, &a, "chdir", |p| std::env::set_current_dir(p))
}

fn urandom(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("urandom", &a, 1, 1)?;
    let n = vm.arg_int(vm.arg(&a, 0), "size")?;
    let Ok(n) = usize::try_from(n) else { return Err(vm.value_error("negative argument not allowed")) };
    let mut buf = vec![0u8; n];
    let read = std::fs::File::open("/dev/urandom").and_then(|mut f| std::io::Read::read_exact(&mut f, &mut buf));
    if let Err(e) = read {
        return Err(vm.os_error(&e, Value::NONE, Value::NONE));
    }
    Ok(vm.mem.new_bytes(&buf))
}

/// `os._exit(n)`: ends the process at once (buffered output is lost, as in CPython).
fn exit_now(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("_exit", &a, 1, 1)?;
    let code = vm.arg_int(vm.arg(&a, 0), "status")?;
    std::process::exit(code as i32)
}
