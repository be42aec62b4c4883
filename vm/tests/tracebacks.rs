//! Runs every program of `tests/tracebacks` (each dies with an uncaught
//! exception) under the interpreter and under the JIT with a low threshold,
//! and compares its whole stderr (every frame, source line, the `~~~^^^`
//! marks and the last line) with `NAME.tb`, which `tests/regen.py`
//! recorded from CPython; both name files without their directory.

use std::path::{Path, PathBuf};
use std::process::Command;

fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace root").join("tests/tracebacks");
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir).expect("tests/tracebacks exists").filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "py")).collect();
    v.sort();
    v
}

/// What pith printed to stderr, the directories taken out of the File lines.
pub fn without_directories(err: &str) -> String {
    let lines: Vec<String> = err
        .lines()
        .map(|l| match l.strip_prefix("  File \"").and_then(|rest| rest.split_once('"')) {
            Some((path, rest)) => format!("  File \"{}\"{}", Path::new(path).file_name().map_or(path.into(), |n| n.to_string_lossy()), rest),
            None => l.to_string(),
        })
        .collect();
    lines.join("\n") + "\n"
}

/// The traceback pith printed.
fn traceback(script: &Path, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_pith"))
        .current_dir(script.parent().expect("script has a directory"))
        .args(args)
        .arg(script.file_name().expect("script has a name"))
        .output()
        .expect("pith runs");
    without_directories(&String::from_utf8_lossy(&out.stderr))
}

fn check(args: &[&str]) {
    let progs = programs();
    assert!(!progs.is_empty(), "no traceback programs found");
    let mut failures = Vec::new();
    for p in &progs {
        let want = std::fs::read_to_string(p.with_extension("tb")).unwrap_or_default();
        let got = traceback(p, args);
        if got != want {
            failures.push(format!("{}:\n--- want\n{}--- got\n{}", p.display(), want, got));
        }
    }
    assert!(failures.is_empty(), "{} of {} tracebacks differ ({:?}):\n{}", failures.len(), progs.len(), args, failures.join("\n"));
}

#[test]
fn tracebacks_interpreter() {
    check(&["--jit", "off"]);
}

#[test]
fn tracebacks_jit() {
    check(&["--jit", "threshold=2,function_threshold=2,warmup=0,trace_eagerness=3"]);
}
