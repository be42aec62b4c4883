//! What the VM thread is doing, published for whoever watches it: the time
//! profiler's signal handler reads these words (`profile::ticks`); the VM
//! only writes them.
//!
//! - the state word: interpreting, recording, compiling, running compiled code;
//! - while compiled code runs, its context's `site` word (`TRACE_SITE`) and
//!   the tag its code stores on entry (`RUNNING_TRACE`);
//! - whether the thread is paused (waiting in a sleep or a read, or taking
//!   a profile sample), and the CPU time it spent paused that no reader has
//!   taken yet.
//!
//! Must never: cost the VM more than a store or two per change; read what
//! it writes to decide anything.

use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU32, AtomicU64, Ordering};

/// What the VM thread is doing (outside collections).
static STATE: AtomicU32 = AtomicU32::new(INTERPRETED);
/// The tag of the compiled trace running now: every trace's code stores
/// its tag here on entry while profiling (`BackendConfig::running_trace`).
static RUNNING_TRACE: AtomicU32 = AtomicU32::new(0);
/// The `site` word of the running trace's context; null when no compiled
/// code runs (Python code a trace's helper runs counts as not).
static TRACE_SITE: AtomicPtr<u64> = AtomicPtr::new(std::ptr::null_mut());
/// Set while the thread's CPU time is not the program's (`pause`).
static PAUSED: AtomicBool = AtomicBool::new(false);
/// CPU time (ns) spent paused since a reader last took it.
static PAUSED_NS: AtomicU64 = AtomicU64::new(0);

/// The VM's states (the state word's values).
pub const INTERPRETED: u32 = 0;
pub const RECORDING: u32 = 1;
pub const COMPILING: u32 = 2;
pub const COMPILED: u32 = 3;

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

/// Compiled code whose context's site word is `site` starts running (null:
/// Python code starts running, in a helper). Returns the word before, for
/// `leave_code`.
#[inline]
pub fn enter_code(site: *mut u64) -> *mut u64 {
    let before = TRACE_SITE.load(Ordering::Relaxed);
    TRACE_SITE.store(site, Ordering::Relaxed);
    before
}

#[inline]
pub fn leave_code(before: *mut u64) {
    TRACE_SITE.store(before, Ordering::Relaxed);
}

/// The word compiled code stores its trace's tag in (`BackendConfig::running_trace`).
pub fn running_trace_address() -> usize {
    RUNNING_TRACE.as_ptr() as usize
}

/// The state word now.
#[inline]
pub fn state() -> u32 {
    STATE.load(Ordering::Relaxed)
}

/// The running trace's tag (meaningful while the state is `COMPILED`).
#[inline]
pub fn running_trace() -> u32 {
    RUNNING_TRACE.load(Ordering::Relaxed)
}

/// The running trace's site word, null when no compiled code runs.
#[inline]
pub fn trace_site() -> *mut u64 {
    TRACE_SITE.load(Ordering::Relaxed)
}

/// Is the thread paused (see `pause`)?
#[inline]
pub fn paused() -> bool {
    PAUSED.load(Ordering::Relaxed)
}

/// The CPU time spent paused since the last call (the reader takes it).
#[inline]
pub fn take_paused_ns() -> u64 {
    PAUSED_NS.swap(0, Ordering::Relaxed)
}

/// Until the guard is dropped, the VM thread's CPU time is not the
/// program's: while the profiler takes a sample (and a sample taking
/// longer than the interval cannot starve the program), and while the
/// thread waits in a sleep or a read (where the only CPU time is the
/// kernel's delivering the timer's signals).
pub fn pause() -> Paused {
    if PAUSED.swap(true, Ordering::Relaxed) {
        return Paused { start: None };
    }
    Paused { start: Some(thread_cpu_ns()) }
}

/// See `pause`; `start` is the CPU time at the outermost pause.
pub struct Paused {
    start: Option<u64>,
}

impl Drop for Paused {
    fn drop(&mut self) {
        if let Some(start) = self.start {
            // Counted before the flag clears: a reader that sees the thread
            // running again finds the paused time waiting.
            PAUSED_NS.fetch_add(thread_cpu_ns().saturating_sub(start), Ordering::Relaxed);
            PAUSED.store(false, Ordering::Relaxed);
        }
    }
}

/// The calling thread's CPU time in nanoseconds (`clock_gettime` is
/// async-signal-safe).
pub fn thread_cpu_ns() -> u64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a live out-parameter.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    ts.tv_sec.max(0) as u64 * 1_000_000_000 + ts.tv_nsec.max(0) as u64
}
