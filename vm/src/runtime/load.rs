//! Loading code: each constant of a compiled `CodeObject` becomes a value once
//! (strings interned, floats, big ints and tuples in old space, so they never
//! move) and each nested code object a small int naming its index in
//! `Tables::codes`.

use crate::object::*;
use crate::runtime::code::*;
use crate::runtime::vm::Vm;
use crate::value::Value;
use lang::bytecode::{CodeObject, Const};
use num_bigint::BigInt;
use std::rc::Rc;

impl Vm {
    /// Loads `co` and every code object nested in it; returns its index.
    pub fn load_code(&mut self, co: &Rc<CodeObject>) -> usize {
        let consts: Vec<Value> = co.consts.iter().map(|c| self.const_value(c)).collect();
        let names: Vec<Value> = co.names.iter().map(|n| self.intern(n)).collect();
        let (name, qualname) = (self.intern(&co.name), self.intern(&co.qualname));
        let index = self.tables.codes.len();
        // One counter per instruction and one for the function's entry; a
        // generator's or a module's is never hot (see `Code::function_entry`).
        // A coroutine's is: its body starts when it is first awaited, as a
        // call's does (`YieldFromStep`), and runs to its return unless it
        // suspends.
        let traceable = co.kind == lang::bytecode::CodeKind::Function && (!co.is_generator || co.is_coroutine) && !co.is_async_generator;
        let entry_count = if traceable { 0 } else { crate::runtime::code::BLACKLISTED };
        let loop_counts = co.instrs.iter().map(|_| std::cell::Cell::new(0)).chain([std::cell::Cell::new(entry_count)]).collect();
        let global_hints = names.iter().map(|_| std::cell::Cell::new(Default::default())).collect();
        let (attr_caches, method_caches, cache_slots) = Code::cache_layout(&co.instrs);
        let sig = &co.signature;
        let fast_arity = match sig.plain_arity() {
            Some(n) if !co.is_generator => n as u32,
            _ => NO_FAST_ARITY,
        };
        self.tables.codes.push(Rc::new(Code { co: co.clone(), consts, names, name, qualname, index, loop_counts, global_hints, attr_caches, method_caches, cache_slots, fast_arity, dynamic: Default::default(), liveness: Default::default(), pretenured_sites: Default::default() }));
        index
    }

    pub(super) fn const_value(&mut self, c: &Const) -> Value {
        match c {
            Const::Int(i) => match Value::try_int(*i) {
                Some(v) => v,
                None => self.mem.new_old_bigint(&BigInt::from(*i)),
            },
            Const::BigInt(text) => {
                let b = parse_int_literal(text).unwrap_or_default();
                self.mem.new_old_bigint(&b)
            }
            Const::Float(f) => {
                let v = self.mem.alloc_old_data(TY_FLOAT, 8);
                set_word(v, 1, f.to_bits());
                v
            }
            Const::Str(s) => self.intern(s),
            Const::Bytes(b) => {
                let v = self.mem.alloc_old_data(TY_BYTES, 8 + b.len());
                set_word(v, 1, b.len() as u64);
                // SAFETY: the object was sized for `b.len()` bytes after 16.
                unsafe { std::ptr::copy_nonoverlapping(b.as_ptr(), byte_ptr(v, 16), b.len()) };
                v
            }
            Const::Tuple(items) => {
                let vals: Vec<Value> = items.iter().map(|i| self.const_value(i)).collect();
                let t = self.mem.alloc_old_values(TY_TUPLE, 1 + vals.len());
                init_field(t, 1, Value::int(vals.len() as i64));
                for (i, v) in vals.iter().enumerate() {
                    init_field(t, 2 + i, *v);
                }
                t
            }
            Const::Code(nested) => Value::int(self.load_code(nested) as i64),
            Const::None => Value::NONE,
            Const::Bool(b) => Value::bool(*b),
            Const::Ellipsis => self.tables.ellipsis,
        }
    }
}
