//! Closures and globals: a function's cells installed in its frame, the
//! error for an unbound cell, and global lookup through the module and the
//! builtins.

use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{Exc, PyResult, Vm};

impl Vm {
    /// The error for reading an empty cell.
    pub(super) fn unbound_cell(&mut self, name: Value, free: bool) -> Exc {
        let n = str::as_str(name).to_string();
        if free {
            self.raise_new(TypeId::NameError, &format!("cannot access free variable '{}' where it is not associated with a value in enclosing scope", n))
        } else {
            self.raise_new(TypeId::UnboundLocalError, &format!("cannot access local variable '{}' where it is not associated with a value", n))
        }
    }

    /// Copies the cells of `closure` (a tuple, or EMPTY) into the free-variable
    /// registers of the frame just pushed.
    #[inline(always)]
    pub fn install_closure(&mut self, closure: Value) {
        if !closure.is_empty() {
            self.install_cells(closure);
        }
    }

    #[inline(never)]
    pub(super) fn install_cells(&mut self, closure: Value) {
        let (base, start) = {
            let f = self.frame();
            (f.base, f.code.co.free_start as usize)
        };
        for i in 0..seq::tuple_len(closure) {
            self.mem.r.stack[base + start + i] = seq::tuple_get(closure, i);
        }
    }

    pub fn load_global(&mut self, globals: Value, name: Value) -> PyResult<Value> {
        if let Some(v) = dict::dict_get_str(globals, name) {
            return Ok(v);
        }
        if let Some(v) = dict::dict_get_str(self.mem.r.builtins, name) {
            return Ok(v);
        }
        if let Some(v) = self.lazy_builtin(name)? {
            return Ok(v);
        }
        let msg = format!("name '{}' is not defined", str::as_str(name));
        let suggestion = self.name_suggestion(str::as_str(name), globals);
        let e = self.new_exception(TypeId::NameError, &msg);
        let slot = self.mem.push_temp(e);
        self.mem.push_temp(name);
        let key = self.intern("name");
        self.mem.instance_set(self.mem.temp(slot), key, self.mem.temp(slot + 1));
        if let Some(s) = suggestion {
            // Kept for the traceback's last line (`runtime/suggestions.rs`).
            let (key, text) = (self.intern(crate::runtime::suggestions::SUGGESTION_ATTR), self.mem.new_str(&s));
            self.mem.instance_set(self.mem.temp(slot), key, text);
        }
        let e = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        Err(self.raise(e))
    }

    /// The name CPython would suggest for an undefined `name` looked up
    /// from the running frame: among its locals first, then the globals,
    /// then the builtins.
    fn name_suggestion(&self, name: &str, globals: Value) -> Option<String> {
        use crate::runtime::suggestions::closest;
        let locals: Vec<&str> = match self.mem.r.frames.last() {
            Some(f) if f.code.co.kind == lang::bytecode::CodeKind::Function => f.code.co.local_names.iter().map(String::as_str).collect(),
            _ => Vec::new(),
        };
        let keys = |d: Value| -> Vec<String> { dict::dict_items(d).into_iter().filter(|(k, _)| is_type(*k, TY_STR)).map(|(k, _)| str::as_str(k).to_string()).collect() };
        if let Some(s) = closest(name, &locals) {
            return Some(s.to_string());
        }
        for d in [globals, self.mem.r.builtins].into_iter().filter(|d| is_type(*d, TY_DICT)) {
            let names = keys(d);
            let refs: Vec<&str> = names.iter().map(String::as_str).filter(|n| !n.starts_with('$')).collect();
            if let Some(s) = closest(name, &refs) {
                return Some(s.to_string());
            }
        }
        None
    }

    /// The builtins written in Python that load on first use, installed in
    /// the builtins namespace: `complex` (also as `$complex`, which
    /// imaginary literals name) and `memoryview` from `__pith_builtins__`,
    /// and the async generator's pieces `$asyncgen` and `$asyncgen_value`
    /// and the builtins `aiter` and `anext` from `__pith_asyncgen__`. None
    /// for other names.
    pub(crate) fn lazy_builtin(&mut self, name: Value) -> PyResult<Option<Value>> {
        let (module, attr, names): (&str, &str, &[&str]) = match str::as_str(name) {
            "complex" | "$complex" => ("__pith_builtins__", "complex", &["complex", "$complex"]),
            "memoryview" => ("__pith_builtins__", "memoryview", &["memoryview"]),
            "$asyncgen" => ("__pith_asyncgen__", "async_generator", &["$asyncgen"]),
            "$asyncgen_value" => ("__pith_asyncgen__", "yielded", &["$asyncgen_value"]),
            "aiter" => ("__pith_asyncgen__", "aiter", &["aiter"]),
            "anext" => ("__pith_asyncgen__", "anext", &["anext"]),
            _ => return Ok(None),
        };
        let module = self.import_dotted(module)?;
        let key = self.intern(attr);
        let class = self.get_attr(module, key)?;
        let slot = self.mem.push_temp(class);
        for n in names {
            let k = self.intern(n);
            let b = self.mem.r.builtins;
            self.mem.dict_set_str(b, k, self.mem.temp(slot));
        }
        let class = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        Ok(Some(class))
    }

    /// The async generator object for generator `g` of an `async def` with
    /// `yield` (`__pith_asyncgen__.async_generator`).
    pub(crate) fn wrap_async_generator(&mut self, g: Value) -> PyResult<Value> {
        let slot = self.mem.push_temp(g);
        let name = self.intern("$asyncgen");
        let class = match dict::dict_get_str(self.mem.r.builtins, name) {
            Some(c) => Ok(Some(c)),
            None => self.lazy_builtin(name),
        };
        let r = match class {
            Ok(Some(c)) => crate::runtime::calls::Calls::call_value(self, c, &[self.mem.temp(slot)]),
            Ok(None) => Err(self.raise_new(TypeId::RuntimeError, "async generators are not available")),
            Err(e) => Err(e),
        };
        self.mem.pop_temps(slot);
        r
    }
}
