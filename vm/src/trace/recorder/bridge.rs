//! Starting a bridge: a recording that begins where a guard of a compiled
//! trace failed, with that exit's values as its inputs, and ends at the
//! header of a loop of the same code that has a trace (which runs next):
//! its own loop's, or, from a loop's exit, the next loop the code reaches
//! (an outer loop's body between two runs of an inner loop).
//!
//! Registers the exit's snapshot holds become `Input`s of their exit
//! value's type, dirty (the frame does not hold them while the bridge
//! runs); the stores the parent put off to its exits (`Snapshot::stores`)
//! are done first (the exit jumps straight here); objects the snapshot
//! holds virtual are built at the bridge's start (allocation sinking keeps
//! them virtual again where they do not escape).
//!
//! Must never: start from an exit inside an inlined frame (the bridge
//! would have to rebuild that frame's recording state).

use super::*;
use jit::ir::SnapValue;

impl Recorder {
    /// A recorder for the bridge from exit `exit` (an op index) of `parent`,
    /// a trace of the loop at `header` of `code`; `targets` are the loop
    /// headers of `code` with traces. A bridge is never peeled and carries
    /// no fields in phis, whatever `policy` says.
    pub fn new_bridge(code: &Code, header: u32, depth: usize, policy: RecordPolicy, parent: &Trace, exit: u32, targets: std::collections::HashSet<u32>) -> Res<Recorder> {
        let mut rec = Recorder::new(code, header, depth, RecordPolicy { peel: false, heap_phis: false, ..policy });
        rec.b.trace.bridge = true;
        rec.targets = targets;
        let Some(snap) = parent.ops[exit as usize].snap.map(|s| &parent.snapshots[s.index()]) else { return Err(Abort::BridgeStart) };
        if !snap.frames.is_empty() || snap.entries.iter().any(|(slot, _)| slot.index() >= rec.slots.len()) {
            return Err(Abort::BridgeStart);
        }
        rec.pc = snap.pc;
        rec.max_pc = snap.pc;
        let mut inputs = Vec::new();
        for (k, v) in snap.exit_values().enumerate() {
            inputs.push(rec.emit(Opcode::Input, parent.ty(v), &[], Imm::Input(InputId(k as u32)))?);
        }
        rec.pending_stores(snap, &inputs)?;
        // Where each virtual's field values start among the inputs.
        let plain = snap.entries.iter().filter(|(_, x)| matches!(x, SnapValue::Op(_))).count();
        let mut starts = Vec::with_capacity(snap.virtuals.len());
        let mut at = plain;
        for o in &snap.virtuals {
            starts.push(at);
            at += o.fields.iter().filter(|(_, x)| matches!(x, SnapValue::Op(_))).count();
        }
        let mut built = vec![None; snap.virtuals.len()];
        let mut next = 0;
        for (slot, x) in &snap.entries {
            let v = match x {
                SnapValue::Op(_) => {
                    next += 1;
                    inputs[next - 1]
                }
                SnapValue::Virtual(j) => rec.build_virtual(snap, j.index(), &inputs, &starts, &mut built)?,
            };
            rec.slots[slot.index()] = Some(v);
            rec.dirty[slot.index()] = true;
        }
        Ok(rec)
    }

    /// The stores the parent trace put off to this exit: their object and
    /// value words are the last inputs, in pairs (ints tagged here, as the
    /// VM does when it leaves through the exit instead).
    fn pending_stores(&mut self, snap: &jit::ir::Snapshot, inputs: &[V]) -> Res<()> {
        let first = inputs.len() - 2 * snap.stores.len();
        for (k, st) in snap.stores.iter().enumerate() {
            let (obj, x) = (inputs[first + 2 * k], inputs[first + 2 * k + 1]);
            let word = self.boxed(x)?;
            self.emit(Opcode::StoreField, Type::Void, &[obj, word], Imm::field(st.offset, 0))?;
            self.barrier(obj, word)?;
        }
        Ok(())
    }

    /// Allocates virtual `j` of `snap` and stores its fields (the objects
    /// it points to first, so no collection separates its allocation from
    /// its stores: they need no write barrier).
    fn build_virtual(&mut self, snap: &jit::ir::Snapshot, j: usize, inputs: &[V], starts: &[usize], built: &mut Vec<Option<V>>) -> Res<V> {
        if let Some(v) = built[j] {
            return Ok(v);
        }
        let o = &snap.virtuals[j];
        let mut fields = Vec::with_capacity(o.fields.len());
        let mut at = starts[j];
        for (off, x) in &o.fields {
            let v = match x {
                SnapValue::Op(_) => {
                    at += 1;
                    inputs[at - 1]
                }
                SnapValue::Virtual(c) => self.build_virtual(snap, c.index(), inputs, starts, built)?,
            };
            fields.push((*off, v));
        }
        let obj = self.emit(Opcode::Alloc, Type::Ref, &[], Imm::Alloc { size: o.size, header: o.header })?;
        for (off, v) in fields {
            let opcode = if self.b.trace.ty(v) == Type::Float { Opcode::StoreFloatField } else { Opcode::StoreField };
            self.emit(opcode, Type::Void, &[obj, v], Imm::field(off, 0))?;
        }
        built[j] = Some(obj);
        Ok(obj)
    }
}
