//! Deferred stores: a `StoreField` in a loop body into an object that
//! exists before the loop (a `for` loop's iterator, say), which nothing in
//! the body reads back, is taken off the hot path; every guard of the body
//! carries it as a pending store (`Snapshot::stores`) that its exit does
//! first. Memory keeps the value the preamble stored, so an exit taken
//! before the store's place in the body writes the previous iteration's
//! value: a phi must carry it (one the loop has already, for the value or
//! for the int it tags).
//!
//! A store qualifies when
//! 1. it writes a reference word (no float bits) at a nonzero offset (not
//!    the header, which type guards read), with a known alias class;
//! 2. no other op of the body may observe or overwrite that field: no
//!    call, no barrier on the object, no access of the same class (or of
//!    an unknown one) at that offset to an object that may be the same one
//!    (an object allocated in the body is not), no element access of the
//!    class;
//! 3. the preamble's last store to the field is the first iteration's
//!    version of it (so the phi's entry value is what memory holds), with
//!    nothing after it in the preamble that may overwrite the field;
//! 4. its snapshots stay within `MAX_EXIT_VALUES`.
//!
//! Must never: let an exit, a bridge or a collection see the field before
//! its pending store is done (the client does them before anything else
//! when an exit leaves for the interpreter; a bridge does them first).

use super::{rebuild, Fate};
use crate::context::MAX_EXIT_VALUES;
use crate::ir::{Op, Opcode, PendingStore, SnapId, Trace, Type, V, is_memory_access};

pub fn run(trace: &mut Trace) {
    let Some(start) = trace.loop_start() else { return };
    let mut dropped = vec![false; trace.ops.len()];
    for s in start + 1..trace.ops.len() {
        if let Some(pending) = plan(trace, start, s) {
            for (snap, store) in pending {
                trace.snapshots[snap.index()].stores.push(store);
            }
            dropped[s] = true;
        }
    }
    if dropped.iter().any(|d| *d) {
        rebuild(trace, |_, i, _, _| if dropped[i] { Fate::Drop } else { Fate::Keep });
    }
}

/// The pending stores that replace store `s`, one per snapshot of the
/// body's guards; `None` when `s` does not qualify.
fn plan(trace: &Trace, start: usize, s: usize) -> Option<Vec<(SnapId, PendingStore)>> {
    let op = &trace.ops[s];
    if op.opcode != Opcode::StoreField || op.offset() == 0 || op.alias().0 == 0 || (op.args[0].0 as usize) >= start || trace.ty(op.args[1]) != Type::Ref {
        return None;
    }
    let (obj, offset, value) = (op.args[0], op.offset(), op.args[1]);
    if !unobserved(trace, start, s) {
        return None;
    }
    let before = previous_value(trace, start, s)?;
    let mut pending: Vec<(SnapId, PendingStore)> = Vec::new();
    for (g, o) in trace.ops.iter().enumerate().skip(start + 1) {
        let Some(snap) = o.snap else { continue };
        let v = if g < s { before } else { value };
        match pending.iter().find(|(k, _)| *k == snap) {
            // A snapshot shared by guards on both sides of the store.
            Some((_, p)) if p.value != v => return None,
            Some(_) => continue,
            None => {}
        }
        if trace.snapshots[snap.index()].exit_values().count() + 2 > MAX_EXIT_VALUES {
            return None;
        }
        pending.push((snap, PendingStore { obj, offset, value: v }));
    }
    Some(pending)
}

/// Rule 2: nothing in the body but store `s` itself touches its field.
fn unobserved(trace: &Trace, start: usize, s: usize) -> bool {
    let store = &trace.ops[s];
    trace.ops.iter().enumerate().skip(start + 1).filter(|(j, _)| *j != s).all(|(_, op)| !touches(trace, op, store, true))
}

/// May `op` write (or, with `reads`, read) the field `store` writes? Calls
/// may do anything; a barrier on the object is taken as a sign of a
/// reference store into it; a field or element access does unless its
/// alias class differs, it reaches a fresh object, or it is a field at
/// another offset.
fn touches(trace: &Trace, op: &Op, store: &Op, reads: bool) -> bool {
    let (obj, offset, class) = (store.args[0], store.offset(), store.alias());
    match op.opcode {
        Opcode::Call => true,
        Opcode::WriteBarrier => op.args[0] == obj,
        o if is_memory_access(o) => {
            let writes = matches!(o, Opcode::StoreField | Opcode::StoreFloatField | Opcode::StoreElem);
            let target = op.args[0];
            let other_memory = op.alias().0 != 0 && op.alias() != class;
            let fresh = target != obj && trace.op(target).opcode == Opcode::Alloc;
            let elem = matches!(o, Opcode::LoadElem | Opcode::StoreElem);
            (writes || reads) && !other_memory && !fresh && (elem || op.offset() == offset)
        }
        _ => false,
    }
}

/// Rule 3: the value the field holds when an iteration of the body starts
/// (a phi, or the int phi its value tags).
fn previous_value(trace: &Trace, start: usize, s: usize) -> Option<V> {
    let store = &trace.ops[s];
    let (obj, offset, value) = (store.args[0], store.offset(), store.args[1]);
    let first = (0..start).rev().find(|&j| {
        let op = &trace.ops[j];
        op.opcode == Opcode::StoreField && op.args[0] == obj && op.offset() == offset
    })?;
    if trace.ops[first + 1..start].iter().any(|op| touches(trace, op, store, false)) {
        return None;
    }
    let entry = trace.ops[first].args[1];
    let phi_of = |init: V, next: V| {
        trace.ops.iter().enumerate().skip(start + 1).find_map(|(p, op)| {
            (op.opcode == Opcode::Phi && op.args[0] == init && trace.loop_next.get(op.phi().index()) == Some(&next)).then_some(V(p as u32))
        })
    };
    if let Some(p) = phi_of(entry, value) {
        return Some(p);
    }
    // A tagged int: the phi of the int (the exit tags it).
    let (e, v) = (trace.op(entry), trace.op(value));
    if e.opcode == Opcode::Tag && v.opcode == Opcode::Tag {
        return phi_of(e.args[0], v.args[0]);
    }
    None
}
