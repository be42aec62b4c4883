//! `str()` and `repr()` of every value, CPython's text exactly.
//!
//! Containers are written recursively into one Rust `String`; containers in
//! progress sit on `Roots::repr_stack` (a GC root, so calls to user `__repr__`
//! may move them) and a container met again prints as `[...]` / `{...}`.
//! Floats print the shortest text that reads back to the same float, in
//! CPython's layout (`1e+16`, `1.5e-07`, `100.0`).

use crate::object::class::*;
use crate::object::func::*;
use crate::object::num::*;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use crate::runtime::calls::Calls;

/// CPython 3.11's limit on decimal digits in int/str conversions.
pub const INT_MAX_STR_DIGITS: usize = 4300;

/// CPython's `repr(float)`.
pub fn float_repr(f: f64) -> String {
    if f.is_nan() {
        return "nan".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if f == 0.0 {
        return if f.is_sign_negative() { "-0.0".into() } else { "0.0".into() };
    }
    // The fewest digits that read back to `f`, and of those the nearest to
    // it (half to even): `{:e}` finds how many digits are needed, but
    // between two equally near candidates it may take the upper one where
    // CPython takes the even one (2120302331815433.25 -> ...433.2). The
    // value rounded to that many digits is the nearest candidate; at a
    // power of two (a narrower gap below) it may not read back, and then
    // `{:e}`'s own digits are the answer (2**89 -> 6.189700196426902e+26).
    let shortest = format!("{:e}", f);
    let digits = shortest.split('e').next().unwrap_or("").chars().filter(|c| c.is_ascii_digit()).count().max(1);
    let nearest = format!("{:.*e}", digits - 1, f);
    let sci = if nearest.parse::<f64>() == Ok(f) { nearest } else { shortest };
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let neg = mant.starts_with('-');
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    if (-4..16).contains(&exp) {
        if exp >= 0 {
            let int_len = exp as usize + 1;
            if digits.len() <= int_len {
                out.push_str(&digits);
                out.push_str(&"0".repeat(int_len - digits.len()));
                out.push_str(".0");
            } else {
                out.push_str(&digits[..int_len]);
                out.push('.');
                out.push_str(&digits[int_len..]);
            }
        } else {
            out.push_str("0.");
            out.push_str(&"0".repeat((-exp - 1) as usize));
            out.push_str(&digits);
        }
    } else {
        out.push_str(&digits[..1]);
        if digits.len() > 1 {
            out.push('.');
            out.push_str(&digits[1..]);
        }
        out.push_str(&format!("e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs()));
    }
    out
}

/// CPython's `repr(str)`: single quotes unless the text has ' and no ".
pub fn str_repr(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') { '"' } else { '\'' };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => out.push_str(&format!("\\x{:02x}", c as u32)),
            c if !is_printable(c) => {
                let n = c as u32;
                if n <= 0xff {
                    out.push_str(&format!("\\x{:02x}", n));
                } else if n <= 0xffff {
                    out.push_str(&format!("\\u{:04x}", n));
                } else {
                    out.push_str(&format!("\\U{:08x}", n));
                }
            }
            c => out.push(c),
        }
    }
    out.push(quote);
    out
}

/// Characters CPython's `str.isprintable` rejects (categories Cc, Cf, Cs,
/// Co, Zl, Zp and Zs other than the space), as of Unicode 14. Of the
/// unassigned code points (Cn) only the noncharacters are rejected
/// (`is_printable`); the others count as printable.
const UNPRINTABLE: &[(u32, u32)] = &[
    (0x0, 0x1f), (0x7f, 0xa0), (0xad, 0xad), (0x600, 0x605), (0x61c, 0x61c), (0x6dd, 0x6dd),
    (0x70f, 0x70f), (0x890, 0x891), (0x8e2, 0x8e2), (0x1680, 0x1680), (0x180e, 0x180e), (0x2000, 0x200f),
    (0x2028, 0x202f), (0x205f, 0x2064), (0x2066, 0x206f), (0x3000, 0x3000), (0xd800, 0xf8ff), (0xfeff, 0xfeff),
    (0xfff9, 0xfffb), (0x110bd, 0x110bd), (0x110cd, 0x110cd), (0x13430, 0x13438), (0x1bca0, 0x1bca3), (0x1d173, 0x1d17a),
    (0xe0001, 0xe0001), (0xe0020, 0xe007f), (0xf0000, 0xffffd), (0x100000, 0x10fffd),
];

/// `str.isprintable` for one character; `repr` escapes the others.
pub fn is_printable(c: char) -> bool {
    let n = c as u32;
    let noncharacter = n & 0xfffe == 0xfffe || (0xfdd0..=0xfdef).contains(&n);
    !noncharacter && !UNPRINTABLE.iter().any(|&(lo, hi)| lo <= n && n <= hi)
}

/// `ascii()`'s escaping of a repr: non-ASCII characters as `\x`, `\u` or `\U` escapes.
fn ascii_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c as u32 {
            n if n < 0x80 => out.push(c),
            n if n <= 0xff => out.push_str(&format!("\\x{:02x}", n)),
            n if n <= 0xffff => out.push_str(&format!("\\u{:04x}", n)),
            n => out.push_str(&format!("\\U{:08x}", n)),
        }
    }
    out
}

pub fn bytes_repr(b: &[u8]) -> String {
    let quote = if b.contains(&b'\'') && !b.contains(&b'"') { '"' } else { '\'' };
    let mut out = String::from("b");
    out.push(quote);
    for &c in b {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            c if c as char == quote => {
                out.push('\\');
                out.push(c as char);
            }
            0x20..=0x7e => out.push(c as char),
            c => out.push_str(&format!("\\x{:02x}", c)),
        }
    }
    out.push(quote);
    out
}

impl Vm {
    /// `repr(v)` as a str value.
    pub fn repr_of(&mut self, v: Value) -> PyResult<Value> {
        if is_type(v, TY_STR) {
            let s = str_repr(str::as_str(v));
            return Ok(self.mem.new_str(&s));
        }
        let mut out = String::new();
        self.repr_into(v, &mut out)?;
        Ok(self.mem.new_str(&out))
    }

    /// `ascii(v)` as a str value: the repr with non-ASCII characters escaped.
    pub fn ascii_of(&mut self, v: Value) -> PyResult<Value> {
        let r = self.repr_of(v)?;
        if str::as_str(r).is_ascii() {
            return Ok(r);
        }
        let s = ascii_escape(str::as_str(r));
        Ok(self.mem.new_str(&s))
    }

    /// `str(v)` as a str value.
    pub fn str_of(&mut self, v: Value) -> PyResult<Value> {
        if is_type(v, TY_STR) {
            return Ok(v);
        }
        let mut out = String::new();
        self.str_into(v, &mut out)?;
        Ok(self.mem.new_str(&out))
    }

    /// Appends `str(v)`.
    pub fn str_into(&mut self, v: Value, out: &mut String) -> PyResult<()> {
        if is_type(v, TY_STR) {
            out.push_str(str::as_str(v));
            return Ok(());
        }
        if is_instance_obj(v) {
            // Without a `__str__`, object's calls `__repr__`; the result is
            // still checked as `__str__`'s, as in CPython.
            let cls = self.mem.instance_class(v);
            let (n, r) = (self.names.str_, self.names.repr);
            if let Some(f) = self.lookup_type(cls, n).or_else(|| self.lookup_type(cls, r)) {
                let r = self.call_value(f, &[v])?;
                return self.push_str_result(r, "__str__", out);
            }
        }
        self.repr_into(v, out)
    }

    fn push_str_result(&mut self, r: Value, what: &str, out: &mut String) -> PyResult<()> {
        if !is_type(r, TY_STR) {
            let t = self.type_name(r);
            return Err(self.type_error(&format!("{} returned non-string (type {})", what, t)));
        }
        out.push_str(str::as_str(r));
        Ok(())
    }

    /// Appends `repr(v)`.
    pub fn repr_into(&mut self, v: Value, out: &mut String) -> PyResult<()> {
        if v.is_int() {
            out.push_str(&v.as_int().to_string());
            return Ok(());
        }
        match v {
            Value::NONE => {
                out.push_str("None");
                return Ok(());
            }
            Value::TRUE => {
                out.push_str("True");
                return Ok(());
            }
            Value::FALSE => {
                out.push_str("False");
                return Ok(());
            }
            _ => {}
        }
        let Some(ty) = ptr_type(v) else {
            out.push_str("<NULL>");
            return Ok(());
        };
        match ty {
            TY_FLOAT => out.push_str(&float_repr(float_of(v))),
            TY_BIGINT => {
                let text = crate::ops::limbs::big_decimal(v);
                if text.trim_start_matches('-').len() > crate::ops::repr::INT_MAX_STR_DIGITS {
                    return Err(self.value_error("Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit"));
                }
                out.push_str(&text);
            }
            TY_STR => out.push_str(&str_repr(str::as_str(v))),
            TY_BYTES => out.push_str(&bytes_repr(crate::object::bytes::bytes_data(v))),
            TY_BYTEARRAY => {
                out.push_str("bytearray(");
                out.push_str(&bytes_repr(crate::object::bytes::bytearray_data(v)));
                out.push(')');
            }
            TY_LIST | TY_TUPLE | TY_DICT | TY_SET => self.container_repr(v, out)?,
            TY_FROZENSET => {
                if dict::dict_len(v) == 0 {
                    out.push_str("frozenset()");
                } else {
                    out.push_str("frozenset(");
                    self.container_repr(v, out)?;
                    out.push(')');
                }
            }
            // Enum classes (pith's stand-in for the EnumType metaclass's repr).
            TY_CLASS if self.lookup_type(v, self.names.enum_marker).is_some() => out.push_str(&format!("<enum '{}'>", class_name(v))),
            TY_CLASS if self.meta_hook(v, "__repr__").is_some() => {
                let r = self.meta_dunder(v, "__repr__", &[])?.unwrap_or(Value::NONE);
                self.push_str_result(r, "__repr__", out)?;
            }
            TY_CLASS => {
                let module = dict::dict_get_str(class_dict(v), self.names.module);
                match module.filter(|m| is_type(*m, TY_STR) && str::as_str(*m) != "builtins") {
                    Some(m) => out.push_str(&format!("<class '{}.{}'>", str::as_str(m), str::as_str(field(v, CLASS_QUALNAME)))),
                    None => out.push_str(&format!("<class '{}'>", class_name(v))),
                }
            }
            TY_FUNCTION => out.push_str(&format!("<function {} at 0x{:012x}>", str::as_str(field(v, FN_QUALNAME)), self.fake_address(v))),
            TY_BUILTIN => {
                let name = crate::runtime::native::builtin_name(builtin_id(v));
                let s = builtin_self(v);
                if s.is_empty() {
                    out.push_str(&format!("<built-in function {}>", name));
                } else {
                    let t = self.type_name(s);
                    out.push_str(&format!("<built-in method {} of {} object at 0x{:012x}>", name, t, self.fake_address(s)));
                }
            }
            TY_BOUND_METHOD => {
                let f = field(v, 1);
                let qn = if is_type(f, TY_FUNCTION) { str::as_str(field(f, FN_QUALNAME)).to_string() } else { "?".into() };
                out.push_str(&format!("<bound method {} of ", qn));
                let s = field(v, 2);
                self.repr_into(s, out)?;
                out.push('>');
            }
            TY_MODULE => out.push_str(&format!("<module '{}'>", str::as_str(field(v, 1)))),
            TY_RANGE => {
                let (a, b, c) = (num::int_to_bigint(field(v, 1)), num::int_to_bigint(field(v, 2)), num::int_to_bigint(field(v, 3)));
                if c == num_bigint::BigInt::from(1) {
                    out.push_str(&format!("range({}, {})", a, b));
                } else {
                    out.push_str(&format!("range({}, {}, {})", a, b, c));
                }
            }
            TY_SLICE => {
                out.push_str("slice(");
                // A bound's `__repr__` may move the slice: it is rooted.
                let slot = self.mem.push_temp(v);
                for i in 1..4 {
                    if let Err(e) = self.repr_into(field(self.mem.temp(slot), i), out) {
                        self.mem.pop_temps(slot);
                        return Err(e);
                    }
                    if i < 3 {
                        out.push_str(", ");
                    }
                }
                self.mem.pop_temps(slot);
                out.push(')');
            }
            TY_GENERATOR => {
                let f = field(v, 2);
                let qn = if is_type(f, TY_FUNCTION) { str::as_str(field(f, FN_QUALNAME)).to_string() } else { "?".into() };
                let kind = if crate::object::generator::is_coroutine(v) { "coroutine" } else { "generator" };
                out.push_str(&format!("<{} object {} at 0x{:012x}>", kind, qn, self.fake_address(v)));
            }
            TY_DICT_VIEW => {
                let name = match field(v, 2).as_int() {
                    0 => "dict_keys",
                    1 => "dict_values",
                    _ => "dict_items",
                };
                out.push_str(name);
                out.push('(');
                let l = self.to_list(v)?;
                self.repr_into(l, out)?;
                out.push(')');
            }
            TY_SINGLETON if v == self.tables.stdout_obj => out.push_str("<_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>"),
            TY_SINGLETON if v == self.tables.stderr_obj => out.push_str("<_io.TextIOWrapper name='<stderr>' mode='w' encoding='utf-8'>"),
            TY_SINGLETON => out.push_str(if v == self.tables.ellipsis { "Ellipsis" } else { "NotImplemented" }),
            TY_MEMBER => out.push_str(&format!("<member '{}' of '{}' objects>", str::as_str(field(v, crate::runtime::slots::MEMBER_NAME)), class_name(field(v, crate::runtime::slots::MEMBER_CLASS)))),
            TY_ITERTOOL => self.itertool_repr(v, out)?,
            t if t >= FIRST_SHAPE_ID => self.instance_repr(v, out)?,
            _ => {
                let t = self.type_name(v);
                out.push_str(&format!("<{} object at 0x{:012x}>", t, self.fake_address(v)));
            }
        }
        Ok(())
    }

    /// A stable stand-in for an object's address (objects move; ids must
    /// not). Objects number from 0x7f00_0000_0000 up (16 apart); immediate
    /// values (small ints, floats, None, bools) take their tagged word in a
    /// range below, so no int's id is ever a live object's.
    pub fn fake_address(&mut self, v: Value) -> u64 {
        if !v.is_ptr() {
            return 0x1000_0000_0000 + (v.0 & 0x0fff_ffff_ffff);
        }
        0x7f00_0000_0000 + (self.identity_hash(v) as u64) * 16
    }

    fn instance_repr(&mut self, v: Value, out: &mut String) -> PyResult<()> {
        let cls = self.mem.instance_class(v);
        let n = self.names.repr;
        if let Some(f) = self.lookup_type(cls, n) {
            let r = self.call_value(f, &[v])?;
            return self.push_str_result(r, "__repr__", out);
        }
        self.default_instance_repr(v, out);
        Ok(())
    }

    /// `<module.Class object at 0x...>`.
    pub fn default_instance_repr(&mut self, v: Value, out: &mut String) {
        let cls = self.type_of(v);
        let module = dict::dict_get_str(class_dict(cls), self.names.module);
        let qn = str::as_str(field(cls, CLASS_QUALNAME)).to_string();
        let addr = self.fake_address(v);
        match module.filter(|m| is_type(*m, TY_STR)) {
            Some(m) => out.push_str(&format!("<{}.{} object at 0x{:012x}>", str::as_str(m), qn, addr)),
            None => out.push_str(&format!("<{} object at 0x{:012x}>", qn, addr)),
        }
    }

    fn container_repr(&mut self, v: Value, out: &mut String) -> PyResult<()> {
        let ty = type_id(v);
        if self.mem.r.repr_stack.contains(&v) && type_id(v) != TY_FROZENSET {
            out.push_str(match ty {
                TY_LIST => "[...]",
                TY_TUPLE => "(...)",
                _ => "{...}",
            });
            return Ok(());
        }
        if self.mem.r.repr_stack.len() > self.interp.recursion_limit {
            return Err(self.raise_new(TypeId::RecursionError, "maximum recursion depth exceeded while getting the repr of an object"));
        }
        self.mem.r.repr_stack.push(v);
        let r = self.container_repr_inner(ty, out);
        self.mem.r.repr_stack.pop();
        r
    }

    fn container_repr_inner(&mut self, ty: u32, out: &mut String) -> PyResult<()> {
        let top = self.mem.r.repr_stack.len() - 1;
        let cur = |vm: &Vm| vm.mem.r.repr_stack[top];
        match ty {
            TY_LIST | TY_TUPLE => {
                out.push(if ty == TY_LIST { '[' } else { '(' });
                let mut i = 0;
                loop {
                    let c = cur(self);
                    let n = if ty == TY_LIST { seq::list_len(c) } else { seq::tuple_len(c) };
                    if i >= n {
                        break;
                    }
                    if i > 0 {
                        out.push_str(", ");
                    }
                    let item = if ty == TY_LIST { seq::list_get(c, i) } else { seq::tuple_get(c, i) };
                    self.repr_into(item, out)?;
                    i += 1;
                }
                if ty == TY_TUPLE && i == 1 {
                    out.push(',');
                }
                out.push(if ty == TY_LIST { ']' } else { ')' });
            }
            _ => {
                let is_set = ty == TY_SET || ty == TY_FROZENSET;
                if is_set && dict::dict_len(cur(self)) == 0 {
                    out.push_str("set()");
                    return Ok(());
                }
                out.push('{');
                let mut first = true;
                let mut e = 0;
                loop {
                    let c = cur(self);
                    // Sets walk their index in slot order (CPython's order), dicts their entries.
                    let (k, limit) = if is_set {
                        (crate::object::set::key_at_slot(c, e).unwrap_or(Value::EMPTY), crate::object::set::slot_count(c))
                    } else if e < dict::entry_count(c) {
                        (dict::entry(c, e).1, dict::entry_count(c))
                    } else {
                        (Value::EMPTY, 0)
                    };
                    if e >= limit {
                        break;
                    }
                    e += 1;
                    if k.is_empty() {
                        continue;
                    }
                    if !first {
                        out.push_str(", ");
                    }
                    first = false;
                    self.repr_into(k, out)?;
                    if !is_set {
                        out.push_str(": ");
                        let c = cur(self);
                        let (_, _, v) = dict::entry(c, e - 1);
                        self.repr_into(v, out)?;
                    }
                }
                out.push('}');
            }
        }
        Ok(())
    }
}
