//! `--jit-report=FILE`: what the JIT did, as one self-contained HTML page
//! written at exit. Every trace and bridge has its section: the source lines
//! it runs, its IR before and after optimization, its machine code, and its
//! exits (named `%N` by their op, as in the IR, the machine code and
//! `jit-summary`) with the times each was taken and the bridge it leads to,
//! linked both ways; then every aborted recording with its reason. No
//! script and nothing fetched: any browser reads the file as it is.
//!
//! This file holds what is gathered while the program runs; the page is
//! made at exit by `report_page.rs`.
//!
//! Must never: change what the JIT decides. It keeps the traces it reports
//! (so their exit counts can be read at the end), as a profiler run does.

use super::state::TraceInfo;
use std::rc::Rc;

/// What the report has gathered so far.
pub struct Report {
    pub path: String,
    pub(super) traces: Vec<Reported>,
    /// (what was recorded, why it stopped, blacklisted).
    pub(super) aborts: Vec<(String, String, bool)>,
    /// The IR of the trace being compiled, as recorded (before the optimizer).
    pub(super) recorded_ir: Option<String>,
}

/// One compiled trace or bridge.
pub(super) struct Reported {
    pub(super) info: Rc<TraceInfo>,
    pub(super) title: String,
    pub(super) ir_before: String,
    pub(super) ir_after: String,
    pub(super) machine: String,
    pub(super) compile_ms: f64,
}

impl Report {
    pub fn new(path: String) -> Report {
        Report { path, traces: Vec::new(), aborts: Vec::new(), recorded_ir: None }
    }

    pub(super) fn abort(&mut self, what: &str, reason: &str, blacklisted: bool) {
        self.aborts.push((what.to_string(), reason.to_string(), blacklisted));
    }

    /// A trace just compiled: its IR after optimization and its machine code.
    pub(super) fn trace(&mut self, info: Rc<TraceInfo>, title: String, ir_after: String, machine: String, compile_ms: f64) {
        let ir_before = self.recorded_ir.take().unwrap_or_default();
        self.traces.push(Reported { info, title, ir_before, ir_after, machine, compile_ms });
    }
}

