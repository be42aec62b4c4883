//! Methods of `str`.
//!
//! Positions are in characters, as in Python. Searching, splitting,
//! stripping, replacing and padding are the algorithms `bytes` shares
//! (`text_algorithms`, with `Units::Chars`); this file parses the
//! arguments and builds the str results. The Unicode tables live in `ucd`,
//! the `str.format` template engine in `template`.

mod template;
pub(crate) mod translate;
pub(crate) mod ucd;

use super::codec;
use super::text_algorithms::{self as text, Units};
use crate::runtime::native::{def, BuiltinDef, Owner};
use crate::runtime::native::Args;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};

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

/// A list of the pieces `parts` of `s`.
fn new_list_of_strs(vm: &mut Vm, s: &str, parts: &[std::ops::Range<usize>]) -> Value {
    let l = vm.mem.new_list(parts.len());
    let slot = vm.mem.push_temp(l);
    for p in parts {
        let piece = vm.mem.new_str(&s[p.clone()]);
        vm.mem.list_append(vm.mem.temp(slot), piece);
    }
    let l = vm.mem.temp(slot);
    vm.mem.pop_temps(slot);
    l
}

/// Text the shared algorithms built from pieces of valid UTF-8.
fn utf8(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
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
    split_impl(vm, a, "split", false)
}

fn rsplit(vm: &mut Vm, a: Args) -> PyResult<Value> {
    split_impl(vm, a, "rsplit", true)
}

fn split_impl(vm: &mut Vm, a: Args, name: &str, right: bool) -> PyResult<Value> {
    let (sep, max) = split_args(vm, &a, name)?;
    let s = this(vm, &a);
    let max = if max < 0 { usize::MAX } else { max as usize };
    let parts = match (&sep, right) {
        (Some(sep), false) => text::split_sep(s.as_bytes(), sep.as_bytes(), max),
        (Some(sep), true) => text::rsplit_sep(s.as_bytes(), sep.as_bytes(), max),
        (None, false) => text::split_whitespace(Units::Chars, s.as_bytes(), max),
        (None, true) => text::rsplit_whitespace(Units::Chars, s.as_bytes(), max),
    };
    Ok(new_list_of_strs(vm, &s, &parts))
}

fn join(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("join", &a, 2, 2)?;
    let (mark, n) = join_items(vm, vm.arg(&a, 1))?;
    let start = mark + 1;
    let sep = this(vm, &a);
    let mut out = String::new();
    for i in 0..n {
        let item = vm.builtin_view(vm.mem.temp(start + i));
        if !is_type(item, TY_STR) {
            let t = vm.type_name(item);
            vm.mem.pop_temps(mark);
            return Err(vm.type_error(&format!("sequence item {}: expected str instance, {} found", i, t)));
        }
        if i > 0 {
            out.push_str(&sep);
        }
        out.push_str(str::as_str(item));
    }
    vm.mem.pop_temps(mark);
    Ok(vm.mem.new_str(&out))
}

/// The items `join` joins, rooted as temporaries after the iterator at the
/// returned slot (the caller pops from it). A TypeError from `iter()` is
/// reworded as CPython's.
pub(super) fn join_items(vm: &mut Vm, iterable: Value) -> PyResult<(usize, usize)> {
    let it = match vm.get_iter(iterable) {
        Ok(it) => it,
        Err(_) if vm.isinstance_of(vm.mem.r.exception, TypeId::TypeError) => return Err(vm.type_error("can only join an iterable")),
        Err(e) => return Err(e),
    };
    let mark = vm.mem.push_temp(it);
    let mut n = 0;
    loop {
        let next = if crate::runtime::interrupt::pending() { Err(vm.raise_interrupt()) } else { vm.iter_next(vm.mem.temp(mark)) };
        match next {
            Ok(Some(v)) => {
                vm.mem.push_temp(v);
                n += 1;
            }
            Ok(None) => return Ok((mark, n)),
            Err(e) => {
                vm.mem.pop_temps(mark);
                return Err(e);
            }
        }
    }
}

fn strip_impl(vm: &mut Vm, a: Args, name: &str, left: bool, right: bool) -> PyResult<Value> {
    vm.check_args(name, &a, 1, 2)?;
    let chars = opt_str(vm, &a, 1, "strip arg")?;
    let s = this(vm, &a);
    let r = text::strip(Units::Chars, s.as_bytes(), chars.as_deref().map(str::as_bytes), left, right);
    if r.len() == s.len() {
        return Ok(vm.arg(&a, 0));
    }
    Ok(vm.mem.new_str(&s[r]))
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
    vm.check_positional("replace", &a, 2, 3)?;
    let old = vm.arg_str(vm.arg(&a, 1), "replace() argument 1")?;
    let new = vm.arg_str(vm.arg(&a, 2), "replace() argument 2")?;
    let count = if a.n == 4 { vm.arg_int(vm.arg(&a, 3), "count")? } else { -1 };
    let s = this(vm, &a);
    let max = if count < 0 { usize::MAX } else { count as usize };
    let r = utf8(text::replace(Units::Chars, s.as_bytes(), old.as_bytes(), new.as_bytes(), max));
    Ok(vm.mem.new_str(&r))
}

/// The byte range of the receiver `s` that the optional start and end
/// arguments from `first` on select (None: an empty window where nothing,
/// not even an empty string, is found; see `text::window`).
fn char_window(vm: &mut Vm, a: &Args, first: usize, s: &str) -> PyResult<Option<std::ops::Range<usize>>> {
    let (start, end) = vm.slice_bounds(a, first)?;
    Ok(text::window(Units::Chars, s.as_bytes(), start, end))
}

/// The units of the str argument 0: bytes when it is ASCII (a character is
/// a byte, so windows and indexes need no walk over the text).
fn units_of(vm: &Vm, a: &Args) -> Units {
    if str::is_ascii(vm.arg(a, 0)) { Units::Bytes } else { Units::Chars }
}

fn find_impl(vm: &mut Vm, a: &Args, name: &str, from_right: bool) -> PyResult<i64> {
    vm.check_args(name, a, 2, 4)?;
    let sub = vm.arg_str(vm.arg(a, 1), "must be str")?;
    let (start, end) = vm.slice_bounds(a, 2)?;
    // Borrowed, not copied: nothing below allocates.
    let s = str::as_str(vm.arg(a, 0)).as_bytes();
    let units = units_of(vm, a);
    let Some(w) = text::window(units, s, start, end) else { return Ok(-1) };
    let hay = &s[w.clone()];
    let pos = if from_right { text::rfind(hay, sub.as_bytes()) } else { text::find(hay, sub.as_bytes()) };
    Ok(pos.map_or(-1, |p| units.index(s, w.start + p) as i64))
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
    let (start, end) = vm.slice_bounds(&a, 2)?;
    // Borrowed, not copied: nothing below allocates.
    let s = str::as_str(vm.arg(&a, 0)).as_bytes();
    let units = units_of(vm, &a);
    let Some(w) = text::window(units, s, start, end) else { return Ok(Value::int(0)) };
    Ok(Value::int(text::count(units, &s[w], sub.as_bytes()) as i64))
}

fn affix_impl(vm: &mut Vm, a: Args, name: &str, prefix: bool) -> PyResult<Value> {
    vm.check_args(name, &a, 2, 4)?;
    let s = this(vm, &a);
    let Some(w) = char_window(vm, &a, 2, &s)? else { return Ok(Value::FALSE) };
    let hay = &s[w];
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
            Ok(vm.mem.new_str(&r))
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
    Ok(vm.mem.new_str(&r))
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
    let width = width.max(0) as usize;
    if width > s.len() {
        vm.check_alloc_size(width as u128 * fill.len_utf8() as u128)?;
    }
    let mut buf = [0u8; 4];
    match text::pad(Units::Chars, s.as_bytes(), width, fill.encode_utf8(&mut buf).as_bytes(), align) {
        Some(r) => Ok(vm.mem.new_str(&utf8(r))),
        None => Ok(vm.arg(&a, 0)),
    }
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
    let width = width.max(0) as usize;
    if width > s.len() {
        vm.check_alloc_size(width as u128)?;
    }
    match text::zfill(Units::Chars, s.as_bytes(), width) {
        Some(r) => Ok(vm.mem.new_str(&utf8(r))),
        None => Ok(vm.arg(&a, 0)),
    }
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
    vm.check_alloc_size(text::expanded_len(Units::Chars, s.as_bytes(), size))?;
    let r = utf8(text::expandtabs(Units::Chars, s.as_bytes(), size));
    Ok(vm.mem.new_str(&r))
}

fn splitlines(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("splitlines", &a, &["keepends"])?;
    let keep = if a.npos() > 1 { vm.arg(&a, 1) } else { vm.kwarg(&a, "keepends").unwrap_or(Value::FALSE) };
    let keep = vm.truthy(keep)?;
    let s = this(vm, &a);
    let parts = text::splitlines(Units::Chars, s.as_bytes(), keep);
    Ok(new_list_of_strs(vm, &s, &parts))
}

fn partition_impl(vm: &mut Vm, a: Args, name: &str, right: bool) -> PyResult<Value> {
    vm.check_args(name, &a, 2, 2)?;
    let sep = vm.arg_str(vm.arg(&a, 1), "sep")?;
    if sep.is_empty() {
        return Err(vm.value_error("empty separator"));
    }
    let s = this(vm, &a);
    let mark = vm.mem.temps_mark();
    for p in text::partition(s.as_bytes(), sep.as_bytes(), right) {
        let v = vm.mem.new_str(&s[p]);
        vm.mem.push_temp(v);
    }
    let t = vm.mem.tuple_from_temps(mark, 3);
    vm.mem.pop_temps(mark);
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
    let bytes = encode_text(vm, &this(vm, &a), &encoding, &errors)?;
    Ok(vm.mem.new_bytes(&bytes))
}

/// `text` encoded, or the LookupError / UnicodeEncodeError CPython raises
/// (`str.encode`, `bytes(text, encoding)`).
pub(super) fn encode_text(vm: &mut Vm, text: &str, encoding: &str, errors: &str) -> PyResult<Vec<u8>> {
    let Some(c) = codec::lookup(encoding) else {
        return Err(vm.raise_new(TypeId::LookupError, &format!("unknown encoding: {}", encoding)));
    };
    match codec::encode(text, &c, errors) {
        Ok(bytes) => Ok(bytes),
        Err(codec::EncodeError::Unencodable(msg)) => Err(vm.raise_new(TypeId::UnicodeEncodeError, &msg)),
        Err(codec::EncodeError::UnknownHandler(h)) => Err(vm.raise_new(TypeId::LookupError, &format!("unknown error handler name '{}'", h))),
    }
}

/// `str.format(*args, **kwargs)`.
fn format(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let template = this(vm, &a);
    let out = template::render(vm, &template, &mut template::Fields::of_call(&a), template::MAX_DEPTH)?;
    Ok(vm.mem.new_str(&out))
}

/// `str.format_map(mapping)`: named fields are looked up in the mapping.
fn format_map(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("format_map", &a, 2, 2)?;
    let template = this(vm, &a);
    let out = template::render(vm, &template, &mut template::Fields::of_mapping(&a), template::MAX_DEPTH)?;
    Ok(vm.mem.new_str(&out))
}
