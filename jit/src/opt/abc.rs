//! Bounds checks hoisted out of the loop: a bounds-check guard (`BOUNDS`)
//! in the loop body that an index lies below a loop-invariant length,
//! `x < L`, is dropped when the trace can check once, before the loop,
//! something that implies it in every iteration:
//! 1. `x` has a constant upper bound `hi` (a mask `y & c`, a remainder
//!    `y % c` with `c > 0`): the check becomes `hi < L`;
//! 2. an earlier guard of the body bounds `x` by a loop-invariant `S`
//!    (`x < S`, a `range` loop's `i < stop`): the check becomes `S <= L`.
//! The new check is a guard placed right after the first guard of the
//! preamble that follows the definitions of `L` (and `S`), with that
//! guard's snapshot: failing there leaves the trace exactly where that
//! guard would have (nothing happens between the two), so the interpreter
//! redoes the iteration itself. A trace is entered only at its start
//! (bridges and linked jumps too), so the check runs before every run of
//! the loop.
//!
//! Only bounds checks: the replacement fails whenever `x` could reach `L`
//! in some iteration, which for a bounds check means the program is about
//! to raise IndexError, while a branch guard (`if i < m`) would then leave
//! the trace at every entry.
//!
//! Must never: drop a check whose replacement could pass while the check
//! fails, or place the replacement where an exit would redo or skip an effect.

use super::{bounds_check, rebuild, Fate};
use crate::ir::{Imm, Op, Opcode, Trace, Type, V};

pub fn run(trace: &mut Trace) {
    let Some(start) = trace.loop_start() else { return };
    // (body guard to drop, preamble guard to follow, the new check).
    let mut plans: Vec<(usize, usize, Check)> = Vec::new();
    for g in start + 1..trace.ops.len() {
        if let Some((after, check)) = plan(trace, start, g) {
            plans.push((g, after, check));
        }
    }
    if plans.is_empty() {
        return;
    }
    rebuild(trace, |old, i, map, new| {
        if plans.iter().any(|(g, _, _)| *g == i) {
            return Fate::Drop;
        }
        let mut extra: Vec<Op> = Vec::new();
        for (_, _, c) in plans.iter().filter(|(_, after, _)| *after == i) {
            let ops = c.ops(old, i, map, new, extra.len());
            extra.extend(ops);
        }
        if extra.is_empty() {
            Fate::Keep
        } else {
            Fate::KeepThen(extra)
        }
    });
}

/// The check that replaces a body guard: `hi < len` or `bound <= len`.
#[derive(Clone, Copy)]
enum Check {
    Below { hi: i64, len: V },
    AtMost { bound: V, len: V },
}

impl Check {
    /// The ops of the check, to follow the guard at old index `after`
    /// (which `rebuild` pushes next, at index `new.ops.len()`) and the
    /// `placed` ops of the checks placed there before it, in the new numbering.
    fn ops(&self, old: &Trace, after: usize, map: &[Option<V>], new: &Trace, placed: usize) -> Vec<Op> {
        let at = &old.ops[after];
        let op = |opcode: Opcode, args: Vec<V>, imm: Imm| Op::new(opcode, &args, imm).at(at);
        let mapped = |v: V| map[v.0 as usize].expect("defined before the guard it follows");
        let base = (new.ops.len() + 1 + placed) as u32;
        let mut ops = Vec::new();
        let cond = match *self {
            Check::Below { hi, len } => {
                ops.push(op(Opcode::ConstInt, vec![], Imm::Int(hi)));
                ops.push(op(Opcode::IntLt, vec![V(base), mapped(len)], Imm::None));
                V(base + 1)
            }
            Check::AtMost { bound, len } => {
                ops.push(op(Opcode::IntLe, vec![mapped(bound), mapped(len)], Imm::None));
                V(base)
            }
        };
        ops.push(Op { snap: at.snap, ..op(Opcode::GuardTrue, vec![cond], Imm::None) });
        ops
    }
}

/// For body op `g`: the preamble guard to place its replacement after,
/// and that replacement, when `g` is a bounds check the module comment
/// describes.
fn plan(trace: &Trace, start: usize, g: usize) -> Option<(usize, Check)> {
    let (x, len) = bounds_check(trace, &trace.ops[g])?;
    if len.0 as usize >= start || trace.constant(len).is_some() {
        return None;
    }
    let check = match upper_bound(trace, x) {
        Some(hi) => Check::Below { hi, len },
        None => Check::AtMost { bound: earlier_bound(trace, start, g, x)?, len },
    };
    let needs = match check {
        Check::Below { .. } => len.0 as usize,
        Check::AtMost { bound, .. } => (len.0 as usize).max(bound.0 as usize),
    };
    let after = (needs + 1..start).find(|&p| is_guard(&trace.ops[p]) && trace.ops[p].snap.is_some())?;
    Some((after, check))
}

/// A constant `hi` with `x <= hi` always.
fn upper_bound(trace: &Trace, x: V) -> Option<i64> {
    let op = trace.op(x);
    let c = |k: usize| op.args.get(k).and_then(|a| trace.constant(*a));
    match op.opcode {
        Opcode::ConstInt if op.ty == Type::Int => Some(op.const_word()),
        Opcode::IntAnd => [c(1), c(0)].into_iter().flatten().find(|m| *m >= 0),
        Opcode::IntMod => c(1).filter(|m| *m > 0).map(|m| m - 1),
        _ => None,
    }
}

/// A loop-invariant `S` such that a guard of the body before `g` checked `x < S`.
fn earlier_bound(trace: &Trace, start: usize, g: usize, x: V) -> Option<V> {
    (start + 1..g).find_map(|k| {
        let op = &trace.ops[k];
        if op.opcode != Opcode::GuardTrue {
            return None;
        }
        let c = trace.op(op.args[0]);
        (c.opcode == Opcode::IntLt && c.args[0] == x && (c.args[1].0 as usize) < start).then(|| c.args[1])
    })
}

/// A guard that exits through a snapshot when it fails.
fn is_guard(op: &Op) -> bool {
    op.opcode.flags() & crate::ir::flag::GUARD != 0 && op.opcode != Opcode::Call
}
