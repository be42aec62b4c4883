//! Runs every program of `tests/programs` and `tests/corpus` under pith and compares with the
//! expected results that `tests/regen.py` recorded from CPython:
//! `NAME.out` is the exact stdout; `NAME.err`, present only when the program
//! fails, holds `exit N` and the last line of stderr. Each mode is one test:
//! the interpreter alone (`--jit off`), the JIT with a threshold low enough
//! that every loop that runs twice is traced, each of those under GC stress
//! (a collection at every allocation, with the heap verifier), and the
//! default settings with a small nursery.
//!
//! `tests/errors/NAME.py` are malformed programs and programs that fail at
//! once: pith's whole stderr must be `NAME.stderr`, CPython's (syntax errors
//! with their line and carets, tracebacks with their marks), the test
//! directory taken out of both, and pith must exit with status 1.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace root").to_path_buf()
}

/// The programs every mode runs: the test programs and the corpus of
/// third-party programs (`tests/corpus`, sources in its SOURCES.md).
fn suite_programs() -> Vec<PathBuf> {
    let mut v = programs("tests/programs");
    if root().join("tests/corpus").is_dir() {
        v.extend(programs("tests/corpus"));
    }
    v
}

fn programs(dir: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
        .expect("test directory exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        // `*_lib.py` files are modules the programs import, not programs.
        .filter(|p| !p.to_string_lossy().ends_with("_lib.py"))
        .collect();
    v.sort();
    v
}

/// Command-line options of the modes.
const JIT_OFF: &[&str] = &["--jit", "off"];
/// Loops compile after two iterations, bridges after three failures of a guard.
const JIT_LOW_SETTINGS: &str = "threshold=2,function_threshold=2,warmup=0,trace_eagerness=3";
const JIT_LOW: &[&str] = &["--jit", JIT_LOW_SETTINGS];
/// `JIT_LOW` with both profilers at high rates, and traces cut into
/// pieces at 300 ops (`trace_limit`).
const PROFILED: &[&str] = &["--jit", "threshold=2,function_threshold=2,warmup=0,trace_eagerness=3,trace_limit=300", "--profile=/dev/null", "--profile-interval=100us", "--alloc-profile=/dev/null", "--alloc-sample=2K"];

/// Runs pith with `args` on `script` (cwd = its directory, argv[0] = its file name).
fn run(script: &Path, args: &[&str], env: &[(&str, &str)]) -> (i32, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_pith"));
    cmd.current_dir(script.parent().expect("script has a directory"));
    cmd.args(args);
    cmd.arg(script.file_name().expect("script has a name"));
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().expect("pith runs");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// Compares one program's run with its expectations; `None` when it matches.
fn check_program(script: &Path, args: &[&str], env: &[(&str, &str)]) -> Option<String> {
    let expected_out = std::fs::read_to_string(script.with_extension("out")).unwrap_or_default();
    let (want_code, want_last) = match std::fs::read_to_string(script.with_extension("err")) {
        Ok(text) => {
            let mut lines = text.lines();
            let code = lines.next().and_then(|l| l.strip_prefix("exit ")).and_then(|c| c.trim().parse().ok()).unwrap_or(1);
            (code, lines.next().unwrap_or("").to_string())
        }
        Err(_) => (0, String::new()),
    };
    let (code, out, mut err) = run(script, args, env);
    // A profiler's table ends stderr: what the program wrote comes before it.
    if let Some(table) = ["time profile: ", "allocation profile: "].iter().filter_map(|t| err.find(t)).min() {
        err.truncate(table);
    }
    let name = script.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut problems = Vec::new();
    if out != expected_out {
        let line = out.lines().zip(expected_out.lines()).position(|(a, b)| a != b).unwrap_or(out.lines().count().min(expected_out.lines().count()));
        problems.push(format!(
            "stdout differs at line {}: got {:?}, want {:?}",
            line + 1,
            out.lines().nth(line).unwrap_or("<end>"),
            expected_out.lines().nth(line).unwrap_or("<end>")
        ));
    }
    if code != want_code {
        problems.push(format!("exit status {} (want {})", code, want_code));
    }
    let last = err.lines().last().unwrap_or("").to_string();
    if want_code == 0 && !err.is_empty() {
        problems.push(format!("unexpected stderr: {}", err.lines().take(5).collect::<Vec<_>>().join(" | ")));
    } else if want_code != 0 && last != want_last {
        problems.push(format!("last stderr line {:?} (want {:?})", last, want_last));
    }
    if problems.is_empty() {
        None
    } else {
        Some(format!("{}: {}", name, problems.join("; ")))
    }
}

/// Runs `check` over `items` on a few threads; returns the failures.
fn parallel<T: Send + Sync + 'static>(items: Vec<T>, check: fn(&T) -> Option<String>) -> Vec<String> {
    let items = Arc::new(items);
    let next = Arc::new(Mutex::new(0usize));
    let failures = Arc::new(Mutex::new(Vec::new()));
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(1, 4);
    let handles: Vec<_> = (0..threads)
        .map(|_| {
            let (items, next, failures) = (items.clone(), next.clone(), failures.clone());
            std::thread::spawn(move || loop {
                let i = {
                    let mut n = next.lock().expect("lock");
                    *n += 1;
                    *n - 1
                };
                let Some(item) = items.get(i) else { break };
                if let Some(f) = check(item) {
                    failures.lock().expect("lock").push(f);
                }
            })
        })
        .collect();
    for h in handles {
        h.join().expect("worker thread");
    }
    let mut f = failures.lock().expect("lock").clone();
    f.sort();
    f
}

fn report(mode: &str, total: usize, failures: Vec<String>) {
    println!("{}: {} programs, {} passed, {} failed", mode, total, total - failures.len(), failures.len());
    if !failures.is_empty() {
        panic!("{} failures in mode {}:\n{}", failures.len(), mode, failures.join("\n"));
    }
}

#[test]
fn programs_interpreter() {
    let progs = suite_programs();
    let n = progs.len();
    assert!(n >= 80, "expected the program corpus, found {} programs", n);
    report("interpreter", n, parallel(progs, |p| check_program(p, JIT_OFF, &[])));
}

#[test]
fn programs_gc_stress() {
    let progs = suite_programs();
    let n = progs.len();
    report("gc-stress", n, parallel(progs, |p| check_program(p, JIT_OFF, &[("PITH_GC_STRESS", "1")])));
}

#[test]
fn programs_jit() {
    let progs = suite_programs();
    let n = progs.len();
    // A guard that can never hold (the recording disagreed with the
    // interpreter) panics under `PITH_JIT_VERIFY`.
    report("jit", n, parallel(progs, |p| check_program(p, JIT_LOW, &[("PITH_JIT_VERIFY", "1")])));
}

#[test]
fn programs_jit_each_optimization_off() {
    // A miscompile that one optimization hides or causes shows up here.
    let progs = suite_programs();
    let n = progs.len();
    let mut failures = Vec::new();
    // Loop peeling and bridges (done while recording), then every pass.
    let names: Vec<&str> = ["peel", "bridge"].into_iter().chain(jit::opt::PASSES.iter().map(|p| p.0)).collect();
    let all: Vec<String> = names.iter().map(|n| format!("{},opts=-{n}", JIT_LOW[1])).collect();
    for opts in &all {
        let items: Vec<(PathBuf, String)> = progs.iter().map(|p| (p.clone(), opts.clone())).collect();
        failures.extend(parallel(items, |(p, o)| check_program(p, &["--jit", o], &[]).map(|f| format!("[{o}] {f}"))));
    }
    report("jit-each-optimization-off", n * all.len(), failures);
}

#[test]
fn programs_jit_gc_stress() {
    let progs = suite_programs();
    let n = progs.len();
    report("jit-gc-stress", n, parallel(progs, |p| check_program(p, JIT_LOW, &[("PITH_GC_STRESS", "1"), ("PITH_GC_PRETENURE", "eager"), ("PITH_JIT_VERIFY", "1")])));
}

#[test]
fn programs_jit_profiled() {
    // Both profilers at high rates: compiled loops leave their traces for
    // samples all the time (at loop headers, inlined calls and returns),
    // and allocations stop at sampling points. Output must not change.
    let progs = suite_programs();
    let n = progs.len();
    report("jit-profiled", n, parallel(progs, |p| check_program(p, PROFILED, &[])));
}

#[test]
fn programs_small_nursery() {
    // A 64 KiB nursery: many real (not forced) collections with real
    // survivors, the nursery resizing, and eager pretenuring (sites
    // decided on two samples, in the interpreter and in compiled loops).
    let progs = suite_programs();
    let n = progs.len();
    report("small-nursery", n, parallel(progs, |p| check_program(p, &[], &[("PITH_GC_NURSERY", "64K"), ("PITH_GC_VERIFY", "1"), ("PITH_GC_PRETENURE", "eager")])));
}

/// Stderr with the test directory taken out: the File lines name the file
/// alone, as the recorded expectations do.
fn without_test_directory(err: &str, dir: &Path) -> String {
    err.replace(&format!("{}/", dir.display()), "")
}

#[test]
fn malformed_programs_print_what_cpython_prints() {
    let progs = programs("tests/errors");
    let n = progs.len();
    assert!(n >= 8, "expected the malformed-program corpus, found {}", n);
    let failures = parallel(progs, |p| {
        let want = std::fs::read_to_string(p.with_extension("stderr")).unwrap_or_default();
        let (code, out, err) = run(p, &[], &[]);
        let dir = std::fs::canonicalize(p.parent().expect("program has a directory")).expect("test directory exists");
        let got = without_test_directory(&err, &dir);
        let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if code != 1 || got != want || want.trim().is_empty() || !out.is_empty() {
            Some(format!("{}: exit {}\n--- want\n{}--- got\n{}", name, code, want, got))
        } else {
            None
        }
    });
    report("errors", n, failures);
}
