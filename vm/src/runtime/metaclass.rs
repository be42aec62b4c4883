//! Metaclasses: classes derived from `type`, whose instances are classes.
//!
//! A class's metaclass is its `CLASS_META` word (EMPTY for `type`), fixed
//! when the class is made, as CPython's `__build_class__` and
//! `type.__new__` choose it: the `metaclass=` keyword or `type`, then the
//! most derived of that and every base's metaclass (a metaclass conflict
//! is a TypeError). A class statement whose metaclass is a user metaclass
//! calls it: `M(name, bases, namespace, **keywords)`, which runs `M.__new__`
//! (usually ending in `type.__new__`, which builds the class and records
//! `M`) and then `M.__init__`.
//!
//! What a metaclass changes for its classes, here: `type(C)`; attribute
//! lookup on `C` (the metaclass's data descriptors first, then `C`'s MRO,
//! then the metaclass's methods, bound to `C`, and other attributes);
//! `C(...)` through the metaclass's `__call__`; `isinstance`/`issubclass`
//! through `__instancecheck__`/`__subclasscheck__`; `repr(C)`.
//!
//! Not supported: `__prepare__` (the class body runs in a plain namespace
//! before the metaclass is called; a metaclass defining it is refused).
//!
//! Must never: change how classes with the plain `type` metaclass are made
//! or looked up (every path here starts by asking for a user metaclass).

use crate::object::class::*;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use crate::runtime::calls::Calls;

impl Vm {
    /// The metaclass of class `cls`.
    #[inline]
    pub fn class_meta(&self, cls: Value) -> Value {
        let m = field(cls, CLASS_META);
        if m.is_empty() {
            self.ty(TypeId::Type)
        } else {
            m
        }
    }

    /// `cls`'s metaclass when it is not `type` itself.
    #[inline]
    pub fn user_meta(&self, cls: Value) -> Option<Value> {
        let m = field(cls, CLASS_META);
        (!m.is_empty()).then_some(m)
    }

    /// Is `v` a metaclass other than `type` (a class derived from `type`)?
    pub fn is_user_metaclass(&self, v: Value) -> bool {
        let t = self.ty(TypeId::Type);
        is_class(v) && v != t && is_subclass(v, t)
    }

    /// The metaclass a class with `bases` gets when `meta` is asked for:
    /// the most derived of `meta` and the bases' metaclasses.
    pub fn winning_metaclass(&mut self, meta: Value, bases: &[Value]) -> PyResult<Value> {
        let mut winner = meta;
        for &b in bases {
            let bm = self.class_meta(b);
            if is_subclass(winner, bm) {
                continue;
            }
            if is_subclass(bm, winner) {
                winner = bm;
                continue;
            }
            return Err(self.type_error(
                "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases",
            ));
        }
        Ok(winner)
    }

    /// A function the program defined for `name` on `cls`'s metaclass (not `type`'s own).
    pub fn meta_hook(&mut self, cls: Value, name: &str) -> Option<Value> {
        let meta = self.user_meta(cls)?;
        let n = self.intern(name);
        self.lookup_type(meta, n).filter(|f| is_type(*f, TY_FUNCTION))
    }

    /// Does calling class `cls` go through a metaclass (its metaclass's
    /// `__call__`, or `cls` is itself a metaclass) rather than the plain
    /// allocation and `__init__` the JIT inlines?
    pub fn metaclass_makes_instances(&mut self, cls: Value) -> bool {
        self.is_user_metaclass(cls) || self.meta_hook(cls, "__call__").is_some()
    }

    /// `cls.__name__(*args)` when `cls`'s metaclass defines dunder `name`
    /// (`len(C)`, `iter(C)`, `C[k]`, `repr(C)`...); `None` when it does not.
    pub fn meta_dunder(&mut self, cls: Value, name: &str, args: &[Value]) -> PyResult<Option<Value>> {
        let Some(f) = self.meta_hook(cls, name) else { return Ok(None) };
        let mut all = vec![cls];
        all.extend_from_slice(args);
        self.call_value(f, &all).map(Some)
    }

    /// `M(args, **kw)` for a user metaclass `M`: `M.__new__(M, *args, **kw)`
    /// (`type.__new__` unless `M` defines one), then, when that returned a
    /// class whose metaclass is `M` or derived, `M.__init__(cls, *args, **kw)`.
    /// `kwargs` is a dict or EMPTY.
    pub fn call_metaclass(&mut self, meta: Value, args: &[Value], kwargs: Value) -> PyResult<Value> {
        let prepare = self.intern("__prepare__");
        if self.lookup_type(meta, prepare).is_some() {
            return Err(self.not_implemented("a metaclass's __prepare__"));
        }
        let mark = self.mem.temps_mark();
        self.mem.r.temps.push(kwargs);
        self.mem.r.temps.extend_from_slice(args);
        let r = self.call_metaclass_rooted(meta, mark);
        self.mem.pop_temps(mark);
        r
    }

    /// `call_metaclass` with the keywords in temporary `mark` and the
    /// positional arguments in the `nargs` temporaries after it.
    fn call_metaclass_rooted(&mut self, meta: Value, mark: usize) -> PyResult<Value> {
        let nargs = self.mem.temps_mark() - mark - 1;
        let args = |vm: &Vm| vm.mem.r.temps[mark + 1..mark + 1 + nargs].to_vec();
        let new_name = self.names.new;
        let new = self.lookup_type(meta, new_name).map(|f| if is_type(f, TY_STATICMETHOD) { field(f, 1) } else { f });
        let mut with_meta = vec![meta];
        with_meta.extend(args(self));
        let kwargs = self.mem.temp(mark);
        let cls = match new.filter(|f| is_type(*f, TY_FUNCTION)) {
            Some(f) => self.call_with_kwargs(f, &with_meta, kwargs)?,
            None => self.type_new(meta, &args(self), kwargs)?,
        };
        if !is_class(cls) || !is_subclass(self.class_meta(cls), meta) {
            return Ok(cls);
        }
        let slot = self.mem.push_temp(cls);
        let init = self.lookup_type(meta, self.names.init).filter(|f| is_type(*f, TY_FUNCTION));
        if let Some(f) = init {
            let mut with_cls = vec![cls];
            with_cls.extend(args(self));
            let kwargs = self.mem.temp(mark);
            let r = self.call_with_kwargs(f, &with_cls, kwargs)?;
            if !r.is_none() {
                let t = self.type_name(r);
                return Err(self.type_error(&format!("__init__() should return None, not '{}'", t)));
            }
        }
        Ok(self.mem.temp(slot))
    }

    /// `type.__new__(meta, name, bases, namespace, **kwargs)`: the class made
    /// as a class statement makes it, with the winning metaclass recorded
    /// and `kwargs` (a dict or EMPTY) passed to `__init_subclass__`.
    pub fn type_new(&mut self, meta: Value, args: &[Value], kwargs: Value) -> PyResult<Value> {
        if args.len() != 3 {
            return Err(self.type_error(&format!("type.__new__() takes exactly 3 arguments ({} given)", args.len())));
        }
        crate::runtime::native::new_type(self, args[0], args[1], args[2], crate::runtime::types::ClassMaker { meta, kwargs, direct: true })
    }

    /// `callee(*args, **kwargs)` with `kwargs` a dict of str keys, or EMPTY.
    pub fn call_with_kwargs(&mut self, callee: Value, args: &[Value], kwargs: Value) -> PyResult<Value> {
        if kwargs.is_empty() || dict::dict_len(kwargs) == 0 {
            return self.call_value(callee, args);
        }
        let mark = self.mem.temps_mark();
        self.mem.r.temps.push(callee);
        self.mem.r.temps.extend_from_slice(args);
        let items = dict::dict_items(kwargs);
        let keys: Vec<Value> = items.iter().map(|(k, _)| *k).collect();
        self.mem.r.temps.extend(items.iter().map(|(_, v)| *v));
        let kwnames = self.kwnames_tuple(&keys);
        let callee = self.mem.temp(mark);
        let all: Vec<Value> = self.mem.r.temps[mark + 1..].to_vec();
        let r = self.call_value_kw(callee, &all, kwnames);
        self.mem.pop_temps(mark);
        r
    }

    /// `cls.name` from the metaclass's `__getattr__`, when it defines one
    /// (AttributeError from it means "no such attribute").
    pub fn meta_getattr(&mut self, cls: Value, name: Value) -> PyResult<Option<Value>> {
        match self.meta_dunder(cls, "__getattr__", &[name]) {
            Err(_) if self.isinstance_of(self.mem.r.exception, TypeId::AttributeError) => Ok(None),
            r => r,
        }
    }

    /// `cls.name = value` when the metaclass takes it: its `__setattr__`,
    /// or a property or data descriptor it defines. False when it does not.
    pub fn meta_set_attr(&mut self, cls: Value, name: Value, value: Value) -> PyResult<bool> {
        let Some(meta) = self.user_meta(cls) else { return Ok(false) };
        if let Some(f) = self.meta_hook(cls, "__setattr__") {
            self.call_value(f, &[cls, name, value])?;
            return Ok(true);
        }
        let Some(d) = self.meta_own_attr(meta, name) else { return Ok(false) };
        if is_type(d, TY_PROPERTY) {
            let setter = field(d, 2);
            if setter.is_none() || setter.is_empty() {
                return Err(self.attribute_error(&format!("property '{}' of '{}' object has no setter", str::as_str(name), class_name(meta))));
            }
            self.call_value(setter, &[cls, value])?;
            return Ok(true);
        }
        match self.descriptor_method(d, self.names.set_) {
            Some(set) => {
                self.call_value(set, &[d, cls, value])?;
                Ok(true)
            }
            None => Ok(false),
        }
    }

    /// Attribute `name` along user metaclass `meta`'s MRO when a class the
    /// program defined holds it: `type`'s and `object`'s own attributes of
    /// a class are found the usual way.
    fn meta_own_attr(&mut self, meta: Value, name: Value) -> Option<Value> {
        let (holder, _) = class_lookup_entry(meta, name)?;
        if holder == self.ty(TypeId::Type) || holder == self.ty(TypeId::Object) {
            return None;
        }
        self.lookup_type(meta, name)
    }

    /// An attribute of class `cls` found on its user metaclass: `Ok(None)`
    /// when it has none or none there. `data_only` asks for the metaclass's
    /// data descriptors (properties), which come before `cls`'s own MRO.
    pub fn meta_attr(&mut self, cls: Value, name: Value, data_only: bool) -> PyResult<Option<Value>> {
        let Some(meta) = self.user_meta(cls) else { return Ok(None) };
        let Some(v) = self.meta_own_attr(meta, name) else { return Ok(None) };
        let is_data = is_type(v, TY_PROPERTY) || self.is_data_descriptor(v);
        if data_only != is_data {
            return Ok(None);
        }
        // The class is an instance of its metaclass: bound as an instance binds.
        self.bind(v, cls, meta).map(Some)
    }
}
