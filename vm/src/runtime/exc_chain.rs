//! Exception chaining, as in CPython: an exception raised while another is
//! being handled gets it as its `__context__`; `raise X from Y` sets
//! `__cause__` and `__suppress_context__`; an uncaught exception prints the
//! chain, oldest first, each with its own traceback.
//!
//! The exception being handled is found from the frames (the code's
//! `handling` ranges, innermost frame first) when a freshly raised
//! exception starts unwinding: then every frame's `pc` is exact. The
//! tracebacks of caught exceptions are kept, by identity, for the last
//! `KEPT_TRACEBACKS` catches only: an older context prints without its frames.
//! A re-raise (a bare `raise`, an `except` that does not match, the end of a
//! `finally`) goes on with the traceback the exception had when it was
//! caught, as CPython's does: from the frame that caught it, the frame's
//! entry keeps the line where it was caught; from a function that frame's
//! handler called (a bare `raise` there), that function's frame is left out.
//! This module never decides where an exception is caught (`unwind` does).

use crate::object::*;
use crate::value::Value;
use crate::runtime::traceback::{FirstFrame, TraceEntry};
use crate::runtime::vm::Vm;

impl Vm {
    /// The exception the running code is handling, if any: the innermost
    /// `handling` range holding a frame's current instruction, from the
    /// newest frame out.
    pub(crate) fn handled_exception(&self) -> Option<Value> {
        for f in self.mem.r.frames.iter().rev() {
            let ranges = &f.code.co.handling;
            if ranges.is_empty() {
                continue;
            }
            let pc = f.pc.saturating_sub(1) as u32;
            if let Some(h) = ranges.iter().filter(|h| h.start <= pc && pc < h.end).max_by_key(|h| h.start) {
                let v = self.mem.r.stack[f.base + h.reg as usize];
                if is_instance_obj(v) {
                    return Some(v);
                }
            }
        }
        None
    }

    /// Gives the exception in flight, raised just now, the exception being
    /// handled as its `__context__` (unless it is that exception), cutting
    /// a cycle through the context chain as CPython does.
    pub fn set_exception_context(&mut self) {
        let exc = self.mem.r.exception;
        if !is_instance_obj(exc) {
            return;
        }
        let Some(ctx) = self.handled_exception() else { return };
        if ctx == exc {
            return;
        }
        let name = self.names.context;
        let mut c = ctx;
        for _ in 0..1000 {
            match self.mem.instance_get(c, name) {
                Some(next) if next == exc => {
                    self.mem.instance_set(c, name, Value::NONE);
                    break;
                }
                Some(next) if is_instance_obj(next) => c = next,
                _ => break,
            }
        }
        let exc = self.mem.r.exception;
        self.mem.instance_set(exc, name, ctx);
    }

    /// Keeps the traceback of the exception in flight, just caught in the
    /// newest frame, for printing it later as the context or cause of another.
    /// `at` is where the newest frame caught it.
    pub fn keep_caught_traceback(&mut self, at: crate::runtime::traceback::At) {
        let exc = self.mem.r.exception;
        if !is_instance_obj(exc) {
            return;
        }
        let mut entries = self.interp.traceback.clone();
        if let Some(f) = self.mem.r.frames.last().filter(|f| crate::runtime::traceback::shown(&f.code.co.filename)) {
            entries.push(TraceEntry { filename: f.code.co.filename.clone(), line: at.0, name: f.code.co.name.clone(), span: at.1 });
        }
        let id = self.identity_hash(exc);
        self.interp.caught_tracebacks.keep(id, entries);
        let depth = self.mem.r.frames.len();
        self.interp.caught_tracebacks.note_line(depth, id, at);
    }

    /// Before `exc` is raised again from the newest frame: the traceback
    /// goes back to the one it had when caught (see the module comment).
    pub fn prepare_reraise(&mut self, exc: Value) {
        self.interp.caught_tracebacks.reraise = None;
        if !is_instance_obj(exc) {
            return;
        }
        let depth = self.mem.r.frames.len();
        let id = self.identity_hash(exc);
        let t = &mut self.interp.caught_tracebacks;
        let Some(entries) = t.find(id) else { return };
        let mut entries = entries.clone();
        match t.lines.iter().rev().find(|&&(d, e, _)| d == depth && e == id) {
            Some(&(_, _, line)) => {
                // The frame's own entry is added again as the unwind leaves it.
                entries.pop();
                t.reraise = Some(FirstFrame::Line(line));
            }
            None => t.reraise = Some(FirstFrame::Skip),
        }
        self.interp.traceback = entries;
    }

    /// What a re-raise asked the unwind now starting to do with its first
    /// frame (see `prepare_reraise`); asked once.
    pub fn take_reraise(&mut self) -> Option<FirstFrame> {
        self.interp.caught_tracebacks.reraise.take()
    }

    /// The chain ending in `exc`, oldest first, each with the sentence that
    /// links it to the next (None for `exc` itself).
    fn exception_chain(&mut self, exc: Value) -> Vec<(Value, Option<&'static str>)> {
        let (cause, context, suppress) = (self.names.cause, self.names.context, self.names.suppress_context);
        let mut chain = vec![(exc, None)];
        let mut e = exc;
        while chain.len() < 100 && is_instance_obj(e) {
            let c = self.mem.instance_get(e, cause).filter(|c| is_instance_obj(*c));
            let suppressed = self.mem.instance_get(e, suppress) == Some(Value::TRUE);
            let link = match c {
                Some(c) => Some((c, "The above exception was the direct cause of the following exception:")),
                None if !suppressed => self.mem.instance_get(e, context).filter(|c| is_instance_obj(*c)).map(|c| (c, "During handling of the above exception, another exception occurred:")),
                None => None,
            };
            let Some((next, sentence)) = link else { break };
            if chain.iter().any(|(v, _)| *v == next) {
                break;
            }
            chain.push((next, Some(sentence)));
            e = next;
        }
        chain.reverse();
        chain
    }

    /// The text CPython prints for the uncaught exception `exc` (whose
    /// traceback is `self.interp.traceback`) and the chain before it.
    pub fn format_exception_chain(&mut self, exc: Value) -> String {
        let chain = self.exception_chain(exc);
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend(chain.iter().map(|(v, _)| *v));
        let mut out = String::new();
        for i in 0..chain.len() {
            let e = self.mem.temp(mark + i);
            let entries: Vec<TraceEntry> = if i + 1 == chain.len() {
                self.interp.traceback.iter().rev().cloned().collect()
            } else {
                let id = self.identity_hash(e);
                self.interp.caught_tracebacks.find(id).map(|t| t.iter().rev().cloned().collect()).unwrap_or_default()
            };
            self.format_traceback(&mut out, &entries);
            let e = self.mem.temp(mark + i);
            self.format_exception_line(&mut out, e);
            if let Some(sentence) = chain[i].1 {
                out.push_str(&format!("\n{}\n\n", sentence));
            }
        }
        self.mem.pop_temps(mark);
        out
    }
}
