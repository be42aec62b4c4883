//! Hidden classes (shapes) for instances.
//!
//! An instance is a header whose type id names its shape, then `capacity`
//! inline slots. A shape knows the instance's class, the attribute names in
//! slot order, and the capacity. Adding an attribute moves the instance to a
//! child shape (a transition, shared by every instance that adds the same
//! names in the same order), so `a.x` is "find x in the shape" — a constant for
//! the JIT once the shape is guarded.
//!
//! Capacity: each class remembers the most attributes any of its instances
//! got (its *slot hint*); new instances get that many inline slots, so
//! `class A: pass; a = A(); a.i = 1` settles on 16-byte instances (header and
//! one slot). When an instance outgrows its capacity the last inline slot
//! holds an overflow array (`TY_ARRAY`) with the remaining attributes.
//!
//! Dict-backed shapes: once a program takes an instance's `__dict__`, the
//! instance moves to its class's dict-backed shape of the same capacity,
//! whose first inline slot holds a real dict with every attribute, and the
//! dict is what `__dict__` returns from then on (writes through it are the
//! instance's attributes). Such a shape lists no attributes: code that
//! reads slots by shape must ask `is_dict_backed` first.
//!
//! Class values and attribute names here are old-space objects (classes and
//! interned strings are allocated there), so they never move and this table
//! needs no GC updating.
//!
//! Must never: allocate on the heap.

use crate::value::Value;
use crate::value::fxhash::FxHashMap;

pub type ShapeId = u32;

/// Most inline slots an instance gets.
pub const MAX_CAPACITY: u32 = 24;

pub struct Shape {
    pub class: Value,
    /// Attribute names (interned str values) in slot order.
    pub attrs: Vec<Value>,
    pub capacity: u32,
    /// Attributes live in a dict in inline slot 0 (module doc); `attrs` is empty.
    pub dict_backed: bool,
    /// Name (interned str) → child shape; few per shape, so a vector.
    transitions: Vec<(Value, ShapeId)>,
}

impl Shape {
    /// Do some attributes live in the overflow array?
    pub fn overflows(&self) -> bool {
        self.attrs.len() > self.capacity as usize
    }
}

#[derive(Default)]
pub struct ShapeTable {
    shapes: Vec<Shape>,
    roots: FxHashMap<(u64, u32), ShapeId>,
    /// (class, capacity) → its dict-backed shape.
    dict_roots: FxHashMap<(u64, u32), ShapeId>,
}

impl ShapeTable {
    pub fn exists(&self, id: ShapeId) -> bool {
        (id as usize) < self.shapes.len()
    }

    pub fn get(&self, id: ShapeId) -> &Shape {
        &self.shapes[id as usize]
    }

    #[inline]
    pub fn capacity(&self, id: ShapeId) -> u32 {
        self.shapes.get(id as usize).map_or(1, |s| s.capacity)
    }

    /// The empty shape of `class` instances with `capacity` inline slots.
    pub fn root(&mut self, class: Value, capacity: u32) -> ShapeId {
        let capacity = capacity.clamp(1, MAX_CAPACITY);
        if let Some(&id) = self.roots.get(&(class.0, capacity)) {
            return id;
        }
        let id = self.push(Shape { class, attrs: Vec::new(), capacity, dict_backed: false, transitions: Vec::new() });
        self.roots.insert((class.0, capacity), id);
        id
    }

    /// The dict-backed shape of `class` instances with `capacity` inline slots.
    pub fn dict_shape(&mut self, class: Value, capacity: u32) -> ShapeId {
        if let Some(&id) = self.dict_roots.get(&(class.0, capacity)) {
            return id;
        }
        let id = self.push(Shape { class, attrs: Vec::new(), capacity, dict_backed: true, transitions: Vec::new() });
        self.dict_roots.insert((class.0, capacity), id);
        id
    }

    /// Do instances of shape `id` keep their attributes in a dict?
    #[inline]
    pub fn is_dict_backed(&self, id: ShapeId) -> bool {
        self.shapes[id as usize].dict_backed
    }

    fn push(&mut self, s: Shape) -> ShapeId {
        self.shapes.push(s);
        (self.shapes.len() - 1) as ShapeId
    }

    /// Slot index of attribute `name` (an interned str) in shape `id`.
    #[inline]
    pub fn lookup(&self, id: ShapeId, name: Value) -> Option<usize> {
        self.shapes[id as usize].attrs.iter().position(|a| *a == name)
    }

    /// The shape after adding `name` to shape `id`.
    pub fn with_attr(&mut self, id: ShapeId, name: Value) -> ShapeId {
        if let Some(&(_, child)) = self.shapes[id as usize].transitions.iter().find(|(n, _)| *n == name) {
            return child;
        }
        let parent = &self.shapes[id as usize];
        let mut attrs = parent.attrs.clone();
        attrs.push(name);
        debug_assert!(!parent.dict_backed, "a dict-backed shape has no transitions");
        let child = Shape { class: parent.class, attrs, capacity: parent.capacity, dict_backed: false, transitions: Vec::new() };
        let cid = self.push(child);
        self.shapes[id as usize].transitions.push((name, cid));
        cid
    }

    /// The shape with `name` removed (for `del obj.attr`): rebuilt from the root.
    pub fn without_attr(&mut self, id: ShapeId, name: Value) -> ShapeId {
        let (class, capacity, attrs) = {
            let s = &self.shapes[id as usize];
            (s.class, s.capacity, s.attrs.clone())
        };
        let mut cur = self.root(class, capacity);
        for a in attrs.into_iter().filter(|a| *a != name) {
            cur = self.with_attr(cur, a);
        }
        cur
    }
}
