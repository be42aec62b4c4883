//! The recorder's state: what it knows about the trace being recorded
//! (registers, inlined frames, the loop), what it may do (`RecordPolicy`),
//! and why a recording stops (`Abort`). Data only: the translation is in
//! the other files of `recorder`.

use crate::object::shape::ShapeId;
use crate::value::Value;
use jit::build::{Builder, HeapKey};
use jit::ir::{AliasClass, FrameId, V};
use std::collections::HashMap;

/// A trace may send at most one recorded instruction in this many to `interp_step`.
pub const MAX_STEP_SHARE: usize = 10;

/// Fewest instructions a trace entered once per run of a function or per
/// resume of a generator must record: entering compiled code costs about
/// as much as interpreting this many.
pub const MIN_ENTRY_WORK: usize = 20;

/// The interpreted instructions a call and its return cost about as much
/// as (a frame pushed and popped): a trace that inlines the call saves
/// that much work. An estimate; with it the binary-trees benchmark's
/// `make` (a two-line recursion around one `Node(...)` whose `__init__`
/// is inlined) is compiled, and the program runs 1.6 times faster.
pub const INLINED_CALL_WORK: usize = 8;

/// Fewest instructions a trace must record for each generator it resumes
/// out of line (a `for` over a generator it cannot inline, such as one
/// delegating with `yield from`): from compiled code a resume is a nested
/// interpreter entry, about 100 machine instructions dearer than the
/// interpreter's own, which a few instructions compiled pay back (measured
/// on pyperformance's generators, whose loop has nothing else: 3.6 % more
/// instructions and 7 % more time compiled than interpreted).
pub const MIN_WORK_PER_RESUME: usize = 8;

/// Back edges of one inner loop a trace may follow (the inner loop
/// unrolled into the trace, as many times as it went round while
/// recorded); a loop going round more often aborts the recording. These
/// loops are:
/// - the traced frame's blacklisted inner loops (a short inner loop, a few
///   items, exits before its own recording can close; without this its
///   enclosing loop could never be compiled either);
/// - the loops of an inlined generator form (`sum(genexpr)`,
///   `set(genexpr)`: the generator and the loop consuming it unrolled
///   where they are used, instead of a call that runs the form's own
///   trace, shared by every generator it is given);
/// - in a loop's or a function's recording (not a bridge's), the loops of
///   other inlined calls (a method looping over a short list; not a
///   generator's, whose loops between two `yield`s filter). Their trip
///   count may vary, and every count would take a bridge of its own: the
///   guards recorded inside are flagged, and when one of them fails often
///   enough for a bridge, the trace is thrown away and recorded again
///   without inlining that call (`trace/bridge.rs`).
pub const MAX_UNROLL: u32 = 16;

/// A recording whose iteration has more than this share of the op limit
/// (1/N) unrolls no more loops of inlined calls (`Recorder::unroll_inner`;
/// a generator form's loop is unrolled still).
pub const UNROLL_OPS_SHARE: usize = 8;

/// Most registers of a generator whose creation a trace records as two
/// allocations (`Recorder::new_generator`); a bigger frame is made by the
/// call helper, as the interpreter makes it.
pub const MAX_INLINE_GENERATOR_REGS: usize = 32;

/// Deepest nesting of inlined calls of any size.
pub const MAX_INLINE_DEPTH: usize = 4;

/// A trace within a fifth of its op limit of it ends at the next
/// instruction of its own frame (`Recorder::split_here`): more than one
/// instruction records, so the cut falls between instructions.
pub const SPLIT_MARGIN_SHARE: usize = 5;

/// Deepest nesting of inlined calls of small loop-free functions (at most
/// `SMALL_CALLEE` instructions).
pub const MAX_SMALL_INLINE_DEPTH: usize = 10;
pub const SMALL_CALLEE: usize = 40;

/// Most frames of one small loop-free function a recording holds, the
/// traced function's own included: recursion unrolled this far runs inline.
pub const MAX_RECURSIVE_INLINE: usize = 2;

/// Tuples of up to this many items are built inline (bigger ones by the interpreter).
pub(super) const MAX_INLINE_TUPLE: usize = 16;

/// Most items of a list display the trace allocates inline (its list and
/// items array); a longer one is built by the interpreter's instruction.
pub(super) const MAX_INLINE_LIST: usize = 16;

macro_rules! aborts {
    ($( $name:ident => $text:literal, )*) => {
        /// Why a recording stopped without a trace.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Abort { $( $name, )* }
        impl Abort {
            pub fn text(self) -> &'static str {
                match self { $( Abort::$name => $text, )* }
            }
        }
    };
}

aborts! {
    TraceTooLong => "trace too long",
    TypeUnstable => "a value changes type around the loop",
    StepInLoopBody => "the peeled loop body needs interp_step (the loop is no longer peeled)",
    HeapPhiVaries => "a field cached around the loop belongs to an object that changes (fields are no longer carried for this loop)",
    InlineNeedsFrame => "an inlined call needs a real frame (the call site is not inlined again)",
    InnerLoop => "inner loop back edge (the inner loop gets its own trace)",
    LeftFrame => "leaving the traced frame (return)",
    LoopReturned => "the iteration recorded returned from the frame (the loop is recorded again, its trace may end at a return)",
    Yield => "yield inside the loop",
    Exception => "exception raised while recording",
    LoopExit => "the loop exited while recording",
    SnapshotTooLarge => "snapshot too large",
    AllocTooLarge => "an object too large to allocate inline",
    MostlyUnsupported => "too many instructions the recorder does not specialize (more than one in ten)",
    Backend => "the backend failed to compile the trace",
    BridgeStart => "the exit cannot start a bridge (it is inside an inlined frame)",
    Unwatchable => "a namespace the trace would rely on may move (it is young)",
    Invalidated => "a namespace entry the trace relied on changed while it was recorded",
    TooShort => "too little work between entering the trace and leaving it to pay for entering (a loop's is not traced again, a function's is tried at other calls)",
    ResumeBound => "too little work beside resuming a generator the trace cannot inline to pay for resuming it from compiled code (not traced again)",
}

/// What `record` decided.
pub enum Recorded {
    /// Go on: execute the instruction and record the next.
    Continue,
    /// The loop closed: the trace is complete.
    Closed,
}

/// What the memory of alias class `class` (without its immutable bit) is,
/// for the dumps: `None` for a class no region has.
pub fn alias_class_name(class: u32) -> Option<&'static str> {
    let r = *Region::ALL.get((class as usize).checked_sub(1)?)?;
    (r.class().0 & !AliasClass::IMMUTABLE == class).then(|| r.name())
}

/// Disjoint kinds of memory for the heap cache (see the module comment).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Region {
    /// The trace's own invalidation word (`runtime/watch.rs`).
    Validity,
    /// A dict's `used`, `entries` and `keys_added` fields.
    DictFields,
    /// Words of a dict's entries table.
    DictEntries,
    /// Instance slots and headers.
    Instance,
    /// The overflow arrays of instances with more attributes than slots.
    Overflow,
    /// A range iterator's fields.
    RangeIter,
    /// A range's start, stop and step (never written after creation).
    Range,
    /// A list's length and items array fields.
    List,
    /// A tuple's length and items (never written after creation).
    Tuple,
    /// A sequence iterator's sequence and index.
    SeqIter,
    /// A function's code and globals.
    Function,
    /// The items array of a list.
    ListItems,
    /// A float's value.
    FloatBox,
    /// A property's getter, setter and deleter (never written after creation).
    Property,
    /// A module's namespace field (never written after creation).
    Module,
    /// A slice's start, stop and step (never written after creation).
    Slice,
    /// A `super` object's class and object (never written after creation).
    Super,
    /// A bound method's function and object (never written after creation).
    BoundMethod,
    /// A builtin function's id and bound receiver (never written after creation).
    Builtin,
    /// A generator's fields.
    Generator,
    /// The items of a generator's saved registers array.
    GeneratorRegs,
    /// A cell's contents.
    Cell,
    /// An `enumerate` object's iterator and count, a `zip` object's
    /// tuple of iterators.
    Enumerate,
    /// An items array's capacity (never written after creation: a list
    /// that grows takes a new array).
    ArrayCapacity,
}

impl Region {
    /// The IR alias class of accesses to this region (immutable for the
    /// regions never written after their object's creation).
    pub(super) fn class(self) -> AliasClass {
        use Region::*;
        let fixed = matches!(self, Tuple | Range | Property | Module | Slice | Super | BoundMethod | Builtin | ArrayCapacity);
        AliasClass(self as u32 + 1 | if fixed { AliasClass::IMMUTABLE } else { 0 })
    }

    /// Every region, in the order of their alias classes (class `k + 1` is `ALL[k]`).
    const ALL: [Region; 24] = {
        use Region::*;
        [Validity, DictFields, DictEntries, Instance, Overflow, RangeIter, Range, List, Tuple, SeqIter, Function, ListItems, FloatBox, Property, Module, Slice, Super, BoundMethod, Builtin, Generator, GeneratorRegs, Cell, Enumerate, ArrayCapacity]
    };

    fn name(self) -> &'static str {
        use Region::*;
        match self {
            Validity => "validity word",
            DictFields => "dict header",
            DictEntries => "dict entries",
            Instance => "instance",
            Overflow => "overflow attributes",
            RangeIter => "range iterator",
            Range => "range",
            List => "list",
            Tuple => "tuple",
            SeqIter => "sequence iterator",
            Function => "function",
            ListItems => "list items",
            FloatBox => "float",
            Property => "property",
            Module => "module",
            Slice => "slice",
            Super => "super",
            BoundMethod => "bound method",
            Builtin => "builtin",
            Generator => "generator",
            GeneratorRegs => "generator registers",
            Cell => "cell",
            Enumerate => "enumerate/zip",
            ArrayCapacity => "items array capacity",
        }
    }

    /// The field at byte offset `offset` of `obj`, in this region, as the heap cache names it.
    pub(super) fn field(self, obj: V, offset: i64) -> HeapKey {
        HeapKey { obj, offset, alias: self.class() }
    }

}

/// An inlined call's frame, as an exit rebuilds it.
#[derive(Clone, Debug)]
pub struct InlineFrame {
    pub code_index: usize,
    /// First register, counted from the trace frame's.
    pub base: u32,
    /// The caller's register receiving the result (counted the same way).
    pub ret: u32,
    /// The register holding the function (counted the same way).
    pub func: u32,
    /// For an `__init__` run by instantiating this class: the function is
    /// the class's `__init__`, and the instance is in the frame's register 0.
    pub init_class: Value,
    /// The calling frame (`Op::frame` numbering: 0 is the trace's frame,
    /// k is inlined frame k - 1) and the pc of the call in it.
    pub parent: FrameId,
    pub call_pc: u32,
    /// A generator's frame resumed by the caller's `ForIter` (`call_pc`):
    /// `func` is then the register holding the generator.
    pub generator: bool,
    /// A binary operator's dunder called by the caller's instruction at
    /// `call_pc` (`interp/operators.rs`).
    pub operator: Option<InlineOperator>,
    /// The recording unrolled a loop of this frame (not a generator
    /// form's): an exit flagged `GuardFlags::UNROLLED` inside it names
    /// this call as the one to stop inlining.
    pub unrolled_loop: bool,
}

/// What an inlined operator's frame needs when it declines: the step of
/// the protocol it runs, and the caller's registers holding the operands
/// (counted from the trace frame's), which the interpreter reads then, so
/// exits keep them while the frame runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct InlineOperator {
    pub step: crate::runtime::frame::OperatorStep,
    pub operands: [u32; 2],
}

/// An inlined call being recorded.
pub(super) struct Inlined {
    /// Its record in `Recorder::inline_frames`.
    pub(super) info: jit::ir::InlineId,
    /// The caller's register offset, and the call instruction's pc.
    pub(super) caller_off: u16,
    pub(super) call_pc: u32,
    /// The caller's result register (relative to the caller).
    pub(super) dst: u16,
    pub(super) nregs: u16,
    /// The callee's globals dict (for `load_global`).
    pub(super) globals: V,
    /// An `__init__` run by instantiation: it returns the instance.
    pub(super) init: bool,
    /// The calling frame's code index.
    pub(super) caller_code: usize,
    /// For a generator's frame (`generators.rs`): this resume's state.
    pub(super) generator: Option<GeneratorVisit>,
    /// Its inner loops are unrolled (`Recorder::unroll_inner`): a
    /// generator form's frame and the frames inlined inside it.
    pub(super) unrolls: bool,
}

/// A generator's resume being recorded.
pub(super) struct GeneratorVisit {
    /// The value each register was loaded with from the generator's saved
    /// registers (None: not loaded); a `yield` stores back the others.
    pub(super) loaded: Vec<Option<V>>,
    /// A loop back edge was crossed since the resume.
    pub(super) back_edge: bool,
    /// Where the caller goes on if the generator returns: its `for` loop's exit.
    pub(super) loop_exit: Option<u32>,
}

/// What a recording may do: the JIT's options and what earlier recordings
/// of the same code learned.
pub struct RecordPolicy {
    /// Most ops the trace may have.
    pub trace_limit: usize,
    /// Call sites (code index, pc) that must not be inlined.
    pub no_inline: std::collections::HashSet<(usize, u32)>,
    /// Instructions (code index, pc) to record without int specialization.
    pub generic: std::collections::HashSet<(usize, u32)>,
    /// Peel the loop (record a second iteration as the loop body)?
    pub peel: bool,
    /// Carry cached fields around the loop in phis?
    pub heap_phis: bool,
    /// May the loop's trace end at a return of its frame (`end_loop_at_return`)?
    pub end_at_return: bool,
    /// A function's trace recorded at a call that compiled code made
    /// through the call helper (`JitState::trace_callee_depth`): compiled
    /// callers enter it for less than the interpreter takes to run the
    /// call, so however little work it holds it is not `too_short`.
    pub called_from_traces: bool,
}

pub struct Recorder {
    /// The trace being built, its constants and its heap cache.
    pub b: Builder,
    /// A function's trace from its entry (`header` is `Code::function_entry`),
    /// or a bridge of one: no loop, no loop exits.
    pub(super) function: bool,
    /// The recording ended at a `yield` (`end_at_yield`).
    pub(super) yields: bool,
    /// A loop's recording ended at a `return` (`end_loop_at_return`).
    pub(super) returns: bool,
    pub code_index: usize,
    pub header: u32,
    /// `frames.len()` of the traced frame.
    pub depth: usize,
    /// The traced frame's register count. `sync` stores no register past
    /// it: the stack beyond is not the frame's (a helper that runs Python
    /// pushes its frames there), so an inlined frame's registers live only
    /// in the snapshots until an exit writes them.
    pub(super) own_regs: usize,
    /// The IR value each register holds, when the trace knows it.
    pub(super) slots: Vec<Option<V>>,
    pub(super) dirty: Vec<bool>,
    /// Whether the trace's invalidation word was tested since the last
    /// call that may have run Python code.
    pub(super) valid_checked: bool,
    /// What the trace folded out of namespaces (`runtime/watch.rs`): the
    /// word its code tests, and the objects its code names by address.
    pub watch: std::rc::Rc<crate::runtime::watch::TraceWatch>,
    /// Instances whose shape the trace knows (guarded or allocated).
    pub(super) shapes: HashMap<V, ShapeId>,
    /// `Ref` values already guarded non-empty by `CheckBound`.
    pub(super) bound: std::collections::HashSet<V>,
    /// The pc the last recorded instruction expects next (a loop exit check).
    pub(super) expect: Option<u32>,
    /// The last branch's guard, with the pcs that follow when its condition is true and false.
    pub(super) branch_fixup: Option<(V, u32, u32)>,
    /// Instructions recorded, and how many of them went to `interp_step`.
    pub instructions: usize,
    pub steps: usize,
    /// Generators resumed out of line (`MIN_WORK_PER_RESUME`).
    pub(super) generator_resumes: usize,
    /// Back edges followed of each unrolled inner loop (the inlined frame
    /// it runs in, None for the traced frame; its code index and header
    /// pc), `MAX_UNROLL` at most.
    pub(super) unrolled: HashMap<(Option<u32>, usize, u32), u32>,
    /// While a loop of an inlined call (not a generator form's) is
    /// unrolled: the inline depth of the outermost such frame. Guards
    /// recorded meanwhile are flagged `GuardFlags::UNROLLED`.
    pub(super) unrolling: Option<usize>,
    /// A bridge's recording: it unrolls no loop of an inlined call (a
    /// bridge cannot be recorded again without it).
    pub(super) bridge_recording: bool,
    pub(super) pc: u32,
    /// The traced frame's `LoopBack` pc, once seen, and the highest pc recorded in that frame.
    pub(super) loop_back: Option<u32>,
    pub(super) max_pc: u32,
    /// Branch guards with the pcs following when their condition is true and false.
    pub(super) branches: Vec<(V, u32, u32)>,
    /// The cached fields that became phis (the builder's heap cache holds
    /// a field's value as the trace knows it: a `Ref`, or an `Int`/`Float`
    /// when the field holds a tagged int or a float box already unboxed).
    pub(super) heap_phis: Vec<(HeapKey, usize)>,
    /// (registers, positional parameters) of the codes inlined, by code index.
    pub(super) code_shapes: HashMap<usize, (u16, u16)>,
    /// Register liveness of the codes being recorded, by code index.
    pub(super) live: HashMap<usize, std::rc::Rc<lang::liveness::Liveness>>,
    /// `instructions` when the loop body started (0: not peeled yet).
    pub(super) loop_mark: usize,
    /// The register of each phi, in phi order.
    pub(super) phi_slots: Vec<usize>,
    /// Register offset of the frame being recorded (0, or an inlined callee's).
    pub(super) off: u16,
    /// Inlined calls being recorded, outermost first.
    pub(super) inlined: Vec<Inlined>,
    /// Every inlined frame the trace's snapshots may name.
    pub inline_frames: Vec<InlineFrame>,
    /// The code the next recorded instruction belongs to.
    pub expect_code: usize,
    pub(super) policy: RecordPolicy,
    /// The name of the instruction being recorded, and of each one sent to `interp_step`.
    pub(super) current: &'static str,
    pub stepped: Vec<&'static str>,
    /// The loop headers of the traced code that have a trace: reaching one
    /// (other than the loop's own, for a loop) ends the recording as a
    /// trace without a loop that jumps there (`Trace::bridge`).
    pub targets: std::collections::HashSet<u32>,
    /// Where a trace without a loop ends (the header of the loop whose
    /// trace runs next).
    pub end_at: u32,
    /// It ends at a compiled loop's header (the work goes on in that trace).
    pub joins_loop: bool,
    /// Python calls inlined (each saves the frame the interpreter would
    /// push and pop, work of `INLINED_CALL_WORK` instructions).
    pub inlined_calls: usize,
}

pub(super) type Res<T> = Result<T, Abort>;

#[cfg(test)]
mod tests {
    use super::{alias_class_name, Region};

    #[test]
    fn every_region_is_named_by_its_alias_class() {
        for (k, r) in Region::ALL.iter().enumerate() {
            assert_eq!(*r as usize, k);
            assert_eq!(alias_class_name(k as u32 + 1), Some(r.name()));
        }
        assert_eq!(alias_class_name(0), None);
        assert_eq!(alias_class_name(Region::ALL.len() as u32 + 1), None);
    }
}
