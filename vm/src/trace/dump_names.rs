//! The names the JIT's dumps give its constants (`jit::dump::Named`): a
//! type id its type's name (`GuardType %1 [1: float]`, a shape `instance
//! of P`), an object word what it is (`GuardRef %4 [0x7f..: function f]`,
//! `[0x3: 1]`, `None`), an alias class the memory it stands for
//! (`[8, class 6: range iterator]`), an allocation's header its type, and
//! the integer constants the recorder made of an address or a header's
//! type bits. The `jit` crate knows no Python; the VM names.
//!
//! Must never: read an object the trace does not keep alive (a word that
//! is not a small value or one of the trace's kept constants stays a number).

use crate::object::*;
use crate::runtime::vm::Vm;
use crate::runtime::watch::TraceWatch;
use crate::value::Value;
use jit::dump::Named;

/// How long a string constant's repr may get in a dump.
const MAX_TEXT: usize = 30;

impl Vm {
    /// The namer for the dumps of a trace whose kept objects are `watch`'s.
    pub(super) fn dump_names<'a>(&'a self, watch: &'a TraceWatch) -> impl Fn(Named) -> Option<String> + 'a {
        move |n| match n {
            Named::Type(t) => Some(self.mem.type_id_name(t)),
            Named::Word(w) => self.word_name(Value(w), watch),
            Named::Int(i) if i == watch.word_addr() as i64 => Some("address of the validity word".into()),
            Named::Int(i) if watch.is_header_id(i) => Some(format!("type bits of {}", self.mem.type_id_name(gc::header::type_id(i as u64)))),
            Named::Int(_) => None,
            Named::Alias(class) => super::recorder::state::alias_class_name(class).map(str::to_string),
            Named::Header(h) => Some(self.mem.type_id_name(gc::header::type_id(h))),
        }
    }

    fn word_name(&self, v: Value, watch: &TraceWatch) -> Option<String> {
        if v.is_int() {
            return Some(v.as_int().to_string());
        }
        match v {
            Value::NONE => return Some("None".into()),
            Value::TRUE => return Some("True".into()),
            Value::FALSE => return Some("False".into()),
            Value::EMPTY => return Some("empty".into()),
            _ => {}
        }
        if !v.is_ptr() || !watch.holds(v) {
            return None;
        }
        Some(match ptr_type(v) {
            Some(TY_FUNCTION) => format!("function {}", self.tables.codes[func::function_code_index(v)].co.qualname),
            Some(TY_CLASS) => format!("class {}", class::class_name(v)),
            Some(TY_BUILTIN) => format!("builtin {}", crate::runtime::native::builtin_name(func::builtin_id(v))),
            Some(TY_FLOAT) => format!("float {:?}", num::float_of(v)),
            Some(TY_STR) => {
                let text = str::as_str(v);
                let short: String = text.chars().take(MAX_TEXT).collect();
                if short.len() < text.len() { format!("str {:?}...", short) } else { format!("str {:?}", short) }
            }
            _ => format!("{} object", self.type_name(v)),
        })
    }
}
