//! The JIT's state: compiled traces, loop counters' verdicts, the recording
//! in progress, statistics; the limits its policies use.

use crate::value::fxhash::FxHashMap;
use crate::value::Value;
use jit::backend::{Backend, Compiled};
use jit::ir::{Helper, Trace};
use super::exits::ExitTable;
use super::log::JitLog;
pub use super::options::{JitLogConfig, JitOptions};
use super::recorder::state::{Abort, InlineFrame, Recorder};
use std::cell::Cell;
use std::rc::{Rc, Weak};
use std::time::{Duration, Instant};

/// The word `for_iter` returns for an exhausted iterator (an immediate no
/// Python value uses).
pub const STOP: Value = Value(0b1010);


/// Guard failures of one exit after which its trace is thrown away and the
/// loop recorded again (with the types it sees now), if the exit ended at
/// least a quarter of the trace's entries (a trace that keeps leaving early
/// is worth less than a new one), is a type, shape or overflow guard, and
/// could not get a bridge (it is inside an inlined call, or its bridge
/// recordings aborted).
pub const HOT_EXIT: u64 = 1000;

/// Most bridges in a chain of bridges from bridges (a safety net: each
/// link is a guard that failed `trace_eagerness` times in the one before).
pub const MAX_BRIDGE_DEPTH: u32 = 16;

/// Failed bridge recordings from one exit, and when to try again.
#[derive(Clone, Copy, Debug, Default)]
pub struct BridgeTries {
    /// Aborts that count towards `MAX_BRIDGE_ABORTS`.
    pub aborts: u32,
    /// The exit's failure count at which the next recording may start.
    pub next: u64,
    /// The trace's entries when the exit first failed (0: not yet).
    pub entries_at_first_failure: u64,
}

/// Aborted bridge recordings from one exit before it is left to the interpreter.
pub const MAX_BRIDGE_ABORTS: u32 = 3;

/// Times a loop is recorded again for a hot exit before it is blacklisted.
pub const MAX_RETRACES: u32 = 3;

/// Words of the shadow-frame stack shared by all running traces.
pub const SPILL_WORDS: usize = 1 << 14;

/// A compiled trace and what the VM keeps about it.
pub struct TraceInfo {
    pub id: usize,
    pub ir: Trace,
    pub compiled: Compiled,
    pub code_index: usize,
    pub header: u32,
    /// Times each exit was taken and the bridges its code jumps to.
    pub exits: ExitTable,
    /// The inlined frames its snapshots name.
    pub inline_frames: Vec<InlineFrame>,
    /// Times its code was entered (from the interpreter, or from a bridge
    /// that ends at its loop): the measure of how often an exit fails.
    pub entries: std::cell::Cell<u64>,
    /// For a bridge: the trace id and exit (op index) it starts from.
    pub parent: Option<(usize, u32)>,
    /// For a trace without a loop (`ir.bridge`): the loop header it ends
    /// at, whose trace runs next.
    pub end_at: u32,
    /// For a trace without a loop whose `end_at` is a `Return` of its code
    /// (a function's trace or its bridge, ending at the return): the
    /// register returned.
    pub returns: Option<u16>,
    /// Bridges between it and its loop's trace (0 for a loop's trace).
    pub depth: u32,
    /// Bridges attached to exits (by op index): taking the exit runs the
    /// bridge (the exit table holds their code and counter addresses, so
    /// they are kept alive here).
    pub bridges: std::cell::RefCell<FxHashMap<u32, Rc<TraceInfo>>>,
    /// Bridge recordings from each exit that did not give a bridge.
    pub bridge_tries: std::cell::RefCell<FxHashMap<u32, BridgeTries>>,
    /// For a trace without a loop: the trace its end jumps into (the code
    /// holds its address and its `entries` counter's, so it is kept alive here).
    #[allow(dead_code)] // owned, never read: it keeps that code alive
    pub linked: Option<Rc<TraceInfo>>,
    /// Where its exits' counts go when it is freed (`Stats::freed_exits`).
    pub freed_exits: Rc<Cell<u64>>,
    /// What it folded out of namespaces: set invalid when one changes.
    pub watch: Rc<crate::runtime::watch::TraceWatch>,
}

/// A trace is freed (with its machine code, its bridges, and the traces
/// only it linked to) when the last holder lets go: its loop's table
/// entry, the bridge that links to it, its parent, or a run in progress.
impl Drop for TraceInfo {
    fn drop(&mut self) {
        let taken: u64 = self.exits.all_taken().map(|(_, n)| n).sum();
        self.freed_exits.set(self.freed_exits.get() + taken);
    }
}

#[derive(Default)]
pub(super) struct LoopInfo {
    pub(super) trace: Option<Rc<TraceInfo>>,
    pub(super) aborts: u32,
    pub(super) retraces: u32,
    /// Recorded again once already because its trace's first iteration
    /// kept failing a type or shape guard (`loop_starts_otherwise`).
    pub(super) restarted: bool,
}

/// What a call out of compiled code called, for `jit-summary`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) enum Callee {
    /// A Python function, by code index.
    Function(usize),
    /// A builtin function, by builtin id.
    Builtin(usize),
    /// A class (classes are immortal), by address.
    Class(u64),
    /// Anything else callable, by type id.
    Other(u32),
}

#[derive(Default)]
pub(super) struct Stats {
    pub(super) compiled: usize,
    pub(super) aborts: FxHashMap<Abort, usize>,
    pub(super) blacklisted: usize,
    pub(super) retraced: usize,
    /// Traces dropped because a namespace entry they relied on changed,
    /// or the pretenuring of a site they allocate at (`trace/pretenure.rs`).
    pub(super) invalidated: usize,
    /// Traces compiled with a guard that can never hold (a defect of the recorder).
    pub(super) never_holding: usize,
    /// `Alloc`s compiled to old-space allocations (`Trace::old_allocs`).
    pub(super) old_allocs: usize,
    /// Calls of the old-space allocation helper (`jit_alloc_old`): once
    /// per allocation buffer used up, or per object without buffers.
    pub(crate) old_alloc_calls: u64,
    /// Instructions sent to `interp_step` in compiled traces, by name.
    pub(super) stepped: FxHashMap<&'static str, usize>,
    pub(super) entries: u64,
    pub(super) bridges: usize,
    /// Guard exits taken that ran a bridge, and that returned to the interpreter.
    pub(super) exits_to_interpreter: u64,
    pub(super) recording: Duration,
    pub(super) compiling: Duration,
    /// Each compiled trace's optimization and compile time, in order.
    pub(super) compile_times: Vec<Duration>,
    /// Making the backend (its machine settings, stubs and trampoline),
    /// once, before the first trace compiles; part of `compiling`.
    pub(super) backend_setup: Duration,
    /// Guard exits taken in traces since freed.
    pub(super) freed_exits: Rc<Cell<u64>>,
    /// Times every trace was dropped for want of code memory.
    pub(super) code_flushes: usize,
    /// Calls made through the call helper that ran a function's trace.
    pub(super) calls_into_traces: u64,
    /// Calls made through the call helper that did not run a trace, by
    /// callee (`Callee`): its name and the count.
    pub(super) calls_interpreted: FxHashMap<Callee, (String, u64)>,
}

pub struct JitState {
    pub options: JitOptions,
    /// Loop iterations counted toward the warmup so far (`JitOptions::warmup`).
    pub warm_work: u64,
    /// `frames.len()` of the frame being recorded (0 when not recording):
    /// the interpreter calls the recorder only for frames this deep or less.
    pub record_depth: usize,
    /// While compiled code calls a function through the call helper that
    /// the interpreter runs: `frames.len()` of the callee's frame.
    pub trace_callee_depth: Option<usize>,
    /// Iterations before `loop_hot` is consulted (`u32::MAX` with the JIT off).
    pub threshold: u32,
    /// Calls before `function_hot` is consulted (`u32::MAX` with the JIT off).
    pub function_threshold: u32,
    pub recorder: Option<Box<Recorder>>,
    /// When the recording is a bridge: the trace and exit it starts from.
    pub(super) bridging: Option<(Rc<TraceInfo>, u32)>,
    /// When the recording started, and the VM state before it (for the time profiler).
    pub(super) record_start: Option<(Instant, u32)>,
    pub(super) backend: Option<Backend>,
    pub(super) helpers: Vec<Helper>,
    pub(super) loops: FxHashMap<(usize, u32), LoopInfo>,
    /// Every trace compiled, by tag - 1 (exit words name traces by tag);
    /// weak, so that a trace nothing holds any more is freed.
    pub(super) traces: Vec<Weak<TraceInfo>>,
    /// Every trace, held while a profiler runs: its samples name traces by
    /// tag and are expanded from their metadata at exit.
    pub(super) kept: Vec<Rc<TraceInfo>>,
    /// The most spill words any compiled trace needs: every entry reserves
    /// that many, since linked traces share the shadow frame.
    pub(super) max_spill: usize,
    /// Call sites (code index, pc) whose callee needed a real frame.
    pub(super) no_inline: std::collections::HashSet<(usize, u32)>,
    /// Loops (code index, header) whose cached fields must not be carried in phis.
    pub(super) no_heap_phis: std::collections::HashSet<(usize, u32)>,
    /// Loops (code index, header) whose body needed `interp_step`: not peeled.
    pub(super) no_peel: std::collections::HashSet<(usize, u32)>,
    /// Loops whose recorded iteration returned from the frame: recorded
    /// again, their trace may end at the return (`Abort::LoopReturned`).
    pub(super) returning_loops: std::collections::HashSet<(usize, u32)>,
    /// Functions (code indexes) whose trace from the entry was given up as
    /// too short at calls from the interpreter, waiting for a call from
    /// compiled code to be recorded once more (`retry_short_function`);
    /// and those that had that try.
    pub(super) short_functions: std::collections::HashSet<usize>,
    pub(super) short_retried: std::collections::HashSet<usize>,
    /// Instructions (code index, pc) whose specialized form kept failing a
    /// guard (an int operation that overflows): recorded generically.
    pub(super) generic: std::collections::HashSet<(usize, u32)>,
    pub(super) log: JitLog,
    pub(super) stats: Stats,
    /// Trace contexts not in use (`enter_trace` takes one and gives it back).
    pub(super) contexts: Vec<Box<jit::context::TraceContext>>,
    /// The trace from each function's entry, by code index, as `loops`
    /// holds it (`Vm::set_loop_trace` keeps both): calls from compiled
    /// code find it without hashing.
    pub(super) function_traces: Vec<Option<Rc<TraceInfo>>>,
    /// Traces let go of while compiled code runs (`Vm::retire`): kept
    /// until the outermost run returns, since code on the native stack may
    /// be theirs (a loop's trace entered by a bridge's linked jump is held
    /// by that bridge alone) and its exit needs their snapshots.
    pub(super) retired: Vec<Rc<TraceInfo>>,
}

impl JitState {
    /// The JIT with `options`, logging as `log` says, compiled code
    /// calling `helpers`.
    pub fn new(options: JitOptions, log: JitLogConfig, helpers: Vec<Helper>) -> JitState {
        let threshold = if options.enabled { options.threshold } else { u32::MAX };
        let function_threshold = if options.enabled { options.function_threshold } else { u32::MAX };
        JitState { options, warm_work: 0, threshold, function_threshold, record_depth: 0, trace_callee_depth: None, recorder: None, bridging: None, record_start: None, backend: None, helpers, loops: FxHashMap::default(), traces: Vec::new(), kept: Vec::new(), max_spill: 0, no_inline: Default::default(), no_peel: Default::default(), returning_loops: Default::default(), short_functions: Default::default(), short_retried: Default::default(), no_heap_phis: Default::default(), generic: Default::default(), log: JitLog::open(log), stats: Stats::default(), contexts: Vec::new(), function_traces: Vec::new(), retired: Vec::new() }
    }

    /// The JIT switched off (until `Vm::configure_jit`).
    pub fn off() -> JitState {
        JitState::new(JitOptions { enabled: false, ..JitOptions::default() }, JitLogConfig::default(), Vec::new())
    }

    pub fn recording(&self) -> bool {
        self.recorder.is_some()
    }

    /// Is loop peeling on for the loop at `header` of code `index`?
    pub(super) fn peels(&self, index: usize, header: u32) -> bool {
        !self.options.disabled.iter().any(|d| d == "peel") && !self.no_peel.contains(&(index, header))
    }
}
