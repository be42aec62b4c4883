//! A generator's layout: `[header, code, function, registers, pc, state,
//! resume_dst, globals, coroutine, delegate, delegator]` — `code` is the
//! index of the generator function's code, `registers` an array holding the
//! frame's registers while it is suspended, `pc` where to resume,
//! `resume_dst` the register that receives the sent value, `state` one of
//! the `STATE_*` constants, `coroutine` true for `async def` functions,
//! `delegate` the generator a `yield from` (or `await`) of this one hands
//! its resumes to while this one has no frame, and `delegator` the
//! generator whose chain of delegations last ran this one. Running one is
//! `interp/generator.rs`.

use super::*;

pub const GEN_WORDS: usize = 11;
pub const G_CODE: usize = 1;
pub const G_FUNC: usize = 2;
pub const G_REGS: usize = 3;
pub const G_PC: usize = 4;
pub const G_STATE: usize = 5;
pub const G_RESUME_DST: usize = 6;
pub const G_GLOBALS: usize = 7;
/// True for coroutines (`async def`), false for generators.
pub const G_COROUTINE: usize = 8;
/// The generator this one delegates to (`interp/generator.rs`, module
/// doc, 5), or EMPTY.
pub const G_DELEGATE: usize = 9;
/// The generator that ran this one as its delegate, or EMPTY.
pub const G_DELEGATOR: usize = 10;

/// Is `v` a coroutine object?
pub fn is_coroutine(v: Value) -> bool {
    is_type(v, TY_GENERATOR) && field(v, G_COROUTINE) == Value::TRUE
}

/// The word of a register array (`Memory::alloc_vector`: header, length,
/// items) where its first item is.
const FIRST_REGISTER: usize = 2;

/// The `n` registers array `regs` holds, as a slice.
///
/// # Safety
/// `regs` is a live array of at least `n` items, and nothing allocates
/// (a collection could move or free it) while the slice is in use.
pub unsafe fn saved_registers<'a>(regs: Value, n: usize) -> &'a [Value] {
    // SAFETY: the items are `n` consecutive value words after the array's
    // first two (the caller's guarantee); `Value` is one word.
    unsafe { std::slice::from_raw_parts((regs.0 as *const Value).add(FIRST_REGISTER), n) }
}

/// `saved_registers`, to write them.
///
/// # Safety
/// As `saved_registers`; the caller also issues the write barrier for the
/// references it stores.
pub unsafe fn saved_registers_mut<'a>(regs: Value, n: usize) -> &'a mut [Value] {
    // SAFETY: as `saved_registers`; no other reference to the array's items
    // exists while the VM (single-threaded) writes them.
    unsafe { std::slice::from_raw_parts_mut((regs.0 as *mut Value).add(FIRST_REGISTER), n) }
}

pub const STATE_CREATED: i64 = 0;
pub const STATE_RUNNING: i64 = 1;
pub const STATE_SUSPENDED: i64 = 2;
pub const STATE_FINISHED: i64 = 3;
