//! Tests of the `defer` pass (`jit/src/opt/defer.rs`).

use super::*;

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
