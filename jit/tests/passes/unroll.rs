//! Tests of the `unroll` pass (`jit/src/opt/unroll.rs`).

use super::*;

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
