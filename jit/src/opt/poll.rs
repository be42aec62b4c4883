//! The loop's interrupt check folded into its first allocation: the body's
//! `GuardFlag` goes, and the first `Alloc` after it takes its snapshot and
//! becomes a *polling* allocation (`Op::is_poll`).
//!
//! Why it is the same check: the client keeps the nursery's allocation
//! limit at 0 while the interrupt byte is set (its signal handler sets the
//! byte, then the limit), so an allocation takes its slow path once the
//! code has read the limit again, and a polling allocation's slow path
//! reads the byte after the collector returns and leaves through the
//! snapshot when it is set (see `backend::lower`, 4). The code keeps the
//! limit in a register and reads it again after any call or collection:
//! a body that allocates on every iteration reaches the slow path after
//! at most one nursery of allocation even without a call, so the loop
//! still notices the request, a little later, at the cost of the
//! allocation's own limit test: the three instructions of the flag test
//! leave the hot path.
//!
//! Leaving at the allocation with the check's snapshot is leaving at the
//! check: only ops without an effect (pure ops, loads, guards) may stand
//! between the two, so the heap and the snapshot's values are what they
//! were at the check. The preamble's check stays (it runs once), and so
//! does the check of a body with no such allocation.
//!
//! Must never: move a check past a store, a barrier, a call or another
//! allocation; make an allocation poll outside a loop body.

use super::{rebuild, Fate};
use crate::ir::{flag, Op, Opcode, Trace};

pub fn run(trace: &mut Trace) {
    let Some((check, alloc)) = foldable(trace) else { return };
    let snap = trace.ops[check].snap;
    rebuild(trace, |old, i, map, _| {
        if i == check {
            return Fate::Drop;
        }
        if i != alloc {
            return Fate::Keep;
        }
        let at = &old.ops[i];
        let args = at.args.iter().map(|a| map[a.0 as usize].expect("operand defined before the allocation")).collect();
        Fate::Become(Op { args, snap, ..at.clone() })
    });
}

/// The body's `GuardFlag` and the `Alloc` that can take its place.
fn foldable(trace: &Trace) -> Option<(usize, usize)> {
    let start = trace.loop_start()?;
    let check = (start..trace.ops.len()).find(|&i| trace.ops[i].opcode == Opcode::GuardFlag)?;
    for i in check + 1..trace.ops.len() {
        let op = &trace.ops[i];
        if op.opcode == Opcode::Alloc {
            return op.snap.is_none().then_some((check, i));
        }
        if op.opcode.flags() & (flag::STORE | flag::GC) != 0 || op.opcode == Opcode::GuardFlag {
            return None;
        }
    }
    None
}
