//! Tests of the `abc` pass (`jit/src/opt/abc.rs`).

use super::*;

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

#[test]
fn abc_passes_over_a_guard_on_a_constant() {
    // A guard whose condition folded to a constant (the fold pass off, say)
    // is no bound: the pass reads past it to the range check `i < 100`.
    let looped = |checks: &str, bounds: &str| {
        format!(
            "%0 = LoadSlot [1] ref
         GuardType %0 [8]  @1 {{}}
         %2 = LoadField %0 [8, class 7] ref
         %3 = Untag %2 int
         %4 = ConstInt [1] int
         %5 = ConstInt [100] int
         %6 = ConstInt [1] bool
         %7 = ConstInt [0] int
         %8 = IntLt %7, %3 bool
         GuardTrue %8 [bounds]  @2 {{}}{checks}
         Loop
         %11 = Phi %4 [0] int
         GuardTrue %6  @3 {{}}
         %13 = IntLt %11, %5 bool
         GuardTrue %13  @3 {{}}
         %15 = IntLt %11, %3 bool{bounds}
         %17 = IntAdd %11, %4 int
         Jump (to Loop) [%17]"
        )
    };
    check(
        "abc",
        &looped("", "\n         GuardTrue %15 [bounds]  @4 {}"),
        &looped("\n         %90 = IntLe %5, %3 bool\n         GuardTrue %90  @2 {}", ""),
    );
}
