//! Pretenuring as a user sees it: the `gc-pretenure` log names the site a
//! decision is about (function, file, line, type) with the survival behind
//! it; `--gc-stats` counts what went to old space; a compiled loop whose
//! site is pretenured while it runs is thrown away and compiled again with
//! old-space allocations; `PITH_GC_PRETENURE=0` turns it all off; a bad
//! value is a clear error.

use std::process::Command;

fn pith(args: &[&str], code: &str, env: &[(&str, &str)]) -> (i32, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_pith"));
    cmd.args(args).arg("-c").arg(code);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().expect("pith runs");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// A loop building a long chain (every object survives) and a loop making
/// garbage (nothing survives), in two functions.
const BUILD_AND_CHURN: &str = r#"
class Cell:
    def __init__(self, value, nxt):
        self.value = value
        self.nxt = nxt

def build(n):
    head = None
    for i in range(n):
        head = Cell(i, head)
    return head

def churn(n):
    total = 0
    for i in range(n):
        total += Cell(i, None).value
    return total

head = build(300000)
print(churn(300000))
count = 0
while head is not None:
    count += 1
    head = head.nxt
print(count)
"#;

fn stat(stderr: &str, prefix: &str) -> Vec<u64> {
    let line = stderr.lines().find(|l| l.starts_with(prefix)).unwrap_or_else(|| panic!("no {prefix:?} line in {stderr}"));
    line[prefix.len()..].split(|c: char| !c.is_ascii_digit()).filter(|s| !s.is_empty()).filter_map(|s| s.parse().ok()).collect()
}

#[test]
fn the_surviving_site_is_pretenured_and_the_log_names_it() {
    for jit in ["off", "threshold=50,warmup=0"] {
        let (code, out, err) = pith(&["--jit", jit, "--gc-stats"], BUILD_AND_CHURN, &[("PITHLOG", "gc-pretenure:-"), ("PITH_GC_NURSERY", "1M")]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(out, "44999850000\n300000\n");
        let decisions: Vec<&str> = err.lines().filter(|l| l.starts_with("pretenured:")).collect();
        assert_eq!(decisions.len(), 1, "[{jit}] one site, build's: {err}");
        assert!(decisions[0].starts_with("pretenured: instance of Cell objects allocated in build (<string>:7) ("), "{}", decisions[0]);
        assert!(decisions[0].ends_with("sampled survived)"), "{}", decisions[0]);
        // sites, objects, bytes, samples: most of the 300000 cells went to old space.
        let s = stat(&err, "gc: pretenured sites / objects / bytes ");
        assert!(s[0] == 1 && s[1] > 200000, "[{jit}] {s:?}\n{err}");
    }
}

#[test]
fn a_compiled_loop_is_recompiled_with_old_space_allocations() {
    let (code, _, err) = pith(&["--jit", "threshold=50,warmup=0"], BUILD_AND_CHURN, &[("PITHLOG", "jit-summary:-"), ("PITH_GC_NURSERY", "1M")]);
    assert_eq!(code, 0, "{err}");
    assert!(stat(&err, "traces invalidated:")[0] >= 1, "build's loop was compiled before the decision: {err}");
    assert!(stat(&err, "old-space allocations compiled:")[0] >= 1, "{err}");
}

#[test]
fn pretenuring_off_pretenures_nothing() {
    let (code, out, err) = pith(&["--gc-stats"], BUILD_AND_CHURN, &[("PITH_GC_PRETENURE", "0"), ("PITHLOG", "gc-pretenure:-")]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "44999850000\n300000\n");
    assert_eq!(stat(&err, "gc: pretenured sites / objects / bytes "), vec![0, 0, 0, 0]);
    assert!(!err.contains("pretenured:"), "{err}");
}

#[test]
fn a_bad_setting_is_a_clear_error() {
    let (code, _, err) = pith(&[], "print(1)", &[("PITH_GC_PRETENURE", "sometimes")]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("PITH_GC_PRETENURE=\"sometimes\": expected 0, 1 or eager"), "{err}");
}
