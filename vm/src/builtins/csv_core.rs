//! The native half of `csv` (`_csv`): the common cases of a row, done in
//! one call. `join_row` writes a row of strings and numbers that needs no
//! quoting; `split_line` reads a line with no quote or escape character.
//! Each answers None for anything else, and `vm/lib/csv.py` (which owns
//! the dialects, quoting, escaping, multi-line fields and every error)
//! takes over; so the results are the Python path's by construction.

use crate::object::*;
use crate::ops::repr::float_repr;
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

pub const DEFS: &[BuiltinDef] = &[def("join_row", Module("_csv"), join_row), def("split_line", Module("_csv"), split_line)];

/// Appends the text a field of `value` is written as, for str, int, float
/// and None; false for other types (their `str` may run Python code).
fn push_field_text(line: &mut String, v: Value) -> bool {
    match ptr_type(v) {
        _ if v.is_none() => {}
        _ if v.is_int() => {
            use std::fmt::Write;
            let _ = write!(line, "{}", v.as_int());
        }
        Some(TY_STR) => line.push_str(str::as_str(v)),
        Some(TY_FLOAT) => line.push_str(&float_repr(num::float_of(v))),
        Some(TY_BIGINT) => line.push_str(&crate::ops::limbs::big_decimal(v)),
        _ => return false,
    }
    true
}

/// Whether `text` holds one of the characters of `special`: a table of
/// the ASCII ones (UTF-8 never hides an ASCII byte inside another
/// character), the others compared as characters.
struct Specials {
    ascii: [bool; 128],
    others: Vec<char>,
}

impl Specials {
    fn new(special: &str) -> Specials {
        let mut ascii = [false; 128];
        let mut others = Vec::new();
        for c in special.chars() {
            if c.is_ascii() {
                ascii[c as usize] = true;
            } else {
                others.push(c);
            }
        }
        Specials { ascii, others }
    }

    fn found_in(&self, text: &str) -> bool {
        text.bytes().any(|b| b < 128 && self.ascii[b as usize]) || (!self.others.is_empty() && text.contains(&self.others[..]))
    }
}

/// `join_row(row, delimiter, special, terminator)`: the line for `row` (a
/// list or tuple of at least two fields, or of one non-empty field) when
/// no field holds a character of the string `special` (the delimiter, the
/// quote and escape characters, the terminator's), else None.
fn join_row(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("join_row", &a, 4, 4)?;
    let (row, delim, special, term) = (vm.arg(&a, 0), vm.arg(&a, 1), vm.arg(&a, 2), vm.arg(&a, 3));
    if !is_type(delim, TY_STR) || !is_type(special, TY_STR) || !is_type(term, TY_STR) {
        return Ok(Value::NONE);
    }
    // SAFETY: nothing is allocated on the heap and no Python code runs
    // until the line is made, after the last use of the slice.
    let Some(items) = (unsafe { seq::items_slice(row) }) else { return Ok(Value::NONE) };
    if items.is_empty() {
        return Ok(Value::NONE);
    }
    let specials = Specials::new(str::as_str(special));
    let mut line = String::with_capacity(16 * items.len());
    for (i, &v) in items.iter().enumerate() {
        if i > 0 {
            line.push_str(str::as_str(delim));
        }
        let start = line.len();
        if !push_field_text(&mut line, v) {
            return Ok(Value::NONE);
        }
        let text = &line[start..];
        if specials.found_in(text) || items.len() == 1 && text.is_empty() {
            return Ok(Value::NONE);
        }
    }
    line.push_str(str::as_str(term));
    Ok(vm.mem.new_str(&line))
}

/// `split_line(line, delimiter, quote, escape, limit)`: the fields of a
/// str line (its end of line dropped) that holds no quote or escape
/// character (`quote` and `escape` are one-character strings; a newline
/// stands for none), no other carriage return or newline, and at most
/// `limit` characters; else None.
fn split_line(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("split_line", &a, 5, 5)?;
    let (line, delim, quote, esc, limit) = (vm.arg(&a, 0), vm.arg(&a, 1), vm.arg(&a, 2), vm.arg(&a, 3), vm.arg(&a, 4));
    if !is_type(line, TY_STR) || !is_type(delim, TY_STR) || !is_type(quote, TY_STR) || !is_type(esc, TY_STR) || !limit.is_int() {
        return Ok(Value::NONE);
    }
    let s = str::as_str(line).trim_end_matches(['\r', '\n']);
    let (q, e, d) = (str::as_str(quote), str::as_str(esc), str::as_str(delim));
    if d.is_empty() || q.is_empty() || e.is_empty() {
        return Ok(Value::NONE);
    }
    if str::is_ascii(line) && d.len() == 1 && q.len() == 1 && e.len() == 1 {
        let bytes = [d.as_bytes()[0], q.as_bytes()[0], e.as_bytes()[0]];
        return Ok(split_ascii(vm, s, limit.as_int(), bytes).unwrap_or(Value::NONE));
    }
    let specials = Specials::new(&format!("\r\n{q}{e}"));
    if specials.found_in(s) || s.chars().count() as i64 > limit.as_int() {
        return Ok(Value::NONE);
    }
    // Copied out of the heap str before anything is allocated.
    let text = s.to_string();
    let fields: Vec<&str> = if text.is_empty() { Vec::new() } else { text.split(d).collect() };
    Ok(vm.mem.new_str_list(&fields))
}

/// `split_line` of an ASCII line with a one-byte delimiter, quote and
/// escape, in one pass over its bytes; None when the line needs csv.py.
fn split_ascii(vm: &mut Vm, s: &str, limit: i64, [delim, quote, esc]: [u8; 3]) -> Option<Value> {
    if s.len() as i64 > limit {
        return None;
    }
    let mut ends = Vec::with_capacity(8);
    for (i, &b) in s.as_bytes().iter().enumerate() {
        if b == delim {
            ends.push(i);
        } else if b == quote || b == esc || b == b'\r' || b == b'\n' {
            return None;
        }
    }
    if s.is_empty() {
        return Some(vm.mem.new_str_list::<&str>(&[]));
    }
    ends.push(s.len());
    // Copied out of the heap str before anything is allocated.
    let text = s.to_string();
    let mut start = 0;
    let fields: Vec<&str> = ends
        .iter()
        .map(|&end| {
            let f = &text[start..end];
            start = end + 1;
            f
        })
        .collect();
    Some(vm.mem.new_str_list(&fields))
}
