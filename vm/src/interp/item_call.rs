//! `obj[key]` and `obj[key] = value` where `obj` is an instance of a class
//! whose `__getitem__` / `__setitem__` is a Python function (a user
//! container, `memoryview`): the method runs as a call frame of the
//! `GetItem` (its result lands in the destination register when the frame
//! returns, as a Python call's does) or of the `SetItem` (its result goes
//! to the slot past the caller's registers, unused). So the JIT inlines it
//! like a method call (`trace/recorder`), a hot one gets a function trace,
//! and the call costs a frame, not a nested interpreter.
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
    /// The Python function `obj[key]` calls with `(obj, key)` (`store`:
    /// `obj[key] = v` with `(obj, key, v)`), when `obj` is a plain instance
    /// whose class's `__getitem__` (`__setitem__`) is one.
    pub fn item_call(&mut self, obj: Value, store: bool) -> Option<Value> {
        if !is_instance_obj(obj) || self.builtin_view(obj) != obj {
            return None;
        }
        let cls = self.mem.instance_class(obj);
        let name = if store { self.names.setitem } else { self.names.getitem };
        self.lookup_type(cls, name).filter(|f| is_type(*f, TY_FUNCTION))
    }

    /// `obj[key]` for `GetItem`: the value, or the frame of `__getitem__`
    /// started past the caller's registers (which end at stack slot
    /// `frame_top`), its result for slot `ret`.
    pub(super) fn get_item_or_call(&mut self, obj: Value, key: Value, frame_top: usize, ret: usize) -> PyResult<Called> {
        let Some(f) = self.item_call(obj, false) else { return self.get_item(obj, key).map(Called::Value) };
        self.call_past_frame(f, &[obj, key], frame_top, ret)
    }

    /// `obj[key] = value` for `SetItem`: done, or the frame of
    /// `__setitem__` started past the caller's registers (which end at
    /// stack slot `frame_top`), its result for the slot past them.
    pub(super) fn set_item_or_call(&mut self, obj: Value, key: Value, value: Value, frame_top: usize) -> PyResult<Called> {
        let Some(f) = self.item_call(obj, true) else { return self.set_item(obj, key, value).map(|_| Called::Value(Value::NONE)) };
        self.call_past_frame(f, &[obj, key, value], frame_top, frame_top)
    }

    /// Calls `f(args)` as a frame whose function sits in the slot past the
    /// caller's registers and whose arguments follow it; the result goes to
    /// slot `ret`. The stack goes back to its length before the call when
    /// the call ends (the result's slot kept). It may not shrink below it:
    /// a frame that called the running one in place can have registers
    /// past the running one's, dead during the call but in use after it.
    pub(super) fn call_past_frame(&mut self, f: Value, args: &[Value], frame_top: usize, ret: usize) -> PyResult<Called> {
        let old_len = self.mem.r.stack.len();
        let start = frame_top + 1;
        if old_len < start + args.len() {
            self.mem.r.stack.resize(start + args.len(), Value::EMPTY);
        }
        self.mem.r.stack[start - 1] = f;
        self.mem.r.stack[start..start + args.len()].copy_from_slice(args);
        match self.call_at(f, start, args.len(), Value::EMPTY, 0, ret, false) {
            Ok(Called::Frame) => {
                self.frame_mut().saved_len = old_len.max(ret + 1);
                Ok(Called::Frame)
            }
            other => {
                self.mem.r.stack.truncate(old_len.max(ret + 1));
                other
            }
        }
    }
}
