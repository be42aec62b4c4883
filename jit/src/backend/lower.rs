//! Lowering: trace IR → Cranelift IR, one `lower_*` method per kind of op.
//!
//! The function built is `fn(ctx: *mut TraceContext) -> u32`:
//! 1. the entry block jumps to the loop block; the loop block holds the ops
//!    in order and jumps back to itself at the end. A peeled trace's ops
//!    before `Loop` run once; `Loop` starts a block whose parameters are the
//!    phis and every `Ref` defined before it and used after it (so a value
//!    reloaded after a collection in one iteration is the one the next
//!    iteration sees), and the end jumps back there with the new values.
//!    When the loop body starts with its test (pure ops and guards that
//!    read no memory, up to the first `GuardTrue`/`GuardFalse`), the loop
//!    is rotated: that head runs before the loop block, on the values the
//!    preamble ends with, and again at the end of each iteration, on the
//!    next iteration's values, its test branching back to the loop block,
//!    which starts after the head: an iteration runs one conditional branch
//!    where it would run a test, a branch and a jump. The head's exits
//!    leave with the values they test, as the head's at the top would; the
//!    exit of the end's test is laid out right after it (not with the cold
//!    blocks), so the branch back is the conditional one.
//!    An unrolled loop's failing head test (`TO_REMAINDER`) branches to
//!    the remainder's block (cold, its parameters the loop block's) instead
//!    of an exit, through a block laid out after the test, so the branch
//!    back stays the conditional one; the remainder ends going round again.
//!    A bridge (`Trace::bridge`) has no loop: its end tail-calls the trace
//!    of the loop it ends at when the client links it (counting that
//!    trace's entry), else returns `END_OF_BRIDGE`; its `Input`s load the
//!    exit values the trace it leaves wrote;
//! 2. each guard branches to its own cold exit block, which stores the
//!    snapshot's values into `ctx.exit_values`, counts the exit in the
//!    client's exit table and jumps to the exit's bridge when the table
//!    names one (a tail call, counting the bridge's entry), else returns
//!    the exit word of the guard's op index (`exit_word(tag, i)`, so the
//!    client knows which trace left after jumps);
//! 3. an op that may collect (an allocation's slow path, a helper call) is
//!    bracketed by a spill of every live `Ref` into `ctx.spill` and a reload
//!    afterwards: the collector updates the spilled words when objects move,
//!    and later ops use the reloaded values. An allocation spills only on its
//!    cold slow path; its fast path (compare `free` with the limit, write the
//!    header, add the size to `free`) is inline;
//! 4. the nursery's `free` word lives in a variable (a register across the
//!    loop), loaded at entry: it is written back to memory before anything
//!    that reads it (an allocation's slow path, a helper call, an exit, the
//!    end of a bridge), and reloaded after a call that may collect. The
//!    limit, a variable too, is the nursery's `top` word less the bytes of
//!    the trace's largest allocation group (so testing `free` itself,
//!    before the bump, is enough; allocations with no call between them
//!    test once, see `alloc_groups`), loaded with `free`, and after any
//!    call in a trace whose allocation polls. The client lowers `top` to 0
//!    to make allocations fail when its interrupt byte is set; compiled code sees that when it reads `top` again (at
//!    entry, after a call or a collection), at the latest once it has
//!    allocated the nursery's room, and a polling allocation
//!    (`Op::is_poll`, see `opt::poll`) then leaves through its snapshot from
//!    its slow path.
//!
//! Each Cranelift instruction carries the IR op index as its source location,
//! so the machine code can be annotated with the op it came from.
//!
//! Must never: reorder ops or drop a guard (optimizations are passes over the IR).

use super::{BackendConfig, Link, EXIT_TABLE_WORDS};
use crate::context::{exit_word, OFFSET_ALLOC_SITE, OFFSET_ALLOC_SIZE, OFFSET_EXIT_VALUES, OFFSET_INTERRUPT, OFFSET_NURSERY, OFFSET_REGS, OFFSET_SITE, OFFSET_SPILL};
use crate::ir::{flag, GuardFlags, Helper, Opcode, Trace, Type, INT_BITS, MAX_ALLOC_BYTES, V};
use std::ops::Range;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{types, AbiParam, Block, BlockArg, InstBuilder, MemFlagsData, Signature, SourceLoc, Value};
use cranelift_codegen::isa::CallConv;
use cranelift_frontend::{FunctionBuilder, Variable};

/// Byte offset of the 32-bit type id inside the header word (its bits 32..64).
const TYPE_ID_OFFSET: i32 = if cfg!(target_endian = "little") { 4 } else { 0 };

/// How a trace hands control on: its tag in exit words, the trace its end
/// jumps to (a trace without a loop), the client's exit table, and the
/// signature every trace has.
pub(super) struct Linking {
    pub tag: u32,
    pub link: Option<Link>,
    pub exit_table: Option<usize>,
    pub tail: Signature,
}

fn flags() -> MemFlagsData {
    MemFlagsData::trusted()
}

pub(super) struct Lower<'a, 'b> {
    pub trace: &'a Trace,
    pub helpers: &'a [Helper],
    pub config: &'a BackendConfig,
    stubs: super::StubRefs,
    pub b: FunctionBuilder<'b>,
    /// The host convention, for helper calls.
    pub call_conv: CallConv,
    linking: Linking,
    ctx: Value,
    /// The current value of the nursery's `free` word (see the module comment, 4).
    free: Variable,
    /// The nursery's `top` less `slack` (see the module comment, 4).
    limit: Variable,
    /// The most bytes one allocation group claims (0: the trace allocates nothing).
    slack: i64,
    /// For each op, the allocation group it leads (see `alloc_groups`).
    groups: Vec<Option<AllocGroup>>,
    /// Does an allocation of the trace poll (`Op::is_poll`)?
    polls: bool,
    vals: Vec<Option<Value>>,
    last_use: Vec<Option<u32>>,
    /// Most spill slots any op needed.
    pub spill_slots: usize,
    /// The loop block of a peeled trace, its phis (op indices, in order)
    /// and the values carried to it.
    loop_block: Option<Block>,
    /// An unrolled loop's remainder block (its parameters are the loop block's).
    remainder_block: Option<Block>,
    /// The ops of the loop's head, which a rotated loop runs before each
    /// iteration (module doc, 1): `Trace::loop_head`.
    head: Option<Range<usize>>,
    phis: Vec<usize>,
    carried: Vec<V>,
}

/// Allocations that test the nursery's room together: the bytes they claim
/// and the objects whose barriers a collection must redo (their operands).
struct AllocGroup {
    bytes: i64,
    args: Vec<V>,
}

/// The trace's allocation groups, at their first allocation's index: an
/// allocation joins the group before it when nothing between them can
/// collect or read `free` but an exit (no call; exits store `free`, which
/// then points just past the objects claimed so far: see `claim`), both
/// are in the same part of the trace (preamble, loop body or remainder)
/// and the group's bytes stay within `MAX_ALLOC_BYTES`. An unrolled body's copies thus test once.
fn alloc_groups(trace: &Trace) -> Vec<Option<AllocGroup>> {
    let mut groups: Vec<Option<AllocGroup>> = trace.ops.iter().map(|_| None).collect();
    let mut open: Option<usize> = None;
    for (i, op) in trace.ops.iter().enumerate() {
        match op.opcode {
            Opcode::Alloc => {
                let joins = open.and_then(|l| groups[l].as_mut()).filter(|g| g.bytes + op.alloc().0 <= MAX_ALLOC_BYTES);
                match joins {
                    Some(g) => {
                        g.bytes += op.alloc().0;
                        for a in &op.args {
                            if !g.args.contains(a) {
                                g.args.push(*a);
                            }
                        }
                    }
                    None => {
                        groups[i] = Some(AllocGroup { bytes: op.alloc().0, args: op.args.to_vec() });
                        open = Some(i);
                    }
                }
            }
            Opcode::Call | Opcode::Loop | Opcode::Remainder => open = None,
            _ => {}
        }
    }
    groups
}

impl<'a, 'b> Lower<'a, 'b> {
    #[allow(clippy::too_many_arguments)]
    pub fn new(trace: &'a Trace, helpers: &'a [Helper], config: &'a BackendConfig, stubs: super::StubRefs, b: FunctionBuilder<'b>, call_conv: CallConv, linking: Linking) -> Self {
        let n = trace.ops.len();
        let groups = alloc_groups(trace);
        let slack = groups.iter().flatten().map(|g| g.bytes).max().unwrap_or(0);
        let polls = trace.ops.iter().any(|o| o.opcode == Opcode::Alloc && o.is_poll());
        Lower { trace, helpers, config, stubs, b, call_conv, linking, ctx: Value::from_u32(0), free: Variable::from_u32(0), limit: Variable::from_u32(0), slack, groups, polls, vals: vec![None; n], last_use: trace.last_uses(), spill_slots: 0, loop_block: None, remainder_block: None, head: trace.loop_head(), phis: Vec::new(), carried: Vec::new() }
    }

    /// Builds the whole function.
    pub fn lower(mut self, target: cranelift_codegen::isa::TargetFrontendConfig) -> usize {
        let entry = self.b.create_block();
        self.b.append_block_params_for_function_params(entry);
        self.b.switch_to_block(entry);
        self.ctx = self.b.block_params(entry)[0];
        self.free = self.b.declare_var(types::I64);
        self.limit = self.b.declare_var(types::I64);
        self.reload_nursery();
        if self.config.running_trace != 0 {
            let tag = self.b.ins().iconst(types::I32, self.linking.tag as i64);
            let word = self.iconst(self.config.running_trace as i64);
            self.b.ins().store(flags(), tag, word, 0);
        }
        let head = self.b.create_block();
        self.b.ins().jump(head, &[]);
        self.b.switch_to_block(head);
        for i in 0..self.trace.ops.len() {
            if self.head.as_ref().is_some_and(|r| r.contains(&i)) {
                continue; // lowered by `enter_loop`
            }
            self.b.set_srcloc(SourceLoc::new(i as u32));
            match self.trace.ops[i].opcode {
                Opcode::Loop => self.enter_loop(i),
                Opcode::Remainder => self.enter_remainder(),
                Opcode::Phi => {}
                _ => {
                    let v = self.lower_op(i);
                    self.vals[i] = v;
                }
            }
        }
        match self.loop_block {
            Some(lb) => {
                let next = if self.remainder_block.is_some() { &self.trace.remainder_next } else { &self.trace.loop_next };
                let args = self.loop_args(next);
                self.go_round(lb, &args);
            }
            None if self.trace.bridge => {
                self.flush_free();
                match self.linking.link {
                    Some(link) => self.jump_to_trace(link),
                    None => {
                        let end = self.iconst(exit_word(self.linking.tag, crate::ir::END_OF_BRIDGE) as i64);
                        self.b.ins().return_(&[end]);
                    }
                }
            }
            None => {
                self.b.ins().jump(head, &[]);
            }
        }
        self.b.seal_all_blocks();
        let slots = self.spill_slots;
        self.b.finalize(target);
        slots
    }

    /// The end of a linked trace: count the target's entry, then jump to it
    /// (a tail call: the stack does not grow however long the chain).
    fn jump_to_trace(&mut self, link: Link) {
        let counter = self.iconst(link.counter as i64);
        self.increment(counter, 0);
        let target = self.iconst(link.entry as i64);
        self.tail_call(target);
    }

    /// Adds one to the word at `addr + off`.
    fn increment(&mut self, addr: Value, off: i32) {
        let n = self.b.ins().load(types::I64, flags(), addr, off);
        let n = self.b.ins().iadd_imm_s(n, 1);
        self.b.ins().store(flags(), n, addr, off);
    }

    /// Passes control to the trace at `target` (a tail call with the context).
    fn tail_call(&mut self, target: Value) {
        let sref = self.b.import_signature(self.linking.tail.clone());
        let ctx = self.ctx;
        self.b.ins().return_call_indirect(sref, target, &[ctx]);
    }

    /// The end of exit `i`'s block, after its values are stored: count it
    /// and jump to its bridge if the table has one, else return its word.
    fn leave_through(&mut self, i: usize) {
        let word = exit_word(self.linking.tag, i as u32) as i64;
        let Some(table) = self.linking.exit_table else {
            let w = self.iconst(word);
            self.b.ins().return_(&[w]);
            return;
        };
        let slot = self.iconst((table + 8 * EXIT_TABLE_WORDS * i) as i64);
        self.increment(slot, 8);
        if self.trace.ops[i].opcode == Opcode::Call {
            // An exception leaves for the interpreter's handler: never a bridge.
            let w = self.iconst(word);
            self.b.ins().return_(&[w]);
            return;
        }
        let target = self.b.ins().load(types::I64, flags(), slot, 0);
        let (jump, ret) = (self.b.create_block(), self.b.create_block());
        self.b.set_cold_block(jump);
        self.b.set_cold_block(ret);
        self.b.ins().brif(target, jump, &[], ret, &[]);
        self.b.switch_to_block(jump);
        let counter = self.b.ins().load(types::I64, flags(), slot, 16);
        self.increment(counter, 0);
        self.tail_call(target);
        self.b.switch_to_block(ret);
        let w = self.iconst(word);
        self.b.ins().return_(&[w]);
    }

    /// `Loop` at op `i`: the block the rest of the trace repeats in.
    fn enter_loop(&mut self, i: usize) {
        let n = self.trace.ops.len();
        let phis: Vec<usize> = (i..n).filter(|&k| self.trace.ops[k].opcode == Opcode::Phi).collect();
        let carried: Vec<V> = (0..i)
            .filter(|&d| self.trace.ops[d].ty == Type::Ref && self.trace.ops[d].opcode != Opcode::ConstRef && self.vals[d].is_some())
            .filter(|&d| self.last_use[d].is_some_and(|u| u as usize > i))
            .map(|d| V(d as u32))
            .collect();
        for v in &carried {
            self.last_use[v.0 as usize] = Some(n as u32);
        }
        let lb = self.b.create_block();
        for &k in &phis {
            let ty = match self.trace.ops[k].ty {
                Type::Float => types::F64,
                Type::Bool => types::I8,
                _ => types::I64,
            };
            self.b.append_block_param(lb, ty);
        }
        for _ in &carried {
            self.b.append_block_param(lb, types::I64);
        }
        if self.trace.remainder_start().is_some() {
            let rb = self.b.create_block();
            self.b.set_cold_block(rb);
            for &p in self.b.func.dfg.block_params(lb).to_vec().iter() {
                let ty = self.b.func.dfg.value_type(p);
                self.b.append_block_param(rb, ty);
            }
            self.remainder_block = Some(rb);
        }
        // Phi k's initial value is its operand; its index among the block's
        // parameters is its `imm` order, which the recorder makes the op order.
        let mut args: Vec<BlockArg> = phis.iter().map(|&k| BlockArg::Value(self.arg(k, 0))).collect();
        args.extend(carried.iter().map(|v| BlockArg::Value(self.val(*v))));
        self.phis = phis;
        self.carried = carried;
        self.go_round(lb, &args);
        self.b.switch_to_block(lb);
        let params = self.b.block_params(lb).to_vec();
        self.bind_loop_params(&params);
        self.loop_block = Some(lb);
        // A rotated loop's block starts after its head: the head's pure ops
        // are computed again there, for the ops after it.
        for k in self.head.clone().into_iter().flatten() {
            if self.trace.ops[k].opcode.flags() & flag::PURE != 0 {
                self.b.set_srcloc(SourceLoc::new(k as u32));
                self.vals[k] = self.lower_op(k);
            }
        }
    }

    /// The loop block's arguments: the phis' values `next`, then the carried values.
    fn loop_args(&self, next: &[V]) -> Vec<BlockArg> {
        next.iter().chain(&self.carried).map(|v| BlockArg::Value(self.val(*v))).collect()
    }

    /// `Remainder`: the unrolled body ends (back to the loop's head) and
    /// the remainder's block starts, on the loop block's parameters as its
    /// head's `TO_REMAINDER` test passed them (module doc, 1).
    fn enter_remainder(&mut self) {
        let (Some(lb), Some(rb)) = (self.loop_block, self.remainder_block) else { return };
        let args = self.loop_args(&self.trace.loop_next);
        self.go_round(lb, &args);
        self.b.switch_to_block(rb);
        let params = self.b.block_params(rb).to_vec();
        self.bind_loop_params(&params);
    }

    /// Goes (round) to the loop block `lb` with `args`, its phis' and
    /// carried values: a jump, or for a rotated loop its head on those
    /// values, whose last guard branches to `lb` (one conditional branch,
    /// where the loop block would start with the test and end with a jump)
    /// and whose exits leave with those values, as the head's would at the
    /// top of the loop.
    fn go_round(&mut self, lb: Block, args: &[BlockArg]) {
        let Some(head) = self.head.clone() else {
            self.b.ins().jump(lb, args);
            return;
        };
        let values: Vec<Value> = args.iter().filter_map(|a| if let BlockArg::Value(v) = a { Some(*v) } else { None }).collect();
        self.bind_loop_params(&values);
        let last = head.end - 1;
        for k in head.start..last {
            if self.trace.ops[k].opcode != Opcode::Phi {
                self.b.set_srcloc(SourceLoc::new(k as u32));
                self.vals[k] = self.lower_op(k);
            }
        }
        self.b.set_srcloc(SourceLoc::new(last as u32));
        let c = self.arg(last, 0);
        let stay = match self.trace.ops[last].opcode {
            Opcode::GuardTrue => c,
            _ => self.b.ins().icmp_imm_s(IntCC::Equal, c, 0),
        };
        match self.remainder_block {
            Some(rb) if self.trace.ops[last].guard.has(GuardFlags::TO_REMAINDER) => {
                // Through a block laid out right after this one (as an
                // exit's is), so the branch back is the conditional one.
                let current = self.b.current_block().expect("lowering inside a block");
                let to_rest = self.b.create_block();
                self.b.switch_to_block(to_rest);
                self.b.ins().jump(rb, args);
                self.b.switch_to_block(current);
                self.b.ins().brif(stay, lb, args, to_rest, &[]);
            }
            _ => {
                let exit = self.exit_block_laid_out(last, false);
                self.b.ins().brif(stay, lb, args, exit, &[]);
            }
        }
    }

    /// Gives the phis and the carried values `values`, in the order of the
    /// loop block's parameters (phis first, then the carried values).
    fn bind_loop_params(&mut self, values: &[Value]) {
        for (j, &k) in self.phis.iter().enumerate() {
            self.vals[k] = Some(values[j]);
        }
        let n = self.phis.len();
        for (j, v) in self.carried.iter().enumerate() {
            self.vals[v.0 as usize] = Some(values[n + j]);
        }
    }

    /// A block that continues the current one after a branch: cold when
    /// the current block is (a slow path's code stays out of the hot
    /// path's layout).
    fn continuation(&mut self) -> Block {
        let cold = self.b.current_block().is_some_and(|b| self.b.func.layout.is_cold(b));
        let block = self.b.create_block();
        if cold {
            self.b.set_cold_block(block);
        }
        block
    }

    fn val(&self, v: V) -> Value {
        self.vals[v.0 as usize].expect("IR operand lowered before its use (SSA order)")
    }

    fn arg(&self, i: usize, k: usize) -> Value {
        self.val(self.trace.ops[i].args[k])
    }

    fn iconst(&mut self, x: i64) -> Value {
        self.b.ins().iconst(types::I64, x)
    }

    fn lower_op(&mut self, i: usize) -> Option<Value> {
        let op = &self.trace.ops[i];
        use Opcode::*;
        let v = match op.opcode {
            ConstInt if op.ty == Type::Bool => self.b.ins().iconst(types::I8, op.const_word()),
            ConstInt | ConstRef => self.iconst(op.const_word()),
            ConstFloat => self.b.ins().f64const(f64::from_bits(op.const_word() as u64)),
            LoadSlot => {
                let regs = self.b.ins().load(types::I64, flags(), self.ctx, OFFSET_REGS);
                self.b.ins().load(types::I64, flags(), regs, 8 * op.slot().0 as i32)
            }
            Input => {
                let w = self.b.ins().load(types::I64, flags(), self.ctx, OFFSET_EXIT_VALUES + 8 * op.input().0 as i32);
                self.from_word(w, op.ty)
            }
            StoreSlot => {
                let regs = self.b.ins().load(types::I64, flags(), self.ctx, OFFSET_REGS);
                let x = self.arg(i, 0);
                self.b.ins().store(flags(), x, regs, 8 * op.slot().0 as i32);
                return None;
            }
            Untag => {
                let x = self.arg(i, 0);
                self.b.ins().sshr_imm_s(x, 1)
            }
            Tag => {
                // (x << 1) + 1, not | 1: the same value (the low bit is
                // clear), and x64 makes it one `lea`. Not x + (x + 1): that
                // `x + 1` would be shared with a loop's `i + 1`, computed
                // early, and held in a second register.
                let x = self.arg(i, 0);
                let s = self.b.ins().iadd(x, x);
                self.b.ins().iadd_imm_s(s, 1)
            }
            IntAdd | IntSub | IntMul | IntAnd | IntOr | IntXor => self.lower_int_binary(i),
            IntFloorDiv | IntMod => self.lower_floor_div_mod(i),
            IntShr => {
                let (a, b) = (self.arg(i, 0), self.arg(i, 1));
                self.b.ins().sshr(a, b)
            }
            IntAddOv | IntSubOv | IntMulOv => self.lower_int_overflow(i),
            IntLt | IntLe | IntEq | IntNe | IntGt | IntGe => {
                let cc = match op.opcode {
                    IntLt => IntCC::SignedLessThan,
                    IntLe => IntCC::SignedLessThanOrEqual,
                    IntEq => IntCC::Equal,
                    IntNe => IntCC::NotEqual,
                    IntGt => IntCC::SignedGreaterThan,
                    _ => IntCC::SignedGreaterThanOrEqual,
                };
                let (a, b) = (self.arg(i, 0), self.arg(i, 1));
                self.b.ins().icmp(cc, a, b)
            }
            RefEq => {
                let (a, b) = (self.arg(i, 0), self.arg(i, 1));
                self.b.ins().icmp(IntCC::Equal, a, b)
            }
            FloatAdd | FloatSub | FloatMul | FloatDiv => {
                let (a, b) = (self.arg(i, 0), self.arg(i, 1));
                match op.opcode {
                    FloatAdd => self.b.ins().fadd(a, b),
                    FloatSub => self.b.ins().fsub(a, b),
                    FloatMul => self.b.ins().fmul(a, b),
                    _ => self.b.ins().fdiv(a, b),
                }
            }
            FloatNeg => {
                let a = self.arg(i, 0);
                self.b.ins().fneg(a)
            }
            FloatLt | FloatLe | FloatEq | FloatNe | FloatGt | FloatGe => {
                let cc = match op.opcode {
                    FloatLt => FloatCC::LessThan,
                    FloatLe => FloatCC::LessThanOrEqual,
                    FloatEq => FloatCC::Equal,
                    FloatNe => FloatCC::NotEqual,
                    FloatGt => FloatCC::GreaterThan,
                    _ => FloatCC::GreaterThanOrEqual,
                };
                let (a, b) = (self.arg(i, 0), self.arg(i, 1));
                self.b.ins().fcmp(cc, a, b)
            }
            IntToFloat => {
                let a = self.arg(i, 0);
                self.b.ins().fcvt_from_sint(types::F64, a)
            }
            Select => {
                let (c, x, y) = (self.arg(i, 0), self.arg(i, 1), self.arg(i, 2));
                self.b.ins().select(c, x, y)
            }
            GuardTrue | GuardFalse => {
                let c = self.arg(i, 0);
                let exit = self.exit_block(i);
                let cont = self.continuation();
                if op.opcode == GuardTrue {
                    self.b.ins().brif(c, cont, &[], exit, &[]);
                } else {
                    self.b.ins().brif(c, exit, &[], cont, &[]);
                }
                self.b.switch_to_block(cont);
                return None;
            }
            GuardInt => {
                let x = self.arg(i, 0);
                let t = self.b.ins().band_imm_s(x, 1);
                self.branch_unless(i, t);
                return None;
            }
            GuardType | GuardShape => {
                self.lower_guard_type(i);
                return None;
            }
            GuardRef => {
                let x = self.arg(i, 0);
                let ok = self.b.ins().icmp_imm_s(IntCC::Equal, x, op.const_word());
                self.branch_unless(i, ok);
                return None;
            }
            GuardFlag => {
                self.lower_guard_flag(i);
                return None;
            }
            LoadField => {
                let o = self.arg(i, 0);
                self.b.ins().load(types::I64, flags(), o, op.offset() as i32)
            }
            LoadFloatField => {
                let o = self.arg(i, 0);
                self.b.ins().load(types::F64, flags(), o, op.offset() as i32)
            }
            StoreField | StoreFloatField => {
                let (o, x) = (self.arg(i, 0), self.arg(i, 1));
                self.b.ins().store(flags(), x, o, op.offset() as i32);
                return None;
            }
            LoadElem => {
                let addr = self.elem_addr(i);
                self.b.ins().load(types::I64, flags(), addr, op.offset() as i32)
            }
            StoreElem => {
                let addr = self.elem_addr(i);
                let x = self.arg(i, 2);
                self.b.ins().store(flags(), x, addr, op.offset() as i32);
                return None;
            }
            WriteBarrier => {
                self.lower_write_barrier(i);
                return None;
            }
            Alloc => self.lower_alloc(i),
            Call => return self.lower_call(i),
            Loop | Phi | Remainder => return None,
        };
        Some(v)
    }

    /// `a0 + 8 * a1` for the element ops.
    fn elem_addr(&mut self, i: usize) -> Value {
        let (o, k) = (self.arg(i, 0), self.arg(i, 1));
        let scaled = self.b.ins().ishl_imm_s(k, 3);
        self.b.ins().iadd(o, scaled)
    }

    fn lower_int_binary(&mut self, i: usize) -> Value {
        let (a, b) = (self.arg(i, 0), self.arg(i, 1));
        match self.trace.ops[i].opcode {
            Opcode::IntAdd => self.b.ins().iadd(a, b),
            Opcode::IntSub => self.b.ins().isub(a, b),
            Opcode::IntMul => self.b.ins().imul(a, b),
            Opcode::IntAnd => self.b.ins().band(a, b),
            Opcode::IntOr => self.b.ins().bor(a, b),
            _ => self.b.ins().bxor(a, b),
        }
    }

    /// Python's `a // b` or `a % b` for `b > 0`: a shift or a mask for a
    /// constant power of two, else the truncating division corrected
    /// towards minus infinity (a negative remainder takes one from the
    /// quotient and adds `b` to the remainder).
    fn lower_floor_div_mod(&mut self, i: usize) -> Value {
        let op = &self.trace.ops[i];
        let div = op.opcode == Opcode::IntFloorDiv;
        let (a, b) = (self.arg(i, 0), self.arg(i, 1));
        if let Some(k) = self.trace.constant(op.args[1]).filter(|k| *k > 0 && k & (k - 1) == 0) {
            return if div { self.b.ins().sshr_imm_s(a, k.trailing_zeros() as i64) } else { self.b.ins().band_imm_s(a, k - 1) };
        }
        let r = self.b.ins().srem(a, b);
        // All ones when the remainder is negative, else zero.
        let neg = self.b.ins().sshr_imm_s(r, 63);
        if div {
            let q = self.b.ins().sdiv(a, b);
            self.b.ins().iadd(q, neg)
        } else {
            let fix = self.b.ins().band(neg, b);
            self.b.ins().iadd(r, fix)
        }
    }

    /// `a op b` with an exit when the result does not fit `INT_BITS` bits.
    fn lower_int_overflow(&mut self, i: usize) -> Value {
        let (a, b) = (self.arg(i, 0), self.arg(i, 1));
        let (r, wide) = match self.trace.ops[i].opcode {
            Opcode::IntAddOv => (self.b.ins().iadd(a, b), None),
            Opcode::IntSubOv => (self.b.ins().isub(a, b), None),
            _ => {
                let (r, of) = self.b.ins().smul_overflow(a, b);
                (r, Some(of))
            }
        };
        let exit = self.exit_block(i);
        if let Some(of) = wide {
            self.branch_to_if(exit, of);
        }
        // A 64-bit value fits in INT_BITS = 63 bits iff its bits 63 and 62
        // agree: the sign of r ^ (r + r) (a lea, a xor and a sign test).
        const _: () = assert!(INT_BITS == 63);
        let twice = self.b.ins().iadd(r, r);
        let differ = self.b.ins().bxor(twice, r);
        let bad = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, differ, 0);
        self.branch_to_if(exit, bad);
        r
    }

    /// One exit block for the three tests: a heap pointer has its low three
    /// bits clear (tagged ints and constants have one set) and is not null;
    /// its type id is the header's high half, compared as one 32-bit load.
    fn lower_guard_type(&mut self, i: usize) {
        let x = self.arg(i, 0);
        let type_id = self.trace.ops[i].type_id();
        let exit = self.exit_block(i);
        let low = self.b.ins().band_imm_s(x, 7);
        self.branch_to_if(exit, low);
        if !self.trace.ops[i].guard.has(GuardFlags::NOT_NULL) {
            let null = self.b.ins().icmp_imm_s(IntCC::Equal, x, 0);
            self.branch_to_if(exit, null);
        }
        let ty = self.b.ins().load(types::I32, flags(), x, TYPE_ID_OFFSET);
        let ok = self.b.ins().icmp_imm_s(IntCC::Equal, ty, type_id as i32 as i64);
        let cont = self.continuation();
        self.b.ins().brif(ok, cont, &[], exit, &[]);
        self.b.switch_to_block(cont);
    }

    fn lower_write_barrier(&mut self, i: usize) {
        let obj = self.arg(i, 0);
        self.barrier(obj);
    }

    /// The write barrier on `obj`: the flag test inline, the stub out of line.
    fn barrier(&mut self, obj: Value) {
        let header = self.b.ins().load(types::I64, flags(), obj, 0);
        let flag = self.b.ins().band_imm_s(header, self.config.barrier_flag as i64);
        let slow = self.b.create_block();
        let cont = self.continuation();
        self.b.set_cold_block(slow);
        self.b.ins().brif(flag, slow, &[], cont, &[]);
        self.b.switch_to_block(slow);
        let ctx = self.ctx;
        self.b.ins().call(self.stubs.barrier, &[ctx, obj]);
        self.b.ins().jump(cont, &[]);
        self.b.switch_to_block(cont);
    }

    /// Inline bump allocation: the object goes at `free`. The first
    /// allocation of a group (`alloc_groups`) tests `free` against the
    /// limit (module doc, 4) for the whole group; past it, the
    /// out-of-line slow path makes room for the group (`make_room`, which
    /// may collect). The others only claim. Claiming after the paths join
    /// leaves `free + size` for where it is next used, so `free` needs no
    /// second register.
    fn lower_alloc(&mut self, i: usize) -> Value {
        let Some((bytes, group_args)) = self.groups[i].as_ref().map(|g| (g.bytes, g.args.clone())) else { return self.claim(i) };
        let free = self.b.use_var(self.free);
        let limit = self.b.use_var(self.limit);
        let full = self.b.ins().icmp(IntCC::SignedGreaterThan, free, limit);
        let live = self.live_refs(i);
        let slow = self.b.create_block();
        let claim = self.b.create_block();
        self.b.set_cold_block(slow);
        for _ in &live {
            self.b.append_block_param(claim, types::I64);
        }
        let args: Vec<BlockArg> = live.iter().map(|v| BlockArg::Value(self.val(*v))).collect();
        self.b.ins().brif(full, slow, &[], claim, &args);
        // Slow path: spill, make room, reload.
        self.b.switch_to_block(slow);
        self.spill(&live);
        self.flush_free();
        self.store_imm(bytes as u64, OFFSET_ALLOC_SIZE);
        self.store_imm(exit_word(self.linking.tag, i as u32), OFFSET_ALLOC_SITE);
        let ctx = self.ctx;
        self.b.ins().call(self.stubs.make_room, &[ctx]);
        self.reload_nursery();
        let reloaded = self.reload(&live);
        if self.trace.ops[i].is_poll() {
            self.poll_after_collect(i, &live, &reloaded);
        }
        // The collection reset the barrier flag of every remembered object:
        // redo the barriers the group's allocations carry, on the moved
        // objects (a constant is an old object, which does not move; any
        // other operand not live past the allocation is not stored into again).
        for a in &group_args {
            if let Some(k) = live.iter().position(|v| v == a) {
                self.barrier(reloaded[k]);
            } else if self.trace.op(*a).opcode == Opcode::ConstRef {
                let c = self.val(*a);
                self.barrier(c);
            }
        }
        let args: Vec<BlockArg> = reloaded.iter().map(|v| BlockArg::Value(*v)).collect();
        self.b.ins().jump(claim, &args);
        // Both paths: claim the bytes at `free`.
        self.b.switch_to_block(claim);
        let params = self.b.block_params(claim).to_vec();
        for (k, v) in live.iter().enumerate() {
            self.vals[v.0 as usize] = Some(params[k]);
        }
        self.claim(i)
    }

    /// Allocation `i` claims its bytes at `free` (its group's test made
    /// room for them) and writes its header. Each claims its own, so `free`
    /// never points past an object whose header is not written: an exit
    /// between two allocations of a group leaves a nursery that can be
    /// walked object by object.
    fn claim(&mut self, i: usize) -> Value {
        let op = &self.trace.ops[i];
        let (size, header) = op.alloc();
        let header_word = header as i64;
        let obj = self.b.use_var(self.free);
        let next = self.b.ins().iadd_imm_s(obj, size);
        self.b.def_var(self.free, next);
        let h = self.iconst(header_word);
        self.b.ins().store(flags(), h, obj, 0);
        obj
    }

    /// A polling allocation's slow path, after `make_room` returned: when
    /// the interrupt byte is set, leave through op `i`'s snapshot (nothing
    /// is claimed yet), whose `Ref`s are among `live` and now read
    /// `reloaded`. The byte is read after the collector ran, so a signal
    /// that came while the collector reset the limit is not missed.
    fn poll_after_collect(&mut self, i: usize, live: &[V], reloaded: &[Value]) {
        let saved: Vec<Option<Value>> = live.iter().map(|v| self.vals[v.0 as usize]).collect();
        for (v, x) in live.iter().zip(reloaded) {
            self.vals[v.0 as usize] = Some(*x);
        }
        let set = self.interrupt_byte_set();
        self.branch_if(i, set);
        for (v, x) in live.iter().zip(saved) {
            self.vals[v.0 as usize] = x;
        }
    }

    fn lower_call(&mut self, i: usize) -> Option<Value> {
        let op = &self.trace.ops[i];
        let h = &self.helpers[op.helper().index()];
        let mut args = vec![self.ctx];
        for a in &op.args {
            let v = self.val(*a);
            args.push(self.word(v, self.trace.ty(*a)));
        }
        let live = if h.may_gc { self.live_refs(i) } else { Vec::new() };
        self.spill(&live);
        self.flush_free();
        if self.config.record_sites {
            let site = self.iconst(exit_word(self.linking.tag, i as u32) as i64);
            self.b.ins().store(flags(), site, self.ctx, OFFSET_SITE);
        }
        let r = self.call_addr(h.addr, &args, true);
        if h.may_gc {
            self.reload_nursery();
        } else if self.polls {
            // The limit may be held now (module doc, 4).
            let at = self.nursery();
            self.reload_limit(at);
        }
        let reloaded = self.reload(&live);
        for (v, n) in live.iter().zip(reloaded) {
            self.vals[v.0 as usize] = Some(n);
        }
        if h.can_raise {
            let failed = self.b.ins().icmp_imm_s(IntCC::Equal, r, 0);
            self.branch_if(i, failed);
        }
        (h.ret != Type::Void).then(|| self.from_word(r, h.ret))
    }

    /// Writes the `free` variable back to the nursery's word.
    fn flush_free(&mut self) {
        let free = self.b.use_var(self.free);
        let at = self.nursery();
        self.b.ins().store(flags(), free, at, 0);
    }

    /// The address of the nursery's `{free, top}` words
    /// (`TraceContext::nursery`, which never changes while the trace runs:
    /// Cranelift may keep it in a register or load it where it is needed).
    fn nursery(&mut self) -> Value {
        self.b.ins().load(types::I64, flags().with_readonly().with_can_move(), self.ctx, OFFSET_NURSERY)
    }

    /// Reads the nursery's `free` word into its variable and, when the
    /// trace allocates, its `top` word into the limit (module doc, 4): at
    /// entry, and after anything that may have collected or allocated.
    fn reload_nursery(&mut self) {
        let at = self.nursery();
        let free = self.b.ins().load(types::I64, flags(), at, 0);
        self.b.def_var(self.free, free);
        self.reload_limit(at);
    }

    /// Reads the limit from the nursery's words at `at`, when the trace
    /// allocates.
    fn reload_limit(&mut self, at: Value) {
        if self.slack > 0 {
            let top = self.b.ins().load(types::I64, flags(), at, 8);
            let limit = self.b.ins().iadd_imm_s(top, -self.slack);
            self.b.def_var(self.limit, limit);
        }
    }

    /// A value as one 64-bit word (the representation of exits and calls).
    fn word(&mut self, v: Value, ty: Type) -> Value {
        match ty {
            Type::Float => self.b.ins().bitcast(types::I64, MemFlagsData::new(), v),
            Type::Bool => self.b.ins().uextend(types::I64, v),
            _ => v,
        }
    }

    /// The value of type `ty` a word holds (the inverse of `word`).
    fn from_word(&mut self, w: Value, ty: Type) -> Value {
        match ty {
            Type::Float => self.b.ins().bitcast(types::F64, MemFlagsData::new(), w),
            Type::Bool => self.b.ins().ireduce(types::I8, w),
            _ => w,
        }
    }

    /// The `Ref` values defined before op `i` and used at `i` or later.
    fn live_refs(&self, i: usize) -> Vec<V> {
        (0..i)
            .filter(|&d| self.trace.ops[d].ty == Type::Ref && self.vals[d].is_some())
            .filter(|&d| self.last_use[d].is_some_and(|u| u as usize >= i))
            .filter(|&d| self.trace.ops[d].opcode != Opcode::ConstRef)
            .map(|d| V(d as u32))
            .collect()
    }

    fn spill(&mut self, live: &[V]) {
        if live.is_empty() {
            return;
        }
        self.spill_slots = self.spill_slots.max(live.len());
        let base = self.b.ins().load(types::I64, flags(), self.ctx, OFFSET_SPILL);
        for (k, v) in live.iter().enumerate() {
            let x = self.val(*v);
            self.b.ins().store(flags(), x, base, 8 * k as i32);
        }
    }

    fn reload(&mut self, live: &[V]) -> Vec<Value> {
        if live.is_empty() {
            return Vec::new();
        }
        let base = self.b.ins().load(types::I64, flags(), self.ctx, OFFSET_SPILL);
        (0..live.len()).map(|k| self.b.ins().load(types::I64, flags(), base, 8 * k as i32)).collect()
    }

    /// Stores the word `x` into the context at `off` as two 32-bit
    /// immediates (constants only a slow path uses must not be values:
    /// Cranelift would hoist them out of the loop into registers).
    fn store_imm(&mut self, x: u64, off: i32) {
        let (low, high) = (x as u32, (x >> 32) as u32);
        let (at_low, at_high) = if cfg!(target_endian = "little") { (off, off + 4) } else { (off + 4, off) };
        for (half, at) in [(low, at_low), (high, at_high)] {
            let v = self.b.ins().iconst(types::I32, half as i32 as i64);
            self.b.ins().store(flags(), v, self.ctx, at);
        }
    }

    /// Calls the function at `addr` with 64-bit words; returns its word result.
    fn call_addr(&mut self, addr: usize, args: &[Value], returns: bool) -> Value {
        let mut sig = Signature::new(self.call_conv);
        sig.params.extend(args.iter().map(|_| AbiParam::new(types::I64)));
        if returns {
            sig.returns.push(AbiParam::new(types::I64));
        }
        let sref = self.b.import_signature(sig);
        let callee = self.iconst(addr as i64);
        let call = self.b.ins().call_indirect(sref, callee, args);
        if returns {
            self.b.inst_results(call)[0]
        } else {
            callee
        }
    }

    /// Exits through op `i`'s snapshot when `cond` is non-zero.
    fn branch_if(&mut self, i: usize, cond: Value) {
        let exit = self.exit_block(i);
        self.branch_to_if(exit, cond);
    }

    /// Goes to `exit` when `cond` is nonzero, on to a new block otherwise.
    fn branch_to_if(&mut self, exit: Block, cond: Value) {
        let cont = self.continuation();
        self.b.ins().brif(cond, exit, &[], cont, &[]);
        self.b.switch_to_block(cont);
    }

    /// `GuardFlag`: exits when the context's interrupt byte is set. The
    /// byte's address never changes while the trace runs (Cranelift may keep
    /// it in a register across the loop); the byte is read with an atomic
    /// load, since a signal handler writes it: Cranelift neither hoists that
    /// read out of the loop nor reuses an earlier one for it (on x86-64 it
    /// is a plain byte load, a test and a branch).
    fn lower_guard_flag(&mut self, i: usize) {
        let set = self.interrupt_byte_set();
        self.branch_if(i, set);
    }

    /// Nonzero when the interrupt byte is set (see `lower_guard_flag`).
    fn interrupt_byte_set(&mut self) -> Value {
        let addr = self.b.ins().load(types::I64, flags().with_readonly().with_can_move(), self.ctx, OFFSET_INTERRUPT);
        let byte = self.b.ins().atomic_load(types::I8, flags(), addr);
        self.b.ins().icmp_imm_s(IntCC::NotEqual, byte, 0)
    }

    /// Exits through op `i`'s snapshot when `cond` is zero.
    fn branch_unless(&mut self, i: usize, cond: Value) {
        let exit = self.exit_block(i);
        let cont = self.continuation();
        self.b.ins().brif(cond, cont, &[], exit, &[]);
        self.b.switch_to_block(cont);
    }

    /// A cold block that stores op `i`'s snapshot values and returns `i`.
    fn exit_block(&mut self, i: usize) -> Block {
        self.exit_block_laid_out(i, true)
    }

    /// `exit_block`, cold (laid out after all the hot code) or not.
    fn exit_block_laid_out(&mut self, i: usize, cold: bool) -> Block {
        let current = self.b.current_block().expect("lowering inside a block");
        // Read here: the exit block's only predecessor is this block.
        let free = self.b.use_var(self.free);
        let exit = self.b.create_block();
        if cold {
            self.b.set_cold_block(exit);
        }
        self.b.switch_to_block(exit);
        let op = &self.trace.ops[i];
        // A branch guard's exit knows its condition's value: stored as a
        // constant, the condition need not be kept as a value on the hot path.
        let known = match op.opcode {
            Opcode::GuardTrue => Some((op.args[0], 0)),
            Opcode::GuardFalse => Some((op.args[0], 1)),
            _ => None,
        };
        let snap = op.snap.map(|s| &self.trace.snapshots[s.index()]);
        if let Some(snap) = snap {
            for (k, v) in snap.exit_values().enumerate() {
                let w = match known {
                    Some((c, b)) if c == v => self.iconst(b),
                    _ => {
                        let x = self.val(v);
                        self.word(x, self.trace.ty(v))
                    }
                };
                self.b.ins().store(flags(), w, self.ctx, OFFSET_EXIT_VALUES + 8 * k as i32);
            }
        }
        let at = self.nursery();
        self.b.ins().store(flags(), free, at, 0);
        self.leave_through(i);
        self.b.switch_to_block(current);
        exit
    }
}
