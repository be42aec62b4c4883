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

/// The text a field of `value` is written as, for str, int, float and
/// None; `None` for other types (their `str` may run Python code).
fn field_text(v: Value) -> Option<String> {
    match ptr_type(v) {
        _ if v.is_none() => Some(String::new()),
        _ if v.is_int() => Some(v.as_int().to_string()),
        Some(TY_STR) => Some(str::as_str(v).to_string()),
        Some(TY_FLOAT) => Some(float_repr(num::float_of(v))),
        Some(TY_BIGINT) => Some(crate::ops::limbs::big_decimal(v)),
        _ => None,
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
    let items = match ptr_type(row) {
        Some(TY_LIST) | Some(TY_TUPLE) => seq::seq_items(row),
        _ => return Ok(Value::NONE),
    };
    let special: Vec<char> = str::as_str(special).chars().collect();
    let mut line = String::new();
    for (i, &v) in items.iter().enumerate() {
        let Some(text) = field_text(v) else { return Ok(Value::NONE) };
        if text.contains(&special[..]) || items.len() == 1 && text.is_empty() {
            return Ok(Value::NONE);
        }
        if i > 0 {
            line.push_str(str::as_str(delim));
        }
        line.push_str(&text);
    }
    if items.is_empty() {
        return Ok(Value::NONE);
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
    if d.is_empty() || s.contains(['\r', '\n']) || s.contains(q) || s.contains(e) || s.chars().count() as i64 > limit.as_int() {
        return Ok(Value::NONE);
    }
    // Copied out of the heap str before anything is allocated.
    let fields: Vec<String> = if s.is_empty() { Vec::new() } else { s.split(d).map(str::to_string).collect() };
    Ok(vm.mem.new_str_list(&fields))
}
