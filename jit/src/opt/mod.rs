//! The optimizer: passes over a recorded trace, listed once in `PASSES` and
//! run in that order. Each can be switched off by name (`--jit opts=-cse`)
//! so a miscompile can be bisected.
//!
//! Every pass keeps the trace's meaning: same guards failing at the same
//! points with the same snapshot values, same stores. Passes rewrite a trace
//! through `rebuild`, which renumbers values and fixes operands, snapshots
//! and phis.
//!
//! Must never: change what a snapshot says the interpreter would see.

mod abc;
mod barrier;
mod bounds;
mod cse;
mod dce;
mod defer;
mod dse;
pub(crate) mod fold;
pub use fold::guard_never_holding;
mod phi;
mod poll;
mod sink;
pub mod unroll;

use crate::ir::{GuardFlags, Imm, Op, Opcode, PhiId, Trace, V};

/// The passes, in order: (name, what it does, the pass).
pub const PASSES: &[(&str, &str, fn(&mut Trace))] = &[
    ("phi", "drop loop phis whose value never changes", phi::run),
    ("sink", "allocate an object only where it escapes; guard exits build the others", sink::run),
    ("fold", "fold constants and simple identities; drop guards that always hold", fold::run),
    ("abc", "check an index against a loop-invariant length once before the loop, from its range or an earlier bound", abc::run),
    ("bounds", "check constant indices into one length once, with the largest", bounds::run),
    ("cse", "share repeated pure ops; drop guards an earlier guard on the same value implies", cse::run),
    ("dse", "drop a store overwritten before anything could observe it", dse::run),
    ("defer", "take stores into objects older than the loop off its hot path; exits do them", defer::run),
    ("dce", "drop pure ops and loads nothing uses", dce::run),
    ("barrier", "drop write barriers on objects allocated or barriered since the last collection", barrier::run),
    ("poll", "let the loop's first allocation check the interrupt byte in its slow path, in place of the loop's own check", poll::run),
    ("unroll", "lay a small counted loop's body out twice, testing its end once per two iterations, with a remainder for the last one (runs last)", unroll::run),
];

/// Runs every pass not named in `disabled`.
pub fn optimize(trace: &mut Trace, disabled: &[String]) {
    // Not a pass: exits rebuild one object per value (see `phi`).
    phi::merge_duplicates(trace);
    for (name, _, pass) in PASSES {
        if !disabled.iter().any(|d| d == name) {
            pass(trace);
        }
    }
}

/// `(x, L)` when `op` is a bounds check: a `GuardTrue [bounds]` of `x < L`
/// (shared by the passes that move or merge them, `abc` and `bounds`).
pub(crate) fn bounds_check(trace: &Trace, op: &Op) -> Option<(V, V)> {
    if op.opcode != Opcode::GuardTrue || !op.guard.has(GuardFlags::BOUNDS) {
        return None;
    }
    let cond = trace.op(op.args[0]);
    (cond.opcode == Opcode::IntLt).then(|| (cond.args[0], cond.args[1]))
}

/// The constant `c` when phi `phi` is an induction variable: its back-edge
/// value is `phi + c` (`IntAdd` or `IntAddOv`, either operand order, `c` a
/// `ConstInt`). Shared by `fold` (its range) and `unroll` (counted loops).
pub(crate) fn induction_step(trace: &Trace, phi: V) -> Option<V> {
    let op = trace.op(phi);
    if op.opcode != Opcode::Phi {
        return None;
    }
    let add = trace.op(*trace.loop_next.get(op.phi().index())?);
    if !matches!(add.opcode, Opcode::IntAdd | Opcode::IntAddOv) {
        return None;
    }
    match (add.args[0], add.args[1]) {
        (a, k) | (k, a) if a == phi && trace.op(k).opcode == Opcode::ConstInt => Some(k),
        _ => None,
    }
}

/// What `rebuild` does with one op.
pub(crate) enum Fate {
    Keep,
    /// Uses of it become uses of this (earlier, already mapped) value.
    Replace(V),
    /// It becomes this op (operands already in the new numbering).
    Become(crate::ir::Op),
    /// Nothing uses it: remove it.
    Drop,
    /// Keep it, then add these ops (operands in the new numbering, where
    /// the kept op takes the next index and they follow it).
    KeepThen(Vec<crate::ir::Op>),
}

/// Rewrites `trace`, deciding each op's fate in order; `fate(old, i, map,
/// new)` sees the old trace, the mapping of earlier values (old → new) and
/// the new trace built so far.
pub(crate) fn rebuild(trace: &mut Trace, mut fate: impl FnMut(&Trace, usize, &[Option<V>], &Trace) -> Fate) {
    let old = std::mem::take(trace);
    let mut map: Vec<Option<V>> = vec![None; old.ops.len()];
    let mut phi_map: Vec<Option<u32>> = vec![None; old.loop_next.len()];
    let mut new = Trace { ops: Vec::with_capacity(old.ops.len()), snapshots: old.snapshots.clone(), bridge: old.bridge, ..Trace::default() };
    for i in 0..old.ops.len() {
        match fate(&old, i, &map, &new) {
            fate @ (Fate::Keep | Fate::KeepThen(_)) => {
                let mut op = old.ops[i].clone();
                op.args = op.args.iter().map(|a| map[a.0 as usize].expect("operand kept or replaced before its use")).collect();
                if op.opcode == Opcode::Phi {
                    let k = new.loop_next.len() as u32;
                    phi_map[op.phi().index()] = Some(k);
                    op.imm = Imm::Phi(PhiId(k));
                    new.loop_next.push(V(u32::MAX));
                }
                map[i] = Some(new.push(op));
                if let Fate::KeepThen(extra) = fate {
                    for op in extra {
                        new.push(op);
                    }
                }
            }
            Fate::Replace(v) => map[i] = Some(v),
            Fate::Become(op) => map[i] = Some(new.push(op)),
            Fate::Drop => {}
        }
    }
    for (k, v) in old.loop_next.iter().enumerate() {
        if let Some(nk) = phi_map[k] {
            new.loop_next[nk as usize] = map[v.0 as usize].expect("a kept phi's back-edge value is kept");
        }
    }
    if !old.remainder_next.is_empty() {
        new.remainder_next = new.loop_next.clone();
        for (k, v) in old.remainder_next.iter().enumerate() {
            if let Some(nk) = phi_map[k] {
                new.remainder_next[nk as usize] = map[v.0 as usize].expect("a kept phi's remainder value is kept");
            }
        }
    }
    // Snapshots of kept ops name kept values; the others are no longer used.
    let mut used = vec![false; new.snapshots.len()];
    for op in &new.ops {
        if let Some(s) = op.snap {
            used[s.index()] = true;
        }
    }
    for (s, snap) in new.snapshots.iter_mut().enumerate() {
        if used[s] {
            snap.map_values(|v| map[v.0 as usize].expect("a snapshot value is kept"));
        } else {
            snap.entries.clear();
            snap.frames.clear();
            snap.virtuals.clear();
            snap.stores.clear();
        }
    }
    *trace = new;
}
