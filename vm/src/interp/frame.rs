//! Interpreter frames.
//!
//! A frame's registers are the stack slots `base .. base + code.nregs`.
//! Python-to-Python calls start the callee's window at the caller's first
//! argument register, so arguments are never copied. `saved_len` is the stack
//! length before the frame was pushed; popping the frame restores it.

use super::code::Code;
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
    /// For `__init__` calls made by instantiation: the new object, returned instead.
    pub init_obj: Value,
    /// The generator this frame runs for (EMPTY for ordinary calls).
    pub generator: Value,
}
