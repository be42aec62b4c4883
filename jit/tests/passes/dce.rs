//! Tests of the `dce` pass (`jit/src/opt/dce.rs`).

use super::*;

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
