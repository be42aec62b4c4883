//! Dead-store elimination: a `StoreField` to the same object and offset as
//! a later `StoreField`, with nothing between them that could observe the
//! first value, is dropped. Observers: any load at that offset (of any
//! object: objects may be the same), any guard or call (an exit or a
//! collection sees the object), any allocation (it may collect), and the
//! loop header (a phi may carry the object around).

use super::{rebuild, Fate};
use crate::ir::{flag, Opcode, Trace};

pub fn run(trace: &mut Trace) {
    let n = trace.ops.len();
    let mut dead = vec![false; n];
    for i in 0..n {
        let op = &trace.ops[i];
        if op.opcode != Opcode::StoreField {
            continue;
        }
        let (obj, off) = (op.args[0], op.offset());
        for later in &trace.ops[i + 1..] {
            let observes = later.opcode.flags() & (flag::GUARD | flag::GC) != 0
                || later.snap.is_some()
                || matches!(later.opcode, Opcode::Loop | Opcode::LoadElem | Opcode::StoreElem | Opcode::WriteBarrier)
                || matches!(later.opcode, Opcode::LoadField | Opcode::LoadFloatField) && later.offset() == off;
            if later.opcode == Opcode::StoreField && later.args[0] == obj && later.offset() == off {
                dead[i] = true;
                break;
            }
            if observes {
                break;
            }
        }
    }
    rebuild(trace, |_, i, _, _| if dead[i] { Fate::Drop } else { Fate::Keep });
}
