//! Raising exceptions from Rust, and printing the uncaught ones.
//!
//! An exception is an instance of a class derived from BaseException with an
//! `args` tuple attribute. Raising stores it in `mem.r.exception` and returns the
//! `Exc` marker; the interpreter unwinds, recording one `TraceEntry` per frame
//! it leaves.

use crate::object::class::class_name;
use crate::object::seq::{tuple_get, tuple_len};
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::traceback::TraceEntry;
use crate::runtime::calls::Calls;
use crate::runtime::vm::{Exc, PyResult, Vm};

impl Vm {
    /// Raises the exception object `exc` with a fresh traceback.
    pub fn raise(&mut self, exc: Value) -> Exc {
        self.mem.r.exception = exc;
        self.interp.traceback.clear();
        self.interp.fresh_exception = true;
        Exc
    }

    /// An instance of exception class `t` with `args == (msg,)`.
    pub fn new_exception(&mut self, t: TypeId, msg: &str) -> Value {
        let m = self.mem.new_str(msg);
        self.new_exception_args(t, &[m])
    }

    /// An instance of exception class `t` with `args == tuple(args)` (the
    /// values are rooted while the tuple and the instance are built).
    pub fn new_exception_args(&mut self, t: TypeId, args: &[Value]) -> Value {
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(args);
        let tuple = self.mem.tuple_from_temps(mark, args.len());
        self.mem.pop_temps(mark);
        let slot = self.mem.push_temp(tuple);
        let class = self.ty(t);
        let e = self.exception_with_args(class, slot);
        self.mem.pop_temps(slot);
        e
    }

    /// An instance of `class` whose args tuple is in temporary `args_slot`.
    pub fn exception_with_args(&mut self, class: Value, args_slot: usize) -> Value {
        let e = self.mem.new_instance(class);
        let name = self.names.args;
        let args = self.mem.temp(args_slot);
        self.mem.instance_set(e, name, args);
        e
    }

    pub fn raise_new(&mut self, t: TypeId, msg: &str) -> Exc {
        let e = self.new_exception(t, msg);
        self.raise(e)
    }

    pub fn type_error(&mut self, msg: &str) -> Exc {
        self.raise_new(TypeId::TypeError, msg)
    }

    pub fn value_error(&mut self, msg: &str) -> Exc {
        self.raise_new(TypeId::ValueError, msg)
    }

    pub fn index_error(&mut self, msg: &str) -> Exc {
        self.raise_new(TypeId::IndexError, msg)
    }

    pub fn zero_division(&mut self, msg: &str) -> Exc {
        self.raise_new(TypeId::ZeroDivisionError, msg)
    }

    pub fn overflow_error(&mut self, msg: &str) -> Exc {
        self.raise_new(TypeId::OverflowError, msg)
    }

    pub fn attribute_error(&mut self, msg: &str) -> Exc {
        self.raise_new(TypeId::AttributeError, msg)
    }

    /// NotImplementedError for a Python feature pith does not support.
    pub fn not_implemented(&mut self, feature: &str) -> Exc {
        self.raise_new(TypeId::NotImplementedError, &format!("{} is not supported by pith", feature))
    }

    /// MemoryError when a single object would need more than `bytes` can
    /// reasonably hold (16 GiB): refuse before trying, as CPython does.
    pub fn check_alloc_size(&mut self, bytes: u128) -> PyResult<()> {
        if bytes > (16u128 << 30) || self.mem.heap().would_exceed_limit(bytes.min(usize::MAX as u128) as usize) {
            return Err(self.raise_new(TypeId::MemoryError, ""));
        }
        Ok(())
    }

    /// KeyError(key).
    pub fn key_error(&mut self, key: Value) -> Exc {
        let e = self.new_exception_args(TypeId::KeyError, &[key]);
        self.raise(e)
    }

    /// The args tuple of an exception instance (EMPTY if none).
    pub fn exception_args(&mut self, exc: Value) -> Value {
        if !is_instance_obj(exc) {
            return Value::EMPTY;
        }
        let name = self.names.args;
        self.mem.instance_get(exc, name).unwrap_or(Value::EMPTY)
    }

    /// `str(exc)` as CPython prints it after the type name.
    pub fn exception_message(&mut self, exc: Value) -> PyResult<String> {
        let cls = self.type_of(exc);
        let str_name = self.names.str_;
        let base_str = crate::object::dict::dict_get_str(class::class_dict(self.ty(TypeId::BaseException)), str_name);
        if self.lookup_type(cls, str_name) != base_str {
            let s = self.str_of(exc)?;
            return Ok(crate::object::str::as_str(s).to_string());
        }
        let args = self.exception_args(exc);
        if !is_type(args, TY_TUPLE) {
            return Ok(String::new());
        }
        match tuple_len(args) {
            0 => Ok(String::new()),
            1 => {
                let a = tuple_get(args, 0);
                let is_key_error = self.class_is(cls, TypeId::KeyError);
                let s = if is_key_error { self.repr_of(a)? } else { self.str_of(a)? };
                Ok(crate::object::str::as_str(s).to_string())
            }
            _ => {
                let s = self.repr_of(args)?;
                Ok(crate::object::str::as_str(s).to_string())
            }
        }
    }

    /// The line ending a run of `run` identical traceback entries, of which
    /// the first three were printed.
    fn note_repeats(&self, out: &mut String, run: usize) {
        if run > 3 {
            let n = run - 3;
            out.push_str(&format!("  [Previous line repeated {} more time{}]\n", n, if n == 1 { "" } else { "s" }));
        }
    }

    /// Prints the traceback of the exception in flight to stderr, CPython
    /// style, after the exceptions chained before it (`runtime/exc_chain.rs`).
    pub fn print_exception(&mut self) {
        let exc = self.mem.r.exception;
        let out = self.format_exception_chain(exc);
        eprint!("{}", out);
    }

    /// A traceback's lines, outermost frame first; nothing for no frames.
    pub fn format_traceback(&self, out: &mut String, entries: &[TraceEntry]) {
        if entries.is_empty() {
            return;
        }
        out.push_str("Traceback (most recent call last):\n");
        // As CPython: after three identical entries in a row, the rest of
        // the run is one "[Previous line repeated N more times]" line.
        let mut run = 0usize;
        for (i, e) in entries.iter().enumerate() {
            let same = i > 0 && {
                let p = &entries[i - 1];
                p.filename == e.filename && p.line == e.line && p.name == e.name
            };
            if !same {
                self.note_repeats(out, run);
                run = 0;
            }
            run += 1;
            if run > 3 {
                continue;
            }
            out.push_str(&format!("  File \"{}\", line {}, in {}\n", e.filename, e.line, e.name));
            if let Some(src) = self.source_line_as_written(&e.filename, e.line) {
                if !src.trim().is_empty() {
                    out.push_str(&format!("    {}\n", src.trim()));
                    if let Some(marks) = e.span.and_then(|s| crate::runtime::traceback_marks::marks(&src, s)) {
                        out.push_str(&marks);
                        out.push('\n');
                    }
                }
            }
        }
        self.note_repeats(out, run);
    }

    /// The last line of a traceback: the exception's type and message.
    pub fn format_exception_line(&mut self, out: &mut String, exc: Value) {
        let slot = self.mem.push_temp(exc);
        let name = self.exception_type_name(self.type_of(exc));
        let exc = self.mem.temp(slot);
        let syntax = if self.isinstance_of(exc, TypeId::SyntaxError) { self.format_syntax_error(out, slot) } else { None };
        let exc = self.mem.temp(slot);
        let msg = match syntax.map_or_else(|| self.exception_message(exc), Ok) {
            Ok(m) => m,
            Err(_) => "<exception str() failed>".to_string(),
        };
        let exc = self.mem.temp(slot);
        let msg = match self.suggestion_for(exc) {
            Some(s) => format!("{}. Did you mean: '{}'?", msg, s),
            None => msg,
        };
        if msg.is_empty() {
            out.push_str(&format!("{}\n", name));
        } else {
            out.push_str(&format!("{}: {}\n", name, msg));
        }
        // Notes added with add_note(), one line each (str notes only).
        let key = self.intern("__notes__");
        let exc = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        if let Some(notes) = is_instance_obj(exc).then(|| self.mem.instance_get(exc, key)).flatten().filter(|n| is_type(*n, TY_LIST)) {
            for note in seq::seq_items(notes).into_iter().filter(|n| is_type(*n, TY_STR)) {
                out.push_str(str::as_str(note));
                out.push('\n');
            }
        }
    }
}

impl Vm {
    /// How the last line of a traceback names exception class `cls`, as
    /// CPython's: its `__qualname__`, after its `__module__` and a dot
    /// unless that is `builtins` or `__main__`.
    fn exception_type_name(&mut self, cls: Value) -> String {
        let plain = class_name(cls).to_string();
        let (module, qualname) = (self.names.module, self.names.qualname);
        // (A failing lookup leaves the plain name, as a failing str() of
        // the exception leaves its placeholder below.)
        let text = |vm: &mut Vm, name: Value| match vm.get_attr(cls, name) {
            Ok(v) if is_type(v, TY_STR) => Some(str::as_str(v).to_string()),
            _ => None,
        };
        let qualname = text(self, qualname).unwrap_or(plain);
        match text(self, module) {
            Some(m) if m != "builtins" && m != "__main__" => format!("{m}.{qualname}"),
            _ => qualname,
        }
    }

    /// What the last line of `exc`'s traceback suggests, as CPython 3.11:
    /// a NameError's (kept when it was raised), or for an AttributeError
    /// with `name` and `obj`, the nearest name in `dir(obj)`.
    fn suggestion_for(&mut self, exc: Value) -> Option<String> {
        if !is_instance_obj(exc) {
            return None;
        }
        if self.isinstance_of(exc, TypeId::NameError) {
            let key = self.intern(crate::runtime::suggestions::SUGGESTION_ATTR);
            return self.mem.instance_get(exc, key).filter(|s| is_type(*s, TY_STR)).map(|s| str::as_str(s).to_string());
        }
        if !self.isinstance_of(exc, TypeId::AttributeError) {
            return None;
        }
        let (name_key, obj_key, dir_key) = (self.intern("name"), self.intern("obj"), self.intern("dir"));
        let name = self.mem.instance_get(exc, name_key).filter(|n| is_type(*n, TY_STR))?;
        let obj = self.mem.instance_get(exc, obj_key)?;
        let dir = dict::dict_get_str(self.mem.r.builtins, dir_key)?;
        let slot = self.mem.push_temp(name);
        self.mem.push_temp(exc);
        let listed = self.call_value(dir, &[obj]);
        let (name, exc) = (self.mem.temp(slot), self.mem.temp(slot + 1));
        self.mem.pop_temps(slot);
        let Ok(listed) = listed else {
            self.mem.r.exception = exc;
            return None;
        };
        if !is_type(listed, TY_LIST) {
            return None;
        }
        let names: Vec<String> = seq::seq_items(listed).into_iter().filter(|v| is_type(*v, TY_STR)).map(|v| str::as_str(v).to_string()).collect();
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        crate::runtime::suggestions::closest(str::as_str(name), &refs).map(str::to_string)
    }

    /// A SyntaxError's attribute `name` when it is set (not None).
    fn syntax_attr(&mut self, slot: usize, name: &str) -> Option<Value> {
        let key = self.intern(name);
        self.get_attr_opt(self.mem.temp(slot), key).ok().flatten().filter(|v| !v.is_none())
    }

    /// CPython's lines for a SyntaxError (in temporary `slot`) before its
    /// last one: `File "...", line N`, the line without its indentation,
    /// and carets from `offset` to `end_offset`. The message the last line
    /// gives: `msg`, followed by ` (file)` when there is no line number.
    /// None when `msg` is not a str.
    fn format_syntax_error(&mut self, out: &mut String, slot: usize) -> Option<String> {
        let msg = self.syntax_attr(slot, "msg").filter(|m| is_type(*m, TY_STR)).map(|m| str::as_str(m).to_string())?;
        let text_of = |v: Option<Value>| v.filter(|v| is_type(*v, TY_STR)).map(|v| str::as_str(v).to_string());
        let filename = text_of(self.syntax_attr(slot, "filename"));
        let int_of = |v: Option<Value>| v.filter(|v| v.is_int()).map(|v| v.as_int());
        let lineno = int_of(self.syntax_attr(slot, "lineno"));
        let Some(lineno) = lineno else {
            return Some(match filename {
                Some(f) => format!("{} ({})", msg, f),
                None => msg,
            });
        };
        out.push_str(&format!("  File \"{}\", line {}\n", filename.as_deref().unwrap_or("<string>"), lineno));
        if let Some(text) = text_of(self.syntax_attr(slot, "text")) {
            // The text ends at a null character, as CPython's C string
            // does, and then shows no caret.
            let cut = text.contains('\0');
            let text = text.split('\0').next().unwrap_or("").to_string();
            let end_offset = int_of(self.syntax_attr(slot, "end_offset"));
            // An end column of -1 (unknown) shows no caret either.
            let offset = int_of(self.syntax_attr(slot, "offset")).filter(|_| !cut && end_offset != Some(-1));
            let end = match int_of(self.syntax_attr(slot, "end_lineno")) {
                // An error running on past its line: carets to the line's end.
                Some(l) if l > lineno => Some(text.trim_end_matches('\n').chars().count() as i64 + 1),
                _ => end_offset,
            };
            out.push_str(&syntax_error_text(&text, offset, end));
        }
        Some(msg)
    }
}

/// The source line of a SyntaxError and its carets, as CPython prints
/// them: the line stripped of its indentation, the carets under columns
/// `offset..end_offset` (1-based; one caret when the range is empty).
pub(crate) fn syntax_error_text(text: &str, offset: Option<i64>, end_offset: Option<i64>) -> String {
    let rtext = text.trim_end_matches('\n');
    let ltext = rtext.trim_start_matches([' ', '\n', '\x0c']);
    let spaces = (rtext.chars().count() - ltext.chars().count()) as i64;
    let mut out = format!("    {}\n", ltext);
    let Some(offset) = offset else { return out };
    let mut end = end_offset.filter(|e| *e != 0).unwrap_or(offset);
    if end == offset || end == -1 {
        end = offset + 1;
    }
    let (col, end_col) = (offset - 1 - spaces, end - 1 - spaces);
    if col >= 0 {
        let pad: String = ltext.chars().take(col as usize).map(|c| if c.is_whitespace() { c } else { ' ' }).collect();
        out.push_str(&format!("    {}{}\n", pad, "^".repeat((end_col - col).max(0) as usize)));
    }
    out
}

/// The OSError subclass CPython raises for `errno` (and makes when
/// `OSError(errno, ...)` is called).
pub fn os_error_class(errno: i32) -> TypeId {
    match errno {
        libc::ENOENT => TypeId::FileNotFoundError,
        libc::EEXIST => TypeId::FileExistsError,
        libc::EACCES | libc::EPERM => TypeId::PermissionError,
        libc::EISDIR => TypeId::IsADirectoryError,
        libc::ENOTDIR => TypeId::NotADirectoryError,
        libc::EINTR => TypeId::InterruptedError,
        libc::EAGAIN | libc::EALREADY | libc::EINPROGRESS => TypeId::BlockingIOError,
        libc::ECHILD => TypeId::ChildProcessError,
        libc::ESRCH => TypeId::ProcessLookupError,
        libc::ETIMEDOUT => TypeId::TimeoutError,
        _ => TypeId::OSError,
    }
}

