//! The dispatch loop: the current frame's code, base and pc in locals, one
//! `match` arm per instruction, the register access macros it uses, and the
//! helpers of its `with` and global-load arms.
//!
//! Must never: keep a `Value` in a Rust local across anything that can
//! allocate unless it is re-read from its register afterwards.

use super::displays::Items;
use super::handlers::ForStep;
use super::tracing::{Hot, Tracing};
use super::*;
use crate::object::*;
use crate::object::generator::{G_STATE, STATE_CREATED};
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{Exc, PyResult, Vm};
use crate::runtime::code::{Code, GlobalHint};
use lang::bytecode::{BinaryOp, CompareOp, Instr, UnaryOpKind};
use std::rc::Rc;
use crate::runtime::calls::Calls;

/// The running code, detached from its frame's `Rc` so the loop holds no
/// reference count and no borrow of `self`.
#[inline(always)]
fn code_ref<'a>(c: &Rc<Code>) -> &'a Code {
    // SAFETY: every `Code` is also owned by `Tables::codes`, which only grows and
    // lives as long as the VM, so the pointee outlives any use in `dispatch`.
    unsafe { &*Rc::as_ptr(c) }
}

/// The instructions of a code object as a slice detached from the borrow of
/// its `Rc`, so the interpreter can keep it in a local while it also holds
/// `&mut self`.
#[inline(always)]
fn unsafe_slice<'a>(v: &[Instr]) -> &'a [Instr] {
    // SAFETY: the caller keeps an `Rc` of the code (the local `code`) alive for
    // as long as it uses the slice, and code objects are never mutated.
    unsafe { std::slice::from_raw_parts(v.as_ptr(), v.len()) }
}

/// Checks a register index in debug builds; the identity in release builds.
#[inline(always)]
fn debug_index(len: usize, i: usize) -> usize {
    debug_assert!(i < len, "register {} outside the stack ({})", i, len);
    i
}

impl Vm {
    /// The interpreter loop proper (see the module comment), in one of the
    /// modes `NORMAL`, `RECORD` or `STEP`.
    pub(super) fn dispatch<const MODE: u8>(&mut self) -> PyResult<Flow> {
        let (mut code, mut base, mut pc) = {
            let f = self.frame();
            (code_ref(&f.code), f.base, f.pc)
        };
        self.mem.running_code(code.pretenured_sites.get() > 0);
        // The running code's instructions; `code` keeps them alive. Every code
        // object ends in `Return` and every jump target is an instruction index
        // (the compiler guarantees both), so `pc` stays in bounds.
        let mut instrs: &[Instr] = unsafe_slice(&code.co.instrs);
        // Every register index is below the frame's `nregs` (the compiler
        // guarantees it) and `push_frame` sized the stack for the frame.
        macro_rules! reg {
            ($r:expr) => {
                // SAFETY: `base + r < stack.len()` by the invariant above.
                unsafe {
                    let i = debug_index(self.mem.r.stack.len(), base + $r as usize);
                    *self.mem.r.stack.get_unchecked(i)
                }
            };
        }
        macro_rules! set {
            ($r:expr, $v:expr) => {{
                let v: Value = $v;
                // SAFETY: as for `reg!`.
                let i = debug_index(self.mem.r.stack.len(), base + $r as usize);
                unsafe { *self.mem.r.stack.get_unchecked_mut(i) = v }
            }};
        }
        macro_rules! tr {
            ($e:expr) => {
                match $e {
                    Ok(v) => v,
                    Err(e) => {
                        self.frame_mut().pc = pc;
                        return Err(e);
                    }
                }
            };
        }
        // `R[dst] = R[a] op R[b]` (`op=` when `inplace`): the inline fast
        // path; with an instance operand, its Python dunder as a frame
        // (`operators.rs`; not in step mode, whose caller runs one
        // instruction and makes a frame it pushes an entry frame); else
        // the general operation.
        macro_rules! arith {
            ($op:expr, $dst:expr, $a:expr, $b:expr, $inplace:expr) => {{
                let (x, y) = (reg!($a), reg!($b));
                match self.arith_fast($op, x, y) {
                    Some(v) => set!($dst, v),
                    None => {
                        self.frame_mut().pc = pc;
                        match tr!(self.operator_or_call(MODE != STEP, $op, $inplace, x, y, base + code.co.nregs as usize, base + $dst as usize)) {
                            Called::Value(v) => set!($dst, v),
                            Called::Frame => entered!(),
                        }
                    }
                }
            }};
        }
        // `R[dst] = R[a] op R[b]` for a comparison, taking the branch that
        // follows when it tests `R[dst]` (`branch_on_next`).
        macro_rules! compare {
            ($op:expr, $dst:expr, $a:expr, $b:expr) => {{
                let v = tr!(self.compare_values($op, reg!($a), reg!($b)));
                set!($dst, v);
                if MODE == NORMAL {
                    branch_on_next!($dst, v);
                }
            }};
        }
        macro_rules! reload {
            () => {{
                let f = self.frame();
                code = code_ref(&f.code);
                base = f.base;
                pc = f.pc;
                instrs = unsafe_slice(&code.co.instrs);
                self.mem.running_code(code.pretenured_sites.get() > 0);
            }};
        }
        // After a call pushed a Python function's frame: the frame is the
        // running one, at its entry; a hot function runs its trace there
        // (or starts recording one).
        macro_rules! entered {
            () => {{
                reload!();
                if self.may_enter_traces::<MODE>() && self.function_is_hot(code) {
                    match self.function_hot(code)? {
                        Hot::Nothing => {}
                        Hot::Record => return Ok(Flow::Switch),
                        Hot::Ran => reload!(),
                    }
                }
            }};
        }
        // After an instruction that left the bool `v` in register `r`: when
        // the next is a JumpIfFalse on `r` (`if a < b:`), takes it too, with
        // no dispatch of its own. Only in NORMAL mode: the others must see
        // every instruction.
        macro_rules! branch_on_next {
            ($r:expr, $v:expr) => {{
                let v: Value = $v;
                if v == Value::TRUE || v == Value::FALSE {
                    // SAFETY: `pc` is in bounds: the instruction just run
                    // was not the code's last (that is always a Return).
                    if let Instr::JumpIfFalse { cond, target } = unsafe { *instrs.get_unchecked(pc) } {
                        if cond == $r {
                            pc = if v == Value::FALSE { target as usize } else { pc + 1 };
                        }
                    }
                }
            }};
        }
        // Ctrl-C and the heap limit become exceptions here, at calls and
        // loop back edges (the caller has saved `pc` in the frame); the
        // time profiler's samples are taken here too, and weak references'
        // callbacks run.
        macro_rules! safe_point {
            () => {{
                if crate::runtime::interrupt::any_request() {
                    self.serve_requests()?;
                }
                if self.mem.take_over_limit() {
                    return Err(self.raise_new(TypeId::MemoryError, "the heap is over its limit (PITH_MAX_HEAP)"));
                }
                if self.mem.has_cleared_weak() {
                    self.run_weak_callbacks();
                }
            }};
        }
        loop {
            debug_assert!(pc < instrs.len());
            // SAFETY: `pc` is in bounds (see `instrs` above).
            // (Matched in place: each arm loads only its own operands.)
            let ins: &Instr = unsafe { instrs.get_unchecked(pc) };
            // Frames deeper than the one being recorded run inside a call the
            // trace makes: they are not recorded (one compare, no call).
            if MODE == RECORD && self.mem.r.frames.len() <= self.jit.record_depth && !self.record_instruction(pc, *ins) {
                self.frame_mut().pc = pc;
                return Ok(Flow::Switch);
            }
            if MODE == PROFILE {
                // A sample is due: the frame's pc still says which
                // instruction of this frame ran last (where the time went).
                if crate::runtime::interrupt::sample_requested() {
                    self.take_time_samples();
                }
                self.frame_mut().pc = pc + 1;
            }
            pc += 1;
            match *ins {
                Instr::LoadConst { dst, k } => set!(dst, code.constant(k)),
                Instr::LoadInt { dst, value } => {
                    set!(dst, Value::int(value as i64));
                    // SAFETY: `pc` is in bounds: a LoadInt is never a
                    // code object's last instruction (that is a Return).
                    let fused = if MODE == NORMAL { Self::fuse_with_int(unsafe { *instrs.get_unchecked(pc) }, dst, value as i64, |r| reg!(r)) } else { None };
                    if let Some(f) = fused {
                        set!(f.dst, f.value);
                        pc += 1;
                        if f.compare {
                            branch_on_next!(f.dst, f.value);
                        }
                    }
                }
                Instr::LoadNone { dst } => set!(dst, Value::NONE),
                Instr::LoadBool { dst, value } => set!(dst, Value::bool(value)),
                Instr::Move { dst, src } => set!(dst, reg!(src)),
                Instr::Clear { dst } => set!(dst, Value::EMPTY),
                Instr::Nop => {}
                Instr::LoadGlobal { dst, name } => {
                    let globals = self.frame().globals;
                    let v = tr!(self.load_global_hinted(&code, globals, name as usize));
                    set!(dst, v);
                }
                Instr::StoreGlobal { src, name } => {
                    let globals = self.frame().globals;
                    let v = reg!(src);
                    self.mem.dict_set_str(globals, code.name(name), v);
                }
                Instr::LoadName { dst, name } => {
                    let (ns, globals) = (self.frame().namespace, self.frame().globals);
                    let n = code.name(name);
                    let v = match dict::dict_get_str(ns, n) {
                        Some(v) => v,
                        None => tr!(self.load_global(globals, n)),
                    };
                    set!(dst, v);
                }
                Instr::StoreName { src, name } => {
                    let ns = self.frame().namespace;
                    let v = reg!(src);
                    self.mem.dict_set_str(ns, code.name(name), v);
                }
                Instr::DelName { name } | Instr::DelGlobal { name } => {
                    let ns = if matches!(*ins, Instr::DelName { .. }) { self.frame().namespace } else { self.frame().globals };
                    let n = code.name(name);
                    if tr!(self.dict_remove(ns, n)).is_none() {
                        let msg = format!("name '{}' is not defined", str::as_str(n));
                        tr!(Err(self.raise_new(TypeId::NameError, &msg)));
                    }
                }
                Instr::CheckBound { src, name } => {
                    if reg!(src).is_empty() {
                        let msg = format!("cannot access local variable '{}' where it is not associated with a value", str::as_str(code.name(name)));
                        tr!(Err(self.raise_new(TypeId::UnboundLocalError, &msg)));
                    }
                }
                Instr::LoadAttr { dst, obj, name } if MODE != RECORD => {
                    // SAFETY: `pc - 1` is this instruction's index.
                    let cache = unsafe { code.attr_cache(pc - 1) };
                    let v = tr!(self.load_attr_cached(cache, reg!(obj), code.name(name)));
                    set!(dst, v);
                }
                Instr::LoadAttr { dst, obj, name } => {
                    self.frame_mut().pc = pc;
                    match tr!(self.load_attr_or_call(reg!(obj), code.name(name), base + code.co.nregs as usize, base + dst as usize)) {
                        Called::Value(v) => set!(dst, v),
                        Called::Frame => reload!(),
                    }
                }
                Instr::StoreAttr { obj, name, src } if MODE != RECORD => {
                    // SAFETY: as for `LoadAttr`'s cache.
                    let cache = unsafe { code.attr_cache(pc - 1) };
                    tr!(self.store_attr_cached(cache, reg!(obj), code.name(name), reg!(src)));
                }
                Instr::StoreAttr { obj, name, src } => {
                    tr!(self.set_attr(reg!(obj), code.name(name), reg!(src)));
                }
                Instr::DelAttr { obj, name } => {
                    tr!(self.del_attr(reg!(obj), code.name(name)));
                }
                Instr::LoadMethod { base: b, obj, name } => {
                    let o = reg!(obj);
                    // SAFETY: as for `LoadAttr`'s cache.
                    let cache = unsafe { code.method_cache(pc - 1) };
                    let (m, self_) = tr!(self.load_method_cached(cache, o, code.name(name)));
                    set!(b, m);
                    set!(b + 1, self_);
                }
                // `len(x)` and a true `isinstance(x, C)`, the commonest
                // builtin calls, without the call.
                Instr::Call { dst, func, argc: 1, kw: 0, .. } if self.is_builtin(reg!(func), self.interp.len_builtin) => {
                    self.frame_mut().pc = pc;
                    let n = tr!(self.len_of(reg!(func + 1)));
                    set!(dst, Value::int(n as i64));
                }
                Instr::Call { dst, func, argc: 2, kw: 0, .. } if self.is_builtin(reg!(func), self.interp.isinstance_builtin) && self.is_instance_by_type(reg!(func + 1), reg!(func + 2)) => {
                    set!(dst, Value::TRUE);
                }
                Instr::Call { dst, func, argc, kw, kwnames } => {
                    self.frame_mut().pc = pc;
                    safe_point!();
                    let kwn = if kw > 0 { code.constant(kwnames) } else { Value::EMPTY };
                    match tr!(self.call_from_frame(reg!(func), base + func as usize + 1, argc as usize, kwn, kw as usize, base + dst as usize)) {
                        Called::Value(v) => set!(dst, v),
                        Called::Frame => entered!(),
                    }
                }
                Instr::CallMethod { dst, base: b, argc, kw, kwnames } => {
                    self.frame_mut().pc = pc;
                    safe_point!();
                    let kwn = if kw > 0 { code.constant(kwnames) } else { Value::EMPTY };
                    let (start, n) = if reg!(b + 1).is_empty() { (base + b as usize + 2, argc as usize) } else { (base + b as usize + 1, argc as usize + 1) };
                    match tr!(self.call_from_frame(reg!(b), start, n, kwn, kw as usize, base + dst as usize)) {
                        Called::Value(v) => set!(dst, v),
                        Called::Frame => entered!(),
                    }
                }
                Instr::CallEx { dst, func, args, kwargs } => {
                    self.frame_mut().pc = pc;
                    let r = self.call_ex(base + func as usize, base + args as usize, base + kwargs as usize, base + dst as usize);
                    match tr!(r) {
                        Called::Value(v) => set!(dst, v),
                        Called::Frame => reload!(),
                    }
                }
                // (`return_from_frame` saves `pc` where an error needs it.)
                Instr::Return { src } => match self.return_from_frame(reg!(src), pc)? {
                    Some(v) => return Ok(Flow::Return(v)),
                    None => reload!(),
                },
                Instr::Add { dst, a, b } => arith!(BinaryOp::Add, dst, a, b, false),
                Instr::Sub { dst, a, b } => arith!(BinaryOp::Sub, dst, a, b, false),
                Instr::Mul { dst, a, b } => arith!(BinaryOp::Mul, dst, a, b, false),
                Instr::Binary { op, dst, a, b } => arith!(op, dst, a, b, false),
                // (The commonest operators have arms of their own, so the
                // fast path is compiled for a constant operator.)
                Instr::Inplace { op: BinaryOp::Add, dst, a, b } => arith!(BinaryOp::Add, dst, a, b, true),
                Instr::Inplace { op: BinaryOp::Sub, dst, a, b } => arith!(BinaryOp::Sub, dst, a, b, true),
                Instr::Inplace { op, dst, a, b } => arith!(op, dst, a, b, true),
                Instr::Compare { op: CompareOp::Lt, dst, a, b } => compare!(CompareOp::Lt, dst, a, b),
                Instr::Compare { op: CompareOp::Eq, dst, a, b } => compare!(CompareOp::Eq, dst, a, b),
                Instr::Compare { op: CompareOp::Ne, dst, a, b } => compare!(CompareOp::Ne, dst, a, b),
                Instr::Compare { op, dst, a, b } => compare!(op, dst, a, b),
                Instr::Is { dst, a, b, neg } => {
                    let same = self.is_same(reg!(a), reg!(b));
                    set!(dst, Value::bool(same != neg));
                }
                Instr::Contains { dst, a, b, neg } => {
                    let r = tr!(self.contains(reg!(b), reg!(a)));
                    set!(dst, Value::bool(r != neg));
                }
                Instr::Unary { op: UnaryOpKind::Not, dst, src } => {
                    let t = tr!(self.condition(reg!(src)));
                    set!(dst, Value::bool(!t));
                }
                Instr::Unary { op, dst, src } => {
                    let v = tr!(self.unary_op(op, reg!(src)));
                    set!(dst, v);
                }
                Instr::Jump { target } => pc = target as usize,
                Instr::LoopBack { target } => {
                    if crate::runtime::interrupt::any_request() || self.mem.heap().over_limit() {
                        // Raised at the back edge, whose line the traceback shows (as CPython's).
                        self.frame_mut().pc = pc;
                        safe_point!();
                    }
                    pc = target as usize;
                    if self.may_enter_traces::<MODE>() && self.loop_is_hot(code, pc) {
                        self.frame_mut().pc = pc;
                        match self.loop_hot(code, target)? {
                            Hot::Nothing => {}
                            Hot::Record => return Ok(Flow::Switch),
                            Hot::Ran => reload!(),
                        }
                    }
                }
                Instr::JumpIfFalse { cond, target } => {
                    if !tr!(self.condition(reg!(cond))) {
                        pc = target as usize;
                    }
                }
                Instr::JumpIfTrue { cond, target } => {
                    if tr!(self.condition(reg!(cond))) {
                        pc = target as usize;
                    }
                }
                Instr::GetIter { dst, src } => {
                    let v = tr!(self.get_iter(reg!(src)));
                    set!(dst, v);
                }
                Instr::ForIter { iter, dst, target } => {
                    // A generator runs as a frame of this loop (see
                    // `interp/generator.rs`; the recorder may inline it);
                    // for a compiled trace's step, from Rust.
                    let resume_into = (MODE != STEP).then_some(base + dst as usize);
                    match tr!(self.for_iter_next(reg!(iter), pc, resume_into)) {
                        ForStep::Item(v) => set!(dst, v),
                        ForStep::Done => pc = target as usize,
                        ForStep::Resumed => reload!(),
                    }
                }
                Instr::BuildList { dst, start, count } => set!(dst, self.build_list(base + start as usize, count as usize)),
                Instr::BuildTuple { dst, start, count } => {
                    let t = self.mem.tuple_from_stack(base + start as usize, count as usize);
                    set!(dst, t);
                }
                Instr::BuildDict { dst, start, count } => set!(dst, tr!(self.build_dict(Items::Stack(base + start as usize), count as usize))),
                Instr::BuildSet { dst, start, count, constant } => set!(dst, tr!(self.build_set(Items::Stack(base + start as usize), count as usize, constant))),
                Instr::BuildSlice { dst, start } => {
                    let fields = [reg!(start), reg!(start + 1), reg!(start + 2)];
                    let s = self.mem.new_object(TY_SLICE, &fields);
                    set!(dst, s);
                }
                Instr::ListAppend { list, src } => {
                    let (l, x) = (reg!(list), reg!(src));
                    self.mem.list_append(l, x);
                }
                Instr::ListExtend { list, src } => {
                    tr!(self.list_extend(reg!(list), reg!(src)));
                }
                Instr::ListToTuple { dst, src } => set!(dst, self.list_to_tuple(reg!(src))),
                Instr::DictInsert { dict, key, src } => {
                    tr!(self.dict_set(reg!(dict), reg!(key), reg!(src)));
                }
                Instr::DictUpdate { dict, src } => {
                    tr!(self.dict_update(reg!(dict), reg!(src)));
                }
                Instr::CallStarArgs { list, src, func } => {
                    tr!(self.call_star_args(reg!(list), reg!(src), reg!(func)));
                }
                Instr::CallStarKwargs { dict, src, func } => {
                    tr!(self.call_star_kwargs(reg!(dict), reg!(src), reg!(func)));
                }
                Instr::CallKwarg { dict, key, src, func } => {
                    tr!(self.call_kwarg(reg!(dict), reg!(key), reg!(src), reg!(func)));
                }
                Instr::SetAdd { set, src } => {
                    let x = reg!(src);
                    tr!(self.dict_set(reg!(set), x, x));
                }
                Instr::GetItem { dst, obj, key } => {
                    let (o, k) = (reg!(obj), reg!(key));
                    if let Some(i) = Self::list_index_fast(o, k) {
                        set!(dst, seq::list_get(o, i));
                    } else if let Some(v) = Self::tuple_item_fast(o, k) {
                        set!(dst, v);
                    } else if is_instance_obj(o) {
                        // A Python `__getitem__` runs as a frame (`item_call.rs`).
                        self.frame_mut().pc = pc;
                        match tr!(self.get_item_or_call(o, k, base + code.co.nregs as usize, base + dst as usize)) {
                            Called::Value(v) => set!(dst, v),
                            Called::Frame => entered!(),
                        }
                    } else {
                        let v = tr!(self.get_item(o, k));
                        set!(dst, v);
                    }
                }
                Instr::SetItem { obj, key, src } => {
                    let (o, k, x) = (reg!(obj), reg!(key), reg!(src));
                    if let Some(i) = Self::list_index_fast(o, k) {
                        self.mem.list_set(o, i, x);
                    } else if is_instance_obj(o) {
                        // A Python `__setitem__` runs as a frame (`item_call.rs`).
                        self.frame_mut().pc = pc;
                        if let Called::Frame = tr!(self.set_item_or_call(o, k, x, base + code.co.nregs as usize)) {
                            entered!();
                        }
                    } else {
                        tr!(self.set_item(o, k, x));
                    }
                }
                Instr::DelItem { obj, key } => {
                    tr!(self.del_item(reg!(obj), reg!(key)));
                }
                Instr::Unpack { src, dst, count } => {
                    tr!(self.unpack(base + src as usize, base + dst as usize, count as usize, None));
                }
                Instr::UnpackEx { src, dst, before, after } => {
                    tr!(self.unpack(base + src as usize, base + dst as usize, before as usize, Some(after as usize)));
                }
                Instr::MatchSequence { dst, src, count, star } => {
                    let star = (star != u16::MAX).then_some(star as usize);
                    tr!(self.match_sequence(base + src as usize, base + dst as usize, count as usize, star));
                }
                Instr::MatchMapping { dst, src, keys, rest, .. } => {
                    tr!(self.match_mapping(base + src as usize, base + dst as usize, reg!(keys), rest));
                }
                Instr::MatchClass { dst, src, cls, npos, kwnames, .. } => {
                    let names = code.constant(kwnames);
                    tr!(self.match_class(base + src as usize, base + dst as usize, base + cls as usize, npos as usize, names));
                }
                Instr::MakeFunction { dst, code: k, defaults, kwdefaults, closure } => {
                    let idx = code.constant(k).as_int() as usize;
                    let f = self.make_function(idx, base + defaults as usize, base + kwdefaults as usize, base + closure as usize);
                    set!(dst, f);
                }
                Instr::MakeCell { reg } => {
                    let v = reg!(reg);
                    let c = self.mem.new_object(TY_CELL, &[v]);
                    set!(reg, c);
                }
                Instr::LoadDeref { dst, cell, name } => {
                    let v = field(reg!(cell), 1);
                    if v.is_empty() {
                        let free = (cell as usize) >= code.co.free_start as usize && code.co.kind == lang::bytecode::CodeKind::Function;
                        tr!(Err(self.unbound_cell(code.name(name), free)));
                    }
                    set!(dst, v);
                }
                Instr::StoreDeref { cell, src } => {
                    let (c, v) = (reg!(cell), reg!(src));
                    self.mem.set_field(c, 1, v);
                }
                Instr::LoadClassDeref { dst, cell, name } => {
                    let ns = self.frame().namespace;
                    let v = tr!(self.load_class_deref(ns, reg!(cell), code.name(name)));
                    set!(dst, v);
                }
                Instr::MakeClass { dst, code: k, name, bases, nbases } => {
                    self.frame_mut().pc = pc;
                    let idx = code.constant(k).as_int() as usize;
                    let c = tr!(self.make_class(idx, code.name(name), base + bases as usize, nbases as usize));
                    set!(dst, c);
                }
                Instr::Import { dst, k } => {
                    let m = tr!(self.import_module(code.constant(k)));
                    set!(dst, m);
                }
                Instr::ImportStar { module } => {
                    let ns = self.frame().namespace;
                    tr!(self.import_star(reg!(module), ns));
                }
                Instr::ImportFrom { dst, module, name } => {
                    let v = tr!(self.import_from(reg!(module), code.name(name)));
                    set!(dst, v);
                }
                Instr::Format { dst, src, conversion, spec } => {
                    self.frame_mut().pc = pc;
                    let v = tr!(self.format_value(reg!(src), conversion, reg!(spec)));
                    set!(dst, v);
                }
                Instr::BuildString { dst, start, count } => {
                    let mut s = String::new();
                    for i in 0..count as usize {
                        s.push_str(str::as_str(reg!(start as usize + i)));
                    }
                    let v = self.mem.new_str(&s);
                    set!(dst, v);
                }
                Instr::Raise { exc, cause, kind } => {
                    let e = reg!(exc);
                    let c = reg!(cause);
                    tr!(Err(self.raise_instr(e, c, kind)));
                }
                Instr::Yield { dst, src } => {
                    let v = reg!(src);
                    self.frame_mut().pc = pc;
                    match self.suspend_generator(dst) {
                        None => return Ok(Flow::Return(v)),
                        Some(ret) => {
                            self.mem.r.stack[ret] = v;
                            reload!();
                        }
                    }
                }
                Instr::GetAwaitable { dst, src } => {
                    let it = tr!(self.get_awaitable(reg!(src)));
                    set!(dst, it);
                }
                Instr::YieldFromStep { iter, sent, dst, target } => {
                    self.frame_mut().pc = pc;
                    let (it, s) = (reg!(iter), reg!(sent));
                    if MODE != STEP && is_type(it, TY_GENERATOR) && Self::resumes_in_frame(it, s) {
                        if field(it, G_STATE).as_int() == STATE_CREATED {
                            // A new coroutine awaited (or generator
                            // delegated to) starts its body as a call
                            // does: a hot one runs its trace.
                            tr!(self.resume_in_frame(it, s, base + dst as usize));
                            entered!();
                        } else {
                            tr!(self.delegate_to(it, s, sent, base + dst as usize));
                            reload!();
                        }
                        continue;
                    }
                    let (v, done) = tr!(self.yield_from(it, s));
                    set!(dst, v);
                    if done {
                        pc = target as usize;
                    }
                }
                Instr::LoadException { dst } => set!(dst, self.mem.r.exception),
                Instr::ExceptionMatches { dst, exc, typ } => {
                    let m = tr!(self.exception_matches(reg!(exc), reg!(typ)));
                    set!(dst, Value::bool(m));
                }
                Instr::Reraise { src } => {
                    let e = reg!(src);
                    self.prepare_reraise(e);
                    self.mem.r.exception = e;
                    self.interp.fresh_exception = false;
                    self.frame_mut().pc = pc;
                    return Err(Exc);
                }
                Instr::WithEnter { mgr, exit, dst } => {
                    self.frame_mut().pc = pc;
                    let (e, v) = tr!(self.with_enter(base + mgr as usize));
                    set!(exit, e);
                    set!(dst, v);
                }
                Instr::WithExit { exit, exc, dst } => {
                    self.frame_mut().pc = pc;
                    let r = tr!(self.with_exit(reg!(exit), reg!(exc)));
                    set!(dst, r);
                }
                Instr::AssertFail { msg } => {
                    let m = reg!(msg);
                    let args: &[Value] = if m.is_empty() { &[] } else { &[m] };
                    let e = self.new_exception_args(TypeId::AssertionError, args);
                    tr!(Err(self.raise(e)));
                }
            }
            if MODE == STEP {
                self.frame_mut().pc = pc;
                return Ok(Flow::Switch);
            }
        }
    }

    /// `with` entry: (bound `__exit__`, result of `__enter__()`) for the
    /// manager in stack slot `mgr`.
    pub(super) fn with_enter(&mut self, mgr: usize) -> PyResult<(Value, Value)> {
        let m = self.mem.r.stack[mgr];
        let cls = self.type_of(m);
        let (en, ex) = (self.names.enter, self.names.exit);
        let (Some(enter), Some(exit)) = (self.lookup_type(cls, en), self.lookup_type(cls, ex)) else {
            let t = self.type_name(m);
            return Err(self.type_error(&format!("'{}' object does not support the context manager protocol", t)));
        };
        let enter_slot = self.mem.push_temp(enter);
        // (`enter` may be a young function: rooted across this allocation.)
        let bound = if is_type(exit, TY_FUNCTION) { self.mem.new_bound_method(exit, m) } else { exit };
        let slot = self.mem.push_temp(bound);
        let (m, enter) = (self.mem.r.stack[mgr], self.mem.temp(enter_slot));
        let v = self.call_value(enter, &[m]);
        let bound = self.mem.temp(slot);
        self.mem.pop_temps(enter_slot);
        Ok((bound, v?))
    }

    /// `with` exit: `exit(type(e), e, None)`, or `exit(None, None, None)`.
    pub(super) fn with_exit(&mut self, exit: Value, exc: Value) -> PyResult<Value> {
        if exc.is_empty() {
            return self.call_value(exit, &[Value::NONE, Value::NONE, Value::NONE]);
        }
        let t = self.type_of(exc);
        self.call_value(exit, &[t, exc, Value::NONE])
    }

    /// `LoadGlobal` of `code.names[n]`: first where the name was found
    /// last time (no hashing): the module dict's entry, or the builtins
    /// dict's entry while the module dict has had no key added since (so
    /// it still lacks the name); then by lookup.
    #[inline(always)]
    pub(super) fn load_global_hinted(&mut self, code: &Code, globals: Value, n: usize) -> PyResult<Value> {
        let name = code.name(n as u32);
        let found = match code.global_hint(n).get() {
            GlobalHint::Module(e) => dict::value_if_entry_has(globals, e as usize, name),
            GlobalHint::Builtin { entry, module_keys } if dict::keys_added(globals) == module_keys => dict::value_if_entry_has(self.mem.r.builtins, entry as usize, name),
            _ => None,
        };
        match found {
            Some(v) => Ok(v),
            None => self.load_global_unhinted(code, globals, n),
        }
    }

    /// `load_global_hinted` when the hint missed: looks up and sets the hint.
    #[inline(never)]
    pub(super) fn load_global_unhinted(&mut self, code: &Code, globals: Value, n: usize) -> PyResult<Value> {
        let name = code.name(n as u32);
        let hint = code.global_hint(n);
        if let Some(e) = dict::dict_entry_of_str(globals, name) {
            hint.set(GlobalHint::Module(e as u32));
            return Ok(dict::entry(globals, e).2);
        }
        let builtins = self.mem.r.builtins;
        if let Some(e) = dict::dict_entry_of_str(builtins, name) {
            // Dynamic code runs with many globals dicts: a key count names none.
            if !code.dynamic.get() {
                hint.set(GlobalHint::Builtin { entry: e as u32, module_keys: dict::keys_added(globals) });
            }
            return Ok(dict::entry(builtins, e).2);
        }
        self.load_global(globals, name)
    }
}
