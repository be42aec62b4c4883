//! Constant folding and algebraic simplification:
//! 1. pure integer and comparison ops on constants become constants;
//! 2. `x == x`, `x <= x`, `x >= x` are true and `x != x`, `x < x`, `x > x`
//!    false for ints and words (not floats: NaN); `x & c` with `c >= 0`
//!    is known non-negative, so `(x & c) >= 0` is true;
//! 3. `Untag(Tag(x))` is `x`;
//! 4. a guard on a constant that holds is dropped (one that fails is kept:
//!    the trace then always exits there, which is still correct).
//!
//! Folding never creates new constants after their uses: a folded value is
//! a new `ConstInt` op put where the folded op was.

use crate::ir::{Op, Opcode, Trace, Type, V};

/// What folding an op gives.
enum Folded {
    Same,
    Value(V),
    Const(i64),
    DropGuard,
}

/// Is `v` (in the new trace) an `IntAnd` with a non-negative constant?
fn non_negative(new: &Trace, v: V) -> bool {
    let op = new.op(v);
    op.opcode == Opcode::IntAnd && op.args.iter().any(|a| new.op(*a).opcode == Opcode::ConstInt && new.op(*a).imm >= 0)
}

fn fold(op: &Op, args: &[V], new: &Trace) -> Folded {
    use Opcode::*;
    let c = |k: usize| {
        let o = new.op(args[k]);
        (o.opcode == ConstInt).then_some(o.imm)
    };
    let same = args.len() == 2 && args[0] == args[1];
    match op.opcode {
        IntEq | IntLe | IntGe if same => Folded::Const(1),
        IntNe | IntLt | IntGt if same => Folded::Const(0),
        RefEq if same => Folded::Const(1),
        IntGe if non_negative(new, args[0]) && c(1) == Some(0) => Folded::Const(1),
        IntLt if non_negative(new, args[0]) && c(1) == Some(0) => Folded::Const(0),
        IntAdd | IntSub | IntMul | IntAnd | IntOr | IntXor | IntLt | IntLe | IntEq | IntNe | IntGt | IntGe => match (c(0), c(1)) {
            (Some(a), Some(b)) => Folded::Const(match op.opcode {
                IntAdd => a.wrapping_add(b),
                IntSub => a.wrapping_sub(b),
                IntMul => a.wrapping_mul(b),
                IntAnd => a & b,
                IntOr => a | b,
                IntXor => a ^ b,
                IntLt => (a < b) as i64,
                IntLe => (a <= b) as i64,
                IntEq => (a == b) as i64,
                IntNe => (a != b) as i64,
                IntGt => (a > b) as i64,
                _ => (a >= b) as i64,
            }),
            _ => Folded::Same,
        },
        Untag if new.op(args[0]).opcode == Tag => Folded::Value(new.op(args[0]).args[0]),
        GuardTrue if c(0) == Some(1) && new.op(args[0]).ty == Type::Bool => Folded::DropGuard,
        GuardFalse if c(0) == Some(0) && new.op(args[0]).ty == Type::Bool => Folded::DropGuard,
        _ => Folded::Same,
    }
}

pub fn run(trace: &mut Trace) {
    // Folded constants are appended as new ops in place of the folded ones.
    let old = std::mem::take(trace);
    let mut new = Trace { ops: Vec::with_capacity(old.ops.len()), snapshots: old.snapshots.clone(), loop_next: Vec::new() };
    let mut map: Vec<Option<V>> = vec![None; old.ops.len()];
    let mut phi_map: Vec<Option<u32>> = vec![None; old.loop_next.len()];
    for (i, op) in old.ops.iter().enumerate() {
        let args: Vec<V> = op.args.iter().map(|a| map[a.0 as usize].expect("operands precede their use")).collect();
        let folded = if op.opcode == Opcode::Phi { Folded::Same } else { fold(op, &args, &new) };
        match folded {
            Folded::Same => {
                let mut o = op.clone();
                o.args = args;
                if o.opcode == Opcode::Phi {
                    let k = new.loop_next.len() as u32;
                    phi_map[o.imm as usize] = Some(k);
                    o.imm = k as i64;
                    new.loop_next.push(V(u32::MAX));
                }
                map[i] = Some(new.push(o));
            }
            Folded::Value(v) => map[i] = Some(v),
            Folded::Const(k) => {
                // A folded comparison stays Bool-typed (a `ConstInt` of type Bool).
                let mut o = op.clone();
                o.opcode = Opcode::ConstInt;
                o.args = Vec::new();
                o.imm = k;
                o.snap = None;
                map[i] = Some(new.push(o));
            }
            Folded::DropGuard => {}
        }
    }
    for (k, v) in old.loop_next.iter().enumerate() {
        if let Some(nk) = phi_map[k] {
            new.loop_next[nk as usize] = map[v.0 as usize].expect("kept");
        }
    }
    for snap in &mut new.snapshots {
        for (_, v) in &mut snap.entries {
            *v = map[v.0 as usize].expect("snapshot values are kept");
        }
    }
    // Constants that replaced ops may now be unused: DCE removes them.
    *trace = new;
}
