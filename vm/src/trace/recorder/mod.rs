//! The trace recorder: turns one interpreted iteration of a hot loop into trace IR.
//!
//! 1. The interpreter, in recording mode, calls `record` before it executes
//!    each instruction of the traced frame (instructions of deeper frames run
//!    inside the call that made them and are not recorded). `record` looks at
//!    the instruction and the current register values and emits IR that does
//!    the same thing for values of the same types, with guards on what it
//!    relied on (types, branch directions, no overflow).
//! 2. Registers are tracked in `slots`: the IR value each register holds in
//!    the trace. A register read for the first time is loaded from the frame
//!    (`LoadSlot`); a register written is only recorded as *dirty*. Every
//!    guard's snapshot lists the dirty registers; at the end of the iteration
//!    they are stored (boxed as needed: floats are allocated inline) so the
//!    next iteration starts from the frame again.
//! 3. Instructions without a specialized translation run in the interpreter
//!    from the trace: the dirty registers are stored, then `interp_step`
//!    executes the instruction on the real frame (calls, attribute access and
//!    everything else keep their exact semantics and tracebacks), and the
//!    register map is forgotten (the next reads reload).
//! 4. Calls of simple Python functions are inlined: the recorder follows the
//!    interpreter into the callee, whose registers continue the register map
//!    (its window starts at the caller's first argument register, as in the
//!    interpreter). The callee's frame exists only in snapshots: an exit
//!    inside it builds the frame (described by an `InlineFrame`). Calls a
//!    callee makes that the trace does not inline go through the `call`
//!    helper, as in the traced frame. A callee that needs the interpreter
//!    (`interp_step`, an inner loop, `yield`) aborts the recording, and the
//!    innermost call site is no longer inlined. Recursion is unrolled only
//!    for small loop-free functions, two frames deep (a function's trace
//!    inlines one call of itself); deeper, and for other functions, a
//!    recursive call reaches the function's own trace through the helper. Calls of builtins that hot code makes (`len`,
//!    `isinstance`, `math`'s functions, `range`, `super`, ...) become IR
//!    (`builtins`), and a bound method called inlines as a method call.
//! 5. Memory reads go through the builder's heap cache (`jit::build`, which
//!    every op passes through: it also shares constants and folds what is
//!    constant already): a field read again, or read
//!    after the trace stored it, reuses the value. Fields live in disjoint
//!    regions (an instance slot never aliases a range iterator's counter or
//!    a dict's entry table); a store forgets the cached fields of its region
//!    at its offset, and a helper call (which may run Python code) forgets
//!    everything. Stores still go to memory at once, so the cache is only a
//!    shortcut and exits need nothing from it.
//! 6. Reaching the loop header again closes the loop (a bridge, which
//!    starts at a hot guard exit of a compiled trace, ends there too:
//!    `bridge.rs`). A trace without a loop (a bridge, or a function's trace
//!    from its entry) may also end at a `return` of the traced frame, and a
//!    generator's loop at its `yield` (`peel.rs`). Anything the recorder
//!    cannot follow (an inner loop's back edge, leaving the frame, `yield`, an
//!    exception, a trace too long) aborts with a named reason.
//!
//! | file        | holds                                                      |
//! |-------------|------------------------------------------------------------|
//! | `mod`       | the recorder's state and the translation of each instruction |
//! | `emit`      | ops, constants, snapshots, guards and helper calls          |
//! | `registers` | the IR value of each register, boxing, `step`               |
//! | `heap`      | field loads and stores through the heap cache               |
//! | `numbers`   | arithmetic, comparisons, branches, `for` iteration          |
//! | `objects`   | attributes, methods, globals, instances, list items         |
//! | `folding`   | namespace entries as constants, under the trace's watch     |
//! | `inline`    | inlined calls and `__init__`                                |
//! | `operators` | binary operators' Python dunders, inlined                   |
//! | `generators`| generators inlined into the loop that iterates them         |
//! | `closures`  | cells and function objects made in the trace                |
//! | `peel`      | the loop header's phis, the back edge, loop exits           |
//! | `bridge`    | a bridge's start from an exit of another trace              |
//!
//! Must never: change VM state (it only reads registers and objects and
//! registers watches), or embed in the trace the address of an object that
//! can move (a young one); the old objects it names are kept alive by the
//! trace's watch.

mod bridge;
mod builtins;
mod closures;
mod emit;
mod folding;
mod generators;
mod heap;
mod inline;
mod numbers;
mod objects;
mod operators;
mod peel;
mod registers;
pub mod state;

pub use state::*;

use super::helpers::*;

use super::STOP;
use crate::runtime::code::Code;
use crate::object::num::{float_of, is_float};
use crate::object::*;
use crate::object::class::{class_kind, instance_shape, CLASS_SLOT_HINT};
use crate::object::shape::ShapeId;
use crate::value::Value;
use crate::runtime::vm::Vm;
use jit::context::MAX_EXIT_VALUES;
use jit::build::{BuildError, Builder, HeapKey};
use jit::ir::{FrameId, GuardFlags, HelperId, Imm, InputId, Opcode, PhiId, Slot, SnapId, Snapshot, Trace, Type, V};
use lang::bytecode::{BinaryOp, CompareOp, Instr, UnaryOpKind};
use std::collections::HashMap;

impl Recorder {
    /// A recorder for the loop at `header` of `code`, or for the function
    /// itself from its entry when `header` is `code.function_entry()` (a
    /// trace without a loop, like a bridge, that ends at a return or at a
    /// compiled loop's header).
    pub fn new(code: &Code, header: u32, depth: usize, policy: RecordPolicy) -> Recorder {
        let n = code.co.nregs as usize;
        let function = header == code.function_entry();
        let mut b = Builder::new(policy.trace_limit);
        b.trace.bridge = function;
        Recorder { b, function, yields: false, returns: false, code_index: code.index, header, depth, own_regs: n, slots: vec![None; n], dirty: vec![false; n], valid_checked: false, watch: Default::default(), shapes: HashMap::new(), bound: Default::default(), expect: None, branch_fixup: None, instructions: 0, steps: 0, generator_resumes: 0, unrolled: HashMap::new(), unrolling: None, bridge_recording: false, pc: header, loop_back: None, max_pc: header, branches: Vec::new(), heap_phis: Vec::new(), code_shapes: HashMap::new(), live: HashMap::from([(code.index, code.liveness())]), loop_mark: 0, phi_slots: Vec::new(), off: 0, inlined: Vec::new(), inline_frames: Vec::new(), expect_code: code.index, policy, current: "", stepped: Vec::new(), targets: Default::default(), end_at: header, joins_loop: false, inlined_calls: 0 }
    }

    // ---- instructions -----------------------------------------------------

    /// `frames.len()` of the frame being recorded (the innermost inlined one).
    pub fn current_depth(&self) -> usize {
        self.depth + self.inlined.len()
    }

    /// Is this a trace (not a bridge) entered once per call of a function
    /// or per resume of a generator, with too little work in it to pay
    /// for its entries (`MIN_ENTRY_WORK`)? One that goes on in a compiled
    /// loop's trace (a function's entry up to its loop) is not: the work
    /// is the loop's. Nor is a function's recorded at a call from compiled
    /// code (`RecordPolicy::called_from_traces`). A call inlined counts as the work of the frame it
    /// saves (`INLINED_CALL_WORK`). (A recursive function's calls of
    /// itself enter its trace from compiled code, `Vm::call_traced_function`,
    /// at about the cost of an entry from the interpreter: the same
    /// measure holds.)
    pub fn too_short(&self) -> bool {
        let from_traces = self.function && self.policy.called_from_traces;
        (self.function || self.yields || self.returns) && !self.bridge_recording && !from_traces && !self.joins_loop && self.instructions + self.inlined_calls * INLINED_CALL_WORK < MIN_ENTRY_WORK
    }

    /// Does the trace (not a bridge) resume generators out of line with
    /// too little other work to pay for it (`MIN_WORK_PER_RESUME`)?
    pub fn resume_bound(&self) -> bool {
        !self.b.trace.bridge && self.generator_resumes * MIN_WORK_PER_RESUME > self.instructions
    }

    /// The back edge of an inner loop (to `target` in `code`): followed
    /// up to `MAX_UNROLL` times (the inner loop unrolled as it ran) when
    /// it is one of the loops `MAX_UNROLL` lists; else the inner loop gets
    /// a trace of its own.
    pub(super) fn unroll_inner(&mut self, code: &Code, target: u32) -> Res<()> {
        let blacklisted = code.loop_counts.get(target as usize).is_some_and(|c| c.get() == crate::runtime::code::BLACKLISTED);
        let frame = self.inlined.last().map(|f| (f.info, f.unrolls, f.generator.is_some()));
        let in_call = frame.is_some_and(|(_, form, generator)| !form && !generator) && !blacklisted;
        let allowed = blacklisted || frame.is_some_and(|(_, form, _)| form) || in_call && !self.bridge_recording;
        // A long trace compiles slowly (more than in proportion to its
        // length): once the iteration being recorded (the loop body, or
        // the preamble) passes `UNROLL_OPS_SHARE` of the op limit, loops of
        // inlined calls are not unrolled (the call is made out of line).
        let iteration = self.b.trace.ops.len() - self.b.trace.loop_start().unwrap_or(0);
        let long = in_call && iteration * UNROLL_OPS_SHARE > self.policy.trace_limit;
        let n = self.unrolled.entry((frame.map(|f| f.0 .0), code.index, target)).or_insert(0);
        if !allowed || long || *n >= MAX_UNROLL {
            return Err(Abort::InnerLoop);
        }
        *n += 1;
        if let (true, Some((info, _, _))) = (in_call, frame) {
            // Guards from here until the frame returns are flagged.
            self.inline_frames[info.index()].unrolled_loop = true;
            let depth = self.inlined.len();
            self.unrolling = Some(self.unrolling.map_or(depth, |d| d.min(depth)));
        }
        Ok(())
    }

    /// Is this a function's trace, recorded from its entry?
    pub fn from_function_entry(&self) -> bool {
        self.function && !self.bridge_recording
    }

    /// Did the recording start the loop's body (its first iteration being the preamble)?
    pub fn peeled(&self) -> bool {
        self.loop_mark > 0
    }

    /// Where the recording is: the code index and pc of the instruction
    /// being recorded (in the innermost inlined frame) and its name.
    pub fn position(&self) -> (usize, u32, &'static str) {
        (self.expect_code, self.pc, self.current)
    }

    /// Records the instruction `ins` at `pc` of the frame whose registers
    /// start at stack slot `base`, about to run.
    pub fn record(&mut self, vm: &mut Vm, code: &Code, base: usize, pc: u32, ins: Instr) -> Res<Recorded> {
        if let Some(want) = self.expect.take() {
            if want != pc {
                return Err(Abort::LoopExit);
            }
        }
        if let Some((g, if_true, if_false)) = self.branch_fixup.take() {
            if pc != if_true {
                if pc != if_false {
                    return Err(Abort::LoopExit);
                }
                self.b.trace.ops[g.0 as usize].opcode = Opcode::GuardFalse;
            }
        }
        if self.instructions > 0 && self.inlined.is_empty() && (self.b.trace.bridge && pc == self.header || pc != self.header && self.targets.contains(&pc)) {
            // A compiled loop's header: its trace runs next.
            if self.loop_mark > 0 {
                return Err(Abort::InnerLoop);
            }
            self.b.trace.bridge = true;
            self.end_at = pc;
            self.joins_loop = true;
            return self.close();
        }
        if pc == self.header && self.instructions > self.loop_mark && self.inlined.is_empty() {
            if self.loop_mark == 0 && self.policy.peel && self.steps == 0 {
                // The first iteration becomes the preamble; record a second as the loop body.
                self.start_loop()?;
            } else {
                return self.close();
            }
        }
        self.pc = pc;
        if self.instructions == 0 && !self.b.trace.bridge {
            self.check_interrupt()?;
        }
        self.instructions += 1;
        if self.inlined.is_empty() {
            self.max_pc = self.max_pc.max(pc);
        }
        self.current = instr_name(&ins);
        if self.b.trace.ops.len() + self.policy.trace_limit / SPLIT_MARGIN_SHARE >= self.policy.trace_limit {
            // A peeled loop whose body would not fit is recorded again
            // unpeeled (`record.rs`); long straight code is cut here.
            if self.loop_mark > 0 {
                return Err(Abort::TraceTooLong);
            }
            if self.inlined.is_empty() && self.instructions > 1 {
                return self.split_here();
            }
        }
        if self.inlined.last().is_some_and(|f| f.init) && lang::liveness::writes(&ins).contains(&0) {
            // The instance must stay in register 0 of an inlined __init__ (exits read it there).
            return Err(Abort::InlineNeedsFrame);
        }
        // The frame's registers should all be on the stack; a recording
        // that finds them cut short ends instead of reading past it.
        let Some(regs) = vm.mem.r.stack.get(base..base + code.co.nregs as usize) else { return Err(Abort::LeftFrame) };
        let regs: Vec<Value> = regs.to_vec();
        self.translate(vm, code, pc, ins, &regs)
    }

    /// The IR of instruction `ins` at `pc`, specialized on the values its
    /// registers hold now (`regs`).
    fn translate(&mut self, vm: &mut Vm, code: &Code, pc: u32, ins: Instr, regs: &[Value]) -> Res<Recorded> {
        let reg = |r: u16| regs[r as usize];
        match ins {
            Instr::LoadConst { dst, k } => {
                let c = self.const_ref(code.consts[k as usize])?;
                self.set(dst, c);
            }
            Instr::LoadInt { dst, value } => {
                let c = self.const_int(value as i64)?;
                self.set(dst, c);
            }
            Instr::LoadNone { dst } => {
                let c = self.const_ref(Value::NONE)?;
                self.set(dst, c);
            }
            Instr::LoadBool { dst, value } => {
                let c = self.const_ref(Value::bool(value))?;
                self.set(dst, c);
            }
            Instr::Clear { dst } => {
                let c = self.const_ref(Value::EMPTY)?;
                self.set(dst, c);
            }
            Instr::Move { dst, src } => {
                let v = self.get(src)?;
                self.set(dst, v);
            }
            Instr::Nop | Instr::Jump { .. } => {}
            Instr::CheckBound { src, .. } => self.check_bound(src)?,
            Instr::LoopBack { target } if self.in_generator() => self.generator_back_edge(code, target)?,
            Instr::LoopBack { target } => {
                // An inlined frame's loop is another loop, whatever its pc
                // (the header and targets are pcs of the traced frame's code).
                if !self.inlined.is_empty() || target != self.header && !self.targets.contains(&target) {
                    self.unroll_inner(code, target)?;
                } else {
                    self.loop_back = Some(pc);
                }
            }
            Instr::Add { dst, a, b } => self.binary(vm, code, pc, BinaryOp::Add, false, dst, a, b, regs)?,
            Instr::Sub { dst, a, b } => self.binary(vm, code, pc, BinaryOp::Sub, false, dst, a, b, regs)?,
            Instr::Mul { dst, a, b } => self.binary(vm, code, pc, BinaryOp::Mul, false, dst, a, b, regs)?,
            Instr::Binary { op, dst, a, b } => self.binary(vm, code, pc, op, false, dst, a, b, regs)?,
            Instr::Inplace { op, dst, a, b } => self.binary(vm, code, pc, op, true, dst, a, b, regs)?,
            Instr::Contains { dst, a, b, neg } => {
                let r = self.value_call(H_CONTAINS, &[b, a])?;
                let want = self.const_ref(Value::bool(!neg))?;
                let v = self.op(Opcode::RefEq, &[r, want])?;
                self.set(dst, v);
            }
            Instr::Unary { op, dst, src } if self.unary(op, dst, src, reg(src))? => {}
            Instr::Unary { op, dst, src } => {
                let k = self.const_int(UNARY_OPS.iter().position(|o| *o == op).unwrap_or(0) as i64)?;
                let x = self.get(src)?;
                let x = self.boxed(x)?;
                let r = self.call(H_UNARY, &[k, x], Type::Ref)?;
                self.set(dst, r);
            }
            Instr::StoreGlobal { src, name } if self.store_module_global(vm, src, code.names[name as usize])? => {}
            Instr::StoreGlobal { src, name } => {
                let g = match self.inlined.last().map(|f| f.globals) {
                    Some(g) => g,
                    None => self.const_ref(Value::EMPTY)?,
                };
                let n = self.const_ref(code.names[name as usize])?;
                let x = self.get(src)?;
                let x = self.boxed(x)?;
                self.call(H_STORE_GLOBAL, &[g, n, x], Type::Ref)?;
            }
            Instr::BuildTuple { dst, start, count } if (count as usize) <= MAX_INLINE_TUPLE => self.build_tuple(dst, start, count)?,
            Instr::BuildList { dst, start, count } if (count as usize) <= MAX_INLINE_LIST => self.build_list(dst, start, count)?,
            Instr::BuildSlice { dst, start } => self.build_slice(dst, start)?,
            Instr::ListAppend { list, src } if is_type(reg(list), TY_LIST) => {
                let l = self.get(list)?;
                let x = self.get(src)?;
                let x = self.boxed(x)?;
                self.list_append(l, reg(list), x)?;
            }
            Instr::ListAppend { list, src } => {
                self.value_call(H_LIST_APPEND, &[list, src])?;
            }
            Instr::SetAdd { set, src } => {
                self.value_call(H_SET_ADD, &[set, src])?;
            }
            Instr::DictInsert { dict, key, src } => {
                self.value_call(H_DICT_INSERT, &[dict, key, src])?;
            }
            Instr::ListExtend { list, src } => {
                self.value_call(H_LIST_EXTEND, &[list, src])?;
            }
            Instr::DictUpdate { dict, src } => {
                self.value_call(H_DICT_UPDATE, &[dict, src])?;
            }
            Instr::ListToTuple { dst, src } => {
                let t = self.value_call(H_LIST_TO_TUPLE, &[src])?;
                self.set(dst, t);
            }
            Instr::BuildDict { dst, start, count } if 2 * count as usize <= CALL_ARGS => self.display_call(H_BUILD_DICT, None, dst, start, 2 * count)?,
            Instr::BuildSet { dst, start, count, constant } if count as usize <= CALL_ARGS => self.display_call(H_BUILD_SET, Some(constant as i64), dst, start, count)?,
            Instr::BuildString { dst, start, count } if count as usize <= CALL_ARGS => self.display_call(H_BUILD_STRING, None, dst, start, count)?,
            Instr::Format { dst, src, conversion, spec } => {
                let k = self.const_int(conversion as i64)?;
                let (v, sp) = (self.get(src)?, self.get(spec)?);
                let args = vec![k, self.boxed(v)?, self.boxed(sp)?];
                let r = self.call(H_FORMAT, &args, Type::Ref)?;
                self.set(dst, r);
            }
            Instr::Compare { op, dst, a, b } => self.compare(op, dst, a, b, reg(a), reg(b))?,
            Instr::Is { dst, a, b, neg } => self.identity(dst, a, b, neg)?,
            Instr::JumpIfFalse { cond, target } => self.branch(cond, reg(cond), false, target, pc)?,
            Instr::JumpIfTrue { cond, target } => self.branch(cond, reg(cond), true, target, pc)?,
            Instr::ForIter { iter, dst, .. } if is_type(reg(iter), TY_GENERATOR) && self.inline_generator(vm, code.index, pc, iter, dst, code.co.nregs, reg(iter))? => {}
            Instr::ForIter { iter, dst, target } => self.for_iter(iter, dst, target, reg(iter))?,
            Instr::LoadGlobal { dst, name } if self.module_global(vm, dst, code.names[name as usize])? => {}
            Instr::LoadGlobal { dst, name } if self.builtin_global(vm, dst, code.names[name as usize])? => {}
            Instr::LoadGlobal { dst, name } => {
                let n = self.const_ref(code.names[name as usize])?;
                let v = match self.inlined.last().map(|f| f.globals) {
                    None => self.call(H_LOAD_GLOBAL, &[n], Type::Ref)?,
                    Some(g) => self.call(H_LOAD_GLOBAL_IN, &[g, n], Type::Ref)?,
                };
                self.set(dst, v);
            }
            Instr::Call { dst, func, argc, kw: 0, .. } if is_type(reg(func), TY_FUNCTION) && self.new_generator(vm, dst, func, argc, reg(func))? => {}
            Instr::Call { dst, func, argc, kw, kwnames } if is_type(reg(func), TY_FUNCTION) => {
                let names = if kw > 0 { code.consts[kwnames as usize] } else { Value::EMPTY };
                match self.binding(vm, code.index, pc, reg(func), argc as usize, names, kw as usize) {
                    Some(params) => self.inline_call(vm, pc, dst, func, func + 1, reg(func), &params)?,
                    None => self.call_not_inlined(vm, dst, func, func + 1, argc, kw, regs)?,
                }
            }
            Instr::CallMethod { dst, base: b, argc, kw, kwnames } if is_type(reg(b), TY_FUNCTION) => {
                let names = if kw > 0 { code.consts[kwnames as usize] } else { Value::EMPTY };
                self.guard_method_binding(b + 1, reg(b + 1))?;
                let (start, n) = method_args(b, argc, reg(b + 1));
                match self.binding(vm, code.index, pc, reg(b), n as usize, names, kw as usize) {
                    Some(params) => self.inline_call(vm, pc, dst, b, start, reg(b), &params)?,
                    None => self.call_not_inlined(vm, dst, b, start, n, kw, regs)?,
                }
            }
            Instr::CallMethod { dst, base: b, argc, kw, kwnames } if is_type(reg(b), TY_BOUND_METHOD) && reg(b + 1).is_empty() => {
                let names = if kw > 0 { code.consts[kwnames as usize] } else { Value::EMPTY };
                if !self.bound_method_call(vm, code.index, pc, dst, b, argc, kw, names, reg(b))? {
                    self.method_call_not_inlined(vm, dst, b, argc, kw, regs)?
                }
            }
            Instr::LoadMethod { base: b, obj, name } if self.load_method(vm, b, obj, reg(obj), code.names[name as usize])? => {}
            Instr::LoadMethod { base: b, obj, name } if self.super_method(vm, b, obj, reg(obj), code.names[name as usize])? => {}
            Instr::LoadMethod { base: b, obj, name } if self.class_method(vm, b, obj, reg(obj), code.names[name as usize])? => {}
            Instr::LoadMethod { base: b, obj, name } if self.load_method_unbound(vm, b, obj, reg(obj), code.names[name as usize])? => {}
            Instr::Yield { dst, src } if self.in_generator() => self.generator_yield(pc, dst, src)?,
            Instr::Return { src } if self.in_generator() => self.generator_return(vm, src)?,
            Instr::Return { src } if !self.inlined.is_empty() => self.inline_return(vm, src, reg(src))?,
            Instr::LoadAttr { dst, obj, name } => {
                let (o, n) = (reg(obj), code.names[name as usize]);
                if !self.load_attr(vm, dst, obj, o, n)? && !self.inline_attr_call(vm, code, pc, dst, obj, o, n)? {
                    self.other_attr(vm, dst, obj, o, n)?;
                }
            }
            Instr::StoreAttr { obj, name, src } => {
                let (o, n) = (reg(obj), code.names[name as usize]);
                if !self.store_attr(vm, obj, o, n, src)? {
                    self.namespace_set_attr(vm, obj, o, n, src)?;
                }
            }
            Instr::Call { dst, func, argc: 0, kw: 0, .. } if self.plain_instantiation(vm, reg(func)) => self.instantiate(vm, dst, func, reg(func))?,
            Instr::Call { dst, func, argc, kw: 0, .. } if self.init_inlinable(vm, code.index, pc, reg(func), argc as usize) => self.inline_init(vm, pc, dst, func, reg(func))?,
            Instr::Call { dst, func, argc, kw: 0, .. } if self.instance_call(vm, code, pc, dst, func, argc, reg(func))? => {}
            Instr::GetItem { dst, obj, key } if is_type(reg(obj), TY_LIST) && reg(key).is_int() => self.list_item(obj, key, reg(obj), reg(key), Some(dst), None)?,
            Instr::SetItem { obj, key, src } if is_type(reg(obj), TY_LIST) && reg(key).is_int() => self.list_item(obj, key, reg(obj), reg(key), None, Some(src))?,
            Instr::GetItem { dst, obj, key } if is_type(reg(obj), TY_TUPLE) && reg(key).is_int() => self.tuple_item(obj, key, reg(obj), reg(key), dst)?,
            Instr::GetItem { dst, obj, key } if matches!(ptr_type(reg(obj)), Some(TY_LIST) | Some(TY_TUPLE)) && is_type(reg(key), TY_SLICE) => self.slice_items(dst, obj, key, reg(obj))?,
            Instr::SetItem { obj, key, src } if is_type(reg(obj), TY_LIST) && is_type(reg(key), TY_SLICE) => self.store_slice_items(obj, key, src)?,
            Instr::GetItem { dst, obj, key } if self.inline_item_call(vm, code, pc, Some(dst), obj, key, None, reg(obj))? => {}
            Instr::SetItem { obj, key, src } if self.inline_item_call(vm, code, pc, None, obj, key, Some(src), reg(obj))? => {}
            Instr::GetItem { dst, obj, key } if self.builtin_dict_item(vm, Some(dst), obj, key, None, reg(obj), reg(key))? => {}
            Instr::SetItem { obj, key, src } if self.builtin_dict_item(vm, None, obj, key, Some(src), reg(obj), reg(key))? => {}
            Instr::GetItem { dst, obj, key } => {
                let r = self.value_call(H_GET_ITEM, &[obj, key])?;
                self.set(dst, r);
            }
            Instr::SetItem { obj, key, src } => {
                self.value_call(H_SET_ITEM, &[obj, key, src])?;
            }
            Instr::Call { dst, func, argc, kw: 0, .. } if self.inline_generator_form(vm, code.index, pc, dst, func, argc, regs)? => {}
            Instr::Call { dst, func, argc, kw, .. } => self.call_not_inlined(vm, dst, func, func + 1, argc, kw, regs)?,
            Instr::CallMethod { dst, base: b, argc, kw, .. } => self.method_call_not_inlined(vm, dst, b, argc, kw, regs)?,
            Instr::Return { .. } if self.b.trace.bridge => return self.end_at_return(pc),
            Instr::Return { .. } if !self.function => return self.end_loop_at_return(pc),
            Instr::Return { .. } => return Err(Abort::LeftFrame),
            Instr::Yield { .. } if self.inlined.is_empty() && self.loop_mark == 0 => return self.end_at_yield(pc),
            Instr::GetAwaitable { dst, src } if crate::object::generator::is_coroutine(reg(src)) => self.coroutine_awaitable(dst, src)?,
            Instr::YieldFromStep { iter, sent, dst, target } if crate::object::generator::is_coroutine(reg(iter)) && reg(sent).is_none() => self.await_coroutine(vm, code, pc, iter, sent, dst, target, reg(iter))?,
            Instr::Yield { .. } | Instr::YieldFromStep { .. } => return Err(Abort::Yield),
            Instr::Unpack { src, dst, count } => self.unpack(src, dst, count, reg(src))?,
            Instr::GetIter { dst, src } => self.get_iter(vm, dst, src, reg(src))?,
            Instr::MakeCell { reg } => self.make_cell(reg)?,
            Instr::LoadDeref { dst, cell, .. } => self.load_deref(dst, cell)?,
            Instr::StoreDeref { cell, src } => self.store_deref(cell, src)?,
            Instr::MakeFunction { dst, code: k, defaults, kwdefaults, closure } if self.make_function(vm, dst, code.consts[k as usize].as_int() as usize, defaults, kwdefaults, closure)? => {}
            _ => self.step()?,
        }
        Ok(Recorded::Continue)
    }

    /// `R[dst] = R[a] op R[b]` (`op=` when `inplace`): a Python dunder's
    /// frame inlined (`operators.rs`), else the operation on numbers or
    /// through a helper (`numbers.rs`).
    #[allow(clippy::too_many_arguments)]
    fn binary(&mut self, vm: &mut Vm, code: &Code, pc: u32, op: BinaryOp, inplace: bool, dst: u16, a: u16, b: u16, regs: &[Value]) -> Res<()> {
        let (x, y) = (regs[a as usize], regs[b as usize]);
        if self.operator_frame(vm, code, pc, op, inplace, dst, a, b, x, y)? {
            return Ok(());
        }
        self.arith(op, inplace, dst, a, b, x, y)
    }

    /// `a is b` (`a is not b` when `neg`) into `dst`.
    fn identity(&mut self, dst: u16, a: u16, b: u16, neg: bool) -> Res<()> {
        let (x, y) = (self.get(a)?, self.get(b)?);
        if x == y {
            // One value in both registers: the same object.
            let r = self.const_ref(Value::bool(!neg))?;
            self.set(dst, r);
            return Ok(());
        }
        let (tx, ty) = (self.b.trace.ty(x), self.b.trace.ty(y));
        if tx == Type::Float || ty == Type::Float {
            // The trace holds the float unboxed: its identity is in the
            // frame. Only against what is surely no float (an int, a bool,
            // a constant such as None) is the answer known: not the same.
            let other = if tx == Type::Float { y } else { x };
            let surely_not_float = match self.b.trace.ty(other) {
                Type::Int | Type::Bool => true,
                Type::Ref => self.b.trace.op(other).opcode == Opcode::ConstRef && !is_float(Value(self.b.trace.op(other).const_word() as u64)),
                _ => false,
            };
            if !surely_not_float {
                return self.step();
            }
            let r = self.const_ref(Value::bool(neg))?;
            self.set(dst, r);
            return Ok(());
        }
        let (x, y) = (self.boxed(x)?, self.boxed(y)?);
        let same = self.op(Opcode::RefEq, &[x, y])?;
        if neg {
            let f = self.const_ref(Value::FALSE)?;
            let t = self.const_ref(Value::TRUE)?;
            let v = self.op(Opcode::Select, &[same, f, t])?;
            self.set(dst, v);
        } else {
            self.set(dst, same);
        }
        Ok(())
    }

    /// A call of `R[func]` (runtime value `f`) with `n` arguments from
    /// register `first` that the trace does not inline: as IR for the
    /// builtins it specializes (`builtins`), through the `call` helper when
    /// they are few and positional, else `interp_step`. Inside
    /// an inlined frame the callee runs on top of the trace's frame, so a
    /// builtin that reads its caller's frame goes to `interp_step` (which
    /// aborts there).
    fn call_not_inlined(&mut self, vm: &mut Vm, dst: u16, func: u16, first: u16, n: u16, kw: u16, regs: &[Value]) -> Res<()> {
        let f = regs[func as usize];
        let args = &regs[first as usize..(first + n) as usize];
        if kw == 0 && (is_type(f, TY_BUILTIN) || is_type(f, TY_CLASS)) && self.builtin_call(vm, dst, func, first, f, args)? {
            return Ok(());
        }
        if kw == 0 && is_type(f, TY_BUILTIN) && !crate::object::func::builtin_self(f).is_empty() && self.bound_container_method(dst, func, first, f, args)? {
            return Ok(());
        }
        if kw > 0 || n as usize > CALL_ARGS || (!self.inlined.is_empty() || reads_caller_registers(f)) && reads_caller_frame(vm, f, n) {
            return self.step();
        }
        let args: Vec<u16> = (0..n).map(|i| first + i).collect();
        self.generic_call(dst, func, &args)
    }

    /// A `CallMethod` the trace does not inline (see `call_not_inlined`):
    /// the arguments start at the self slot `b + 1` when it is bound, past
    /// it when it is empty, so the trace guards which (the `LoadMethod`
    /// before it may bind differently next time).
    fn method_call_not_inlined(&mut self, vm: &mut Vm, dst: u16, b: u16, argc: u16, kw: u16, regs: &[Value]) -> Res<()> {
        self.guard_method_binding(b + 1, regs[b as usize + 1])?;
        let (start, n) = method_args(b, argc, regs[b as usize + 1]);
        self.call_not_inlined(vm, dst, b, start, n, kw, regs)
    }

    /// Before a `CallMethod` whose arguments the trace fixes: a guard that
    /// register `r` (the bound instance `LoadMethod` left, or EMPTY) is
    /// empty again exactly when it was while recording (`bound`), unless
    /// the trace knows. A `LoadMethod` the trace did not specialize may
    /// bind differently next time (an instance dict entry shadowing the
    /// class's method, say).
    fn guard_method_binding(&mut self, r: u16, bound: Value) -> Res<()> {
        if !bound.is_empty() {
            return self.check_bound(r);
        }
        let v = self.get(r)?;
        if self.b.trace.constant(v) == Some(0) {
            return Ok(());
        }
        let empty = self.const_ref(Value::EMPTY)?;
        let is_empty = self.op(Opcode::RefEq, &[v, empty])?;
        self.guard(Opcode::GuardTrue, &[is_empty], Imm::None)?;
        Ok(())
    }

    /// `CheckBound`: a guard that the register is not empty, unless the trace knows it.
    fn check_bound(&mut self, r: u16) -> Res<()> {
        let v = self.get(r)?;
        self.guard_bound(v)
    }

    /// A guard that `v` is not EMPTY, unless the trace knows it.
    fn guard_bound(&mut self, v: V) -> Res<()> {
        let known = self.b.trace.ty(v) != Type::Ref || self.b.trace.constant(v).is_some_and(|w| w != 0) || self.bound.contains(&v);
        if !known {
            let empty = self.const_ref(Value::EMPTY)?;
            let is_empty = self.op(Opcode::RefEq, &[v, empty])?;
            self.guard(Opcode::GuardFalse, &[is_empty], Imm::None)?;
            self.bound.insert(v);
        }
        Ok(())
    }
}

/// Does calling `f` read the calling frame (its globals, its first
/// argument)? `super()`, `globals()`, `type(name, bases, ns)` (the new
/// class's `__module__`) and `__import__` (a relative import's package).
fn reads_caller_frame(vm: &Vm, f: Value, n: u16) -> bool {
    if is_type(f, TY_BUILTIN) {
        let name = crate::runtime::native::builtin_name(crate::object::func::builtin_id(f));
        return matches!(name, "globals" | "__import__") || reads_caller_registers(f);
    }
    use crate::runtime::types::TypeId;
    f == vm.ty(TypeId::Super) || f == vm.ty(TypeId::Type) && n == 3
}

/// Does calling `f` read the calling frame's registers (its local
/// variables)? `locals()`, `vars()` and `dir()` without an argument, and
/// `exec`/`eval` (which default to the caller's locals): the recorder
/// steps them, so the registers are in the frame when they run.
fn reads_caller_registers(f: Value) -> bool {
    is_type(f, TY_BUILTIN) && {
        let name = crate::runtime::native::builtin_name(crate::object::func::builtin_id(f));
        matches!(name, "locals" | "vars" | "dir" | "exec" | "eval")
    }
}

/// The first argument register and argument count of `CallMethod` at
/// `b` with `argc` arguments: the instance (`bound`, runtime value of
/// register `b + 1`) counts as the first when `LoadMethod` left one there.
fn method_args(b: u16, argc: u16, bound: Value) -> (u16, u16) {
    if bound.is_empty() {
        (b + 2, argc)
    } else {
        (b + 1, argc + 1)
    }
}

/// The variant name of an instruction (`Binary`, `LoadAttr`, ...).
fn instr_name(ins: &Instr) -> &'static str {
    let text = format!("{ins:?}");
    let name = text.split([' ', '{']).next().unwrap_or("");
    // Names are few and fixed: intern them for the statistics.
    static NAMES: std::sync::Mutex<Vec<&'static str>> = std::sync::Mutex::new(Vec::new());
    let Ok(mut names) = NAMES.lock() else { return "?" };
    if let Some(n) = names.iter().find(|n| **n == name) {
        return n;
    }
    let leaked: &'static str = Box::leak(name.to_string().into_boxed_str());
    names.push(leaked);
    leaked
}
