//! Tests of the `bounds` pass (`jit/src/opt/bounds.rs`).

use super::*;

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
