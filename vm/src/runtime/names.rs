//! Names the VM looks up on every call or attribute access, interned once at
//! start-up so hot paths compare pointers instead of hashing Rust strings.

use crate::value::Value;

/// How many binary operators there are (`BinaryOp`'s variants).
const BINARY_OPERATORS: usize = lang::bytecode::BinaryOp::ALL.len();

macro_rules! names {
    ($($field:ident = $text:literal,)*) => {
        /// Interned strs of frequently used names.
        #[derive(Default)]
        pub struct Names {
            $(pub $field: Value,)*
            /// Each binary operator's `__op__`, `__rop__` and `__iop__`,
            /// by the operator's position in `BinaryOp`'s declaration.
            pub binary: [[Value; 3]; BINARY_OPERATORS],
            /// Each comparison's `__op__`, by `CompareOp as usize`.
            pub compare: [Value; 6],
        }

        impl Names {
            /// Every name, interned by `intern`.
            pub fn init(mut intern: impl FnMut(&str) -> Value) -> Names {
                let binary = lang::bytecode::BinaryOp::ALL.map(|op| [intern(op.dunder()), intern(op.rdunder()), intern(&format!("__i{}", &op.dunder()[2..]))]);
                let compare = lang::bytecode::CompareOp::ALL.map(|op| intern(op.dunder()));
                Names { $($field: intern($text),)* binary, compare }
            }
        }
    };
}

names! {
    init = "__init__",
    sys = "sys",
    stdout = "stdout",
    new = "__new__",
    call = "__call__",
    repr = "__repr__",
    str_ = "__str__",
    eq = "__eq__",
    hash = "__hash__",
    iter = "__iter__",
    next = "__next__",
    len = "__len__",
    bool_ = "__bool__",
    contains = "__contains__",
    getattr = "__getattr__",
    getitem = "__getitem__",
    setitem = "__setitem__",
    delitem = "__delitem__",
    args = "args",
    name = "__name__",
    module = "__module__",
    qualname = "__qualname__",
    class_ = "__class__",
    dict = "__dict__",
    format = "__format__",
    format_attr = "format",
    cause = "__cause__",
    context = "__context__",
    suppress_context = "__suppress_context__",
    enum_call = "__pith_enum_call__",
    enum_marker = "__pith_enum__",
    enter = "__enter__",
    exit = "__exit__",
    doc = "__doc__",
    slots = "__slots__",
    setattr = "__setattr__",
    delattr = "__delattr__",
    builtin_value = "__pith_value__",
    get_ = "__get__",
    set_ = "__set__",
    delete = "__delete__",
    set_name = "__set_name__",
    init_subclass = "__init_subclass__",
    class_getitem = "__class_getitem__",
    mro_entries = "__mro_entries__",
}
