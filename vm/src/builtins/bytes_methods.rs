//! Methods of `bytes` and `bytearray`, and the two constructors.
//!
//! Every method here belongs to both types (the table lists each once per
//! type) and returns its receiver's type where it returns bytes
//! (`bytearray.upper()` is a bytearray). Arguments that take bytes take
//! either type, CPython's bytes-like objects. Searching, splitting,
//! stripping, replacing and padding are the algorithms `str` shares
//! (`text_algorithms`, with `Units::Bytes`); case mappings and character
//! classes are ASCII-only, as in CPython. bytearray's mutating methods are
//! in `bytearray_methods`.
//!
//! The receiver's bytes are copied out first (`this`): the methods allocate
//! their results, which may move the receiver.

use super::str_methods::{encode_text, join_items};
use super::text_algorithms::{self as text, Units};
use super::codec;
use crate::runtime::native::{def, BuiltinDef, Owner};
use crate::runtime::native::Args;
use crate::object::bytes::{buffer_data, is_buffer};
use crate::object::*;
use crate::ops::arith::{int_val, IntVal};
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use std::ops::Range;
use crate::runtime::calls::Calls;

/// `both!(name => function, ...)`: one definition per type for each.
macro_rules! both {
    ($($name:literal => $f:ident,)*) => {
        pub const DEFS: &[BuiltinDef] = &[
            $(def($name, Owner::Type(TypeId::Bytes), $f), def($name, Owner::Type(TypeId::ByteArray), $f),)*
            def("fromhex", Owner::ClassMethod(TypeId::Bytes), fromhex),
            def("fromhex", Owner::ClassMethod(TypeId::ByteArray), fromhex),
        ];
    };
}

both! {
    "split" => split,
    "rsplit" => rsplit,
    "join" => join,
    "strip" => strip,
    "lstrip" => lstrip,
    "rstrip" => rstrip,
    "find" => find,
    "rfind" => rfind,
    "index" => index,
    "rindex" => rindex,
    "count" => count,
    "replace" => replace,
    "startswith" => startswith,
    "endswith" => endswith,
    "removeprefix" => removeprefix,
    "removesuffix" => removesuffix,
    "partition" => partition,
    "rpartition" => rpartition,
    "splitlines" => splitlines,
    "expandtabs" => expandtabs,
    "center" => center,
    "ljust" => ljust,
    "rjust" => rjust,
    "zfill" => zfill,
    "upper" => upper,
    "lower" => lower,
    "swapcase" => swapcase,
    "title" => title,
    "capitalize" => capitalize,
    "isdigit" => isdigit,
    "isalpha" => isalpha,
    "isalnum" => isalnum,
    "isspace" => isspace,
    "isupper" => isupper,
    "islower" => islower,
    "istitle" => istitle,
    "isascii" => isascii,
    "hex" => hex,
    "decode" => decode,
}

/// The receiver's bytes (copied) and whether it is a bytearray.
fn this(vm: &Vm, a: &Args) -> (Vec<u8>, bool) {
    let v = vm.arg(a, 0);
    (buffer_data(v).unwrap_or_default().to_vec(), is_type(v, TY_BYTEARRAY))
}

/// A bytes-like argument's bytes (copied), or CPython's TypeError.
fn buffer_arg(vm: &mut Vm, v: Value) -> PyResult<Vec<u8>> {
    vm.bytes_like_arg(v)
}

/// Optional bytes-like argument `i` (absent or None → None).
fn opt_buffer_arg(vm: &mut Vm, a: &Args, i: usize) -> PyResult<Option<Vec<u8>>> {
    if a.n <= i || vm.arg(a, i).is_none() {
        return Ok(None);
    }
    buffer_arg(vm, vm.arg(a, i)).map(Some)
}

/// The pattern of find/count/index: bytes-like, or an int naming one byte.
fn pattern_arg(vm: &mut Vm, v: Value) -> PyResult<Vec<u8>> {
    let view = vm.builtin_view(v);
    if let Some(d) = buffer_data(view) {
        return Ok(d.to_vec());
    }
    if int_val(view).is_some() {
        return Ok(vec![vm.byte_value(view)?]);
    }
    let t = vm.type_name(v);
    Err(vm.type_error(&format!("argument should be integer or bytes-like object, not '{}'", t)))
}

/// A list of the pieces `parts` of `data`, each a bytes (a bytearray when `mutable`).
fn new_list_of_buffers(vm: &mut Vm, mutable: bool, data: &[u8], parts: &[Range<usize>]) -> Value {
    let l = vm.mem.new_list(parts.len());
    let slot = vm.mem.push_temp(l);
    for p in parts {
        let piece = vm.mem.new_buffer(mutable, &data[p.clone()]);
        vm.mem.list_append(vm.mem.temp(slot), piece);
    }
    let l = vm.mem.temp(slot);
    vm.mem.pop_temps(slot);
    l
}

impl Vm {
    /// An int in range(0, 256) as a byte: CPython's ValueError outside it,
    /// its TypeError for a non-int.
    pub fn byte_value(&mut self, v: Value) -> PyResult<u8> {
        self.byte_in_range(v, "byte must be in range(0, 256)")
    }

    /// `byte_value` with `range_msg` as the ValueError's text (bytes and
    /// bytearray word it differently).
    fn byte_in_range(&mut self, v: Value, range_msg: &str) -> PyResult<u8> {
        match int_val(v).or_else(|| int_val(self.builtin_view(v))) {
            Some(IntVal::Small(b)) if (0..256).contains(&b) => Ok(b as u8),
            Some(_) => Err(self.value_error(range_msg)),
            None => {
                let t = self.type_name(v);
                Err(self.type_error(&format!("'{}' object cannot be interpreted as an integer", t)))
            }
        }
    }

    /// The bytes of a bytes-like object, or of an iterable of ints in
    /// range(0, 256) (`range_msg` as in `byte_in_range`).
    pub fn bytes_of_iterable(&mut self, v: Value, range_msg: &str) -> PyResult<Vec<u8>> {
        if let Some(d) = self.bytes_like(v)? {
            return Ok(d);
        }
        let mut out = Vec::new();
        self.for_each_item(v, |vm, x| {
            out.push(vm.byte_in_range(x, range_msg)?);
            Ok(true)
        })?;
        Ok(out)
    }
}

/// `bytes(...)` (`bytearray(...)` when `mutable`): empty; `n` zero bytes;
/// a str encoded; a copy of a bytes-like object; `__bytes__` (bytes
/// only); or the ints of an iterable.
pub fn construct_buffer(vm: &mut Vm, a: Args, mutable: bool) -> PyResult<Value> {
    let name = if mutable { "bytearray" } else { "bytes" };
    vm.check_kwargs(name, &a, &["source", "encoding", "errors"])?;
    if a.n > 3 {
        return Err(vm.type_error(&format!("{}() takes at most 3 arguments ({} given)", name, a.n)));
    }
    let param = |vm: &Vm, i: usize, kw: &str| if a.npos() > i { Some(vm.arg(&a, i)) } else { vm.kwarg(&a, kw) };
    let (source, encoding, errors) = (param(vm, 0, "source"), param(vm, 1, "encoding"), param(vm, 2, "errors"));
    let text_arg = |vm: &mut Vm, v: Option<Value>, what: &str, default: &str| -> PyResult<String> {
        match v {
            Some(v) => vm.arg_str(v, &format!("{}() argument '{}'", name, what)),
            None => Ok(default.to_string()),
        }
    };
    let Some(src) = source else {
        if encoding.is_some() || errors.is_some() {
            let what = if encoding.is_some() { "encoding" } else { "errors" };
            return Err(vm.type_error(&format!("{} without a string argument", what)));
        }
        return Ok(vm.mem.new_buffer(mutable, &[]));
    };
    let view = vm.builtin_view(src);
    if is_type(view, TY_STR) {
        if encoding.is_none() {
            return Err(vm.type_error("string argument without an encoding"));
        }
        let enc = text_arg(vm, encoding, "encoding", "utf-8")?;
        let errs = text_arg(vm, errors, "errors", "strict")?;
        let t = str::as_str(vm.builtin_view(src)).to_string();
        let data = encode_text(vm, &t, &enc, &errs)?;
        return Ok(vm.mem.new_buffer(mutable, &data));
    }
    if encoding.is_some() || errors.is_some() {
        let what = if encoding.is_some() { "encoding" } else { "errors" };
        return Err(vm.type_error(&format!("{} without a string argument", what)));
    }
    if let Some(d) = buffer_data(view) {
        let d = d.to_vec();
        return Ok(vm.mem.new_buffer(mutable, &d));
    }
    match int_val(view) {
        Some(IntVal::Small(n)) if n < 0 => return Err(vm.value_error("negative count")),
        Some(IntVal::Small(n)) => {
            vm.check_alloc_size(n as u128)?;
            return Ok(vm.mem.new_buffer(mutable, &vec![0; n as usize]));
        }
        Some(IntVal::Big(_)) => return Err(vm.overflow_error("cannot fit 'int' into an index-sized integer")),
        None => {}
    }
    if is_instance_obj(src) && !mutable {
        let n = vm.intern("__bytes__");
        let cls = vm.mem.instance_class(src);
        if vm.lookup_type(cls, n).is_some() {
            let r = vm.call_method(src, "__bytes__", &[])?;
            let Some(d) = buffer_data(r).filter(|_| is_type(r, TY_BYTES)) else {
                let t = vm.type_name(r);
                return Err(vm.type_error(&format!("__bytes__ returned non-bytes (type {})", t)));
            };
            let d = d.to_vec();
            return Ok(vm.mem.new_buffer(mutable, &d));
        }
    }
    if !vm.is_iterable(src) {
        let t = vm.type_name(src);
        return Err(vm.type_error(&format!("cannot convert '{}' object to {}", t, name)));
    }
    let range_msg = if mutable { "byte must be in range(0, 256)" } else { "bytes must be in range(0, 256)" };
    let data = vm.bytes_of_iterable(src, range_msg)?;
    Ok(vm.mem.new_buffer(mutable, &data))
}

fn split_args(vm: &mut Vm, a: &Args, name: &str) -> PyResult<(Option<Vec<u8>>, usize)> {
    vm.check_kwargs(name, a, &["sep", "maxsplit"])?;
    if a.npos() > 3 {
        return Err(vm.type_error(&format!("{}() takes at most 2 arguments ({} given)", name, a.npos() - 1)));
    }
    let sep = if a.npos() > 1 { Some(vm.arg(a, 1)) } else { vm.kwarg(a, "sep") };
    let sep = match sep.filter(|v| !v.is_none()) {
        Some(v) => Some(buffer_arg(vm, v)?),
        None => None,
    };
    let max = match if a.npos() > 2 { Some(vm.arg(a, 2)) } else { vm.kwarg(a, "maxsplit") } {
        Some(v) => vm.arg_int(v, "maxsplit")?,
        None => -1,
    };
    if sep.as_deref() == Some(&[][..]) {
        return Err(vm.value_error("empty separator"));
    }
    Ok((sep, if max < 0 { usize::MAX } else { max as usize }))
}

fn split(vm: &mut Vm, a: Args) -> PyResult<Value> {
    split_impl(vm, a, "split", false)
}

fn rsplit(vm: &mut Vm, a: Args) -> PyResult<Value> {
    split_impl(vm, a, "rsplit", true)
}

fn split_impl(vm: &mut Vm, a: Args, name: &str, right: bool) -> PyResult<Value> {
    let (sep, max) = split_args(vm, &a, name)?;
    let (s, mutable) = this(vm, &a);
    let parts = match (&sep, right) {
        (Some(sep), false) => text::split_sep(&s, sep, max),
        (Some(sep), true) => text::rsplit_sep(&s, sep, max),
        (None, false) => text::split_whitespace(Units::Bytes, &s, max),
        (None, true) => text::rsplit_whitespace(Units::Bytes, &s, max),
    };
    Ok(new_list_of_buffers(vm, mutable, &s, &parts))
}

fn join(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("join", &a, 2, 2)?;
    let (mark, n) = join_items(vm, vm.arg(&a, 1))?;
    let (sep, mutable) = this(vm, &a);
    let mut out = Vec::new();
    for i in 0..n {
        let item = vm.mem.temp(mark + 1 + i);
        let d = match vm.bytes_like(item) {
            Ok(Some(d)) => d,
            Ok(None) => {
                let t = vm.type_name(vm.builtin_view(item));
                vm.mem.pop_temps(mark);
                return Err(vm.type_error(&format!("sequence item {}: expected a bytes-like object, {} found", i, t)));
            }
            Err(e) => {
                vm.mem.pop_temps(mark);
                return Err(e);
            }
        };
        if i > 0 {
            out.extend_from_slice(&sep);
        }
        out.extend_from_slice(&d);
    }
    vm.mem.pop_temps(mark);
    Ok(vm.mem.new_buffer(mutable, &out))
}

fn strip_impl(vm: &mut Vm, a: Args, name: &str, left: bool, right: bool) -> PyResult<Value> {
    vm.check_args(name, &a, 1, 2)?;
    let chars = opt_buffer_arg(vm, &a, 1)?;
    let (s, mutable) = this(vm, &a);
    let r = text::strip(Units::Bytes, &s, chars.as_deref(), left, right);
    Ok(vm.mem.new_buffer(mutable, &s[r]))
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

/// The receiver, its pattern and the window of a find/count-like method
/// (None for a window where nothing is found).
/// The bytes searched (argument 0, borrowed: valid until the next
/// allocation, and nothing after this call allocates), the needle and the
/// window of `[start[, end]]`.
fn search_args<'a>(vm: &mut Vm, a: &Args, name: &str) -> PyResult<(&'a [u8], Vec<u8>, Option<Range<usize>>)> {
    vm.check_args(name, a, 2, 4)?;
    let sub = pattern_arg(vm, vm.arg(a, 1))?;
    let (start, end) = vm.slice_bounds(a, 2)?;
    let s: &'a [u8] = buffer_data(vm.arg(a, 0)).unwrap_or_default();
    let w = text::window(Units::Bytes, s, start, end);
    Ok((s, sub, w))
}

fn find_impl(vm: &mut Vm, a: &Args, name: &str, right: bool) -> PyResult<i64> {
    let (s, sub, w) = search_args(vm, a, name)?;
    let Some(w) = w else { return Ok(-1) };
    let hay = &s[w.clone()];
    let pos = if right { text::rfind(hay, &sub) } else { text::find(hay, &sub) };
    Ok(pos.map_or(-1, |p| (w.start + p) as i64))
}

fn find(vm: &mut Vm, a: Args) -> PyResult<Value> {
    Ok(Value::int(find_impl(vm, &a, "find", false)?))
}

fn rfind(vm: &mut Vm, a: Args) -> PyResult<Value> {
    Ok(Value::int(find_impl(vm, &a, "rfind", true)?))
}

fn index(vm: &mut Vm, a: Args) -> PyResult<Value> {
    match find_impl(vm, &a, "index", false)? {
        -1 => Err(vm.value_error("subsection not found")),
        i => Ok(Value::int(i)),
    }
}

fn rindex(vm: &mut Vm, a: Args) -> PyResult<Value> {
    match find_impl(vm, &a, "rindex", true)? {
        -1 => Err(vm.value_error("subsection not found")),
        i => Ok(Value::int(i)),
    }
}

fn count(vm: &mut Vm, a: Args) -> PyResult<Value> {
    let (s, sub, w) = search_args(vm, &a, "count")?;
    Ok(Value::int(w.map_or(0, |w| text::count(Units::Bytes, &s[w], &sub)) as i64))
}

fn replace(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_positional("replace", &a, 2, 3)?;
    let old = buffer_arg(vm, vm.arg(&a, 1))?;
    let new = buffer_arg(vm, vm.arg(&a, 2))?;
    let count = if a.n == 4 { vm.arg_int(vm.arg(&a, 3), "count")? } else { -1 };
    let (s, mutable) = this(vm, &a);
    let r = text::replace(Units::Bytes, &s, &old, &new, if count < 0 { usize::MAX } else { count as usize });
    Ok(vm.mem.new_buffer(mutable, &r))
}

fn affix_impl(vm: &mut Vm, a: Args, name: &str, prefix: bool) -> PyResult<Value> {
    vm.check_args(name, &a, 2, 4)?;
    let arg = vm.builtin_view(vm.arg(&a, 1));
    let cands: Vec<Vec<u8>> = if is_type(arg, TY_TUPLE) {
        let mut v = Vec::new();
        for x in seq::seq_items(arg) {
            v.push(buffer_arg(vm, x)?);
        }
        v
    } else if is_buffer(arg) {
        vec![buffer_data(arg).unwrap_or_default().to_vec()]
    } else {
        let t = vm.type_name(arg);
        return Err(vm.type_error(&format!("{} first arg must be bytes or a tuple of bytes, not {}", name, t)));
    };
    let (start, end) = vm.slice_bounds(&a, 2)?;
    let (s, _) = this(vm, &a);
    let Some(w) = text::window(Units::Bytes, &s, start, end) else { return Ok(Value::FALSE) };
    let hay = &s[w];
    Ok(Value::bool(cands.iter().any(|c| if prefix { hay.starts_with(c) } else { hay.ends_with(c) })))
}

fn startswith(vm: &mut Vm, a: Args) -> PyResult<Value> {
    affix_impl(vm, a, "startswith", true)
}

fn endswith(vm: &mut Vm, a: Args) -> PyResult<Value> {
    affix_impl(vm, a, "endswith", false)
}

fn remove_affix(vm: &mut Vm, a: Args, name: &str, prefix: bool) -> PyResult<Value> {
    vm.check_args(name, &a, 2, 2)?;
    let affix = buffer_arg(vm, vm.arg(&a, 1))?;
    let (s, mutable) = this(vm, &a);
    let rest = if prefix { s.strip_prefix(affix.as_slice()) } else { s.strip_suffix(affix.as_slice()) };
    Ok(vm.mem.new_buffer(mutable, rest.unwrap_or(&s)))
}

fn removeprefix(vm: &mut Vm, a: Args) -> PyResult<Value> {
    remove_affix(vm, a, "removeprefix", true)
}

fn removesuffix(vm: &mut Vm, a: Args) -> PyResult<Value> {
    remove_affix(vm, a, "removesuffix", false)
}

fn partition_impl(vm: &mut Vm, a: Args, name: &str, right: bool) -> PyResult<Value> {
    vm.check_args(name, &a, 2, 2)?;
    let sep = buffer_arg(vm, vm.arg(&a, 1))?;
    if sep.is_empty() {
        return Err(vm.value_error("empty separator"));
    }
    let (s, mutable) = this(vm, &a);
    let mark = vm.mem.temps_mark();
    for p in text::partition(&s, &sep, right) {
        let v = vm.mem.new_buffer(mutable, &s[p]);
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

fn splitlines(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("splitlines", &a, &["keepends"])?;
    let keep = if a.npos() > 1 { vm.arg(&a, 1) } else { vm.kwarg(&a, "keepends").unwrap_or(Value::FALSE) };
    let keep = vm.truthy(keep)?;
    let (s, mutable) = this(vm, &a);
    let parts = text::splitlines(Units::Bytes, &s, keep);
    Ok(new_list_of_buffers(vm, mutable, &s, &parts))
}

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
    let (s, mutable) = this(vm, &a);
    vm.check_alloc_size(text::expanded_len(Units::Bytes, &s, size))?;
    let r = text::expandtabs(Units::Bytes, &s, size);
    Ok(vm.mem.new_buffer(mutable, &r))
}

fn pad_impl(vm: &mut Vm, a: Args, name: &str, align: char) -> PyResult<Value> {
    vm.check_args(name, &a, 2, 3)?;
    let width = vm.arg_int(vm.arg(&a, 1), "width")?.max(0) as usize;
    let fill = if a.n > 2 {
        let f = vm.builtin_view(vm.arg(&a, 2));
        match buffer_data(f) {
            Some(d) if d.len() == 1 => d[0],
            _ => {
                let t = vm.type_name(f);
                return Err(vm.type_error(&format!("{}() argument 2 must be a byte string of length 1, not {}", name, t)));
            }
        }
    } else {
        b' '
    };
    let (s, mutable) = this(vm, &a);
    vm.check_alloc_size(width as u128)?;
    let r = text::pad(Units::Bytes, &s, width, &[fill], align);
    Ok(vm.mem.new_buffer(mutable, r.as_deref().unwrap_or(&s)))
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
    let width = vm.arg_int(vm.arg(&a, 1), "width")?.max(0) as usize;
    let (s, mutable) = this(vm, &a);
    vm.check_alloc_size(width as u128)?;
    let r = text::zfill(Units::Bytes, &s, width);
    Ok(vm.mem.new_buffer(mutable, r.as_deref().unwrap_or(&s)))
}

/// A method mapping the receiver's bytes to new bytes of its type.
fn map_bytes(vm: &mut Vm, a: Args, name: &str, f: fn(&[u8]) -> Vec<u8>) -> PyResult<Value> {
    vm.check_args(name, &a, 1, 1)?;
    let (s, mutable) = this(vm, &a);
    let r = f(&s);
    Ok(vm.mem.new_buffer(mutable, &r))
}

fn upper(vm: &mut Vm, a: Args) -> PyResult<Value> {
    map_bytes(vm, a, "upper", |s| s.to_ascii_uppercase())
}

fn lower(vm: &mut Vm, a: Args) -> PyResult<Value> {
    map_bytes(vm, a, "lower", |s| s.to_ascii_lowercase())
}

fn swapcase(vm: &mut Vm, a: Args) -> PyResult<Value> {
    map_bytes(vm, a, "swapcase", |s| s.iter().map(|&b| if b.is_ascii_uppercase() { b.to_ascii_lowercase() } else { b.to_ascii_uppercase() }).collect())
}

/// Each run of letters starts uppercase and continues lowercase.
fn title(vm: &mut Vm, a: Args) -> PyResult<Value> {
    map_bytes(vm, a, "title", |s| {
        let mut prev_cased = false;
        s.iter()
            .map(|&b| {
                let r = if prev_cased { b.to_ascii_lowercase() } else { b.to_ascii_uppercase() };
                prev_cased = b.is_ascii_alphabetic();
                r
            })
            .collect()
    })
}

fn capitalize(vm: &mut Vm, a: Args) -> PyResult<Value> {
    map_bytes(vm, a, "capitalize", |s| s.iter().enumerate().map(|(i, b)| if i == 0 { b.to_ascii_uppercase() } else { b.to_ascii_lowercase() }).collect())
}

fn test_bytes(vm: &mut Vm, a: Args, name: &str, f: fn(&[u8]) -> bool) -> PyResult<Value> {
    vm.check_args(name, &a, 1, 1)?;
    let (s, _) = this(vm, &a);
    Ok(Value::bool(f(&s)))
}

fn isdigit(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_bytes(vm, a, "isdigit", |s| !s.is_empty() && s.iter().all(u8::is_ascii_digit))
}

fn isalpha(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_bytes(vm, a, "isalpha", |s| !s.is_empty() && s.iter().all(u8::is_ascii_alphabetic))
}

fn isalnum(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_bytes(vm, a, "isalnum", |s| !s.is_empty() && s.iter().all(u8::is_ascii_alphanumeric))
}

fn isspace(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_bytes(vm, a, "isspace", |s| !s.is_empty() && s.iter().all(|&b| Units::Bytes.is_space(b as u32)))
}

fn isupper(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_bytes(vm, a, "isupper", |s| s.iter().any(u8::is_ascii_uppercase) && !s.iter().any(u8::is_ascii_lowercase))
}

fn islower(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_bytes(vm, a, "islower", |s| s.iter().any(u8::is_ascii_lowercase) && !s.iter().any(u8::is_ascii_uppercase))
}

/// Uppercase letters only after non-letters, lowercase only after letters,
/// and at least one letter.
fn istitle(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_bytes(vm, a, "istitle", |s| {
        let (mut cased, mut prev_cased) = (false, false);
        for b in s {
            if b.is_ascii_alphabetic() {
                if b.is_ascii_uppercase() == prev_cased {
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

fn isascii(vm: &mut Vm, a: Args) -> PyResult<Value> {
    test_bytes(vm, a, "isascii", |s| s.is_ascii())
}

/// `hex(sep=None, bytes_per_sep=1)`: two lowercase digits per byte, `sep`
/// between groups of `bytes_per_sep` bytes counted from the right (from
/// the left when negative).
fn hex(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("hex", &a, &["sep", "bytes_per_sep"])?;
    if a.n > 3 {
        return Err(vm.type_error(&format!("hex() takes at most 2 arguments ({} given)", a.n - 1)));
    }
    let sep = if a.npos() > 1 { Some(vm.arg(&a, 1)) } else { vm.kwarg(&a, "sep") };
    let sep: Option<char> = match sep {
        None => None,
        Some(v) => {
            let v = vm.builtin_view(v);
            let chars: Vec<char> = if is_type(v, TY_STR) {
                str::as_str(v).chars().collect()
            } else if let Some(d) = buffer_data(v) {
                d.iter().map(|&b| b as char).collect()
            } else {
                let t = vm.type_name(v);
                return Err(vm.type_error(&format!("sep must be str or bytes, not {}", t)));
            };
            match chars[..] {
                [c] if c.is_ascii() => Some(c),
                [_] => return Err(vm.value_error("sep must be ASCII.")),
                _ => return Err(vm.value_error("sep must be length 1.")),
            }
        }
    };
    let per = match if a.npos() > 2 { Some(vm.arg(&a, 2)) } else { vm.kwarg(&a, "bytes_per_sep") } {
        Some(v) => vm.arg_int(v, "bytes_per_sep")?,
        None => 1,
    };
    let (s, _) = this(vm, &a);
    let group = per.unsigned_abs() as usize;
    let mut out = String::with_capacity(3 * s.len());
    for (i, b) in s.iter().enumerate() {
        if let Some(c) = sep.filter(|_| i > 0 && group > 0) {
            let boundary = if per > 0 { (s.len() - i) % group == 0 } else { i % group == 0 };
            if boundary {
                out.push(c);
            }
        }
        out.push_str(&format!("{:02x}", b));
    }
    Ok(vm.mem.new_str(&out))
}

/// `bytes.fromhex(string)` / `bytearray.fromhex(string)`: pairs of hex
/// digits, ASCII whitespace allowed between pairs.
fn fromhex(vm: &mut Vm, a: Args) -> PyResult<Value> {
    // a[0] is the class (a classmethod), a[1] the string.
    vm.check_args("fromhex", &a, 2, 2)?;
    let mutable = vm.class_is(vm.arg(&a, 0), TypeId::ByteArray);
    let v = vm.builtin_view(vm.arg(&a, 1));
    if !is_type(v, TY_STR) {
        let t = vm.type_name(v);
        return Err(vm.type_error(&format!("fromhex() argument must be str, not {}", t)));
    }
    let s = str::as_str(v).to_string();
    let bad = |vm: &mut Vm, pos: usize| vm.value_error(&format!("non-hexadecimal number found in fromhex() arg at position {}", pos));
    if let Some(pos) = s.chars().position(|c| !c.is_ascii()) {
        return Err(bad(vm, pos));
    }
    let s = s.as_bytes();
    let digit = |i: usize| s.get(i).and_then(|&c| (c as char).to_digit(16));
    let mut out = Vec::with_capacity(s.len() / 2);
    let mut i = 0;
    while i < s.len() {
        if Units::Bytes.is_space(s[i] as u32) {
            i += 1;
            continue;
        }
        let Some(hi) = digit(i) else { return Err(bad(vm, i)) };
        let Some(lo) = digit(i + 1) else { return Err(bad(vm, i + 1)) };
        out.push((hi * 16 + lo) as u8);
        i += 2;
    }
    Ok(vm.mem.new_buffer(mutable, &out))
}

/// `decode(encoding="utf-8", errors="strict")`.
fn decode(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_kwargs("decode", &a, &["encoding", "errors"])?;
    if a.npos() > 3 {
        return Err(vm.type_error(&format!("decode() takes at most 2 arguments ({} given)", a.npos() - 1)));
    }
    let param = |vm: &mut Vm, i: usize, name: &str| -> PyResult<Option<String>> {
        match if a.npos() > i { Some(vm.arg(&a, i)) } else { vm.kwarg(&a, name) } {
            Some(v) => vm.arg_str(v, &format!("decode() argument '{}'", name)).map(Some),
            None => Ok(None),
        }
    };
    let encoding = param(vm, 1, "encoding")?.unwrap_or_else(|| "utf-8".into());
    let errors = param(vm, 2, "errors")?.unwrap_or_else(|| "strict".into());
    let Some(c) = codec::lookup(&encoding) else {
        return Err(vm.raise_new(TypeId::LookupError, &format!("unknown encoding: {}", encoding)));
    };
    let (s, _) = this(vm, &a);
    match codec::decode(&s, &c, &errors) {
        Ok(text) => Ok(vm.mem.new_str(&text)),
        Err(codec::DecodeError::Undecodable(msg)) => Err(vm.raise_new(TypeId::UnicodeDecodeError, &msg)),
        Err(codec::DecodeError::UnknownHandler(h)) => Err(vm.raise_new(TypeId::LookupError, &format!("unknown error handler name '{}'", h))),
    }
}
