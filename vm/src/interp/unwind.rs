//! Raising and unwinding: the `raise` instruction's exception and cause,
//! which handler an exception matches, and the search for a handler frame by
//! frame, recording the traceback as frames are left.

use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::traceback::TraceEntry;
use crate::runtime::vm::{Exc, PyResult, Vm};
use lang::bytecode::RaiseKind;
use crate::runtime::calls::Calls;

impl Vm {
    /// `unwind` for other modules (generator.throw).
    pub(crate) fn unwind_pub(&mut self) -> bool {
        self.unwind()
    }

    /// Finds a handler for the exception in flight; false when it left the entry frame.
    pub(super) fn unwind(&mut self) -> bool {
        // How a re-raise records its frame (see `exc_chain`).
        let reraised = self.take_reraise();
        let mut first = reraised.filter(|_| !self.interp.fresh_exception);
        if self.interp.fresh_exception {
            self.interp.fresh_exception = false;
            self.set_exception_context();
        }
        loop {
            let Some(f) = self.mem.r.frames.last_mut() else { return false };
            let pc = f.pc.saturating_sub(1) as u32;
            let first_frame = first.take();
            let at = match first_frame {
                Some(crate::runtime::traceback::FirstFrame::Line(at)) => at,
                _ => (f.code.co.line_at(pc as usize), f.code.co.position_at(pc as usize).filter(|s| s.col > 0)),
            };
            // A halted program runs no handler (see `interrupt::request_halt`).
            if let Some(h) = f.code.co.handlers.iter().find(|h| h.start <= pc && pc < h.end).filter(|_| !crate::runtime::interrupt::halting()) {
                let handler = h.handler as usize;
                self.keep_caught_traceback(at);
                if let Some(f) = self.mem.r.frames.last_mut() {
                    f.pc = handler;
                }
                return true;
            }
            if !matches!(first_frame, Some(crate::runtime::traceback::FirstFrame::Skip)) && crate::runtime::traceback::shown(&f.code.co.filename) {
                let entry = TraceEntry { filename: f.code.co.filename.clone(), line: at.0, name: f.code.co.name.clone(), span: at.1 };
                self.interp.traceback.push(entry);
            }
            let Some(frame) = self.mem.r.frames.pop() else { return false };
            self.mem.r.stack.truncate(frame.saved_len);
            if frame.chain > 0 {
                // Its delegator's frame takes its place.
                self.delegate_raised(frame.generator, (!frame.entry).then_some(frame.ret), frame.chain);
                continue;
            }
            if frame.entry {
                return false;
            }
            if !frame.generator.is_empty() {
                // Resumed by the caller's instruction: unwinding goes on there.
                self.generator_raised(frame.generator);
            }
        }
    }

    /// `raise`, `raise exc`, `raise exc from cause`.
    pub(super) fn raise_instr(&mut self, exc: Value, cause: Value, kind: RaiseKind) -> Exc {
        if kind == RaiseKind::Reraise {
            // Outside an `except` block of its own, a bare `raise` re-raises
            // the exception a caller is handling.
            let exc = if exc.is_empty() { self.handled_exception().unwrap_or(Value::EMPTY) } else { exc };
            if exc.is_empty() {
                return self.raise_new(TypeId::RuntimeError, "No active exception to reraise");
            }
            self.prepare_reraise(exc);
            self.mem.r.exception = exc;
            self.interp.fresh_exception = false;
            return Exc;
        }
        let mark = self.mem.temps_mark();
        self.mem.push_temp(cause);
        let e = match self.make_exception(exc) {
            Ok(e) => e,
            Err(x) => {
                self.mem.pop_temps(mark);
                return x;
            }
        };
        let es = self.mem.push_temp(e);
        if kind == RaiseKind::WithCause {
            // `from C`: None, an exception, or an exception class (called).
            let c = self.mem.temp(mark);
            let base_exc = self.ty(TypeId::BaseException);
            let is_exc_class = class::is_class(c) && class::is_subclass(c, base_exc);
            if !c.is_none() && !is_exc_class && !class::is_subclass(self.type_of(c), base_exc) {
                self.mem.pop_temps(mark);
                return self.type_error("exception causes must derive from BaseException");
            }
            if is_exc_class {
                match self.call_value(c, &[]) {
                    Ok(inst) => self.mem.r.temps[mark] = inst,
                    Err(x) => {
                        self.mem.pop_temps(mark);
                        return x;
                    }
                }
            }
            let name = self.names.cause;
            let (e, c) = (self.mem.temp(es), self.mem.temp(mark));
            self.mem.instance_set(e, name, c);
            let suppress = self.names.suppress_context;
            let e = self.mem.temp(es);
            self.mem.instance_set(e, suppress, Value::TRUE);
        }
        let e = self.mem.temp(es);
        self.mem.pop_temps(mark);
        self.raise(e)
    }

    /// An exception instance from `raise X`: X itself, or X() for a class.
    pub(super) fn make_exception(&mut self, exc: Value) -> PyResult<Value> {
        let base_exc = self.ty(TypeId::BaseException);
        if class::is_class(exc) && class::is_subclass(exc, base_exc) {
            return self.call_value(exc, &[]);
        }
        if class::is_subclass(self.type_of(exc), base_exc) {
            return Ok(exc);
        }
        Err(self.type_error("exceptions must derive from BaseException"))
    }

    /// `except typ:` matching.
    pub(super) fn exception_matches(&mut self, exc: Value, typ: Value) -> PyResult<bool> {
        let cls = self.type_of(exc);
        if class::is_class(typ) {
            return Ok(class::is_subclass(cls, typ));
        }
        if is_type(typ, TY_TUPLE) {
            for i in 0..seq::tuple_len(typ) {
                let t = seq::tuple_get(typ, i);
                if self.exception_matches(exc, t)? {
                    return Ok(true);
                }
            }
            return Ok(false);
        }
        Err(self.type_error("catching classes that do not inherit from BaseException is not allowed"))
    }
}
