//! Recording arithmetic, comparisons, branches and `for` iteration, with type and overflow guards.
//!
//! Must never: specialize an operation whose semantics would differ from the interpreter's for the guarded types.

use super::*;
use super::objects::seq_iter_of_sequence;

impl Recorder {
    /// `-x`, `+x`, `~x` on small ints and floats, `not x` on ints and bools;
    /// false when not applicable (the `unary` helper does the rest).
    pub(super) fn unary(&mut self, op: UnaryOpKind, dst: u16, src: u16, x: Value) -> Res<bool> {
        let r = match op {
            UnaryOpKind::Neg if x.is_int() => {
                let i = self.int(src, x)?;
                let z = self.const_int(0)?;
                self.guard(Opcode::IntSubOv, &[z, i], Imm::None)?
            }
            UnaryOpKind::Neg if is_float(x) => {
                let f = self.float(src, x)?;
                self.op(Opcode::FloatNeg, &[f])?
            }
            UnaryOpKind::Pos if x.is_int() => self.int(src, x)?,
            UnaryOpKind::Pos if is_float(x) => self.float(src, x)?,
            UnaryOpKind::Invert if x.is_int() => {
                let i = self.int(src, x)?;
                let m = self.const_int(-1)?;
                self.op(Opcode::IntXor, &[i, m])?
            }
            UnaryOpKind::Not if x.is_int() => {
                let i = self.int(src, x)?;
                let z = self.const_int(0)?;
                self.op(Opcode::IntEq, &[i, z])?
            }
            UnaryOpKind::Not if x.is_bool() => {
                let v = self.get(src)?;
                if let Some(negated) = self.negated_comparison(v)? {
                    self.set(dst, negated);
                    return Ok(true);
                }
                let (t, f) = (self.const_ref(Value::TRUE)?, self.const_ref(Value::FALSE)?);
                if self.b.trace.ty(v) == Type::Bool {
                    self.op(Opcode::Select, &[v, f, t])?
                } else {
                    let is_t = self.op(Opcode::RefEq, &[v, t])?;
                    let is_f = self.op(Opcode::RefEq, &[v, f])?;
                    let either = self.op(Opcode::IntNe, &[is_t, is_f])?;
                    self.guard(Opcode::GuardTrue, &[either], Imm::None)?;
                    is_f
                }
            }
            _ => return Ok(false),
        };
        self.set(dst, r);
        Ok(true)
    }

    /// The condition that chose `v` when `v` is the bool object a
    /// comparison chose (`Select(c, True, False)`, as `a is b` stored in a
    /// register is), and whether `v` is True when it holds (False for
    /// `Select(c, False, True)`, as `a is not b`). A branch on `v` then
    /// tests `c` itself: no test that `v` is a bool, no compare with True.
    fn selected_bool(&mut self, v: V) -> Res<Option<(V, bool)>> {
        if self.b.trace.op(v).opcode != Opcode::Select {
            return Ok(None);
        }
        let (t, f) = (self.const_ref(Value::TRUE)?, self.const_ref(Value::FALSE)?);
        let op = self.b.trace.op(v);
        Ok(match (op.args[1], op.args[2]) {
            (a, b) if a == t && b == f => Some((op.args[0], true)),
            (a, b) if a == f && b == t => Some((op.args[0], false)),
            _ => None,
        })
    }

    /// `not v` as one comparison, when `v` is an int comparison, or the
    /// bool object chosen by one (`Select(c, True, False)`, as a compare
    /// stored in a register is): the opposite comparison of the same
    /// operands. (Float comparisons have no opposite: NaN.)
    fn negated_comparison(&mut self, v: V) -> Res<Option<V>> {
        let c = match self.b.trace.op(v).opcode {
            Opcode::Select => match self.selected_bool(v)? {
                Some((c, true)) => c,
                _ => return Ok(None),
            },
            _ => v,
        };
        let cmp = self.b.trace.op(c);
        let opposite = match cmp.opcode {
            Opcode::IntLt => Opcode::IntGe,
            Opcode::IntLe => Opcode::IntGt,
            Opcode::IntGt => Opcode::IntLe,
            Opcode::IntGe => Opcode::IntLt,
            Opcode::IntEq => Opcode::IntNe,
            Opcode::IntNe => Opcode::IntEq,
            _ => return Ok(None),
        };
        let args = cmp.args.clone();
        Ok(Some(self.op(opposite, &args)?))
    }

    pub(super) fn arith(&mut self, op: BinaryOp, inplace: bool, dst: u16, a: u16, b: u16, x: Value, y: Value) -> Res<()> {
        // An operation that overflows now is recorded generically: its
        // overflow guard would fail every time the trace gets here.
        if x.is_int() && y.is_int() && !self.policy.generic.contains(&(self.expect_code, self.pc)) && !overflows_now(op, x.as_int(), y.as_int()) {
            let iop = match op {
                BinaryOp::Add => Some(Opcode::IntAddOv),
                BinaryOp::Sub => Some(Opcode::IntSubOv),
                BinaryOp::Mul => Some(Opcode::IntMulOv),
                BinaryOp::And => Some(Opcode::IntAnd),
                BinaryOp::Or => Some(Opcode::IntOr),
                BinaryOp::Xor => Some(Opcode::IntXor),
                _ => None,
            };
            if let Some(iop) = iop {
                let (p, q) = (self.int(a, x)?, self.int(b, y)?);
                let r = self.guard_maybe(iop, p, q)?;
                self.set(dst, r);
                return Ok(());
            }
            if let Some(r) = self.int_division(op, a, b, x, y)? {
                self.set(dst, r);
                return Ok(());
            }
        }
        self.float_or_generic(op, inplace, dst, a, b, x, y)
    }

    /// `iop(p, q)`, as a guard when it can exit.
    fn guard_maybe(&mut self, iop: Opcode, p: V, q: V) -> Res<V> {
        if iop.flags() & jit::ir::flag::GUARD != 0 {
            self.guard(iop, &[p, q], Imm::None)
        } else {
            self.op(iop, &[p, q])
        }
    }

    /// `//`, `%` by a positive small int and `>>` by 0..63 (runtime divisor
    /// or shift `y`; `x` is the dividend), guarding that range; `None` for
    /// other operations.
    fn int_division(&mut self, op: BinaryOp, a: u16, b: u16, x: Value, y: Value) -> Res<Option<V>> {
        let (iop, limit) = match op {
            BinaryOp::FloorDiv => (Opcode::IntFloorDiv, None),
            BinaryOp::Mod => (Opcode::IntMod, None),
            BinaryOp::RShift => (Opcode::IntShr, Some(64)),
            _ => return Ok(None),
        };
        let n = y.as_int();
        let low = if iop == Opcode::IntShr { 0 } else { 1 };
        if n < low || limit.is_some_and(|l| n >= l) {
            return Ok(None);
        }
        let (p, q) = (self.int(a, x)?, self.int(b, y)?);
        if self.b.trace.constant(q).is_none() {
            let lo = self.const_int(low)?;
            let ok = self.op(Opcode::IntGe, &[q, lo])?;
            self.guard(Opcode::GuardTrue, &[ok], Imm::None)?;
            if let Some(l) = limit {
                let hi = self.const_int(l)?;
                let ok = self.op(Opcode::IntLt, &[q, hi])?;
                self.guard(Opcode::GuardTrue, &[ok], Imm::None)?;
            }
        }
        Ok(Some(self.op(iop, &[p, q])?))
    }

    /// Float arithmetic on floats and exact ints (and `/` on two exact
    /// ints: both convert exactly, so the float quotient is the correctly
    /// rounded one Python's int division gives), else the generic helper.
    #[allow(clippy::too_many_arguments)]
    fn float_or_generic(&mut self, op: BinaryOp, inplace: bool, dst: u16, a: u16, b: u16, x: Value, y: Value) -> Res<()> {
        let floaty = (is_float(x) && (y.is_int() || is_float(y))) || (is_float(y) && x.is_int()) || (op == BinaryOp::TrueDiv && x.is_int() && y.is_int());
        let fop = match op {
            BinaryOp::Add => Some(Opcode::FloatAdd),
            BinaryOp::Sub => Some(Opcode::FloatSub),
            BinaryOp::Mul => Some(Opcode::FloatMul),
            BinaryOp::TrueDiv => Some(Opcode::FloatDiv),
            _ => None,
        };
        // Ints converted to floats must be exact (below 2^53), as in `fast.rs`.
        let exact = |v: Value| !v.is_int() || v.as_int().unsigned_abs() < (1 << 53);
        if op == BinaryOp::Pow && is_float(x) && (y.is_int() && exact(y) || float_of(x) > 0.0 && is_float(y) && float_of(y).is_finite()) {
            return self.float_pow(dst, a, b, x, y);
        }
        match fop {
            Some(fop) if floaty && exact(x) && exact(y) => {
                // A zero divisor raises: leave that case to the interpreter.
                let zero_divisor = if is_float(y) { float_of(y) == 0.0 } else { y.as_int() == 0 };
                if fop == Opcode::FloatDiv && zero_divisor {
                    return self.generic_binary(op, inplace, dst, a, b);
                }
                let (p, q) = self.float_pair(a, b, x, y)?;
                if fop == Opcode::FloatDiv && self.b.trace.constant(q).is_none() {
                    let zero = self.constant(Opcode::ConstFloat, Imm::FloatBits(0f64.to_bits()))?;
                    let z = self.op(Opcode::FloatEq, &[q, zero])?;
                    self.guard(Opcode::GuardFalse, &[z], Imm::None)?;
                }
                let r = self.op(fop, &[p, q])?;
                self.set(dst, r);
                Ok(())
            }
            _ => self.generic_binary(op, inplace, dst, a, b),
        }
    }

    /// May the trace go on past the end of the `for` loop being recorded?
    /// A bridge may; a loop's trace may past an inner loop's end (a `for`
    /// in an inlined frame, or not at the traced loop's header: it ends
    /// inside the traced loop's body), never past its own loop's.
    pub(super) fn follows_loop_end(&self) -> bool {
        self.b.trace.bridge || !self.inlined.is_empty() || self.pc != self.header
    }

    /// A `for` whose iterator is exhausted (`more` is false now), where
    /// `follows_loop_end` allows: guards that `more` stays false (the exit
    /// resumes at the `ForIter`, which has had no effect yet) and goes on
    /// at `target`.
    pub(super) fn follow_loop_end(&mut self, more: V, target: u32) -> Res<()> {
        if !self.follows_loop_end() {
            return Err(Abort::LoopExit);
        }
        self.guard(Opcode::GuardFalse, &[more], Imm::None)?;
        self.expect = Some(target);
        Ok(())
    }

    /// `R[dst] = R[a] ** R[b]` for a float base and an int exponent that
    /// converts exactly, or a positive float base and a finite float
    /// exponent (runtime values `x`, `y`; `t ** 3`, `t ** i`, `t ** 0.5`):
    /// libm's `pow` on unboxed floats, as the interpreter computes it (for
    /// a negative base and an integral exponent libm's sign is CPython's).
    /// A result that is not finite (an overflow or a zero divisor the
    /// interpreter raises) exits before the instruction, which has no
    /// effect until then.
    fn float_pow(&mut self, dst: u16, a: u16, b: u16, x: Value, y: Value) -> Res<()> {
        let (p, q) = self.float_pair(a, b, x, y)?;
        let zero = self.constant(Opcode::ConstFloat, Imm::FloatBits(0f64.to_bits()))?;
        if is_float(y) {
            // A negative base to a fractional power is complex: not here.
            let positive = self.op(Opcode::FloatGt, &[p, zero])?;
            self.guard(Opcode::GuardTrue, &[positive], Imm::None)?;
            if self.b.trace.constant(q).is_none() {
                self.guard_finite(q, zero)?;
            }
        }
        let r = self.emit(Opcode::Call, Type::Float, &[p, q], Imm::Helper(H_FLOAT_POW))?;
        self.guard_finite(r, zero)?;
        self.set(dst, r);
        Ok(())
    }

    /// Exits unless the float `f` is finite (`f - f` is 0 exactly then).
    pub(super) fn guard_finite(&mut self, f: V, zero: V) -> Res<()> {
        let d = self.op(Opcode::FloatSub, &[f, f])?;
        let ok = self.op(Opcode::FloatEq, &[d, zero])?;
        self.guard(Opcode::GuardTrue, &[ok], Imm::None)?;
        Ok(())
    }

    /// `R[dst] = R[a] op R[b]` through the `binary`/`inplace` helper.
    pub(super) fn generic_binary(&mut self, op: BinaryOp, inplace: bool, dst: u16, a: u16, b: u16) -> Res<()> {
        let k = self.const_int(op as i64)?;
        let (x, y) = (self.get(a)?, self.get(b)?);
        let (x, y) = (self.boxed(x)?, self.boxed(y)?);
        let r = self.call(if inplace { H_INPLACE } else { H_BINARY }, &[k, x, y], Type::Ref)?;
        self.set(dst, r);
        Ok(())
    }

    /// Registers `a` and `b` (runtime values `x`, `y`: floats, or small ints
    /// below 2^53) as floats, guarding that the ints convert exactly.
    pub(super) fn float_pair(&mut self, a: u16, b: u16, x: Value, y: Value) -> Res<(V, V)> {
        if x.is_int() {
            self.guard_exact(a, x)?;
        }
        if y.is_int() {
            self.guard_exact(b, y)?;
        }
        Ok((self.float(a, x)?, self.float(b, y)?))
    }

    /// Guards that the small int in register `r` converts to a float exactly.
    pub(super) fn guard_exact(&mut self, r: u16, x: Value) -> Res<()> {
        let i = self.int(r, x)?;
        if self.b.trace.constant(i).is_some() {
            return Ok(());
        }
        let (lo, hi) = (self.const_int(-(1 << 53))?, self.const_int(1 << 53)?);
        let ge = self.op(Opcode::IntGt, &[i, lo])?;
        self.guard(Opcode::GuardTrue, &[ge], Imm::None)?;
        let lt = self.op(Opcode::IntLt, &[i, hi])?;
        self.guard(Opcode::GuardTrue, &[lt], Imm::None)?;
        Ok(())
    }

    pub(super) fn compare(&mut self, op: CompareOp, dst: u16, a: u16, b: u16, x: Value, y: Value) -> Res<()> {
        let (ints, floats) = match op {
            CompareOp::Lt => (Opcode::IntLt, Opcode::FloatLt),
            CompareOp::Le => (Opcode::IntLe, Opcode::FloatLe),
            CompareOp::Eq => (Opcode::IntEq, Opcode::FloatEq),
            CompareOp::Ne => (Opcode::IntNe, Opcode::FloatNe),
            CompareOp::Gt => (Opcode::IntGt, Opcode::FloatGt),
            CompareOp::Ge => (Opcode::IntGe, Opcode::FloatGe),
        };
        if x.is_int() && y.is_int() {
            let (p, q) = (self.int(a, x)?, self.int(b, y)?);
            let r = self.op(ints, &[p, q])?;
            self.set(dst, r);
            return Ok(());
        }
        let exact = |v: Value| !v.is_int() || v.as_int().unsigned_abs() < (1 << 53);
        let floaty = (is_float(x) || is_float(y)) && (is_float(x) || x.is_int()) && (is_float(y) || y.is_int());
        if floaty && exact(x) && exact(y) {
            let (p, q) = self.float_pair(a, b, x, y)?;
            let r = self.op(floats, &[p, q])?;
            self.set(dst, r);
            return Ok(());
        }
        let k = self.const_int(COMPARE_OPS.iter().position(|o| *o == op).unwrap_or(0) as i64)?;
        let (p, q) = (self.get(a)?, self.get(b)?);
        let (p, q) = (self.boxed(p)?, self.boxed(q)?);
        let r = self.call(H_COMPARE, &[k, p, q], Type::Ref)?;
        self.set(dst, r);
        Ok(())
    }

    /// `JumpIfTrue`/`JumpIfFalse`: a guard on the direction taken. The guard
    /// is emitted as `GuardTrue`; the next recorded pc tells which way the
    /// interpreter went, and `record` flips it to `GuardFalse` if needed.
    pub(super) fn branch(&mut self, cond: u16, c: Value, jump_if: bool, target: u32, pc: u32) -> Res<()> {
        let v = self.get(cond)?;
        let selected = if c.is_bool() { self.selected_bool(v)? } else { None };
        // Whether the guard tests the opposite of the value's truth.
        let negated = selected.is_some_and(|(_, same)| !same);
        let truth = match self.b.trace.ty(v) {
            Type::Bool => v,
            _ if selected.is_some() => selected.map_or(v, |(chosen_by, _)| chosen_by),
            Type::Int => {
                let z = self.const_int(0)?;
                self.op(Opcode::IntNe, &[v, z])?
            }
            Type::Float => {
                let z = self.constant(Opcode::ConstFloat, Imm::FloatBits(0f64.to_bits()))?;
                self.op(Opcode::FloatNe, &[v, z])?
            }
            _ if c.is_bool() => {
                let t = self.const_ref(Value::TRUE)?;
                let f = self.const_ref(Value::FALSE)?;
                let is_t = self.op(Opcode::RefEq, &[v, t])?;
                let is_f = self.op(Opcode::RefEq, &[v, f])?;
                // Still a bool at run time: exactly one of the two holds.
                let either = self.op(Opcode::IntNe, &[is_t, is_f])?;
                self.guard(Opcode::GuardTrue, &[either], Imm::None)?;
                is_t
            }
            _ if c.is_none() => {
                self.guard(Opcode::GuardRef, &[v], Imm::Word(Value::NONE.0 as u64))?;
                let t = self.const_ref(Value::TRUE)?;
                self.op(Opcode::RefEq, &[v, t])?
            }
            _ if c.is_int() => {
                let i = self.int(cond, c)?;
                let z = self.const_int(0)?;
                self.op(Opcode::IntNe, &[i, z])?
            }
            _ => {
                self.sync()?;
                let r = self.call(H_TRUTHY, &[v], Type::Ref)?;
                let t = self.const_ref(Value::TRUE)?;
                self.op(Opcode::RefEq, &[r, t])?
            }
        };
        if target == pc + 1 {
            // Both ways lead to the next instruction (`if x: pass`): the
            // condition was evaluated for its effects, and there is nothing
            // to guard (the next pc could not tell which way it went).
            return Ok(());
        }
        let g = self.guard(Opcode::GuardTrue, &[truth], Imm::None)?;
        let (if_true, if_false) = if jump_if != negated { (target, pc + 1) } else { (pc + 1, target) };
        self.branch_fixup = Some((g, if_true, if_false));
        self.branches.push((g, if_true, if_false));
        Ok(())
    }

    pub(super) fn for_iter(&mut self, iter: u16, dst: u16, target: u32, it: Value) -> Res<()> {
        let small = is_type(it, TY_RANGE_ITER) && field(it, 1).is_int() && field(it, 2).is_int() && field(it, 3).is_int();
        let v = self.get(iter)?;
        if small {
            let step = field(it, 3).as_int();
            self.guard(Opcode::GuardType, &[v], Imm::TypeId(TY_RANGE_ITER as u32))?;
            let c = self.load_int(Region::RangeIter, v, 8)?;
            let s = self.load_int(Region::RangeIter, v, 16)?;
            let st = self.load(Region::RangeIter, v, 24)?;
            if self.b.trace.constant(st) != Some(step) {
                let k = self.const_int(step)?;
                if self.b.trace.ty(st) == Type::Int {
                    let same = self.op(Opcode::IntEq, &[st, k])?;
                    self.guard(Opcode::GuardTrue, &[same], Imm::None)?;
                } else {
                    self.guard(Opcode::GuardRef, &[st], Imm::Word(Value::int(step).0 as u64))?;
                }
                self.b.learn(Region::RangeIter.field(v, 24), k);
            }
            let more = self.op(if step > 0 { Opcode::IntLt } else { Opcode::IntGt }, &[c, s])?;
            let going = (step > 0 && field(it, 1).as_int() < field(it, 2).as_int()) || (step < 0 && field(it, 1).as_int() > field(it, 2).as_int());
            if !going {
                return self.follow_loop_end(more, target);
            }
            let g = self.guard(Opcode::GuardTrue, &[more], Imm::None)?;
            self.mark_loop_exit(g, target);
            let k = self.const_int(step)?;
            // With a unit step, cur + step lies between cur and stop: it cannot overflow.
            let next = if step.abs() == 1 { self.op(Opcode::IntAdd, &[c, k])? } else { self.guard(Opcode::IntAddOv, &[c, k], Imm::None)? };
            let t = self.op(Opcode::Tag, &[next])?;
            self.store(Region::RangeIter, v, 8, t, next)?;
            self.set(dst, c);
        } else if seq_iter_of_sequence(it) {
            self.seq_for_iter(iter, dst, target, it)?;
        } else if is_type(it, TY_ENUMERATE) && seq_iter_of_sequence(field(it, 1)) && field(it, 2).is_int() {
            self.enumerate_for_iter(iter, dst, target, it)?;
        } else if is_type(it, TY_ZIP) && self.zip_for_iter(iter, dst, target, it)? {
            // Recorded inline.
        } else {
            // A loop's end is followed (`follows_loop_end`) when it is sure to come.
            let it_ended = self.follows_loop_end() && seq_iter_exhausted(it);
            self.generator_resumes += is_type(it, TY_GENERATOR) as usize;
            self.sync()?;
            let r = self.call(H_FOR_ITER, &[v], Type::Ref)?;
            let stop = self.const_ref(STOP)?;
            let ended = self.op(Opcode::RefEq, &[r, stop])?;
            if it_ended {
                // A bridge follows the loop's end; if the iterator gave a
                // value after all, the exit resumes after this instruction
                // with the value in `dst` (which otherwise keeps its value).
                let a = (self.off + dst) as usize;
                let before = (self.slots[a], self.dirty[a]);
                self.set(dst, r);
                self.guard_at(Opcode::GuardTrue, &[ended], Imm::None, self.pc + 1)?;
                (self.slots[a], self.dirty[a]) = before;
                self.expect = Some(target);
                return Ok(());
            }
            let g = self.guard_at(Opcode::GuardFalse, &[ended], Imm::None, target)?;
            self.mark_loop_exit(g, target);
            self.set(dst, r);
            self.expect = Some(self.pc + 1);
        }
        Ok(())
    }
}

/// Is `it` an iterator over a list or tuple that has no more items (known
/// without running anything)?
fn seq_iter_exhausted(it: Value) -> bool {
    if !is_type(it, TY_SEQ_ITER) {
        return false;
    }
    let (s, i) = (field(it, 1), field(it, 2).as_int() as usize);
    match ptr_type(s) {
        Some(TY_LIST) => i >= crate::object::seq::list_len(s),
        Some(TY_TUPLE) => i >= crate::object::seq::tuple_len(s),
        _ => s == Value::EMPTY,
    }
}

/// Does `x op y` leave the small-int range for these values (for the ops
/// recorded with an overflow guard)?
fn overflows_now(op: BinaryOp, x: i64, y: i64) -> bool {
    let r = match op {
        BinaryOp::Add => x.checked_add(y),
        BinaryOp::Sub => x.checked_sub(y),
        BinaryOp::Mul => x.checked_mul(y),
        _ => return false,
    };
    r.is_none_or(|r| !jit::ir::fits_small_int(r))
}
