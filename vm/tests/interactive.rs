//! The interactive prompt, fed from a pipe: every session of
//! `tests/interactive` (`NAME.in`, the lines typed) runs as `pith -i -q <
//! NAME.in` and must write what `python3 -i -q` wrote, byte for byte, as
//! `tests/regen.py` recorded it: `NAME.out` (stdout), `NAME.prompt` (stderr:
//! the prompts, tracebacks and syntax errors) and `NAME.status`. Each
//! session runs on the interpreter, under the JIT with low thresholds (so
//! the loops typed at the prompt are traced), and under GC stress.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace root").join("tests/interactive")
}

fn sessions() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir()).expect("tests/interactive exists").filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "in")).collect();
    v.sort();
    v
}

/// Runs one session: (status, stdout, stderr).
fn run(session: &Path, args: &[&str], env: &[(&str, &str)]) -> (i32, String, String) {
    let input = std::fs::read(session).expect("session readable");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_pith"));
    cmd.current_dir(dir()).args(args).args(["-i", "-q"]).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("pith starts");
    let mut stdin = child.stdin.take().expect("stdin piped");
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let out = child.wait_with_output().expect("pith runs");
    writer.join().expect("writer thread").expect("session written");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn check(args: &[&str], env: &[(&str, &str)]) {
    let all = sessions();
    assert!(all.len() >= 5, "the interactive sessions are missing");
    let mut failures = Vec::new();
    for s in &all {
        let read = |ext: &str| std::fs::read_to_string(s.with_extension(ext)).unwrap_or_else(|_| panic!("{} has no .{} (python3 tests/regen.py)", s.display(), ext));
        let (want_out, want_err, want_status) = (read("out"), read("prompt"), read("status"));
        let (status, out, err) = run(s, args, env);
        if status.to_string() != want_status.trim() || out != want_out || err != want_err {
            failures.push(format!("{}: status {} (want {})\n--- stdout want\n{}--- stdout got\n{}--- stderr want\n{}--- stderr got\n{}", s.display(), status, want_status.trim(), want_out, out, want_err, err));
        }
    }
    assert!(failures.is_empty(), "{} of {} sessions differ ({:?}):\n{}", failures.len(), all.len(), args, failures.join("\n"));
}

#[test]
fn sessions_interpreter() {
    check(&["--jit", "off"], &[]);
}

#[test]
fn sessions_jit() {
    check(&["--jit", "threshold=2,function_threshold=2,warmup=0,trace_eagerness=3"], &[]);
}

#[test]
fn sessions_gc_stress() {
    check(&["--jit", "threshold=2,function_threshold=2,warmup=0,trace_eagerness=3"], &[("PITH_GC_STRESS", "1")]);
}
