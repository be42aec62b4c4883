//! Calling Python code from Rust: what the layers below the interpreter
//! (the runtime, the protocols) need of it, declared here and implemented
//! for `Vm` by the interpreter (`interp/call.rs`). A lower layer that runs
//! Python code names this trait, never the interpreter.

use crate::runtime::vm::PyResult;
use crate::value::Value;

pub trait Calls {
    /// Calls `callee(*args)` from Rust; `args` must be valid now (they are
    /// rooted on the stack for the duration of the call).
    fn call_value(&mut self, callee: Value, args: &[Value]) -> PyResult<Value>;

    /// `callee(*args, **kw)` where the last `len(kwnames)` args are keywords.
    fn call_value_kw(&mut self, callee: Value, args: &[Value], kwnames: Value) -> PyResult<Value>;

    /// Calls a method by name on `obj` from Rust: `obj.name(*args)`.
    fn call_method(&mut self, obj: Value, name: &str, args: &[Value]) -> PyResult<Value>;

    /// `next(g)` of a generator: the next value, or `None` when it is exhausted.
    fn generator_next(&mut self, g: Value) -> PyResult<Option<Value>>;
}
