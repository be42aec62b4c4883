//! Attribute access: `obj.name`, `obj.name = v`, `del obj.name`, method loads.
//!
//! Lookup order for instances follows CPython: a data descriptor (property)
//! on the class wins, then the instance's own slots (via its shape), then the
//! class attribute (functions become bound methods, classmethods bind the
//! class, staticmethods unwrap), then `__getattr__`. Names are always interned
//! strs, so shape and dict lookups compare pointers first.

use crate::object::class::*;
use crate::object::func::*;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use crate::runtime::calls::Calls;

impl Vm {
    pub fn get_attr(&mut self, obj: Value, name: Value) -> PyResult<Value> {
        if let Some(v) = self.get_attr_opt(obj, name)? {
            return Ok(v);
        }
        Err(self.no_attribute(obj, name))
    }

    /// The AttributeError for a missing attribute, in CPython's words.
    pub fn no_attribute(&mut self, obj: Value, name: Value) -> crate::runtime::vm::Exc {
        let n = str::as_str(name).to_string();
        let msg = match ptr_type(obj) {
            Some(TY_CLASS) => format!("type object '{}' has no attribute '{}'", class_name(obj), n),
            Some(TY_MODULE) => format!("module '{}' has no attribute '{}'", str::as_str(field(obj, 1)), n),
            _ => format!("'{}' object has no attribute '{}'", self.type_name(obj), n),
        };
        // `name` and `obj`, as CPython's AttributeError has them: the
        // traceback's "Did you mean" looks among `dir(obj)`.
        // Making the exception allocates: `obj` and `name` are rooted first.
        let slot = self.mem.push_temp(obj);
        self.mem.push_temp(name);
        let e = self.new_exception(crate::runtime::types::TypeId::AttributeError, &msg);
        self.mem.push_temp(e);
        let (name_key, obj_key) = (self.intern("name"), self.intern("obj"));
        self.mem.instance_set(self.mem.temp(slot + 2), name_key, self.mem.temp(slot + 1));
        self.mem.instance_set(self.mem.temp(slot + 2), obj_key, self.mem.temp(slot));
        let e = self.mem.temp(slot + 2);
        self.mem.pop_temps(slot);
        self.raise(e)
    }

    /// `obj.name`, or `None` when there is no such attribute.
    pub fn get_attr_opt(&mut self, obj: Value, name: Value) -> PyResult<Option<Value>> {
        let ty = ptr_type(obj);
        // Debug builds name the code location of a stale reference (a GC rooting bug).
        #[cfg(debug_assertions)]
        if let Some(t) = ty.filter(|t| *t >= FIRST_SHAPE_ID) {
            if !self.mem.shapes.exists(t - FIRST_SHAPE_ID) {
                let f = self.mem.r.frames.last().map(|f| (f.code.co.qualname.clone(), f.code.co.line_at(f.pc.saturating_sub(1)), f.code.co.filename.to_string()));
                panic!("stale object {:?} (header {:#x}) in get_attr of {} at {:?}", obj, header(obj), str::as_str(name), f);
            }
        }
        match ty {
            Some(t) if t >= FIRST_SHAPE_ID => self.instance_attr(obj, name),
            Some(TY_CLASS) => self.class_attr(obj, name),
            Some(TY_MODULE) => match dict::dict_get_str(field(obj, 2), name) {
                Some(v) => Ok(Some(v)),
                None => self.module_getattr(obj, name),
            },
            Some(TY_SUPER) => self.super_attr(obj, name),
            _ => {
                let s = str::as_str(name);
                if s == "__class__" {
                    return Ok(Some(self.type_of(obj)));
                }
                if let Some(v) = self.special_attr(obj, s)? {
                    return Ok(Some(v));
                }
                let cls = self.type_of(obj);
                match self.lookup_type(cls, name) {
                    Some(v) => Ok(Some(self.bind(v, obj, cls)?)),
                    None => Ok(None),
                }
            }
        }
    }

    fn instance_attr(&mut self, obj: Value, name: Value) -> PyResult<Option<Value>> {
        let cls = self.mem.instance_class(obj);
        let class_v = self.lookup_type(cls, name);
        self.instance_attr_in(obj, name, cls, class_v)
    }

    /// `obj.name` for an instance of `cls`, where `class_v` is what `name`
    /// names along the class's MRO (looked up once by the caller).
    #[inline(always)]
    pub fn instance_attr_in(&mut self, obj: Value, name: Value, cls: Value, class_v: Option<Value>) -> PyResult<Option<Value>> {
        match self.instance_attr_without_hook(obj, name, cls, class_v)? {
            Some(v) => Ok(Some(v)),
            None => {
                let ga = self.names.getattr;
                match self.lookup_type(cls, ga) {
                    Some(f) => self.call_value(f, &[obj, name]).map(Some),
                    None => Ok(None),
                }
            }
        }
    }

    /// `object.__getattribute__(obj, name)` for an instance: the lookup of
    /// `instance_attr_in` without the class's `__getattr__` hook.
    #[inline(always)]
    pub fn instance_attr_without_hook(&mut self, obj: Value, name: Value, cls: Value, class_v: Option<Value>) -> PyResult<Option<Value>> {
        if let Some(p) = class_v.filter(|v| is_type(*v, TY_PROPERTY)) {
            let getter = field(p, 1);
            if getter.is_none() || getter.is_empty() {
                return Err(self.attribute_error(&format!("property '{}' of '{}' object has no getter", str::as_str(name), class_name(cls))));
            }
            return self.call_value(getter, &[obj]).map(Some);
        }
        // A data descriptor (its class defines __set__ or __delete__) wins
        // over the instance's own attribute.
        if let Some(d) = class_v.filter(|v| self.is_data_descriptor(*v)) {
            if let Some(get) = self.descriptor_method(d, self.names.get_) {
                return self.call_value(get, &[d, obj, cls]).map(Some);
            }
        }
        if let Some(v) = self.mem.instance_get(obj, name) {
            return Ok(Some(v));
        }
        match class_v {
            // A `__slots__` name not set on this instance.
            Some(v) if is_type(v, TY_MEMBER) => Ok(None),
            Some(v) => Ok(Some(self.bind(v, obj, cls)?)),
            None => {
                let s = str::as_str(name);
                if s == "__class__" {
                    return Ok(Some(cls));
                }
                if s == "__dict__" {
                    if crate::runtime::slots::has_no_dict(cls) {
                        return Ok(None);
                    }
                    return self.instance_dict(obj).map(Some);
                }
                if s == "__traceback__" && self.class_is(cls, TypeId::BaseException) {
                    return self.exception_traceback(obj).map(Some);
                }
                if matches!(s, "__cause__" | "__context__") && self.class_is(cls, TypeId::BaseException) {
                    return Ok(Some(Value::NONE));
                }
                if s == "__suppress_context__" && self.class_is(cls, TypeId::BaseException) {
                    return Ok(Some(Value::FALSE));
                }
                if self.class_is(cls, TypeId::SyntaxError) {
                    if let Some(v) = syntax_error_field(self.exception_args(obj), s) {
                        return Ok(Some(v));
                    }
                }
                // StopIteration.value and SystemExit.code: the first argument, or None.
                if (s == "value" && self.class_is(cls, TypeId::StopIteration)) || (s == "code" && self.class_is(cls, TypeId::SystemExit)) {
                    let args = self.exception_args(obj);
                    let first = if is_type(args, TY_TUPLE) && seq::tuple_len(args) > 0 { seq::tuple_get(args, 0) } else { Value::NONE };
                    return Ok(Some(first));
                }
                Ok(None)
            }
        }
    }

    /// `obj.__dict__`: the instance's attribute dict, live (the instance
    /// becomes dict-backed, see `object/shape.rs`). A class with `__slots__`
    /// members and a `__dict__` gets a snapshot without the members.
    fn instance_dict(&mut self, obj: Value) -> PyResult<Value> {
        if let Some(d) = self.mem.live_instance_dict(obj) {
            return Ok(d);
        }
        let cls = self.mem.instance_class(obj);
        let mut attrs = self.mem.instance_attrs(obj);
        let n = attrs.len();
        attrs.retain(|(k, _)| !self.lookup_type(cls, *k).is_some_and(|m| is_type(m, TY_MEMBER)));
        let live = attrs.len() == n && !crate::runtime::slots::has_slot_members(cls);
        // Rooted before the dict is allocated: the values may be young.
        let obj_slot = self.mem.push_temp(obj);
        let mark = self.mem.temps_mark();
        for (k, v) in &attrs {
            self.mem.r.temps.push(*k);
            self.mem.r.temps.push(*v);
        }
        let d = self.mem.new_dict();
        let slot = self.mem.push_temp(d);
        for i in 0..attrs.len() {
            let (k, v) = (self.mem.temp(mark + 2 * i), self.mem.temp(mark + 2 * i + 1));
            let d = self.mem.temp(slot);
            self.mem.dict_set_str(d, k, v);
        }
        let (obj, d) = (self.mem.temp(obj_slot), self.mem.temp(slot));
        self.mem.pop_temps(obj_slot);
        if live {
            self.mem.make_dict_backed(obj, d);
        }
        Ok(d)
    }

    /// A module's `__dict__`, and (PEP 562) its own `__getattr__` for the
    /// names its dict lacks (whose AttributeError propagates, message and all).
    fn module_getattr(&mut self, module: Value, name: Value) -> PyResult<Option<Value>> {
        if str::as_str(name) == "__dict__" {
            return Ok(Some(field(module, 2)));
        }
        let Some(hook) = dict::dict_get_str(field(module, 2), self.names.getattr) else { return Ok(None) };
        self.call_value(hook, &[name]).map(Some)
    }

    /// Binds a class attribute found for `obj` (an instance of `cls`).
    pub(crate) fn bind(&mut self, v: Value, obj: Value, cls: Value) -> PyResult<Value> {
        Ok(match ptr_type(v) {
            Some(TY_FUNCTION) => self.mem.new_bound_method(v, obj),
            Some(TY_BUILTIN) if builtin_self(v).is_empty() => self.mem.new_builtin(builtin_id(v), obj),
            Some(TY_CLASSMETHOD) => self.mem.new_bound_method(field(v, 1), cls),
            Some(TY_STATICMETHOD) => field(v, 1),
            Some(TY_PROPERTY) => {
                let getter = field(v, 1);
                self.call_value(getter, &[obj])?
            }
            Some(t) if t >= FIRST_SHAPE_ID => match self.descriptor_method(v, self.names.get_) {
                Some(get) => self.call_value(get, &[v, obj, cls])?,
                None => v,
            },
            _ => v,
        })
    }

    /// Method `name` (`__get__`, `__set__`, `__delete__`) of `v`'s class,
    /// when `v` is an instance of a class that defines it: `v` is a
    /// descriptor.
    pub fn descriptor_method(&mut self, v: Value, name: Value) -> Option<Value> {
        if !is_instance_obj(v) {
            return None;
        }
        let cls = self.mem.instance_class(v);
        self.lookup_type(cls, name)
    }

    /// Does `v`'s class define `__set__` or `__delete__`?
    pub fn is_data_descriptor(&mut self, v: Value) -> bool {
        let (set, delete) = (self.names.set_, self.names.delete);
        is_instance_obj(v) && (self.descriptor_method(v, set).is_some() || self.descriptor_method(v, delete).is_some())
    }

    fn class_attr(&mut self, cls: Value, name: Value) -> PyResult<Option<Value>> {
        if let Some(v) = self.meta_attr(cls, name, true)? {
            return Ok(Some(v));
        }
        if let Some(v) = self.lookup_type(cls, name) {
            return Ok(Some(match ptr_type(v) {
                Some(TY_CLASSMETHOD) => self.mem.new_bound_method(field(v, 1), cls),
                Some(TY_STATICMETHOD) => field(v, 1),
                Some(t) if t >= FIRST_SHAPE_ID => match self.descriptor_method(v, self.names.get_) {
                    Some(get) => self.call_value(get, &[v, Value::NONE, cls])?,
                    None => v,
                },
                _ => v,
            }));
        }
        Ok(match str::as_str(name) {
            "__name__" => Some(field(cls, CLASS_NAME)),
            "__qualname__" => Some(field(cls, CLASS_QUALNAME)),
            // A builtin type's (its dict has none, so its instances have none).
            "__module__" => Some(self.intern("builtins")),
            "__mro__" => Some(class_mro(cls)),
            "__bases__" => Some(field(cls, CLASS_BASES)),
            // A read-only view: changes must go through setattr (the
            // caches' class version tags rely on it).
            "__dict__" => return self.mapping_proxy(class_dict(cls)).map(Some),
            "__class__" => Some(self.class_meta(cls)),
            "__base__" => {
                let b = field(cls, CLASS_BASES);
                Some(if seq::tuple_len(b) > 0 { seq::tuple_get(b, 0) } else { Value::NONE })
            }
            // The metaclass's methods and other attributes, then the
            // methods of `type` itself (`cls.mro()`), bound to the class,
            // then the metaclass's `__getattr__`.
            _ => match self.meta_attr(cls, name, false)? {
                Some(v) => Some(v),
                None => match dict::dict_get_str(class_dict(self.ty(TypeId::Type)), name) {
                    Some(f) if is_type(f, TY_BUILTIN) => Some(self.mem.new_bound_method(f, cls)),
                    _ => self.meta_getattr(cls, name)?,
                },
            },
        })
    }

    /// Attributes of builtin objects that are not methods.
    fn special_attr(&mut self, obj: Value, name: &str) -> PyResult<Option<Value>> {
        Ok(match (ptr_type(obj), name) {
            (Some(TY_FUNCTION), "__name__") => Some(field(obj, FN_NAME)),
            (Some(TY_FUNCTION), "__code__") => Some(self.function_code_object(obj)?),
            (Some(TY_FUNCTION), "__globals__") => Some(field(obj, FN_GLOBALS)),
            (Some(TY_FUNCTION), "__qualname__") => Some(field(obj, FN_QUALNAME)),
            (Some(TY_FUNCTION), "__defaults__") => Some(Some(field(obj, FN_DEFAULTS)).filter(|d| !d.is_empty()).unwrap_or(Value::NONE)),
            (Some(TY_FUNCTION), "__kwdefaults__") => Some(Some(field(obj, FN_KWDEFAULTS)).filter(|d| !d.is_empty()).unwrap_or(Value::NONE)),
            (Some(TY_FUNCTION), "__doc__") if !field(obj, FN_DICT).is_empty() && dict::dict_get_str(field(obj, FN_DICT), self.intern("__doc__")).is_some() => {
                let n = self.intern("__doc__");
                dict::dict_get_str(field(obj, FN_DICT), n)
            }
            (Some(TY_FUNCTION), "__doc__") => {
                let doc = self.tables.codes[function_code_index(obj)].co.doc.clone();
                Some(match doc {
                    Some(d) => self.mem.new_str(&d),
                    None => Value::NONE,
                })
            }
            (Some(TY_FUNCTION), "__module__") if !field(obj, FN_DICT).is_empty() && dict::dict_get_str(field(obj, FN_DICT), self.names.module).is_some() => {
                dict::dict_get_str(field(obj, FN_DICT), self.names.module)
            }
            (Some(TY_FUNCTION), "__module__") => {
                let g = field(obj, FN_GLOBALS);
                let n = self.names.name;
                Some(dict::dict_get_str(g, n).unwrap_or(Value::NONE))
            }
            (Some(TY_FUNCTION), "__annotations__") => {
                // Made on first use (an empty dict) and kept, as in CPython.
                let mark = self.mem.temps_mark();
                self.mem.push_temp(obj);
                let n = self.intern(name);
                let fd = field(self.mem.temp(mark), FN_DICT);
                let found = if fd.is_empty() { None } else { dict::dict_get_str(fd, n) };
                let r = match found {
                    Some(d) => Ok(d),
                    None => {
                        let d = self.mem.new_dict();
                        self.mem.push_temp(d);
                        self.set_attr(self.mem.temp(mark), n, d).map(|_| self.mem.temp(mark + 1))
                    }
                };
                self.mem.pop_temps(mark);
                Some(r?)
            }
            (Some(TY_FUNCTION), _) => {
                let d = field(obj, FN_DICT);
                if d.is_empty() {
                    None
                } else {
                    let n = self.intern(name);
                    dict::dict_get_str(d, n)
                }
            }
            (Some(TY_BUILTIN), "__name__") => {
                let n = crate::runtime::native::builtin_name(builtin_id(obj));
                Some(self.mem.new_str(n))
            }
            (Some(TY_BUILTIN), "__qualname__" | "__module__") => {
                use crate::runtime::native::Owner;
                let Some(def) = crate::runtime::native::builtin_def(builtin_id(obj)) else { return Ok(None) };
                let text = match (name, def.owner) {
                    ("__module__", Owner::Global) => Some("builtins".to_string()),
                    ("__module__", Owner::Module(m)) => Some(m.trim_start_matches('_').to_string()),
                    ("__module__", _) => None,
                    (_, Owner::Type(t) | Owner::ClassMethod(t) | Owner::StaticMethod(t)) => Some(format!("{}.{}", class::class_name(self.ty(t)), def.name)),
                    _ => Some(def.name.to_string()),
                };
                Some(match text {
                    Some(t) => self.mem.new_str(&t),
                    None => Value::NONE,
                })
            }
            (Some(TY_BOUND_METHOD), "__self__") => Some(field(obj, 2)),
            (Some(TY_BOUND_METHOD), "__func__") => Some(field(obj, 1)),
            // Anything else is the function's (`__name__`, `__doc__`, `__annotations__`, ...).
            (Some(TY_BOUND_METHOD), _) => {
                let slot = self.mem.push_temp(field(obj, 1));
                let n = self.intern(name);
                let f = self.mem.temp(slot);
                self.mem.pop_temps(slot);
                return self.get_attr_opt(f, n);
            }
            (Some(TY_FLOAT), "real") => Some(obj),
            (Some(TY_FLOAT), "imag") => Some(self.mem.new_float(0.0)),
            (_, "real" | "numerator") if obj.is_int() || is_type(obj, TY_BIGINT) => Some(obj),
            (_, "real" | "numerator") if obj == Value::TRUE || obj == Value::FALSE => Some(Value::int((obj == Value::TRUE) as i64)),
            (_, "imag") if obj == Value::TRUE || obj == Value::FALSE => Some(Value::int(0)),
            (_, "denominator") if obj == Value::TRUE || obj == Value::FALSE => Some(Value::int(1)),
            (_, "imag") if obj.is_int() || is_type(obj, TY_BIGINT) => Some(Value::int(0)),
            (_, "denominator") if obj.is_int() || is_type(obj, TY_BIGINT) => Some(Value::int(1)),
            (Some(TY_SLICE), "start") => Some(field(obj, 1)),
            (Some(TY_SLICE), "stop") => Some(field(obj, 2)),
            (Some(TY_SLICE), "step") => Some(field(obj, 3)),
            (Some(TY_RANGE), "start") => Some(field(obj, 1)),
            (Some(TY_RANGE), "stop") => Some(field(obj, 2)),
            (Some(TY_RANGE), "step") => Some(field(obj, 3)),
            (Some(TY_STATICMETHOD) | Some(TY_CLASSMETHOD), "__func__") => Some(field(obj, 1)),
            (Some(TY_PROPERTY), "fget") => Some(field(obj, 1)),
            (Some(TY_PROPERTY), "fset") => Some(field(obj, 2)),
            (Some(TY_PROPERTY), "fdel") => Some(field(obj, 3)),
            // The doc given, else the getter's.
            (Some(TY_PROPERTY), "__doc__") if field(obj, 4).is_none() && !field(obj, 1).is_none() => {
                let n = self.names.doc;
                self.get_attr_opt(field(obj, 1), n)?.or(Some(Value::NONE))
            }
            (Some(TY_PROPERTY), "__doc__") => Some(field(obj, 4)),
            _ => None,
        })
    }

    /// Attribute lookup through `super()`: the MRO of the object's type after the class.
    fn super_attr(&mut self, sup: Value, name: Value) -> PyResult<Option<Value>> {
        let Some(found) = self.super_lookup(sup, name) else { return Ok(None) };
        let (v, obj) = (found.value, field(sup, 2));
        if found.class_case {
            return Ok(Some(match ptr_type(v) {
                Some(TY_CLASSMETHOD) => self.mem.new_bound_method(field(v, 1), obj),
                Some(TY_STATICMETHOD) => field(v, 1),
                _ => v,
            }));
        }
        Ok(Some(self.bind(v, obj, found.start_type)?))
    }

    /// What `super(C, obj).name` finds, unbound: the first class after `C`
    /// in the MRO of `obj`'s type (of `obj` itself in a class method, the
    /// class case) whose namespace holds `name`.
    fn super_lookup(&mut self, sup: Value, name: Value) -> Option<SuperFound> {
        let (cls, obj) = (field(sup, 1), field(sup, 2));
        // `super(C, cls)` in a class method walks `cls`'s MRO; a class that
        // is an instance of metaclass `C` is an instance like any other.
        let class_case = is_class(obj) && is_subclass(obj, cls);
        let start_type = if class_case { obj } else { self.type_of(obj) };
        let mro = class_mro(start_type);
        let n = seq::tuple_len(mro);
        let pos = (0..n).position(|i| seq::tuple_get(mro, i) == cls).map_or(n, |p| p + 1);
        (pos..n).find_map(|i| dict::dict_get_str(class_dict(seq::tuple_get(mro, i)), name)).map(|value| SuperFound { value, start_type, class_case })
    }

    /// `super().name(...)` through the `super` object `sup` of an
    /// instance: the function or unbound builtin found, which `load_method`
    /// pairs with the instance, unbound. None when the call binds nothing.
    pub(crate) fn super_method_unbound(&mut self, sup: Value, name: Value) -> Option<Value> {
        let found = self.super_lookup(sup, name).filter(|f| !f.class_case)?;
        (is_type(found.value, TY_FUNCTION) || unbound_builtin(found.value).is_some()).then_some(found.value)
    }

    /// For `obj.name(...)`: (function, self) when `name` is a plain method on the
    /// type, so no bound method is allocated; else (attribute, EMPTY).
    pub fn load_method(&mut self, obj: Value, name: Value) -> PyResult<(Value, Value)> {
        let ty = ptr_type(obj);
        let is_instance = matches!(ty, Some(t) if t >= FIRST_SHAPE_ID);
        if ty == Some(TY_SUPER) {
            if let Some(f) = self.super_method_unbound(obj, name) {
                return Ok((f, field(obj, 2)));
            }
        }
        let plain_value = !matches!(ty, Some(TY_CLASS) | Some(TY_MODULE) | Some(TY_SUPER));
        if plain_value && (!is_instance || self.mem.instance_get(obj, name).is_none()) {
            let cls = self.type_of(obj);
            if let Some(v) = self.lookup_type(cls, name) {
                match ptr_type(v) {
                    Some(TY_FUNCTION) => return Ok((v, obj)),
                    Some(TY_BUILTIN) if builtin_self(v).is_empty() => return Ok((v, obj)),
                    _ => {}
                }
            }
        }
        Ok((self.get_attr(obj, name)?, Value::EMPTY))
    }

    pub fn set_attr(&mut self, obj: Value, name: Value, value: Value) -> PyResult<()> {
        match ptr_type(obj) {
            Some(t) if t >= FIRST_SHAPE_ID => {
                let cls = self.mem.instance_class(obj);
                if let Some(f) = self.user_hook(cls, self.names.setattr) {
                    self.call_value(f, &[obj, name, value])?;
                    return Ok(());
                }
                self.generic_set_attr(obj, name, value)
            }
            _ => self.set_other_attr(obj, name, value),
        }
    }

    /// A `__setattr__` or `__delattr__` the program defined for `cls` (not object's).
    fn user_hook(&mut self, cls: Value, name: Value) -> Option<Value> {
        self.lookup_type(cls, name).filter(|f| is_type(*f, TY_FUNCTION))
    }

    /// Setting an instance attribute without the class's `__setattr__`
    /// (`object.__setattr__`): a property's setter, or the instance's own.
    pub fn generic_set_attr(&mut self, obj: Value, name: Value, value: Value) -> PyResult<()> {
        match ptr_type(obj) {
            Some(t) if t >= FIRST_SHAPE_ID => {
                let cls = self.mem.instance_class(obj);
                if let Some(p) = self.lookup_type(cls, name).filter(|v| is_type(*v, TY_PROPERTY)) {
                    let setter = field(p, 2);
                    if setter.is_none() || setter.is_empty() {
                        return Err(self.attribute_error(&format!("property '{}' of '{}' object has no setter", str::as_str(name), class_name(cls))));
                    }
                    self.call_value(setter, &[obj, value])?;
                    return Ok(());
                }
                if let Some(d) = self.lookup_type(cls, name) {
                    if let Some(set) = self.descriptor_method(d, self.names.set_) {
                        self.call_value(set, &[d, obj, value])?;
                        return Ok(());
                    }
                }
                if name == self.names.dict && !crate::runtime::slots::has_no_dict(cls) {
                    return self.replace_instance_dict(obj, cls, value);
                }
                if name == self.names.class_ {
                    return self.assign_class(obj, cls, value);
                }
                if !crate::runtime::slots::slots_allow(cls, name) {
                    return Err(self.no_attribute(obj, name));
                }
                self.mem.instance_set(obj, name, value);
                Ok(())
            }
            _ => self.set_other_attr(obj, name, value),
        }
    }

    /// The shape of `o` when `o.name`, read or written, is plain instance
    /// data in slots: `o` is an instance that is not dict-backed, `name` is
    /// not `__class__` or `__dict__` (object's data descriptors), no class
    /// on its MRO makes `name` a property or data descriptor or leaves it
    /// out of its `__slots__`, and none defines `__setattr__` or
    /// `__delattr__`. The interpreter's inline caches and the JIT's recorder
    /// both specialize on this answer.
    pub fn plain_attr_shape(&mut self, o: Value, name: Value) -> Option<crate::object::shape::ShapeId> {
        if !is_instance_obj(o) || self.mem.shapes.is_dict_backed(instance_shape(o)) {
            return None;
        }
        if name == self.names.class_ || name == self.names.dict {
            return None;
        }
        let cls = self.mem.instance_class(o);
        if self.lookup_type(cls, name).is_some_and(|p| is_type(p, TY_PROPERTY) || self.is_data_descriptor(p)) || !crate::runtime::slots::slots_allow(cls, name) {
            return None;
        }
        let (set, del) = (self.names.setattr, self.names.delattr);
        if [set, del].iter().any(|h| self.lookup_type(cls, *h).is_some_and(|f| is_type(f, TY_FUNCTION))) {
            return None;
        }
        Some(instance_shape(o))
    }

    /// The field (word index) of attribute `name` in shape `shape`'s
    /// instances, when it is an inline slot (not in the overflow array).
    pub fn inline_slot(&self, shape: crate::object::shape::ShapeId, name: Value) -> Option<usize> {
        let i = self.mem.shapes.lookup(shape, name)?;
        let s = self.mem.shapes.get(shape);
        (!s.overflows() || i + 1 < s.capacity as usize).then_some(1 + i)
    }

    /// `obj.__class__ = value` for an instance of the user class `cls`: as
    /// CPython, only to another user class whose instances are laid out
    /// alike (the same builtin base, no `__slots__`, both exceptions or
    /// neither).
    fn assign_class(&mut self, obj: Value, cls: Value, value: Value) -> PyResult<()> {
        if !class::is_class(value) {
            let t = self.type_name(value);
            return Err(self.type_error(&format!("__class__ must be set to a class, not '{}' object", t)));
        }
        if class::class_kind(value) != 0 {
            return Err(self.type_error("__class__ assignment only supported for mutable types or ModuleType subclasses"));
        }
        let exc = self.ty(crate::runtime::types::TypeId::BaseException);
        let alike = crate::runtime::builtin_base::value_base(cls) == crate::runtime::builtin_base::value_base(value)
            && !crate::runtime::slots::has_slot_members(cls)
            && !crate::runtime::slots::has_slot_members(value)
            && class::is_subclass(cls, exc) == class::is_subclass(value, exc);
        if !alike {
            return Err(self.type_error(&format!("__class__ assignment: '{}' object layout differs from '{}'", class_name(value), class_name(cls))));
        }
        self.mem.move_to_class(obj, value);
        Ok(())
    }

    /// `obj.__dict__ = value`: the instance's attributes become `value`'s items, live.
    fn replace_instance_dict(&mut self, obj: Value, cls: Value, value: Value) -> PyResult<()> {
        if !is_type(value, TY_DICT) {
            let t = self.type_name(value);
            return Err(self.type_error(&format!("__dict__ must be set to a dictionary, not a '{}'", t)));
        }
        if crate::runtime::slots::has_slot_members(cls) {
            return Err(self.not_implemented("assigning __dict__ of an instance whose class has __slots__ members"));
        }
        self.mem.make_dict_backed(obj, value);
        Ok(())
    }

    /// `cls.name = value` into the class's namespace (`type.__setattr__`:
    /// no metaclass hook).
    pub fn set_class_attr(&mut self, cls: Value, name: Value, value: Value) -> PyResult<()> {
        if class_kind(cls) != 0 {
            return Err(self.type_error(&format!("cannot set '{}' attribute of immutable type '{}'", str::as_str(name), class_name(cls))));
        }
        // The class's own names live in its fields, not in its dict (where
        // subclasses would inherit them).
        let own = match str::as_str(name) {
            "__name__" => Some(CLASS_NAME),
            "__qualname__" => Some(CLASS_QUALNAME),
            _ => None,
        };
        if let Some(i) = own {
            if !is_type(value, TY_STR) {
                let t = self.type_name(value);
                return Err(self.type_error(&format!("can only assign string to {}.{}, not '{}'", class_name(cls), str::as_str(name), t)));
            }
            self.mem.set_field(cls, i, value);
            return Ok(());
        }
        let d = class_dict(cls);
        self.mem.dict_set_str(d, name, value);
        self.class_attr_changed(cls, name);
        Ok(())
    }

    /// Setting an attribute of a class, module or function.
    fn set_other_attr(&mut self, obj: Value, name: Value, value: Value) -> PyResult<()> {
        match ptr_type(obj) {
            Some(TY_CLASS) if self.meta_set_attr(obj, name, value)? => Ok(()),
            Some(TY_CLASS) => self.set_class_attr(obj, name, value),
            Some(TY_MODULE) => {
                let d = field(obj, 2);
                self.mem.dict_set_str(d, name, value);
                Ok(())
            }
            Some(TY_FUNCTION) if str::as_str(name) == "__defaults__" => {
                if !value.is_none() && !is_type(value, TY_TUPLE) {
                    return Err(self.type_error("__defaults__ must be set to a tuple object"));
                }
                self.mem.set_field(obj, FN_DEFAULTS, if value.is_none() { Value::EMPTY } else { value });
                Ok(())
            }
            Some(TY_FUNCTION) if matches!(str::as_str(name), "__name__" | "__qualname__") => {
                if !is_type(value, TY_STR) {
                    return Err(self.type_error(&format!("{} must be set to a string object", str::as_str(name))));
                }
                let idx = if str::as_str(name) == "__name__" { FN_NAME } else { FN_QUALNAME };
                self.mem.set_field(obj, idx, value);
                Ok(())
            }
            Some(TY_FUNCTION) => {
                let mark = self.mem.temps_mark();
                self.mem.r.temps.extend_from_slice(&[obj, value]);
                if field(obj, FN_DICT).is_empty() {
                    let d = self.mem.new_dict();
                    let f = self.mem.temp(mark);
                    self.mem.set_field(f, FN_DICT, d);
                }
                let (f, value) = (self.mem.temp(mark), self.mem.temp(mark + 1));
                self.mem.pop_temps(mark);
                let d = field(f, FN_DICT);
                self.mem.dict_set_str(d, name, value);
                Ok(())
            }
            _ => {
                let t = self.type_name(obj);
                Err(self.attribute_error(&format!("'{}' object has no attribute '{}'", t, str::as_str(name))))
            }
        }
    }

    pub fn del_attr(&mut self, obj: Value, name: Value) -> PyResult<()> {
        if ptr_type(obj).is_some_and(|t| t >= FIRST_SHAPE_ID) {
            let cls = self.mem.instance_class(obj);
            if let Some(f) = self.user_hook(cls, self.names.delattr) {
                self.call_value(f, &[obj, name])?;
                return Ok(());
            }
        }
        self.generic_del_attr(obj, name)
    }

    /// Deleting an attribute without the class's `__delattr__` (`object.__delattr__`).
    pub fn generic_del_attr(&mut self, obj: Value, name: Value) -> PyResult<()> {
        if is_instance_obj(obj) {
            let cls = self.mem.instance_class(obj);
            if let Some(d) = self.lookup_type(cls, name) {
                if is_type(d, TY_PROPERTY) {
                    let deleter = field(d, 3);
                    if deleter.is_none() || deleter.is_empty() {
                        return Err(self.attribute_error(&format!("property '{}' of '{}' object has no deleter", str::as_str(name), class_name(cls))));
                    }
                    self.call_value(deleter, &[obj])?;
                    return Ok(());
                }
                if let Some(del) = self.descriptor_method(d, self.names.delete) {
                    self.call_value(del, &[d, obj])?;
                    return Ok(());
                }
            }
        }
        let removed = match ptr_type(obj) {
            Some(t) if t >= FIRST_SHAPE_ID => self.instance_del(obj, name),
            Some(TY_CLASS) => {
                let removed = self.dict_remove(class_dict(obj), name);
                self.class_attr_changed(obj, name);
                removed?.is_some()
            }
            Some(TY_MODULE) => self.dict_remove(field(obj, 2), name)?.is_some(),
            _ => false,
        };
        if removed {
            Ok(())
        } else if ptr_type(obj).is_some_and(|t| t >= FIRST_SHAPE_ID) && self.lookup_type(self.mem.instance_class(obj), name).is_some_and(|m| is_type(m, TY_MEMBER)) {
            // An unset `__slots__` name: CPython's message is just the name.
            let e = self.new_exception_args(crate::runtime::types::TypeId::AttributeError, &[name]);
            Err(self.raise(e))
        } else {
            Err(self.no_attribute(obj, name))
        }
    }
}

/// SyntaxError's `msg` (its first argument) and `filename`, `lineno`,
/// `offset`, `text`, `end_lineno`, `end_offset` (the items of its second,
/// a details tuple), None when not given, as CPython's `SyntaxError(msg,
/// (filename, lineno, offset, text, end_lineno, end_offset))` sets them.
/// None for other names.
pub fn syntax_error_field(args: Value, name: &str) -> Option<Value> {
    let index = ["filename", "lineno", "offset", "text", "end_lineno", "end_offset"].iter().position(|n| *n == name);
    if name != "msg" && name != "print_file_and_line" && index.is_none() {
        return None;
    }
    let n = if is_type(args, TY_TUPLE) { seq::tuple_len(args) } else { 0 };
    Some(match (name, index) {
        ("msg", _) if n >= 1 => seq::tuple_get(args, 0),
        (_, Some(i)) if n == 2 && is_type(seq::tuple_get(args, 1), TY_TUPLE) => {
            let details = seq::tuple_get(args, 1);
            if i < seq::tuple_len(details) { seq::tuple_get(details, i) } else { Value::NONE }
        }
        _ => Value::NONE,
    })
}

/// A `super()` lookup's find (`Vm::super_lookup`): the namespace's value,
/// the type whose MRO was walked, and whether `super` was given a class
/// (in a class method) rather than an instance.
struct SuperFound {
    value: Value,
    start_type: Value,
    class_case: bool,
}
