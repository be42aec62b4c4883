//! The native halves of bundled classes (`_decimal_core`, `_memoryview`,
//! `_stringio`, `_io_text`, `_io_binary`) called the way their modules
//! never call them: with no arguments, with arguments of other types,
//! before and after their modules are loaded. Each call must raise a
//! Python exception the program can catch — never a panic, which would
//! end the process with the internal-error status.

use std::process::Command;

/// Runs `program` with `pith -c`: (status, stdout, stderr).
fn pith(program: &str) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pith")).args(["-c", program]).output().expect("pith runs");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// A program that makes each call in `calls` (Python expressions) and
/// prints the name of the exception it raised, or `ok`. A call with no
/// arguments is written `f(*())`, so that the call's arguments end where
/// the VM's stack does: a native reading an argument it was not given
/// reads past the stack's end.
fn program(setup: &str, calls: &[&str]) -> String {
    let mut p = format!("{setup}\nimport _decimal_core as d, _memoryview as m, _stringio as s, _io_text as t, _io_binary as b\n");
    for c in calls {
        p.push_str(&format!("try:\n    {c}\n    print('ok')\nexcept Exception as e:\n    print(type(e).__name__)\n"));
    }
    p
}

const BARE_CALLS: &[&str] = &[
    "d.__new__(*())",
    "d.__add__(*())",
    "d.__eq__(*())",
    "d.quantize(*())",
    "d.install(1, 2)",
    "d.set_current(*())",
    "m.__getitem__(*())",
    "m.__len__(*())",
    "m.tobytes(*())",
    "m.install(3)",
    "s.__next__(*())",
    "s.write(*())",
    "t.__next__(*())",
    "b.__next__(*())",
    "s.install('x')",
    "d.__lt__(1, 2)",
    "m.__getitem__(1, 2)",
];

#[test]
fn natives_before_their_modules_load_raise_type_errors() {
    let (status, out, err) = pith(&program("", BARE_CALLS));
    assert_eq!(status, 0, "stderr: {err}");
    assert_eq!(out, "TypeError\n".repeat(BARE_CALLS.len()));
}

#[test]
fn natives_given_other_types_raise_python_errors() {
    let calls = [
        "d.__new__(*())",
        "d.__new__(int, '5')",
        "d.__add__(1, 2)",
        "d.quantize(decimal.Decimal(1))",
        "d.__eq__(1)",
        "m.__getitem__(1, 2)",
        "m.__len__(b'x')",
        "s.__next__(5)",
        "s.write(io.StringIO(), 5)",
        "t.__next__('x')",
        "b.__next__(None)",
    ];
    let (status, out, err) = pith(&program("import decimal, io", &calls));
    assert_eq!(status, 0, "stderr: {err}");
    let kinds: Vec<&str> = out.lines().collect();
    assert_eq!(kinds.len(), calls.len(), "{out}");
    for (call, kind) in calls.iter().zip(kinds) {
        assert!(kind == "TypeError" || kind == "AttributeError", "{call}: {kind}");
    }
}
