//! The trace builder: the one way a client records a trace. Every op goes
//! through `feed`, which
//! 1. keeps the trace within its length limit and its allocations within
//!    `MAX_ALLOC_BYTES`;
//! 2. folds as it goes: a pure int op on constants becomes a constant (with
//!    the fold pass's own arithmetic, `opt::fold::constant_result`), and
//!    `Untag(Tag(x))` is `x`;
//! 3. shares constants: a constant op with the same type and immediate as an
//!    earlier one is that one.
//!
//! It also keeps the heap cache: the value each field is known to hold (by
//! alias class, object and offset), which the client learns from its loads
//! and stores and asks before loading a field again.
//!
//! Must never: fold or share an op with an effect (a guard, a store, a call,
//! an allocation); answer from the heap cache after something that may have
//! written the field (the client forgets the cache at a call; a store
//! forgets every field of its class and offset).

use crate::ir::{flag, AliasClass, FrameId, Imm, Op, Opcode, Trace, Type, MAX_ALLOC_BYTES, V};
use std::collections::HashMap;

/// Why the builder refused an op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The trace reached its length limit.
    TooLong,
    /// An allocation larger than `MAX_ALLOC_BYTES`.
    AllocTooLarge,
}

/// A field in the heap cache.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HeapKey {
    pub obj: V,
    pub offset: i64,
    pub alias: AliasClass,
}

pub struct Builder {
    pub trace: Trace,
    /// Most ops the trace may have.
    limit: usize,
    /// Constant ops by type and immediate.
    consts: HashMap<(Type, Imm), V>,
    /// The heap cache: the value of a field as the trace knows it.
    heap: HashMap<HeapKey, V>,
    /// Where the ops emitted next were recorded: the client's pc and frame.
    pub pc: u32,
    pub frame: FrameId,
}

impl Builder {
    /// An empty trace of at most `limit` ops.
    pub fn new(limit: usize) -> Builder {
        Builder { trace: Trace::default(), limit, consts: HashMap::new(), heap: HashMap::new(), pc: 0, frame: FrameId(0) }
    }

    /// Adds `op` (with the current pc and frame), or the value that stands
    /// for it: a folded or shared constant, or an operand it reduces to.
    pub fn feed(&mut self, op: Op) -> Result<V, BuildError> {
        if let Imm::Alloc { size, .. } = op.imm {
            if size > MAX_ALLOC_BYTES {
                return Err(BuildError::AllocTooLarge);
            }
        }
        if op.opcode.flags() & flag::PURE != 0 && op.snap.is_none() {
            if let Some(v) = self.fold(&op)? {
                return Ok(v);
            }
        }
        self.push(op)
    }

    /// An op of `opcode` with result type `ty`, through `feed`.
    pub fn emit(&mut self, opcode: Opcode, ty: Type, args: &[V], imm: Imm) -> Result<V, BuildError> {
        self.feed(Op { ty, ..Op::new(opcode, args, imm) })
    }

    /// The value a pure op reduces to, if any.
    fn fold(&mut self, op: &Op) -> Result<Option<V>, BuildError> {
        let key = (op.ty, op.imm);
        if matches!(op.opcode, Opcode::ConstInt | Opcode::ConstFloat | Opcode::ConstRef) {
            return Ok(self.consts.get(&key).copied());
        }
        let int_const = |v: &V| {
            let o = self.trace.op(*v);
            (o.opcode == Opcode::ConstInt).then(|| o.const_word())
        };
        if op.opcode == Opcode::Untag && self.trace.op(op.args[0]).opcode == Opcode::Tag {
            return Ok(Some(self.trace.op(op.args[0]).args[0]));
        }
        if let [a, b] = op.args.as_slice() {
            if let (Some(a), Some(b)) = (int_const(a), int_const(b)) {
                if let Some(k) = crate::opt::fold::constant_result(op.opcode, a, b) {
                    return self.emit(Opcode::ConstInt, op.ty, &[], Imm::Int(k)).map(Some);
                }
            }
        }
        Ok(None)
    }

    fn push(&mut self, op: Op) -> Result<V, BuildError> {
        if self.trace.ops.len() >= self.limit {
            return Err(BuildError::TooLong);
        }
        let (shared, key) = (matches!(op.opcode, Opcode::ConstInt | Opcode::ConstFloat | Opcode::ConstRef), (op.ty, op.imm));
        let v = self.trace.push(Op { pc: self.pc, frame: self.frame, ..op });
        if shared {
            self.consts.insert(key, v);
        }
        Ok(v)
    }

    // ---- the heap cache ---------------------------------------------------

    /// The value the field `key` is known to hold.
    pub fn known(&self, key: HeapKey) -> Option<V> {
        self.heap.get(&key).copied()
    }

    /// The field `key` holds `v` (a load's result, or its unboxed form).
    pub fn learn(&mut self, key: HeapKey, v: V) {
        self.heap.insert(key, v);
    }

    /// A store of `v` into the field `key`: the same field of any other
    /// object of its class may be the one written, so those are forgotten.
    pub fn stored(&mut self, key: HeapKey, v: V) {
        self.heap.retain(|k, _| !(k.alias == key.alias && k.offset == key.offset));
        self.heap.insert(key, v);
    }

    /// Forgets every field (something may have written any of them).
    pub fn forget_heap(&mut self) {
        self.heap.clear();
    }

    /// The fields the trace knows, in a fixed order (object, offset, class).
    pub fn heap_entries(&self) -> Vec<(HeapKey, V)> {
        let mut entries: Vec<(HeapKey, V)> = self.heap.iter().map(|(k, v)| (*k, *v)).collect();
        entries.sort();
        entries
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_are_shared_by_type_and_immediate() {
        let mut b = Builder::new(100);
        let one = b.emit(Opcode::ConstInt, Type::Int, &[], Imm::Int(1)).expect("room");
        assert_eq!(b.emit(Opcode::ConstInt, Type::Int, &[], Imm::Int(1)), Ok(one));
        let truth = b.emit(Opcode::ConstInt, Type::Bool, &[], Imm::Int(1)).expect("room");
        assert_ne!(truth, one, "a Bool constant is not the Int one");
        assert_eq!(b.trace.ops.len(), 2);
    }

    #[test]
    fn pure_int_ops_on_constants_fold() {
        let mut b = Builder::new(100);
        let (x, y) = (b.emit(Opcode::ConstInt, Type::Int, &[], Imm::Int(6)).expect("room"), b.emit(Opcode::ConstInt, Type::Int, &[], Imm::Int(7)).expect("room"));
        let p = b.emit(Opcode::IntMul, Type::Int, &[x, y], Imm::None).expect("room");
        assert_eq!(b.trace.op(p).imm, Imm::Int(42));
        let lt = b.emit(Opcode::IntLt, Type::Bool, &[x, y], Imm::None).expect("room");
        assert_eq!((b.trace.op(lt).imm, b.trace.ty(lt)), (Imm::Int(1), Type::Bool));
        // Not an overflow-checked op: it is a guard.
        let checked = b.emit(Opcode::IntAddOv, Type::Int, &[x, y], Imm::None).expect("room");
        assert_eq!(b.trace.op(checked).opcode, Opcode::IntAddOv);
    }

    #[test]
    fn untag_of_tag_is_the_int() {
        let mut b = Builder::new(100);
        let s = b.emit(Opcode::LoadSlot, Type::Ref, &[], Imm::Slot(crate::ir::Slot(0))).expect("room");
        let i = b.emit(Opcode::Untag, Type::Int, &[s], Imm::None).expect("room");
        let t = b.emit(Opcode::Tag, Type::Ref, &[i], Imm::None).expect("room");
        assert_eq!(b.emit(Opcode::Untag, Type::Int, &[t], Imm::None), Ok(i));
    }

    #[test]
    fn the_limits_hold() {
        let mut b = Builder::new(1);
        b.emit(Opcode::LoadSlot, Type::Ref, &[], Imm::Slot(crate::ir::Slot(0))).expect("room");
        assert_eq!(b.emit(Opcode::LoadSlot, Type::Ref, &[], Imm::Slot(crate::ir::Slot(1))), Err(BuildError::TooLong));
        let mut b = Builder::new(10);
        assert_eq!(b.emit(Opcode::Alloc, Type::Ref, &[], Imm::Alloc { size: MAX_ALLOC_BYTES + 8, header: 0 }), Err(BuildError::AllocTooLarge));
    }

    #[test]
    fn a_store_forgets_the_same_field_of_other_objects() {
        let mut b = Builder::new(100);
        let (o1, o2) = (V(0), V(1));
        let key = |obj, offset| HeapKey { obj, offset, alias: AliasClass(3) };
        b.learn(key(o1, 8), V(5));
        b.learn(key(o2, 16), V(6));
        b.stored(key(o2, 8), V(7));
        assert_eq!(b.known(key(o1, 8)), None, "o1 and o2 may be one object");
        assert_eq!(b.known(key(o2, 16)), Some(V(6)));
        assert_eq!(b.known(key(o2, 8)), Some(V(7)));
        b.forget_heap();
        assert!(b.heap_entries().is_empty());
    }
}
