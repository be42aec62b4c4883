//! Native methods in Python classes: a bundled module written in Python
//! may put builtins in its classes for the common cases of hot methods
//! (`decimal_core.rs`, `memoryview_core.rs`, `stringio_core.rs`) and keep
//! its own method under another name for everything else. This file gives
//! them the instance layout they read (`fixed_shape`: the shape of an
//! instance whose attributes were set in one order) and the way back to
//! Python: a native method that declines a call hands it over with
//! `call_python_method`, with the arguments as given, before it has
//! changed anything.
//!
//! The native halves keep the shapes they read in thread-locals, set by
//! their class's `install` when its module loads: no native method of a
//! class can be reached in a VM before that VM ran its `install`, so a
//! second VM on a thread never reads the first one's.
//!
//! Must never: be called after the native method changed state the Python
//! method would change again.

use crate::object::class::class_lookup;
use crate::object::shape::ShapeId;
use crate::object::*;
use crate::runtime::calls::Calls;
use crate::runtime::native::Args;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

/// Calls `class.name(*args)` with the builtin call's arguments (its
/// keywords too), `class` being the Python class that keeps the method.
pub fn call_python_method(vm: &mut Vm, class: Value, name: &str, a: &Args) -> PyResult<Value> {
    if !is_type(class, TY_CLASS) {
        return Err(vm.type_error(&format!("{name}: its module is not loaded")));
    }
    let key = vm.intern(name);
    let Some(f) = class_lookup(class, key) else {
        return Err(vm.type_error(&format!("{} has no {name}", class::class_name(class))));
    };
    let args: Vec<Value> = (0..a.n).map(|i| vm.mem.r.stack[a.start + i]).collect();
    if a.nkw == 0 {
        vm.call_value(f, &args)
    } else {
        vm.call_value_kw(f, &args, a.kwnames)
    }
}

/// The shape of an instance of `class` whose attributes `fields` were set
/// in that order, and no others: slot i + 1 holds `fields[i]`. New
/// instances of the class get that many inline slots from now on, so
/// those the Python code makes have this shape too.
pub fn fixed_shape(vm: &mut Vm, class: Value, fields: &[&str]) -> ShapeId {
    init_field(class, class::CLASS_SLOT_HINT, Value::int(fields.len() as i64));
    let mut shape = vm.mem.shapes.root(class, fields.len() as u32);
    for name in fields {
        let n = vm.intern(name);
        shape = vm.mem.shapes.with_attr(shape, n);
    }
    shape
}

/// `install(cls)`'s common part: the one argument must be a class, which
/// becomes `Roots::native_classes[index]`.
pub fn install_class(vm: &mut Vm, a: &Args, index: usize) -> PyResult<Value> {
    vm.check_args("install", a, 1, 1)?;
    let class = vm.arg(a, 0);
    if !is_type(class, TY_CLASS) {
        return Err(vm.type_error("install() takes a class"));
    }
    vm.mem.r.set_native_class(index, class);
    Ok(class)
}

/// Where an instance of shape `shape` keeps the attributes `names`
/// (interned), in that order; None when one is missing or the shape keeps
/// its attributes in a dict.
pub fn slots_of<const N: usize>(vm: &Vm, shape: ShapeId, names: &[Value; N]) -> Option<[usize; N]> {
    if vm.mem.shapes.is_dict_backed(shape) {
        return None;
    }
    let mut slots = [0; N];
    for (slot, name) in slots.iter_mut().zip(names) {
        *slot = vm.mem.shapes.lookup(shape, *name)?;
    }
    Some(slots)
}
