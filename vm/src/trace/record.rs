//! The recording's life cycle: each instruction of the traced frame goes to
//! the recorder; the recording ends closed (and is compiled) or aborted (and
//! is counted, retried or blacklisted).

use crate::runtime::vm::Vm;
use super::recorder::{Abort, Recorded, Recorder};

impl Vm {
    /// Recording mode's hook: records `ins` at `pc` if it belongs to the
    /// traced frame. False when recording ended (closed or aborted).
    pub(super) fn record_step(&mut self, pc: usize, ins: lang::bytecode::Instr) -> bool {
        let Some(mut rec) = self.jit.recorder.take() else { return false };
        let depth = self.mem.r.frames.len();
        if depth > rec.current_depth() {
            self.jit.record_depth = rec.current_depth();
            self.jit.recorder = Some(rec);
            return true;
        }
        let Some(f) = self.mem.r.frames.last() else { return false };
        if depth < rec.current_depth() || f.code.index != rec.expect_code {
            self.end_recording(rec, Err(Abort::LeftFrame));
            return false;
        }
        let (code, base) = (f.code.clone(), f.base);
        match rec.record(self, &code, base, pc as u32, ins) {
            Ok(Recorded::Continue) => {
                // An inlined call or return changes the depth recorded next.
                self.jit.record_depth = rec.current_depth();
                self.jit.recorder = Some(rec);
                true
            }
            Ok(Recorded::Closed) => {
                self.end_recording(rec, Ok(()));
                false
            }
            Err(a) => {
                self.end_recording(rec, Err(a));
                false
            }
        }
    }

    /// An exception was unwound to a handler (or out of this `execute`):
    /// if it reached the traced frame, the recording ends.
    pub(super) fn record_unwound(&mut self) {
        let aborts = self.jit.recorder.as_ref().is_some_and(|r| self.mem.r.frames.len() <= r.current_depth());
        if aborts {
            if let Some(rec) = self.jit.recorder.take() {
                self.end_recording(rec, Err(Abort::Exception));
            }
        }
    }

    /// Ends a recording still in progress as an exception ends it (the
    /// interactive prompt, between inputs).
    pub(crate) fn abandon_recording(&mut self) {
        if let Some(rec) = self.jit.recorder.take() {
            self.end_recording(rec, Err(Abort::Exception));
        }
    }

    pub(super) fn end_recording(&mut self, rec: Box<Recorder>, outcome: Result<(), Abort>) {
        self.jit.record_depth = 0;
        if let Some((t, before)) = self.jit.record_start.take() {
            self.jit.stats.recording += t.elapsed();
            crate::runtime::activity::restore_state(before);
        }
        if let Some((parent, exit)) = self.jit.bridging.take() {
            self.end_bridge(rec, outcome, &parent, exit);
            return;
        }
        let key = (rec.code_index, rec.header);
        let mut rec = rec;
        let outcome = outcome.and_then(|_| if rec.too_short() { Err(Abort::TooShort) } else if rec.resume_bound() { Err(Abort::ResumeBound) } else { Ok(()) });
        let outcome = outcome.and_then(|_| self.compile_trace(&mut rec));
        match outcome {
            Ok(()) => {}
            Err(a) => {
                *self.jit.stats.aborts.entry(a).or_default() += 1;
                let place = self.entry_place(rec.code_index, rec.header);
                let (code, pc, instr) = rec.position();
                let at = format!("{instr} at {}", self.place(code, pc));
                // Some aborts say what to do differently: the loop is
                // recorded again soon with that change, and the abort does
                // not count towards blacklisting.
                let retry: Option<String> = match (a, rec.blame(a).filter(|_| a != Abort::TraceTooLong)) {
                    // What changed is volatile now, or the next recording sees its new value.
                    (Abort::Invalidated, _) => Some(format!("{} ({at})", a.text())),
                    (Abort::LoopReturned, _) if !self.jit.returning_loops.contains(&key) => {
                        self.jit.returning_loops.insert(key);
                        self.jit.no_peel.insert(key);
                        Some(format!("{} ({at})", a.text()))
                    }
                    (Abort::HeapPhiVaries, _) => {
                        self.jit.no_heap_phis.insert(key);
                        Some(format!("{} ({at})", a.text()))
                    }
                    // A loop too short for a second iteration: recorded again unpeeled.
                    (Abort::LoopExit, None) if rec.peeled() => {
                        self.jit.no_peel.insert(key);
                        Some(format!("{} ({at}; the loop is no longer peeled)", a.text()))
                    }
                    // A loop body too long to peel: recorded again unpeeled
                    // (a long iteration is then cut into pieces).
                    (Abort::TraceTooLong, _) if rec.peeled() => {
                        self.jit.no_peel.insert(key);
                        Some(format!("{} ({at}; the loop is no longer peeled)", a.text()))
                    }
                    (Abort::StepInLoopBody | Abort::TypeUnstable, _) => {
                        self.jit.no_peel.insert(key);
                        Some(format!("{} ({at})", a.text()))
                    }
                    (_, Some(site)) => {
                        self.jit.no_inline.insert(site);
                        Some(format!("{} ({at}; call at {})", a.text(), self.place(site.0, site.1)))
                    }
                    _ => None,
                };
                if let Some(reason) = retry {
                    self.jit.log.abort(&place, &reason, false);
                    self.tables.codes[rec.code_index].loop_counts[rec.header as usize].set(0);
                    return;
                }
                let info = self.jit.loops.entry(key).or_default();
                info.aborts += 1;
                // A function's trace too short once may have started at a
                // leaf call of a recursion: it is tried again at other calls.
                let at_once = a == Abort::ResumeBound || a == Abort::TooShort && !rec.from_function_entry();
                let blacklist = info.aborts >= self.jit.options.blacklist_after || at_once;
                self.jit.log.abort(&place, &format!("{} ({at})", a.text()), blacklist);
                let code = self.tables.codes[rec.code_index].clone();
                // A loop that exited while recording is tried again at its
                // next iteration, not after another `threshold` of them: a
                // loop of a few iterations per run would otherwise start
                // every recording at the same point of its run.
                let threshold = if rec.header == code.function_entry() { self.jit.function_threshold } else { self.jit.threshold };
                let next = if a == Abort::LoopExit { threshold } else { 0 };
                code.loop_counts[rec.header as usize].set(if blacklist { crate::runtime::code::BLACKLISTED } else { next });
                if blacklist && a == Abort::TooShort && rec.from_function_entry() && self.jit.short_retried.insert(rec.code_index) {
                    self.jit.short_functions.insert(rec.code_index);
                }
                if blacklist {
                    self.jit.stats.blacklisted += 1;
                }
            }
        }
    }

    /// "loop at FILE:LINE" for the loop at `header` of code `index`, or
    /// "function at FILE:LINE" when `header` is the function's entry.
    pub(crate) fn entry_place(&self, index: usize, header: u32) -> String {
        let code = &self.tables.codes[index];
        if header == code.function_entry() {
            format!("function at {}:{}", code.co.filename, code.co.first_line)
        } else {
            format!("loop at {}", self.place(index, header))
        }
    }

    /// `file:line` of `pc` in code `index`.
    pub(crate) fn place(&self, index: usize, pc: u32) -> String {
        let co = &self.tables.codes[index].co;
        format!("{}:{}", co.filename, co.line_at(pc as usize))
    }
}
