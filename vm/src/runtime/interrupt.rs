//! Ctrl-C: the SIGINT handler, the flag it sets, and turning the flag into
//! `KeyboardInterrupt` at the VM's safe points. The same flag byte carries
//! the time profiler's requests for a sample.
//!
//! The handler sets a bit, then writes 0 to the allocation limit of the
//! last VM created (`attach`), whose heap holds the limit at 0 while any
//! bit is set. The interpreter reads the byte at every loop back edge and
//! call (where it also checks the heap limit); a compiled loop reads it at
//! its header (`GuardFlag`, through the address `flag_address` gives) or,
//! when its body allocates, in that allocation's slow path, where the held
//! limit sends it once the code reads the limit again, after a call, a
//! collection or at most one nursery of allocation (see `jit::opt::poll`);
//! it leaves the trace when any bit
//! is set, so the interpreter raises at the loop's next back edge, as if
//! the whole loop had run interpreted (or takes the profiler's sample).
//!
//! Must never: do anything in the handler but set the bit and write the
//! limit word (it runs between any two instructions of the VM, the GC's
//! included); raise the exception anywhere but at a safe point.

use std::sync::atomic::{AtomicPtr, AtomicU8, AtomicUsize, Ordering};

/// Bits: `SIGINT` when SIGINT arrived and no safe point has raised it yet,
/// `HALT` when the embedder stopped the program (see `request_halt`),
/// `SAMPLE` when the time profiler wants a sample (see `profile::time`),
/// `HEAP_NEWS` when the heap changed which allocation sites it pretenures
/// (see `runtime/pretenure.rs`: compiled loops leave, so the traces that
/// allocate at those sites can be recompiled).
static PENDING: AtomicU8 = AtomicU8::new(0);
const SIGINT: u8 = 1;
const HALT: u8 = 2;
const SAMPLE: u8 = 4;
const HEAP_NEWS: u8 = 8;

/// The allocation limit of the last VM created (`attach`); null before.
static LIMIT: AtomicPtr<AtomicUsize> = AtomicPtr::new(std::ptr::null_mut());

/// Sets `bit` in the flag, then sends the attached heap's next allocation
/// to its slow path (signal-safe: two atomic stores and an atomic or; the
/// orderings are those `gc::nursery` requires, module doc 5).
fn request(bit: u8) {
    PENDING.fetch_or(bit, Ordering::SeqCst);
    let limit = LIMIT.load(Ordering::SeqCst);
    if !limit.is_null() {
        // SAFETY: `LIMIT` only ever holds a `Heap::limit_word`, which lives
        // as long as the process.
        unsafe { (*limit).store(0, Ordering::SeqCst) };
    }
}

/// Makes `heap` the one requests reach: its allocation limit is held at 0
/// while the flag is set, and each request writes it 0.
pub fn attach(heap: &mut gc::Heap) {
    heap.hold_limit_while(&PENDING);
    LIMIT.store(heap.limit_word() as *const AtomicUsize as *mut AtomicUsize, Ordering::SeqCst);
}

extern "C" fn on_sigint(_signal: libc::c_int) {
    request(SIGINT);
}

/// Stops the running program at its next safe point, for good: the
/// `KeyboardInterrupt` raised then skips every `except` and `finally`, so
/// no program can keep running (a harness's time limit, from any thread).
pub fn request_halt() {
    request(HALT);
}

/// Is the program being halted (`request_halt`)?
pub fn halting() -> bool {
    PENDING.load(Ordering::Relaxed) & HALT != 0
}

/// Asks the VM for a profiler sample at its next safe point (from the
/// profiler's signal handler: an atomic or, signal-safe).
pub fn request_sample() {
    request(SAMPLE);
}

/// Does the profiler want a sample?
#[inline]
pub fn sample_requested() -> bool {
    PENDING.load(Ordering::Relaxed) & SAMPLE != 0
}

/// Asks the VM's next safe point to apply the heap's pretenuring news
/// (from the VM's own thread, after a collection).
pub fn request_heap_news() {
    request(HEAP_NEWS);
}

/// Are the heap's pretenuring news waiting? Clears the request.
pub fn take_heap_news_request() -> bool {
    PENDING.fetch_and(!HEAP_NEWS, Ordering::Relaxed) & HEAP_NEWS != 0
}

/// The sample is being taken (before the profiler's pending ticks are
/// read, so a tick that comes later asks again).
pub fn clear_sample() {
    PENDING.fetch_and(!SAMPLE, Ordering::Relaxed);
}

/// Clears the flag (before running another program in the same process).
pub fn reset() {
    PENDING.store(0, Ordering::Relaxed);
    UNCAUGHT.store(0, Ordering::Relaxed);
}

/// Installs the SIGINT handler (the command-line program does; a VM
/// embedded in a test or another program leaves the process's handler
/// alone). Without `SA_RESTART`, so a blocking sleep or read returns early
/// and raises. Leaves SIGINT ignored when it was (as a shell's background
/// job), as CPython does.
pub fn install() {
    // SAFETY: `sigaction` with a zeroed struct, an empty mask and a handler
    // that only stores to an atomic, which is async-signal-safe.
    unsafe {
        let mut old: libc::sigaction = std::mem::zeroed();
        if libc::sigaction(libc::SIGINT, std::ptr::null(), &mut old) == 0 && old.sa_sigaction == libc::SIG_IGN {
            return;
        }
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_sigint as extern "C" fn(libc::c_int) as usize;
        libc::sigemptyset(&mut action.sa_mask);
        action.sa_flags = 0;
        libc::sigaction(libc::SIGINT, &action, std::ptr::null_mut());
    }
}

/// Blocks SIGINT in the calling thread, so the signal goes to the VM's
/// thread, where it cuts a blocking sleep or read short. The command-line
/// program's main thread, which only waits for the VM's, calls it after
/// starting that thread.
pub fn block_in_this_thread() {
    // SAFETY: a signal set built by sigemptyset/sigaddset, passed to
    // pthread_sigmask for the calling thread only.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigaddset(&mut set, libc::SIGINT);
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
    }
}

/// Has SIGINT arrived (or a halt been asked for) since the last safe
/// point that raised it?
#[inline]
pub fn pending() -> bool {
    PENDING.load(Ordering::Relaxed) & (SIGINT | HALT) != 0
}

/// Is anything asked of the next safe point (an interrupt or a sample)?
#[inline]
pub fn any_request() -> bool {
    PENDING.load(Ordering::Relaxed) != 0
}

/// The flag's address, for compiled code (`TraceContext::interrupt`): a
/// byte, 0 when nothing is asked.
pub fn flag_address() -> *const u8 {
    PENDING.as_ptr()
}

/// Set when a `KeyboardInterrupt` reached the top of the program.
static UNCAUGHT: AtomicU8 = AtomicU8::new(0);

/// A `KeyboardInterrupt` reached the top (its traceback is printed).
pub fn note_uncaught() {
    UNCAUGHT.store(1, Ordering::Relaxed);
}

/// Did the program end by an uncaught `KeyboardInterrupt`?
pub fn ended_by_interrupt() -> bool {
    UNCAUGHT.load(Ordering::Relaxed) != 0
}

/// Ends the process the way an uncaught `KeyboardInterrupt` ends CPython:
/// killed by SIGINT (status 130 in a shell), so a calling script sees the
/// interrupt. Falls back to exit status 130.
pub fn exit_by_sigint() -> ! {
    // SAFETY: restoring the default action and raising the signal at
    // ourselves; both are plain system calls.
    unsafe {
        libc::signal(libc::SIGINT, libc::SIG_DFL);
        libc::raise(libc::SIGINT);
    }
    std::process::exit(130)
}

/// Forgets a pending SIGINT (it is being raised as `KeyboardInterrupt`).
pub fn clear_sigint() {
    PENDING.fetch_and(!SIGINT, Ordering::Relaxed);
}

/// Sleeps `seconds` (at most 1e6), or less when SIGINT arrives (which cuts
/// the system call short) or a halt is requested (seen within 50 ms): false
/// then.
pub fn sleep(seconds: f64) -> bool {
    let _paused = crate::runtime::activity::pause();
    let end = std::time::Instant::now() + std::time::Duration::from_secs_f64(seconds);
    loop {
        if pending() {
            return false;
        }
        let left = end.saturating_duration_since(std::time::Instant::now());
        if left.is_zero() {
            return true;
        }
        let slice = left.min(std::time::Duration::from_millis(50));
        let request = libc::timespec { tv_sec: slice.as_secs() as libc::time_t, tv_nsec: slice.subsec_nanos() as libc::c_long };
        // SAFETY: both pointers are to live timespecs; nanosleep returns
        // early (EINTR) when a signal handler ran.
        unsafe { libc::nanosleep(&request, std::ptr::null_mut()) };
    }
}

