//! What the interpreter asks of the tracing JIT: the interface the trace
//! layer implements for `Vm` (`trace/hot.rs`, `trace/record.rs`), so the
//! interpreter never names the trace layer's code. The JIT's counters and
//! its recording depth are data the `Vm` holds (`trace::state`).

use crate::runtime::code::Code;
use crate::runtime::vm::PyResult;
use lang::bytecode::Instr;

/// What `loop_hot` or `function_hot` did.
pub enum Hot {
    /// Nothing: go on interpreting.
    Nothing,
    /// Recording starts at the loop header.
    Record,
    /// A trace ran; the frame's pc is where it exited.
    Ran,
}

pub trait Tracing {
    /// A loop header at `pc` of `code` passed the threshold (the frame's pc
    /// is `pc`): run its trace, start recording, or nothing.
    fn loop_hot(&mut self, code: &Code, pc: u32) -> PyResult<Hot>;

    /// A function whose frame was just pushed (pc 0) passed the function
    /// threshold: run its trace, start recording, or nothing.
    fn function_hot(&mut self, code: &Code) -> PyResult<Hot>;

    /// Recording mode's hook: records `ins` at `pc` if it belongs to the
    /// traced frame. False when recording ended (closed or aborted).
    fn record_instruction(&mut self, pc: usize, ins: Instr) -> bool;

    /// An exception was unwound to a handler (or out of this `execute`):
    /// if it reached the traced frame, the recording ends.
    fn record_exception(&mut self);
}
