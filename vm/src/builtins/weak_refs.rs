//! The native half of `weakref` (`_weakref`): weak holders (`TY_WEAK`,
//! `runtime/memory.rs`) made for a `weakref.ref`, the referent read back,
//! the owners of the holders of one object, and the registration of the
//! Python function that runs callbacks (`interp/weak_callbacks.rs`).
//! `vm/lib/weakref.py` builds `ref`, `proxy`, the weak containers and
//! `finalize` on these.
//!
//! Which objects can be weakly referenced follows CPython: instances of
//! classes (not of `object` itself, nor of a class whose `__slots__` leave
//! out `__weakref__`), functions, methods, builtins, classes, modules, sets
//! and generators; not ints, strs, tuples, lists, dicts and the other
//! builtin values.

use crate::object::*;
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::slots::slots_allow;
use crate::runtime::types::TypeId;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

pub const DEFS: &[BuiltinDef] = &[
    def("holder", Module("_weakref"), holder),
    def("referent", Module("_weakref"), referent),
    def("owners_of", Module("_weakref"), owners_of),
    def("set_callback_runner", Module("_weakref"), set_callback_runner),
];

/// Can `ob` be weakly referenced (as in CPython)?
fn weakrefable(vm: &mut Vm, ob: Value) -> bool {
    match ptr_type(ob) {
        None => false,
        Some(t) if t >= FIRST_SHAPE_ID => {
            let cls = vm.type_of(ob);
            if cls == vm.ty(TypeId::Object) {
                return false;
            }
            let name = vm.intern("__weakref__");
            slots_allow(cls, name)
        }
        Some(t) => matches!(
            t,
            TY_FUNCTION | TY_BUILTIN | TY_BOUND_METHOD | TY_CLASS | TY_MODULE | TY_SET | TY_FROZENSET | TY_GENERATOR
        ),
    }
}

/// `holder(ob, owner)`: a new weak holder of `ob` for the ref `owner`.
fn holder(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("holder", &a, 2, 2)?;
    let ob = vm.arg(&a, 0);
    if !weakrefable(vm, ob) {
        let t = vm.type_name(ob);
        return Err(vm.type_error(&format!("cannot create weak reference to '{}' object", t)));
    }
    Ok(vm.mem.new_weak_holder(ob, vm.arg(&a, 1)))
}

/// The holder argument `i`, checked.
fn holder_arg(vm: &mut Vm, a: &Args, i: usize) -> PyResult<Value> {
    let h = vm.arg(a, i);
    if !is_type(h, TY_WEAK) {
        let t = vm.type_name(h);
        return Err(vm.type_error(&format!("expected a weak holder, not '{}'", t)));
    }
    Ok(h)
}

/// `referent(holder)`: the object, or None once it died.
fn referent(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("referent", &a, 1, 1)?;
    let h = holder_arg(vm, &a, 0)?;
    Ok(vm.mem.weak_referent(h).unwrap_or(Value::NONE))
}

/// `owners_of(ob)`: the live refs to `ob`, after a full collection (so that
/// refs nothing holds any more are not counted).
fn owners_of(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("owners_of", &a, 1, 1)?;
    let slot = vm.mem.push_temp(vm.arg(&a, 0));
    vm.collect_precisely();
    let ob = vm.mem.temp(slot);
    vm.mem.pop_temps(slot);
    let owners = vm.mem.weak_owners_of(ob);
    Ok(vm.mem.list_from_values(&owners))
}

/// `set_callback_runner(f)`: `f(refs)` runs the callbacks of the refs whose
/// referent died.
fn set_callback_runner(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("set_callback_runner", &a, 1, 1)?;
    vm.mem.r.weak_runner = vm.arg(&a, 0);
    Ok(Value::NONE)
}
