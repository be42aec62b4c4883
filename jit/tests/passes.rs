//! Optimizer pass tests: each case is a trace as IR text and the trace one
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
        Helper { name: "escape", addr: 0, params: vec![Type::Ref], ret: Type::Void, may_gc: true, can_raise: false },
        Helper { name: "step", addr: 0, params: vec![Type::Ref], ret: Type::Ref, may_gc: true, can_raise: true },
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

/// The passes the tests below cover: a new pass must get tests too.
const TESTED: &[&str] = &["phi", "fold", "abc", "bounds", "cse", "sink", "dse", "defer", "dce", "barrier", "poll", "unroll"];

#[test]
fn every_pass_has_tests() {
    for (name, _, _) in PASSES {
        assert!(TESTED.contains(name), "pass `{name}` has no tests in jit/tests/passes.rs");
    }
}

// ---- the text form ----

/// Every kind of syntax, numbered as `dump` numbers it.
const EVERY_SYNTAX: &str = "\
%0 = LoadSlot [0] ref
%1 = ConstFloat [2.5] float
%2 = ConstFloat [-1e-300] float
%3 = ConstRef [0x7f0000001000] ref
%4 = ConstInt [-7] int
     GuardRef %0 [0x7f0000001000]  @3 > f0@7 > f2@1 {r0=%0 r4=v0} v0=Alloc[24 bytes, header 0x500000000]{8=%1 16=v1} v1=Alloc[16 bytes, header 0x600000000]{0=%4 8=%3}
%6 = Call step, %0 ref  @4 {r1=%0}
     Call escape, %6
%8 = Alloc [16 bytes, header 0x500000000] ref
     StoreFloatField %8, %2 [8]
%10 = ConstFloat [NaN] float
%11 = ConstFloat [-inf] float
%12 = FloatAdd %10, %11 float
     Loop
%14 = Phi %0 [0] ref
%15 = Phi %4 [1] int
%16 = LoadElem %14, %15 [16] ref
     StoreElem %14, %15, %16 [16]
%18 = IntAddOv %15, %15 int  @5 {}
%19 = ConstInt [1] bool
     Jump (to Loop) [%16, %18]
";

#[test]
fn the_text_form_round_trips() {
    let with_markers = format!("# demo.py:1\n{}", EVERY_SYNTAX.replacen("     Loop\n", "# demo.py:2\n     Loop\n", 1));
    let trace = parse(&with_markers, &helpers()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(text(&trace), EVERY_SYNTAX);
    let again = parse(&text(&trace), &helpers()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(text(&again), EVERY_SYNTAX);
    assert_eq!(trace.loop_next.len(), 2);
    assert_eq!(trace.snapshots[0].virtuals.len(), 2);
}

#[test]
fn names_in_the_text_are_free() {
    let renumbered = "\
%10 = LoadSlot [0] ref
     GuardInt %10  @1 {r3=%10}
%4 = Untag %10 int
     Loop
%99 = Phi %4 [0] int
%5 = IntAdd %99, %4 int
     Jump (to Loop) [%5]
";
    let trace = parse(renumbered, &helpers()).unwrap_or_else(|e| panic!("{e}"));
    let dense = "%0 = LoadSlot [0] ref\n     GuardInt %0  @1 {r3=%0}\n%2 = Untag %0 int\n     Loop\n%4 = Phi %2 [0] int\n%5 = IntAdd %4, %2 int\n     Jump (to Loop) [%5]\n";
    assert_eq!(text(&trace), dense);
    assert_eq!(equivalent(renumbered, dense), Ok(()));
}

// ---- phi ----

#[test]
fn phi_drops_a_phi_that_carries_itself() {
    check(
        "phi",
        "%0 = LoadSlot [0] ref
         GuardInt %0  @1 {}
         %2 = Untag %0 int
         %3 = ConstInt [1] int
         Loop
         %5 = Phi %2 [0] int
         %6 = Phi %3 [1] int
         %7 = IntAddOv %5, %6 int  @2 {r1=%6}
         Jump (to Loop) [%7, %6]",
        "%0 = LoadSlot [0] ref
         GuardInt %0  @1 {}
         %2 = Untag %0 int
         %3 = ConstInt [1] int
         Loop
         %5 = Phi %2 [0] int
         %7 = IntAddOv %5, %3 int  @2 {r1=%3}
         Jump (to Loop) [%7]",
    );
}

#[test]
fn phi_drops_a_phi_invariant_once_another_is_gone() {
    // Phi 0 takes its own initial value; phi 1 takes phi 0's, so it is
    // invariant too once phi 0 is replaced.
    check(
        "phi",
        "%0 = LoadSlot [0] ref
         Loop
         %3 = Phi %0 [0] ref
         %4 = Phi %0 [1] ref
         StoreSlot %4 [2]
         StoreSlot %3 [3]
         Jump (to Loop) [%0, %3]",
        "%0 = LoadSlot [0] ref
         Loop
         StoreSlot %0 [2]
         StoreSlot %0 [3]
         Jump (to Loop) []",
    );
}

#[test]
fn phi_keeps_phis_that_change() {
    // A counter, and two phis that swap their values each iteration.
    unchanged(
        "phi",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         %2 = ConstInt [0] int
         Loop
         %4 = Phi %2 [0] int
         %5 = Phi %0 [1] ref
         %6 = Phi %1 [2] ref
         %7 = ConstInt [1] int
         %8 = IntAddOv %4, %7 int  @3 {r0=%5 r1=%6}
         Jump (to Loop) [%8, %6, %5]",
    );
}

// ---- fold ----

#[test]
fn fold_computes_constants_and_drops_guards_that_hold() {
    check(
        "fold",
        "%0 = ConstInt [2] int
         %1 = ConstInt [3] int
         %2 = IntAdd %0, %1 int
         %3 = IntMul %2, %1 int
         %4 = IntLt %3, %1 bool
         GuardFalse %4  @0 {}
         GuardTrue %4  @1 {}
         %7 = IntSub %0, %1 int
         %8 = Tag %7 ref
         StoreSlot %8 [0]
         Jump (to %0)",
        // `GuardTrue` of false always fails: it stays.
        "%0 = ConstInt [2] int
         %1 = ConstInt [3] int
         %2 = ConstInt [5] int
         %3 = ConstInt [15] int
         %4 = ConstInt [0] bool
         GuardTrue %4  @1 {}
         %7 = ConstInt [-1] int
         %8 = Tag %7 ref
         StoreSlot %8 [0]
         Jump (to %0)",
    );
}

#[test]
fn fold_drops_overflow_checks_that_ranges_rule_out() {
    // (x & 255) * (x & 255) + (y % 7) cannot overflow; y + 1 can.
    check(
        "fold",
        "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %2 = LoadSlot [1] ref
         %3 = Untag %2 int
         %4 = ConstInt [255] int
         %5 = IntAnd %1, %4 int
         %6 = IntMulOv %5, %5 int  @0 {}
         %7 = ConstInt [7] int
         %8 = IntMod %3, %7 int
         %9 = IntAddOv %6, %8 int  @1 {}
         %10 = ConstInt [1] int
         %11 = IntAddOv %3, %10 int  @2 {}
         %12 = IntSubOv %10, %9 int  @3 {}
         %13 = Tag %12 ref
         StoreSlot %13 [0]
         %15 = Tag %11 ref
         StoreSlot %15 [1]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %2 = LoadSlot [1] ref
         %3 = Untag %2 int
         %4 = ConstInt [255] int
         %5 = IntAnd %1, %4 int
         %6 = IntMul %5, %5 int
         %7 = ConstInt [7] int
         %8 = IntMod %3, %7 int
         %9 = IntAdd %6, %8 int
         %10 = ConstInt [1] int
         %11 = IntAddOv %3, %10 int  @2 {}
         %12 = IntSub %10, %9 int
         %13 = Tag %12 ref
         StoreSlot %13 [0]
         %15 = Tag %11 ref
         StoreSlot %15 [1]
         Jump (to %0)",
    );
}

#[test]
fn fold_applies_identities() {
    check(
        "fold",
        "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %2 = IntEq %1, %1 bool
         %3 = IntLt %1, %1 bool
         %4 = RefEq %0, %0 bool
         %5 = ConstInt [7] int
         %6 = IntAnd %1, %5 int
         %7 = ConstInt [0] int
         %8 = IntGe %6, %7 bool
         %9 = Tag %1 ref
         %10 = Untag %9 int
         %11 = IntAdd %10, %6 int
         GuardTrue %2  @1 {}
         GuardFalse %3  @1 {}
         GuardTrue %4  @1 {}
         GuardTrue %8  @1 {}
         %16 = Tag %11 ref
         StoreSlot %16 [0]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %2 = ConstInt [1] bool
         %3 = ConstInt [0] bool
         %4 = ConstInt [1] bool
         %5 = ConstInt [7] int
         %6 = IntAnd %1, %5 int
         %7 = ConstInt [0] int
         %8 = ConstInt [1] bool
         %9 = Tag %1 ref
         %11 = IntAdd %1, %6 int
         %16 = Tag %11 ref
         StoreSlot %16 [0]
         Jump (to %0)",
    );
}

#[test]
fn fold_leaves_what_it_cannot_know() {
    // `x == x` may be false for floats (NaN); an overflow check on an
    // unknown int stays; a guard on an Int-typed constant is not a truth value.
    unchanged(
        "fold",
        "%0 = LoadSlot [0] ref
         %1 = LoadFloatField %0 [8] float
         %2 = FloatEq %1, %1 bool
         GuardTrue %2  @1 {}
         %4 = ConstInt [1] int
         %5 = Untag %0 int
         %6 = IntAddOv %5, %4 int  @1 {}
         GuardTrue %4  @1 {}
         %8 = IntLt %5, %4 bool
         GuardTrue %8  @1 {r0=%6}
         Jump (to %0)",
    );
}

#[test]
fn fold_knows_the_range_of_a_masked_phi_and_what_a_guard_implies() {
    // The phi is masked on entry and on the back edge: its product with a
    // 31-bit constant fits. After `i < n`, `i + 1` cannot overflow, nor can
    // `n - 1` (n is above the smallest int); `n - 1103515245` still may.
    check(
        "fold",
        "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %2 = ConstInt [2147483647] int
         %3 = IntAnd %1, %2 int
         %4 = ConstInt [1103515245] int
         %5 = ConstInt [1] int
         %6 = LoadSlot [1] ref
         %7 = Untag %6 int
         Loop
         %9 = Phi %3 [0] int
         %10 = Phi %1 [1] int
         %11 = IntMulOv %9, %4 int  @1 {}
         %12 = IntAnd %11, %2 int
         %13 = IntLt %10, %7 bool
         GuardTrue %13  @2 {}
         %15 = IntAddOv %10, %5 int  @3 {}
         %16 = IntSubOv %7, %5 int  @3 {}
         %17 = IntSubOv %7, %4 int  @3 {}
         Jump (to Loop) [%12, %15]",
        "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %2 = ConstInt [2147483647] int
         %3 = IntAnd %1, %2 int
         %4 = ConstInt [1103515245] int
         %5 = ConstInt [1] int
         %6 = LoadSlot [1] ref
         %7 = Untag %6 int
         Loop
         %9 = Phi %3 [0] int
         %10 = Phi %1 [1] int
         %11 = IntMul %9, %4 int
         %12 = IntAnd %11, %2 int
         %13 = IntLt %10, %7 bool
         GuardTrue %13  @2 {}
         %15 = IntAdd %10, %5 int
         %16 = IntSub %7, %5 int
         %17 = IntSubOv %7, %4 int  @3 {}
         Jump (to Loop) [%12, %15]",
    );
}

// ---- bounds ----

#[test]
fn fold_knows_an_induction_variable_stays_on_its_side_of_its_start() {
    // The preamble's guards say i >= 0 and i < n, so the loop starts at
    // i + 1 >= 1; counting up, the body's `i >= 0` always holds and goes,
    // while `i >= 2` may fail and stays.
    let looped = |step: &str, tests: &str| {
        format!(
            "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %2 = LoadSlot [1] ref
         %3 = Untag %2 int
         %4 = ConstInt [0] int
         %5 = IntGe %1, %4 bool
         GuardTrue %5  @1 {{}}
         %7 = IntLt %1, %3 bool
         GuardTrue %7  @1 {{}}
         %9 = ConstInt [{step}] int
         %10 = ConstInt [1] int
         %11 = ConstInt [2] int
         %12 = IntAdd %1, %10 int
         Loop
         %14 = Phi %12 [0] int{tests}
         %20 = IntAddOv %14, %9 int  @3 {{}}
         Jump (to Loop) [%20]"
        )
    };
    let up = "
         %15 = IntGe %14, %4 bool
         GuardTrue %15  @2 {}
         %17 = IntGe %14, %11 bool
         GuardTrue %17  @2 {}";
    let up_folded = "
         %15 = ConstInt [1] bool
         %16 = IntGe %14, %11 bool
         GuardTrue %16  @2 {}";
    check("fold", &looped("1", up), &looped("1", up_folded).replace("%20 = IntAddOv", "%18 = IntAddOv").replace("[%20]", "[%18]"));
    // Counting down from the same start, neither goes (after them, `i - 1`
    // cannot overflow).
    check("fold", &looped("-1", up), &looped("-1", up).replace("%20 = IntAddOv %14, %9 int  @3 {}", "%20 = IntAdd %14, %9 int"));
}

#[test]
fn bounds_checks_constant_indices_once_with_the_largest() {
    // r[0], r[1], r[2]: the first check becomes 2 < len, the others go.
    check(
        "bounds",
        &list_loop(
            "
         %9 = ConstInt [2] int",
            "
         %20 = IntLt %7, %3 bool
         GuardTrue %20 [bounds]  @4 {}
         %22 = IntLt %4, %3 bool
         GuardTrue %22 [bounds]  @5 {}
         %24 = IntLt %9, %3 bool
         GuardTrue %24 [bounds]  @6 {}
         %26 = IntAdd %11, %4 int
         Jump (to Loop) [%26]",
        ),
        &list_loop(
            "
         %9 = ConstInt [2] int",
            "
         %20 = IntLt %9, %3 bool
         GuardTrue %20 [bounds]  @4 {}
         %22 = IntLt %4, %3 bool
         %24 = IntLt %9, %3 bool
         %26 = IntAdd %11, %4 int
         Jump (to Loop) [%26]",
        ),
    );
}

#[test]
fn bounds_drops_a_check_of_a_smaller_index() {
    // r[2] then r[0]: the first check already implies the second.
    check(
        "bounds",
        &list_loop(
            "
         %9 = ConstInt [2] int",
            "
         %20 = IntLt %9, %3 bool
         GuardTrue %20 [bounds]  @4 {}
         %22 = IntLt %7, %3 bool
         GuardTrue %22 [bounds]  @5 {}
         %24 = IntAdd %11, %4 int
         Jump (to Loop) [%24]",
        ),
        &list_loop(
            "
         %9 = ConstInt [2] int",
            "
         %20 = IntLt %9, %3 bool
         GuardTrue %20 [bounds]  @4 {}
         %22 = IntLt %7, %3 bool
         %24 = IntAdd %11, %4 int
         Jump (to Loop) [%24]",
        ),
    );
}

#[test]
fn bounds_does_not_merge_across_a_branch_guard_or_the_loop() {
    // r[2] is read only when i < 1023 held: its check stays after that
    // guard. The preamble's 0 < len does not take the body's index.
    unchanged(
        "bounds",
        &list_loop(
            "
         %9 = ConstInt [2] int",
            "
         %20 = IntLt %7, %3 bool
         GuardTrue %20 [bounds]  @4 {}
         %22 = IntLt %11, %6 bool
         GuardTrue %22  @5 {}
         %24 = IntLt %9, %3 bool
         GuardTrue %24 [bounds]  @6 {}
         %26 = IntAdd %11, %4 int
         Jump (to Loop) [%26]",
        ),
    );
}

#[test]
fn bounds_leaves_a_condition_something_else_uses() {
    // The first condition is also an exit value: it cannot change meaning.
    unchanged(
        "bounds",
        &list_loop(
            "
         %9 = ConstInt [2] int",
            "
         %20 = IntLt %7, %3 bool
         GuardTrue %20 [bounds]  @4 {}
         %22 = IntLt %9, %3 bool
         GuardTrue %22 [bounds]  @5 {r1=%20}
         %24 = IntAdd %11, %4 int
         Jump (to Loop) [%24]",
        ),
    );
}

// ---- cse ----

#[test]
fn cse_shares_repeated_pure_ops() {
    check(
        "cse",
        "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %2 = Untag %0 int
         %3 = ConstInt [1] int
         %4 = ConstInt [1] int
         %5 = ConstInt [1] bool
         %6 = IntAdd %1, %3 int
         %7 = IntAdd %2, %4 int
         %8 = IntMul %6, %7 int
         %9 = Tag %8 ref
         StoreSlot %9 [0]
         GuardTrue %5  @1 {r1=%7}
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %3 = ConstInt [1] int
         %5 = ConstInt [1] bool
         %6 = IntAdd %1, %3 int
         %8 = IntMul %6, %6 int
         %9 = Tag %8 ref
         StoreSlot %9 [0]
         GuardTrue %5  @1 {r1=%6}
         Jump (to %0)",
    );
}

#[test]
fn cse_drops_guards_an_earlier_guard_implies() {
    check(
        "cse",
        "%0 = LoadSlot [0] ref
         GuardInt %0  @1 {}
         %2 = LoadSlot [1] ref
         GuardType %2 [5]  @1 {}
         %4 = Untag %0 int
         %5 = IntAddOv %4, %4 int  @2 {r0=%0}
         GuardInt %0  @3 {}
         GuardType %2 [5]  @3 {}
         GuardType %2 [6]  @3 {}
         %9 = IntAddOv %4, %4 int  @3 {r0=%0}
         %10 = Tag %9 ref
         StoreSlot %10 [0]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         GuardInt %0  @1 {}
         %2 = LoadSlot [1] ref
         GuardType %2 [5]  @1 {}
         %4 = Untag %0 int
         %5 = IntAddOv %4, %4 int  @2 {r0=%0}
         GuardType %2 [6]  @3 {}
         %10 = Tag %5 ref
         StoreSlot %10 [0]
         Jump (to %0)",
    );
}

#[test]
fn cse_shares_the_first_iterations_values_with_the_loop_body() {
    check(
        "cse",
        "%0 = LoadSlot [0] ref
         GuardInt %0  @1 {}
         %2 = Untag %0 int
         Loop
         %4 = Phi %2 [0] int
         GuardInt %0  @2 {}
         %6 = Untag %0 int
         %7 = IntAdd %4, %6 int
         Jump (to Loop) [%7]",
        "%0 = LoadSlot [0] ref
         GuardInt %0  @1 {}
         %2 = Untag %0 int
         Loop
         %4 = Phi %2 [0] int
         %7 = IntAdd %4, %2 int
         Jump (to Loop) [%7]",
    );
}

#[test]
fn cse_keeps_loads_shape_guards_and_effects() {
    // A load may read what a call stored; a shape may change.
    unchanged(
        "cse",
        "%0 = LoadSlot [0] ref
         GuardShape %0 [9]  @1 {}
         %2 = LoadField %0 [8] ref
         Call escape, %0
         GuardShape %0 [9]  @1 {}
         %5 = LoadField %0 [8] ref
         %6 = LoadSlot [0] ref
         StoreSlot %5 [1]
         StoreSlot %2 [2]
         StoreSlot %6 [3]
         Jump (to %0)",
    );
}

// ---- sink ----

#[test]
fn sink_removes_an_object_that_never_escapes() {
    // Loads read the stored values (or the header), the type guard and
    // the barrier on it go.
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         %2 = Alloc [24 bytes, header 0x500000000] ref
         WriteBarrier %2
         StoreField %2, %0 [8]
         StoreFloatField %2, %1 [16]
         GuardType %2 [5]  @1 {}
         %7 = LoadField %2 [8] ref
         %8 = LoadField %2 [0] int
         StoreSlot %7 [1]
         %10 = Tag %8 ref
         StoreSlot %10 [2]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         %8 = ConstInt [21474836480] int
         StoreSlot %0 [1]
         %10 = Tag %8 ref
         StoreSlot %10 [2]
         Jump (to %0)",
    );
}

#[test]
fn sink_describes_an_object_at_each_guard_with_its_fields_then() {
    // The store after the first guard shows only at the second.
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         %2 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %2, %0 [8]
         GuardInt %0  @1 {r2=%2}
         StoreField %2, %1 [8]
         GuardInt %1  @2 > f0@9 {r2=%2 r3=%0}
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         GuardInt %0  @1 {r2=v0} v0=Alloc[16 bytes, header 0x500000000]{8=%0}
         GuardInt %1  @2 > f0@9 {r2=v0 r3=%0} v0=Alloc[16 bytes, header 0x500000000]{8=%1}
         Jump (to %0)",
    );
}

#[test]
fn sink_allocates_an_object_where_it_escapes() {
    // Into a call, after a guard that describes it; into a real object's
    // field and element, after the stores that filled it.
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = ConstInt [0] int
         %2 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %2, %0 [8]
         %4 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %4, %0 [8]
         %6 = Alloc [16 bytes, header 0x500000000] ref
         GuardInt %0  @1 {r1=%2}
         Call escape, %2
         StoreField %4, %1 [8]
         StoreField %0, %4 [16]
         StoreElem %0, %1, %6 [24]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = ConstInt [0] int
         GuardInt %0  @1 {r1=v0} v0=Alloc[16 bytes, header 0x500000000]{8=%0}
         %2 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %2, %0 [8]
         Call escape, %2
         %4 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %4, %1 [8]
         StoreField %0, %4 [16]
         %6 = Alloc [16 bytes, header 0x500000000] ref
         StoreElem %0, %1, %6 [24]
         Jump (to %0)",
    );
}

#[test]
fn sink_nests_objects_stored_in_objects() {
    // The inner object's later store shows inside the outer one; when the
    // outer escapes, the inner is allocated first.
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         %2 = Alloc [24 bytes, header 0x600000000] ref
         StoreField %2, %1 [8]
         StoreField %1, %0 [8]
         GuardInt %0  @1 {r0=%2 r1=%1}
         StoreSlot %2 [1]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         GuardInt %0  @1 {r0=v0 r1=v1} v0=Alloc[24 bytes, header 0x600000000]{8=v1} v1=Alloc[16 bytes, header 0x500000000]{8=%0}
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         %2 = Alloc [24 bytes, header 0x600000000] ref
         StoreField %2, %1 [8]
         StoreSlot %2 [1]
         Jump (to %0)",
    );
}

#[test]
fn sink_allocates_objects_live_across_the_back_edge() {
    // The first iteration's object, which the phi carries in, is allocated
    // at the loop header; the body's, which it carries around, at the end
    // of the body (after the guard that still describes it).
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         GuardInt %0  @1 {r0=%1}
         Loop
         %5 = Phi %1 [0] ref
         %6 = LoadField %5 [8] ref
         %7 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %7, %6 [8]
         GuardInt %6  @2 {r0=%7}
         Jump (to Loop) [%7]",
        "%0 = LoadSlot [0] ref
         GuardInt %0  @1 {r0=v0} v0=Alloc[16 bytes, header 0x500000000]{8=%0}
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         Loop
         %5 = Phi %1 [0] ref
         %6 = LoadField %5 [8] ref
         GuardInt %6  @2 {r0=v0} v0=Alloc[16 bytes, header 0x500000000]{8=%6}
         %7 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %7, %6 [8]
         Jump (to Loop) [%7]",
    );
}

#[test]
fn sink_allocates_before_a_guard_it_cannot_decide() {
    // The type guard on the object can fail (another type id): it needs
    // the real object. A load of a field never stored reads memory.
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         GuardType %1 [6]  @1 {r0=%1}
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         GuardType %1 [6]  @1 {r0=%1}
         Jump (to %0)",
    );
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         %3 = LoadField %1 [16] ref
         StoreSlot %3 [0]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         %3 = LoadField %1 [16] ref
         StoreSlot %3 [0]
         Jump (to %0)",
    );
}

#[test]
fn sink_breaks_cycles_by_allocating() {
    // Storing `a` into `b` closes a cycle (a.f = b already): `b` is
    // allocated, then `a` (which points to it), then the store.
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         %2 = Alloc [16 bytes, header 0x600000000] ref
         StoreField %1, %2 [8]
         GuardInt %0  @1 {r0=%1}
         StoreField %2, %1 [8]
         GuardInt %0  @2 {r0=%1}
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         GuardInt %0  @1 {r0=v0} v0=Alloc[16 bytes, header 0x500000000]{8=v1} v1=Alloc[16 bytes, header 0x600000000]{}
         %2 = Alloc [16 bytes, header 0x600000000] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %2 [8]
         StoreField %2, %1 [8]
         GuardInt %0  @2 {r0=%1}
         Jump (to %0)",
    );
}

/// An object of `fields` words (all `%0`), allocated before a guard that
/// does not hold it and stored into a guard that does.
fn object_with_fields(fields: usize) -> String {
    let stores: String = (1..=fields).map(|k| format!("StoreField %1, %0 [{}]\n", 8 * k)).collect();
    format!("%0 = LoadSlot [0] ref\n%1 = Alloc [{} bytes, header 0x500000000] ref\nGuardInt %0  @1 {{}}\n{stores}GuardInt %0  @2 {{r0=%1}}\nJump (to %0)", 8 * (fields + 1))
}

#[test]
fn sink_allocates_before_a_guard_with_too_many_exit_values() {
    // MAX_EXIT_VALUES (128) field values fit in the exit; one more does not.
    let fields = |n: usize| (1..=n).map(|k| format!("{}=%0", 8 * k)).collect::<Vec<_>>().join(" ");
    check("sink", &object_with_fields(128), &format!("%0 = LoadSlot [0] ref\nGuardInt %0  @1 {{}}\nGuardInt %0  @2 {{r0=v0}} v0=Alloc[1032 bytes, header 0x500000000]{{{}}}\nJump (to %0)", fields(128)));
    let input = object_with_fields(129);
    let allocated = input.replacen("GuardInt %0  @1 {}\n", "", 1).replacen("\n", "\nGuardInt %0  @1 {}\n", 1);
    check("sink", &input, &allocated);
}

#[test]
fn sink_leaves_objects_that_escape_at_once_and_its_own_output() {
    unchanged(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         StoreSlot %1 [0]
         Jump (to %0)",
    );
    unchanged(
        "sink",
        "%0 = LoadSlot [0] ref
         GuardInt %0  @1 {r0=v0 r1=v1} v0=Alloc[24 bytes, header 0x600000000]{8=v1} v1=Alloc[16 bytes, header 0x500000000]{8=%0}
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         StoreSlot %1 [1]
         Jump (to %0)",
    );
}

// ---- dse ----

#[test]
fn dse_drops_a_store_overwritten_unobserved() {
    // A load at another offset and a store into another object observe
    // nothing of it.
    check(
        "dse",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         %2 = LoadSlot [2] ref
         StoreField %0, %1 [8]
         %4 = LoadField %0 [16] ref
         StoreField %2, %1 [8]
         StoreField %0, %2 [8]
         StoreSlot %4 [3]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         %2 = LoadSlot [2] ref
         %4 = LoadField %0 [16] ref
         StoreField %2, %1 [8]
         StoreField %0, %2 [8]
         StoreSlot %4 [3]
         Jump (to %0)",
    );
}

#[test]
fn dse_drops_each_store_of_a_run() {
    check(
        "dse",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         StoreField %0, %1 [8]
         StoreField %0, %0 [8]
         StoreField %0, %1 [16]
         StoreField %0, %1 [8]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         StoreField %0, %1 [16]
         StoreField %0, %1 [8]
         Jump (to %0)",
    );
}

#[test]
fn dse_keeps_stores_something_may_observe() {
    // In turn: a load at that offset of another object (they may be the
    // same), a guard exit, a call, an element load, the loop header.
    unchanged(
        "dse",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         %2 = ConstInt [0] int
         StoreField %0, %1 [8]
         %4 = LoadField %1 [8] ref
         StoreField %0, %4 [8]
         GuardInt %4  @1 {}
         StoreField %0, %1 [8]
         Call escape, %0
         StoreField %0, %4 [8]
         %10 = LoadElem %1, %2 [16] ref
         StoreField %0, %10 [8]
         Loop
         StoreField %0, %1 [8]
         Jump (to Loop) []",
    );
}

#[test]
fn dse_keeps_a_store_a_float_load_reads() {
    unchanged(
        "dse",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         %2 = LoadSlot [2] ref
         StoreField %0, %1 [8]
         %4 = LoadFloatField %0 [8] float
         StoreField %0, %2 [8]
         StoreFloatField %1, %4 [16]
         Jump (to %0)",
    );
}

// ---- defer ----

/// A `for` loop over a range iterator (%0, its position at offset 8, class 6), up to the loop's exit test.
const ITER_LOOP: &str = "%0 = LoadSlot [5] ref
         %1 = LoadField %0 [8, class 6] ref
         GuardInt %1  @8 {}
         %3 = Untag %1 int
         %4 = ConstInt [1] int
         %5 = ConstInt [100] int
         %6 = IntAdd %3, %4 int
         %7 = Tag %6 ref
         StoreField %0, %7 [8, class 6]
         Loop
         %10 = Phi %6 [0] int
         %11 = IntLt %10, %5 bool";

#[test]
fn defer_takes_an_iterator_store_off_the_loop_body() {
    // Exits before the store's place write the int phi (tagged by the
    // exit), exits after it the new value.
    check(
        "defer",
        &(ITER_LOOP.to_string() + "
         GuardTrue %11  @8 {r1=%0}
         %13 = IntAdd %10, %4 int
         %14 = Tag %13 ref
         StoreField %0, %14 [8, class 6]
         %16 = LoadSlot [2] ref
         GuardInt %16  @9 {r1=%0}
         Jump (to Loop) [%13]"),
        &(ITER_LOOP.to_string() + "
         GuardTrue %11  @8 {r1=%0} %0[8]:=%10
         %13 = IntAdd %10, %4 int
         %14 = Tag %13 ref
         %15 = LoadSlot [2] ref
         GuardInt %15  @9 {r1=%0} %0[8]:=%14
         Jump (to Loop) [%13]"),
    );
}

#[test]
fn defer_keeps_a_store_the_body_may_read_back() {
    // A load at that offset of an object of unknown class may be the same field.
    unchanged(
        "defer",
        &(ITER_LOOP.to_string() + "
         GuardTrue %11  @8 {r1=%0}
         %13 = IntAdd %10, %4 int
         %14 = Tag %13 ref
         StoreField %0, %14 [8, class 6]
         %16 = LoadSlot [2] ref
         %17 = LoadField %16 [8] ref
         GuardInt %17  @9 {r1=%0}
         Jump (to Loop) [%13]"),
    );
}

#[test]
fn defer_keeps_a_store_in_a_body_that_calls() {
    unchanged(
        "defer",
        &(ITER_LOOP.to_string() + "
         GuardTrue %11  @8 {r1=%0}
         %13 = IntAdd %10, %4 int
         %14 = Tag %13 ref
         StoreField %0, %14 [8, class 6]
         %16 = LoadSlot [2] ref
         Call escape, %16
         Jump (to Loop) [%13]"),
    );
}

#[test]
fn defer_ignores_other_classes_and_fresh_objects() {
    // A store at the same offset into an object of another class, and one
    // into an object the body allocated, cannot touch the iterator.
    check(
        "defer",
        &(ITER_LOOP.to_string() + "
         GuardTrue %11  @8 {r1=%0}
         %13 = IntAdd %10, %4 int
         %14 = Tag %13 ref
         StoreField %0, %14 [8, class 6]
         %16 = LoadSlot [2] ref
         StoreField %16, %14 [8, class 3]
         %18 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %18, %14 [8]
         GuardInt %14  @9 {r1=%18}
         Jump (to Loop) [%13]"),
        &(ITER_LOOP.to_string() + "
         GuardTrue %11  @8 {r1=%0} %0[8]:=%10
         %13 = IntAdd %10, %4 int
         %14 = Tag %13 ref
         %15 = LoadSlot [2] ref
         StoreField %15, %14 [8, class 3]
         %17 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %17, %14 [8]
         GuardInt %14  @9 {r1=%17} %0[8]:=%14
         Jump (to Loop) [%13]"),
    );
}

// ---- dce ----

#[test]
fn dce_drops_unused_pure_ops_and_loads() {
    check(
        "dce",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         %2 = Untag %0 int
         %3 = IntAdd %2, %2 int
         %4 = LoadField %1 [8] ref
         %5 = ConstInt [3] int
         GuardInt %0  @1 {}
         StoreSlot %0 [2]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         GuardInt %0  @1 {}
         StoreSlot %0 [2]
         Jump (to %0)",
    );
}

#[test]
fn dce_drops_a_phi_only_its_own_update_uses() {
    // Phi 0 feeds only its back-edge value: both go, and phi 1 becomes phi 0.
    check(
        "dce",
        "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %2 = ConstInt [1] int
         Loop
         %4 = Phi %1 [0] int
         %5 = Phi %0 [1] ref
         %6 = IntAdd %4, %2 int
         GuardInt %5  @1 {}
         %8 = LoadField %5 [8] ref
         Jump (to Loop) [%6, %8]",
        "%0 = LoadSlot [0] ref
         Loop
         %5 = Phi %0 [0] ref
         GuardInt %5  @1 {}
         %8 = LoadField %5 [8] ref
         Jump (to Loop) [%8]",
    );
}

#[test]
fn dce_keeps_what_guards_and_snapshots_need() {
    // Loads only a snapshot (or an object it describes) names stay; so does
    // an unused overflow check (a guard).
    unchanged(
        "dce",
        "%0 = LoadSlot [0] ref
         %1 = LoadField %0 [8] ref
         %2 = LoadFloatField %0 [16] float
         %3 = ConstInt [1] int
         GuardType %0 [5]  @1 {r1=%1 r2=v0} v0=Alloc[16 bytes, header 0x500000000]{8=%2}
         %5 = IntAddOv %3, %3 int  @2 {}
         Jump (to %0)",
    );
}

// ---- barrier ----

#[test]
fn barrier_drops_barriers_no_collection_separates() {
    // A fresh object needs none; a second barrier on an object repeats the first.
    check(
        "barrier",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         WriteBarrier %1
         StoreField %1, %0 [8]
         WriteBarrier %0
         StoreField %0, %1 [8]
         WriteBarrier %0
         StoreField %0, %1 [16]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         WriteBarrier %0
         StoreField %0, %1 [8]
         StoreField %0, %1 [16]
         Jump (to %0)",
    );
}

#[test]
fn barrier_drops_repeated_barriers_in_the_loop_body() {
    check(
        "barrier",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         Loop
         WriteBarrier %0
         StoreField %0, %1 [8]
         WriteBarrier %0
         StoreField %0, %1 [16]
         Jump (to Loop) []",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         Loop
         WriteBarrier %0
         StoreField %0, %1 [8]
         StoreField %0, %1 [16]
         Jump (to Loop) []",
    );
}

#[test]
fn barrier_keeps_barriers_after_a_collection() {
    // A call or an allocation may collect; the back edge may follow one.
    unchanged(
        "barrier",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         Call escape, %0
         WriteBarrier %1
         WriteBarrier %0
         %5 = Alloc [16 bytes, header 0x500000000] ref
         WriteBarrier %0
         StoreField %0, %5 [8]
         Loop
         WriteBarrier %0
         StoreField %0, %1 [8]
         Call escape, %1
         Jump (to Loop) []",
    );
}

#[test]
fn barrier_moves_a_loop_body_barrier_into_its_allocations() {
    // The preamble leaves %0 remembered; in the body only the allocation may
    // collect, and it redoes the barrier when it does.
    check(
        "barrier",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %0, %1 [8]
         WriteBarrier %0
         Loop
         %5 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %0, %5 [8]
         WriteBarrier %0
         %8 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %0, %8 [16]
         WriteBarrier %0
         Jump (to Loop) []",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %0, %1 [8]
         WriteBarrier %0
         Loop
         %5 = Alloc %0 [16 bytes, header 0x500000000] ref
         StoreField %0, %5 [8]
         %7 = Alloc %0 [16 bytes, header 0x500000000] ref
         StoreField %0, %7 [16]
         Jump (to Loop) []",
    );
}

#[test]
fn barrier_keeps_a_loop_body_barrier_the_preamble_does_not_cover() {
    // An allocation after the preamble's last barrier may have collected.
    unchanged(
        "barrier",
        "%0 = LoadSlot [0] ref
         WriteBarrier %0
         %2 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %0, %2 [8]
         Loop
         %5 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %0, %5 [8]
         WriteBarrier %0
         Jump (to Loop) []",
    );
}


// ---- abc ----

/// A trace over a list in slot 1 whose length `%3` is loaded before the
/// loop, with the preamble's own bounds check, `checks` after it, then a
/// loop whose counter `%11` is bounded by `%5`, then `body`.
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

#[test]
fn abc_checks_a_masked_index_once_before_the_loop() {
    // (i & 1023) < len in every iteration iff 1023 < len: checked after the
    // preamble's guard, with its snapshot.
    check(
        "abc",
        &list_loop(
            "",
            "
         %14 = IntAnd %11, %6 int
         %15 = IntLt %14, %3 bool
         GuardTrue %15 [bounds]  @4 {}
         %17 = IntAdd %11, %4 int
         Jump (to Loop) [%17]",
        ),
        &list_loop(
            "
         %90 = ConstInt [1023] int
         %91 = IntLt %90, %3 bool
         GuardTrue %91  @2 {}",
            "
         %14 = IntAnd %11, %6 int
         %15 = IntLt %14, %3 bool
         %17 = IntAdd %11, %4 int
         Jump (to Loop) [%17]",
        ),
    );
}

#[test]
fn abc_checks_a_range_bound_against_the_length_once() {
    // i < 100 is guarded first in the body, so i < len follows from 100 <= len.
    check(
        "abc",
        &list_loop(
            "",
            "
         %14 = IntLt %11, %3 bool
         GuardTrue %14 [bounds]  @4 {}
         %16 = IntAdd %11, %4 int
         Jump (to Loop) [%16]",
        ),
        &list_loop(
            "
         %90 = IntLe %5, %3 bool
         GuardTrue %90  @2 {}",
            "
         %14 = IntLt %11, %3 bool
         %16 = IntAdd %11, %4 int
         Jump (to Loop) [%16]",
        ),
    );
}

#[test]
fn abc_places_two_checks_after_the_same_guard() {
    // Both replacements follow the preamble's guard: the second is
    // numbered after the first's ops (it once named the wrong value).
    check(
        "abc",
        &list_loop(
            "",
            "
         %14 = IntLt %11, %3 bool
         GuardTrue %14 [bounds]  @4 {}
         %16 = IntAnd %11, %6 int
         %17 = IntLt %16, %3 bool
         GuardTrue %17 [bounds]  @5 {}
         %19 = IntAdd %11, %4 int
         Jump (to Loop) [%19]",
        ),
        &list_loop(
            "
         %90 = IntLe %5, %3 bool
         GuardTrue %90  @2 {}
         %92 = ConstInt [1023] int
         %93 = IntLt %92, %3 bool
         GuardTrue %93  @2 {}",
            "
         %14 = IntLt %11, %3 bool
         %16 = IntAnd %11, %6 int
         %17 = IntLt %16, %3 bool
         %19 = IntAdd %11, %4 int
         Jump (to Loop) [%19]",
        ),
    );
}

#[test]
fn abc_leaves_branch_guards_and_lengths_the_body_reloads() {
    // `if i < m` is not a bounds check: hoisting it would leave the trace at
    // every entry once the loop goes past m.
    unchanged(
        "abc",
        &list_loop(
            "",
            "
         %14 = IntLt %11, %3 bool
         GuardTrue %14  @4 {}
         %16 = IntAdd %11, %4 int
         Jump (to Loop) [%16]",
        ),
    );
    // A length loaded in the body may change between iterations.
    unchanged(
        "abc",
        &list_loop(
            "",
            "
         %14 = LoadField %0 [8, class 7] ref
         %15 = Untag %14 int
         %16 = IntLt %11, %15 bool
         GuardTrue %16 [bounds]  @4 {}
         %18 = IntAdd %11, %4 int
         Jump (to Loop) [%18]",
        ),
    );
}

// ---- poll ----

/// A peeled loop over the ref in slot 1 (`%3` in the body), whose preamble
/// and body each check the interrupt byte first; `body` follows the
/// body's check.
fn poll_loop(body: &str) -> String {
    format!(
        "
         %0 = LoadSlot [1] ref
         GuardFlag  @1 {{}}
         Loop
         %3 = Phi %0 [0] ref
         GuardFlag  @1 {{r1=%3}}{body}"
    )
}

#[test]
fn poll_folds_the_loop_check_into_its_first_allocation() {
    // A guard and a pure op may stand between: the allocation takes the
    // check's snapshot, the check goes; the preamble's check stays.
    check(
        "poll",
        &poll_loop(
            "
         GuardType %3 [5]  @1 {r1=%3}
         %6 = LoadField %3 [8] ref
         %7 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %7, %6 [8]
         %9 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %9, %7 [8]
         Jump (to Loop) [%9]",
        ),
        "
         %0 = LoadSlot [1] ref
         GuardFlag  @1 {}
         Loop
         %3 = Phi %0 [0] ref
         GuardType %3 [5]  @1 {r1=%3}
         %5 = LoadField %3 [8] ref
         %6 = Alloc [16 bytes, header 0x500000000] ref  @1 {r1=%3}
         StoreField %6, %5 [8]
         %8 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %8, %6 [8]
         Jump (to Loop) [%8]",
    );
}

#[test]
fn poll_keeps_the_check_when_a_store_or_call_comes_first() {
    // Leaving at the allocation would leave after the store: not the
    // check's state any more.
    for effect in ["StoreField %3, %3 [8]", "Call escape, %3", "WriteBarrier %3"] {
        unchanged(
            "poll",
            &poll_loop(&format!(
                "
         {effect}
         %6 = Alloc [16 bytes, header 0x500000000] ref
         Jump (to Loop) [%6]"
            )),
        );
    }
}

#[test]
fn poll_keeps_the_check_of_a_body_without_allocation_or_loop() {
    unchanged(
        "poll",
        &poll_loop(
            "
         %5 = LoadField %3 [8] ref
         Jump (to Loop) [%5]",
        ),
    );
    // Neither does a trace without a peeled loop body.
    for end in ["Jump (to %0)", "Jump (to the loop's trace)"] {
        unchanged(
            "poll",
            &format!(
                "
         %0 = LoadSlot [1] ref
         GuardFlag  @1 {{}}
         %2 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %2, %0 [8]
         {end}"
            ),
        );
    }
}

// ---- unroll ----

/// A counted loop over `i` (`%7`) up to the int in slot 1 (`%2`), stepping
/// by 1 (`%4`); `body` follows the loop's test.
fn counted_loop(body: &str) -> String {
    format!(
        "
         %0 = LoadSlot [1] ref
         GuardInt %0  @1 {{}}
         %2 = Untag %0 int
         %3 = ConstInt [0] int
         %4 = ConstInt [1] int
         %5 = LoadSlot [2] ref
         Loop
         %7 = Phi %3 [0] int
         GuardFlag  @2 {{r3=%7}}
         %9 = IntLt %7, %2 bool
         GuardTrue %9  @2 {{r3=%7}}
         %11 = IntAdd %7, %4 int{body}
         Jump (to Loop) [%11]"
    )
}

#[test]
fn unroll_lays_a_counted_body_out_twice_with_a_remainder() {
    // The head tests `i < n - 1` for both copies and goes to the remainder
    // when that fails; the second copy's guards see its own values, its
    // test and interrupt check go; the remainder is the body as it was.
    check(
        "unroll",
        &counted_loop(
            "
         %12 = LoadElem %5, %7 [16] ref
         GuardInt %12  @3 {r3=%7 r4=%12}
         StoreElem %5, %11, %12 [16]",
        ),
        "
         %0 = LoadSlot [1] ref
         GuardInt %0  @1 {}
         %2 = Untag %0 int
         %3 = ConstInt [0] int
         %4 = ConstInt [1] int
         %5 = LoadSlot [2] ref
         %6 = IntSub %2, %4 int
         Loop
         %8 = Phi %3 [0] int
         GuardFlag  @2 {r3=%8}
         %10 = IntLt %8, %6 bool
         GuardTrue %10 [remainder]  @2 {r3=%8}
         %12 = IntAdd %8, %4 int
         %13 = LoadElem %5, %8 [16] ref
         GuardInt %13  @3 {r3=%8 r4=%13}
         StoreElem %5, %12, %13 [16]
         %16 = IntAdd %12, %4 int
         %17 = LoadElem %5, %12 [16] ref
         GuardInt %17  @3 {r3=%12 r4=%17}
         StoreElem %5, %16, %17 [16]
         Jump (to Loop) [%16]
         Remainder
         GuardFlag  @2 {r3=%8}
         %22 = IntLt %8, %2 bool
         GuardTrue %22  @2 {r3=%8}
         %24 = IntAdd %8, %4 int
         %25 = LoadElem %5, %8 [16] ref
         GuardInt %25  @3 {r3=%8 r4=%25}
         StoreElem %5, %24, %25 [16]
         Jump (to Loop) [%24]",
    );
}

#[test]
fn unroll_leaves_loops_it_cannot_count_or_should_not_copy() {
    // A branch the loop may take both ways, a call, a body too long.
    for body in ["\n         %12 = IntGt %11, %4 bool\n         GuardFalse %12  @3 {r3=%7}", "\n         Call escape, %5"] {
        unchanged("unroll", &counted_loop(body));
    }
    let long: String = (0..jit::opt::unroll::MAX_BODY).map(|k| format!("\n         %{} = IntAdd %11, %4 int\n         StoreElem %5, %11, %0 [16]", 100 + k)).collect();
    unchanged("unroll", &counted_loop(&long));
    // A step that is not a positive constant; a limit the body computes.
    unchanged("unroll", &counted_loop("").replace("%11 = IntAdd %7, %4 int", "%11 = IntAdd %7, %2 int"));
    unchanged("unroll", &counted_loop("").replace("%3 = ConstInt [0] int\n         %4 = ConstInt [1] int", "%3 = ConstInt [0] int\n         %4 = ConstInt [-1] int"));
    unchanged(
        "unroll",
        "
         %0 = ConstInt [0] int
         %1 = ConstInt [1] int
         Loop
         %3 = Phi %0 [0] int
         %4 = IntAdd %3, %1 int
         %5 = IntLt %3, %4 bool
         GuardTrue %5  @2 {}
         Jump (to Loop) [%4]",
    );
}

#[test]
fn a_remainder_may_not_use_the_unrolled_body() {
    let mut trace = parse(&counted_loop(""), &helpers()).unwrap_or_else(|e| panic!("{e}"));
    let Some((_, _, run)) = PASSES.iter().find(|(name, _, _)| *name == "unroll") else { panic!("no unroll pass") };
    run(&mut trace);
    let out = text(&trace);
    let body_end = out.find("     Remainder").unwrap_or_else(|| panic!("not unrolled:\n{out}"));
    // The remainder's end names the body's `i + 1` (%11) in place of its own.
    let (body, rest) = out.split_at(body_end);
    let last = rest.lines().last().unwrap_or_default();
    assert!(body.contains("%11 = IntAdd %7, %4 int"), "{out}");
    let bad = format!("{body}{}", rest.replace(last, "     Jump (to Loop) [%11]"));
    assert!(parse(&bad, &helpers()).is_err_and(|e| e.contains("unrolled body")), "accepted:\n{bad}");
}

#[test]
fn malformed_remainders_are_errors_not_panics() {
    let loop_head = "%0 = ConstInt [0] int\n     Loop\n%2 = Phi %0 [0] int\n";
    let guarded = format!("{loop_head}%3 = IntLt %2, %0 bool\n     GuardTrue %3 [remainder]  @1 {{}}\n");
    for text in [
        // A remainder without a loop, twice, or without its guard.
        "     Remainder\n     Jump (to %0)\n".to_string(),
        format!("{loop_head}     Jump (to Loop) [%2]\n     Remainder\n     Remainder\n     Jump (to Loop) [%2]\n"),
        format!("{loop_head}     Jump (to Loop) [%2]\n     Remainder\n     Jump (to Loop) [%2]\n"),
        // The guard without a remainder; a remainder using the body's value.
        format!("{guarded}     Jump (to Loop) [%2]\n"),
        format!("{guarded}     Jump (to Loop) [%2]\n     Remainder\n%6 = IntAdd %3, %0 int\n     Jump (to Loop) [%2]\n"),
        // A remainder whose end is missing.
        format!("{guarded}     Jump (to Loop) [%2]\n     Remainder\n"),
    ] {
        assert!(parse(&text, &helpers()).is_err(), "accepted:\n{text}");
    }
    let good = format!("{guarded}     Jump (to Loop) [%2]\n     Remainder\n     Jump (to Loop) [%2]\n");
    assert!(parse(&good, &helpers()).is_ok(), "{:?}", parse(&good, &helpers()).err());
}
