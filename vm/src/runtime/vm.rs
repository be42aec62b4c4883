//! The virtual machine: its subsystems (memory, names, tables, the
//! interpreter's state, the host, the JIT's state, the time profiler) and
//! the questions every layer asks of them (the type of a value).
//!
//! `Vm::bare` builds the state with empty tables (`Vm::new`, in
//! `program.rs`, makes the builtin types and the builtins and switches the
//! JIT on); `Vm::run_main` compiles and runs a script. Errors travel as `Err(Exc)`: the exception object itself is
//! in `mem.r.exception` (a GC root), so Rust code never holds it unrooted.

use crate::object::*;
use crate::runtime::host::Host;
use crate::runtime::interp_state::InterpState;
use crate::runtime::memory::Memory;
use crate::runtime::names::Names;
use crate::runtime::tables::Tables;
use crate::runtime::types::TypeId;
use crate::trace::state::{JitState, SPILL_WORDS};
use crate::value::Value;
use gc::GcConfig;

/// Marker for "an exception was raised": the exception is `vm.mem.r.exception`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Exc;

pub type PyResult<T> = Result<T, Exc>;

/// The highest recursion limit `sys.setrecursionlimit` accepts (the
/// interpreter thread's native stack is sized for it).
pub const MAX_RECURSION_LIMIT: usize = 100_000;


/// The VM: a composition of owned subsystems, each in its own file.
pub struct Vm {
    /// The heap, the root set and the shapes: the allocation handle.
    pub(crate) mem: Memory,
    /// Frequently used names, interned.
    pub(crate) names: Names,
    /// Loaded code, interned strings, the builtin types and singletons.
    pub(crate) tables: Tables,
    /// The interpreter's state outside the roots: nesting depths, the
    /// traceback of the exception in flight.
    pub(crate) interp: InterpState,
    /// The process: arguments, start time, buffered output.
    pub(crate) host: Host,
    /// The tracing JIT's state (on by default; see `configure_jit`).
    pub(crate) jit: JitState,
    /// The time profiler, when on (`enable_time_profile`).
    pub(crate) time_profile: Option<Box<crate::profile::records::TimeProfile>>,
}

impl Vm {
    /// The state alone: the heap and the interned names, with no builtin
    /// type, function or module yet and the JIT off (`Vm::new`, in
    /// `program.rs`, adds them).
    pub fn bare(config: GcConfig, argv: Vec<String>) -> Box<Vm> {
        let mut vm = Box::new(Vm {
            mem: Memory::new(config),
            names: Names::default(),
            tables: Tables::default(),
            interp: InterpState::default(),
            host: Host::new(argv),
            jit: JitState::off(),
            time_profile: None,
        });
        vm.mem.r.jit_spill = vec![Value::EMPTY; SPILL_WORDS];
        let names = Names::init(|s| vm.intern(s));
        vm.names = names;
        vm
    }

    #[inline]
    pub fn ty(&self, t: TypeId) -> Value {
        self.tables.types[t as usize]
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
            return self.mem.instance_class(v);
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
            TY_ITERTOOL => crate::runtime::types::type_id_from_index(crate::object::itertool::kind_index(v)).unwrap_or(T::Object),
            TY_SUPER => T::Super,
            TY_CELL => T::Cell,
            TY_GENERATOR if crate::object::generator::is_coroutine(v) => T::Coroutine,
            TY_GENERATOR => T::Generator,
            TY_STATICMETHOD => T::StaticMethod,
            TY_CLASSMETHOD => T::ClassMethod,
            TY_PROPERTY => T::Property,
            TY_MEMBER => T::Member,
            TY_SINGLETON if v == self.tables.ellipsis => T::Ellipsis,
            TY_SINGLETON if v == self.tables.stdout_obj || v == self.tables.stderr_obj => T::TextIO,
            TY_SINGLETON => T::NotImplementedType,
            _ => T::Object,
        };
        self.ty(t)
    }

    /// The name of a value's type, for messages.
    pub fn type_name(&self, v: Value) -> String {
        class::class_name(self.type_of(v)).to_string()
    }

    /// A stable identity hash for `v` (`Memory::identity_hash`).
    pub fn identity_hash(&mut self, v: Value) -> i64 {
        self.mem.identity_hash(v)
    }

    /// Attribute `name` (interned) along the MRO of `cls`, through the method cache.
    #[inline]
    pub fn lookup_type(&mut self, cls: Value, name: Value) -> Option<Value> {
        self.mem.r.mcache.lookup(cls, name)
    }

    /// The source line `line` of `filename`, if known.
    pub fn source_line(&self, filename: &str, line: u32) -> Option<String> {
        self.source_line_as_written(filename, line).map(|s| s.trim().to_string())
    }

    /// Line `line` of the source of `filename`, indentation included.
    pub fn source_line_as_written(&self, filename: &str, line: u32) -> Option<String> {
        let src = self.tables.sources.get(filename)?;
        src.lines().nth(line.checked_sub(1)? as usize).map(str::to_string)
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
