//! The `pith` command line as CPython's: the program given as a file, a
//! directory, `-c`, `-m`, `-` or piped in; short options grouped or apart;
//! usage errors in three lines with status 2. The expected lines are what
//! `python3` prints for the same command (with its name where pith's
//! differs). The programs are in `tests/command_line`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace root").join("tests/command_line")
}

/// Runs pith in `tests/command_line` with `args` and `stdin`: (status, stdout, stderr).
fn pith(args: &[&str], stdin: &str, env: &[(&str, &str)]) -> (i32, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_pith"));
    cmd.current_dir(dir()).args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    cmd.env_remove("PYTHONPATH").env_remove("PYTHONUNBUFFERED");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("pith starts");
    let mut input = child.stdin.take().expect("stdin piped");
    let text = stdin.to_string();
    let writer = std::thread::spawn(move || input.write_all(text.as_bytes()));
    let out = child.wait_with_output().expect("pith runs");
    writer.join().expect("writer thread").expect("stdin written");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn stdout_of(args: &[&str]) -> String {
    let (status, out, err) = pith(args, "", &[]);
    assert_eq!(status, 0, "{:?} failed: {}", args, err);
    out
}

const USAGE: &str = "usage: pith [option] ... [-c cmd | -m mod | file | -] [arg] ...\nTry `pith -h' for more information.\n";

#[test]
fn usage_errors_are_three_lines_and_status_2() {
    for (args, first) in [
        (&["-Z"][..], "Unknown option: -Z"),
        (&["-c"][..], "Argument expected for the -c option"),
        (&["-m"][..], "Argument expected for the -m option"),
        (&["-X"][..], "Argument expected for the -X option"),
        (&["--frobnicate"][..], "unknown option --frobnicate"),
    ] {
        let (status, out, err) = pith(args, "", &[]);
        assert_eq!((status, out.as_str()), (2, ""), "{:?}", args);
        assert_eq!(err, format!("{}\n{}", first, USAGE), "{:?}", args);
    }
}

#[test]
fn version_and_help() {
    assert_eq!(stdout_of(&["-V"]), format!("pith {}\n", env!("CARGO_PKG_VERSION")));
    assert_eq!(stdout_of(&["--version"]), format!("pith {}\n", env!("CARGO_PKG_VERSION")));
    assert!(stdout_of(&["-h"]).starts_with("usage: pith [option] ..."));
}

#[test]
fn missing_script_and_directory_without_main() {
    let (status, _, err) = pith(&["no_such_script.py"], "", &[]);
    assert_eq!(status, 2);
    let want = format!("pith: can't open file '{}': [Errno 2] No such file or directory\n", dir().join("no_such_script.py").display());
    assert_eq!(err, want);
    let (status, _, err) = pith(&["pkg/.."], "", &[]);
    assert_eq!(status, 1);
    assert_eq!(err, format!("pith: can't find '__main__' module in '{}'\n", dir().join("pkg/..").display()));
}

#[test]
fn program_from_stdin() {
    let program = "import sys\nprint(sys.argv, repr(sys.path[0]), __name__)\n";
    let (status, out, _) = pith(&["-", "a", "b"], program, &[]);
    assert_eq!((status, out.as_str()), (0, "['-', 'a', 'b'] '' __main__\n"));
    // Piped in with no program named: the same, with argv[0] "".
    let (status, out, _) = pith(&[], program, &[]);
    assert_eq!((status, out.as_str()), (0, "[''] '' __main__\n"));
    let (status, _, err) = pith(&[], "1/0\n", &[]);
    assert_eq!(status, 1);
    assert!(err.contains("  File \"<stdin>\", line 1, in <module>\n"), "{}", err);
}

#[test]
fn command_and_its_arguments() {
    assert_eq!(stdout_of(&["-c", "import sys; print(sys.argv)", "x", "-y"]), "['-c', 'x', '-y']\n");
    assert_eq!(stdout_of(&["-qcimport sys; print(sys.argv)", "x"]), "['-c', 'x']\n");
    assert_eq!(stdout_of(&["--jit", "off", "-c", "print(__debug__)"]), "True\n");
}

#[test]
fn modules_run_as_main() {
    assert_eq!(stdout_of(&["-m", "mod", "a", "b"]), "mod __main__ '' ['a', 'b'] True True\n");
    // The last number: the current directory is on sys.path once.
    assert_eq!(stdout_of(&["-m", "pkg", "x"]), "pkg init pkg\npkg main __main__ 'pkg' ['x'] True 1\n");
    assert_eq!(stdout_of(&["-m", "pkg.sub"]), "pkg init pkg\nsub __main__ 'pkg' 42\n");
    let (status, _, err) = pith(&["-m", "no_such_module"], "", &[]);
    assert_eq!((status, err.as_str()), (1, "pith: No module named no_such_module\n"));
    let (status, _, err) = pith(&["-m", "pkg.__main__.x"], "", &[]);
    assert_eq!(status, 1, "{}", err);
}

#[test]
fn directory_with_main_runs() {
    assert_eq!(stdout_of(&["app", "z"]), "app __main__ '' ['app', 'z'] True\n");
}

#[test]
fn optimize_warnings_and_x_options() {
    let out = stdout_of(&["-O", "-W", "ignore", "-Xa=b", "-X", "c", "flags.py"]);
    assert_eq!(out, "False 1 0 False 0\n['ignore'] [('a', 'b'), ('c', True)]\n");
    let (status, out, err) = pith(&["-I", "flags.py"], "", &[]);
    assert_eq!(status, 1);
    assert_eq!(out, "True 0 1 True 1\n[] []\n");
    assert!(err.ends_with("AssertionError: asserts run\n"), "{}", err);
}

#[test]
fn double_optimize_drops_docstrings() {
    let program = "def f():\n    \"doc\"\n    return 1\nclass C:\n    \"cdoc\"\nprint(f.__doc__, C.__doc__, __debug__)";
    assert_eq!(stdout_of(&["-c", program]), "doc cdoc True\n");
    assert_eq!(stdout_of(&["-O", "-c", program]), "doc cdoc False\n");
    assert_eq!(stdout_of(&["-OO", "-c", program]), "None None False\n");
}

#[test]
fn skip_first_line_keeps_line_numbers() {
    let (status, out, err) = pith(&["-x", "first_line.py"], "", &[]);
    assert_eq!((status, out.as_str()), (1, "second line runs\n"));
    assert!(err.contains("line 3, in <module>") && err.ends_with("ValueError: on line 3\n"), "{}", err);
}

#[test]
fn environment_and_safe_path() {
    let show = "import sys; print(sys.path[0] == '', '/nowhere/x' in sys.path)";
    assert_eq!(pith(&["-c", show], "", &[("PYTHONPATH", "/nowhere/x")]).1, "True True\n");
    assert_eq!(pith(&["-E", "-c", show], "", &[("PYTHONPATH", "/nowhere/x")]).1, "True False\n");
    assert_eq!(pith(&["-P", "-c", "import sys; print('' in sys.path)"], "", &[]).1, "False\n");
}

#[test]
fn unbuffered_output_survives_os_exit() {
    // os._exit skips flushing: only unbuffered output gets out, as in CPython.
    let program = "print('early'); import os; os._exit(0)";
    assert_eq!(pith(&["-c", program], "", &[]).1, "");
    assert_eq!(pith(&["-u", "-c", program], "", &[]).1, "early\n");
    assert_eq!(pith(&["-c", program], "", &[("PYTHONUNBUFFERED", "1")]).1, "early\n");
}

#[test]
fn inspect_after_a_script_that_exits() {
    // `-i`: the program's SystemExit is shown, then the prompt runs.
    let (status, out, err) = pith(&["-i", "-c", "import sys; sys.exit(4)"], "1+1\n", &[]);
    assert_eq!((status, out.as_str()), (0, "2\n"));
    assert_eq!(err, "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nSystemExit: 4\n>>> >>> \n");
}

#[test]
fn inspect_after_a_script() {
    // `-i`: the prompt follows, in the script's globals, even after an error.
    let (status, out, err) = pith(&["-i", "-c", "x = 41\n1/0"], "x + 1\n", &[]);
    assert_eq!((status, out.as_str()), (0, "42\n"));
    assert!(err.starts_with("Traceback (most recent call last):\n"), "{}", err);
    assert!(err.ends_with("ZeroDivisionError: division by zero\n>>> >>> \n"), "{}", err);
}

#[test]
fn the_banner_opens_a_prompt_with_no_program() {
    let (_, _, err) = pith(&["-i"], "", &[]);
    assert!(err.starts_with("pith ") && err.contains("Type exit() or press Ctrl-D to leave.\n>>> "), "{}", err);
    assert_eq!(pith(&["-i", "-q"], "", &[]).2, ">>> \n");
    assert_eq!(pith(&["-i", "-c", "pass"], "", &[]).2, ">>> \n");
}
