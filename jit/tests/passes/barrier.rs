//! Tests of the `barrier` pass (`jit/src/opt/barrier.rs`).

use super::*;

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
