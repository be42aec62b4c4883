//! Binary operators whose first step is a Python dunder
//! (`interp/operators.rs`): the dunder's frame inlined like a method
//! call, and its return guarded not to decline (NotImplemented).
//!
//! Must never: inline a step the interpreter would not run as a frame
//! (the decision is the interpreter's own `operator_call`).

use super::*;
use crate::runtime::frame::StepKind;

impl Recorder {
    /// `R[dst] = R[a] op R[b]` (runtime values `x`, `y`; `op=` when
    /// `inplace`) at `pc` when the interpreter runs its first step as a
    /// Python dunder's frame: guards what the choice rests on (the
    /// instance operand's shape, so its class; the hooks of that class,
    /// which cover the dunders found and those found absent; the other
    /// operand's class, for a left step because a right operand of a
    /// class derived from the left's goes first, for a reflected step
    /// because the left operand declined), then
    /// inlines the call with the function in the register just past the
    /// frame and its two arguments after it, where the interpreter lays
    /// the call out. False when not applicable (nothing recorded).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn operator_frame(&mut self, vm: &mut Vm, code: &crate::runtime::code::Code, pc: u32, op: BinaryOp, inplace: bool, dst: u16, a: u16, b: u16, x: Value, y: Value) -> Res<bool> {
        if !is_instance_obj(x) && !is_instance_obj(y) {
            return Ok(false);
        }
        let Some(c) = vm.operator_call(op, inplace, x, y) else { return Ok(false) };
        let Some(params) = self.binding(vm, code.index, pc, c.func, 2, Value::EMPTY, 0) else { return Ok(false) };
        let (target, target_reg, other, other_reg) = match c.step.kind {
            StepKind::Right => (y, b, x, a),
            _ => (x, a, y, b),
        };
        let cls = vm.mem.instance_class(target);
        if !self.depend_hooks(vm, cls)? {
            return Ok(false);
        }
        let Some(fv) = self.class_attr(vm, cls, vm.names.binary[op as usize][c.step.kind.name_index()])? else { return Ok(false) };
        let tv = self.get(target_reg)?;
        self.guard_shape(tv, target)?;
        if is_instance_obj(other) && !self.depend_hooks(vm, vm.mem.instance_class(other))? {
            return Ok(false);
        }
        self.guard_class(other_reg, other)?;
        let ov = self.get(other_reg)?;
        let (func_reg, start) = self.call_past_frame(code, 2);
        self.set(func_reg, fv);
        self.set(start, tv);
        self.set(start + 1, ov);
        let operands = [(self.off + a) as u32, (self.off + b) as u32];
        self.inline_call(vm, pc, dst, func_reg, start, c.func, &params)?;
        self.mark_operator_frame(Some(InlineOperator { step: c.step, operands }));
        Ok(true)
    }

    /// Marks the frame just entered as an operator's (`operator`).
    pub(super) fn mark_operator_frame(&mut self, operator: Option<InlineOperator>) {
        if let Some(f) = self.inlined.last() {
            self.inline_frames[f.info.index()].operator = operator;
        }
    }

    /// At the return of the innermost inlined frame, value `v` (runtime
    /// value `x`): for an operator's frame, the protocol goes on when it
    /// declines, which the trace leaves to the interpreter (an exit, or an
    /// abort when it declines now).
    pub(super) fn guard_operator_result(&mut self, v: V, x: Value, not_implemented: Value) -> Res<()> {
        let Some(f) = self.inlined.last() else { return Ok(()) };
        if self.inline_frames[f.info.index()].operator.is_none() {
            return Ok(());
        }
        if x == not_implemented {
            return Err(Abort::InlineNeedsFrame);
        }
        if self.b.trace.ty(v) != Type::Ref || self.b.trace.constant(v).is_some() {
            return Ok(());
        }
        let ni = self.const_ref(not_implemented)?;
        let declined = self.op(Opcode::RefEq, &[v, ni])?;
        self.guard(Opcode::GuardFalse, &[declined], Imm::None)?;
        Ok(())
    }
}
