//! The registers as the trace knows them: the IR value each holds, in the
//! type the trace holds it (a small int unboxed to `Int`, a float to
//! `Float`), boxing when a `Ref` is needed, and the stores that bring the
//! frame up to date before an instruction the interpreter runs (`step`).

use super::*;

impl Recorder {
    /// Makes the register slots below `top` (counted from the trace
    /// frame's first) known to the recorder, as not yet read.
    pub(super) fn cover_slots(&mut self, top: usize) {
        if self.slots.len() < top {
            self.slots.resize(top, None);
            self.dirty.resize(top, false);
        }
    }

    /// The IR value of register `r`, in whatever type the trace holds it.
    pub(super) fn get(&mut self, r: u16) -> Res<V> {
        self.get_slot((self.off + r) as usize)
    }

    /// The IR value of register slot `a` (counted from the trace frame).
    pub(super) fn get_slot(&mut self, a: usize) -> Res<V> {
        if let Some(v) = self.slots[a] {
            return Ok(v);
        }
        let v = self.emit(Opcode::LoadSlot, Type::Ref, &[], Imm::Slot(Slot(a as u32)))?;
        self.slots[a] = Some(v);
        Ok(v)
    }

    pub(super) fn set(&mut self, r: u16, v: V) {
        let a = (self.off + r) as usize;
        self.slots[a] = Some(v);
        self.dirty[a] = true;
    }

    /// Register `r` known to hold `v` (same value, better type), not dirtier than before.
    pub(super) fn refine(&mut self, r: u16, v: V) {
        self.slots[(self.off + r) as usize] = Some(v);
    }

    /// Register `r` (runtime value `x`, a small int) as an `Int`.
    pub(super) fn int(&mut self, r: u16, x: Value) -> Res<V> {
        let v = self.get(r)?;
        match self.b.trace.ty(v) {
            Type::Int => Ok(v),
            _ => {
                if self.b.trace.op(v).opcode == Opcode::ConstRef {
                    return self.const_int(x.as_int());
                }
                self.guard(Opcode::GuardInt, &[v], Imm::None)?;
                let u = self.op(Opcode::Untag, &[v])?;
                self.refine(r, u);
                Ok(u)
            }
        }
    }

    /// Register `r` (runtime value `x`, a float or a small int) as a `Float`.
    pub(super) fn float(&mut self, r: u16, x: Value) -> Res<V> {
        if x.is_int() {
            let i = self.int(r, x)?;
            return self.op(Opcode::IntToFloat, &[i]);
        }
        let v = self.get(r)?;
        match self.b.trace.ty(v) {
            Type::Float => Ok(v),
            _ => {
                if self.b.trace.op(v).opcode == Opcode::ConstRef {
                    return self.constant(Opcode::ConstFloat, Imm::FloatBits(float_of(x).to_bits()));
                }
                self.guard(Opcode::GuardType, &[v], Imm::TypeId(TY_FLOAT as u32))?;
                let f = self.access(Opcode::LoadFloatField, Type::Float, &[v], 8, Region::FloatBox)?;
                self.refine(r, f);
                Ok(f)
            }
        }
    }

    /// `v` as a value word (tagging ints, allocating floats, choosing True/False).
    pub(super) fn boxed(&mut self, v: V) -> Res<V> {
        match self.b.trace.ty(v) {
            Type::Int => self.op(Opcode::Tag, &[v]),
            Type::Bool => {
                let (t, f) = (self.const_ref(Value::TRUE)?, self.const_ref(Value::FALSE)?);
                self.op(Opcode::Select, &[v, t, f])
            }
            Type::Float => {
                let obj = self.emit(Opcode::Alloc, Type::Ref, &[], Imm::Alloc { size: 16, header: gc::header::make_header(TY_FLOAT, 0) })?;
                self.access(Opcode::StoreFloatField, Type::Void, &[obj, v], 8, Region::FloatBox)?;
                Ok(obj)
            }
            _ => Ok(v),
        }
    }

    /// `v` boxed, reusing the box `boxes` has for it (one object for all the
    /// registers holding one value, as in the interpreter).
    pub(super) fn boxed_once(&mut self, boxes: &mut HashMap<V, V>, v: V) -> Res<V> {
        if let Some(b) = boxes.get(&v) {
            return Ok(*b);
        }
        let b = self.boxed(v)?;
        boxes.insert(v, b);
        Ok(b)
    }

    /// Stores every dirty register of the traced frame into it (those the
    /// interpreter may read from the current pc on; the others are left
    /// stale). Inlined frames' registers stay dirty (`own_regs`).
    pub(super) fn sync(&mut self) -> Res<()> {
        // One box per value: registers holding one float hold one object.
        let mut boxes: HashMap<V, V> = HashMap::new();
        for r in 0..self.slots.len().min(self.own_regs) {
            if !self.dirty[r] {
                continue;
            }
            if !self.slot_live(r, self.pc) {
                self.dirty[r] = false;
                continue;
            }
            let Some(v) = self.slots[r] else { continue };
            let b = self.boxed_once(&mut boxes, v)?;
            self.emit(Opcode::StoreSlot, Type::Void, &[b], Imm::Slot(Slot(r as u32)))?;
            self.dirty[r] = false;
            if b != v {
                // Keep the unboxed value for later uses; the frame has the box.
                self.slots[r] = Some(v);
            }
        }
        Ok(())
    }

    /// Runs the instruction at the current pc in the interpreter.
    pub(super) fn step(&mut self) -> Res<()> {
        if !self.inlined.is_empty() {
            return Err(Abort::InlineNeedsFrame);
        }
        if self.loop_mark > 0 {
            return Err(Abort::StepInLoopBody);
        }
        self.sync()?;
        self.shapes.clear();
        let pc = self.const_int(self.pc as i64)?;
        self.call(H_STEP, &[pc], Type::Void)?;
        self.slots.iter_mut().for_each(|s| *s = None);
        self.steps += 1;
        self.stepped.push(self.current);
        Ok(())
    }
}
