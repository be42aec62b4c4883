//! A frame's record and the register stack's windows: the interpreter's
//! state for one running code object, which the collector (its values are
//! roots), the profilers and deoptimization read too.
//!
//! A frame's registers are the stack slots `base .. base + code.nregs`.
//! Python-to-Python calls start the callee's window at the caller's first
//! argument register, so arguments are never copied. `saved_len` is the stack
//! length before the frame was pushed; popping the frame restores it.

use crate::runtime::code::Code;
use crate::value::Value;
use std::rc::Rc;

pub struct Frame {
    pub code: Rc<Code>,
    /// Index of the next instruction; the one executing is `pc - 1`.
    pub pc: usize,
    pub base: usize,
    /// Stack slot receiving the return value (a caller register).
    pub ret: usize,
    /// Stack length before this frame was pushed.
    pub saved_len: usize,
    /// Returning from this frame returns from `Vm::execute` (entered from Rust).
    pub entry: bool,
    /// The function running (EMPTY for module and class bodies).
    pub func: Value,
    /// The module namespace (a dict).
    pub globals: Value,
    /// Where `LoadName`/`StoreName` go: the class namespace or the globals.
    pub namespace: Value,
    /// For `__init__` calls made by instantiation: the new object, returned
    /// instead. NotImplemented for an operator's frame (`operator`).
    pub init_obj: Value,
    /// The generator this frame runs for (EMPTY for ordinary calls).
    pub generator: Value,
    /// For a Python `__add__` (or reflected or in-place variant) run for a
    /// binary operator's instruction: the step of the operator's protocol
    /// it is, which goes on if it returns NotImplemented. Set with
    /// `init_obj` (`Vm::mark_operator_frame`).
    pub operator: Option<OperatorStep>,
    /// For a generator's frame: how many generators, suspended in a
    /// `yield from` each, this one runs on behalf of (0 when it was resumed
    /// directly; `interp/generator.rs`, module doc, 5). They count towards
    /// the recursion limit as frames.
    pub chain: u32,
}

/// One step of a binary operator's protocol run as a frame (`a + b`
/// calling a Python `__add__`): the operator and which method it called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OperatorStep {
    pub op: lang::bytecode::BinaryOp,
    pub kind: StepKind,
}

/// Which dunder of the protocol a step calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// The left operand's `__op__(a, b)`.
    Left,
    /// The right operand's `__rop__(b, a)`.
    Right,
    /// The left operand's `__iop__(a, b)` (augmented assignment).
    Inplace,
}

impl StepKind {
    /// The position of the method's name among an operator's
    /// (`Names::binary`: `__op__`, `__rop__`, `__iop__`).
    pub fn name_index(self) -> usize {
        match self {
            StepKind::Left => 0,
            StepKind::Right => 1,
            StepKind::Inplace => 2,
        }
    }
}

/// Appends the frame `make` builds, writing it straight into its slot (a
/// plain `Vec::push` builds a frame this large in a temporary and copies
/// it, through a store-forwarding stall).
#[inline(always)]
pub fn push_with(frames: &mut Vec<Frame>, make: impl FnOnce() -> Frame) {
    if frames.len() == frames.capacity() {
        frames.reserve(64);
    }
    let len = frames.len();
    assert!(len < frames.capacity());
    // SAFETY: slot `len` is below the capacity (the assert), so it is
    // allocated and holds no value; after the write it is initialized, and
    // raising the length hands it to the Vec.
    unsafe {
        frames.as_mut_ptr().add(len).write(make());
        frames.set_len(len + 1);
    }
}

/// Drops the top frame in place (no copy of it out of the stack).
#[inline(always)]
pub fn pop(frames: &mut Vec<Frame>) {
    let len = frames.len();
    frames.truncate(len.saturating_sub(1));
}

/// Pushes a called function's window onto the stack's top as a call from
/// Rust lays it out: `f`, then its `nregs` registers, the first holding
/// `args` and the rest EMPTY. Returns the window's base (the first
/// register). One capacity check for the whole window.
#[inline(always)]
pub fn push_call_window(stack: &mut Vec<Value>, f: Value, args: &[Value], nregs: usize) -> usize {
    let len = stack.len();
    let top = len + 1 + nregs.max(args.len());
    stack.reserve(top - len);
    assert!(top <= stack.capacity());
    // SAFETY: every slot below `top` is allocated (the assert); the slots
    // `len..top` are all written before the length is raised over them.
    unsafe {
        let p = stack.as_mut_ptr().add(len);
        p.write(f);
        for (i, &a) in args.iter().enumerate() {
            p.add(1 + i).write(a);
        }
        for i in 1 + args.len()..top - len {
            p.add(i).write(Value::EMPTY);
        }
        stack.set_len(top);
    }
    len + 1
}

/// Sets the registers `from..top` of a new frame to EMPTY, growing the stack
/// to `top` when it is shorter. Slots at and above the stack's length are
/// all cleared, whatever `from` says, so the stack never exposes an
/// uninitialized slot.
#[inline(always)]
pub fn clear_registers(stack: &mut Vec<Value>, from: usize, top: usize) {
    let len = stack.len();
    if top > len {
        stack.reserve(top - len);
    }
    let from = from.min(len);
    assert!(top <= stack.capacity());
    // SAFETY: every slot below `top` is allocated (the assert); the slots
    // `from..top` are written before the length is raised over them, and
    // `from <= len`, so all slots below the new length are initialized.
    unsafe {
        let p = stack.as_mut_ptr();
        for i in from..top {
            p.add(i).write(Value::EMPTY);
        }
        if top > len {
            stack.set_len(top);
        }
    }
}
