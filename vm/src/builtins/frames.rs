//! Code and tracebacks as Python sees them: a function's `__code__` and a
//! caught exception's `__traceback__`, made by `__pith_builtins__` (`code`,
//! `make_traceback`) from what this file reads off the VM: the loaded
//! code's fields, and a traceback's entries as the unwinder recorded them
//! (complete under the JIT too: a trace leaving by an exception builds the
//! frames it had inlined). The traceback's frames are snapshots with the
//! code's name and file and the line where the traceback left it, without
//! globals or locals (a frame still running reads `f_lineno` live in
//! CPython; here it stays that line).
//!
//! `sys._getframe` is not offered: a call made from a frame the JIT
//! inlined runs without that frame on the VM's stack, so a frame chain
//! read there would silently lack it.
//!
//! Must never: hold a value read off the stack across an allocation
//! without rooting it.

use crate::object::*;
use crate::runtime::calls::Calls;
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

pub const DEFS: &[BuiltinDef] = &[def("code_info", Module("_pith"), code_info)];

/// `code_info(index)`: `(name, qualname, filename, firstlineno, argcount,
/// posonlyargcount, kwonlyargcount, varnames, flags, freevars, doc)` of
/// loaded code `index`.
fn code_info(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("code_info", &a, 1, 1)?;
    let index = vm.arg_int(vm.arg(&a, 0), "index")?;
    let Some(code) = usize::try_from(index).ok().and_then(|i| vm.tables.codes.get(i)).cloned() else {
        return Err(vm.value_error("no such code"));
    };
    let co = &code.co;
    let sig = &co.signature;
    // CPython's CO_GENERATOR (0x20), CO_COROUTINE (0x80) and
    // CO_ASYNC_GENERATOR (0x200) are exclusive; pith's coroutines and async
    // generators are generators underneath.
    let plain_generator = co.is_generator && !co.is_coroutine && !co.is_async_generator;
    let flags = 0x3 | (sig.varargs as i64) << 2 | (sig.varkw as i64) << 3 | (plain_generator as i64) << 5 | (co.is_coroutine as i64) << 7 | (co.is_async_generator as i64) << 9;
    let mark = vm.mem.temps_mark();
    for s in [&co.name, &co.qualname, &co.filename.to_string()] {
        let v = vm.mem.new_str(s);
        vm.mem.push_temp(v);
    }
    let ints = [co.first_line as i64, (sig.positional) as i64, sig.posonly as i64, sig.kwonly as i64];
    for n in ints {
        vm.mem.push_temp(Value::int(n));
    }
    str_tuple(vm, &co.local_names);
    vm.mem.push_temp(Value::int(flags));
    str_tuple(vm, &co.freevars);
    let doc = match &co.doc {
        Some(d) => vm.mem.new_str(d),
        None => Value::NONE,
    };
    vm.mem.push_temp(doc);
    let t = vm.mem.tuple_from_temps(mark, 11);
    vm.mem.pop_temps(mark);
    Ok(t)
}

/// Pushes a tuple of the strs `names` on the temporaries.
fn str_tuple(vm: &mut Vm, names: &[String]) {
    let mark = vm.mem.temps_mark();
    for n in names {
        let v = vm.mem.new_str(n);
        vm.mem.push_temp(v);
    }
    let t = vm.mem.tuple_from_temps(mark, names.len());
    vm.mem.pop_temps(mark);
    vm.mem.push_temp(t);
}

/// Calls `__pith_builtins__.<name>(arg)`.
fn call_helper(vm: &mut Vm, name: &str, arg: Value) -> PyResult<Value> {
    let slot = vm.mem.push_temp(arg);
    let r = (|| {
        let module = vm.import_dotted("__pith_builtins__")?;
        let key = vm.intern(name);
        let f = vm.get_attr(module, key)?;
        vm.call_value(f, &[vm.mem.temp(slot)])
    })();
    vm.mem.pop_temps(slot);
    r
}

impl Vm {
    /// `func.__code__`: a code object for the function's code.
    pub fn function_code_object(&mut self, func: Value) -> PyResult<Value> {
        let index = crate::object::func::function_code_index(func);
        call_helper(self, "code_of", Value::int(index as i64))
    }

    /// A caught exception's `__traceback__`: its entries (innermost first,
    /// as the unwinder recorded them) made into traceback objects, or None
    /// when none are kept.
    pub fn exception_traceback(&mut self, exc: Value) -> PyResult<Value> {
        let id = self.identity_hash(exc);
        let Some(entries) = self.interp.caught_tracebacks.find(id).cloned() else { return Ok(Value::NONE) };
        if entries.is_empty() {
            return Ok(Value::NONE);
        }
        let list = self.mem.new_list(entries.len());
        let ls = self.mem.push_temp(list);
        for e in entries.iter() {
            let mark = self.mem.temps_mark();
            let f = self.mem.new_str(&e.filename);
            self.mem.push_temp(f);
            self.mem.push_temp(Value::int(e.line as i64));
            let n = self.mem.new_str(&e.name);
            self.mem.push_temp(n);
            let t = self.mem.tuple_from_temps(mark, 3);
            self.mem.pop_temps(mark);
            self.mem.list_append(self.mem.temp(ls), t);
        }
        let list = self.mem.temp(ls);
        self.mem.pop_temps(ls);
        call_helper(self, "make_traceback", list)
    }
}
