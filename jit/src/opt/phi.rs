//! Phi simplification: a phi whose back-edge value is the phi itself or its
//! own initial value never changes around the loop; its uses take the
//! initial value. Repeats until nothing changes (a phi may only become
//! invariant once another one was replaced).

use super::{rebuild, Fate};
use crate::ir::{Opcode, Trace, V};

pub fn run(trace: &mut Trace) {
    loop {
        let invariant: Vec<bool> = trace
            .ops
            .iter()
            .enumerate()
            .map(|(i, op)| op.opcode == Opcode::Phi && {
                let next = trace.loop_next[op.phi().index()];
                next == V(i as u32) || next == op.args[0]
            })
            .collect();
        if !invariant.iter().any(|x| *x) {
            return;
        }
        rebuild(trace, |t, i, map, _| if invariant[i] { Fate::Replace(map[t.ops[i].args[0].0 as usize].expect("phi operand precedes it")) } else { Fate::Keep });
    }
}
