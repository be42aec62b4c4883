//! Inline caches of the interpreter's `LoadAttr` and `StoreAttr`.
//!
//! Each instruction has one entry (`Code::attr_caches`): "instances whose
//! type id is `ty` keep this attribute in their field `field`", valid while
//! the method cache's epoch is the one it was filled in. A hit is a type-id
//! compare, an epoch compare and one field read or write.
//!
//! An entry is filled only when a plain slot access is all the operation
//! does: the object is an instance whose shape (not dict-backed) lists the
//! name in an inline slot, and, for a read, no class on its MRO makes the
//! name a property or a data descriptor; for a write, no class names it at
//! all and none defines `__setattr__`. A shape never changes its slots, so
//! only a class namespace can make an entry wrong, and every store into one
//! bumps the epoch (`mcache.rs`).
//!
//! Must never: allocate (the fill runs before the general operation, with
//! the object still unmoved).

use super::code::AttrCache;
use crate::object::*;
use crate::value::Value;
use crate::vm::{PyResult, Vm};
use std::cell::Cell;

impl Vm {
    /// `obj.name` at the site whose cache is `cache`.
    #[inline(always)]
    pub(super) fn load_attr_cached(&mut self, cache: &Cell<AttrCache>, obj: Value, name: Value) -> PyResult<Value> {
        let c = cache.get();
        if obj.is_ptr() && type_id(obj) == c.ty && c.epoch == self.r.mcache.epoch() {
            return Ok(field(obj, c.field as usize));
        }
        self.load_attr_miss(cache, obj, name)
    }

    #[inline(never)]
    fn load_attr_miss(&mut self, cache: &Cell<AttrCache>, obj: Value, name: Value) -> PyResult<Value> {
        if let Some(c) = self.plain_slot(obj, name, false) {
            cache.set(c);
            return Ok(field(obj, c.field as usize));
        }
        self.get_attr(obj, name)
    }

    /// `obj.name = value` at the site whose cache is `cache`.
    #[inline(always)]
    pub(super) fn store_attr_cached(&mut self, cache: &Cell<AttrCache>, obj: Value, name: Value, value: Value) -> PyResult<()> {
        let c = cache.get();
        if obj.is_ptr() && type_id(obj) == c.ty && c.epoch == self.r.mcache.epoch() {
            self.set_field(obj, c.field as usize, value);
            return Ok(());
        }
        self.store_attr_miss(cache, obj, name, value)
    }

    #[inline(never)]
    fn store_attr_miss(&mut self, cache: &Cell<AttrCache>, obj: Value, name: Value, value: Value) -> PyResult<()> {
        if let Some(c) = self.plain_slot(obj, name, true) {
            cache.set(c);
            self.set_field(obj, c.field as usize, value);
            return Ok(());
        }
        self.set_attr(obj, name, value)
    }

    /// The cache entry for `obj.name` when it is a plain slot access (see
    /// the module comment), for a write when `store`.
    fn plain_slot(&mut self, obj: Value, name: Value, store: bool) -> Option<AttrCache> {
        let ty = ptr_type(obj).filter(|t| *t >= FIRST_SHAPE_ID)?;
        let shape = ty - FIRST_SHAPE_ID;
        if self.shapes.is_dict_backed(shape) {
            return None;
        }
        let i = self.shapes.lookup(shape, name)?;
        let s = self.shapes.get(shape);
        if s.overflows() && i + 1 >= s.capacity as usize {
            return None;
        }
        let cls = self.instance_class(obj);
        let class_v = self.lookup_type(cls, name);
        if store {
            let setattr = self.names.setattr;
            if class_v.is_some() || self.lookup_type(cls, setattr).is_some_and(|f| is_type(f, TY_FUNCTION)) {
                return None;
            }
        } else if let Some(v) = class_v {
            if is_type(v, TY_PROPERTY) || self.is_data_descriptor(v) {
                return None;
            }
        }
        Some(AttrCache { ty, field: 1 + i as u32, epoch: self.r.mcache.epoch() })
    }
}
