//! Common-subexpression elimination and redundant-guard removal, in one
//! forward walk (the trace is straight-line code; every op dominates the
//! ones after it, the loop body included):
//! 1. a pure op equal to an earlier one (opcode, type, operands, immediates)
//!    is replaced by it;
//! 2. a guard equal to an earlier guard is dropped: its operand is the same
//!    SSA value, so it cannot fail where the earlier one passed. This holds
//!    for `GuardInt`, `GuardType` (type ids that never change), `GuardRef`,
//!    `GuardTrue` and `GuardFalse`, and for the overflow-checked int ops;
//!    not for `GuardShape`, which reads a header that stores may change;
//! 3. a load from an immutable alias class (`AliasClass::IMMUTABLE`) equal
//!    to an earlier one is replaced by it, across calls and the loop header
//!    (the object is the same SSA value, and its field never changes).

use super::{rebuild, Fate};
use crate::ir::{flag, Opcode, Trace, Type};
use std::collections::HashMap;

fn shareable(op: &crate::ir::Op) -> bool {
    use Opcode::*;
    let immutable_load = matches!(op.opcode, LoadField | LoadElem | LoadFloatField) && op.alias().is_immutable();
    op.opcode.flags() & flag::PURE != 0 || immutable_load || matches!(op.opcode, GuardInt | GuardType | GuardRef | GuardTrue | GuardFalse | IntAddOv | IntSubOv | IntMulOv)
}

pub fn run(trace: &mut Trace) {
    let mut seen: HashMap<(Opcode, Type, Vec<u32>, crate::ir::Imm, crate::ir::GuardFlags), crate::ir::V> = HashMap::new();
    // `rebuild` numbers kept ops consecutively: the next kept op is `kept`.
    let mut kept = 0u32;
    rebuild(trace, |t, i, map, _| {
        let op = &t.ops[i];
        if !shareable(op) {
            kept += 1;
            return Fate::Keep;
        }
        let args: Vec<u32> = op.args.iter().map(|a| map[a.0 as usize].map_or(u32::MAX, |v| v.0)).collect();
        let key = (op.opcode, op.ty, args, op.imm, op.guard);
        match seen.get(&key) {
            Some(_) if op.ty == Type::Void => Fate::Drop,
            Some(v) => Fate::Replace(*v),
            None => {
                seen.insert(key, crate::ir::V(kept));
                kept += 1;
                Fate::Keep
            }
        }
    });
}
