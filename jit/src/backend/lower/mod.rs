//! Lowering: trace IR → Cranelift IR, one `lower_*` method per kind of op.
//! One concern a file; this one holds the `Lower` state, the driver and the
//! plumbing they share:
//!
//! | file       | concern                                                  |
//! |------------|----------------------------------------------------------|
//! | `layout`   | the loop block, rotation, the remainder, a bridge's end (1) |
//! | `exits`    | guards and their cold exit blocks (2)                    |
//! | `memory`   | bump allocation, allocation groups, barriers, the nursery's words, spills (3, 4) |
//! | `ops`      | plain ops: constants, slots, arithmetic, accesses, calls |
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
//!    exit slots the trace it leaves wrote;
//! 2. each value a snapshot names is stored into its exit slot of the
//!    context (`crate::exit_slots`) where it is computed: after its op, a
//!    phi where the loop is entered or gone round, a reference again after
//!    a collection may have moved it (a value few exits read is stored by
//!    those exits instead). Each guard branches to its own cold exit
//!    block, which jumps, with the guard's op index and `free`, to the
//!    trace's one shared exit path: it writes `free` back, counts the exit in
//!    the client's exit table and jumps to the exit's bridge when the table
//!    names one (a tail call, counting the bridge's entry), else returns
//!    the exit word of the op index (`exit_word(tag, i)`, so the client
//!    knows which trace left after jumps). Sharing that path keeps a guard
//!    to one cold block (three before: the compile time of a trace grew
//!    with its guards, and with the values each guard's exit stored);
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


mod exits;
mod layout;
mod memory;
mod ops;

pub use memory::alloc_group_members;
use memory::{alloc_groups, AllocGroup};
use super::{BackendConfig, Link, EXIT_TABLE_WORDS};
use crate::context::{exit_word, OFFSET_ALLOC_SITE, OFFSET_ALLOC_SIZE, OFFSET_EXIT_SLOTS, OFFSET_INTERRUPT, OFFSET_NURSERY, OFFSET_REGS, OFFSET_SITE, OFFSET_SPILL};
use crate::exit_slots::ExitSlots;
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
    /// Where the values exits read are stored.
    exits: &'a ExitSlots,
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
    /// The shared exit path (2), made at the first exit that needs it: a
    /// block whose parameters are the exit's op index and `free`.
    shared_exit: Option<Block>,
}

impl<'a, 'b> Lower<'a, 'b> {
    #[allow(clippy::too_many_arguments)]
    pub fn new(trace: &'a Trace, helpers: &'a [Helper], exits: &'a ExitSlots, config: &'a BackendConfig, stubs: super::StubRefs, b: FunctionBuilder<'b>, call_conv: CallConv, linking: Linking) -> Self {
        let n = trace.ops.len();
        let groups = alloc_groups(trace);
        let slack = groups.iter().flatten().map(|g| g.bytes).max().unwrap_or(0);
        let polls = trace.ops.iter().any(|o| o.opcode == Opcode::Alloc && o.is_poll());
        Lower { trace, helpers, exits, config, stubs, b, call_conv, linking, ctx: Value::from_u32(0), free: Variable::from_u32(0), limit: Variable::from_u32(0), slack, groups, polls, vals: vec![None; n], last_use: trace.last_uses(), spill_slots: 0, loop_block: None, remainder_block: None, head: trace.loop_head(), phis: Vec::new(), carried: Vec::new(), shared_exit: None }
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
                    if let Some(x) = v {
                        self.store_exit_slot(V(i as u32), x);
                    }
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
}
