//! Class version tags: what the interpreter's inline caches and the method
//! cache check instead of one global epoch.
//!
//! 1. Every class holds a version tag (`CLASS_VERSION`), new when it is
//!    made: no two classes, and no two states of one class, share a tag.
//! 2. When a class namespace changes (an attribute stored or deleted,
//!    `__slots__` applied), the class and every class that inherits from
//!    it, found through the subclass lists, get new tags
//!    (`Vm::class_changed`); so does each of their shapes, whose tags the
//!    shape table keeps beside them (`ShapeTable::version`).
//! 3. A cache entry keeps the tag of the class it was filled for (for an
//!    instance, its shape's) and is used only while that tag is current:
//!    a change to one class makes only the entries that relied on it or
//!    on a class it inherits from miss, where the global epoch made every
//!    entry of the program miss (a class attribute bumped in a loop,
//!    `Counter.n += 1`, emptied every cache at every turn).
//! 4. One kind of entry relies on a class other than the object's own:
//!    whether a value in a class namespace is a descriptor depends on the
//!    value's class. Storing or deleting `__get__`, `__set__` or
//!    `__delete__` in any class therefore renews every class's tag
//!    (`Vm::class_attr_changed`).
//! 5. Builtin types cannot be changed (`set_class_attr` refuses), so the
//!    objects of a builtin type id all have the one tag
//!    `BUILTIN_TYPE_VERSION` (`object/class.rs`).
//!
//! The JIT does not use these tags: its traces watch the namespace entries
//! they folded (`runtime/watch.rs`).
//!
//! Must never: allocate on the GC heap, or run Python code (it runs inside
//! attribute stores).

use crate::object::class::{class_version, CLASS_SUBCLASSES, CLASS_VERSION};
use crate::object::{field, init_field, is_type, seq, TY_STR};
use crate::runtime::memory::Memory;
use crate::runtime::vm::Vm;
use crate::value::Value;

impl Memory {
    /// A version tag no class has had.
    pub fn new_class_version(&mut self) -> u64 {
        self.last_class_version += 1;
        self.last_class_version
    }

    /// Gives `class` (a class with no instances yet) its first tag.
    pub fn tag_new_class(&mut self, class: Value) {
        let v = self.new_class_version();
        init_field(class, CLASS_VERSION, Value::int(v as i64));
    }
}

impl Vm {
    /// Name `name` of `class`'s namespace was stored or deleted: as
    /// `class_changed`, except for the descriptor protocol's methods, which
    /// other classes' entries rely on too (whether an instance of `class`
    /// held in their namespaces is a data descriptor, or has a `__get__`):
    /// then every class gets a new tag.
    pub fn class_attr_changed(&mut self, class: Value, name: Value) {
        let descriptor_method = is_type(name, TY_STR) && matches!(crate::object::str::as_str(name), "__get__" | "__set__" | "__delete__");
        if descriptor_method {
            let object = self.ty(crate::runtime::types::TypeId::Object);
            self.class_changed(object);
        }
        self.class_changed(class);
    }

    /// `class`'s namespace changed: it and every class inheriting from it
    /// get new tags (module doc, 2).
    pub fn class_changed(&mut self, class: Value) {
        let first = self.mem.last_class_version;
        let mut pending = vec![class];
        while let Some(c) = pending.pop() {
            if class_version(c) > first {
                // Reached before along another path of the hierarchy.
                continue;
            }
            let v = self.mem.new_class_version();
            init_field(c, CLASS_VERSION, Value::int(v as i64));
            self.mem.shapes.set_class_version(c, v);
            let subs = field(c, CLASS_SUBCLASSES);
            if !subs.is_empty() {
                pending.extend((0..seq::list_len(subs)).map(|i| seq::list_get(subs, i)));
            }
        }
    }
}
