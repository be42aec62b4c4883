//! The trace IR: a linear SSA list of typed ops, one loop iteration long.
//!
//! Terminology and numbering:
//! 1. A trace is `ops[0..n]`. Op `i` defines value `%i` (when its type is not
//!    `Void`); operands name earlier values only, so the list is in SSA form
//!    and every definition dominates its uses.
//! 2. The trace is a loop (or a bridge: see `Trace::bridge`). Without a `Loop` op, control goes back to op 0
//!    after the last op and no value lives across that back edge: the
//!    recorder stores everything the next iteration needs into interpreter
//!    slots (`StoreSlot`) and the next iteration loads them again
//!    (`LoadSlot`). With a `Loop` op (a peeled trace), the ops before it run
//!    once (the first iteration), the ops after it repeat, and values cross
//!    the back edge through `Phi`s: phi `k` (its `imm`) starts as its operand
//!    and takes `loop_next[k]` at the end of each iteration. An unrolled
//!    loop (see `opt::unroll`) ends its body at a `Remainder` op: the ops
//!    after it run only when the head's `TO_REMAINDER` test fails, on the
//!    phis' values, and go back to the loop with `remainder_next`.
//! 3. Guards and ops that can raise carry a snapshot: the interpreter pc to
//!    resume at and, for each interpreter slot whose value the trace holds
//!    but has not stored yet, the IR value it holds. Slots a snapshot does not
//!    list hold their correct value in the frame already.
//! 4. Types: `Int` is a machine i64 holding a small int of `INT_BITS` bits,
//!    `Float` an f64, `Bool` a truth value, `Ref` a tagged value word (a heap
//!    pointer or an immediate); what the words mean is the client's business,
//!    except for the two encoding facts this crate relies on: small ints are
//!    tagged with the low bit set (`Tag`/`Untag`), and a heap object's header
//!    word holds its type id in bits 32..64 (`GuardType`).
//!
//! The op set is declared once, in `ops!` below: name, result type, operand
//! count, flags, the kind of its immediate (`Imm`) and a one-line
//! description; the enum, the names used by the dump and the queries are
//! generated from it. Indexes are newtypes (`SnapId`, `PhiId`, `HelperId`,
//! `FrameId`, `Slot`, `InputId`, `AliasClass`); operands live inline up to
//! three (`Args`).
//!
//! Must never: know what a Python object is. Helpers (calls into the client)
//! are described by `Helper` and named by index.

use std::fmt;

mod snapshot;
pub use snapshot::{PendingStore, SnapFrame, SnapValue, SnapVirtual, Snapshot};

/// Bits of a small int (the client's tagged int range is `INT_BITS` signed bits).
pub const INT_BITS: u32 = 63;

/// Does `x` fit the small-int range (`INT_BITS` signed bits)?
pub fn fits_small_int(x: i64) -> bool {
    let limit = 1i64 << (INT_BITS - 1);
    (-limit..limit).contains(&x)
}

/// The largest `Alloc` (bytes): compiled code claims its objects from the
/// nursery itself, so each must fit an empty nursery of the smallest size,
/// below the client's large-object threshold (the recorder does not
/// allocate bigger objects inline).
pub const MAX_ALLOC_BYTES: i64 = 4096;

/// What a guard's exit means beyond "the trace met something new"
/// (`Op::guard`; empty on every other op). Bits, so one guard may carry
/// several.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GuardFlags(pub u8);

impl GuardFlags {
    pub const NONE: GuardFlags = GuardFlags(0);
    /// Its failure means the loop ended (its condition or iterator said
    /// so), not that the trace met something new.
    pub const LOOP_EXIT: GuardFlags = GuardFlags(1);
    /// A `GuardType` or `GuardShape` whose operand the client knows is
    /// never the null word (an item read from a sequence): the guard skips
    /// that test. Dumps print it as `[imm, not null]`.
    pub const NOT_NULL: GuardFlags = GuardFlags(2);
    /// A `GuardTrue` on `index < length` that the client emitted as a
    /// bounds check (so failing it early, before the loop, only means
    /// leaving the trace there: see `opt::abc`). Dumps print it as `[bounds]`.
    pub const BOUNDS: GuardFlags = GuardFlags(4);
    /// The `GuardTrue` that tests an unrolled loop's end for all its copies
    /// (see `opt::unroll`): when it fails, the trace does not leave but
    /// runs the remainder, one iteration at a time. Dumps print it as
    /// `[remainder]`.
    pub const TO_REMAINDER: GuardFlags = GuardFlags(8);
    /// The `GuardTrue` of false that ends a trace cut at its op limit: it
    /// always exits, and the code after it runs in the bridge the exit
    /// gets (the next piece), so its failures are no reason to throw the
    /// trace away. Dumps print it as `[split]`.
    pub const SPLIT: GuardFlags = GuardFlags(16);
    /// Recorded inside a loop of an inlined call that the client unrolled
    /// as it ran, whose trip count may differ next time: the client may
    /// rather record the trace again without inlining that call than give
    /// the exit a bridge (one per trip count).
    pub const UNROLLED: GuardFlags = GuardFlags(32);

    pub fn has(self, f: GuardFlags) -> bool {
        self.0 & f.0 == f.0 && f.0 != 0
    }

    pub fn with(self, f: GuardFlags) -> GuardFlags {
        GuardFlags(self.0 | f.0)
    }
}

/// Is `op` a field or element access (its immediate an `Imm::Field`)?
pub fn is_memory_access(op: Opcode) -> bool {
    use Opcode::*;
    matches!(op, LoadField | StoreField | LoadFloatField | StoreFloatField | LoadElem | StoreElem)
}

/// The type of an IR value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Void,
    Int,
    Float,
    Bool,
    Ref,
}

impl Type {
    pub fn name(self) -> &'static str {
        match self {
            Type::Void => "void",
            Type::Int => "int",
            Type::Float => "float",
            Type::Bool => "bool",
            Type::Ref => "ref",
        }
    }
}

/// A value: the index of the op defining it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct V(pub u32);

impl fmt::Display for V {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "%{}", self.0)
    }
}

/// An index newtype: a `u32` that names one kind of thing only.
macro_rules! index_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
        pub struct $name(pub u32);

        impl $name {
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

index_type!(
    /// A snapshot: an index into `Trace::snapshots`.
    SnapId
);
index_type!(
    /// A phi: an index into `Trace::loop_next` (and `remainder_next`).
    PhiId
);
index_type!(
    /// A helper: an index into the client's helper table.
    HelperId
);
index_type!(
    /// The frame an op was recorded in: 0 for the trace's own, `k + 1`
    /// for the client's inlined frame `k`.
    FrameId
);
index_type!(
    /// An inlined frame of the client: an index into its table of inlined
    /// frames (the ops recorded in it have `FrameId` `k + 1`).
    InlineId
);

impl InlineId {
    /// The `FrameId` of the ops recorded in this inlined frame.
    pub fn frame(self) -> FrameId {
        FrameId(self.0 + 1)
    }
}

impl FrameId {
    /// The inlined frame this is, or None for the trace's own.
    pub fn inlined(self) -> Option<InlineId> {
        self.0.checked_sub(1).map(InlineId)
    }
}

index_type!(
    /// An interpreter slot of the trace's frame (inlined frames' registers
    /// follow their caller's).
    Slot
);
index_type!(
    /// A bridge's input: the exit slot (`crate::exit_slots`) where the exit
    /// it starts from left the value.
    InputId
);
index_type!(
    /// A sunk allocation of a snapshot: an index into `Snapshot::virtuals`.
    VirtualId
);
index_type!(
    /// An alias class of a field or element access: the client's promise
    /// that two accesses with different nonzero classes never touch the
    /// same memory. Class 0 (unknown) may alias anything. A class with the
    /// `AliasClass::IMMUTABLE` bit names memory written only while its
    /// object is initialized.
    AliasClass
);

impl AliasClass {
    /// The bit of a class whose memory is written only while its object is
    /// initialized: a load from it gives the same value for the same object
    /// wherever it is, so equal loads may be shared across calls and
    /// around the loop.
    pub const IMMUTABLE: u32 = 1 << 16;

    pub fn is_immutable(self) -> bool {
        self.0 & Self::IMMUTABLE != 0
    }
}

/// An op's immediate operand. Each op kind declares its kind (`ImmKind`)
/// in the `ops!` table, and `Trace::verify` checks every op has that kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Imm {
    None,
    /// `ConstInt`.
    Int(i64),
    /// `ConstFloat`: the f64's bits.
    FloatBits(u64),
    /// `ConstRef`, `GuardRef`: a value word that never moves.
    Word(u64),
    /// `LoadSlot`, `StoreSlot`.
    Slot(Slot),
    /// `GuardType`, `GuardShape`: the type id the header must hold.
    TypeId(u32),
    /// Field and element accesses: the byte offset and the alias class.
    Field { offset: i64, alias: AliasClass },
    /// `Alloc`: the object's bytes and its header word.
    Alloc { size: i64, header: u64 },
    /// `Call`.
    Helper(HelperId),
    /// `Phi`.
    Phi(PhiId),
    /// `Input`.
    Input(InputId),
}

/// The kinds of `Imm`, as the op table declares them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImmKind {
    None,
    Int,
    FloatBits,
    Word,
    Slot,
    TypeId,
    Field,
    Alloc,
    Helper,
    Phi,
    Input,
}

impl Imm {
    pub fn kind(self) -> ImmKind {
        match self {
            Imm::None => ImmKind::None,
            Imm::Int(_) => ImmKind::Int,
            Imm::FloatBits(_) => ImmKind::FloatBits,
            Imm::Word(_) => ImmKind::Word,
            Imm::Slot(_) => ImmKind::Slot,
            Imm::TypeId(_) => ImmKind::TypeId,
            Imm::Field { .. } => ImmKind::Field,
            Imm::Alloc { .. } => ImmKind::Alloc,
            Imm::Helper(_) => ImmKind::Helper,
            Imm::Phi(_) => ImmKind::Phi,
            Imm::Input(_) => ImmKind::Input,
        }
    }

    /// A field access at byte `offset` of alias class `alias`.
    pub fn field(offset: i64, alias: u32) -> Imm {
        Imm::Field { offset, alias: AliasClass(alias) }
    }
}

/// An op's operands: up to three inline, more on the heap (`Alloc`, `Call`).
pub type Args = smallvec::SmallVec<[V; 3]>;

/// What an op is allowed to do (flags of the op table).
pub mod flag {
    /// No side effect; may be removed or shared when unused or repeated.
    pub const PURE: u8 = 1;
    /// Exits the trace when its condition fails (has a snapshot).
    pub const GUARD: u8 = 2;
    /// May run a collection: every live `Ref` must be where the GC sees it.
    pub const GC: u8 = 4;
    /// Writes memory.
    pub const STORE: u8 = 8;
}

macro_rules! ops {
    ($( $name:ident : $ty:ident, $nargs:expr, $flags:expr, $imm:ident, $doc:literal; )*) => {
        /// Every op of the trace IR (see the table in the source for operands).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Opcode { $( #[doc = $doc] $name, )* }

        impl Opcode {
            /// The name the dump prints.
            pub fn name(self) -> &'static str {
                match self { $( Opcode::$name => stringify!($name), )* }
            }
            /// The result type (`Call` takes its type from the helper).
            pub fn result(self) -> Type {
                match self { $( Opcode::$name => Type::$ty, )* }
            }
            /// Operand count; `usize::MAX` for variadic ops.
            pub fn nargs(self) -> usize {
                match self { $( Opcode::$name => $nargs, )* }
            }
            pub fn flags(self) -> u8 {
                match self { $( Opcode::$name => $flags, )* }
            }
            /// The kind of immediate the op takes.
            pub fn imm_kind(self) -> ImmKind {
                match self { $( Opcode::$name => ImmKind::$imm, )* }
            }
            /// Looks an op up by its dump name.
            pub fn from_name(s: &str) -> Option<Opcode> {
                match s { $( stringify!($name) => Some(Opcode::$name), )* _ => None }
            }
            pub const ALL: &'static [Opcode] = &[ $( Opcode::$name, )* ];
        }
    };
}

const P: u8 = flag::PURE;
const G: u8 = flag::GUARD;
const GC: u8 = flag::GC;
const S: u8 = flag::STORE;
/// Variadic.
const VAR: usize = usize::MAX;

ops! {
    ConstInt: Int, 0, P, Int, "an int constant (imm)";
    ConstFloat: Float, 0, P, FloatBits, "a float constant (imm holds its bits)";
    ConstRef: Ref, 0, P, Word, "a value word that never moves: an immediate or an immortal object (imm)";
    LoadSlot: Ref, 0, 0, Slot, "interpreter slot imm of the trace's frame";
    StoreSlot: Void, 1, S, Slot, "interpreter slot imm = a0";
    Untag: Int, 1, P, None, "the small int a0 (a tagged int) as an Int";
    Tag: Ref, 1, P, None, "the Int a0 as a tagged small int (a0 fits INT_BITS)";
    IntAdd: Int, 2, P, None, "a0 + a1";
    IntSub: Int, 2, P, None, "a0 - a1";
    IntMul: Int, 2, P, None, "a0 * a1";
    IntAddOv: Int, 2, G, None, "a0 + a1; exits when the result leaves INT_BITS";
    IntSubOv: Int, 2, G, None, "a0 - a1; exits when the result leaves INT_BITS";
    IntMulOv: Int, 2, G, None, "a0 * a1; exits when the result leaves INT_BITS";
    IntAnd: Int, 2, P, None, "a0 & a1";
    IntOr: Int, 2, P, None, "a0 | a1";
    IntXor: Int, 2, P, None, "a0 ^ a1";
    IntFloorDiv: Int, 2, P, None, "a0 // a1, rounded down (a1 > 0: the recorder guards it)";
    IntMod: Int, 2, P, None, "a0 % a1, the sign of a1 (a1 > 0: the recorder guards it)";
    IntShr: Int, 2, P, None, "a0 >> a1, arithmetic (0 <= a1 < 64: the recorder guards it)";
    IntLt: Bool, 2, P, None, "a0 < a1 (signed)";
    IntLe: Bool, 2, P, None, "a0 <= a1";
    IntEq: Bool, 2, P, None, "a0 == a1";
    IntNe: Bool, 2, P, None, "a0 != a1";
    IntGt: Bool, 2, P, None, "a0 > a1";
    IntGe: Bool, 2, P, None, "a0 >= a1";
    FloatAdd: Float, 2, P, None, "a0 + a1";
    FloatSub: Float, 2, P, None, "a0 - a1";
    FloatMul: Float, 2, P, None, "a0 * a1";
    FloatDiv: Float, 2, P, None, "a0 / a1 (a1 is known non-zero)";
    FloatNeg: Float, 1, P, None, "-a0";
    FloatAbs: Float, 1, P, None, "|a0|";
    FloatSqrt: Float, 1, P, None, "the square root of a0 (correctly rounded; NaN below 0)";
    FloatLt: Bool, 2, P, None, "a0 < a1";
    FloatLe: Bool, 2, P, None, "a0 <= a1";
    FloatEq: Bool, 2, P, None, "a0 == a1";
    FloatNe: Bool, 2, P, None, "a0 != a1";
    FloatGt: Bool, 2, P, None, "a0 > a1";
    FloatGe: Bool, 2, P, None, "a0 >= a1";
    IntToFloat: Float, 1, P, None, "the Int a0 as a float";
    FloatToInt: Int, 1, P, None, "a0 rounded toward zero (|a0| < 2^62: the recorder guards it)";
    RefEq: Bool, 2, P, None, "a0 and a1 are the same word";
    Select: Ref, 3, P, None, "a1 if the Bool a0 else a2";
    GuardTrue: Void, 1, G, None, "exits unless a0";
    GuardFalse: Void, 1, G, None, "exits if a0";
    GuardInt: Void, 1, G, None, "exits unless a0 is a tagged small int";
    GuardType: Void, 1, G, TypeId, "exits unless a0 is a heap object whose type id is imm (a type id that never changes)";
    GuardShape: Void, 1, G, TypeId, "as GuardType, for a type id that may change while the object lives (an instance's shape)";
    GuardRef: Void, 1, G, Word, "exits unless a0 is the word imm";
    GuardFlag: Void, 0, G, None, "exits unless the context's interrupt byte is 0 (a signal handler sets it: read anew every time)";
    LoadField: Ref, 1, 0, Field, "the word at byte offset imm of object a0";
    LoadFloatField: Float, 1, 0, Field, "the f64 at byte offset imm of object a0";
    StoreField: Void, 2, S, Field, "the word at byte offset imm of object a0 = a1 (no barrier)";
    StoreFloatField: Void, 2, S, Field, "the f64 at byte offset imm of object a0 = a1";
    LoadElem: Ref, 2, 0, Field, "the word at byte offset imm + 8 * a1 of object a0 (a1 an Int)";
    StoreElem: Void, 3, S, Field, "the word at byte offset imm + 8 * a1 of object a0 = a2 (no barrier)";
    WriteBarrier: Void, 1, S, None, "the write barrier for a store of a reference into a0";
    Alloc: Ref, VAR, GC, Alloc, "a nursery object of imm's size in bytes with imm's header word; when it collects, it redoes the write barrier of each operand (see opt::barrier); with a snapshot, it polls the interrupt byte (see opt::poll)";
    Call: Ref, VAR, GC, Helper, "helper imm(ctx, args...); exits with the exception when it fails";
    Loop: Void, 0, 0, None, "the loop header of a peeled trace: the ops after it repeat";
    Phi: Ref, 1, 0, Phi, "a value carried around the loop: a0 on entry, loop_next[imm] on each back edge (typed as a0)";
    Remainder: Void, 0, 0, None, "starts an unrolled loop's remainder: one iteration of the loop, run when its unrolled test fails, then back to Loop with remainder_next (see opt::unroll)";
    Input: Ref, 0, 0, Input, "a bridge's input: exit value imm of the exit it starts from (typed as there)";
}

/// A helper function of the client, callable from traces.
#[derive(Clone, Debug)]
pub struct Helper {
    pub name: &'static str,
    /// `extern "C" fn(*mut TraceContext, u64...) -> u64`.
    pub addr: usize,
    /// Operand types after the context (each passed as one 64-bit word).
    pub params: Vec<Type>,
    /// The result: `Ref` or `Int` words, or `Void` (the word is then ignored
    /// except for the failure marker).
    pub ret: Type,
    /// May collect (every live `Ref` is spilled where the GC sees it).
    pub may_gc: bool,
    /// Returns 0 when it raised an exception: the trace exits through the op's snapshot.
    pub can_raise: bool,
    /// May run compiled code on the caller's context (a call into a
    /// function's trace), which overwrites exit slots: the values exits
    /// after the call read are stored into their slots again.
    pub nests: bool,
}

/// One op.
#[derive(Clone, Debug, PartialEq)]
pub struct Op {
    pub opcode: Opcode,
    pub ty: Type,
    pub args: Args,
    /// The immediate, of the kind the op table declares for `opcode`.
    pub imm: Imm,
    /// What a guard's exit means (empty for other ops).
    pub guard: GuardFlags,
    /// The snapshot of guards, raising calls and polling allocations (`is_poll`).
    pub snap: Option<SnapId>,
    /// The interpreter pc this op was recorded at, and its frame, for
    /// source markers.
    pub pc: u32,
    pub frame: FrameId,
}

impl Op {
    /// An op of `opcode` with its table's result type, no snapshot, recorded
    /// at pc 0 of the trace's frame.
    pub fn new(opcode: Opcode, args: &[V], imm: Imm) -> Op {
        Op { opcode, ty: opcode.result(), args: Args::from_slice(args), imm, guard: GuardFlags::NONE, snap: None, pc: 0, frame: FrameId(0) }
    }

    /// The same op recorded where `at` was (its pc and frame).
    pub fn at(self, at: &Op) -> Op {
        Op { pc: at.pc, frame: at.frame, ..self }
    }

    /// Does the op leave the trace when the interrupt byte is set: a
    /// `GuardFlag`, or an `Alloc` with a snapshot, which polls (see
    /// `opt::poll`)? Such an exit is never worth a bridge.
    pub fn is_poll(&self) -> bool {
        self.opcode == Opcode::GuardFlag || (self.opcode == Opcode::Alloc && self.snap.is_some())
    }

    /// The immediate as the word a constant op defines (`ConstInt`'s int,
    /// `ConstFloat`'s bits, `ConstRef`'s word), for other ops 0.
    pub fn const_word(&self) -> i64 {
        match self.imm {
            Imm::Int(k) => k,
            Imm::FloatBits(b) => b as i64,
            Imm::Word(w) => w as i64,
            _ => 0,
        }
    }

    /// A field or element access's byte offset (0 for other ops).
    pub fn offset(&self) -> i64 {
        match self.imm {
            Imm::Field { offset, .. } => offset,
            _ => 0,
        }
    }

    /// A field or element access's alias class (0, unknown, for other ops).
    pub fn alias(&self) -> AliasClass {
        match self.imm {
            Imm::Field { alias, .. } => alias,
            _ => AliasClass(0),
        }
    }

    /// A phi's index. The accessors below read the immediate of the kind
    /// their op has; callers check the opcode first (another op gives 0).
    pub fn phi(&self) -> PhiId {
        match self.imm {
            Imm::Phi(k) => k,
            _ => PhiId(0),
        }
    }

    /// A slot op's slot.
    pub fn slot(&self) -> Slot {
        match self.imm {
            Imm::Slot(k) => k,
            _ => Slot(0),
        }
    }

    /// A type guard's type id.
    pub fn type_id(&self) -> u32 {
        match self.imm {
            Imm::TypeId(t) => t,
            _ => 0,
        }
    }

    /// A call's helper.
    pub fn helper(&self) -> HelperId {
        match self.imm {
            Imm::Helper(h) => h,
            _ => HelperId(0),
        }
    }

    /// An allocation's size in bytes and header word.
    pub fn alloc(&self) -> (i64, u64) {
        match self.imm {
            Imm::Alloc { size, header } => (size, header),
            _ => (0, 0),
        }
    }

    /// A bridge input's exit value.
    pub fn input(&self) -> InputId {
        match self.imm {
            Imm::Input(k) => k,
            _ => InputId(0),
        }
    }
}

/// A recorded loop, or a bridge.
#[derive(Clone, Debug, Default)]
pub struct Trace {
    pub ops: Vec<Op>,
    pub snapshots: Vec<Snapshot>,
    /// For phi `k`, the value it takes at the back edge.
    pub loop_next: Vec<V>,
    /// For phi `k`, the value it takes at the end of the remainder (empty
    /// when the trace has no `Remainder` op).
    pub remainder_next: Vec<V>,
    /// A bridge: it starts where a guard of another trace failed, with that
    /// exit's values as its `Input`s, and its end returns `END_OF_BRIDGE`
    /// (its loop's trace runs next) instead of going around a loop.
    pub bridge: bool,
    /// The `Alloc`s (op indexes, ascending) the backend allocates in old
    /// space through the client's `alloc_old_helper` rather than in the
    /// nursery: the client's pretenured sites, chosen after optimization,
    /// so an allocation the sink pass removed costs nothing.
    pub old_allocs: Vec<u32>,
}

/// What a bridge returns at its end: the frame holds the state at the
/// loop header, and the loop's trace is entered again.
pub const END_OF_BRIDGE: u32 = u32::MAX;

impl Trace {
    pub fn ty(&self, v: V) -> Type {
        self.ops[v.0 as usize].ty
    }

    pub fn op(&self, v: V) -> &Op {
        &self.ops[v.0 as usize]
    }

    /// Appends an op and returns its value.
    pub fn push(&mut self, op: Op) -> V {
        self.ops.push(op);
        V(self.ops.len() as u32 - 1)
    }

    /// The constant an op defines, if it is a constant op.
    pub fn constant(&self, v: V) -> Option<i64> {
        let op = self.op(v);
        matches!(op.opcode, Opcode::ConstInt | Opcode::ConstFloat | Opcode::ConstRef).then_some(op.const_word())
    }

    /// The index of the `Loop` op, if the trace is peeled.
    /// Does the backend allocate op `i` (an `Alloc`) in old space?
    pub fn is_old_alloc(&self, i: usize) -> bool {
        self.old_allocs.binary_search(&(i as u32)).is_ok()
    }

    pub fn loop_start(&self) -> Option<usize> {
        self.ops.iter().position(|o| o.opcode == Opcode::Loop)
    }

    /// The index of the `Remainder` op, if the loop is unrolled.
    pub fn remainder_start(&self) -> Option<usize> {
        self.ops.iter().position(|o| o.opcode == Opcode::Remainder)
    }

    /// The loop's head, which the backend runs rotated (before the loop
    /// block, and again at the end of each iteration): the ops from after
    /// `Loop` to the first `GuardTrue` or `GuardFalse` (the loop's test),
    /// when only phis, pure ops and guards that read no memory but the
    /// interrupt byte come before it.
    pub fn loop_head(&self) -> Option<std::ops::Range<usize>> {
        let start = self.loop_start()? + 1;
        for (k, op) in self.ops.iter().enumerate().skip(start) {
            match op.opcode {
                Opcode::GuardTrue | Opcode::GuardFalse => return Some(start..k + 1),
                Opcode::Phi | Opcode::GuardFlag | Opcode::GuardInt | Opcode::GuardRef => {}
                o if o.flags() & flag::PURE != 0 => {}
                _ => return None,
            }
        }
        None
    }

    /// For each value, the index of the last op that uses it (as an operand
    /// or through its snapshot); `None` when unused. Values a phi takes at
    /// the back edge are used at the end of the body (`ops.len()`, or the
    /// `Remainder` op), the remainder's at the end.
    pub fn last_uses(&self) -> Vec<Option<u32>> {
        let mut last = vec![None; self.ops.len()];
        let body_end = self.remainder_start().unwrap_or(self.ops.len());
        for v in &self.loop_next {
            last[v.0 as usize] = Some(body_end as u32);
        }
        for v in &self.remainder_next {
            last[v.0 as usize] = Some(self.ops.len() as u32);
        }
        for (i, op) in self.ops.iter().enumerate() {
            for a in &op.args {
                let l = &mut last[a.0 as usize];
                *l = Some(l.map_or(i as u32, |x| x.max(i as u32)));
            }
            if let Some(s) = op.snap {
                for v in self.snapshots[s.index()].exit_values() {
                    let l = &mut last[v.0 as usize];
                    *l = Some(l.map_or(i as u32, |x| x.max(i as u32)));
                }
            }
        }
        last
    }

    /// Checks the SSA and typing invariants; the first violation, if any.
    pub fn verify(&self, helpers: &[Helper]) -> Result<(), String> {
        for (i, op) in self.ops.iter().enumerate() {
            let n = op.opcode.nargs();
            if n != usize::MAX && op.args.len() != n {
                return Err(format!("%{i}: {} takes {n} operands, has {}", op.opcode.name(), op.args.len()));
            }
            if let Some(a) = op.args.iter().find(|a| a.0 as usize >= i) {
                return Err(format!("%{i}: operand {a} is not defined before its use"));
            }
            if op.imm.kind() != op.opcode.imm_kind() {
                return Err(format!("%{i}: {} takes an immediate of kind {:?}, has {:?}", op.opcode.name(), op.opcode.imm_kind(), op.imm));
            }
            if op.opcode.flags() & flag::GUARD != 0 && op.snap.is_none() {
                return Err(format!("%{i}: guard without a snapshot"));
            }
            if op.opcode.flags() & flag::GUARD == 0 && op.guard != GuardFlags::NONE {
                return Err(format!("%{i}: guard flags on an op that is no guard"));
            }
            if let Some(s) = op.snap {
                let Some(snap) = self.snapshots.get(s.index()) else { return Err(format!("%{i}: no snapshot {}", s.0)) };
                if let Some(v) = snap.exit_values().find(|v| v.0 as usize >= i) {
                    return Err(format!("%{i}: snapshot names {v}, not defined before"));
                }
                let virtual_ok = |x: &SnapValue| !matches!(x, SnapValue::Virtual(k) if k.index() >= snap.virtuals.len());
                if !snap.entries.iter().map(|(_, x)| x).chain(snap.virtuals.iter().flat_map(|o| o.fields.iter().map(|(_, x)| x))).all(virtual_ok) {
                    return Err(format!("%{i}: snapshot names a virtual it does not have"));
                }
            }
            if op.opcode == Opcode::Phi {
                if self.loop_next.get(op.phi().index()).is_none() {
                    return Err(format!("%{i}: phi {} has no back-edge value", op.phi().0));
                }
                if self.loop_start().is_none_or(|l| l > i) {
                    return Err(format!("%{i}: phi outside the loop"));
                }
            }
            if op.opcode == Opcode::Alloc && !(16..=MAX_ALLOC_BYTES).contains(&op.alloc().0) {
                return Err(format!("%{i}: an allocation of {} bytes (16 to {MAX_ALLOC_BYTES} compile)", op.alloc().0));
            }
            if op.opcode == Opcode::Call {
                let Some(h) = helpers.get(op.helper().index()) else { return Err(format!("%{i}: no helper {}", op.helper().0)) };
                if h.params.len() != op.args.len() {
                    return Err(format!("%{i}: {} takes {} operands", h.name, h.params.len()));
                }
                if h.can_raise && op.snap.is_none() {
                    return Err(format!("%{i}: raising call without a snapshot"));
                }
            }
        }
        for (k, v) in self.loop_next.iter().enumerate() {
            if v.0 as usize >= self.ops.len() {
                return Err(format!("loop_next[{k}] = {v} is not defined"));
            }
        }
        self.verify_remainder()
    }

    /// An unrolled loop's invariants (see `opt::unroll`): the `Remainder`
    /// follows the `Loop`, the `TO_REMAINDER` guard ends the loop's head
    /// and comes only with a remainder, the remainder uses no value of the
    /// body (only values from before it, the phis and its own), and each
    /// phi has a value at its end.
    fn verify_remainder(&self) -> Result<(), String> {
        let to_remainder = self.ops.iter().position(|o| o.opcode == Opcode::GuardTrue && o.guard.has(GuardFlags::TO_REMAINDER));
        let (Some(r), Some(start)) = (self.remainder_start(), self.loop_start()) else {
            return match (to_remainder, self.remainder_start(), self.remainder_next.is_empty()) {
                (None, None, true) => Ok(()),
                _ => Err("a remainder, its guard or its values without an unrolled loop".into()),
            };
        };
        if r < start || to_remainder.is_none_or(|g| self.loop_head().is_none_or(|h| h.end != g + 1)) {
            return Err(format!("%{r}: a remainder without a loop whose head ends with its guard"));
        }
        if self.remainder_next.len() != self.loop_next.len() {
            return Err("remainder_next does not give every phi a value".into());
        }
        let body_value = |v: &V| (v.0 as usize) > start && (v.0 as usize) < r && self.ops[v.0 as usize].opcode != Opcode::Phi;
        for (i, op) in self.ops.iter().enumerate().skip(r + 1) {
            let snap = op.snap.map(|s| self.snapshots[s.index()].exit_values().collect::<Vec<V>>()).unwrap_or_default();
            if let Some(v) = op.args.iter().chain(&snap).find(|v| body_value(v)) {
                return Err(format!("%{i}: the remainder uses {v} of the unrolled body"));
            }
        }
        match self.remainder_next.iter().find(|v| body_value(v)) {
            Some(v) => Err(format!("remainder_next names {v} of the unrolled body")),
            None => Ok(()),
        }
    }
}
