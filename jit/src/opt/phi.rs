//! Phi simplification: a phi whose back-edge value is the phi itself or its
//! own initial value never changes around the loop; its uses take the
//! initial value (the `phi` pass). Two phis with the same initial and
//! back-edge values are one value: two registers holding one object
//! (`b = a`), which the exits must rebuild as one object, not two equal
//! ones (a float held unboxed is boxed once per value). Merging them is
//! not an optimization that may be switched off: `optimize` always does it
//! first (`merge_duplicates`). Both repeat until nothing changes (a phi may
//! only become invariant, or a duplicate, once another one was replaced).

use super::{rebuild, Fate};
use crate::ir::{Op, Opcode, Trace, V};
use std::collections::HashMap;

/// The `phi` pass: invariant phis replaced by their initial values (and duplicates merged).
pub fn run(trace: &mut Trace) {
    simplify(trace, true);
}

/// Phis with the same initial and back-edge values merged into the first.
pub fn merge_duplicates(trace: &mut Trace) {
    simplify(trace, false);
}

fn simplify(trace: &mut Trace, invariant: bool) {
    loop {
        let mut first: HashMap<(V, V), V> = HashMap::new();
        let fate: Vec<Option<V>> = trace.ops.iter().enumerate().map(|(i, op)| replacement(trace, &mut first, i, op, invariant)).collect();
        if fate.iter().all(Option::is_none) {
            return;
        }
        rebuild(trace, |_, i, map, _| match fate[i] {
            Some(v) => Fate::Replace(map[v.0 as usize].expect("a phi's replacement precedes it")),
            None => Fate::Keep,
        });
    }
}

/// What op `i` (`op`) is replaced by: its initial value for an invariant
/// phi (when `invariant`), the first phi with the same initial and
/// back-edge values for a duplicate one (`first` collects them).
fn replacement(trace: &Trace, first: &mut HashMap<(V, V), V>, i: usize, op: &Op, invariant: bool) -> Option<V> {
    if op.opcode != Opcode::Phi {
        return None;
    }
    let next = trace.loop_next[op.phi().index()];
    if invariant && (next == V(i as u32) || next == op.args[0]) {
        return Some(op.args[0]);
    }
    if !trace.remainder_next.is_empty() {
        // An unrolled loop's phis also have remainder values: not compared here.
        return None;
    }
    let same = *first.entry((op.args[0], next)).or_insert(V(i as u32));
    (same != V(i as u32)).then_some(same)
}
