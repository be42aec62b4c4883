//! Entering compiled code: the shadow frame, the trace's context, and what
//! the exit it left by asks for next.

use super::*;
use crate::interp::tracing::Hot;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use jit::context::TraceContext;
use std::rc::Rc;

impl Vm {
    /// Runs the loop's trace `root` on the current frame (the code itself
    /// jumps from an exit to its bridge and from a bridge's end to the trace
    /// of the loop it ends at; a bridge compiled before that trace existed
    /// returns here to enter it), then restores the frame from the exit
    /// that leaves compiled code.
    /// `Hot::Record` when that exit has become hot enough for a bridge and
    /// its recording starts.
    pub(super) fn enter_trace(&mut self, root: &Rc<TraceInfo>) -> PyResult<Hot> {
        // A context from the spares (a trace entered from a helper of
        // another uses one more): its exit slots need no clearing, since
        // an exit reads only the words its own code wrote.
        let mut ctx = self.jit.contexts.pop().unwrap_or_default();
        ctx.client = self as *mut Vm as *mut u8;
        ctx.nursery = self.mem.heap().nursery_bounds() as *mut u64;
        ctx.interrupt = crate::runtime::interrupt::flag_address();
        (ctx.alloc_size, ctx.alloc_site, ctx.site) = (0, 0, 0);
        let r = self.run_traces(&mut ctx, root);
        self.jit.contexts.push(ctx);
        if self.mem.r.running_traces.is_empty() {
            self.jit.retired.clear();
        }
        r
    }

    /// `enter_trace` on the context `ctx`.
    fn run_traces(&mut self, ctx: &mut TraceContext, root: &Rc<TraceInfo>) -> PyResult<Hot> {
        self.jit.stats.entries += 1;
        match self.run_once(ctx, root) {
            Some(left) => self.continue_traces(ctx, root, left),
            None => Ok(Hot::Nothing),
        }
    }

    /// Runs the compiled code of `t` once on the current frame, on `ctx`:
    /// the `(tag, exit)` it left by (the code itself jumps from an exit to
    /// its bridge and from a bridge's end to the trace of the loop it ends
    /// at), or None when the spill stack has no room for the shadow frame
    /// of any trace the code may jump to (nothing ran).
    fn run_once(&mut self, ctx: &mut TraceContext, t: &TraceInfo) -> Option<(u32, u32)> {
        let top = self.mem.r.jit_spill_top;
        // (Read each time: a call out of a trace may compile more.)
        let n = self.jit.max_spill;
        let shadow = self.mem.r.jit_spill.get_mut(top..top + n)?;
        shadow.fill(Value::EMPTY);
        ctx.spill = shadow.as_mut_ptr() as *mut u64;
        self.mem.r.jit_spill_top = top + n;
        let base = self.mem.r.frames.last().map_or(0, |f| f.base);
        ctx.regs = self.mem.r.stack[base..].as_mut_ptr() as *mut u64;
        // SAFETY: the context points at the current frame's registers
        // (sized by `push_frame` for the code the trace was recorded
        // from, which is the running code; a linked jump stays in this
        // frame, at the header of a loop of the same code), at `n`
        // rooted spill words (enough for any trace), and at this VM,
        // which is not touched through `self` until the trace returns.
        // A bridge's inputs are in the exit slots its parent wrote
        // into the context.
        t.entries.set(t.entries.get() + 1);
        // Compiled code allocates pretenured sites' objects itself
        // (`trace/pretenure.rs`): its other allocations stay inline.
        self.mem.leave_slow_alloc();
        self.mem.r.running_traces.push((&*ctx as *const TraceContext, self.mem.r.frames.len()));
        let before = crate::runtime::activity::enter_state(crate::runtime::activity::COMPILED);
        let code_before = crate::runtime::activity::enter_code(&mut ctx.site);
        let left = unsafe { t.compiled.run(ctx) };
        crate::runtime::activity::leave_code(code_before);
        crate::runtime::activity::restore_state(before);
        if crate::runtime::interrupt::sample_requested() {
            // The profiler's ticks in this trace: its frame is still the top one.
            self.take_time_samples();
        }
        self.mem.r.running_traces.pop();
        self.mem.r.jit_spill_top = top;
        Some(left)
    }

    /// What follows a run of `root`'s code that left by `left`: the trace
    /// of the loop a bridge ended at runs next, an exit restores the frame
    /// (and may start a bridge's recording: `Hot::Record`).
    fn continue_traces(&mut self, ctx: &mut TraceContext, root: &Rc<TraceInfo>, mut left: (u32, u32)) -> PyResult<Hot> {
        let mut t = root.clone();
        loop {
            let (tag, exit) = left;
            if tag as usize != t.id {
                // A linked jump passed control to another trace, which left.
                // It is alive: the trace that jumped to it holds it, or, let
                // go of meanwhile, `JitState::retired` does.
                match self.trace_by_tag(tag) {
                    Some(other) => t = other,
                    None => panic!("pith-jit: compiled code returned the unknown trace tag {tag}"),
                }
            }
            if exit == jit::ir::END_OF_BRIDGE {
                // The frame is at the header of the bridge's loop: run its
                // trace (a trace that ends at a return or a yield has none).
                let in_loop = t.returns.is_none() && !matches!(self.tables.codes[t.code_index].co.instrs.get(t.end_at as usize), Some(lang::bytecode::Instr::Yield { .. }));
                let next = if in_loop { self.loop_trace((t.code_index, t.end_at)) } else { None };
                let Some(next) = next else {
                    if let Some(f) = self.mem.r.frames.last_mut() {
                        f.pc = t.end_at as usize;
                    }
                    return Ok(Hot::Ran);
                };
                t = next;
                match self.run_once(ctx, &t) {
                    Some(l) => left = l,
                    None => {
                        // No room for its shadow frame: stop at its header.
                        if let Some(f) = self.mem.r.frames.last_mut() {
                            f.pc = t.header as usize;
                        }
                        return Ok(Hot::Ran);
                    }
                }
                continue;
            }
            // (An exit with a bridge jumps to it in the code: none comes here.)
            let values = t.compiled.exit_slots.gather(&t.ir, exit as usize, &ctx.exit_slots);
            self.deopt(&t, exit, &values)?;
            if t.watch.is_invalid() {
                self.drop_invalid(&t);
                return Ok(Hot::Ran);
            }
            if self.start_bridge(&t, exit) {
                return Ok(Hot::Record);
            }
            self.check_hot_exit(&t, exit);
            return Ok(Hot::Ran);
        }
    }

    /// `f(args)` from compiled code running on `ctx` when `f` is a Python
    /// function taking exactly these arguments that has a trace from its
    /// entry: its frame is pushed and the trace entered on it at once, on
    /// the caller's context (no interpreter entry, no lookup by the call
    /// counter, no context of its own: the caller's code stores again the
    /// exit slots the callee overwrote, see `Helper::nests`), and the
    /// interpreter finishes the frame from where the trace left it: at its
    /// return usually, or at an exit, whose frames it runs to the return.
    /// `None` when `f` has no such trace (or a recording is on: recording
    /// never enters traces).
    pub(crate) fn call_traced_function(&mut self, ctx: &mut TraceContext, f: Value, args: &[Value]) -> Option<PyResult<Value>> {
        use crate::object::{is_type, TY_FUNCTION};
        if !is_type(f, TY_FUNCTION) || self.jit.recording() {
            return None;
        }
        let index = crate::object::func::function_code_index(f);
        let t = self.function_trace(index)?;
        if self.tables.codes[index].fast_arity as usize != args.len() {
            return None;
        }
        if crate::runtime::interrupt::any_request() {
            // The interpreter's check at a call, which this call skips.
            if let Err(e) = self.serve_requests() {
                return Some(Err(e));
            }
        }
        self.jit.stats.calls_into_traces += 1;
        Some(self.run_traced_call(ctx, &t, f, index, args))
    }

    /// `call_traced_function` of a callable object that is no function: a
    /// method bound to its object, an instance whose class has a Python
    /// `__call__` (the function called with the object first).
    #[inline(never)]
    pub(crate) fn call_object_trace(&mut self, ctx: &mut TraceContext, f: Value, args: &[Value]) -> Option<PyResult<Value>> {
        use crate::object::*;
        let (func, first) = match ptr_type(f) {
            Some(TY_BOUND_METHOD) => (field(f, 1), field(f, 2)),
            Some(ty) if ty >= FIRST_SHAPE_ID => {
                let cls = self.mem.instance_class(f);
                (self.lookup_type(cls, self.names.call)?, f)
            }
            _ => return None,
        };
        let mut all = [Value::EMPTY; 8];
        let all = all.get_mut(..args.len() + 1)?;
        all[0] = first;
        all[1..].copy_from_slice(args);
        self.call_traced_function(ctx, func, all)
    }

    fn run_traced_call(&mut self, ctx: &mut TraceContext, t: &Rc<TraceInfo>, f: Value, index: usize, args: &[Value]) -> PyResult<Value> {
        let top = self.push_exact_call(f, index, args)?;
        self.interp.native_depth += 1;
        let depth = self.mem.r.frames.len();
        // The caller's shadow frame and call site are its own again after.
        let (spill, site) = (ctx.spill, ctx.site);
        self.jit.stats.entries += 1;
        let left = self.run_once(ctx, t);
        // The usual end: the function's trace or one of its bridges ran to
        // the return, in this frame, which needs no interpreter.
        let returned = match left {
            Some((tag, jit::ir::END_OF_BRIDGE)) if self.mem.r.frames.len() == depth => self.returned_register(t, tag),
            _ => None,
        };
        let entered = match (returned, left) {
            (Some(_), _) => Ok(Hot::Ran),
            (None, Some(left)) => self.continue_traces(ctx, t, left),
            (None, None) => Ok(Hot::Nothing),
        };
        (ctx.spill, ctx.site) = (spill, site);
        let r = match (returned, entered) {
            (Some(src), _) => Ok(self.pop_returned_frame(src)),
            // The trace left the frame at its return, or elsewhere.
            (None, Ok(Hot::Ran)) if self.mem.r.frames.len() == depth => match self.return_at_return() {
                Some(v) => Ok(v),
                None => self.execute_resumed(Ok(())),
            },
            (None, entered) => self.execute_resumed(entered.map(|_| ())),
        };
        self.interp.native_depth -= 1;
        self.mem.r.stack.truncate(top);
        r
    }

    /// The register the trace of tag `tag` (`t` or a trace it jumped to)
    /// returns at its end, when it ends at a return.
    fn returned_register(&self, t: &Rc<TraceInfo>, tag: u32) -> Option<u16> {
        if tag as usize == t.id {
            return t.returns;
        }
        self.trace_by_tag(tag)?.returns
    }
}
