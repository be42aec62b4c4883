//! Methods of generators and coroutines: `__next__`, `send`, `throw`,
//! `close`, `__iter__` (the machinery is in `generator.rs`).

use crate::runtime::native::{def, BuiltinDef, Owner};
use crate::interp::generator::Step;
use crate::runtime::native::Args;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use crate::runtime::calls::Calls;

const G: Owner = Owner::Type(TypeId::Generator);
const C: Owner = Owner::Type(TypeId::Coroutine);

pub const DEFS: &[BuiltinDef] = &[
    def("__next__", G, gen_next),
    def("send", G, gen_send),
    def("throw", G, gen_throw),
    def("close", G, gen_close),
    def("__iter__", G, gen_iter),
    def("send", C, gen_send),
    def("throw", C, gen_throw),
    def("close", C, gen_close),
];

fn gen_iter(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__iter__", &a, 1, 1)?;
    Ok(vm.arg(&a, 0))
}

fn gen_next(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__next__", &a, 1, 1)?;
    match vm.resume(vm.arg(&a, 0), Value::NONE)? {
        Step::Yielded(v) => Ok(v),
        Step::Done(v) => Err(vm.stop_iteration(v)),
    }
}

fn gen_send(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("send", &a, 2, 2)?;
    match vm.resume(vm.arg(&a, 0), vm.arg(&a, 1))? {
        Step::Yielded(v) => Ok(v),
        Step::Done(v) => Err(vm.stop_iteration(v)),
    }
}

/// The exception instance for `throw(typ[, val])`.
fn thrown_exception(vm: &mut Vm, a: &Args) -> PyResult<Value> {
    let t = vm.arg(a, 1);
    if class::is_class(t) && vm.class_is(t, TypeId::BaseException) {
        // As CPython: a value that is already an instance of the type is
        // thrown as it is; a tuple gives the arguments; None gives none.
        let v = if a.n > 2 { vm.arg(a, 2) } else { Value::NONE };
        if !v.is_none() && class::is_subclass(vm.type_of(v), t) {
            return Ok(v);
        }
        let args: Vec<Value> = if v.is_none() {
            vec![]
        } else if is_type(v, TY_TUPLE) {
            seq::seq_items(v)
        } else {
            vec![v]
        };
        return vm.call_value(t, &args);
    }
    if vm.isinstance_of(t, TypeId::BaseException) {
        return Ok(t);
    }
    Err(vm.type_error("exceptions must be classes or instances deriving from BaseException, not str"))
}

fn gen_throw(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("throw", &a, 2, 4)?;
    let exc = thrown_exception(vm, &a)?;
    match vm.generator_throw(vm.arg(&a, 0), exc)? {
        Step::Yielded(v) => Ok(v),
        Step::Done(v) => Err(vm.stop_iteration(v)),
    }
}

fn gen_close(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("close", &a, 1, 1)?;
    let exc = vm.new_exception_args(TypeId::GeneratorExit, &[]);
    match vm.generator_throw(vm.arg(&a, 0), exc) {
        Ok(Step::Yielded(_)) => Err(vm.raise_new(TypeId::RuntimeError, "generator ignored GeneratorExit")),
        Ok(Step::Done(_)) => Ok(Value::NONE),
        Err(e) => {
            let x = vm.mem.r.exception;
            if vm.isinstance_of(x, TypeId::GeneratorExit) || vm.isinstance_of(x, TypeId::StopIteration) {
                Ok(Value::NONE)
            } else {
                Err(e)
            }
        }
    }
}

