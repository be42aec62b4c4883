//! Methods of `dict` and `set`.

use crate::runtime::native::{def, def_raw, BuiltinDef, Owner};
use crate::runtime::native::Args;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};

const D: Owner = Owner::Type(TypeId::Dict);
const S: Owner = Owner::Type(TypeId::Set);

pub const DEFS: &[BuiltinDef] = &[
    def("get", D, get),
    def("keys", D, keys),
    def("values", D, values),
    def("items", D, items),
    def("pop", D, pop),
    def("popitem", D, popitem),
    def("setdefault", D, setdefault),
    def("update", D, update),
    def("__or__", D, dict_or),
    def("__ror__", D, dict_ror),
    def_raw("__ior__", D, dict_ior),
    def("copy", D, copy),
    def("clear", D, clear),
    def("fromkeys", Owner::ClassMethod(TypeId::Dict), fromkeys),
    def("symmetric_difference", S, set_symmetric_difference),
    def("isdisjoint", S, set_isdisjoint),
    def("add", S, set_add),
    def("remove", S, set_remove),
    def("discard", S, set_discard),
    def("pop", S, set_pop),
    def("copy", S, set_copy),
    def("clear", S, clear),
    def("update", S, set_update),
    def("union", S, set_union),
    def("intersection", S, set_intersection),
    def("difference", S, set_difference),
    def("issubset", S, set_issubset),
    def("issuperset", S, set_issuperset),
    def("intersection_update", S, set_intersection_update),
    def("difference_update", S, set_difference_update),
    def("symmetric_difference_update", S, set_symmetric_difference_update),
    def("copy", F, set_copy),
    def("union", F, set_union),
    def("intersection", F, set_intersection),
    def("difference", F, set_difference),
    def("symmetric_difference", F, set_symmetric_difference),
    def("issubset", F, set_issubset),
    def("issuperset", F, set_issuperset),
    def("isdisjoint", F, set_isdisjoint),
];

const F: Owner = Owner::Type(TypeId::FrozenSet);

fn get(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("get", &a, 2, 3)?;
    match vm.dict_get(vm.arg(&a, 0), vm.arg(&a, 1))? {
        Some(v) => Ok(v),
        None => Ok(if a.n == 3 { vm.arg(&a, 2) } else { Value::NONE }),
    }
}

fn view(vm: &mut Vm, a: Args, name: &str, kind: i64) -> PyResult<Value> {
    vm.check_args(name, &a, 1, 1)?;
    Ok(vm.mem.new_object(TY_DICT_VIEW, &[vm.arg(&a, 0), Value::int(kind)]))
}

fn keys(vm: &mut Vm, a: Args) -> PyResult<Value> {
    view(vm, a, "keys", 0)
}

fn values(vm: &mut Vm, a: Args) -> PyResult<Value> {
    view(vm, a, "values", 1)
}

fn items(vm: &mut Vm, a: Args) -> PyResult<Value> {
    view(vm, a, "items", 2)
}

fn pop(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("pop", &a, 2, 3)?;
    match vm.dict_remove(vm.arg(&a, 0), vm.arg(&a, 1))? {
        Some(v) => Ok(v),
        None if a.n == 3 => Ok(vm.arg(&a, 2)),
        None => Err(vm.key_error(vm.arg(&a, 1))),
    }
}

fn popitem(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("popitem", &a, 1, 1)?;
    let d = vm.arg(&a, 0);
    let Some((k, v)) = dict::dict_items(d).last().copied() else {
        return Err(vm.raise_new(TypeId::KeyError, "popitem(): dictionary is empty"));
    };
    // Removing hashes the key, which may run Python code and move both.
    let mark = vm.mem.temps_mark();
    vm.mem.r.temps.extend_from_slice(&[k, v]);
    let removed = vm.dict_remove(d, k);
    let (k, v) = (vm.mem.temp(mark), vm.mem.temp(mark + 1));
    vm.mem.pop_temps(mark);
    removed?;
    Ok(vm.mem.tuple_of_rooted(&[k, v]))
}

fn setdefault(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("setdefault", &a, 2, 3)?;
    if let Some(v) = vm.dict_get(vm.arg(&a, 0), vm.arg(&a, 1))? {
        return Ok(v);
    }
    let default = if a.n == 3 { vm.arg(&a, 2) } else { Value::NONE };
    vm.dict_set(vm.arg(&a, 0), vm.arg(&a, 1), default)?;
    Ok(if a.n == 3 { vm.arg(&a, 2) } else { Value::NONE })
}

/// `d | other`: a new dict (NotImplemented unless `other` is a dict).
fn dict_or(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__or__", &a, 2, 2)?;
    if !vm.isinstance_of(vm.arg(&a, 1), TypeId::Dict) {
        return Ok(vm.tables.not_implemented);
    }
    vm.dict_union(vm.arg(&a, 0), vm.arg(&a, 1))
}

/// `other | d` for a dict `other` whose own `|` declined.
fn dict_ror(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__ror__", &a, 2, 2)?;
    if !vm.isinstance_of(vm.arg(&a, 1), TypeId::Dict) {
        return Ok(vm.tables.not_implemented);
    }
    vm.dict_union(vm.arg(&a, 1), vm.arg(&a, 0))
}

/// `d |= other`: `d.update(other)` (any mapping or iterable of pairs);
/// `d` itself (an instance of a dict subclass stays one).
fn dict_ior(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("__ior__", &a, 2, 2)?;
    let d = vm.builtin_view(vm.arg(&a, 0));
    vm.dict_update(d, vm.arg(&a, 1))?;
    Ok(vm.arg(&a, 0))
}

fn update(vm: &mut Vm, a: Args) -> PyResult<Value> {
    update_named(vm, a, "update")
}

/// `d.update(other, **kw)`, and `dict.__init__` (`name` is the one its
/// argument-count error gives).
pub(super) fn update_named(vm: &mut Vm, a: Args, name: &str) -> PyResult<Value> {
    if a.npos() > 2 {
        return Err(vm.type_error(&format!("{} expected at most 1 argument, got {}", name, a.npos() - 1)));
    }
    if a.npos() == 2 {
        vm.dict_update(vm.arg(&a, 0), vm.arg(&a, 1))?;
    }
    for i in 0..a.nkw {
        let k = seq::tuple_get(a.kwnames, i);
        vm.dict_set(vm.arg(&a, 0), k, vm.arg(&a, a.npos() + i))?;
    }
    Ok(Value::NONE)
}

/// A new table of type `ty` holding the entries of `src` (a dict or set).
fn copy_table(vm: &mut Vm, src: Value, ty: u32) -> PyResult<Value> {
    let src_slot = vm.mem.push_temp(src);
    if is_set_like(src) {
        // Laid out as CPython copies a set (its iteration order).
        let d = vm.mem.set_copy(src_slot, ty);
        vm.mem.pop_temps(src_slot);
        return Ok(d);
    }
    let d = vm.mem.new_table(ty);
    let slot = vm.mem.push_temp(d);
    let r = vm.dict_update_table(vm.mem.temp(slot), vm.mem.temp(src_slot));
    let d = vm.mem.temp(slot);
    vm.mem.pop_temps(src_slot);
    r.map(|_| d)
}

impl Vm {
    /// Inserts every entry of table `src` into table `dst`.
    fn dict_update_table(&mut self, dst: Value, src: Value) -> PyResult<()> {
        let items = dict::dict_items(src);
        let mark = self.mem.temps_mark();
        self.mem.r.temps.push(dst);
        for (k, v) in &items {
            self.mem.r.temps.push(*k);
            self.mem.r.temps.push(*v);
        }
        let mut r = Ok(());
        for i in 0..items.len() {
            let (d, k, v) = (self.mem.temp(mark), self.mem.temp(mark + 1 + 2 * i), self.mem.temp(mark + 2 + 2 * i));
            if let Err(e) = self.dict_set(d, k, v) {
                r = Err(e);
                break;
            }
        }
        self.mem.pop_temps(mark);
        r
    }
}

fn copy(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("copy", &a, 1, 1)?;
    copy_table(vm, vm.arg(&a, 0), TY_DICT)
}

fn clear(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("clear", &a, 1, 1)?;
    vm.mem.dict_clear(vm.arg(&a, 0));
    Ok(Value::NONE)
}

fn set_add(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("add", &a, 2, 2)?;
    let x = vm.arg(&a, 1);
    vm.dict_set(vm.arg(&a, 0), x, x)?;
    Ok(Value::NONE)
}

fn set_remove(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("remove", &a, 2, 2)?;
    match vm.dict_remove(vm.arg(&a, 0), vm.arg(&a, 1))? {
        Some(_) => Ok(Value::NONE),
        None => Err(vm.key_error(vm.arg(&a, 1))),
    }
}

fn set_discard(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("discard", &a, 2, 2)?;
    vm.dict_remove(vm.arg(&a, 0), vm.arg(&a, 1))?;
    Ok(Value::NONE)
}

fn set_pop(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("pop", &a, 1, 1)?;
    let s = vm.arg(&a, 0);
    let Some((k, _)) = dict::dict_items(s).first().copied() else {
        return Err(vm.raise_new(TypeId::KeyError, "pop from an empty set"));
    };
    // Removing hashes the key, which may run Python code and move it.
    let slot = vm.mem.push_temp(k);
    let removed = vm.dict_remove(s, k);
    let k = vm.mem.temp(slot);
    vm.mem.pop_temps(slot);
    removed?;
    Ok(k)
}

fn set_copy(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("copy", &a, 1, 1)?;
    if is_type(vm.arg(&a, 0), TY_FROZENSET) {
        return Ok(vm.arg(&a, 0));
    }
    copy_table(vm, vm.arg(&a, 0), TY_SET)
}

/// The argument as a set (sets as they are; other iterables converted).
fn as_set(vm: &mut Vm, v: Value) -> PyResult<Value> {
    if is_set_like(v) {
        return Ok(v);
    }
    let v_slot = vm.mem.push_temp(v);
    let s = vm.mem.new_table(TY_SET);
    let slot = vm.mem.push_temp(s);
    let r = vm.iterable_to_temps(vm.mem.temp(v_slot)).and_then(|(start, n)| {
        for i in 0..n {
            let x = vm.mem.temp(start + i);
            vm.dict_set(vm.mem.temp(slot), x, x)?;
        }
        Ok(())
    });
    let s = vm.mem.temp(slot);
    vm.mem.pop_temps(v_slot);
    r.map(|_| s)
}

fn set_update(vm: &mut Vm, a: Args) -> PyResult<Value> {
    for i in 1..a.npos() {
        let other = as_set(vm, vm.arg(&a, i))?;
        vm.dict_update_table(vm.arg(&a, 0), other)?;
    }
    Ok(Value::NONE)
}

fn set_union(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let ty = type_id(vm.arg(&a, 0));
    let r = copy_table(vm, vm.arg(&a, 0), ty)?;
    let slot = vm.mem.push_temp(r);
    for i in 1..a.npos() {
        let other = match as_set(vm, vm.arg(&a, i)) {
            Ok(o) => o,
            Err(e) => {
                vm.mem.pop_temps(slot);
                return Err(e);
            }
        };
        if let Err(e) = vm.dict_update_table(vm.mem.temp(slot), other) {
            vm.mem.pop_temps(slot);
            return Err(e);
        }
    }
    let r = vm.mem.temp(slot);
    vm.mem.pop_temps(slot);
    Ok(r)
}

/// Items of set `a` whose membership in `b` equals `keep`.
fn filter_set(vm: &mut Vm, a: Value, b: Value, keep: bool) -> PyResult<Value> {
    let mark = vm.mem.temps_mark();
    vm.mem.r.temps.extend_from_slice(&[a, b]);
    let out = vm.mem.new_table(type_id(vm.mem.temp(mark)));
    vm.mem.push_temp(out);
    let items = dict::dict_items(vm.mem.temp(mark));
    for (k, _) in &items {
        vm.mem.r.temps.push(*k);
    }
    let mut r = Ok(());
    for i in 0..items.len() {
        // The lookup may run Python code, which may move the key.
        match vm.dict_get(vm.mem.temp(mark + 1), vm.mem.temp(mark + 3 + i)) {
            Ok(found) if found.is_some() == keep => {
                let k = vm.mem.temp(mark + 3 + i);
                if let Err(e) = vm.dict_set(vm.mem.temp(mark + 2), k, k) {
                    r = Err(e);
                    break;
                }
            }
            Ok(_) => {}
            Err(e) => {
                r = Err(e);
                break;
            }
        }
    }
    let out = vm.mem.temp(mark + 2);
    vm.mem.pop_temps(mark);
    r.map(|_| out)
}

/// `s.intersection(*others)` / `s.difference(*others)`: filter repeatedly.
fn set_filter_all(vm: &mut Vm, a: Args, name: &str, keep: bool) -> PyResult<Value> {
    vm.check_kwargs(name, &a, &[])?;
    let ty = type_id(vm.arg(&a, 0));
    let mut cur = copy_table(vm, vm.arg(&a, 0), ty)?;
    for i in 1..a.npos() {
        let slot = vm.mem.push_temp(cur);
        let b = as_set(vm, vm.arg(&a, i));
        let c = vm.mem.temp(slot);
        vm.mem.pop_temps(slot);
        let b = b?;
        cur = filter_set(vm, c, b, keep)?;
    }
    Ok(cur)
}

fn set_intersection(vm: &mut Vm, a: Args) -> PyResult<Value> {
    set_filter_all(vm, a, "intersection", true)
}

fn set_difference(vm: &mut Vm, a: Args) -> PyResult<Value> {
    set_filter_all(vm, a, "difference", false)
}

fn set_symmetric_difference(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("symmetric_difference", &a, 2, 2)?;
    let b = as_set(vm, vm.arg(&a, 1))?;
    vm.binary_op(lang::bytecode::BinaryOp::Xor, vm.arg(&a, 0), b)
}

/// Makes set argument 0 hold exactly the items of `new` (the in-place methods).
fn set_replace(vm: &mut Vm, a: &Args, new: Value) -> PyResult<Value> {
    vm.mem.dict_clear(vm.arg(a, 0));
    vm.dict_update_table(vm.arg(a, 0), new)?;
    Ok(Value::NONE)
}

fn set_intersection_update(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let r = set_filter_all(vm, a, "intersection_update", true)?;
    set_replace(vm, &a, r)
}

fn set_difference_update(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let r = set_filter_all(vm, a, "difference_update", false)?;
    set_replace(vm, &a, r)
}

fn set_symmetric_difference_update(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("symmetric_difference_update", &a, 2, 2)?;
    let r = set_symmetric_difference(vm, a)?;
    set_replace(vm, &a, r)
}

fn set_isdisjoint(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("isdisjoint", &a, 2, 2)?;
    let b = as_set(vm, vm.arg(&a, 1))?;
    let both = filter_set(vm, vm.arg(&a, 0), b, true)?;
    Ok(Value::bool(dict::dict_len(both) == 0))
}

fn fromkeys(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("fromkeys", &a, 2, 3)?;
    let d = vm.mem.new_dict();
    let slot = vm.mem.push_temp(d);
    let r = vm.iterable_to_temps(vm.arg(&a, 1)).and_then(|(start, n)| {
        for i in 0..n {
            let v = if a.n == 3 { vm.arg(&a, 2) } else { Value::NONE };
            vm.dict_set(vm.mem.temp(slot), vm.mem.temp(start + i), v)?;
        }
        Ok(())
    });
    let d = vm.mem.temp(slot);
    vm.mem.pop_temps(slot);
    r.map(|_| d)
}

fn set_issubset(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("issubset", &a, 2, 2)?;
    let b = as_set(vm, vm.arg(&a, 1))?;
    vm.compare_op(lang::bytecode::CompareOp::Le, vm.arg(&a, 0), b)
}

fn set_issuperset(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("issuperset", &a, 2, 2)?;
    let b = as_set(vm, vm.arg(&a, 1))?;
    vm.compare_op(lang::bytecode::CompareOp::Ge, vm.arg(&a, 0), b)
}
