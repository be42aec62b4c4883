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
//!    inside it builds the frame (described by an `InlineFrame`). A callee
//!    that needs the interpreter (`interp_step`, an inner loop, `yield`)
//!    aborts the recording and its call site is no longer inlined.
//! 5. Memory reads go through a heap cache: a field read again, or read
//!    after the trace stored it, reuses the value. Fields live in disjoint
//!    regions (an instance slot never aliases a range iterator's counter or
//!    a dict's entry table); a store forgets the cached fields of its region
//!    at its offset, and a helper call (which may run Python code) forgets
//!    everything. Stores still go to memory at once, so the cache is only a
//!    shortcut and exits need nothing from it.
//! 6. Reaching the loop header again closes the loop. Anything the recorder
//!    cannot follow (an inner loop's back edge, leaving the frame, `yield`, an
//!    exception, a trace too long) aborts with a named reason.
//!
//! Must never: change VM state (it only reads registers and objects), or
//! embed in the trace the address of an object that can move or die (only
//! immediates and immortal objects become `ConstRef`).

use super::helpers::*;

/// A trace may send at most one recorded instruction in this many to `interp_step`.
pub const MAX_STEP_SHARE: usize = 10;

/// Deepest nesting of inlined calls.
pub const MAX_INLINE_DEPTH: usize = 4;
use super::STOP;
use crate::interp::code::Code;
use crate::object::num::{float_of, is_float};
use crate::object::*;
use crate::object::class::{class_kind, instance_shape, CLASS_SLOT_HINT};
use crate::shape::ShapeId;
use crate::value::Value;
use crate::vm::Vm;
use jit::context::MAX_EXIT_VALUES;
use jit::ir::{Op, Opcode, Snapshot, Trace, Type, V};
use lang::bytecode::{BinaryOp, CompareOp, Instr, UnaryOpKind};
use std::collections::HashMap;

macro_rules! aborts {
    ($( $name:ident => $text:literal, )*) => {
        /// Why a recording stopped without a trace.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Abort { $( $name, )* }
        impl Abort {
            pub fn text(self) -> &'static str {
                match self { $( Abort::$name => $text, )* }
            }
        }
    };
}

aborts! {
    TraceTooLong => "trace too long",
    TypeUnstable => "a value changes type around the loop",
    StepInLoopBody => "the peeled loop body needs interp_step (the loop is no longer peeled)",
    HeapPhiVaries => "a field cached around the loop belongs to an object that changes (fields are no longer carried for this loop)",
    InlineNeedsFrame => "an inlined call needs a real frame (the call site is not inlined again)",
    InnerLoop => "inner loop back edge (the inner loop gets its own trace)",
    LeftFrame => "leaving the traced frame (return)",
    Yield => "yield inside the loop",
    Exception => "exception raised while recording",
    LoopExit => "the loop exited while recording",
    SnapshotTooLarge => "snapshot too large",
    MostlyUnsupported => "too many instructions the recorder does not specialize (more than one in ten)",
    Backend => "the backend failed to compile the trace",
}

/// What `record` decided.
pub enum Recorded {
    /// Go on: execute the instruction and record the next.
    Continue,
    /// The loop closed: the trace is complete.
    Closed,
}

/// Disjoint kinds of memory for the heap cache (see the module comment).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Region {
    /// The method cache's epoch word.
    Epoch,
    /// A dict's `used` and `entries` fields.
    DictFields,
    /// Words of a dict's entries table.
    DictEntries,
    /// Instance slots and headers.
    Instance,
    /// The overflow arrays of instances with more attributes than slots.
    Overflow,
    /// A range iterator's fields.
    RangeIter,
    /// A list's length and items array fields.
    List,
    /// A function's code and globals.
    Function,
}

type HeapKey = (Region, V, i64);

/// An inlined call's frame, as an exit rebuilds it.
#[derive(Clone, Debug)]
pub struct InlineFrame {
    pub code_index: usize,
    /// First register, counted from the trace frame's.
    pub base: u32,
    /// The caller's register receiving the result (counted the same way).
    pub ret: u32,
    /// The register holding the function (counted the same way).
    pub func: u32,
    /// For an `__init__` run by instantiating this class: the function is
    /// the class's `__init__`, and the instance is in the frame's register 0.
    pub init_class: Value,
}

/// An inlined call being recorded.
struct Inlined {
    /// Index into `Recorder::inline_frames`.
    info: u32,
    /// The caller's register offset, and the call instruction's pc.
    caller_off: u16,
    call_pc: u32,
    /// The caller's result register (relative to the caller).
    dst: u16,
    nregs: u16,
    /// The callee's globals dict (for `load_global`).
    globals: V,
    /// An `__init__` run by instantiation: it returns the instance.
    init: bool,
}

pub struct Recorder {
    pub trace: Trace,
    pub code_index: usize,
    pub header: u32,
    /// `frames.len()` of the traced frame.
    pub depth: usize,
    /// The IR value each register holds, when the trace knows it.
    slots: Vec<Option<V>>,
    dirty: Vec<bool>,
    consts: HashMap<(Opcode, i64), V>,
    /// Whether the class-namespace epoch was guarded since the last call.
    epoch_checked: bool,
    /// Instances whose shape the trace knows (guarded or allocated).
    shapes: HashMap<V, ShapeId>,
    /// `Ref` values already guarded non-empty by `CheckBound`.
    bound: std::collections::HashSet<V>,
    /// The pc the last recorded instruction expects next (a loop exit check).
    expect: Option<u32>,
    /// The last branch's guard, with the pcs that follow when its condition is true and false.
    branch_fixup: Option<(V, u32, u32)>,
    /// Instructions recorded, and how many of them went to `interp_step`.
    pub instructions: usize,
    pub steps: usize,
    pc: u32,
    limit: usize,
    /// The traced frame's `LoopBack` pc, once seen, and the highest pc recorded in that frame.
    loop_back: Option<u32>,
    max_pc: u32,
    /// Branch guards with the pcs following when their condition is true and false.
    branches: Vec<(V, u32, u32)>,
    /// The heap cache: the value of a field, as the trace knows it (a `Ref`,
    /// or an `Int`/`Float` when the field holds a tagged int or a float box
    /// the trace has already unboxed), and the fields that became phis.
    heap: HashMap<HeapKey, V>,
    heap_phis: Vec<(HeapKey, usize)>,
    /// Fresh objects whose header the trace knows exactly (no collection
    /// since they were allocated could have set GC flags).
    headers: HashMap<V, u64>,
    /// (registers, positional parameters) of the codes inlined, by code index.
    code_shapes: HashMap<usize, (u16, u16)>,
    /// Register liveness of the codes being recorded, by code index.
    live: HashMap<usize, std::rc::Rc<lang::liveness::Liveness>>,
    /// Carry cached fields around the loop in phis?
    heap_phis_allowed: bool,
    /// Peel the loop (record a second iteration as the loop body)?
    peel: bool,
    /// `instructions` when the loop body started (0: not peeled yet).
    loop_mark: usize,
    /// The register of each phi, in phi order.
    phi_slots: Vec<usize>,
    /// Register offset of the frame being recorded (0, or an inlined callee's).
    off: u16,
    /// Inlined calls being recorded, outermost first.
    inlined: Vec<Inlined>,
    /// Every inlined frame the trace's snapshots may name.
    pub inline_frames: Vec<InlineFrame>,
    /// The code the next recorded instruction belongs to.
    pub expect_code: usize,
    /// Call sites (code index, pc) that must not be inlined.
    no_inline: std::collections::HashSet<(usize, u32)>,
    /// Instructions (code index, pc) to record without int specialization.
    generic: std::collections::HashSet<(usize, u32)>,
    /// The outermost inlined call site when an abort happened inside a callee.
    pub blame: Option<(usize, u32)>,
    /// The name of the instruction being recorded, and of each one sent to `interp_step`.
    current: &'static str,
    pub stepped: Vec<&'static str>,
    /// Iterations the compiled trace completed (the trace increments it at
    /// its loop end; boxed so its address is fixed).
    pub iterations: Box<std::cell::Cell<u64>>,
}

type Res<T> = Result<T, Abort>;

impl Recorder {
    pub fn new(code: &Code, header: u32, depth: usize, limit: usize, no_inline: std::collections::HashSet<(usize, u32)>, generic: std::collections::HashSet<(usize, u32)>, peel: bool, heap_phis_allowed: bool) -> Recorder {
        let n = code.co.nregs as usize;
        Recorder { trace: Trace::default(), code_index: code.index, header, depth, slots: vec![None; n], dirty: vec![false; n], consts: HashMap::new(), epoch_checked: false, shapes: HashMap::new(), bound: Default::default(), expect: None, branch_fixup: None, instructions: 0, steps: 0, pc: header, limit, loop_back: None, max_pc: header, branches: Vec::new(), heap: HashMap::new(), heap_phis: Vec::new(), headers: HashMap::new(), code_shapes: HashMap::new(), live: HashMap::from([(code.index, code.liveness())]), heap_phis_allowed, peel, loop_mark: 0, phi_slots: Vec::new(), off: 0, inlined: Vec::new(), inline_frames: Vec::new(), expect_code: code.index, no_inline, generic, blame: None, current: "", stepped: Vec::new(), iterations: Box::new(std::cell::Cell::new(0)) }
    }

    // ---- emitting ---------------------------------------------------------

    fn emit(&mut self, opcode: Opcode, ty: Type, args: &[V], imm: i64) -> Res<V> {
        if self.trace.ops.len() >= self.limit {
            return Err(Abort::TraceTooLong);
        }
        let frame = self.inlined.last().map_or(0, |f| f.info + 1);
        Ok(self.trace.push(Op { opcode, ty, args: args.to_vec(), imm, aux: 0, snap: None, pc: self.pc, frame }))
    }

    fn op(&mut self, opcode: Opcode, args: &[V]) -> Res<V> {
        self.emit(opcode, opcode.result(), args, 0)
    }

    fn constant(&mut self, opcode: Opcode, imm: i64) -> Res<V> {
        if let Some(v) = self.consts.get(&(opcode, imm)) {
            return Ok(*v);
        }
        let v = self.emit(opcode, opcode.result(), &[], imm)?;
        self.consts.insert((opcode, imm), v);
        Ok(v)
    }

    fn const_ref(&mut self, v: Value) -> Res<V> {
        self.constant(Opcode::ConstRef, v.0 as i64)
    }

    fn const_int(&mut self, i: i64) -> Res<V> {
        self.constant(Opcode::ConstInt, i)
    }

    /// Is register slot `a` (counted from the trace frame) live when the
    /// innermost frame resumes at `pc`? The slot belongs to the innermost
    /// frame whose window contains it; callers resume after their call.
    fn slot_live(&self, a: usize, pc: u32) -> bool {
        // An exit rebuilding an inlined frame reads the function from its
        // caller's register (an `__init__` frame: the instance from its first).
        if self.inlined.iter().any(|f| self.inline_frames[f.info as usize].func as usize == a) {
            return true;
        }
        for (k, f) in self.inlined.iter().enumerate().rev() {
            let base = self.inline_frames[f.info as usize].base as usize;
            if a >= base {
                let resume = self.inlined.get(k + 1).map_or(pc, |next| next.call_pc + 1);
                let code = self.inline_frames[f.info as usize].code_index;
                return self.live.get(&code).is_none_or(|l| l.is_live(resume as usize, a - base));
            }
        }
        let resume = self.inlined.first().map_or(pc, |f| f.call_pc + 1);
        self.live.get(&self.code_index).is_none_or(|l| l.is_live(resume as usize, a))
    }

    /// A snapshot resuming at `pc` with the current dirty registers that are live.
    fn snapshot(&mut self, pc: u32) -> Res<u32> {
        let entries: Vec<(u16, V)> = (0..self.slots.len()).filter(|&r| self.dirty[r] && self.slot_live(r, pc)).filter_map(|r| self.slots[r].map(|v| (r as u16, v))).collect();
        if entries.len() > MAX_EXIT_VALUES {
            return Err(Abort::SnapshotTooLarge);
        }
        let snap = match self.inlined.first() {
            None => Snapshot { pc, entries, frames: Vec::new() },
            Some(outer) => {
                let mut frames = Vec::new();
                for (k, f) in self.inlined.iter().enumerate() {
                    let resume = self.inlined.get(k + 1).map_or(pc, |next| next.call_pc + 1);
                    frames.push(jit::ir::SnapFrame { info: f.info, pc: resume });
                }
                Snapshot { pc: outer.call_pc + 1, entries, frames }
            }
        };
        if let Some(last) = self.trace.snapshots.last() {
            if *last == snap {
                return Ok(self.trace.snapshots.len() as u32 - 1);
            }
        }
        self.trace.snapshots.push(snap);
        Ok(self.trace.snapshots.len() as u32 - 1)
    }

    /// A guard (or raising call) resuming at `pc` on failure.
    fn guard_at(&mut self, opcode: Opcode, args: &[V], imm: i64, pc: u32) -> Res<V> {
        let snap = self.snapshot(pc)?;
        let v = self.emit(opcode, opcode.result(), args, imm)?;
        self.trace.ops[v.0 as usize].snap = Some(snap);
        Ok(v)
    }

    /// A guard resuming at the instruction being recorded.
    fn guard(&mut self, opcode: Opcode, args: &[V], imm: i64) -> Res<V> {
        self.guard_at(opcode, args, imm, self.pc)
    }

    fn call(&mut self, helper: i64, args: &[V], ret: Type) -> Res<V> {
        let snap = self.snapshot(self.pc)?;
        let v = self.emit(Opcode::Call, ret, args, helper)?;
        self.trace.ops[v.0 as usize].snap = Some(snap);
        if helper != H_LOAD_GLOBAL && helper != H_LOAD_GLOBAL_IN {
            // Python code may have run: class namespaces and shapes may have changed.
            self.epoch_checked = false;
            self.shapes.clear();
            self.heap.clear();
        }
        self.headers.clear();
        Ok(v)
    }

    /// The field at byte offset `off` of `obj` (region `region`), from the heap cache or loaded.
    fn load(&mut self, region: Region, obj: V, off: i64) -> Res<V> {
        if let Some(v) = self.heap.get(&(region, obj, off)) {
            return Ok(*v);
        }
        let v = self.emit(Opcode::LoadField, Type::Ref, &[obj], off)?;
        self.heap.insert((region, obj, off), v);
        Ok(v)
    }

    /// The field at `off` of `obj` as an `Int` (it holds a small int): guarded and untagged once.
    fn load_int(&mut self, region: Region, obj: V, off: i64) -> Res<V> {
        let v = self.load(region, obj, off)?;
        if self.trace.ty(v) == Type::Int {
            return Ok(v);
        }
        self.guard(Opcode::GuardInt, &[v], 0)?;
        let i = self.op(Opcode::Untag, &[v])?;
        self.heap.insert((region, obj, off), i);
        Ok(i)
    }

    /// Stores the word `word` into the field at `off` of `obj`; `known` is
    /// the value it represents (what later loads return).
    fn store(&mut self, region: Region, obj: V, off: i64, word: V, known: V) -> Res<()> {
        self.emit(Opcode::StoreField, Type::Void, &[obj, word], off)?;
        self.heap.retain(|(r, _, o), _| !(*r == region && *o == off));
        let known = if self.trace.ty(known) == Type::Bool { word } else { known };
        self.heap.insert((region, obj, off), known);
        Ok(())
    }

    /// `LoadGlobal` of a name the module's dict holds: a guard that entry `k`
    /// of the dict still has this key (entries only move when the table is
    /// rebuilt, and a deleted entry loses its key), then its value. False
    /// when the name is not in the dict (a builtin) or the dict may move.
    fn module_global(&mut self, vm: &Vm, dst: u16, name: Value) -> Res<bool> {
        let (g, gv) = match self.inlined.last() {
            Some(f) => (vm.r.frames.last().map_or(Value::EMPTY, |fr| fr.globals), Some(f.globals)),
            None => (vm.r.frames.get(self.depth - 1).map_or(Value::EMPTY, |fr| fr.globals), None),
        };
        if !is_type(g, TY_DICT) {
            return Ok(false);
        }
        let Some(k) = dict::dict_entry_of_str(g, name) else { return Ok(false) };
        if dict::entry(g, k).1 != name {
            return Ok(false);
        }
        let gv = match gv {
            Some(v) => v,
            // The trace frame's module dict as a constant: it must not move.
            None if !vm.heap.is_young(g.addr()) => self.const_ref(g)?,
            None => return Ok(false),
        };
        let used = self.load_int(Region::DictFields, gv, 16)?;
        let kk = self.const_int(k as i64)?;
        let inside = self.op(Opcode::IntLt, &[kk, used])?;
        self.guard(Opcode::GuardTrue, &[inside], 0)?;
        let arr = self.load(Region::DictFields, gv, 24)?;
        let key = self.load(Region::DictEntries, arr, 8 * (3 + 3 * k as i64))?;
        self.guard(Opcode::GuardRef, &[key], name.0 as i64)?;
        let v = self.load(Region::DictEntries, arr, 8 * (4 + 3 * k as i64))?;
        self.set(dst, v);
        Ok(true)
    }

    /// `-x`, `+x`, `~x` on small ints and floats, `not x` on ints and bools;
    /// false when not applicable (the `unary` helper does the rest).
    fn unary(&mut self, op: UnaryOpKind, dst: u16, src: u16, x: Value) -> Res<bool> {
        let r = match op {
            UnaryOpKind::Neg if x.is_int() => {
                let i = self.int(src, x)?;
                let z = self.const_int(0)?;
                self.guard(Opcode::IntSubOv, &[z, i], 0)?
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
                let (t, f) = (self.const_ref(Value::TRUE)?, self.const_ref(Value::FALSE)?);
                if self.trace.ty(v) == Type::Bool {
                    self.op(Opcode::Select, &[v, f, t])?
                } else {
                    let is_t = self.op(Opcode::RefEq, &[v, t])?;
                    let is_f = self.op(Opcode::RefEq, &[v, f])?;
                    let either = self.op(Opcode::IntNe, &[is_t, is_f])?;
                    self.guard(Opcode::GuardTrue, &[either], 0)?;
                    is_f
                }
            }
            _ => return Ok(false),
        };
        self.set(dst, r);
        Ok(true)
    }

    /// A value helper on registers `regs` (boxed); its result, a `Ref`.
    fn value_call(&mut self, helper: i64, regs: &[u16]) -> Res<V> {
        let mut args = Vec::with_capacity(regs.len());
        for r in regs {
            let v = self.get(*r)?;
            args.push(self.boxed(v)?);
        }
        self.call(helper, &args, Type::Ref)
    }

    /// `R[dst] = R[func](R[regs]...)` through the `call` helper (the callee
    /// runs as from Rust: its frames are real).
    fn generic_call(&mut self, dst: u16, func: u16, regs: &[u16]) -> Res<()> {
        let f = self.get(func)?;
        let mut args = vec![f, self.const_int(regs.len() as i64)?];
        for r in regs {
            let v = self.get(*r)?;
            args.push(self.boxed(v)?);
        }
        let empty = self.const_ref(Value::EMPTY)?;
        args.resize(2 + CALL_ARGS, empty);
        let r = self.call(H_CALL, &args, Type::Ref)?;
        self.set(dst, r);
        Ok(())
    }

    /// Can `callee(argc args)` at `pc` of code `code_index` be inlined? A
    /// Python function taking exactly `argc` positional parameters, without
    /// free variables, not a generator, not too deep.
    fn inlinable(&self, vm: &Vm, code_index: usize, pc: u32, callee: Value, argc: usize) -> bool {
        if !is_type(callee, TY_FUNCTION) || self.inlined.len() >= MAX_INLINE_DEPTH || self.no_inline.contains(&(code_index, pc)) {
            return false;
        }
        let code = &vm.codes[crate::object::func::function_code_index(callee)];
        let co = &code.co;
        let sig = &co.signature;
        !co.is_generator && !co.is_coroutine && co.freevars.is_empty() && !sig.varargs && !sig.varkw && sig.kwonly == 0 && sig.positional as usize == argc && vm.r.frames.len() < vm.recursion_limit
    }

    /// Records entering the Python function `f` (in register `func`, its
    /// arguments from register `start`), whose frame the interpreter is about to push.
    fn inline_call(&mut self, vm: &mut Vm, pc: u32, dst: u16, func: u16, start: u16, f: Value) -> Res<()> {
        use crate::object::func::{FN_CODE, FN_GLOBALS};
        let index = crate::object::func::function_code_index(f);
        self.note_code(vm, index);
        let fv = self.get(func)?;
        self.guard(Opcode::GuardType, &[fv], TY_FUNCTION as i64)?;
        let code_word = self.load(Region::Function, fv, 8 * FN_CODE as i64)?;
        self.guard(Opcode::GuardRef, &[code_word], Value::int(index as i64).0 as i64)?;
        let globals = self.load(Region::Function, fv, 8 * FN_GLOBALS as i64)?;
        self.push_inlined(pc, dst, func, start, index, globals, Value::EMPTY)
    }

    /// Enters the frame of an inlined call of code `index` whose registers
    /// start at `start` (relative to the caller).
    fn push_inlined(&mut self, pc: u32, dst: u16, func: u16, start: u16, index: usize, globals: V, init_class: Value) -> Res<()> {
        let (nregs, nargs) = {
            let co = &self.inline_code(index);
            (co.0, co.1)
        };
        let base = self.off + start;
        let info = self.inline_frames.len() as u32;
        self.inline_frames.push(InlineFrame { code_index: index, base: base as u32, ret: (self.off + dst) as u32, func: (self.off + func) as u32, init_class });
        self.inlined.push(Inlined { info, caller_off: self.off, call_pc: pc, dst, nregs, globals, init: !init_class.is_empty() });
        if self.blame.is_none() {
            self.blame = Some((self.expect_code, pc));
        }
        let top = (base + nregs) as usize;
        if self.slots.len() < top {
            self.slots.resize(top, None);
            self.dirty.resize(top, false);
        }
        self.off = base;
        // The interpreter clears the callee's registers after its parameters.
        let empty = self.const_ref(Value::EMPTY)?;
        for r in nargs..nregs {
            self.set(r, empty);
        }
        self.expect_code = index;
        Ok(())
    }

    /// Remembers what the recorder needs of code `index` (registers,
    /// parameters, liveness) before entering an inlined frame of it.
    fn note_code(&mut self, vm: &Vm, index: usize) {
        let co = &vm.codes[index].co;
        self.code_shapes.insert(index, (co.nregs, co.signature.positional));
        self.live.insert(index, vm.codes[index].liveness());
    }

    /// (registers, positional parameters) of code `index` (see `note_code`).
    fn inline_code(&self, index: usize) -> (u16, u16) {
        self.code_shapes.get(&index).copied().unwrap_or((0, 0))
    }

    /// Can `cls(argc args)` at `pc` be inlined as an allocation plus an
    /// inlined `__init__`? A plain class whose `__init__` is a simple Python
    /// function taking the instance and `argc` positional arguments.
    fn init_inlinable(&self, vm: &mut Vm, code_index: usize, pc: u32, cls: Value, argc: usize) -> bool {
        if !is_type(cls, TY_CLASS) || class_kind(cls) != 0 || self.inlined.len() >= MAX_INLINE_DEPTH || self.no_inline.contains(&(code_index, pc)) {
            return false;
        }
        let (new, init, hook) = (vm.names.new, vm.names.init, vm.names.enum_call);
        if vm.lookup_type(cls, new).is_some() || vm.lookup_type(cls, hook).is_some() {
            return false;
        }
        let Some(f) = vm.lookup_type(cls, init).filter(|f| is_type(*f, TY_FUNCTION)) else { return false };
        let holder_young = crate::object::class::class_lookup_entry(cls, init).is_none_or(|(h, _)| vm.heap.is_young(crate::object::class::class_dict(h).addr()));
        !holder_young && self.inlinable(vm, u32::MAX as usize, u32::MAX, f, argc + 1)
    }

    /// `cls(args)`: the instance allocated inline, then `__init__` inlined
    /// with the instance as its first argument (in the callee's register,
    /// where the interpreter puts it too).
    fn inline_init(&mut self, vm: &mut Vm, pc: u32, dst: u16, func: u16, cls: Value) -> Res<()> {
        use crate::object::func::FN_GLOBALS;
        let init = vm.names.init;
        let Some(f) = vm.lookup_type(cls, init) else { return self.step() };
        let index = crate::object::func::function_code_index(f);
        self.note_code(vm, index);
        let obj = self.alloc_instance(vm, func, cls)?;
        let Some(fv) = self.class_attr(vm, cls, init)? else { return Err(Abort::InlineNeedsFrame) };
        let globals = self.load(Region::Function, fv, 8 * FN_GLOBALS as i64)?;
        self.set(func, obj);
        self.push_inlined(pc, dst, func, func, index, globals, cls)
    }

    /// `return src` from an inlined callee: its value goes to the caller's
    /// result register, and the callee's registers are dead. An inlined
    /// `__init__` must return None (guarded: otherwise the interpreter raises
    /// its TypeError) and gives the instance instead.
    fn inline_return(&mut self, src: u16) -> Res<()> {
        let mut v = self.get(src)?;
        if self.inlined.last().is_some_and(|f| f.init) {
            if self.trace.constant(v) != Some(Value::NONE.0 as i64) {
                let b = self.boxed(v)?;
                self.guard(Opcode::GuardRef, &[b], Value::NONE.0 as i64)?;
            }
            v = self.get(0)?;
        }
        let Some(f) = self.inlined.pop() else { return Err(Abort::LeftFrame) };
        let (lo, hi) = (self.off as usize, (self.off + f.nregs) as usize);
        for a in lo..hi.min(self.slots.len()) {
            self.slots[a] = None;
            self.dirty[a] = false;
        }
        self.off = f.caller_off;
        self.set(f.dst, v);
        self.expect = Some(f.call_pc + 1);
        self.expect_code = self.inline_frames.get(self.inlined.last().map_or(usize::MAX, |g| g.info as usize)).map_or(self.code_index, |i| i.code_index);
        if self.inlined.is_empty() {
            self.blame = None;
        }
        Ok(())
    }

    /// `LoadMethod` of a plain function found on an instance's class (not
    /// shadowed by an instance attribute): R[base] = the function (read
    /// from the class namespace), R[base+1] = the instance. False when not applicable.
    fn load_method(&mut self, vm: &mut Vm, b: u16, obj: u16, o: Value, name: Value) -> Res<bool> {
        if !is_instance_obj(o) {
            return self.builtin_method(vm, b, obj, o, name);
        }
        if vm.shapes.lookup(instance_shape(o), name).is_some() {
            return Ok(false);
        }
        let cls = vm.instance_class(o);
        let Some(m) = vm.lookup_type(cls, name) else { return Ok(false) };
        if !is_type(m, TY_FUNCTION) {
            return Ok(false);
        }
        let Some(mv) = self.class_attr(vm, cls, name)? else { return Ok(false) };
        let v = self.get(obj)?;
        self.guard_shape(v, o)?;
        self.set(b, mv);
        self.set(b + 1, v);
        Ok(true)
    }

    /// The attribute `name` of class `cls` (along its MRO) as the trace
    /// reads it: from the holder class's namespace entry, with the epoch
    /// guarded (no class namespace changed, so the entry is still there);
    /// `None` when a namespace could move (it is allocated immortal normally).
    fn class_attr(&mut self, vm: &mut Vm, cls: Value, name: Value) -> Res<Option<V>> {
        let Some((holder, k)) = crate::object::class::class_lookup_entry(cls, name) else { return Ok(None) };
        let d = crate::object::class::class_dict(holder);
        if vm.heap.is_young(d.addr()) {
            return Ok(None);
        }
        self.ensure_epoch(vm)?;
        let dv = self.const_ref(d)?;
        let arr = self.load(Region::DictFields, dv, 24)?;
        let v = self.load(Region::DictEntries, arr, 8 * (4 + 3 * k as i64))?;
        Ok(Some(v))
    }

    /// `LoadMethod` of a builtin method (`list.append`) on an object of a
    /// builtin type: a type guard, and the method as a constant (builtin
    /// types' namespaces never change).
    fn builtin_method(&mut self, vm: &mut Vm, b: u16, obj: u16, o: Value, name: Value) -> Res<bool> {
        let Some(ty) = ptr_type(o) else { return Ok(false) };
        if matches!(ty, TY_CLASS | TY_MODULE | TY_SUPER) || ty >= FIRST_SHAPE_ID {
            return Ok(false);
        }
        let cls = vm.type_of(o);
        let Some(m) = vm.lookup_type(cls, name) else { return Ok(false) };
        if !is_type(m, TY_BUILTIN) || !crate::object::func::builtin_self(m).is_empty() || vm.heap.is_young(m.addr()) {
            return Ok(false);
        }
        let v = self.get(obj)?;
        if self.trace.ty(v) != Type::Ref {
            return Ok(false);
        }
        self.guard(Opcode::GuardType, &[v], ty as i64)?;
        let mv = self.const_ref(m)?;
        self.set(b, mv);
        self.set(b + 1, v);
        Ok(true)
    }

    /// Guards that no class namespace changed since recording (the method
    /// cache's epoch), once per stretch without calls.
    fn ensure_epoch(&mut self, vm: &Vm) -> Res<()> {
        if self.epoch_checked {
            return Ok(());
        }
        let addr = self.const_int(vm.r.mcache.epoch_addr() as i64)?;
        let e = self.load(Region::Epoch, addr, 0)?;
        self.guard(Opcode::GuardRef, &[e], vm.r.mcache.epoch() as i64)?;
        self.epoch_checked = true;
        Ok(())
    }

    /// Guards that `v` (runtime value `o`, an instance) has `o`'s shape.
    fn guard_shape(&mut self, v: V, o: Value) -> Res<ShapeId> {
        let shape = instance_shape(o);
        if self.shapes.get(&v) != Some(&shape) {
            self.guard(Opcode::GuardShape, &[v], (FIRST_SHAPE_ID + shape) as i64)?;
            self.shapes.insert(v, shape);
        }
        Ok(shape)
    }

    /// The inline slot word of attribute `name` in shape `shape`, if it has one.
    fn inline_slot(vm: &Vm, shape: ShapeId, name: Value) -> Option<usize> {
        let i = vm.shapes.lookup(shape, name)?;
        let s = vm.shapes.get(shape);
        (!s.overflows() || i + 1 < s.capacity as usize).then_some(1 + i)
    }

    /// `obj.name` read from an inline slot of an instance; false when not applicable.
    fn load_attr(&mut self, vm: &mut Vm, dst: u16, obj: u16, o: Value, name: Value) -> Res<bool> {
        if !is_instance_obj(o) {
            return Ok(false);
        }
        let cls = vm.instance_class(o);
        if vm.lookup_type(cls, name).is_some_and(|p| is_type(p, TY_PROPERTY)) {
            return Ok(false);
        }
        let shape = instance_shape(o);
        let Some(i) = vm.shapes.lookup(shape, name) else { return Ok(false) };
        self.ensure_epoch(vm)?;
        let v = self.get(obj)?;
        self.guard_shape(v, o)?;
        let x = match Self::inline_slot(vm, shape, name) {
            Some(word) => self.load(Region::Instance, v, 8 * word as i64)?,
            None => {
                // In the overflow array the last inline slot holds (the shape says so).
                let cap = vm.shapes.get(shape).capacity as usize;
                let arr = self.load(Region::Instance, v, 8 * cap as i64)?;
                self.load(Region::Overflow, arr, 8 * (2 + i - (cap - 1)) as i64)?
            }
        };
        self.set(dst, x);
        Ok(true)
    }

    /// `obj.name = src` into an inline slot of an instance, adding the
    /// attribute when the shape transition keeps it inline; false when not applicable.
    fn store_attr(&mut self, vm: &mut Vm, obj: u16, o: Value, name: Value, src: u16) -> Res<bool> {
        if !is_instance_obj(o) {
            return Ok(false);
        }
        let cls = vm.instance_class(o);
        if vm.lookup_type(cls, name).is_some_and(|p| is_type(p, TY_PROPERTY)) {
            return Ok(false);
        }
        let shape = instance_shape(o);
        let (word, new_shape) = match Self::inline_slot(vm, shape, name) {
            Some(w) => (w, None),
            None => {
                let child = vm.shapes.with_attr(shape, name);
                let s = vm.shapes.get(child);
                let n = s.attrs.len();
                if n > s.capacity as usize || n as i64 > field(cls, CLASS_SLOT_HINT).as_int() {
                    return Ok(false);
                }
                (n, Some(child))
            }
        };
        self.ensure_epoch(vm)?;
        let v = self.get(obj)?;
        self.guard_shape(v, o)?;
        let logical = self.get(src)?;
        let x = self.boxed(logical)?;
        if let Some(child) = new_shape {
            let nh = match self.headers.get(&v) {
                // A fresh object: its whole header is known.
                Some(h) => {
                    let h = gc::header::with_type_id(*h, FIRST_SHAPE_ID + child);
                    self.headers.insert(v, h);
                    self.const_int(h as i64)?
                }
                None => {
                    let h = self.emit(Opcode::LoadField, Type::Int, &[v], 0)?;
                    let keep = self.const_int(0xffff_ffff)?;
                    let low = self.op(Opcode::IntAnd, &[h, keep])?;
                    let id = self.const_int(((FIRST_SHAPE_ID + child) as i64) << 32)?;
                    self.op(Opcode::IntOr, &[low, id])?
                }
            };
            // Headers are not cached (they are not values).
            self.emit(Opcode::StoreField, Type::Void, &[v, nh], 0)?;
            self.shapes.insert(v, child);
        }
        self.store(Region::Instance, v, 8 * word as i64, x, logical)?;
        self.barrier(v, x)?;
        Ok(true)
    }

    /// The write barrier for storing `x` into `obj`, unless `x` is surely not a reference.
    fn barrier(&mut self, obj: V, x: V) -> Res<()> {
        let op = self.trace.op(x);
        let immediate = op.opcode == Opcode::Tag || op.opcode == Opcode::ConstRef && !Value(op.imm as u64).is_ptr();
        if !immediate {
            self.emit(Opcode::WriteBarrier, Type::Void, &[obj], 0)?;
        }
        Ok(())
    }

    /// Is `callee()` a plain instantiation: a user class without `__new__`,
    /// whose `__init__` is `object.__init__`?
    fn plain_instantiation(&self, vm: &mut Vm, callee: Value) -> bool {
        if !is_type(callee, TY_CLASS) || class_kind(callee) != 0 {
            return false;
        }
        let (new, init, hook) = (vm.names.new, vm.names.init, vm.names.enum_call);
        let object = vm.ty(crate::types::TypeId::Object);
        let default_init = vm.lookup_type(object, init);
        vm.lookup_type(callee, new).is_none() && vm.lookup_type(callee, hook).is_none() && vm.lookup_type(callee, init) == default_init && default_init.is_some()
    }

    /// `cls()` for a plain class: an inline allocation with the class's root shape.
    fn instantiate(&mut self, vm: &mut Vm, dst: u16, func: u16, cls: Value) -> Res<()> {
        let obj = self.alloc_instance(vm, func, cls)?;
        // The interpreter leaves the new object in the callee's register too.
        self.set(func, obj);
        self.set(dst, obj);
        Ok(())
    }

    /// A new instance of `cls` (in register `func`, guarded), allocated
    /// inline with the class's root shape and empty slots.
    fn alloc_instance(&mut self, vm: &mut Vm, func: u16, cls: Value) -> Res<V> {
        self.ensure_epoch(vm)?;
        let f = self.get(func)?;
        if self.trace.constant(f) != Some(cls.0 as i64) {
            self.guard(Opcode::GuardRef, &[f], cls.0 as i64)?;
        }
        let hint = field(cls, CLASS_SLOT_HINT).as_int().max(1) as u32;
        let shape = vm.shapes.root(cls, hint);
        let cap = vm.shapes.capacity(shape) as usize;
        let header = gc::header::make_header(FIRST_SHAPE_ID + shape, 0);
        let obj = self.emit(Opcode::Alloc, Type::Ref, &[], 8 * (1 + cap as i64))?;
        self.trace.ops[obj.0 as usize].aux = header;
        self.headers.clear();
        self.headers.insert(obj, header);
        self.bound.insert(obj);
        let empty = self.const_ref(Value::EMPTY)?;
        for w in 1..=cap {
            self.store(Region::Instance, obj, 8 * w as i64, empty, empty)?;
        }
        self.shapes.insert(obj, shape);
        Ok(obj)
    }

    /// `list[i]` (read into `dst`) or `list[i] = src`, for an index in range.
    fn list_item(&mut self, obj: u16, key: u16, l: Value, k: Value, dst: Option<u16>, src: Option<u16>) -> Res<()> {
        let len = seq::list_len(l) as i64;
        let i = k.as_int();
        if !(-len..len).contains(&i) {
            return self.step();
        }
        let v = self.get(obj)?;
        if self.trace.ty(v) != Type::Ref {
            return self.step();
        }
        self.guard(Opcode::GuardType, &[v], TY_LIST as i64)?;
        let mut ki = self.int(key, k)?;
        let n = self.load_int(Region::List, v, 8)?;
        let zero = self.const_int(0)?;
        if i < 0 {
            let neg = self.op(Opcode::IntLt, &[ki, zero])?;
            self.guard(Opcode::GuardTrue, &[neg], 0)?;
            ki = self.op(Opcode::IntAdd, &[ki, n])?;
        }
        let ge = self.op(Opcode::IntGe, &[ki, zero])?;
        self.guard(Opcode::GuardTrue, &[ge], 0)?;
        let lt = self.op(Opcode::IntLt, &[ki, n])?;
        self.guard(Opcode::GuardTrue, &[lt], 0)?;
        let arr = self.load(Region::List, v, 16)?;
        match (dst, src) {
            (Some(d), _) => {
                let x = self.emit(Opcode::LoadElem, Type::Ref, &[arr, ki], 16)?;
                self.set(d, x);
            }
            (None, Some(s)) => {
                let x = self.get(s)?;
                let x = self.boxed(x)?;
                self.emit(Opcode::StoreElem, Type::Void, &[arr, ki, x], 16)?;
                self.barrier(arr, x)?;
            }
            _ => {}
        }
        Ok(())
    }

    // ---- registers --------------------------------------------------------

    /// The IR value of register `r`, in whatever type the trace holds it.
    fn get(&mut self, r: u16) -> Res<V> {
        let a = (self.off + r) as usize;
        if let Some(v) = self.slots[a] {
            return Ok(v);
        }
        let v = self.emit(Opcode::LoadSlot, Type::Ref, &[], a as i64)?;
        self.slots[a] = Some(v);
        Ok(v)
    }

    fn set(&mut self, r: u16, v: V) {
        let a = (self.off + r) as usize;
        self.slots[a] = Some(v);
        self.dirty[a] = true;
    }

    /// Register `r` known to hold `v` (same value, better type), not dirtier than before.
    fn refine(&mut self, r: u16, v: V) {
        self.slots[(self.off + r) as usize] = Some(v);
    }

    /// Register `r` (runtime value `x`, a small int) as an `Int`.
    fn int(&mut self, r: u16, x: Value) -> Res<V> {
        let v = self.get(r)?;
        match self.trace.ty(v) {
            Type::Int => Ok(v),
            _ => {
                if self.trace.op(v).opcode == Opcode::ConstRef {
                    return self.const_int(x.as_int());
                }
                self.guard(Opcode::GuardInt, &[v], 0)?;
                let u = self.op(Opcode::Untag, &[v])?;
                self.refine(r, u);
                Ok(u)
            }
        }
    }

    /// Register `r` (runtime value `x`, a float or a small int) as a `Float`.
    fn float(&mut self, r: u16, x: Value) -> Res<V> {
        if x.is_int() {
            let i = self.int(r, x)?;
            return self.op(Opcode::IntToFloat, &[i]);
        }
        let v = self.get(r)?;
        match self.trace.ty(v) {
            Type::Float => Ok(v),
            _ => {
                if self.trace.op(v).opcode == Opcode::ConstRef {
                    return self.constant(Opcode::ConstFloat, float_of(x).to_bits() as i64);
                }
                self.guard(Opcode::GuardType, &[v], TY_FLOAT as i64)?;
                let f = self.emit(Opcode::LoadFloatField, Type::Float, &[v], 8)?;
                self.refine(r, f);
                Ok(f)
            }
        }
    }

    /// `v` as a value word (tagging ints, allocating floats, choosing True/False).
    fn boxed(&mut self, v: V) -> Res<V> {
        match self.trace.ty(v) {
            Type::Int => self.op(Opcode::Tag, &[v]),
            Type::Bool => {
                let (t, f) = (self.const_ref(Value::TRUE)?, self.const_ref(Value::FALSE)?);
                self.op(Opcode::Select, &[v, t, f])
            }
            Type::Float => {
                // The allocation may collect: no header is known exactly afterwards.
                self.headers.clear();
                let obj = self.emit(Opcode::Alloc, Type::Ref, &[], 16)?;
                self.trace.ops[obj.0 as usize].aux = gc::header::make_header(TY_FLOAT, 0);
                self.emit(Opcode::StoreFloatField, Type::Void, &[obj, v], 8)?;
                Ok(obj)
            }
            _ => Ok(v),
        }
    }

    /// Stores every dirty register into the frame (those the interpreter
    /// may read from the current pc on; the others are left stale).
    fn sync(&mut self) -> Res<()> {
        for r in 0..self.slots.len() {
            if !self.dirty[r] {
                continue;
            }
            if !self.slot_live(r, self.pc) {
                self.dirty[r] = false;
                continue;
            }
            let Some(v) = self.slots[r] else { continue };
            let b = self.boxed(v)?;
            self.emit(Opcode::StoreSlot, Type::Void, &[b], r as i64)?;
            self.dirty[r] = false;
            if b != v {
                // Keep the unboxed value for later uses; the frame has the box.
                self.slots[r] = Some(v);
            }
        }
        Ok(())
    }

    /// Runs the instruction at the current pc in the interpreter.
    fn step(&mut self) -> Res<()> {
        if !self.inlined.is_empty() {
            return Err(Abort::InlineNeedsFrame);
        }
        if self.loop_mark > 0 {
            return Err(Abort::StepInLoopBody);
        }
        self.sync()?;
        self.shapes.clear();
        let pc = self.const_int(self.pc as i64)?;
        self.call(H_STEP, &[pc], Type::Void)?;
        self.slots.iter_mut().for_each(|s| *s = None);
        self.steps += 1;
        self.stepped.push(self.current);
        Ok(())
    }

    // ---- instructions -----------------------------------------------------

    /// `frames.len()` of the frame being recorded (the innermost inlined one).
    pub fn current_depth(&self) -> usize {
        self.depth + self.inlined.len()
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
                self.trace.ops[g.0 as usize].opcode = Opcode::GuardFalse;
            }
        }
        if pc == self.header && self.instructions > self.loop_mark && self.inlined.is_empty() {
            if self.loop_mark == 0 && self.peel && self.steps == 0 {
                // The first iteration becomes the preamble; record a second as the loop body.
                self.start_loop()?;
            } else {
                return self.close();
            }
        }
        self.pc = pc;
        self.instructions += 1;
        if self.inlined.is_empty() {
            self.max_pc = self.max_pc.max(pc);
        }
        self.current = instr_name(&ins);
        if self.inlined.last().is_some_and(|f| f.init) && lang::liveness::writes(&ins).contains(&0) {
            // The instance must stay in register 0 of an inlined __init__ (exits read it there).
            return Err(Abort::InlineNeedsFrame);
        }
        let regs: Vec<Value> = vm.r.stack[base..base + code.co.nregs as usize].to_vec();
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
            Instr::LoopBack { target } => {
                if target != self.header {
                    return Err(Abort::InnerLoop);
                }
                if self.inlined.is_empty() {
                    self.loop_back = Some(pc);
                }
            }
            Instr::Add { dst, a, b } => self.arith(BinaryOp::Add, false, dst, a, b, reg(a), reg(b))?,
            Instr::Sub { dst, a, b } => self.arith(BinaryOp::Sub, false, dst, a, b, reg(a), reg(b))?,
            Instr::Mul { dst, a, b } => self.arith(BinaryOp::Mul, false, dst, a, b, reg(a), reg(b))?,
            Instr::Binary { op, dst, a, b } => self.arith(op, false, dst, a, b, reg(a), reg(b))?,
            Instr::Inplace { op, dst, a, b } => self.arith(op, true, dst, a, b, reg(a), reg(b))?,
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
            Instr::ListAppend { list, src } => {
                self.value_call(H_LIST_APPEND, &[list, src])?;
            }
            Instr::Compare { op, dst, a, b } => self.compare(op, dst, a, b, reg(a), reg(b))?,
            Instr::Is { dst, a, b, neg } => {
                let (x, y) = (self.get(a)?, self.get(b)?);
                if self.trace.ty(x) == Type::Float || self.trace.ty(y) == Type::Float {
                    // The trace holds the float unboxed: its identity is in the frame.
                    self.step()?;
                    return Ok(Recorded::Continue);
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
            }
            Instr::JumpIfFalse { cond, target } => self.branch(cond, reg(cond), false, target, pc)?,
            Instr::JumpIfTrue { cond, target } => self.branch(cond, reg(cond), true, target, pc)?,
            Instr::ForIter { iter, dst, target } => self.for_iter(iter, dst, target, reg(iter))?,
            Instr::LoadGlobal { dst, name } if self.module_global(vm, dst, code.names[name as usize])? => {}
            Instr::LoadGlobal { dst, name } => {
                let n = self.const_ref(code.names[name as usize])?;
                let v = match self.inlined.last().map(|f| f.globals) {
                    None => self.call(H_LOAD_GLOBAL, &[n], Type::Ref)?,
                    Some(g) => self.call(H_LOAD_GLOBAL_IN, &[g, n], Type::Ref)?,
                };
                self.set(dst, v);
            }
            Instr::Call { dst, func, argc, kw: 0, .. } if self.inlinable(vm, code.index, pc, reg(func), argc as usize) => {
                self.inline_call(vm, pc, dst, func, func + 1, reg(func))?;
            }
            Instr::CallMethod { dst, base: b, argc, kw: 0, .. } if self.inlinable(vm, code.index, pc, reg(b), argc as usize + !reg(b + 1).is_empty() as usize) => {
                let start = if reg(b + 1).is_empty() { b + 2 } else { b + 1 };
                self.inline_call(vm, pc, dst, b, start, reg(b))?;
            }
            Instr::LoadMethod { base: b, obj, name } if self.load_method(vm, b, obj, reg(obj), code.names[name as usize])? => {}
            Instr::Return { src } if !self.inlined.is_empty() => self.inline_return(src)?,
            Instr::LoadAttr { dst, obj, name } => {
                let o = reg(obj);
                if !self.load_attr(vm, dst, obj, o, code.names[name as usize])? {
                    self.step()?;
                }
            }
            Instr::StoreAttr { obj, name, src } => {
                let o = reg(obj);
                if !self.store_attr(vm, obj, o, code.names[name as usize], src)? {
                    self.step()?;
                }
            }
            Instr::Call { dst, func, argc: 0, kw: 0, .. } if self.plain_instantiation(vm, reg(func)) => self.instantiate(vm, dst, func, reg(func))?,
            Instr::Call { dst, func, argc, kw: 0, .. } if self.init_inlinable(vm, code.index, pc, reg(func), argc as usize) => self.inline_init(vm, pc, dst, func, reg(func))?,
            Instr::GetItem { dst, obj, key } if is_type(reg(obj), TY_LIST) && reg(key).is_int() => self.list_item(obj, key, reg(obj), reg(key), Some(dst), None)?,
            Instr::SetItem { obj, key, src } if is_type(reg(obj), TY_LIST) && reg(key).is_int() => self.list_item(obj, key, reg(obj), reg(key), None, Some(src))?,
            Instr::GetItem { dst, obj, key } => {
                let r = self.value_call(H_GET_ITEM, &[obj, key])?;
                self.set(dst, r);
            }
            Instr::SetItem { obj, key, src } => {
                self.value_call(H_SET_ITEM, &[obj, key, src])?;
            }
            Instr::Call { dst, func, argc, kw: 0, .. } if (argc as usize) <= CALL_ARGS && self.inlined.is_empty() => {
                let regs: Vec<u16> = (0..argc).map(|i| func + 1 + i).collect();
                self.generic_call(dst, func, &regs)?;
            }
            Instr::CallMethod { dst, base: b, argc, kw: 0, .. } if self.inlined.is_empty() && argc as usize + !reg(b + 1).is_empty() as usize <= CALL_ARGS => {
                let first = if reg(b + 1).is_empty() { b + 2 } else { b + 1 };
                let n = argc + (b + 2 - first);
                let regs: Vec<u16> = (0..n).map(|i| first + i).collect();
                self.generic_call(dst, b, &regs)?;
            }
            Instr::Return { .. } => return Err(Abort::LeftFrame),
            Instr::Yield { .. } | Instr::YieldFromStep { .. } => return Err(Abort::Yield),
            _ => self.step()?,
        }
        Ok(Recorded::Continue)
    }

    /// `CheckBound`: a guard that the register is not empty, unless the trace knows it.
    fn check_bound(&mut self, r: u16) -> Res<()> {
        let v = self.get(r)?;
        let known = self.trace.ty(v) != Type::Ref || self.trace.constant(v).is_some_and(|w| w != 0) || self.bound.contains(&v);
        if !known {
            let empty = self.const_ref(Value::EMPTY)?;
            let is_empty = self.op(Opcode::RefEq, &[v, empty])?;
            self.guard(Opcode::GuardFalse, &[is_empty], 0)?;
            self.bound.insert(v);
        }
        Ok(())
    }

    /// The loop header of a peeled trace: every register the trace holds a
    /// value for becomes a phi (dirty: from the second iteration on the
    /// frame's copy is stale), and what the trace knew about values is
    /// forgotten (the phis are new values).
    fn start_loop(&mut self) -> Res<()> {
        self.pc = self.header;
        self.emit(Opcode::Loop, Type::Void, &[], 0)?;
        // Values of the first iteration and the phis that stand for them in the body.
        let mut phi_of: HashMap<V, V> = HashMap::new();
        for r in 0..self.slots.len() {
            let Some(v) = self.slots[r] else { continue };
            if !self.slot_live(r, self.header) {
                // Dead at the header: each iteration writes it before reading it.
                self.slots[r] = None;
                self.dirty[r] = false;
                continue;
            }
            let k = self.trace.loop_next.len();
            let p = self.emit(Opcode::Phi, self.trace.ty(v), &[v], k as i64)?;
            self.trace.loop_next.push(p);
            self.slots[r] = Some(p);
            self.dirty[r] = true;
            self.phi_slots.push(r);
            phi_of.entry(v).or_insert(p);
        }
        let mut keys: Vec<HeapKey> = if self.heap_phis_allowed { self.heap.keys().copied().collect() } else { Vec::new() };
        keys.sort_by_key(|(r, v, o)| (*v, *o, *r as u8));
        let mut entries = Vec::new();
        for key in keys {
            let v = self.heap[&key];
            let k = self.trace.loop_next.len();
            let p = self.emit(Opcode::Phi, self.trace.ty(v), &[v], k as i64)?;
            self.trace.loop_next.push(p);
            phi_of.entry(v).or_insert(p);
            entries.push((key, k, p));
        }
        // The body reaches objects through the phis: key the cache by them.
        self.heap.clear();
        for ((region, obj, off), k, p) in entries {
            let key = (region, phi_of.get(&obj).copied().unwrap_or(obj), off);
            self.heap.insert(key, p);
            self.heap_phis.push((key, k));
        }
        self.shapes.clear();
        self.bound.clear();
        self.headers.clear();
        self.epoch_checked = false;
        self.loop_mark = self.instructions;
        Ok(())
    }

    /// The end of a peeled loop body: each phi takes its register's value
    /// (converted to the phi's representation), other dirty registers are stored.
    fn close_loop(&mut self) -> Res<()> {
        let phis: Vec<(usize, V)> = self.phi_slots.iter().enumerate().map(|(k, &r)| (r, self.trace.loop_next[k])).collect();
        for (k, (r, phi)) in phis.into_iter().enumerate() {
            let next = match self.slots[r] {
                None => phi,
                Some(v) => self.convert(v, self.trace.ty(phi))?,
            };
            self.trace.loop_next[k] = next;
        }
        // A field the body no longer knows (a call forgot it) is read again:
        // memory is always current, since stores are not delayed.
        let invariant = |t: &Trace, p: V| {
            let op = t.op(p);
            op.opcode != Opcode::Phi || t.loop_next[op.imm as usize] == p || t.loop_next[op.imm as usize] == op.args[0]
        };
        for (key, k) in self.heap_phis.clone() {
            let phi = self.trace.loop_next[k];
            let ty = self.trace.ty(phi);
            if !invariant(&self.trace, key.1) {
                // A field of an object that changes around the loop: its
                // first-iteration value must not have been used by the body.
                if self.used_in_body(phi) {
                    return Err(Abort::HeapPhiVaries);
                }
                continue;
            }
            let next = match self.heap.get(&key) {
                Some(v) => *v,
                None => self.emit(Opcode::LoadField, Type::Ref, &[key.1], key.2)?,
            };
            // A field holding a tagged int or a float box: guarded like a register.
            self.trace.loop_next[k] = if self.trace.ty(next) == ty { next } else if ty == Type::Ref { return Err(Abort::TypeUnstable) } else { self.convert(next, ty)? };
        }
        for r in 0..self.slots.len() {
            if self.dirty[r] && !self.phi_slots.contains(&r) && self.slot_live(r, self.header) {
                if let Some(v) = self.slots[r] {
                    let b = self.boxed(v)?;
                    self.emit(Opcode::StoreSlot, Type::Void, &[b], r as i64)?;
                }
            }
        }
        Ok(())
    }

    /// Does any op or snapshot after the loop header use `v`?
    fn used_in_body(&self, v: V) -> bool {
        let start = self.trace.loop_start().unwrap_or(0);
        self.trace.ops[start..].iter().any(|op| {
            op.args.contains(&v) && op.opcode != Opcode::Phi || op.snap.is_some_and(|s| self.trace.snapshots[s as usize].entries.iter().any(|(_, x)| *x == v))
        })
    }

    /// `v` in representation `ty` (the same Python value), guarding where
    /// the conversion depends on the value; the trace cannot go on when the
    /// value could change type around the loop.
    fn convert(&mut self, v: V, ty: Type) -> Res<V> {
        match (self.trace.ty(v), ty) {
            (a, b) if a == b => Ok(v),
            (_, Type::Ref) => self.boxed(v),
            (Type::Ref, Type::Int) => {
                self.guard(Opcode::GuardInt, &[v], 0)?;
                self.op(Opcode::Untag, &[v])
            }
            (Type::Ref, Type::Float) => {
                self.guard(Opcode::GuardType, &[v], TY_FLOAT as i64)?;
                self.emit(Opcode::LoadFloatField, Type::Float, &[v], 8)
            }
            _ => Err(Abort::TypeUnstable),
        }
    }

    /// Marks guard `g` as the loop's exit test when the path it rejects
    /// (continuing at `other`) leaves the loop: jumps past the loop's back
    /// edge or before its header. Only guards of the traced frame count.
    fn mark_loop_exit(&mut self, g: V, other: u32) {
        if self.inlined.is_empty() && (other < self.header || self.loop_back.is_some_and(|lb| other > lb) || self.loop_back.is_none() && other > self.max_pc) {
            self.trace.ops[g.0 as usize].aux = jit::ir::LOOP_EXIT;
        }
    }

    /// The end of the iteration: store what the next one reads, and count it.
    fn close(&mut self) -> Res<Recorded> {
        self.pc = self.header;
        for (g, if_true, if_false) in std::mem::take(&mut self.branches) {
            // The direction not taken while recording is where the guard exits to.
            let other = if self.trace.ops[g.0 as usize].opcode == Opcode::GuardTrue { if_false } else { if_true };
            self.mark_loop_exit(g, other);
        }
        if self.loop_mark > 0 {
            self.close_loop()?;
        } else {
            self.sync()?;
        }
        let counter = self.const_int(self.iterations.as_ptr() as i64)?;
        let n = self.emit(Opcode::LoadField, Type::Int, &[counter], 0)?;
        let one = self.const_int(1)?;
        let n1 = self.op(Opcode::IntAdd, &[n, one])?;
        self.emit(Opcode::StoreField, Type::Void, &[counter, n1], 0)?;
        // An instruction run through `interp_step` costs more than running it
        // in the interpreter (the frame is synced, the interpreter entered
        // and the registers reloaded): a trace with many of them loses.
        if self.steps * MAX_STEP_SHARE > self.instructions {
            return Err(Abort::MostlyUnsupported);
        }
        Ok(Recorded::Closed)
    }

    fn arith(&mut self, op: BinaryOp, inplace: bool, dst: u16, a: u16, b: u16, x: Value, y: Value) -> Res<()> {
        if x.is_int() && y.is_int() && !self.generic.contains(&(self.expect_code, self.pc)) {
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
                let r = if iop.flags() & jit::ir::flag::GUARD != 0 { self.guard(iop, &[p, q], 0)? } else { self.op(iop, &[p, q])? };
                self.set(dst, r);
                return Ok(());
            }
        }
        let floaty = (is_float(x) && (y.is_int() || is_float(y))) || (is_float(y) && x.is_int());
        let fop = match op {
            BinaryOp::Add => Some(Opcode::FloatAdd),
            BinaryOp::Sub => Some(Opcode::FloatSub),
            BinaryOp::Mul => Some(Opcode::FloatMul),
            BinaryOp::TrueDiv => Some(Opcode::FloatDiv),
            _ => None,
        };
        // Ints converted to floats must be exact (below 2^53), as in `fast.rs`.
        let exact = |v: Value| !v.is_int() || v.as_int().unsigned_abs() < (1 << 53);
        match fop {
            Some(fop) if floaty && exact(x) && exact(y) => {
                if fop == Opcode::FloatDiv {
                    // A zero divisor raises: leave that case to the interpreter.
                    if !is_float(y) || float_of(y) == 0.0 {
                        return self.generic_binary(op, inplace, dst, a, b);
                    }
                    let q = self.float(b, y)?;
                    let zero = self.constant(Opcode::ConstFloat, 0f64.to_bits() as i64)?;
                    let z = self.op(Opcode::FloatEq, &[q, zero])?;
                    self.guard(Opcode::GuardFalse, &[z], 0)?;
                }
                let (p, q) = self.float_pair(a, b, x, y)?;
                let r = self.op(fop, &[p, q])?;
                self.set(dst, r);
                Ok(())
            }
            _ => self.generic_binary(op, inplace, dst, a, b),
        }
    }

    /// `R[dst] = R[a] op R[b]` through the `binary`/`inplace` helper.
    fn generic_binary(&mut self, op: BinaryOp, inplace: bool, dst: u16, a: u16, b: u16) -> Res<()> {
        let k = self.const_int(BINARY_OPS.iter().position(|o| *o == op).unwrap_or(0) as i64)?;
        let (x, y) = (self.get(a)?, self.get(b)?);
        let (x, y) = (self.boxed(x)?, self.boxed(y)?);
        let r = self.call(if inplace { H_INPLACE } else { H_BINARY }, &[k, x, y], Type::Ref)?;
        self.set(dst, r);
        Ok(())
    }

    /// Registers `a` and `b` (runtime values `x`, `y`: floats, or small ints
    /// below 2^53) as floats, guarding that the ints convert exactly.
    fn float_pair(&mut self, a: u16, b: u16, x: Value, y: Value) -> Res<(V, V)> {
        if x.is_int() {
            self.guard_exact(a, x)?;
        }
        if y.is_int() {
            self.guard_exact(b, y)?;
        }
        Ok((self.float(a, x)?, self.float(b, y)?))
    }

    /// Guards that the small int in register `r` converts to a float exactly.
    fn guard_exact(&mut self, r: u16, x: Value) -> Res<()> {
        let i = self.int(r, x)?;
        if self.trace.constant(i).is_some() {
            return Ok(());
        }
        let (lo, hi) = (self.const_int(-(1 << 53))?, self.const_int(1 << 53)?);
        let ge = self.op(Opcode::IntGt, &[i, lo])?;
        self.guard(Opcode::GuardTrue, &[ge], 0)?;
        let lt = self.op(Opcode::IntLt, &[i, hi])?;
        self.guard(Opcode::GuardTrue, &[lt], 0)?;
        Ok(())
    }

    fn compare(&mut self, op: CompareOp, dst: u16, a: u16, b: u16, x: Value, y: Value) -> Res<()> {
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
    fn branch(&mut self, cond: u16, c: Value, jump_if: bool, target: u32, pc: u32) -> Res<()> {
        let v = self.get(cond)?;
        let truth = match self.trace.ty(v) {
            Type::Bool => v,
            Type::Int => {
                let z = self.const_int(0)?;
                self.op(Opcode::IntNe, &[v, z])?
            }
            Type::Float => {
                let z = self.constant(Opcode::ConstFloat, 0f64.to_bits() as i64)?;
                self.op(Opcode::FloatNe, &[v, z])?
            }
            _ if c.is_bool() => {
                let t = self.const_ref(Value::TRUE)?;
                let f = self.const_ref(Value::FALSE)?;
                let is_t = self.op(Opcode::RefEq, &[v, t])?;
                let is_f = self.op(Opcode::RefEq, &[v, f])?;
                // Still a bool at run time: exactly one of the two holds.
                let either = self.op(Opcode::IntNe, &[is_t, is_f])?;
                self.guard(Opcode::GuardTrue, &[either], 0)?;
                is_t
            }
            _ if c.is_none() => {
                self.guard(Opcode::GuardRef, &[v], Value::NONE.0 as i64)?;
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
        let g = self.guard(Opcode::GuardTrue, &[truth], 0)?;
        let (if_true, if_false) = if jump_if { (target, pc + 1) } else { (pc + 1, target) };
        self.branch_fixup = Some((g, if_true, if_false));
        self.branches.push((g, if_true, if_false));
        Ok(())
    }

    fn for_iter(&mut self, iter: u16, dst: u16, target: u32, it: Value) -> Res<()> {
        let small = is_type(it, TY_RANGE_ITER) && field(it, 1).is_int() && field(it, 2).is_int() && field(it, 3).is_int();
        let v = self.get(iter)?;
        if small {
            let step = field(it, 3).as_int();
            self.guard(Opcode::GuardType, &[v], TY_RANGE_ITER as i64)?;
            let c = self.load_int(Region::RangeIter, v, 8)?;
            let s = self.load_int(Region::RangeIter, v, 16)?;
            let st = self.load(Region::RangeIter, v, 24)?;
            if self.trace.constant(st) != Some(step) {
                let k = self.const_int(step)?;
                if self.trace.ty(st) == Type::Int {
                    let same = self.op(Opcode::IntEq, &[st, k])?;
                    self.guard(Opcode::GuardTrue, &[same], 0)?;
                } else {
                    self.guard(Opcode::GuardRef, &[st], Value::int(step).0 as i64)?;
                }
                self.heap.insert((Region::RangeIter, v, 24), k);
            }
            let more = self.op(if step > 0 { Opcode::IntLt } else { Opcode::IntGt }, &[c, s])?;
            let going = (step > 0 && field(it, 1).as_int() < field(it, 2).as_int()) || (step < 0 && field(it, 1).as_int() > field(it, 2).as_int());
            if !going {
                return Err(Abort::LoopExit);
            }
            let g = self.guard(Opcode::GuardTrue, &[more], 0)?;
            self.mark_loop_exit(g, target);
            let k = self.const_int(step)?;
            // With a unit step, cur + step lies between cur and stop: it cannot overflow.
            let next = if step.abs() == 1 { self.op(Opcode::IntAdd, &[c, k])? } else { self.guard(Opcode::IntAddOv, &[c, k], 0)? };
            let t = self.op(Opcode::Tag, &[next])?;
            self.store(Region::RangeIter, v, 8, t, next)?;
            self.set(dst, c);
        } else {
            self.sync()?;
            let r = self.call(H_FOR_ITER, &[v], Type::Ref)?;
            let stop = self.const_ref(STOP)?;
            let ended = self.op(Opcode::RefEq, &[r, stop])?;
            let g = self.guard_at(Opcode::GuardFalse, &[ended], 0, target)?;
            self.mark_loop_exit(g, target);
            self.set(dst, r);
            self.expect = Some(self.pc + 1);
        }
        Ok(())
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
