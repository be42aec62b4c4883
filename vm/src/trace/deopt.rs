//! Deoptimization: an exit's snapshot written back into the interpreter's
//! frames: values boxed, sunk objects built, inlined frames pushed.

use super::*;
use crate::value::Value;
use crate::runtime::vm::{Exc, PyResult, Vm};
use jit::context::MAX_EXIT_VALUES;
use jit::ir::{Opcode, SnapValue, Type};

impl Vm {
    /// Writes the snapshot of exit `exit` into the frame and sets its pc; an
    /// exit through a failed helper call re-raises its exception.
    pub(super) fn deopt(&mut self, t: &TraceInfo, exit: u32, values: &[u64; MAX_EXIT_VALUES]) -> PyResult<()> {
        self.jit.stats.exits_to_interpreter += 1;
        let op = &t.ir.ops[exit as usize];
        let Some(snap) = op.snap.map(|s| &t.ir.snapshots[s.index()]) else {
            panic!("pith-jit: trace {} exited at op {} which has no snapshot", t.id, exit);
        };
        // First, before anything allocates (the words are raw, unrooted).
        self.do_pending_stores(t, snap, values);
        let base = self.mem.r.frames.last().map_or(0, |f| f.base);
        // Room for the inlined frames' registers, which the entries may name.
        let old_len = self.mem.r.stack.len();
        let need = snap.frames.iter().map(|sf| self.inlined_frame_top(t, base, sf)).max().unwrap_or(0);
        if self.mem.r.stack.len() < need {
            self.mem.r.stack.resize(need, Value::EMPTY);
        }
        // The entries' words come first among the exit values, in order
        // (`Snapshot::exit_values`); then the virtuals' fields.
        let entries = snap.entries.iter().filter_map(|(slot, x)| match x {
            SnapValue::Op(v) => Some((*slot, *v)),
            SnapValue::Virtual(_) => None,
        });
        let mut plain = 0;
        for ((slot, v), w) in entries.clone().zip(values.iter().copied()) {
            plain += 1;
            let value = match t.ir.ty(v) {
                Type::Int => Value::int(w as i64),
                Type::Bool => Value::bool(w != 0),
                Type::Ref => Value(w),
                Type::Float | Type::Void => continue,
            };
            self.mem.r.stack[base + slot.index()] = value;
        }
        // Then what allocates, now that every other value is in the frame:
        // sunk objects (before the inlined frames, which read the instance
        // an `__init__` frame runs on from its register), then float boxes.
        self.materialize_virtuals(t, snap, base, &values[plain..]);
        self.push_inlined_frames(t, base, snap, old_len);
        // One box per value: registers holding one float hold one object
        // (the first box made is in the frame, rooted, when the next needs it).
        let mut boxed: Vec<(jit::ir::V, usize)> = Vec::new();
        for ((slot, v), w) in entries.zip(values.iter().copied()) {
            if t.ir.ty(v) == Type::Float {
                let f = match boxed.iter().find(|(u, _)| *u == v) {
                    Some((_, at)) => self.mem.r.stack[*at],
                    None => self.mem.new_float(f64::from_bits(w)),
                };
                boxed.push((v, base + slot.index()));
                self.mem.r.stack[base + slot.index()] = f;
            }
        }
        let raised = op.opcode == Opcode::Call;
        let depth = self.mem.r.frames.len();
        if let Some(f) = self.mem.r.frames.get_mut(depth - 1 - snap.frames.len()) {
            f.pc = snap.pc as usize;
        }
        for (k, sf) in snap.frames.iter().enumerate() {
            self.mem.r.frames[depth - snap.frames.len() + k].pc = sf.pc as usize;
        }
        if let Some(f) = self.mem.r.frames.last_mut() {
            f.pc += raised as usize;
        }
        if raised {
            Err(Exc)
        } else {
            Ok(())
        }
    }

    /// The stores the trace put off (`Snapshot::stores`), from the exit's
    /// words: they come last among its values. Ints are stored tagged.
    pub(super) fn do_pending_stores(&mut self, t: &TraceInfo, snap: &jit::ir::Snapshot, values: &[u64; MAX_EXIT_VALUES]) {
        let first = snap.exit_values().count() - 2 * snap.stores.len();
        for (k, st) in snap.stores.iter().enumerate() {
            let (obj, w) = (values[first + 2 * k], values[first + 2 * k + 1]);
            let word = if t.ir.ty(st.value) == Type::Int { Value::int(w as i64) } else { Value(w) };
            self.mem.set_field(Value(obj), st.offset as usize / 8, word);
        }
    }

    /// Builds the snapshot's sunk allocations and stores them into their
    /// slots. `fields` starts with the exit words of the virtuals' fields, in order.
    /// Reference words and the new objects stay rooted in `temps` while
    /// allocating (each allocation may move them); the fields are filled
    /// once all exist, with the write barrier, since a collection during a
    /// later allocation may have made an earlier object old. Each object's
    /// size must be readable from the moment it exists (a collection during
    /// a later allocation copies it by that size): its header has its final
    /// type, and a tuple or array its length (`object::model::size_word`).
    pub(super) fn materialize_virtuals(&mut self, t: &TraceInfo, snap: &jit::ir::Snapshot, base: usize, fields: &[u64]) {
        if snap.virtuals.is_empty() {
            return;
        }
        let temp_base = self.mem.r.temps.len();
        // Only reference words are roots: a raw int word may look like a pointer.
        let field_ops = snap.virtuals.iter().flat_map(|o| o.fields.iter()).filter_map(|(_, x)| match x {
            SnapValue::Op(v) => Some(*v),
            SnapValue::Virtual(_) => None,
        });
        self.mem.r.temps.extend(field_ops.zip(fields.iter()).map(|(v, w)| if t.ir.ty(v) == Type::Ref { Value(*w) } else { Value::EMPTY }));
        let objs = self.mem.r.temps.len();
        let mut next = 0;
        for o in &snap.virtuals {
            let ty = virtual_type_id(t, o, &fields[next..]);
            next += o.fields.iter().filter(|(_, x)| matches!(x, SnapValue::Op(_))).count();
            let obj = self.mem.alloc_values(ty, o.size as usize / 8 - 1);
            if let Some((i, w)) = crate::object::model::size_word(ty, o.size as usize) {
                crate::object::init_field(obj, i, w);
            }
            let size = crate::object::model::object_size(&self.mem.shapes, obj);
            assert_eq!(size, o.size as usize, "pith-jit: trace {} rebuilds a sunk object of type {} whose size the heap would read as {} bytes, not {}", t.id, ty, size, o.size);
            self.mem.r.temps.push(obj);
        }
        let mut next = temp_base;
        for (k, o) in snap.virtuals.iter().enumerate() {
            let obj = self.mem.r.temps[objs + k];
            for (off, x) in &o.fields {
                let w = match x {
                    SnapValue::Op(v) => {
                        let w = if t.ir.ty(*v) == Type::Ref { self.mem.r.temps[next].0 } else { fields[next - temp_base] };
                        next += 1;
                        w
                    }
                    SnapValue::Virtual(j) => self.mem.r.temps[objs + j.index()].0,
                };
                self.store_virtual_word(obj, *off, w);
            }
        }
        for (slot, x) in &snap.entries {
            if let SnapValue::Virtual(j) = x {
                self.mem.r.stack[base + slot.index()] = self.mem.r.temps[objs + j.index()];
            }
        }
        self.mem.r.temps.truncate(temp_base);
    }

    /// Stores word `w` at byte offset `off` of a just-built object: offset 0
    /// sets the header's type id (keeping the GC's flags), any other is a
    /// field store with the write barrier for references.
    pub(super) fn store_virtual_word(&mut self, obj: Value, off: i64, w: u64) {
        let i = off as usize / 8;
        if i == 0 {
            let h = crate::object::word(obj, 0);
            crate::object::set_word(obj, 0, gc::header::with_type_id(h, gc::header::type_id(w)));
        } else {
            self.mem.set_field(obj, i, Value(w));
        }
    }

    /// The end of the registers of inlined frame `sf` of an exit from a
    /// frame whose registers start at `base`.
    pub(super) fn inlined_frame_top(&self, t: &TraceInfo, base: usize, sf: &jit::ir::SnapFrame) -> usize {
        let info = &t.inline_frames[sf.info.index()];
        base + info.base as usize + self.tables.codes[info.code_index].co.nregs as usize
    }

    /// Builds the interpreter frames of the inlined calls an exit is inside
    /// (their registers are written afterwards from the snapshot).
    /// `old_len` is the stack length before the exit: frame k's `saved_len`
    /// is what the stack length was when the interpreter would have pushed
    /// it: past the registers of every frame below it (a callee's frame
    /// starts inside its caller's registers, so frame k - 1 may end before
    /// frame k - 2 does).
    pub(super) fn push_inlined_frames(&mut self, t: &TraceInfo, base: usize, snap: &jit::ir::Snapshot, old_len: usize) {
        let mut below_top = old_len;
        for (k, sf) in snap.frames.iter().enumerate() {
            let info = &t.inline_frames[sf.info.index()];
            let code = self.tables.codes[info.code_index].clone();
            let fbase = base + info.base as usize;
            if k > 0 {
                below_top = below_top.max(self.inlined_frame_top(t, base, &snap.frames[k - 1]));
            }
            let saved_len = below_top;
            let generator = if info.generator { self.mem.r.stack[base + info.func as usize] } else { Value::EMPTY };
            let (func, init_obj) = if info.generator {
                (crate::object::field(generator, crate::object::generator::G_FUNC), Value::EMPTY)
            } else if info.init_class.is_empty() {
                (self.mem.r.stack[base + info.func as usize], Value::EMPTY)
            } else {
                let init = self.names.init;
                (self.lookup_type(info.init_class, init).unwrap_or(Value::EMPTY), self.mem.r.stack[fbase])
            };
            let globals = if crate::object::is_type(func, crate::object::TY_FUNCTION) { crate::object::field(func, crate::object::func::FN_GLOBALS) } else { self.frame_globals() };
            self.mem.r.frames.push(crate::runtime::frame::Frame {
                code,
                pc: sf.pc as usize,
                base: fbase,
                ret: base + info.ret as usize,
                saved_len,
                entry: false,
                func,
                globals,
                namespace: globals,
                init_obj,
                generator,
                operator: None,
                chain: 0,
            });
            if let Some(o) = info.operator {
                self.mark_operator_frame(o.step);
            }
        }
    }
}

/// The type id sunk object `o` has once built: that of its header, or of
/// the word its fields store at offset 0 (a shape change), the last one
/// winning. `fields` starts with the exit words of its own fields.
fn virtual_type_id(t: &TraceInfo, o: &jit::ir::SnapVirtual, fields: &[u64]) -> u32 {
    let mut ty = gc::header::type_id(o.header);
    let mut k = 0;
    for (off, x) in &o.fields {
        if let SnapValue::Op(v) = x {
            if *off == 0 && t.ir.ty(*v) != Type::Float {
                ty = gc::header::type_id(fields[k]);
            }
            k += 1;
        }
    }
    ty
}
