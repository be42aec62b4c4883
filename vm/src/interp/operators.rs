//! Binary operators whose operand's class defines the operator in Python
//! (`a + b` calling a Python `__add__`): the dunder runs as a call frame
//! of the operator's instruction, as a Python call does, so the JIT
//! inlines it like a method call (`trace/recorder`), a hot dunder gets a
//! function trace, and the call costs a frame, not a nested interpreter.
//! The frame records which step of the protocol it is (`OperatorStep`):
//! when it returns NotImplemented, the protocol goes on from the next step
//! (`Vm::operator_after`) and only its final result reaches the
//! instruction's destination register. A builtin a bundled module placed
//! in a Python class as the operator's dunder (`decimal`'s) is called the
//! same way, at once, without the generic protocol's nested call.
//!
//! This module only decides which dunder runs first and finishes a step
//! that declined; `ops/arith.rs` owns the protocol it mirrors.
//!
//! Must never: push such a frame as an entry frame (its caller must be the
//! frame below it, whose instruction names the operands).

use super::Called;
use crate::object::num::is_float;
use crate::object::*;
use crate::runtime::frame::{OperatorStep, StepKind};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use lang::bytecode::{BinaryOp, Instr};

/// The function a binary operator's protocol calls first (Python, or a
/// builtin placed in a Python class), with its arguments (the operands,
/// swapped for a reflected method).
pub struct OperatorCall {
    pub func: Value,
    pub args: [Value; 2],
    pub step: OperatorStep,
}

impl OperatorCall {
    /// The operands in the instruction's order.
    pub fn operands(&self) -> (Value, Value) {
        match self.step.kind {
            StepKind::Right => (self.args[1], self.args[0]),
            _ => (self.args[0], self.args[1]),
        }
    }
}

impl Vm {
    /// What `a op b` (`a op= b` when `inplace`) calls first when that is a
    /// function of a Python class (a Python function, or a builtin a
    /// bundled module placed in its class): the left operand's `__iop__` (in place) or
    /// `__op__` when it is an instance of a class defining it, else the
    /// right operand's `__rop__` when the left is an instance without
    /// `__op__`, an int or a float. None when the protocol starts anywhere
    /// else (builtin operands, instances of classes derived from builtin
    /// types, other callables, a right operand whose reflected method goes
    /// first): the operation then runs as a whole
    /// (`binary_op`, `inplace_op`).
    pub fn operator_call(&mut self, op: BinaryOp, inplace: bool, a: Value, b: Value) -> Option<OperatorCall> {
        let [name, rname, iname] = self.names.binary[op as usize];
        if is_instance_obj(a) {
            if self.builtin_view(a) != a || self.reflected_first(op, a, b) {
                return None;
            }
            let cls = self.mem.instance_class(a);
            if inplace {
                if let Some(f) = self.lookup_type(cls, iname) {
                    return dunder_step(f, [a, b], op, StepKind::Inplace);
                }
            }
            if let Some(f) = self.lookup_type(cls, name) {
                return dunder_step(f, [a, b], op, StepKind::Left);
            }
        } else if !(a.is_int() || is_float(a)) {
            return None;
        }
        if !is_instance_obj(b) || self.builtin_view(b) != b {
            return None;
        }
        let cls = self.mem.instance_class(b);
        let f = self.lookup_type(cls, rname)?;
        dunder_step(f, [b, a], op, StepKind::Right)
    }

    /// `R[dst] = a op b` (`op=` when `inplace`) for the interpreter, past
    /// its inline fast path: when `frames` allows it and an operand is an
    /// instance, the first dunder as a frame (see `operator_call`), whose
    /// arguments go past the caller's registers (which end at stack slot
    /// `frame_top`) and whose result goes to slot `ret`; else the whole
    /// operation.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn operator_or_call(&mut self, frames: bool, op: BinaryOp, inplace: bool, a: Value, b: Value, frame_top: usize, ret: usize) -> PyResult<Called> {
        let call = if frames && (is_instance_obj(a) || is_instance_obj(b)) { self.operator_call(op, inplace, a, b) } else { None };
        let Some(c) = call else {
            let r = if inplace { self.inplace_op(op, a, b) } else { self.binary_op(op, a, b) };
            return r.map(Called::Value);
        };
        let start = frame_top + 1;
        if self.mem.r.stack.len() < start + 2 {
            self.mem.r.stack.resize(start + 2, Value::EMPTY);
        }
        self.mem.r.stack[start - 1] = c.func;
        self.mem.r.stack[start..start + 2].copy_from_slice(&c.args);
        match self.call_at(c.func, start, 2, Value::EMPTY, 0, ret, false)? {
            Called::Frame => {
                self.mark_operator_frame(c.step);
                Ok(Called::Frame)
            }
            Called::Value(v) if v == self.tables.not_implemented => {
                // A builtin that declined may have run Python code first
                // (a bundled class's fallback method), which may have moved
                // the operands: they are read again from the stack slots
                // they were laid out in, which the collector updates.
                let args = [self.mem.r.stack[start], self.mem.r.stack[start + 1]];
                let (a, b) = OperatorCall { args, ..c }.operands();
                self.operator_after(c.step.kind, c.step.op, a, b, inplace).map(Called::Value)
            }
            other => Ok(other),
        }
    }

    /// `return v` from an operator's frame (never an entry frame nor a
    /// generator's): pops it and stores the operation's result in the
    /// caller's register, which is `v` unless it is NotImplemented.
    #[inline(never)]
    pub(super) fn operator_returned(&mut self, mut v: Value) -> PyResult<Option<Value>> {
        let (saved_len, ret, step) = {
            let f = self.frame();
            (f.saved_len, f.ret, f.operator)
        };
        crate::runtime::frame::pop(&mut self.mem.r.frames);
        self.mem.r.stack.truncate(saved_len);
        if let Some(step) = step.filter(|_| v == self.tables.not_implemented) {
            v = self.operator_declined(step)?;
        }
        self.mem.r.stack[ret] = v;
        Ok(None)
    }

    /// After an operator's frame (step `step`) returned NotImplemented and
    /// was popped: the rest of the protocol, its operands read from the
    /// registers the caller's instruction names (its destination is not
    /// written yet). The caller's pc is past that instruction, so an
    /// error is reported at it.
    #[cold]
    fn operator_declined(&mut self, step: OperatorStep) -> PyResult<Value> {
        let f = self.frame();
        let (a, b, inplace) = match f.code.co.instrs.get(f.pc.wrapping_sub(1)) {
            Some(Instr::Add { a, b, .. } | Instr::Sub { a, b, .. } | Instr::Mul { a, b, .. } | Instr::Binary { a, b, .. }) => (*a, *b, false),
            Some(Instr::Inplace { a, b, .. }) => (*a, *b, true),
            _ => unreachable!("an operator's frame returns to a binary operator's instruction"),
        };
        let (a, b) = (self.mem.r.stack[f.base + a as usize], self.mem.r.stack[f.base + b as usize]);
        self.operator_after(step.kind, step.op, a, b, inplace)
    }

    /// Makes the frame on top an operator's, running step `step`: its
    /// `init_obj` is NotImplemented, which sends its return to
    /// `operator_returned` (with no cost to other returns, which test
    /// `init_obj` already).
    pub(crate) fn mark_operator_frame(&mut self, step: OperatorStep) {
        let not_implemented = self.tables.not_implemented;
        let f = self.frame_mut();
        f.operator = Some(step);
        f.init_obj = not_implemented;
    }
}

/// The step calling `f(args)` when `f` is a Python function (run as a
/// frame) or a builtin (called at once, with no nested interpreter entry).
fn dunder_step(f: Value, args: [Value; 2], op: BinaryOp, kind: StepKind) -> Option<OperatorCall> {
    (is_type(f, TY_FUNCTION) || is_type(f, TY_BUILTIN)).then_some(OperatorCall { func: f, args, step: OperatorStep { op, kind } })
}
