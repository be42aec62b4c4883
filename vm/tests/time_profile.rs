//! The time profiler: samples split between two functions in the ratio of
//! the work they do, with the JIT on and off; every VM state shows up in
//! the labels (interpreted, compiled trace N, GC minor and major, JIT
//! recording and compiling); frames inlined in a compiled loop appear in
//! the stacks; the flame graph and the option errors.

mod profile_common;

use profile_common::{run_profiled, samples_in, script, temp_file};
use std::process::Command;

/// Runs `name` (with `script_args`) under the time profiler with `args`;
/// returns (folded lines as (stack, count), stderr).
fn profile(name: &str, args: &[&str], script_args: &[&str], want_out: &str) -> (Vec<(String, u64)>, String) {
    run_profiled("--profile", name, args, script_args, &[], want_out)
}

/// Samples whose state label (the leaf) starts with `label`.
fn samples_labelled(lines: &[(String, u64)], label: &str) -> u64 {
    lines.iter().filter(|(s, _)| s.rsplit(';').next().is_some_and(|leaf| leaf.starts_with(&format!("[{label}")))).map(|(_, n)| n).sum()
}

#[test]
fn samples_follow_the_time_each_function_takes() {
    // a does three times b's iterations of the same work. The JIT run
    // compiles at once (warmup=0), so neither function runs longer
    // interpreted than the other; both runs take a few tenths of a second
    // of CPU time (thousands of samples at 100 us).
    for (args, n) in [(&["--jit", "off", "--profile-interval=100us"][..], "300000"), (&["--jit", "threshold=50,warmup=0", "--profile-interval=100us"][..], "1500000")] {
        let (lines, stderr) = profile("time_ratio.py", args, &[n], "True\n");
        let (a, b) = (samples_in(&lines, "a"), samples_in(&lines, "b"));
        assert!(b > 200, "{args:?}: too few samples: a {a}, b {b}\n{stderr}");
        let ratio = a as f64 / b as f64;
        assert!((ratio - 3.0).abs() <= 0.6, "{args:?}: a/b = {a}/{b} = {ratio:.2}, want 3 +- 20%\n{stderr}");
        assert!(stderr.contains("time profile: ") && stderr.contains("top functions (self):"), "{stderr}");
        if args[1] == "off" {
            assert_eq!(samples_labelled(&lines, "interpreted"), lines.iter().map(|l| l.1).sum::<u64>(), "--jit off: every sample is interpreted: {lines:?}");
        } else {
            // Nearly all of a's time is in its compiled loop, and the table names the trace.
            let compiled = samples_labelled(&lines, "compiled trace ");
            assert!(compiled * 10 >= (a + b) * 8, "{compiled} compiled samples of {}: {lines:?}", a + b);
            assert!(stderr.contains("top compiled traces:") && stderr.contains("(loop at ") && stderr.contains("time_ratio.py:14)"), "{stderr}");
        }
    }
}

#[test]
fn frames_inlined_in_a_compiled_loop_appear_in_the_stacks() {
    let (lines, _) = profile("time_ratio.py", &["--jit", "threshold=50,warmup=0", "--profile-interval=100us"], &["1500000"], "True\n");
    // `step` is inlined into a's loop: its compiled samples show it under a.
    let inlined: Vec<&String> = lines.iter().filter(|(s, _)| s.contains(";a (") && s.contains(";step (") && s.contains("[compiled trace ")).map(|(s, _)| s).collect();
    assert!(!inlined.is_empty(), "no compiled samples in step under a: {lines:?}");
    for s in inlined {
        let frames: Vec<&str> = s.split(';').collect();
        let n = frames.len();
        assert!(frames[n - 3].starts_with("a (") && frames[n - 3].ends_with(":15)"), "a's frame shows the call's line: {s}");
        assert!(frames[n - 2].starts_with("step ("), "{s}");
    }
}

#[test]
fn every_vm_state_is_told_apart() {
    // 40 loops compiled one after the other, objects surviving minor
    // collections, old objects dropped (major steps). The nursery is fixed:
    // the default one grows with the machine's L2 cache, and with 8 MiB
    // the survivors never bring a major collection.
    let args = ["--jit", "threshold=50,warmup=0", "--profile-interval=100us"];
    let (lines, stderr) = run_profiled("--profile", "time_states.py", &args, &[], &[("PITH_GC_NURSERY", "1M")], "314952 8\n");
    for label in ["interpreted", "compiled trace ", "GC minor", "GC major", "JIT recording", "JIT compiling"] {
        assert!(samples_labelled(&lines, label) > 0, "no sample labelled {label:?}:\n{stderr}");
    }
    // Compiling is counted in the function whose loop is compiled: 40 of
    // the 42 loops are in `loops`.
    let compiling = samples_labelled(&lines, "JIT compiling");
    let in_loops: u64 = lines.iter().filter(|(s, _)| s.ends_with("[JIT compiling]") && s.contains(";loops (")).map(|(_, n)| n).sum();
    assert!(in_loops * 10 >= compiling * 7, "{in_loops} of {compiling} compiling samples in loops: {lines:?}");
    assert!(stderr.contains("by VM state: ") && stderr.contains("GC minor"), "{stderr}");
}

#[test]
fn an_svg_file_gets_a_flame_graph() {
    let svg = temp_file("svg");
    let out = Command::new(env!("CARGO_BIN_EXE_pith"))
        .arg(format!("--profile={}", svg.display()))
        .arg("--profile-interval=200us")
        .arg(script("time_ratio.py"))
        .arg("200000")
        .output()
        .expect("pith runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = std::fs::read_to_string(&svg).expect("the flame graph was written");
    let _ = std::fs::remove_file(&svg);
    assert!(text.contains("<svg") && text.contains("CPU time") && text.contains("step ("), "{}", &text[..text.len().min(400)]);
}

#[test]
fn a_profile_without_samples_says_so_in_its_svg() {
    let svg = temp_file("svg");
    // One sample every 10 s of CPU time: no run of `print(1)` gets one,
    // however slow its start (a cold or busy machine spent over 1 ms).
    let out = Command::new(env!("CARGO_BIN_EXE_pith"))
        .arg(format!("--profile={}", svg.display()))
        .arg("--profile-interval=10s")
        .args(["-c", "print(1)"])
        .output()
        .expect("pith runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = std::fs::read_to_string(&svg).expect("the image was written");
    let _ = std::fs::remove_file(&svg);
    assert!(text.starts_with("<svg") && text.contains("no samples") && !text.contains("ERROR"), "{text}");
}

#[test]
fn bad_options_are_refused_before_running() {
    for (arg, want) in [
        ("--profile-interval=50us", "outside 100us..10s"),
        ("--profile-interval=fast", "is not a time"),
        ("--profile=/nonexistent-dir/p.folded", "--profile: cannot write"),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_pith")).args([arg, "-c", "print('ran')"]).output().expect("pith runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{arg}: {stderr}");
        assert!(stderr.contains(want), "{arg}: {stderr}");
        assert!(out.stdout.is_empty(), "{arg}: the program ran");
    }
}

#[test]
fn time_asleep_is_not_counted() {
    // Asleep, the program uses no CPU time; the timer's signals, which
    // wake the thread every 100 us, cost the kernel some, and that is the
    // profiler's, not the program's.
    let (lines, stderr) = profile("sleeper.py", &["--profile-interval=100us"], &[], "slept\n");
    let asleep: u64 = lines.iter().filter(|(s, _)| s.contains("sleeper.py:4)")).map(|(_, n)| n).sum();
    assert!(asleep < 10, "{asleep} samples while asleep for 0.5 s:\n{stderr}");
}
