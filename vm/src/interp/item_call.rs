//! `obj[key]` where `obj` is an instance of a class whose `__getitem__` is
//! a Python function (a user container, `memoryview`): the method runs as
//! a call frame of the `GetItem`, whose result lands in its destination
//! register when the frame returns, as a Python call does. So the JIT
//! inlines it like a method call (`trace/recorder`), a hot `__getitem__`
//! gets a function trace, and the call costs a frame, not a nested
//! interpreter.
//!
//! This module only decides what to call; `ops/index.rs` owns the lookup
//! it mirrors (`dunder_item`), which everything else still takes.
//!
//! Must never: take an instance of a class derived from a builtin type
//! (its builtin value may answer the subscript, `item_of_builtin_value`).

use super::Called;
use crate::object::*;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

impl Vm {
    /// The Python function `obj[key]` calls with `(obj, key)`, when `obj`
    /// is a plain instance whose class's `__getitem__` is one.
    pub fn item_call(&mut self, obj: Value) -> Option<Value> {
        if !is_instance_obj(obj) || self.builtin_view(obj) != obj {
            return None;
        }
        let cls = self.mem.instance_class(obj);
        let name = self.names.getitem;
        self.lookup_type(cls, name).filter(|f| is_type(*f, TY_FUNCTION))
    }

    /// `obj[key]` for `GetItem`: the value, or the frame of `__getitem__`
    /// started past the caller's registers (which end at stack slot
    /// `frame_top`), its result for slot `ret`.
    pub(super) fn get_item_or_call(&mut self, obj: Value, key: Value, frame_top: usize, ret: usize) -> PyResult<Called> {
        let Some(f) = self.item_call(obj) else { return self.get_item(obj, key).map(Called::Value) };
        let start = frame_top + 1;
        if self.mem.r.stack.len() < start + 2 {
            self.mem.r.stack.resize(start + 2, Value::EMPTY);
        }
        self.mem.r.stack[start - 1] = f;
        self.mem.r.stack[start] = obj;
        self.mem.r.stack[start + 1] = key;
        self.call_at(f, start, 2, Value::EMPTY, 0, ret, false)
    }
}
