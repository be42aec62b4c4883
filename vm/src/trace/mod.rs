//! The VM's half of the tracing JIT: hot-loop detection, recording, compiling,
//! entering traces and rebuilding the frame at their exits.
//!
//! 1. Each `LoopBack` counts iterations of its loop header in the code's
//!    `loop_counts`. Past the threshold, `loop_hot` decides: enter the
//!    loop's trace if it has one, else start recording (unless the loop is
//!    blacklisted or another recording is on).
//! 2. While recording, the interpreter runs in recording mode and calls
//!    `record_instruction` before each instruction of the traced frame
//!    (`recorder.rs`). When the loop closes, the trace is compiled by the
//!    `jit` crate's backend; when the recording aborts, the reason is counted
//!    and logged, and after `blacklist_after` aborts the loop is never traced again.
//! 3. `enter_trace` runs compiled code on the current frame (the shadow frame
//!    for spilled references is a window of `Roots::jit_spill`), then
//!    `deopt` writes the exit's snapshot values into the frame's registers
//!    (boxing floats) and sets the pc, or re-raises the exception a helper raised.
//!
//! Must never: run a trace with a recorder active (recording mode never
//! enters traces), or let compiled code see a register stack pointer older
//! than its last helper call (helpers refresh it).

mod exits;
pub mod helpers;
pub mod options;
pub mod recorder;
mod log;

use crate::value::fxhash::FxHashMap;
use crate::interp::code::Code;
use crate::value::Value;
use crate::runtime::vm::{Exc, PyResult, Vm};
use jit::backend::{Backend, BackendConfig, Compiled};
use jit::context::{TraceContext, MAX_EXIT_VALUES};
use jit::ir::{Helper, Opcode, SnapValue, Trace, Type};
use exits::ExitTable;
use log::JitLog;
pub use options::{JitLogConfig, JitOptions};
use recorder::{Abort, InlineFrame, Recorded, Recorder};
use std::rc::Rc;
use std::time::{Duration, Instant};

/// The word `for_iter` returns for an exhausted iterator (an immediate no
/// Python value uses).
pub const STOP: Value = Value(0b1010);

/// A loop counter value: never counted, never traced.
pub const BLACKLISTED: u32 = u32::MAX;

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
    pub linked: Option<Rc<TraceInfo>>,
}

#[derive(Default)]
struct LoopInfo {
    trace: Option<Rc<TraceInfo>>,
    aborts: u32,
    retraces: u32,
}

#[derive(Default)]
struct Stats {
    compiled: usize,
    aborts: FxHashMap<Abort, usize>,
    blacklisted: usize,
    retraced: usize,
    /// Instructions sent to `interp_step` in compiled traces, by name.
    stepped: FxHashMap<&'static str, usize>,
    entries: u64,
    bridges: usize,
    /// Guard exits taken that ran a bridge, and that returned to the interpreter.
    exits_to_interpreter: u64,
    recording: Duration,
    compiling: Duration,
}

pub struct JitState {
    pub options: JitOptions,
    /// `frames.len()` of the frame being recorded (0 when not recording):
    /// the interpreter calls the recorder only for frames this deep or less.
    pub record_depth: usize,
    /// Iterations before `loop_hot` is consulted (`u32::MAX` with the JIT off).
    pub threshold: u32,
    pub recorder: Option<Box<Recorder>>,
    /// When the recording is a bridge: the trace and exit it starts from.
    bridging: Option<(Rc<TraceInfo>, u32)>,
    /// When the recording started, and the VM state before it (for the time profiler).
    record_start: Option<(Instant, u32)>,
    backend: Option<Backend>,
    helpers: Vec<Helper>,
    loops: FxHashMap<(usize, u32), LoopInfo>,
    traces: Vec<Rc<TraceInfo>>,
    /// The compiled code running now, innermost last (a helper may run
    /// Python code that enters another trace): its context, and the number
    /// of frames when it was entered (the top one is the trace's frame).
    pub(crate) running: Vec<(*const TraceContext, usize)>,
    /// The most spill words any compiled trace needs: every entry reserves
    /// that many, since linked traces share the shadow frame.
    max_spill: usize,
    /// Call sites (code index, pc) whose callee needed a real frame.
    no_inline: std::collections::HashSet<(usize, u32)>,
    /// Loops (code index, header) whose cached fields must not be carried in phis.
    no_heap_phis: std::collections::HashSet<(usize, u32)>,
    /// Loops (code index, header) whose body needed `interp_step`: not peeled.
    no_peel: std::collections::HashSet<(usize, u32)>,
    /// Instructions (code index, pc) whose specialized form kept failing a
    /// guard (an int operation that overflows): recorded generically.
    generic: std::collections::HashSet<(usize, u32)>,
    log: JitLog,
    stats: Stats,
}

/// What `loop_hot` did.
pub enum Hot {
    /// Nothing: go on interpreting.
    Nothing,
    /// Recording starts at the loop header.
    Record,
    /// A trace ran; the frame's pc is where it exited.
    Ran,
}

impl JitState {
    pub fn new(options: JitOptions, log: JitLogConfig) -> JitState {
        let threshold = if options.enabled { options.threshold } else { u32::MAX };
        JitState { options, threshold, record_depth: 0, recorder: None, bridging: None, record_start: None, backend: None, helpers: helpers::helper_table(), loops: FxHashMap::default(), traces: Vec::new(), running: Vec::new(), max_spill: 0, no_inline: Default::default(), no_peel: Default::default(), no_heap_phis: Default::default(), generic: Default::default(), log: JitLog::open(log), stats: Stats::default() }
    }

    pub fn recording(&self) -> bool {
        self.recorder.is_some()
    }

    /// Is loop peeling on for the loop at `header` of code `index`?
    fn peels(&self, index: usize, header: u32) -> bool {
        !self.options.disabled.iter().any(|d| d == "peel") && !self.no_peel.contains(&(index, header))
    }
}

impl Vm {
    /// A loop header at `pc` of `code` passed the threshold (the frame's pc is `pc`).
    pub(crate) fn loop_hot(&mut self, code: &Code, pc: u32) -> PyResult<Hot> {
        let key = (code.index, pc);
        let info = self.jit.loops.entry(key).or_default();
        if let Some(t) = info.trace.clone() {
            return self.enter_trace(&t);
        }
        if self.jit.recording() {
            return Ok(Hot::Nothing);
        }
        if self.start_time.elapsed().as_millis() < self.jit.options.warmup_ms as u128 {
            // Too early to pay for a compilation: count the loop again.
            code.loop_counts[pc as usize].set(0);
            return Ok(Hot::Nothing);
        }
        let depth = self.r.frames.len();
        self.jit.record_depth = depth;
        let targets = self.traced_headers(code.index);
        self.jit.recorder = Some(Box::new(Recorder::new(code, pc, depth, self.jit.options.trace_limit, self.jit.no_inline.clone(), self.jit.generic.clone(), self.jit.peels(code.index, pc), !self.jit.no_heap_phis.contains(&(code.index, pc)))));
        if let Some(rec) = self.jit.recorder.as_mut() {
            rec.targets = targets;
        }
        self.jit.record_start = Some((Instant::now(), crate::profile::ticks::enter_state(crate::profile::ticks::RECORDING)));
        Ok(Hot::Record)
    }

    /// The trace compiled with `tag` (its exit words and allocation sites name it).
    pub(crate) fn trace_by_tag(&self, tag: u32) -> Option<Rc<TraceInfo>> {
        (tag as usize).checked_sub(1).and_then(|k| self.jit.traces.get(k)).cloned()
    }

    /// The loop headers of code `index` that have a trace.
    fn traced_headers(&self, index: usize) -> std::collections::HashSet<u32> {
        self.jit.loops.iter().filter(|((ci, _), l)| *ci == index && l.trace.is_some()).map(|((_, h), _)| *h).collect()
    }

    /// Recording mode's hook: records `ins` at `pc` if it belongs to the
    /// traced frame. False when recording ended (closed or aborted).
    pub(crate) fn record_instruction(&mut self, pc: usize, ins: lang::bytecode::Instr) -> bool {
        let Some(mut rec) = self.jit.recorder.take() else { return false };
        let depth = self.r.frames.len();
        if depth > rec.current_depth() {
            self.jit.record_depth = rec.current_depth();
            self.jit.recorder = Some(rec);
            return true;
        }
        let Some(f) = self.r.frames.last() else { return false };
        if depth < rec.current_depth() || f.code.index != rec.expect_code {
            self.end_recording(rec, Err(Abort::LeftFrame));
            return false;
        }
        let (code, base) = (f.code.clone(), f.base);
        match rec.record(self, &code, base, pc as u32, ins) {
            Ok(Recorded::Continue) => {
                // An inlined call or return changes the depth recorded next.
                self.jit.record_depth = rec.current_depth();
                self.jit.recorder = Some(rec);
                true
            }
            Ok(Recorded::Closed) => {
                self.end_recording(rec, Ok(()));
                false
            }
            Err(a) => {
                self.end_recording(rec, Err(a));
                false
            }
        }
    }

    /// An exception was unwound to a handler (or out of this `execute`):
    /// if it reached the traced frame, the recording ends.
    pub(crate) fn record_exception(&mut self) {
        let aborts = self.jit.recorder.as_ref().is_some_and(|r| self.r.frames.len() <= r.current_depth());
        if aborts {
            if let Some(rec) = self.jit.recorder.take() {
                self.end_recording(rec, Err(Abort::Exception));
            }
        }
    }

    fn end_recording(&mut self, rec: Box<Recorder>, outcome: Result<(), Abort>) {
        self.jit.record_depth = 0;
        if let Some((t, before)) = self.jit.record_start.take() {
            self.jit.stats.recording += t.elapsed();
            crate::profile::ticks::restore_state(before);
        }
        if let Some((parent, exit)) = self.jit.bridging.take() {
            self.end_bridge(rec, outcome, &parent, exit);
            return;
        }
        let key = (rec.code_index, rec.header);
        let mut rec = rec;
        let outcome = outcome.and_then(|_| self.compile_trace(&mut rec));
        match outcome {
            Ok(()) => {}
            Err(a) => {
                *self.jit.stats.aborts.entry(a).or_default() += 1;
                let place = format!("loop at {}", self.place(rec.code_index, rec.header));
                // Some aborts say what to do differently: the loop is
                // recorded again soon with that change, and the abort does
                // not count towards blacklisting.
                let retry: Option<String> = match (a, rec.blame.filter(|_| a != Abort::TraceTooLong)) {
                    (Abort::HeapPhiVaries, _) => {
                        self.jit.no_heap_phis.insert(key);
                        Some(a.text().to_string())
                    }
                    (Abort::StepInLoopBody | Abort::TypeUnstable, _) => {
                        self.jit.no_peel.insert(key);
                        Some(a.text().to_string())
                    }
                    (_, Some(site)) => {
                        self.jit.no_inline.insert(site);
                        Some(format!("{} (call at {})", a.text(), self.place(site.0, site.1)))
                    }
                    _ => None,
                };
                if let Some(reason) = retry {
                    self.jit.log.abort(&place, &reason, false);
                    self.codes[rec.code_index].loop_counts[rec.header as usize].set(0);
                    return;
                }
                let info = self.jit.loops.entry(key).or_default();
                info.aborts += 1;
                let blacklist = info.aborts >= self.jit.options.blacklist_after;
                self.jit.log.abort(&place, a.text(), blacklist);
                let code = self.codes[rec.code_index].clone();
                code.loop_counts[rec.header as usize].set(if blacklist { BLACKLISTED } else { 0 });
                if blacklist {
                    self.jit.stats.blacklisted += 1;
                }
            }
        }
    }

    /// `file:line` of `pc` in code `index`.
    pub(crate) fn place(&self, index: usize, pc: u32) -> String {
        let co = &self.codes[index].co;
        format!("{}:{}", co.filename, co.line_at(pc as usize))
    }

    fn backend_config(&self) -> BackendConfig {
        BackendConfig {
            make_room_helper: helpers::jit_make_room as *const () as usize,
            barrier_helper: helpers::jit_write_barrier as *const () as usize,
            barrier_flag: gc::header::TRACK_YOUNG_PTRS,
            record_sites: self.profiling(),
            running_trace: if self.time_profile.is_some() { crate::profile::ticks::running_trace_address() } else { 0 },
        }
    }

    fn compile_trace(&mut self, rec: &mut Recorder) -> Result<(), Abort> {
        let t = self.compile(rec, None)?;
        self.jit.loops.entry((rec.code_index, rec.header)).or_default().trace = Some(t);
        Ok(())
    }

    /// A bridge recording ended: attach the bridge to its exit, or note the
    /// failed try (after `MAX_BRIDGE_ABORTS` counted aborts the exit gets
    /// no bridge; an inlining abort also stops inlining that call site).
    fn end_bridge(&mut self, mut rec: Box<Recorder>, outcome: Result<(), Abort>, parent: &Rc<TraceInfo>, exit: u32) {
        match outcome.and_then(|_| self.compile(&mut rec, Some((parent.id, exit)))) {
            Ok(b) => {
                // From now on the exit's code jumps to the bridge itself.
                parent.exits.attach(exit, b.compiled.code_addr, b.entries.as_ptr());
                parent.bridges.borrow_mut().insert(exit, b);
            }
            Err(a) => {
                *self.jit.stats.aborts.entry(a).or_default() += 1;
                if let Some(site) = rec.blame {
                    self.jit.no_inline.insert(site);
                }
                // A bridge that met a loop without a trace (yet: an outer
                // loop is often compiled after its inner loop) is tried
                // again later, after twice as many failures; other aborts count.
                let failures = parent.exits.taken(exit);
                let tries = {
                    let mut all = parent.bridge_tries.borrow_mut();
                    let t = all.entry(exit).or_default();
                    if a == Abort::InnerLoop {
                        t.next = failures.saturating_mul(2);
                    } else {
                        t.aborts += 1;
                        t.next = failures + self.jit.options.trace_eagerness;
                    }
                    *t
                };
                let place = format!("bridge from trace {} exit %{} ({})", parent.id, exit, self.exit_place(parent, exit));
                self.jit.log.abort(&place, a.text(), tries.aborts >= MAX_BRIDGE_ABORTS);
            }
        }
    }

    /// `file:line` where exit `exit` of `t` resumes.
    fn exit_place(&self, t: &TraceInfo, exit: u32) -> String {
        let pc = t.ir.ops[exit as usize].snap.map_or(0, |s| t.ir.snapshots[s as usize].pc);
        self.place(t.code_index, pc)
    }

    /// Optimizes and compiles a recorded trace (a bridge when `parent` says
    /// which trace and exit it starts from).
    fn compile(&mut self, rec: &mut Recorder, parent: Option<(usize, u32)>) -> Result<Rc<TraceInfo>, Abort> {
        let before = crate::profile::ticks::enter_state(crate::profile::ticks::COMPILING);
        let r = self.optimize_and_compile(rec, parent);
        crate::profile::ticks::restore_state(before);
        r
    }

    fn optimize_and_compile(&mut self, rec: &mut Recorder, parent: Option<(usize, u32)>) -> Result<Rc<TraceInfo>, Abort> {
        let start = Instant::now();
        if self.jit.backend.is_none() {
            match Backend::new(self.backend_config()) {
                Ok(b) => self.jit.backend = Some(b),
                Err(e) => {
                    self.jit.log.error(&e);
                    return Err(Abort::Backend);
                }
            }
        }
        jit::opt::optimize(&mut rec.trace, &self.jit.options.disabled);
        let want_clif = self.jit.log.config.clif;
        let Some(backend) = self.jit.backend.as_mut() else { return Err(Abort::Backend) };
        let id = self.jit.traces.len() + 1;
        // A trace that ends at another loop's header jumps into that loop's trace.
        let linked = if rec.trace.bridge { self.jit.loops.get(&(rec.code_index, rec.end_at)).and_then(|l| l.trace.clone()) } else { None };
        let link = linked.as_ref().map(|t| jit::backend::Link { entry: t.compiled.code_addr, counter: t.entries.as_ptr() as usize });
        let exits = ExitTable::new(rec.trace.ops.len());
        let compiled = match backend.compile(&rec.trace, &self.jit.helpers, want_clif, id as u32, link, Some(exits.addr())) {
            Ok(c) => c,
            Err(e) => {
                self.jit.log.error(&e);
                return Err(Abort::Backend);
            }
        };
        self.jit.stats.compiling += start.elapsed();
        self.jit.stats.compiled += 1;
        self.jit.stats.bridges += parent.is_some() as usize;
        for name in &rec.stepped {
            *self.jit.stats.stepped.entry(name).or_default() += 1;
        }
        self.jit.max_spill = self.jit.max_spill.max(compiled.spill_slots);
        let t = Rc::new(TraceInfo {
            id,
            ir: std::mem::take(&mut rec.trace),
            compiled,
            code_index: rec.code_index,
            header: rec.header,
            exits,
            inline_frames: std::mem::take(&mut rec.inline_frames),
            entries: Default::default(),
            parent,
            end_at: rec.end_at,
            depth: parent.and_then(|(p, _)| self.jit.traces.get(p - 1)).map_or(0, |pt| pt.depth + 1),
            bridges: Default::default(),
            bridge_tries: Default::default(),
            linked,
        });
        self.jit.traces.push(t.clone());
        self.log_trace(&t);
        Ok(t)
    }

    fn log_trace(&mut self, t: &TraceInfo) {
        let place = self.place(t.code_index, t.header);
        let co = self.codes[t.code_index].co.clone();
        let frame_codes: Vec<Rc<lang::bytecode::CodeObject>> = t.inline_frames.iter().map(|f| self.codes[f.code_index].co.clone()).collect();
        let marker = |frame: u32, pc: u32| {
            let c = if frame == 0 { &co } else { &frame_codes[frame as usize - 1] };
            format!("{}:{}", c.filename, c.line_at(pc as usize))
        };
        let end = self.place(t.code_index, t.end_at);
        let what = match t.parent {
            None if t.ir.bridge => format!("trace {} for the loop at {} ({}) to the loop at {}", t.id, place, co.qualname, end),
            None => format!("trace {} for the loop at {} ({})", t.id, place, co.qualname),
            Some((p, exit)) => {
                let from = self.jit.traces.get(p - 1).map_or(String::new(), |pt| self.exit_place(pt, exit));
                format!("bridge {} from trace {} exit %{} at {} to the loop at {} ({})", t.id, p, exit, from, end, co.qualname)
            }
        };
        let helpers = &self.jit.helpers;
        let log = &mut self.jit.log;
        let title = format!("{what}, {} ops, {} bytes of code", t.ir.ops.len(), t.compiled.code_len);
        if log.config.log_opt {
            let text = jit::dump::dump(&t.ir, helpers, &marker);
            log.section("jit-log-opt", &title, &text);
        }
        if log.config.clif {
            if let Some(clif) = &t.compiled.clif {
                log.section("jit-clif", &title, clif);
            }
        }
        if log.config.backend_dump {
            let label = |op: u32| {
                let o = &t.ir.ops[op as usize];
                format!("{}  ({})", jit::dump::op_text(&t.ir, op as usize, helpers).trim(), marker(o.frame, o.pc))
            };
            let mut symbols: Vec<(usize, &str)> = helpers.iter().map(|h| (h.addr, h.name)).collect();
            symbols.push((helpers::jit_make_room as *const () as usize, "make_room"));
            symbols.push((helpers::jit_write_barrier as *const () as usize, "write_barrier_slow"));
            if let Some(b) = self.jit.backend.as_ref() {
                symbols.extend(b.stub_symbols());
            }
            let text = jit::backend::disassemble(t.compiled.code_addr, t.compiled.code_len, &t.compiled.op_ranges, &label, &symbols);
            log.section("jit-backend-dump", &title, &text);
        }
    }

    /// Runs the loop's trace `root` on the current frame (the code itself
    /// jumps from an exit to its bridge and from a bridge's end to the trace
    /// of the loop it ends at; a bridge compiled before that trace existed
    /// returns here to enter it), then restores the frame from the exit
    /// that leaves compiled code.
    /// `Hot::Record` when that exit has become hot enough for a bridge and
    /// its recording starts.
    fn enter_trace(&mut self, root: &Rc<TraceInfo>) -> PyResult<Hot> {
        let top = self.r.jit_spill_top;
        self.jit.stats.entries += 1;
        let mut ctx = TraceContext { client: self as *mut Vm as *mut u8, nursery: self.heap.nursery_bounds() as *mut u64, interrupt: crate::runtime::interrupt::flag_address(), ..TraceContext::new() };
        let mut t = root.clone();
        let entries_before = root.entries.get();
        loop {
            // Room for the shadow frame of any trace the code may jump to
            // (read each time: a call out of a trace may compile more).
            let n = self.jit.max_spill;
            if top + n > self.r.jit_spill.len() {
                // No room for its shadow frame: run nothing, or stop at the
                // header of the loop a bridge ended at.
                if Rc::ptr_eq(&t, root) && t.entries.get() == entries_before {
                    return Ok(Hot::Nothing);
                }
                if let Some(f) = self.r.frames.last_mut() {
                    f.pc = t.header as usize;
                }
                return Ok(Hot::Ran);
            }
            self.r.jit_spill[top..top + n].fill(Value::EMPTY);
            self.r.jit_spill_top = top + n;
            let base = self.r.frames.last().map_or(0, |f| f.base);
            ctx.regs = self.r.stack[base..].as_mut_ptr() as *mut u64;
            ctx.spill = self.r.jit_spill[top..].as_mut_ptr() as *mut u64;
            // SAFETY: the context points at the current frame's registers
            // (sized by `push_frame` for the code the trace was recorded
            // from, which is the running code; a linked jump stays in this
            // frame, at the header of a loop of the same code), at `n`
            // rooted spill words (enough for any trace), and at this VM,
            // which is not touched through `self` until the trace returns.
            // A bridge's inputs are the exit values its parent just wrote
            // into the context.
            t.entries.set(t.entries.get() + 1);
            self.jit.running.push((&ctx as *const TraceContext, self.r.frames.len()));
            let before = crate::profile::ticks::enter_state(crate::profile::ticks::COMPILED);
            let code_before = crate::profile::ticks::enter_code(&mut ctx.site);
            let (tag, exit) = unsafe { t.compiled.run(&mut ctx) };
            crate::profile::ticks::leave_code(code_before);
            crate::profile::ticks::restore_state(before);
            if crate::runtime::interrupt::sample_requested() {
                // The profiler's ticks in this trace: its frame is still the top one.
                self.take_time_samples();
            }
            self.jit.running.pop();
            self.r.jit_spill_top = top;
            if tag as usize != t.id {
                // A linked jump passed control to another trace, which left.
                match (tag as usize).checked_sub(1).and_then(|k| self.jit.traces.get(k)) {
                    Some(left) => t = left.clone(),
                    None => panic!("pith-jit: compiled code returned the unknown trace tag {tag}"),
                }
            }
            if exit == jit::ir::END_OF_BRIDGE {
                // The frame is at the header of the bridge's loop: run its trace.
                let next = self.jit.loops.get(&(t.code_index, t.end_at)).and_then(|l| l.trace.clone());
                let Some(next) = next else {
                    if let Some(f) = self.r.frames.last_mut() {
                        f.pc = t.end_at as usize;
                    }
                    return Ok(Hot::Ran);
                };
                t = next;
                continue;
            }
            // (An exit with a bridge jumps to it in the code: none comes here.)
            self.deopt(&t, exit, &ctx.exit_values)?;
            if self.start_bridge(&t, exit) {
                return Ok(Hot::Record);
            }
            self.check_hot_exit(&t, exit);
            return Ok(Hot::Ran);
        }
    }

    /// Starts recording a bridge from exit `exit` of `t` (the frame is at
    /// the exit's resume point) if the exit failed `trace_eagerness` times
    /// (more after failed tries: `BridgeTries::next`) and can have one: a guard (a loop's
    /// end too: the bridge may reach another compiled loop), not an
    /// exception exit, outside inlined frames. True when recording starts.
    fn start_bridge(&mut self, t: &Rc<TraceInfo>, exit: u32) -> bool {
        if self.jit.recording() || self.jit.options.disabled.iter().any(|d| d == "bridge") {
            return false;
        }
        let op = &t.ir.ops[exit as usize];
        if t.depth >= MAX_BRIDGE_DEPTH {
            return false;
        }
        let tries = t.bridge_tries.borrow().get(&exit).copied().unwrap_or_default();
        let n = t.exits.taken(exit);
        let in_frame = op.snap.is_some_and(|s| t.ir.snapshots[s as usize].frames.is_empty());
        if op.opcode == Opcode::Call || op.is_poll() || !in_frame || tries.aborts >= MAX_BRIDGE_ABORTS || n < self.jit.options.trace_eagerness.max(tries.next) {
            return false;
        }
        let depth = self.r.frames.len();
        let code = self.codes[t.code_index].clone();
        let o = &self.jit.options;
        let targets = self.traced_headers(t.code_index);
        let rec = match Recorder::new_bridge(&code, t.header, depth, o.trace_limit, self.jit.no_inline.clone(), self.jit.generic.clone(), &t.ir, exit, targets) {
            Ok(r) => r,
            Err(a) => {
                t.bridge_tries.borrow_mut().insert(exit, BridgeTries { aborts: MAX_BRIDGE_ABORTS, next: u64::MAX });
                let place = format!("bridge from trace {} exit %{} ({})", t.id, exit, self.exit_place(t, exit));
                self.jit.log.abort(&place, a.text(), true);
                return false;
            }
        };
        self.jit.record_depth = depth;
        self.jit.recorder = Some(Box::new(rec));
        self.jit.bridging = Some((t.clone(), exit));
        self.jit.record_start = Some((Instant::now(), crate::profile::ticks::enter_state(crate::profile::ticks::RECORDING)));
        true
    }

    /// A guard (not an exception exit) failing `HOT_EXIT` times throws the
    /// trace away so the loop is recorded again; after `MAX_RETRACES`
    /// the loop is left to the interpreter.
    fn check_hot_exit(&mut self, t: &Rc<TraceInfo>, exit: u32) {
        let n = t.exits.taken(exit);
        let op = &t.ir.ops[exit as usize];
        if n < HOT_EXIT || n * 4 < t.entries.get() || op.opcode == Opcode::Call || op.is_poll() || op.aux == jit::ir::LOOP_EXIT {
            return;
        }
        let key = (t.code_index, t.header);
        let info = self.jit.loops.entry(key).or_default();
        if !info.trace.as_ref().is_some_and(|cur| Rc::ptr_eq(cur, t)) {
            return;
        }
        info.trace = None;
        info.retraces += 1;
        // A branch guard failing says the loop often goes the other way: a
        // new recording would follow one way again (that needs a bridge), so
        // the loop is left to the interpreter. Type, shape and overflow
        // guards failing say the values changed: record again.
        if matches!(op.opcode, Opcode::GuardTrue | Opcode::GuardFalse) {
            info.retraces = MAX_RETRACES + 1;
        }
        if matches!(op.opcode, Opcode::IntAddOv | Opcode::IntSubOv | Opcode::IntMulOv) {
            let code_index = if op.frame == 0 { t.code_index } else { t.inline_frames[op.frame as usize - 1].code_index };
            self.jit.generic.insert((code_index, op.pc));
        }
        let blacklist = info.retraces > MAX_RETRACES;
        self.jit.stats.retraced += 1;
        self.jit.stats.blacklisted += blacklist as usize;
        let code = self.codes[t.code_index].clone();
        code.loop_counts[t.header as usize].set(if blacklist { BLACKLISTED } else { 0 });
        let place = format!("loop at {}", self.place(t.code_index, t.header));
        let reason = format!("trace {} thrown away: exit %{} ({}) failed {} times in {} entries", t.id, exit, op.opcode.name(), n, t.entries.get());
        self.jit.log.abort(&place, &reason, blacklist);
    }

    /// Writes the snapshot of exit `exit` into the frame and sets its pc; an
    /// exit through a failed helper call re-raises its exception.
    fn deopt(&mut self, t: &TraceInfo, exit: u32, values: &[u64; MAX_EXIT_VALUES]) -> PyResult<()> {
        self.jit.stats.exits_to_interpreter += 1;
        let op = &t.ir.ops[exit as usize];
        let Some(snap) = op.snap.map(|s| &t.ir.snapshots[s as usize]) else {
            panic!("pith-jit: trace {} exited at op {} which has no snapshot", t.id, exit);
        };
        // First, before anything allocates (the words are raw, unrooted).
        self.do_pending_stores(t, snap, values);
        let base = self.r.frames.last().map_or(0, |f| f.base);
        // Room for the inlined frames' registers, which the entries may name.
        let old_len = self.r.stack.len();
        let need = snap.frames.iter().map(|sf| self.inlined_frame_top(t, base, sf)).max().unwrap_or(0);
        if self.r.stack.len() < need {
            self.r.stack.resize(need, Value::EMPTY);
        }
        // The entries' words come first among the exit values, in order
        // (`Snapshot::exit_values`); then the virtuals' fields.
        let entries = snap.entries.iter().filter_map(|(slot, x)| match x {
            SnapValue::Op(v) => Some((*slot, *v)),
            SnapValue::Virtual(_) => None,
        });
        let mut plain = 0;
        for ((slot, v), w) in entries.clone().zip(values.iter().copied()) {
            plain += 1;
            let value = match t.ir.ty(v) {
                Type::Int => Value::int(w as i64),
                Type::Bool => Value::bool(w != 0),
                Type::Ref => Value(w),
                Type::Float | Type::Void => continue,
            };
            self.r.stack[base + slot as usize] = value;
        }
        // Then what allocates, now that every other value is in the frame:
        // sunk objects (before the inlined frames, which read the instance
        // an `__init__` frame runs on from its register), then float boxes.
        self.materialize_virtuals(t, snap, base, &values[plain..]);
        self.push_inlined_frames(t, base, snap, old_len);
        for ((slot, v), w) in entries.zip(values.iter().copied()) {
            if t.ir.ty(v) == Type::Float {
                let f = self.new_float(f64::from_bits(w));
                self.r.stack[base + slot as usize] = f;
            }
        }
        let raised = op.opcode == Opcode::Call;
        let depth = self.r.frames.len();
        if let Some(f) = self.r.frames.get_mut(depth - 1 - snap.frames.len()) {
            f.pc = snap.pc as usize;
        }
        for (k, sf) in snap.frames.iter().enumerate() {
            self.r.frames[depth - snap.frames.len() + k].pc = sf.pc as usize;
        }
        if let Some(f) = self.r.frames.last_mut() {
            f.pc += raised as usize;
        }
        if raised {
            Err(Exc)
        } else {
            Ok(())
        }
    }

    /// The stores the trace put off (`Snapshot::stores`), from the exit's
    /// words: they come last among its values. Ints are stored tagged.
    fn do_pending_stores(&mut self, t: &TraceInfo, snap: &jit::ir::Snapshot, values: &[u64; MAX_EXIT_VALUES]) {
        let first = snap.exit_values().count() - 2 * snap.stores.len();
        for (k, st) in snap.stores.iter().enumerate() {
            let (obj, w) = (values[first + 2 * k], values[first + 2 * k + 1]);
            let word = if t.ir.ty(st.value) == Type::Int { Value::int(w as i64) } else { Value(w) };
            self.set_field(Value(obj), st.offset as usize / 8, word);
        }
    }

    /// Builds the snapshot's sunk allocations and stores them into their
    /// slots. `fields` starts with the exit words of the virtuals' fields, in order.
    /// Reference words and the new objects stay rooted in `temps` while
    /// allocating (each allocation may move them); the fields are filled
    /// once all exist, with the write barrier, since a collection during a
    /// later allocation may have made an earlier object old.
    fn materialize_virtuals(&mut self, t: &TraceInfo, snap: &jit::ir::Snapshot, base: usize, fields: &[u64]) {
        if snap.virtuals.is_empty() {
            return;
        }
        let temp_base = self.r.temps.len();
        // Only reference words are roots: a raw int word may look like a pointer.
        let field_ops = snap.virtuals.iter().flat_map(|o| o.fields.iter()).filter_map(|(_, x)| match x {
            SnapValue::Op(v) => Some(*v),
            SnapValue::Virtual(_) => None,
        });
        self.r.temps.extend(field_ops.zip(fields.iter()).map(|(v, w)| if t.ir.ty(v) == Type::Ref { Value(*w) } else { Value::EMPTY }));
        let objs = self.r.temps.len();
        for o in &snap.virtuals {
            let obj = self.alloc_values(gc::header::type_id(o.header), o.size as usize / 8 - 1);
            self.r.temps.push(obj);
        }
        let mut next = temp_base;
        for (k, o) in snap.virtuals.iter().enumerate() {
            let obj = self.r.temps[objs + k];
            for (off, x) in &o.fields {
                let w = match x {
                    SnapValue::Op(v) => {
                        let w = if t.ir.ty(*v) == Type::Ref { self.r.temps[next].0 } else { fields[next - temp_base] };
                        next += 1;
                        w
                    }
                    SnapValue::Virtual(j) => self.r.temps[objs + *j as usize].0,
                };
                self.store_virtual_word(obj, *off, w);
            }
        }
        for (slot, x) in &snap.entries {
            if let SnapValue::Virtual(j) = x {
                self.r.stack[base + *slot as usize] = self.r.temps[objs + *j as usize];
            }
        }
        self.r.temps.truncate(temp_base);
    }

    /// Stores word `w` at byte offset `off` of a just-built object: offset 0
    /// sets the header's type id (keeping the GC's flags), any other is a
    /// field store with the write barrier for references.
    fn store_virtual_word(&mut self, obj: Value, off: i64, w: u64) {
        let i = off as usize / 8;
        if i == 0 {
            let h = crate::object::word(obj, 0);
            crate::object::set_word(obj, 0, gc::header::with_type_id(h, gc::header::type_id(w)));
        } else {
            self.set_field(obj, i, Value(w));
        }
    }

    /// The end of the registers of inlined frame `sf` of an exit from a
    /// frame whose registers start at `base`.
    fn inlined_frame_top(&self, t: &TraceInfo, base: usize, sf: &jit::ir::SnapFrame) -> usize {
        let info = &t.inline_frames[sf.info as usize];
        base + info.base as usize + self.codes[info.code_index].co.nregs as usize
    }

    /// Builds the interpreter frames of the inlined calls an exit is inside
    /// (their registers are written afterwards from the snapshot).
    /// `old_len` is the stack length before the exit: frame k's `saved_len`
    /// is what the stack length was when the interpreter would have pushed
    /// it (past the registers of frame k - 1).
    fn push_inlined_frames(&mut self, t: &TraceInfo, base: usize, snap: &jit::ir::Snapshot, old_len: usize) {
        for (k, sf) in snap.frames.iter().enumerate() {
            let info = &t.inline_frames[sf.info as usize];
            let code = self.codes[info.code_index].clone();
            let fbase = base + info.base as usize;
            let saved_len = if k == 0 { old_len } else { old_len.max(self.inlined_frame_top(t, base, &snap.frames[k - 1])) };
            let (func, init_obj) = if info.init_class.is_empty() {
                (self.r.stack[base + info.func as usize], Value::EMPTY)
            } else {
                let init = self.names.init;
                (self.lookup_type(info.init_class, init).unwrap_or(Value::EMPTY), self.r.stack[fbase])
            };
            let globals = if crate::object::is_type(func, crate::object::TY_FUNCTION) { crate::object::field(func, crate::object::func::FN_GLOBALS) } else { self.frame_globals() };
            self.r.frames.push(crate::interp::frame::Frame {
                code,
                pc: sf.pc as usize,
                base: fbase,
                ret: base + info.ret as usize,
                saved_len,
                entry: false,
                func,
                globals,
                namespace: globals,
                init_obj,
                generator: Value::EMPTY,
            });
        }
    }

    /// The `jit-summary` section, written at exit when asked for.
    pub fn jit_summary(&mut self) {
        if !self.jit.log.config.summary {
            return;
        }
        use std::fmt::Write;
        let s = &self.jit.stats;
        let mut text = String::new();
        let _ = writeln!(text, "traces compiled:      {}", s.compiled);
        let _ = writeln!(text, "bridges compiled:     {}", s.bridges);
        let _ = writeln!(text, "trace entries:        {}", s.entries);
        // Every exit taken is counted by the code; those that did not jump
        // to a bridge went through `deopt`.
        let exits: u64 = self.jit.traces.iter().flat_map(|t| t.exits.all_taken().map(|(_, n)| n)).sum();
        let to_bridges = exits.saturating_sub(s.exits_to_interpreter);
        let share = |n: u64| if exits == 0 { 0.0 } else { 100.0 * n as f64 / exits as f64 };
        let _ = writeln!(text, "guard exits taken:    {} ({:.1}% into bridges, {:.1}% to the interpreter)", exits, share(to_bridges), share(s.exits_to_interpreter));
        let _ = writeln!(text, "loops blacklisted:    {}", s.blacklisted);
        let _ = writeln!(text, "traces retraced:      {}", s.retraced);
        let _ = writeln!(text, "recording time:       {:.6} s", s.recording.as_secs_f64());
        let _ = writeln!(text, "compiling time:       {:.6} s", s.compiling.as_secs_f64());
        let mut aborts: Vec<(&Abort, &usize)> = s.aborts.iter().collect();
        aborts.sort_by_key(|(a, n)| (std::cmp::Reverse(**n), a.text()));
        let _ = writeln!(text, "aborts:               {}", aborts.iter().map(|(_, n)| **n).sum::<usize>());
        for (a, n) in aborts {
            let _ = writeln!(text, "  {:6}  {}", n, a.text());
        }
        let mut stepped: Vec<(&&str, &usize)> = s.stepped.iter().collect();
        stepped.sort_by_key(|(name, n)| (std::cmp::Reverse(**n), **name));
        let _ = writeln!(text, "interpreted from traces (interp_step), by instruction: {}", stepped.iter().map(|(n, c)| format!("{n} {c}")).collect::<Vec<_>>().join(", "));
        let _ = writeln!(text, "guard failures by exit:");
        for t in &self.jit.traces {
            let _ = match t.parent {
                None => writeln!(text, "  trace {}: {} entries", t.id, t.entries.get()),
                Some((p, exit)) => writeln!(text, "  bridge {} (from trace {} exit %{}): {} entries", t.id, p, exit, t.entries.get()),
            };
            for (op, n) in t.exits.all_taken() {
                let pc = t.ir.ops[op as usize].snap.map_or(0, |s| t.ir.snapshots[s as usize].pc);
                let co = &self.codes[t.code_index].co;
                let _ = writeln!(text, "  {} {} %{} ({}) at {}:{}: {}", if t.parent.is_some() { "bridge" } else { "trace" }, t.id, op, t.ir.ops[op as usize].opcode.name(), co.filename, co.line_at(pc as usize), n);
            }
        }
        self.jit.log.section("jit-summary", "", &text);
    }
}
