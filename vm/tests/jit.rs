//! The JIT's own tests: `tests/jit/NAME.py` runs with the options on the
//! `args:` line of `NAME.expect` (and the environment variables of an
//! `env:` line, `KEY=VALUE ...`) and the log categories on its `log:` line
//! (written to stderr); stdout must equal `NAME.out` (CPython's output, from
//! `tests/regen.py`), the exit status and the last line of stderr must be
//! CPython's (`NAME.err`, written by regen.py when CPython exits with an
//! error; status 0 without one; an `exit:` line, if any, must agree), and the remaining lines of `NAME.expect` must appear in stderr (the
//! log, then any traceback) in order, with `...` and `%?` as wildcards (see
//! `jit::dump`). Each program also runs under `--jit off` and, with its
//! options, under GC stress, with the same output.

use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace root").join("tests/jit")
}

fn check(script: &Path) -> Option<String> {
    let expect = std::fs::read_to_string(script.with_extension("expect")).unwrap_or_default();
    let mut args = Vec::new();
    let mut env: Vec<(String, String)> = Vec::new();
    let mut log = String::new();
    let mut want_status = 0;
    let mut pattern = String::new();
    for line in expect.lines() {
        if let Some(a) = line.strip_prefix("args: ") {
            args = a.split_whitespace().map(String::from).collect();
        } else if let Some(e) = line.strip_prefix("env: ") {
            env.extend(e.split_whitespace().filter_map(|kv| kv.split_once('=')).map(|(k, v)| (k.to_string(), v.to_string())));
        } else if let Some(e) = line.strip_prefix("exit: ") {
            want_status = e.trim().parse().unwrap_or(-1);
        } else if let Some(l) = line.strip_prefix("log: ") {
            log = l.trim().to_string();
        } else {
            pattern.push_str(line);
            pattern.push('\n');
        }
    }
    let name = script.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let (cpython_status, cpython_last) = cpython_error(script);
    if want_status != 0 && want_status != cpython_status {
        return Some(format!("{name}: the exit: line says {want_status}, CPython exits with {cpython_status}"));
    }
    want_status = cpython_status;
    if pattern.trim().is_empty() || log.is_empty() {
        return Some(format!("{name}: the .expect file needs a log: line and patterns"));
    }
    let out = Command::new(env!("CARGO_BIN_EXE_pith"))
        .current_dir(dir())
        .args(&args)
        .arg(&name)
        .env("PITHLOG", format!("{log}:-"))
        .envs(env.iter().map(|(k, v)| (k, v)))
        .output()
        .expect("pith runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    // The script is named by its absolute path (as CPython names it): the
    // patterns name it alone.
    let test_dir = std::fs::canonicalize(dir()).expect("tests/jit exists");
    let stderr = String::from_utf8_lossy(&out.stderr).replace(&format!("{}/", test_dir.display()), "");
    let want = std::fs::read_to_string(script.with_extension("out")).unwrap_or_default();
    if stdout != want {
        return Some(format!("{name}: stdout differs from CPython's:\n{stdout}\nwant:\n{want}"));
    }
    if out.status.code() != Some(want_status) {
        return Some(format!("{name}: exit status {:?} (want {want_status})\n{stderr}", out.status.code()));
    }
    if !cpython_last.is_empty() && stderr.lines().last() != Some(cpython_last.as_str()) {
        return Some(format!("{name}: the last line of stderr is not CPython's ({cpython_last}):\n{stderr}"));
    }
    if !jit::dump::matches_in_order(&stderr, &pattern) {
        return Some(format!("{name}: the log does not match\n--- pattern:\n{pattern}--- log:\n{stderr}"));
    }
    // The same program under the interpreter alone, and under the JIT with a
    // collection at every allocation: same output, same exit status.
    for (extra, stress) in [(vec!["--jit".to_string(), "off".to_string()], false), (args.clone(), true)] {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_pith"));
        cmd.current_dir(dir()).args(&extra).arg(&name);
        if stress {
            cmd.env("PITH_GC_STRESS", "1");
        }
        let out = cmd.output().expect("pith runs");
        let mode = if stress { "JIT under GC stress" } else { "--jit off" };
        if String::from_utf8_lossy(&out.stdout) != want || out.status.code() != Some(want_status) {
            return Some(format!("{name} ({mode}): stdout or exit status differs from CPython's"));
        }
    }
    None
}

/// CPython's exit status and last line of stderr for `script` (`NAME.err`).
fn cpython_error(script: &Path) -> (i32, String) {
    let Ok(text) = std::fs::read_to_string(script.with_extension("err")) else { return (0, String::new()) };
    let mut lines = text.lines();
    let status = lines.next().and_then(|l| l.strip_prefix("exit ")).and_then(|n| n.trim().parse().ok()).unwrap_or(-1);
    (status, lines.next().unwrap_or_default().to_string())
}

#[test]
fn jit_dumps_match_their_expectations() {
    let mut scripts: Vec<PathBuf> = std::fs::read_dir(dir())
        .expect("tests/jit exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .collect();
    scripts.sort();
    assert!(scripts.len() >= 5, "expected the jit test programs, found {}", scripts.len());
    let failures: Vec<String> = scripts.iter().filter_map(|s| check(s)).collect();
    assert!(failures.is_empty(), "{} of {} jit tests failed:\n{}", failures.len(), scripts.len(), failures.join("\n\n"));
}

/// The whole numbers of the jit-summary line starting with `label`.
fn summary_numbers(log: &str, label: &str) -> Vec<u64> {
    let line = log.lines().find(|l| l.starts_with(label)).unwrap_or_default();
    line.split(|c: char| !c.is_ascii_digit()).filter(|w| !w.is_empty()).filter_map(|w| w.parse().ok()).collect()
}

#[test]
fn a_small_code_limit_frees_traces_and_reuses_their_memory() {
    let run = |limit: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_pith"))
            .current_dir(dir())
            .args(["--jit", &format!("threshold=2,warmup=0,max_code={limit}"), "code_memory_limit.py"])
            .env("PITHLOG", "jit-summary:-")
            .output()
            .expect("pith runs");
        let want = std::fs::read_to_string(dir().join("code_memory_limit.out")).expect("CPython's output");
        assert_eq!(String::from_utf8_lossy(&out.stdout), want, "max_code={limit}");
        summary_numbers(&String::from_utf8_lossy(&out.stderr), "code memory:")
    };
    // in use, peak, limit, freed, traces freed, flushes
    let small = run("4K");
    assert_eq!(small.len(), 6, "{small:?}");
    assert!(small[1] <= 4096 && small[2] == 4096, "{small:?}");
    assert!(small[3] > 4096 && small[4] > 0 && small[5] > 0, "traces were dropped and their code freed: {small:?}");
    let roomy = run("64M");
    assert_eq!((roomy[3], roomy[4], roomy[5]), (0, 0, 0), "nothing freed under the default limit: {roomy:?}");
    assert!(roomy[0] > small[1], "every trace kept: {roomy:?} against {small:?}");
}

/// The seconds of the `compiling time:` line: the total, the per-trace
/// median and max, and the backend's set-up (converted to seconds).
fn compiling_times(log: &str) -> Vec<f64> {
    let line = log.lines().find(|l| l.starts_with("compiling time:")).unwrap_or_default();
    let numbers: Vec<f64> = line.split(|c: char| !(c.is_ascii_digit() || c == '.')).filter_map(|w| w.parse().ok()).collect();
    numbers.iter().enumerate().map(|(i, n)| if i == 0 { *n } else { n / 1e3 }).collect()
}

#[test]
fn the_backends_set_up_counts_as_compiling_but_not_as_any_traces() {
    let run = |jit: &str| {
        let program = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace root").join("tests/report/steady.py");
        let out = Command::new(env!("CARGO_BIN_EXE_pith")).args(["--jit", jit]).arg(&program).env("PITHLOG", "jit-summary:-").output().expect("pith runs");
        compiling_times(&String::from_utf8_lossy(&out.stderr))
    };
    let on = run("warmup=0");
    assert_eq!(on.len(), 4, "{on:?}");
    let (total, max, setup) = (on[0], on[2], on[3]);
    assert!(setup > 0.0, "the backend was made: {on:?}");
    assert!(total >= setup + max - 2e-6, "the total holds the set-up and every trace: {on:?}");
    let off = run("off");
    assert_eq!(off, vec![0.0; 4], "nothing compiled, no backend made: {off:?}");
}

#[test]
fn compiled_code_fills_allocation_buffers_inline_and_calls_out_once_per_buffer() {
    // Eager pretenuring sends the nodes and floats `build` makes to old
    // space: compiled code bumps a cursor through a lent pool and calls the
    // helper only when one is used up, hundreds of objects apart.
    let out = Command::new(env!("CARGO_BIN_EXE_pith"))
        .current_dir(dir())
        .args(["--jit", "threshold=50,warmup=0", "pretenured_buffer.py"])
        .env("PITHLOG", "jit-summary:-")
        .env("PITH_GC_PRETENURE", "eager")
        .output()
        .expect("pith runs");
    assert_eq!(String::from_utf8_lossy(&out.stdout), std::fs::read_to_string(dir().join("pretenured_buffer.out")).expect("CPython's output"));
    let n = summary_numbers(&String::from_utf8_lossy(&out.stderr), "old-space allocations compiled:");
    assert_eq!(n.len(), 3, "{n:?}");
    let (sites, objects, calls) = (n[0], n[1], n[2]);
    assert!(sites > 0 && objects > 50_000, "{n:?}");
    assert!(calls * 100 < objects, "the helper runs once per buffer, not per object: {n:?}");
}

/// The counts of a jit-summary (every line but the times, which vary).
fn summary_counts(log: &str) -> String {
    log.lines().filter(|l| !l.starts_with('[') && !l.contains(" time:")).collect::<Vec<_>>().join("\n")
}

#[test]
fn the_same_program_compiles_the_same_traces_on_every_run() {
    // Warmup counts work, not time: twenty runs of a program that passes the
    // default warmup, four at a time on a loaded machine, print the same
    // jit-summary counts.
    let program = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace root").join("tests/report");
    let want_out = std::fs::read_to_string(program.join("steady.out")).expect("CPython's output");
    let run = || {
        let out = Command::new(env!("CARGO_BIN_EXE_pith")).current_dir(&program).arg("steady.py").env("PITHLOG", "jit-summary:-").output().expect("pith runs");
        assert_eq!(String::from_utf8_lossy(&out.stdout), want_out);
        summary_counts(&String::from_utf8_lossy(&out.stderr))
    };
    let first = run();
    assert!(first.contains("traces compiled:") && !first.contains("traces compiled:      0"), "nothing compiled:\n{first}");
    for _ in 0..5 {
        let runs: Vec<String> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..4).map(|_| s.spawn(run)).collect();
            handles.into_iter().map(|h| h.join().expect("run")).collect()
        });
        for r in runs {
            assert_eq!(r, first, "a run's jit-summary counts differ");
        }
    }
}
