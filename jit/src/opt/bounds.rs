//! Bounds checks of constant indices merged: `r[0]`, `r[1]`, `r[2]` check
//! `0 < L`, `1 < L` and `2 < L` against the same length value `L`; the
//! first check becomes `2 < L` (the largest index) and the others go.
//!
//! Failing earlier is safe: the first check's snapshot resumes the
//! interpreter before the accesses, and it runs them itself, raising the
//! IndexError where the program does. Checks are merged only along a run
//! with no branch guard (a non-bounds `GuardTrue`/`GuardFalse`) and no
//! `Loop` between them, so an index the program reads only on a branch the
//! trace did not take is never checked early, and the preamble's checks
//! never merge with the loop's.
//!
//! Must never: strengthen a check whose condition anything else uses, or
//! name a constant defined after the check it strengthens.

use super::{bounds_check, rebuild, Fate};
use crate::ir::{GuardFlags, Op, Opcode, Trace, V};

/// Bounds checks against one length, along one run.
struct Group {
    len: V,
    /// The first check's condition op; the largest index and its constant.
    first_cond: usize,
    first_index: i64,
    max: (i64, V),
    /// The later checks, to drop.
    later: Vec<usize>,
}

pub fn run(trace: &mut Trace) {
    let uses = use_counts(trace);
    let mut open: Vec<Group> = Vec::new();
    let mut done: Vec<Group> = Vec::new();
    for (i, op) in trace.ops.iter().enumerate() {
        let branch = matches!(op.opcode, Opcode::GuardTrue | Opcode::GuardFalse) && !op.guard.has(GuardFlags::BOUNDS);
        if branch || op.opcode == Opcode::Loop {
            done.append(&mut open);
            continue;
        }
        let Some((index, c, len)) = constant_bounds_check(trace, op) else { continue };
        match open.iter_mut().find(|g| g.len == len) {
            Some(g) => {
                g.later.push(i);
                if index > g.max.0 {
                    g.max = (index, c);
                }
            }
            None => open.push(Group { len, first_cond: op.args[0].0 as usize, first_index: index, max: (index, c), later: Vec::new() }),
        }
    }
    done.append(&mut open);
    // (condition op to rewrite, its new constant), checks to drop.
    let mut rewrite: Vec<(usize, V, V)> = Vec::new();
    let mut drop: Vec<usize> = Vec::new();
    for g in done.into_iter().filter(|g| !g.later.is_empty()) {
        if g.max.0 > g.first_index {
            // The new condition must be the first check's alone, and its
            // constant defined before it.
            if uses[g.first_cond] != 1 || g.max.1 .0 as usize >= g.first_cond {
                continue;
            }
            rewrite.push((g.first_cond, g.max.1, g.len));
        }
        drop.extend(g.later);
    }
    if rewrite.is_empty() && drop.is_empty() {
        return;
    }
    rebuild(trace, |old, i, map, _| {
        if drop.contains(&i) {
            return Fate::Drop;
        }
        match rewrite.iter().find(|(c, _, _)| *c == i) {
            Some(&(_, k, len)) => {
                let at = &old.ops[i];
                let mapped = |v: V| map[v.0 as usize].expect("defined before the check");
                Fate::Become(Op { args: [mapped(k), mapped(len)].into_iter().collect(), ..at.clone() })
            }
            None => Fate::Keep,
        }
    });
}

/// `(index, its constant, L)` when `op` is a bounds check `c < L` of a
/// constant index `c >= 0`.
fn constant_bounds_check(trace: &Trace, op: &Op) -> Option<(i64, V, V)> {
    let (c, len) = bounds_check(trace, op)?;
    let index = trace.constant(c).filter(|k| *k >= 0 && trace.op(c).opcode == Opcode::ConstInt)?;
    Some((index, c, len))
}

/// How many times each value is used, as an operand or by a snapshot.
fn use_counts(trace: &Trace) -> Vec<usize> {
    let mut n = vec![0; trace.ops.len()];
    for v in &trace.loop_next {
        n[v.0 as usize] += 1;
    }
    for op in &trace.ops {
        for a in &op.args {
            n[a.0 as usize] += 1;
        }
        if let Some(s) = op.snap {
            for v in trace.snapshots[s.index()].exit_values() {
                n[v.0 as usize] += 1;
            }
        }
    }
    n
}
