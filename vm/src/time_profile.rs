//! The time profiler (`--profile=FILE`): where the program's CPU time goes,
//! by Python stack and by what the VM was doing.
//!
//! A POSIX timer sends the VM thread SIGPROF every `interval` of wall time;
//! the handler reads the thread's CPU clock and counts a tick for each
//! `interval` of CPU time used since the last (the kernel's CPU-time timers
//! only fire at its scheduler ticks, every few milliseconds: too coarse to
//! attribute time; a wall-clock timer is precise, and the CPU clock keeps
//! the count to the time actually used). For each tick it reads what the
//! VM is doing — interpreting, running compiled trace N, collecting (minor
//! or major), recording or compiling a trace — from words the VM keeps
//! current (`STATE`, `RUNNING_TRACE`, and the collector's `gc::activity`),
//! queues the tick with that label and asks the VM for a sample through the
//! interrupt flag. The VM takes the sample at its next instruction (the
//! interpreter checks the flag at each one while profiling) or safe point;
//! compiled code leaves the trace at its loop header (`GuardFlag`) and,
//! while profiling, at each inlined call and return, so the stack shows
//! inlined callees. Each queued tick is counted with the stack and its own
//! label: time spent where no sample can be taken (compiling, a long
//! builtin) is still counted whole, under the state it was spent in.
//!
//! At exit: folded stacks (`frame;...;[state] count`) or an SVG flame
//! graph, and on stderr the split by VM state, the top functions (self
//! time) with their split, and the top compiled traces.
//!
//! Must never: do anything in the signal handler but atomic loads and
//! stores; cost anything when off (the state words are stored at trace
//! entry and exit, recording and compiling: a few stores per event).

use crate::profile_stack::{folded_stack, percent, Names, StackFrame};
use crate::vm::Vm;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::time::Duration;

/// The default interval between samples: 1 ms of CPU time.
pub const DEFAULT_INTERVAL: Duration = Duration::from_millis(1);

/// What the VM thread is doing (outside collections), for the profiler's signal handler.
static STATE: AtomicU32 = AtomicU32::new(INTERPRETED);
/// The tag of the compiled trace running now: every trace's code stores
/// its tag here on entry while profiling (`BackendConfig::running_trace`).
static RUNNING_TRACE: AtomicU32 = AtomicU32::new(0);

/// The VM states (`STATE`) and the labels of ticks (a label is a state, a
/// collection, or `COMPILED` with the trace's tag in the bits above 8).
pub const INTERPRETED: u32 = 0;
pub const RECORDING: u32 = 1;
pub const COMPILING: u32 = 2;
pub const COMPILED: u32 = 3;
const GC_MINOR: u32 = 4;
const GC_MAJOR: u32 = 5;
const KINDS: usize = 6;
const KIND_NAMES: [&str; KINDS] = ["interpreted", "JIT recording", "JIT compiling", "compiled", "GC minor", "GC major"];

/// Says the VM is now in `state`; returns the state before (give it to
/// `restore_state` when leaving). Only the VM's thread writes the word: a
/// load and a store, no atomic exchange.
#[inline]
pub fn enter_state(state: u32) -> u32 {
    let before = STATE.load(Ordering::Relaxed);
    STATE.store(state, Ordering::Relaxed);
    before
}

#[inline]
pub fn restore_state(before: u32) {
    STATE.store(before, Ordering::Relaxed);
}

/// The word compiled code stores its trace's tag in (`BackendConfig::running_trace`).
pub fn running_trace_address() -> usize {
    RUNNING_TRACE.as_ptr() as usize
}

/// The label of a tick now: what the VM is doing.
fn current_label() -> u32 {
    match gc::activity::current() {
        gc::activity::Activity::Minor => GC_MINOR,
        gc::activity::Activity::Major => GC_MAJOR,
        gc::activity::Activity::None => match STATE.load(Ordering::Relaxed) {
            COMPILED => COMPILED | RUNNING_TRACE.load(Ordering::Relaxed) << 8,
            s => s,
        },
    }
}

fn kind(label: u32) -> usize {
    ((label & 0xff) as usize).min(KINDS - 1)
}

/// A label as the leaf of a folded stack.
fn label_name(label: u32) -> String {
    match label & 0xff {
        COMPILED => format!("compiled trace {}", label >> 8),
        _ => KIND_NAMES[kind(label)].to_string(),
    }
}

/// The ticks no sample has taken yet, by label: written by the signal
/// handler, read by the VM, both on the VM's thread (the handler may
/// interrupt the reader between any two instructions, never the reverse).
const RING: usize = 1 << 14;
static TICKS: [AtomicU32; RING] = [const { AtomicU32::new(0) }; RING];
/// Ticks queued in all (the next is written at `HEAD % RING`) and taken.
static HEAD: AtomicUsize = AtomicUsize::new(0);
static TAIL: AtomicUsize = AtomicUsize::new(0);
/// Ticks lost because `RING` ticks were waiting (a builtin running for
/// seconds without an instruction boundary).
static DROPPED: AtomicUsize = AtomicUsize::new(0);
/// The VM thread's CPU time (ns) up to which ticks were counted, and the interval (ns).
static COUNTED: AtomicU64 = AtomicU64::new(0);
static INTERVAL: AtomicU64 = AtomicU64::new(1);

/// The calling thread's CPU time in nanoseconds (`clock_gettime` is
/// async-signal-safe).
fn thread_cpu_ns() -> u64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a live out-parameter.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    ts.tv_sec.max(0) as u64 * 1_000_000_000 + ts.tv_nsec.max(0) as u64
}

/// SIGPROF, on the VM thread: queues a tick per interval of CPU time used
/// since the last, labelled with what the VM is doing now.
extern "C" fn on_tick(_signal: libc::c_int) {
    let (now, counted, interval) = (thread_cpu_ns(), COUNTED.load(Ordering::Relaxed), INTERVAL.load(Ordering::Relaxed));
    if now < counted + interval {
        return;
    }
    let n = (now - counted) / interval;
    COUNTED.store(counted + n * interval, Ordering::Relaxed);
    let label = current_label();
    for _ in 0..n {
        let head = HEAD.load(Ordering::Relaxed);
        if head - TAIL.load(Ordering::Relaxed) >= RING {
            DROPPED.fetch_add(1, Ordering::Relaxed);
            continue;
        }
        TICKS[head % RING].store(label, Ordering::Relaxed);
        HEAD.store(head + 1, Ordering::Relaxed);
    }
    crate::interrupt::request_sample();
}

/// The labels of the ticks queued since the last call.
fn take_ticks() -> Vec<u32> {
    let (tail, head) = (TAIL.load(Ordering::Relaxed), HEAD.load(Ordering::Relaxed));
    let ticks = (tail..head).map(|i| TICKS[i % RING].load(Ordering::Relaxed)).collect();
    // A tick queued meanwhile stays queued (and asked for a sample again).
    TAIL.store(head, Ordering::Relaxed);
    ticks
}

/// The profile being taken: the timer and the samples so far, by (stack, label).
pub struct TimeProfile {
    pub file: String,
    pub interval: Duration,
    samples: HashMap<(Vec<StackFrame>, u32), u64>,
    names: Names,
    timer: Option<libc::timer_t>,
}

fn os_error(what: &str) -> std::io::Error {
    let e = std::io::Error::last_os_error();
    std::io::Error::new(e.kind(), format!("{what}: {e}"))
}

/// Sends the calling thread SIGPROF (handled by `on_tick`) every
/// `interval` of wall time, counting ticks of its CPU time from now.
fn start_timer(interval: Duration) -> std::io::Result<libc::timer_t> {
    INTERVAL.store((interval.as_nanos() as u64).max(1), Ordering::Relaxed);
    COUNTED.store(thread_cpu_ns(), Ordering::Relaxed);
    // SAFETY: plain system calls on zeroed structs: the handler only does
    // atomic loads and stores (async-signal-safe); SA_RESTART restarts the
    // system calls it interrupts (a sleep returns early and sleeps on, see
    // `interrupt::sleep`). The timer notifies this thread only, by its
    // kernel thread id.
    unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_tick as extern "C" fn(libc::c_int) as usize;
        libc::sigemptyset(&mut action.sa_mask);
        action.sa_flags = libc::SA_RESTART;
        if libc::sigaction(libc::SIGPROF, &action, std::ptr::null_mut()) != 0 {
            return Err(os_error("sigaction"));
        }
        let mut event: libc::sigevent = std::mem::zeroed();
        event.sigev_notify = libc::SIGEV_THREAD_ID;
        event.sigev_signo = libc::SIGPROF;
        event.sigev_notify_thread_id = libc::gettid();
        let mut timer: libc::timer_t = std::mem::zeroed();
        if libc::timer_create(libc::CLOCK_MONOTONIC, &mut event, &mut timer) != 0 {
            return Err(os_error("timer_create"));
        }
        let period = libc::timespec { tv_sec: interval.as_secs() as libc::time_t, tv_nsec: interval.subsec_nanos() as libc::c_long };
        let spec = libc::itimerspec { it_interval: period, it_value: period };
        if libc::timer_settime(timer, 0, &spec, std::ptr::null_mut()) != 0 {
            libc::timer_delete(timer);
            return Err(os_error("timer_settime"));
        }
        Ok(timer)
    }
}

impl TimeProfile {
    /// Starts sampling the calling thread (the VM's) every `interval` of its CPU time.
    fn start(file: String, interval: Duration) -> std::io::Result<TimeProfile> {
        let timer = start_timer(interval)?;
        Ok(TimeProfile { file, interval, samples: HashMap::new(), names: Names::default(), timer: Some(timer) })
    }

    /// Stops the timer; a tick already sent still lands in the queue.
    fn stop(&mut self) {
        if let Some(timer) = self.timer.take() {
            // SAFETY: a timer `start_timer` created and nothing deleted.
            unsafe { libc::timer_delete(timer) };
        }
    }

    pub fn total(&self) -> u64 {
        self.samples.values().sum()
    }
}

impl Vm {
    /// Switches the time profiler on for the calling thread (the VM's).
    pub fn enable_time_profile(&mut self, file: String, interval: Duration) -> std::io::Result<()> {
        self.time_profile = Some(Box::new(TimeProfile::start(file, interval)?));
        Ok(())
    }

    /// Is a profiler on (the interpreter keeps frame pcs current then)?
    #[inline]
    pub fn profiling(&self) -> bool {
        self.alloc_profile.is_some() || self.time_profile.is_some()
    }

    /// The profiler asked for a sample: counts each tick queued since the
    /// last with the Python stack now.
    #[cold]
    pub(crate) fn take_time_samples(&mut self) {
        crate::interrupt::clear_sample();
        let Some(mut profile) = self.time_profile.take() else { return };
        let mut ticks = take_ticks();
        if !ticks.is_empty() {
            let stack = self.python_stack(&mut profile.names, None);
            ticks.sort_unstable();
            for run in ticks.chunk_by(|a, b| a == b) {
                *profile.samples.entry((stack.clone(), run[0])).or_insert(0) += run.len() as u64;
            }
        }
        self.time_profile = Some(profile);
    }

    /// At exit: stops the timer, writes the profile's file and prints its
    /// table on stderr.
    pub fn finish_time_profile(&mut self) {
        let Some(mut profile) = self.time_profile.take() else { return };
        profile.stop();
        self.time_profile = Some(profile);
        self.take_time_samples();
        let Some(profile) = self.time_profile.take() else { return };
        let lines: Vec<(String, u64)> = profile.samples.iter().map(|((stack, label), n)| (folded_stack(stack, &label_name(*label)), *n)).collect();
        if let Err(e) = crate::flamegraph::write_profile(&profile.file, &lines, "CPU time (samples)") {
            eprintln!("pith: cannot write the time profile to {}: {}", profile.file, e);
        }
        eprint!("{}", self.time_table(&profile));
    }

    /// The split by VM state, the top functions by self samples with their
    /// split, and the top compiled traces.
    fn time_table(&self, profile: &TimeProfile) -> String {
        let total = profile.total();
        let ms = profile.interval.as_secs_f64() * 1e3;
        let mut out = format!("time profile: {} samples, one every {} ms of CPU time (about {:.3} s)\n", total, ms, total as f64 * ms / 1e3);
        let dropped = DROPPED.load(Ordering::Relaxed);
        if dropped > 0 {
            out.push_str(&format!("  ({} more ticks came while {} were waiting for a sample, and are not counted)\n", dropped, RING));
        }
        if total == 0 {
            return out;
        }
        let mut by_kind = [0u64; KINDS];
        let mut functions: HashMap<String, [u64; KINDS]> = HashMap::new();
        let mut traces: HashMap<u32, u64> = HashMap::new();
        for ((stack, label), &n) in &profile.samples {
            by_kind[kind(*label)] += n;
            let f = stack.last().map_or_else(|| "<no frame>".to_string(), |f| format!("{} ({})", f.function, f.file));
            functions.entry(f).or_insert([0; KINDS])[kind(*label)] += n;
            if label & 0xff == COMPILED {
                *traces.entry(label >> 8).or_insert(0) += n;
            }
        }
        let split: Vec<String> = KIND_NAMES.iter().zip(by_kind).filter(|(_, n)| *n > 0).map(|(name, n)| format!("{} {:.1}%", name, percent(n, total))).collect();
        out.push_str(&format!("  by VM state: {}\n", split.join(", ")));
        let mut functions: Vec<(String, [u64; KINDS])> = functions.into_iter().collect();
        functions.sort_by(|a, b| b.1.iter().sum::<u64>().cmp(&a.1.iter().sum::<u64>()).then(a.0.cmp(&b.0)));
        out.push_str("  top functions (self):\n     samples      %  interp compiled      gc     jit  function\n");
        for (name, k) in functions.iter().take(10) {
            let n: u64 = k.iter().sum();
            let p = |x: u64| percent(x, n);
            out.push_str(&format!(
                "  {:>10} {:>5.1}%  {:>5.1}%   {:>5.1}%  {:>5.1}%  {:>5.1}%  {}\n",
                n,
                percent(n, total),
                p(k[INTERPRETED as usize]),
                p(k[COMPILED as usize]),
                p(k[GC_MINOR as usize] + k[GC_MAJOR as usize]),
                p(k[RECORDING as usize] + k[COMPILING as usize]),
                name
            ));
        }
        let mut traces: Vec<(u32, u64)> = traces.into_iter().collect();
        traces.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        if !traces.is_empty() {
            out.push_str("  top compiled traces:\n");
        }
        for (tag, n) in traces.iter().take(5) {
            let what = self.trace_by_tag(*tag).map_or_else(String::new, |t| format!("{} at {}", if t.parent.is_some() { "bridge in the loop" } else { "loop" }, self.place(t.code_index, t.header)));
            out.push_str(&format!("  {:>10} {:>5.1}%  trace {} ({})\n", n, percent(*n, total), tag, what));
        }
        out
    }
}
