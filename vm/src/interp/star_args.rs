//! The arguments of a call with `*iterable` and `**mapping`, gathered into
//! a list and a keyword dict before `CallEx`, with CPython's errors naming
//! the function: an argument after `*` that is not iterable, after `**`
//! that is not a mapping, a keyword that is not a str, a keyword given twice.
//!
//! This module never calls the function (`call.rs` does).

use crate::object::func::*;
use crate::object::*;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};

impl Vm {
    /// `f(..., *src, ...)`: the items of `src` onto the argument list.
    pub fn call_star_args(&mut self, list: Value, src: Value, func: Value) -> PyResult<()> {
        if !self.is_iterable(src) {
            let (f, t) = (self.callable_display(func), self.type_name(src));
            return Err(self.type_error(&format!("{}() argument after * must be an iterable, not {}", f, t)));
        }
        self.list_extend(list, src)
    }

    /// Can `iter(v)` succeed (without calling anything)?
    pub(crate) fn is_iterable(&mut self, v: Value) -> bool {
        if is_instance_obj(v) {
            let cls = self.mem.instance_class(v);
            let (iter, item) = (self.names.iter, self.names.getitem);
            return self.lookup_type(cls, iter).is_some() || self.lookup_type(cls, item).is_some();
        }
        !v.is_int() && !v.is_bool() && !v.is_none() && !matches!(ptr_type(v), Some(TY_FLOAT) | Some(TY_BIGINT) | Some(TY_FUNCTION) | Some(TY_BUILTIN) | Some(TY_BOUND_METHOD) | Some(TY_SLICE) | Some(TY_CELL))
    }

    /// `f(..., **src, ...)`: the items of mapping `src` into the keyword dict.
    pub fn call_star_kwargs(&mut self, dict: Value, src: Value, func: Value) -> PyResult<()> {
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[dict, src, func]);
        let r = self.call_star_kwargs_rooted(mark);
        self.mem.pop_temps(mark);
        r
    }

    fn call_star_kwargs_rooted(&mut self, mark: usize) -> PyResult<()> {
        let src = self.mem.temp(mark + 1);
        let keys_name = self.intern("keys");
        if !is_type(src, TY_DICT) && self.get_attr_opt(src, keys_name)?.is_none() {
            let (f, t) = (self.callable_display(self.mem.temp(mark + 2)), self.type_name(src));
            return Err(self.type_error(&format!("{}() argument after ** must be a mapping, not {}", f, t)));
        }
        let items = self.mem.new_dict();
        let items_slot = self.mem.push_temp(items);
        self.dict_update(items, self.mem.temp(mark + 1))?;
        let pairs = dict::dict_items(self.mem.temp(items_slot));
        let start = self.mem.temps_mark();
        for (k, v) in &pairs {
            self.mem.r.temps.extend_from_slice(&[*k, *v]);
        }
        for i in 0..pairs.len() {
            let (k, v) = (self.mem.temp(start + 2 * i), self.mem.temp(start + 2 * i + 1));
            self.call_kwarg(self.mem.temp(mark), k, v, self.mem.temp(mark + 2))?;
        }
        Ok(())
    }

    /// `key=src` into the keyword dict, refusing a keyword already there.
    pub fn call_kwarg(&mut self, dict: Value, key: Value, src: Value, func: Value) -> PyResult<()> {
        if !is_type(key, TY_STR) {
            return Err(self.type_error("keywords must be strings"));
        }
        if self.dict_get(dict, key)?.is_some() {
            let f = self.callable_display(func);
            return Err(self.type_error(&format!("{}() got multiple values for keyword argument '{}'", f, str::as_str(key))));
        }
        self.dict_set(dict, key, src)
    }

    /// How CPython names a callable in argument errors: `module.qualname`
    /// for a function outside builtins, the builtin's or class's name.
    fn callable_display(&mut self, f: Value) -> String {
        match ptr_type(f) {
            Some(TY_FUNCTION) => {
                let qualname = str::as_str(field(f, FN_QUALNAME)).to_string();
                let n = self.names.name;
                match dict::dict_get_str(field(f, FN_GLOBALS), n).filter(|m| is_type(*m, TY_STR)) {
                    Some(m) if str::as_str(m) != "builtins" => format!("{}.{}", str::as_str(m), qualname),
                    _ => qualname,
                }
            }
            Some(TY_BOUND_METHOD) => self.callable_display(field(f, 1)),
            Some(TY_BUILTIN) => crate::runtime::native::builtin_name(builtin_id(f)).to_string(),
            Some(TY_CLASS) => class::class_name(f).to_string(),
            _ => format!("{} object", self.type_name(f)),
        }
    }
}
