//! A generator's layout: `[header, code, function, registers, pc, state,
//! resume_dst, globals, coroutine]` — `code` is the index of the generator
//! function's code, `registers` an array holding the frame's registers while
//! it is suspended, `pc` where to resume, `resume_dst` the register that
//! receives the sent value, `state` one of the `STATE_*` constants,
//! `coroutine` true for `async def` functions. Running one is
//! `interp/generator.rs`.

use super::*;

pub const GEN_WORDS: usize = 9;
pub const G_CODE: usize = 1;
pub const G_FUNC: usize = 2;
pub const G_REGS: usize = 3;
pub const G_PC: usize = 4;
pub const G_STATE: usize = 5;
pub const G_RESUME_DST: usize = 6;
pub const G_GLOBALS: usize = 7;
/// True for coroutines (`async def`), false for generators.
pub const G_COROUTINE: usize = 8;

/// Is `v` a coroutine object?
pub fn is_coroutine(v: Value) -> bool {
    is_type(v, TY_GENERATOR) && field(v, G_COROUTINE) == Value::TRUE
}

pub const STATE_CREATED: i64 = 0;
pub const STATE_RUNNING: i64 = 1;
pub const STATE_SUSPENDED: i64 = 2;
pub const STATE_FINISHED: i64 = 3;
