//! The bytecode interpreter: frames, calls, generators and the loop.
//!
//! 1. `execute` runs frames until the entry frame (the one pushed by whoever
//!    called `execute`) returns; Python-to-Python calls push a frame and stay
//!    in the same loop, so recursion in Python does not recurse in Rust.
//! 2. `dispatch` (`dispatch.rs`) keeps the current frame's code, base and pc
//!    in locals and matches on each instruction. Anything that can raise
//!    returns `Err(Exc)` after saving the pc into the frame.
//! 3. `unwind` (`unwind.rs`) looks for a handler covering the failing
//!    instruction in each frame, innermost first, recording a traceback line
//!    for each frame it pops, and stops at the entry frame.
//!
//! | file          | holds                                                    |
//! |---------------|----------------------------------------------------------|
//! | `call`        | calls: binding arguments, builtins, classes, methods     |
//! | `star_args`   | the arguments of `f(*a, **k)` calls                      |
//! | `fast`        | inline fast paths for the commonest operand types        |
//! | `attr_cache`  | the attribute and method inline caches                   |
//! | `attr_call`   | attributes computed by Python code, run as call frames   |
//! | `item_call`   | `obj[key]` (and `= v`) by Python dunders, run as call frames |
//! | `operators`   | binary operators' Python dunders, run as call frames     |
//! | `dispatch`    | the dispatch loop                                        |
//! | `displays`    | list, dict and set displays built from registers         |
//! | `cells`       | closures' cells and global lookup                        |
//! | `unwind`      | raising, matching handlers, unwinding                    |
//! | `generator`   | generators and coroutines: suspend and resume frames     |
//! | `tracing`     | what the interpreter asks of the JIT (the trace layer implements it) |
//! | `weak_callbacks` | weak references' callbacks, run at safe points         |
//!
//! Must never: keep a `Value` in a Rust local across anything that can
//! allocate unless it is re-read from its register afterwards.

mod attr_cache;
mod attr_call;
pub mod call;
mod cells;
mod dispatch;
pub mod displays;
mod fast;
mod handlers;
mod item_call;
pub mod generator;
pub mod operators;
mod star_args;
pub mod tracing;
mod unwind;
mod weak_callbacks;

use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{Exc, PyResult, Vm};
use crate::runtime::code::Code;
use crate::runtime::frame::{self, Frame};
use tracing::Tracing;
use std::rc::Rc;

/// How `dispatch` left the loop.
pub enum Flow {
    /// The entry frame returned this value.
    Return(Value),
    /// The mode changes (recording started or ended), or, in step mode, the
    /// one instruction ran; the frame's pc says where to go on.
    Switch,
}

/// `dispatch` modes: plain interpretation, recording a trace (the recorder
/// sees each instruction of the traced frame first), running a single
/// instruction for a compiled trace (`step_instruction`), or profiling.
const NORMAL: u8 = 0;
const RECORD: u8 = 1;
const STEP: u8 = 2;
/// As `NORMAL`, keeping the frame's pc current at every instruction, so a
/// profiler's sample taken inside one (an allocation) sees its line.
const PROFILE: u8 = 3;

/// What a call instruction did.
pub enum Called {
    /// The callee finished; here is its result.
    Value(Value),
    /// A Python frame was pushed; the loop continues in it.
    Frame,
}

impl Vm {
    /// Runs until the entry frame on top of the frame stack returns.
    pub fn execute(&mut self) -> PyResult<Value> {
        self.execute_from(None)
    }

    /// Runs the entry frame on top of the frame stack to its return from
    /// where compiled code left it (its pc), or unwinds the exception the
    /// code raised (`first` is an error), without looking at the
    /// function's entry again.
    pub fn execute_resumed(&mut self, first: PyResult<()>) -> PyResult<Value> {
        self.execute_from(Some(first))
    }

    fn execute_from(&mut self, first: Option<PyResult<()>>) -> PyResult<Value> {
        // For the time profiler: Python code runs (in a trace's helper, too).
        let before = crate::runtime::activity::enter_state(crate::runtime::activity::INTERPRETED);
        let code_before = crate::runtime::activity::enter_code(std::ptr::null_mut());
        let first = match first {
            Some(r) => r.map(|_| Flow::Switch),
            None => self.entry_frame_hot(),
        };
        let r = self.execute_frames(first);
        crate::runtime::activity::leave_code(code_before);
        crate::runtime::activity::restore_state(before);
        r
    }

    fn execute_frames(&mut self, first: PyResult<Flow>) -> PyResult<Value> {
        let mut r = first;
        loop {
            if let Ok(Flow::Switch) = r {
                r = self.dispatch_frames();
            }
            match r {
                Ok(Flow::Return(v)) => return Ok(v),
                Ok(Flow::Switch) => {}
                Err(Exc) => {
                    let handled = self.unwind();
                    if self.jit.recording() {
                        self.record_exception();
                    }
                    if !handled {
                        return Err(Exc);
                    }
                    r = Ok(Flow::Switch);
                }
            }
        }
    }

    /// May the dispatch loop in `MODE` enter compiled code at a hot loop
    /// or function entry? Always, but while recording only in frames the
    /// recorder does not follow (those of a call it left to the
    /// interpreter: they run a compiled loop as they would without the
    /// recording, which does not start another one meanwhile).
    #[inline(always)]
    fn may_enter_traces<const MODE: u8>(&self) -> bool {
        MODE == NORMAL || MODE == PROFILE || MODE == RECORD && self.mem.r.frames.len() > self.jit.record_depth
    }

    /// The frame `execute` was called for (a call from Rust), at its
    /// entry: a hot function runs its trace there or starts recording one,
    /// as one the interpreter calls does (`dispatch`'s `entered!`).
    fn entry_frame_hot(&mut self) -> PyResult<Flow> {
        let f = self.frame();
        if f.pc != 0 || self.jit.recording() {
            return Ok(Flow::Switch);
        }
        let code = f.code.clone();
        if self.function_is_hot(&code) {
            self.function_hot(&code)?;
        }
        Ok(Flow::Switch)
    }

    /// One run of the dispatch loop in the mode the VM is in.
    fn dispatch_frames(&mut self) -> PyResult<Flow> {
        if self.jit.recording() {
            self.dispatch::<RECORD>()
        } else if self.profiling() {
            self.dispatch::<PROFILE>()
        } else {
            self.dispatch::<NORMAL>()
        }
    }

    /// Runs the one instruction at `pc` of the frame on top (for a compiled
    /// trace); a Python frame it pushes runs to its return.
    pub fn step_instruction(&mut self, pc: usize) -> PyResult<()> {
        let depth = self.mem.r.frames.len();
        self.frame_mut().pc = pc;
        self.dispatch::<STEP>()?;
        if self.mem.r.frames.len() > depth {
            let ret = {
                let f = self.frame_mut();
                f.entry = true;
                f.ret
            };
            self.interp.native_depth += 1;
            let r = self.execute();
            self.interp.native_depth -= 1;
            self.mem.r.stack[ret] = r?;
        }
        Ok(())
    }

    /// Pushes a frame for `code` whose registers start at `base`, with
    /// `nargs` registers already holding its arguments; clears the rest.
    #[inline(always)]
    pub fn push_frame(&mut self, code: Rc<Code>, base: usize, nargs: usize, ret: usize, entry: bool, func: Value, globals: Value, namespace: Value) -> PyResult<()> {
        self.check_frame_depth()?;
        let saved_len = self.mem.r.stack.len();
        let top = base + code.co.nregs as usize;
        frame::clear_registers(&mut self.mem.r.stack, base + nargs, top);
        frame::push_with(&mut self.mem.r.frames, || Frame { code, pc: 0, base, ret, saved_len, entry, func, globals, namespace, init_obj: Value::EMPTY, generator: Value::EMPTY, operator: None, chain: 0 });
        Ok(())
    }

    /// RecursionError when one more frame would pass the recursion limit.
    #[inline(always)]
    fn check_frame_depth(&mut self) -> PyResult<()> {
        if self.frame_depth() >= self.interp.recursion_limit {
            return Err(self.recursion_error());
        }
        Ok(())
    }

    /// How deep calls nest: the frames, and the generators that delegate
    /// without a frame of their own (`Frame::chain`).
    #[inline(always)]
    pub(crate) fn frame_depth(&self) -> usize {
        self.mem.r.frames.len() + self.interp.delegations
    }

    #[cold]
    #[inline(never)]
    fn recursion_error(&mut self) -> Exc {
        self.raise_new(TypeId::RecursionError, "maximum recursion depth exceeded")
    }

    fn frame(&self) -> &Frame {
        self.mem.r.frames.last().expect("the interpreter runs only with a frame")
    }

    fn frame_mut(&mut self) -> &mut Frame {
        self.mem.r.frames.last_mut().expect("the interpreter runs only with a frame")
    }
}
