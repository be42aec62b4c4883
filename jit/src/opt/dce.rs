//! Dead-code elimination: ops whose only effect is their value (pure ops,
//! loads, phis) are dropped when no guard, store, call or snapshot needs
//! them, found by marking backwards from everything that has an effect.

use super::{rebuild, Fate};
use crate::ir::{flag, Opcode, Trace};

/// Ops that may be removed when unused.
fn removable(op: Opcode) -> bool {
    use Opcode::*;
    op.flags() & flag::PURE != 0 || matches!(op, LoadSlot | LoadField | LoadFloatField | LoadElem | Phi | Input)
}

pub fn run(trace: &mut Trace) {
    let n = trace.ops.len();
    let mut live = vec![false; n];
    let mut work: Vec<usize> = (0..n).filter(|&i| !removable(trace.ops[i].opcode)).collect();
    for &i in &work {
        live[i] = true;
    }
    while let Some(i) = work.pop() {
        let op = &trace.ops[i];
        let mut uses: Vec<usize> = op.args.iter().map(|a| a.0 as usize).collect();
        if let Some(s) = op.snap {
            uses.extend(trace.snapshots[s.index()].exit_values().map(|v| v.0 as usize));
        }
        if op.opcode == Opcode::Phi {
            uses.push(trace.loop_next[op.phi().index()].0 as usize);
            uses.extend(trace.remainder_next.get(op.phi().index()).map(|v| v.0 as usize));
        }
        for u in uses {
            if !live[u] {
                live[u] = true;
                work.push(u);
            }
        }
    }
    rebuild(trace, |_, i, _, _| if live[i] { Fate::Keep } else { Fate::Drop });
}
