//! The interpreter's hooks into the JIT (`interp::tracing::Tracing`),
//! implemented for `Vm`: each hands the question to the step that answers
//! it (`hot.rs`, `record.rs`).

use crate::interp::tracing::{Hot, Tracing};
use crate::runtime::code::Code;
use crate::runtime::vm::{PyResult, Vm};
use lang::bytecode::Instr;

impl Tracing for Vm {
    #[inline]
    fn loop_hot(&mut self, code: &Code, pc: u32) -> PyResult<Hot> {
        self.hot_loop(code, pc)
    }

    #[inline]
    fn function_hot(&mut self, code: &Code) -> PyResult<Hot> {
        self.hot_function(code)
    }

    #[inline]
    fn record_instruction(&mut self, pc: usize, ins: Instr) -> bool {
        self.record_step(pc, ins)
    }

    #[inline]
    fn record_exception(&mut self) {
        self.record_unwound()
    }
}
