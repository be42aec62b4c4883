//! The module `_re`: the regular-expression engine (`builtins/regex`) as
//! the functions `vm/lib/re.py` builds the `re` API on.
//!
//! - `compile(pattern, flags)`: `(program, groups, names, flags)`, where
//!   `program` is a `bytes` object of the compiled program's words and
//!   `names` is a flat tuple `(name, group, ...)`; or `(message, position)`
//!   for a pattern that does not parse (`position` None when CPython gives
//!   none), which `re.py` raises as `re.error`.
//! - `exec(program, string, pos, endpos, mode, must_advance)`: one match
//!   (`mode` 0 match, 1 fullmatch, 2 search) as a tuple of
//!   `2 * (groups + 1)` offsets (-1 for a group that did not take part) and
//!   the last group closed (0 for none), or None.
//! - `scan(program, string, pos, endpos, limit)`: every non-overlapping
//!   match from `pos` (at most `limit` of them, 0 for all), as one flat list
//!   of such records, with CPython's rule for empty matches.
//!
//! Offsets are in characters: the matcher works in UTF-8 byte offsets and
//! this module converts both ways (`Offsets`).
//!
//! Must never: hold the program's or the subject's bytes across an
//! allocation (every result is made after the last match has run).

use super::regex::compile;
use super::regex::program::{self, Header};
use super::regex::matcher::{Failure, Found, Matcher, Mode};
use super::regex::syntax::{self, NO_POS};
use super::regex::text::{Bytes, Text, Utf8};
use crate::object::*;
use crate::ops::arith::{int_val, IntVal};
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::types::TypeId;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

pub const DEFS: &[BuiltinDef] = &[def("compile", Module("_re"), compile), def("exec", Module("_re"), exec), def("scan", Module("_re"), scan)];

fn small_int(vm: &mut Vm, v: Value, what: &str) -> PyResult<i64> {
    match int_val(v) {
        Some(IntVal::Small(n)) => Ok(n),
        Some(IntVal::Big(b)) => Ok(if b.sign() == num_bigint::Sign::Minus { i64::MIN } else { i64::MAX }),
        None => {
            let t = vm.type_name(v);
            Err(vm.type_error(&format!("{} must be an integer, not {}", what, t)))
        }
    }
}

fn compile(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("compile", &a, 2, 2)?;
    let p = vm.arg(&a, 0);
    let flags = small_int(vm, vm.arg(&a, 1), "flags")? as u32;
    let (pattern, is_bytes): (Vec<u32>, bool) = if is_type(p, TY_STR) {
        (str::as_str(p).chars().map(|c| c as u32).collect(), false)
    } else if let Some(b) = bytes::buffer_data(p) {
        (b.iter().map(|&b| b as u32).collect(), true)
    } else {
        return Err(vm.type_error("first argument must be string or compiled pattern"));
    };
    let parsed = match syntax::parse(&pattern, flags, is_bytes) {
        Ok(parsed) => parsed,
        Err(e) if e.msg == syntax::TOO_LARGE => return Err(vm.raise_new(TypeId::OverflowError, &e.msg)),
        Err(e) => {
            let msg = vm.mem.new_str(&e.msg);
            let pos = if e.pos == NO_POS { Value::NONE } else { Value::int(e.pos as i64) };
            return Ok(vm.mem.tuple_of_rooted(&[msg, pos]));
        }
    };
    let words = compile::compile(&parsed, is_bytes);
    let code_bytes: Vec<u8> = words.iter().flat_map(|w| w.to_ne_bytes()).collect();
    let mark = vm.mem.temps_mark();
    let code = vm.mem.new_bytes(&code_bytes);
    vm.mem.push_temp(code);
    let name_start = vm.mem.temps_mark();
    for (name, g) in &parsed.names {
        let s = vm.mem.new_str(name);
        vm.mem.push_temp(s);
        vm.mem.push_temp(Value::int(*g as i64));
    }
    let names = vm.mem.tuple_from_temps(name_start, 2 * parsed.names.len());
    vm.mem.pop_temps(name_start);
    vm.mem.push_temp(names);
    vm.mem.push_temp(Value::int(parsed.groups as i64));
    vm.mem.push_temp(Value::int(parsed.flags as i64));
    let code = vm.mem.temp(mark);
    let names = vm.mem.temp(mark + 1);
    let (groups, flags) = (vm.mem.temp(mark + 2), vm.mem.temp(mark + 3));
    let t = vm.mem.tuple_of_rooted(&[code, groups, names, flags]);
    vm.mem.pop_temps(mark);
    Ok(t)
}

/// The program's words, borrowed from the `bytes` object `v` when it holds a
/// valid program; valid until the next allocation. A program is checked
/// once, and its object marked.
fn program<'a>(vm: &mut Vm, v: Value) -> PyResult<&'a [u32]> {
    if !is_type(v, TY_BYTES) {
        return Err(vm.value_error("invalid regular expression program"));
    }
    let data: &'a [u8] = bytes::bytes_data(v);
    match words_of(data) {
        Some(w) if bytes::is_checked_program(v) => Ok(w),
        Some(w) if program::validate(w) => {
            bytes::mark_checked_program(v);
            Ok(w)
        }
        _ => Err(vm.value_error("invalid regular expression program")),
    }
}

/// `data` as native-endian 32-bit words, when it is aligned for them and
/// a whole number of them.
fn words_of(data: &[u8]) -> Option<&[u32]> {
    if data.len() % 4 != 0 || (data.as_ptr() as usize) % std::mem::align_of::<u32>() != 0 {
        return None;
    }
    // SAFETY: the pointer is aligned for u32 and the length is a whole number
    // of words (both checked above); any bit pattern is a valid u32; the slice
    // lives as long as `data`.
    Some(unsafe { std::slice::from_raw_parts(data.as_ptr() as *const u32, data.len() / 4) })
}

/// The subject: a str (with its length in characters) or a bytes-like
/// object, matching the pattern's kind.
enum Subject<'a> {
    Str(&'a str, usize),
    Bytes(&'a [u8]),
}

fn subject<'a>(vm: &mut Vm, program: &[u32], v: Value) -> PyResult<Subject<'a>> {
    let bytes_pattern = program[Header::KIND] & program::KIND_BYTES != 0;
    if is_type(v, TY_STR) {
        if bytes_pattern {
            return Err(vm.type_error("cannot use a bytes pattern on a string-like object"));
        }
        return Ok(Subject::Str(str::as_str(v), str::char_len(v)));
    }
    match bytes::buffer_data(v) {
        Some(b) if bytes_pattern => Ok(Subject::Bytes(b)),
        Some(_) => Err(vm.type_error("cannot use a string pattern on a bytes-like object")),
        None => {
            let t = vm.type_name(v);
            Err(vm.type_error(&format!("expected string or bytes-like object, got '{}'", t)))
        }
    }
}

/// Converts character offsets to byte offsets and back over a UTF-8 text,
/// walking from the last offset converted (offsets mostly increase).
struct Offsets<'a> {
    text: &'a [u8],
    ascii: bool,
    byte: usize,
    char: usize,
}

impl<'a> Offsets<'a> {
    fn new(text: &'a [u8], ascii: bool) -> Self {
        Offsets { text, ascii, byte: 0, char: 0 }
    }

    fn is_start(&self, b: usize) -> bool {
        b >= self.text.len() || self.text[b] & 0xc0 != 0x80
    }

    fn to_byte(&mut self, c: usize) -> usize {
        if self.ascii {
            return c.min(self.text.len());
        }
        if c < self.char {
            self.byte = 0;
            self.char = 0;
        }
        while self.char < c && self.byte < self.text.len() {
            self.byte += 1;
            while !self.is_start(self.byte) {
                self.byte += 1;
            }
            self.char += 1;
        }
        self.byte
    }

    fn to_char(&mut self, b: usize) -> usize {
        if self.ascii {
            return b;
        }
        while self.byte > b {
            self.byte -= 1;
            while !self.is_start(self.byte) {
                self.byte -= 1;
            }
            self.char -= 1;
        }
        while self.byte < b {
            self.byte += 1;
            while !self.is_start(self.byte) {
                self.byte += 1;
            }
            self.char += 1;
        }
        self.char
    }
}

/// A match request: the program, the subject, the region in byte offsets.
struct Run<'a> {
    program: &'a [u32],
    subject: Subject<'a>,
    start: usize,
    end: usize,
}

/// Reads `(program, string, pos, endpos)` from the first four arguments,
/// clamping the region as CPython does.
fn run_args<'a>(vm: &mut Vm, a: &Args) -> PyResult<Run<'a>> {
    let (pos, endpos) = (small_int(vm, vm.arg(a, 2), "pos")?, small_int(vm, vm.arg(a, 3), "endpos")?);
    let program = program(vm, vm.arg(a, 0))?;
    let subject = subject(vm, program, vm.arg(a, 1))?;
    let (start, end) = match &subject {
        Subject::Str(s, len) => {
            let ascii = *len == s.len();
            let clamp = |x: i64| x.clamp(0, *len as i64) as usize;
            let mut offsets = Offsets::new(s.as_bytes(), ascii);
            (offsets.to_byte(clamp(pos)), offsets.to_byte(clamp(endpos)))
        }
        Subject::Bytes(b) => {
            let clamp = |x: i64| x.clamp(0, b.len() as i64) as usize;
            (clamp(pos), clamp(endpos))
        }
    };
    Ok(Run { program, subject, start, end })
}

fn failure(vm: &mut Vm, f: Failure) -> crate::runtime::vm::Exc {
    match f {
        Failure::Interrupted => vm.raise_interrupt(),
        Failure::Memory => vm.raise_new(TypeId::MemoryError, "regular expression backtracking stack exhausted"),
    }
}

/// Runs `each` with a matcher over the subject, whatever its kind.
fn with_matcher<R>(run: &Run, each: impl FnOnce(&mut dyn Searcher) -> R) -> R {
    match run.subject {
        Subject::Str(s, _) => each(&mut Matcher::new(run.program, &Utf8(s.as_bytes()), run.end)),
        Subject::Bytes(b) => each(&mut Matcher::new(run.program, &Bytes(b), run.end)),
    }
}

/// The matcher's search, whatever its text.
trait Searcher {
    fn find(&mut self, start: usize, mode: Mode, must_advance: bool) -> Result<Option<Found>, Failure>;
}

impl<T: Text> Searcher for Matcher<'_, T> {
    fn find(&mut self, start: usize, mode: Mode, must_advance: bool) -> Result<Option<Found>, Failure> {
        self.run(start, mode, must_advance)
    }
}

/// Appends a match's record (offsets in characters, then `lastindex`).
fn record(out: &mut Vec<i64>, found: &Found, offsets: &mut Option<Offsets>) {
    for &b in &found.spans {
        out.push(match (b, offsets.as_mut()) {
            (usize::MAX, _) => -1,
            (b, Some(o)) => o.to_char(b) as i64,
            (b, None) => b as i64,
        });
    }
    out.push(found.lastindex as i64);
}

fn char_offsets<'a>(run: &Run<'a>) -> Option<Offsets<'a>> {
    match run.subject {
        Subject::Str(s, len) if len != s.len() => Some(Offsets::new(s.as_bytes(), false)),
        _ => None,
    }
}

fn exec(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("exec", &a, 6, 6)?;
    let mode = match small_int(vm, vm.arg(&a, 4), "mode")? {
        0 => Mode::Match,
        1 => Mode::FullMatch,
        _ => Mode::Search,
    };
    let must_advance = vm.arg(&a, 5) == Value::TRUE;
    let run = run_args(vm, &a)?;
    let found = with_matcher(&run, |m| m.find(run.start, mode, must_advance)).map_err(|f| failure(vm, f))?;
    let Some(found) = found else { return Ok(Value::NONE) };
    let mut out = Vec::with_capacity(found.spans.len() + 1);
    record(&mut out, &found, &mut char_offsets(&run));
    let items: Vec<Value> = out.iter().map(|&n| Value::int(n)).collect();
    Ok(vm.mem.tuple_of_rooted(&items))
}

fn scan(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("scan", &a, 5, 5)?;
    let limit = small_int(vm, vm.arg(&a, 4), "limit")?;
    let run = run_args(vm, &a)?;
    let mut offsets = char_offsets(&run);
    let mut out = Vec::new();
    let result = with_matcher(&run, |m| {
        let (mut start, mut must_advance, mut count) = (run.start, false, 0i64);
        while limit <= 0 || count < limit {
            let Some(found) = m.find(start, Mode::Search, must_advance)? else { break };
            record(&mut out, &found, &mut offsets);
            must_advance = found.spans[1] == found.spans[0];
            start = found.spans[1];
            count += 1;
            if start > run.end {
                break;
            }
        }
        Ok(())
    });
    result.map_err(|f| failure(vm, f))?;
    let items: Vec<Value> = out.iter().map(|&n| Value::int(n)).collect();
    Ok(vm.mem.list_from_values(&items))
}
