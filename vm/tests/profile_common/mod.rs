//! What the profiler tests share: the test programs' folder, a temporary
//! file per profile, running pith with a profile option and reading the
//! folded stacks it wrote, and counting samples by frame.

#![allow(dead_code)]

use std::path::PathBuf;
use std::process::Command;

/// A program of `tests/profile/`.
pub fn script(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/profile").join(name)
}

/// A file of its own for each profile (tests run on several threads: two
/// with the same arguments must not share one).
pub fn temp_file(ext: &str) -> PathBuf {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    std::env::temp_dir().join(format!("pith-profile-{}-{}.{}", std::process::id(), n, ext))
}

/// Runs pith with `option=FILE` (a temporary folded file), `args`, program
/// `name` and `script_args`, environment `env`; checks it succeeds and
/// prints `want_out`. Returns (folded lines as (stack, count), stderr).
pub fn run_profiled(option: &str, name: &str, args: &[&str], script_args: &[&str], env: &[(&str, &str)], want_out: &str) -> (Vec<(String, u64)>, String) {
    let out_file = temp_file("folded");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_pith"));
    cmd.arg(format!("{}={}", option, out_file.display())).args(args).arg(script(name)).args(script_args);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().expect("pith runs");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{name} {args:?} failed:\n{stderr}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), want_out);
    let text = std::fs::read_to_string(&out_file).expect("the profile was written");
    let _ = std::fs::remove_file(&out_file);
    let lines = text
        .lines()
        .map(|l| {
            let (stack, n) = l.rsplit_once(' ').expect("a folded line: stack count");
            (stack.to_string(), n.parse().expect("a count"))
        })
        .collect();
    (lines, stderr)
}

/// Samples whose stack has a frame of function `f` (by name).
pub fn samples_in(lines: &[(String, u64)], f: &str) -> u64 {
    lines.iter().filter(|(s, _)| s.split(';').any(|fr| fr.starts_with(&format!("{f} (")))).map(|(_, n)| n).sum()
}
