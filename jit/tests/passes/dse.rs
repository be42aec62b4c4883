//! Tests of the `dse` pass (`jit/src/opt/dse.rs`).

use super::*;

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
