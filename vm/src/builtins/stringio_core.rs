//! The native half of `io.StringIO` (`_stringio`): the two methods a loop
//! over text in memory calls per line, `__next__` (the next line of ASCII
//! text) and `write` (a str appended at the end). `vm/lib/io.py`'s
//! StringIO makes these its methods (`install`) and keeps its own as
//! `_slow_<name>`, which every other case calls (non-ASCII text, text
//! still in chunks, a position not at the end, a closed file, the last
//! line), so results and errors are io.py's.
//!
//! The instance's attributes, as `StringIO.__init__` sets them: `_chunks`
//! (a list of strs whose concatenation is the text), `_len` (the text's
//! length), `_value` (the joined text, or None), `_pos` (a character
//! offset) and `closed`.
//!
//! Must never: keep a str's bytes across an allocation (a line is copied
//! out before the new str is made).

use super::class_natives::{call_python_method, fixed_shape, install_class};
use crate::object::*;
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::roots::native_class::STRINGIO_CLASS;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use std::cell::Cell;

pub const DEFS: &[BuiltinDef] = &[
    def("install", Module("_stringio"), install),
    def("__next__", Module("_stringio"), next),
    def("write", Module("_stringio"), write),
];

const FIELDS: [&str; 5] = ["_chunks", "_len", "_value", "_pos", "closed"];
const CHUNKS: usize = 1;
const LEN: usize = 2;
const VALUE: usize = 3;
const POS: usize = 4;
const CLOSED: usize = 5;

thread_local! {
    /// The shape of a StringIO made by io.py, once installed.
    static SHAPE: Cell<Option<u32>> = const { Cell::new(None) };
}

/// `install(StringIO)`: the class the native methods serve.
fn install(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let class = install_class(vm, &a, STRINGIO_CLASS)?;
    let shape = fixed_shape(vm, class, &FIELDS);
    SHAPE.with(|s| s.set(Some(shape)));
    Ok(Value::NONE)
}

/// `s` when it is a StringIO of the installed shape that is not closed.
fn open_stringio(s: Value) -> Option<Value> {
    let shape = SHAPE.with(|c| c.get())?;
    (is_type(s, FIRST_SHAPE_ID + shape) && field(s, CLOSED) == Value::FALSE).then_some(s)
}

fn slow(vm: &mut Vm, a: &Args, name: &str) -> PyResult<Value> {
    let class = vm.mem.r.native_class(STRINGIO_CLASS);
    call_python_method(vm, class, name, a)
}

/// `next(f)`: the next line.
fn next(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.n == 1 && a.nkw == 0 {
        if let Some(line) = try_next(vm, vm.arg(&a, 0)) {
            return Ok(line);
        }
    }
    slow(vm, &a, "_slow___next__")
}

/// The next line when the text is one ASCII str (`_value`, the only
/// chunk) and one is left.
fn try_next(vm: &mut Vm, f: Value) -> Option<Value> {
    let f = open_stringio(f)?;
    let (chunks, text, pos) = (field(f, CHUNKS), field(f, VALUE), field(f, POS));
    let one_chunk = is_type(chunks, TY_LIST) && seq::list_len(chunks) == 1 && seq::list_get(chunks, 0) == text;
    if !one_chunk || !is_type(text, TY_STR) || !str::is_ascii(text) || !pos.is_int() {
        return None;
    }
    let bytes = str::as_str(text).as_bytes();
    let start = usize::try_from(pos.as_int()).ok().filter(|p| *p < bytes.len())?;
    let end = memchr::memchr(b'\n', &bytes[start..]).map_or(bytes.len(), |i| start + i + 1);
    // Copied out of the heap str before the line is made.
    let line = str::as_str(text)[start..end].to_string();
    vm.mem.set_field(f, POS, Value::int(end as i64));
    Some(vm.mem.new_str(&line))
}

/// `f.write(s)`: the length of `s`.
fn write(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.n == 2 && a.nkw == 0 {
        if let Some(n) = try_write(vm, vm.arg(&a, 0), vm.arg(&a, 1)) {
            return Ok(n);
        }
    }
    slow(vm, &a, "_slow_write")
}

/// A str written at the end of the text: appended as a chunk.
fn try_write(vm: &mut Vm, f: Value, s: Value) -> Option<Value> {
    let f = open_stringio(f)?;
    let (chunks, len, pos) = (field(f, CHUNKS), field(f, LEN), field(f, POS));
    if !is_type(s, TY_STR) || !is_type(chunks, TY_LIST) || !len.is_int() || pos != len {
        return None;
    }
    let n = str::char_len(s) as i64;
    let total = Value::try_int(len.as_int().checked_add(n)?)?;
    // The append may allocate (a longer array): `f` is read again after.
    let mark = vm.mem.temps_mark();
    vm.mem.push_temp(f);
    vm.mem.list_append(chunks, s);
    let f = vm.mem.temp(mark);
    vm.mem.pop_temps(mark);
    vm.mem.set_field(f, VALUE, Value::NONE);
    vm.mem.set_field(f, LEN, total);
    vm.mem.set_field(f, POS, total);
    Some(Value::int(n))
}
