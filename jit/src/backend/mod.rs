//! The Cranelift backend: a trace in, callable machine code out.
//!
//! Life cycle, per trace: build its Cranelift IR (`lower.rs`) → compile it
//! → copy the machine code into a block of the code memory
//! (`code_memory.rs`), resolving its calls to the stubs → hand out a
//! `Compiled` that owns the block: dropping it gives the block back. The
//! stubs and the trampoline, compiled once, live in a `JITModule` for the
//! backend's lifetime.
//!
//! The code memory is bounded (`BackendConfig::max_code`): `compile` fails
//! with `CompileError::CodeFull` when a trace does not fit, and the client
//! may free traces and try again.
//!
//! Must never: run a trace (the client does that), or keep the function
//! builder's borrows past `compile`.

mod code_memory;
mod disasm;
mod lower;

pub use code_memory::{CodeMemory, CodeUsage};
pub use disasm::disassemble;
pub use lower::alloc_group_members;

use crate::context::{EnterFn, TraceContext};
use crate::exit_slots::ExitSlots;
use crate::ir::{Helper, Trace};
use cranelift_codegen::binemit::Reloc;
use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::{types, AbiParam, ExternalName, FuncRef, InstBuilder, Signature, UserFuncName};
use cranelift_codegen::FinalizedRelocTarget;
use cranelift_codegen::isa::CallConv;
use cranelift_codegen::settings::{self, Configurable};
use cranelift_codegen::Context;
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, FuncId, Linkage, Module};
use std::cell::RefCell;
use std::rc::Rc;

/// What the code generator needs from the client's heap.
#[derive(Clone, Debug)]
pub struct BackendConfig {
    /// `extern "C" fn(*mut TraceContext)`: makes room for
    /// `ctx.alloc_size` bytes (at most `ir::MAX_ALLOC_BYTES`) at the
    /// nursery's free word, collecting (with the trace's spilled references
    /// as roots) when they do not fit, and leaves them for the trace to
    /// claim; `ctx.alloc_site` is `exit_word(tag, op)` of the `Alloc` (for
    /// an allocation profiler).
    pub make_room_helper: usize,
    /// `extern "C" fn(*mut TraceContext, obj: u64)`: the barrier's slow path.
    pub barrier_helper: usize,
    /// `extern "C" fn(*mut TraceContext, size: u64, header: u64) -> u64`:
    /// an object of `size` bytes in old space with `header` written and
    /// the rest zero, for the `Alloc`s in `Trace::old_allocs`. It may
    /// collect first, as `make_room` does (with the trace's spilled
    /// references as roots); the object needs no barrier until the next
    /// collection (as a nursery object). 0 when the client pretenures nothing.
    pub alloc_old_helper: usize,
    /// When not 0: the address of the client's old-space allocation
    /// buffers, a table of two words per size class (`cursor`, `limit`):
    /// an old-space allocation whose size has a class (`old_buffer_slot`)
    /// takes `cursor` and advances it by the class's slot size while that
    /// stays within `limit` (the memory is zero), else it calls
    /// `alloc_old_helper`, which lends the class a new buffer.
    pub old_buffers: usize,
    /// The size class (an index into `old_buffers`) and slot size of an
    /// object of the given size, None when it has no buffer.
    pub old_buffer_slot: fn(usize) -> Option<(usize, usize)>,
    /// The header flag whose presence sends a store to the barrier's slow path.
    pub barrier_flag: u64,
    /// Store each helper call's site in `TraceContext::site` before the call
    /// (for a profiler; one store per call).
    pub record_sites: bool,
    /// When not 0: the address of a 32-bit word where each trace's code
    /// stores its tag on entry (a time profiler reads it from another
    /// thread to tell which trace is running).
    pub running_trace: usize,
    /// Most bytes of trace machine code in use at once.
    pub max_code: usize,
}

/// Why `compile` gave no code.
#[derive(Debug)]
pub enum CompileError {
    /// The code memory has no room for it under `max_code`.
    CodeFull,
    /// Anything else (a malformed trace, a Cranelift error).
    Failed(String),
}

impl std::fmt::Display for CompileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CompileError::CodeFull => f.write_str("no room in the code memory (max_code)"),
            CompileError::Failed(e) => f.write_str(e),
        }
    }
}

/// A block of the code memory holding one trace; gives it back when dropped.
pub struct CodeBlock {
    memory: Rc<RefCell<CodeMemory>>,
    addr: usize,
    len: usize,
}

impl Drop for CodeBlock {
    fn drop(&mut self) {
        self.memory.borrow_mut().free(self.addr, self.len);
    }
}

/// Where the end of a trace without a loop (a bridge) goes: straight into
/// the trace of the loop it ends at, counting the entry.
#[derive(Clone, Copy, Debug)]
pub struct Link {
    /// The target trace's code address.
    pub entry: usize,
    /// The address of the target's entry counter (a `u64` the client keeps alive).
    pub counter: usize,
}

/// Words per IR op in a client's exit table: the code address of the
/// exit's bridge (0: none), the times the exit was taken, the address of
/// the bridge's entry counter.
pub const EXIT_TABLE_WORDS: usize = 3;

/// A compiled trace.
pub struct Compiled {
    /// The trampoline that runs it (see `Compiled::run`).
    enter: EnterFn,
    /// Address and length of the finalized machine code.
    pub code_addr: usize,
    pub code_len: usize,
    /// The code memory it lives in, freed with it.
    block: CodeBlock,
    /// Spill words the trace needs in its shadow frame.
    pub spill_slots: usize,
    /// Where its exits find their values.
    pub exit_slots: ExitSlots,
    /// (start, end, IR op index) for each stretch of machine code.
    pub op_ranges: Vec<(u32, u32, u32)>,
    /// The Cranelift IR, when asked for.
    pub clif: Option<String>,
}

impl Compiled {
    /// The IR op whose machine code holds address `addr`, if it is in
    /// this trace's code (a profiler's signal interrupted it there).
    pub fn op_at(&self, addr: usize) -> Option<u32> {
        let off = u32::try_from(addr.checked_sub(self.code_addr)?).ok().filter(|o| (*o as usize) < self.code_len)?;
        // The ranges are sorted and do not overlap: the last one starting
        // at or before `off` is the only one that may hold it.
        let i = self.op_ranges.partition_point(|r| r.0 <= off);
        self.op_ranges[..i].last().filter(|r| off < r.1).map(|r| r.2)
    }

    /// Runs the trace; returns the tag of the trace that left (a linked
    /// bridge passes control on) and its exit op index.
    ///
    /// # Safety
    /// `ctx` must be valid for every trace this one can reach: its
    /// registers, at least as many spill words as any of them needs, and
    /// the client the helpers expect.
    pub unsafe fn run(&self, ctx: *mut TraceContext) -> (u32, u32) {
        self.block.memory.borrow_mut().enter();
        // SAFETY: `enter` is the backend's trampoline and `code_addr` a
        // finalized trace with the tail-call signature it calls; the caller
        // vouches for the context.
        let w = unsafe { (self.enter)(ctx, self.code_addr) };
        self.block.memory.borrow_mut().leave();
        crate::context::split_exit_word(w)
    }
}

pub struct Backend {
    module: JITModule,
    ctx: Context,
    fctx: FunctionBuilderContext,
    config: BackendConfig,
    /// Set once `new` has compiled them.
    stubs: Option<Stubs>,
    next_id: u32,
    /// The trampoline's address (`EnterFn`).
    enter: usize,
    /// Where traces' machine code lives.
    code: Rc<RefCell<CodeMemory>>,
    /// The host ISA without Cranelift's optimizations (`opt_level=none`),
    /// for compiles that must be cheap more than fast (`Tier::Quick`).
    quick_isa: cranelift_codegen::isa::OwnedTargetIsa,
}

/// How hard the backend works on a trace's machine code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    /// Cranelift's `opt_level=speed` (e-graph optimizations).
    Full,
    /// `opt_level=none`: less compile time (a tenth less for go's
    /// bridges) for code hardly slower (the trace optimizer has done the
    /// important work).
    Quick,
}

/// The slow-path stubs traces call: Cranelift functions with the
/// `preserve_all` convention (they save every register they or the helper
/// they call clobber), so the hot path keeps its values in any register
/// across the rare call instead of spilling them around it. Traces call
/// them by name (`Stub::func`), so no register holds their address.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Stub {
    pub addr: usize,
    pub func: FuncId,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Stubs {
    /// `(ctx)`: calls `make_room_helper` (the size and site in the context).
    pub make_room: Stub,
    /// `(ctx, obj)`: calls `barrier_helper`.
    pub barrier: Stub,
}

/// The stubs as a trace being built calls them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct StubRefs {
    pub make_room: FuncRef,
    pub barrier: FuncRef,
}

impl Backend {
    /// A backend for the host machine. Fails when the host is not supported.
    pub fn new(config: BackendConfig) -> Result<Backend, String> {
        let mut flags = settings::builder();
        let set = |f: &mut settings::Builder, k: &str, v: &str| f.set(k, v).map_err(|e| format!("cranelift setting {k}: {e}"));
        set(&mut flags, "use_colocated_libcalls", "false")?;
        set(&mut flags, "is_pic", "false")?;
        // Needed by x64's tail calls (the return-call sequence).
        set(&mut flags, "preserve_frame_pointers", "true")?;
        set(&mut flags, "enable_verifier", if cfg!(debug_assertions) { "true" } else { "false" })?;
        let isa_with = |level: &str| -> Result<cranelift_codegen::isa::OwnedTargetIsa, String> {
            let mut flags = flags.clone();
            flags.set("opt_level", level).map_err(|e| format!("cranelift setting opt_level: {e}"))?;
            let isa_builder = cranelift_native::builder().map_err(|e| format!("host machine not supported by the JIT: {e}"))?;
            isa_builder.finish(settings::Flags::new(flags)).map_err(|e| format!("cranelift: {e}"))
        };
        let isa = isa_with("speed")?;
        let quick_isa = isa_with("none")?;
        let module = JITModule::new(JITBuilder::with_isa(isa, default_libcall_names()));
        let ctx = module.make_context();
        let fctx = FunctionBuilderContext::new();
        let code = Rc::new(RefCell::new(CodeMemory::new(config.max_code)));
        let mut b = Backend { module, ctx, fctx, config, stubs: None, next_id: 0, enter: 0, code, quick_isa };
        let make_room = b.stub("make_room_stub", b.config.make_room_helper, 0)?;
        let barrier = b.stub("barrier_stub", b.config.barrier_helper, 1)?;
        b.stubs = Some(Stubs { make_room, barrier });
        b.enter = b.trampoline()?;
        Ok(b)
    }

    /// What the code memory holds.
    pub fn code_usage(&self) -> CodeUsage {
        self.code.borrow().usage()
    }

    /// The stubs' addresses with the names dumps give their calls.
    pub fn stub_symbols(&self) -> Vec<(usize, &'static str)> {
        self.stubs.iter().flat_map(|s| [(s.make_room.addr, "make_room"), (s.barrier.addr, "write_barrier_slow")]).collect()
    }

    /// Compiles a `preserve_all` stub `(ctx, word...)` (`words` words) that
    /// calls the C function at `target` with the same arguments.
    fn stub(&mut self, name: &str, target: usize, words: usize) -> Result<Stub, String> {
        let ptr = self.module.target_config().pointer_type();
        let mut sig = Signature::new(CallConv::PreserveAll);
        sig.params.push(AbiParam::new(ptr));
        sig.params.extend((0..words).map(|_| AbiParam::new(types::I64)));
        let mut callee = self.module.make_signature();
        callee.params.push(AbiParam::new(ptr));
        callee.params.extend((0..words).map(|_| AbiParam::new(types::I64)));
        let (addr, func) = self.define_glue(name, sig, |b, params| {
            let sref = b.import_signature(callee);
            let f = b.ins().iconst(types::I64, target as i64);
            b.ins().call_indirect(sref, f, params);
            b.ins().return_(&[]);
        })?;
        Ok(Stub { addr, func })
    }

    /// The signature of every trace: the context in, the exit word out,
    /// with the tail-call convention.
    fn trace_signature(&self) -> Signature {
        let mut sig = Signature::new(CallConv::Tail);
        sig.params.push(AbiParam::new(self.module.target_config().pointer_type()));
        sig.returns.push(AbiParam::new(types::I64));
        sig
    }

    /// `stub` as the function being built calls it: by name, through an
    /// absolute address the call sequence loads (not a value Cranelift could
    /// hoist into a register held across a loop, as it would a constant).
    fn stub_ref(&mut self, stub: Stub) -> FuncRef {
        let f = self.module.declare_func_in_func(stub.func, &mut self.ctx.func);
        // Not colocated: the stub may lie farther than a 32-bit displacement.
        self.ctx.func.dfg.ext_funcs[f].colocated = false;
        f
    }

    /// Compiles the host-convention function `(ctx, trace address) -> exit
    /// word` that calls a trace (`EnterFn`).
    fn trampoline(&mut self) -> Result<usize, String> {
        let ptr = self.module.target_config().pointer_type();
        let mut sig = self.module.make_signature();
        sig.params.extend([AbiParam::new(ptr), AbiParam::new(ptr)]);
        sig.returns.push(AbiParam::new(types::I64));
        let callee = self.trace_signature();
        let (addr, _) = self.define_glue("enter_trace", sig, |b, params| {
            let sref = b.import_signature(callee);
            let call = b.ins().call_indirect(sref, params[1], &[params[0]]);
            let w = b.inst_results(call)[0];
            b.ins().return_(&[w]);
        })?;
        Ok(addr)
    }

    /// Declares, builds (one block: `body` gets the parameters), compiles
    /// and finalizes a small function of signature `sig`; its address and id.
    fn define_glue(&mut self, name: &str, sig: Signature, body: impl FnOnce(&mut FunctionBuilder, &[cranelift_codegen::ir::Value])) -> Result<(usize, FuncId), String> {
        let id = self.module.declare_function(name, Linkage::Local, &sig).map_err(|e| e.to_string())?;
        self.ctx.clear();
        self.ctx.func.signature = sig;
        self.ctx.func.name = UserFuncName::user(0, id.as_u32());
        {
            let mut b = FunctionBuilder::new(&mut self.ctx.func, &mut self.fctx);
            let entry = b.create_block();
            b.append_block_params_for_function_params(entry);
            b.switch_to_block(entry);
            let params = b.block_params(entry).to_vec();
            body(&mut b, &params);
            b.seal_all_blocks();
            b.finalize(self.module.target_config());
        }
        self.module.define_function(id, &mut self.ctx).map_err(|e| format!("cranelift: {e:?}"))?;
        self.module.clear_context(&mut self.ctx);
        self.module.finalize_definitions().map_err(|e| e.to_string())?;
        Ok((self.module.get_finalized_function(id) as usize, id))
    }

    /// Compiles `trace`; its exits return `exit_word(tag, op)`; a trace
    /// without a loop ends by jumping to `link` when given; with an
    /// `exit_table` (the address of `WORDS_PER_EXIT` words per op: bridge
    /// code address, times taken, bridge entry counter address), each exit
    /// counts itself there and jumps to its bridge when one is set;
    /// `want_clif` keeps the Cranelift IR text.
    #[allow(clippy::too_many_arguments)]
    pub fn compile(&mut self, trace: &Trace, helpers: &[Helper], want_clif: bool, tag: u32, link: Option<Link>, exit_table: Option<usize>, tier: Tier) -> Result<Compiled, CompileError> {
        trace.verify(helpers).map_err(CompileError::Failed)?;
        // Helpers are host functions.
        let call_conv = self.module.make_signature().call_conv;
        let sig = self.trace_signature();
        self.next_id += 1;
        self.ctx.clear();
        self.ctx.func.signature = sig;
        self.ctx.func.name = UserFuncName::user(1, self.next_id);
        let target = self.module.target_config();
        let stubs = self.stubs.ok_or(CompileError::Failed("the backend's stubs are not compiled".into()))?;
        let stubs = StubRefs { make_room: self.stub_ref(stubs.make_room), barrier: self.stub_ref(stubs.barrier) };
        let exit_slots = ExitSlots::assign(trace).map_err(CompileError::Failed)?;
        let spill_slots = {
            let tail = self.trace_signature();
            let b = FunctionBuilder::new(&mut self.ctx.func, &mut self.fctx);
            lower::Lower::new(trace, helpers, &exit_slots, &self.config, stubs, b, call_conv, lower::Linking { tag, link, exit_table, tail }).lower(target)
        };
        let clif = want_clif.then(|| self.ctx.func.display().to_string());
        let result = self.place_code(tier);
        self.module.clear_context(&mut self.ctx);
        let (block, op_ranges) = result?;
        // SAFETY: `self.enter` is the finalized trampoline, a host-convention
        // function of the `EnterFn` signature.
        let enter = unsafe { std::mem::transmute::<usize, EnterFn>(self.enter) };
        Ok(Compiled { enter, code_addr: block.addr, code_len: block.len, block, spill_slots, exit_slots, op_ranges, clif })
    }

    /// Compiles the function in `self.ctx` and copies its machine code
    /// into the code memory with its calls to the stubs resolved; the block
    /// and the (start, end, op) ranges of the code.
    #[allow(clippy::type_complexity)]
    fn place_code(&mut self, tier: Tier) -> Result<(CodeBlock, Vec<(u32, u32, u32)>), CompileError> {
        let failed = |e: String| CompileError::Failed(e);
        let isa = match tier {
            Tier::Full => self.module.isa(),
            Tier::Quick => &*self.quick_isa,
        };
        self.ctx.compile(isa, &mut ControlPlane::default()).map_err(|e| failed(format!("cranelift: {:?}", e.inner)))?;
        let compiled = self.ctx.compiled_code().ok_or_else(|| failed("cranelift produced no code".into()))?;
        if compiled.buffer.alignment as usize > 16 {
            return Err(failed(format!("code alignment {} is above 16", compiled.buffer.alignment)));
        }
        let mut code = compiled.code_buffer().to_vec();
        let stubs = self.stubs.ok_or_else(|| failed("the backend's stubs are not compiled".into()))?;
        for r in compiled.buffer.relocs() {
            let stub = match (&r.kind, &r.target) {
                (Reloc::Abs8, FinalizedRelocTarget::ExternalName(ExternalName::User(name))) => {
                    let index = self.ctx.func.params.user_named_funcs()[*name].index;
                    [stubs.make_room, stubs.barrier].into_iter().find(|s| s.func.as_u32() == index)
                }
                _ => None,
            };
            let Some(stub) = stub else {
                return Err(failed(format!("unsupported relocation {:?} to {:?} in a trace", r.kind, r.target)));
            };
            let at = r.offset as usize;
            let value = (stub.addr as i64).wrapping_add(r.addend) as u64;
            code.get_mut(at..at + 8).ok_or_else(|| failed("relocation past the code".into()))?.copy_from_slice(&value.to_le_bytes());
        }
        let op_ranges = compiled.buffer.get_srclocs_sorted().iter().filter(|s| !s.loc.is_default()).map(|s| (s.start, s.end, s.loc.bits())).collect();
        let addr = self.code.borrow_mut().alloc(code.len()).ok_or(CompileError::CodeFull)?;
        let block = CodeBlock { memory: self.code.clone(), addr, len: code.len() };
        self.code.borrow_mut().write(addr, &code).map_err(failed)?;
        Ok((block, op_ranges))
    }
}
