//! What happens around the creation of a class, as in CPython: bases that
//! are not classes but say which classes they stand for (`__mro_entries__`,
//! PEP 560), the methods that are static or class methods without saying
//! so (`__new__`; `__init_subclass__`, `__class_getitem__`), and, once the
//! class exists, `__set_name__` on the namespace's values and the parent's
//! `__init_subclass__`.
//!
//! This module never builds the class itself (`types.rs` does).

use crate::object::class::*;
use crate::object::seq::{tuple_get, tuple_len};
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use crate::runtime::calls::Calls;

impl Vm {
    /// Replaces each base that is not a class but has `__mro_entries__`
    /// by the classes that method returns (called with the original
    /// bases), and records the original bases as `__orig_bases__`. The
    /// resolved bases are new temporaries (the caller pops them); returns
    /// where they start and how many there are.
    pub fn resolve_mro_entries(&mut self, bases_slot: usize, nbases: usize, ns_slot: usize) -> PyResult<(usize, usize)> {
        let entries = self.names.mro_entries;
        let needs = (0..nbases).any(|i| {
            let b = self.mem.temp(bases_slot + i);
            !is_class(b) && self.get_attr_opt(b, entries).ok().flatten().is_some()
        });
        if !needs {
            return Ok((bases_slot, nbases));
        }
        let originals: Vec<Value> = (0..nbases).map(|i| self.mem.temp(bases_slot + i)).collect();
        let orig = self.mem.tuple_of_rooted(&originals);
        let orig_slot = self.mem.push_temp(orig);
        let key = self.intern("__orig_bases__");
        self.mem.dict_set_str(self.mem.temp(ns_slot), key, orig);
        let start = self.mem.temps_mark();
        for i in 0..nbases {
            let b = self.mem.temp(bases_slot + i);
            // The lookup may run Python code: `b` is read again after it.
            let has = !is_class(b) && self.get_attr_opt(b, entries).ok().flatten().is_some();
            let b = self.mem.temp(bases_slot + i);
            if !has {
                self.mem.push_temp(b);
                continue;
            }
            let got = self.call_method(b, "__mro_entries__", &[self.mem.temp(orig_slot)])?;
            if !is_type(got, TY_TUPLE) {
                return Err(self.type_error("__mro_entries__ must return a tuple"));
            }
            for k in 0..tuple_len(got) {
                self.mem.push_temp(tuple_get(got, k));
            }
        }
        Ok((start, self.mem.temps_mark() - start))
    }

    /// In the namespace (temporary `ns_slot`): `__new__` becomes a static
    /// method, `__init_subclass__` and `__class_getitem__` class methods,
    /// when they are plain functions; a class that defines `__eq__` but not
    /// `__hash__` gets `__hash__ = None` (its instances are unhashable).
    pub fn implicit_method_kinds(&mut self, ns_slot: usize) {
        let (eq, hash) = (self.names.eq, self.names.hash);
        let ns = self.mem.temp(ns_slot);
        if dict::dict_get_str(ns, eq).is_some() && dict::dict_get_str(ns, hash).is_none() {
            self.mem.dict_set_str(ns, hash, Value::NONE);
        }
        let kinds = [(self.names.new, TY_STATICMETHOD), (self.names.init_subclass, TY_CLASSMETHOD), (self.names.class_getitem, TY_CLASSMETHOD)];
        for (name, wrapper) in kinds {
            if let Some(f) = dict::dict_get_str(self.mem.temp(ns_slot), name).filter(|f| is_type(*f, TY_FUNCTION)) {
                let w = self.mem.new_object(wrapper, &[f]);
                self.mem.dict_set_str(self.mem.temp(ns_slot), name, w);
            }
        }
    }

    /// After `class` is made: `value.__set_name__(class, name)` for each
    /// namespace value whose class defines it, then the nearest base's
    /// `__init_subclass__` with the class keywords `kwargs` (a dict or
    /// EMPTY; object's takes none).
    pub fn class_created(&mut self, class: Value, kwargs: Value) -> PyResult<()> {
        let mark = self.mem.temps_mark();
        let kw_slot = self.mem.push_temp(kwargs);
        let r = self.set_names(class).and_then(|_| self.init_subclass(class, self.mem.temp(kw_slot)));
        self.mem.pop_temps(mark);
        r
    }

    fn set_names(&mut self, class: Value) -> PyResult<()> {
        let set_name = self.names.set_name;
        let start = self.mem.temps_mark();
        for (k, v) in dict::dict_items(class_dict(class)) {
            if is_instance_obj(v) {
                self.mem.r.temps.extend_from_slice(&[k, v]);
            }
        }
        let n = (self.mem.temps_mark() - start) / 2;
        for i in 0..n {
            let (k, v) = (self.mem.temp(start + 2 * i), self.mem.temp(start + 2 * i + 1));
            let cls = self.mem.instance_class(v);
            if let Some(f) = self.lookup_type(cls, set_name) {
                self.call_value(f, &[v, class, k])?;
            }
        }
        Ok(())
    }

    fn init_subclass(&mut self, class: Value, kwargs: Value) -> PyResult<()> {
        let name = self.names.init_subclass;
        let mro = class_mro(class);
        let found = (1..tuple_len(mro)).find_map(|i| dict::dict_get_str(class_dict(tuple_get(mro, i)), name));
        let Some(hook) = found else { return Ok(()) };
        let object = self.ty(TypeId::Object);
        let has_kwargs = !kwargs.is_empty() && dict::dict_len(kwargs) > 0;
        if dict::dict_get_str(class_dict(object), name) == Some(hook) {
            if has_kwargs {
                return Err(self.type_error(&format!("{}.__init_subclass__() takes no keyword arguments", class_name(class))));
            }
            return Ok(());
        }
        let f = if is_type(hook, TY_CLASSMETHOD) { field(hook, 1) } else { hook };
        self.call_with_kwargs(f, &[class], kwargs)?;
        Ok(())
    }
}
