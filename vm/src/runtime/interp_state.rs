//! The interpreter's state that is not a root: how deep calls nest, the
//! traceback of the exception in flight, the tracebacks of recently caught
//! ones. (Frames and registers are roots: `runtime/roots.rs`.)
//!
//! Must never: hold a `Value` (a collection would not update it).

use crate::runtime::traceback::{CaughtTracebacks, TraceEntry};

pub struct InterpState {
    /// Frames the exception in flight has left, innermost first.
    pub(crate) traceback: Vec<TraceEntry>,
    /// The exception in flight was raised just now (not re-raised) and has
    /// not started unwinding: it still needs its `__context__`.
    pub(crate) fresh_exception: bool,
    /// Tracebacks of recently caught exceptions (`runtime/exc_chain.rs`).
    pub(crate) caught_tracebacks: CaughtTracebacks,
    pub(crate) recursion_limit: usize,
    /// Set by `Yield` so that `resume` can tell a yield from a return.
    pub(crate) generator_yielded: bool,
    /// Nested native entries into the interpreter (calls from builtins).
    pub(crate) native_depth: usize,
    /// Frames that count towards the recursion limit without being on the
    /// frame stack: the generators suspended in a `yield from` (the sum of
    /// the frames' `chain`s, `interp/generator.rs`, module doc, 5), and
    /// during a call out of compiled code, the inlined frames around it
    /// (`trace/helpers.rs`, `jit_call`).
    pub(crate) delegations: usize,
    /// Weak reference callbacks are running (`interp/weak_callbacks.rs`).
    pub(crate) running_weak_callbacks: bool,
    /// The builtin ids of `len` and `isinstance`, which the interpreter's
    /// `Call` runs without a call (`usize::MAX` until the builtins are
    /// installed).
    pub(crate) len_builtin: usize,
    pub(crate) isinstance_builtin: usize,
}

impl Default for InterpState {
    fn default() -> InterpState {
        InterpState { traceback: Vec::new(), fresh_exception: false, caught_tracebacks: Default::default(), recursion_limit: 1000, generator_yielded: false, native_depth: 0, delegations: 0, running_weak_callbacks: false, len_builtin: usize::MAX, isinstance_builtin: usize::MAX }
    }
}
