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

pub struct ShapeTable {
    shapes: Vec<Shape>,
    /// For type id `t`, the version tag of its objects' class
    /// (`CLASS_VERSION`, see `runtime/class_versions.rs`): for shape `k`
    /// at `FIRST_SHAPE_ID + k`, its class's; `BUILTIN_TYPE_VERSION` below
    /// (builtin types never change). Indexed by type id so that an inline
    /// cache checks it with one load.
    versions: Vec<u64>,
    /// For shape `k`, the class version in which the class was seen to
    /// have neither `__bool__` nor `__len__` along its MRO (0: not seen).
    plain_truth: Vec<u64>,
    /// Class → its shapes, for `set_class_version`.
    of_class: FxHashMap<u64, Vec<ShapeId>>,
    roots: FxHashMap<(u64, u32), ShapeId>,
    /// (class, capacity) → its dict-backed shape.
    dict_roots: FxHashMap<(u64, u32), ShapeId>,
}

impl Default for ShapeTable {
    fn default() -> Self {
        ShapeTable {
            shapes: Vec::new(),
            versions: vec![super::class::BUILTIN_TYPE_VERSION; super::FIRST_SHAPE_ID as usize],
            plain_truth: Vec::new(),
            of_class: FxHashMap::default(),
            roots: FxHashMap::default(),
            dict_roots: FxHashMap::default(),
        }
    }
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
        let id = self.shapes.len() as ShapeId;
        self.versions.push(super::class::class_version(s.class));
        self.plain_truth.push(0);
        self.of_class.entry(s.class.0).or_default().push(id);
        self.shapes.push(s);
        id
    }

    /// The version tag of the class of the objects with type id `t` (0,
    /// which no class has, for an id no object has).
    #[inline(always)]
    pub fn type_version(&self, t: u32) -> u64 {
        self.versions.get(t as usize).copied().unwrap_or(0)
    }

    /// The version tag of the class of `obj`, a heap object, whose type id
    /// is `t` (the inline caches' hit test: no bounds check).
    #[inline(always)]
    pub fn object_type_version(&self, obj: Value, t: u32) -> u64 {
        debug_assert!(obj.is_ptr() && super::type_id(obj) == t);
        // SAFETY: an object's type id is a builtin one, below
        // `FIRST_SHAPE_ID` (all in `versions` from the start), or that of a
        // shape made by this table (`push` adds its entry), so `t` is in
        // bounds.
        unsafe { *self.versions.get_unchecked(t as usize) }
    }

    /// The version tag of shape `id`'s class.
    #[inline(always)]
    pub fn version(&self, id: ShapeId) -> u64 {
        self.type_version(super::FIRST_SHAPE_ID + id)
    }

    /// Gives the shapes of `class` its new version tag `v`.
    pub fn set_class_version(&mut self, class: Value, v: u64) {
        if let Some(ids) = self.of_class.get(&class.0) {
            for &id in ids {
                self.versions[(super::FIRST_SHAPE_ID + id) as usize] = v;
            }
        }
    }

    /// Are instances of shape `id` true by default (no `__bool__` or
    /// `__len__` along their class's MRO), as seen at its class's current
    /// version?
    #[inline(always)]
    pub fn plain_truth(&self, id: ShapeId) -> bool {
        let v = self.version(id);
        v != 0 && self.plain_truth.get(id as usize) == Some(&v)
    }

    /// Notes that instances of shape `id` are true by default, until its
    /// class's version changes.
    pub fn note_plain_truth(&mut self, id: ShapeId) {
        let v = self.version(id);
        if let Some(t) = self.plain_truth.get_mut(id as usize) {
            *t = v;
        }
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
