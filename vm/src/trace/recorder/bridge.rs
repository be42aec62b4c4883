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
//! An exit inside inlined frames starts a bridge there too: the
//! interpreter has just built those frames for real (the recording follows
//! them), while the bridge's recorder takes them up as inlined frames of
//! its own, rebuilt from the parent's description, so the bridge's code
//! runs with them virtual again, as the trace did.
//!
//! Must never: clear an inlined frame's registers as entering a call does
//! (they hold the exit's values).

use super::*;
use jit::exit_slots::{ExitSlots, ExitSource};
use jit::ir::SnapValue;

impl Recorder {
    /// A recorder for the bridge from exit `exit` (an op index) of `parent`,
    /// a trace of the loop at `header` of `code`; `targets` are the loop
    /// headers of `code` with traces. A bridge is never peeled and carries
    /// no fields in phis, whatever `policy` says.
    #[allow(clippy::too_many_arguments)]
    pub fn new_bridge(vm: &Vm, code: &Code, header: u32, depth: usize, policy: RecordPolicy, parent: &Trace, parent_slots: &ExitSlots, parent_frames: &[InlineFrame], exit: u32, targets: std::collections::HashSet<u32>) -> Res<Recorder> {
        let mut rec = Recorder::new(code, header, depth, RecordPolicy { peel: false, heap_phis: false, ..policy });
        rec.b.trace.bridge = true;
        rec.bridge_recording = true;
        rec.targets = targets;
        let Some(snap) = parent.ops[exit as usize].snap.map(|s| &parent.snapshots[s.index()]) else { return Err(Abort::BridgeStart) };
        // Registers of the inlined frames the exit is inside, as the parent laid them out.
        let top = snap.frames.iter().map(|sf| {
            let f = &parent_frames[sf.info.index()];
            f.base as usize + vm.tables.codes[f.code_index].co.nregs as usize
        });
        rec.cover_slots(top.max().unwrap_or(0));
        if snap.entries.iter().any(|(slot, _)| slot.index() >= rec.slots.len()) {
            return Err(Abort::BridgeStart);
        }
        rec.pc = snap.pc;
        rec.max_pc = snap.pc;
        // The exit's values: an input for each exit slot the parent's exit
        // reads (one per slot), a constant for a word the exit knows.
        let mut inputs = Vec::new();
        let mut loaded: Vec<(usize, V)> = Vec::new();
        for v in snap.exit_values() {
            let ty = parent.ty(v);
            let x = match parent_slots.source(parent, exit as usize, v) {
                ExitSource::Slot(s) => match loaded.iter().find(|(t, _)| *t == s) {
                    Some((_, x)) => *x,
                    None => {
                        let x = rec.emit(Opcode::Input, ty, &[], Imm::Input(InputId(s as u32)))?;
                        loaded.push((s, x));
                        x
                    }
                },
                ExitSource::Word(w) => match ty {
                    Type::Float => rec.constant(Opcode::ConstFloat, Imm::FloatBits(w))?,
                    Type::Ref => rec.constant(Opcode::ConstRef, Imm::Word(w))?,
                    _ => rec.emit(Opcode::ConstInt, ty, &[], Imm::Int(w as i64))?,
                },
            };
            inputs.push(x);
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
        rec.enter_exit_frames(vm, snap, parent_frames, depth)?;
        Ok(rec)
    }

    /// Takes up the inlined frames exit snapshot `snap` is inside
    /// (described by the parent's `parent_frames`) as this recording's own,
    /// outermost first: the frame the recording starts in is the innermost.
    /// Their globals are the real frames' (the interpreter just built them,
    /// above the traced frame at `depth`), as constants: module namespaces
    /// do not move once old.
    fn enter_exit_frames(&mut self, vm: &Vm, snap: &jit::ir::Snapshot, parent_frames: &[InlineFrame], depth: usize) -> Res<()> {
        for (k, sf) in snap.frames.iter().enumerate() {
            let f = &parent_frames[sf.info.index()];
            let globals = vm.mem.r.frames.get(depth + k).map_or(Value::EMPTY, |fr| fr.globals);
            if !is_type(globals, TY_DICT) || vm.mem.heap().is_young(globals.addr()) {
                return Err(Abort::BridgeStart);
            }
            let g = self.const_ref(globals)?;
            self.note_code(vm, f.code_index);
            // The parent laid the frame out from this same caller's registers.
            let rel = |r: u32| r.checked_sub(self.off as u32).and_then(|d| u16::try_from(d).ok()).ok_or(Abort::BridgeStart);
            let (dst, func, start) = (rel(f.ret)?, rel(f.func)?, rel(f.base)?);
            self.enter_inlined(f.call_pc, dst, func, start, f.code_index, g, f.init_class)?;
            self.mark_operator_frame(f.operator);
            if f.generator {
                self.mark_generator_frame(vm, Vec::new());
            }
        }
        if let Some(last) = snap.frames.last() {
            self.pc = last.pc;
        }
        Ok(())
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
            if let (0, Some(word)) = (off, self.b.trace.constant(v)) {
                // A shape transition's header, stored over the allocation's.
                self.watch.note_header_id(word);
            }
            let opcode = if self.b.trace.ty(v) == Type::Float { Opcode::StoreFloatField } else { Opcode::StoreField };
            self.emit(opcode, Type::Void, &[obj, v], Imm::field(off, 0))?;
        }
        built[j] = Some(obj);
        Ok(obj)
    }
}
