//! Allocation sinking: an `Alloc` is not performed until its object
//! escapes, and not at all when it never does.
//!
//! The pass walks the trace once, keeping each allocated object virtual: a
//! record of its size, header and the fields stored into it so far. While
//! virtual, stores into it update the record, loads from it are replaced by
//! the stored value, type and shape guards on it are decided from its
//! header, identity tests of it are decided (nothing else is it), and
//! write barriers on it go. A guard exit that holds it gets a
//! description of it in its snapshot (`Snapshot::virtuals`): the exit
//! builds it from the values the trace hands over, so the hot path never
//! allocates it. Any other use makes it escape, and it is materialized
//! right there (an `Alloc` and its field stores, objects it points to
//! first): "as late as possible".
//!
//! Objects live across the loop's back edge escape there: those the loop
//! body uses from the first iteration are materialized at the `Loop` op,
//! and those a phi takes at the back edge at the end of the body. An object
//! stored into a virtual object that it reaches (a cycle) is materialized
//! first, so virtual objects never form cycles and materializing one never
//! loops.
//!
//! Must never: let a virtual object be seen by anything but the ops above
//! and snapshots; keep a snapshot with more exit values than an exit
//! hands over (`MAX_EXIT_VALUES`): such a guard gets its objects
//! materialized before it instead.

use crate::context::MAX_EXIT_VALUES;
use crate::ir::{Imm, Op, Opcode, SnapId, SnapValue, SnapVirtual, Snapshot, Trace, Type, VirtualId, V};
use std::collections::{BTreeMap, HashMap};

/// What an old value is in the new trace.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Val {
    Real(V),
    /// Object `k` of `Sink::objs`.
    Virt(usize),
}

/// An allocation of the old trace.
struct Obj {
    /// The `Alloc` op, emitted again when the object is materialized.
    alloc: Op,
    /// Byte offset → (value, stored as a float).
    fields: BTreeMap<i64, (Val, bool)>,
    /// The new trace's value once materialized.
    real: Option<V>,
}

/// Where a virtual of a new snapshot comes from.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Source {
    Obj(usize),
    /// A virtual of the old trace's snapshot (when the input has them).
    Old(VirtualId),
}

struct Sink<'a> {
    old: &'a Trace,
    new: Trace,
    map: Vec<Option<Val>>,
    objs: Vec<Obj>,
}

pub fn run(trace: &mut Trace) {
    if !trace.ops.iter().any(|o| o.opcode == Opcode::Alloc) {
        return;
    }
    let old = std::mem::take(trace);
    let mut s = Sink { old: &old, new: Trace { bridge: old.bridge, ..Trace::default() }, map: vec![None; old.ops.len()], objs: Vec::new() };
    let after_loop = used_after_loop(&old);
    for i in 0..old.ops.len() {
        if !s.absorb(i) {
            if old.ops[i].opcode == Opcode::Loop {
                s.materialize_used(&after_loop);
            }
            s.emit(i);
        }
    }
    let next: Vec<V> = old.loop_next.iter().map(|v| s.real(*v)).collect();
    s.new.loop_next = next;
    *trace = s.new;
}

/// Which old values the loop body uses (operands, snapshots, back-edge
/// values of ops from the `Loop` op on).
fn used_after_loop(t: &Trace) -> Vec<bool> {
    let mut used = vec![false; t.ops.len()];
    let Some(start) = t.loop_start() else { return used };
    for op in &t.ops[start..] {
        for a in &op.args {
            used[a.0 as usize] = true;
        }
        if let Some(s) = op.snap {
            for v in t.snapshots[s.index()].exit_values() {
                used[v.0 as usize] = true;
            }
        }
    }
    for v in &t.loop_next {
        used[v.0 as usize] = true;
    }
    used
}

impl Sink<'_> {
    fn resolve(&self, v: Val) -> Val {
        match v {
            Val::Virt(k) => self.objs[k].real.map_or(v, Val::Real),
            real => real,
        }
    }

    fn get(&self, old: V) -> Val {
        self.resolve(self.map[old.0 as usize].expect("an operand is defined before its use"))
    }

    /// The virtual object `old` is, if it is one.
    fn virt(&self, old: V) -> Option<usize> {
        match self.get(old) {
            Val::Virt(k) => Some(k),
            Val::Real(_) => None,
        }
    }

    /// The new value of `old`, materializing it if it is virtual.
    fn real(&mut self, old: V) -> V {
        match self.get(old) {
            Val::Real(v) => v,
            Val::Virt(k) => self.materialize(k),
        }
    }

    /// Handles op `i` when it touches a virtual object in a way that keeps
    /// it virtual; false when the op must be emitted.
    fn absorb(&mut self, i: usize) -> bool {
        let op = &self.old.ops[i];
        let target = op.args.first().and_then(|a| self.virt(*a));
        match (op.opcode, target) {
            (Opcode::Alloc, _) => {
                let alloc = Op { snap: None, ..op.clone() };
                self.objs.push(Obj { alloc, fields: BTreeMap::new(), real: None });
                self.map[i] = Some(Val::Virt(self.objs.len() - 1));
                true
            }
            (Opcode::StoreField | Opcode::StoreFloatField, Some(t)) => {
                let value = self.get(op.args[1]);
                if matches!(value, Val::Virt(c) if self.reaches(c, t)) {
                    // A cycle: the target escapes, and the value with it.
                    self.materialize(t);
                    return false;
                }
                self.objs[t].fields.insert(op.offset(), (value, op.opcode == Opcode::StoreFloatField));
                true
            }
            (Opcode::LoadField | Opcode::LoadFloatField, Some(t)) => {
                let float = op.opcode == Opcode::LoadFloatField;
                match self.objs[t].fields.get(&op.offset()) {
                    Some(&(value, f)) if f == float => {
                        self.map[i] = Some(value);
                        true
                    }
                    None if op.offset() == 0 && op.ty == Type::Int => {
                        let header = self.objs[t].alloc.alloc().1 as i64;
                        let c = self.new.push(Op::new(Opcode::ConstInt, &[], Imm::Int(header)).at(op));
                        self.map[i] = Some(Val::Real(c));
                        true
                    }
                    _ => false,
                }
            }
            (Opcode::GuardType | Opcode::GuardShape, Some(t)) => self.type_id(t) == Some(op.type_id()),
            (Opcode::RefEq, _) if self.virt(op.args[0]).is_some() || self.virt(op.args[1]).is_some() => {
                // No other value can be a virtual object: nothing else has
                // its address. Only the object itself is it.
                let same = self.get(op.args[0]) == self.get(op.args[1]);
                let c = self.new.push(Op { ty: op.ty, ..Op::new(Opcode::ConstInt, &[], Imm::Int(same as i64)).at(op) });
                self.map[i] = Some(Val::Real(c));
                true
            }
            (Opcode::WriteBarrier, Some(_)) => true,
            _ => false,
        }
    }

    /// Emits op `i` with real operands and its snapshot rewritten.
    fn emit(&mut self, i: usize) {
        let op = &self.old.ops[i];
        let args = op.args.iter().map(|a| self.real(*a)).collect();
        let snap = op.snap.map(|s| self.snapshot(s));
        let new = Op { args, snap, ..op.clone() };
        self.map[i] = Some(Val::Real(self.new.push(new)));
    }

    /// The type id in object `k`'s header, when it is known.
    fn type_id(&self, k: usize) -> Option<u32> {
        let header = match self.objs[k].fields.get(&0) {
            None => self.objs[k].alloc.alloc().1,
            Some((Val::Real(v), false)) => self.new.constant(*v)? as u64,
            Some(_) => return None,
        };
        Some(gc_type_id(header))
    }

    /// Is object `to` reachable from virtual object `from` (or the same)?
    fn reaches(&self, from: usize, to: usize) -> bool {
        let mut work = vec![from];
        let mut seen = vec![false; self.objs.len()];
        while let Some(k) = work.pop() {
            if k == to {
                return true;
            }
            if std::mem::replace(&mut seen[k], true) {
                continue;
            }
            for (v, _) in self.objs[k].fields.values() {
                if let Val::Virt(c) = self.resolve(*v) {
                    work.push(c);
                }
            }
        }
        false
    }

    /// Emits object `k`'s allocation and field stores (the objects it
    /// points to first, so no collection runs between its `Alloc` and its
    /// stores and they need no write barrier).
    fn materialize(&mut self, k: usize) -> V {
        if let Some(v) = self.objs[k].real {
            return v;
        }
        let children: Vec<usize> = self.objs[k].fields.values().filter_map(|(v, _)| match self.resolve(*v) {
            Val::Virt(c) => Some(c),
            Val::Real(_) => None,
        }).collect();
        for c in children {
            self.materialize(c);
        }
        let alloc = self.objs[k].alloc.clone();
        let (pc, frame) = (alloc.pc, alloc.frame);
        let obj = self.new.push(alloc);
        self.objs[k].real = Some(obj);
        let fields: Vec<(i64, (Val, bool))> = self.objs[k].fields.iter().map(|(o, f)| (*o, *f)).collect();
        for (offset, (value, float)) in fields {
            let Val::Real(x) = self.resolve(value) else { unreachable!("fields are materialized first") };
            let opcode = if float { Opcode::StoreFloatField } else { Opcode::StoreField };
            self.new.push(Op { pc, frame, ..Op::new(opcode, &[obj, x], Imm::field(offset, 0)) });
        }
        obj
    }

    /// Materializes every virtual object among the values `used` marks.
    fn materialize_used(&mut self, used: &[bool]) {
        for v in 0..used.len() {
            if used[v] {
                if let Some(Val::Virt(k)) = self.map[v].map(|x| self.resolve(x)) {
                    self.materialize(k);
                }
            }
        }
    }

    /// Old snapshot `s` in the new trace, virtual objects described; the
    /// new snapshot's index (shared with the previous op's when equal).
    fn snapshot(&mut self, s: SnapId) -> SnapId {
        let mut snap = self.convert(s);
        if snap.exit_values().count() > MAX_EXIT_VALUES {
            // Too many values to hand over: build the objects here instead.
            let old = &self.old.snapshots[s.index()];
            for v in old.exit_values().collect::<Vec<_>>() {
                self.real(v);
            }
            snap = self.convert(s);
        }
        if self.new.snapshots.last() == Some(&snap) {
            return SnapId(self.new.snapshots.len() as u32 - 1);
        }
        self.new.snapshots.push(snap);
        SnapId(self.new.snapshots.len() as u32 - 1)
    }

    fn convert(&self, s: SnapId) -> Snapshot {
        let old = &self.old.snapshots[s.index()];
        let mut b = SnapBuilder { sink: self, old, index: HashMap::new(), virtuals: Vec::new(), work: Vec::new() };
        let entries = old.entries.iter().map(|(slot, x)| (*slot, b.value(*x))).collect();
        while let Some((k, src)) = b.work.pop() {
            let fields: Vec<(i64, SnapValue)> = match src {
                Source::Obj(o) => self.objs[o].fields.iter().map(|(off, (v, _))| (*off, b.val(*v))).collect(),
                Source::Old(j) => old.virtuals[j.index()].fields.iter().map(|(off, x)| (*off, b.value(*x))).collect(),
            };
            b.virtuals[k.index()].fields = fields;
        }
        debug_assert!(old.stores.is_empty(), "sink runs before defer");
        Snapshot { pc: old.pc, entries, frames: old.frames.clone(), virtuals: b.virtuals, stores: Vec::new() }
    }
}

/// Builds the virtuals of one snapshot, each source once (aliases stay aliases).
struct SnapBuilder<'a, 'b> {
    sink: &'a Sink<'b>,
    old: &'a Snapshot,
    index: HashMap<Source, VirtualId>,
    virtuals: Vec<SnapVirtual>,
    /// Virtuals whose fields are still to fill.
    work: Vec<(VirtualId, Source)>,
}

impl SnapBuilder<'_, '_> {
    /// An old snapshot value.
    fn value(&mut self, x: SnapValue) -> SnapValue {
        match x {
            SnapValue::Op(v) => self.val(self.sink.get(v)),
            SnapValue::Virtual(j) => {
                let o = &self.old.virtuals[j.index()];
                self.source(Source::Old(j), o.size, o.header)
            }
        }
    }

    fn val(&mut self, v: Val) -> SnapValue {
        match self.sink.resolve(v) {
            Val::Real(v) => SnapValue::Op(v),
            Val::Virt(k) => {
                let (size, header) = self.sink.objs[k].alloc.alloc();
                self.source(Source::Obj(k), size, header)
            }
        }
    }

    fn source(&mut self, src: Source, size: i64, header: u64) -> SnapValue {
        if let Some(k) = self.index.get(&src) {
            return SnapValue::Virtual(*k);
        }
        let k = VirtualId(self.virtuals.len() as u32);
        self.virtuals.push(SnapVirtual { size, header, fields: Vec::new() });
        self.index.insert(src, k);
        self.work.push((k, src));
        SnapValue::Virtual(k)
    }
}

/// The type id a header word holds (bits 32..64, see the module doc of `ir`).
fn gc_type_id(header: u64) -> u32 {
    (header >> 32) as u32
}
