//! pith-specific collector behaviour that CPython cannot serve as oracle for:
//! the heap limit turning into a catchable MemoryError, PITHLOG's sections,
//! and the gc.get_stats() keys.

use std::process::Command;

fn pith(code: &str, env: &[(&str, &str)]) -> (i32, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_pith"));
    cmd.arg("-c").arg(code);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().expect("pith runs");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

const GROW_UNTIL_MEMORY_ERROR: &str = r#"
chunks = []
try:
    while True:
        chunks.append([0] * 1000)
except MemoryError:
    n = len(chunks)
    chunks = None
    print("caught MemoryError", n > 100)
# The VM keeps working after the error.
import gc
gc.collect()
print(sum(range(1000)), len([str(i) for i in range(1000)]))
"#;

#[test]
fn heap_limit_raises_catchable_memory_error() {
    let (code, out, err) = pith(GROW_UNTIL_MEMORY_ERROR, &[("PITH_MAX_HEAP", "32M")]);
    assert_eq!(code, 0, "stderr: {}", err);
    assert_eq!(out, "caught MemoryError True\n499500 1000\n");
}

#[test]
fn uncaught_memory_error_exits_1_with_traceback() {
    let (code, out, err) = pith("x = []\nwhile True:\n    x.append([1] * 100)\n", &[("PITH_MAX_HEAP", "16M")]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(err.lines().last().unwrap_or("").starts_with("MemoryError"), "stderr: {}", err);
    assert!(err.contains("line 3"), "the traceback names the line: {}", err);
}

#[test]
fn pithlog_writes_pypy_style_sections() {
    let dir = std::env::temp_dir().join(format!("pith-log-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let log = dir.join("gc.log");
    let spec = format!("gc:{}", log.display());
    let (code, _, err) = pith("import gc\nx = [[i] for i in range(200000)]\nx = None\ngc.collect()\n", &[("PITHLOG", &spec), ("PITH_GC_NURSERY", "256K")]);
    assert_eq!(code, 0, "stderr: {}", err);
    let text = std::fs::read_to_string(&log).expect("log file written");
    for section in ["gc-hardware", "gc-minor", "gc-major"] {
        let open = format!("{{{}", section);
        let close = format!("{}}}", section);
        assert!(text.lines().any(|l| l.ends_with(&open) && l.starts_with('[')), "no {} opening in log", section);
        assert!(text.lines().any(|l| l.ends_with(&close)), "no {} closing in log", section);
    }
    assert!(text.contains("nursery size"), "gc-hardware reports the nursery size");
    assert!(text.contains("surviving"), "gc-minor reports surviving bytes");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_gc_environment_is_a_clear_error() {
    let (code, _, err) = pith("print(1)", &[("PITH_GC_NURSERY", "lots")]);
    assert_eq!(code, 2);
    assert!(err.starts_with("pith: "), "stderr: {}", err);
    assert!(!err.contains("panicked"));
}

#[test]
fn get_stats_reports_the_collector() {
    let (code, out, err) = pith(
        "import gc\nx = [[i] for i in range(100000)]\ngc.collect()\ns = gc.get_stats()\nprint(sorted(s))\nprint(s['minor_collections'] > 0, s['major_collections'] > 0, s['bytes_allocated'] > 800000)\n",
        &[("PITH_GC_NURSERY", "256K")],
    );
    assert_eq!(code, 0, "stderr: {}", err);
    let mut lines = out.lines();
    let keys = lines.next().unwrap_or("");
    for k in ["minor_collections", "major_collections", "bytes_allocated", "old_bytes_in_use", "old_bytes_reserved", "arenas_in_use", "arenas_released", "arenas_spare", "minor_pause_max_ms", "major_pause_max_ms"] {
        assert!(keys.contains(&format!("'{}'", k)), "missing key {} in {}", k, keys);
    }
    assert_eq!(lines.next(), Some("True True True"));
}

#[test]
fn large_garbage_alone_is_collected() {
    // Only large lists, each dropped at the next iteration: 800 MB made in
    // all, a few MB in use at the end (no minor collection would ever run
    // if large objects did not count as nursery allocation).
    let (code, out, err) = pith(
        "import gc\nfor i in range(1000):\n    p = [None] * 100000\ns = gc.get_stats()\nprint(s['major_collections'] > 0, s['old_bytes_in_use'] < 100 << 20)\n",
        &[],
    );
    assert_eq!(code, 0, "stderr: {}", err);
    assert_eq!(out, "True True\n");
}

#[test]
fn pithlog_mistakes_stop_with_one_line_whatever_the_category() {
    // The same mistakes get the same answer for every crate's categories.
    for spec in ["jit-log-opt:/nonexistent/dir/x", "gc-minor:/nonexistent/dir/x"] {
        let (code, out, err) = pith("print(1)", &[("PITHLOG", spec)]);
        assert_eq!((code, out.as_str()), (2, ""), "{spec}: {err}");
        assert!(err.starts_with("pith: PITHLOG=") && err.contains("cannot open /nonexistent/dir/x") && err.lines().count() == 1, "{spec}: {err}");
    }
    for spec in ["foo:-", "jitx:-", "gcc:-", "jit-summary,nope:-"] {
        let (code, _, err) = pith("print(1)", &[("PITHLOG", spec)]);
        assert_eq!(code, 2, "{spec}: {err}");
        assert!(err.contains("unknown log category") && err.contains("jit-summary") && err.contains("gc-minor"), "{spec}: {err}");
    }
    let (code, out, _) = pith("print(1)", &[("PITHLOG", "gc-minor,jit-summary:-")]);
    assert_eq!((code, out.as_str()), (0, "1\n"));
}
