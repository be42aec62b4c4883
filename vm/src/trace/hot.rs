//! Hot loops: a loop header past its threshold enters its trace, or starts a
//! recording.

use super::*;
use crate::interp::tracing::Hot;
use crate::runtime::code::Code;
use crate::runtime::vm::{PyResult, Vm};
use super::recorder::{RecordPolicy, Recorder};
use std::rc::{Rc, Weak};
use std::time::Instant;

/// Instructions of a loop body that count as one unit of warmup work.
const WARMUP_UNIT: u64 = 20;

/// The warmup work one iteration of the loop whose header is at `pc` does
/// (or one call of the function, when `pc` is its entry): one unit per
/// `WARMUP_UNIT` instructions of its body (from the header to its back
/// edge; a function's whole code), at least one. A loop with a long body
/// warms up as fast as the same work in a short one, and a short loop
/// counts its iterations.
fn warmup_work(code: &Code, pc: u32) -> u64 {
    let instrs = &code.co.instrs;
    let len = if pc == code.function_entry() {
        instrs.len() as u64
    } else {
        let back = instrs.iter().skip(pc as usize).position(|i| matches!(i, lang::bytecode::Instr::LoopBack { target } if *target == pc));
        back.map_or(1, |n| n as u64 + 1)
    };
    (len / WARMUP_UNIT).max(1)
}

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

    /// Compiled code calls `f` through the call helper, and `f`'s trace
    /// from its entry was given up as too short at calls from the
    /// interpreter: this call records it once more, where it is not too
    /// short (`RecordPolicy::called_from_traces`). One more abort
    /// blacklists it for good.
    pub(crate) fn retry_short_function(&mut self, f: crate::value::Value) {
        if self.jit.short_functions.is_empty() || !crate::object::is_type(f, crate::object::TY_FUNCTION) {
            return;
        }
        let index = crate::object::func::function_code_index(f);
        if !self.jit.short_functions.remove(&index) {
            return;
        }
        let code = &self.tables.codes[index];
        let entry = code.function_entry();
        if let Some(info) = self.jit.loops.get_mut(&(index, entry)) {
            info.aborts = info.aborts.min(self.jit.options.blacklist_after.saturating_sub(1));
        }
        // Hot at this very call.
        code.loop_counts[entry as usize].set(self.jit.function_threshold);
        let place = self.entry_place(index, entry);
        self.jit.log.unblacklisted(&place, "recorded again at a call from compiled code, which enters its trace for less than the interpreter takes to run the call");
    }

    /// A hot loop header, or a function's entry (`pc` is `function_entry`).
    fn hot_entry(&mut self, code: &Code, pc: u32) -> PyResult<Hot> {
        let key = (code.index, pc);
        if let Some(t) = self.loop_trace(key) {
            return self.enter_trace(&t);
        }
        if self.jit.recording() {
            return Ok(Hot::Nothing);
        }
        if self.jit.warm_work < self.jit.options.warmup {
            // Too early to pay for a compilation: the loop's iterations count
            // toward the warmup, long ones for more, and the loop is
            // counted again.
            let count = &code.loop_counts[pc as usize];
            self.jit.warm_work += count.get() as u64 * warmup_work(code, pc);
            count.set(0);
            return Ok(Hot::Nothing);
        }
        self.settle_for_recording();
        let depth = self.mem.r.frames.len();
        self.jit.record_depth = depth;
        let targets = self.traced_headers(code.index);
        let policy = RecordPolicy { trace_limit: self.jit.options.trace_limit, no_inline: self.jit.no_inline.clone(), generic: self.jit.generic.clone(), peel: self.jit.peels(code.index, pc), heap_phis: !self.jit.no_heap_phis.contains(&(code.index, pc)), end_at_return: self.jit.returning_loops.contains(&(code.index, pc)), called_from_traces: pc == code.function_entry() && self.jit.trace_callee_depth == Some(depth) };
        self.jit.recorder = Some(Box::new(Recorder::new(code, pc, depth, policy)));
        if let Some(rec) = self.jit.recorder.as_mut() {
            rec.targets = targets;
        }
        self.jit.record_start = Some((Instant::now(), crate::runtime::activity::enter_state(crate::runtime::activity::RECORDING)));
        Ok(Hot::Record)
    }

    /// Before a recording starts: a minor collection, so the objects the
    /// loop reads (functions, classes' attributes, module values made at
    /// start-up) are old and the recording may take them as constants
    /// (`recorder/folding.rs`; a young object moves, so it is only ever read).
    pub(super) fn settle_for_recording(&mut self) {
        self.mem.collect_minor();
    }

    /// The trace of the loop (or function entry) `key`, unless a namespace
    /// entry it relied on changed: then it is dropped, and the loop is
    /// recorded again when it is hot again.
    pub(super) fn loop_trace(&mut self, key: (usize, u32)) -> Option<Rc<TraceInfo>> {
        let t = self.jit.loops.get(&key)?.trace.clone()?;
        self.still_valid(t)
    }

    /// `t`, unless a namespace entry it relied on changed: then it is
    /// dropped (`drop_invalid`).
    fn still_valid(&mut self, t: Rc<TraceInfo>) -> Option<Rc<TraceInfo>> {
        if !t.watch.is_invalid() {
            return Some(t);
        }
        self.drop_invalid(&t);
        None
    }

    /// Lets go of the invalidated trace `t`: a loop's trace leaves its
    /// loop's table entry, a bridge leaves its exit (which returns to the
    /// interpreter again, and may get a new bridge). Code running in it
    /// finishes (it tests the word and leaves).
    pub(super) fn drop_invalid(&mut self, t: &Rc<TraceInfo>) {
        match t.parent {
            Some((p, exit)) => {
                let Some(parent) = self.trace_by_tag(p as u32) else { return };
                if parent.bridges.borrow().get(&exit).is_some_and(|b| Rc::ptr_eq(b, t)) {
                    parent.exits.attach(exit, 0, std::ptr::null_mut());
                    let gone = parent.bridges.borrow_mut().remove(&exit);
                    self.retire(gone);
                }
            }
            None => {
                let Some(info) = self.jit.loops.get(&(t.code_index, t.header)) else { return };
                if !info.trace.as_ref().is_some_and(|cur| Rc::ptr_eq(cur, t)) {
                    return;
                }
                self.set_loop_trace((t.code_index, t.header), None);
            }
        }
        self.jit.stats.invalidated += 1;
        let place = self.entry_place(t.code_index, t.header);
        self.jit.log.abort(&place, &format!("trace {} thrown away: a namespace entry or an allocation site it relied on changed", t.id), false);
    }

    /// The trace compiled with `tag` (its exit words and allocation sites name it).
    pub(crate) fn trace_by_tag(&self, tag: u32) -> Option<Rc<TraceInfo>> {
        (tag as usize).checked_sub(1).and_then(|k| self.jit.traces.get(k)).and_then(Weak::upgrade)
    }

    /// Makes `t` the trace of the loop `key` (code index, header), or
    /// leaves it without one; a function's entry trace is also kept by
    /// code index (`JitState::function_traces`).
    pub(super) fn set_loop_trace(&mut self, key: (usize, u32), t: Option<Rc<TraceInfo>>) {
        if key.1 == self.tables.codes[key.0].function_entry() {
            let table = &mut self.jit.function_traces;
            if table.len() <= key.0 {
                table.resize(key.0 + 1, None);
            }
            table[key.0] = t.clone();
        }
        let old = std::mem::replace(&mut self.jit.loops.entry(key).or_default().trace, t);
        self.retire(old);
    }

    /// Lets go of trace `t`, which compiled code on the native stack may
    /// still be running or have left by: kept in `JitState::retired` until
    /// the outermost run returns (`enter_trace`).
    pub(super) fn retire(&mut self, t: Option<Rc<TraceInfo>>) {
        if let Some(t) = t.filter(|_| !self.mem.r.running_traces.is_empty()) {
            self.jit.retired.push(t);
        }
    }

    /// The trace from the entry of the function whose code is `index`
    /// (`None` when it has none, or has an invalidated one).
    pub(super) fn function_trace(&mut self, index: usize) -> Option<Rc<TraceInfo>> {
        let t = self.jit.function_traces.get(index)?.clone()?;
        self.still_valid(t)
    }

    /// The loop headers of code `index` that have a trace.
    pub(super) fn traced_headers(&self, index: usize) -> std::collections::HashSet<u32> {
        self.jit.loops.iter().filter(|((ci, _), l)| *ci == index && l.trace.is_some()).map(|((_, h), _)| *h).collect()
    }
}
