//! The module `_json`: the JSON decoder and encoder `vm/lib/json` calls.
//!
//! - `decode(text, strict, object_hook, object_pairs_hook, parse_float,
//!   parse_int, parse_constant, start)`: `(value, end)`, or
//!   `(None, message, position)` for a malformed document, which `json`
//!   raises as JSONDecodeError. Positions are in characters.
//! - `encode(value, indent, item_separator, key_separator, sort_keys,
//!   skipkeys, ensure_ascii, allow_nan, default)`: the text.
//!
//! Both follow CPython's `json` output and messages. Containers nest on the
//! Rust stack up to the recursion limit (RecursionError past it).
//!
//! Must never: keep a value in a local across an allocation or a call into
//! Python (hooks, `default`): containers being built and the containers
//! being encoded live in temporaries.

use crate::object::*;
use crate::runtime::calls::Calls;
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::types::TypeId;
use crate::runtime::vm::{Exc, PyResult, Vm};
use crate::value::Value;

pub const DEFS: &[BuiltinDef] = &[def("decode", Module("_json"), decode), def("encode", Module("_json"), encode)];

/// The deepest nesting either direction handles whatever the recursion
/// limit (each level is a few Rust frames on the VM thread's stack).
const MAX_NESTING: usize = 20000;

// ---------------------------------------------------------------- decoding

/// Why decoding stopped: a malformed document (message, byte offset) or a
/// Python exception.
enum Stop {
    Syntax(String, usize),
    Raised(Exc),
}

impl From<Exc> for Stop {
    fn from(e: Exc) -> Stop {
        Stop::Raised(e)
    }
}

type Res<T> = Result<T, Stop>;

/// The decoder over the document's bytes (copied: hooks may move the str).
struct Decoder<'a> {
    s: &'a [u8],
    strict: bool,
    /// Argument indexes of the hooks (None when not given).
    object_hook: Option<usize>,
    pairs_hook: Option<usize>,
    parse_float: Option<usize>,
    parse_int: Option<usize>,
    parse_constant: Option<usize>,
    depth: usize,
}

fn is_ws(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r')
}

fn syntax<T>(msg: &str, at: usize) -> Res<T> {
    Err(Stop::Syntax(msg.to_string(), at))
}

impl Decoder<'_> {
    fn skip_ws(&self, mut i: usize) -> usize {
        while i < self.s.len() && is_ws(self.s[i]) {
            i += 1;
        }
        i
    }

    fn enter(&mut self, vm: &mut Vm) -> Res<()> {
        self.depth += 1;
        if self.depth > vm.interp.recursion_limit.min(MAX_NESTING) {
            return Err(Stop::Raised(vm.raise_new(TypeId::RecursionError, "maximum recursion depth exceeded while decoding a JSON document")));
        }
        Ok(())
    }

    /// Calls hook argument `hook` of the call `a` with `args`.
    fn call_hook(&self, vm: &mut Vm, a: &Args, hook: usize, args: &[Value]) -> Res<Value> {
        let f = vm.arg(a, hook);
        Ok(vm.call_value(f, args)?)
    }

    /// The value at `i` (whitespace skipped by the caller) and the offset after it.
    fn value(&mut self, vm: &mut Vm, a: &Args, i: usize) -> Res<(Value, usize)> {
        let Some(&c) = self.s.get(i) else { return syntax("Expecting value", i) };
        match c {
            b'"' => {
                let (text, end) = self.string(i + 1)?;
                Ok((vm.mem.new_str(&text), end))
            }
            b'{' => self.object(vm, a, i + 1),
            b'[' => self.array(vm, a, i + 1),
            b'n' if self.s[i..].starts_with(b"null") => Ok((Value::NONE, i + 4)),
            b't' if self.s[i..].starts_with(b"true") => Ok((Value::TRUE, i + 4)),
            b'f' if self.s[i..].starts_with(b"false") => Ok((Value::FALSE, i + 5)),
            b'N' if self.s[i..].starts_with(b"NaN") => self.constant(vm, a, "NaN", i),
            b'I' if self.s[i..].starts_with(b"Infinity") => self.constant(vm, a, "Infinity", i),
            b'-' if self.s[i..].starts_with(b"-Infinity") => self.constant(vm, a, "-Infinity", i),
            b'-' | b'0'..=b'9' => self.number(vm, a, i),
            _ => syntax("Expecting value", i),
        }
    }

    fn constant(&mut self, vm: &mut Vm, a: &Args, name: &str, i: usize) -> Res<(Value, usize)> {
        let end = i + name.len();
        if let Some(h) = self.parse_constant {
            let s = vm.mem.new_str(name);
            return Ok((self.call_hook(vm, a, h, &[s])?, end));
        }
        let f = match name {
            "NaN" => f64::NAN,
            "Infinity" => f64::INFINITY,
            _ => f64::NEG_INFINITY,
        };
        Ok((vm.mem.new_float(f), end))
    }

    fn number(&mut self, vm: &mut Vm, a: &Args, i: usize) -> Res<(Value, usize)> {
        let s = self.s;
        let digits = |mut k: usize| {
            while k < s.len() && s[k].is_ascii_digit() {
                k += 1;
            }
            k
        };
        let mut k = i;
        if s[k] == b'-' {
            k += 1;
        }
        match s.get(k) {
            Some(b'0') => k += 1,
            Some(b'1'..=b'9') => k = digits(k),
            _ => return syntax("Expecting value", i),
        }
        let mut is_float = false;
        if s.get(k) == Some(&b'.') && s.get(k + 1).is_some_and(|b| b.is_ascii_digit()) {
            k = digits(k + 1);
            is_float = true;
        }
        if matches!(s.get(k), Some(b'e' | b'E')) {
            let mut e = k + 1;
            if matches!(s.get(e), Some(b'+' | b'-')) {
                e += 1;
            }
            if s.get(e).is_some_and(|b| b.is_ascii_digit()) {
                k = digits(e);
                is_float = true;
            }
        }
        // ASCII digits and signs only: valid UTF-8.
        let text = std::str::from_utf8(&s[i..k]).unwrap_or("0");
        let hook = if is_float { self.parse_float } else { self.parse_int };
        if let Some(h) = hook {
            let t = vm.mem.new_str(text);
            return Ok((self.call_hook(vm, a, h, &[t])?, k));
        }
        let v = if is_float {
            vm.mem.new_float(text.parse::<f64>().unwrap_or(f64::NAN))
        } else if let Ok(n) = text.parse::<i64>() {
            vm.mem.new_int(n)
        } else {
            let big: num_bigint::BigInt = text.parse().unwrap_or_default();
            vm.mem.new_bigint(&big)
        };
        Ok((v, k))
    }

    /// A string's contents from just after its opening quote: the text and
    /// the offset after the closing quote.
    fn string(&self, start: usize) -> Res<(String, usize)> {
        let s = self.s;
        let mut out: Vec<u8> = Vec::new();
        let mut i = start;
        loop {
            let run = i;
            while i < s.len() && s[i] != b'"' && s[i] != b'\\' && (s[i] >= 0x20 || !self.strict) {
                i += 1;
            }
            out.extend_from_slice(&s[run..i]);
            let Some(&c) = s.get(i) else { return syntax("Unterminated string starting at", start - 1) };
            match c {
                b'"' => break,
                b'\\' => {
                    let Some(&e) = s.get(i + 1) else { return syntax("Unterminated string starting at", start - 1) };
                    let ch = match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let (c, next) = self.unicode_escape(i)?;
                            let mut buf = [0u8; 4];
                            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                            i = next;
                            continue;
                        }
                        _ => return syntax("Invalid \\escape", i),
                    };
                    let mut buf = [0u8; 4];
                    out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                    i += 2;
                }
                _ => return syntax("Invalid control character at", i),
            }
        }
        // The document was valid UTF-8 and escapes were encoded as UTF-8.
        Ok((String::from_utf8(out).unwrap_or_default(), i + 1))
    }

    fn hex4(&self, at: usize) -> Option<u32> {
        let h = self.s.get(at..at + 4)?;
        if !h.iter().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        u32::from_str_radix(std::str::from_utf8(h).ok()?, 16).ok()
    }

    /// `\uXXXX` at `i` (the backslash), joining a surrogate pair.
    fn unicode_escape(&self, i: usize) -> Res<(char, usize)> {
        // As CPython's scanner: the escape may not reach the document's end
        // (the string must still be closed after it).
        let hex = if i + 6 < self.s.len() { self.hex4(i + 2) } else { None };
        let Some(u) = hex else { return syntax("Invalid \\uXXXX escape", i + 1) };
        let mut next = i + 6;
        let mut code = u;
        if (0xd800..0xdc00).contains(&u) && next + 6 < self.s.len() && self.s.get(next..next + 2) == Some(b"\\u") {
            if let Some(lo) = self.hex4(next + 2).filter(|lo| (0xdc00..0xe000).contains(lo)) {
                code = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
                next += 6;
            }
        }
        // A lone surrogate has no UTF-8 form in pith's strings: U+FFFD stands for it.
        Ok((char::from_u32(code).unwrap_or('\u{fffd}'), next))
    }

    fn array(&mut self, vm: &mut Vm, a: &Args, start: usize) -> Res<(Value, usize)> {
        self.enter(vm)?;
        let list = vm.mem.new_list(0);
        let slot = vm.mem.push_temp(list);
        let r = self.array_items(vm, a, start, slot);
        let list = vm.mem.temp(slot);
        vm.mem.pop_temps(slot);
        self.depth -= 1;
        r.map(|end| (list, end))
    }

    fn array_items(&mut self, vm: &mut Vm, a: &Args, start: usize, slot: usize) -> Res<usize> {
        let mut i = self.skip_ws(start);
        if self.s.get(i) == Some(&b']') {
            return Ok(i + 1);
        }
        loop {
            let (v, end) = self.value(vm, a, i)?;
            vm.mem.list_append(vm.mem.temp(slot), v);
            i = self.skip_ws(end);
            match self.s.get(i) {
                Some(b']') => return Ok(i + 1),
                Some(b',') => i = self.skip_ws(i + 1),
                _ => return syntax("Expecting ',' delimiter", i),
            }
        }
    }

    fn object(&mut self, vm: &mut Vm, a: &Args, start: usize) -> Res<(Value, usize)> {
        self.enter(vm)?;
        // Pairs go into a list when a pairs hook wants them, else a dict.
        let container = if self.pairs_hook.is_some() { vm.mem.new_list(0) } else { vm.mem.new_dict() };
        let slot = vm.mem.push_temp(container);
        let r = self.object_items(vm, a, start, slot);
        let container = vm.mem.temp(slot);
        vm.mem.pop_temps(slot);
        self.depth -= 1;
        let end = r?;
        if let Some(h) = self.pairs_hook {
            return Ok((self.call_hook(vm, a, h, &[container])?, end));
        }
        if let Some(h) = self.object_hook {
            return Ok((self.call_hook(vm, a, h, &[container])?, end));
        }
        Ok((container, end))
    }

    fn object_items(&mut self, vm: &mut Vm, a: &Args, start: usize, slot: usize) -> Res<usize> {
        let mut i = self.skip_ws(start);
        if self.s.get(i) == Some(&b'}') {
            return Ok(i + 1);
        }
        loop {
            if self.s.get(i) != Some(&b'"') {
                return syntax("Expecting property name enclosed in double quotes", i);
            }
            let (key, end) = self.string(i + 1)?;
            i = self.skip_ws(end);
            if self.s.get(i) != Some(&b':') {
                return syntax("Expecting ':' delimiter", i);
            }
            i = self.skip_ws(i + 1);
            let k = vm.mem.new_str(&key);
            let kslot = vm.mem.push_temp(k);
            let r = self.value(vm, a, i);
            let k = vm.mem.temp(kslot);
            vm.mem.pop_temps(kslot);
            let (v, end) = r?;
            let container = vm.mem.temp(slot);
            if self.pairs_hook.is_some() {
                let vslot = vm.mem.push_temp(v);
                let pair = vm.mem.tuple_of_rooted(&[k, v]);
                vm.mem.pop_temps(vslot);
                vm.mem.list_append(vm.mem.temp(slot), pair);
            } else {
                vm.dict_set(container, k, v)?;
            }
            i = self.skip_ws(end);
            match self.s.get(i) {
                Some(b'}') => return Ok(i + 1),
                Some(b',') => i = self.skip_ws(i + 1),
                _ => return syntax("Expecting ',' delimiter", i),
            }
        }
    }
}

fn hook_arg(vm: &Vm, a: &Args, i: usize) -> Option<usize> {
    (!vm.arg(a, i).is_none()).then_some(i)
}

fn decode(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("decode", &a, 8, 8)?;
    let doc = vm.arg(&a, 0);
    if !is_type(doc, TY_STR) {
        return Err(vm.type_error("decode() needs a str"));
    }
    let bytes = str::as_str(doc).as_bytes().to_vec();
    let start_char = vm.arg(&a, 7).as_int().max(0) as usize;
    let start = if str::is_ascii(doc) { start_char } else { str::as_str(doc).char_indices().nth(start_char).map_or(bytes.len(), |(b, _)| b) };
    let mut d = Decoder {
        s: &bytes,
        strict: vm.arg(&a, 1) != Value::FALSE,
        object_hook: hook_arg(vm, &a, 2),
        pairs_hook: hook_arg(vm, &a, 3),
        parse_float: hook_arg(vm, &a, 4),
        parse_int: hook_arg(vm, &a, 5),
        parse_constant: hook_arg(vm, &a, 6),
        depth: 0,
    };
    let i = d.skip_ws(start);
    let char_pos = |b: usize| bytes[..b.min(bytes.len())].iter().filter(|&&c| c & 0xc0 != 0x80).count() as i64;
    match d.value(vm, &a, i) {
        Ok((v, end)) => {
            let slot = vm.mem.push_temp(v);
            let end = Value::int(char_pos(end));
            let t = vm.mem.tuple_of_rooted(&[vm.mem.temp(slot), end]);
            vm.mem.pop_temps(slot);
            Ok(t)
        }
        Err(Stop::Raised(e)) => Err(e),
        Err(Stop::Syntax(msg, at)) => {
            let m = vm.mem.new_str(&msg);
            Ok(vm.mem.tuple_of_rooted(&[Value::NONE, m, Value::int(char_pos(at))]))
        }
    }
}

// ---------------------------------------------------------------- encoding

/// The options of one `encode` call (argument indexes for the values).
struct Encoder {
    indent: Option<String>,
    item_sep: String,
    key_sep: String,
    sort_keys: bool,
    skipkeys: bool,
    ensure_ascii: bool,
    allow_nan: bool,
    /// Argument index of `default` (None when not given).
    default: Option<usize>,
    /// The temporaries that hold the containers being encoded (and the
    /// objects handed to `default`), for the circular-reference check.
    marks: std::cell::RefCell<Vec<usize>>,
}

/// Appends `s` as a JSON string.
pub fn push_json_str(out: &mut String, s: &str, ensure_ascii: bool) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 || (ensure_ascii && (c as u32) >= 0x7f) => {
                let mut units = [0u16; 2];
                for u in c.encode_utf16(&mut units) {
                    out.push_str(&format!("\\u{:04x}", u));
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

impl Encoder {
    fn float(&self, vm: &mut Vm, f: f64, out: &mut String) -> PyResult<()> {
        if f.is_finite() {
            let v = vm.mem.new_float(f);
            return vm.repr_into(v, out);
        }
        if !self.allow_nan {
            return Err(vm.value_error("Out of range float values are not JSON compliant"));
        }
        out.push_str(if f.is_nan() { "NaN" } else if f > 0.0 { "Infinity" } else { "-Infinity" });
        Ok(())
    }

    fn newline(&self, out: &mut String, level: usize) {
        if let Some(ind) = &self.indent {
            out.push('\n');
            for _ in 0..level {
                out.push_str(ind);
            }
        }
    }

    /// Encodes the value in temporary `slot`.
    fn value(&self, vm: &mut Vm, slot: usize, out: &mut String, level: usize) -> PyResult<()> {
        let v = vm.mem.temp(slot);
        if v.is_none() {
            out.push_str("null");
        } else if v == Value::TRUE {
            out.push_str("true");
        } else if v == Value::FALSE {
            out.push_str("false");
        } else if v.is_int() {
            out.push_str(&v.as_int().to_string());
        } else if vm.isinstance_of(v, TypeId::Str) {
            let s = vm.builtin_view(v);
            push_json_str(out, str::as_str(s), self.ensure_ascii);
        } else if vm.isinstance_of(v, TypeId::Int) {
            let n = vm.builtin_view(v);
            vm.repr_into(n, out)?;
        } else if vm.isinstance_of(v, TypeId::Float) {
            let f = num::float_of(vm.builtin_view(v));
            self.float(vm, f, out)?;
        } else if vm.isinstance_of(v, TypeId::List) || vm.isinstance_of(v, TypeId::Tuple) {
            self.container(vm, slot, out, level, false)?;
        } else if vm.isinstance_of(v, TypeId::Dict) {
            self.container(vm, slot, out, level, true)?;
        } else {
            let Some(d) = self.default else {
                let t = vm.type_name(v);
                return Err(vm.type_error(&format!("Object of type {} is not JSON serializable", t)));
            };
            self.check_circular(vm, slot)?;
            self.mark(vm, slot);
            let f = vm.mem.r.stack[d];
            let res = vm.call_value(f, &[vm.mem.temp(slot)]).and_then(|r| {
                let rslot = vm.mem.push_temp(r);
                let res = self.value(vm, rslot, out, level);
                vm.mem.pop_temps(rslot);
                res
            });
            self.unmark(vm);
            res?;
        }
        Ok(())
    }

    /// ValueError when the value in `slot` is already being encoded.
    fn check_circular(&self, vm: &mut Vm, slot: usize) -> PyResult<()> {
        let v = vm.mem.temp(slot);
        if self.marks.borrow().iter().any(|&m| vm.mem.temp(m) == v) {
            return Err(vm.value_error("Circular reference detected"));
        }
        Ok(())
    }

    /// Marks the value in `slot` as being encoded until `unmark`.
    fn mark(&self, vm: &mut Vm, slot: usize) {
        let m = vm.mem.push_temp(vm.mem.temp(slot));
        self.marks.borrow_mut().push(m);
    }

    fn unmark(&self, vm: &mut Vm) {
        if let Some(m) = self.marks.borrow_mut().pop() {
            vm.mem.pop_temps(m);
        }
    }

    fn container(&self, vm: &mut Vm, slot: usize, out: &mut String, level: usize, is_dict: bool) -> PyResult<()> {
        if vm.interp.native_depth > vm.interp.recursion_limit.min(MAX_NESTING) {
            return Err(vm.raise_new(TypeId::RecursionError, "maximum recursion depth exceeded while encoding a JSON object"));
        }
        self.check_circular(vm, slot)?;
        self.mark(vm, slot);
        vm.interp.native_depth += 1;
        let r = if is_dict { self.dict(vm, slot, out, level) } else { self.list(vm, slot, out, level) };
        vm.interp.native_depth -= 1;
        self.unmark(vm);
        r
    }

    fn list(&self, vm: &mut Vm, slot: usize, out: &mut String, level: usize) -> PyResult<()> {
        let items = vm.builtin_view(vm.mem.temp(slot));
        let n = if is_type(items, TY_LIST) { seq::list_len(items) } else { seq::tuple_len(items) };
        if n == 0 {
            out.push_str("[]");
            return Ok(());
        }
        out.push('[');
        let mut k = 0;
        loop {
            // The list may change length in a default() call: read it anew.
            let items = vm.builtin_view(vm.mem.temp(slot));
            let len = if is_type(items, TY_LIST) { seq::list_len(items) } else { seq::tuple_len(items) };
            if k >= len {
                break;
            }
            if k > 0 {
                out.push_str(&self.item_sep);
            }
            self.newline(out, level + 1);
            let item = if is_type(items, TY_LIST) { seq::list_get(items, k) } else { seq::tuple_get(items, k) };
            let islot = vm.mem.push_temp(item);
            let r = self.value(vm, islot, out, level + 1);
            vm.mem.pop_temps(islot);
            r?;
            k += 1;
        }
        self.newline(out, level);
        out.push(']');
        Ok(())
    }

    /// A key as JSON text (None when `skipkeys` drops it).
    fn key(&self, vm: &mut Vm, k: Value) -> PyResult<Option<String>> {
        let mut s = String::new();
        if vm.isinstance_of(k, TypeId::Str) {
            return Ok(Some(str::as_str(vm.builtin_view(k)).to_string()));
        } else if k == Value::TRUE || k == Value::FALSE || k.is_none() {
            s.push_str(if k == Value::TRUE { "true" } else if k == Value::FALSE { "false" } else { "null" });
        } else if vm.isinstance_of(k, TypeId::Int) {
            let n = vm.builtin_view(k);
            vm.repr_into(n, &mut s)?;
        } else if vm.isinstance_of(k, TypeId::Float) {
            let f = num::float_of(vm.builtin_view(k));
            self.float(vm, f, &mut s)?;
        } else if self.skipkeys {
            return Ok(None);
        } else {
            let t = vm.type_name(k);
            return Err(vm.type_error(&format!("keys must be str, int, float, bool or None, not {}", t)));
        }
        Ok(Some(s))
    }

    fn dict(&self, vm: &mut Vm, slot: usize, out: &mut String, level: usize) -> PyResult<()> {
        let d = vm.builtin_view(vm.mem.temp(slot));
        if dict::dict_len(d) == 0 {
            out.push_str("{}");
            return Ok(());
        }
        // The pairs, in a list kept in a temporary (sorted by key when asked).
        let pairs: Vec<Value> = dict::dict_items(d).into_iter().flat_map(|(k, v)| [k, v]).collect();
        let pslot = vm.mem.temps_mark();
        vm.mem.r.temps.extend_from_slice(&pairs);
        let n = pairs.len() / 2;
        let order = if self.sort_keys { self.sorted_order(vm, pslot, n) } else { Ok((0..n).collect()) };
        let result = order.and_then(|order| {
            out.push('{');
            let mut first = true;
            for &p in &order {
                let Some(key) = self.key(vm, vm.mem.temp(pslot + 2 * p))? else { continue };
                if !first {
                    out.push_str(&self.item_sep);
                }
                first = false;
                self.newline(out, level + 1);
                push_json_str(out, &key, self.ensure_ascii);
                out.push_str(&self.key_sep);
                self.value(vm, pslot + 2 * p + 1, out, level + 1)?;
            }
            self.newline(out, level);
            out.push('}');
            Ok(())
        });
        vm.mem.pop_temps(pslot);
        result
    }

    /// The pair indexes in key order (the keys compared with `<`).
    fn sorted_order(&self, vm: &mut Vm, pslot: usize, n: usize) -> PyResult<Vec<usize>> {
        // Insertion sort through `less` (a key's `<` may raise or run Python).
        let mut order: Vec<usize> = Vec::with_capacity(n);
        for p in 0..n {
            let mut at = order.len();
            while at > 0 {
                let (a, b) = (vm.mem.temp(pslot + 2 * p), vm.mem.temp(pslot + 2 * order[at - 1]));
                if !vm.less(a, b)? {
                    break;
                }
                at -= 1;
            }
            order.insert(at, p);
        }
        Ok(order)
    }
}

fn opt_string(vm: &mut Vm, v: Value, what: &str) -> PyResult<Option<String>> {
    if v.is_none() {
        return Ok(None);
    }
    vm.arg_str(v, what).map(Some)
}

fn encode(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("encode", &a, 9, 9)?;
    let indent = opt_string(vm, vm.arg(&a, 1), "indent")?;
    let item_sep = vm.arg_str(vm.arg(&a, 2), "item separator")?;
    let key_sep = vm.arg_str(vm.arg(&a, 3), "key separator")?;
    let flag = |vm: &Vm, i: usize| vm.arg(&a, i) == Value::TRUE;
    let enc = Encoder {
        indent,
        item_sep,
        key_sep,
        sort_keys: flag(vm, 4),
        skipkeys: flag(vm, 5),
        ensure_ascii: flag(vm, 6),
        allow_nan: flag(vm, 7),
        default: (!vm.arg(&a, 8).is_none()).then_some(a.start + 8),
        marks: std::cell::RefCell::new(Vec::new()),
    };
    let slot = vm.mem.push_temp(vm.arg(&a, 0));
    let mut out = String::new();
    let r = enc.value(vm, slot, &mut out, 0);
    vm.mem.pop_temps(slot);
    r?;
    Ok(vm.mem.new_str(&out))
}
