//! Instances: making them, reading and writing their attributes through
//! their shapes, moving them to another class, and dict-backed instances.
//! The layout is `object/class.rs`; these allocate and read the shapes, so
//! they take the allocation handle (`Memory`), except deleting an attribute
//! of a dict-backed instance, which goes through the dict protocol.

use crate::object::class::*;
use crate::object::*;
use crate::object::shape::*;
use crate::runtime::memory::Memory;
use crate::runtime::vm::Vm;
use crate::value::Value;

impl Memory {
    /// The class of an instance.
    #[inline]
    pub fn instance_class(&self, obj: Value) -> Value {
        self.shapes.get(instance_shape(obj)).class
    }

    /// A new instance of `class` with no attributes.
    pub fn new_instance(&mut self, class: Value) -> Value {
        let hint = field(class, CLASS_SLOT_HINT).as_int().max(1) as u32;
        let shape = self.shapes.root(class, hint);
        let cap = self.shapes.capacity(shape) as usize;
        self.alloc_values(FIRST_SHAPE_ID + shape, cap)
    }

    /// Attribute `name` (interned) stored on the instance itself.
    #[inline]
    pub fn instance_get(&self, obj: Value, name: Value) -> Option<Value> {
        let shape = instance_shape(obj);
        match self.shapes.lookup(shape, name) {
            Some(i) => Some(self.instance_slot(obj, shape, i)),
            None if self.shapes.is_dict_backed(shape) => crate::object::dict::dict_get_str(field(obj, 1), name),
            None => None,
        }
    }

    /// Moves the instance to the shape of class `class` with the same
    /// attributes in the same slots (`obj.__class__ = class`; the caller
    /// checked that the two classes lay their instances out alike).
    pub fn move_to_class(&mut self, obj: Value, class: Value) {
        let shape = instance_shape(obj);
        let (cap, dict_backed, attrs) = {
            let s = self.shapes.get(shape);
            (s.capacity, s.dict_backed, s.attrs.clone())
        };
        let new_shape = if dict_backed {
            self.shapes.dict_shape(class, cap)
        } else {
            let mut id = self.shapes.root(class, cap);
            for a in attrs {
                id = self.shapes.with_attr(id, a);
            }
            id
        };
        set_type_id(obj, FIRST_SHAPE_ID + new_shape);
    }

    /// The dict holding a dict-backed instance's attributes (`object/shape.rs`).
    pub fn live_instance_dict(&self, obj: Value) -> Option<Value> {
        self.shapes.is_dict_backed(instance_shape(obj)).then(|| field(obj, 1))
    }

    /// Moves the instance to its class's dict-backed shape with attribute
    /// dict `d` (a dict; `obj.__dict__ = d`, or the dict of its current
    /// attributes when `__dict__` is first taken). The instance keeps its
    /// size: the dict takes the first inline slot, the others are cleared.
    pub fn make_dict_backed(&mut self, obj: Value, d: Value) {
        let shape = instance_shape(obj);
        let (class, cap) = {
            let s = self.shapes.get(shape);
            (s.class, s.capacity)
        };
        let backed = self.shapes.dict_shape(class, cap);
        for k in 0..cap as usize {
            init_field(obj, 1 + k, Value::EMPTY);
        }
        set_type_id(obj, FIRST_SHAPE_ID + backed);
        self.set_field(obj, 1, d);
    }

    #[inline]
    pub fn instance_slot(&self, obj: Value, shape: ShapeId, i: usize) -> Value {
        let s = self.shapes.get(shape);
        let cap = s.capacity as usize;
        if !s.overflows() || i + 1 < cap {
            field(obj, 1 + i)
        } else {
            field(field(obj, cap), 2 + i - (cap - 1))
        }
    }

    /// Sets attribute `name` (interned) on the instance, adding it if needed.
    pub fn instance_set(&mut self, obj: Value, name: Value, value: Value) {
        let shape = instance_shape(obj);
        if let Some(i) = self.shapes.lookup(shape, name) {
            self.store_slot(obj, shape, i, value);
            return;
        }
        if let Some(d) = self.live_instance_dict(obj) {
            self.dict_set_str(d, name, value);
            return;
        }
        let new_shape = self.shapes.with_attr(shape, name);
        let (class, n, cap) = {
            let s = self.shapes.get(new_shape);
            (s.class, s.attrs.len(), s.capacity as usize)
        };
        if (n as i64) > field(class, CLASS_SLOT_HINT).as_int() {
            let hint = (n as i64).min(MAX_CAPACITY as i64);
            init_field(class, CLASS_SLOT_HINT, Value::int(hint));
        }
        let i = n - 1;
        if n <= cap {
            set_type_id(obj, FIRST_SHAPE_ID + new_shape);
            self.set_field(obj, 1 + i, value);
            return;
        }
        // Overflow: the last inline slot holds (or becomes) an array.
        let mark = self.temps_mark();
        self.r.temps.extend_from_slice(&[obj, value]);
        let extra = n - (cap - 1);
        let old_arr = if n == cap + 1 { Value::EMPTY } else { field(obj, cap) };
        let need_new = old_arr.is_empty() || crate::object::seq::array_capacity(old_arr) < extra;
        if need_new {
            let arr = self.alloc_vector(TY_ARRAY, (extra * 2).max(4));
            let obj = self.temp(mark);
            if n == cap + 1 {
                init_field(arr, 2, field(obj, cap));
            } else {
                let old = field(obj, cap);
                for k in 0..extra - 1 {
                    init_field(arr, 2 + k, field(old, 2 + k));
                }
            }
            self.set_field(obj, cap, arr);
        }
        let (obj, value) = (self.temp(mark), self.temp(mark + 1));
        self.pop_temps(mark);
        set_type_id(obj, FIRST_SHAPE_ID + new_shape);
        let arr = field(obj, cap);
        self.set_field(arr, 2 + extra - 1, value);
    }

    pub(super) fn store_slot(&mut self, obj: Value, shape: ShapeId, i: usize, value: Value) {
        let s = self.shapes.get(shape);
        let cap = s.capacity as usize;
        if !s.overflows() || i + 1 < cap {
            self.set_field(obj, 1 + i, value);
        } else {
            let arr = field(obj, cap);
            self.set_field(arr, 2 + i - (cap - 1), value);
        }
    }

    /// The instance's attributes as (name, value) pairs in slot order.
    pub fn instance_attrs(&self, obj: Value) -> Vec<(Value, Value)> {
        if let Some(d) = self.live_instance_dict(obj) {
            return crate::object::dict::dict_items(d).into_iter().filter(|(k, _)| is_type(*k, TY_STR)).collect();
        }
        let shape = instance_shape(obj);
        let attrs = &self.shapes.get(shape).attrs;
        attrs.iter().enumerate().map(|(i, a)| (*a, self.instance_slot(obj, shape, i))).collect()
    }
}

impl Vm {
    /// Removes attribute `name` from the instance; false when it had none.
    pub fn instance_del(&mut self, obj: Value, name: Value) -> bool {
        if let Some(d) = self.mem.live_instance_dict(obj) {
            // A str key: no user `__eq__` runs, so the lookup cannot fail.
            return matches!(self.dict_remove(d, name), Ok(Some(_)));
        }
        let shape = instance_shape(obj);
        let Some(_) = self.mem.shapes.lookup(shape, name) else { return false };
        let attrs = self.mem.shapes.get(shape).attrs.clone();
        let values: Vec<Value> = (0..attrs.len()).map(|i| self.mem.instance_slot(obj, shape, i)).collect();
        let root = self.mem.shapes.without_attr(shape, name);
        let root_empty = {
            let class = self.mem.shapes.get(root).class;
            let cap = self.mem.shapes.get(root).capacity;
            self.mem.shapes.root(class, cap)
        };
        // Rebuild: reset to the empty shape and add the remaining attributes.
        let mark = self.mem.temps_mark();
        self.mem.r.temps.push(obj);
        self.mem.r.temps.extend_from_slice(&values);
        let cap = self.mem.shapes.capacity(root_empty) as usize;
        for k in 0..cap {
            init_field(self.mem.temp(mark), 1 + k, Value::EMPTY);
        }
        set_type_id(self.mem.temp(mark), FIRST_SHAPE_ID + root_empty);
        for (k, a) in attrs.iter().enumerate() {
            if *a != name {
                let (o, v) = (self.mem.temp(mark), self.mem.temp(mark + 1 + k));
                self.mem.instance_set(o, *a, v);
            }
        }
        self.mem.pop_temps(mark);
        true
    }
}
