//! The buffer protocol, as far as pith has one: the bytes of a bytes-like
//! value — bytes, bytearray, an instance of a class derived from them, or a
//! `memoryview` (`vm/lib/__pith_builtins__.py`, a Python class whose view is
//! `_obj[_start :: _step]`, `_len` items) — for native code that takes
//! "a bytes-like object" (`bytes.join`, `struct`, `hashlib`, `zlib`,
//! `binascii`, files and streams, ...).
//!
//! Must never: hand out a borrowed slice (the data of a view is gathered
//! into a copy, and the heap may move objects at the next allocation).

use crate::object::bytes::buffer_data;
use crate::object::shape::ShapeId;
use crate::object::*;
use crate::runtime::roots::native_class;
use std::cell::Cell;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

impl Vm {
    /// The bytes of the bytes-like `v` (copied), or `None` if it is not one.
    /// A released memoryview raises ValueError, as in CPython.
    pub fn bytes_like(&mut self, v: Value) -> PyResult<Option<Vec<u8>>> {
        let view = self.builtin_view(v);
        if let Some(d) = buffer_data(view) {
            return Ok(Some(d.to_vec()));
        }
        self.memoryview_data(v)
    }

    /// The bytes a memoryview `v` sees (copied); `None` if `v` is not one.
    pub fn memoryview_data(&mut self, v: Value) -> PyResult<Option<Vec<u8>>> {
        let Some(view) = self.memoryview_fields(v) else { return Ok(None) };
        if view.released {
            return Err(self.value_error("operation forbidden on released memoryview object"));
        }
        Ok(Some(view.bytes()))
    }

    /// The fields of memoryview `v`, or None if it is not one (or its
    /// fields are not what `memoryview` makes).
    pub fn memoryview_fields(&mut self, v: Value) -> Option<View> {
        if !self.is_memoryview(v) {
            return None;
        }
        if let Some(view) = View::of(v) {
            return Some(view);
        }
        let mut get = |name: &str| {
            let n = self.intern(name);
            self.mem.instance_get(v, n).unwrap_or(Value::NONE)
        };
        let fields = [get("_obj"), get("_start"), get("_step"), get("_len"), get("_readonly"), get("_format"), get("_released")];
        View::from_fields(fields)
    }

    /// The bytes of the bytes-like argument `v` (copied), or CPython's
    /// TypeError naming its type.
    pub fn bytes_like_arg(&mut self, v: Value) -> PyResult<Vec<u8>> {
        match self.bytes_like(v)? {
            Some(d) => Ok(d),
            None => {
                let t = self.type_name(v);
                Err(self.type_error(&format!("a bytes-like object is required, not '{}'", t)))
            }
        }
    }

    /// Is `v` a `memoryview` (the class of `__pith_builtins__`, which cannot
    /// be subclassed; none exists before that module is loaded)?
    fn is_memoryview(&self, v: Value) -> bool {
        is_instance_obj(v) && self.mem.instance_class(v) == self.mem.r.native_class(native_class::MEMORYVIEW_CLASS)
    }
}

thread_local! {
    /// The shape of the views `memoryview` makes (`_obj _start _step _len
    /// _readonly _format _released _hash` in slots 1-8), once installed.
    static VIEW_SHAPE: Cell<Option<ShapeId>> = const { Cell::new(None) };
}

/// The shape views are made with (`builtins/memoryview_core.rs` sets it).
pub fn set_view_shape(shape: ShapeId) {
    VIEW_SHAPE.with(|s| s.set(Some(shape)));
}

pub fn view_shape() -> Option<ShapeId> {
    VIEW_SHAPE.with(|s| s.get())
}

/// A one-dimensional view: `len` items of `obj` (a bytes or bytearray)
/// from `start`, `step` apart.
#[derive(Clone, Copy)]
pub struct View {
    pub obj: Value,
    pub start: i64,
    pub step: i64,
    pub len: i64,
    pub readonly: Value,
    pub format: Value,
    pub released: bool,
}

impl View {
    /// The fields of a view of the installed shape.
    pub fn of(v: Value) -> Option<View> {
        let shape = view_shape()?;
        if !is_type(v, FIRST_SHAPE_ID + shape) {
            return None;
        }
        View::from_fields([field(v, 1), field(v, 2), field(v, 3), field(v, 4), field(v, 5), field(v, 6), field(v, 7)])
    }

    fn from_fields([obj, start, step, len, readonly, format, released]: [Value; 7]) -> Option<View> {
        if !(start.is_int() && step.is_int() && len.is_int()) || buffer_data(obj).is_none() {
            return None;
        }
        Some(View { obj, start: start.as_int(), step: step.as_int(), len: len.as_int().max(0), readonly, format, released: released == Value::TRUE })
    }

    /// The offset in `obj` of item `i` (0 <= i < len), if `obj` still has it.
    pub fn offset(&self, i: i64) -> Option<usize> {
        let k = usize::try_from(self.start + i * self.step).ok()?;
        (k < buffer_data(self.obj)?.len()).then_some(k)
    }

    /// The bytes the view sees (copied); those still there when `obj` (a
    /// bytearray) has shrunk under it.
    pub fn bytes(&self) -> Vec<u8> {
        let data = buffer_data(self.obj).unwrap_or_default();
        if self.step == 1 {
            let start = (self.start.max(0) as usize).min(data.len());
            let end = start.saturating_add(self.len as usize).min(data.len());
            return data[start..end].to_vec();
        }
        (0..self.len).map_while(|i| self.offset(i).map(|k| data[k])).collect()
    }
}
