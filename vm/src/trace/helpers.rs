//! The VM functions compiled traces call, and their descriptions for the backend.
//!
//! Every helper takes the `TraceContext` first (its `client` is the `Vm`),
//! then 64-bit words, and returns one word. Helpers that can raise return 0
//! (`Value::EMPTY`, which never reaches Python code) with the exception in
//! `vm.mem.r.exception`; the trace then exits through the call's snapshot.
//! Helpers that can run Python code or allocate refresh `ctx.regs`, since the
//! register stack may have moved.
//!
//! Must never: unwind a Rust panic into machine code (helpers catch nothing,
//! so they must not panic on anything a program can cause).

use super::STOP;
use crate::value::Value;
use crate::runtime::vm::Vm;
use jit::context::TraceContext;
use jit::ir::{Helper, HelperId, Type};
use lang::bytecode::{BinaryOp, CompareOp, UnaryOpKind};
use crate::runtime::calls::Calls;

/// Helper indices (positions in `helper_table`).
pub const H_STEP: HelperId = HelperId(0);
pub const H_TRUTHY: HelperId = HelperId(1);
pub const H_FOR_ITER: HelperId = HelperId(2);
pub const H_LOAD_GLOBAL: HelperId = HelperId(3);
pub const H_LOAD_GLOBAL_IN: HelperId = HelperId(4);
pub const H_BINARY: HelperId = HelperId(5);
pub const H_INPLACE: HelperId = HelperId(6);
pub const H_COMPARE: HelperId = HelperId(7);
pub const H_GET_ITEM: HelperId = HelperId(8);
pub const H_SET_ITEM: HelperId = HelperId(9);
pub const H_CONTAINS: HelperId = HelperId(10);
pub const H_UNARY: HelperId = HelperId(11);
pub const H_STORE_GLOBAL: HelperId = HelperId(12);
pub const H_LIST_APPEND: HelperId = HelperId(13);
pub const H_CALL: HelperId = HelperId(14);
pub const H_FLOAT_POW: HelperId = HelperId(15);
pub const H_GET_ATTR: HelperId = HelperId(16);
pub const H_SET_ATTR: HelperId = HelperId(17);
pub const H_FLOAT_FN: HelperId = HelperId(18);
pub const H_LIST_POP: HelperId = HelperId(19);
pub const H_LIST_INSERT: HelperId = HelperId(20);
pub const H_SET_ADD: HelperId = HelperId(21);
pub const H_DICT_GET: HelperId = HelperId(22);
pub const H_DICT_INSERT: HelperId = HelperId(23);
pub const H_LIST_EXTEND: HelperId = HelperId(24);
pub const H_LIST_TO_TUPLE: HelperId = HelperId(25);
pub const H_BUILD_DICT: HelperId = HelperId(26);
pub const H_BUILD_SET: HelperId = HelperId(27);
pub const H_BUILD_STRING: HelperId = HelperId(28);
pub const H_FORMAT: HelperId = HelperId(29);
pub const H_DICT_UPDATE: HelperId = HelperId(30);
pub const H_AWAIT_STEP: HelperId = HelperId(31);
pub const H_STR_LEN: HelperId = HelperId(32);
pub const H_SEQ_SLICE: HelperId = HelperId(33);
pub const H_LIST_STORE_SLICE: HelperId = HelperId(34);

/// Most positional arguments `call` passes.
pub const CALL_ARGS: usize = 6;

/// Operator numbering shared by the recorder (which passes the index) and
/// the helpers; a binary operator's is its position in `BinaryOp::ALL`.
pub const COMPARE_OPS: [CompareOp; 6] = [CompareOp::Lt, CompareOp::Le, CompareOp::Eq, CompareOp::Ne, CompareOp::Gt, CompareOp::Ge];
pub const UNARY_OPS: [UnaryOpKind; 4] = [UnaryOpKind::Neg, UnaryOpKind::Pos, UnaryOpKind::Invert, UnaryOpKind::Not];

/// The helper table the recorder's `Call` ops index.
pub fn helper_table() -> Vec<Helper> {
    vec![
        Helper { name: "interp_step", addr: jit_step as *const () as usize, params: vec![Type::Int], ret: Type::Void, may_gc: true, can_raise: true, nests: false },
        Helper { name: "truthy", addr: jit_truthy as *const () as usize, params: vec![Type::Ref], ret: Type::Ref, may_gc: true, can_raise: true, nests: false },
        Helper { name: "for_iter", addr: jit_for_iter as *const () as usize, params: vec![Type::Ref], ret: Type::Ref, may_gc: true, can_raise: true, nests: false },
        Helper { name: "load_global", addr: jit_load_global as *const () as usize, params: vec![Type::Ref], ret: Type::Ref, may_gc: true, can_raise: true, nests: false },
        Helper { name: "load_global_in", addr: jit_load_global_in as *const () as usize, params: vec![Type::Ref, Type::Ref], ret: Type::Ref, may_gc: true, can_raise: true, nests: false },
        value_helper("binary", jit_binary as *const () as usize, &[Type::Int, Type::Ref, Type::Ref]),
        value_helper("inplace", jit_inplace as *const () as usize, &[Type::Int, Type::Ref, Type::Ref]),
        value_helper("compare", jit_compare as *const () as usize, &[Type::Int, Type::Ref, Type::Ref]),
        value_helper("get_item", jit_get_item as *const () as usize, &[Type::Ref, Type::Ref]),
        value_helper("set_item", jit_set_item as *const () as usize, &[Type::Ref, Type::Ref, Type::Ref]),
        value_helper("contains", jit_contains as *const () as usize, &[Type::Ref, Type::Ref]),
        value_helper("unary", jit_unary as *const () as usize, &[Type::Int, Type::Ref]),
        value_helper("store_global", jit_store_global as *const () as usize, &[Type::Ref, Type::Ref, Type::Ref]),
        value_helper("list_append", jit_list_append as *const () as usize, &[Type::Ref, Type::Ref]),
        Helper { nests: true, ..value_helper("call", jit_call as *const () as usize, &[Type::Ref, Type::Int, Type::Ref, Type::Ref, Type::Ref, Type::Ref, Type::Ref, Type::Ref, Type::Int]) },
        Helper { name: "float_pow", addr: jit_float_pow as *const () as usize, params: vec![Type::Float, Type::Float], ret: Type::Float, may_gc: false, can_raise: false, nests: false },
        value_helper("get_attr", jit_get_attr as *const () as usize, &[Type::Ref, Type::Ref]),
        value_helper("set_attr", jit_set_attr as *const () as usize, &[Type::Ref, Type::Ref, Type::Ref]),
        Helper { name: "float_fn", addr: jit_float_fn as *const () as usize, params: vec![Type::Int, Type::Float], ret: Type::Float, may_gc: false, can_raise: false, nests: false },
        value_helper("list_pop", jit_list_pop as *const () as usize, &[Type::Ref, Type::Int]),
        value_helper("list_insert", jit_list_insert as *const () as usize, &[Type::Ref, Type::Int, Type::Ref]),
        value_helper("set_add", jit_set_add as *const () as usize, &[Type::Ref, Type::Ref]),
        value_helper("dict_get", jit_dict_get as *const () as usize, &[Type::Ref, Type::Ref, Type::Ref]),
        value_helper("dict_insert", jit_dict_insert as *const () as usize, &[Type::Ref, Type::Ref, Type::Ref]),
        value_helper("list_extend", jit_list_extend as *const () as usize, &[Type::Ref, Type::Ref]),
        value_helper("list_to_tuple", jit_list_to_tuple as *const () as usize, &[Type::Ref]),
        value_helper("build_dict", jit_build_dict as *const () as usize, &[Type::Int, Type::Ref, Type::Ref, Type::Ref, Type::Ref, Type::Ref, Type::Ref]),
        value_helper("build_set", jit_build_set as *const () as usize, &[Type::Int, Type::Int, Type::Ref, Type::Ref, Type::Ref, Type::Ref, Type::Ref, Type::Ref]),
        value_helper("build_string", jit_build_string as *const () as usize, &[Type::Int, Type::Ref, Type::Ref, Type::Ref, Type::Ref, Type::Ref, Type::Ref]),
        value_helper("format", jit_format as *const () as usize, &[Type::Int, Type::Ref, Type::Ref]),
        value_helper("dict_update", jit_dict_update as *const () as usize, &[Type::Ref, Type::Ref]),
        value_helper("await_step", jit_await_step as *const () as usize, &[Type::Ref, Type::Ref]),
        Helper { name: "str_len", addr: jit_str_len as *const () as usize, params: vec![Type::Ref], ret: Type::Int, may_gc: false, can_raise: false, nests: false },
        value_helper("seq_slice", jit_seq_slice as *const () as usize, &[Type::Ref, Type::Ref, Type::Ref, Type::Ref]),
        value_helper("list_store_slice", jit_list_store_slice as *const () as usize, &[Type::Ref, Type::Ref, Type::Ref, Type::Ref, Type::Ref]),
    ]
}

/// A helper on Python values: may run Python code and collect, may raise, returns a value.
fn value_helper(name: &'static str, addr: usize, params: &[Type]) -> Helper {
    Helper { name, addr, params: params.to_vec(), ret: Type::Ref, may_gc: true, can_raise: true, nests: false }
}

/// Runs `f` on the VM behind `ctx` and turns its result into a helper's word.
fn with_vm(ctx: *mut TraceContext, f: impl FnOnce(&mut Vm) -> crate::runtime::vm::PyResult<Value>) -> u64 {
    // SAFETY: every helper is called only by trace code with its live context (see `vm_of`).
    let vm = unsafe { vm_of(ctx) };
    let r = f(vm);
    refresh_regs(vm, ctx);
    result(r)
}

/// `a ** b` for floats (as bits), as the interpreter computes it for a
/// positive base; the trace checks the result is finite.
extern "C" fn jit_float_pow(_ctx: *mut TraceContext, a: u64, b: u64) -> u64 {
    f64::from_bits(a).powf(f64::from_bits(b)).to_bits()
}

/// Where a `math` function of one float is defined (CPython raises a
/// domain error elsewhere; the trace guards the argument and exits).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Domain {
    /// x >= 0
    NotNegative,
    /// x > 0
    Positive,
    /// -1 <= x <= 1
    Unit,
    /// finite x (the result may overflow: the trace checks it is finite)
    Finite,
}

/// The `math` functions of one float the trace calls (through `float_fn`,
/// or as an instruction for `sqrt` and `fabs`): the Rust functions the
/// `math` module calls, so the results are the interpreter's.
pub const FLOAT_FNS: [(&str, fn(f64) -> f64, Domain); 13] = [
    ("sqrt", f64::sqrt, Domain::NotNegative),
    ("fabs", f64::abs, Domain::Finite),
    ("exp", f64::exp, Domain::Finite),
    ("sin", f64::sin, Domain::Finite),
    ("cos", f64::cos, Domain::Finite),
    ("tan", f64::tan, Domain::Finite),
    ("asin", f64::asin, Domain::Unit),
    ("acos", f64::acos, Domain::Unit),
    ("atan", f64::atan, Domain::Finite),
    ("log", f64::ln, Domain::Positive),
    ("log2", f64::log2, Domain::Positive),
    ("log10", f64::log10, Domain::Positive),
    ("degrees", f64::to_degrees, Domain::Finite),
];

/// `FLOAT_FNS[k](x)` on float bits (`k` is the recorder's, always in range).
extern "C" fn jit_float_fn(_ctx: *mut TraceContext, k: u64, x: u64) -> u64 {
    FLOAT_FNS.get(k as usize).map_or(f64::NAN, |(_, f, _)| f(f64::from_bits(x))).to_bits()
}

/// `len(s)` of a str: its character count, a plain word of the object
/// (the trace guarded the type).
extern "C" fn jit_str_len(_ctx: *mut TraceContext, s: u64) -> u64 {
    crate::object::str::char_len(Value(s)) as u64
}

extern "C" fn jit_binary(ctx: *mut TraceContext, op: u64, a: u64, b: u64) -> u64 {
    with_vm(ctx, |vm| vm.binary_op(BinaryOp::ALL[op as usize], Value(a), Value(b)))
}

extern "C" fn jit_inplace(ctx: *mut TraceContext, op: u64, a: u64, b: u64) -> u64 {
    with_vm(ctx, |vm| vm.inplace_op(BinaryOp::ALL[op as usize], Value(a), Value(b)))
}

extern "C" fn jit_compare(ctx: *mut TraceContext, op: u64, a: u64, b: u64) -> u64 {
    with_vm(ctx, |vm| vm.compare_op(COMPARE_OPS[op as usize], Value(a), Value(b)))
}

extern "C" fn jit_get_item(ctx: *mut TraceContext, o: u64, k: u64) -> u64 {
    with_vm(ctx, |vm| vm.get_item(Value(o), Value(k)))
}

extern "C" fn jit_set_item(ctx: *mut TraceContext, o: u64, k: u64, v: u64) -> u64 {
    with_vm(ctx, |vm| vm.set_item(Value(o), Value(k), Value(v)).map(|_| Value::NONE))
}

/// `s[start:stop:step]` of a list or tuple `s` (a slice's bounds, as values).
extern "C" fn jit_seq_slice(ctx: *mut TraceContext, s: u64, start: u64, stop: u64, step: u64) -> u64 {
    with_vm(ctx, |vm| vm.slice_by_bounds(Value(s), [Value(start), Value(stop), Value(step)]))
}

/// `l[start:stop:step] = v` of a list `l` (a slice's bounds, as values).
extern "C" fn jit_list_store_slice(ctx: *mut TraceContext, l: u64, start: u64, stop: u64, step: u64, v: u64) -> u64 {
    with_vm(ctx, |vm| vm.store_slice_by_bounds(Value(l), [Value(start), Value(stop), Value(step)], Value(v)).map(|_| Value::NONE))
}

/// `o.name`.
extern "C" fn jit_get_attr(ctx: *mut TraceContext, o: u64, name: u64) -> u64 {
    with_vm(ctx, |vm| vm.get_attr(Value(o), Value(name)))
}

/// `o.name = v`.
extern "C" fn jit_set_attr(ctx: *mut TraceContext, o: u64, name: u64, v: u64) -> u64 {
    with_vm(ctx, |vm| vm.set_attr(Value(o), Value(name), Value(v)).map(|_| Value::NONE))
}

/// `b in a` as True/False (the caller negates for `not in`).
extern "C" fn jit_contains(ctx: *mut TraceContext, container: u64, x: u64) -> u64 {
    with_vm(ctx, |vm| vm.contains(Value(container), Value(x)).map(Value::bool))
}

extern "C" fn jit_unary(ctx: *mut TraceContext, op: u64, v: u64) -> u64 {
    with_vm(ctx, |vm| vm.unary_op(UNARY_OPS[op as usize], Value(v)))
}

/// `globals[name] = v`.
/// (`globals` is EMPTY for the trace's own frame: its module's namespace.)
extern "C" fn jit_store_global(ctx: *mut TraceContext, globals: u64, name: u64, v: u64) -> u64 {
    with_vm(ctx, |vm| {
        let g = if globals == 0 { vm.mem.r.frames.last().map_or(Value::EMPTY, |f| f.globals) } else { Value(globals) };
        vm.mem.dict_set_str(g, Value(name), Value(v));
        Ok(Value::NONE)
    })
}

extern "C" fn jit_list_append(ctx: *mut TraceContext, l: u64, x: u64) -> u64 {
    with_vm(ctx, |vm| {
        vm.mem.list_append(Value(l), Value(x));
        Ok(Value::NONE)
    })
}

/// `l.pop(i)` of a list `l` (`i` -1 for `l.pop()`).
extern "C" fn jit_list_pop(ctx: *mut TraceContext, l: u64, i: u64) -> u64 {
    with_vm(ctx, |vm| crate::builtins::list_methods::pop_at(vm, Value(l), i as i64))
}

/// `l.insert(i, x)` of a list `l`.
extern "C" fn jit_list_insert(ctx: *mut TraceContext, l: u64, i: u64, x: u64) -> u64 {
    with_vm(ctx, |vm| {
        crate::builtins::list_methods::insert_at(vm, Value(l), i as i64, Value(x));
        Ok(Value::NONE)
    })
}

/// `d[k] = v` of a dict display or comprehension (`DictInsert`).
extern "C" fn jit_dict_insert(ctx: *mut TraceContext, d: u64, k: u64, v: u64) -> u64 {
    with_vm(ctx, |vm| vm.dict_set(Value(d), Value(k), Value(v)).map(|_| Value::NONE))
}

/// `d.update(src)` of a dict display's `**src` (`DictUpdate`).
extern "C" fn jit_dict_update(ctx: *mut TraceContext, d: u64, src: u64) -> u64 {
    with_vm(ctx, |vm| vm.dict_update(Value(d), Value(src)).map(|_| Value::NONE))
}

/// `l.extend(src)` of a list display's `*src` (`ListExtend`).
extern "C" fn jit_list_extend(ctx: *mut TraceContext, l: u64, src: u64) -> u64 {
    with_vm(ctx, |vm| vm.list_extend(Value(l), Value(src)).map(|_| Value::NONE))
}

/// `tuple(l)` of a list `l` (`ListToTuple`).
extern "C" fn jit_list_to_tuple(ctx: *mut TraceContext, l: u64) -> u64 {
    with_vm(ctx, |vm| Ok(vm.list_to_tuple(Value(l))))
}

/// Runs `build` on the first `n` of `words` (`n <= CALL_ARGS`), rooted as
/// temporaries while it allocates.
fn with_items(ctx: *mut TraceContext, n: u64, words: [u64; CALL_ARGS], build: impl FnOnce(&mut Vm, crate::interp::displays::Items, usize) -> crate::runtime::vm::PyResult<Value>) -> u64 {
    with_vm(ctx, |vm| {
        let n = (n as usize).min(CALL_ARGS);
        let mark = vm.mem.temps_mark();
        vm.mem.r.temps.extend(words[..n].iter().map(|w| Value(*w)));
        let r = build(vm, crate::interp::displays::Items::Temps(mark), n);
        vm.mem.pop_temps(mark);
        r
    })
}

/// `{k0: v0, ...}` of `n` pairs (`2 * n <= CALL_ARGS` words).
#[allow(clippy::too_many_arguments)]
extern "C" fn jit_build_dict(ctx: *mut TraceContext, n: u64, a0: u64, a1: u64, a2: u64, a3: u64, a4: u64, a5: u64) -> u64 {
    with_items(ctx, n, [a0, a1, a2, a3, a4, a5], |vm, items, n| vm.build_dict(items, n / 2))
}

/// `{a0, ...}` of `n` items, a constant display's when `constant` is 1.
#[allow(clippy::too_many_arguments)]
extern "C" fn jit_build_set(ctx: *mut TraceContext, constant: u64, n: u64, a0: u64, a1: u64, a2: u64, a3: u64, a4: u64, a5: u64) -> u64 {
    with_items(ctx, n, [a0, a1, a2, a3, a4, a5], |vm, items, n| vm.build_set(items, n, constant != 0))
}

/// The concatenation of `n` strs (an f-string's parts, `BuildString`).
#[allow(clippy::too_many_arguments)]
extern "C" fn jit_build_string(ctx: *mut TraceContext, n: u64, a0: u64, a1: u64, a2: u64, a3: u64, a4: u64, a5: u64) -> u64 {
    with_vm(ctx, |vm| {
        let mut s = String::new();
        for w in [a0, a1, a2, a3, a4, a5].iter().take((n as usize).min(CALL_ARGS)) {
            s.push_str(crate::object::str::as_str(Value(*w)));
        }
        Ok(vm.mem.new_str(&s))
    })
}

/// An f-string field: `v` converted by `conversion` and formatted by
/// `spec` (EMPTY: none), as `Format` does.
extern "C" fn jit_format(ctx: *mut TraceContext, conversion: u64, v: u64, spec: u64) -> u64 {
    with_vm(ctx, |vm| vm.format_value(Value(v), conversion as u8, Value(spec)))
}

/// `s.add(x)` of a set `s`, as the method does it (hashing `x` may run
/// Python code).
extern "C" fn jit_set_add(ctx: *mut TraceContext, s: u64, x: u64) -> u64 {
    with_vm(ctx, |vm| vm.dict_set(Value(s), Value(x), Value(x)).map(|_| Value::NONE))
}

/// `d.get(k, default)` for a dict `d`.
extern "C" fn jit_dict_get(ctx: *mut TraceContext, d: u64, k: u64, default: u64) -> u64 {
    with_vm(ctx, |vm| {
        // The lookup may run Python code, which may move the default.
        let slot = vm.mem.push_temp(Value(default));
        let found = vm.dict_get(Value(d), Value(k));
        let default = vm.mem.temp(slot);
        vm.mem.pop_temps(slot);
        found.map(|v| v.unwrap_or(default))
    })
}

/// One step of `await it` sending `sent`, as the interpreter's
/// `YieldFromStep` takes it: what the delegate yielded, or
/// returned once it finished (the trace tells them apart by its state).
extern "C" fn jit_await_step(ctx: *mut TraceContext, it: u64, sent: u64) -> u64 {
    with_vm(ctx, |vm| {
        vm.yield_from_step(Value(it), Value(sent)).map(|step| match step {
            crate::interp::generator::Step::Yielded(v) | crate::interp::generator::Step::Done(v) => v,
        })
    })
}

/// `callee(a0, ..., a{n-1})` for `n <= CALL_ARGS` positional arguments,
/// made from inside `inlined` inlined frames, which count towards the
/// recursion limit meanwhile (a function's trace that inlines a call of
/// itself would otherwise hide a frame per entry, a number growing with
/// the recursion).
#[allow(clippy::too_many_arguments)]
extern "C" fn jit_call(ctx: *mut TraceContext, callee: u64, n: u64, a0: u64, a1: u64, a2: u64, a3: u64, a4: u64, a5: u64, inlined: u64) -> u64 {
    with_vm(ctx, |vm| {
        if vm.mem.take_over_limit() {
            return Err(vm.raise_new(crate::runtime::types::TypeId::MemoryError, "the heap is over its limit (PITH_MAX_HEAP)"));
        }
        let args = [Value(a0), Value(a1), Value(a2), Value(a3), Value(a4), Value(a5)];
        let args = &args[..(n as usize).min(CALL_ARGS)];
        vm.interp.delegations += inlined as usize;
        // SAFETY: `ctx` is the live context of the trace calling (see `vm_of`).
        let callee_is_function = crate::object::is_type(Value(callee), crate::object::TY_FUNCTION);
        let traced = if callee_is_function { vm.call_traced_function(unsafe { &mut *ctx }, Value(callee), args) } else { vm.call_object_trace(unsafe { &mut *ctx }, Value(callee), args) };
        let result = match traced {
            Some(r) => r,
            None => {
                vm.count_interpreted_call(Value(callee));
                vm.retry_short_function(Value(callee));
                let outer = vm.jit.trace_callee_depth.replace(vm.mem.r.frames.len() + 1);
                let r = vm.call_value(Value(callee), args);
                vm.jit.trace_callee_depth = outer;
                r
            }
        };
        vm.interp.delegations -= inlined as usize;
        let result = result?;
        // Weak references' callbacks due run here, as at the interpreter's
        // calls: after the call, with its result rooted (the arguments are
        // not, so not before).
        if vm.mem.has_cleared_weak() {
            let slot = vm.mem.push_temp(result);
            vm.run_weak_callbacks();
            let result = vm.mem.temp(slot);
            vm.mem.pop_temps(slot);
            return Ok(result);
        }
        Ok(result)
    })
}

/// The VM behind a trace context.
///
/// SAFETY (caller): `ctx` is the live context of a running trace, whose
/// `client` is the `Vm` that entered it. The interpreter holds no Rust
/// reference into the VM while machine code runs (it passed a raw pointer),
/// so this is the only live `&mut Vm`.
unsafe fn vm_of<'a>(ctx: *mut TraceContext) -> &'a mut Vm {
    &mut *((*ctx).client as *mut Vm)
}

/// Points `ctx.regs` at the current frame's registers again.
fn refresh_regs(vm: &mut Vm, ctx: *mut TraceContext) {
    let base = vm.mem.r.frames.last().map_or(0, |f| f.base);
    // SAFETY: `ctx` is live (see `vm_of`); `base` is within the stack.
    unsafe { (*ctx).regs = vm.mem.r.stack.as_mut_ptr().add(base) as *mut u64 }
}

fn result(r: crate::runtime::vm::PyResult<Value>) -> u64 {
    match r {
        Ok(v) => v.0,
        Err(_) => 0,
    }
}

/// Runs the instruction at `pc` of the trace's frame in the interpreter.
extern "C" fn jit_step(ctx: *mut TraceContext, pc: u64) -> u64 {
    with_vm(ctx, |vm| vm.step_instruction(pc as usize).map(|_| Value::NONE))
}

/// `bool(v)` as True/False.
extern "C" fn jit_truthy(ctx: *mut TraceContext, v: u64) -> u64 {
    with_vm(ctx, |vm| vm.truthy(Value(v)).map(Value::bool))
}

/// `next(it)`, or `STOP` when the iterator is exhausted.
extern "C" fn jit_for_iter(ctx: *mut TraceContext, it: u64) -> u64 {
    with_vm(ctx, |vm| vm.iter_next(Value(it)).map(|v| v.unwrap_or(STOP)))
}

/// The global `name` of the running frame's module (then builtins).
extern "C" fn jit_load_global(ctx: *mut TraceContext, name: u64) -> u64 {
    with_vm(ctx, |vm| {
        let globals = vm.mem.r.frames.last().map_or(Value::EMPTY, |f| f.globals);
        vm.load_global(globals, Value(name))
    })
}

/// The global `name` of the module whose namespace is `globals` (an inlined
/// function's), then builtins.
extern "C" fn jit_load_global_in(ctx: *mut TraceContext, globals: u64, name: u64) -> u64 {
    with_vm(ctx, |vm| vm.load_global(Value(globals), Value(name)))
}

// Every size compiled code allocates fits an empty nursery of the smallest
// size, below its large-object threshold (what `Heap::make_room` requires).
const _: () = assert!(jit::ir::MAX_ALLOC_BYTES as usize <= gc::config::MIN_NURSERY_SIZE / 4);

/// The allocation slow path: makes room for `ctx.alloc_size` bytes at the
/// nursery's free pointer, collecting when they do not fit (the trace's
/// spilled references are roots); the trace claims them itself. Records the
/// allocation profiler's samples when the allocation (`ctx.alloc_site`)
/// crossed a sampling point.
pub extern "C" fn jit_make_room(ctx: *mut TraceContext) {
    // SAFETY: called only by trace code with its live context, which holds
    // the allocation's size and site.
    let (size, site) = unsafe { ((*ctx).alloc_size, (*ctx).alloc_site) };
    // SAFETY: as above (see `vm_of`).
    let vm = unsafe { vm_of(ctx) };
    vm.mem.make_room(size as usize);
    vm.take_trace_alloc_samples(site);
    refresh_regs(vm, ctx);
}

/// The backend's `alloc_old_helper`: a pretenured site's object
/// (`trace/pretenure.rs`), `size` bytes in old space with `header` written
/// and the rest EMPTY, from a new allocation buffer for its size class
/// when it has one (the code fills the rest inline), after a minor
/// collection when the objects allocated in old space since the last one
/// are many (`Memory::alloc_pretenured_buffered`). The object is
/// remembered until the next minor collection, so the trace's stores into
/// it need no barrier until then, as for a nursery object.
pub extern "C" fn jit_alloc_old(ctx: *mut TraceContext, size: u64, header: u64) -> u64 {
    // SAFETY: called only by trace code with its live context, whose
    // spilled references are roots (see `vm_of`).
    let vm = unsafe { vm_of(ctx) };
    vm.jit.stats.old_alloc_calls += 1;
    let v = vm.mem.alloc_pretenured_buffered(size as usize, header);
    refresh_regs(vm, ctx);
    v.0
}

/// The write barrier's slow path for `obj`.
pub extern "C" fn jit_write_barrier(ctx: *mut TraceContext, obj: u64) {
    // SAFETY: called only by trace code with its live context (see `vm_of`).
    let vm = unsafe { vm_of(ctx) };
    vm.mem.write_barrier(Value(obj));
}
