//! The format-spec mini-language: f-string fields and `format(value, spec)`.
//!
//! `[[fill]align][sign][#][0][width][,|_][.precision][type]` for ints
//! (d b o x X c n), floats (f F e E g G %) and strs (s). Unknown codes raise
//! CPython's ValueError. User classes with `__format__` are called.

use super::arith::{int_val, IntVal};
use super::repr::float_repr;
use crate::object::num::*;
use crate::object::*;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use crate::runtime::calls::Calls;

#[derive(Default, Debug)]
struct Spec {
    fill: Option<char>,
    align: Option<char>,
    sign: Option<char>,
    alternate: bool,
    zero: bool,
    width: usize,
    grouping: Option<char>,
    precision: Option<usize>,
    ty: Option<char>,
}

impl Spec {
    /// The fill character and alignment used: the `0` flag makes the fill
    /// `0` when none is given, and numbers (default alignment `>`) then
    /// align with `=` (zeros after the sign) unless one is given.
    fn fill_align(&self, default_align: char) -> (char, char) {
        let fill = self.fill.unwrap_or(if self.zero { '0' } else { ' ' });
        let numeric_zero = self.zero && default_align == '>';
        (fill, self.align.unwrap_or(if numeric_zero { '=' } else { default_align }))
    }
}

fn parse_spec(s: &str) -> Option<Spec> {
    let chars: Vec<char> = s.chars().collect();
    let mut sp = Spec::default();
    let mut i = 0;
    let is_align = |c: char| matches!(c, '<' | '>' | '^' | '=');
    if chars.len() >= 2 && is_align(chars[1]) {
        sp.fill = Some(chars[0]);
        sp.align = Some(chars[1]);
        i = 2;
    } else if !chars.is_empty() && is_align(chars[0]) {
        sp.align = Some(chars[0]);
        i = 1;
    }
    if i < chars.len() && matches!(chars[i], '+' | '-' | ' ') {
        sp.sign = Some(chars[i]);
        i += 1;
    }
    if i < chars.len() && chars[i] == '#' {
        sp.alternate = true;
        i += 1;
    }
    if i < chars.len() && chars[i] == '0' {
        sp.zero = true;
        i += 1;
    }
    let start = i;
    while i < chars.len() && chars[i].is_ascii_digit() {
        i += 1;
    }
    if i > start {
        sp.width = chars[start..i].iter().collect::<String>().parse().ok()?;
    }
    if i < chars.len() && matches!(chars[i], ',' | '_') {
        sp.grouping = Some(chars[i]);
        i += 1;
    }
    if i < chars.len() && chars[i] == '.' {
        i += 1;
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        if i == start {
            return None;
        }
        sp.precision = Some(chars[start..i].iter().collect::<String>().parse().ok()?);
    }
    if i < chars.len() {
        sp.ty = Some(chars[i]);
        i += 1;
    }
    (i == chars.len()).then_some(sp)
}

/// Inserts `sep` every `n` digits of the plain digit string `int`, from
/// the right, then appends `rest`. With zero padding (`min_len` > 0) zeros
/// go in front, grouped too, until the result is at least `min_len` long
/// (CPython's `format(1234567, '012,')` is `0,001,234,567`).
fn group(int: &str, rest: &str, sep: char, n: usize, min_len: usize) -> String {
    let mut k = int.len();
    while k + k.saturating_sub(1) / n + rest.len() < min_len {
        k += 1;
    }
    let mut out = String::new();
    for (i, c) in std::iter::repeat('0').take(k - int.len()).chain(int.chars()).enumerate() {
        if i > 0 && (k - i) % n == 0 {
            out.push(sep);
        }
        out.push(c);
    }
    out + rest
}

/// The length grouped digits must reach for the spec's zero padding (0
/// without it), after a sign/prefix of `head_len` characters.
fn zero_pad_len(sp: &Spec, head_len: usize) -> usize {
    if sp.fill_align('>') == ('0', '=') {
        sp.width.saturating_sub(head_len)
    } else {
        0
    }
}

/// Pads `body` (with its sign/prefix `head`) to the spec's width.
fn pad(sp: &Spec, head: &str, body: &str, default_align: char) -> String {
    let len = head.chars().count() + body.chars().count();
    if len >= sp.width {
        return format!("{}{}", head, body);
    }
    let n = sp.width - len;
    let (fill, align) = sp.fill_align(default_align);
    let f = |k: usize| fill.to_string().repeat(k);
    match align {
        '<' => format!("{}{}{}", head, body, f(n)),
        '^' => format!("{}{}{}{}", f(n / 2), head, body, f(n - n / 2)),
        '=' => format!("{}{}{}", head, f(n), body),
        _ => format!("{}{}{}", f(n), head, body),
    }
}

fn sign_str(neg: bool, sign: Option<char>) -> &'static str {
    match (neg, sign) {
        (true, _) => "-",
        (false, Some('+')) => "+",
        (false, Some(' ')) => " ",
        _ => "",
    }
}

/// `format(f, 'e')`-style exponent: at least two digits, always signed.
fn fix_exponent(s: &str) -> String {
    match s.split_once('e') {
        Some((m, e)) => {
            let (sign, digits) = if let Some(d) = e.strip_prefix('-') { ('-', d) } else { ('+', e) };
            format!("{}e{}{:0>2}", m, sign, digits)
        }
        None => s.to_string(),
    }
}

/// Formats a finite or special float without sign per type code.
fn float_body(f: f64, sp: &Spec, ty: char) -> String {
    let a = f.abs();
    if a.is_nan() {
        return if ty.is_ascii_uppercase() { "NAN".into() } else { "nan".into() };
    }
    if a.is_infinite() {
        return if ty.is_ascii_uppercase() { "INF".into() } else { "inf".into() };
    }
    let p = sp.precision.unwrap_or(6);
    let s = match ty {
        'f' | 'F' | '%' => {
            let v = if ty == '%' { a * 100.0 } else { a };
            let mut s = format!("{:.*}", p, v);
            if sp.alternate && p == 0 {
                s.push('.');
            }
            s
        }
        'e' | 'E' => fix_exponent(&format!("{:.*e}", p, a)),
        'g' | 'G' => general(a, if p == 0 { 1 } else { p }, sp.alternate),
        _ => match sp.precision {
            // No type: like 'g' but always with a digit after the point when fixed.
            Some(p) => {
                let s = general(a, if p == 0 { 1 } else { p }, false);
                if s.contains(['.', 'e', 'n', 'i']) {
                    s
                } else {
                    s + ".0"
                }
            }
            None => float_repr(a),
        },
    };
    let s = if ty == '%' { s + "%" } else { s };
    if ty.is_ascii_uppercase() {
        s.to_uppercase()
    } else {
        s
    }
}

/// The 'g' presentation with `p` significant digits.
fn general(a: f64, p: usize, alternate: bool) -> String {
    if a == 0.0 {
        return if alternate { format!("{:.*}", p - 1, 0.0) } else { "0".into() };
    }
    let sci = format!("{:.*e}", p - 1, a);
    let exp: i32 = sci.split_once('e').and_then(|(_, e)| e.parse().ok()).unwrap_or(0);
    let s = if exp >= -4 && (exp as i64) < p as i64 {
        format!("{:.*}", (p as i64 - 1 - exp as i64).max(0) as usize, a)
    } else {
        fix_exponent(&sci)
    };
    if alternate {
        return s;
    }
    strip_zeros(&s)
}

fn strip_zeros(s: &str) -> String {
    let (m, e) = match s.split_once('e') {
        Some((m, e)) => (m.to_string(), format!("e{}", e)),
        None => (s.to_string(), String::new()),
    };
    let m = if m.contains('.') { m.trim_end_matches('0').trim_end_matches('.').to_string() } else { m };
    m + &e
}

impl Vm {
    /// `format(v, spec)` as a Rust string.
    pub fn format_to_string(&mut self, v: Value, spec: &str) -> PyResult<String> {
        if is_instance_obj(v) {
            let cls = self.mem.instance_class(v);
            let n = self.names.format;
            if let Some(f) = self.lookup_type(cls, n) {
                // The method and the value stay rooted while the spec is made.
                let slot = self.mem.push_temp(v);
                self.mem.push_temp(f);
                let s = self.mem.new_str(spec);
                let (v, f) = (self.mem.temp(slot), self.mem.temp(slot + 1));
                self.mem.pop_temps(slot);
                let r = self.call_value(f, &[v, s])?;
                if !is_type(r, TY_STR) {
                    return Err(self.type_error("__format__ must return a str"));
                }
                return Ok(str::as_str(r).to_string());
            }
        }
        if spec.is_empty() {
            let s = self.str_of(v)?;
            return Ok(str::as_str(s).to_string());
        }
        let tn = self.type_name(v);
        if int_val(v).is_none() && !is_float(v) && !is_type(v, TY_STR) {
            // object.__format__ takes only the empty spec.
            return Err(self.type_error(&format!("unsupported format string passed to {}.__format__", tn)));
        }
        let Some(sp) = parse_spec(spec) else {
            return Err(self.value_error(&format!("Invalid format specifier '{}' for object of type '{}'", spec, tn)));
        };
        self.check_alloc_size(sp.width as u128 + sp.precision.unwrap_or(0) as u128)?;
        if let Some(i) = int_val(v).filter(|_| !is_float(v)) {
            return self.format_int(i, &sp, &tn);
        }
        if is_float(v) {
            return self.format_float(float_of(v), &sp, &tn);
        }
        self.format_str(str::as_str(v).to_string(), &sp, &tn)
    }

    fn format_int(&mut self, i: IntVal, sp: &Spec, tn: &str) -> PyResult<String> {
        let ty = sp.ty.unwrap_or('d');
        if matches!(ty, 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%') {
            let f = match i {
                IntVal::Small(x) => x as f64,
                IntVal::Big(b) => num_traits::ToPrimitive::to_f64(&b).unwrap_or(f64::INFINITY),
            };
            return self.format_float(f, sp, tn);
        }
        if !matches!(ty, 'd' | 'n' | 'b' | 'o' | 'x' | 'X' | 'c') {
            return Err(self.value_error(&format!("Unknown format code '{}' for object of type '{}'", ty, tn)));
        }
        if sp.precision.is_some() {
            return Err(self.value_error("Precision not allowed in integer format specifier"));
        }
        self.check_grouping(sp, ty)?;
        let b = i.to_big();
        let neg = b.sign() == num_bigint::Sign::Minus;
        let mag = b.magnitude();
        let (prefix, digits) = match ty {
            'b' => ("0b", mag.to_str_radix(2)),
            'o' => ("0o", mag.to_str_radix(8)),
            'x' => ("0x", mag.to_str_radix(16)),
            'X' => ("0X", mag.to_str_radix(16).to_uppercase()),
            'c' => {
                if sp.sign.is_some() {
                    return Err(self.value_error("Sign not allowed with integer format specifier 'c'"));
                }
                if sp.alternate {
                    return Err(self.value_error("Alternate form (#) not allowed with integer format specifier 'c'"));
                }
                let c = num_traits::ToPrimitive::to_u32(&b).and_then(char::from_u32);
                let Some(c) = c else { return Err(self.overflow_error("%c arg not in range(0x110000)")) };
                return Ok(pad(sp, "", &c.to_string(), '>'));
            }
            _ => ("", mag.to_str_radix(10)), // d, n
        };
        let head = format!("{}{}", sign_str(neg, sp.sign), if sp.alternate { prefix } else { "" });
        let digits = match sp.grouping {
            Some(sep) => group(&digits, "", sep, if matches!(ty, 'b' | 'o' | 'x' | 'X') { 4 } else { 3 }, zero_pad_len(sp, head.len())),
            None => digits,
        };
        Ok(pad(sp, &head, &digits, '>'))
    }

    fn format_float(&mut self, f: f64, sp: &Spec, tn: &str) -> PyResult<String> {
        let ty = sp.ty.unwrap_or('\0');
        if !matches!(ty, 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%' | 'n' | '\0') {
            return Err(self.value_error(&format!("Unknown format code '{}' for object of type '{}'", ty, tn)));
        }
        // 'n' is 'g' with the locale's separators: none in the C locale.
        if ty == 'n' {
            self.check_grouping(sp, ty)?;
        }
        let ty = if ty == 'n' { 'g' } else { ty };
        let body = float_body(f, sp, ty);
        let neg = f.is_sign_negative() && !f.is_nan();
        let head = sign_str(neg, sp.sign);
        let body = match sp.grouping {
            Some(sep) => {
                let (int, rest) = body.split_at(body.find(|c: char| !c.is_ascii_digit()).unwrap_or(body.len()));
                group(int, rest, sep, 3, zero_pad_len(sp, head.len()))
            }
            None => body,
        };
        Ok(pad(sp, head, &body, '>'))
    }

/// Refuses a thousands separator the presentation type `ty` cannot take
    /// (`_` only groups b/o/x/X by fours; neither goes with s, c or n).
    fn check_grouping(&mut self, sp: &Spec, ty: char) -> PyResult<()> {
        let Some(sep) = sp.grouping else { return Ok(()) };
        if matches!(ty, 's' | 'c' | 'n') || (sep == ',' && matches!(ty, 'b' | 'o' | 'x' | 'X')) {
            return Err(self.value_error(&format!("Cannot specify '{}' with '{}'.", sep, ty)));
        }
        Ok(())
    }

        fn format_str(&mut self, s: String, sp: &Spec, tn: &str) -> PyResult<String> {
        if let Some(t) = sp.ty.filter(|t| *t != 's') {
            return Err(self.value_error(&format!("Unknown format code '{}' for object of type '{}'", t, tn)));
        }
        self.check_grouping(sp, 's')?;
        if sp.sign.is_some() {
            return Err(self.value_error("Sign not allowed in string format specifier"));
        }
        let s: String = match sp.precision {
            Some(p) => s.chars().take(p).collect(),
            None => s,
        };
        Ok(pad(sp, "", &s, '<'))
    }

    /// An f-string field: conversion (`!s`, `!r`, `!a`), then the spec.
    pub fn format_value(&mut self, v: Value, conversion: u8, spec: Value) -> PyResult<Value> {
        let slot = self.mem.push_temp(spec);
        let converted = match conversion {
            b'r' => self.repr_of(v),
            b'a' => self.ascii_of(v),
            b's' => self.str_of(v),
            _ => Ok(v),
        };
        let spec = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        let v = converted?;
        if spec.is_empty() && is_type(v, TY_STR) {
            return Ok(v);
        }
        let spec_s = if spec.is_empty() { String::new() } else { str::as_str(spec).to_string() };
        let s = self.format_to_string(v, &spec_s)?;
        Ok(self.mem.new_str(&s))
    }
}

impl Vm {
    /// printf-style formatting: `fmt % args` for a str `fmt`.
    ///
    /// `%[(name)][flags][width][.precision]type` with flags `-+ 0#`, `*` widths,
    /// and types `s r a d i u f F e E g G x X o c %`; a tuple supplies the
    /// arguments in order, a dict serves `%(name)`, anything else is the one argument.
    pub fn percent_format(&mut self, fmt: &str, args: Value) -> PyResult<String> {
        if let Some(s) = plain_percent(fmt, args) {
            return Ok(s);
        }
        let slot = self.mem.push_temp(args);
        let r = self.percent_format_inner(fmt, slot, false);
        self.mem.pop_temps(slot);
        r
    }

    /// `fmt % args` for a bytes or bytearray `fmt`: the same engine over
    /// the format's bytes read as Latin-1 characters (one per byte, so
    /// widths count bytes), where `%s` / `%b` take bytes-like objects,
    /// `%c` an int below 256 or one byte, and `%r` / `%a` give `ascii()`.
    pub fn percent_format_bytes(&mut self, fmt: &[u8], args: Value) -> PyResult<Vec<u8>> {
        let fmt: String = fmt.iter().map(|&b| b as char).collect();
        let slot = self.mem.push_temp(args);
        let r = self.percent_format_inner(&fmt, slot, true);
        self.mem.pop_temps(slot);
        Ok(r?.chars().map(|c| c as u32 as u8).collect())
    }

    fn percent_format_inner(&mut self, fmt: &str, slot: usize, bytes: bool) -> PyResult<String> {
        let args = self.mem.temp(slot);
        // A tuple subclass's instance is the argument tuple, as in CPython.
        let args = Some(self.builtin_view(args)).filter(|v| is_type(*v, TY_TUPLE)).unwrap_or(args);
        // A mapping (any object with `__getitem__` but a tuple or str, as in
        // CPython) serves `%(name)`s, and is the one argument of the others;
        // it stays in the first temporary, where an allocation may move it.
        let getitem = self.intern("__getitem__");
        let is_mapping = !is_type(args, TY_TUPLE)
            && !is_type(args, TY_STR)
            && (matches!(ptr_type(self.builtin_view(args)), Some(TY_DICT | TY_LIST | TY_BYTES | TY_BYTEARRAY | TY_RANGE))
                || is_instance_obj(args) && self.lookup_type(self.mem.instance_class(args), getitem).is_some());
        let (positional, mapping) = if is_type(args, TY_TUPLE) {
            (Some(crate::object::seq::seq_items(args)), false)
        } else {
            (Some(vec![args]), is_mapping)
        };
        let mark = self.mem.temps_mark();
        if let Some(p) = &positional {
            self.mem.r.temps.extend_from_slice(p);
        }
        let nargs = positional.as_ref().map_or(0, |p| p.len());
        let mut next = 0usize;
        let mut out = String::with_capacity(fmt.len() + 16);
        let chars: Vec<char> = fmt.chars().collect();
        let mut i = 0;
        let result = (|| -> PyResult<()> {
            while i < chars.len() {
                let c = chars[i];
                i += 1;
                if c != '%' {
                    // The literal run up to the next conversion.
                    let start = i - 1;
                    while i < chars.len() && chars[i] != '%' {
                        i += 1;
                    }
                    out.extend(&chars[start..i]);
                    continue;
                }
                let mut key: Option<String> = None;
                if chars.get(i) == Some(&'(') {
                    let close = chars[i..].iter().position(|&c| c == ')').map(|p| p + i);
                    let Some(close) = close else { return Err(self.value_error("incomplete format key")) };
                    key = Some(chars[i + 1..close].iter().collect());
                    i = close + 1;
                }
                let mut flags = String::new();
                while let Some(&f) = chars.get(i).filter(|f| "-+ 0#".contains(**f)) {
                    flags.push(f);
                    i += 1;
                }
                let take_num = |vm: &mut Vm, i: &mut usize, next: &mut usize| -> PyResult<Option<usize>> {
                    if chars.get(*i) == Some(&'*') {
                        *i += 1;
                        if *next >= nargs {
                            return Err(vm.type_error("not enough arguments for format string"));
                        }
                        let v = vm.mem.temp(mark + *next);
                        *next += 1;
                        return Ok(Some(vm.arg_int(v, "*")?.max(0) as usize));
                    }
                    let start = *i;
                    while chars.get(*i).is_some_and(|c| c.is_ascii_digit()) {
                        *i += 1;
                    }
                    Ok(if *i > start { chars[start..*i].iter().collect::<String>().parse().ok() } else { None })
                };
                let width = take_num(self, &mut i, &mut next)?;
                let precision = if chars.get(i) == Some(&'.') {
                    i += 1;
                    Some(take_num(self, &mut i, &mut next)?.unwrap_or(0))
                } else {
                    None
                };
                while chars.get(i).is_some_and(|c| "hlL".contains(*c)) {
                    i += 1;
                }
                let Some(&ty) = chars.get(i) else {
                    return Err(self.value_error("incomplete format"));
                };
                i += 1;
                if ty == '%' {
                    out.push('%');
                    continue;
                }
                let v = match (&key, mapping) {
                    (Some(k), true) => {
                        let ks = if bytes { self.mem.new_bytes(&k.chars().map(|c| c as u32 as u8).collect::<Vec<u8>>()) } else { self.mem.new_str(k) };
                        self.get_item(self.mem.temp(mark), ks)?
                    }
                    (Some(_), false) => return Err(self.type_error("format requires a mapping")),
                    (None, _) => {
                        if next >= nargs {
                            return Err(self.type_error("not enough arguments for format string"));
                        }
                        next += 1;
                        self.mem.temp(mark + next - 1)
                    }
                };
                self.check_alloc_size(width.unwrap_or(0) as u128 + precision.unwrap_or(0) as u128)?;
                let piece = self.percent_one(v, ty, &flags, precision, bytes).map_err(|e| match e {
                    PercentError::Raised(e) => e,
                    // CPython shows a character past ASCII as '?'.
                    PercentError::BadType => self.value_error(&format!("unsupported format character '{}' (0x{:x}) at index {}", if ty.is_ascii() { ty } else { '?' }, ty as u32, i - 1)),
                })?;
                let w = width.unwrap_or(0);
                let len = piece.chars().count();
                if len >= w {
                    out.push_str(&piece);
                } else if flags.contains('-') {
                    out.push_str(&piece);
                    out.push_str(&" ".repeat(w - len));
                } else if flags.contains('0') && !matches!(ty, 's' | 'r' | 'a' | 'c') {
                    let head = number_head_len(&piece);
                    out.push_str(&piece[..head]);
                    out.push_str(&"0".repeat(w - len));
                    out.push_str(&piece[head..]);
                } else {
                    out.push_str(&" ".repeat(w - len));
                    out.push_str(&piece);
                }
            }
            if !mapping && next < nargs {
                let what = if bytes { "bytes" } else { "string" };
                return Err(self.type_error(&format!("not all arguments converted during {} formatting", what)));
            }
            Ok(())
        })();
        self.mem.pop_temps(mark);
        result.map(|_| out)
    }

    /// The number an instance of a user class gives by the first of the
    /// methods `hooks` its class defines (`__int__`, `__float__`,
    /// `__index__`); None for other values or when it defines none.
    fn number_hook(&mut self, v: Value, hooks: &[&str]) -> PyResult<Option<Value>> {
        if !is_instance_obj(v) || int_val(self.builtin_view(v)).is_some() || num::is_float(self.builtin_view(v)) {
            return Ok(None);
        }
        let cls = self.mem.instance_class(v);
        for h in hooks {
            let key = self.intern(h);
            if let Some(f) = self.lookup_type(cls, key) {
                return self.call_value(f, &[v]).map(Some);
            }
        }
        Ok(None)
    }

    /// One `%` conversion without width padding (of a bytes format when
    /// `bytes`: see `percent_format_bytes`).
    fn percent_one(&mut self, v: Value, ty: char, flags: &str, precision: Option<usize>, bytes: bool) -> Result<String, PercentError> {
        // The commonest conversions, `%d` of a small int and `%s` of a str, plain.
        if flags.is_empty() && precision.is_none() && !bytes {
            if matches!(ty, 'd' | 'i' | 'u') && v.is_int() {
                return Ok(v.as_int().to_string());
            }
            if ty == 's' && is_type(v, TY_STR) {
                return Ok(str::as_str(v).to_string());
            }
        }
        let sign = if flags.contains('+') { "+" } else if flags.contains(' ') { " " } else { "" };
        let mut spec = String::from(sign);
        if flags.contains('#') {
            spec.push('#');
        }
        match ty {
            's' | 'b' if bytes => {
                let data = match crate::object::bytes::buffer_data(self.builtin_view(v)) {
                    Some(d) => d.to_vec(),
                    None if is_instance_obj(v) && {
                        let (n, cls) = (self.intern("__bytes__"), self.mem.instance_class(v));
                        self.lookup_type(cls, n).is_some()
                    } =>
                    {
                        let r = self.call_method(v, "__bytes__", &[])?;
                        crate::object::bytes::buffer_data(r).unwrap_or_default().to_vec()
                    }
                    None => {
                        let t = self.type_name(v);
                        return Err(self.type_error(&format!("%b requires a bytes-like object, or an object that implements __bytes__, not '{}'", t)).into());
                    }
                };
                Ok(data.iter().take(precision.unwrap_or(usize::MAX)).map(|&b| b as char).collect())
            }
            'r' | 'a' if bytes => {
                let s = self.ascii_of(v)?;
                let s = str::as_str(s);
                Ok(s.chars().take(precision.unwrap_or(usize::MAX)).collect())
            }
            'c' if bytes => {
                if let Some(&[b]) = crate::object::bytes::buffer_data(v) {
                    return Ok((b as char).to_string());
                }
                match int_val(v) {
                    Some(IntVal::Small(b)) if (0..256).contains(&b) => Ok((b as u8 as char).to_string()),
                    Some(_) => Err(self.overflow_error("%c arg not in range(256)").into()),
                    None => Err(self.type_error("%c requires an integer in range(256) or a single byte").into()),
                }
            }
            's' | 'r' | 'a' => {
                let s = match ty {
                    's' => self.str_of(v)?,
                    'r' => self.repr_of(v)?,
                    _ => self.ascii_of(v)?,
                };
                let s = str::as_str(s).to_string();
                Ok(match precision {
                    Some(p) => s.chars().take(p).collect(),
                    None => s,
                })
            }
            'c' => {
                if is_type(v, TY_STR) && str::char_len(v) == 1 {
                    return Ok(str::as_str(v).to_string());
                }
                let Some(i) = int_val(v) else { return Err(self.type_error("%c requires int or char").into()) };
                match num_traits::ToPrimitive::to_u32(&i.to_big()).and_then(char::from_u32) {
                    Some(c) => Ok(c.to_string()),
                    None => Err(self.overflow_error("%c arg not in range(0x110000)").into()),
                }
            }
            'd' | 'i' | 'u' | 'x' | 'X' | 'o' => {
                // An object converts by __int__ (d, i, u) or __index__ (all).
                let hooks: &[&str] = if matches!(ty, 'd' | 'i' | 'u') { &["__int__", "__index__"] } else { &["__index__"] };
                let v = match self.number_hook(v, hooks)? {
                    Some(n) => n,
                    None => v,
                };
                let integral_only = matches!(ty, 'x' | 'X' | 'o');
                let iv = if num::is_float(v) && !integral_only {
                    let f = num::float_of(v).trunc();
                    let b: num_bigint::BigInt = num_traits::FromPrimitive::from_f64(f).unwrap_or_default();
                    self.mem.new_bigint(&b)
                } else {
                    v
                };
                if int_val(iv).is_none() {
                    let t = self.type_name(v);
                    let what = if integral_only { "an integer" } else { "a real number" };
                    return Err(self.type_error(&format!("%{} format: {} is required, not {}", ty, what, t)).into());
                }
                spec.push(match ty {
                    'x' => 'x',
                    'X' => 'X',
                    'o' => 'o',
                    _ => 'd',
                });
                let text = self.format_to_string(iv, &spec)?;
                Ok(match precision {
                    Some(p) => zero_extend_digits(&text, p),
                    None => text,
                })
            }
            'f' | 'F' | 'e' | 'E' | 'g' | 'G' => {
                let v = match self.number_hook(v, &["__float__", "__index__"])? {
                    Some(n) => n,
                    None => v,
                };
                if int_val(v).is_none() && !num::is_float(v) {
                    let t = self.type_name(v);
                    return Err(self.type_error(&format!("must be real number, not {}", t)).into());
                }
                spec.push('.');
                spec.push_str(&precision.unwrap_or(6).to_string());
                spec.push(ty);
                let f = self.arg_float(v)?;
                let fv = self.mem.new_float(f);
                Ok(self.format_to_string(fv, &spec)?)
            }
            _ => Err(PercentError::BadType),
        }
    }
}

/// `%.Nd` and kin: the digits of a formatted int (after its sign and any
/// `0x`/`0o` prefix) extended with zeros to at least `min` digits.
fn zero_extend_digits(text: &str, min: usize) -> String {
    let head = number_head_len(text);
    let zeros = min.saturating_sub(text.len() - head);
    format!("{}{}{}", &text[..head], "0".repeat(zeros), &text[head..])
}

/// The length of a formatted number's sign and `0x`/`0X`/`0o` prefix: zeros
/// that pad the number go after them.
fn number_head_len(text: &str) -> usize {
    let sign = text.len() - text.trim_start_matches(['+', '-', ' ']).len();
    let rest = &text[sign..];
    let prefix = if rest.len() > 2 && matches!(&rest[..2], "0x" | "0X" | "0o") { 2 } else { 0 };
    sign + prefix
}

/// Why one `%` conversion failed: an exception, or an unknown conversion
/// character (whose message needs its place in the format).
enum PercentError {
    Raised(crate::runtime::vm::Exc),
    BadType,
}

impl From<crate::runtime::vm::Exc> for PercentError {
    fn from(e: crate::runtime::vm::Exc) -> Self {
        PercentError::Raised(e)
    }
}

/// `fmt % args` when every conversion is a plain `%s`, `%d` or `%i` (or
/// `%%`) and the arguments (one, or a tuple of them) are small ints and
/// strs, one per conversion, `%d` and `%i` taking ints: what most
/// formatting in loops is. None for anything else, which the general
/// engine formats (and reports errors for).
fn plain_percent(fmt: &str, args: Value) -> Option<String> {
    let one = [args];
    // SAFETY: nothing is allocated on the heap and no Python code runs
    // while the items are read.
    let items: &[Value] = if is_type(args, TY_TUPLE) { unsafe { crate::object::seq::items_slice(args)? } } else { &one };
    let mut out = String::with_capacity(fmt.len() + 16);
    let mut next = 0;
    let mut rest = fmt;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        let conv = *rest.as_bytes().get(at + 1).filter(|c| c.is_ascii())?;
        rest = &rest[at + 2..];
        if conv == b'%' {
            out.push('%');
            continue;
        }
        let v = *items.get(next)?;
        next += 1;
        match conv {
            b's' if is_type(v, TY_STR) => out.push_str(str::as_str(v)),
            b's' | b'd' | b'i' if v.is_int() => {
                use std::fmt::Write;
                let _ = write!(out, "{}", v.as_int());
            }
            _ => return None,
        }
    }
    out.push_str(rest);
    (next == items.len()).then_some(out)
}
