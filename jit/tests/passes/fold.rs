//! Tests of the `fold` pass (`jit/src/opt/fold.rs`).

use super::*;

#[test]
fn fold_computes_constants_and_drops_guards_that_hold() {
    check(
        "fold",
        "%0 = ConstInt [2] int
         %1 = ConstInt [3] int
         %2 = IntAdd %0, %1 int
         %3 = IntMul %2, %1 int
         %4 = IntLt %3, %1 bool
         GuardFalse %4  @0 {}
         GuardTrue %4  @1 {}
         %7 = IntSub %0, %1 int
         %8 = Tag %7 ref
         StoreSlot %8 [0]
         Jump (to %0)",
        // `GuardTrue` of false always fails: it stays.
        "%0 = ConstInt [2] int
         %1 = ConstInt [3] int
         %2 = ConstInt [5] int
         %3 = ConstInt [15] int
         %4 = ConstInt [0] bool
         GuardTrue %4  @1 {}
         %7 = ConstInt [-1] int
         %8 = Tag %7 ref
         StoreSlot %8 [0]
         Jump (to %0)",
    );
}

#[test]
fn fold_drops_overflow_checks_that_ranges_rule_out() {
    // (x & 255) * (x & 255) + (y % 7) cannot overflow; y + 1 can.
    check(
        "fold",
        "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %2 = LoadSlot [1] ref
         %3 = Untag %2 int
         %4 = ConstInt [255] int
         %5 = IntAnd %1, %4 int
         %6 = IntMulOv %5, %5 int  @0 {}
         %7 = ConstInt [7] int
         %8 = IntMod %3, %7 int
         %9 = IntAddOv %6, %8 int  @1 {}
         %10 = ConstInt [1] int
         %11 = IntAddOv %3, %10 int  @2 {}
         %12 = IntSubOv %10, %9 int  @3 {}
         %13 = Tag %12 ref
         StoreSlot %13 [0]
         %15 = Tag %11 ref
         StoreSlot %15 [1]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %2 = LoadSlot [1] ref
         %3 = Untag %2 int
         %4 = ConstInt [255] int
         %5 = IntAnd %1, %4 int
         %6 = IntMul %5, %5 int
         %7 = ConstInt [7] int
         %8 = IntMod %3, %7 int
         %9 = IntAdd %6, %8 int
         %10 = ConstInt [1] int
         %11 = IntAddOv %3, %10 int  @2 {}
         %12 = IntSub %10, %9 int
         %13 = Tag %12 ref
         StoreSlot %13 [0]
         %15 = Tag %11 ref
         StoreSlot %15 [1]
         Jump (to %0)",
    );
}

#[test]
fn fold_applies_identities() {
    check(
        "fold",
        "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %2 = IntEq %1, %1 bool
         %3 = IntLt %1, %1 bool
         %4 = RefEq %0, %0 bool
         %5 = ConstInt [7] int
         %6 = IntAnd %1, %5 int
         %7 = ConstInt [0] int
         %8 = IntGe %6, %7 bool
         %9 = Tag %1 ref
         %10 = Untag %9 int
         %11 = IntAdd %10, %6 int
         GuardTrue %2  @1 {}
         GuardFalse %3  @1 {}
         GuardTrue %4  @1 {}
         GuardTrue %8  @1 {}
         %16 = Tag %11 ref
         StoreSlot %16 [0]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %2 = ConstInt [1] bool
         %3 = ConstInt [0] bool
         %4 = ConstInt [1] bool
         %5 = ConstInt [7] int
         %6 = IntAnd %1, %5 int
         %7 = ConstInt [0] int
         %8 = ConstInt [1] bool
         %9 = Tag %1 ref
         %11 = IntAdd %1, %6 int
         %16 = Tag %11 ref
         StoreSlot %16 [0]
         Jump (to %0)",
    );
}

#[test]
fn fold_leaves_what_it_cannot_know() {
    // `x == x` may be false for floats (NaN); an overflow check on an
    // unknown int stays; a guard on an Int-typed constant is not a truth value.
    unchanged(
        "fold",
        "%0 = LoadSlot [0] ref
         %1 = LoadFloatField %0 [8] float
         %2 = FloatEq %1, %1 bool
         GuardTrue %2  @1 {}
         %4 = ConstInt [1] int
         %5 = Untag %0 int
         %6 = IntAddOv %5, %4 int  @1 {}
         GuardTrue %4  @1 {}
         %8 = IntLt %5, %4 bool
         GuardTrue %8  @1 {r0=%6}
         Jump (to %0)",
    );
}

#[test]
fn fold_knows_the_range_of_a_masked_phi_and_what_a_guard_implies() {
    // The phi is masked on entry and on the back edge: its product with a
    // 31-bit constant fits. After `i < n`, `i + 1` cannot overflow, nor can
    // `n - 1` (n is above the smallest int); `n - 1103515245` still may.
    check(
        "fold",
        "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %2 = ConstInt [2147483647] int
         %3 = IntAnd %1, %2 int
         %4 = ConstInt [1103515245] int
         %5 = ConstInt [1] int
         %6 = LoadSlot [1] ref
         %7 = Untag %6 int
         Loop
         %9 = Phi %3 [0] int
         %10 = Phi %1 [1] int
         %11 = IntMulOv %9, %4 int  @1 {}
         %12 = IntAnd %11, %2 int
         %13 = IntLt %10, %7 bool
         GuardTrue %13  @2 {}
         %15 = IntAddOv %10, %5 int  @3 {}
         %16 = IntSubOv %7, %5 int  @3 {}
         %17 = IntSubOv %7, %4 int  @3 {}
         Jump (to Loop) [%12, %15]",
        "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %2 = ConstInt [2147483647] int
         %3 = IntAnd %1, %2 int
         %4 = ConstInt [1103515245] int
         %5 = ConstInt [1] int
         %6 = LoadSlot [1] ref
         %7 = Untag %6 int
         Loop
         %9 = Phi %3 [0] int
         %10 = Phi %1 [1] int
         %11 = IntMul %9, %4 int
         %12 = IntAnd %11, %2 int
         %13 = IntLt %10, %7 bool
         GuardTrue %13  @2 {}
         %15 = IntAdd %10, %5 int
         %16 = IntSub %7, %5 int
         %17 = IntSubOv %7, %4 int  @3 {}
         Jump (to Loop) [%12, %15]",
    );
}

#[test]
fn fold_knows_an_induction_variable_stays_on_its_side_of_its_start() {
    // The preamble's guards say i >= 0 and i < n, so the loop starts at
    // i + 1 >= 1; counting up, the body's `i >= 0` always holds and goes,
    // while `i >= 2` may fail and stays.
    let looped = |step: &str, tests: &str| {
        format!(
            "%0 = LoadSlot [0] ref
         %1 = Untag %0 int
         %2 = LoadSlot [1] ref
         %3 = Untag %2 int
         %4 = ConstInt [0] int
         %5 = IntGe %1, %4 bool
         GuardTrue %5  @1 {{}}
         %7 = IntLt %1, %3 bool
         GuardTrue %7  @1 {{}}
         %9 = ConstInt [{step}] int
         %10 = ConstInt [1] int
         %11 = ConstInt [2] int
         %12 = IntAdd %1, %10 int
         Loop
         %14 = Phi %12 [0] int{tests}
         %20 = IntAddOv %14, %9 int  @3 {{}}
         Jump (to Loop) [%20]"
        )
    };
    let up = "
         %15 = IntGe %14, %4 bool
         GuardTrue %15  @2 {}
         %17 = IntGe %14, %11 bool
         GuardTrue %17  @2 {}";
    let up_folded = "
         %15 = ConstInt [1] bool
         %16 = IntGe %14, %11 bool
         GuardTrue %16  @2 {}";
    check("fold", &looped("1", up), &looped("1", up_folded).replace("%20 = IntAddOv", "%18 = IntAddOv").replace("[%20]", "[%18]"));
    // Counting down from the same start, neither goes (after them, `i - 1`
    // cannot overflow).
    check("fold", &looped("-1", up), &looped("-1", up).replace("%20 = IntAddOv %14, %9 int  @3 {}", "%20 = IntAdd %14, %9 int"));
}

#[test]
fn fold_compares_constant_words() {
    check(
        "fold",
        "%0 = ConstRef [0xe] ref
         %1 = ConstRef [0x6] ref
         %2 = RefEq %0, %1 bool
         GuardFalse %2  @1 {}
         Jump (to %0)",
        "%0 = ConstRef [0xe] ref
         %1 = ConstRef [0x6] ref
         %2 = ConstInt [0] bool
         Jump (to %0)",
    );
}

#[test]
fn fold_drops_a_word_guard_on_that_constant() {
    // A field the trace stored a constant into, read back around the loop:
    // its guard holds; a guard on another word is kept.
    check(
        "fold",
        "%0 = ConstRef [0x5] ref
         GuardRef %0 [0x5]  @1 {}
         GuardRef %0 [0x7]  @1 {}
         Jump (to %0)",
        "%0 = ConstRef [0x5] ref
         GuardRef %0 [0x7]  @1 {}
         Jump (to %0)",
    );
}

#[test]
fn fold_knows_an_allocation_is_no_other_object_and_a_tag_is_an_int() {
    check(
        "fold",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         %2 = Alloc [16 bytes, header 0x500000000] ref
         %3 = ConstRef [0x10] ref
         %4 = RefEq %1, %3 bool
         %5 = RefEq %2, %1 bool
         %6 = RefEq %0, %1 bool
         GuardFalse %4  @1 {}
         GuardFalse %5  @2 {}
         GuardFalse %6  @3 {}
         %10 = Untag %0 int
         %11 = Tag %10 ref
         GuardInt %11  @4 {}
         StoreSlot %11 [1]
         Jump (to %0)",
        // A loaded value may be the allocated object (it may have been
        // stored and read back): that test stays.
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         %2 = Alloc [16 bytes, header 0x500000000] ref
         %3 = ConstRef [0x10] ref
         %4 = ConstInt [0] bool
         %5 = ConstInt [0] bool
         %6 = RefEq %0, %1 bool
         GuardFalse %6  @3 {}
         %10 = Untag %0 int
         %11 = Tag %10 ref
         StoreSlot %11 [1]
         Jump (to %0)",
    );
}

#[test]
fn a_guard_on_a_constant_that_fails_is_found() {
    let find = |text: &str| jit::opt::guard_never_holding(&parse(text, &helpers()).expect("parses"));
    // The guards that hold, test what only the run knows, or split a long
    // trace (failing on purpose): none found.
    assert_eq!(
        find(
            "%0 = ConstInt [1] bool
             GuardTrue %0  @0 {}
             %2 = ConstRef [0x2] ref
             %3 = ConstInt [0] bool
             GuardTrue %3 [split]  @0 {}
             GuardRef %2 [0x2]  @1 {}
             %6 = LoadSlot [0] ref
             GuardType %6 [6]  @2 {}
             Jump (to %0)"
        ),
        None
    );
    // `GuardFalse` of true, `GuardRef` of another constant, a type guard
    // of the null word: each always fails.
    for (text, at) in [
        ("%0 = ConstInt [1] bool\n GuardFalse %0  @0 {}\n Jump (to %0)", 1),
        ("%0 = ConstRef [0x6] ref\n %1 = LoadSlot [0] ref\n GuardRef %0 [0xe]  @0 {}\n Jump (to %0)", 2),
        ("%0 = ConstRef [0x0] ref\n GuardType %0 [14]  @0 {}\n Jump (to %0)", 1),
    ] {
        assert_eq!(find(text), Some(at), "{text}");
    }
}
