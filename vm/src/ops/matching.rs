//! The structural tests of the `match` statement (PEP 634): whether a
//! subject is a sequence, a mapping or an instance of a class pattern's
//! class, and the parts its sub-patterns match, written into the
//! frame's registers for `MatchSequence`, `MatchMapping` and `MatchClass`.
//!
//! Must never: treat str, bytes or bytearray as sequences, or let an
//! attribute lookup's AttributeError escape (a missing attribute is a
//! failed match); every value is re-read from a rooted slot after an
//! allocation.

use crate::object::*;
use crate::runtime::calls::Calls;
use crate::runtime::types::TypeId;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

impl Vm {
    /// isinstance(`v`, `collections.abc.<abc>`) for an instance of a class.
    fn is_abc_instance(&mut self, v: Value, abc: &str) -> PyResult<bool> {
        let slot = self.mem.push_temp(v);
        let r = (|| {
            let module = self.import_dotted("collections.abc")?;
            let key = self.intern(abc);
            let cls = self.get_attr(module, key)?;
            let key = self.intern("isinstance");
            let Some(f) = dict::dict_get_str(self.mem.r.builtins, key) else { return Ok(false) };
            let r = self.call_value(f, &[self.mem.temp(slot), cls])?;
            self.truthy(r)
        })();
        self.mem.pop_temps(slot);
        r
    }

    /// Is `v` a sequence for a sequence pattern?
    fn match_is_sequence(&mut self, v: Value) -> PyResult<bool> {
        let view = self.builtin_view(v);
        match ptr_type(view) {
            Some(TY_LIST) | Some(TY_TUPLE) | Some(TY_RANGE) => Ok(true),
            Some(TY_STR) | Some(TY_BYTES) | Some(TY_BYTEARRAY) | Some(TY_DICT) | Some(TY_SET) | Some(TY_FROZENSET) => Ok(false),
            _ if is_instance_obj(v) => self.is_abc_instance(v, "Sequence"),
            _ => Ok(false),
        }
    }

    /// `MatchSequence`: stack slot `dst` gets whether the subject in slot
    /// `src` is a sequence of `count` items (at least `count`, with the
    /// item at `star` standing for the rest), and slots `dst + 1 ..` its items.
    pub fn match_sequence(&mut self, src: usize, dst: usize, count: usize, star: Option<usize>) -> PyResult<()> {
        let subject = self.mem.r.stack[src];
        self.mem.r.stack[dst] = Value::FALSE;
        if !self.match_is_sequence(subject)? {
            return Ok(());
        }
        let items = self.to_list(self.mem.r.stack[src])?;
        let n = seq::list_len(items);
        if n < count || (star.is_none() && n != count) {
            return Ok(());
        }
        let slot = self.mem.push_temp(items);
        let (before, rest) = match star {
            Some(s) => (s, n - count),
            None => (count, 0),
        };
        for i in 0..before {
            self.mem.r.stack[dst + 1 + i] = seq::list_get(self.mem.temp(slot), i);
        }
        for j in 0..count - before {
            self.mem.r.stack[dst + 2 + before + j] = seq::list_get(self.mem.temp(slot), before + rest + j);
        }
        if star.is_some() {
            let middle = self.mem.new_list(rest);
            let ms = self.mem.push_temp(middle);
            for k in 0..rest {
                let x = seq::list_get(self.mem.temp(slot), before + k);
                self.mem.list_append(self.mem.temp(ms), x);
            }
            self.mem.r.stack[dst + 1 + before] = self.mem.temp(ms);
        }
        self.mem.pop_temps(slot);
        self.mem.r.stack[dst] = Value::TRUE;
        Ok(())
    }

    /// `MatchMapping`: slot `dst` gets whether the subject in slot `src` is a
    /// mapping with every key of the tuple `keys`; slots `dst + 1 ..` their
    /// values, then with `rest` a dict of the other items.
    pub fn match_mapping(&mut self, src: usize, dst: usize, keys: Value, rest: bool) -> PyResult<()> {
        let subject = self.mem.r.stack[src];
        self.mem.r.stack[dst] = Value::FALSE;
        // The keys tuple is rooted before the Mapping check, which may run Python code.
        let kslot = self.mem.push_temp(keys);
        let is_mapping = match ptr_type(self.builtin_view(subject)) {
            Some(TY_DICT) => Ok(true),
            _ if is_instance_obj(subject) => self.is_abc_instance(subject, "Mapping"),
            _ => Ok(false),
        };
        if !matches!(is_mapping, Ok(true)) {
            self.mem.pop_temps(kslot);
            return is_mapping.map(|_| ());
        }
        let r = self.match_mapping_items(src, dst, kslot, rest);
        self.mem.pop_temps(kslot);
        r
    }

    fn match_mapping_items(&mut self, src: usize, dst: usize, kslot: usize, rest: bool) -> PyResult<()> {
        let n = seq::tuple_len(self.mem.temp(kslot));
        for i in 0..n {
            let key = seq::tuple_get(self.mem.temp(kslot), i);
            if !self.contains(self.mem.r.stack[src], key)? {
                return Ok(());
            }
            let key = seq::tuple_get(self.mem.temp(kslot), i);
            let v = self.get_item(self.mem.r.stack[src], key)?;
            self.mem.r.stack[dst + 1 + i] = v;
        }
        if rest {
            let d = self.mem.new_dict();
            let ds = self.mem.push_temp(d);
            let r = self.dict_update_from(ds, src, kslot, n);
            self.mem.r.stack[dst + 1 + n] = self.mem.temp(ds);
            self.mem.pop_temps(ds);
            r?;
        }
        self.mem.r.stack[dst] = Value::TRUE;
        Ok(())
    }

    /// Fills the dict in temporary `ds` with the items of the mapping in
    /// stack slot `src`, less the `n` keys of the tuple in temporary `kslot`.
    fn dict_update_from(&mut self, ds: usize, src: usize, kslot: usize, n: usize) -> PyResult<()> {
        let key = self.intern("update");
        let update = self.get_attr(self.mem.temp(ds), key)?;
        self.call_value(update, &[self.mem.r.stack[src]])?;
        for i in 0..n {
            let key = seq::tuple_get(self.mem.temp(kslot), i);
            self.dict_remove(self.mem.temp(ds), key)?;
        }
        Ok(())
    }

    /// `MatchClass`: slot `dst` gets whether the subject in slot `src` is an
    /// instance of the class in slot `cls` with the attributes named by its
    /// `__match_args__` (`npos` of them) and by the str tuple `kwnames`;
    /// slots `dst + 1 ..` the attributes.
    pub fn match_class(&mut self, src: usize, dst: usize, cls: usize, npos: usize, kwnames: Value) -> PyResult<()> {
        self.mem.r.stack[dst] = Value::FALSE;
        let class = self.mem.r.stack[cls];
        if !class::is_class(class) {
            return Err(self.type_error("called match pattern must be a type"));
        }
        let key = self.intern("isinstance");
        let Some(f) = dict::dict_get_str(self.mem.r.builtins, key) else { return Ok(()) };
        let r = self.call_value(f, &[self.mem.r.stack[src], self.mem.r.stack[cls]])?;
        if !self.truthy(r)? {
            return Ok(());
        }
        let kslot = self.mem.push_temp(kwnames);
        let r = self.match_class_attrs(src, dst, cls, npos, kslot);
        self.mem.pop_temps(kslot);
        r
    }

    fn match_class_attrs(&mut self, src: usize, dst: usize, cls: usize, npos: usize, kslot: usize) -> PyResult<()> {
        let mut names: Vec<String> = Vec::new();
        if npos > 0 {
            let class = self.mem.r.stack[cls];
            let cname = class::class_name(class).to_string();
            let key = self.intern("__match_args__");
            match self.get_attr_opt(class, key)? {
                None if npos == 1 && self.matches_self(class) => {
                    self.mem.r.stack[dst + 1] = self.mem.r.stack[src];
                }
                None => return Err(self.type_error(&format!("{}() accepts 0 positional sub-patterns ({} given)", cname, npos))),
                Some(args) if !is_type(args, TY_TUPLE) => {
                    let t = self.type_name(args);
                    return Err(self.type_error(&format!("{}.__match_args__ must be a tuple (got {})", cname, t)));
                }
                Some(args) => {
                    if seq::tuple_len(args) < npos {
                        return Err(self.type_error(&format!("{}() accepts {} positional sub-patterns ({} given)", cname, seq::tuple_len(args), npos)));
                    }
                    for i in 0..npos {
                        let a = seq::tuple_get(args, i);
                        if !is_type(a, TY_STR) {
                            let t = self.type_name(a);
                            return Err(self.type_error(&format!("__match_args__ elements must be strings (got {})", t)));
                        }
                        names.push(str::as_str(a).to_string());
                    }
                }
            }
        }
        let positional = names.len();
        for i in 0..seq::tuple_len(self.mem.temp(kslot)) {
            names.push(str::as_str(seq::tuple_get(self.mem.temp(kslot), i)).to_string());
        }
        for (i, n) in names.iter().enumerate() {
            if names[..i].contains(n) {
                let cname = class::class_name(self.mem.r.stack[cls]).to_string();
                return Err(self.type_error(&format!("{}() got multiple sub-patterns for attribute '{}'", cname, n)));
            }
        }
        let first = if positional == 0 && npos == 1 { 1 } else { 0 };
        for (i, n) in names.iter().enumerate() {
            let key = self.intern(n);
            match self.get_attr_opt(self.mem.r.stack[src], key)? {
                Some(v) => self.mem.r.stack[dst + 1 + first + i] = v,
                None => return Ok(()),
            }
        }
        self.mem.r.stack[dst] = Value::TRUE;
        Ok(())
    }

    /// The builtin classes whose one positional sub-pattern matches the
    /// subject itself (`case int(x)`), and classes derived from them.
    fn matches_self(&self, class: Value) -> bool {
        use TypeId as T;
        [T::Bool, T::ByteArray, T::Bytes, T::Dict, T::Float, T::FrozenSet, T::Int, T::List, T::Set, T::Str, T::Tuple].iter().any(|t| self.class_is(class, *t))
    }
}
