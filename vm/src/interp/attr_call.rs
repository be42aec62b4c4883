//! `obj.name` computed by Python code — a property's getter, a descriptor's
//! `__get__` — run as a call frame of the `LoadAttr`, whose result lands in
//! its destination register when the frame returns: while a trace is
//! recorded, so that the JIT inlines the call like a method call
//! (`jit/recorder`) and loops reading properties compile, and when an exit
//! of such a trace rebuilds the getter's frame. Otherwise the interpreter
//! takes the plain path (`get_attr`), which is cheaper for ordinary attributes.
//!
//! This module only decides what to call; `ops/attr.rs` owns the lookup
//! rules it mirrors.

use super::Called;
use crate::object::*;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};

/// The Python function that computes an attribute and its arguments.
pub struct AttrCall {
    pub func: Value,
    pub args: [Value; 3],
    pub n: usize,
}

impl Vm {
    /// `obj.name` for `LoadAttr`, with the class looked up once; EMPTY
    /// when a Python function computes it (`attr_call` says which).
    #[inline]
    pub fn load_attr(&mut self, obj: Value, name: Value) -> PyResult<Value> {
        if !is_instance_obj(obj) {
            return self.get_attr(obj, name);
        }
        let cls = self.mem.instance_class(obj);
        let class_v = self.lookup_type(cls, name);
        if let Some(v) = class_v.filter(|v| is_type(*v, TY_PROPERTY) || is_instance_obj(*v)) {
            if self.attr_call_for(obj, name, cls, v).is_some() {
                return Ok(Value::EMPTY);
            }
        }
        match self.instance_attr_in(obj, name, cls, class_v)? {
            Some(v) => Ok(v),
            None => Err(self.no_attribute(obj, name)),
        }
    }

    /// Starts the call computing `obj.name` (for which `load_attr` returned
    /// EMPTY): the function and its arguments past the caller's registers
    /// (which end at stack slot `frame_top`), its result for slot `ret`.
    pub fn call_attr(&mut self, obj: Value, name: Value, frame_top: usize, ret: usize) -> PyResult<Called> {
        let Some(c) = self.attr_call(obj, name) else { return self.get_attr(obj, name).map(Called::Value) };
        self.call_past_frame(c.func, &c.args[..c.n], frame_top, ret)
    }

    /// What `obj.name` calls, when `obj` is an instance and a Python
    /// function computes the attribute (see `attr_call_for`).
    pub fn attr_call(&mut self, obj: Value, name: Value) -> Option<AttrCall> {
        if !is_instance_obj(obj) {
            return None;
        }
        let cls = self.mem.instance_class(obj);
        let class_v = self.lookup_type(cls, name)?;
        self.attr_call_for(obj, name, cls, class_v)
    }

    /// The call computing `obj.name` for an instance `obj` of `cls`, where
    /// `class_v` is what `name` names along the class's MRO: a property's
    /// getter (`getter(obj)`), or a descriptor's `__get__(desc, obj, cls)`
    /// (a data descriptor's always, a non-data one's when the instance has
    /// no such attribute). None for anything else.
    fn attr_call_for(&mut self, obj: Value, name: Value, cls: Value, class_v: Value) -> Option<AttrCall> {
        if is_type(class_v, TY_PROPERTY) {
            let getter = field(class_v, 1);
            return is_type(getter, TY_FUNCTION).then_some(AttrCall { func: getter, args: [obj, Value::EMPTY, Value::EMPTY], n: 1 });
        }
        if !is_instance_obj(class_v) {
            return None;
        }
        let get = self.descriptor_method(class_v, self.names.get_).filter(|f| is_type(*f, TY_FUNCTION))?;
        if !self.is_data_descriptor(class_v) && self.mem.instance_get(obj, name).is_some() {
            return None;
        }
        Some(AttrCall { func: get, args: [class_v, obj, cls], n: 3 })
    }
}
