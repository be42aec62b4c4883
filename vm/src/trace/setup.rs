//! Switching the JIT on: the VM's JIT state made anew from the options, with
//! the table of helpers compiled code calls.

use super::helpers::helper_table;
use super::options::{JitLogConfig, JitOptions};
use super::state::JitState;
use crate::runtime::vm::Vm;

impl Vm {
    /// Replaces the JIT's options and log settings (before running anything).
    pub fn configure_jit(&mut self, options: JitOptions, log: JitLogConfig) {
        self.jit = JitState::new(options, log, helper_table());
        crate::runtime::pretenure::install_traces_hook(super::pretenure::drop_traces_allocating_at);
    }

    /// Does the JIT compile anything (not `--jit off`)?
    pub fn jit_enabled(&self) -> bool {
        self.jit.options.enabled
    }
}
