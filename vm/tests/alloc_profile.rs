//! The allocation profiler: samples split between call sites in the ratio
//! of the bytes they allocate, with the JIT on and off; frames inlined in a
//! compiled trace appear in the stacks; rates below and above the nursery
//! size give one sample per `rate` bytes allocated.

mod profile_common;

use profile_common::{run_profiled, samples_in, script, temp_file};
use std::process::Command;

/// Runs `name` with `args` and an allocation profile; returns (folded
/// lines as (stack, count), stderr).
fn profile(name: &str, args: &[&str], env: &[(&str, &str)]) -> (Vec<(String, u64)>, String) {
    run_profiled("--alloc-profile", name, args, &[], env, "done\n")
}

#[test]
fn samples_follow_the_bytes_each_function_allocates() {
    for args in [&["--jit", "off", "--alloc-sample=8K"][..], &["--jit", "threshold=50,warmup=0", "--alloc-sample=8K"][..]] {
        let (lines, stderr) = profile("alloc_ratio.py", args, &[]);
        let (a, b) = (samples_in(&lines, "a"), samples_in(&lines, "b"));
        assert!(b > 50, "{args:?}: too few samples: a {a}, b {b}");
        let ratio = a as f64 / b as f64;
        assert!((ratio - 3.0).abs() <= 0.45, "{args:?}: a/b = {a}/{b} = {ratio:.2}, want 3 +- 15%");
        // The leaf of every sample from a is the instance's type, or the
        // loop's range (one per call: a sample lands on it now and then,
        // as the allocations before it shift where the samples fall).
        assert!(lines.iter().filter(|(s, _)| s.contains("a (")).all(|(s, _)| s.ends_with("[instance of Point]") || s.ends_with("[range]")), "{lines:?}");
        assert!(stderr.contains("top sites by bytes:") && stderr.contains("instance of Point"), "{stderr}");
    }
}

#[test]
fn frames_inlined_in_a_compiled_loop_appear_in_the_stacks() {
    for args in [&["--jit", "off", "--alloc-sample=8K"][..], &["--jit", "threshold=50,warmup=0", "--alloc-sample=8K"][..]] {
        let (lines, _) = profile("alloc_ratio.py", args, &[]);
        let make: Vec<&String> = lines.iter().filter(|(s, _)| s.ends_with("[list]")).map(|(s, _)| s).filter(|s| s.contains(";c (")).collect();
        assert!(!make.is_empty(), "{args:?}: no list samples under c: {lines:?}");
        for s in make {
            let frames: Vec<&str> = s.split(';').collect();
            let n = frames.len();
            assert!(frames[n - 3].starts_with("c (") && frames[n - 2].starts_with("make ("), "{args:?}: {s}");
            assert!(frames[n - 2].ends_with(":24)"), "make's frame shows its line: {s}");
        }
    }
}

/// The bytes the program allocated, from --gc-stats.
fn bytes_allocated(stderr: &str) -> u64 {
    let line = stderr.lines().find(|l| l.starts_with("gc: bytes allocated")).expect("gc stats");
    line.split_whitespace().last().and_then(|n| n.parse().ok()).expect("a number")
}

#[test]
fn rates_below_and_above_the_nursery_size() {
    for rate in [16u64 << 10, 1 << 20] {
        let sample = format!("--alloc-sample={rate}");
        let (lines, stderr) = profile("alloc_ratio.py", &["--jit", "off", &sample, "--gc-stats"], &[("PITH_GC_NURSERY", "256K")]);
        let samples: u64 = lines.iter().map(|(_, n)| n).sum();
        let expected = bytes_allocated(&stderr) / rate;
        assert!(expected > 20, "the program allocates too little for rate {rate}");
        let err = (samples as f64 - expected as f64).abs() / expected as f64;
        assert!(err <= 0.10, "rate {rate}: {samples} samples, expected about {expected}");
    }
}

#[test]
fn an_svg_file_gets_a_flame_graph() {
    let out_file = temp_file("svg");
    let out = Command::new(env!("CARGO_BIN_EXE_pith")).arg(format!("--alloc-profile={}", out_file.display())).arg("--alloc-sample=8K").arg(script("alloc_ratio.py")).output().expect("pith runs");
    assert!(out.status.success());
    let svg = std::fs::read_to_string(&out_file).expect("the flame graph was written");
    let _ = std::fs::remove_file(&out_file);
    assert!(svg.starts_with("<?xml") && svg.contains("<svg"), "not an SVG");
    for frame in ["a (", "b (", "make (", "[instance of Point]"] {
        assert!(svg.contains(frame), "no {frame} in the flame graph");
    }
}

#[test]
fn an_unwritable_profile_file_is_refused_before_running() {
    let out = Command::new(env!("CARGO_BIN_EXE_pith")).arg("--alloc-profile=/nonexistent-dir/p.folded").arg("-c").arg("print('ran')").output().expect("pith runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty(), "the program ran");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--alloc-profile: cannot write"));
}

/// The share of sampled bytes of type `leaf` (`[float]`, ...).
fn type_share(lines: &[(String, u64)], leaf: &str) -> f64 {
    let total: u64 = lines.iter().map(|(_, n)| n).sum();
    let of: u64 = lines.iter().filter(|(s, _)| s.ends_with(leaf)).map(|(_, n)| n).sum();
    of as f64 / total.max(1) as f64
}

#[test]
fn objects_allocated_together_by_compiled_code_keep_their_types() {
    // A trace allocates the two floats and the Point of an iteration as one
    // group; each sample is charged to the object it fell in, as the
    // interpreter charges them: 4/7 floats, 3/7 Points, JIT on or off.
    for args in [&["--jit", "off", "--alloc-sample=8K"][..], &["--jit", "threshold=50,warmup=0", "--alloc-sample=8K"][..]] {
        let (lines, _) = profile("alloc_types.py", args, &[]);
        let (floats, points) = (type_share(&lines, "[float]"), type_share(&lines, "[instance of Point]"));
        assert!((floats - 4.0 / 7.0).abs() < 0.06, "{args:?}: floats {floats:.3} of the bytes, want 0.571: {lines:?}");
        assert!((points - 3.0 / 7.0).abs() < 0.06, "{args:?}: Points {points:.3} of the bytes, want 0.429: {lines:?}");
    }
}
