//! The README's two set-up commands, as written: the run command is taken
//! from README.md and run by the shell from the workspace's root, and its
//! output must be CPython's for the same script; the test command must be
//! the one `.ci/run` calls. A newcomer types these first, so they must not
//! break (a second binary in the workspace once made `cargo run` ask which
//! one to run).

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The first `` `cargo ...` `` span of README.md that starts with `prefix`.
fn readme_command(prefix: &str) -> String {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md is readable");
    // The README wraps lines inside a span; the shell sees it as one line.
    let flat = readme.replace('\n', " ");
    flat.split('`')
        .skip(1)
        .step_by(2)
        .find(|span| span.starts_with(prefix))
        .unwrap_or_else(|| panic!("README.md names no `{prefix}...` command"))
        .to_string()
}

fn shell(cmd: &str, dir: &Path) -> std::process::Output {
    Command::new("sh").arg("-c").arg(cmd).current_dir(dir).output().expect("sh runs")
}

#[test]
fn readme_run_command_works_as_written() {
    let cmd = readme_command("cargo run");
    let script = cmd
        .split_whitespace()
        .find(|w| w.ends_with(".py"))
        .unwrap_or_else(|| panic!("the run command `{cmd}` names no script"));
    let out = shell(&cmd, &root());
    assert!(
        out.status.success(),
        "`{cmd}` failed ({}):\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let want = shell(&format!("python3 {script}"), &root());
    assert!(want.status.success(), "python3 {script} failed");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&want.stdout),
        "`{cmd}` printed other output than CPython"
    );
}

#[test]
fn ci_runs_the_readme_test_command() {
    let cmd = readme_command("cargo test");
    let ci = std::fs::read_to_string(root().join(".ci/run")).expect(".ci/run is readable");
    assert!(
        ci.lines().any(|l| l.trim() == cmd),
        ".ci/run does not run the README's test command `{cmd}` on a line of its own"
    );
}
