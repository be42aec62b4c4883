//! Tests of the `phi` pass (`jit/src/opt/phi.rs`).

use super::*;

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
