//! Optimizer pass tests, one file per pass (`passes/NAME.rs` for the pass
//! NAME of `opt::PASSES`): each case is a trace as IR text and the trace one
//! pass makes of it. `jit::parse` reads the input, the pass (found by name in
//! `opt::PASSES`) runs alone, and `dump::equivalent` compares the dump of the
//! result with the expected text: value numbers in both texts are free, and
//! `...` matches any text within a line. Every pass has cases where it must
//! change the trace and one where it must leave it alone.

use jit::dump::{dump, equivalent};
use jit::ir::{Helper, Trace, Type};
use jit::opt::PASSES;
use jit::parse::parse;

/// Helpers the traces call (never called: the tests do not compile them).
fn helpers() -> Vec<Helper> {
    vec![
        // Takes an object somewhere the trace cannot follow.
        Helper { name: "escape", addr: 0, params: vec![Type::Ref], ret: Type::Void, may_gc: true, can_raise: false, nests: false },
        Helper { name: "step", addr: 0, params: vec![Type::Ref], ret: Type::Ref, may_gc: true, can_raise: true, nests: false },
    ]
}

fn text(trace: &Trace) -> String {
    dump(trace, &helpers(), &|_, _| String::new())
}

/// Runs pass `pass` alone on `input`; its result must be `expected` and
/// survive a round trip through the text form.
fn check(pass: &str, input: &str, expected: &str) {
    let Some((_, _, run)) = PASSES.iter().find(|(name, _, _)| *name == pass) else { panic!("no pass `{pass}` in opt::PASSES") };
    let mut trace = parse(input, &helpers()).unwrap_or_else(|e| panic!("input of {pass}: {e}"));
    run(&mut trace);
    let out = text(&trace);
    if let Err(e) = trace.verify(&helpers()) {
        panic!("{pass} broke the trace: {e}\n{out}");
    }
    if let Err(e) = equivalent(expected, &out) {
        panic!("{pass}: {e}");
    }
    let again = parse(&out, &helpers()).unwrap_or_else(|e| panic!("{pass}'s output does not parse: {e}\n{out}"));
    assert_eq!(text(&again), out, "round trip of {pass}'s output");
}

/// `pass` must leave `input` as it is.
fn unchanged(pass: &str, input: &str) {
    check(pass, input, input);
}

#[test]
fn every_pass_has_a_test_file() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/passes");
    for (name, _, _) in PASSES {
        assert!(dir.join(format!("{name}.rs")).is_file(), "pass `{name}` has no tests: jit/tests/passes/{name}.rs");
    }
}

/// A trace over a list in slot 1 whose length `%3` is loaded before the
/// loop, with the preamble's own bounds check, `checks` after it, then a
/// loop whose counter `%11` is bounded by `%5`, then `body`.
/// (Shared by the `abc` and `bounds` tests.)
fn list_loop(checks: &str, body: &str) -> String {
    format!(
        "%0 = LoadSlot [1] ref
         GuardType %0 [8]  @1 {{}}
         %2 = LoadField %0 [8, class 7] ref
         %3 = Untag %2 int
         %4 = ConstInt [1] int
         %5 = ConstInt [100] int
         %6 = ConstInt [1023] int
         %7 = ConstInt [0] int
         %8 = IntLt %7, %3 bool
         GuardTrue %8 [bounds]  @2 {{}}{checks}
         Loop
         %11 = Phi %4 [0] int
         %12 = IntLt %11, %5 bool
         GuardTrue %12  @3 {{}}{body}"
    )
}

mod text_form;
mod phi;
mod sink;
mod fold;
mod abc;
mod bounds;
mod cse;
mod dse;
mod defer;
mod dce;
mod barrier;
mod poll;
mod unroll;
