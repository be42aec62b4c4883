//! Loop unrolling: a counted loop's small body is laid out twice, so one
//! trip of the compiled loop runs two iterations and tests the loop's end
//! once for both; a remainder runs the last iteration when one is left.
//!
//! A counted loop's head (`Trace::loop_head`, the part the backend runs
//! rotated) ends with its test `i < n`: a `GuardTrue` of `IntLt` where `i`
//! is an int phi stepped by a positive constant `c` (`IntAdd(i, c)` is its
//! back-edge value) and `n` is defined before the loop. The unrolled trace:
//! 1. `n - c`, computed before `Loop` (small ints: it cannot wrap);
//! 2. the head with its test replaced by `i < n - c` (that is, `i + c < n`:
//!    the second iteration will run too), a `GuardTrue` marked
//!    `TO_REMAINDER`: when it fails the trace does not leave, it runs the
//!    remainder;
//! 3. the first copy of the body, then the second, where the phis are the
//!    first copy's back-edge values; the second copy's own test is implied
//!    and goes, and so does its `GuardFlag` (one interrupt check per trip);
//!    its other guards stay, with snapshots of its own values;
//! 4. `Remainder`, then the body once as it was (its own test, which leaves
//!    through the loop's exit when the loop is done), on the phis' values,
//!    going back to `Loop` with `remainder_next`.
//!
//! A loop with k iterations left runs k / 2 unrolled trips, then the
//! remainder once or twice (the last time to leave), and never leaves the
//! trace early.
//!
//! Runs last: the passes before it know nothing of the remainder, and the
//! copies are made of the optimized body.
//!
//! Must never: unroll a body with a call, a branch guard (`is_branch`) or
//! more than `MAX_BODY` ops (code size), or a loop whose head does not end
//! with the counted test.

use crate::ir::{Args, GuardFlags, Imm, Op, Opcode, SnapId, Snapshot, Trace, Type, V};
use std::collections::HashMap;

/// The most ops (phis not counted) of a body worth laying out twice.
pub const MAX_BODY: usize = 40;

/// The counted loop's parts (indices of the old trace).
struct Counted {
    /// The `Loop` op.
    start: usize,
    /// The loop test guard (the head's last op) and its condition's operands.
    guard: usize,
    counter: V,
    limit: V,
    /// The counter's step (its back-edge value is `IntAdd(counter, step)`).
    step: V,
}

pub fn run(trace: &mut Trace) {
    if let Some(c) = counted(trace) {
        *trace = unrolled(trace, &c);
        // The copies' own tests: nothing uses them any more.
        super::dce::run(trace);
    }
}

/// The counted loop of a trace whose body is small enough, if it is one.
fn counted(trace: &Trace) -> Option<Counted> {
    let start = trace.loop_start()?;
    let body = &trace.ops[start + 1..];
    let work = body.iter().filter(|o| o.opcode != Opcode::Phi).count();
    if trace.bridge || work > MAX_BODY || body.iter().any(|o| matches!(o.opcode, Opcode::Call | Opcode::Remainder)) {
        return None;
    }
    let guard = trace.loop_head()?.end - 1;
    if body.iter().enumerate().any(|(k, o)| start + 1 + k != guard && is_branch(o)) {
        return None;
    }
    let g = &trace.ops[guard];
    let cond = g.args[0].0 as usize;
    let test = &trace.ops[cond];
    if g.opcode != Opcode::GuardTrue || test.opcode != Opcode::IntLt {
        return None;
    }
    let (counter, limit) = (test.args[0], test.args[1]);
    let phi = trace.op(counter);
    if phi.opcode != Opcode::Phi || phi.ty != Type::Int || limit.0 as usize >= start {
        return None;
    }
    let step = stepped_by(trace, counter)?;
    Some(Counted { start, guard, counter, limit, step })
}

/// A guard on a branch the program takes (not a type, overflow or bounds
/// check): a loop that goes both ways grows a bridge at each copy's
/// guard, and the bridges come back through the trace's entry, so the
/// copies would seldom run one after the other.
fn is_branch(op: &Op) -> bool {
    matches!(op.opcode, Opcode::GuardTrue | Opcode::GuardFalse) && !op.guard.has(GuardFlags::BOUNDS)
}

/// The positive constant `c` (defined before the loop) when the counter's
/// back-edge value is the unchecked `IntAdd(counter, c)`.
fn stepped_by(trace: &Trace, counter: V) -> Option<V> {
    let step = super::induction_step(trace, counter)?;
    let next = trace.loop_next[trace.op(counter).phi().index()];
    let before_loop = trace.loop_start().is_some_and(|s| (step.0 as usize) < s);
    let unchecked = trace.op(next).opcode == Opcode::IntAdd;
    (unchecked && before_loop && trace.op(step).const_word() > 0).then_some(step)
}

/// Copies of the old trace's ops into the new one, under a renaming of
/// old values; snapshots are copied once each, renamed the same way.
struct Copy {
    map: Vec<V>,
    snapshots: HashMap<SnapId, SnapId>,
}

impl Copy {
    fn new(map: Vec<V>) -> Copy {
        Copy { map, snapshots: HashMap::new() }
    }

    /// Op `i` of `old`, renamed, at the end of `new`.
    fn op(&mut self, old: &Trace, i: usize, new: &mut Trace) {
        let op = &old.ops[i];
        let snap = op.snap.map(|s| {
            *self.snapshots.entry(s).or_insert_with(|| {
                let mut copy: Snapshot = old.snapshots[s.index()].clone();
                copy.map_values(|v| self.map[v.0 as usize]);
                new.snapshots.push(copy);
                SnapId(new.snapshots.len() as u32 - 1)
            })
        });
        self.map[i] = new.push(Op { args: op.args.iter().map(|a| self.map[a.0 as usize]).collect(), snap, ..op.clone() });
    }

    fn next(&self, old: &Trace) -> Vec<V> {
        old.loop_next.iter().map(|v| self.map[v.0 as usize]).collect()
    }
}

/// The trace with its body laid out twice and a remainder (see the module comment).
fn unrolled(old: &Trace, c: &Counted) -> Trace {
    let mut new = Trace { ops: old.ops[..c.start].to_vec(), snapshots: old.snapshots.clone(), bridge: old.bridge, ..Trace::default() };
    let guard = &old.ops[c.guard];
    let at = |opcode, ty, args: &[V]| Op { ty, ..Op::new(opcode, args, Imm::None).at(guard) };
    let bound = new.push(at(Opcode::IntSub, old.ty(c.limit), &[c.limit, c.step]));
    // The first copy, the loop's phis and its head: the preamble keeps its numbers.
    let mut first = Copy::new((0..old.ops.len() as u32).map(V).collect());
    for i in c.start..old.ops.len() {
        if i == c.guard {
            let cond = new.push(at(Opcode::IntLt, old.ty(guard.args[0]), &[first.map[c.counter.0 as usize], bound]));
            first.op(old, i, &mut new);
            let g = new.ops.last_mut().expect("the guard was just pushed");
            g.args = Args::from_slice(&[cond]);
            g.guard = GuardFlags::TO_REMAINDER;
        } else {
            first.op(old, i, &mut new);
        }
    }
    // The second copy: the phis are the first copy's back-edge values.
    let mut second = Copy::new(first.map.clone());
    for i in c.start + 1..old.ops.len() {
        let op = &old.ops[i];
        if op.opcode == Opcode::Phi {
            second.map[i] = first.map[old.loop_next[op.phi().index()].0 as usize];
        } else if i != c.guard && op.opcode != Opcode::GuardFlag {
            second.op(old, i, &mut new);
        }
    }
    new.loop_next = second.next(old);
    // The remainder: the body once, on the phis.
    new.push(Op { pc: old.ops[c.start].pc, frame: old.ops[c.start].frame, ..at(Opcode::Remainder, Type::Void, &[]) });
    let mut rest = Copy::new(first.map.clone());
    for i in c.start + 1..old.ops.len() {
        if old.ops[i].opcode != Opcode::Phi {
            rest.op(old, i, &mut new);
        }
    }
    new.remainder_next = rest.next(old);
    new
}
