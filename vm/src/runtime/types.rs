//! The builtin types and exception classes, declared once as a table.
//!
//! Each `TypeId` names one builtin class object, created at start-up in old
//! space by `init_types` (`classes.rs`, which also makes user classes). Builtin value types (int, str, ...) have a non-zero
//! `kind`; classes whose instances are shaped objects (`object` and the
//! exception hierarchy) have kind 0, exactly like user classes, so user
//! classes can derive from them.
//!

use crate::object::*;
use crate::value::Value;

macro_rules! builtin_types {
    ($( $id:ident = $name:literal : $parent:ident, $shaped:literal; )*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[repr(usize)]
        pub enum TypeId { $($id,)* }

        /// (id, Python name, parent, instances are shaped objects)
        pub const TYPE_TABLE: &[(TypeId, &str, TypeId, bool)] = &[ $((TypeId::$id, $name, TypeId::$parent, $shaped),)* ];
    };
}

builtin_types! {
    Object = "object" : Object, true;
    Type = "type" : Object, false;
    Int = "int" : Object, false;
    Bool = "bool" : Int, false;
    Float = "float" : Object, false;
    Str = "str" : Object, false;
    Bytes = "bytes" : Object, false;
    List = "list" : Object, false;
    Tuple = "tuple" : Object, false;
    Dict = "dict" : Object, false;
    Set = "set" : Object, false;
    FrozenSet = "frozenset" : Object, false;
    NoneType = "NoneType" : Object, false;
    Function = "function" : Object, false;
    BuiltinFunction = "builtin_function_or_method" : Object, false;
    Method = "method" : Object, false;
    Module = "module" : Object, false;
    Range = "range" : Object, false;
    Slice = "slice" : Object, false;
    RangeIterator = "range_iterator" : Object, false;
    Iterator = "iterator" : Object, false;
    DictIterator = "dict_iterator" : Object, false;
    ListIterator = "list_iterator" : Object, false;
    TupleIterator = "tuple_iterator" : Object, false;
    StrIterator = "str_iterator" : Object, false;
    StrAsciiIterator = "str_ascii_iterator" : Object, false;
    BytesIterator = "bytes_iterator" : Object, false;
    ByteArrayIterator = "bytearray_iterator" : Object, false;
    ListReverseIterator = "list_reverseiterator" : Object, false;
    Reversed = "reversed" : Object, false;
    SetIterator = "set_iterator" : Object, false;
    DictKeyIterator = "dict_keyiterator" : Object, false;
    DictValueIterator = "dict_valueiterator" : Object, false;
    DictItemIterator = "dict_itemiterator" : Object, false;
    DictKeys = "dict_keys" : Object, false;
    DictValues = "dict_values" : Object, false;
    DictItems = "dict_items" : Object, false;
    Enumerate = "enumerate" : Object, false;
    Zip = "zip" : Object, false;
    Map = "map" : Object, false;
    Filter = "filter" : Object, false;
    Super = "super" : Object, false;
    StaticMethod = "staticmethod" : Object, false;
    ClassMethod = "classmethod" : Object, false;
    Property = "property" : Object, false;
    Ellipsis = "ellipsis" : Object, false;
    TextIO = "TextIOWrapper" : Object, false;
    Cell = "cell" : Object, false;
    Generator = "generator" : Object, false;
    Coroutine = "coroutine" : Object, false;
    NotImplementedType = "NotImplementedType" : Object, false;
    Member = "member_descriptor" : Object, false;
    BaseException = "BaseException" : Object, true;
    SystemExit = "SystemExit" : BaseException, true;
    KeyboardInterrupt = "KeyboardInterrupt" : BaseException, true;
    GeneratorExit = "GeneratorExit" : BaseException, true;
    Exception = "Exception" : BaseException, true;
    StopIteration = "StopIteration" : Exception, true;
    ArithmeticError = "ArithmeticError" : Exception, true;
    OverflowError = "OverflowError" : ArithmeticError, true;
    ZeroDivisionError = "ZeroDivisionError" : ArithmeticError, true;
    AssertionError = "AssertionError" : Exception, true;
    AttributeError = "AttributeError" : Exception, true;
    ImportError = "ImportError" : Exception, true;
    ModuleNotFoundError = "ModuleNotFoundError" : ImportError, true;
    LookupError = "LookupError" : Exception, true;
    IndexError = "IndexError" : LookupError, true;
    KeyError = "KeyError" : LookupError, true;
    MemoryError = "MemoryError" : Exception, true;
    NameError = "NameError" : Exception, true;
    UnboundLocalError = "UnboundLocalError" : NameError, true;
    OSError = "OSError" : Exception, true;
    FileNotFoundError = "FileNotFoundError" : OSError, true;
    FileExistsError = "FileExistsError" : OSError, true;
    PermissionError = "PermissionError" : OSError, true;
    IsADirectoryError = "IsADirectoryError" : OSError, true;
    NotADirectoryError = "NotADirectoryError" : OSError, true;
    InterruptedError = "InterruptedError" : OSError, true;
    BlockingIOError = "BlockingIOError" : OSError, true;
    ChildProcessError = "ChildProcessError" : OSError, true;
    ProcessLookupError = "ProcessLookupError" : OSError, true;
    TimeoutError = "TimeoutError" : OSError, true;
    ConnectionError = "ConnectionError" : OSError, true;
    BufferError = "BufferError" : Exception, true;
    Warning = "Warning" : Exception, true;
    UserWarning = "UserWarning" : Warning, true;
    DeprecationWarning = "DeprecationWarning" : Warning, true;
    RuntimeWarning = "RuntimeWarning" : Warning, true;
    EOFError = "EOFError" : Exception, true;
    RuntimeError = "RuntimeError" : Exception, true;
    RecursionError = "RecursionError" : RuntimeError, true;
    NotImplementedError = "NotImplementedError" : RuntimeError, true;
    TypeError = "TypeError" : Exception, true;
    ValueError = "ValueError" : Exception, true;
    UnicodeError = "UnicodeError" : ValueError, true;
    UnicodeDecodeError = "UnicodeDecodeError" : UnicodeError, true;
    UnionType = "UnionType" : Object, true;
    FloatingPointError = "FloatingPointError" : ArithmeticError, true;
    StopAsyncIteration = "StopAsyncIteration" : Exception, true;
    SyntaxError = "SyntaxError" : Exception, true;
    IndentationError = "IndentationError" : SyntaxError, true;
    TabError = "TabError" : IndentationError, true;
    ReferenceError = "ReferenceError" : Exception, true;
    SystemError = "SystemError" : Exception, true;
    UnicodeEncodeError = "UnicodeEncodeError" : UnicodeError, true;
    ByteArray = "bytearray" : Object, false;
    PendingDeprecationWarning = "PendingDeprecationWarning" : Warning, true;
    SyntaxWarning = "SyntaxWarning" : Warning, true;
    FutureWarning = "FutureWarning" : Warning, true;
    ImportWarning = "ImportWarning" : Warning, true;
    UnicodeWarning = "UnicodeWarning" : Warning, true;
    BytesWarning = "BytesWarning" : Warning, true;
    ResourceWarning = "ResourceWarning" : Warning, true;
    EncodingWarning = "EncodingWarning" : Warning, true;
    Chain = "chain" : Object, false;
    Islice = "islice" : Object, false;
    Permutations = "permutations" : Object, false;
    Combinations = "combinations" : Object, false;
    CombinationsWithReplacement = "combinations_with_replacement" : Object, false;
    Product = "product" : Object, false;
    Starmap = "starmap" : Object, false;
    Compress = "compress" : Object, false;
    Pairwise = "pairwise" : Object, false;
    ZipLongest = "zip_longest" : Object, false;
    Accumulate = "accumulate" : Object, false;
    TakeWhile = "takewhile" : Object, false;
    DropWhile = "dropwhile" : Object, false;
    FilterFalse = "filterfalse" : Object, false;
    Cycle = "cycle" : Object, false;
    Count = "count" : Object, false;
    Repeat = "repeat" : Object, false;
}

/// The classes of the native `itertools` iterators (`TY_ITERTOOL`), in the
/// `itertools` module rather than `builtins`.
pub const ITERTOOLS_TYPES: &[TypeId] = &[
    TypeId::Chain,
    TypeId::Islice,
    TypeId::Permutations,
    TypeId::Combinations,
    TypeId::CombinationsWithReplacement,
    TypeId::Product,
    TypeId::Starmap,
    TypeId::Compress,
    TypeId::Pairwise,
    TypeId::ZipLongest,
    TypeId::Accumulate,
    TypeId::TakeWhile,
    TypeId::DropWhile,
    TypeId::FilterFalse,
    TypeId::Cycle,
    TypeId::Count,
    TypeId::Repeat,
];

pub const TYPE_COUNT: usize = TYPE_TABLE.len();

/// How a class is being made: the metaclass asked for (EMPTY: `type`),
/// the class keywords (a dict, or EMPTY), and whether this is
/// `type.__new__(meta, ...)` building it (`direct`) or a class statement or
/// `type(name, bases, dict)`, which call a user metaclass instead.
#[derive(Clone, Copy)]
pub struct ClassMaker {
    pub meta: Value,
    pub kwargs: Value,
    pub direct: bool,
}

impl ClassMaker {
    /// A class statement without keywords.
    pub const PLAIN: ClassMaker = ClassMaker { meta: Value::EMPTY, kwargs: Value::EMPTY, direct: false };
}

/// The types of the builtin iterators (none is a builtin name or a possible base).
pub const ITERATOR_TYPES: &[TypeId] = &[
    TypeId::RangeIterator,
    TypeId::Iterator,
    TypeId::DictIterator,
    TypeId::ListIterator,
    TypeId::TupleIterator,
    TypeId::StrIterator,
    TypeId::StrAsciiIterator,
    TypeId::BytesIterator,
    TypeId::ByteArrayIterator,
    TypeId::ListReverseIterator,
    TypeId::Reversed,
    TypeId::SetIterator,
    TypeId::DictKeyIterator,
    TypeId::DictValueIterator,
    TypeId::DictItemIterator,
];

/// The `TypeId` with discriminant `i`.
pub fn type_id_from_index(i: usize) -> Option<TypeId> {
    TYPE_TABLE.get(i).map(|t| t.0)
}
