//! Snapshots: what a guard's exit needs to resume the interpreter (the
//! pc, the slots the trace holds dirty, the inlined frames it must build,
//! the sunk objects it must allocate, the stores it put off).
//!
//! Must never: name anything but values of its own trace (`V`) and the
//! client's slots and inlined frames by their newtypes.

use super::{InlineId, Slot, VirtualId, V};

/// Where a guard exit resumes the interpreter, and what it must store first.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    /// The pc (instruction index) the trace's own frame resumes at.
    pub pc: u32,
    /// (slot, value) pairs, sorted by slot, for the slots the trace holds
    /// dirty; slots count from the trace frame's first register, and the
    /// registers of inlined frames follow their caller's.
    pub entries: Vec<(Slot, SnapValue)>,
    /// Frames of inlined calls that exist only in this snapshot, outermost
    /// first: the exit builds them (`info` names the client's description
    /// of the frame) and execution resumes in the last one, at its `pc`.
    pub frames: Vec<SnapFrame>,
    /// Objects the trace never allocated (sunk allocations) that the exit
    /// must build: `SnapValue::Virtual(k)` names `virtuals[k]`.
    pub virtuals: Vec<SnapVirtual>,
    /// Stores the trace put off (see `opt::defer`): the exit does them
    /// first, before anything else reads the heap.
    pub stores: Vec<PendingStore>,
}

/// A `StoreField` an exit must do: the word of `value` at byte `offset` of
/// `obj` (an `Int` value is stored as the client's tagged int, as `Tag`
/// makes it; a `Ref` as it is; the store needs the write barrier only if
/// the word is a reference).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PendingStore {
    pub obj: V,
    pub offset: i64,
    pub value: V,
}

/// What a snapshot gives a slot or a field of a virtual object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SnapValue {
    /// The value of an op.
    Op(V),
    /// A sunk allocation of this snapshot.
    Virtual(VirtualId),
}

/// A sunk allocation as the exit must build it: an `Alloc` of `size` bytes
/// with header word `header`, then each field's word stored at its byte
/// offset (`f64` bits for a `Float`, as `StoreFloatField` stores it; a
/// store at offset 0 replaces the header's type id).
#[derive(Clone, Debug, PartialEq)]
pub struct SnapVirtual {
    pub size: i64,
    pub header: u64,
    pub fields: Vec<(i64, SnapValue)>,
}

/// An inlined frame in a snapshot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SnapFrame {
    pub info: InlineId,
    pub pc: u32,
}

impl Snapshot {
    /// A snapshot of plain values (no virtual objects).
    pub fn new(pc: u32, entries: Vec<(Slot, V)>, frames: Vec<SnapFrame>) -> Snapshot {
        Snapshot { pc, entries: entries.into_iter().map(|(s, v)| (s, SnapValue::Op(v))).collect(), frames, virtuals: Vec::new(), stores: Vec::new() }
    }

    /// The pc where the interpreter resumes (in the innermost frame).
    pub fn resume_pc(&self) -> u32 {
        self.frames.last().map_or(self.pc, |f| f.pc)
    }

    /// The op values an exit hands over, in the order of the exit buffer:
    /// the entries' values, then the fields' values of each virtual, then
    /// the object and the value of each pending store.
    pub fn exit_values(&self) -> impl Iterator<Item = V> + '_ {
        let fields = self.virtuals.iter().flat_map(|o| o.fields.iter().map(|(_, x)| x));
        let stores = self.stores.iter().flat_map(|s| [s.obj, s.value]);
        self.entries
            .iter()
            .map(|(_, x)| x)
            .chain(fields)
            .filter_map(|x| match x {
                SnapValue::Op(v) => Some(*v),
                SnapValue::Virtual(_) => None,
            })
            .chain(stores)
    }

    /// Renames every op value the snapshot names.
    pub fn map_values(&mut self, mut f: impl FnMut(V) -> V) {
        let fields = self.virtuals.iter_mut().flat_map(|o| o.fields.iter_mut().map(|(_, x)| x));
        for x in self.entries.iter_mut().map(|(_, x)| x).chain(fields) {
            if let SnapValue::Op(v) = x {
                *v = f(*v);
            }
        }
        for s in &mut self.stores {
            s.obj = f(s.obj);
            s.value = f(s.value);
        }
    }
}
