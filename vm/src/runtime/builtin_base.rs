//! User classes derived from a builtin value type (`class Stack(list)`,
//! `class Name(str)`, `class Registry(dict)`): what their instances hold and
//! how builtin code sees them.
//!
//! An instance of such a class is an ordinary shaped instance (its own
//! attributes, its class's methods, the JIT's shape guards) that also holds
//! one value of the builtin type, its *builtin value*, in a hidden
//! attribute. Builtin methods work on that value: `check_receiver` hands it
//! to `list.append` and the others as `self`. The builtin types' dunders
//! (`value_dunders.rs`) are found along the class's MRO, so whatever the
//! class overrides wins, as in CPython, and the rest behaves as the builtin.
//! Builtin `__new__`s (`new_value_instance`) create the instances.
//!
//! Builtin code must never see such an instance where it expects the
//! builtin value: every way in goes through `builtin_view` or the receiver
//! check. The hidden attribute is never shown (`__dict__`, `vars`, `dir`).

use crate::runtime::native::Args;
use crate::object::class::*;
use crate::object::seq::{tuple_get, tuple_len};
use crate::object::*;
use crate::runtime::types::{type_id_from_index, TypeId};
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};

/// The builtin types a user class may derive from.
const VALUE_BASES: &[TypeId] = &[TypeId::Int, TypeId::Float, TypeId::Str, TypeId::Bytes, TypeId::List, TypeId::Tuple, TypeId::Dict, TypeId::Set, TypeId::FrozenSet];

/// Builtin types CPython refuses as bases.
/// (With `types::ITERATOR_TYPES`.)
const FINAL_TYPES: &[TypeId] = &[
    TypeId::Bool,
    TypeId::NoneType,
    TypeId::Function,
    TypeId::BuiltinFunction,
    TypeId::Method,
    TypeId::Range,
    TypeId::Slice,
    TypeId::DictKeys,
    TypeId::DictValues,
    TypeId::DictItems,
    TypeId::Generator,
    TypeId::Coroutine,
    TypeId::Ellipsis,
    TypeId::NotImplementedType,
    TypeId::Cell,
    TypeId::Member,
];

/// The builtin type a class's kind number names (None for kind 0).
fn kind_type(kind: i64) -> Option<TypeId> {
    if kind == 0 {
        return None;
    }
    type_id_from_index(kind as usize - 1)
}

/// The builtin value type along `cls`'s MRO: the class itself for a builtin
/// type, its builtin base for a derived class, None for classes whose
/// instances hold no builtin value.
pub fn value_base(cls: Value) -> Option<TypeId> {
    let mro = class_mro(cls);
    // (`type` is a base of metaclasses, whose instances are classes, not values.)
    (0..tuple_len(mro)).find_map(|i| kind_type(class_kind(tuple_get(mro, i))).filter(|t| *t != TypeId::Type))
}

/// Are values of builtin type `t` changed in place (so `__init__`, not
/// `__new__`, gives them their contents)?
fn is_mutable(t: TypeId) -> bool {
    matches!(t, TypeId::List | TypeId::Dict | TypeId::Set)
}

impl Vm {
    /// Refuses the bases a new class cannot have together: a builtin type
    /// that is final (`bool`) or that pith cannot derive from, and two
    /// different builtin value types (CPython's lay-out conflict).
    pub fn check_value_bases(&mut self, bases: &[Value]) -> PyResult<()> {
        let mut found: Option<TypeId> = None;
        for &b in bases {
            if let Some(t) = kind_type(class_kind(b)).filter(|t| *t != TypeId::Type) {
                if FINAL_TYPES.contains(&t) || crate::runtime::types::ITERATOR_TYPES.contains(&t) {
                    return Err(self.type_error(&format!("type '{}' is not an acceptable base type", class_name(b))));
                }
                if !VALUE_BASES.contains(&t) {
                    return Err(self.not_implemented(&format!("subclassing the builtin type '{}'", class_name(b))));
                }
            }
            if let Some(t) = value_base(b) {
                if found.is_some_and(|f| f != t) {
                    return Err(self.type_error("multiple bases have instance lay-out conflict"));
                }
                found = Some(t);
            }
        }
        let exception = self.ty(TypeId::BaseException);
        if found.is_some() && bases.iter().any(|b| is_subclass(*b, exception)) {
            return Err(self.type_error("multiple bases have instance lay-out conflict"));
        }
        Ok(())
    }

    /// The builtin value behind `v`: `v` itself, unless it is an instance of
    /// a class derived from a builtin value type.
    #[inline]
    pub fn builtin_view(&self, v: Value) -> Value {
        if !is_instance_obj(v) {
            return v;
        }
        self.mem.instance_get(v, self.names.builtin_value).unwrap_or(v)
    }

    /// The builtin value behind `v` when `f`, what `v`'s class holds for
    /// the dunder `name`, is the builtin base type's own method (the class
    /// did not override it): the operation may then run on the value
    /// directly, as the method would. None otherwise.
    pub fn inherited_builtin_view(&mut self, v: Value, name: Value, f: Value) -> Option<Value> {
        crate::object::func::unbound_builtin(f)?;
        let view = self.builtin_view(v);
        if view == v {
            return None;
        }
        let base = self.type_of(view);
        (self.lookup_type(base, name) == Some(f)).then_some(view)
    }

    /// Checks the receiver of builtin method `name` of type `t` (arguments
    /// `a`, the receiver first): it must be a `t`. With `unwrap`, an
    /// instance of a class derived from `t` is replaced by its builtin
    /// value, in its argument slot. Methods of `object` and of the
    /// exception classes take any instance as it is.
    #[inline]
    pub fn check_receiver(&mut self, t: TypeId, name: &str, a: &Args, unwrap: bool) -> PyResult<()> {
        // The common case first: the receiver's class is the method's type.
        if a.npos() > 0 && self.type_of(self.mem.r.stack[a.start]) == self.ty(t) {
            return Ok(());
        }
        self.check_other_receiver(t, name, a, unwrap)
    }

    /// `check_receiver` for a receiver whose class is not `t` itself.
    #[inline(never)]
    fn check_other_receiver(&mut self, t: TypeId, name: &str, a: &Args, unwrap: bool) -> PyResult<()> {
        let owner = self.ty(t);
        if class_kind(owner) == 0 {
            return Ok(());
        }
        if a.npos() == 0 {
            return Err(self.type_error(&format!("unbound method {}.{}() needs an argument", class_name(owner), name)));
        }
        let v = self.mem.r.stack[a.start];
        let cls = self.type_of(v);
        if cls == owner {
            return Ok(());
        }
        if is_subclass(cls, owner) {
            if !is_instance_obj(v) {
                return Ok(());
            }
            if let Some(b) = self.mem.instance_get(v, self.names.builtin_value) {
                if unwrap {
                    self.mem.r.stack[a.start] = b;
                }
                return Ok(());
            }
        }
        let tn = self.type_name(v);
        Err(self.type_error(&format!("descriptor '{}' for '{}' objects doesn't apply to a '{}' object", name, class_name(owner), tn)))
    }

    /// `owner.__new__(cls, *args)` for a builtin value type or `object`: a
    /// new instance of `cls` (arguments `a`, `cls` first), which must derive
    /// from `owner`. A builtin type itself
    /// is constructed as its call would; a derived class gets an instance
    /// holding the builtin value, made from the arguments for an immutable
    /// type, empty for a mutable one (its `__init__` fills it).
    pub fn new_value_instance(&mut self, owner: TypeId, a: Args) -> PyResult<Value> {
        let owner_name = class_name(self.ty(owner));
        if a.npos() == 0 {
            return Err(self.type_error(&format!("{}.__new__(): not enough arguments", owner_name)));
        }
        let cls = self.mem.r.stack[a.start];
        if !is_class(cls) {
            let t = self.type_name(cls);
            return Err(self.type_error(&format!("{}.__new__(X): X is not a type object ({})", owner_name, t)));
        }
        if !is_subclass(cls, self.ty(owner)) {
            let n = class_name(cls);
            return Err(self.type_error(&format!("{}.__new__({}): {} is not a subtype of {}", owner_name, n, n, owner_name)));
        }
        let rest = Args { start: a.start + 1, n: a.n - 1, kwnames: a.kwnames, nkw: a.nkw };
        if class_kind(cls) != 0 {
            return crate::runtime::native::construct(self, cls, rest);
        }
        let Some(t) = value_base(cls) else { return self.new_plain_instance(cls, rest) };
        let base = self.ty(t);
        let value_args = if is_mutable(t) { Args { start: self.mem.r.stack.len(), n: 0, kwnames: Value::EMPTY, nkw: 0 } } else { rest };
        let value = crate::runtime::native::construct(self, base, value_args)?;
        let slot = self.mem.push_temp(value);
        let obj = self.mem.new_instance(self.mem.r.stack[a.start]);
        let name = self.names.builtin_value;
        let value = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        let obj_slot = self.mem.push_temp(obj);
        self.mem.instance_set(obj, name, value);
        let obj = self.mem.temp(obj_slot);
        self.mem.pop_temps(obj_slot);
        Ok(obj)
    }

    /// `object.__new__(cls, *args)`: arguments are refused unless the class
    /// has its own `__new__` or `__init__` to take them, as in CPython.
    fn new_plain_instance(&mut self, cls: Value, rest: Args) -> PyResult<Value> {
        if rest.n > 0 {
            let (new, init) = (self.names.new, self.names.init);
            let object = self.ty(TypeId::Object);
            let object_new = dict::dict_get_str(class_dict(object), new);
            let object_init = dict::dict_get_str(class_dict(object), init);
            if self.lookup_type(cls, new) != object_new {
                return Err(self.type_error("object.__new__() takes exactly one argument (the type to instantiate)"));
            }
            if self.lookup_type(cls, init) == object_init {
                return Err(self.type_error(&format!("{}() takes no arguments", class_name(cls))));
            }
        }
        Ok(self.mem.new_instance(cls))
    }

    /// The class's own `__new__` (found along its MRO), unless it is
    /// `object.__new__`, which `instantiate` does itself.
    pub fn custom_new(&mut self, cls: Value) -> Option<Value> {
        let new = self.names.new;
        let f = self.lookup_type(cls, new)?;
        let object = self.ty(TypeId::Object);
        (dict::dict_get_str(class_dict(object), new) != Some(f)).then_some(f)
    }
}
