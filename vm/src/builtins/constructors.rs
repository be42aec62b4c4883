//! Calling a builtin type: `int(x)`, `str(x)`, `list(it)`, `range(...)`, ...

use crate::runtime::native::Args;
use crate::object::class::class_kind;
use crate::object::*;
use crate::ops::arith::{int_val, IntVal};
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use num_bigint::BigInt;
use num_traits::{Num, ToPrimitive};
use crate::runtime::calls::Calls;

/// Instantiates builtin type `class` (kind != 0).
pub fn construct(vm: &mut Vm, class: Value, a: Args) -> PyResult<Value> {
    let kind = class_kind(class) - 1;
    use TypeId as T;
    let t = crate::runtime::types::type_id_from_index(kind as usize);
    match t {
        Some(T::Int) => int_new(vm, a),
        Some(T::Float) => float_new(vm, a),
        Some(T::Str) if a.n > 1 || a.nkw > 0 => str_decode(vm, a),
        Some(T::Str) => {
            vm.check_args("str", &a, 0, 1)?;
            if a.n == 0 {
                return Ok(vm.intern(""));
            }
            vm.str_of(vm.arg(&a, 0))
        }
        Some(T::Bool) => {
            vm.check_args("bool", &a, 0, 1)?;
            if a.n == 0 {
                return Ok(Value::FALSE);
            }
            Ok(Value::bool(vm.truthy(vm.arg(&a, 0))?))
        }
        Some(T::List) => {
            vm.check_positional_from("list", &a, 0, 0, 1)?;
            if a.n == 0 {
                return Ok(vm.mem.new_list(0));
            }
            vm.to_list(vm.arg(&a, 0))
        }
        Some(T::Tuple) => {
            vm.check_positional_from("tuple", &a, 0, 0, 1)?;
            if a.n == 0 {
                return Ok(vm.mem.new_tuple(0));
            }
            let v = vm.arg(&a, 0);
            if is_type(v, TY_TUPLE) {
                return Ok(v);
            }
            if is_type(v, TY_LIST) {
                // A list's items are copied straight into the tuple (the
                // generator forms end this way: `tuple(list_of(g))`).
                return Ok(vm.list_to_tuple(v));
            }
            let l = vm.to_list(v)?;
            let items = seq::seq_items(l);
            Ok(vm.mem.tuple_of_rooted(&items))
        }
        Some(T::Dict) => dict_new(vm, a),
        Some(T::Set) | Some(T::FrozenSet) => set_new(vm, a, t),
        Some(T::Range) => range_new(vm, a),
        Some(T::Type) => {
            if a.n == 1 {
                return Ok(vm.type_of(vm.arg(&a, 0)));
            }
            if a.n != 3 || a.nkw != 0 {
                return Err(vm.type_error("type() takes 1 or 3 arguments"));
            }
            new_type(vm, a)
        }
        Some(T::Slice) => {
            vm.check_args("slice", &a, 1, 3)?;
            let f = match a.n {
                1 => [Value::NONE, vm.arg(&a, 0), Value::NONE],
                2 => [vm.arg(&a, 0), vm.arg(&a, 1), Value::NONE],
                _ => [vm.arg(&a, 0), vm.arg(&a, 1), vm.arg(&a, 2)],
            };
            Ok(vm.mem.new_object(TY_SLICE, &f))
        }
        Some(T::Enumerate) => {
            vm.check_kwargs("enumerate", &a, &["start"])?;
            let start = if a.npos() > 1 { vm.arg(&a, 1) } else { vm.kwarg(&a, "start").unwrap_or(Value::int(0)) };
            if !start.is_int() {
                return Err(vm.type_error("enumerate() start must be an int"));
            }
            let it = vm.get_iter(vm.arg(&a, 0))?;
            Ok(vm.mem.new_object(TY_ENUMERATE, &[it, start]))
        }
        Some(T::Zip) => zip_new(vm, a),
        Some(T::Map) => map_new(vm, a),
        Some(t) if crate::runtime::types::ITERTOOLS_TYPES.contains(&t) => super::itertools_types::construct(vm, t, a),
        Some(T::Filter) => {
            vm.check_args("filter", &a, 2, 2)?;
            let it = vm.get_iter(vm.arg(&a, 1))?;
            Ok(vm.mem.new_object(TY_FILTER, &[vm.arg(&a, 0), it]))
        }
        Some(T::Super) => super_new(vm, a),
        Some(T::StaticMethod) => {
            vm.check_args("staticmethod", &a, 1, 1)?;
            Ok(vm.mem.new_object(TY_STATICMETHOD, &[vm.arg(&a, 0)]))
        }
        Some(T::ClassMethod) => {
            vm.check_args("classmethod", &a, 1, 1)?;
            Ok(vm.mem.new_object(TY_CLASSMETHOD, &[vm.arg(&a, 0)]))
        }
        Some(T::Property) => {
            vm.check_kwargs("property", &a, &["fget", "fset", "fdel", "doc"])?;
            let get = |vm: &Vm, i: usize, n: &str| if a.npos() > i { vm.arg(&a, i) } else { vm.kwarg(&a, n).unwrap_or(Value::NONE) };
            let f = [get(vm, 0, "fget"), get(vm, 1, "fset"), get(vm, 2, "fdel"), get(vm, 3, "doc")];
            Ok(vm.mem.new_object(TY_PROPERTY, &f))
        }
        Some(T::Bytes) => super::bytes_methods::construct_buffer(vm, a, false),
        Some(T::ByteArray) => super::bytes_methods::construct_buffer(vm, a, true),
        Some(T::Module) => module_new(vm, a),
        Some(T::Method) => {
            // `types.MethodType(func, obj)`: `func` bound to `obj`.
            vm.check_args("method", &a, 2, 2)?;
            let (func, obj) = (vm.arg(&a, 0), vm.arg(&a, 1));
            if !super::introspection::is_callable(vm, func) {
                return Err(vm.type_error("first argument must be callable"));
            }
            if obj.is_none() {
                return Err(vm.type_error("instance must not be None"));
            }
            Ok(vm.mem.new_bound_method(func, obj))
        }
        _ => {
            let name = class::class_name(class).to_string();
            Err(vm.type_error(&format!("cannot create '{}' instances", name)))
        }
    }
}

/// `dict(...)`: from a mapping or an iterable of pairs, then the keywords.
fn dict_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.npos() > 1 {
        return Err(vm.type_error(&format!("dict expected at most 1 argument, got {}", a.npos())));
    }
    let d = vm.mem.new_dict();
    let slot = vm.mem.push_temp(d);
    let r = (|| {
        if a.npos() == 1 {
            vm.dict_update(vm.mem.temp(slot), vm.arg(&a, 0))?;
        }
        for i in 0..a.nkw {
            let k = seq::tuple_get(a.kwnames, i);
            let v = vm.arg(&a, a.npos() + i);
            vm.dict_set(vm.mem.temp(slot), k, v)?;
        }
        Ok(vm.mem.temp(slot))
    })();
    vm.mem.pop_temps(slot);
    r
}

/// `set(...)` or `frozenset(...)` (`t` says which) from an optional iterable.
fn set_new(vm: &mut Vm, a: Args, t: Option<TypeId>) -> PyResult<Value> {
    let (name, ty) = if t == Some(TypeId::Set) { ("set", TY_SET) } else { ("frozenset", TY_FROZENSET) };
    vm.check_positional_from(name, &a, 0, 0, 1)?;
    if ty == TY_FROZENSET && a.n == 1 && is_type(vm.arg(&a, 0), TY_FROZENSET) {
        return Ok(vm.arg(&a, 0));
    }
    if a.n == 1 && is_set_like(vm.arg(&a, 0)) {
        // Laid out as CPython copies a set (its iteration order).
        let src = vm.mem.push_temp(vm.arg(&a, 0));
        let s = vm.mem.set_copy(src, ty);
        vm.mem.pop_temps(src);
        return Ok(s);
    }
    let s = vm.mem.new_table(ty);
    if a.n == 0 {
        return Ok(s);
    }
    let slot = vm.mem.push_temp(s);
    let r = vm.iterable_to_temps(vm.arg(&a, 0)).and_then(|(start, n)| {
        for i in 0..n {
            let x = vm.mem.temp(start + i);
            vm.dict_set(vm.mem.temp(slot), x, x)?;
        }
        Ok(vm.mem.temp(slot))
    });
    vm.mem.pop_temps(slot);
    r
}

/// `zip(...)`: an iterator over tuples of one item of each argument.
fn zip_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("zip", &a, &[])?;
    let mark = vm.mem.temps_mark();
    for i in 0..a.npos() {
        match vm.get_iter(vm.arg(&a, i)) {
            Ok(it) => vm.mem.r.temps.push(it),
            Err(e) => {
                vm.mem.pop_temps(mark);
                return Err(e);
            }
        }
    }
    let t = vm.mem.tuple_from_temps(mark, a.npos());
    vm.mem.pop_temps(mark);
    Ok(vm.mem.new_object(TY_ZIP, &[t]))
}

/// `map(f, ...)`: an iterator over `f` applied to one item of each iterable.
fn map_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    if a.npos() < 2 {
        return Err(vm.type_error("map() must have at least two arguments."));
    }
    let mark = vm.mem.temps_mark();
    for i in 1..a.npos() {
        match vm.get_iter(vm.arg(&a, i)) {
            Ok(it) => vm.mem.r.temps.push(it),
            Err(e) => {
                vm.mem.pop_temps(mark);
                return Err(e);
            }
        }
    }
    let t = vm.mem.tuple_from_temps(mark, a.npos() - 1);
    vm.mem.pop_temps(mark);
    Ok(vm.mem.new_object(TY_MAP, &[vm.arg(&a, 0), t]))
}

fn int_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("int", &a, &["base"])?;
    if a.npos() == 0 && a.nkw == 0 {
        return Ok(Value::int(0));
    }
    let base = if a.npos() > 1 { Some(vm.arg(&a, 1)) } else { vm.kwarg(&a, "base") };
    let v = vm.builtin_view(vm.arg(&a, 0));
    if let Some(b) = base {
        let b = vm.arg_int(b, "base")?;
        if !is_type(v, TY_STR) {
            return Err(vm.type_error("int() can't convert non-string with explicit base"));
        }
        if b != 0 && !(2..=36).contains(&b) {
            return Err(vm.value_error("int() base must be >= 2 and <= 36, or 0"));
        }
        return parse_int(vm, str::as_str(v).to_string(), b as u32);
    }
    if let Some(i) = int_val(v) {
        return Ok(match i {
            IntVal::Small(x) => Value::int(x),
            IntVal::Big(b) => vm.mem.new_bigint(&b),
        });
    }
    if num::is_float(v) {
        let f = num::float_of(v);
        if f.is_nan() {
            return Err(vm.value_error("cannot convert float NaN to integer"));
        }
        if f.is_infinite() {
            return Err(vm.overflow_error("cannot convert float infinity to integer"));
        }
        let b: BigInt = num_traits::FromPrimitive::from_f64(f.trunc()).unwrap_or_default();
        return Ok(vm.mem.new_bigint(&b));
    }
    if is_type(v, TY_STR) {
        return parse_int(vm, str::as_str(v).to_string(), 10);
    }
    if is_instance_obj(v) {
        for m in ["__int__", "__index__", "__trunc__"] {
            let n = vm.intern(m);
            if { let c = vm.mem.instance_class(v); vm.lookup_type(c, n) }.is_some() {
                return vm.call_method(v, m, &[]);
            }
        }
    }
    let t = vm.type_name(v);
    Err(vm.type_error(&format!("int() argument must be a string, a bytes-like object or a real number, not '{}'", t)))
}

/// `int(text, base)` with Python's literal rules (sign, underscores, prefixes for base 0).
fn parse_int(vm: &mut Vm, text: String, base: u32) -> PyResult<Value> {
    let bad = |vm: &mut Vm| {
        let r = crate::ops::repr::str_repr(&text);
        Err(vm.value_error(&format!("invalid literal for int() with base {}: {}", base, r)))
    };
    let t = text.trim();
    let (neg, body) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let lower = body.to_ascii_lowercase();
    let (digits, radix) = match (base, lower.get(..2)) {
        (0 | 16, Some("0x")) => (&body[2..], 16),
        (0 | 8, Some("0o")) => (&body[2..], 8),
        (0 | 2, Some("0b")) => (&body[2..], 2),
        (0, _) => (body, 10),
        (b, _) => (body, b),
    };
    let digits = digits.strip_prefix('_').filter(|_| radix != 10 || base == 0).unwrap_or(digits);
    if digits.is_empty() || digits.starts_with('_') || digits.ends_with('_') || digits.contains("__") {
        return bad(vm);
    }
    if base == 0 && radix == 10 && digits.len() > 1 && digits.starts_with('0') && digits.chars().any(|c| c != '0' && c != '_') {
        return bad(vm);
    }
    let clean: String = digits.chars().filter(|c| *c != '_').collect();
    if !clean.chars().all(|c| c.is_digit(radix)) {
        return bad(vm);
    }
    if radix == 10 && clean.len() > crate::ops::repr::INT_MAX_STR_DIGITS {
        let msg = format!("Exceeds the limit (4300 digits) for integer string conversion: value has {} digits; use sys.set_int_max_str_digits() to increase the limit", clean.len());
        return Err(vm.value_error(&msg));
    }
    match BigInt::from_str_radix(&clean, radix) {
        Ok(b) => {
            let b = if neg { -b } else { b };
            Ok(vm.mem.new_bigint(&b))
        }
        Err(_) => bad(vm),
    }
}

fn float_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("float", &a, 0, 1)?;
    if a.n == 0 {
        return Ok(vm.mem.new_float(0.0));
    }
    let v = vm.builtin_view(vm.arg(&a, 0));
    if num::is_float(v) {
        return Ok(v);
    }
    if let Some(i) = int_val(v) {
        let f = match i {
            IntVal::Small(x) => x as f64,
            IntVal::Big(b) => match b.to_f64().filter(|f| f.is_finite()) {
                Some(f) => f,
                None => return Err(vm.overflow_error("int too large to convert to float")),
            },
        };
        return Ok(vm.mem.new_float(f));
    }
    if is_type(v, TY_STR) {
        let text = str::as_str(v).to_string();
        return match parse_float(&text) {
            Some(f) => Ok(vm.mem.new_float(f)),
            None => {
                let r = crate::ops::repr::str_repr(&text);
                Err(vm.value_error(&format!("could not convert string to float: {}", r)))
            }
        };
    }
    if is_instance_obj(v) {
        let n = vm.intern("__float__");
        if { let c = vm.mem.instance_class(v); vm.lookup_type(c, n) }.is_some() {
            return vm.call_method(v, "__float__", &[]);
        }
    }
    let t = vm.type_name(v);
    Err(vm.type_error(&format!("float() argument must be a string or a real number, not '{}'", t)))
}

/// Python's float() text syntax.
pub fn parse_float(text: &str) -> Option<f64> {
    let t = text.trim();
    let lower = t.to_ascii_lowercase();
    let (sign, body) = match lower.strip_prefix('-') {
        Some(r) => (-1.0, r),
        None => (1.0, lower.strip_prefix('+').unwrap_or(&lower)),
    };
    match body {
        "inf" | "infinity" => return Some(sign * f64::INFINITY),
        "nan" => return Some(f64::NAN),
        _ => {}
    }
    if body.is_empty() || body.contains("__") || body.starts_with('_') || body.ends_with('_') {
        return None;
    }
    if !body.chars().all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | '+' | '-' | '_')) {
        return None;
    }
    let clean: String = body.chars().filter(|c| *c != '_').collect();
    clean.parse::<f64>().ok().map(|f| sign * f)
}

fn range_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("range", &a, 1, 3)?;
    vm.index_args(&a, 0)?;
    let mut small = [0i64; 3];
    let mut all_small = true;
    for i in 0..a.n {
        let x = vm.arg(&a, i);
        match int_val(x) {
            Some(IntVal::Small(n)) if n.abs() < (1 << 61) => small[i] = n,
            Some(_) => all_small = false,
            None => {
                let t = vm.type_name(x);
                return Err(vm.type_error(&format!("'{}' object cannot be interpreted as an integer", t)));
            }
        }
    }
    if !all_small {
        // Big bounds: the fields hold int values (some of them big ints).
        let get = |vm: &Vm, i: usize| crate::object::num::int_to_bigint(vm.arg(&a, i));
        let (start, stop, step) = match a.n {
            1 => (BigInt::from(0), get(vm, 0), BigInt::from(1)),
            2 => (get(vm, 0), get(vm, 1), BigInt::from(1)),
            _ => (get(vm, 0), get(vm, 1), get(vm, 2)),
        };
        if step == BigInt::from(0) {
            return Err(vm.value_error("range() arg 3 must not be zero"));
        }
        let mark = vm.mem.temps_mark();
        for b in [&start, &stop, &step] {
            let v = vm.mem.new_bigint(b);
            vm.mem.push_temp(v);
        }
        let f = [vm.mem.temp(mark), vm.mem.temp(mark + 1), vm.mem.temp(mark + 2)];
        let r = vm.mem.new_object(TY_RANGE, &f);
        vm.mem.pop_temps(mark);
        return Ok(r);
    }
    let v = small;
    let (start, stop, step) = match a.n {
        1 => (0, v[0], 1),
        2 => (v[0], v[1], 1),
        _ => (v[0], v[1], v[2]),
    };
    if step == 0 {
        return Err(vm.value_error("range() arg 3 must not be zero"));
    }
    Ok(vm.mem.new_object(TY_RANGE, &[Value::int(start), Value::int(stop), Value::int(step)]))
}

/// `super()` (from a method: the defining class and the first argument) or `super(C, obj)`.
fn super_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("super", &a, 0, 2)?;
    if a.n == 2 {
        let (cls, obj) = (vm.arg(&a, 0), vm.arg(&a, 1));
        if !class::is_class(cls) {
            let t = vm.type_name(cls);
            return Err(vm.type_error(&format!("super() argument 1 must be a type, not {t}")));
        }
        if !class::is_subclass(vm.type_of(obj), cls) && !(class::is_class(obj) && class::is_subclass(obj, cls)) {
            return Err(vm.type_error("super(type, obj): obj must be an instance or subtype of type"));
        }
        return Ok(vm.mem.new_object(TY_SUPER, &[cls, obj]));
    }
    let Some(frame) = vm.mem.r.frames.last() else {
        return Err(vm.raise_new(TypeId::RuntimeError, "super(): no arguments"));
    };
    let func = frame.func;
    if !is_type(func, TY_FUNCTION) || frame.code.co.signature.nparams() == 0 {
        return Err(vm.raise_new(TypeId::RuntimeError, "super(): no arguments"));
    }
    let cls = field(func, func::FN_CLASS);
    if cls.is_empty() {
        return Err(vm.raise_new(TypeId::RuntimeError, "super(): __class__ cell not found"));
    }
    let first = vm.mem.r.stack[frame.base];
    Ok(vm.mem.new_object(TY_SUPER, &[cls, first]))
}

/// `type(name, bases, dict)`: a class made as a class statement would make
/// it (a base's metaclass is called when it is not `type`).
fn new_type(vm: &mut Vm, a: Args) -> PyResult<Value> {
    new_type_with(vm, vm.arg(&a, 0), vm.arg(&a, 1), vm.arg(&a, 2), crate::runtime::types::ClassMaker::PLAIN)
}

/// A class named `name` with the tuple `bases`, made from a copy of the
/// dict `ns` (with `__module__` and `__qualname__` added when missing),
/// as `how` says: `type(...)` or `type.__new__(meta, ...)`.
pub fn new_type_with(vm: &mut Vm, name: Value, bases: Value, ns: Value, how: crate::runtime::types::ClassMaker) -> PyResult<Value> {
    for (i, (v, ty, what)) in [(name, TY_STR, "str"), (bases, TY_TUPLE, "tuple"), (ns, TY_DICT, "dict")].into_iter().enumerate() {
        if !is_type(v, ty) {
            let t = vm.type_name(v);
            return Err(vm.type_error(&format!("type.__new__() argument {} must be {}, not {}", i + 1, what, t)));
        }
    }
    let mark = vm.mem.temps_mark();
    vm.mem.r.temps.extend_from_slice(&[name, bases, ns]);
    vm.mem.r.temps.extend_from_slice(&[how.meta, how.kwargs]);
    // Immortal, as a class statement's: compiled traces read methods from it by address.
    let copy = vm.mem.new_module_namespace();
    let ns_slot = vm.mem.push_temp(copy);
    let r = (|| {
        vm.dict_update(vm.mem.temp(ns_slot), vm.mem.temp(mark + 2))?;
        for (key, value) in [("__qualname__", vm.mem.temp(mark)), ("__module__", module_name(vm))] {
            let k = vm.intern(key);
            if dict::dict_get_str(vm.mem.temp(ns_slot), k).is_none() {
                vm.mem.dict_set_str(vm.mem.temp(ns_slot), k, value);
            }
        }
        let items = seq::seq_items(vm.mem.temp(mark + 1));
        let bases_mark = vm.mem.temps_mark();
        vm.mem.r.temps.extend_from_slice(&items);
        let name = str::as_str(vm.mem.temp(mark)).to_string();
        let how = crate::runtime::types::ClassMaker { meta: vm.mem.temp(mark + 3), kwargs: vm.mem.temp(mark + 4), ..how };
        vm.new_class_kw(&name, bases_mark, items.len(), vm.mem.temp(ns_slot), how)
    })();
    vm.mem.pop_temps(mark);
    r
}

/// `__name__` of the running code's module.
fn module_name(vm: &mut Vm) -> Value {
    let globals = vm.frame_globals();
    let n = vm.names.name;
    dict::dict_get_str(globals, n).unwrap_or(Value::NONE)
}

/// `str(object, encoding='utf-8', errors='strict')`: the bytes-like object
/// decoded, as `object.decode(encoding, errors)`.
fn str_decode(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("str", &a, &["object", "encoding", "errors"])?;
    if a.npos() > 3 {
        return Err(vm.type_error(&format!("str() takes at most 3 arguments ({} given)", a.n)));
    }
    let get = |vm: &Vm, i: usize, name: &str| if i < a.npos() { Some(vm.arg(&a, i)) } else { vm.kwarg(&a, name) };
    let Some(obj) = get(vm, 0, "object") else { return Ok(vm.intern("")) };
    let encoding = get(vm, 1, "encoding");
    let errors = get(vm, 2, "errors");
    if crate::object::bytes::buffer_data(vm.builtin_view(obj)).is_none() {
        let msg = if is_type(vm.builtin_view(obj), TY_STR) { "decoding str is not supported".to_string() } else { format!("decoding to str: need a bytes-like object, {} found", vm.type_name(obj)) };
        return Err(vm.type_error(&msg));
    }
    let encoding = match encoding {
        Some(e) => e,
        None => vm.intern("utf-8"),
    };
    let errors = match errors {
        Some(e) => e,
        None => vm.intern("strict"),
    };
    vm.call_method(obj, "decode", &[encoding, errors])
}

/// `types.ModuleType(name, doc=None)`: a new module (not in `sys.modules`)
/// whose namespace holds `__name__`, `__doc__`, `__package__` and
/// `__loader__`/`__spec__` (None), as CPython's.
fn module_new(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("module", &a, &["name", "doc"])?;
    if a.npos() > 2 {
        return Err(vm.type_error(&format!("module() takes at most 2 arguments ({} given)", a.n)));
    }
    let get = |vm: &Vm, i: usize, n: &str| if a.npos() > i { Some(vm.arg(&a, i)) } else { vm.kwarg(&a, n) };
    let Some(name) = get(vm, 0, "name") else { return Err(vm.type_error("module() missing required argument 'name' (pos 1)")) };
    if !is_type(name, TY_STR) {
        let t = vm.type_name(name);
        return Err(vm.type_error(&format!("module() argument 'name' must be str, not {}", t)));
    }
    let doc = get(vm, 1, "doc").unwrap_or(Value::NONE);
    let mark = vm.mem.temps_mark();
    vm.mem.push_temp(name);
    vm.mem.push_temp(doc);
    let d = vm.mem.new_module_namespace();
    vm.mem.push_temp(d);
    let keys = [("__name__", 0), ("__doc__", 1), ("__package__", 2), ("__loader__", 2), ("__spec__", 2)];
    for (k, src) in keys {
        let key = vm.intern(k);
        let v = if src == 2 { Value::NONE } else { vm.mem.temp(mark + src) };
        vm.mem.dict_set_str(vm.mem.temp(mark + 2), key, v);
    }
    let m = vm.mem.new_object(TY_MODULE, &[vm.mem.temp(mark), vm.mem.temp(mark + 2)]);
    vm.mem.pop_temps(mark);
    Ok(m)
}
