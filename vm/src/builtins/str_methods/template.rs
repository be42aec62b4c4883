//! `str.format` / `str.format_map` templates: literal text with `{{` / `}}`
//! escapes and replacement fields `{name.attr[key]!conv:spec}`, where the
//! spec may itself hold fields, with CPython's automatic / manual field
//! numbering and error messages.

use super::ucd;
use crate::runtime::native::Args;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};

/// Where the fields' values come from: the call's arguments (the template
/// is argument 0), or for `format_map` the mapping in argument 1.
pub struct Fields<'a> {
    args: &'a Args,
    mapping: bool,
    numbering: Numbering,
}

#[derive(Clone, Copy)]
enum Numbering {
    Unset,
    /// `{}` fields seen; the next one takes this position.
    Auto(usize),
    /// `{0}` fields seen.
    Manual,
}

/// How deep specs may nest fields (`{:{}}` is one level), as in CPython.
pub const MAX_DEPTH: u32 = 2;

impl<'a> Fields<'a> {
    pub fn of_call(args: &'a Args) -> Self {
        Fields { args, mapping: false, numbering: Numbering::Unset }
    }

    pub fn of_mapping(args: &'a Args) -> Self {
        Fields { args, mapping: true, numbering: Numbering::Unset }
    }

    /// The position of a `{}` (`explicit` None) or `{3}` field.
    fn position(&mut self, vm: &mut Vm, explicit: Option<usize>) -> PyResult<usize> {
        match (self.numbering, explicit) {
            (Numbering::Unset, None) => {
                self.numbering = Numbering::Auto(1);
                Ok(0)
            }
            (Numbering::Auto(n), None) => {
                self.numbering = Numbering::Auto(n + 1);
                Ok(n)
            }
            (Numbering::Manual, None) => Err(vm.value_error("cannot switch from manual field specification to automatic field numbering")),
            (Numbering::Auto(_), Some(_)) => Err(vm.value_error("cannot switch from automatic field numbering to manual field specification")),
            (Numbering::Unset | Numbering::Manual, Some(i)) => {
                self.numbering = Numbering::Manual;
                Ok(i)
            }
        }
    }

    /// The value a field name's first part (`""`, `"0"` or `"name"`) stands for.
    fn lookup(&mut self, vm: &mut Vm, first: &str) -> PyResult<Value> {
        let index = decimal_index(vm, first)?;
        if first.is_empty() || index.is_some() {
            let i = self.position(vm, index)?;
            if self.mapping {
                return Err(vm.value_error("Format string contains positional fields"));
            }
            if 1 + i >= self.args.npos() {
                return Err(vm.index_error(&format!("Replacement index {} out of range for positional args tuple", i)));
            }
            return Ok(vm.arg(self.args, 1 + i));
        }
        if self.mapping {
            let key = vm.mem.new_str(first);
            return vm.get_item(vm.arg(self.args, 1), key);
        }
        match vm.kwarg(self.args, first) {
            Some(v) => Ok(v),
            None => {
                let key = vm.mem.new_str(first);
                Err(vm.key_error(key))
            }
        }
    }
}

/// `s` as a field index if it is all decimal digits.
fn decimal_index(vm: &mut Vm, s: &str) -> PyResult<Option<usize>> {
    if s.is_empty() {
        return Ok(None);
    }
    let mut n: usize = 0;
    for c in s.chars() {
        let Some(d) = ucd::decimal_value(c) else { return Ok(None) };
        match n.checked_mul(10).and_then(|n| n.checked_add(d as usize)).filter(|&n| n <= isize::MAX as usize) {
            Some(m) => n = m,
            None => return Err(vm.value_error("Too many decimal digits in format string")),
        }
    }
    Ok(Some(n))
}

/// Expands `template`. `depth` is how many more levels of fields may nest.
pub fn render(vm: &mut Vm, template: &str, fields: &mut Fields, depth: u32) -> PyResult<String> {
    if depth == 0 {
        return Err(vm.value_error("Max string recursion exceeded"));
    }
    let mut out = String::new();
    let mut rest = template;
    while let Some(p) = rest.find(['{', '}']) {
        out.push_str(&rest[..p]);
        let brace = rest.as_bytes()[p];
        let after = &rest[p + 1..];
        if after.as_bytes().first() == Some(&brace) {
            out.push(brace as char);
            rest = &after[1..];
            continue;
        }
        if brace == b'}' {
            return Err(vm.value_error("Single '}' encountered in format string"));
        }
        if after.is_empty() {
            return Err(vm.value_error("Single '{' encountered in format string"));
        }
        let (field, next) = parse_field(vm, after)?;
        render_field(vm, &field, fields, depth, &mut out)?;
        rest = next;
    }
    out.push_str(rest);
    Ok(out)
}

/// One replacement field: `{name!conv:spec}`.
struct Field<'t> {
    name: &'t str,
    conv: Option<char>,
    spec: &'t str,
}

/// The field at the start of `s` (just after its `{`), and the text after its `}`.
fn parse_field<'t>(vm: &mut Vm, s: &'t str) -> PyResult<(Field<'t>, &'t str)> {
    let mut chars = s.char_indices();
    let mut end = None;
    while let Some((i, c)) = chars.next() {
        match c {
            '{' => return Err(vm.value_error("unexpected '{' in field name")),
            // `[key]` may hold ':', '!' and '}'.
            '[' => {
                chars.by_ref().find(|&(_, c)| c == ']');
            }
            '}' | ':' | '!' => {
                end = Some((i, c));
                break;
            }
            _ => {}
        }
    }
    let Some((i, c)) = end else { return Err(vm.value_error("expected '}' before end of string")) };
    let name = &s[..i];
    let mut pos = i + 1;
    let mut conv = None;
    if c == '}' {
        return Ok((Field { name, conv, spec: "" }, &s[pos..]));
    }
    if c == '!' {
        let Some(cv) = s[pos..].chars().next() else {
            return Err(vm.value_error("end of string while looking for conversion specifier"));
        };
        conv = Some(cv);
        pos += cv.len_utf8();
        match s[pos..].chars().next() {
            Some('}') => return Ok((Field { name, conv, spec: "" }, &s[pos + 1..])),
            Some(':') => pos += 1,
            Some(_) => return Err(vm.value_error("expected ':' after conversion specifier")),
            None => {}
        }
    }
    let mut level = 1;
    for (j, c) in s[pos..].char_indices() {
        match c {
            '{' => level += 1,
            '}' => {
                level -= 1;
                if level == 0 {
                    return Ok((Field { name, conv, spec: &s[pos..pos + j] }, &s[pos + j + 1..]));
                }
            }
            _ => {}
        }
    }
    Err(vm.value_error("unmatched '{' in format spec"))
}

/// Appends the formatted value of `f`: look up, convert, expand the spec, format.
fn render_field(vm: &mut Vm, f: &Field, fields: &mut Fields, depth: u32, out: &mut String) -> PyResult<()> {
    let v = field_value(vm, f.name, fields)?;
    let v = match f.conv {
        None => v,
        Some('r') => vm.repr_of(v)?,
        Some('s') => vm.str_of(v)?,
        Some('a') => vm.ascii_of(v)?,
        Some(c) => return Err(vm.value_error(&format!("Unknown conversion specifier {}", c))),
    };
    let slot = vm.mem.push_temp(v);
    let spec = if f.spec.contains('{') { render(vm, f.spec, fields, depth - 1) } else { Ok(f.spec.to_string()) };
    let r = spec.and_then(|spec| vm.format_to_string(vm.mem.temp(slot), &spec));
    vm.mem.pop_temps(slot);
    out.push_str(&r?);
    Ok(())
}

/// The value a field name stands for: its first part, then each `.attr`
/// and `[key]` (`[3]` indexes with an int, anything else with a str).
fn field_value(vm: &mut Vm, name: &str, fields: &mut Fields) -> PyResult<Value> {
    let split = name.find(['.', '[']).unwrap_or(name.len());
    let v = fields.lookup(vm, &name[..split])?;
    let slot = vm.mem.push_temp(v);
    let r = follow_accessors(vm, slot, &name[split..]);
    vm.mem.pop_temps(slot);
    r
}

/// Applies the accessors in `rest` to the value in temporary `slot`.
fn follow_accessors(vm: &mut Vm, slot: usize, mut rest: &str) -> PyResult<Value> {
    while !rest.is_empty() {
        let body = &rest[1..];
        let (is_attr, key, next) = match rest.as_bytes()[0] {
            b'.' => {
                let e = body.find(['.', '[']).unwrap_or(body.len());
                (true, &body[..e], &body[e..])
            }
            b'[' => {
                let Some(e) = body.find(']') else { return Err(vm.value_error("Missing ']' in format string")) };
                (false, &body[..e], &body[e + 1..])
            }
            _ => return Err(vm.value_error("Only '.' or '[' may follow ']' in format field specifier")),
        };
        if key.is_empty() {
            return Err(vm.value_error("Empty attribute in format string"));
        }
        let v = if is_attr {
            let n = vm.intern(key);
            vm.get_attr(vm.mem.temp(slot), n)?
        } else {
            let k = match decimal_index(vm, key)? {
                Some(i) => vm.mem.new_int(i as i64),
                None => vm.mem.new_str(key),
            };
            vm.get_item(vm.mem.temp(slot), k)?
        };
        vm.mem.set_temp(slot, v);
        rest = next;
    }
    Ok(vm.mem.temp(slot))
}
