//! Calls: the calling convention, argument binding, instantiation.
//!
//! Arguments sit in consecutive stack slots `start .. start + n`; the last
//! `nkw` of them are keyword arguments named by the tuple `kwnames`. The slot
//! `start - 1` is free for the callee's use (it held the callee), which lets a
//! bound method or `__init__` put `self` in front of the arguments without
//! copying. A Python callee's frame starts at `start`.
//!
//! Binding follows CPython: positional parameters, `*args`, keyword
//! arguments by name, defaults, keyword-only defaults, `**kwargs`, and
//! CPython's error messages for each mismatch.

use crate::runtime::calls::Calls;
use crate::runtime::native::Args;
use super::Called;
use crate::object::func::*;
use crate::object::*;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use lang::bytecode::Signature;

impl Vm {
    /// Calls `callee`; see the module comment for the argument layout.
    pub fn call_at(&mut self, callee: Value, start: usize, n: usize, kwnames: Value, nkw: usize, ret: usize, entry: bool) -> PyResult<Called> {
        match ptr_type(callee) {
            Some(TY_FUNCTION) => self.call_function(callee, start, n, kwnames, nkw, ret, entry),
            Some(TY_BUILTIN) => {
                let self_ = builtin_self(callee);
                let id = builtin_id(callee);
                let args = if self_.is_empty() {
                    Args { start, n, kwnames, nkw }
                } else {
                    self.mem.r.stack[start - 1] = self_;
                    Args { start: start - 1, n: n + 1, kwnames, nkw }
                };
                if let Some(f) = self.generator_form(callee, args)? {
                    return self.call_at(f, args.start, args.n, kwnames, nkw, ret, entry);
                }
                Ok(Called::Value(crate::runtime::native::call_builtin(self, id, args)?))
            }
            Some(TY_BOUND_METHOD) => {
                let (f, s) = (field(callee, 1), field(callee, 2));
                if matches!(ptr_type(f), Some(TY_FUNCTION) | Some(TY_BUILTIN)) {
                    self.mem.r.stack[start - 1] = s;
                    self.call_at(f, start - 1, n + 1, kwnames, nkw, ret, entry)
                } else {
                    self.call_with_prefix(f, s, start, n, kwnames, nkw, ret, entry)
                }
            }
            Some(TY_CLASS) => match self.generator_form(callee, Args { start, n, kwnames, nkw })? {
                Some(f) => self.call_at(f, start, n, kwnames, nkw, ret, entry),
                None => self.instantiate(callee, start, n, kwnames, nkw, ret, entry),
            },
            Some(TY_STATICMETHOD) => {
                let f = field(callee, 1);
                self.call_at(f, start, n, kwnames, nkw, ret, entry)
            }
            Some(ty) if ty >= FIRST_SHAPE_ID => {
                let cls = self.mem.instance_class(callee);
                let name = self.names.call;
                // `__call__` bound as an attribute of the instance would be:
                // a static method takes no object, a class method the class.
                match self.lookup_type(cls, name) {
                    Some(m) if is_type(m, TY_STATICMETHOD) => self.call_at(field(m, 1), start, n, kwnames, nkw, ret, entry),
                    Some(m) if is_type(m, TY_CLASSMETHOD) => self.call_with_prefix(field(m, 1), cls, start, n, kwnames, nkw, ret, entry),
                    Some(m) => self.call_with_prefix(m, callee, start, n, kwnames, nkw, ret, entry),
                    None => Err(self.not_callable(callee)),
                }
            }
            _ => Err(self.not_callable(callee)),
        }
    }

    /// The Python function a builtin (or builtin class) runs as when its
    /// first or second argument is a generator (`native::generator_form`).
    #[inline]
    fn generator_form(&mut self, callee: Value, a: Args) -> PyResult<Option<Value>> {
        let stack = &self.mem.r.stack;
        let generator_at = |i: usize| i < a.n && is_type(stack[a.start + i], TY_GENERATOR);
        if !generator_at(0) && !generator_at(1) {
            return Ok(None);
        }
        crate::runtime::native::generator_form(self, callee, a)
    }

    fn not_callable(&mut self, v: Value) -> crate::runtime::vm::Exc {
        let t = self.type_name(v);
        self.type_error(&format!("'{}' object is not callable", t))
    }

    /// Calls `callee(prefix, *args)` by copying the arguments to the stack top.
    fn call_with_prefix(&mut self, callee: Value, prefix: Value, start: usize, n: usize, kwnames: Value, nkw: usize, ret: usize, entry: bool) -> PyResult<Called> {
        let top = self.mem.r.stack.len();
        self.mem.r.stack.push(callee);
        self.mem.r.stack.push(prefix);
        for i in 0..n {
            let v = self.mem.r.stack[start + i];
            self.mem.r.stack.push(v);
        }
        self.finish_top_call(top, callee, top + 1, n + 1, kwnames, nkw, ret, entry)
    }

    /// Runs a call laid out at stack slot `top` and up, then gives the slots back.
    fn finish_top_call(&mut self, top: usize, callee: Value, start: usize, n: usize, kwnames: Value, nkw: usize, ret: usize, entry: bool) -> PyResult<Called> {
        let r = self.call_at(callee, start, n, kwnames, nkw, ret, entry);
        match r {
            Ok(Called::Frame) => {
                self.frame_mut_pub().saved_len = top;
                Ok(Called::Frame)
            }
            other => {
                self.mem.r.stack.truncate(top);
                other
            }
        }
    }

    pub(crate) fn frame_mut_pub(&mut self) -> &mut crate::runtime::frame::Frame {
        self.mem.r.frames.last_mut().expect("a frame was just pushed")
    }

    /// The commonest call, made straight from the interpreter loop: a
    /// Python function given exactly its positional parameters (see
    /// `Code::fast_arity`), or the first of them with defaults for the
    /// rest. Pushes its frame and says true; false, having done nothing,
    /// for any other callee.
    #[inline(always)]
    pub(super) fn enter_plain_function(&mut self, f: Value, start: usize, n: usize, ret: usize, entry: bool) -> PyResult<bool> {
        if !is_type(f, TY_FUNCTION) {
            return Ok(false);
        }
        let code = &self.tables.codes[function_code_index(f)];
        if code.fast_arity as usize != n {
            return self.enter_with_defaults(f, start, n, ret, entry);
        }
        let code = code.clone();
        let globals = field(f, FN_GLOBALS);
        let closure = field(f, FN_CLOSURE);
        self.push_frame(code, start, n, ret, entry, f, globals, globals)?;
        self.install_closure(closure);
        Ok(true)
    }

    /// `enter_plain_function` for a call of the Python function `f` that
    /// passes `n` positional arguments, fewer than its positional
    /// parameters, whose defaults give the rest: the frame is pushed with
    /// the defaults in the registers after the arguments (what `bind_args`
    /// would bind). False, having done nothing, for any other call.
    #[inline(never)]
    fn enter_with_defaults(&mut self, f: Value, start: usize, n: usize, ret: usize, entry: bool) -> PyResult<bool> {
        let code = &self.tables.codes[function_code_index(f)];
        let arity = code.fast_arity as usize;
        let defaults = field(f, FN_DEFAULTS);
        if code.fast_arity == crate::runtime::code::NO_FAST_ARITY || n >= arity || !is_type(defaults, TY_TUPLE) || seq::tuple_len(defaults) < arity - n {
            return Ok(false);
        }
        let code = code.clone();
        let (globals, closure) = (field(f, FN_GLOBALS), field(f, FN_CLOSURE));
        self.push_frame(code, start, n, ret, entry, f, globals, globals)?;
        // (Nothing has allocated since `defaults` was read: the frame's
        // registers are on the stack, which only grew.)
        let first = seq::tuple_len(defaults) - (arity - n);
        for i in n..arity {
            self.mem.r.stack[start + i] = seq::tuple_get(defaults, first + i - n);
        }
        self.install_closure(closure);
        Ok(true)
    }

    /// Pushes the frame of `f(args)` as a call from Rust does (an entry
    /// frame, `f` and its arguments at the stack's top), for a Python
    /// function `f` of code `index` whose `fast_arity` is `args.len()` (the
    /// caller checked both). Returns the stack's length before, to truncate
    /// to once the frame has returned.
    pub fn push_exact_call(&mut self, f: Value, index: usize, args: &[Value]) -> PyResult<usize> {
        self.check_frame_depth()?;
        let code = self.tables.codes[index].clone();
        let top = self.mem.r.stack.len();
        let base = crate::runtime::frame::push_call_window(&mut self.mem.r.stack, f, args, code.co.nregs as usize);
        let (globals, closure) = (field(f, FN_GLOBALS), field(f, FN_CLOSURE));
        let saved_len = base + args.len();
        crate::runtime::frame::push_with(&mut self.mem.r.frames, || crate::runtime::frame::Frame { code, pc: 0, base, ret: top, saved_len, entry: true, func: f, globals, namespace: globals, init_obj: Value::EMPTY, generator: Value::EMPTY, operator: None, chain: 0 });
        self.install_closure(closure);
        Ok(top)
    }

    /// Calls a Python function: binds arguments and pushes its frame.
    fn call_function(&mut self, f: Value, start: usize, n: usize, kwnames: Value, nkw: usize, ret: usize, entry: bool) -> PyResult<Called> {
        if nkw == 0 && self.enter_plain_function(f, start, n, ret, entry)? {
            return Ok(Called::Frame);
        }
        let code = self.tables.codes[function_code_index(f)].clone();
        if nkw == 0 {
            if let Some(g) = self.plain_generator_call(f, &code, start, n) {
                return Ok(Called::Value(g));
            }
        }
        let sig = &code.co.signature;
        let (f, nargs) = {
            let slot = self.mem.push_temp(f);
            let r = self.bind_args(slot, sig, &code.co.qualname, start, n, kwnames, nkw);
            let f = self.mem.temp(slot);
            self.mem.pop_temps(slot);
            (f, r?)
        };
        if code.co.is_generator {
            let g = self.new_generator(f, &code, start, nargs);
            if code.co.is_async_generator {
                return self.wrap_async_generator(g).map(Called::Value);
            }
            return Ok(Called::Value(g));
        }
        let globals = field(f, FN_GLOBALS);
        let closure = field(f, FN_CLOSURE);
        self.push_frame(code, start, nargs, ret, entry, f, globals, globals)?;
        self.install_closure(closure);
        Ok(Called::Frame)
    }

    /// `f(R[start..start+n])` without keywords, when `f` (of code `code`) is
    /// a generator function and the arguments are its parameters as they
    /// stand (`Signature::plain_arity`): the new generator, nothing to
    /// bind. None for any other call.
    pub(crate) fn plain_generator_call(&mut self, f: Value, code: &crate::runtime::code::Code, start: usize, n: usize) -> Option<Value> {
        if !code.co.is_generator || code.co.is_async_generator || code.co.signature.plain_arity().map(usize::from) != Some(n) {
            return None;
        }
        Some(self.new_generator(f, code, start, n))
    }

    /// General argument binding; writes the parameters to `start..` and returns their count.
    fn bind_args(&mut self, f_slot: usize, sig: &Signature, qualname: &str, start: usize, n: usize, kwnames: Value, nkw: usize) -> PyResult<usize> {
        let npos = n - nkw;
        let p = sig.positional as usize;
        let k = sig.kwonly as usize;
        let nparams = sig.nparams() as usize;
        // 1. Classify keywords by name (no allocation, on the GC heap or, for
        // up to 8 keywords, on Rust's).
        let (mut small, mut big) = ([None; 8], Vec::new());
        let kw_index = scratch(&mut small, &mut big, nkw, None);
        for i in 0..nkw {
            let name = str::as_str(seq::tuple_get(kwnames, i));
            let idx = sig.names[..p + k].iter().position(|pn| pn == name);
            match idx {
                Some(j) if j < sig.posonly as usize => {
                    if !sig.varkw {
                        return Err(self.type_error(&format!("{}() got some positional-only arguments passed as keyword arguments: '{}'", qualname, name)));
                    }
                    kw_index[i] = None;
                }
                Some(j) => kw_index[i] = Some(j),
                None if sig.varkw => kw_index[i] = None,
                None => return Err(self.type_error(&format!("{}() got an unexpected keyword argument '{}'", qualname, name))),
            }
        }
        if npos > p && !sig.varargs {
            return Err(self.too_many_positional(f_slot, sig, qualname, npos));
        }
        // 2. Allocate *args and **kwargs.
        let mark = self.mem.temps_mark();
        if sig.varargs {
            let extra = npos.saturating_sub(p);
            let t = self.mem.tuple_from_stack(start + p.min(npos), extra);
            self.mem.push_temp(t);
        }
        if sig.varkw {
            let d = self.mem.new_dict();
            let dslot = self.mem.push_temp(d);
            for (i, idx) in kw_index.iter().enumerate() {
                if idx.is_none() {
                    let name = seq::tuple_get(kwnames, i);
                    let v = self.mem.r.stack[start + npos + i];
                    let d = self.mem.temp(dslot);
                    self.mem.dict_set_str(d, name, v);
                }
            }
        }
        // 3. Fill the named parameters (no allocation until an error).
        let (mut small, mut big) = ([Value::EMPTY; 16], Vec::new());
        let slots = scratch(&mut small, &mut big, p + k, Value::EMPTY);
        for (i, s) in slots.iter_mut().enumerate().take(p.min(npos)) {
            *s = self.mem.r.stack[start + i];
        }
        for (i, idx) in kw_index.iter().enumerate() {
            if let Some(j) = *idx {
                if !slots[j].is_empty() {
                    self.mem.pop_temps(mark);
                    return Err(self.type_error(&format!("{}() got multiple values for argument '{}'", qualname, sig.names[j])));
                }
                slots[j] = self.mem.r.stack[start + npos + i];
            }
        }
        let f = self.mem.temp(f_slot);
        let defaults = field(f, FN_DEFAULTS);
        let ndef = if defaults.is_empty() { 0 } else { seq::tuple_len(defaults) };
        for (i, s) in slots.iter_mut().enumerate().take(p) {
            if s.is_empty() && i + ndef >= p {
                *s = seq::tuple_get(defaults, i + ndef - p);
            }
        }
        let kwdefaults = field(f, FN_KWDEFAULTS);
        for i in p..p + k {
            if slots[i].is_empty() && !kwdefaults.is_empty() {
                let name = self.intern(&sig.names[i]);
                if let Some(v) = dict::dict_get_str(kwdefaults, name) {
                    slots[i] = v;
                }
            }
        }
        let missing: Vec<&str> = (0..p).filter(|&i| slots[i].is_empty()).map(|i| sig.names[i].as_str()).collect();
        if !missing.is_empty() {
            self.mem.pop_temps(mark);
            return Err(self.type_error(&format!("{}() missing {} required positional argument{}: {}", qualname, missing.len(), plural(missing.len()), name_list(&missing))));
        }
        let missing: Vec<&str> = (p..p + k).filter(|&i| slots[i].is_empty()).map(|i| sig.names[i].as_str()).collect();
        if !missing.is_empty() {
            self.mem.pop_temps(mark);
            return Err(self.type_error(&format!("{}() missing {} required keyword-only argument{}: {}", qualname, missing.len(), plural(missing.len()), name_list(&missing))));
        }
        // 4. Lay the parameters out where the frame starts.
        if self.mem.r.stack.len() < start + nparams {
            self.mem.r.stack.resize(start + nparams, Value::EMPTY);
        }
        for (i, v) in slots.iter().enumerate() {
            self.mem.r.stack[start + i] = *v;
        }
        let mut next = p + k;
        for t in mark..self.mem.temps_mark() {
            self.mem.r.stack[start + next] = self.mem.r.temps[t];
            next += 1;
        }
        self.mem.pop_temps(mark);
        Ok(nparams)
    }

    fn too_many_positional(&mut self, f_slot: usize, sig: &Signature, qualname: &str, given: usize) -> crate::runtime::vm::Exc {
        let p = sig.positional as usize;
        let f = self.mem.temp(f_slot);
        let defaults = field(f, FN_DEFAULTS);
        let ndef = if defaults.is_empty() { 0 } else { seq::tuple_len(defaults) };
        // As CPython: the lower bound may be negative when `__defaults__` was
        // set longer than the parameters, and a range is always plural.
        let takes = if ndef > 0 { format!("from {} to {}", p as i64 - ndef as i64, p) } else { p.to_string() };
        let s = if ndef > 0 { "s" } else { plural(p) };
        let msg = format!("{}() takes {} positional argument{} but {} {} given", qualname, takes, s, given, if given == 1 { "was" } else { "were" });
        self.type_error(&msg)
    }

    /// `Class(args)`: a new instance initialized by `__init__`, or a builtin constructor.
    fn instantiate(&mut self, class: Value, start: usize, n: usize, kwnames: Value, nkw: usize, ret: usize, entry: bool) -> PyResult<Called> {
        if let Some(call) = self.meta_hook(class, "__call__") {
            // The metaclass's `__call__(cls, *args, **kwargs)` makes the instance.
            let mut args = vec![class];
            args.extend_from_slice(&self.mem.r.stack[start..start + n]);
            return self.call_value_kw(call, &args, kwnames).map(Called::Value);
        }
        if self.is_user_metaclass(class) {
            let a = Args { start, n, kwnames, nkw };
            let kwargs = self.kwargs_dict(&a)?;
            let args = self.mem.r.stack[start..start + a.npos()].to_vec();
            return self.call_metaclass(class, &args, kwargs).map(Called::Value);
        }
        self.instantiate_plain_at(class, start, n, kwnames, nkw, ret, entry)
    }

    /// `type.__call__(cls, *args)` from a builtin: an instance of `cls`
    /// made the plain way (no metaclass `__call__`).
    pub fn instantiate_plain(&mut self, class: Value, a: Args) -> PyResult<Value> {
        if self.is_user_metaclass(class) {
            let kwargs = self.kwargs_dict(&a)?;
            let args = self.mem.r.stack[a.start..a.start + a.npos()].to_vec();
            return self.call_metaclass(class, &args, kwargs);
        }
        let args: Vec<Value> = self.mem.r.stack[a.start..a.start + a.n].to_vec();
        let top = self.mem.r.stack.len();
        self.mem.r.stack.push(class);
        self.mem.r.stack.extend_from_slice(&args);
        self.interp.native_depth += 1;
        let r = match self.instantiate_plain_at(class, top + 1, a.n, a.kwnames, a.nkw, top, true) {
            Ok(Called::Value(v)) => Ok(v),
            Ok(Called::Frame) => self.execute(),
            Err(e) => Err(e),
        };
        self.interp.native_depth -= 1;
        self.mem.r.stack.truncate(top);
        r
    }

    /// The keyword arguments of a builtin call as a new dict (EMPTY when none).
    pub fn kwargs_dict(&mut self, a: &Args) -> PyResult<Value> {
        if a.nkw == 0 {
            return Ok(Value::EMPTY);
        }
        let d = self.mem.new_dict();
        let slot = self.mem.push_temp(d);
        for i in 0..a.nkw {
            let (k, v) = (seq::tuple_get(a.kwnames, i), self.mem.r.stack[a.start + a.npos() + i]);
            self.mem.dict_set_str(self.mem.temp(slot), k, v);
        }
        let d = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        Ok(d)
    }

    fn instantiate_plain_at(&mut self, class: Value, start: usize, n: usize, kwnames: Value, nkw: usize, ret: usize, entry: bool) -> PyResult<Called> {
        // `type(x)`, the commonest class call of all: x's class.
        if n == 1 && nkw == 0 && class == self.ty(crate::runtime::types::TypeId::Type) {
            return Ok(Called::Value(self.type_of(self.mem.r.stack[start])));
        }
        if class::class_kind(class) != 0 {
            let v = crate::runtime::native::construct(self, class, Args { start, n, kwnames, nkw })?;
            return Ok(Called::Value(v));
        }
        let enum_call = self.names.enum_call;
        if nkw == 0 && n == 1 && self.lookup_type(class, enum_call).is_some() {
            let arg = self.mem.r.stack[start];
            if let Some(v) = self.class_hook(class, "__pith_enum_call__", &[arg])? {
                return Ok(Called::Value(v));
            }
        }
        if let Some(new) = self.custom_new(class) {
            return self.instantiate_with_new(new, class, start, n, kwnames, nkw).map(Called::Value);
        }
        let obj = self.mem.new_instance(class);
        let init_name = self.names.init;
        let init = self.lookup_type(class, init_name).unwrap_or(Value::EMPTY);
        self.mem.r.stack[start - 1] = obj;
        match ptr_type(init) {
            Some(TY_FUNCTION) => {
                let r = self.call_function(init, start - 1, n + 1, kwnames, nkw, ret, entry)?;
                let obj = self.mem.r.stack[start - 1];
                self.frame_mut_pub().init_obj = obj;
                Ok(r)
            }
            Some(TY_BUILTIN) => {
                crate::runtime::native::call_builtin(self, builtin_id(init), Args { start: start - 1, n: n + 1, kwnames, nkw })?;
                Ok(Called::Value(self.mem.r.stack[start - 1]))
            }
            _ => {
                let obj = self.mem.r.stack[start - 1];
                let v = self.call_value(init, &[obj])?;
                let _ = v;
                Ok(Called::Value(self.mem.r.stack[start - 1]))
            }
        }
    }

    /// `Class(args)` for a class with its own `__new__` (or a builtin
    /// value base's): `__new__(Class, args)`, then, when that returned an
    /// instance of the class, its `__init__(args)` unless that is
    /// `object.__init__` (which would only refuse the arguments `__new__` took).
    ///
    /// The arguments are in stack slots `start..start + n`, the last `nkw`
    /// of them keywords named by `kwnames`; slot `start - 1` is free. A
    /// builtin `__new__` or `__init__` (a class derived from a builtin
    /// type) is called on the stack, with the class or the new object in
    /// that slot.
    fn instantiate_with_new(&mut self, new: Value, class: Value, start: usize, n: usize, kwnames: Value, nkw: usize) -> PyResult<Value> {
        let new = if is_type(new, TY_STATICMETHOD) { field(new, 1) } else { new };
        let obj = if let Some(id) = unbound_builtin(new) {
            self.mem.r.stack[start - 1] = class;
            crate::runtime::native::call_builtin(self, id, Args { start: start - 1, n: n + 1, kwnames, nkw })?
        } else {
            let mut args = Vec::with_capacity(n + 1);
            args.push(class);
            args.extend_from_slice(&self.mem.r.stack[start..start + n]);
            self.call_value_kw(new, &args, kwnames)?
        };
        // (Classes live in old space, which never moves.)
        if !class::is_subclass(self.type_of(obj), class) {
            return Ok(obj);
        }
        let obj_slot = self.mem.push_temp(obj);
        let init_name = self.names.init;
        let cls = self.type_of(obj);
        let init = self.lookup_type(cls, init_name);
        let object = self.ty(crate::runtime::types::TypeId::Object);
        if init.is_none() || init == dict::dict_get_str(class::class_dict(object), init_name) {
            self.mem.pop_temps(obj_slot);
            return Ok(obj);
        }
        let r = if let Some(id) = init.and_then(unbound_builtin) {
            self.mem.r.stack[start - 1] = obj;
            crate::runtime::native::call_builtin(self, id, Args { start: start - 1, n: n + 1, kwnames, nkw })
        } else {
            self.init_bound(obj, start, n, kwnames)
        };
        let obj = self.mem.temp(obj_slot);
        self.mem.pop_temps(obj_slot);
        let r = r?;
        if !r.is_none() {
            let t = self.type_name(r);
            return Err(self.type_error(&format!("__init__() should return None, not '{}'", t)));
        }
        Ok(obj)
    }

    /// `obj.__init__(args)` for `instantiate_with_new`'s arguments.
    fn init_bound(&mut self, obj: Value, start: usize, n: usize, kwnames: Value) -> PyResult<Value> {
        let init_name = self.names.init;
        let init = self.get_attr(obj, init_name);
        match init {
            Ok(f) => {
                let args = self.mem.r.stack[start..start + n].to_vec();
                self.call_value_kw(f, &args, kwnames)
            }
            Err(e) => Err(e),
        }
    }

    /// `f(*args, **kwargs)` with the tuple and dict (or EMPTY) in stack slots.
    pub fn call_ex(&mut self, f: usize, args: usize, kwargs: usize, ret: usize) -> PyResult<Called> {
        let kw = self.mem.r.stack[kwargs];
        if !kw.is_empty() && !is_type(kw, TY_DICT) {
            // A mapping that is not a dict: copy it into one first.
            let keys_name = self.intern("keys");
            if self.get_attr_opt(kw, keys_name)?.is_none() {
                let t = self.type_name(kw);
                return Err(self.type_error(&format!("argument after ** must be a mapping, not {}", t)));
            }
            let d = self.mem.new_dict();
            let slot = self.mem.push_temp(d);
            let r = self.dict_update(d, self.mem.r.stack[kwargs]);
            let d = self.mem.temp(slot);
            self.mem.pop_temps(slot);
            r?;
            self.mem.r.stack[kwargs] = d;
        }
        let kw = self.mem.r.stack[kwargs];
        let (kwnames, nkw) = if kw.is_empty() {
            (Value::EMPTY, 0)
        } else {
            let items = dict::dict_items(kw);
            for (k, _) in &items {
                if !is_type(*k, TY_STR) {
                    return Err(self.type_error("keywords must be strings"));
                }
            }
            let keys: Vec<Value> = items.iter().map(|(k, _)| *k).collect();
            (self.kwnames_tuple(&keys), items.len())
        };
        let kslot = self.mem.push_temp(kwnames);
        let top = self.mem.r.stack.len();
        let callee = self.mem.r.stack[f];
        self.mem.r.stack.push(callee);
        let t = self.mem.r.stack[args];
        for i in 0..seq::tuple_len(t) {
            self.mem.r.stack.push(seq::tuple_get(t, i));
        }
        let kw = self.mem.r.stack[kwargs];
        if nkw > 0 {
            for (_, v) in dict::dict_items(kw) {
                self.mem.r.stack.push(v);
            }
        }
        let n = self.mem.r.stack.len() - top - 1;
        let kwnames = self.mem.temp(kslot);
        // The names tuple stays rooted until the callee has bound its arguments.
        let r = self.finish_top_call(top, callee, top + 1, n, kwnames, nkw, ret, false);
        self.mem.pop_temps(kslot);
        r
    }

    /// A new function object for loaded code `idx`.
    pub fn make_function(&mut self, idx: usize, defaults: usize, kwdefaults: usize, closure: usize) -> Value {
        let (name, qualname) = (self.tables.codes[idx].name, self.tables.codes[idx].qualname);
        let f = self.mem.alloc_values(TY_FUNCTION, FUNCTION_WORDS - 1);
        let globals = self.mem.r.frames.last().map_or(self.mem.r.main_globals, |fr| fr.globals);
        init_field(f, FN_CODE, Value::int(idx as i64));
        init_field(f, FN_GLOBALS, globals);
        init_field(f, FN_DEFAULTS, self.mem.r.stack[defaults]);
        init_field(f, FN_KWDEFAULTS, self.mem.r.stack[kwdefaults]);
        init_field(f, FN_NAME, name);
        init_field(f, FN_QUALNAME, qualname);
        init_field(f, FN_CLOSURE, self.mem.r.stack[closure]);
        f
    }

    /// Runs a class body in a fresh namespace and builds the class.
    pub fn make_class(&mut self, idx: usize, name: Value, bases: usize, nbases: usize) -> PyResult<Value> {
        let mark = self.mem.temps_mark();
        for i in 0..nbases {
            let b = self.mem.r.stack[bases + i];
            self.mem.push_temp(b);
        }
        // Immortal, like the class: compiled traces read methods from it by address.
        let ns = self.mem.new_module_namespace();
        let ns_slot = self.mem.push_temp(ns);
        let module_name = self.names.module;
        let globals = self.frame_globals();
        let modname = dict::dict_get_str(globals, self.names.name).unwrap_or(Value::NONE);
        self.mem.dict_set_str(self.mem.temp(ns_slot), module_name, modname);
        let qn = self.names.qualname;
        let qualname = self.intern(&self.tables.codes[idx].co.qualname.clone());
        self.mem.dict_set_str(self.mem.temp(ns_slot), qn, qualname);
        let doc = match self.tables.codes[idx].co.doc.clone() {
            Some(d) => self.mem.new_str(&d),
            None => Value::NONE,
        };
        let doc_key = self.intern("__doc__");
        self.mem.dict_set_str(self.mem.temp(ns_slot), doc_key, doc);
        let code = self.tables.codes[idx].clone();
        let top = self.mem.r.stack.len();
        let ns = self.mem.temp(ns_slot);
        // Read again: the namespace's stores allocate, and globals may be a
        // young dict (`exec(src, {})`).
        let globals = self.frame_globals();
        let closure = self.mem.r.stack[bases + nbases];
        let r = self.push_frame(code, top, 0, top, true, Value::EMPTY, globals, ns).and_then(|_| {
            self.install_closure(closure);
            self.execute()
        });
        if let Err(e) = r {
            self.mem.pop_temps(mark);
            return Err(e);
        }
        let ns = self.mem.temp(ns_slot);
        let r = self.class_keywords(bases + nbases + 1).and_then(|how| self.new_class_kw(str::as_str(name), mark, nbases, ns, how));
        self.mem.pop_temps(mark);
        r
    }

    /// A class statement's keywords (a dict, or EMPTY, in stack slot
    /// `slot`): the `metaclass` one, and the others in a new dict.
    fn class_keywords(&mut self, slot: usize) -> PyResult<crate::runtime::types::ClassMaker> {
        let kw = self.mem.r.stack[slot];
        let none = crate::runtime::types::ClassMaker::PLAIN;
        if kw.is_empty() {
            return Ok(none);
        }
        let key = self.intern("metaclass");
        let Some(meta) = dict::dict_get_str(kw, key) else {
            return Ok(crate::runtime::types::ClassMaker { kwargs: kw, ..none });
        };
        let meta_slot = self.mem.push_temp(meta);
        let rest = self.mem.new_dict();
        let rest_slot = self.mem.push_temp(rest);
        let items = self.mem.temps_mark();
        for (k, v) in dict::dict_items(self.mem.r.stack[slot]) {
            if !(is_type(k, TY_STR) && str::as_str(k) == "metaclass") {
                self.mem.r.temps.extend_from_slice(&[k, v]);
            }
        }
        for i in (items..self.mem.temps_mark()).step_by(2) {
            let (k, v) = (self.mem.temp(i), self.mem.temp(i + 1));
            self.mem.dict_set_str(self.mem.temp(rest_slot), k, v);
        }
        let (meta, rest) = (self.mem.temp(meta_slot), self.mem.temp(rest_slot));
        self.mem.pop_temps(meta_slot);
        Ok(crate::runtime::types::ClassMaker { meta, kwargs: rest, direct: false })
    }

    /// The globals of the running frame.
    pub fn frame_globals(&self) -> Value {
        self.mem.r.frames.last().map_or(self.mem.r.main_globals, |f| f.globals)
    }

    /// Unpacks the sequence in stack slot `src` into slots `dst..`: exactly
    /// `count` items, or with a starred target `count` items before it and
    /// `after` items after it.
    pub fn unpack(&mut self, src: usize, dst: usize, count: usize, after: Option<usize>) -> PyResult<()> {
        let v = self.mem.r.stack[src];
        if after.is_none() {
            // SAFETY: nothing allocates while the items are copied.
            if let Some(items) = unsafe { seq::items_slice(v) }.filter(|items| items.len() == count) {
                self.mem.r.stack[dst..dst + count].copy_from_slice(items);
                return Ok(());
            }
        }
        if !matches!(ptr_type(v), Some(TY_TUPLE) | Some(TY_LIST)) && !self.is_iterable(v) {
            let t = self.type_name(v);
            return Err(self.type_error(&format!("cannot unpack non-iterable {} object", t)));
        }
        let items = if matches!(ptr_type(v), Some(TY_TUPLE) | Some(TY_LIST)) { v } else { self.to_list(v)? };
        let n = if is_type(items, TY_TUPLE) { seq::tuple_len(items) } else { seq::list_len(items) };
        let get = |i: usize| if is_type(items, TY_TUPLE) { seq::tuple_get(items, i) } else { seq::list_get(items, i) };
        match after {
            None => {
                if n < count {
                    return Err(self.value_error(&format!("not enough values to unpack (expected {}, got {})", count, n)));
                }
                if n > count {
                    return Err(self.value_error(&format!("too many values to unpack (expected {})", count)));
                }
                for i in 0..n {
                    self.mem.r.stack[dst + i] = get(i);
                }
            }
            Some(after) => {
                let before = count;
                if n < before + after {
                    return Err(self.value_error(&format!("not enough values to unpack (expected at least {}, got {})", before + after, n)));
                }
                let middle: Vec<Value> = (before..n - after).map(get).collect();
                let head: Vec<Value> = (0..before).map(get).collect();
                let tail: Vec<Value> = (n - after..n).map(get).collect();
                let mark = self.mem.temps_mark();
                self.mem.r.temps.extend_from_slice(&head);
                self.mem.r.temps.extend_from_slice(&tail);
                let l = self.mem.list_from_values(&middle);
                for i in 0..before {
                    self.mem.r.stack[dst + i] = self.mem.r.temps[mark + i];
                }
                self.mem.r.stack[dst + before] = l;
                for i in 0..after {
                    self.mem.r.stack[dst + before + 1 + i] = self.mem.r.temps[mark + before + i];
                }
                self.mem.pop_temps(mark);
            }
        }
        Ok(())
    }

    /// `Ok(())` if `args` has between `min` and `max` positional arguments and no keywords.
    #[inline]
    pub fn check_args(&mut self, name: &str, args: &Args, min: usize, max: usize) -> PyResult<()> {
        if args.nkw == 0 && (min..=max).contains(&args.n) {
            return Ok(());
        }
        Err(self.bad_args(name, args, min, max))
    }

    /// The TypeError for a builtin call that `check_args` refuses.
    #[cold]
    #[inline(never)]
    fn bad_args(&mut self, name: &str, args: &Args, min: usize, max: usize) -> crate::runtime::vm::Exc {
        if args.nkw > 0 {
            return self.type_error(&format!("{}() takes no keyword arguments", name));
        }
        let n = args.n;
        let msg = if min == max {
            format!("{}() takes exactly {} argument{} ({} given)", name, min, plural(min), n)
        } else if n < min {
            format!("{}() takes at least {} argument{} ({} given)", name, min, plural(min), n)
        } else {
            format!("{}() takes at most {} argument{} ({} given)", name, max, plural(max), n)
        };
        self.type_error(&msg)
    }

    /// Argument `i` of a builtin call.
    #[inline]
    pub fn arg(&self, args: &Args, i: usize) -> Value {
        self.mem.r.stack[args.start + i]
    }

    /// The keyword argument `name`, if given.
    pub fn kwarg(&self, args: &Args, name: &str) -> Option<Value> {
        (0..args.nkw).find(|&i| str::as_str(seq::tuple_get(args.kwnames, i)) == name).map(|i| self.mem.r.stack[args.start + args.npos() + i])
    }

    /// Rejects keywords other than `allowed`.
    pub fn check_kwargs(&mut self, fname: &str, args: &Args, allowed: &[&str]) -> PyResult<()> {
        for i in 0..args.nkw {
            let k = str::as_str(seq::tuple_get(args.kwnames, i)).to_string();
            if !allowed.contains(&k.as_str()) {
                return Err(self.type_error(&format!("{}() got an unexpected keyword argument '{}'", fname, k)));
            }
        }
        Ok(())
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// `'a'`, `'a' and 'b'`, `'a', 'b', and 'c'` (CPython's wording).
fn name_list(names: &[&str]) -> String {
    let q: Vec<String> = names.iter().map(|n| format!("'{}'", n)).collect();
    match q.len() {
        1 => q[0].clone(),
        2 => format!("{} and {}", q[0], q[1]),
        _ => format!("{}, and {}", q[..q.len() - 1].join(", "), q[q.len() - 1]),
    }
}

impl Calls for Vm {
    /// Calls `callee(*args)` from Rust; `args` must be valid now (they are
    /// rooted on the stack for the duration of the call).
    fn call_value(&mut self, callee: Value, args: &[Value]) -> PyResult<Value> {
        self.call_value_kw(callee, args, Value::EMPTY)
    }

    /// `callee(*args, **kw)` where the last `len(kwnames)` args are keywords.
    fn call_value_kw(&mut self, callee: Value, args: &[Value], kwnames: Value) -> PyResult<Value> {
        let top = self.mem.r.stack.len();
        self.mem.r.stack.push(callee);
        self.mem.r.stack.extend_from_slice(args);
        let nkw = if kwnames.is_empty() { 0 } else { seq::tuple_len(kwnames) };
        self.interp.native_depth += 1;
        let r = match self.call_at(callee, top + 1, args.len(), kwnames, nkw, top, true) {
            Ok(Called::Value(v)) => Ok(v),
            Ok(Called::Frame) => self.execute(),
            Err(e) => Err(e),
        };
        self.interp.native_depth -= 1;
        self.mem.r.stack.truncate(top);
        r
    }

    /// Calls a method by name on `obj` from Rust: `obj.name(*args)`.
    fn call_method(&mut self, obj: Value, name: &str, args: &[Value]) -> PyResult<Value> {
        let mark = self.mem.temps_mark();
        self.mem.r.temps.push(obj);
        self.mem.r.temps.extend_from_slice(args);
        let n = self.intern(name);
        let obj = self.mem.temp(mark);
        let r = self.get_attr(obj, n);
        let r = match r {
            Ok(m) => {
                let args: Vec<Value> = self.mem.r.temps[mark + 1..].to_vec();
                self.call_value(m, &args)
            }
            Err(e) => Err(e),
        };
        self.mem.pop_temps(mark);
        r
    }

    /// `next(g)`: the next value, or `None` when the generator is exhausted.
    fn generator_next(&mut self, g: Value) -> PyResult<Option<Value>> {
        match self.resume(g, Value::NONE)? {
            super::generator::Step::Yielded(v) => Ok(Some(v)),
            super::generator::Step::Done(_) => Ok(None),
        }
    }
}

/// `n` copies of `fill` to work in: in `small` when they fit (no
/// allocation), else in `big`.
fn scratch<'a, T: Copy>(small: &'a mut [T], big: &'a mut Vec<T>, n: usize, fill: T) -> &'a mut [T] {
    if n <= small.len() {
        let s = &mut small[..n];
        s.fill(fill);
        s
    } else {
        big.resize(n, fill);
        big
    }
}
