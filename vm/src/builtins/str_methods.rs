//! Methods of `str`.
//!
//! Positions are in characters, as in Python; ASCII strings (the common
//! case) index bytes directly, others convert through `char_indices`.
//! The Unicode tables live in `ucd`, the `str.format` template engine in
//! `template`.

mod codec;
mod template;
mod ucd;

use super::{def, BuiltinDef, Owner};
use crate::interp::call::Args;
use crate::object::*;
use crate::types::TypeId;
use crate::value::Value;
use crate::vm::{PyResult, Vm};

const S: Owner = Owner::Type(TypeId::Str);

pub const DEFS: &[BuiltinDef] = &[
    def("split", S, split),
    def("rsplit", S, rsplit),
    def("join", S, join),
    def("strip", S, strip),
    def("lstrip", S, lstrip),
    def("rstrip", S, rstrip),
    def("replace", S, replace),
    def("find", S, find),
    def("rfind", S, rfind),
    def("index", S, index),
    def("rindex", S, rindex),
    def("count", S, count),
    def("removeprefix", S, removeprefix),
    def("removesuffix", S, removesuffix),
    def("startswith", S, startswith),
    def("endswith", S, endswith),
    def("upper", S, upper),
    def("lower", S, lower),
    def("casefold", S, casefold),
    def("swapcase", S, swapcase),
    def("title", S, title),
    def("capitalize", S, capitalize),
    def("isdigit", S, isdigit),
    def("isnumeric", S, isnumeric),
    def("isdecimal", S, isdecimal),
    def("isalpha", S, isalpha),
    def("isalnum", S, isalnum),
    def("isspace", S, isspace),
    def("isupper", S, isupper),
    def("islower", S, islower),
    def("istitle", S, istitle),
    def("isidentifier", S, isidentifier),
    def("isprintable", S, isprintable),
    def("isascii", S, isascii),
    def("center", S, center),
    def("ljust", S, ljust),
    def("rjust", S, rjust),
    def("zfill", S, zfill),
    def("expandtabs", S, expandtabs),
    def("splitlines", S, splitlines),
    def("partition", S, partition),
    def("rpartition", S, rpartition),
    def("format", S, format),
    def("format_map", S, format_map),
    def("encode", S, encode),
];

/// The receiver's text (copied: methods allocate their results).
fn this(vm: &Vm, a: &Args) -> String {
    str::as_str(vm.arg(a, 0)).to_string()
}

/// Optional str argument `i` (None → `None`).
fn opt_str(vm: &mut Vm, a: &Args, i: usize, what: &str) -> PyResult<Option<String>> {
    if a.n <= i || vm.arg(a, i).is_none() {
        return Ok(None);
    }
    vm.arg_str(vm.arg(a, i), what).map(Some)
}

/// Argument-count check worded like CPython's argument clinic
/// ("replace expected at least 2 arguments, got 1"); counts exclude the receiver.
fn check_positional(vm: &mut Vm, name: &str, a: &Args, min: usize, max: usize) -> PyResult<()> {
    if a.nkw > 0 {
        return Err(vm.type_error(&format!("{}() takes no keyword arguments", name)));
    }
    let n = a.n - 1;
    let (bound, k) = if n < min { ("least", min) } else if n > max { ("most", max) } else { return Ok(()) };
    let s = if k == 1 { "" } else { "s" };
    Err(vm.type_error(&format!("{} expected at {} {} argument{}, got {}", name, bound, k, s, n)))
}

fn new_list_of_strs(vm: &mut Vm, parts: &[String]) -> Value {
    let l = vm.new_list(parts.len());
    let slot = vm.push_temp(l);
    for p in parts {
        let s = vm.new_str(p);
        vm.list_append(vm.temp(slot), s);
    }
    let l = vm.temp(slot);
    vm.pop_temps(slot);
    l
}

fn split_args(vm: &mut Vm, a: &Args, name: &str) -> PyResult<(Option<String>, i64)> {
    vm.check_kwargs(name, a, &["sep", "maxsplit"])?;
    let sep = if a.npos() > 1 { opt_str(vm, a, 1, "sep")? } else { vm.kwarg(a, "sep").filter(|v| !v.is_none()).map(|v| str::as_str(v).to_string()) };
    let maxsplit = if a.npos() > 2 { vm.arg_int(vm.arg(a, 2), "maxsplit")? } else { vm.kwarg(a, "maxsplit").map(|v| v.as_int()).unwrap_or(-1) };
    if sep.as_deref() == Some("") {
        return Err(vm.value_error("empty separator"));
    }
    Ok((sep, maxsplit))
}

fn split(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let (sep, max) = split_args(vm, &a, "split")?;
    let s = this(vm, &a);
    let max = if max < 0 { usize::MAX } else { max as usize };
    let parts: Vec<String> = match sep {
        Some(sep) => {
            let mut out = Vec::new();
            let mut rest = s.as_str();
            while out.len() < max {
                match rest.find(&sep) {
                    Some(p) => {
                        out.push(rest[..p].to_string());
                        rest = &rest[p + sep.len()..];
                    }
                    None => break,
                }
            }
            out.push(rest.to_string());
            out
        }
        None => {
            let mut out = Vec::new();
            let mut rest = s.trim_start_matches(ucd::is_space);
            while !rest.is_empty() {
                if out.len() >= max {
                    out.push(rest.to_string());
                    break;
                }
                let end = rest.find(ucd::is_space).unwrap_or(rest.len());
                out.push(rest[..end].to_string());
                rest = rest[end..].trim_start_matches(ucd::is_space);
            }
            out
        }
    };
    Ok(new_list_of_strs(vm, &parts))
}

fn rsplit(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let (sep, max) = split_args(vm, &a, "rsplit")?;
    let s = this(vm, &a);
    let max = if max < 0 { usize::MAX } else { max as usize };
    let mut parts: Vec<String> = match sep {
        Some(sep) => {
            let mut out = Vec::new();
            let mut rest = s.as_str();
            while out.len() < max {
                match rest.rfind(&sep) {
                    Some(p) => {
                        out.push(rest[p + sep.len()..].to_string());
                        rest = &rest[..p];
                    }
                    None => break,
                }
            }
            out.push(rest.to_string());
            out
        }
        None => {
            let mut out = Vec::new();
            let mut rest = s.trim_end_matches(ucd::is_space);
            while !rest.is_empty() {
                if out.len() >= max {
                    out.push(rest.to_string());
                    break;
                }
                let start = rest.rfind(ucd::is_space).map_or(0, |p| p + rest[p..].chars().next().map_or(1, |c| c.len_utf8()));
                out.push(rest[start..].to_string());
                rest = rest[..start].trim_end_matches(ucd::is_space);
            }
            out
        }
    };
    parts.reverse();
    Ok(new_list_of_strs(vm, &parts))
}

fn join(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("join", &a, 2, 2)?;
    let (mark, n) = join_items(vm, vm.arg(&a, 1))?;
    let start = mark + 1;
    let sep = this(vm, &a);
    let mut out = String::new();
    for i in 0..n {
        let item = vm.builtin_view(vm.temp(start + i));
        if !is_type(item, TY_STR) {
            let t = vm.type_name(item);
            vm.pop_temps(mark);
            return Err(vm.type_error(&format!("sequence item {}: expected str instance, {} found", i, t)));
        }
        if i > 0 {
            out.push_str(&sep);
        }
        out.push_str(str::as_str(item));
    }
    vm.pop_temps(mark);
    Ok(vm.new_str(&out))
}

/// The items `join` joins, rooted as temporaries after the iterator at the
/// returned slot (the caller pops from it). A TypeError from `iter()` is
/// reworded as CPython's.
fn join_items(vm: &mut Vm, iterable: Value) -> PyResult<(usize, usize)> {
    let it = match vm.get_iter(iterable) {
        Ok(it) => it,
        Err(_) if vm.isinstance_of(vm.r.exception, TypeId::TypeError) => return Err(vm.type_error("can only join an iterable")),
        Err(e) => return Err(e),
    };
    let mark = vm.push_temp(it);
    let mut n = 0;
    loop {
        let next = if crate::interrupt::pending() { Err(vm.raise_interrupt()) } else { vm.iter_next(vm.temp(mark)) };
        match next {
            Ok(Some(v)) => {
                vm.push_temp(v);
                n += 1;
            }
            Ok(None) => return Ok((mark, n)),
            Err(e) => {
                vm.pop_temps(mark);
                return Err(e);
            }
        }
    }
}

fn strip_impl(vm: &mut Vm, a: Args, name: &str, left: bool, right: bool) -> PyResult<Value> {
    vm.check_args(name, &a, 1, 2)?;
    let chars = opt_str(vm, &a, 1, "strip arg")?;
    let s = this(vm, &a);
    let pred = |c: char| match &chars {
        Some(cs) => cs.contains(c),
        None => ucd::is_space(c),
    };
    let mut r: &str = &s;
    if left {
        r = r.trim_start_matches(pred);
    }
    if right {
        r = r.trim_end_matches(pred);
    }
    if r.len() == s.len() {
        return Ok(vm.arg(&a, 0));
    }
    let r = r.to_string();
    Ok(vm.new_str(&r))
}

fn strip(vm: &mut Vm, a: Args) -> PyResult<Value> {
    strip_impl(vm, a, "strip", true, true)
}

fn lstrip(vm: &mut Vm, a: Args) -> PyResult<Value> {
    strip_impl(vm, a, "lstrip", true, false)
}

fn rstrip(vm: &mut Vm, a: Args) -> PyResult<Value> {
    strip_impl(vm, a, "rstrip", false, true)
}

fn replace(vm: &mut Vm, a: Args) -> PyResult<Value> {
    check_positional(vm, "replace", &a, 2, 3)?;
    let old = vm.arg_str(vm.arg(&a, 1), "replace() argument 1")?;
    let new = vm.arg_str(vm.arg(&a, 2), "replace() argument 2")?;
    let count = if a.n == 4 { vm.arg_int(vm.arg(&a, 3), "count")? } else { -1 };
    let s = this(vm, &a);
    let r = if count < 0 {
        s.replace(&old, &new)
    } else if old.is_empty() {
        let mut out = String::new();
        let mut k = 0;
        for c in s.chars() {
            if (k as i64) < count {
                out.push_str(&new);
                k += 1;
            }
            out.push(c);
        }
        if (k as i64) < count {
            out.push_str(&new);
        }
        out
    } else {
        s.replacen(&old, &new, count as usize)
    };
    Ok(vm.new_str(&r))
}

/// Byte range of the character slice `[start:end]` of `s` (Python
/// clamping), or `(usize::MAX, usize::MAX)` when the window is empty
/// because `start` is past `end` or past the string's end: there even an
/// empty string is not found, as in CPython.
fn char_window(vm: &mut Vm, a: &Args, first: usize, s: &str) -> PyResult<(usize, usize)> {
    let nchars = s.chars().count() as i64;
    let get = |vm: &mut Vm, i: usize, default: i64| -> PyResult<i64> {
        if a.n <= i || vm.arg(a, i).is_none() {
            return Ok(default);
        }
        let v = vm.arg_int(vm.arg(a, i), "slice index")?;
        Ok(if v < 0 { (v + nchars).max(0) } else { v })
    };
    let start = get(vm, first, 0)?;
    let end = get(vm, first + 1, nchars)?.min(nchars);
    if start > end {
        return Ok((usize::MAX, usize::MAX));
    }
    let to_byte = |ci: i64| s.char_indices().nth(ci as usize).map_or(s.len(), |(b, _)| b);
    Ok((to_byte(start), to_byte(end)))
}

fn char_index(s: &str, byte: usize) -> i64 {
    s[..byte].chars().count() as i64
}

fn find_impl(vm: &mut Vm, a: &Args, name: &str, from_right: bool) -> PyResult<i64> {
    vm.check_args(name, a, 2, 4)?;
    let sub = vm.arg_str(vm.arg(a, 1), "must be str")?;
    let s = this(vm, a);
    let (b0, b1) = char_window(vm, a, 2, &s)?;
    if b0 == usize::MAX {
        return Ok(-1);
    }
    let hay = &s[b0..b1];
    let pos = if from_right { hay.rfind(&sub) } else { hay.find(&sub) };
    Ok(pos.map_or(-1, |p| char_index(&s, b0 + p)))
}

fn find(vm: &mut Vm, a: Args) -> PyResult<Value> {
    Ok(Value::int(find_impl(vm, &a, "find", false)?))
}

fn rfind(vm: &mut Vm, a: Args) -> PyResult<Value> {
    Ok(Value::int(find_impl(vm, &a, "rfind", true)?))
}

fn index(vm: &mut Vm, a: Args) -> PyResult<Value> {
    match find_impl(vm, &a, "index", false)? {
        -1 => Err(vm.value_error("substring not found")),
        i => Ok(Value::int(i)),
    }
}

fn rindex(vm: &mut Vm, a: Args) -> PyResult<Value> {
    match find_impl(vm, &a, "rindex", true)? {
        -1 => Err(vm.value_error("substring not found")),
        i => Ok(Value::int(i)),
    }
}

fn count(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("count", &a, 2, 4)?;
    let sub = vm.arg_str(vm.arg(&a, 1), "must be str")?;
    let s = this(vm, &a);
    let (b0, b1) = char_window(vm, &a, 2, &s)?;
    if b0 == usize::MAX {
        return Ok(Value::int(0));
    }
    let hay = &s[b0..b1];
    let n = if sub.is_empty() { hay.chars().count() + 1 } else { hay.matches(&sub).count() };
    Ok(Value::int(n as i64))
}

fn affix_impl(vm: &mut Vm, a: Args, name: &str, prefix: bool) -> PyResult<Value> {
    vm.check_args(name, &a, 2, 4)?;
    let s = this(vm, &a);
    let (b0, b1) = char_window(vm, &a, 2, &s)?;
    if b0 == usize::MAX {
        return Ok(Value::FALSE);
    }
    let hay = &s[b0..b1];
    let arg = vm.builtin_view(vm.arg(&a, 1));
    let cands: Vec<String> = if is_type(arg, TY_TUPLE) {
        let mut v = Vec::new();
        for x in seq::seq_items(arg) {
            v.push(vm.arg_str(x, "tuple item")?);
        }
        v
    } else if is_type(arg, TY_STR) {
        vec![str::as_str(arg).to_string()]
    } else {
        let t = vm.type_name(arg);
        return Err(vm.type_error(&format!("{} first arg must be str or a tuple of str, not {}", name, t)));
    };
    Ok(Value::bool(cands.iter().any(|c| if prefix { hay.starts_with(c.as_str()) } else { hay.ends_with(c.as_str()) })))
}

fn startswith(vm: &mut Vm, a: Args) -> PyResult<Value> {
    affix_impl(vm, a, "startswith", true)
}

fn endswith(vm: &mut Vm, a: Args) -> PyResult<Value> {
    affix_impl(vm, a, "endswith", false)
}

/// `removeprefix` / `removesuffix`: the receiver without `affix` at that end.
fn remove_affix(vm: &mut Vm, a: Args, name: &str, prefix: bool) -> PyResult<Value> {
    vm.check_args(name, &a, 2, 2)?;
    let affix = vm.arg_str(vm.arg(&a, 1), &format!("{}() argument", name))?;
    let s = this(vm, &a);
    let rest = if prefix { s.strip_prefix(affix.as_str()) } else { s.strip_suffix(affix.as_str()) };
    match rest {
        Some(r) if !affix.is_empty() => {
            let r = r.to_string();
            Ok(vm.new_str(&r))
        }
        _ => Ok(vm.arg(&a, 0)),
    }
}

fn removeprefix(vm: &mut Vm, a: Args) -> PyResult<Value> {
    remove_affix(vm, a, "removeprefix", true)
}

fn removesuffix(vm: &mut Vm, a: Args) -> PyResult<Value> {
    remove_affix(vm, a, "removesuffix", false)
}

fn map_str(vm: &mut Vm, a: Args, name: &str, f: fn(&str) -> String) -> PyResult<Value> {
    vm.check_args(name, &a, 1, 1)?;
    let r = f(str::as_str(vm.arg(&a, 0)));
    Ok(vm.new_str(&r))
}

fn upper(vm: &mut Vm, a: Args) -> PyResult<Value> {
    map_str(vm, a, "upper", |s| s.to_uppercase())
}

fn lower(vm: &mut Vm, a: Args) -> PyResult<Value> {
    map_str(vm, a, "lower", |s| s.to_lowercase())
}

fn casefold(vm: &mut Vm, a: Args) -> PyResult<Value> {
    map_str(vm, a, "casefold", |s| {
        let mut out = String::with_capacity(s.len());
        s.chars().for_each(|c| ucd::push_casefold(&mut out, c));
        out
    })
}

fn swapcase(vm: &mut Vm, a: Args) -> PyResult<Value> {
    map_str(vm, a, "swapcase", |s| {
        let mut out = String::with_capacity(s.len());
        for c in s.chars() {
            if c.is_uppercase() {
                out.extend(c.to_lowercase());
            } else if c.is_lowercase() {
                out.extend(c.to_uppercase());
            } else {
                out.push(c);
            }
        }
        out
    })
}

/// Each word's first cased character in titlecase, the rest lowercase.
fn title(vm: &mut Vm, a: Args) -> PyResult<Value> {
    map_str(vm, a, "title", |s| {
        let mut out = String::new();
        let mut prev_cased = false;
        for c in s.chars() {
            if prev_cased {
                out.extend(c.to_lowercase());
            } else {
                ucd::push_titlecase(&mut out, c);
            }
            prev_cased = ucd::is_cased(c);
        }
        out
    })
}

fn capitalize(vm: &mut Vm, a: Args) -> PyResult<Value> {
    map_str(vm, a, "capitalize", |s| {
        let mut out = String::new();
        if let Some(c) = s.chars().next() {
            ucd::push_titlecase(&mut out, c);
            out.push_str(&s[c.len_utf8()..].to_lowercase());
        }
        out
    })
}

fn test_str(vm: &mut Vm, a: Args, name: &str, f: fn(&str) -> bool) -> PyResult<Value> {
    vm.check_args(name, &a, 1, 1)?;
    Ok(Value::bool(f(str::as_str(vm.arg(&a, 0)))))
}

fn isdecimal(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_str(vm, a, "isdecimal", |s| !s.is_empty() && s.chars().all(ucd::is_decimal))
}

fn isdigit(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_str(vm, a, "isdigit", |s| !s.is_empty() && s.chars().all(ucd::is_digit))
}

fn isnumeric(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_str(vm, a, "isnumeric", |s| !s.is_empty() && s.chars().all(ucd::is_numeric))
}

fn isalpha(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_str(vm, a, "isalpha", |s| !s.is_empty() && s.chars().all(char::is_alphabetic))
}

fn isalnum(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_str(vm, a, "isalnum", |s| !s.is_empty() && s.chars().all(ucd::is_alnum))
}

fn isspace(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_str(vm, a, "isspace", |s| !s.is_empty() && s.chars().all(ucd::is_space))
}

fn isupper(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_str(vm, a, "isupper", |s| s.chars().any(char::is_uppercase) && !s.chars().any(|c| c.is_lowercase() || ucd::is_titlecase(c)))
}

fn islower(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_str(vm, a, "islower", |s| s.chars().any(char::is_lowercase) && !s.chars().any(|c| c.is_uppercase() || ucd::is_titlecase(c)))
}

/// Uppercase and titlecase characters only after uncased ones, lowercase
/// only after cased ones, and at least one cased character.
fn istitle(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_str(vm, a, "istitle", |s| {
        let mut cased = false;
        let mut prev_cased = false;
        for c in s.chars() {
            let starts_word = c.is_uppercase() || ucd::is_titlecase(c);
            if starts_word || c.is_lowercase() {
                if starts_word == prev_cased {
                    return false;
                }
                prev_cased = true;
                cased = true;
            } else {
                prev_cased = false;
            }
        }
        cased
    })
}

fn isidentifier(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_str(vm, a, "isidentifier", |s| {
        let mut cs = s.chars();
        matches!(cs.next(), Some(c) if c == '_' || c.is_alphabetic()) && cs.all(|c| c == '_' || c.is_alphanumeric())
    })
}

fn isprintable(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_str(vm, a, "isprintable", |s| s.chars().all(crate::ops::repr::is_printable))
}

fn isascii(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_str(vm, a, "isascii", |s| s.is_ascii())
}

fn pad_impl(vm: &mut Vm, a: Args, name: &str, align: char) -> PyResult<Value> {
    vm.check_args(name, &a, 2, 3)?;
    let width = vm.arg_int(vm.arg(&a, 1), "width")?;
    let fill = match opt_str(vm, &a, 2, "fill character")? {
        Some(f) if f.chars().count() == 1 => f.chars().next().unwrap_or(' '),
        Some(_) => return Err(vm.type_error("The fill character must be exactly one character long")),
        None => ' ',
    };
    let s = this(vm, &a);
    let len = s.chars().count() as i64;
    if width <= len {
        return Ok(vm.arg(&a, 0));
    }
    vm.check_alloc_size(width as u128 * fill.len_utf8() as u128)?;
    let n = (width - len) as usize;
    let f = |k: usize| fill.to_string().repeat(k);
    let r = match align {
        '<' => format!("{}{}", s, f(n)),
        '>' => format!("{}{}", f(n), s),
        _ => {
            // CPython puts the odd padding character on the left when the width is odd.
            let left = n / 2 + (n & width as usize & 1);
            format!("{}{}{}", f(left), s, f(n - left))
        }
    };
    Ok(vm.new_str(&r))
}

fn center(vm: &mut Vm, a: Args) -> PyResult<Value> {
    pad_impl(vm, a, "center", '^')
}

fn ljust(vm: &mut Vm, a: Args) -> PyResult<Value> {
    pad_impl(vm, a, "ljust", '<')
}

fn rjust(vm: &mut Vm, a: Args) -> PyResult<Value> {
    pad_impl(vm, a, "rjust", '>')
}

fn zfill(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("zfill", &a, 2, 2)?;
    let width = vm.arg_int(vm.arg(&a, 1), "width")?;
    let s = this(vm, &a);
    let len = s.chars().count() as i64;
    if width <= len {
        return Ok(vm.arg(&a, 0));
    }
    vm.check_alloc_size(width as u128)?;
    let zeros = "0".repeat((width - len) as usize);
    let r = match s.chars().next() {
        Some(c @ ('+' | '-')) => format!("{}{}{}", c, zeros, &s[1..]),
        _ => format!("{}{}", zeros, s),
    };
    Ok(vm.new_str(&r))
}

/// Tabs become spaces up to the next multiple of `tabsize` columns
/// (counted from the last line break).
fn expandtabs(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("expandtabs", &a, &["tabsize"])?;
    if a.n > 2 {
        return Err(vm.type_error(&format!("expandtabs() takes at most 1 argument ({} given)", a.n - 1)));
    }
    let size = if a.npos() > 1 { Some(vm.arg(&a, 1)) } else { vm.kwarg(&a, "tabsize") };
    let size = match size {
        Some(v) => vm.arg_int(v, "tabsize")?.max(0) as usize,
        None => 8,
    };
    let s = this(vm, &a);
    let mut out = String::new();
    let mut col = 0usize;
    for c in s.chars() {
        match c {
            '\t' if size > 0 => {
                let n = size - col % size;
                vm.check_alloc_size(out.len() as u128 + n as u128)?;
                out.extend(std::iter::repeat(' ').take(n));
                col += n;
            }
            '\t' => {}
            '\n' | '\r' => {
                out.push(c);
                col = 0;
            }
            c => {
                out.push(c);
                col += 1;
            }
        }
    }
    Ok(vm.new_str(&out))
}

fn splitlines(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("splitlines", &a, &["keepends"])?;
    let keep = if a.npos() > 1 { vm.arg(&a, 1) } else { vm.kwarg(&a, "keepends").unwrap_or(Value::FALSE) };
    let keep = vm.truthy(keep)?;
    let s = this(vm, &a);
    let mut parts = Vec::new();
    let mut cur = String::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if matches!(c, '\n' | '\r' | '\x0b' | '\x0c' | '\x1c' | '\x1d' | '\x1e' | '\u{85}' | '\u{2028}' | '\u{2029}') {
            let mut end = c.to_string();
            if c == '\r' && chars.peek() == Some(&'\n') {
                chars.next();
                end.push('\n');
            }
            if keep {
                cur.push_str(&end);
            }
            parts.push(std::mem::take(&mut cur));
        } else {
            cur.push(c);
        }
    }
    if !cur.is_empty() {
        parts.push(cur);
    }
    Ok(new_list_of_strs(vm, &parts))
}

fn partition_impl(vm: &mut Vm, a: Args, name: &str, right: bool) -> PyResult<Value> {
    vm.check_args(name, &a, 2, 2)?;
    let sep = vm.arg_str(vm.arg(&a, 1), "sep")?;
    if sep.is_empty() {
        return Err(vm.value_error("empty separator"));
    }
    let s = this(vm, &a);
    let found = if right { s.rfind(&sep) } else { s.find(&sep) };
    let parts: [String; 3] = match found {
        Some(p) => [s[..p].to_string(), sep.clone(), s[p + sep.len()..].to_string()],
        None if right => [String::new(), String::new(), s.clone()],
        None => [s.clone(), String::new(), String::new()],
    };
    let mark = vm.temps_mark();
    for p in &parts {
        let v = vm.new_str(p);
        vm.push_temp(v);
    }
    let t = vm.tuple_from_temps(mark, 3);
    vm.pop_temps(mark);
    Ok(t)
}

fn partition(vm: &mut Vm, a: Args) -> PyResult<Value> {
    partition_impl(vm, a, "partition", false)
}

fn rpartition(vm: &mut Vm, a: Args) -> PyResult<Value> {
    partition_impl(vm, a, "rpartition", true)
}

/// `str.encode(encoding="utf-8", errors="strict")`.
fn encode(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("encode", &a, &["encoding", "errors"])?;
    if a.npos() > 3 {
        return Err(vm.type_error(&format!("encode() takes at most 2 arguments ({} given)", a.npos() - 1)));
    }
    let param = |vm: &mut Vm, i: usize, name: &str| -> PyResult<Option<String>> {
        match if a.npos() > i { Some(vm.arg(&a, i)) } else { vm.kwarg(&a, name) } {
            Some(v) => {
                let what = format!("encode() argument '{}'", name);
                vm.arg_str(v, &what).map(Some)
            }
            None => Ok(None),
        }
    };
    let encoding = param(vm, 1, "encoding")?.unwrap_or_else(|| "utf-8".into());
    let errors = param(vm, 2, "errors")?.unwrap_or_else(|| "strict".into());
    let Some(c) = codec::lookup(&encoding) else {
        return Err(vm.raise_new(TypeId::LookupError, &format!("unknown encoding: {}", encoding)));
    };
    match codec::encode(&this(vm, &a), &c, &errors) {
        Ok(bytes) => Ok(vm.new_bytes(&bytes)),
        Err(codec::EncodeError::Unencodable(msg)) => Err(vm.raise_new(TypeId::UnicodeEncodeError, &msg)),
        Err(codec::EncodeError::UnknownHandler(h)) => Err(vm.raise_new(TypeId::LookupError, &format!("unknown error handler name '{}'", h))),
    }
}

/// `str.format(*args, **kwargs)`.
fn format(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let template = this(vm, &a);
    let out = template::render(vm, &template, &mut template::Fields::of_call(&a), template::MAX_DEPTH)?;
    Ok(vm.new_str(&out))
}

/// `str.format_map(mapping)`: named fields are looked up in the mapping.
fn format_map(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("format_map", &a, 2, 2)?;
    let template = this(vm, &a);
    let out = template::render(vm, &template, &mut template::Fields::of_mapping(&a), template::MAX_DEPTH)?;
    Ok(vm.new_str(&out))
}
