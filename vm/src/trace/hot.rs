//! Hot loops: a loop header past its threshold enters its trace, or starts a
//! recording.

use super::*;
use crate::interp::tracing::Hot;
use crate::runtime::code::Code;
use crate::runtime::vm::{PyResult, Vm};
use super::recorder::{RecordPolicy, Recorder};
use std::rc::{Rc, Weak};
use std::time::Instant;

impl Vm {
    /// A loop header at `pc` of `code` passed the threshold (the frame's pc is `pc`).
    pub(super) fn hot_loop(&mut self, code: &Code, pc: u32) -> PyResult<Hot> {
        self.hot_entry(code, pc)
    }

    /// A function passed the function threshold at its entry (its frame
    /// was just pushed): its trace is kept as the loop at `function_entry`.
    pub(super) fn hot_function(&mut self, code: &Code) -> PyResult<Hot> {
        self.hot_entry(code, code.function_entry())
    }

    /// A hot loop header, or a function's entry (`pc` is `function_entry`).
    fn hot_entry(&mut self, code: &Code, pc: u32) -> PyResult<Hot> {
        let key = (code.index, pc);
        let info = self.jit.loops.entry(key).or_default();
        if let Some(t) = info.trace.clone() {
            return self.enter_trace(&t);
        }
        if self.jit.recording() {
            return Ok(Hot::Nothing);
        }
        if self.jit.warm_work < self.jit.options.warmup {
            // Too early to pay for a compilation: the loop's iterations count
            // toward the warmup, and the loop is counted again.
            let count = &code.loop_counts[pc as usize];
            self.jit.warm_work += count.get() as u64;
            count.set(0);
            return Ok(Hot::Nothing);
        }
        let depth = self.mem.r.frames.len();
        self.jit.record_depth = depth;
        let targets = self.traced_headers(code.index);
        let policy = RecordPolicy { trace_limit: self.jit.options.trace_limit, no_inline: self.jit.no_inline.clone(), generic: self.jit.generic.clone(), peel: self.jit.peels(code.index, pc), heap_phis: !self.jit.no_heap_phis.contains(&(code.index, pc)) };
        self.jit.recorder = Some(Box::new(Recorder::new(code, pc, depth, policy)));
        if let Some(rec) = self.jit.recorder.as_mut() {
            rec.targets = targets;
        }
        self.jit.record_start = Some((Instant::now(), crate::runtime::activity::enter_state(crate::runtime::activity::RECORDING)));
        Ok(Hot::Record)
    }

    /// The trace compiled with `tag` (its exit words and allocation sites name it).
    pub(crate) fn trace_by_tag(&self, tag: u32) -> Option<Rc<TraceInfo>> {
        (tag as usize).checked_sub(1).and_then(|k| self.jit.traces.get(k)).and_then(Weak::upgrade)
    }

    /// The loop headers of code `index` that have a trace.
    pub(super) fn traced_headers(&self, index: usize) -> std::collections::HashSet<u32> {
        self.jit.loops.iter().filter(|((ci, _), l)| *ci == index && l.trace.is_some()).map(|((_, h), _)| *h).collect()
    }
}
