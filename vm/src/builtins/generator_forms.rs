//! Generator forms: the builtins that consume an iterable (`sum`, `any`,
//! `all`, `min`, `max`, `sorted`, `str.join`, and the classes `list`,
//! `tuple`, `set`) run as the Python functions of `vm/lib/__pith_forms__.py`
//! when that iterable is a generator. Called natively, the builtin resumes
//! the generator through a nested interpreter entry per item; as Python, the
//! generator's frame resumes in the same dispatch loop (one frame switch per
//! item), and the JIT traces the consuming loop with the generator inlined.
//!
//! `generator_form` only chooses (by `runtime::form_choice`, which the
//! JIT's recorder asks too): the interpreter (`Vm::call_at`) calls it
//! when a call's first or second positional argument is a generator and,
//! given a function, calls that function with the same arguments instead.
//! Calls the Python functions do not cover exactly (keywords, `key=`, a
//! `start` that the builtin rejects) stay with the builtin.
//!
//! Must never: change what a program sees: a form returns what the builtin
//! returns and raises what it raises, and its frames stay out of tracebacks
//! (`runtime::traceback::shown`).

use crate::runtime::form_choice::{form_for, FORMS};
use crate::runtime::native::Args;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

/// The module that holds the forms.
const MODULE: &str = "__pith_forms__";

/// The Python function to call instead of `callee` with arguments `a`, or
/// None when the builtin runs itself.
pub fn generator_form(vm: &mut Vm, callee: Value, a: Args) -> PyResult<Option<Value>> {
    let Some(form) = form_for(vm, callee, a.n, a.nkw, |i| vm.mem.r.stack[a.start + i]) else { return Ok(None) };
    form_function(vm, form).map(Some)
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
