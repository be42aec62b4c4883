//! `__slots__`: a class that declares them (and whose bases all do, up to
//! `object`) restricts its instances to those attribute names and gives
//! them no `__dict__`; each name becomes a member descriptor in the class
//! (`<member 'x' of 'P' objects>`). Instances keep pith's shaped layout:
//! the restriction is a check when an attribute is added, not a layout.
//!
//! The class's `CLASS_SLOTS` word holds the tuple of every name its
//! instances may have (its own and its bases'), or `EMPTY` when instances
//! have a `__dict__` (no restriction).
//!
//! Must never: be consulted on the attribute fast paths of classes without
//! `__slots__` beyond one load of `CLASS_SLOTS`.

use crate::object::class::*;
use crate::object::seq::{tuple_get, tuple_len};
use crate::object::*;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};

/// A member descriptor's fields: `[header, name, class]`.
pub const MEMBER_NAME: usize = 1;
pub const MEMBER_CLASS: usize = 2;

/// Does `cls` allow its instances an attribute `name` (always, without
/// `__slots__`)?
pub fn slots_allow(cls: Value, name: Value) -> bool {
    let allowed = field(cls, CLASS_SLOTS);
    if allowed.is_empty() {
        return true;
    }
    let s = str::as_str(name);
    (0..tuple_len(allowed)).any(|i| str::as_str(tuple_get(allowed, i)) == s)
}

/// Do instances of `cls` lack a `__dict__` (it declares `__slots__`)?
pub fn has_no_dict(cls: Value) -> bool {
    !field(cls, CLASS_SLOTS).is_empty()
}

/// Does any class on `cls`'s MRO declare `__slots__` members?
pub fn has_slot_members(cls: Value) -> bool {
    let mro = class_mro(cls);
    (0..tuple_len(mro)).any(|i| dict::dict_items(class_dict(tuple_get(mro, i))).iter().any(|(_, v)| is_type(*v, TY_MEMBER)))
}

impl Vm {
    /// The new class `class` (namespace `ns`, already its dict) declares
    /// `__slots__ = slots`: checks the names, adds a member descriptor for
    /// each, and records which names its instances may have.
    pub(crate) fn apply_slots(&mut self, class: Value, slots: Value) -> PyResult<()> {
        let names = self.slot_names(slots)?;
        let mut own: Vec<String> = Vec::new();
        let mut with_dict = false;
        let mut with_weakref = false;
        for n in &names {
            match n.as_str() {
                "__dict__" => with_dict = true,
                "__weakref__" => with_weakref = true,
                _ => {
                    let mangled = lang::compiler::mangle(class_name(class), n);
                    let name = self.intern(&mangled);
                    if dict::dict_get_str(class_dict(class), name).is_some() {
                        return Err(self.value_error(&format!("'{}' in __slots__ conflicts with class variable", mangled)));
                    }
                    own.push(mangled);
                }
            }
        }
        for n in &own {
            let name = self.intern(n);
            let member = self.mem.new_object(TY_MEMBER, &[name, class]);
            self.mem.dict_set_str(class_dict(class), name, member);
        }
        // Restricted only when every base up the MRO is restricted too.
        let mro = class_mro(class);
        let bases_restricted = (1..tuple_len(mro)).map(|i| tuple_get(mro, i)).all(|b| b == self.ty(crate::runtime::types::TypeId::Object) || has_no_dict(b));
        if with_dict || !bases_restricted {
            return Ok(());
        }
        let mut allowed: Vec<Value> = Vec::new();
        for i in 1..tuple_len(mro) {
            let inherited = field(tuple_get(mro, i), CLASS_SLOTS);
            if !inherited.is_empty() {
                allowed.extend((0..tuple_len(inherited)).map(|k| tuple_get(inherited, k)));
            }
        }
        for n in &own {
            allowed.push(self.intern(n));
        }
        // Weak references are allowed when some class declares `__weakref__`
        // (inherited names are in `allowed` already).
        if with_weakref {
            allowed.push(self.intern("__weakref__"));
        }
        // Interned strings and a class in old space: nothing here moves.
        let t = self.mem.tuple_of_rooted(&allowed);
        self.mem.set_field(class, CLASS_SLOTS, t);
        self.class_changed(class);
        Ok(())
    }

    /// The names `__slots__ = slots` declares: one string, or an iterable of them.
    fn slot_names(&mut self, slots: Value) -> PyResult<Vec<String>> {
        let items: Vec<Value> = if is_type(slots, TY_STR) {
            vec![slots]
        } else {
            let l = self.to_list(slots)?;
            (0..seq::list_len(l)).map(|i| seq::list_get(l, i)).collect()
        };
        let mut names = Vec::with_capacity(items.len());
        for v in items {
            if !is_type(v, TY_STR) {
                let t = self.type_name(v);
                return Err(self.type_error(&format!("__slots__ items must be strings, not '{}'", t)));
            }
            let s = str::as_str(v);
            if !is_identifier(s) {
                return Err(self.type_error("__slots__ must be identifiers"));
            }
            names.push(s.to_string());
        }
        Ok(names)
    }
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c == '_' || c.is_alphabetic()) && chars.all(|c| c == '_' || c.is_alphanumeric())
}
