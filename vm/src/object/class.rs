//! Classes and their instances.
//!
//! Class: `[header, name, dict, bases, mro, slot_hint, kind, qualname, slots,
//! subclasses, meta, version]`.
//! `mro` is a tuple starting with the class itself; `kind` is 0 for classes
//! whose instances are shaped objects (user classes, exceptions, `object`) and
//! a `BuiltinKind` number for builtin types (int, str, ...). `slot_hint` is
//! the most attributes an instance of the class has had (see `object/shape.rs`);
//! `slots` the names its instances may have, if it restricts them (see
//! `slots.rs`).
//! Classes live in old space.
//!
//! Instance: `[header(shape id), slots...]` with the shape's capacity of
//! slots; when the shape has more attributes than capacity, the last slot
//! holds a `TY_ARRAY` with the attributes from index `capacity - 1` on.

use super::*;

pub const CLASS_WORDS: usize = 12;
pub const CLASS_NAME: usize = 1;
pub const CLASS_DICT: usize = 2;
pub const CLASS_BASES: usize = 3;
pub const CLASS_MRO: usize = 4;
pub const CLASS_SLOT_HINT: usize = 5;
pub const CLASS_KIND: usize = 6;
pub const CLASS_QUALNAME: usize = 7;
pub const CLASS_SLOTS: usize = 8;
/// A list of the classes that name this one as a direct base (EMPTY when
/// none), for `__subclasses__()`. The references are strong: a class lives
/// as long as its bases (CPython holds them weakly).
pub const CLASS_SUBCLASSES: usize = 9;
/// The class's metaclass when it is not `type` (EMPTY for `type`; `metaclass.rs`).
pub const CLASS_META: usize = 10;
/// The class's version tag (an int): new for every class, and renewed for
/// the class and all its subclasses whenever its namespace changes
/// (`runtime/class_versions.rs`). Never 0.
pub const CLASS_VERSION: usize = 11;

/// The version tag of every builtin type (they cannot be changed); classes
/// get larger ones.
pub const BUILTIN_TYPE_VERSION: u64 = 1;

/// The version tag of `class` (`CLASS_VERSION`).
#[inline(always)]
pub fn class_version(class: Value) -> u64 {
    field(class, CLASS_VERSION).as_int() as u64
}

#[inline]
pub fn is_class(v: Value) -> bool {
    is_type(v, TY_CLASS)
}

pub fn class_name<'a>(c: Value) -> &'a str {
    super::str::as_str(field(c, CLASS_NAME))
}

pub fn class_dict(c: Value) -> Value {
    field(c, CLASS_DICT)
}

pub fn class_mro(c: Value) -> Value {
    field(c, CLASS_MRO)
}

pub fn class_kind(c: Value) -> i64 {
    field(c, CLASS_KIND).as_int()
}

/// Is `sub` the class `sup` or derived from it?
pub fn is_subclass(sub: Value, sup: Value) -> bool {
    if sub == sup {
        return true;
    }
    let mro = class_mro(sub);
    (0..super::seq::tuple_len(mro)).any(|i| super::seq::tuple_get(mro, i) == sup)
}

/// The class along `c`'s MRO whose namespace holds `name`, and the entry number there.
pub fn class_lookup_entry(c: Value, name: Value) -> Option<(Value, usize)> {
    let mro = class_mro(c);
    (0..super::seq::tuple_len(mro)).find_map(|i| {
        let k = super::seq::tuple_get(mro, i);
        super::dict::dict_entry_of_str(class_dict(k), name).map(|e| (k, e))
    })
}

/// Looks `name` (an interned str) up along the class's MRO.
pub fn class_lookup(c: Value, name: Value) -> Option<Value> {
    let mro = class_mro(c);
    for i in 0..super::seq::tuple_len(mro) {
        let k = super::seq::tuple_get(mro, i);
        if let Some(v) = super::dict::dict_get_str(class_dict(k), name) {
            return Some(v);
        }
    }
    None
}

/// The shape id (`shape::ShapeId`) of instance `obj`.
#[inline]
pub fn instance_shape(obj: Value) -> u32 {
    type_id(obj) - FIRST_SHAPE_ID
}

