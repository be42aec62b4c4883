//! Write-barrier elimination: a `WriteBarrier` on an object is dropped when
//! no collection can have run since
//! 1. the object was allocated by this trace (it is still in the nursery,
//!    and stores into young objects need no barrier), or
//! 2. an earlier barrier on the same object (it is young, or already in
//!    the remembered set until the next collection).
//!
//! "No collection" means no op flagged `GC` (an `Alloc` or a `Call`) lies
//! between, and the two are in the same iteration: the loop's back edge
//! forgets everything, as the body's end may be reached after a collection.
//!
//! 3. Across the back edge: a loop body whose only ops that may collect are
//!    allocations, storing into an object defined before the loop (a list's
//!    items array, say) that the preamble leaves covered, drops its barriers
//!    on that object and has each of its allocations redo them when it
//!    collects (the object becomes an operand of the `Alloc`): the object
//!    then stays young or remembered through every iteration.
//!
//! Must never: drop a barrier across an op that may collect without the
//! collection redoing it.

use super::{rebuild, Fate};
use crate::ir::{flag, Opcode, Trace, V};
use std::collections::HashSet;

pub fn run(trace: &mut Trace) {
    let start = trace.loop_start();
    let hoisted = hoistable(trace);
    // Objects (new numbering) known young or remembered since the last collection.
    let mut covered: HashSet<V> = HashSet::new();
    rebuild(trace, |old, i, map, new| {
        let op = &old.ops[i];
        let in_body = start.is_some_and(|s| i > s);
        let mapped = |v: &V| map[v.0 as usize].expect("operand mapped before its use");
        if op.opcode == Opcode::Loop {
            covered.clear();
            covered.extend(hoisted.iter().map(mapped));
            return Fate::Keep;
        }
        if op.opcode.flags() & flag::GC != 0 {
            covered.clear();
            if op.opcode == Opcode::Alloc {
                // Kept, it becomes the next op of the new trace.
                covered.insert(V(new.ops.len() as u32));
                if in_body && !hoisted.is_empty() {
                    let mut alloc = op.clone();
                    alloc.args = hoisted.iter().map(mapped).collect();
                    covered.extend(alloc.args.iter().copied());
                    return Fate::Become(alloc);
                }
            }
            return Fate::Keep;
        }
        if op.opcode == Opcode::WriteBarrier && !covered.insert(mapped(&op.args[0])) {
            return Fate::Drop;
        }
        Fate::Keep
    });
}

/// The objects of rule 3 (old numbering): defined before the `Loop` op,
/// barriered in a body that collects only in allocations, and covered at
/// the end of the preamble.
fn hoistable(trace: &Trace) -> Vec<V> {
    let Some(start) = trace.loop_start() else { return Vec::new() };
    let body = &trace.ops[start + 1..];
    if body.iter().any(|op| op.opcode.flags() & flag::GC != 0 && op.opcode != Opcode::Alloc) {
        return Vec::new();
    }
    let mut covered: HashSet<V> = HashSet::new();
    for (i, op) in trace.ops[..start].iter().enumerate() {
        if op.opcode.flags() & flag::GC != 0 {
            covered.clear();
            if op.opcode == Opcode::Alloc {
                covered.insert(V(i as u32));
            }
        }
        if op.opcode == Opcode::WriteBarrier {
            covered.insert(op.args[0]);
        }
    }
    let mut objs: Vec<V> = Vec::new();
    for op in body {
        let obj = op.args.first().copied();
        if let (Opcode::WriteBarrier, Some(o)) = (op.opcode, obj) {
            if (o.0 as usize) < start && covered.contains(&o) && !objs.contains(&o) {
                objs.push(o);
            }
        }
    }
    objs
}
