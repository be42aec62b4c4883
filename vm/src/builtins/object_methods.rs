//! Methods of `object` and `BaseException` that user classes inherit.

use crate::runtime::native::{def, BuiltinDef, Owner};
use crate::runtime::native::Args;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};

const O: Owner = Owner::Type(TypeId::Object);
const E: Owner = Owner::Type(TypeId::BaseException);

pub const DEFS: &[BuiltinDef] = &[
    def("__init__", O, object_init),
    def("__repr__", O, object_repr),
    def("__hash__", O, object_hash),
    def("__setattr__", O, object_setattr),
    def("__getattribute__", O, object_getattribute),
    def("__delattr__", O, object_delattr),
    def("__init_subclass__", Owner::ClassMethod(TypeId::Object), object_init_subclass),
    def("__init__", E, exception_init),
    def("__str__", E, exception_str),
    def("__repr__", E, exception_repr),
    def("with_traceback", E, exception_with_traceback),
    def("__str__", Owner::Type(TypeId::SyntaxError), syntax_error_str),
    def("add_note", E, exception_add_note),
    def("__repr__", Owner::Type(TypeId::UnionType), union_repr),
    def("__eq__", Owner::Type(TypeId::UnionType), union_eq),
    def("__hash__", Owner::Type(TypeId::UnionType), union_hash),
    def("getter", P, property_getter),
    def("setter", P, property_setter),
    def("deleter", P, property_deleter),
];

const P: Owner = Owner::Type(TypeId::Property);

/// `object.__setattr__(obj, name, value)`: sets the attribute without the
/// class's own `__setattr__` (which calls this to store).
fn object_setattr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__setattr__", &a, 3, 3)?;
    let (obj, name, value) = (vm.arg(&a, 0), vm.arg(&a, 1), vm.arg(&a, 2));
    vm.check_attr_name(name)?;
    vm.generic_set_attr(obj, name, value)?;
    Ok(Value::NONE)
}

/// `object.__getattribute__(obj, name)`: the attribute by the generic
/// lookup, without the class's `__getattr__` hook (which a `__getattr__`
/// calls this to avoid).
fn object_getattribute(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__getattribute__", &a, 2, 2)?;
    let (obj, name) = (vm.arg(&a, 0), vm.arg(&a, 1));
    vm.check_attr_name(name)?;
    let found = if is_instance_obj(obj) {
        let cls = vm.mem.instance_class(obj);
        let class_v = vm.lookup_type(cls, name);
        vm.instance_attr_without_hook(obj, name, cls, class_v)?
    } else {
        vm.get_attr_opt(obj, name)?
    };
    match found {
        Some(v) => Ok(v),
        None => Err(vm.no_attribute(obj, name)),
    }
}

/// `object.__init_subclass__()`: does nothing, and takes no arguments
/// (a class's own keywords must have been consumed on the way up).
fn object_init_subclass(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.nkw > 0 {
        let name = str::as_str(seq::tuple_get(a.kwnames, 0)).to_string();
        return Err(vm.type_error(&format!("object.__init_subclass__() takes no keyword arguments ('{}' given)", name)));
    }
    if a.n > 1 {
        return Err(vm.type_error(&format!("object.__init_subclass__() takes no arguments ({} given)", a.n - 1)));
    }
    Ok(Value::NONE)
}

/// `object.__delattr__(obj, name)`.
fn object_delattr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__delattr__", &a, 2, 2)?;
    let (obj, name) = (vm.arg(&a, 0), vm.arg(&a, 1));
    vm.check_attr_name(name)?;
    vm.generic_del_attr(obj, name)?;
    Ok(Value::NONE)
}

/// `int | None` prints as `int | None`.
/// The members (`__args__`) of argument `i`, when it is a `types.UnionType`.
fn union_members(vm: &mut Vm, a: &Args, i: usize) -> Option<Vec<Value>> {
    let n = vm.intern("__args__");
    let u = vm.arg(a, i);
    if !is_instance_obj(u) || vm.mem.instance_class(u) != vm.ty(TypeId::UnionType) {
        return None;
    }
    vm.mem.instance_get(u, n).filter(|t| is_type(*t, TY_TUPLE)).map(seq::seq_items)
}

/// `X | Y == Y | X`: unions are equal when their members are.
fn union_eq(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__eq__", &a, 2, 2)?;
    let (Some(x), Some(y)) = (union_members(vm, &a, 0), union_members(vm, &a, 1)) else { return Ok(vm.tables.not_implemented) };
    Ok(Value::bool(x.iter().all(|m| y.contains(m)) && y.iter().all(|m| x.contains(m))))
}

fn union_hash(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__hash__", &a, 1, 1)?;
    let members = union_members(vm, &a, 0).unwrap_or_default();
    let h = members.iter().fold(0i64, |h, m| h ^ vm.identity_hash(*m));
    Ok(vm.mem.new_int(h))
}

fn union_repr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let mut parts = Vec::new();
    if let Some(members) = union_members(vm, &a, 0) {
        for m in members {
            if m == vm.ty(TypeId::NoneType) {
                parts.push("None".to_string());
            } else if class::is_class(m) {
                let module = dict::dict_get_str(class::class_dict(m), vm.names.module).filter(|v| is_type(*v, TY_STR));
                let qn = str::as_str(field(m, class::CLASS_QUALNAME)).to_string();
                parts.push(match module {
                    Some(md) if str::as_str(md) != "builtins" => format!("{}.{}", str::as_str(md), qn),
                    _ => qn,
                });
            }
        }
    }
    Ok(vm.mem.new_str(&parts.join(" | ")))
}

/// A copy of property `a[0]` with accessor `which` (1 get, 2 set, 3 delete) replaced by `a[1]`.
fn property_with(vm: &mut Vm, a: Args, name: &str, which: usize) -> PyResult<Value> {
    vm.check_args(name, &a, 2, 2)?;
    let p = vm.arg(&a, 0);
    let mut f = [field(p, 1), field(p, 2), field(p, 3), field(p, 4)];
    f[which - 1] = vm.arg(&a, 1);
    Ok(vm.mem.new_object(TY_PROPERTY, &f))
}

fn property_getter(vm: &mut Vm, a: Args) -> PyResult<Value> {
    property_with(vm, a, "getter", 1)
}

fn property_setter(vm: &mut Vm, a: Args) -> PyResult<Value> {
    property_with(vm, a, "setter", 2)
}

fn property_deleter(vm: &mut Vm, a: Args) -> PyResult<Value> {
    property_with(vm, a, "deleter", 3)
}

fn object_init(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.n > 1 {
        let cls = vm.type_of(vm.arg(&a, 0));
        let init = vm.names.init;
        let own_init = vm.lookup_type(cls, init);
        let object_init = dict::dict_get_str(class::class_dict(vm.ty(TypeId::Object)), init);
        if own_init == object_init {
            let name = class::class_name(cls).to_string();
            return Err(vm.type_error(&format!("{}() takes no arguments", name)));
        }
        return Err(vm.type_error("object.__init__() takes exactly one argument (the instance to initialize)"));
    }
    Ok(Value::NONE)
}

fn object_repr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let mut out = String::new();
    vm.default_instance_repr(vm.arg(&a, 0), &mut out);
    Ok(vm.mem.new_str(&out))
}

/// `object.__hash__`: by identity.
fn object_hash(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__hash__", &a, 1, 1)?;
    let h = vm.identity_hash(vm.arg(&a, 0));
    Ok(vm.mem.new_int(h))
}

fn exception_init(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.nkw > 0 {
        let name = vm.type_name(vm.arg(&a, 0));
        return Err(vm.type_error(&format!("{}() takes no keyword arguments", name)));
    }
    let args = vm.mem.tuple_from_stack(a.start + 1, a.n - 1);
    let name = vm.names.args;
    vm.set_attr(vm.arg(&a, 0), name, args)?;
    Ok(Value::NONE)
}

fn exception_str(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let e = vm.arg(&a, 0);
    let args = vm.exception_args(e);
    if !is_type(args, TY_TUPLE) {
        return Ok(vm.intern(""));
    }
    match seq::tuple_len(args) {
        0 => Ok(vm.intern("")),
        1 if vm.isinstance_of(e, TypeId::KeyError) => vm.repr_of(seq::tuple_get(args, 0)),
        1 => vm.str_of(seq::tuple_get(args, 0)),
        _ => vm.repr_of(args),
    }
}

fn exception_repr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let e = vm.arg(&a, 0);
    let name = vm.type_name(e);
    let args = vm.exception_args(e);
    let mut out = name;
    if is_type(args, TY_TUPLE) && seq::tuple_len(args) == 1 {
        out.push('(');
        vm.repr_into(seq::tuple_get(args, 0), &mut out)?;
        out.push(')');
    } else if is_type(args, TY_TUPLE) {
        vm.repr_into(args, &mut out)?;
    } else {
        out.push_str("()");
    }
    Ok(vm.mem.new_str(&out))
}

/// `e.with_traceback(tb)`: sets `e.__traceback__` and returns `e`.
fn exception_with_traceback(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("with_traceback", &a, 2, 2)?;
    let key = vm.intern("__traceback__");
    vm.set_attr(vm.arg(&a, 0), key, vm.arg(&a, 1))?;
    Ok(vm.arg(&a, 0))
}

/// `e.add_note(note)`: appends the str `note` to `e.__notes__` (made on
/// first use); tracebacks print the notes after the exception's line.
fn exception_add_note(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("add_note", &a, 2, 2)?;
    let note = vm.arg(&a, 1);
    if !is_type(note, TY_STR) {
        let t = vm.type_name(note);
        return Err(vm.type_error(&format!("note must be a str, not '{}'", t)));
    }
    let key = vm.intern("__notes__");
    let notes = match vm.get_attr_opt(vm.arg(&a, 0), key)? {
        Some(n) => n,
        None => {
            let l = vm.mem.new_list(1);
            let slot = vm.mem.push_temp(l);
            let r = vm.set_attr(vm.arg(&a, 0), key, vm.mem.temp(slot));
            vm.mem.pop_temps(slot);
            r?;
            match vm.get_attr_opt(vm.arg(&a, 0), key)? {
                Some(n) => n,
                None => return Ok(Value::NONE),
            }
        }
    };
    if !is_type(notes, TY_LIST) {
        return Err(vm.type_error("Cannot add note: __notes__ is not a list"));
    }
    vm.mem.list_append(notes, vm.arg(&a, 1));
    Ok(Value::NONE)
}

/// `str(SyntaxError)`: `msg (file, line N)` with the file's base name, or
/// the parts that are known, as CPython's.
fn syntax_error_str(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__str__", &a, 1, 1)?;
    let field = |vm: &mut Vm, n: &str| -> PyResult<Value> {
        let key = vm.intern(n);
        Ok(vm.get_attr_opt(vm.arg(&a, 0), key)?.unwrap_or(Value::NONE))
    };
    let msg = field(vm, "msg")?;
    let msg = vm.str_of(msg)?;
    let msg = str::as_str(msg).to_string();
    let filename = field(vm, "filename")?;
    let file = is_type(filename, TY_STR).then(|| str::as_str(filename).rsplit('/').next().unwrap_or("").to_string());
    let lineno = field(vm, "lineno")?;
    let line = lineno.is_int().then(|| lineno.as_int());
    let text = match (file, line) {
        (Some(f), Some(l)) => format!("{} ({}, line {})", msg, f, l),
        (Some(f), None) => format!("{} ({})", msg, f),
        (None, Some(l)) => format!("{} (line {})", msg, l),
        (None, None) => msg,
    };
    Ok(vm.mem.new_str(&text))
}
