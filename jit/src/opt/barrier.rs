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
//! Must never: drop a barrier across an op that may collect.

use super::{rebuild, Fate};
use crate::ir::{flag, Opcode, Trace, V};
use std::collections::HashSet;

pub fn run(trace: &mut Trace) {
    // Objects (new numbering) known young or remembered since the last collection.
    let mut covered: HashSet<V> = HashSet::new();
    rebuild(trace, |old, i, map, new| {
        let op = &old.ops[i];
        if op.opcode == Opcode::Loop {
            covered.clear();
            return Fate::Keep;
        }
        if op.opcode.flags() & flag::GC != 0 {
            covered.clear();
            if op.opcode == Opcode::Alloc {
                // Kept, it becomes the next op of the new trace.
                covered.insert(V(new.ops.len() as u32));
            }
            return Fate::Keep;
        }
        if op.opcode == Opcode::WriteBarrier {
            let obj = map[op.args[0].0 as usize].expect("operand mapped before its use");
            if !covered.insert(obj) {
                return Fate::Drop;
            }
        }
        Fate::Keep
    });
}
