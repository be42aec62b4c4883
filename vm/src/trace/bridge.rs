//! Bridges: an exit that keeps failing gets a trace of its own, recorded from
//! the exit; one that fails too often throws its trace away.

use super::*;
use crate::runtime::vm::Vm;
use jit::ir::Opcode;
use super::recorder::{Abort, RecordPolicy, Recorder};
use std::rc::Rc;
use std::time::Instant;

impl Vm {
    /// A bridge recording ended: attach the bridge to its exit, or note the
    /// failed try (after `MAX_BRIDGE_ABORTS` counted aborts the exit gets
    /// no bridge; an inlining abort also stops inlining that call site).
    pub(super) fn end_bridge(&mut self, mut rec: Box<Recorder>, outcome: Result<(), Abort>, parent: &Rc<TraceInfo>, exit: u32) {
        match outcome.and_then(|_| self.compile(&mut rec, Some((parent.id, exit)))) {
            Ok(b) => {
                // From now on the exit's code jumps to the bridge itself.
                parent.exits.attach(exit, b.compiled.code_addr, b.entries.as_ptr());
                let replaced = parent.bridges.borrow_mut().insert(exit, b);
                self.retire(replaced);
            }
            Err(a) => {
                *self.jit.stats.aborts.entry(a).or_default() += 1;
                if let Some(site) = rec.blame(a) {
                    self.jit.no_inline.insert(site);
                }
                // A bridge that met a loop without a trace (yet: an outer
                // loop is often compiled after its inner loop) is tried
                // again later, after twice as many failures; other aborts count.
                let failures = parent.exits.taken(exit);
                let tries = {
                    let mut all = parent.bridge_tries.borrow_mut();
                    let t = all.entry(exit).or_default();
                    if a == Abort::InnerLoop {
                        t.next = failures.saturating_mul(2);
                    } else {
                        t.aborts += 1;
                        t.next = failures + self.jit.options.trace_eagerness;
                    }
                    *t
                };
                let place = format!("bridge from trace {} exit %{} ({})", parent.id, exit, self.exit_place(parent, exit));
                let (code, pc, instr) = rec.position();
                let reason = format!("{} ({instr} at {})", a.text(), self.place(code, pc));
                self.jit.log.abort(&place, &reason, tries.aborts >= MAX_BRIDGE_ABORTS);
            }
        }
    }

    /// `file:line` where exit `exit` of `t` resumes: in the innermost
    /// inlined frame when the exit is inside one.
    pub(super) fn exit_place(&self, t: &TraceInfo, exit: u32) -> String {
        let Some(snap) = t.ir.ops[exit as usize].snap.map(|s| &t.ir.snapshots[s.index()]) else { return self.place(t.code_index, 0) };
        match snap.frames.last() {
            Some(sf) => self.place(t.inline_frames[sf.info.index()].code_index, sf.pc),
            None => self.place(t.code_index, snap.pc),
        }
    }

    /// Starts recording a bridge from exit `exit` of `t` (the frame is at
    /// the exit's resume point) if the exit failed `trace_eagerness` times
    /// (more after failed tries: `BridgeTries::next`) and can have one: a guard (a loop's
    /// end too: the bridge may reach another compiled loop), not an
    /// exception exit (inside inlined frames too: their frames are real now,
    /// the innermost on top). True when recording starts.
    pub(super) fn start_bridge(&mut self, t: &Rc<TraceInfo>, exit: u32) -> bool {
        if self.jit.recording() || self.jit.options.disabled.iter().any(|d| d == "bridge") {
            return false;
        }
        let op = &t.ir.ops[exit as usize];
        if t.depth >= MAX_BRIDGE_DEPTH {
            return false;
        }
        let tries = {
            let mut all = t.bridge_tries.borrow_mut();
            let tries = all.entry(exit).or_default();
            if tries.entries_at_first_failure == 0 {
                tries.entries_at_first_failure = t.entries.get().max(1);
            }
            *tries
        };
        let n = t.exits.taken(exit);
        let Some(snap) = op.snap.map(|s| &t.ir.snapshots[s.index()]) else { return false };
        if op.opcode == Opcode::Call || op.is_poll() || tries.aborts >= MAX_BRIDGE_ABORTS || n < self.jit.options.trace_eagerness.max(tries.next) {
            return false;
        }
        if self.loop_starts_otherwise(t, exit, n, tries.entries_at_first_failure) {
            let since = t.entries.get().saturating_sub(tries.entries_at_first_failure) + 1;
            let reason = format!("trace {} thrown away: exit %{} ({}) of its first iteration failed {} times in the {} entries since it first failed", t.id, exit, op.opcode.name(), n, since);
            if let Some(info) = self.jit.loops.get_mut(&(t.code_index, t.header)) {
                info.restarted = true;
            }
            self.throw_away(t, &reason, Retrace::Uncounted);
            return false;
        }
        // An exit in a loop of an inlined call that the recording unrolled
        // (`recorder::MAX_UNROLL`): its trip count varies, and each count
        // would take a bridge. Instead the call is no longer inlined.
        if op.guard.has(jit::ir::GuardFlags::UNROLLED) && self.retrace_without_inlined_call(t, exit, true, "in an unrolled loop of an inlined call") {
            return false;
        }
        self.settle_for_recording();
        // The traced frame's depth, below the inlined frames the exit rebuilt.
        let depth = self.mem.r.frames.len().saturating_sub(snap.frames.len());
        let code = self.tables.codes[t.code_index].clone();
        let o = &self.jit.options;
        let targets = self.traced_headers(t.code_index);
        let policy = RecordPolicy { trace_limit: o.trace_limit, no_inline: self.jit.no_inline.clone(), generic: self.jit.generic.clone(), peel: false, heap_phis: false, end_at_return: false, called_from_traces: false };
        let rec = match Recorder::new_bridge(self, &code, t.header, depth, policy, &t.ir, &t.compiled.exit_slots, &t.inline_frames, exit, targets) {
            Ok(r) => r,
            Err(a) => {
                t.bridge_tries.borrow_mut().insert(exit, BridgeTries { aborts: MAX_BRIDGE_ABORTS, next: u64::MAX, ..tries });
                let place = format!("bridge from trace {} exit %{} ({})", t.id, exit, self.exit_place(t, exit));
                self.jit.log.abort(&place, a.text(), true);
                return false;
            }
        };
        self.jit.record_depth = rec.current_depth();
        self.jit.recorder = Some(Box::new(rec));
        self.jit.bridging = Some((t.clone(), exit));
        self.jit.record_start = Some((Instant::now(), crate::runtime::activity::enter_state(crate::runtime::activity::RECORDING)));
        true
    }

    /// Drops `t` so that its loop (or function) is recorded again without
    /// inlining the call whose frame exit `exit` lies in (the innermost
    /// one, or with `unrolled` the innermost whose loop was unrolled);
    /// `why` says where the exit is. False, having done nothing, when there
    /// is no such frame or `t` is not the current trace of its loop.
    fn retrace_without_inlined_call(&mut self, t: &Rc<TraceInfo>, exit: u32, unrolled: bool, why: &str) -> bool {
        let Some(snap) = t.ir.ops[exit as usize].snap.map(|s| &t.ir.snapshots[s.index()]) else { return false };
        let Some(frame) = snap.frames.iter().rev().map(|sf| &t.inline_frames[sf.info.index()]).find(|f| f.unrolled_loop || !unrolled) else { return false };
        let caller = frame.parent.inlined().map_or(t.code_index, |k| t.inline_frames[k.index()].code_index);
        let site = (caller, frame.call_pc);
        let current = self.jit.loops.get(&(t.code_index, t.header)).is_some_and(|info| info.trace.as_ref().is_some_and(|cur| Rc::ptr_eq(cur, t)));
        if !current {
            return false;
        }
        self.jit.no_inline.insert(site);
        let reason = format!("trace {} thrown away: exit %{exit} {why} failed {} times; the call at {} is no longer inlined", t.id, t.exits.taken(exit), self.place(site.0, site.1));
        // Each time one more call is left out: not counted towards giving up.
        self.throw_away(t, &reason, Retrace::Uncounted);
        true
    }

    /// A guard (not an exception exit) failing `HOT_EXIT` times throws the
    /// trace away so the loop is recorded again; after `MAX_RETRACES`
    /// the loop is left to the interpreter.
    pub(super) fn check_hot_exit(&mut self, t: &Rc<TraceInfo>, exit: u32) {
        let n = t.exits.taken(exit);
        let op = &t.ir.ops[exit as usize];
        if n < HOT_EXIT || n * 4 < t.entries.get() || op.opcode == Opcode::Call || op.is_poll() || op.guard.has(jit::ir::GuardFlags::LOOP_EXIT) || op.guard.has(jit::ir::GuardFlags::SPLIT) {
            return;
        }
        if !self.is_loop_trace_now(t) {
            return;
        }
        if matches!(op.opcode, Opcode::IntAddOv | Opcode::IntSubOv | Opcode::IntMulOv) {
            let code_index = op.frame.inlined().map_or(t.code_index, |k| t.inline_frames[k.index()].code_index);
            self.jit.generic.insert((code_index, op.pc));
        }
        // A branch guard failing says the loop often goes the other way: a
        // new recording would follow one way again (that needs a bridge), so
        // the loop is left to the interpreter. Type, shape and overflow
        // guards failing say the values changed: record again.
        let branch = matches!(op.opcode, Opcode::GuardTrue | Opcode::GuardFalse);
        // Inside an inlined call (whose bridges did not work out, or the exit
        // would not be this hot): the call is made out of line instead,
        // which keeps the rest of the loop or function compiled.
        if branch && op.frame.inlined().is_some() && self.retrace_without_inlined_call(t, exit, false, "inside an inlined call") {
            return;
        }
        let reason = format!("trace {} thrown away: exit %{} ({}) failed {} times in {} entries", t.id, exit, op.opcode.name(), n, t.entries.get());
        self.throw_away(t, &reason, if branch { Retrace::GiveUp } else { Retrace::Counted });
    }

    /// Is exit `exit` of `t`, taken `n` times, a type or shape guard of
    /// the first iteration of a loop's current trace (before its `Loop`)
    /// that failed on nearly every entry since it first failed (at entry
    /// `since`)? The loop then starts with other values than it was
    /// recorded with (each call makes a new object of another shape, say):
    /// a bridge from there would end at the loop's header, enter this
    /// trace again and fail here again, at every iteration. Recording the
    /// loop again is the remedy, once per loop: a loop whose entries keep
    /// starting with one shape or another (a list of mixed objects, say)
    /// fails the new trace's guard as well, and gets its bridge. (Values
    /// that alternate fail on fewer entries.)
    fn loop_starts_otherwise(&self, t: &Rc<TraceInfo>, exit: u32, n: u64, since: u64) -> bool {
        let op = &t.ir.ops[exit as usize];
        if !matches!(op.opcode, Opcode::GuardType | Opcode::GuardShape) || !t.ir.loop_start().is_some_and(|l| (exit as usize) < l) || since == 0 {
            return false;
        }
        let restarted = self.jit.loops.get(&(t.code_index, t.header)).is_some_and(|info| info.restarted);
        let entries = t.entries.get().saturating_sub(since) + 1;
        self.is_loop_trace_now(t) && !restarted && n * 10 >= entries * 9
    }

    /// Is `t` its loop's current trace (not one already replaced)?
    fn is_loop_trace_now(&self, t: &Rc<TraceInfo>) -> bool {
        self.jit.loops.get(&(t.code_index, t.header)).is_some_and(|info| info.trace.as_ref().is_some_and(|cur| Rc::ptr_eq(cur, t)))
    }

    /// Drops `t`, its loop's current trace, so the loop is recorded again
    /// (past `MAX_RETRACES` counted retraces the loop is left to the
    /// interpreter).
    fn throw_away(&mut self, t: &Rc<TraceInfo>, reason: &str, how: Retrace) {
        self.set_loop_trace((t.code_index, t.header), None);
        let info = self.jit.loops.entry((t.code_index, t.header)).or_default();
        info.retraces = match how {
            Retrace::Counted => info.retraces + 1,
            Retrace::Uncounted => info.retraces,
            Retrace::GiveUp => MAX_RETRACES + 1,
        };
        let blacklist = info.retraces > MAX_RETRACES;
        self.jit.stats.retraced += 1;
        self.jit.stats.blacklisted += blacklist as usize;
        let code = self.tables.codes[t.code_index].clone();
        code.loop_counts[t.header as usize].set(if blacklist { crate::runtime::code::BLACKLISTED } else { 0 });
        let place = self.entry_place(t.code_index, t.header);
        self.jit.log.abort(&place, reason, blacklist);
    }
}

/// How a trace thrown away counts towards leaving its loop to the interpreter.
#[derive(Clone, Copy, PartialEq)]
enum Retrace {
    Counted,
    /// Recorded again differently, with progress made (one more call not inlined).
    Uncounted,
    /// At once: a new recording would not do better.
    GiveUp,
}
