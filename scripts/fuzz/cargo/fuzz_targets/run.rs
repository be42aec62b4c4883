//! Runs any text as a program, with the JIT at a low threshold, a small
//! nursery, a 64 MiB heap limit and a time limit of 2 s (after which the
//! program is halted: see `vm::interrupt::request_halt`). Whatever the
//! program does, pith must not panic, overflow the native stack or hang.
//! Run it with `-close_fd_mask=3` to keep the programs' output out of the
//! fuzzer's, and with stdin from /dev/null.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::mpsc;
use std::time::Duration;

const TIME_LIMIT: Duration = Duration::from_secs(2);

fn run(source: String) {
    let mut config = gc::GcConfig::default();
    config.nursery_size = 64 << 10;
    config.max_heap = Some(64 << 20);
    let mut vm = vm::Vm::new(config, vec!["fuzz.py".to_string()]);
    let mut jit = vm::JitOptions::default();
    jit.apply("threshold=2,warmup=0,trace_eagerness=3").expect("valid JIT options");
    vm.configure_jit(jit, Default::default());
    vm.run_main(&source, "fuzz.py", false);
}

fuzz_target!(|data: &[u8]| {
    let Ok(source) = std::str::from_utf8(data) else { return };
    let source = source.to_string();
    vm::interrupt::reset();
    let (done, finished) = mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        if finished.recv_timeout(TIME_LIMIT).is_err() {
            vm::interrupt::request_halt();
        }
    });
    // The VM runs on a thread with pith's own stack size (deep Python
    // recursion is bounded by the recursion limit, not by this stack).
    let stack = (vm::MAX_RECURSION_LIMIT * 8 * 1024).max(256 << 20);
    let vm_thread = std::thread::Builder::new().stack_size(stack).spawn(move || run(source)).expect("spawn the VM thread");
    let result = vm_thread.join();
    let _ = done.send(());
    let _ = watchdog.join();
    if let Err(panic) = result {
        std::panic::resume_unwind(panic);
    }
});
