//! The native `itertools` iterator types: their classes (in the `itertools`
//! module), their constructors with CPython's argument checks and errors,
//! and their few methods (`chain.from_iterable`, `repeat.__length_hint__`).
//!
//! Each object is a `TY_ITERTOOL` (`object/itertool.rs`); `ops/itertools.rs`
//! steps it. What a kind keeps in its five state words is listed at
//! `new_itertool`'s callers here, one line each, and read back there.
//! `groupby` and `tee` stay Python (`vm/lib/itertools.py`), which imports
//! these classes from `_itertools`.
//!
//! Must never: step an iterator (that is `ops/itertools.rs`), or keep an
//! unrooted Value across an allocation or a call.

use crate::object::itertool::{index_set, S0, STARTING, STOPPED};
use crate::object::*;
use crate::runtime::native::{def, Args, BuiltinDef, Owner};
use crate::runtime::types::{TypeId, ITERTOOLS_TYPES};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

pub const DEFS: &[BuiltinDef] = &[
    def("from_iterable", Owner::ClassMethod(TypeId::Chain), chain_from_iterable),
    def("__length_hint__", Owner::Type(TypeId::Repeat), repeat_length_hint),
];

/// Names the classes' module `itertools` (`init_builtins` puts them in
/// `_itertools`).
pub fn init_types(vm: &mut Vm) {
    let module_name = vm.mem.new_str("itertools");
    let ms = vm.mem.push_temp(module_name);
    for &t in ITERTOOLS_TYPES {
        let key = vm.names.module;
        let m = vm.mem.temp(ms);
        vm.mem.dict_set_str(class::class_dict(vm.ty(t)), key, m);
    }
    vm.mem.pop_temps(ms);
}

/// `T(...)` for the itertools class `t`.
pub fn construct(vm: &mut Vm, t: TypeId, a: Args) -> PyResult<Value> {
    match t {
        TypeId::Chain => chain_new(vm, a),
        TypeId::Islice => islice_new(vm, a),
        TypeId::Permutations => permutations_new(vm, a),
        TypeId::Combinations | TypeId::CombinationsWithReplacement => combinations_new(vm, t, a),
        TypeId::Product => product_new(vm, a),
        TypeId::Starmap => function_and_iterable(vm, t, "starmap", a),
        TypeId::TakeWhile => function_and_iterable(vm, t, "takewhile", a),
        TypeId::DropWhile => function_and_iterable(vm, t, "dropwhile", a),
        TypeId::FilterFalse => function_and_iterable(vm, t, "filterfalse", a),
        TypeId::Compress => compress_new(vm, a),
        TypeId::Pairwise => one_iterable(vm, t, "pairwise", a),
        TypeId::Cycle => cycle_new(vm, a),
        TypeId::ZipLongest => zip_longest_new(vm, a),
        TypeId::Accumulate => accumulate_new(vm, a),
        TypeId::Count => count_new(vm, a),
        TypeId::Repeat => repeat_new(vm, a),
        _ => Err(vm.type_error("not an itertools type")),
    }
}

/// A new iterator of kind `t` with the state words `s` (rooted or
/// immediate values; the rest EMPTY).
fn new_itertool(vm: &mut Vm, t: TypeId, s: &[Value]) -> Value {
    let mut words = [Value::EMPTY; 6];
    words[0] = Value::int(t as i64);
    words[1..1 + s.len()].copy_from_slice(s);
    debug_assert_eq!(S0, 2);
    vm.mem.new_object(TY_ITERTOOL, &words)
}

/// `new_itertool` with state words taken from temporaries `mark..`, which
/// it pops.
fn new_from_temps(vm: &mut Vm, t: TypeId, mark: usize) -> Value {
    let s: Vec<Value> = vm.mem.r.temps[mark..].to_vec();
    let it = new_itertool(vm, t, &s);
    vm.mem.pop_temps(mark);
    it
}

/// Runs `f` with a temporaries mark, popping them if it fails.
fn with_temps(vm: &mut Vm, f: impl FnOnce(&mut Vm, usize) -> PyResult<Value>) -> PyResult<Value> {
    let mark = vm.mem.temps_mark();
    let r = f(vm, mark);
    if r.is_err() {
        vm.mem.pop_temps(mark);
    }
    r
}

fn no_keywords(vm: &mut Vm, name: &str, a: &Args) -> PyResult<()> {
    if a.nkw > 0 {
        return Err(vm.type_error(&format!("{}() takes no keyword arguments", name)));
    }
    Ok(())
}

/// CPython's message for a wrong count of positional-only arguments.
fn expect_positional(vm: &mut Vm, name: &str, a: &Args, min: usize, max: usize) -> PyResult<()> {
    no_keywords(vm, name, a)?;
    let n = a.npos();
    if (min..=max).contains(&n) {
        return Ok(());
    }
    let msg = if min == max {
        format!("{} expected {} argument{}, got {}", name, min, if min == 1 { "" } else { "s" }, n)
    } else if n < min {
        format!("{} expected at least {} argument{}, got {}", name, min, if min == 1 { "" } else { "s" }, n)
    } else {
        format!("{} expected at most {} argument{}, got {}", name, max, if max == 1 { "" } else { "s" }, n)
    };
    Err(vm.type_error(&msg))
}

/// A Python int as a machine integer (`__index__` honoured), or CPython's
/// TypeError; a big int is an OverflowError.
fn index_arg(vm: &mut Vm, v: Value) -> PyResult<i64> {
    let v = match vm.user_index(v)? {
        Some(i) => i,
        None => v,
    };
    vm.arg_int(v, "index")
}

/// `tuple(v)`: `v` itself when it is a tuple.
fn pool_of(vm: &mut Vm, v: Value) -> PyResult<Value> {
    if is_type(v, TY_TUPLE) {
        return Ok(v);
    }
    let l = vm.to_list(v)?;
    Ok(vm.mem.seq_from_parts(false, &[seq::SeqPart::whole(l)]))
}

/// chain(*iterables): s0 the iterator over the iterables (None once it
/// ended), s1 the iterator being read (None between iterables).
fn chain_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    no_keywords(vm, "chain", &a)?;
    let t = vm.mem.tuple_from_stack(a.start, a.npos());
    let source = vm.get_iter(t)?;
    Ok(new_itertool(vm, TypeId::Chain, &[source, Value::NONE]))
}

/// `chain.from_iterable(iterable)`.
fn chain_from_iterable(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("from_iterable", &a, 2, 2)?;
    let source = vm.get_iter(vm.arg(&a, 1))?;
    Ok(new_itertool(vm, TypeId::Chain, &[source, Value::NONE]))
}

/// CPython's `PyNumber_AsSsize_t` for islice's arguments, any failure
/// being -1 (the caller words the error).
fn islice_index(vm: &mut Vm, v: Value) -> i64 {
    let r = index_arg(vm, v);
    r.unwrap_or_else(|_| {
        vm.mem.r.exception = Value::EMPTY;
        -1
    })
}

/// islice(iterable, [start,] stop [, step]): s0 the iterator (None once
/// done), s1 the index of the next item to give, s2 stop (-1: none), s3
/// step, s4 the items taken so far.
fn islice_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    expect_positional(vm, "islice", &a, 2, 4)?;
    const STOP: &str = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.";
    let n = a.npos();
    let (mut start, mut stop, mut step) = (0i64, -1i64, 1i64);
    let stop_arg = if n == 2 { 1 } else { 2 };
    if n > 2 && !vm.arg(&a, 1).is_none() {
        start = islice_index(vm, vm.arg(&a, 1));
    }
    if !vm.arg(&a, stop_arg).is_none() {
        stop = islice_index(vm, vm.arg(&a, stop_arg));
        if stop == -1 {
            return Err(vm.value_error(STOP));
        }
    }
    if start < 0 || stop < -1 {
        return Err(vm.value_error("Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."));
    }
    if n == 4 && !vm.arg(&a, 3).is_none() {
        step = islice_index(vm, vm.arg(&a, 3));
    }
    if step < 1 {
        return Err(vm.value_error("Step for islice() must be a positive integer or None."));
    }
    let it = vm.get_iter(vm.arg(&a, 0))?;
    Ok(new_itertool(vm, TypeId::Islice, &[it, Value::int(start), Value::int(stop), Value::int(step), Value::int(0)]))
}

/// An index vector of `len` items, item i being `f(i)`.
fn index_vector(vm: &mut Vm, len: usize, f: impl Fn(usize) -> usize) -> Value {
    let v = vm.mem.alloc_vector(TY_ARRAY, len);
    for i in 0..len {
        index_set(v, i, f(i));
    }
    v
}

/// permutations(iterable, r=None): s0 the pool (a tuple), s1 the indices
/// into it (n), s2 the cycles (r), s3 r, s4 the state (`STARTING`, ...).
fn permutations_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let args = vm.param_slots("permutations", &a, &["iterable", "r"])?;
    let Some(iterable) = vm.param_value(args[0]) else { return Err(vm.type_error("permutations() missing required argument 'iterable' (pos 1)")) };
    let pool = pool_of(vm, iterable)?;
    let n = seq::tuple_len(pool);
    let r = match vm.param_value(args[1]).filter(|r| !r.is_none()) {
        None => n as i64,
        Some(r) if r.is_int() => r.as_int(),
        Some(r) if is_type(r, TY_BIGINT) => return Err(vm.overflow_error("Python int too large to convert to C ssize_t")),
        Some(_) => return Err(vm.type_error("Expected int as r")),
    };
    if r < 0 {
        return Err(vm.value_error("r must be non-negative"));
    }
    let r = r as usize;
    with_temps(vm, |vm, mark| {
        vm.mem.push_temp(pool);
        let indices = index_vector(vm, n, |i| i);
        vm.mem.push_temp(indices);
        let cycles = index_vector(vm, r.min(n), |i| n - i);
        vm.mem.push_temp(cycles);
        vm.mem.push_temp(Value::int(r as i64));
        vm.mem.push_temp(Value::int(if r > n { STOPPED } else { STARTING }));
        Ok(new_from_temps(vm, TypeId::Permutations, mark))
    })
}

/// combinations(iterable, r) and combinations_with_replacement: s0 the
/// pool, s1 the indices (r), s2 r, s4 the state.
fn combinations_new(vm: &mut Vm, t: TypeId, a: Args) -> PyResult<Value> {
    let name = if t == TypeId::Combinations { "combinations" } else { "combinations_with_replacement" };
    let args = vm.param_slots(name, &a, &["iterable", "r"])?;
    if args[0].is_none() {
        return Err(vm.type_error(&format!("{}() missing required argument 'iterable' (pos 1)", name)));
    }
    let Some(r) = vm.param_value(args[1]) else { return Err(vm.type_error(&format!("{}() missing required argument 'r' (pos 2)", name))) };
    let r = index_arg(vm, r)?;
    let iterable = vm.param_value(args[0]).unwrap_or(Value::NONE);
    let pool = pool_of(vm, iterable)?;
    if r < 0 {
        return Err(vm.value_error("r must be non-negative"));
    }
    let (n, r) = (seq::tuple_len(pool), r as usize);
    let empty = if t == TypeId::Combinations { r > n } else { n == 0 && r > 0 };
    with_temps(vm, |vm, mark| {
        vm.mem.push_temp(pool);
        let with_replacement = t != TypeId::Combinations;
        let indices = index_vector(vm, r, |i| if with_replacement { 0 } else { i });
        vm.mem.push_temp(indices);
        vm.mem.push_temp(Value::int(r as i64));
        vm.mem.push_temp(Value::EMPTY);
        vm.mem.push_temp(Value::int(if empty { STOPPED } else { STARTING }));
        Ok(new_from_temps(vm, t, mark))
    })
}

/// product(*iterables, repeat=1): s0 the pools (a tuple of tuples, the
/// repeats included), s1 the indices, s4 the state.
fn product_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let mut repeat = 1i64;
    for k in 0..a.nkw {
        let key = str::as_str(seq::tuple_get(a.kwnames, k)).to_string();
        if key != "repeat" {
            return Err(vm.type_error(&format!("'{}' is an invalid keyword argument for product()", key)));
        }
        repeat = index_arg(vm, vm.arg(&a, a.npos() + k))?;
    }
    if repeat < 0 {
        return Err(vm.value_error("repeat argument cannot be negative"));
    }
    let n = a.npos();
    with_temps(vm, |vm, mark| {
        for i in 0..n {
            let p = pool_of(vm, vm.arg(&a, i))?;
            vm.mem.push_temp(p);
        }
        let total = n * repeat as usize;
        let pools = vm.mem.new_tuple(total);
        for i in 0..total {
            init_field(pools, 2 + i, vm.mem.r.temps[mark + i % n.max(1)]);
        }
        vm.mem.pop_temps(mark);
        let empty = (0..total).any(|i| seq::tuple_len(seq::tuple_get(pools, i)) == 0);
        vm.mem.push_temp(pools);
        let indices = index_vector(vm, total, |_| 0);
        vm.mem.push_temp(indices);
        vm.mem.push_temp(Value::EMPTY);
        vm.mem.push_temp(Value::EMPTY);
        vm.mem.push_temp(Value::int(if empty { STOPPED } else { STARTING }));
        Ok(new_from_temps(vm, TypeId::Product, mark))
    })
}

/// starmap, takewhile, dropwhile, filterfalse (function, iterable): s0
/// the function, s1 the iterator, s2 a flag (takewhile: stopped;
/// dropwhile: started).
fn function_and_iterable(vm: &mut Vm, t: TypeId, name: &str, a: Args) -> PyResult<Value> {
    expect_positional(vm, name, &a, 2, 2)?;
    let it = vm.get_iter(vm.arg(&a, 1))?;
    Ok(new_itertool(vm, t, &[vm.arg(&a, 0), it, Value::int(0)]))
}

/// compress(data, selectors): s0 and s1 their iterators.
fn compress_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let args = vm.param_slots("compress", &a, &["data", "selectors"])?;
    let Some(data) = vm.param_value(args[0]) else { return Err(vm.type_error("compress() missing required argument 'data' (pos 1)")) };
    if args[1].is_none() {
        return Err(vm.type_error("compress() missing required argument 'selectors' (pos 2)"));
    }
    with_temps(vm, |vm, mark| {
        let d = vm.get_iter(data)?;
        vm.mem.push_temp(d);
        let selectors = vm.param_value(args[1]).unwrap_or(Value::NONE);
        let s = vm.get_iter(selectors)?;
        vm.mem.push_temp(s);
        Ok(new_from_temps(vm, TypeId::Compress, mark))
    })
}

/// pairwise(iterable): s0 the iterator (None once done), s1 the last item
/// (EMPTY before the first).
fn one_iterable(vm: &mut Vm, t: TypeId, name: &str, a: Args) -> PyResult<Value> {
    expect_positional(vm, name, &a, 1, 1)?;
    let it = vm.get_iter(vm.arg(&a, 0))?;
    Ok(new_itertool(vm, t, &[it, Value::EMPTY]))
}

/// cycle(iterable): s0 the iterator (None once it ended), s1 the items
/// saved from it (a list), s2 the index of the next saved item to give.
fn cycle_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    expect_positional(vm, "cycle", &a, 1, 1)?;
    with_temps(vm, |vm, mark| {
        let it = vm.get_iter(vm.arg(&a, 0))?;
        vm.mem.push_temp(it);
        let saved = vm.mem.new_list(0);
        vm.mem.push_temp(saved);
        vm.mem.push_temp(Value::int(0));
        Ok(new_from_temps(vm, TypeId::Cycle, mark))
    })
}

/// zip_longest(*iterables, fillvalue=None): s0 the iterators (an array,
/// None for each one that ended), s1 the fill value, s2 how many have
/// not ended.
fn zip_longest_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let mut fill = Value::NONE;
    for k in 0..a.nkw {
        let key = str::as_str(seq::tuple_get(a.kwnames, k)).to_string();
        if key != "fillvalue" {
            return Err(vm.type_error("zip_longest() got an unexpected keyword argument"));
        }
        fill = vm.arg(&a, a.npos() + k);
    }
    let n = a.npos();
    with_temps(vm, |vm, mark| {
        vm.mem.push_temp(fill);
        let its = vm.mem.alloc_vector(TY_ARRAY, n);
        vm.mem.push_temp(its);
        for i in 0..n {
            let it = vm.get_iter(vm.arg(&a, i))?;
            let its = vm.mem.temp(mark + 1);
            vm.mem.set_field(its, 2 + i, it);
        }
        let fill = vm.mem.temp(mark);
        vm.mem.set_temp(mark, vm.mem.temp(mark + 1));
        vm.mem.set_temp(mark + 1, fill);
        vm.mem.push_temp(Value::int(n as i64));
        Ok(new_from_temps(vm, TypeId::ZipLongest, mark))
    })
}

/// accumulate(iterable, func=None, *, initial=None): s0 the iterator, s1
/// the function (None: `+`), s2 the running total (EMPTY before the
/// first), s3 the initial value still to give (EMPTY when none).
fn accumulate_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.npos() > 2 {
        return Err(vm.type_error(&format!("accumulate() takes at most 2 positional arguments ({} given)", a.npos())));
    }
    let args = vm.param_slots("accumulate", &a, &["iterable", "func", "initial"])?;
    let Some(iterable) = vm.param_value(args[0]) else { return Err(vm.type_error("accumulate() missing required argument 'iterable' (pos 1)")) };
    let it = vm.get_iter(iterable)?;
    let func = vm.param_value(args[1]).unwrap_or(Value::NONE);
    let initial = vm.param_value(args[2]).filter(|v| !v.is_none()).unwrap_or(Value::EMPTY);
    Ok(new_itertool(vm, TypeId::Accumulate, &[it, func, Value::EMPTY, initial]))
}

/// Is `v` a number for `count` (CPython's `PyNumber_Check`: an int, a
/// float, or an instance of a class with `__index__`, `__int__`,
/// `__float__` or `__complex__`)?
fn is_number(vm: &mut Vm, v: Value) -> bool {
    if crate::ops::arith::int_val(v).is_some() || is_type(v, TY_FLOAT) {
        return true;
    }
    if !is_instance_obj(v) {
        return false;
    }
    let cls = vm.mem.instance_class(v);
    ["__index__", "__int__", "__float__", "__complex__"].iter().any(|n| {
        let n = vm.intern(n);
        vm.lookup_type(cls, n).is_some()
    })
}

/// count(start=0, step=1): s0 the next value, s1 the step.
fn count_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let args = vm.param_slots("count", &a, &["start", "step"])?;
    let start = vm.param_value(args[0]).unwrap_or(Value::int(0));
    let step = vm.param_value(args[1]).unwrap_or(Value::int(1));
    if !is_number(vm, start) || !is_number(vm, step) {
        return Err(vm.type_error("a number is required"));
    }
    let start = vm.param_value(args[0]).unwrap_or(Value::int(0));
    let step = vm.param_value(args[1]).unwrap_or(Value::int(1));
    // A bool start counts as its int when the step is 1 (CPython's fast mode).
    let start = if (start == Value::TRUE || start == Value::FALSE) && crate::ops::arith::int_val(step).is_some_and(|s| matches!(s, crate::ops::arith::IntVal::Small(1))) { Value::int((start == Value::TRUE) as i64) } else { start };
    Ok(new_itertool(vm, TypeId::Count, &[start, step]))
}

/// repeat(object, times=None): s0 the object, s1 the times left (-1:
/// forever).
fn repeat_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let args = vm.param_slots("repeat", &a, &["object", "times"])?;
    if args[0].is_none() {
        return Err(vm.type_error("repeat() missing required argument 'object' (pos 1)"));
    }
    let times = match vm.param_value(args[1]) {
        None => -1,
        Some(t) => index_arg(vm, t)?.max(0),
    };
    let object = vm.param_value(args[0]).unwrap_or(Value::NONE);
    Ok(new_itertool(vm, TypeId::Repeat, &[object, Value::int(times)]))
}

/// `repeat.__length_hint__()`: the times left, or TypeError when forever.
fn repeat_length_hint(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__length_hint__", &a, 1, 1)?;
    let it = vm.arg(&a, 0);
    let times = field(it, S0 + 1).as_int();
    if times < 0 {
        return Err(vm.type_error("len() of unsized object"));
    }
    Ok(Value::int(times))
}
