//! Tests of the `sink` pass (`jit/src/opt/sink.rs`).

use super::*;

#[test]
fn sink_removes_an_object_that_never_escapes() {
    // Loads read the stored values (or the header), the type guard and
    // the barrier on it go.
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         %2 = Alloc [24 bytes, header 0x500000000] ref
         WriteBarrier %2
         StoreField %2, %0 [8]
         StoreFloatField %2, %1 [16]
         GuardType %2 [5]  @1 {}
         %7 = LoadField %2 [8] ref
         %8 = LoadField %2 [0] int
         StoreSlot %7 [1]
         %10 = Tag %8 ref
         StoreSlot %10 [2]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         %8 = ConstInt [21474836480] int
         StoreSlot %0 [1]
         %10 = Tag %8 ref
         StoreSlot %10 [2]
         Jump (to %0)",
    );
}

#[test]
fn sink_describes_an_object_at_each_guard_with_its_fields_then() {
    // The store after the first guard shows only at the second.
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         %2 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %2, %0 [8]
         GuardInt %0  @1 {r2=%2}
         StoreField %2, %1 [8]
         GuardInt %1  @2 > f0@9 {r2=%2 r3=%0}
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = LoadSlot [1] ref
         GuardInt %0  @1 {r2=v0} v0=Alloc[16 bytes, header 0x500000000]{8=%0}
         GuardInt %1  @2 > f0@9 {r2=v0 r3=%0} v0=Alloc[16 bytes, header 0x500000000]{8=%1}
         Jump (to %0)",
    );
}

#[test]
fn sink_allocates_an_object_where_it_escapes() {
    // Into a call, after a guard that describes it; into a real object's
    // field and element, after the stores that filled it.
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = ConstInt [0] int
         %2 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %2, %0 [8]
         %4 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %4, %0 [8]
         %6 = Alloc [16 bytes, header 0x500000000] ref
         GuardInt %0  @1 {r1=%2}
         Call escape, %2
         StoreField %4, %1 [8]
         StoreField %0, %4 [16]
         StoreElem %0, %1, %6 [24]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = ConstInt [0] int
         GuardInt %0  @1 {r1=v0} v0=Alloc[16 bytes, header 0x500000000]{8=%0}
         %2 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %2, %0 [8]
         Call escape, %2
         %4 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %4, %1 [8]
         StoreField %0, %4 [16]
         %6 = Alloc [16 bytes, header 0x500000000] ref
         StoreElem %0, %1, %6 [24]
         Jump (to %0)",
    );
}

#[test]
fn sink_nests_objects_stored_in_objects() {
    // The inner object's later store shows inside the outer one; when the
    // outer escapes, the inner is allocated first.
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         %2 = Alloc [24 bytes, header 0x600000000] ref
         StoreField %2, %1 [8]
         StoreField %1, %0 [8]
         GuardInt %0  @1 {r0=%2 r1=%1}
         StoreSlot %2 [1]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         GuardInt %0  @1 {r0=v0 r1=v1} v0=Alloc[24 bytes, header 0x600000000]{8=v1} v1=Alloc[16 bytes, header 0x500000000]{8=%0}
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         %2 = Alloc [24 bytes, header 0x600000000] ref
         StoreField %2, %1 [8]
         StoreSlot %2 [1]
         Jump (to %0)",
    );
}

#[test]
fn sink_allocates_objects_live_across_the_back_edge() {
    // The first iteration's object, which the phi carries in, is allocated
    // at the loop header; the body's, which it carries around, at the end
    // of the body (after the guard that still describes it).
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         GuardInt %0  @1 {r0=%1}
         Loop
         %5 = Phi %1 [0] ref
         %6 = LoadField %5 [8] ref
         %7 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %7, %6 [8]
         GuardInt %6  @2 {r0=%7}
         Jump (to Loop) [%7]",
        "%0 = LoadSlot [0] ref
         GuardInt %0  @1 {r0=v0} v0=Alloc[16 bytes, header 0x500000000]{8=%0}
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         Loop
         %5 = Phi %1 [0] ref
         %6 = LoadField %5 [8] ref
         GuardInt %6  @2 {r0=v0} v0=Alloc[16 bytes, header 0x500000000]{8=%6}
         %7 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %7, %6 [8]
         Jump (to Loop) [%7]",
    );
}

#[test]
fn sink_allocates_before_a_guard_it_cannot_decide() {
    // The type guard on the object can fail (another type id): it needs
    // the real object. A load of a field never stored reads memory.
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         GuardType %1 [6]  @1 {r0=%1}
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         GuardType %1 [6]  @1 {r0=%1}
         Jump (to %0)",
    );
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         %3 = LoadField %1 [16] ref
         StoreSlot %3 [0]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         %3 = LoadField %1 [16] ref
         StoreSlot %3 [0]
         Jump (to %0)",
    );
}

#[test]
fn sink_breaks_cycles_by_allocating() {
    // Storing `a` into `b` closes a cycle (a.f = b already): `b` is
    // allocated, then `a` (which points to it), then the store.
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         %2 = Alloc [16 bytes, header 0x600000000] ref
         StoreField %1, %2 [8]
         GuardInt %0  @1 {r0=%1}
         StoreField %2, %1 [8]
         GuardInt %0  @2 {r0=%1}
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         GuardInt %0  @1 {r0=v0} v0=Alloc[16 bytes, header 0x500000000]{8=v1} v1=Alloc[16 bytes, header 0x600000000]{}
         %2 = Alloc [16 bytes, header 0x600000000] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %2 [8]
         StoreField %2, %1 [8]
         GuardInt %0  @2 {r0=%1}
         Jump (to %0)",
    );
}

/// An object of `fields` words (all `%0`), allocated before a guard that
/// does not hold it and stored into a guard that does.
fn object_with_fields(fields: usize) -> String {
    let stores: String = (1..=fields).map(|k| format!("StoreField %1, %0 [{}]\n", 8 * k)).collect();
    format!("%0 = LoadSlot [0] ref\n%1 = Alloc [{} bytes, header 0x500000000] ref\nGuardInt %0  @1 {{}}\n{stores}GuardInt %0  @2 {{r0=%1}}\nJump (to %0)", 8 * (fields + 1))
}

#[test]
fn sink_allocates_before_a_guard_with_too_many_exit_values() {
    // MAX_EXIT_VALUES (128) field values fit in the exit; one more does not.
    let fields = |n: usize| (1..=n).map(|k| format!("{}=%0", 8 * k)).collect::<Vec<_>>().join(" ");
    check("sink", &object_with_fields(128), &format!("%0 = LoadSlot [0] ref\nGuardInt %0  @1 {{}}\nGuardInt %0  @2 {{r0=v0}} v0=Alloc[1032 bytes, header 0x500000000]{{{}}}\nJump (to %0)", fields(128)));
    let input = object_with_fields(129);
    let allocated = input.replacen("GuardInt %0  @1 {}\n", "", 1).replacen("\n", "\nGuardInt %0  @1 {}\n", 1);
    check("sink", &input, &allocated);
}

#[test]
fn sink_leaves_objects_that_escape_at_once_and_its_own_output() {
    unchanged(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         StoreSlot %1 [0]
         Jump (to %0)",
    );
    unchanged(
        "sink",
        "%0 = LoadSlot [0] ref
         GuardInt %0  @1 {r0=v0 r1=v1} v0=Alloc[24 bytes, header 0x600000000]{8=v1} v1=Alloc[16 bytes, header 0x500000000]{8=%0}
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         StoreSlot %1 [1]
         Jump (to %0)",
    );
}

#[test]
fn sink_decides_identity_tests_of_an_object_that_never_escapes() {
    // Nothing else can be the object: against a loaded value or a
    // constant it is false, against itself true, and it stays virtual.
    check(
        "sink",
        "%0 = LoadSlot [0] ref
         %1 = Alloc [16 bytes, header 0x500000000] ref
         StoreField %1, %0 [8]
         %3 = ConstRef [0x10] ref
         %4 = RefEq %1, %3 bool
         GuardFalse %4  @1 {r1=%1}
         %6 = RefEq %0, %1 bool
         %7 = RefEq %1, %1 bool
         %8 = Select %6, %0, %3 ref
         %9 = Select %7, %0, %3 ref
         StoreSlot %8 [1]
         StoreSlot %9 [2]
         Jump (to %0)",
        "%0 = LoadSlot [0] ref
         %3 = ConstRef [0x10] ref
         %4 = ConstInt [0] bool
         GuardFalse %4  @1 {r1=v0} v0=Alloc[16 bytes, header 0x500000000]{8=%0}
         %6 = ConstInt [0] bool
         %7 = ConstInt [1] bool
         %8 = Select %6, %0, %3 ref
         %9 = Select %7, %0, %3 ref
         StoreSlot %8 [1]
         StoreSlot %9 [2]
         Jump (to %0)",
    );
}
