//! Generators inlined into the loop that iterates them: a `for` over a
//! suspended generator records its resume as an inlined frame, from the
//! pc it is suspended at to its next `yield`; an `await` of a coroutine
//! does the same with the coroutine, to its return.
//!
//! 1. Entering: guards that the iterator is a generator of this code,
//!    suspended (or new) at this pc; marks it running; its saved registers
//!    that are live at that pc are loaded from its register array (dirty:
//!    the frame exists only in snapshots, as an inlined call's does), the
//!    others read as unbound, and the register a `yield` gives its sent
//!    value gets None (a `for` sends nothing). The frame's window starts
//!    past the caller's registers, its "function" register is the caller's
//!    iterator register (an exit rebuilds the frame from the generator
//!    there: `InlineFrame::generator`).
//! 2. Inside, the generator's code records as any inlined frame's, except
//!    that it may cross one loop back edge per resume (its own loop, coming
//!    round to the next `yield`) before the others count as an inner
//!    loop's, unrolled inside a generator form (`MAX_UNROLL`).
//! 3. A `yield` stores back the registers live at the resume point whose
//!    value changed, the pc, the register for the sent value and the
//!    suspended state, and hands the value to the caller's loop variable;
//!    the caller goes on after its `ForIter`. A `return` ends the caller's
//!    loop: a bridge, or a loop's trace when that loop is an inner one,
//!    follows it (the generator finished, the caller going on at the
//!    loop's exit); a loop's recording ends at its own loop's exit (not
//!    blamed on the resume).
//!
//! Must never: inline a generator resumed any other way than by `ForIter`
//! or a coroutine any other way than by an `await`'s `YieldFromStep`
//! sending None, or a generator whose frame is already among the inlined ones.

use super::*;
use crate::object::generator::*;

impl Recorder {
    /// `ForIter` at `pc` over the generator `g` in register `iter`, its
    /// value going to `dst`, in a frame of `nregs` registers: entered as an
    /// inlined frame (module doc, 1). False when it cannot be (nothing recorded).
    pub(super) fn inline_generator(&mut self, vm: &Vm, code_index: usize, pc: u32, iter: u16, dst: u16, nregs: u16, g: Value) -> Res<bool> {
        let index = field(g, G_CODE).as_int() as usize;
        let co = &vm.tables.codes[index].co;
        let running = self.inlined.iter().any(|f| self.inline_frames[f.info.index()].code_index == index);
        // A `for` iterates generators only; `await` resumes coroutines.
        let by_for = matches!(vm.tables.codes[code_index].co.instrs.get(pc as usize), Some(Instr::ForIter { .. }));
        if !Vm::resumes_in_frame(g, Value::NONE) || !field(g, G_DELEGATE).is_empty() || co.is_coroutine && by_for || running || index == self.code_index || self.inlined.len() >= MAX_INLINE_DEPTH || self.policy.no_inline.contains(&(code_index, pc)) || vm.mem.r.frames.len() >= vm.interp.recursion_limit {
            return Ok(false);
        }
        let (state, at, resume_dst) = (field(g, G_STATE), field(g, G_PC), field(g, G_RESUME_DST).as_int());
        self.note_code(vm, index);
        let gv = self.get(iter)?;
        self.guard(Opcode::GuardType, &[gv], Imm::TypeId(TY_GENERATOR))?;
        let code_word = self.load(Region::Generator, gv, 8 * G_CODE as i64)?;
        self.guard_is(code_word, Value::int(index as i64))?;
        let state_word = self.load(Region::Generator, gv, 8 * G_STATE as i64)?;
        self.guard_is(state_word, state)?;
        let pc_word = self.load(Region::Generator, gv, 8 * G_PC as i64)?;
        self.guard_is(pc_word, at)?;
        let globals = self.load(Region::Generator, gv, 8 * G_GLOBALS as i64)?;
        let regs = self.load(Region::Generator, gv, 8 * G_REGS as i64)?;
        self.set_generator_state(gv, STATE_RUNNING)?;
        self.enter_inlined(pc, dst, iter, nregs, index, globals, Value::EMPTY)?;
        let live = vm.tables.codes[index].liveness();
        let unbound = self.const_ref(Value::EMPTY)?;
        let mut loaded = Vec::with_capacity(co.nregs as usize);
        for r in 0..co.nregs {
            let v = if live.is_live(at.as_int() as usize, r as usize) { Some(self.load(Region::GeneratorRegs, regs, 16 + 8 * r as i64)?) } else { None };
            self.set(r, v.unwrap_or(unbound));
            loaded.push(v);
        }
        if resume_dst >= 0 {
            let none = self.const_ref(Value::NONE)?;
            self.set(resume_dst as u16, none);
            loaded[resume_dst as usize] = None;
        }
        self.mark_generator_frame(vm, loaded);
        Ok(true)
    }

    /// `R[dst] = f(R[func + 1 ..][..argc])` of a generator function (in
    /// register `func`) whose parameters are its arguments as they stand
    /// (`Vm::plain_generator_call`): the generator and its register array
    /// allocated in the trace, as `Vm::new_generator` makes them, so the
    /// sink pass keeps both virtual where the trace resumes the generator
    /// inline and it never escapes (a generator expression consumed by an
    /// inlined generator form). False when it cannot be (nothing recorded).
    pub(super) fn new_generator(&mut self, vm: &Vm, dst: u16, func: u16, argc: u16, f: Value) -> Res<bool> {
        use crate::object::func::{function_code_index, FN_CLOSURE, FN_CODE, FN_GLOBALS};
        let index = function_code_index(f);
        let co = &vm.tables.codes[index].co;
        let plain = co.is_generator && !co.is_async_generator && co.signature.plain_arity() == Some(argc);
        if !plain || co.nregs as usize > MAX_INLINE_GENERATOR_REGS {
            return Ok(false);
        }
        let (nregs, free_start, nfree, coroutine) = (co.nregs, co.free_start, co.freevars.len() as u16, co.is_coroutine);
        let fv = self.get(func)?;
        if self.b.trace.constant(fv) != Some(f.0 as i64) {
            self.guard(Opcode::GuardType, &[fv], Imm::TypeId(TY_FUNCTION))?;
            let code_word = self.load(Region::Function, fv, 8 * FN_CODE as i64)?;
            self.guard_is(code_word, Value::int(index as i64))?;
        }
        let empty = self.const_ref(Value::EMPTY)?;
        let closure = if nfree > 0 { Some(self.load(Region::Function, fv, 8 * FN_CLOSURE as i64)?) } else { None };
        let len = self.const_ref(Value::int(nregs as i64))?;
        let mut words = vec![(len, len)];
        for r in 0..nregs {
            let w = if r < argc {
                let v = self.get(func + 1 + r)?;
                self.boxed(v)?
            } else if let Some(c) = closure.filter(|_| (free_start..free_start + nfree).contains(&r)) {
                self.load(Region::Tuple, c, 16 + 8 * (r - free_start) as i64)?
            } else {
                empty
            };
            words.push((w, w));
        }
        let regs = self.alloc_object(TY_ARRAY, Region::GeneratorRegs, &words)?;
        let globals = self.load(Region::Function, fv, 8 * FN_GLOBALS as i64)?;
        let mut fields = vec![empty; GEN_WORDS - 1];
        fields[G_CODE - 1] = self.const_ref(Value::int(index as i64))?;
        fields[G_FUNC - 1] = fv;
        fields[G_REGS - 1] = regs;
        fields[G_PC - 1] = self.const_ref(Value::int(0))?;
        fields[G_STATE - 1] = self.const_ref(Value::int(STATE_CREATED))?;
        fields[G_RESUME_DST - 1] = self.const_ref(Value::int(-1))?;
        fields[G_GLOBALS - 1] = globals;
        fields[G_COROUTINE - 1] = self.const_ref(Value::bool(coroutine))?;
        let fields: Vec<(V, V)> = fields.into_iter().map(|w| (w, w)).collect();
        let g = self.alloc_object(TY_GENERATOR, Region::Generator, &fields)?;
        self.set(dst, g);
        Ok(true)
    }

    /// Marks the inlined frame just entered as a generator's (module doc,
    /// 1), its registers `loaded` from the generator's as they were
    /// (empty in a bridge: a `yield` then stores back all that are live).
    pub(super) fn mark_generator_frame(&mut self, vm: &Vm, loaded: Vec<Option<V>>) {
        if let Some(f) = self.inlined.last_mut() {
            self.inline_frames[f.info.index()].generator = true;
            let loop_exit = match vm.tables.codes[f.caller_code].co.instrs.get(f.call_pc as usize) {
                Some(&Instr::ForIter { target, .. }) => Some(target),
                _ => None,
            };
            f.generator = Some(GeneratorVisit { loaded, back_edge: false, loop_exit });
        }
    }

    /// Is the frame being recorded an inlined generator's?
    pub(super) fn in_generator(&self) -> bool {
        self.inlined.last().is_some_and(|f| f.generator.is_some())
    }

    /// A `LoopBack` (to `target` in `code`) in an inlined generator's
    /// frame: its first since the resume comes round to the next `yield`;
    /// another is an inner loop's (`unroll_inner`).
    pub(super) fn generator_back_edge(&mut self, code: &Code, target: u32) -> Res<()> {
        match self.inlined.last_mut().and_then(|f| f.generator.as_mut()) {
            Some(visit) if !visit.back_edge => {
                visit.back_edge = true;
                Ok(())
            }
            _ => self.unroll_inner(code, target),
        }
    }

    /// `yield src` at `pc` in an inlined generator's frame, the sent value
    /// going to `dst` on the next resume (module doc, 3).
    pub(super) fn generator_yield(&mut self, pc: u32, dst: u16, src: u16) -> Res<()> {
        let value = self.get(src)?;
        let Some(f) = self.inlined.last() else { return Err(Abort::LeftFrame) };
        let info = &self.inline_frames[f.info.index()];
        let (code, slot, nregs) = (info.code_index, info.func as usize, f.nregs);
        let loaded = self.inlined.last_mut().and_then(|f| f.generator.take()).map(|v| v.loaded).unwrap_or_default();
        let gv = self.get_slot(slot)?;
        let regs = self.load(Region::Generator, gv, 8 * G_REGS as i64)?;
        let live = self.live.get(&code).cloned();
        for r in 0..nregs {
            if r == dst || live.as_ref().is_some_and(|l| !l.is_live(pc as usize + 1, r as usize)) {
                continue;
            }
            // A register live here was live at the resume (loaded) or
            // written since: the trace has its value.
            let Some(v) = self.slots[(self.off + r) as usize] else { continue };
            if loaded.get(r as usize).copied().flatten() == Some(v) {
                continue;
            }
            let w = self.boxed(v)?;
            self.store(Region::GeneratorRegs, regs, 16 + 8 * r as i64, w, v)?;
            self.barrier(regs, w)?;
        }
        let (at, resume) = (self.const_ref(Value::int(pc as i64 + 1))?, self.const_ref(Value::int(dst as i64))?);
        self.store(Region::Generator, gv, 8 * G_PC as i64, at, at)?;
        self.store(Region::Generator, gv, 8 * G_RESUME_DST as i64, resume, resume)?;
        self.set_generator_state(gv, STATE_SUSPENDED)?;
        self.leave_inlined(value)
    }

    /// `return` in an inlined generator's frame: the caller's loop ends
    /// (module doc, 3). The frame is left first, so an abort names the
    /// caller's `ForIter` and is not blamed on the resume.
    pub(super) fn generator_return(&mut self, vm: &Vm, src: u16) -> Res<()> {
        let Some(f) = self.inlined.last() else { return Err(Abort::LeftFrame) };
        let slot = self.inline_frames[f.info.index()].func as usize;
        let awaited = matches!(vm.tables.codes[f.caller_code].co.instrs.get(f.call_pc as usize), Some(Instr::YieldFromStep { .. }));
        let gv = self.get_slot(slot)?;
        let value = if awaited { Some(self.get(src)?) } else { None };
        let f = self.pop_inlined()?;
        let target = match vm.tables.codes[f.caller_code].co.instrs.get(f.call_pc as usize) {
            Some(&Instr::ForIter { target, .. }) => {
                (self.pc, self.current) = (f.call_pc, "ForIter");
                if !self.follows_loop_end() {
                    return Err(Abort::LoopExit);
                }
                target
            }
            Some(&Instr::YieldFromStep { target, .. }) => {
                // The returned value is the `await`'s.
                (self.pc, self.current) = (f.call_pc, "YieldFromStep");
                if let Some(v) = value {
                    self.set(f.dst, v);
                }
                target
            }
            _ => return Err(Abort::LeftFrame),
        };
        self.set_generator_state(gv, STATE_FINISHED)?;
        let empty = self.const_ref(Value::EMPTY)?;
        self.store(Region::Generator, gv, 8 * G_REGS as i64, empty, empty)?;
        self.expect = Some(target);
        Ok(())
    }

    /// `GetAwaitable`: `await` of a coroutine awaits the coroutine itself.
    pub(super) fn coroutine_awaitable(&mut self, dst: u16, src: u16) -> Res<()> {
        let gv = self.get(src)?;
        if self.b.trace.ty(gv) != Type::Ref {
            return self.step();
        }
        self.guard(Opcode::GuardType, &[gv], Imm::TypeId(TY_GENERATOR))?;
        let coroutine = self.load(Region::Generator, gv, 8 * G_COROUTINE as i64)?;
        self.guard_is(coroutine, Value::TRUE)?;
        self.set(dst, gv);
        Ok(())
    }

    /// `YieldFromStep` at `pc` of `code` for `await` of the coroutine `g`
    /// in register `iter`, sending None: its frame inlined, as a `for`
    /// inlines a generator's (module doc; when it returns, its value goes
    /// to `dst` and the caller on at `target`; when it suspends, what it
    /// yielded goes to `dst` and the caller on to its own `yield`); else
    /// resumed out of line by a helper, the trace going on at `target`
    /// after a guard that it finished (it suspended: the exit resumes
    /// after the instruction, the yielded value in `dst`, as the
    /// interpreter would). A `yield from` of a generator is not recorded:
    /// it is there to yield, which ends the recording anyway.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn await_coroutine(&mut self, vm: &Vm, code: &Code, pc: u32, iter: u16, sent: u16, dst: u16, target: u32, g: Value) -> Res<()> {
        let sv = self.get(sent)?;
        self.guard_is(sv, Value::NONE)?;
        let gv = self.get(iter)?;
        self.guard(Opcode::GuardType, &[gv], Imm::TypeId(TY_GENERATOR))?;
        let coroutine = self.load(Region::Generator, gv, 8 * G_COROUTINE as i64)?;
        self.guard_is(coroutine, Value::TRUE)?;
        if self.inline_generator(vm, code.index, pc, iter, dst, code.co.nregs, g)? {
            return Ok(());
        }
        let v = self.call(H_AWAIT_STEP, &[gv, sv], Type::Ref)?;
        self.generator_resumes += 1;
        self.set(dst, v);
        let state = self.load(Region::Generator, gv, 8 * G_STATE as i64)?;
        self.guard_at(Opcode::GuardRef, &[state], Imm::Word(Value::int(STATE_FINISHED).0), pc + 1)?;
        self.expect = Some(target);
        Ok(())
    }

    /// `iter(R[src])` of a generator (not a coroutine, which `iter` refuses):
    /// the generator itself.
    pub(super) fn generator_iter(&mut self, dst: u16, src: u16) -> Res<()> {
        let gv = self.get(src)?;
        if self.b.trace.ty(gv) != Type::Ref {
            return self.step();
        }
        self.guard_plain_generator(src)?;
        self.set(dst, gv);
        Ok(())
    }

    /// Guards that register `r` holds a generator that is not a coroutine.
    pub(super) fn guard_plain_generator(&mut self, r: u16) -> Res<()> {
        let gv = self.get(r)?;
        self.guard(Opcode::GuardType, &[gv], Imm::TypeId(TY_GENERATOR))?;
        let coroutine = self.load(Region::Generator, gv, 8 * G_COROUTINE as i64)?;
        self.guard_is(coroutine, Value::FALSE)
    }

    /// Stores `state` (a `STATE_*`) into generator `gv`.
    fn set_generator_state(&mut self, gv: V, state: i64) -> Res<()> {
        let w = self.const_ref(Value::int(state))?;
        self.store(Region::Generator, gv, 8 * G_STATE as i64, w, w)
    }
}
