//! Which generator form covers a call: the builtins that consume an
//! iterable (`sum`, `any`, `all`, `min`, `max`, `sorted`, `str.join` and
//! the classes `list`, `tuple`, `set`) run as Python functions of
//! `vm/lib/__pith_forms__.py` when that iterable is a generator
//! (`builtins/generator_forms.rs` loads them and says why).
//!
//! This is the choice alone, read off the callee and the argument values:
//! the interpreter makes it at a call, and the JIT's recorder makes the
//! same one to inline the form where the interpreter will run it.
//!
//! Must never: allocate or run code (the recorder calls it before the
//! instruction runs).

use crate::object::*;
use crate::runtime::native::{builtin_def, Owner};
use crate::runtime::types::TypeId;
use crate::runtime::vm::Vm;
use crate::value::Value;

/// The forms' function names, by index (`Roots::generator_forms` holds
/// them in this order once loaded).
pub const FORMS: [&str; 10] = ["sum", "any", "all", "min", "max", "sorted", "join", "list_of", "tuple_of", "set_of"];

/// Which form, by index in `FORMS`, covers the call of `callee` with `n`
/// arguments, `arg(i)` being argument i (the bound self first, for a
/// method such as `str.join`), the last `nkw` of them keywords. None when
/// the builtin runs itself (keywords, a `start` the builtin rejects, no
/// plain generator where the form takes one).
pub fn form_for(vm: &Vm, callee: Value, n: usize, nkw: usize, arg: impl Fn(usize) -> Value) -> Option<usize> {
    if nkw != 0 {
        return None;
    }
    let name = if is_type(callee, TY_CLASS) {
        let class_form = [(TypeId::List, "list_of"), (TypeId::Tuple, "tuple_of"), (TypeId::Set, "set_of")];
        class_form.iter().find(|(t, _)| vm.ty(*t) == callee).map(|(_, f)| *f)?
    } else {
        let def = builtin_def(crate::object::func::builtin_id(callee))?;
        match (def.owner, def.name, n) {
            (Owner::Global, "sum", 2) if !matches!(ptr_type(arg(1)), Some(TY_STR) | Some(TY_BYTES) | Some(TY_BYTEARRAY)) => "sum",
            (Owner::Global, name @ ("sum" | "any" | "all" | "min" | "max" | "sorted"), 1) => name,
            (Owner::Type(TypeId::Str), "join", 2) if is_type(arg(0), TY_STR) => return plain_generator(arg(1)).then_some(6),
            _ => return None,
        }
    };
    let index = FORMS.iter().position(|f| *f == name)?;
    (n >= 1 && plain_generator(arg(0))).then_some(index)
}

/// A generator (not a coroutine): what the forms take.
fn plain_generator(v: Value) -> bool {
    is_type(v, TY_GENERATOR) && !crate::object::generator::is_coroutine(v)
}
