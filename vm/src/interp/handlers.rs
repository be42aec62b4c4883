//! The named handlers of the dispatch loop's longer instructions. Each does
//! one instruction's work from its operand values and answers what the
//! loop does next (a value to store, a frame entered, a branch taken); the
//! loop (`dispatch.rs`) keeps the registers, the pc and the error exits.
//! All are `#[inline(always)]`: they are the loop's own code, named.
//!
//! Must never: touch the registers or the pc themselves.

use crate::interp::generator::Step;
use crate::interp::Called;
use crate::object::*;
use crate::runtime::code::Code;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use lang::bytecode::{CompareOp, Instr, Reg};

/// What a `LoadInt` does to the instruction after it when that one uses
/// the constant with a small int: `n - 1`, `i + 1`, `n < 2` run at once.
pub(super) struct FusedWithInt {
    pub dst: Reg,
    pub value: Value,
    /// The fused instruction was a comparison (its result may feed a branch).
    pub compare: bool,
}

/// What `ForIter` does next.
pub(super) enum ForStep {
    /// The loop variable gets this item.
    Item(Value),
    /// The iterator is exhausted: the loop exits.
    Done,
    /// A generator's frame was pushed: the loop continues in it.
    Resumed,
}

impl Vm {
    /// The fused instruction for `next` after `LoadInt { dst: k, value }`,
    /// if `next` is an `Add`/`Sub`/`Compare` whose right operand is `k`
    /// and whose left one (read by `reg`) is a small int with a small
    /// result.
    #[inline(always)]
    pub(super) fn fuse_with_int(next: Instr, k: Reg, value: i64, reg: impl Fn(Reg) -> Value) -> Option<FusedWithInt> {
        match next {
            Instr::Add { dst, a, b } | Instr::Sub { dst, a, b } if b == k && reg(a).is_int() => {
                let x = reg(a).as_int();
                let r = if matches!(next, Instr::Add { .. }) { x + value } else { x - value };
                Value::try_int(r).map(|value| FusedWithInt { dst, value, compare: false })
            }
            Instr::Compare { op, dst, a, b } if b == k && reg(a).is_int() => {
                let value = Value::bool(crate::ops::compare::cmp_ints(op, reg(a).as_int(), value));
                Some(FusedWithInt { dst, value, compare: true })
            }
            _ => None,
        }
    }

    /// `Compare`: small ints and the fast cases inline, else the protocol.
    #[inline(always)]
    pub(super) fn compare_values(&mut self, op: CompareOp, x: Value, y: Value) -> PyResult<Value> {
        if x.is_int() && y.is_int() {
            Ok(Value::bool(crate::ops::compare::cmp_ints(op, x.as_int(), y.as_int())))
        } else if let Some(b) = Self::compare_fast(op, x, y) {
            Ok(Value::bool(b))
        } else {
            self.compare_op(op, x, y)
        }
    }

    /// Is `f` the builtin function with id `id` (by its id, so a rebound
    /// name is not)?
    #[inline(always)]
    pub(super) fn is_builtin(&self, f: Value, id: usize) -> bool {
        is_type(f, TY_BUILTIN) && crate::object::func::builtin_id(f) == id && crate::object::func::builtin_self(f).is_empty()
    }

    /// Does `isinstance(v, t)` hold by `v`'s type alone: `t` a class
    /// without a user metaclass (no `__instancecheck__` to ask) that
    /// `type(v)` derives from? False means "ask the builtin", not "no".
    #[inline(always)]
    pub(super) fn is_instance_by_type(&self, v: Value, t: Value) -> bool {
        if !is_type(t, TY_CLASS) {
            return false;
        }
        let c = self.type_of(v);
        c == t || (self.user_meta(t).is_none() && crate::object::class::is_subclass(c, t))
    }

    /// The truth of a branch's condition: the bools inline, else `truthy`.
    #[inline(always)]
    pub(super) fn condition(&mut self, c: Value) -> PyResult<bool> {
        if c == Value::TRUE {
            Ok(true)
        } else if c == Value::FALSE {
            Ok(false)
        } else {
            self.truthy(c)
        }
    }

    /// `ForIter`: the next item of `it`, or the end. A range iterator of
    /// small ints steps inline; with `resume_into` (the loop variable's
    /// stack slot), a generator that can be is resumed as a frame of the
    /// running loop, which receives its values there.
    #[inline(always)]
    pub(super) fn for_iter_next(&mut self, it: Value, pc: usize, resume_into: Option<usize>) -> PyResult<ForStep> {
        if is_type(it, TY_RANGE_ITER) && field(it, 1).is_int() && field(it, 2).is_int() && field(it, 3).is_int() {
            let (cur, stop, step) = (field(it, 1).as_int(), field(it, 2).as_int(), field(it, 3).as_int());
            if (step > 0 && cur < stop) || (step < 0 && cur > stop) {
                init_field(it, 1, Value::int(cur + step));
                return Ok(ForStep::Item(Value::int(cur)));
            }
            return Ok(ForStep::Done);
        }
        if is_type(it, TY_SEQ_ITER) {
            // A list's or a tuple's next item (the end, and every other
            // sequence, take `iter_next`, which marks the iterator done).
            if let Some(v) = crate::ops::iter::list_or_tuple_step(it) {
                return Ok(ForStep::Item(v));
            }
        }
        self.frame_mut().pc = pc;
        if let Some(slot) = resume_into.filter(|_| is_type(it, TY_GENERATOR) && Self::resumes_in_frame(it, Value::NONE)) {
            self.resume_in_frame(it, Value::NONE, slot)?;
            return Ok(ForStep::Resumed);
        }
        Ok(match self.iter_next(it)? {
            Some(v) => ForStep::Item(v),
            None => ForStep::Done,
        })
    }

    /// `Call` and `CallMethod`: `callee` with the `n` arguments from stack
    /// slot `start` (then `nkw` keyword values named by `kwnames`), its
    /// result going to slot `ret`. A plain Python function's frame is
    /// entered directly.
    #[inline(always)]
    pub(super) fn call_from_frame(&mut self, callee: Value, start: usize, n: usize, kwnames: Value, nkw: usize, ret: usize) -> PyResult<Called> {
        if nkw == 0 && self.enter_plain_function(callee, start, n, ret, false)? {
            return Ok(Called::Frame);
        }
        self.call_at(callee, start, n, kwnames, nkw, ret, false)
    }

    /// `Return` of `v` from the top frame: pops it and answers `Some(v)`
    /// when the loop must return (an entry frame, or the last), else
    /// stores `v` in the caller's result register and answers None. An
    /// `__init__` frame returns the new object (and must return None); an
    /// operator's frame that returned NotImplemented gives the result of
    /// the protocol's next steps (`operators.rs`).
    ///
    /// `pc` is the frame's, past the `Return`: an error is the returning
    /// frame's (an `__init__` returned a value), reported there, or, once
    /// the frame is popped, its caller's (an operator's next step), whose
    /// pc was saved at the call.
    #[inline(always)]
    pub(super) fn return_from_frame(&mut self, mut v: Value, pc: usize) -> PyResult<Option<Value>> {
        let init_obj = self.frame().init_obj;
        if !init_obj.is_empty() {
            if init_obj == self.tables.not_implemented {
                return self.operator_returned(v);
            }
            if !v.is_none() {
                self.frame_mut().pc = pc;
                let tn = self.type_name(v);
                return Err(self.type_error(&format!("__init__() should return None, not '{}'", tn)));
            }
            v = init_obj;
        }
        let (saved_len, entry, ret, generator, chain) = {
            let f = self.frame();
            (f.saved_len, f.entry, f.ret, f.generator, f.chain)
        };
        crate::runtime::frame::pop(&mut self.mem.r.frames);
        self.mem.r.stack.truncate(saved_len);
        if chain > 0 {
            self.delegate_returned(generator, v, (!entry).then_some(ret), chain);
            return Ok(None);
        }
        if entry || self.mem.r.frames.is_empty() {
            return Ok(Some(v));
        }
        if !generator.is_empty() {
            self.generator_returned_to_caller(generator, v, ret);
            return Ok(None);
        }
        self.mem.r.stack[ret] = v;
        Ok(None)
    }

    /// Pops the entry frame on top, which a function's trace ran to its
    /// plain `return` of register `src` (it was pushed by
    /// `push_exact_call`: no `__init__` result to check), and gives the
    /// returned value.
    #[inline]
    pub fn pop_returned_frame(&mut self, src: u16) -> Value {
        let Some(f) = self.mem.r.frames.last() else { return Value::NONE };
        let (v, saved_len) = (self.mem.r.stack[f.base + src as usize], f.saved_len);
        crate::runtime::frame::pop(&mut self.mem.r.frames);
        self.mem.r.stack.truncate(saved_len);
        v
    }

    /// When the entry frame on top stands at a plain `return` (not an
    /// `__init__`'s, whose result is checked): pops it as the instruction
    /// would and gives the returned value, without entering the
    /// interpreter (a function's trace that ended at its return). `None`,
    /// having done nothing, otherwise.
    pub fn return_at_return(&mut self) -> Option<Value> {
        let f = self.mem.r.frames.last()?;
        let Some(&Instr::Return { src }) = f.code.co.instrs.get(f.pc) else { return None };
        if !f.entry || !f.init_obj.is_empty() {
            return None;
        }
        Some(self.pop_returned_frame(src))
    }

    /// Counts one more run of the loop whose header is instruction `header`
    /// of `code`; true when it is hot (and not blacklisted).
    #[inline(always)]
    pub(super) fn loop_is_hot(&self, code: &Code, header: usize) -> bool {
        counter_is_hot(&code.loop_counts[header], self.jit.threshold)
    }

    /// Counts one more call of the function whose frame was just pushed
    /// with `code`; true when it is hot (and not blacklisted, nor a
    /// generator or a module or class body).
    #[inline(always)]
    pub(super) fn function_is_hot(&self, code: &Code) -> bool {
        counter_is_hot(&code.loop_counts[code.function_entry() as usize], self.jit.function_threshold)
    }

    /// `LoadAttr` while recording: a property's or descriptor's Python
    /// function runs as a frame, which the recorder inlines.
    #[inline(always)]
    pub(super) fn load_attr_or_call(&mut self, obj: Value, name: Value, frame_top: usize, ret: usize) -> PyResult<Called> {
        let v = self.load_attr(obj, name)?;
        if !v.is_empty() {
            return Ok(Called::Value(v));
        }
        self.call_attr(obj, name, frame_top, ret)
    }

    /// `LoadClassDeref`: `name` in the class namespace `ns`, else the cell's value.
    #[inline(always)]
    pub(super) fn load_class_deref(&mut self, ns: Value, cell: Value, name: Value) -> PyResult<Value> {
        let v = crate::object::dict::dict_get_str(ns, name).unwrap_or_else(|| field(cell, 1));
        if v.is_empty() {
            return Err(self.unbound_cell(name, true));
        }
        Ok(v)
    }

    /// `YieldFromStep`: the value to store, and whether the delegation is done.
    #[inline(always)]
    pub(super) fn yield_from(&mut self, it: Value, sent: Value) -> PyResult<(Value, bool)> {
        Ok(match self.yield_from_step(it, sent)? {
            Step::Yielded(v) => (v, false),
            Step::Done(v) => (v, true),
        })
    }
}

/// Counts one more event on `count`; true once it reached `threshold`
/// (never for `BLACKLISTED`, which is above every threshold).
#[inline(always)]
fn counter_is_hot(count: &std::cell::Cell<u32>, threshold: u32) -> bool {
    let n = count.get();
    if n < threshold {
        count.set(n + 1);
        return false;
    }
    n != crate::runtime::code::BLACKLISTED
}
