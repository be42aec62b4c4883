//! `for line in f` over files, natively: `__next__` of io.py's text files
//! (`TextIOWrapper`, module `_io_text`) and binary files (`_BinaryFile`,
//! module `_io_binary`) when the next line is whole in the file's read
//! buffer. io.py makes these the classes' `__next__` (`install`; the
//! binary one serves `_BinaryFile`'s subclasses too) and keeps
//! its own as `_slow___next__`, which every other case calls: a buffer to
//! refill, text that needs newline translation (`_plain` false) or is not
//! ASCII, the end of the file, errors. So lines and errors are io.py's.
//!
//! The attributes read, as io.py's classes keep them: a text file's
//! decoded buffer `_text` with the read position `_tpos` (characters) and
//! `_plain` (lines end at "\n" and need no translation); a binary file's
//! buffer `_rbuf` (bytes) with the position `_rpos`.
//!
//! Must never: keep a buffer's bytes across an allocation (a line is
//! copied out before its object is made).

use super::class_natives::{call_python_method, install_class, slots_of};
use crate::object::class::instance_shape;
use crate::object::shape::ShapeId;
use crate::object::*;
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::roots::native_class::{BINARY_FILE_CLASS, TEXT_FILE_CLASS};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use std::cell::Cell;

pub const DEFS: &[BuiltinDef] = &[
    def("install", Module("_io_text"), install_text),
    def("__next__", Module("_io_text"), text_next),
    def("install", Module("_io_binary"), install_binary),
    def("__next__", Module("_io_binary"), binary_next),
];

/// One file class's layout: where its buffer, position and (for text)
/// plain flag are, for the last shape seen.
#[derive(Clone, Copy)]
struct Layout {
    shape: ShapeId,
    slots: [usize; 3],
}

/// How a class keeps its read buffer.
struct Source {
    class: usize,
    attrs: &'static [&'static str],
    names: &'static std::thread::LocalKey<Cell<Option<[Value; 3]>>>,
    layout: &'static std::thread::LocalKey<Cell<Option<Layout>>>,
}

thread_local! {
    static TEXT_NAMES: Cell<Option<[Value; 3]>> = const { Cell::new(None) };
    static TEXT_LAYOUT: Cell<Option<Layout>> = const { Cell::new(None) };
    static BINARY_NAMES: Cell<Option<[Value; 3]>> = const { Cell::new(None) };
    static BINARY_LAYOUT: Cell<Option<Layout>> = const { Cell::new(None) };
}

static TEXT: Source = Source { class: TEXT_FILE_CLASS, attrs: &["_text", "_tpos", "_plain"], names: &TEXT_NAMES, layout: &TEXT_LAYOUT };
static BINARY: Source = Source { class: BINARY_FILE_CLASS, attrs: &["_rbuf", "_rpos"], names: &BINARY_NAMES, layout: &BINARY_LAYOUT };

fn install_text(vm: &mut Vm, a: Args) -> PyResult<Value> {
    install(vm, a, &TEXT)
}

fn install_binary(vm: &mut Vm, a: Args) -> PyResult<Value> {
    install(vm, a, &BINARY)
}

/// `install(cls)`: the class whose `__next__` this is.
fn install(vm: &mut Vm, a: Args, source: &Source) -> PyResult<Value> {
    install_class(vm, &a, source.class)?;
    // A binary file reads two attributes: its third name repeats its last.
    let mut names = [Value::NONE; 3];
    for (k, n) in names.iter_mut().enumerate() {
        *n = vm.intern(source.attrs.get(k).or(source.attrs.last()).copied().unwrap_or("_"));
    }
    source.names.with(|c| c.set(Some(names)));
    source.layout.with(|c| c.set(None));
    Ok(Value::NONE)
}

/// Where `f` (an instance of the source's class) keeps the attributes.
fn layout(vm: &Vm, f: Value, source: &Source) -> Option<Layout> {
    // Subclasses too (BufferedReader and the rest are _BinaryFile's): the
    // fast path reads only the buffer, and a `readline` of their own is
    // what the slow path calls.
    if !is_instance_obj(f) || !class::is_subclass(vm.mem.instance_class(f), vm.mem.r.native_class(source.class)) {
        return None;
    }
    let shape = instance_shape(f);
    if let Some(l) = source.layout.with(|c| c.get()).filter(|l| l.shape == shape) {
        return Some(l);
    }
    let names = source.names.with(|c| c.get())?;
    let slots = slots_of(vm, shape, &names)?;
    let l = Layout { shape, slots };
    source.layout.with(|c| c.set(Some(l)));
    Some(l)
}

/// The next line, when `f`'s buffer holds a whole one from its position.
fn next_line(vm: &mut Vm, f: Value, source: &Source) -> Option<Value> {
    let l = layout(vm, f, source)?;
    let get = |k: usize| vm.mem.instance_slot(f, l.shape, l.slots[k]);
    let (buf, pos) = (get(0), get(1));
    let text = is_type(buf, TY_STR);
    if text && (get(2) != Value::TRUE || !str::is_ascii(buf)) {
        return None;
    }
    let bytes = if text { str::as_str(buf).as_bytes() } else { bytes::buffer_data(buf).filter(|_| is_type(buf, TY_BYTES))? };
    let start = usize::try_from(pos.as_int()).ok().filter(|_| pos.is_int())?;
    let end = start + memchr::memchr(b'\n', bytes.get(start..)?)? + 1;
    // Copied out of the buffer before the line's object is made.
    let line = bytes[start..end].to_vec();
    let name = source.names.with(|c| c.get())?[1];
    vm.mem.instance_set(f, name, Value::int(end as i64));
    Some(if text {
        // ASCII bytes are UTF-8.
        vm.mem.new_str(std::str::from_utf8(&line).ok()?)
    } else {
        vm.mem.new_bytes(&line)
    })
}

fn text_next(vm: &mut Vm, a: Args) -> PyResult<Value> {
    file_next(vm, a, &TEXT)
}

fn binary_next(vm: &mut Vm, a: Args) -> PyResult<Value> {
    file_next(vm, a, &BINARY)
}

fn file_next(vm: &mut Vm, a: Args, source: &Source) -> PyResult<Value> {
    if a.n == 1 && a.nkw == 0 {
        if let Some(line) = next_line(vm, vm.arg(&a, 0), source) {
            return Ok(line);
        }
    }
    let class = vm.mem.r.native_class(source.class);
    call_python_method(vm, class, "_slow___next__", &a)
}
