//! Iteration, membership, truth and length.
//!
//! Builtin iterators are small heap objects advanced here (`iter_next`); user
//! iterators go through `__iter__` / `__next__`, with StopIteration turned
//! into "exhausted". Range iteration is also inlined in the interpreter loop.

use crate::object::bytes::buffer_data;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use crate::runtime::calls::Calls;

impl Vm {
    pub fn get_iter(&mut self, v: Value) -> PyResult<Value> {
        match ptr_type(v) {
            Some(TY_LIST) | Some(TY_TUPLE) | Some(TY_STR) | Some(TY_BYTES) | Some(TY_BYTEARRAY) => Ok(self.mem.new_object(TY_SEQ_ITER, &[v, Value::int(0)])),
            Some(TY_DICT) | Some(TY_SET) | Some(TY_FROZENSET) => Ok(self.mem.new_object(TY_DICT_ITER, &[v, Value::int(0), Value::int(0)])),
            Some(TY_RANGE) => Ok(self.mem.new_object(TY_RANGE_ITER, &[field(v, 1), field(v, 2), field(v, 3)])),
            Some(TY_DICT_VIEW) => Ok(self.mem.new_object(TY_DICT_ITER, &[field(v, 1), Value::int(0), field(v, 2)])),
            Some(TY_GENERATOR) if crate::object::generator::is_coroutine(v) => self.not_iterable(v),
            Some(TY_SEQ_ITER) | Some(TY_DICT_ITER) | Some(TY_RANGE_ITER) | Some(TY_ENUMERATE) | Some(TY_ZIP) | Some(TY_REVERSED) | Some(TY_MAP) | Some(TY_FILTER) | Some(TY_ITERTOOL) | Some(TY_GENERATOR) => Ok(v),
            Some(TY_CLASS) if self.meta_hook(v, "__iter__").is_some() => {
                let it = self.meta_dunder(v, "__iter__", &[])?.unwrap_or(Value::NONE);
                self.check_iterator(it)
            }
            Some(TY_CLASS) => match self.class_hook(v, "__pith_enum_iter__", &[])? {
                Some(it) => Ok(it),
                None => self.not_iterable(v),
            },
            Some(t) if t >= FIRST_SHAPE_ID => {
                let cls = self.mem.instance_class(v);
                let n = self.names.iter;
                match self.lookup_type(cls, n) {
                    Some(f) => {
                        if let Some(g) = self.iter_generator(f, v) {
                            return Ok(g);
                        }
                        if let Some(view) = self.inherited_builtin_view(v, n, f) {
                            return self.get_iter(view);
                        }
                        let it = self.call_value(f, &[v])?;
                        self.check_iterator(it)
                    }
                    None => {
                        let gi = self.names.getitem;
                        if self.lookup_type(cls, gi).is_some() {
                            // The old sequence protocol: __getitem__(0), (1), ... until IndexError.
                            return Ok(self.mem.new_object(TY_SEQ_ITER, &[v, Value::int(0)]));
                        }
                        self.not_iterable(v)
                    }
                }
            }
            _ => self.not_iterable(v),
        }
    }

    /// `f(v)` when `f` is a generator function of one parameter (the
    /// commonest `__iter__`): the new generator, made without the call
    /// machinery (`Vm::plain_generator_call`); None for any other `f`,
    /// a coroutine function among them (what it returns is no iterator).
    fn iter_generator(&mut self, f: Value, v: Value) -> Option<Value> {
        if !is_type(f, TY_FUNCTION) {
            return None;
        }
        let code = self.tables.codes[crate::object::func::function_code_index(f)].clone();
        if code.co.is_coroutine {
            return None;
        }
        // The argument waits on the stack, where the generator's registers are read from.
        let top = self.mem.r.stack.len();
        self.mem.r.stack.push(v);
        let g = self.plain_generator_call(f, &code, top, 1);
        self.mem.r.stack.truncate(top);
        g
    }

    /// `it` when it is an iterator (what an `__iter__` returned), else
    /// CPython's TypeError.
    fn check_iterator(&mut self, it: Value) -> PyResult<Value> {
        let next = self.names.next;
        // A coroutine is no iterator (it has no __next__).
        let is_builtin_iter = matches!(ptr_type(it), Some(TY_SEQ_ITER) | Some(TY_DICT_ITER) | Some(TY_RANGE_ITER) | Some(TY_ENUMERATE) | Some(TY_ZIP) | Some(TY_REVERSED) | Some(TY_MAP) | Some(TY_FILTER) | Some(TY_ITERTOOL))
            || (is_type(it, TY_GENERATOR) && !crate::object::generator::is_coroutine(it));
        if !is_builtin_iter && !(is_instance_obj(it) && { let c = self.mem.instance_class(it); self.lookup_type(c, next) }.is_some()) {
            let t = self.type_name(it);
            return Err(self.type_error(&format!("iter() returned non-iterator of type '{}'", t)));
        }
        Ok(it)
    }

    fn not_iterable(&mut self, v: Value) -> PyResult<Value> {
        let t = self.type_name(v);
        Err(self.type_error(&format!("'{}' object is not iterable", t)))
    }

    /// The next item, or `None` when the iterator is exhausted.
    pub fn iter_next(&mut self, it: Value) -> PyResult<Option<Value>> {
        match ptr_type(it) {
            Some(TY_RANGE_ITER) if !crate::object::misc::is_small_range(it) => self.big_range_iter_next(it),
            Some(TY_RANGE_ITER) => {
                let (cur, stop, step) = (field(it, 1).as_int(), field(it, 2).as_int(), field(it, 3).as_int());
                if (step > 0 && cur < stop) || (step < 0 && cur > stop) {
                    init_field(it, 1, Value::int(cur + step));
                    Ok(Some(Value::int(cur)))
                } else {
                    Ok(None)
                }
            }
            Some(TY_SEQ_ITER) => self.seq_iter_next(it),
            Some(TY_DICT_ITER) => self.dict_iter_next(it),
            Some(TY_GENERATOR) => self.generator_next(it),
            Some(TY_ENUMERATE) => self.enumerate_next(it),
            Some(TY_ZIP) => self.zip_next(it),
            Some(TY_REVERSED) => self.reversed_next(it),
            Some(TY_MAP) => self.map_next(it),
            Some(TY_FILTER) => self.filter_next(it),
            Some(TY_ITERTOOL) => self.itertool_next(it),
            Some(t) if t >= FIRST_SHAPE_ID => {
                let cls = self.mem.instance_class(it);
                let n = self.names.next;
                let Some(f) = self.lookup_type(cls, n) else {
                    let t = self.type_name(it);
                    return Err(self.type_error(&format!("'{}' object is not an iterator", t)));
                };
                match self.call_value(f, &[it]) {
                    Ok(v) => Ok(Some(v)),
                    Err(e) => {
                        if self.isinstance_of(self.mem.r.exception, TypeId::StopIteration) {
                            self.mem.r.exception = Value::EMPTY;
                            Ok(None)
                        } else {
                            Err(e)
                        }
                    }
                }
            }
            _ => {
                let t = self.type_name(it);
                Err(self.type_error(&format!("'{}' object is not an iterator", t)))
            }
        }
    }

    /// The next item of a range iterator whose bounds are big ints.
    fn big_range_iter_next(&mut self, it: Value) -> PyResult<Option<Value>> {
        let (cur, stop, step) = (num::int_to_bigint(field(it, 1)), num::int_to_bigint(field(it, 2)), num::int_to_bigint(field(it, 3)));
        let zero = num_bigint::BigInt::from(0);
        if (step > zero && cur < stop) || (step < zero && cur > stop) {
            let slot = self.mem.push_temp(it);
            let next = self.mem.new_bigint(&(&cur + step));
            let it = self.mem.temp(slot);
            self.mem.set_field(it, 1, next);
            self.mem.pop_temps(slot);
            Ok(Some(self.mem.new_bigint(&cur)))
        } else {
            Ok(None)
        }
    }

    /// The next item of a list, tuple, bytes, str or `__getitem__` sequence iterator.
    fn seq_iter_next(&mut self, it: Value) -> PyResult<Option<Value>> {
        if let Some(v) = list_or_tuple_step(it) {
            return Ok(Some(v));
        }
        let s = field(it, 1);
        let i = field(it, 2).as_int() as usize;
        let item = match ptr_type(s) {
            Some(TY_BYTES) | Some(TY_BYTEARRAY) => buffer_data(s).and_then(|d| d.get(i)).map(|&b| Value::int(b as i64)),
            Some(t) if t >= FIRST_SHAPE_ID => {
                let slot = self.mem.push_temp(it);
                let r = self.call_method(s, "__getitem__", &[Value::int(i as i64)]);
                let it = self.mem.temp(slot);
                self.mem.pop_temps(slot);
                return match r {
                    Ok(v) => {
                        init_field(it, 2, Value::int(i as i64 + 1));
                        Ok(Some(v))
                    }
                    Err(e) => {
                        let exc = self.mem.r.exception;
                        if self.isinstance_of(exc, TypeId::IndexError) || self.isinstance_of(exc, TypeId::StopIteration) {
                            init_field(it, 1, Value::EMPTY);
                            Ok(None)
                        } else {
                            Err(e)
                        }
                    }
                };
            }
            Some(TY_STR) => {
                let slot = self.mem.push_temp(it);
                let c = self.str_iter_next(it, s, i);
                let it = self.mem.temp(slot);
                self.mem.pop_temps(slot);
                return Ok(match c {
                    Some(v) => {
                        init_field(it, 2, Value::int(i as i64 + 1));
                        Some(v)
                    }
                    None => {
                        init_field(it, 1, Value::EMPTY);
                        None
                    }
                });
            }
            _ => None,
        };
        match item {
            Some(v) => {
                init_field(it, 2, Value::int(i as i64 + 1));
                Ok(Some(v))
            }
            None => {
                init_field(it, 1, Value::EMPTY);
                Ok(None)
            }
        }
    }

    /// The next `(count, item)` of an `enumerate`.
    fn enumerate_next(&mut self, it: Value) -> PyResult<Option<Value>> {
        let slot = self.mem.push_temp(it);
        let r = self.iter_next(field(it, 1));
        let v = match r {
            Ok(Some(v)) => v,
            other => {
                self.mem.pop_temps(slot);
                return other;
            }
        };
        let it = self.mem.temp(slot);
        let n = field(it, 2);
        init_field(it, 2, Value::int(n.as_int() + 1));
        let vs = self.mem.push_temp(v);
        let t = self.mem.tuple_of_rooted(&[n, self.mem.temp(vs)]);
        self.mem.pop_temps(slot);
        Ok(Some(t))
    }

    /// The next tuple of a `zip`: one item of each iterator, until one ends.
    fn zip_next(&mut self, it: Value) -> PyResult<Option<Value>> {
        let slot = self.mem.push_temp(it);
        let n = seq::tuple_len(field(it, 1));
        let mark = self.mem.temps_mark();
        let mut done = n == 0;
        for k in 0..n {
            let iters = field(self.mem.temp(slot), 1);
            match self.iter_next(seq::tuple_get(iters, k)) {
                Ok(Some(v)) => self.mem.r.temps.push(v),
                Ok(None) => {
                    done = true;
                    break;
                }
                Err(e) => {
                    self.mem.pop_temps(slot);
                    return Err(e);
                }
            }
        }
        let r = if done { None } else { Some(self.mem.tuple_from_temps(mark, n)) };
        self.mem.pop_temps(slot);
        Ok(r)
    }

    /// The next item of a `reversed` sequence.
    fn reversed_next(&mut self, it: Value) -> PyResult<Option<Value>> {
        let s = field(it, 1);
        let i = field(it, 2).as_int();
        if i < 0 || s.is_empty() {
            return Ok(None);
        }
        let len = match ptr_type(s) {
            Some(TY_LIST) => seq::list_len(s),
            Some(TY_TUPLE) => seq::tuple_len(s),
            Some(TY_BYTES) | Some(TY_BYTEARRAY) => buffer_data(s).map_or(0, <[u8]>::len),
            _ => str::char_len(s),
        };
        if i as usize >= len {
            init_field(it, 2, Value::int(-1));
            return Ok(None);
        }
        init_field(it, 2, Value::int(i - 1));
        Ok(Some(match ptr_type(s) {
            Some(TY_LIST) => seq::list_get(s, i as usize),
            Some(TY_TUPLE) => seq::tuple_get(s, i as usize),
            Some(TY_BYTES) | Some(TY_BYTEARRAY) => Value::int(buffer_data(s).unwrap_or_default()[i as usize] as i64),
            _ => {
                let c = str::as_str(s).chars().nth(i as usize).unwrap_or('\0');
                self.char_str(c)
            }
        }))
    }

    /// The next result of a `map`.
    fn map_next(&mut self, it: Value) -> PyResult<Option<Value>> {
        let slot = self.mem.push_temp(it);
        let iters = field(it, 2);
        let n = seq::tuple_len(iters);
        let mark = self.mem.temps_mark();
        for k in 0..n {
            let iters = field(self.mem.temp(slot), 2);
            match self.iter_next(seq::tuple_get(iters, k)) {
                Ok(Some(v)) => self.mem.r.temps.push(v),
                Ok(None) => {
                    self.mem.pop_temps(slot);
                    return Ok(None);
                }
                Err(e) => {
                    self.mem.pop_temps(slot);
                    return Err(e);
                }
            }
        }
        let args: Vec<Value> = self.mem.r.temps[mark..].to_vec();
        let f = field(self.mem.temp(slot), 1);
        let r = self.call_value(f, &args);
        self.mem.pop_temps(slot);
        r.map(Some)
    }

    /// The next item a `filter` keeps.
    fn filter_next(&mut self, it: Value) -> PyResult<Option<Value>> {
        let slot = self.mem.push_temp(it);
        loop {
            let inner = field(self.mem.temp(slot), 2);
            let v = match self.iter_next(inner) {
                Ok(Some(v)) => v,
                Ok(None) => {
                    self.mem.pop_temps(slot);
                    return Ok(None);
                }
                Err(e) => {
                    self.mem.pop_temps(slot);
                    return Err(e);
                }
            };
            let vs = self.mem.push_temp(v);
            let f = field(self.mem.temp(slot), 1);
            let keep = if f.is_none() { self.truthy(v) } else { self.call_value(f, &[v]).and_then(|r| self.truthy(r)) };
            let v = self.mem.temp(vs);
            self.mem.pop_temps(vs);
            match keep {
                Ok(true) => {
                    self.mem.pop_temps(slot);
                    return Ok(Some(v));
                }
                Ok(false) => {}
                Err(e) => {
                    self.mem.pop_temps(slot);
                    return Err(e);
                }
            }
        }
    }

    /// Next character of a str iterator at char index `i` (byte offset kept for non-ASCII).
    fn str_iter_next(&mut self, _it: Value, s: Value, i: usize) -> Option<Value> {
        if i >= str::char_len(s) {
            return None;
        }
        let c = if str::is_ascii(s) { str::as_str(s).as_bytes()[i] as char } else { str::as_str(s).chars().nth(i).unwrap_or('\0') };
        Some(self.char_str(c))
    }

    fn dict_iter_next(&mut self, it: Value) -> PyResult<Option<Value>> {
        let d = field(it, 1);
        let kind = field(it, 3).as_int();
        let mut e = field(it, 2).as_int() as usize;
        if is_set_like(d) {
            while e < crate::object::set::slot_count(d) {
                let k = crate::object::set::key_at_slot(d, e);
                e += 1;
                if let Some(k) = k {
                    init_field(it, 2, Value::int(e as i64));
                    return Ok(Some(k));
                }
            }
            init_field(it, 2, Value::int(e as i64));
            return Ok(None);
        }
        while e < dict::entry_count(d) {
            let (_, k, v) = dict::entry(d, e);
            e += 1;
            if k.is_empty() {
                continue;
            }
            init_field(it, 2, Value::int(e as i64));
            return Ok(Some(match kind {
                0 => k,
                1 => v,
                _ => self.mem.tuple_of_rooted(&[k, v]),
            }));
        }
        init_field(it, 2, Value::int(e as i64));
        Ok(None)
    }

    /// A new list holding the items of any iterable.
    pub fn to_list(&mut self, v: Value) -> PyResult<Value> {
        if is_type(v, TY_LIST) || is_type(v, TY_TUPLE) {
            return Ok(self.mem.seq_from_parts(true, &[seq::SeqPart::whole(v)]));
        }
        let vslot = self.mem.push_temp(v);
        let l = self.mem.new_list(0);
        let lslot = self.mem.push_temp(l);
        let r = self.list_extend(l, self.mem.temp(vslot));
        let l = self.mem.temp(lslot);
        self.mem.pop_temps(vslot);
        r.map(|_| l)
    }

    /// Appends every item of `src` to `list`.
    pub fn list_extend(&mut self, list: Value, src: Value) -> PyResult<()> {
        if is_type(src, TY_LIST) || is_type(src, TY_TUPLE) {
            // Room first (the one allocation; `src` may be `list`), then the items.
            let n = seq::SeqPart::whole(src).count;
            let mark = self.mem.temps_mark();
            self.mem.r.temps.extend_from_slice(&[list, src]);
            let len = seq::list_len(list);
            self.mem.list_reserve(list, len + n);
            let (list, src) = (self.mem.temp(mark), self.mem.temp(mark + 1));
            self.mem.pop_temps(mark);
            let from_list = is_type(src, TY_LIST);
            for i in 0..n {
                let x = if from_list { seq::list_get(src, i) } else { seq::tuple_get(src, i) };
                self.mem.list_append(list, x);
            }
            return Ok(());
        }
        if is_type(src, TY_RANGE) {
            // A range knows its length: refuse one no memory could hold up
            // front, as CPython does, instead of appending until memory runs out.
            let len = crate::object::misc::range_len(src) as u128;
            self.check_alloc_size(8 * len)?;
        }
        // (Through `for_each_item`, a safe point: Ctrl-C and the time limit
        // stop `list(it)` of an endless iterator.)
        let slot = self.mem.push_temp(list);
        let r = self.for_each_item(src, |vm, x| {
            let l = vm.mem.temp(slot);
            vm.mem.list_append(l, x);
            Ok(true)
        });
        self.mem.pop_temps(slot);
        r
    }

    /// `a | b` of two dicts: a new dict of `a`'s items updated by `b`'s.
    pub fn dict_union(&mut self, a: Value, b: Value) -> PyResult<Value> {
        let mark = self.mem.temps_mark();
        self.mem.push_temp(a);
        self.mem.push_temp(b);
        let d = self.mem.new_dict();
        self.mem.push_temp(d);
        let r = self.dict_update(d, self.mem.temp(mark)).and_then(|_| self.dict_update(self.mem.temp(mark + 2), self.mem.temp(mark + 1)));
        let d = self.mem.temp(mark + 2);
        self.mem.pop_temps(mark);
        r.map(|_| d)
    }

    /// `d.update(src)` for a dict (or an iterable of pairs).
    pub fn dict_update(&mut self, d: Value, src: Value) -> PyResult<()> {
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[d, src]);
        let r = self.dict_update_inner(mark);
        self.mem.pop_temps(mark);
        r
    }

    fn dict_update_inner(&mut self, mark: usize) -> PyResult<()> {
        let src = self.mem.temp(mark + 1);
        if is_type(src, TY_DICT) {
            let items = dict::dict_items(src);
            let base = self.mem.temps_mark();
            for (k, v) in &items {
                self.mem.r.temps.push(*k);
                self.mem.r.temps.push(*v);
            }
            for i in 0..items.len() {
                let (d, k, v) = (self.mem.temp(mark), self.mem.temp(base + 2 * i), self.mem.temp(base + 2 * i + 1));
                self.dict_set(d, k, v)?;
            }
            return Ok(());
        }
        // A mapping (anything with keys()): d[k] = src[k] for k in src.keys().
        let keys_name = self.intern("keys");
        if !is_type(src, TY_DICT) && self.get_attr_opt(src, keys_name).ok().flatten().is_some() {
            let keys = self.call_method(self.mem.temp(mark + 1), "keys", &[])?;
            let keys = self.to_list(keys)?;
            let ks = self.mem.push_temp(keys);
            for i in 0..seq::list_len(keys) {
                let k = seq::list_get(self.mem.temp(ks), i);
                let v = self.get_item(self.mem.temp(mark + 1), k)?;
                let k = seq::list_get(self.mem.temp(ks), i);
                self.dict_set(self.mem.temp(mark), k, v)?;
            }
            return Ok(());
        }
        // Re-read: looking `keys` up may have run Python code.
        let pairs = self.to_list(self.mem.temp(mark + 1))?;
        let ps = self.mem.push_temp(pairs);
        for i in 0..seq::list_len(self.mem.temp(ps)) {
            let p = seq::list_get(self.mem.temp(ps), i);
            let items = if matches!(ptr_type(p), Some(TY_TUPLE) | Some(TY_LIST)) {
                seq::seq_items(p)
            } else {
                match self.to_list(p) {
                    Ok(l) => seq::seq_items(l),
                    Err(_) if self.isinstance_of(self.mem.r.exception, crate::runtime::types::TypeId::TypeError) => {
                        return Err(self.type_error(&format!("cannot convert dictionary update sequence element #{} to a sequence", i)));
                    }
                    Err(e) => return Err(e),
                }
            };
            if items.len() != 2 {
                return Err(self.value_error(&format!("dictionary update sequence element #{} has length {}; 2 is required", i, items.len())));
            }
            let d = self.mem.temp(mark);
            self.dict_set(d, items[0], items[1])?;
        }
        Ok(())
    }

    /// `x in container`.
    pub fn contains(&mut self, container: Value, x: Value) -> PyResult<bool> {
        match ptr_type(container) {
            Some(TY_STR) => {
                let x = self.builtin_view(x);
                if !is_type(x, TY_STR) {
                    let t = self.type_name(x);
                    return Err(self.type_error(&format!("'in <string>' requires string as left operand, not {}", t)));
                }
                Ok(str::as_str(container).contains(str::as_str(x)))
            }
            Some(TY_BYTES) | Some(TY_BYTEARRAY) => {
                let x = self.builtin_view(x);
                let needle = match super::arith::int_val(x) {
                    Some(_) => vec![self.byte_value(x)?],
                    None => self.bytes_like_arg(x)?,
                };
                let needle = &needle[..];
                Ok(memchr::memmem::find(buffer_data(container).unwrap_or_default(), needle).is_some())
            }
            Some(TY_DICT) | Some(TY_SET) | Some(TY_FROZENSET) => Ok(self.dict_get(container, x)?.is_some()),
            Some(TY_DICT_VIEW) if field(container, 2).as_int() == 0 => Ok(self.dict_get(field(container, 1), x)?.is_some()),
            Some(TY_RANGE) if !crate::object::misc::is_small_range(container) => {
                let Some(i) = super::arith::int_val(x) else {
                    return self.contains_by_iteration(container, x);
                };
                let i = i.to_big();
                let (start, stop, step) = (num::int_to_bigint(field(container, 1)), num::int_to_bigint(field(container, 2)), num::int_to_bigint(field(container, 3)));
                let zero = num_bigint::BigInt::from(0);
                let inside = if step > zero { i >= start && i < stop } else { i <= start && i > stop };
                Ok(inside && num_integer::Integer::mod_floor(&(i - start), &step) == zero)
            }
            Some(TY_RANGE) => {
                let Some(super::arith::IntVal::Small(i)) = super::arith::int_val(x) else {
                    return self.contains_by_iteration(container, x);
                };
                let (start, stop, step) = (field(container, 1).as_int(), field(container, 2).as_int(), field(container, 3).as_int());
                let inside = if step > 0 { i >= start && i < stop } else { i <= start && i > stop };
                Ok(inside && (i - start) % step == 0)
            }
            Some(TY_LIST) | Some(TY_TUPLE) => {
                let start = match contains_native(container, x) {
                    Ok(found) => return Ok(found),
                    Err(i) => i,
                };
                let mark = self.mem.temps_mark();
                self.mem.r.temps.extend_from_slice(&[container, x]);
                let mut i = start;
                let r = loop {
                    let c = self.mem.temp(mark);
                    let n = if is_type(c, TY_LIST) { seq::list_len(c) } else { seq::tuple_len(c) };
                    if i >= n {
                        break Ok(false);
                    }
                    let item = if is_type(c, TY_LIST) { seq::list_get(c, i) } else { seq::tuple_get(c, i) };
                    match self.eq(item, self.mem.temp(mark + 1)) {
                        Ok(true) => break Ok(true),
                        Ok(false) => {}
                        Err(e) => break Err(e),
                    }
                    i += 1;
                };
                self.mem.pop_temps(mark);
                r
            }
            Some(t) if t >= FIRST_SHAPE_ID => {
                let cls = self.mem.instance_class(container);
                let n = self.names.contains;
                if let Some(f) = self.lookup_type(cls, n) {
                    let r = self.call_value(f, &[container, x])?;
                    return self.truthy(r);
                }
                self.contains_by_iteration(container, x)
            }
            _ => self.contains_by_iteration(container, x),
        }
    }

    fn contains_by_iteration(&mut self, container: Value, x: Value) -> PyResult<bool> {
        let mark = self.mem.temps_mark();
        self.mem.r.temps.push(x);
        let r = self.get_iter(container).and_then(|it| {
            self.mem.r.temps.push(it);
            loop {
                match self.iter_next(self.mem.temp(mark + 1))? {
                    Some(item) => {
                        if self.eq(item, self.mem.temp(mark))? {
                            return Ok(true);
                        }
                    }
                    None => return Ok(false),
                }
            }
        });
        self.mem.pop_temps(mark);
        r
    }

    pub fn truthy(&mut self, v: Value) -> PyResult<bool> {
        if v.is_int() {
            return Ok(v.as_int() != 0);
        }
        match v {
            Value::TRUE => return Ok(true),
            Value::FALSE | Value::NONE => return Ok(false),
            _ => {}
        }
        Ok(match ptr_type(v) {
            Some(TY_FLOAT) => num::float_of(v) != 0.0,
            Some(TY_STR) => str::byte_len(v) > 0,
            Some(TY_LIST) => seq::list_len(v) > 0,
            Some(TY_TUPLE) => seq::tuple_len(v) > 0,
            Some(TY_DICT) | Some(TY_SET) | Some(TY_FROZENSET) => dict::dict_len(v) > 0,
            Some(TY_DICT_VIEW) => dict::dict_len(field(v, 1)) > 0,
            Some(TY_BYTES) | Some(TY_BYTEARRAY) => !buffer_data(v).unwrap_or_default().is_empty(),
            Some(TY_RANGE) => crate::object::misc::range_len(v) > 0,
            Some(t) if t >= FIRST_SHAPE_ID && self.mem.shapes.plain_truth(t - FIRST_SHAPE_ID) => true,
            Some(t) if t >= FIRST_SHAPE_ID => {
                let cls = self.mem.instance_class(v);
                let b = self.names.bool_;
                if let Some(f) = self.lookup_type(cls, b) {
                    if let Some(view) = self.inherited_builtin_view(v, b, f) {
                        return self.truthy(view);
                    }
                    let r = self.call_value(f, &[v])?;
                    if !r.is_bool() {
                        let t = self.type_name(r);
                        return Err(self.type_error(&format!("__bool__ should return bool, returned {}", t)));
                    }
                    return Ok(r == Value::TRUE);
                }
                let l = self.names.len;
                if let Some(f) = self.lookup_type(cls, l) {
                    if let Some(view) = self.inherited_builtin_view(v, l, f) {
                        return Ok(self.len_of(view)? != 0);
                    }
                    let r = self.call_value(f, &[v])?;
                    return Ok(self.len_result(r)? != 0);
                }
                self.mem.shapes.note_plain_truth(t - FIRST_SHAPE_ID);
                true
            }
            _ => true,
        })
    }

    /// What a user `__len__` returned, checked as CPython does.
    fn len_result(&mut self, r: Value) -> PyResult<usize> {
        let n = if r.is_bool() { Value::int((r == Value::TRUE) as i64) } else { r };
        if n.is_int() && n.as_int() >= 0 {
            return Ok(n.as_int() as usize);
        }
        if n.is_int() {
            return Err(self.value_error("__len__() should return >= 0"));
        }
        if let Some(super::arith::IntVal::Big(b)) = super::arith::int_val(n) {
            return Err(if b.sign() == num_bigint::Sign::Minus {
                self.value_error("__len__() should return >= 0")
            } else {
                self.overflow_error("cannot fit 'int' into an index-sized integer")
            });
        }
        let t = self.type_name(r);
        Err(self.type_error(&format!("'{}' object cannot be interpreted as an integer", t)))
    }

    /// `len(v)`.
    pub fn len_of(&mut self, v: Value) -> PyResult<usize> {
        match ptr_type(v) {
            Some(TY_STR) => Ok(str::char_len(v)),
            Some(TY_LIST) => Ok(seq::list_len(v)),
            Some(TY_TUPLE) => Ok(seq::tuple_len(v)),
            Some(TY_DICT) | Some(TY_SET) | Some(TY_FROZENSET) => Ok(dict::dict_len(v)),
            Some(TY_DICT_VIEW) => Ok(dict::dict_len(field(v, 1))),
            Some(TY_BYTES) | Some(TY_BYTEARRAY) => Ok(buffer_data(v).map_or(0, <[u8]>::len)),
            Some(TY_CLASS) if self.meta_hook(v, "__len__").is_some() => {
                let r = self.meta_dunder(v, "__len__", &[])?.unwrap_or(Value::NONE);
                self.len_result(r)
            }
            Some(TY_CLASS) => match self.class_hook(v, "__pith_enum_len__", &[])? {
                Some(n) if n.is_int() => Ok(n.as_int() as usize),
                _ => {
                    let t = self.type_name(v);
                    Err(self.type_error(&format!("object of type '{}' has no len()", t)))
                }
            },
            Some(TY_RANGE) => match crate::object::misc::range_len(v) {
                usize::MAX => Err(self.overflow_error("Python int too large to convert to C ssize_t")),
                n => Ok(n),
            },
            Some(t) if t >= FIRST_SHAPE_ID => {
                let cls = self.mem.instance_class(v);
                let l = self.names.len;
                if let Some(f) = self.lookup_type(cls, l) {
                    if let Some(view) = self.inherited_builtin_view(v, l, f) {
                        return self.len_of(view);
                    }
                    let r = self.call_value(f, &[v])?;
                    return self.len_result(r);
                }
                let t = self.type_name(v);
                Err(self.type_error(&format!("object of type '{}' has no len()", t)))
            }
            _ => {
                let t = self.type_name(v);
                Err(self.type_error(&format!("object of type '{}' has no len()", t)))
            }
        }
    }
}

/// The next item of `it`, a sequence iterator over a list or a tuple
/// that has one, the iterator moved past it; None at the end and for
/// iterators over other sequences (`seq_iter_next` answers those, and
/// marks an iterator done). The interpreter's `for` steps with it inline.
#[inline(always)]
pub(crate) fn list_or_tuple_step(it: Value) -> Option<Value> {
    let (s, i) = (field(it, 1), field(it, 2).as_int() as usize);
    let item = if is_type(s, TY_LIST) && i < seq::list_len(s) {
        seq::list_get(s, i)
    } else if is_type(s, TY_TUPLE) && i < seq::tuple_len(s) {
        seq::tuple_get(s, i)
    } else {
        return None;
    };
    init_field(it, 2, Value::int(i as i64 + 1));
    Some(item)
}

/// `x in container` for a list or tuple while no Python code can take part:
/// `x` a small int, a bool, None or a str, compared natively (identity,
/// then value, as `keys::keys_equal`) with each item until one is an
/// instance or a class (whose class or metaclass may define `__eq__`,
/// which the reflected comparison would call). `Ok(found)` when the scan
/// decided, `Err(i)` when Python equality must decide from item `i` on.
fn contains_native(container: Value, x: Value) -> Result<bool, usize> {
    let native = x.is_int() || x == Value::TRUE || x == Value::FALSE || x == Value::NONE || is_type(x, TY_STR);
    if !native {
        return Err(0);
    }
    // SAFETY: nothing below allocates or runs Python code (`keys_equal`
    // never does), so the items stay where they are while the slice lives.
    let items = unsafe { seq::items_slice(container) }.unwrap_or(&[]);
    let small_int = x.is_int();
    for (i, &item) in items.iter().enumerate() {
        if item == x {
            return Ok(true);
        }
        // Two different small ints are unequal: no `keys_equal` needed.
        if small_int && item.is_int() {
            continue;
        }
        if is_instance_obj(item) || is_type(item, TY_CLASS) {
            return Err(i);
        }
        if crate::object::keys::keys_equal(item, x) {
            return Ok(true);
        }
    }
    Ok(false)
}
