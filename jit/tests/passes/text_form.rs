//! The IR's text form: it round-trips, and value names in it are free.

use super::*;

/// Every kind of syntax, numbered as `dump` numbers it.
const EVERY_SYNTAX: &str = "\
%0 = LoadSlot [0] ref
%1 = ConstFloat [2.5] float
%2 = ConstFloat [-1e-300] float
%3 = ConstRef [0x7f0000001000] ref
%4 = ConstInt [-7] int
     GuardRef %0 [0x7f0000001000]  @3 > f0@7 > f2@1 {r0=%0 r4=v0} v0=Alloc[24 bytes, header 0x500000000]{8=%1 16=v1} v1=Alloc[16 bytes, header 0x600000000]{0=%4 8=%3}
%6 = Call step, %0 ref  @4 {r1=%0}
     Call escape, %6
%8 = Alloc [16 bytes, header 0x500000000] ref
     StoreFloatField %8, %2 [8]
%10 = ConstFloat [NaN] float
%11 = ConstFloat [-inf] float
%12 = FloatAdd %10, %11 float
     Loop
%14 = Phi %0 [0] ref
%15 = Phi %4 [1] int
%16 = LoadElem %14, %15 [16] ref
     StoreElem %14, %15, %16 [16]
%18 = IntAddOv %15, %15 int  @5 {}
%19 = ConstInt [1] bool
     Jump (to Loop) [%16, %18]
";

#[test]
fn the_text_form_round_trips() {
    let with_markers = format!("# demo.py:1\n{}", EVERY_SYNTAX.replacen("     Loop\n", "# demo.py:2\n     Loop\n", 1));
    let trace = parse(&with_markers, &helpers()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(text(&trace), EVERY_SYNTAX);
    let again = parse(&text(&trace), &helpers()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(text(&again), EVERY_SYNTAX);
    assert_eq!(trace.loop_next.len(), 2);
    assert_eq!(trace.snapshots[0].virtuals.len(), 2);
}

#[test]
fn names_in_the_text_are_free() {
    let renumbered = "\
%10 = LoadSlot [0] ref
     GuardInt %10  @1 {r3=%10}
%4 = Untag %10 int
     Loop
%99 = Phi %4 [0] int
%5 = IntAdd %99, %4 int
     Jump (to Loop) [%5]
";
    let trace = parse(renumbered, &helpers()).unwrap_or_else(|e| panic!("{e}"));
    let dense = "%0 = LoadSlot [0] ref\n     GuardInt %0  @1 {r3=%0}\n%2 = Untag %0 int\n     Loop\n%4 = Phi %2 [0] int\n%5 = IntAdd %4, %2 int\n     Jump (to Loop) [%5]\n";
    assert_eq!(text(&trace), dense);
    assert_eq!(equivalent(renumbered, dense), Ok(()));
}
