//! Generator forms: the builtins that consume an iterable (`sum`, `any`,
//! `all`, `min`, `max`, `sorted`, `str.join`, and the classes `list`,
//! `tuple`, `set`) run as the Python functions of `vm/lib/__pith_forms__.py`
//! when that iterable is a generator. Called natively, the builtin resumes
//! the generator through a nested interpreter entry per item; as Python, the
//! generator's frame resumes in the same dispatch loop (one frame switch per
//! item), and the JIT traces the consuming loop with the generator inlined.
//!
//! `generator_form` only chooses: the interpreter (`Vm::call_at`) calls it
//! when a call's first or second positional argument is a generator and,
//! given a function, calls that function with the same arguments instead.
//! Calls the Python functions do not cover exactly (keywords, `key=`, a
//! `start` that the builtin rejects) stay with the builtin.
//!
//! Must never: change what a program sees: a form returns what the builtin
//! returns and raises what it raises, and its frames stay out of tracebacks
//! (`runtime::traceback::shown`).

use crate::object::*;
use crate::runtime::native::{builtin_def, Args, Owner};
use crate::runtime::types::TypeId;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

/// The module that holds the forms.
const MODULE: &str = "__pith_forms__";

/// The forms, in the order of `Roots::generator_forms`.
const FORMS: [&str; 10] = ["sum", "any", "all", "min", "max", "sorted", "join", "list_of", "tuple_of", "set_of"];

/// The Python function to call instead of `callee` with arguments `a`, or
/// None when the builtin runs itself.
pub fn generator_form(vm: &mut Vm, callee: Value, a: Args) -> PyResult<Option<Value>> {
    let Some(form) = form_for(vm, callee, a) else { return Ok(None) };
    form_function(vm, form).map(Some)
}

/// Which form, by index in `FORMS`, covers this call.
fn form_for(vm: &Vm, callee: Value, a: Args) -> Option<usize> {
    if a.nkw != 0 {
        return None;
    }
    let arg = |i: usize| vm.mem.r.stack[a.start + i];
    let name = if is_type(callee, TY_CLASS) {
        let class_form = [(TypeId::List, "list_of"), (TypeId::Tuple, "tuple_of"), (TypeId::Set, "set_of")];
        class_form.iter().find(|(t, _)| vm.ty(*t) == callee).map(|(_, f)| *f)?
    } else {
        let def = builtin_def(crate::object::func::builtin_id(callee))?;
        match (def.owner, def.name, a.n) {
            (Owner::Global, "sum", 2) if !matches!(ptr_type(arg(1)), Some(TY_STR) | Some(TY_BYTES) | Some(TY_BYTEARRAY)) => "sum",
            (Owner::Global, name @ ("sum" | "any" | "all" | "min" | "max" | "sorted"), 1) => name,
            (Owner::Type(TypeId::Str), "join", 2) if is_type(arg(0), TY_STR) => return plain_generator(arg(1)).then_some(6),
            _ => return None,
        }
    };
    let index = FORMS.iter().position(|f| *f == name)?;
    plain_generator(arg(0)).then_some(index)
}

/// A generator (not a coroutine): what the forms take.
pub fn plain_generator(v: Value) -> bool {
    is_type(v, TY_GENERATOR) && !crate::object::generator::is_coroutine(v)
}

/// Form `index`'s function, from the module the first time (it is kept
/// among the roots).
fn form_function(vm: &mut Vm, index: usize) -> PyResult<Value> {
    if let Some(f) = vm.mem.r.generator_forms.get(index).copied() {
        return Ok(f);
    }
    let module = vm.import_dotted(MODULE)?;
    let slot = vm.mem.push_temp(module);
    // Each function is held as a temporary until all are read (interning a
    // name may allocate).
    for name in FORMS {
        let key = vm.intern(name);
        match vm.get_attr(vm.mem.temp(slot), key) {
            Ok(f) => {
                vm.mem.push_temp(f);
            }
            Err(e) => {
                vm.mem.pop_temps(slot);
                return Err(e);
            }
        }
    }
    let found: Vec<Value> = (0..FORMS.len()).map(|i| vm.mem.temp(slot + 1 + i)).collect();
    vm.mem.pop_temps(slot);
    vm.mem.r.generator_forms = found;
    Ok(vm.mem.r.generator_forms[index])
}
