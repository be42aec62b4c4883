//! Native functions: the Rust functions that builtin function objects call
//! by id. The `builtins` layer installs its table once, at start-up; a
//! builtin's id is its index in that table, and a builtin function object
//! (`object/func.rs`) holds the id.
//!
//! Must never: hold builtins' code itself; it only keeps the table and calls
//! through it.

use crate::object::*;
use crate::runtime::types::{ClassMaker, TypeId};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use std::sync::OnceLock;

/// The arguments of a builtin call: stack slots `start .. start + n`, the last
/// `nkw` of which are keywords named by `kwnames`.
#[derive(Clone, Copy)]
pub struct Args {
    pub start: usize,
    pub n: usize,
    pub kwnames: Value,
    pub nkw: usize,
}

impl Args {
    /// Number of positional arguments.
    pub fn npos(&self) -> usize {
        self.n - self.nkw
    }
}

pub type BuiltinFn = fn(&mut Vm, Args) -> PyResult<Value>;

/// Where a builtin lives.
#[derive(Clone, Copy)]
pub enum Owner {
    /// The `builtins` namespace.
    Global,
    /// A method of a builtin type (or of `object` / `BaseException`).
    Type(TypeId),
    /// A function of a builtin module.
    Module(&'static str),
    /// A classmethod of a builtin type (`dict.fromkeys`).
    ClassMethod(TypeId),
    /// A staticmethod of a builtin type (`list.__new__`).
    StaticMethod(TypeId),
}

pub struct BuiltinDef {
    pub name: &'static str,
    pub owner: Owner,
    pub f: BuiltinFn,
    /// A method that takes an instance of a class derived from its type as
    /// it is, not its builtin value (see `runtime/builtin_base.rs`), because it
    /// needs the instance itself (`dict.__getitem__` calls `__missing__`).
    pub raw_self: bool,
}

/// Shorthand for the tables.
pub const fn def(name: &'static str, owner: Owner, f: BuiltinFn) -> BuiltinDef {
    BuiltinDef { name, owner, f, raw_self: false }
}

/// A method whose receiver may be an instance of a derived class (`raw_self`).
pub const fn def_raw(name: &'static str, owner: Owner, f: BuiltinFn) -> BuiltinDef {
    BuiltinDef { name, owner, f, raw_self: true }
}

/// What the `builtins` layer installs: every builtin's definition, in id
/// order, and the two constructors the runtime and the interpreter call
/// without knowing the builtin types' code.
pub struct Natives {
    pub defs: Vec<BuiltinDef>,
    /// `C(...)` for a builtin class `C` (or a class derived from one).
    pub construct: fn(&mut Vm, Value, Args) -> PyResult<Value>,
    /// `type.__new__`: a class `name` with `bases`, from a copy of the
    /// namespace `ns`, as the `ClassMaker` says.
    pub new_type: fn(&mut Vm, Value, Value, Value, ClassMaker) -> PyResult<Value>,
    /// The Python function to call instead of builtin or builtin class
    /// `callee` with these arguments, one of which is a generator (see
    /// `builtins/generator_forms.rs`); None when the builtin runs itself.
    pub generator_form: fn(&mut Vm, Value, Args) -> PyResult<Option<Value>>,
}

static NATIVES: OnceLock<Natives> = OnceLock::new();

/// The natives, made by `make` the first time (later calls return them as made).
pub fn install(make: impl FnOnce() -> Natives) -> &'static Natives {
    NATIVES.get_or_init(make)
}

fn table() -> &'static [BuiltinDef] {
    NATIVES.get().map_or(&[], |n| n.defs.as_slice())
}

fn natives(vm: &mut Vm) -> PyResult<&'static Natives> {
    NATIVES.get().ok_or_else(|| vm.type_error("the builtins are not installed"))
}

/// Instantiates builtin class `class` (see `Natives::construct`).
pub fn construct(vm: &mut Vm, class: Value, args: Args) -> PyResult<Value> {
    (natives(vm)?.construct)(vm, class, args)
}

/// See `Natives::generator_form`.
pub fn generator_form(vm: &mut Vm, callee: Value, args: Args) -> PyResult<Option<Value>> {
    (natives(vm)?.generator_form)(vm, callee, args)
}

/// `type.__new__` (see `Natives::new_type`).
pub fn new_type(vm: &mut Vm, name: Value, bases: Value, ns: Value, how: ClassMaker) -> PyResult<Value> {
    (natives(vm)?.new_type)(vm, name, bases, ns, how)
}

/// Builtin `id`'s definition (its name and owner).
pub fn builtin_def(id: usize) -> Option<&'static BuiltinDef> {
    table().get(id)
}

pub fn builtin_name(id: usize) -> &'static str {
    table().get(id).map_or("?", |d| d.name)
}

/// Calls builtin `id`; a method of a builtin type first checks its
/// receiver (`Vm::check_receiver`).
pub fn call_builtin(vm: &mut Vm, id: usize, args: Args) -> PyResult<Value> {
    match table().get(id) {
        Some(d) => {
            if let Owner::Type(t) = d.owner {
                vm.check_receiver(t, d.name, &args, !d.raw_self)?;
            }
            (d.f)(vm, args)
        }
        None => Err(vm.type_error("bad builtin")),
    }
}
