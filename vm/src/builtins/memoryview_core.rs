//! The native half of `memoryview` (`_memoryview`): the methods a loop over
//! records calls, `__getitem__` with an int or a slice, `__len__` and
//! `tobytes()`, for views of format 'B' that are not released.
//! `memoryview` itself is a Python class (`vm/lib/__pith_builtins__.py`)
//! that makes these its methods (`install`) and keeps its own as
//! `_slow_<name>`, which every other case calls (other keys, formats,
//! released views, errors), so results and errors are the class's.
//! The view's fields are read by `ops/buffer.rs`, which owns the layout.
//!
//! Must never: hold a view's fields across an allocation or Python code
//! (a slice's bounds may run `__index__`); they are read again after.

use super::class_natives::{call_python_method, fixed_shape, install_class};
use crate::object::bytes::buffer_data;
use crate::object::*;
use crate::ops::buffer::{set_view_shape, view_shape, View};
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::roots::native_class::MEMORYVIEW_CLASS;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

pub const DEFS: &[BuiltinDef] = &[
    def("install", Module("_memoryview"), install),
    def("__getitem__", Module("_memoryview"), getitem),
    def("__len__", Module("_memoryview"), len),
    def("tobytes", Module("_memoryview"), tobytes),
];

/// The fields of a view, in slot order.
const FIELDS: [&str; 8] = ["_obj", "_start", "_step", "_len", "_readonly", "_format", "_released", "_hash"];

/// `install(memoryview)`: the class the native methods serve.
fn install(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let class = install_class(vm, &a, MEMORYVIEW_CLASS)?;
    set_view_shape(fixed_shape(vm, class, &FIELDS));
    Ok(Value::NONE)
}

/// The view `v` when it is one this file serves: installed shape, format
/// 'B', not released.
fn plain_view(v: Value) -> Option<View> {
    let view = View::of(v)?;
    let byte_format = is_type(view.format, TY_STR) && str::as_str(view.format) == "B";
    (byte_format && !view.released).then_some(view)
}

fn slow(vm: &mut Vm, a: &Args, name: &str) -> PyResult<Value> {
    let class = vm.mem.r.native_class(MEMORYVIEW_CLASS);
    call_python_method(vm, class, name, a)
}

/// `view[key]`: an item (int key) or a view of the same memory (slice key).
fn getitem(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.n == 2 && a.nkw == 0 {
        if let Some(v) = try_getitem(vm, &a)? {
            return Ok(v);
        }
    }
    slow(vm, &a, "_slow___getitem__")
}

fn try_getitem(vm: &mut Vm, a: &Args) -> PyResult<Option<Value>> {
    let Some(view) = plain_view(vm.arg(a, 0)) else { return Ok(None) };
    let key = vm.arg(a, 1);
    if key.is_int() {
        let i = key.as_int();
        let i = if i < 0 { i + view.len } else { i };
        if !(0..view.len).contains(&i) {
            return Ok(None);
        }
        let Some(k) = view.offset(i) else { return Ok(None) };
        return Ok(buffer_data(view.obj).map(|d| Value::int(d[k] as i64)));
    }
    if !is_type(key, TY_SLICE) {
        return Ok(None);
    }
    let (start, _, step, n) = vm.slice_indices(key, view.len as usize)?;
    // The slice's bounds may have run Python code: read the view again.
    let Some(view) = plain_view(vm.arg(a, 0)) else { return Ok(None) };
    let sub = View { start: view.start + start * view.step, step: view.step * step, len: n as i64, ..view };
    Ok(make_view(vm, sub))
}

/// A new view with `view`'s fields (not released, no hash yet).
fn make_view(vm: &mut Vm, view: View) -> Option<Value> {
    let shape = view_shape()?;
    let mark = vm.mem.temps_mark();
    vm.mem.push_temp(view.obj);
    vm.mem.push_temp(view.format);
    let v = vm.mem.alloc_values(FIRST_SHAPE_ID + shape, FIELDS.len());
    let (obj, format) = (vm.mem.temp(mark), vm.mem.temp(mark + 1));
    vm.mem.pop_temps(mark);
    let fields = [obj, Value::int(view.start), Value::int(view.step), Value::int(view.len), view.readonly, format, Value::FALSE, Value::NONE];
    for (i, f) in fields.into_iter().enumerate() {
        init_field(v, 1 + i, f);
    }
    Some(v)
}

/// `len(view)`.
fn len(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.n == 1 && a.nkw == 0 {
        if let Some(view) = plain_view(vm.arg(&a, 0)) {
            return Ok(Value::int(view.len));
        }
    }
    slow(vm, &a, "_slow___len__")
}

/// `view.tobytes()` (with no order given).
fn tobytes(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.n == 1 && a.nkw == 0 {
        if let Some(view) = plain_view(vm.arg(&a, 0)) {
            let data = view.bytes();
            return Ok(vm.mem.new_bytes(&data));
        }
    }
    slow(vm, &a, "_slow_tobytes")
}
