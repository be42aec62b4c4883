//! Tests of the `cse` pass (`jit/src/opt/cse.rs`).

use super::*;

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
