//! The data-model methods of the builtin value types (`list.__len__`,
//! `int.__add__`, `dict.__getitem__`, `str.__new__`, ...).
//!
//! pith's own operations on builtin values never look these up (they act
//! on the values directly); they exist for classes derived from the
//! builtin types (`runtime/builtin_base.rs`), which find them along their MRO for
//! whatever they do not override, and for explicit calls such as
//! `super().__setitem__(k, v)` or `dict.__getitem__(self, k)`. Each is one
//! generic function over the VM's operations, listed once per type that
//! has it. The receiver arrives as its builtin value (`check_receiver`);
//! other operands are looked through with `builtin_view`. A binary
//! method returns NotImplemented for an operand it cannot take, so the
//! other operand's reflected method and CPython's error messages follow.

use crate::runtime::native::{def, def_raw, BuiltinDef, Owner};
use crate::runtime::native::Args;
use crate::object::*;
use crate::ops::arith::int_val;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use lang::bytecode::{BinaryOp, CompareOp, UnaryOpKind};
use crate::runtime::calls::Calls;

/// `defs!(name => function: [Type, ...]; ...)`: one definition per type.
macro_rules! defs {
    ($($name:literal => $f:ident : [$($t:ident),*];)*) => {
        pub const DEFS: &[BuiltinDef] = &[
            $($(def($name, Owner::Type(TypeId::$t), $f),)*)*
            def("__new__", Owner::StaticMethod(TypeId::Object), new_object),
            def("__new__", Owner::StaticMethod(TypeId::Int), new_int),
            def("__new__", Owner::StaticMethod(TypeId::Float), new_float),
            def("__new__", Owner::StaticMethod(TypeId::Str), new_str),
            def("__new__", Owner::StaticMethod(TypeId::Bytes), new_bytes),
            def("__new__", Owner::StaticMethod(TypeId::List), new_list),
            def("__new__", Owner::StaticMethod(TypeId::Tuple), new_tuple),
            def("__new__", Owner::StaticMethod(TypeId::Dict), new_dict),
            def("__new__", Owner::StaticMethod(TypeId::Set), new_set),
            def("__new__", Owner::StaticMethod(TypeId::FrozenSet), new_frozenset),
            def_raw("__getitem__", Owner::Type(TypeId::Dict), dict_getitem),
        ];
    };
}

defs! {
    "__init__" => list_init: [List];
    "__init__" => dict_init: [Dict];
    "__init__" => set_init: [Set];
    "__len__" => len: [Str, Bytes, ByteArray, List, Tuple, Dict, Set, FrozenSet];
    "__iter__" => iter: [Str, Bytes, ByteArray, List, Tuple, Dict, Set, FrozenSet];
    "__contains__" => contains: [Str, Bytes, ByteArray, List, Tuple, Dict, Set, FrozenSet];
    "__getitem__" => getitem: [Str, Bytes, ByteArray, List, Tuple];
    "__setitem__" => setitem: [List, Dict, ByteArray];
    "__delitem__" => delitem: [List, Dict, ByteArray];
    "__repr__" => repr: [Int, Float, Str, Bytes, ByteArray, List, Tuple, Dict, Set, FrozenSet];
    "__str__" => str_: [Str];
    "__format__" => format: [Int, Float, Str];
    "__hash__" => hash: [Int, Float, Str, Bytes, Tuple, FrozenSet];
    "__bool__" => bool_: [Int, Float];
    "__int__" => int_: [Int, Float];
    "__index__" => index: [Int];
    "__float__" => float_: [Int, Float];
    "__abs__" => abs: [Int, Float];
    "__neg__" => neg: [Int, Float];
    "__pos__" => pos: [Int, Float];
    "__invert__" => invert: [Int];
    "__eq__" => eq: [Int, Float, Str, Bytes, ByteArray, List, Tuple, Dict, Set, FrozenSet];
    "__ne__" => ne: [Int, Float, Str, Bytes, ByteArray, List, Tuple, Dict, Set, FrozenSet];
    "__lt__" => lt: [Int, Float, Str, Bytes, ByteArray, List, Tuple, Set, FrozenSet];
    "__le__" => le: [Int, Float, Str, Bytes, ByteArray, List, Tuple, Set, FrozenSet];
    "__gt__" => gt: [Int, Float, Str, Bytes, ByteArray, List, Tuple, Set, FrozenSet];
    "__ge__" => ge: [Int, Float, Str, Bytes, ByteArray, List, Tuple, Set, FrozenSet];
    "__add__" => add: [Int, Float, Str, Bytes, ByteArray, List, Tuple];
    "__radd__" => radd: [Int, Float];
    "__sub__" => sub: [Int, Float, Set, FrozenSet];
    "__rsub__" => rsub: [Int, Float, Set, FrozenSet];
    "__mul__" => mul: [Int, Float, Str, Bytes, ByteArray, List, Tuple];
    "__rmul__" => rmul: [Int, Float, Str, Bytes, ByteArray, List, Tuple];
    "__truediv__" => truediv: [Int, Float];
    "__rtruediv__" => rtruediv: [Int, Float];
    "__floordiv__" => floordiv: [Int, Float];
    "__rfloordiv__" => rfloordiv: [Int, Float];
    "__mod__" => mod_: [Int, Float, Str, Bytes, ByteArray];
    "__rmod__" => rmod: [Int, Float];
    "__pow__" => pow: [Int, Float];
    "__rpow__" => rpow: [Int, Float];
    "__lshift__" => lshift: [Int];
    "__rlshift__" => rlshift: [Int];
    "__rshift__" => rshift: [Int];
    "__rrshift__" => rrshift: [Int];
    "__and__" => and: [Int, Set, FrozenSet];
    "__rand__" => rand: [Int, Set, FrozenSet];
    "__or__" => or: [Int, Set, FrozenSet, Dict];
    "__ror__" => ror: [Int, Set, FrozenSet, Dict];
    "__xor__" => xor: [Int, Set, FrozenSet];
    "__rxor__" => rxor: [Int, Set, FrozenSet];
}

/// `iterator_defs!(Type, ...)`: `__iter__` and `__next__` for each
/// builtin iterator type.
macro_rules! iterator_defs {
    ($($t:ident),*) => {
        pub const ITERATOR_DEFS: &[BuiltinDef] = &[$(def("__iter__", Owner::Type(TypeId::$t), iter), def("__next__", Owner::Type(TypeId::$t), next_),)*];
    };
}

iterator_defs!(RangeIterator, Iterator, DictIterator, ListIterator, TupleIterator, StrIterator, StrAsciiIterator, BytesIterator, ByteArrayIterator, ListReverseIterator, Reversed, SetIterator, DictKeyIterator, DictValueIterator, DictItemIterator, Enumerate, Zip, Map, Filter, Chain, Islice, Permutations, Combinations, CombinationsWithReplacement, Product, Starmap, Compress, Pairwise, ZipLongest, Accumulate, TakeWhile, DropWhile, FilterFalse, Cycle, Count, Repeat);

/// The types whose values CPython refuses to hash: their `__hash__` is None.
pub const UNHASHABLE: &[TypeId] = &[TypeId::List, TypeId::Dict, TypeId::Set, TypeId::ByteArray];

/// `T.__new__` for each type `T` that has one.
macro_rules! new_methods {
    ($($f:ident => $t:ident;)*) => {
        $(
            fn $f(vm: &mut Vm, a: Args) -> PyResult<Value> {
                vm.new_value_instance(TypeId::$t, a)
            }
        )*
    };
}

new_methods! {
    new_object => Object;
    new_int => Int;
    new_float => Float;
    new_str => Str;
    new_bytes => Bytes;
    new_list => List;
    new_tuple => Tuple;
    new_dict => Dict;
    new_set => Set;
    new_frozenset => FrozenSet;
}

/// The receiver (already its builtin value) and argument `i` looked through.
fn operands(vm: &Vm, a: &Args, i: usize) -> (Value, Value) {
    (vm.arg(a, 0), vm.builtin_view(vm.arg(a, i)))
}

fn list_init(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_positional("list", &a, 0, 1)?;
    vm.mem.list_replace_all(vm.arg(&a, 0), &[]);
    if a.n == 2 {
        vm.list_extend(vm.arg(&a, 0), vm.arg(&a, 1))?;
    }
    Ok(Value::NONE)
}

fn dict_init(vm: &mut Vm, a: Args) -> PyResult<Value> {
    super::dict_methods::update_named(vm, a, "dict")
}

fn set_init(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_positional("set", &a, 0, 1)?;
    vm.mem.dict_clear(vm.arg(&a, 0));
    if a.n == 2 {
        // The set is read from its argument slot each time: iterating and
        // inserting may move it.
        vm.for_each_item(vm.arg(&a, 1), |vm, x| {
            vm.dict_set(vm.arg(&a, 0), x, x)?;
            Ok(true)
        })?;
    }
    Ok(Value::NONE)
}

fn len(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__len__", &a, 1, 1)?;
    let n = vm.len_of(vm.arg(&a, 0))?;
    Ok(Value::int(n as i64))
}

fn iter(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__iter__", &a, 1, 1)?;
    vm.get_iter(vm.arg(&a, 0))
}

fn next_(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__next__", &a, 1, 1)?;
    match vm.iter_next(vm.arg(&a, 0))? {
        Some(v) => Ok(v),
        None => Err(vm.stop_iteration(Value::NONE)),
    }
}

fn contains(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__contains__", &a, 2, 2)?;
    Ok(Value::bool(vm.contains(vm.arg(&a, 0), vm.arg(&a, 1))?))
}

fn getitem(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__getitem__", &a, 2, 2)?;
    vm.get_item(vm.arg(&a, 0), vm.arg(&a, 1))
}

/// `dict.__getitem__`: a missing key goes to the instance's `__missing__`
/// when its class (derived from dict) has one, as in CPython.
fn dict_getitem(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__getitem__", &a, 2, 2)?;
    let (obj, key) = (vm.arg(&a, 0), vm.arg(&a, 1));
    if let Some(v) = vm.dict_get(vm.builtin_view(obj), key)? {
        return Ok(v);
    }
    let obj = vm.arg(&a, 0);
    if is_instance_obj(obj) {
        let n = vm.intern("__missing__");
        let cls = vm.mem.instance_class(obj);
        if let Some(f) = vm.lookup_type(cls, n) {
            return vm.call_value(f, &[obj, vm.arg(&a, 1)]);
        }
    }
    Err(vm.key_error(vm.arg(&a, 1)))
}

fn setitem(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__setitem__", &a, 3, 3)?;
    vm.set_item(vm.arg(&a, 0), vm.arg(&a, 1), vm.arg(&a, 2))?;
    Ok(Value::NONE)
}

fn delitem(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__delitem__", &a, 2, 2)?;
    vm.del_item(vm.arg(&a, 0), vm.arg(&a, 1))?;
    Ok(Value::NONE)
}

fn repr(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__repr__", &a, 1, 1)?;
    vm.repr_of(vm.arg(&a, 0))
}

fn str_(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__str__", &a, 1, 1)?;
    vm.str_of(vm.arg(&a, 0))
}

fn format(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__format__", &a, 2, 2)?;
    let spec = vm.builtin_view(vm.arg(&a, 1));
    let spec = vm.arg_str(spec, "format spec")?;
    let s = vm.format_to_string(vm.arg(&a, 0), &spec)?;
    Ok(vm.mem.new_str(&s))
}

fn hash(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__hash__", &a, 1, 1)?;
    let h = crate::ops::hash::hash_value(vm, vm.arg(&a, 0))?;
    Ok(Value::int(h))
}

fn bool_(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__bool__", &a, 1, 1)?;
    Ok(Value::bool(vm.truthy(vm.arg(&a, 0))?))
}

/// Calls the builtin constructor of type `t` on the receiver.
fn convert(vm: &mut Vm, a: &Args, name: &str, t: TypeId) -> PyResult<Value> {
    vm.check_args(name, a, 1, 1)?;
    let class = vm.ty(t);
    super::constructors::construct(vm, class, Args { start: a.start, n: 1, kwnames: Value::EMPTY, nkw: 0 })
}

fn int_(vm: &mut Vm, a: Args) -> PyResult<Value> {
    convert(vm, &a, "__int__", TypeId::Int)
}

fn index(vm: &mut Vm, a: Args) -> PyResult<Value> {
    convert(vm, &a, "__index__", TypeId::Int)
}

fn float_(vm: &mut Vm, a: Args) -> PyResult<Value> {
    convert(vm, &a, "__float__", TypeId::Float)
}

fn unary(vm: &mut Vm, a: &Args, name: &str, op: UnaryOpKind) -> PyResult<Value> {
    vm.check_args(name, a, 1, 1)?;
    vm.unary_op(op, vm.arg(a, 0))
}

fn neg(vm: &mut Vm, a: Args) -> PyResult<Value> {
    unary(vm, &a, "__neg__", UnaryOpKind::Neg)
}

fn pos(vm: &mut Vm, a: Args) -> PyResult<Value> {
    unary(vm, &a, "__pos__", UnaryOpKind::Pos)
}

fn invert(vm: &mut Vm, a: Args) -> PyResult<Value> {
    unary(vm, &a, "__invert__", UnaryOpKind::Invert)
}

/// `x.__abs__()`: the builtin `abs` of the value.
fn abs(vm: &mut Vm, a: Args) -> PyResult<Value> {
    super::functions::abs(vm, a)
}

fn is_number(v: Value) -> bool {
    int_val(v).is_some() || num::is_float(v)
}

fn is_set_like(v: Value) -> bool {
    matches!(ptr_type(v), Some(TY_SET) | Some(TY_FROZENSET))
}

/// Can the builtin comparison take these two builtin values?
fn comparable(x: Value, y: Value) -> bool {
    (is_number(x) && is_number(y)) || (is_set_like(x) && is_set_like(y)) || (ptr_type(x).is_some() && ptr_type(x) == ptr_type(y))
}

fn compare(vm: &mut Vm, a: &Args, op: CompareOp) -> PyResult<Value> {
    vm.check_args(op.dunder(), a, 2, 2)?;
    let (x, y) = operands(vm, a, 1);
    if !comparable(x, y) {
        return Ok(vm.tables.not_implemented);
    }
    vm.compare_op(op, x, y)
}

fn eq(vm: &mut Vm, a: Args) -> PyResult<Value> {
    compare(vm, &a, CompareOp::Eq)
}

fn ne(vm: &mut Vm, a: Args) -> PyResult<Value> {
    compare(vm, &a, CompareOp::Ne)
}

fn lt(vm: &mut Vm, a: Args) -> PyResult<Value> {
    compare(vm, &a, CompareOp::Lt)
}

fn le(vm: &mut Vm, a: Args) -> PyResult<Value> {
    compare(vm, &a, CompareOp::Le)
}

fn gt(vm: &mut Vm, a: Args) -> PyResult<Value> {
    compare(vm, &a, CompareOp::Gt)
}

fn ge(vm: &mut Vm, a: Args) -> PyResult<Value> {
    compare(vm, &a, CompareOp::Ge)
}

/// `self op other` (or `other op self` when `reflected`) on the builtin
/// values; NotImplemented when the other operand is an instance of a user
/// class (its own methods decide) or the builtin operation refuses the pair.
fn binary(vm: &mut Vm, a: &Args, op: BinaryOp, reflected: bool) -> PyResult<Value> {
    let name = if reflected { op.rdunder() } else { op.dunder() };
    vm.check_args(name, a, 2, 2)?;
    let (x, y) = operands(vm, a, 1);
    if is_instance_obj(y) {
        return Ok(vm.tables.not_implemented);
    }
    let (l, r) = if reflected { (y, x) } else { (x, y) };
    match vm.binary_op(op, l, r) {
        Ok(v) => Ok(v),
        Err(e) => {
            if vm.isinstance_of(vm.mem.r.exception, TypeId::TypeError) {
                vm.mem.r.exception = Value::EMPTY;
                return Ok(vm.tables.not_implemented);
            }
            Err(e)
        }
    }
}

/// One function per binary dunder and its reflection.
macro_rules! binary_dunders {
    ($($f:ident, $rf:ident => $op:ident;)*) => {
        $(
            fn $f(vm: &mut Vm, a: Args) -> PyResult<Value> {
                binary(vm, &a, BinaryOp::$op, false)
            }
            fn $rf(vm: &mut Vm, a: Args) -> PyResult<Value> {
                binary(vm, &a, BinaryOp::$op, true)
            }
        )*
    };
}

binary_dunders! {
    add, radd => Add;
    sub, rsub => Sub;
    mul, rmul => Mul;
    truediv, rtruediv => TrueDiv;
    floordiv, rfloordiv => FloorDiv;
    mod_, rmod => Mod;
    pow, rpow => Pow;
    lshift, rlshift => LShift;
    rshift, rrshift => RShift;
    and, rand => And;
    or, ror => Or;
    xor, rxor => Xor;
}
