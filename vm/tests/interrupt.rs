//! Ctrl-C: SIGINT sent to a running pith raises `KeyboardInterrupt` at the
//! next safe point, in interpreted loops, in compiled ones (the jit-summary
//! shows the trace left through its `GuardFlag`, or through the allocation
//! that polls in its place), inside a sleep, and it can be caught. The programs are in `tests/interrupt/`; each prints "started"
//! and then runs until interrupted.

use std::io::{BufRead, BufReader, Read};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

struct Outcome {
    /// The signal that ended pith, if one did.
    signal: Option<i32>,
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn script(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/interrupt").join(name)
}

/// Runs `name` with `args`, waits for its "started" line, lets it run
/// `ms` more milliseconds, sends SIGINT and collects what it printed.
fn interrupt(name: &str, args: &[&str], env: &[(&str, &str)], ms: u64) -> Outcome {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_pith"));
    cmd.args(args).arg(script(name)).stdout(Stdio::piped()).stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    // SAFETY: only resets SIGINT to its default action between fork and
    // exec (the test runner may have been started with SIGINT ignored,
    // which pith, like CPython, would keep).
    unsafe {
        cmd.pre_exec(|| {
            libc::signal(libc::SIGINT, libc::SIG_DFL);
            Ok(())
        });
    }
    let mut child = cmd.spawn().expect("pith starts");
    let mut out = BufReader::new(child.stdout.take().expect("piped stdout"));
    let mut first = String::new();
    out.read_line(&mut first).expect("pith prints a first line");
    assert_eq!(first, "started\n", "{name}: the program did not start");
    std::thread::sleep(Duration::from_millis(ms));
    // SAFETY: sends a signal to the child, which has not been waited for.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    let mut err_pipe = child.stderr.take().expect("piped stderr");
    let deadline = Instant::now() + Duration::from_secs(30);
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait for pith") {
            break s;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("{name}: pith did not stop within 30 s of SIGINT");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let (mut stdout, mut stderr) = (String::new(), String::new());
    out.read_to_string(&mut stdout).expect("read stdout");
    err_pipe.read_to_string(&mut stderr).expect("read stderr");
    Outcome { signal: status.signal(), code: status.code(), stdout, stderr }
}

/// The traceback's frames as (function, line), outermost first; checks
/// that each frame shows its line's source text.
fn frames(name: &str, stderr: &str) -> Vec<(String, usize)> {
    let source = std::fs::read_to_string(script(name)).expect("read the script");
    let lines: Vec<&str> = source.lines().collect();
    let text: Vec<&str> = stderr.lines().collect();
    let start = text.iter().position(|l| *l == "Traceback (most recent call last):").unwrap_or_else(|| panic!("no traceback in:\n{stderr}"));
    let mut out = Vec::new();
    for (k, l) in text.iter().enumerate().skip(start + 1) {
        let Some(rest) = l.strip_prefix("  File \"") else { continue };
        let (_, rest) = rest.split_once("\", line ").expect("a frame line");
        let (n, func) = rest.split_once(", in ").expect("a frame's function");
        let n: usize = n.parse().expect("a line number");
        assert_eq!(text[k + 1].trim(), lines[n - 1].trim(), "frame {l} shows the wrong source line");
        out.push((func.to_string(), n));
    }
    out
}

/// pith ended as CPython does on an uncaught KeyboardInterrupt: the
/// traceback, then death by SIGINT.
fn assert_uncaught(name: &str, o: &Outcome) {
    assert_eq!(o.signal, Some(libc::SIGINT), "{name}: not ended by SIGINT (exit code {:?}); stderr:\n{}", o.code, o.stderr);
    assert!(o.stderr.lines().any(|l| l == "KeyboardInterrupt"), "{name}: no KeyboardInterrupt line in:\n{}", o.stderr);
}

const JIT_NOW: &[&str] = &["--jit", "threshold=2,warmup=0"];
const SUMMARY: &[(&str, &str)] = &[("PITHLOG", "jit-summary:-")];

fn left_through_guard_flag(stderr: &str) -> bool {
    stderr.lines().any(|l| l.contains("(GuardFlag)"))
}

/// spin.py's traceback: the module's call, then a line of spin's loop.
fn assert_spin_frames(o: &Outcome) {
    let f = frames("spin.py", &o.stderr);
    assert_eq!(f.len(), 2, "{}", o.stderr);
    assert_eq!(f[0], ("<module>".to_string(), 11));
    assert_eq!(f[1].0, "spin");
    assert!((4..=7).contains(&f[1].1), "line {} is not in the loop", f[1].1);
}

#[test]
fn interpreted_loop_raises_at_its_line() {
    let o = interrupt("spin.py", &["--jit", "off"], &[], 200);
    assert_uncaught("spin.py", &o);
    assert_spin_frames(&o);
}

#[test]
fn compiled_loop_leaves_its_trace_and_raises() {
    let o = interrupt("spin.py", JIT_NOW, SUMMARY, 300);
    assert_uncaught("spin.py", &o);
    assert!(left_through_guard_flag(&o.stderr), "the compiled loop did not leave through its interrupt check:\n{}", o.stderr);
    assert_spin_frames(&o);
}

/// A loop body that allocates has no `GuardFlag` (see `jit::opt::poll`):
/// the signal handler lowers the allocation limit, and the allocation's
/// slow path leaves the trace.
#[test]
fn compiled_allocating_loop_leaves_through_its_allocation() {
    let o = interrupt("alloc_spin.py", JIT_NOW, SUMMARY, 300);
    assert_uncaught("alloc_spin.py", &o);
    assert!(o.stderr.lines().any(|l| l.contains("(Alloc) at ")), "the compiled loop did not leave through its polling allocation:\n{}", o.stderr);
    assert!(!left_through_guard_flag(&o.stderr), "the loop body kept its own interrupt check:\n{}", o.stderr);
    let f = frames("alloc_spin.py", &o.stderr);
    assert_eq!(f.len(), 2, "{}", o.stderr);
    assert_eq!(f[0], ("<module>".to_string(), 18));
    assert_eq!(f[1].0, "spin");
    assert!((10..=14).contains(&f[1].1), "line {} is not in the loop", f[1].1);
}

#[test]
fn nested_compiled_loops_with_inlined_calls() {
    let o = interrupt("nested.py", JIT_NOW, SUMMARY, 300);
    assert_uncaught("nested.py", &o);
    assert!(left_through_guard_flag(&o.stderr), "no trace left through its interrupt check:\n{}", o.stderr);
    let f = frames("nested.py", &o.stderr);
    assert_eq!(f[0], ("<module>".to_string(), 28), "{f:?}");
    assert_eq!(f[1].0, "walk", "{f:?}");
    // The interpreter raises at the loop's back edge, or at a call in the
    // iteration it finishes (frames that existed only inlined in the trace
    // are real again then).
    let allowed = [("walk", 17..=19), ("norm1", 11..=11), ("__init__", 6..=7)];
    for (func, line) in &f[1..] {
        assert!(allowed.iter().any(|(g, r)| g == func && r.contains(line)), "unexpected frame {func}:{line} in {f:?}");
    }
}

/// Compiled recursion calls one function's trace from another's through
/// the call helper, never passing the interpreter's checks: the helper
/// serves the interrupt itself.
#[test]
fn compiled_recursion_raises() {
    let o = interrupt("recursion.py", &["--jit", "threshold=2,function_threshold=2,warmup=0"], &[("PITHLOG", "jit-log-opt:-")], 300);
    assert_uncaught("recursion.py", &o);
    let f = frames("recursion.py", &o.stderr);
    assert_eq!(f[0], ("<module>".to_string(), 19), "{f:?}");
    assert_eq!(f[1].0, "forever", "{f:?}");
    assert!(f.len() > 2 && f[2..].iter().all(|(func, line)| func == "walk" && (4..=10).contains(line)), "unexpected frames in {f:?}");
    assert!(o.stderr.contains("recursion.py:3 (walk) to the return"), "walk was not compiled:\n{}", o.stderr);
}

#[test]
fn interrupt_can_be_caught_and_the_program_goes_on() {
    for args in [&["--jit", "off"][..], JIT_NOW] {
        let o = interrupt("caught.py", args, &[], 200);
        assert_eq!(o.code, Some(0), "{args:?}: stderr:\n{}", o.stderr);
        assert_eq!(o.stdout, "caught KeyboardInterrupt True\nafter 99999 True\n", "{args:?}");
    }
}

#[test]
fn interrupt_ends_a_sleep() {
    let started = Instant::now();
    let o = interrupt("sleep.py", &[], &[], 100);
    assert!(started.elapsed() < Duration::from_secs(20), "the sleep was not cut short");
    assert_uncaught("sleep.py", &o);
    assert!(!o.stdout.contains("not reached"));
    let f = frames("sleep.py", &o.stderr);
    assert_eq!(f, vec![("<module>".to_string(), 5)]);
}

/// An embedder's halt (a harness's time limit) stops even a program that
/// catches every exception in an endless loop: the interrupt it raises
/// skips every handler.
#[test]
fn a_halt_skips_every_handler() {
    let source = "n = 0\nwhile True:\n    try:\n        while True:\n            n += 1\n    except BaseException:\n        pass\n    finally:\n        n = 0\n";
    let halter = std::thread::spawn(|| {
        std::thread::sleep(Duration::from_millis(300));
        vm::interrupt::request_halt();
    });
    let mut machine = vm::Vm::new(gc::GcConfig::default(), vec!["halt.py".to_string()]);
    let status = machine.run_main(source, "halt.py", false);
    halter.join().expect("the halting thread");
    assert!(vm::interrupt::halting());
    vm::interrupt::reset();
    assert_eq!(status, 130);
}

#[test]
fn interrupt_stops_a_builtin_consuming_an_iterable() {
    let o = interrupt("builtin.py", &[], &[], 100);
    assert_uncaught("builtin.py", &o);
    assert_eq!(frames("builtin.py", &o.stderr), vec![("<module>".to_string(), 3)]);
}

#[test]
fn interrupt_stops_a_backtracking_regex() {
    let o = interrupt("regex_backtracking.py", &[], &[], 100);
    assert_uncaught("regex_backtracking.py", &o);
    // The traceback goes on into the `re` module's Python code.
    assert!(o.stderr.contains("regex_backtracking.py\", line 4, in <module>"), "{}", o.stderr);
}

#[test]
fn interrupt_stops_list_of_an_endless_user_iterator() {
    // list() calls __next__, a function without a loop, forever: the
    // builtin's own loop is the safe point.
    let o = interrupt("endless_iterator.py", &[], &[], 100);
    assert_uncaught("endless_iterator.py", &o);
    assert_eq!(frames("endless_iterator.py", &o.stderr), vec![("<module>".to_string(), 10)]);
}
