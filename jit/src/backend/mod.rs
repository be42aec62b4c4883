//! The Cranelift backend: a trace in, callable machine code out.
//!
//! Life cycle, per trace: declare a function → build its Cranelift IR
//! (`lower.rs`) → define it (compile) → finalize (relocate, make executable)
//! → take the function pointer. Each trace gets its own function id in one
//! long-lived `JITModule`; code is never freed while the VM runs (a trace that
//! is no longer wanted is simply not entered again).
//!
//! Must never: run a trace (the client does that), or keep the function
//! builder's borrows past `compile`.

mod disasm;
mod lower;

pub use disasm::disassemble;

use crate::context::TraceFn;
use crate::ir::{Helper, Trace};
use cranelift_codegen::ir::{types, AbiParam, UserFuncName};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_codegen::Context;
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, Linkage, Module};

/// What the code generator needs from the client's heap.
#[derive(Clone, Debug)]
pub struct BackendConfig {
    /// Address of the two words `{free, top}` of the nursery's bump pointer.
    pub nursery_bounds: usize,
    /// `extern "C" fn(*mut TraceContext, size: u64) -> u64`: collects (with
    /// the trace's spilled references as roots) and returns `size` fresh bytes.
    pub collect_helper: usize,
    /// `extern "C" fn(*mut TraceContext, obj: u64)`: the barrier's slow path.
    pub barrier_helper: usize,
    /// The header flag whose presence sends a store to the barrier's slow path.
    pub barrier_flag: u64,
}

/// A compiled trace.
pub struct Compiled {
    pub entry: TraceFn,
    /// Address and length of the finalized machine code.
    pub code_addr: usize,
    pub code_len: usize,
    /// Spill words the trace needs in its shadow frame.
    pub spill_slots: usize,
    /// (start, end, IR op index) for each stretch of machine code.
    pub op_ranges: Vec<(u32, u32, u32)>,
    /// The Cranelift IR, when asked for.
    pub clif: Option<String>,
}

pub struct Backend {
    module: JITModule,
    ctx: Context,
    fctx: FunctionBuilderContext,
    config: BackendConfig,
    next_id: u32,
}

impl Backend {
    /// A backend for the host machine. Fails when the host is not supported.
    pub fn new(config: BackendConfig) -> Result<Backend, String> {
        let mut flags = settings::builder();
        let set = |f: &mut settings::Builder, k: &str, v: &str| f.set(k, v).map_err(|e| format!("cranelift setting {k}: {e}"));
        set(&mut flags, "opt_level", "speed")?;
        set(&mut flags, "use_colocated_libcalls", "false")?;
        set(&mut flags, "is_pic", "false")?;
        set(&mut flags, "enable_verifier", if cfg!(debug_assertions) { "true" } else { "false" })?;
        let isa_builder = cranelift_native::builder().map_err(|e| format!("host machine not supported by the JIT: {e}"))?;
        let isa = isa_builder.finish(settings::Flags::new(flags)).map_err(|e| format!("cranelift: {e}"))?;
        let module = JITModule::new(JITBuilder::with_isa(isa, default_libcall_names()));
        let ctx = module.make_context();
        Ok(Backend { module, ctx, fctx: FunctionBuilderContext::new(), config, next_id: 0 })
    }

    /// Compiles `trace`; `want_clif` keeps the Cranelift IR text.
    pub fn compile(&mut self, trace: &Trace, helpers: &[Helper], want_clif: bool) -> Result<Compiled, String> {
        trace.verify(helpers)?;
        let ptr = self.module.target_config().pointer_type();
        let mut sig = self.module.make_signature();
        sig.params.push(AbiParam::new(ptr));
        sig.returns.push(AbiParam::new(types::I32));
        let call_conv = sig.call_conv;
        self.next_id += 1;
        let name = format!("trace{}", self.next_id);
        let id = self.module.declare_function(&name, Linkage::Local, &sig).map_err(|e| e.to_string())?;
        self.ctx.clear();
        self.ctx.func.signature = sig;
        self.ctx.func.name = UserFuncName::user(0, id.as_u32());
        let target = self.module.target_config();
        let spill_slots = {
            let b = FunctionBuilder::new(&mut self.ctx.func, &mut self.fctx);
            lower::Lower::new(trace, helpers, &self.config, b, call_conv).lower(target)
        };
        let clif = want_clif.then(|| self.ctx.func.display().to_string());
        self.module.define_function(id, &mut self.ctx).map_err(|e| format!("cranelift: {e:?}"))?;
        let compiled = self.ctx.compiled_code().ok_or("cranelift produced no code")?;
        let code_len = compiled.code_info().total_size as usize;
        let op_ranges = compiled.buffer.get_srclocs_sorted().iter().filter(|s| !s.loc.is_default()).map(|s| (s.start, s.end, s.loc.bits())).collect();
        self.module.clear_context(&mut self.ctx);
        self.module.finalize_definitions().map_err(|e| e.to_string())?;
        let code = self.module.get_finalized_function(id);
        // SAFETY: `code` is the finalized, executable body of a function
        // declared with the `TraceFn` signature (one pointer in, u32 out, the
        // host's default C calling convention).
        let entry = unsafe { std::mem::transmute::<*const u8, TraceFn>(code) };
        Ok(Compiled { entry, code_addr: code as usize, code_len, spill_slots, op_ranges, clif })
    }
}
