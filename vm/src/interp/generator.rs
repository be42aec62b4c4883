//! Generators: functions whose frames can be suspended and resumed.
//!
//! The layout is in `object/generator.rs`.
//!
//! 1. Calling a generator function binds its arguments as usual, then copies
//!    the would-be frame's registers (and closure cells) into a new generator
//!    instead of running it.
//! 2. `resume` pushes a frame at the top of the stack, copies the registers
//!    back, stores the sent value, and runs the interpreter until the frame
//!    yields (`Yield` saves the registers and pops the frame) or returns.
//! 3. A `for` loop or a `yield from` (and `await`) in Python code resumes a
//!    generator as a frame on top of its own, in the same interpreter loop,
//!    as a call is: the frame is not an entry frame, and its `ret` is the
//!    resuming instruction's destination register. A `yield` stores the
//!    value there and the caller goes on after its instruction; a `return`
//!    (or the end of the body) makes the caller take its instruction's exit
//!    (`ForIter`'s loop exit, `YieldFromStep`'s target with the returned
//!    value); an exception leaving the frame finishes the generator and goes
//!    on unwinding in the caller, at its instruction.
//! 4. Resumed from Rust (next, send, builtins that iterate, a compiled
//!    trace's helper), a generator's frame is an entry frame run by a nested
//!    interpreter entry, bounded by the recursion limit like any call.
//! 5. Delegation: a `yield from` (or `await`) whose iterator is a suspended
//!    generator gives up its own frame to it. (A new one runs on top of the
//!    delegating frame, as in 3: most awaited coroutines return without
//!    ever yielding, and this saves nothing. If it yields, the `yield from`
//!    runs again at the next resume and finds it suspended.) The delegating
//!    generator is saved with its pc past its `YieldFromStep`, stays marked
//!    running, and names the delegate in its `delegate` field (the delegate
//!    names it back as its `delegator`); the delegate's frame takes the
//!    delegating one's place and hands what it yields straight to whoever
//!    resumed the chain. Resuming a generator that delegates follows the chain of
//!    suspended delegates down to its end and runs that one (the ones
//!    passed are marked running, as they are in CPython), so a value
//!    yielded through a chain of n `yield from`s costs one resume, not n.
//!    The frame's `chain` counts the generators above it, which count
//!    towards the recursion limit as the frames they would have in CPython.
//!    When the last one yields, the ones above are suspended again; when it
//!    returns (or raises), its delegator's frame takes its place, going on
//!    after (or raising at) its `yield from`. A delegating generator
//!    resumed when its delegate cannot run (finished, running, or past the
//!    recursion limit) runs its `YieldFromStep` again, which answers that
//!    as the instruction always does.

use crate::runtime::code::Code;
use crate::object::func::*;
use crate::object::generator::*;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use crate::runtime::calls::Calls;
use crate::runtime::frame::{push_with, Frame};

/// What resuming produced.
pub enum Step {
    Yielded(Value),
    /// The generator returned (or was already finished) with this value.
    Done(Value),
}

impl Vm {
    /// A generator for function `f` whose arguments are bound in stack slots `start..start+nargs`.
    pub fn new_generator(&mut self, f: Value, code: &Code, start: usize, nargs: usize) -> Value {
        let nregs = code.co.nregs as usize;
        // Both objects at once when the nursery has room (nothing moves);
        // else one at a time, `f` rooted.
        let (g, regs, f) = match self.mem.try_alloc_two(TY_GENERATOR, GEN_WORDS - 1, TY_ARRAY, 1 + nregs) {
            Some((g, regs)) => {
                init_field(regs, 1, Value::int(nregs as i64));
                (g, regs, f)
            }
            None => {
                let fslot = self.mem.push_temp(f);
                let regs = self.mem.alloc_vector(TY_ARRAY, nregs);
                let rslot = self.mem.push_temp(regs);
                let g = self.mem.alloc_values(TY_GENERATOR, GEN_WORDS - 1);
                let (f, regs) = (self.mem.temp(fslot), self.mem.temp(rslot));
                self.mem.pop_temps(fslot);
                (g, regs, f)
            }
        };
        for i in 0..nargs.min(nregs) {
            self.mem.set_field(regs, 2 + i, self.mem.r.stack[start + i]);
        }
        let closure = field(f, FN_CLOSURE);
        if !closure.is_empty() {
            let fs = code.co.free_start as usize;
            for i in 0..seq::tuple_len(closure) {
                self.mem.set_field(regs, 2 + fs + i, seq::tuple_get(closure, i));
            }
        }
        init_field(g, G_CODE, Value::int(code.index as i64));
        init_field(g, G_FUNC, f);
        init_field(g, G_REGS, regs);
        init_field(g, G_PC, Value::int(0));
        init_field(g, G_STATE, Value::int(STATE_CREATED));
        init_field(g, G_RESUME_DST, Value::int(-1));
        init_field(g, G_GLOBALS, field(f, FN_GLOBALS));
        init_field(g, G_COROUTINE, Value::bool(code.co.is_coroutine));
        init_field(g, G_DELEGATE, Value::EMPTY);
        init_field(g, G_DELEGATOR, Value::EMPTY);
        g
    }

    /// The iterator `await v` delegates to.
    pub fn get_awaitable(&mut self, v: Value) -> PyResult<Value> {
        if is_coroutine(v) {
            return Ok(v);
        }
        if is_instance_obj(v) {
            let n = self.intern("__await__");
            let cls = self.mem.instance_class(v);
            if self.lookup_type(cls, n).is_some() {
                let it = self.call_method(v, "__await__", &[])?;
                return self.get_iter(it);
            }
        }
        let t = self.type_name(v);
        Err(self.type_error(&format!("object {} can't be used in 'await' expression", t)))
    }

    /// Called by `Yield`: saves the running generator frame and pops it.
    /// The slot that receives the yielded value when the caller's
    /// instruction resumed the frame (module doc, 3); None for an entry
    /// frame, whose `execute` returns the value.
    pub fn suspend_generator(&mut self, resume_dst: u16) -> Option<usize> {
        let frame = self.mem.r.frames.pop()?;
        let g = frame.generator;
        self.save_registers(g, &frame);
        init_field(g, G_PC, Value::int(frame.pc as i64));
        init_field(g, G_RESUME_DST, Value::int(resume_dst as i64));
        init_field(g, G_STATE, Value::int(STATE_SUSPENDED));
        self.mem.r.stack.truncate(frame.saved_len);
        if frame.chain > 0 {
            self.suspend_delegators(g, frame.chain);
        }
        if frame.entry {
            self.interp.generator_yielded = true;
            return None;
        }
        Some(frame.ret)
    }

    /// Runs the generator until it yields or returns; `sent` is the value of
    /// the `yield` expression it is suspended at.
    pub fn resume(&mut self, g: Value, sent: Value) -> PyResult<Step> {
        match field(g, G_STATE).as_int() {
            STATE_RUNNING => return Err(self.value_error("generator already executing")),
            STATE_FINISHED if is_coroutine(g) => return Err(self.raise_new(crate::runtime::types::TypeId::RuntimeError, "cannot reuse already awaited coroutine")),
            STATE_FINISHED => return Ok(Step::Done(Value::NONE)),
            STATE_CREATED if !sent.is_none() => return Err(self.type_error("can't send non-None value to a just-started generator")),
            _ => {}
        }
        let slot = self.mem.push_temp(g);
        if let Err(e) = self.enter_generator(slot, Some(sent), None) {
            self.mem.pop_temps(slot);
            return Err(e);
        }
        self.interp.native_depth += 1;
        let r = self.execute();
        self.interp.native_depth -= 1;
        self.leave_generator(slot, r)
    }

    /// Can the running interpreter loop resume `g`, sending `sent`, as a
    /// frame of its own (module doc, 3)? Anything else (a running or
    /// finished generator, a value sent to a new one) takes `resume`, which
    /// answers it.
    #[inline(always)]
    pub(crate) fn resumes_in_frame(g: Value, sent: Value) -> bool {
        let state = field(g, G_STATE).as_int();
        state == STATE_SUSPENDED || (state == STATE_CREATED && sent.is_none())
    }

    /// Resumes `g` (which `resumes_in_frame`) as a frame on top of the
    /// running one, whose instruction at its pc - 1 resumed it and receives
    /// what it yields in stack slot `ret`.
    pub(crate) fn resume_in_frame(&mut self, g: Value, sent: Value, ret: usize) -> PyResult<()> {
        let slot = self.mem.push_temp(g);
        let r = self.enter_generator(slot, Some(sent), Some(ret));
        self.mem.pop_temps(slot);
        r
    }

    /// Pushes a frame for the generator in temporary `slot` with its saved
    /// registers and pc, stores `sent` in the register its `yield` gives
    /// (when it stands at one), and marks it running; a generator that
    /// delegates runs the end of its chain instead (module doc, 5). An
    /// entry frame for a resume from Rust, or one resumed by the caller's
    /// instruction that receives its values in `resumer_ret`. Without
    /// `sent` (a `throw`), the generator's own frame, at its pc.
    fn enter_generator(&mut self, slot: usize, sent: Option<Value>, resumer_ret: Option<usize>) -> PyResult<()> {
        self.check_frame_depth()?;
        let g = self.mem.temp(slot);
        match sent {
            Some(sent) => self.resume_chain(g, sent, resumer_ret, 0),
            None => {
                let pc = field(g, G_PC).as_int() as usize;
                self.push_generator_frame(g, pc, resumer_ret, 0);
            }
        }
        if resumer_ret.is_none() {
            self.interp.generator_yielded = false;
        }
        Ok(())
    }

    /// Resumes `root` sending `sent`: the end of its chain of delegates
    /// runs, `chain` generators above `root` already counted (module doc,
    /// 5). `ret` as `push_generator_frame`'s.
    fn resume_chain(&mut self, root: Value, sent: Value, ret: Option<usize>, chain: u32) {
        let (g, chain) = if field(root, G_DELEGATE).is_empty() { (root, chain) } else { self.delegation_end(root, chain) };
        let mut pc = field(g, G_PC).as_int() as usize;
        if !field(g, G_DELEGATE).is_empty() {
            // Its delegate cannot run on its behalf: its `YieldFromStep`
            // runs again and sends `sent` itself.
            pc -= 1;
        }
        let base = self.push_generator_frame(g, pc, ret, chain);
        let dst = field(g, G_RESUME_DST).as_int();
        if dst >= 0 {
            self.mem.r.stack[base + dst as usize] = sent;
        }
    }

    /// The generator a resume of `root` runs, and how many delegate above
    /// it (`chain` of them above `root`): following each suspended delegate
    /// down, marking the ones passed running, while the recursion limit
    /// leaves room for them. Nothing allocates.
    #[inline(never)]
    fn delegation_end(&mut self, root: Value, mut chain: u32) -> (Value, u32) {
        let room = self.interp.recursion_limit.saturating_sub(self.frame_depth() + 1);
        let mut g = root;
        loop {
            let d = field(g, G_DELEGATE);
            if d.is_empty() || field(d, G_STATE).as_int() != STATE_SUSPENDED || chain as usize >= room {
                return (g, chain);
            }
            init_field(g, G_STATE, Value::int(STATE_RUNNING));
            if field(d, G_DELEGATOR) != g {
                self.mem.set_field(d, G_DELEGATOR, g);
            }
            g = d;
            chain += 1;
        }
    }

    /// Pushes generator `g`'s frame with its saved registers at `pc`, for
    /// `chain` generators delegating to it (module doc, 5), and marks it
    /// running: an entry frame without `ret`, else one whose values go to
    /// stack slot `ret`. Gives the frame's base. Nothing allocates.
    #[inline(always)]
    fn push_generator_frame(&mut self, g: Value, pc: usize, ret: Option<usize>, chain: u32) -> usize {
        let code = self.tables.codes[field(g, G_CODE).as_int() as usize].clone();
        let base = self.mem.r.stack.len();
        // SAFETY: a generator that is not finished holds its code's `nregs`
        // registers (`new_generator`, `suspend_generator`); nothing
        // allocates while they are copied.
        self.mem.r.stack.extend_from_slice(unsafe { saved_registers(field(g, G_REGS), code.co.nregs as usize) });
        let entry = ret.is_none();
        let (func, globals) = (field(g, G_FUNC), field(g, G_GLOBALS));
        let ret = ret.unwrap_or(base);
        push_with(&mut self.mem.r.frames, || Frame { code, pc, base, ret, saved_len: base, entry, func, globals, namespace: globals, init_obj: Value::EMPTY, generator: g, operator: None, chain });
        init_field(g, G_STATE, Value::int(STATE_RUNNING));
        init_field(g, G_DELEGATE, Value::EMPTY);
        self.interp.delegations += chain as usize;
        base
    }

    /// `yield from x` (or `await x`) at the running frame's `YieldFromStep`,
    /// `x` a generator that `resumes_in_frame` with `sent` (the value of
    /// register `sent_reg`): the running generator gives its frame up to
    /// `x` (module doc, 5; the caller resumes a new `x` with
    /// `resume_in_frame`). When the running frame is not a generator's, `x`
    /// runs on top of it, its value going to stack slot `dst`.
    pub(crate) fn delegate_to(&mut self, x: Value, sent: Value, sent_reg: u16, dst: usize) -> PyResult<()> {
        if self.frame_mut_pub().generator.is_empty() {
            return self.resume_in_frame(x, sent, dst);
        }
        self.check_frame_depth()?;
        let Some(frame) = self.mem.r.frames.pop() else { return Ok(()) };
        let p = frame.generator;
        self.save_registers(p, &frame);
        init_field(p, G_PC, Value::int(frame.pc as i64));
        init_field(p, G_RESUME_DST, Value::int(sent_reg as i64));
        self.mem.set_field(p, G_DELEGATE, x);
        if field(x, G_DELEGATOR) != p {
            self.mem.set_field(x, G_DELEGATOR, p);
        }
        self.mem.r.stack.truncate(frame.saved_len);
        self.interp.delegations -= frame.chain as usize;
        self.resume_chain(x, sent, (!frame.entry).then_some(frame.ret), frame.chain + 1);
        Ok(())
    }

    /// Copies `frame`'s registers into its generator `g`.
    fn save_registers(&mut self, g: Value, frame: &Frame) {
        let regs = field(g, G_REGS);
        let n = frame.code.co.nregs as usize;
        // Plain stores, then one write barrier for them all.
        // SAFETY: `regs` is the generator's array of its code's `nregs`
        // registers (`new_generator`), and nothing allocates here.
        unsafe { saved_registers_mut(regs, n) }.copy_from_slice(&self.mem.r.stack[frame.base..frame.base + n]);
        self.mem.write_barrier(regs);
    }

    /// The generator `leaf`, run on behalf of the `chain` generators above
    /// it, yielded: they are suspended again, in their `yield from`s.
    fn suspend_delegators(&mut self, leaf: Value, chain: u32) {
        self.interp.delegations -= chain as usize;
        let mut g = leaf;
        for _ in 0..chain {
            g = field(g, G_DELEGATOR);
            init_field(g, G_STATE, Value::int(STATE_SUSPENDED));
        }
    }

    /// The popped frame of generator `x`, run for `chain` (> 0) delegating
    /// generators, returned `v`: `x` is finished and its delegator's frame
    /// takes its place, going on after its `yield from` with `v` (module
    /// doc, 5). `ret` as `push_generator_frame`'s.
    pub(crate) fn delegate_returned(&mut self, x: Value, v: Value, ret: Option<usize>, chain: u32) {
        self.interp.delegations -= chain as usize;
        let p = field(x, G_DELEGATOR);
        self.finish_generator(x);
        let (dst, target) = self.delegation_step(p).expect("a delegating generator stands after its YieldFromStep");
        let base = self.push_generator_frame(p, target as usize, ret, chain - 1);
        self.mem.r.stack[base + dst] = v;
    }

    /// An exception left the popped frame of generator `x`, run for
    /// `chain` (> 0) delegating generators: `x` is finished and its
    /// delegator's frame takes its place, where unwinding goes on, at its
    /// `yield from` (module doc, 5).
    pub(crate) fn delegate_raised(&mut self, x: Value, ret: Option<usize>, chain: u32) {
        self.interp.delegations -= chain as usize;
        let slot = self.mem.push_temp(field(x, G_DELEGATOR));
        self.generator_raised(x);
        let p = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        let pc = field(p, G_PC).as_int() as usize;
        self.push_generator_frame(p, pc, ret, chain - 1);
    }

    /// The `dst` and `target` of the `YieldFromStep` that generator `p`,
    /// saved delegating (module doc, 5), stands past.
    fn delegation_step(&self, p: Value) -> Option<(usize, u32)> {
        let code = &self.tables.codes[field(p, G_CODE).as_int() as usize];
        match code.co.instrs.get((field(p, G_PC).as_int() as usize).wrapping_sub(1)) {
            Some(&lang::bytecode::Instr::YieldFromStep { dst, target, .. }) => Some((dst as usize, target)),
            _ => None,
        }
    }

    /// After a generator frame resumed by its caller's instruction returned
    /// `v` (the frame is popped, the caller on top): finishes `g` and takes
    /// the instruction's exit (module doc, 3).
    pub(crate) fn generator_returned_to_caller(&mut self, g: Value, v: Value, ret: usize) {
        self.finish_generator(g);
        let f = self.frame_mut_pub();
        match f.code.co.instrs.get(f.pc.wrapping_sub(1)) {
            Some(&lang::bytecode::Instr::ForIter { target, .. }) => f.pc = target as usize,
            Some(&lang::bytecode::Instr::YieldFromStep { target, .. }) => {
                f.pc = target as usize;
                self.mem.r.stack[ret] = v;
            }
            _ => unreachable!("a generator frame resumed by an instruction that does not resume generators"),
        }
    }

    /// An exception left generator `g`'s frame: the generator is finished,
    /// and a StopIteration becomes RuntimeError (PEP 479).
    pub(crate) fn generator_raised(&mut self, g: Value) {
        self.finish_generator(g);
        if !self.isinstance_of(self.mem.r.exception, TypeId::StopIteration) {
            return;
        }
        // As `raise RuntimeError(...) from stop`.
        let stop = self.mem.push_temp(self.mem.r.exception);
        let tb = std::mem::take(&mut self.interp.traceback);
        let runtime = self.new_exception(TypeId::RuntimeError, "generator raised StopIteration");
        let rs = self.mem.push_temp(runtime);
        for name in [self.names.cause, self.names.context] {
            let (runtime, stop) = (self.mem.temp(rs), self.mem.temp(stop));
            self.mem.instance_set(runtime, name, stop);
        }
        let suppress = self.names.suppress_context;
        self.mem.instance_set(self.mem.temp(rs), suppress, Value::TRUE);
        let runtime = self.mem.temp(rs);
        self.mem.pop_temps(stop);
        self.raise(runtime);
        // Its context is the StopIteration, set above.
        self.interp.fresh_exception = false;
        self.interp.traceback = tb;
    }

    /// After the generator's frame stopped: a yield, a return, or an error
    /// (a StopIteration escaping the body becomes RuntimeError, PEP 479).
    fn leave_generator(&mut self, slot: usize, r: PyResult<Value>) -> PyResult<Step> {
        let g = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        let yielded = std::mem::take(&mut self.interp.generator_yielded);
        match r {
            Ok(v) if yielded => Ok(Step::Yielded(v)),
            Ok(v) => {
                self.finish_generator(g);
                Ok(Step::Done(v))
            }
            Err(e) => {
                self.generator_raised(g);
                Err(e)
            }
        }
    }

    fn finish_generator(&mut self, g: Value) {
        init_field(g, G_STATE, Value::int(STATE_FINISHED));
        init_field(g, G_REGS, Value::EMPTY);
        init_field(g, G_DELEGATE, Value::EMPTY);
        init_field(g, G_DELEGATOR, Value::EMPTY);
    }

    /// Raises StopIteration(value) (value omitted when None).
    pub fn stop_iteration(&mut self, value: Value) -> crate::runtime::vm::Exc {
        let args: &[Value] = if value.is_none() { &[] } else { &[value] };
        let e = self.new_exception_args(TypeId::StopIteration, args);
        self.raise(e)
    }

    /// One step of `yield from it`: send `sent` into `it` (a generator) or
    /// take its next item; `Done` carries the return value (StopIteration's).
    pub fn yield_from_step(&mut self, it: Value, sent: Value) -> PyResult<Step> {
        if is_type(it, TY_GENERATOR) {
            return self.resume(it, sent);
        }
        if !sent.is_none() {
            return self.call_method(it, "send", &[sent]).map(Step::Yielded).or_else(|e| self.stop_value(e));
        }
        match self.iter_next(it) {
            Ok(Some(v)) => Ok(Step::Yielded(v)),
            Ok(None) => Ok(Step::Done(Value::NONE)),
            Err(e) => self.stop_value(e),
        }
    }

    /// Turns a raised StopIteration into `Done(its value)`; other errors pass.
    fn stop_value(&mut self, e: crate::runtime::vm::Exc) -> PyResult<Step> {
        let exc = self.mem.r.exception;
        if !self.isinstance_of(exc, TypeId::StopIteration) {
            return Err(e);
        }
        let args = self.exception_args(exc);
        let v = if is_type(args, TY_TUPLE) && seq::tuple_len(args) > 0 { seq::tuple_get(args, 0) } else { Value::NONE };
        Ok(Step::Done(v))
    }

    /// `g.throw(exc)`: raises `exc` at the point where the generator is
    /// suspended; when that point is a `yield from` (or `await`), the
    /// delegate gets it first (PEP 380): its `throw`, or its `close` for a
    /// GeneratorExit.
    pub fn generator_throw(&mut self, g: Value, exc: Value) -> PyResult<Step> {
        let state = field(g, G_STATE).as_int();
        if state == STATE_RUNNING {
            return Err(self.value_error("generator already executing"));
        }
        if state != STATE_SUSPENDED {
            self.finish_generator(g);
            return Err(self.raise(exc));
        }
        let (g, exc) = match self.throw_to_delegate(g, exc)? {
            Delegated::Handled(step) => return Ok(step),
            Delegated::Raise(g, exc) => (g, exc),
        };
        let exc_slot = self.mem.push_temp(exc);
        let slot = self.mem.push_temp(g);
        if let Err(e) = self.enter_generator(slot, None, None) {
            self.mem.pop_temps(exc_slot);
            return Err(e);
        }
        let exc = self.mem.temp(exc_slot);
        self.raise(exc);
        self.interp.native_depth += 1;
        let r = if self.unwind_pub() { self.execute() } else { Err(crate::runtime::vm::Exc) };
        self.interp.native_depth -= 1;
        let step = self.leave_generator(slot, r);
        self.mem.pop_temps(exc_slot);
        step
    }

    /// The register holding the iterator that suspended generator `g`
    /// delegates to, and where its `yield from` goes on when the iterator
    /// is done (`YieldFromStep`'s `dst` and `target`): `g` stands after the
    /// `Yield` of a yield-from loop (`Yield`, then `Jump` back to the step),
    /// or past the step when it gave its frame up to a generator (module
    /// doc, 5).
    fn suspended_delegate(&self, g: Value) -> Option<(usize, usize, u32)> {
        let code = &self.tables.codes[field(g, G_CODE).as_int() as usize];
        let pc = field(g, G_PC).as_int() as usize;
        let instrs = &code.co.instrs;
        if !field(g, G_DELEGATE).is_empty() {
            return match instrs.get(pc.wrapping_sub(1)) {
                Some(&lang::bytecode::Instr::YieldFromStep { iter, dst, target, .. }) => Some((iter as usize, dst as usize, target)),
                _ => None,
            };
        }
        let Some(&lang::bytecode::Instr::Jump { target }) = instrs.get(pc) else { return None };
        match (instrs.get(pc.wrapping_sub(1)), instrs.get(target as usize)) {
            (Some(lang::bytecode::Instr::Yield { .. }), Some(&lang::bytecode::Instr::YieldFromStep { iter, dst, target, .. })) => Some((iter as usize, dst as usize, target)),
            _ => None,
        }
    }

    /// Passes `exc`, thrown into suspended generator `g`, to the iterator
    /// `g` delegates to, if any. `Handled` when the delegate yielded (`g`
    /// stays suspended) or finished and `g` went on from its `yield from`;
    /// otherwise the exception to raise in `g` (the delegate's own error,
    /// or `exc`), with `g` re-read after the calls.
    fn throw_to_delegate(&mut self, g: Value, exc: Value) -> PyResult<Delegated> {
        let Some((iter_reg, dst, target)) = self.suspended_delegate(g) else { return Ok(Delegated::Raise(g, exc)) };
        let it = field(field(g, G_REGS), 2 + iter_reg);
        let mark = self.mem.temps_mark();
        self.mem.push_temp(g);
        self.mem.push_temp(exc);
        self.mem.push_temp(it);
        let closing = self.isinstance_of(exc, TypeId::GeneratorExit);
        let method = self.intern(if closing { "close" } else { "throw" });
        let has = match self.get_attr_opt(it, method) {
            Ok(m) => m.is_some(),
            Err(e) => {
                self.mem.pop_temps(mark);
                return Err(e);
            }
        };
        let outcome = if !has {
            None
        } else if closing {
            Some(self.call_method(self.mem.temp(mark + 2), "close", &[]).map(|_| None))
        } else if is_type(self.mem.temp(mark + 2), TY_GENERATOR) {
            Some(self.generator_throw(self.mem.temp(mark + 2), self.mem.temp(mark + 1)).map(Some))
        } else {
            let r = self.call_method(self.mem.temp(mark + 2), "throw", &[self.mem.temp(mark + 1)]);
            Some(r.map(|v| Some(Step::Yielded(v))).or_else(|e| self.stop_value(e).map(Some)))
        };
        let (g, exc) = (self.mem.temp(mark), self.mem.temp(mark + 1));
        self.mem.pop_temps(mark);
        match outcome {
            // No method, or the delegate closed: the exception goes to `g`.
            None | Some(Ok(None)) => Ok(Delegated::Raise(g, exc)),
            Some(Ok(Some(Step::Yielded(v)))) => Ok(Delegated::Handled(Step::Yielded(v))),
            Some(Ok(Some(Step::Done(v)))) => {
                // The `yield from` evaluates to the delegate's return value.
                let regs = field(g, G_REGS);
                self.mem.set_field(regs, 2 + dst, v);
                init_field(g, G_PC, Value::int(target as i64));
                init_field(g, G_RESUME_DST, Value::int(-1));
                init_field(g, G_DELEGATE, Value::EMPTY);
                self.resume(g, Value::NONE).map(Delegated::Handled)
            }
            Some(Err(_)) => {
                let e = self.mem.r.exception;
                Ok(Delegated::Raise(g, e))
            }
        }
    }
}

/// What the delegate of a generator did with an exception thrown into it.
enum Delegated {
    Handled(Step),
    Raise(Value, Value),
}
