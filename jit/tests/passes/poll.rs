//! Tests of the `poll` pass (`jit/src/opt/poll.rs`).

use super::*;

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
