//! Closing the loop: the loop header of a peeled trace (phis for registers and cached fields), the
//! back edge's values, and the loop-exit marks on guards.
//!
//! Must never: let a phi stand for a value that changes type around the loop.

use super::*;

impl Recorder {
    /// The loop header of a peeled trace: every register the trace holds a
    /// value for becomes a phi (dirty: from the second iteration on the
    /// frame's copy is stale), and what the trace knew about values is
    /// forgotten (the phis are new values).
    pub(super) fn start_loop(&mut self) -> Res<()> {
        self.pc = self.header;
        self.emit(Opcode::Loop, Type::Void, &[], Imm::None)?;
        // Values of the first iteration and the phis that stand for them in the body.
        let mut phi_of: HashMap<V, V> = HashMap::new();
        for r in 0..self.slots.len() {
            let Some(v) = self.slots[r] else { continue };
            if !self.slot_live(r, self.header) {
                // Dead at the header: each iteration writes it before reading it.
                self.slots[r] = None;
                self.dirty[r] = false;
                continue;
            }
            let k = self.b.trace.loop_next.len();
            let p = self.emit(Opcode::Phi, self.b.trace.ty(v), &[v], Imm::Phi(PhiId(k as u32)))?;
            self.b.trace.loop_next.push(p);
            self.slots[r] = Some(p);
            self.dirty[r] = true;
            self.phi_slots.push(r);
            phi_of.entry(v).or_insert(p);
        }
        // Fields that never change of an object the body reaches as the
        // same value stay known as they are (loop-invariant loads); the
        // others become phis when the policy allows.
        let (fixed, known): (Vec<(HeapKey, V)>, Vec<(HeapKey, V)>) = self.b.heap_entries().into_iter().partition(|(k, _)| k.alias.is_immutable() && !phi_of.contains_key(&k.obj));
        let known = if self.policy.heap_phis { known } else { Vec::new() };
        let mut entries = Vec::new();
        for (key, v) in known {
            let k = self.b.trace.loop_next.len();
            let p = self.emit(Opcode::Phi, self.b.trace.ty(v), &[v], Imm::Phi(PhiId(k as u32)))?;
            self.b.trace.loop_next.push(p);
            phi_of.entry(v).or_insert(p);
            entries.push((key, k, p));
        }
        // The body reaches objects through the phis: key the cache by them.
        self.b.forget_heap();
        for (key, v) in fixed {
            self.b.learn(key, v);
        }
        for (key, k, p) in entries {
            let key = HeapKey { obj: phi_of.get(&key.obj).copied().unwrap_or(key.obj), ..key };
            self.b.learn(key, p);
            self.heap_phis.push((key, k));
        }
        self.shapes.clear();
        self.bound.clear();
        self.valid_checked = false;
        self.loop_mark = self.instructions;
        self.check_interrupt()
    }

    /// The end of a peeled loop body: each phi takes its register's value
    /// (converted to the phi's representation), other dirty registers are stored.
    pub(super) fn close_loop(&mut self) -> Res<()> {
        let phis: Vec<(usize, V)> = self.phi_slots.iter().enumerate().map(|(k, &r)| (r, self.b.trace.loop_next[k])).collect();
        for (k, (r, phi)) in phis.into_iter().enumerate() {
            let next = match self.slots[r] {
                None => phi,
                Some(v) => self.convert(v, self.b.trace.ty(phi))?,
            };
            self.b.trace.loop_next[k] = next;
        }
        // A field the body no longer knows (a call forgot it) is read again:
        // memory is always current, since stores are not delayed.
        let invariant = |t: &Trace, p: V| {
            let op = t.op(p);
            op.opcode != Opcode::Phi || t.loop_next[op.phi().index()] == p || t.loop_next[op.phi().index()] == op.args[0]
        };
        for (key, k) in self.heap_phis.clone() {
            let phi = self.b.trace.loop_next[k];
            let ty = self.b.trace.ty(phi);
            if !self.used_in_body(phi) {
                // Nothing reads it (its object is not reached from the
                // body): it stays its own next value, and dies.
                continue;
            }
            if !invariant(&self.b.trace, key.obj) {
                // A field of an object that changes around the loop: its
                // first-iteration value must not have been used by the body.
                if self.used_in_body(phi) {
                    return Err(Abort::HeapPhiVaries);
                }
                continue;
            }
            let next = match self.b.known(key) {
                Some(v) => v,
                None => self.emit(Opcode::LoadField, Type::Ref, &[key.obj], Imm::Field { offset: key.offset, alias: key.alias })?,
            };
            // A field holding a tagged int or a float box: guarded like a register.
            self.b.trace.loop_next[k] = if self.b.trace.ty(next) == ty { next } else if ty == Type::Ref { return Err(Abort::TypeUnstable) } else { self.convert(next, ty)? };
        }
        let mut boxes = HashMap::new();
        for r in 0..self.slots.len().min(self.own_regs) {
            if self.dirty[r] && !self.phi_slots.contains(&r) && self.slot_live(r, self.header) {
                if let Some(v) = self.slots[r] {
                    let b = self.boxed_once(&mut boxes, v)?;
                    self.emit(Opcode::StoreSlot, Type::Void, &[b], Imm::Slot(Slot(r as u32)))?;
                }
            }
        }
        Ok(())
    }

    /// Does any op or snapshot after the loop header use `v`?
    pub(super) fn used_in_body(&self, v: V) -> bool {
        let start = self.b.trace.loop_start().unwrap_or(0);
        self.b.trace.ops[start..].iter().any(|op| {
            op.args.contains(&v) && op.opcode != Opcode::Phi || op.snap.is_some_and(|s| self.b.trace.snapshots[s.index()].exit_values().any(|x| x == v))
        })
    }

    /// `v` in representation `ty` (the same Python value), guarding where
    /// the conversion depends on the value; the trace cannot go on when the
    /// value could change type around the loop.
    pub(super) fn convert(&mut self, v: V, ty: Type) -> Res<V> {
        match (self.b.trace.ty(v), ty) {
            (a, b) if a == b => Ok(v),
            (_, Type::Ref) => self.boxed(v),
            (Type::Ref, Type::Int) => {
                self.guard(Opcode::GuardInt, &[v], Imm::None)?;
                self.op(Opcode::Untag, &[v])
            }
            (Type::Ref, Type::Float) => {
                self.guard(Opcode::GuardType, &[v], Imm::TypeId(TY_FLOAT as u32))?;
                self.access(Opcode::LoadFloatField, Type::Float, &[v], 8, Region::FloatBox)
            }
            _ => Err(Abort::TypeUnstable),
        }
    }

    /// Marks guard `g` as the loop's exit test when the path it rejects
    /// (continuing at `other`) leaves the loop: jumps past the loop's back
    /// edge or before its header. Only guards of the traced frame count,
    /// and the loop exits of a generator it iterates (inlined into it
    /// directly): the generator's end is the traced loop's end.
    pub(super) fn mark_loop_exit(&mut self, g: V, other: u32) {
        let generator_loop = self.inlined.len() == 1 && self.in_generator();
        let traced_loop = self.inlined.is_empty() && (other < self.header || self.loop_back.is_some_and(|lb| other > lb) || self.loop_back.is_none() && other > self.max_pc);
        if !self.function && (traced_loop || generator_loop) {
            let op = &mut self.b.trace.ops[g.0 as usize];
            op.guard = op.guard.with(GuardFlags::LOOP_EXIT);
        }
    }

    /// A bridge reached a `return` of the traced frame: it ends there, and
    /// the interpreter runs the return (the frame's registers stored). A
    /// loop's own recording cannot end so: it must come round to its header.
    pub(super) fn end_at_return(&mut self, pc: u32) -> Res<Recorded> {
        self.end_at = pc;
        self.close()
    }

    /// A loop's recorded iteration returned from the traced frame. The
    /// first time, the recording aborts (`Abort::LoopReturned`) and the
    /// loop is recorded again unpeeled with `RecordPolicy::end_at_return`:
    /// when its one iteration returns again, the trace runs from the loop's
    /// header to the return and ends there, as a bridge ends at one, and
    /// the interpreter runs the return. The guards of the iterations that
    /// go on get bridges, which come round to the header and run this
    /// trace again: a search loop that usually returns early (`for x in
    /// xs: if f(x): return x`) runs compiled.
    pub(super) fn end_loop_at_return(&mut self, pc: u32) -> Res<Recorded> {
        if !self.policy.end_at_return || self.loop_mark > 0 {
            return Err(Abort::LoopReturned);
        }
        self.b.trace.bridge = true;
        self.returns = true;
        self.end_at_return(pc)
    }

    /// A generator's loop reached a `yield` before it came round (and
    /// before its body was peeled): the trace runs from the loop's header
    /// to the yield and ends there, as a bridge ends at a return; the
    /// interpreter runs the yield, and the generator's next resume comes
    /// round to the header and enters the trace again.
    pub(super) fn end_at_yield(&mut self, pc: u32) -> Res<Recorded> {
        self.b.trace.bridge = true;
        self.yields = true;
        self.end_at_return(pc)
    }

    /// The trace nears its op limit at an instruction of the traced frame
    /// (long straight code): it ends here with an exit that always leaves
    /// (`GuardFlags::SPLIT`), as a trace without a loop. The bridge that
    /// exit gets once hot records the next piece from this instruction,
    /// and so on, until a piece reaches the loop's header and runs its
    /// trace again: the pieces together are the loop, compiled.
    pub(super) fn split_here(&mut self) -> Res<Recorded> {
        let never = self.emit(Opcode::ConstInt, Type::Bool, &[], Imm::Int(0))?;
        let g = self.guard(Opcode::GuardTrue, &[never], Imm::None)?;
        let op = &mut self.b.trace.ops[g.0 as usize];
        op.guard = op.guard.with(GuardFlags::SPLIT);
        self.b.trace.bridge = true;
        self.end_at_return(self.pc)
    }

    /// The end of the iteration: store what the next one reads.
    pub(super) fn close(&mut self) -> Res<Recorded> {
        self.pc = if self.b.trace.bridge { self.end_at } else { self.header };
        for (g, if_true, if_false) in std::mem::take(&mut self.branches) {
            // The direction not taken while recording is where the guard exits to.
            let other = if self.b.trace.ops[g.0 as usize].opcode == Opcode::GuardTrue { if_false } else { if_true };
            self.mark_loop_exit(g, other);
        }
        if self.loop_mark > 0 {
            self.close_loop()?;
        } else {
            self.sync()?;
        }
        // An instruction run through `interp_step` costs more than running it
        // in the interpreter (the frame is synced, the interpreter entered
        // and the registers reloaded): a trace with many of them loses.
        // (A trace without a loop joins compiled loops: it stays even so,
        // unless it is a function's.)
        if (!self.b.trace.bridge || self.function) && self.steps * MAX_STEP_SHARE > self.instructions {
            return Err(Abort::MostlyUnsupported);
        }
        Ok(Recorded::Closed)
    }
}
