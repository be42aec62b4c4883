//! The builtins that ask about objects and classes: `isinstance`,
//! `issubclass`, the `*attr` functions, `id`, `hash`, `callable`, `globals`,
//! `dir`, `vars`.

use crate::object::*;
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Global};
use crate::runtime::types::TypeId;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use crate::runtime::calls::Calls;

pub const DEFS: &[BuiltinDef] = &[
    def("isinstance", Global, isinstance),
    def("issubclass", Global, issubclass),
    def("hasattr", Global, hasattr),
    def("getattr", Global, getattr),
    def("setattr", Global, setattr),
    def("delattr", Global, delattr),
    def("id", Global, id),
    def("hash", Global, hash),
    def("callable", Global, callable),
    def("globals", Global, globals),
    def("vars", Global, vars),
    def("dir", Global, dir),
];

fn isinstance(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_positional_from("isinstance", &a, 0, 2, 2)?;
    let (v, t) = (vm.arg(&a, 0), vm.arg(&a, 1));
    Ok(Value::bool(vm.instance_matches(v, t)?))
}

fn issubclass(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("issubclass", &a, 2, 2)?;
    let (c, t) = (vm.arg(&a, 0), vm.arg(&a, 1));
    if !class::is_class(c) {
        return Err(vm.type_error("issubclass() arg 1 must be a class"));
    }
    Ok(Value::bool(vm.class_matches(c, t, "issubclass")?))
}

impl Vm {
    /// `isinstance(v, t)`: `t` a class (asked through its metaclass's
    /// `__instancecheck__` when it has one), or a tuple of them, nested.
    fn instance_matches(&mut self, v: Value, t: Value) -> PyResult<bool> {
        if is_type(t, TY_TUPLE) {
            return self.any_of_tuple(v, t, |vm, v, item| vm.instance_matches(v, item));
        }
        let cls = self.type_of(v);
        if class::is_class(t) && cls != t {
            if let Some(r) = self.meta_dunder(t, "__instancecheck__", &[v])? {
                return self.truthy(r);
            }
        }
        // Any object whose class defines `__instancecheck__` answers too
        // (types.GenericAlias refuses, typing's special forms decide).
        if is_instance_obj(t) {
            let key = self.intern("__instancecheck__");
            let tcls = self.mem.instance_class(t);
            if let Some(f) = self.lookup_type(tcls, key) {
                let r = self.call_value(f, &[t, v])?;
                return self.truthy(r);
            }
        }
        self.class_matches(cls, t, "isinstance")
    }

    /// Does `test(x, item)` hold for some item of tuple `t`? Stops at the
    /// first true or error. `x` and `t` stay rooted: a test may run Python
    /// code (a metaclass hook) that collects.
    fn any_of_tuple(&mut self, x: Value, t: Value, mut test: impl FnMut(&mut Vm, Value, Value) -> PyResult<bool>) -> PyResult<bool> {
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[x, t]);
        let mut r = Ok(false);
        for i in 0..seq::tuple_len(t) {
            let (x, t) = (self.mem.temp(mark), self.mem.temp(mark + 1));
            r = test(self, x, seq::tuple_get(t, i));
            if !matches!(r, Ok(false)) {
                break;
            }
        }
        self.mem.pop_temps(mark);
        r
    }

    /// Is `cls` a subclass of `t` (a class or a tuple of them, nested)?
    fn class_matches(&mut self, cls: Value, t: Value, fname: &str) -> PyResult<bool> {
        if class::is_class(t) {
            if fname == "issubclass" {
                if let Some(r) = self.meta_dunder(t, "__subclasscheck__", &[cls])? {
                    return self.truthy(r);
                }
            }
            if class::is_subclass(cls, t) {
                return Ok(true);
            }
            // Virtual subclasses (collections.abc): pith's stand-in for a metaclass's __subclasscheck__.
            return match self.class_hook(t, "__pith_subclasscheck__", &[cls])? {
                Some(r) => self.truthy(r),
                None => Ok(false),
            };
        }
        if is_type(t, TY_TUPLE) {
            return self.any_of_tuple(cls, t, |vm, cls, item| vm.class_matches(cls, item, fname));
        }
        if is_instance_obj(t) && self.mem.instance_class(t) == self.ty(TypeId::UnionType) {
            let n = self.intern("__args__");
            let args = self.mem.instance_get(t, n).unwrap_or(Value::EMPTY);
            if is_type(args, TY_TUPLE) {
                return self.class_matches(cls, args, fname);
            }
        }
        let (one, many) = if fname == "issubclass" { ("class", "classes") } else { ("type", "types") };
        Err(self.type_error(&format!("{}() arg 2 must be a {}, a tuple of {}, or a union", fname, one, many)))
    }

    /// The attribute name argument, interned.
    fn attr_name(&mut self, v: Value) -> PyResult<Value> {
        self.check_attr_name(v)?;
        Ok(self.intern_value(v))
    }
}

fn hasattr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("hasattr", &a, 2, 2)?;
    let name = vm.attr_name(vm.arg(&a, 1))?;
    match vm.get_attr_opt(vm.arg(&a, 0), name) {
        Ok(v) => Ok(Value::bool(v.is_some())),
        Err(e) => {
            if vm.isinstance_of(vm.mem.r.exception, TypeId::AttributeError) {
                Ok(Value::FALSE)
            } else {
                Err(e)
            }
        }
    }
}

fn getattr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("getattr", &a, 2, 3)?;
    let name = vm.attr_name(vm.arg(&a, 1))?;
    match vm.get_attr_opt(vm.arg(&a, 0), name) {
        Ok(Some(v)) => Ok(v),
        Ok(None) if a.n == 3 => Ok(vm.arg(&a, 2)),
        Ok(None) => Err(vm.no_attribute(vm.arg(&a, 0), name)),
        // An AttributeError raised on the way (`__getattr__`, a property) gives the default too.
        Err(_) if a.n == 3 && vm.isinstance_of(vm.mem.r.exception, TypeId::AttributeError) => Ok(vm.arg(&a, 2)),
        Err(e) => Err(e),
    }
}

fn setattr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("setattr", &a, 3, 3)?;
    let name = vm.attr_name(vm.arg(&a, 1))?;
    vm.set_attr(vm.arg(&a, 0), name, vm.arg(&a, 2))?;
    Ok(Value::NONE)
}

fn delattr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("delattr", &a, 2, 2)?;
    let name = vm.attr_name(vm.arg(&a, 1))?;
    vm.del_attr(vm.arg(&a, 0), name)?;
    Ok(Value::NONE)
}

fn id(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("id", &a, 1, 1)?;
    let v = vm.arg(&a, 0);
    let addr = vm.fake_address(v);
    Ok(vm.mem.new_int(addr as i64))
}

fn hash(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("hash", &a, 1, 1)?;
    let v = vm.arg(&a, 0);
    let h = crate::ops::hash::hash_value(vm, v)?;
    Ok(vm.mem.new_int(h))
}

fn callable(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("callable", &a, 1, 1)?;
    Ok(Value::bool(is_callable(vm, vm.arg(&a, 0))))
}

/// `callable(v)`.
pub(super) fn is_callable(vm: &mut Vm, v: Value) -> bool {
    match ptr_type(v) {
        Some(TY_FUNCTION) | Some(TY_BUILTIN) | Some(TY_BOUND_METHOD) | Some(TY_CLASS) => true,
        Some(t) if t >= FIRST_SHAPE_ID => {
            let n = vm.names.call;
            let c = vm.mem.instance_class(v);
            vm.lookup_type(c, n).is_some()
        }
        _ => false,
    }
}

fn globals(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("globals", &a, 0, 0)?;
    Ok(vm.frame_globals())
}

/// `dir(obj)`: `obj.__dir__()` sorted when its class defines one; else the
/// sorted names in its `__dict__` and in the dicts of its class's MRO (of
/// the class itself for a class). (pith's `object` has fewer dunders than
/// CPython's, and `dir()` without an argument is not supported.)
fn dir(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("dir", &a, 0, 1)?;
    if a.n == 0 {
        let d = vm.caller_locals()?;
        let mut names: Vec<String> = dict::dict_items(d).into_iter().filter(|(k, _)| is_type(*k, TY_STR)).map(|(k, _)| str::as_str(k).to_string()).collect();
        return sorted_str_list(vm, &mut names);
    }
    let own = vm.intern("__dir__");
    let obj = vm.arg(&a, 0);
    let cls = if class::is_class(obj) { obj } else { vm.type_of(obj) };
    let custom = if is_instance_obj(obj) {
        vm.lookup_type(cls, own)
    } else if is_type(obj, TY_MODULE) {
        // A module lists its namespace, or what its own `__dir__()` returns.
        match dict::dict_get_str(field(obj, 2), own) {
            Some(f) => {
                let r = vm.call_value(f, &[])?;
                let l = vm.to_list(r)?;
                let mut names: Vec<String> = seq::seq_items(l).into_iter().filter(|v| is_type(*v, TY_STR)).map(|v| str::as_str(v).to_string()).collect();
                return sorted_str_list(vm, &mut names);
            }
            None => {
                let d = field(vm.arg(&a, 0), 2);
                let mut names: Vec<String> = dict::dict_items(d).into_iter().filter(|(k, _)| is_type(*k, TY_STR)).map(|(k, _)| str::as_str(k).to_string()).collect();
                return sorted_str_list(vm, &mut names);
            }
        }
    } else {
        None
    };
    let names = match custom {
        Some(f) => {
            let r = vm.call_value(f, &[obj])?;
            let l = vm.to_list(r)?;
            seq::seq_items(l).into_iter().filter(|v| is_type(*v, TY_STR)).map(|v| str::as_str(v).to_string()).collect()
        }
        None => attribute_names(vm, a)?,
    };
    let mut names: Vec<String> = names;
    sorted_str_list(vm, &mut names)
}

/// A new list of `names`, sorted, without duplicates.
fn sorted_str_list(vm: &mut Vm, names: &mut Vec<String>) -> PyResult<Value> {
    names.sort();
    names.dedup();
    let mark = vm.mem.temps_mark();
    for n in names.iter() {
        let s = vm.mem.new_str(n);
        vm.mem.push_temp(s);
    }
    let items: Vec<Value> = vm.mem.r.temps[mark..].to_vec();
    let l = vm.mem.list_from_values(&items);
    vm.mem.pop_temps(mark);
    Ok(l)
}

/// The keys of argument 0's `__dict__` (if it has one) and of the class dicts along its class's MRO.
fn attribute_names(vm: &mut Vm, a: Args) -> PyResult<Vec<String>> {
    let key = vm.intern("__dict__");
    let mut names = Vec::new();
    let obj = vm.arg(&a, 0);
    let own = if is_type(obj, TY_MODULE) { Some(field(obj, 2)) } else { vm.get_attr_opt(obj, key)? };
    if let Some(d) = own.filter(|d| is_type(*d, TY_DICT)) {
        names.extend(dict::dict_items(d).into_iter().filter(|(k, _)| is_type(*k, TY_STR)).map(|(k, _)| str::as_str(k).to_string()));
    }
    let obj = vm.arg(&a, 0);
    let cls = if class::is_class(obj) { obj } else { vm.type_of(obj) };
    let mro = class::class_mro(cls);
    for i in 0..seq::tuple_len(mro) {
        let d = class::class_dict(seq::tuple_get(mro, i));
        names.extend(dict::dict_items(d).into_iter().filter(|(k, _)| is_type(*k, TY_STR)).map(|(k, _)| str::as_str(k).to_string()));
    }
    Ok(names)
}

fn vars(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("vars", &a, 0, 1)?;
    if a.n == 0 {
        return vm.caller_locals();
    }
    let v = vm.arg(&a, 0);
    let n = vm.intern("__dict__");
    match vm.get_attr_opt(v, n)? {
        Some(d) => Ok(d),
        None => Err(vm.type_error("vars() argument must have __dict__ attribute")),
    }
}
