//! Subscripts: `obj[key]`, `obj[key] = v`, `del obj[key]`, and slices.
//!
//! Indexes are normalized as CPython does (negative counts from the end,
//! IndexError outside); slices follow `slice.indices` (clamping, negative
//! steps) for str, bytes, bytearray, list, tuple and range; slice
//! assignment on lists replaces a run (step 1) or an extended slice of
//! equal length (bytearray's, the same, is in `builtins/bytearray_methods.rs`).

use super::arith::{int_val, IntVal};
use crate::object::bytes::buffer_data;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use crate::runtime::calls::Calls;

/// Is `obj` a builtin sequence and `key` an object that may have
/// `__index__` (or a slice holding one)?
fn wants_user_index(obj: Value, key: Value) -> bool {
    let seq = matches!(ptr_type(obj), Some(TY_LIST) | Some(TY_TUPLE) | Some(TY_STR) | Some(TY_BYTES) | Some(TY_BYTEARRAY) | Some(TY_RANGE));
    seq && (is_instance_obj(key) || (is_type(key, TY_SLICE) && (1..4).any(|i| is_instance_obj(field(key, i)))))
}

/// `slice_indices` of a slice whose bounds are small ints or None and
/// whose step is not zero (no Python code, no error); None otherwise.
#[inline(always)]
fn plain_slice_indices(s: Value, len: usize) -> Option<(i64, i64, i64, usize)> {
    plain_bounds_indices([field(s, 1), field(s, 2), field(s, 3)], len)
}

/// `plain_slice_indices` of the bounds `[start, stop, step]` of a slice.
#[inline(always)]
fn plain_bounds_indices(bounds: [Value; 3], len: usize) -> Option<(i64, i64, i64, usize)> {
    let bound = |v: Value| if v.is_int() { Some(Some(v.as_int())) } else if v.is_none() { Some(None) } else { None };
    let (start, stop, step) = (bound(bounds[0])?, bound(bounds[1])?, bound(bounds[2])?);
    let step = step.unwrap_or(1);
    (step != 0).then(|| clamped_slice(start, stop, step, len as i64))
}

/// (start, stop, step, count) of a slice of a sequence of `len` items,
/// its bounds (None for absent) clamped as CPython's `PySlice_AdjustIndices`.
#[inline(always)]
fn clamped_slice(start: Option<i64>, stop: Option<i64>, step: i64, len: i64) -> (i64, i64, i64, usize) {
    let (lo, hi) = if step < 0 { (-1, len - 1) } else { (0, len) };
    let clamp = |x: i64| {
        let x = if x < 0 { x + len } else { x };
        x.clamp(lo, hi)
    };
    let start = start.map_or(if step < 0 { hi } else { lo }, clamp);
    let stop = stop.map_or(if step < 0 { lo } else { hi }, clamp);
    let count = match step {
        1 => (stop - start).max(0),
        -1 => (start - stop).max(0),
        _ if step > 0 => {
            if stop > start { (stop - start + step - 1) / step } else { 0 }
        }
        _ if start > stop => (start - stop + (-step) - 1) / (-step),
        _ => 0,
    };
    (start, stop, step, count as usize)
}

impl Vm {
    /// The integer value of an index operand.
    pub(crate) fn index_value(&mut self, key: Value, what: &str) -> PyResult<i64> {
        match int_val(key) {
            Some(IntVal::Small(i)) => Ok(i),
            Some(IntVal::Big(_)) => Err(self.raise_new(TypeId::IndexError, &format!("cannot fit 'int' into an index-sized integer"))),
            None => {
                let t = self.type_name(key);
                Err(self.type_error(&format!("{} indices must be integers or slices, not {}", what, t)))
            }
        }
    }

    /// `v.__index__()` when `v` is an instance whose class defines it
    /// (checked to return an int); None for anything else.
    pub fn user_index(&mut self, v: Value) -> PyResult<Option<Value>> {
        if !is_instance_obj(v) {
            return Ok(None);
        }
        let slot = self.mem.push_temp(v);
        let n = self.intern("__index__");
        let v = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        let cls = self.mem.instance_class(v);
        let Some(f) = self.lookup_type(cls, n) else { return Ok(None) };
        let r = self.call_value(f, &[v])?;
        if int_val(r).is_none() {
            let t = self.type_name(r);
            return Err(self.type_error(&format!("__index__ returned non-int (type {})", t)));
        }
        Ok(Some(r))
    }

    /// `values` (`[obj, key, ...]`, where `wants_user_index(obj, key)`)
    /// with the key's objects replaced by the ints their `__index__` give
    /// (a new slice for a slice); all of them re-read after the calls.
    fn index_key<const N: usize>(&mut self, values: [Value; N]) -> PyResult<[Value; N]> {
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&values);
        let r = self.index_key_in(mark + 1);
        let out = std::array::from_fn(|i| self.mem.temp(mark + i));
        self.mem.pop_temps(mark);
        r.map(|_| out)
    }

    fn index_key_in(&mut self, slot: usize) -> PyResult<()> {
        // (Values are re-read after each call: `user_index` may allocate.)
        let key = self.mem.temp(slot);
        if !is_type(key, TY_SLICE) {
            if let Some(n) = self.user_index(key)? {
                self.mem.set_temp(slot, n);
            }
            return Ok(());
        }
        let s = self.mem.temp(slot);
        let [step, start, stop] = self.user_bounds([field(s, 3), field(s, 1), field(s, 2)])?;
        let key = self.mem.new_object(TY_SLICE, &[start, stop, step]);
        self.mem.set_temp(slot, key);
        Ok(())
    }

    /// Normalizes index `i` for a sequence of `len`; None when out of range.
    pub(crate) fn normalize(i: i64, len: usize) -> Option<usize> {
        let i = if i < 0 { i + len as i64 } else { i };
        (0..len as i64).contains(&i).then_some(i as usize)
    }

    /// A slice's start, stop or step: None, or an int (a big one clamped
    /// far past any length).
    #[inline(always)]
    fn slice_bound(&mut self, v: Value) -> PyResult<Option<i64>> {
        if v.is_none() {
            return Ok(None);
        }
        if v.is_int() {
            return Ok(Some(v.as_int()));
        }
        self.slice_bound_slow(v)
    }

    #[cold]
    fn slice_bound_slow(&mut self, v: Value) -> PyResult<Option<i64>> {
        match int_val(v) {
            Some(IntVal::Small(i)) => Ok(Some(i)),
            Some(IntVal::Big(b)) => Ok(Some(if b.sign() == num_bigint::Sign::Minus { i64::MIN / 2 } else { i64::MAX / 2 })),
            None => Err(self.type_error("slice indices must be integers or None or have an __index__ method")),
        }
    }

    /// `slice.indices(len)`: (start, stop, step) clamped, and the item count.
    #[inline]
    pub fn slice_indices(&mut self, s: Value, len: usize) -> PyResult<(i64, i64, i64, usize)> {
        match plain_slice_indices(s, len) {
            Some(r) => Ok(r),
            None => self.slice_indices_general(s, len),
        }
    }

    /// `slice_indices` for any bounds (`__index__` run, big ints clamped,
    /// a zero step refused).
    #[inline(never)]
    fn slice_indices_general(&mut self, s: Value, len: usize) -> PyResult<(i64, i64, i64, usize)> {
        let mut bounds = [field(s, 3), field(s, 1), field(s, 2)];
        if bounds.iter().any(|v| is_instance_obj(*v)) {
            bounds = self.user_bounds(bounds)?;
        }
        let [step, start, stop] = bounds;
        let get = Self::slice_bound;
        let step = get(self, step)?.unwrap_or(1);
        if step == 0 {
            return Err(self.value_error("slice step cannot be zero"));
        }
        let start = get(self, start)?;
        let stop = get(self, stop)?;
        Ok(clamped_slice(start, stop, step, len as i64))
    }

    /// A slice's step, start and stop with those that are instances
    /// replaced by what their `__index__` returns (in that order, as
    /// CPython evaluates them; the others as they are).
    fn user_bounds(&mut self, bounds: [Value; 3]) -> PyResult<[Value; 3]> {
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&bounds);
        let mut r = Ok(());
        for i in 0..3 {
            match self.user_index(self.mem.temp(mark + i)) {
                Ok(Some(n)) => self.mem.set_temp(mark + i, n),
                Ok(None) => {}
                Err(e) => {
                    r = Err(e);
                    break;
                }
            }
        }
        let out = std::array::from_fn(|i| self.mem.temp(mark + i));
        self.mem.pop_temps(mark);
        r.map(|_| out)
    }

    /// `seq[start:stop:step]` of a list or tuple `seq`, the bounds given
    /// as values (compiled code's slicing: the slice object is made only
    /// when a bound is not a small int or None).
    pub fn slice_by_bounds(&mut self, seq: Value, bounds: [Value; 3]) -> PyResult<Value> {
        let is_list = is_type(seq, TY_LIST);
        if is_list || is_type(seq, TY_TUPLE) {
            let len = if is_list { seq::list_len(seq) } else { seq::tuple_len(seq) };
            if let Some(indices) = plain_bounds_indices(bounds, len) {
                return Ok(self.mem.seq_slice(is_list, &seq::SeqPart::sliced(seq, indices)));
            }
        }
        let slot = self.mem.push_temp(seq);
        let key = self.mem.new_object(TY_SLICE, &bounds);
        let seq = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        self.get_item(seq, key)
    }

    /// `list[start:stop:step] = v`, the bounds given as values (as
    /// `slice_by_bounds`).
    pub fn store_slice_by_bounds(&mut self, list: Value, bounds: [Value; 3], v: Value) -> PyResult<()> {
        if is_type(list, TY_LIST) && is_type(v, TY_LIST) && v != list {
            if let Some(indices) = plain_bounds_indices(bounds, seq::list_len(list)) {
                return self.list_set_slice_at(list, indices, v);
            }
        }
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[list, v]);
        let key = self.mem.new_object(TY_SLICE, &bounds);
        let (list, v) = (self.mem.temp(mark), self.mem.temp(mark + 1));
        self.mem.pop_temps(mark);
        self.set_item(list, key, v)
    }

    pub fn get_item(&mut self, obj: Value, key: Value) -> PyResult<Value> {
        let [obj, key] = if wants_user_index(obj, key) { self.index_key([obj, key])? } else { [obj, key] };
        match ptr_type(obj) {
            Some(TY_LIST) | Some(TY_TUPLE) => {
                let is_list = is_type(obj, TY_LIST);
                let len = if is_list { seq::list_len(obj) } else { seq::tuple_len(obj) };
                if is_type(key, TY_SLICE) {
                    let indices = self.slice_indices(key, len)?;
                    return Ok(self.mem.seq_slice(is_list, &seq::SeqPart::sliced(obj, indices)));
                }
                let what = if is_list { "list" } else { "tuple" };
                let i = self.index_value(key, what)?;
                match Self::normalize(i, len) {
                    Some(i) => Ok(if is_list { seq::list_get(obj, i) } else { seq::tuple_get(obj, i) }),
                    None => Err(self.index_error(&format!("{} index out of range", what))),
                }
            }
            Some(TY_STR) => self.str_item(obj, key),
            Some(TY_DICT) => self.by_key_or_key_error(key, |vm, key| vm.dict_get(obj, key)),
            Some(TY_RANGE) => self.range_item(obj, key),
            Some(TY_BYTES) | Some(TY_BYTEARRAY) => self.buffer_item(obj, key),
            Some(t) if t >= FIRST_SHAPE_ID => self.dunder_item(obj, "__getitem__", &[key]),
            Some(TY_CLASS) => {
                if let Some(v) = self.meta_dunder(obj, "__getitem__", &[key])? {
                    return Ok(v);
                }
                if let Some(v) = self.class_hook(obj, "__pith_enum_getitem__", &[key])? {
                    return Ok(v);
                }
                if class::class_kind(obj) == 0 {
                    if let Some(v) = self.class_hook(obj, "__class_getitem__", &[key])? {
                        return Ok(v);
                    }
                    // A user class without `__class_getitem__`: itself, leniently.
                    return Ok(obj);
                }
                // `list[int]` and the other builtin classes: a types.GenericAlias.
                self.generic_alias(obj, key)
            }
            _ => {
                let t = self.type_name(obj);
                Err(self.type_error(&format!("'{}' object is not subscriptable", t)))
            }
        }
    }

    /// `obj[k]`, `obj[k] = v`, `del obj[k]` for an instance of a class
    /// derived from list or dict whose item method `f` is the builtin
    /// type's own: done on the builtin value without calling `f`. None
    /// when that does not apply (or for a missing dict key, which goes to
    /// `dict.__getitem__` and its `__missing__`).
    fn item_of_builtin_value(&mut self, obj: Value, name: Value, f: Value, args: &[Value]) -> Option<PyResult<Value>> {
        let view = self.inherited_builtin_view(obj, name, f)?;
        if !matches!(ptr_type(view), Some(TY_LIST) | Some(TY_DICT)) {
            return None;
        }
        Some(if name == self.names.getitem {
            if is_type(view, TY_DICT) {
                match self.dict_get(view, args[0]) {
                    Ok(Some(v)) => Ok(v),
                    Ok(None) => return None,
                    Err(e) => Err(e),
                }
            } else {
                self.get_item(view, args[0])
            }
        } else if name == self.names.setitem {
            self.set_item(view, args[0], args[1]).map(|_| Value::NONE)
        } else {
            self.del_item(view, args[0]).map(|_| Value::NONE)
        })
    }

    /// `op` on a dict by `key` (a lookup or a removal); its None is the
    /// KeyError holding `key`. The key is rooted across `op`, which may run
    /// its Python `__hash__`/`__eq__` and move it.
    fn by_key_or_key_error<T>(&mut self, key: Value, op: impl FnOnce(&mut Vm, Value) -> PyResult<Option<T>>) -> PyResult<T> {
        let slot = self.mem.push_temp(key);
        let found = op(self, key);
        let key = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        match found? {
            Some(v) => Ok(v),
            None => Err(self.key_error(key)),
        }
    }

    fn dunder_item(&mut self, obj: Value, name: &str, args: &[Value]) -> PyResult<Value> {
        let cls = self.mem.instance_class(obj);
        let n = match name {
            "__getitem__" => self.names.getitem,
            "__setitem__" => self.names.setitem,
            _ => self.names.delitem,
        };
        match self.lookup_type(cls, n) {
            // A builtin a bundled module placed in a Python class
            // (`memoryview`'s): called on the stack, with no argument vector.
            Some(f) if is_type(f, TY_BUILTIN) && self.builtin_view(obj) == obj => {
                let top = self.mem.r.stack.len();
                self.mem.r.stack.push(obj);
                self.mem.r.stack.extend_from_slice(args);
                let a = crate::runtime::native::Args { start: top, n: 1 + args.len(), kwnames: Value::EMPTY, nkw: 0 };
                let r = crate::runtime::native::call_builtin(self, crate::object::func::builtin_id(f), a);
                self.mem.r.stack.truncate(top);
                r
            }
            Some(f) => {
                // A dict subclass's lookup may run Python code and decline:
                // the object and arguments are re-read from roots after it.
                let mark = self.mem.temps_mark();
                self.mem.r.temps.push(f);
                self.mem.r.temps.push(obj);
                self.mem.r.temps.extend_from_slice(args);
                if let Some(r) = self.item_of_builtin_value(obj, n, f, args) {
                    self.mem.pop_temps(mark);
                    return r;
                }
                let (f, all): (Value, Vec<Value>) = (self.mem.temp(mark), self.mem.r.temps[mark + 1..].to_vec());
                self.mem.pop_temps(mark);
                self.call_value(f, &all)
            }
            None => {
                let t = self.type_name(obj);
                let msg = match name {
                    "__getitem__" => format!("'{}' object is not subscriptable", t),
                    "__setitem__" => format!("'{}' object does not support item assignment", t),
                    _ => format!("'{}' object doesn't support item deletion", t),
                };
                Err(self.type_error(&msg))
            }
        }
    }

    fn str_item(&mut self, s: Value, key: Value) -> PyResult<Value> {
        let len = str::char_len(s);
        if is_type(key, TY_SLICE) {
            let (start, _, step, count) = self.slice_indices(key, len)?;
            let text = str::as_str(s);
            if step == 1 {
                // A contiguous run: copy its bytes (the allocation may move `s`).
                let (a, b) = if str::is_ascii(s) { (start as usize, start as usize + count) } else { char_range_bytes(text, start as usize, count) };
                let out = text[a..b].to_string();
                return Ok(self.mem.new_str(&out));
            }
            let out: String = if str::is_ascii(s) {
                (0..count).map(|k| text.as_bytes()[(start + k as i64 * step) as usize] as char).collect()
            } else {
                let chars: Vec<char> = text.chars().collect();
                (0..count).map(|k| chars[(start + k as i64 * step) as usize]).collect()
            };
            return Ok(self.mem.new_str(&out));
        }
        let i = self.index_value(key, "string")?;
        match Self::normalize(i, len) {
            Some(i) => {
                let text = str::as_str(s);
                let c = if str::is_ascii(s) { text.as_bytes()[i] as char } else { text.chars().nth(i).unwrap_or('\0') };
                Ok(self.char_str(c))
            }
            None => Err(self.index_error("string index out of range")),
        }
    }

    /// `b[key]` for a bytes or bytearray `b`: an int, or a slice of the same type.
    fn buffer_item(&mut self, b: Value, key: Value) -> PyResult<Value> {
        let mutable = is_type(b, TY_BYTEARRAY);
        let len = buffer_data(b).map_or(0, <[u8]>::len);
        if is_type(key, TY_SLICE) {
            let (start, _, step, count) = self.slice_indices(key, len)?;
            let data = buffer_data(b).unwrap_or_default();
            // Copied out first: making the result may move `b`.
            let out: Vec<u8> = if step == 1 {
                let from = if count == 0 { 0 } else { start as usize };
                data[from..from + count].to_vec()
            } else {
                (0..count).map(|k| data[(start + k as i64 * step) as usize]).collect()
            };
            return Ok(self.mem.new_buffer(mutable, &out));
        }
        let i = self.index_value(key, if mutable { "bytearray" } else { "byte" })?;
        match Self::normalize(i, len) {
            Some(i) => Ok(Value::int(buffer_data(b).unwrap_or_default()[i] as i64)),
            None => Err(self.index_error(if mutable { "bytearray index out of range" } else { "index out of range" })),
        }
    }

    /// A one-character str (ASCII ones are interned).
    pub fn char_str(&mut self, c: char) -> Value {
        let mut buf = [0u8; 4];
        let s = c.encode_utf8(&mut buf);
        if c.is_ascii() {
            self.intern(s)
        } else {
            self.mem.new_str(s)
        }
    }

    fn range_item(&mut self, r: Value, key: Value) -> PyResult<Value> {
        if !crate::object::misc::is_small_range(r) {
            let Some(i) = int_val(key) else {
                return Err(self.not_implemented("slicing a range with big-int bounds"));
            };
            let len = crate::object::misc::range_len_big(r);
            let i = i.to_big();
            let i = if i.sign() == num_bigint::Sign::Minus { i + &len } else { i };
            if i.sign() == num_bigint::Sign::Minus || i >= len {
                return Err(self.index_error("range object index out of range"));
            }
            let v = num::int_to_bigint(field(r, 1)) + i * num::int_to_bigint(field(r, 3));
            return Ok(self.mem.new_bigint(&v));
        }
        let (start, step) = (field(r, 1).as_int(), field(r, 3).as_int());
        let len = crate::object::misc::range_len(r);
        if is_type(key, TY_SLICE) {
            // CPython's bounds: the slice's clamped start and stop mapped
            // through the range (its repr shows that stop, not the end of
            // the last item).
            let (s, e, st, _) = self.slice_indices(key, len)?;
            let ends = [start as i128 + s as i128 * step as i128, start as i128 + e as i128 * step as i128, step as i128 * st as i128];
            let mut parts = [Value::NONE; 3];
            for (p, v) in parts.iter_mut().zip(ends) {
                match i64::try_from(v).ok().and_then(Value::try_int) {
                    Some(x) => *p = x,
                    None => return Err(self.not_implemented("slicing a range past 62-bit bounds")),
                }
            }
            return Ok(self.mem.new_object(TY_RANGE, &parts));
        }
        let i = self.index_value(key, "range")?;
        match Self::normalize(i, len) {
            Some(i) => Ok(Value::int(start + i as i64 * step)),
            None => Err(self.index_error("range object index out of range")),
        }
    }

    pub fn set_item(&mut self, obj: Value, key: Value, v: Value) -> PyResult<()> {
        let [obj, key, v] = if wants_user_index(obj, key) { self.index_key([obj, key, v])? } else { [obj, key, v] };
        match ptr_type(obj) {
            Some(TY_LIST) => {
                if is_type(key, TY_SLICE) {
                    return self.list_set_slice(obj, key, v);
                }
                let i = self.index_value(key, "list")?;
                match Self::normalize(i, seq::list_len(obj)) {
                    Some(i) => {
                        self.mem.list_set(obj, i, v);
                        Ok(())
                    }
                    None => Err(self.index_error("list assignment index out of range")),
                }
            }
            Some(TY_DICT) => self.dict_set(obj, key, v),
            Some(TY_BYTEARRAY) => self.bytearray_set_item(obj, key, v),
            Some(t) if t >= FIRST_SHAPE_ID => self.dunder_item(obj, "__setitem__", &[key, v]).map(|_| ()),
            _ => {
                let t = self.type_name(obj);
                Err(self.type_error(&format!("'{}' object does not support item assignment", t)))
            }
        }
    }

    fn list_set_slice(&mut self, list: Value, key: Value, v: Value) -> PyResult<()> {
        // Another list, under a slice of ints and Nones (whose bounds run no
        // Python code), is read as it is: nothing below changes it. Anything
        // else, and the list itself (`a[1:] = a`), is copied into a new
        // list first.
        if is_type(v, TY_LIST) && v != list {
            if let Some(indices) = plain_slice_indices(key, seq::list_len(list)) {
                return self.list_set_slice_at(list, indices, v);
            }
        }
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[list, key]);
        let new_items = self.to_list(v);
        let (list, key) = (self.mem.temp(mark), self.mem.temp(mark + 1));
        self.mem.pop_temps(mark);
        self.list_set_slice_from(list, key, new_items?)
    }

    /// `list[key] = new_items` for a slice `key` and a list `new_items`
    /// that is not `list`.
    fn list_set_slice_from(&mut self, list: Value, key: Value, new_items: Value) -> PyResult<()> {
        let indices = self.slice_indices(key, seq::list_len(list))?;
        self.list_set_slice_at(list, indices, new_items)
    }

    /// `list_set_slice_from` for the slice's indices (start, stop, step,
    /// count) in `list`.
    fn list_set_slice_at(&mut self, list: Value, (start, stop, step, count): (i64, i64, i64, usize), new_items: Value) -> PyResult<()> {
        // From here on nothing allocates until `seq_from_parts`, which
        // roots what it reads.
        let len = seq::list_len(list);
        let n = seq::list_len(new_items);
        if step == 1 {
            let (start, stop) = (start as usize, stop.max(start) as usize);
            if n == stop - start {
                // The same number of items: in place.
                self.mem.list_store_items(list, start as i64, 1, new_items);
                return Ok(());
            }
            let parts = [
                seq::SeqPart { seq: list, start: 0, step: 1, count: start },
                seq::SeqPart::whole(new_items),
                seq::SeqPart { seq: list, start: stop, step: 1, count: len - stop },
            ];
            let slot = self.mem.push_temp(list);
            let all = self.mem.seq_from_parts(true, &parts);
            let list = self.mem.temp(slot);
            self.mem.pop_temps(slot);
            self.mem.list_take_items(list, all);
            return Ok(());
        }
        if n != count {
            return Err(self.value_error(&format!("attempt to assign sequence of size {} to extended slice of size {}", n, count)));
        }
        self.mem.list_store_items(list, start, step, new_items);
        Ok(())
    }

    pub fn del_item(&mut self, obj: Value, key: Value) -> PyResult<()> {
        let [obj, key] = if wants_user_index(obj, key) { self.index_key([obj, key])? } else { [obj, key] };
        match ptr_type(obj) {
            Some(TY_LIST) => {
                let len = seq::list_len(obj);
                if is_type(key, TY_SLICE) {
                    let (start, _, step, count) = self.slice_indices(key, len)?;
                    let mut doomed = vec![false; len];
                    for k in 0..count {
                        doomed[(start + k as i64 * step) as usize] = true;
                    }
                    let keep: Vec<Value> = (0..len).filter(|&i| !doomed[i]).map(|i| seq::list_get(obj, i)).collect();
                    self.mem.list_replace_all(obj, &keep);
                    return Ok(());
                }
                let i = self.index_value(key, "list")?;
                match Self::normalize(i, len) {
                    Some(i) => {
                        self.mem.list_remove_at(obj, i);
                        Ok(())
                    }
                    None => Err(self.index_error("list assignment index out of range")),
                }
            }
            Some(TY_DICT) => self.by_key_or_key_error(key, |vm, key| vm.dict_remove(obj, key)).map(|_| ()),
            Some(TY_BYTEARRAY) => self.bytearray_del_item(obj, key),
            Some(t) if t >= FIRST_SHAPE_ID => self.dunder_item(obj, "__delitem__", &[key]).map(|_| ()),
            _ => {
                let t = self.type_name(obj);
                Err(self.type_error(&format!("'{}' object doesn't support item deletion", t)))
            }
        }
    }

    /// `__pith_builtins__.GenericAlias(cls, args)`.
    fn generic_alias(&mut self, cls: Value, args: Value) -> PyResult<Value> {
        self.call_python_builtin("GenericAlias", &[cls, args])
    }

    /// `__pith_builtins__.mappingproxy(mapping)`: a read-only view.
    pub fn mapping_proxy(&mut self, mapping: Value) -> PyResult<Value> {
        self.call_python_builtin("mappingproxy", &[mapping])
    }

    /// Calls `name` of the builtins written in Python (`__pith_builtins__`)
    /// with `args`.
    fn call_python_builtin(&mut self, name: &str, args: &[Value]) -> PyResult<Value> {
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(args);
        let r = (|| {
            let module = self.import_dotted("__pith_builtins__")?;
            let key = self.intern(name);
            let f = self.get_attr(module, key)?;
            let args: Vec<Value> = self.mem.r.temps[mark..mark + args.len()].to_vec();
            self.call_value(f, &args)
        })();
        self.mem.pop_temps(mark);
        r
    }
}

/// The byte offsets of the `count` characters from character `start` of a
/// non-ASCII text (both within it).
fn char_range_bytes(text: &str, start: usize, count: usize) -> (usize, usize) {
    let mut offsets = text.char_indices().map(|(b, _)| b).skip(start);
    let a = offsets.next().unwrap_or(text.len());
    let b = if count == 0 { a } else { offsets.nth(count - 1).unwrap_or(text.len()) };
    (a, b)
}
