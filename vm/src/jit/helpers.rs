//! The VM functions compiled traces call, and their descriptions for the backend.
//!
//! Every helper takes the `TraceContext` first (its `client` is the `Vm`),
//! then 64-bit words, and returns one word. Helpers that can raise return 0
//! (`Value::EMPTY`, which never reaches Python code) with the exception in
//! `vm.r.exception`; the trace then exits through the call's snapshot.
//! Helpers that can run Python code or allocate refresh `ctx.regs`, since the
//! register stack may have moved.
//!
//! Must never: unwind a Rust panic into machine code (helpers catch nothing,
//! so they must not panic on anything a program can cause).

use super::STOP;
use crate::alloc::Model;
use crate::value::Value;
use crate::vm::Vm;
use jit::context::TraceContext;
use jit::ir::{Helper, Type};

/// Helper indices (positions in `helper_table`).
pub const H_STEP: i64 = 0;
pub const H_TRUTHY: i64 = 1;
pub const H_FOR_ITER: i64 = 2;
pub const H_LOAD_GLOBAL: i64 = 3;
pub const H_LOAD_GLOBAL_IN: i64 = 4;

/// The helper table the recorder's `Call` ops index.
pub fn helper_table() -> Vec<Helper> {
    vec![
        Helper { name: "interp_step", addr: jit_step as *const () as usize, params: vec![Type::Int], ret: Type::Void, may_gc: true, can_raise: true },
        Helper { name: "truthy", addr: jit_truthy as *const () as usize, params: vec![Type::Ref], ret: Type::Ref, may_gc: true, can_raise: true },
        Helper { name: "for_iter", addr: jit_for_iter as *const () as usize, params: vec![Type::Ref], ret: Type::Ref, may_gc: true, can_raise: true },
        Helper { name: "load_global", addr: jit_load_global as *const () as usize, params: vec![Type::Ref], ret: Type::Ref, may_gc: true, can_raise: true },
        Helper { name: "load_global_in", addr: jit_load_global_in as *const () as usize, params: vec![Type::Ref, Type::Ref], ret: Type::Ref, may_gc: true, can_raise: true },
    ]
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
    let base = vm.r.frames.last().map_or(0, |f| f.base);
    // SAFETY: `ctx` is live (see `vm_of`); `base` is within the stack.
    unsafe { (*ctx).regs = vm.r.stack.as_mut_ptr().add(base) as *mut u64 }
}

fn result(r: crate::vm::PyResult<Value>) -> u64 {
    match r {
        Ok(v) => v.0,
        Err(_) => 0,
    }
}

/// Runs the instruction at `pc` of the trace's frame in the interpreter.
extern "C" fn jit_step(ctx: *mut TraceContext, pc: u64) -> u64 {
    // SAFETY: called only by trace code with its live context.
    let vm = unsafe { vm_of(ctx) };
    let r = vm.step_instruction(pc as usize).map(|_| Value::NONE);
    refresh_regs(vm, ctx);
    result(r)
}

/// `bool(v)` as True/False.
extern "C" fn jit_truthy(ctx: *mut TraceContext, v: u64) -> u64 {
    // SAFETY: as in `jit_step`.
    let vm = unsafe { vm_of(ctx) };
    let r = vm.truthy(Value(v)).map(Value::bool);
    refresh_regs(vm, ctx);
    result(r)
}

/// `next(it)`, or `STOP` when the iterator is exhausted.
extern "C" fn jit_for_iter(ctx: *mut TraceContext, it: u64) -> u64 {
    // SAFETY: as in `jit_step`.
    let vm = unsafe { vm_of(ctx) };
    let r = vm.iter_next(Value(it)).map(|v| v.unwrap_or(STOP));
    refresh_regs(vm, ctx);
    result(r)
}

/// The global `name` of the running frame's module (then builtins).
extern "C" fn jit_load_global(ctx: *mut TraceContext, name: u64) -> u64 {
    // SAFETY: as in `jit_step`.
    let vm = unsafe { vm_of(ctx) };
    let globals = vm.r.frames.last().map_or(Value::EMPTY, |f| f.globals);
    let r = vm.load_global(globals, Value(name));
    refresh_regs(vm, ctx);
    result(r)
}

/// The global `name` of the module whose namespace is `globals` (an inlined
/// function's), then builtins.
extern "C" fn jit_load_global_in(ctx: *mut TraceContext, globals: u64, name: u64) -> u64 {
    // SAFETY: as in `jit_step`.
    let vm = unsafe { vm_of(ctx) };
    let r = vm.load_global(Value(globals), Value(name));
    refresh_regs(vm, ctx);
    result(r)
}

/// The allocation slow path: collects (the trace's spilled references are
/// roots) and returns `size` fresh nursery bytes.
pub extern "C" fn jit_collect_and_reserve(ctx: *mut TraceContext, size: u64) -> u64 {
    // SAFETY: as in `jit_step`.
    let vm = unsafe { vm_of(ctx) };
    let model = Model { shapes: &vm.shapes };
    let a = vm.heap.collect_and_reserve(size as usize, &model, &mut vm.r);
    refresh_regs(vm, ctx);
    a.as_word()
}

/// The write barrier's slow path for `obj`.
pub extern "C" fn jit_write_barrier(ctx: *mut TraceContext, obj: u64) {
    // SAFETY: as in `jit_step`.
    let vm = unsafe { vm_of(ctx) };
    vm.heap.write_barrier(Value(obj).addr());
}
