//! The time profiler's clock: a timer signal on the VM thread that queues
//! a tick for each interval of the thread's CPU time, labelled with what
//! the VM was doing, and asks the VM for a sample.
//!
//! A POSIX timer sends the VM thread SIGPROF every interval of wall time;
//! the handler reads the thread's CPU clock and queues a tick for each
//! interval of CPU time used since the last (the kernel's CPU-time timers
//! only fire at its scheduler ticks, every few milliseconds: too coarse; a
//! wall-clock timer is precise, and the CPU clock keeps the count to the
//! time actually used). Each tick carries:
//! - its label: the VM's state word (interpreting, recording, compiling,
//!   running compiled code), or the collector's activity (`gc::activity`)
//!   when it is collecting;
//! - when compiled code was running (the VM publishes its trace context's
//!   `site` word while a trace runs): the trace's tag (each trace's code
//!   stores it on entry), the interrupted machine address (from the
//!   signal's context), and the site of the trace's last helper call, so
//!   the sample can name the IR op, and so the Python frames, inlined ones
//!   included, where the time went.
//!
//! The VM publishes those words, and whether its thread is paused, in
//! `runtime/activity.rs`; this clock only reads them.
//!
//! Must never: do anything in the handler but atomic loads and stores and
//! `clock_gettime`; cost the VM more than a store or two per state change.

use crate::runtime::activity::{self, thread_cpu_ns};
use std::sync::atomic::{AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::time::Duration;

/// The labels of ticks: a VM state (`runtime::activity`), a collection,
/// or `COMPILED` with the trace's tag in the bits above 8.
pub use crate::runtime::activity::{COMPILED, COMPILING, INTERPRETED, RECORDING};
pub const GC_MINOR: u32 = 4;
pub const GC_MAJOR: u32 = 5;
pub const KINDS: usize = 6;
pub const KIND_NAMES: [&str; KINDS] = ["interpreted", "JIT recording", "JIT compiling", "compiled", "GC minor", "GC major"];

/// The kind of a label (an index into `KIND_NAMES`).
pub fn kind(label: u32) -> usize {
    ((label & 0xff) as usize).min(KINDS - 1)
}

/// A label as the leaf of a folded stack.
pub fn label_name(label: u32) -> String {
    match label & 0xff {
        COMPILED => format!("compiled trace {}", label >> 8),
        _ => KIND_NAMES[kind(label)].to_string(),
    }
}

/// One interval of CPU time.
#[derive(Clone, Copy, Debug)]
pub struct Tick {
    pub label: u32,
    /// The running trace's tag, 0 when no compiled code ran.
    pub trace: u32,
    /// The interrupted machine address (compiled code's, if `trace` ran it).
    pub pc: usize,
    /// The site (`exit_word`) of the trace's last helper call, 0 if none.
    pub site: u64,
}

struct Slot {
    label: AtomicU32,
    trace: AtomicU32,
    pc: AtomicUsize,
    site: AtomicU64,
}

/// The ticks no sample has taken yet: written by the signal handler, read
/// by the VM, both on the VM's thread (the handler may interrupt the
/// reader between any two instructions, never the reverse).
const RING: usize = 1 << 13;
static TICKS: [Slot; RING] = [const { Slot { label: AtomicU32::new(0), trace: AtomicU32::new(0), pc: AtomicUsize::new(0), site: AtomicU64::new(0) } }; RING];
/// Ticks queued in all (the next is written at `HEAD % RING`) and taken.
static HEAD: AtomicUsize = AtomicUsize::new(0);
static TAIL: AtomicUsize = AtomicUsize::new(0);
/// Ticks lost because `RING` ticks were waiting (a builtin running for
/// seconds without an instruction boundary).
static DROPPED: AtomicUsize = AtomicUsize::new(0);
/// The VM thread's CPU time (ns) up to which ticks were counted, and the interval (ns).
static COUNTED: AtomicU64 = AtomicU64::new(0);
static INTERVAL: AtomicU64 = AtomicU64::new(1);

/// The ticks queued since the last call.
pub fn take_ticks() -> Vec<Tick> {
    let (tail, head) = (TAIL.load(Ordering::Relaxed), HEAD.load(Ordering::Relaxed));
    let ticks = (tail..head)
        .map(|i| {
            let s = &TICKS[i % RING];
            Tick { label: s.label.load(Ordering::Relaxed), trace: s.trace.load(Ordering::Relaxed), pc: s.pc.load(Ordering::Relaxed), site: s.site.load(Ordering::Relaxed) }
        })
        .collect();
    // A tick queued meanwhile stays queued (and asked for a sample again).
    TAIL.store(head, Ordering::Relaxed);
    ticks
}

/// Ticks lost so far (see `DROPPED`), and the most that can wait.
pub fn dropped() -> (usize, usize) {
    (DROPPED.load(Ordering::Relaxed), RING)
}

/// The label of a tick now: what the VM is doing.
fn current_label() -> u32 {
    match gc::activity::current() {
        gc::activity::Activity::Minor => GC_MINOR,
        gc::activity::Activity::Major => GC_MAJOR,
        gc::activity::Activity::None => match activity::state() {
            COMPILED => COMPILED | activity::running_trace() << 8,
            s => s,
        },
    }
}

/// The machine address the signal interrupted.
///
/// # Safety
/// `context` is the `ucontext_t` the kernel passed a `SA_SIGINFO` handler.
unsafe fn interrupted_pc(context: *mut libc::c_void) -> usize {
    let uc = context as *const libc::ucontext_t;
    if uc.is_null() {
        return 0;
    }
    #[cfg(target_arch = "x86_64")]
    return (*uc).uc_mcontext.gregs[libc::REG_RIP as usize] as usize;
    #[cfg(target_arch = "aarch64")]
    return (*uc).uc_mcontext.pc as usize;
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    return 0;
}

/// SIGPROF, on the VM thread: queues a tick per interval of CPU time used
/// since the last, labelled with what the VM is doing now.
extern "C" fn on_tick(_signal: libc::c_int, _info: *mut libc::siginfo_t, context: *mut libc::c_void) {
    if activity::paused() {
        return;
    }
    // CPU time spent paused is not the program's: it moves the count on.
    let skipped = activity::take_paused_ns();
    let (now, counted, interval) = (thread_cpu_ns(), COUNTED.load(Ordering::Relaxed) + skipped, INTERVAL.load(Ordering::Relaxed));
    if now < counted + interval {
        COUNTED.store(counted, Ordering::Relaxed);
        return;
    }
    let n = (now - counted) / interval;
    COUNTED.store(counted + n * interval, Ordering::Relaxed);
    let label = current_label();
    let site_word = activity::trace_site();
    let (trace, pc, site) = if site_word.is_null() {
        (0, 0, 0)
    } else {
        // SAFETY: `TRACE_SITE` points into the running trace's context
        // (set and cleared around the trace's run, on this thread), and
        // the kernel's context is valid for this handler.
        unsafe { (activity::running_trace(), interrupted_pc(context), std::ptr::read_volatile(site_word)) }
    };
    for _ in 0..n {
        let head = HEAD.load(Ordering::Relaxed);
        if head - TAIL.load(Ordering::Relaxed) >= RING {
            DROPPED.fetch_add(1, Ordering::Relaxed);
            continue;
        }
        let s = &TICKS[head % RING];
        s.label.store(label, Ordering::Relaxed);
        s.trace.store(trace, Ordering::Relaxed);
        s.pc.store(pc, Ordering::Relaxed);
        s.site.store(site, Ordering::Relaxed);
        HEAD.store(head + 1, Ordering::Relaxed);
    }
    crate::runtime::interrupt::request_sample();
}

/// The running timer; stopped when dropped.
pub struct Timer {
    id: libc::timer_t,
}

fn os_error(what: &str) -> std::io::Error {
    let e = std::io::Error::last_os_error();
    std::io::Error::new(e.kind(), format!("{what}: {e}"))
}

impl Timer {
    /// Sends the calling thread SIGPROF (handled by `on_tick`) every
    /// `interval` of wall time, counting ticks of its CPU time from now.
    pub fn start(interval: Duration) -> std::io::Result<Timer> {
        INTERVAL.store((interval.as_nanos() as u64).max(1), Ordering::Relaxed);
        COUNTED.store(thread_cpu_ns(), Ordering::Relaxed);
        activity::take_paused_ns();
        // SAFETY: plain system calls on zeroed structs. The handler only
        // does atomic loads and stores and reads the clock (all
        // async-signal-safe); SA_RESTART restarts the system calls it
        // interrupts (a sleep returns early and sleeps on, see
        // `interrupt::sleep`). The timer notifies this thread only, by
        // its kernel thread id.
        unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_tick as extern "C" fn(libc::c_int, *mut libc::siginfo_t, *mut libc::c_void) as usize;
            libc::sigemptyset(&mut action.sa_mask);
            action.sa_flags = libc::SA_RESTART | libc::SA_SIGINFO;
            if libc::sigaction(libc::SIGPROF, &action, std::ptr::null_mut()) != 0 {
                return Err(os_error("sigaction"));
            }
            let mut event: libc::sigevent = std::mem::zeroed();
            event.sigev_notify = libc::SIGEV_THREAD_ID;
            event.sigev_signo = libc::SIGPROF;
            event.sigev_notify_thread_id = libc::gettid();
            let mut id: libc::timer_t = std::mem::zeroed();
            if libc::timer_create(libc::CLOCK_MONOTONIC, &mut event, &mut id) != 0 {
                return Err(os_error("timer_create"));
            }
            let period = libc::timespec { tv_sec: interval.as_secs() as libc::time_t, tv_nsec: interval.subsec_nanos() as libc::c_long };
            let spec = libc::itimerspec { it_interval: period, it_value: period };
            if libc::timer_settime(id, 0, &spec, std::ptr::null_mut()) != 0 {
                libc::timer_delete(id);
                return Err(os_error("timer_settime"));
            }
            Ok(Timer { id })
        }
    }
}

impl Drop for Timer {
    /// Stops the timer; a tick already sent still lands in the queue.
    fn drop(&mut self) {
        // SAFETY: a timer `start` created, deleted only here.
        unsafe { libc::timer_delete(self.id) };
    }
}
