//! Plain ops: constants, slots, arithmetic, comparisons, field and element
//! accesses, helper calls.

use super::*;

impl Lower<'_, '_> {
    pub(super) fn lower_op(&mut self, i: usize) -> Option<Value> {
        let op = &self.trace.ops[i];
        use Opcode::*;
        let v = match op.opcode {
            ConstInt if op.ty == Type::Bool => self.b.ins().iconst(types::I8, op.const_word()),
            ConstInt | ConstRef => self.iconst(op.const_word()),
            ConstFloat => self.b.ins().f64const(f64::from_bits(op.const_word() as u64)),
            LoadSlot => {
                let regs = self.b.ins().load(types::I64, flags(), self.ctx, OFFSET_REGS);
                self.b.ins().load(types::I64, flags(), regs, 8 * op.slot().0 as i32)
            }
            Input => {
                // The slot the parent's exit left the value in.
                let w = self.b.ins().load(types::I64, flags(), self.ctx, OFFSET_EXIT_SLOTS + 8 * op.input().0 as i32);
                self.from_word(w, op.ty)
            }
            StoreSlot => {
                let regs = self.b.ins().load(types::I64, flags(), self.ctx, OFFSET_REGS);
                let x = self.arg(i, 0);
                self.b.ins().store(flags(), x, regs, 8 * op.slot().0 as i32);
                return None;
            }
            Untag => {
                let x = self.arg(i, 0);
                self.b.ins().sshr_imm_s(x, 1)
            }
            Tag => {
                // (x << 1) + 1, not | 1: the same value (the low bit is
                // clear), and x64 makes it one `lea`. Not x + (x + 1): that
                // `x + 1` would be shared with a loop's `i + 1`, computed
                // early, and held in a second register.
                let x = self.arg(i, 0);
                let s = self.b.ins().iadd(x, x);
                self.b.ins().iadd_imm_s(s, 1)
            }
            IntAdd | IntSub | IntMul | IntAnd | IntOr | IntXor => self.lower_int_binary(i),
            IntFloorDiv | IntMod => self.lower_floor_div_mod(i),
            IntShr => {
                let (a, b) = (self.arg(i, 0), self.arg(i, 1));
                self.b.ins().sshr(a, b)
            }
            IntAddOv | IntSubOv | IntMulOv => self.lower_int_overflow(i),
            IntLt | IntLe | IntEq | IntNe | IntGt | IntGe | FloatLt | FloatLe | FloatEq | FloatNe | FloatGt | FloatGe => self.lower_compare(i),
            RefEq => {
                let (a, b) = (self.arg(i, 0), self.arg(i, 1));
                self.b.ins().icmp(IntCC::Equal, a, b)
            }
            FloatAdd | FloatSub | FloatMul | FloatDiv => {
                let (a, b) = (self.arg(i, 0), self.arg(i, 1));
                match op.opcode {
                    FloatAdd => self.b.ins().fadd(a, b),
                    FloatSub => self.b.ins().fsub(a, b),
                    FloatMul => self.b.ins().fmul(a, b),
                    _ => self.b.ins().fdiv(a, b),
                }
            }
            FloatNeg => {
                let a = self.arg(i, 0);
                self.b.ins().fneg(a)
            }
            FloatAbs => {
                let a = self.arg(i, 0);
                self.b.ins().fabs(a)
            }
            FloatSqrt => {
                let a = self.arg(i, 0);
                self.b.ins().sqrt(a)
            }
            IntToFloat => {
                let a = self.arg(i, 0);
                self.b.ins().fcvt_from_sint(types::F64, a)
            }
            FloatToInt => {
                let a = self.arg(i, 0);
                self.b.ins().fcvt_to_sint_sat(types::I64, a)
            }
            Select => {
                let (c, x, y) = (self.arg(i, 0), self.arg(i, 1), self.arg(i, 2));
                self.b.ins().select(c, x, y)
            }
            GuardTrue | GuardFalse | GuardInt | GuardType | GuardShape | GuardRef | GuardFlag => {
                self.lower_guard(i);
                return None;
            }
            LoadField => {
                let o = self.arg(i, 0);
                self.b.ins().load(types::I64, flags(), o, op.offset() as i32)
            }
            LoadFloatField => {
                let o = self.arg(i, 0);
                self.b.ins().load(types::F64, flags(), o, op.offset() as i32)
            }
            StoreField | StoreFloatField => {
                let (o, x) = (self.arg(i, 0), self.arg(i, 1));
                self.b.ins().store(flags(), x, o, op.offset() as i32);
                return None;
            }
            LoadElem => {
                let addr = self.elem_addr(i);
                self.b.ins().load(types::I64, flags(), addr, op.offset() as i32)
            }
            StoreElem => {
                let addr = self.elem_addr(i);
                let x = self.arg(i, 2);
                self.b.ins().store(flags(), x, addr, op.offset() as i32);
                return None;
            }
            WriteBarrier => {
                self.lower_write_barrier(i);
                return None;
            }
            Alloc => self.lower_alloc(i),
            Call => return self.lower_call(i),
            Loop | Phi | Remainder => return None,
        };
        Some(v)
    }

    /// An int or float comparison, as a Bool.
    fn lower_compare(&mut self, i: usize) -> Value {
        use Opcode::*;
        let (a, b) = (self.arg(i, 0), self.arg(i, 1));
        let int = match self.trace.ops[i].opcode {
            IntLt => IntCC::SignedLessThan,
            IntLe => IntCC::SignedLessThanOrEqual,
            IntEq => IntCC::Equal,
            IntNe => IntCC::NotEqual,
            IntGt => IntCC::SignedGreaterThan,
            IntGe => IntCC::SignedGreaterThanOrEqual,
            float => {
                let cc = match float {
                    FloatLt => FloatCC::LessThan,
                    FloatLe => FloatCC::LessThanOrEqual,
                    FloatEq => FloatCC::Equal,
                    FloatNe => FloatCC::NotEqual,
                    FloatGt => FloatCC::GreaterThan,
                    _ => FloatCC::GreaterThanOrEqual,
                };
                return self.b.ins().fcmp(cc, a, b);
            }
        };
        self.b.ins().icmp(int, a, b)
    }

    /// `a0 + 8 * a1` for the element ops.
    pub(super) fn elem_addr(&mut self, i: usize) -> Value {
        let (o, k) = (self.arg(i, 0), self.arg(i, 1));
        let scaled = self.b.ins().ishl_imm_s(k, 3);
        self.b.ins().iadd(o, scaled)
    }

    pub(super) fn lower_int_binary(&mut self, i: usize) -> Value {
        let (a, b) = (self.arg(i, 0), self.arg(i, 1));
        match self.trace.ops[i].opcode {
            Opcode::IntAdd => self.b.ins().iadd(a, b),
            Opcode::IntSub => self.b.ins().isub(a, b),
            Opcode::IntMul => self.b.ins().imul(a, b),
            Opcode::IntAnd => self.b.ins().band(a, b),
            Opcode::IntOr => self.b.ins().bor(a, b),
            _ => self.b.ins().bxor(a, b),
        }
    }

    /// Python's `a // b` or `a % b` for `b > 0`: a shift or a mask for a
    /// constant power of two, else the truncating division corrected
    /// towards minus infinity (a negative remainder takes one from the
    /// quotient and adds `b` to the remainder).
    pub(super) fn lower_floor_div_mod(&mut self, i: usize) -> Value {
        let op = &self.trace.ops[i];
        let div = op.opcode == Opcode::IntFloorDiv;
        let (a, b) = (self.arg(i, 0), self.arg(i, 1));
        if let Some(k) = self.trace.constant(op.args[1]).filter(|k| *k > 0 && k & (k - 1) == 0) {
            return if div { self.b.ins().sshr_imm_s(a, k.trailing_zeros() as i64) } else { self.b.ins().band_imm_s(a, k - 1) };
        }
        let r = self.b.ins().srem(a, b);
        // All ones when the remainder is negative, else zero.
        let neg = self.b.ins().sshr_imm_s(r, 63);
        if div {
            let q = self.b.ins().sdiv(a, b);
            self.b.ins().iadd(q, neg)
        } else {
            let fix = self.b.ins().band(neg, b);
            self.b.ins().iadd(r, fix)
        }
    }

    /// `a op b` with an exit when the result does not fit `INT_BITS` bits.
    pub(super) fn lower_int_overflow(&mut self, i: usize) -> Value {
        let (a, b) = (self.arg(i, 0), self.arg(i, 1));
        let (r, wide) = match self.trace.ops[i].opcode {
            Opcode::IntAddOv => (self.b.ins().iadd(a, b), None),
            Opcode::IntSubOv => (self.b.ins().isub(a, b), None),
            _ => {
                let (r, of) = self.b.ins().smul_overflow(a, b);
                (r, Some(of))
            }
        };
        let exit = self.exit_block(i);
        if let Some(of) = wide {
            self.branch_to_if(exit, of);
        }
        // A 64-bit value fits in INT_BITS = 63 bits iff its bits 63 and 62
        // agree: the sign of r ^ (r + r) (a lea, a xor and a sign test).
        const _: () = assert!(INT_BITS == 63);
        let twice = self.b.ins().iadd(r, r);
        let differ = self.b.ins().bxor(twice, r);
        let bad = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, differ, 0);
        self.branch_to_if(exit, bad);
        r
    }

    pub(super) fn lower_call(&mut self, i: usize) -> Option<Value> {
        let op = &self.trace.ops[i];
        let h = &self.helpers[op.helper().index()];
        let mut args = vec![self.ctx];
        for a in &op.args {
            let v = self.val(*a);
            args.push(self.word(v, self.trace.ty(*a)));
        }
        let live = if h.may_gc { self.live_refs(i) } else { Vec::new() };
        self.spill(&live);
        self.flush_free();
        if self.config.record_sites {
            let site = self.iconst(exit_word(self.linking.tag, i as u32) as i64);
            self.b.ins().store(flags(), site, self.ctx, OFFSET_SITE);
        }
        let r = self.call_addr(h.addr, &args, true);
        if h.may_gc {
            self.reload_nursery();
        } else if self.polls {
            // The limit may be held now (module doc, 4).
            let at = self.nursery();
            self.reload_limit(at);
        }
        let reloaded = self.reload(&live);
        self.restore_exit_slots(i, &live, &reloaded);
        if h.nests {
            self.restore_unmoved_exit_slots(i, &live);
        }
        for (v, n) in live.iter().zip(reloaded) {
            self.vals[v.0 as usize] = Some(n);
        }
        if h.can_raise {
            let failed = self.b.ins().icmp_imm_s(IntCC::Equal, r, 0);
            self.branch_if(i, failed);
        }
        (h.ret != Type::Void).then(|| self.from_word(r, h.ret))
    }
}
