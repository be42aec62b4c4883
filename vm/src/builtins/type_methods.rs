//! Methods of `type` itself: `mro()`, `__subclasses__()`, and the
//! `__new__`, `__init__` and `__call__` that metaclasses reach through
//! `super()` (see `metaclass.rs`).

use crate::runtime::native::{def, BuiltinDef, Owner};
use crate::runtime::native::Args;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};

const T: Owner = Owner::Type(TypeId::Type);

pub const DEFS: &[BuiltinDef] = &[
    def("mro", T, type_mro),
    def("__subclasses__", T, type_subclasses),
    def("__new__", Owner::StaticMethod(TypeId::Type), type_new),
    def("__init__", T, type_init),
    def("__call__", T, type_call),
    def("__setattr__", T, type_setattr),
];

/// The class a `type` method was called on (`name` is the method, for the
/// errors); more arguments only if `with_args`.
fn class_receiver(vm: &mut Vm, a: &Args, name: &str, with_args: bool) -> PyResult<Value> {
    if a.npos() == 0 {
        return Err(vm.type_error(&format!("descriptor '{}' of 'type' object needs an argument", name)));
    }
    if !with_args {
        vm.check_args(name, a, 1, usize::MAX)?;
    }
    let cls = vm.arg(a, 0);
    if class::is_class(cls) && a.n > 1 && !with_args {
        let msg = format!("{}.{}() takes no arguments ({} given)", class::class_name(cls), name, a.n - 1);
        return Err(vm.type_error(&msg));
    }
    if !class::is_class(cls) {
        let t = vm.type_name(cls);
        return Err(vm.type_error(&format!("descriptor '{}' for 'type' objects doesn't apply to a '{}' object", name, t)));
    }
    Ok(cls)
}

/// `cls.mro()`: the class's method resolution order, as a list.
fn type_mro(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let cls = class_receiver(vm, &a, "mro", false)?;
    let mro = class::class_mro(cls);
    let items: Vec<Value> = (0..seq::tuple_len(mro)).map(|i| seq::tuple_get(mro, i)).collect();
    Ok(vm.mem.list_from_values(&items))
}

/// `cls.__subclasses__()`: the classes naming `cls` as a direct base, in
/// creation order, as a new list.
fn type_subclasses(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let cls = class_receiver(vm, &a, "__subclasses__", false)?;
    let subs = field(cls, class::CLASS_SUBCLASSES);
    let items: Vec<Value> = if subs.is_empty() { Vec::new() } else { (0..seq::list_len(subs)).map(|i| seq::list_get(subs, i)).collect() };
    Ok(vm.mem.list_from_values(&items))
}

/// `type.__new__(meta, name, bases, namespace, **kwargs)`.
fn type_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let n = a.npos();
    if n == 0 {
        return Err(vm.type_error("type.__new__(): not enough arguments"));
    }
    let meta = vm.arg(&a, 0);
    if !class::is_class(meta) || !class::is_subclass(meta, vm.ty(TypeId::Type)) {
        let t = if class::is_class(meta) { class::class_name(meta).to_string() } else { vm.type_name(meta) };
        return Err(vm.type_error(&format!("type.__new__(X): X is not a type object ({})", t)));
    }
    let kwargs = vm.kwargs_dict(&a)?;
    let args: Vec<Value> = (1..n).map(|i| vm.arg(&a, i)).collect();
    vm.type_new(meta, &args, kwargs)
}

/// `type.__init__(cls, ...)`: nothing to do (the class is made by `__new__`).
fn type_init(_vm: &mut Vm, _a: Args) -> PyResult<Value> {
    Ok(Value::NONE)
}

/// `type.__call__(cls, *args, **kwargs)`: make an instance of `cls` the
/// plain way (what a metaclass's `__call__` reaches with `super()`).
fn type_call(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let cls = class_receiver(vm, &a, "__call__", true)?;
    vm.instantiate_plain(cls, Args { start: a.start + 1, n: a.n - 1, kwnames: a.kwnames, nkw: a.nkw })
}

/// `type.__setattr__(cls, name, value)`: sets the class attribute without
/// the metaclass's own `__setattr__` (which calls this to store).
fn type_setattr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let cls = class_receiver(vm, &a, "__setattr__", true)?;
    vm.check_args("__setattr__", &a, 3, 3)?;
    let name = vm.arg(&a, 1);
    vm.check_attr_name(name)?;
    let name = vm.intern_value(name);
    vm.set_class_attr(cls, name, vm.arg(&a, 2))?;
    Ok(Value::NONE)
}
