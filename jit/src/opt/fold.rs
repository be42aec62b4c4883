//! Constant folding and algebraic simplification:
//! 1. pure integer and comparison ops on constants become constants (floor
//!    division and modulo by a positive divisor as `div_euclid`/`rem_euclid`),
//!    and so does `RefEq` of two constant words; an object the trace
//!    allocates is no constant object and no other allocation, so `RefEq`
//!    of it and one of those is false;
//! 2. `x == x`, `x <= x`, `x >= x` are true and `x != x`, `x < x`, `x > x`
//!    false for ints and words (not floats: NaN); `x & c` with `c >= 0`
//!    is known non-negative, so `(x & c) >= 0` is true;
//! 3. `Untag(Tag(x))` is `x`;
//! 4. an overflow-checked op whose operands' ranges (constants, masks,
//!    remainders, shifts and their sums and products) keep it within
//!    `INT_BITS` becomes the unchecked op;
//! 5. a guard on a constant that holds is dropped (one that fails is kept:
//!    the trace then always exits there, which is still correct), and so
//!    is `GuardInt` of a value the trace tagged as an int.
//!
//! Ranges also come from facts: a loop phi lies in the union of its entry
//! value's range and its back-edge value's (when that one is known without
//! the phi, as for a mask); an induction variable (the phi plus a constant
//! around the loop) stays on its side of its entry value (from the facts
//! known at the loop's entry), so `i >= 0` holds in a loop counting up
//! from 0; and after a guard that `a < b` holds, `a` is below `b`'s
//! maximum (the largest small int at most) and `b` above `a`'s minimum, so
//! `i + 1` after `while i < n` needs no overflow check.
//!
//! A folded value is a `ConstInt` op put where the folded op was, so it
//! precedes every use.

use super::{rebuild, Fate};
use crate::ir::{GuardFlags, Imm, Op, Opcode, Trace, Type, INT_BITS, V};
use std::collections::HashMap;

/// Ranges known from facts (phis, guards), by value of the new trace.
type Known = HashMap<V, (i64, i64)>;

const SMALL_MIN: i64 = -(1 << (INT_BITS - 1));
const SMALL_MAX: i64 = (1 << (INT_BITS - 1)) - 1;

/// What folding an op gives.
enum Folded {
    Same,
    Value(V),
    Const(i64),
    DropGuard,
    /// The same operands under a cheaper opcode (an overflow check that cannot fail).
    Opcode(Opcode),
}

/// The values an `Int` value (in the new trace) surely lies in, when known:
/// constants, masks with a non-negative constant, remainders by a positive
/// constant, shifts of a known range, and sums, differences and products
/// of known ranges that cannot overflow.
fn range(new: &Trace, v: V, known: &Known) -> Option<(i64, i64)> {
    structural_range(new, v, known).or_else(|| known.get(&v).copied())
}

fn structural_range(new: &Trace, v: V, known: &Known) -> Option<(i64, i64)> {
    let op = new.op(v);
    let c = |k: usize| new.constant(op.args[k]).filter(|_| new.op(op.args[k]).opcode == Opcode::ConstInt);
    match op.opcode {
        Opcode::ConstInt if op.ty == Type::Int => Some((op.const_word(), op.const_word())),
        Opcode::IntAnd => [c(0), c(1)].into_iter().flatten().find(|k| *k >= 0).map(|k| (0, k)),
        Opcode::IntMod => c(1).filter(|k| *k > 0).map(|k| (0, k - 1)),
        Opcode::IntShr => {
            let (lo, hi) = range(new, op.args[0], known)?;
            let k = c(1).filter(|k| (0..64).contains(k))?;
            Some((lo >> k, hi >> k))
        }
        Opcode::IntAdd | Opcode::IntSub | Opcode::IntMul | Opcode::IntAddOv | Opcode::IntSubOv | Opcode::IntMulOv => combine(op.opcode, range(new, op.args[0], known)?, range(new, op.args[1], known)?),
        _ => None,
    }
}

/// The range of `a op b` for operands in ranges `x` and `y`, if it fits `INT_BITS`.
fn combine(op: Opcode, x: (i64, i64), y: (i64, i64)) -> Option<(i64, i64)> {
    let ends: Vec<i64> = match op {
        Opcode::IntAdd | Opcode::IntAddOv => vec![x.0.checked_add(y.0)?, x.1.checked_add(y.1)?],
        Opcode::IntSub | Opcode::IntSubOv => vec![x.0.checked_sub(y.1)?, x.1.checked_sub(y.0)?],
        _ => vec![x.0.checked_mul(y.0)?, x.0.checked_mul(y.1)?, x.1.checked_mul(y.0)?, x.1.checked_mul(y.1)?],
    };
    let (lo, hi) = (*ends.iter().min()?, *ends.iter().max()?);
    (crate::ir::fits_small_int(lo) && crate::ir::fits_small_int(hi)).then_some((lo, hi))
}

/// Is `v` (in the new trace) known to be non-negative?
fn non_negative(new: &Trace, v: V, known: &Known) -> bool {
    range(new, v, known).is_some_and(|(lo, _)| lo >= 0)
}

/// Is `a` an object the trace allocates and `b` a constant object or
/// another allocation (so never the same object)?
fn fresh_and_distinct(new: &Trace, a: V, b: V) -> bool {
    new.op(a).opcode == Opcode::Alloc && matches!(new.op(b).opcode, Opcode::ConstRef | Opcode::Alloc)
}

fn fold(op: &Op, args: &[V], new: &Trace, known: &Known) -> Folded {
    use Opcode::*;
    let c = |k: usize| {
        let o = new.op(args[k]);
        (o.opcode == ConstInt).then_some(o.const_word())
    };
    let word = |k: usize| {
        let o = new.op(args[k]);
        (o.opcode == ConstRef).then_some(o.const_word())
    };
    let same = args.len() == 2 && args[0] == args[1];
    match op.opcode {
        IntEq | IntLe | IntGe if same => Folded::Const(1),
        IntNe | IntLt | IntGt if same => Folded::Const(0),
        RefEq if same => Folded::Const(1),
        RefEq => match (word(0), word(1)) {
            (Some(a), Some(b)) => Folded::Const((a == b) as i64),
            _ if fresh_and_distinct(new, args[0], args[1]) || fresh_and_distinct(new, args[1], args[0]) => Folded::Const(0),
            _ => Folded::Same,
        },
        IntGe if non_negative(new, args[0], known) && c(1) == Some(0) => Folded::Const(1),
        IntLt if non_negative(new, args[0], known) && c(1) == Some(0) => Folded::Const(0),
        IntAdd | IntSub | IntMul | IntAnd | IntOr | IntXor | IntLt | IntLe | IntEq | IntNe | IntGt | IntGe | IntFloorDiv | IntMod | IntShr => match (c(0), c(1)) {
            (Some(a), Some(b)) => constant_result(op.opcode, a, b).map_or(Folded::Same, Folded::Const),
            _ => Folded::Same,
        },
        IntAddOv | IntSubOv | IntMulOv => match (range(new, args[0], known), range(new, args[1], known)) {
            (Some(x), Some(y)) => match combine(op.opcode, x, y) {
                Some((lo, hi)) if lo == hi && c(0).is_some() && c(1).is_some() => Folded::Const(lo),
                Some(_) => Folded::Opcode(match op.opcode {
                    IntAddOv => IntAdd,
                    IntSubOv => IntSub,
                    _ => IntMul,
                }),
                None => Folded::Same,
            },
            _ => Folded::Same,
        },
        Untag if new.op(args[0]).opcode == Tag => Folded::Value(new.op(args[0]).args[0]),
        GuardTrue if c(0) == Some(1) && new.op(args[0]).ty == Type::Bool => Folded::DropGuard,
        GuardFalse if c(0) == Some(0) && new.op(args[0]).ty == Type::Bool => Folded::DropGuard,
        GuardRef if word(0) == Some(op.const_word()) => Folded::DropGuard,
        GuardInt if new.op(args[0]).opcode == Tag => Folded::DropGuard,
        _ => Folded::Same,
    }
}

/// The first guard of `trace` whose condition is a constant that fails:
/// the trace always leaves there. Recording follows a real run, in which
/// every guard held, so such a guard means the recorder's values disagreed
/// with the interpreter's (or a pass broke the trace): a defect, which
/// `PITH_JIT_VERIFY` turns into a panic. (A `SPLIT` guard, where a long
/// trace continues in a bridge, fails on purpose.)
pub fn guard_never_holding(trace: &Trace) -> Option<usize> {
    use Opcode::*;
    trace.ops.iter().position(|op| {
        let Some(&arg) = op.args.first() else { return false };
        if op.guard.has(GuardFlags::SPLIT) {
            return false;
        }
        let a = trace.op(arg);
        let word = (a.opcode == ConstRef).then(|| a.const_word() as u64);
        match op.opcode {
            GuardTrue => a.opcode == ConstInt && a.ty == Type::Bool && a.const_word() == 0,
            GuardFalse => a.opcode == ConstInt && a.ty == Type::Bool && a.const_word() == 1,
            GuardRef => word.is_some_and(|w| w != op.const_word() as u64),
            // No object lives at a null or unaligned word.
            GuardType | GuardShape => word.is_some_and(|w| w == 0 || w & 7 != 0),
            _ => false,
        }
    })
}

/// Rule 1: the result of pure int op `opcode` on the constants `a` and `b`
/// (a comparison's as 0 or 1), when it has one; shared with the trace
/// builder, which folds as it records.
pub(crate) fn constant_result(opcode: Opcode, a: i64, b: i64) -> Option<i64> {
    use Opcode::*;
    Some(match opcode {
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
        IntGe => (a >= b) as i64,
        IntFloorDiv if b > 0 => a.div_euclid(b),
        IntMod if b > 0 => a.rem_euclid(b),
        IntShr if b > 0 && b < 64 => a >> b,
        _ => return None,
    })
}

pub fn run(trace: &mut Trace) {
    let phis = phi_ranges(trace);
    let steps = induction_steps(trace);
    let mut known = Known::new();
    rebuild(trace, |old, i, map, new| {
        let op = &old.ops[i];
        let args: Vec<V> = op.args.iter().map(|a| map[a.0 as usize].expect("operands precede their use")).collect();
        if op.opcode == Opcode::Phi {
            let entry = || range(new, args[0], &known);
            let r = match (phis.get(&i), steps.get(&i)) {
                (Some(r), _) => Some(*r),
                (None, Some(&step)) if step >= 0 => entry().map(|(lo, _)| (lo, SMALL_MAX)),
                (None, Some(_)) => entry().map(|(_, hi)| (SMALL_MIN, hi)),
                (None, None) => None,
            };
            if let Some(r) = r {
                // Kept, it becomes the next op of the new trace.
                known.insert(V(new.ops.len() as u32), r);
            }
            return Fate::Keep;
        }
        match fold(op, &args, new, &known) {
            Folded::Same => {
                if matches!(op.opcode, Opcode::GuardTrue | Opcode::GuardFalse) {
                    learn(&mut known, new, op.opcode == Opcode::GuardTrue, args[0]);
                }
                Fate::Keep
            }
            Folded::Value(v) => Fate::Replace(v),
            // A folded comparison stays Bool-typed (a `ConstInt` of type Bool).
            Folded::Const(k) => Fate::Become(Op { ty: op.ty, ..Op::new(Opcode::ConstInt, &[], Imm::Int(k)).at(op) }),
            Folded::DropGuard => Fate::Drop,
            Folded::Opcode(opcode) => Fate::Become(Op { opcode, args: args.into(), snap: None, guard: GuardFlags::NONE, ..op.clone() }),
        }
    });
}

/// The range of each `Int` phi (by op index) whose entry and back-edge
/// values both have one, the back-edge value's found without assuming
/// anything about phis (no facts).
fn phi_ranges(trace: &Trace) -> HashMap<usize, (i64, i64)> {
    let none = Known::new();
    let mut out = HashMap::new();
    for (i, op) in trace.ops.iter().enumerate() {
        if op.opcode != Opcode::Phi || op.ty != Type::Int {
            continue;
        }
        let Some(&next) = trace.loop_next.get(op.phi().index()) else { continue };
        if let (Some(a), Some(b)) = (range(trace, op.args[0], &none), range(trace, next, &none)) {
            out.insert(i, (a.0.min(b.0), a.1.max(b.1)));
        }
    }
    out
}

/// The step of each `Int` phi (by op index) that is an induction variable:
/// its back-edge value is the phi plus a constant. Such a phi never goes
/// below its entry value's minimum when the step is not negative (nor
/// above its maximum when it is not positive), whatever the facts at the
/// entry: every value it takes is a small int.
fn induction_steps(trace: &Trace) -> HashMap<usize, i64> {
    (0..trace.ops.len())
        .filter(|&i| trace.ops[i].ty == Type::Int)
        .filter_map(|i| super::induction_step(trace, V(i as u32)).map(|k| (i, trace.op(k).const_word())))
        .collect()
}

/// What a kept guard on the comparison `cond` says (`holds`: the guard
/// exits unless it is true): for `a < b`, `a` is at most `b`'s maximum - 1
/// and `b` at least `a`'s minimum + 1; for `a <= b`, at most `b`'s maximum
/// and at least `a`'s minimum (small ints bound both).
fn learn(known: &mut Known, new: &Trace, holds: bool, cond: V) {
    let c = new.op(cond);
    let (a, b, strict) = match (holds, c.opcode) {
        (true, Opcode::IntLt) | (false, Opcode::IntGe) => (c.args[0], c.args[1], 1),
        (true, Opcode::IntGt) | (false, Opcode::IntLe) => (c.args[1], c.args[0], 1),
        (true, Opcode::IntLe) | (false, Opcode::IntGt) => (c.args[0], c.args[1], 0),
        (true, Opcode::IntGe) | (false, Opcode::IntLt) => (c.args[1], c.args[0], 0),
        _ => return,
    };
    let (ra, rb) = (range(new, a, known).unwrap_or((SMALL_MIN, SMALL_MAX)), range(new, b, known).unwrap_or((SMALL_MIN, SMALL_MAX)));
    let a_hi = ra.1.min(rb.1 - strict);
    let b_lo = rb.0.max(ra.0 + strict);
    if ra.0 <= a_hi {
        known.insert(a, (ra.0, a_hi));
    }
    if b_lo <= rb.1 {
        known.insert(b, (b_lo, rb.1));
    }
}
