//! Callables: Python functions, builtin functions, bound methods.
//!
//! Function: `[header, code, globals, defaults, kwdefaults, name, qualname,
//! class, dict, closure]` — `code` is the index of its `Code` in `Tables::codes` (a
//! small int), `defaults` a tuple or EMPTY, `kwdefaults` a dict or EMPTY,
//! `class` the class whose body defined it (for zero-argument `super()`),
//! `dict` the function's attribute dict or EMPTY, `closure` a tuple of cells
//! (one per free variable of the code) or EMPTY.
//!
//! Builtin: `[header, id, self]` — `id` indexes the builtin table; `self` is
//! EMPTY for plain functions and the receiver for bound builtin methods.
//!
//! Bound method: `[header, function, self]`.

use super::*;

pub const FUNCTION_WORDS: usize = 10;
pub const FN_CODE: usize = 1;
pub const FN_GLOBALS: usize = 2;
pub const FN_DEFAULTS: usize = 3;
pub const FN_KWDEFAULTS: usize = 4;
pub const FN_NAME: usize = 5;
pub const FN_QUALNAME: usize = 6;
pub const FN_CLASS: usize = 7;
pub const FN_DICT: usize = 8;
pub const FN_CLOSURE: usize = 9;

#[inline]
pub fn function_code_index(f: Value) -> usize {
    field(f, FN_CODE).as_int() as usize
}

#[inline]
pub fn builtin_id(b: Value) -> usize {
    field(b, 1).as_int() as usize
}

#[inline]
pub fn builtin_self(b: Value) -> Value {
    field(b, 2)
}

/// The id of `v` when it is a builtin bound to no object (a builtin
/// type's method as its class holds it, or a plain builtin function).
#[inline]
pub fn unbound_builtin(v: Value) -> Option<usize> {
    (is_type(v, TY_BUILTIN) && builtin_self(v).is_empty()).then(|| builtin_id(v))
}

