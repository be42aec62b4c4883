//! Callables: Python functions, builtin functions, bound methods.
//!
//! Function: `[header, code, globals, defaults, kwdefaults, name, qualname,
//! class, dict, closure]` — `code` is the index of its `Code` in `Vm::codes` (a
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
use crate::runtime::vm::Vm;

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

impl Vm {
    /// A builtin function object (`self_` EMPTY) or bound builtin method.
    pub fn new_builtin(&mut self, id: usize, self_: Value) -> Value {
        let slot = self.push_temp(self_);
        let b = self.alloc_values(TY_BUILTIN, 2);
        init_field(b, 1, Value::int(id as i64));
        init_field(b, 2, self.temp(slot));
        self.pop_temps(slot);
        b
    }

    pub fn new_bound_method(&mut self, func: Value, self_: Value) -> Value {
        let mark = self.temps_mark();
        self.r.temps.extend_from_slice(&[func, self_]);
        let m = self.alloc_values(TY_BOUND_METHOD, 2);
        init_field(m, 1, self.temp(mark));
        init_field(m, 2, self.temp(mark + 1));
        self.pop_temps(mark);
        m
    }
}
