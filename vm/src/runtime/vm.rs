//! The virtual machine's state: heap, shapes, roots, loaded code, builtin types.
//!
//! `Vm::bare` builds the state with empty tables (`Vm::new`, in
//! `program.rs`, makes the builtin types and the builtins and switches the
//! JIT on); `Vm::run_main` compiles and runs a script. Errors travel as `Err(Exc)`: the exception object itself is
//! in `r.exception` (a GC root), so Rust code never holds it unrooted.

use crate::runtime::roots::Roots;
use crate::runtime::code::Code;
use crate::object::*;
use crate::object::shape::ShapeTable;
use crate::runtime::types::{TypeId, TYPE_COUNT};
use crate::value::Value;
use crate::runtime::traceback::{CaughtTracebacks, TraceEntry};
use crate::trace::state::{JitState, SPILL_WORDS};
use gc::{GcConfig, Heap};
use crate::value::fxhash::FxHashMap;
use crate::runtime::names::Names;
use std::collections::HashMap;
use std::rc::Rc;

/// Marker for "an exception was raised": the exception is `vm.r.exception`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Exc;

pub type PyResult<T> = Result<T, Exc>;

/// The highest recursion limit `sys.setrecursionlimit` accepts (the
/// interpreter thread's native stack is sized for it).
pub const MAX_RECURSION_LIMIT: usize = 100_000;


pub struct Vm {
    pub(crate) heap: Heap,
    /// Cached large-object threshold of the heap.
    pub(crate) large_threshold: usize,
    pub(crate) shapes: ShapeTable,
    pub(crate) r: Roots,
    /// Every loaded code object; functions name theirs by index.
    pub(crate) codes: Vec<Rc<Code>>,
    pub(crate) interned: FxHashMap<String, Value>,
    /// Keyword-name tuples built for `f(**kw)` calls, by their names (old space).
    pub(crate) kwnames_cache: FxHashMap<Vec<u64>, Value>,
    /// Frequently used names, interned.
    pub(crate) names: Names,
    /// Builtin type objects by `TypeId` (old space).
    pub(crate) types: Vec<Value>,
    /// Ellipsis and NotImplemented (old space).
    pub(crate) ellipsis: Value,
    pub(crate) not_implemented: Value,
    /// `sys.stdout` and `sys.stderr` (old space).
    pub(crate) stdout_obj: Value,
    pub(crate) stderr_obj: Value,
    /// Source text by filename, for tracebacks.
    pub(crate) sources: HashMap<String, Rc<str>>,
    /// Frames the exception in flight has left, innermost first.
    pub(crate) traceback: Vec<TraceEntry>,
    /// The exception in flight was raised just now (not re-raised) and has
    /// not started unwinding: it still needs its `__context__`.
    pub(crate) fresh_exception: bool,
    /// Tracebacks of recently caught exceptions (`runtime/exc_chain.rs`).
    pub(crate) caught_tracebacks: CaughtTracebacks,
    pub(crate) recursion_limit: usize,
    /// Set by `Yield` so that `resume` can tell a yield from a return.
    pub(crate) generator_yielded: bool,
    /// Nested native entries into the interpreter (calls from builtins).
    pub(crate) native_depth: usize,
    pub(crate) argv: Vec<String>,
    /// Next identity hash (header VM bits) to hand out.
    pub(crate) next_identity: u32,
    pub(crate) start_time: std::time::Instant,
    /// Buffered program output.
    pub(crate) out: std::io::BufWriter<std::io::Stdout>,
    /// The tracing JIT's state (on by default; see `configure_jit`).
    pub(crate) jit: JitState,
    /// The allocation profiler, when on (`enable_alloc_profile`).
    pub(crate) alloc_profile: Option<Box<crate::profile::records::AllocProfile>>,
    /// The time profiler, when on (`enable_time_profile`).
    pub(crate) time_profile: Option<Box<crate::profile::records::TimeProfile>>,
}

impl Vm {
    /// The state alone: the heap and the interned names, with no builtin
    /// type, function or module yet and the JIT off (`Vm::new`, in
    /// `program.rs`, adds them).
    pub fn bare(config: GcConfig, argv: Vec<String>) -> Box<Vm> {
        let heap = Heap::new(config);
        let large_threshold = heap.large_object_threshold();
        let mut vm = Box::new(Vm {
            heap,
            large_threshold,
            shapes: ShapeTable::default(),
            r: Roots::default(),
            codes: Vec::new(),
            interned: FxHashMap::default(),
            names: Names::default(),
            kwnames_cache: FxHashMap::default(),
            types: vec![Value::EMPTY; TYPE_COUNT],
            ellipsis: Value::EMPTY,
            not_implemented: Value::EMPTY,
            stdout_obj: Value::EMPTY,
            stderr_obj: Value::EMPTY,
            sources: HashMap::new(),
            traceback: Vec::new(),
            fresh_exception: false,
            caught_tracebacks: Default::default(),
            recursion_limit: 1000,
            generator_yielded: false,
            native_depth: 0,
            argv,
            next_identity: 1,
            start_time: std::time::Instant::now(),
            out: std::io::BufWriter::with_capacity(1 << 16, std::io::stdout()),
            jit: JitState::off(),
            alloc_profile: None,
            time_profile: None,
        });
        vm.r.jit_spill = vec![Value::EMPTY; SPILL_WORDS];
        let names = Names::init(|s| vm.intern(s));
        vm.names = names;
        vm
    }

    #[inline]
    pub fn ty(&self, t: TypeId) -> Value {
        self.types[t as usize]
    }

    /// The class of any value.
    pub fn type_of(&self, v: Value) -> Value {
        use TypeId as T;
        if v.is_int() {
            return self.ty(T::Int);
        }
        if !v.is_ptr() {
            return match v {
                Value::TRUE | Value::FALSE => self.ty(T::Bool),
                _ => self.ty(T::NoneType),
            };
        }
        let id = type_id(v);
        if id >= FIRST_SHAPE_ID {
            return self.instance_class(v);
        }
        let t = match id {
            TY_FLOAT => T::Float,
            TY_BIGINT => T::Int,
            TY_STR => T::Str,
            TY_BYTES => T::Bytes,
            TY_BYTEARRAY => T::ByteArray,
            TY_TUPLE => T::Tuple,
            TY_LIST => T::List,
            TY_DICT => T::Dict,
            TY_SET => T::Set,
            TY_FROZENSET => T::FrozenSet,
            TY_FUNCTION => T::Function,
            TY_BUILTIN => T::BuiltinFunction,
            TY_BOUND_METHOD => T::Method,
            TY_CLASS => match self.user_meta(v) {
                Some(meta) => return meta,
                None => T::Type,
            },
            TY_MODULE => T::Module,
            TY_RANGE => T::Range,
            TY_SLICE => T::Slice,
            TY_RANGE_ITER => T::RangeIterator,
            TY_SEQ_ITER => seq_iterator_type(field(v, 1)),
            TY_REVERSED if ptr_type(field(v, 1)) == Some(TY_LIST) => T::ListReverseIterator,
            TY_REVERSED => T::Reversed,
            TY_DICT_ITER if ptr_type(field(v, 1)) != Some(TY_DICT) => T::SetIterator,
            TY_DICT_ITER => match field(v, 3).as_int() {
                0 => T::DictKeyIterator,
                1 => T::DictValueIterator,
                _ => T::DictItemIterator,
            },
            TY_DICT_VIEW => match field(v, 2).as_int() {
                0 => T::DictKeys,
                1 => T::DictValues,
                _ => T::DictItems,
            },
            TY_ENUMERATE => T::Enumerate,
            TY_ZIP => T::Zip,
            TY_MAP => T::Map,
            TY_FILTER => T::Filter,
            TY_SUPER => T::Super,
            TY_CELL => T::Cell,
            TY_GENERATOR if crate::object::generator::is_coroutine(v) => T::Coroutine,
            TY_GENERATOR => T::Generator,
            TY_STATICMETHOD => T::StaticMethod,
            TY_CLASSMETHOD => T::ClassMethod,
            TY_PROPERTY => T::Property,
            TY_MEMBER => T::Member,
            TY_SINGLETON if v == self.ellipsis => T::Ellipsis,
            TY_SINGLETON if v == self.stdout_obj || v == self.stderr_obj => T::TextIO,
            TY_SINGLETON => T::NotImplementedType,
            _ => T::Object,
        };
        self.ty(t)
    }

    /// The name of a value's type, for messages.
    pub fn type_name(&self, v: Value) -> String {
        class::class_name(self.type_of(v)).to_string()
    }

    /// A stable identity hash for `v` (kept in the header's VM bits; objects move).
    pub fn identity_hash(&mut self, v: Value) -> i64 {
        if !v.is_ptr() {
            return v.0 as i64 >> 1;
        }
        let bits = vm_bits(v);
        if bits != 0 {
            return bits as i64;
        }
        let h = self.next_identity;
        self.next_identity = if h >= gc::header::VM_BITS_MASK { 1 } else { h + 1 };
        set_vm_bits(v, h);
        h as i64
    }

    /// Attribute `name` (interned) along the MRO of `cls`, through the method cache.
    #[inline]
    pub fn lookup_type(&mut self, cls: Value, name: Value) -> Option<Value> {
        self.r.mcache.lookup(cls, name)
    }

    /// The source line `line` of `filename`, if known.
    pub fn source_line(&self, filename: &str, line: u32) -> Option<String> {
        let src = self.sources.get(filename)?;
        src.lines().nth(line.checked_sub(1)? as usize).map(|s| s.trim().to_string())
    }
}

/// The type of a sequence iterator over `seq` (CPython names one per sequence type).
fn seq_iterator_type(seq: Value) -> crate::runtime::types::TypeId {
    use crate::runtime::types::TypeId as T;
    match ptr_type(seq) {
        Some(TY_LIST) => T::ListIterator,
        Some(TY_TUPLE) => T::TupleIterator,
        Some(TY_STR) if crate::object::str::is_ascii(seq) => T::StrAsciiIterator,
        Some(TY_STR) => T::StrIterator,
        Some(TY_BYTES) => T::BytesIterator,
        Some(TY_BYTEARRAY) => T::ByteArrayIterator,
        _ => T::Iterator,
    }
}
