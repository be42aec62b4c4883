//! Emitting: ops at the instruction being recorded (through the builder),
//! constants, snapshots of the registers the trace holds, guards and helper
//! calls.
//!
//! Must never: emit an op outside the builder.

use super::*;

impl Recorder {
    /// An op at the instruction being recorded, through the builder.
    pub(super) fn emit(&mut self, opcode: Opcode, ty: Type, args: &[V], imm: Imm) -> Res<V> {
        self.b.pc = self.pc;
        self.b.frame = self.inlined.last().map_or(FrameId(0), |f| f.info.frame());
        self.b.emit(opcode, ty, args, imm).map_err(|e| match e {
            BuildError::TooLong => Abort::TraceTooLong,
            BuildError::AllocTooLarge => Abort::AllocTooLarge,
        })
    }

    pub(super) fn op(&mut self, opcode: Opcode, args: &[V]) -> Res<V> {
        self.emit(opcode, opcode.result(), args, Imm::None)
    }

    /// A constant (the builder shares equal ones).
    pub(super) fn constant(&mut self, opcode: Opcode, imm: Imm) -> Res<V> {
        self.emit(opcode, opcode.result(), &[], imm)
    }

    pub(super) fn const_ref(&mut self, v: Value) -> Res<V> {
        self.constant(Opcode::ConstRef, Imm::Word(v.0))
    }

    /// Guards that `v` is the word of `x` (an immediate or an immortal
    /// object), unless the trace has it as that constant already.
    pub(super) fn guard_is(&mut self, v: V, x: Value) -> Res<()> {
        if self.b.trace.constant(v) != Some(x.0 as i64) {
            self.guard(Opcode::GuardRef, &[v], Imm::Word(x.0))?;
        }
        Ok(())
    }

    pub(super) fn const_int(&mut self, i: i64) -> Res<V> {
        self.constant(Opcode::ConstInt, Imm::Int(i))
    }

    /// Is register slot `a` (counted from the trace frame) live when the
    /// innermost frame resumes at `pc`? The slot belongs to the innermost
    /// frame whose window contains it; callers resume after their call.
    pub(super) fn slot_live(&self, a: usize, pc: u32) -> bool {
        // An exit rebuilding an inlined frame reads the function from its
        // caller's register (an `__init__` frame: the instance from its
        // first); an operator's frame that declines, the operands.
        let needed = |f: &InlineFrame| f.func as usize == a || f.operator.is_some_and(|o| o.operands.contains(&(a as u32)));
        if self.inlined.iter().any(|f| needed(&self.inline_frames[f.info.index()])) {
            return true;
        }
        for (k, f) in self.inlined.iter().enumerate().rev() {
            let base = self.inline_frames[f.info.index()].base as usize;
            if a >= base {
                let code = self.inline_frames[f.info.index()].code_index;
                return match self.inlined.get(k + 1) {
                    Some(next) => self.live_after_call(code, next, a - base),
                    None => self.live.get(&code).is_none_or(|l| l.is_live(pc as usize, a - base)),
                };
            }
        }
        match self.inlined.first() {
            Some(next) => self.live_after_call(self.code_index, next, a),
            None => self.live.get(&self.code_index).is_none_or(|l| l.is_live(pc as usize, a)),
        }
    }

    /// Is register `r` of a frame of code `code` live where the frame goes
    /// on when `next`, the frame it called, ends: after the call, and, when
    /// `next` is a generator its `for` resumed, at the loop's exit too (the
    /// generator may return instead of yielding, and the exit rebuilding
    /// its frame lets the interpreter see that).
    fn live_after_call(&self, code: usize, next: &Inlined, r: usize) -> bool {
        let live = |pc: u32| self.live.get(&code).is_none_or(|l| l.is_live(pc as usize, r));
        live(next.call_pc + 1) || next.generator.as_ref().and_then(|g| g.loop_exit).is_some_and(live)
    }

    /// A snapshot resuming at `pc` with the current dirty registers that are live.
    pub(super) fn snapshot(&mut self, pc: u32) -> Res<SnapId> {
        let entries: Vec<(Slot, V)> = (0..self.slots.len()).filter(|&r| self.dirty[r] && self.slot_live(r, pc)).filter_map(|r| self.slots[r].map(|v| (Slot(r as u32), v))).collect();
        if entries.len() > MAX_EXIT_VALUES {
            return Err(Abort::SnapshotTooLarge);
        }
        let snap = match self.inlined.first() {
            None => Snapshot::new(pc, entries, Vec::new()),
            Some(outer) => {
                let mut frames = Vec::new();
                for (k, f) in self.inlined.iter().enumerate() {
                    let resume = self.inlined.get(k + 1).map_or(pc, |next| next.call_pc + 1);
                    frames.push(jit::ir::SnapFrame { info: f.info, pc: resume });
                }
                Snapshot::new(outer.call_pc + 1, entries, frames)
            }
        };
        if let Some(last) = self.b.trace.snapshots.last() {
            if *last == snap {
                return Ok(SnapId(self.b.trace.snapshots.len() as u32 - 1));
            }
        }
        self.b.trace.snapshots.push(snap);
        Ok(SnapId(self.b.trace.snapshots.len() as u32 - 1))
    }

    /// Is `v` a constant object of the type `imm` names? A type guard on
    /// it always holds: only an instance's type id (its shape) changes,
    /// and instances are guarded by `GuardShape`.
    fn constant_of_type(&self, v: V, imm: Imm) -> bool {
        let (Imm::TypeId(t), Some(w)) = (imm, self.b.trace.constant(v)) else { return false };
        let x = Value(w as u64);
        self.b.trace.op(v).opcode == Opcode::ConstRef && x.is_ptr() && t < FIRST_SHAPE_ID && type_id(x) == t
    }

    /// A guard (or raising call) resuming at `pc` on failure.
    pub(super) fn guard_at(&mut self, opcode: Opcode, args: &[V], imm: Imm, pc: u32) -> Res<V> {
        if opcode == Opcode::GuardType && self.constant_of_type(args[0], imm) {
            return Ok(args[0]);
        }
        let snap = self.snapshot(pc)?;
        let v = self.emit(opcode, opcode.result(), args, imm)?;
        let op = &mut self.b.trace.ops[v.0 as usize];
        op.snap = Some(snap);
        // `LoadElem` reads a list or tuple item within its length: never the empty word.
        if matches!(opcode, Opcode::GuardType | Opcode::GuardShape) && op.opcode == opcode && self.b.trace.op(args[0]).opcode == Opcode::LoadElem {
            self.b.trace.ops[v.0 as usize].guard = GuardFlags::NOT_NULL;
        }
        if self.unrolling.is_some() && self.b.trace.ops[v.0 as usize].opcode == opcode {
            let op = &mut self.b.trace.ops[v.0 as usize];
            op.guard = op.guard.with(GuardFlags::UNROLLED);
        }
        Ok(v)
    }

    /// At the loop header: leave the trace if Ctrl-C was pressed (the
    /// interpreter raises `KeyboardInterrupt` at the loop's next back edge).
    pub(super) fn check_interrupt(&mut self) -> Res<()> {
        self.guard(Opcode::GuardFlag, &[], Imm::None)?;
        Ok(())
    }

    /// A guard resuming at the instruction being recorded.
    pub(super) fn guard(&mut self, opcode: Opcode, args: &[V], imm: Imm) -> Res<V> {
        self.guard_at(opcode, args, imm, self.pc)
    }

    pub(super) fn call(&mut self, helper: HelperId, args: &[V], ret: Type) -> Res<V> {
        let snap = self.snapshot(self.pc)?;
        let v = self.emit(Opcode::Call, ret, args, Imm::Helper(helper))?;
        self.b.trace.ops[v.0 as usize].snap = Some(snap);
        if helper != H_LOAD_GLOBAL && helper != H_LOAD_GLOBAL_IN {
            // Python code may have run: class namespaces and shapes may have changed.
            self.valid_checked = false;
            self.shapes.clear();
            self.b.forget_heap();
        }
        Ok(v)
    }

    /// A value helper on registers `regs` (boxed); its result, a `Ref`.
    pub(super) fn value_call(&mut self, helper: HelperId, regs: &[u16]) -> Res<V> {
        let mut args = Vec::with_capacity(regs.len());
        for r in regs {
            let v = self.get(*r)?;
            args.push(self.boxed(v)?);
        }
        self.call(helper, &args, Type::Ref)
    }

    /// `R[dst] = R[func](R[regs]...)` through the `call` helper (the callee
    /// runs as from Rust: its frames are real).
    pub(super) fn generic_call(&mut self, dst: u16, func: u16, regs: &[u16]) -> Res<()> {
        let f = self.get(func)?;
        let mut args = self.counted_args(vec![f], regs)?;
        // The frames the call is made from that exist only in snapshots.
        args.push(self.const_int(self.inlined.len() as i64)?);
        let r = self.call(H_CALL, &args, Type::Ref)?;
        self.set(dst, r);
        Ok(())
    }

    /// `R[dst] =` a display of the `count` registers from `start` (at most
    /// `CALL_ARGS`), built by `helper` (after the integer `first`, when given).
    pub(super) fn display_call(&mut self, helper: HelperId, first: Option<i64>, dst: u16, start: u16, count: u16) -> Res<()> {
        let lead = match first {
            Some(k) => vec![self.const_int(k)?],
            None => Vec::new(),
        };
        let regs: Vec<u16> = (start..start + count).collect();
        let args = self.counted_args(lead, &regs)?;
        let r = self.call(helper, &args, Type::Ref)?;
        self.set(dst, r);
        Ok(())
    }

    /// The arguments of a helper that takes `first`, then a count, then
    /// `CALL_ARGS` values: the registers `regs` boxed (at most `CALL_ARGS`),
    /// the rest EMPTY.
    pub(super) fn counted_args(&mut self, mut first: Vec<V>, regs: &[u16]) -> Res<Vec<V>> {
        first.push(self.const_int(regs.len() as i64)?);
        for r in regs {
            let v = self.get(*r)?;
            first.push(self.boxed(v)?);
        }
        let empty = self.const_ref(Value::EMPTY)?;
        let width = first.len() - regs.len() + CALL_ARGS;
        first.resize(width, empty);
        Ok(first)
    }
}
