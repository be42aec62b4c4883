//! Inlining Python calls while recording: entering and leaving callee frames that exist only in snapshots.
//!
//! Must never: inline a callee whose frame the interpreter would have to see (it aborts instead).

use super::*;

/// Where an inlined call's parameter comes from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Param {
    /// The call's argument k (counted from its first argument register).
    Arg(usize),
    /// Item i of the function's defaults tuple (of this length).
    Default(usize, usize),
    /// `*args`: the tuple of the call's arguments `first .. first + count`
    /// (allocated by the trace; the sink pass keeps it virtual when the
    /// callee only indexes or unpacks it).
    VarArgs(usize, usize),
}

impl Recorder {
    /// Can `callee(argc args)` at `pc` of code `code_index` be inlined? A
    /// Python function taking exactly `argc` positional parameters, not a
    /// generator, not too deep.
    pub(super) fn inlinable(&self, vm: &Vm, code_index: usize, pc: u32, callee: Value, argc: usize) -> bool {
        self.binding(vm, code_index, pc, callee, argc, Value::EMPTY, 0).is_some_and(|b| b.iter().enumerate().all(|(i, p)| *p == Param::Arg(i)))
    }

    /// How the parameters of `callee` get their values for a call with `n`
    /// arguments at `pc`, the last `nkw` of them named by the tuple
    /// `kwnames` (one source per positional parameter, then one for `*args`
    /// if the callee has it); `None` when the call cannot be inlined (see
    /// `inlinable`) or its binding would raise, which the interpreter does.
    /// No `**kwargs` or keyword-only parameters.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn binding(&self, vm: &Vm, code_index: usize, pc: u32, callee: Value, n: usize, kwnames: Value, nkw: usize) -> Option<Vec<Param>> {
        if !is_type(callee, TY_FUNCTION) || self.inlined.len() >= MAX_SMALL_INLINE_DEPTH || self.policy.no_inline.contains(&(code_index, pc)) || vm.mem.r.frames.len() >= vm.interp.recursion_limit {
            return None;
        }
        let index = crate::object::func::function_code_index(callee);
        let co = &vm.tables.codes[index].co;
        if self.recursive(index, co) || !self.depth_allows(co) {
            return None;
        }
        let sig = &co.signature;
        if co.is_generator || co.is_coroutine || sig.varkw || sig.kwonly != 0 {
            return None;
        }
        let (p, npos) = (sig.positional as usize, n.checked_sub(nkw)?);
        let extra = npos.saturating_sub(p);
        if extra > 0 && !sig.varargs || extra > MAX_INLINE_TUPLE {
            return None;
        }
        let mut params: Vec<Option<Param>> = (0..p).map(|i| (i < npos - extra).then_some(Param::Arg(i))).collect();
        for k in 0..nkw {
            let name = str::as_str(seq::tuple_get(kwnames, k));
            let j = sig.names[..p].iter().position(|pn| pn == name).filter(|j| *j >= sig.posonly as usize)?;
            if params[j].replace(Param::Arg(npos + k)).is_some() {
                return None;
            }
        }
        let defaults = field(callee, crate::object::func::FN_DEFAULTS);
        let ndef = if is_type(defaults, TY_TUPLE) { seq::tuple_len(defaults) } else { 0 };
        let mut bound: Vec<Param> = (0..p).map(|i| params[i].or_else(|| (i + ndef >= p).then_some(Param::Default(i + ndef - p, ndef)))).collect::<Option<_>>()?;
        if sig.varargs {
            // The extra positional arguments come before the keywords.
            bound.push(Param::VarArgs(p, extra));
        }
        Some(bound)
    }

    /// The inline depth by size: any callee is inlined up to
    /// `MAX_INLINE_DEPTH` frames deep; a small loop-free one (a getter, a
    /// vector operation) up to `MAX_SMALL_INLINE_DEPTH`, while the trace is
    /// under half its op limit.
    fn depth_allows(&self, co: &lang::bytecode::CodeObject) -> bool {
        let d = self.inlined.len();
        d < MAX_INLINE_DEPTH || d < MAX_SMALL_INLINE_DEPTH && small_loop_free(co) && self.b.trace.ops.len() < self.policy.trace_limit / 2
    }

    /// Is a call of code `index` (`co`) recursion the trace does not
    /// unroll? A running frame's code (an inlined frame's, or the traced
    /// function's own) is inlined again only when it is small and
    /// loop-free, up to `MAX_RECURSIVE_INLINE` frames of it: a short
    /// recursion, such as a union-find's, runs inline, and a function's
    /// trace runs two levels of its recursion per entry (the deeper calls
    /// go through the call helper into the same trace, which halves the
    /// entries, the dear part of a recursive call from compiled code). A
    /// loop's trace never inlines its own code. So a trace hides a bounded
    /// number of frames from the recursion limit, as any inlining does,
    /// never a number growing with the recursion.
    fn recursive(&self, index: usize, co: &lang::bytecode::CodeObject) -> bool {
        let own = index == self.code_index;
        if own && !self.from_function_entry() {
            return true;
        }
        let running = self.inlined.iter().filter(|f| self.inline_frames[f.info.index()].code_index == index).count() + usize::from(own);
        running > 0 && (running >= MAX_RECURSIVE_INLINE || !small_loop_free(co))
    }

    /// Records entering the Python function `f` (in register `func`, its
    /// arguments from register `start`), whose frame the interpreter is
    /// about to push, with its parameters bound as `params` says.
    pub(super) fn inline_call(&mut self, vm: &mut Vm, pc: u32, dst: u16, func: u16, start: u16, f: Value, params: &[Param]) -> Res<()> {
        use crate::object::func::{FN_CODE, FN_DEFAULTS, FN_GLOBALS};
        let index = crate::object::func::function_code_index(f);
        self.note_code(vm, index);
        let fv = self.get(func)?;
        let globals = match self.constant_globals(vm, fv, f)? {
            Some(g) => g,
            None => {
                self.guard(Opcode::GuardType, &[fv], Imm::TypeId(TY_FUNCTION as u32))?;
                let code_word = self.load(Region::Function, fv, 8 * FN_CODE as i64)?;
                self.guard(Opcode::GuardRef, &[code_word], Imm::Word(Value::int(index as i64).0))?;
                self.load(Region::Function, fv, 8 * FN_GLOBALS as i64)?
            }
        };
        let in_place = params.iter().enumerate().all(|(i, p)| *p == Param::Arg(i));
        let mut values = Vec::with_capacity(params.len());
        for p in params.iter().filter(|_| !in_place) {
            values.push(match *p {
                Param::Arg(k) => self.get(start + k as u16)?,
                Param::Default(i, ndef) => {
                    let d = self.load(Region::Function, fv, 8 * FN_DEFAULTS as i64)?;
                    self.guard(Opcode::GuardType, &[d], Imm::TypeId(TY_TUPLE as u32))?;
                    let len = self.load_small_int(Region::Tuple, d, 8)?;
                    let want = self.const_int(ndef as i64)?;
                    let same = self.op(Opcode::IntEq, &[len, want])?;
                    self.guard(Opcode::GuardTrue, &[same], Imm::None)?;
                    self.load(Region::Tuple, d, 16 + 8 * i as i64)?
                }
                Param::VarArgs(first, count) => self.new_tuple_of(start + first as u16, count as u16)?,
            });
        }
        self.push_inlined(pc, dst, func, start, index, globals, Value::EMPTY)?;
        if !in_place {
            // The interpreter lays the bound parameters out where the frame starts.
            for (i, v) in values.into_iter().enumerate() {
                self.set(i as u16, v);
            }
        }
        self.install_closure(vm, index, fv)
    }

    /// `Call` at `pc` of a builtin (or builtin class) `f` in register
    /// `func` that the interpreter runs as a generator form, a Python
    /// function (`runtime::form_choice`): `set(x for x in ...)`,
    /// `sum(genexpr)`, `any(...)`. Guards what the choice read (the callee,
    /// the generator argument, the type of `sum`'s start) and inlines the
    /// form's frame, as the interpreter pushes it, so the loop consuming
    /// the generator runs in the trace (unrolled, the generator inlined into
    /// it). The register that held the builtin then holds the form, which
    /// an exit inside the form's frame rebuilds it from. False when it
    /// cannot be inlined (nothing was recorded).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn inline_generator_form(&mut self, vm: &mut Vm, code_index: usize, pc: u32, dst: u16, func: u16, argc: u16, regs: &[Value]) -> Res<bool> {
        use crate::object::func::{builtin_self, FN_GLOBALS};
        let f = regs[func as usize];
        let first = func + 1;
        let Some(args) = regs.get(first as usize..(first + argc) as usize) else { return Ok(false) };
        let plain_callee = is_type(f, TY_CLASS) || is_type(f, TY_BUILTIN) && builtin_self(f).is_empty();
        let Some(index) = plain_callee.then(|| crate::runtime::form_choice::form_for(vm, f, args.len(), 0, |i| args[i])).flatten() else { return Ok(false) };
        // `str.join(sep, g)` called unbound takes the generator second: left to the call.
        if crate::runtime::form_choice::FORMS[index] == "join" {
            return Ok(false);
        }
        let Some(form) = vm.mem.r.generator_forms.get(index).copied() else { return Ok(false) };
        // Only old objects may be named by the trace's code.
        let young = |v: Value| vm.mem.heap().is_young(v.addr());
        if young(form) || young(field(form, FN_GLOBALS)) {
            return Ok(false);
        }
        let Some(params) = self.binding(vm, code_index, pc, form, args.len(), Value::EMPTY, 0) else { return Ok(false) };
        let fv = self.get(func)?;
        self.guard_is(fv, f)?;
        self.guard_plain_generator(first)?;
        if args.len() == 2 {
            // `sum(g, start)`: the choice read the start's type.
            self.guard_class(first + 1, args[1])?;
        }
        let fc = self.const_ref(form)?;
        self.set(func, fc);
        self.inline_call(vm, pc, dst, func, first, form, &params)?;
        if let Some(frame) = self.inlined.last_mut() {
            frame.unrolls = true;
        }
        Ok(true)
    }

    /// The globals of function `f` as a constant when the trace has `f`
    /// (its `fv`) as a constant already (a global or a method relied on):
    /// a function's code and globals never change. `None` otherwise.
    fn constant_globals(&mut self, vm: &Vm, fv: V, f: Value) -> Res<Option<V>> {
        use crate::object::func::FN_GLOBALS;
        let g = field(f, FN_GLOBALS);
        if self.b.trace.constant(fv) != Some(f.0 as i64) || vm.mem.heap().is_young(g.addr()) {
            return Ok(None);
        }
        Ok(Some(self.const_ref(g)?))
    }

    /// The cells of function `fv`'s closure into the free-variable
    /// registers of the frame just entered, as `Vm::install_closure` puts
    /// them. The closure is a tuple with one cell per free variable of the
    /// code (guarded already), so its length needs no guard.
    fn install_closure(&mut self, vm: &Vm, index: usize, fv: V) -> Res<()> {
        use crate::object::func::FN_CLOSURE;
        let co = &vm.tables.codes[index].co;
        let (first, n) = (co.free_start, co.freevars.len() as u16);
        if n == 0 {
            return Ok(());
        }
        let closure = self.load(Region::Function, fv, 8 * FN_CLOSURE as i64)?;
        for i in 0..n {
            let cell = self.load(Region::Tuple, closure, 16 + 8 * i as i64)?;
            self.set(first + i, cell);
        }
        Ok(())
    }

    /// `CallMethod` at `pc` of a bound method of a Python function
    /// (runtime value `m`, in register `b`) with the self slot `b + 1`
    /// empty. The interpreter puts the method's object in the self slot
    /// and calls the function from there, so the trace does the same and
    /// inlines the call as a method call: the function and object are read
    /// from the bound method (never written after creation; from a bound
    /// method the trace allocated, they are the values it stored). False
    /// when the call cannot be inlined (nothing was recorded).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn bound_method_call(&mut self, vm: &mut Vm, code_index: usize, pc: u32, dst: u16, b: u16, argc: u16, kw: u16, names: Value, m: Value) -> Res<bool> {
        let f = field(m, 1);
        if !is_type(f, TY_FUNCTION) {
            return Ok(false);
        }
        let Some(params) = self.binding(vm, code_index, pc, f, argc as usize + 1, names, kw as usize) else { return Ok(false) };
        let mv = self.get(b)?;
        if self.b.trace.ty(mv) != Type::Ref {
            return Ok(false);
        }
        self.guard_method_binding(b + 1, Value::EMPTY)?;
        self.guard(Opcode::GuardType, &[mv], Imm::TypeId(TY_BOUND_METHOD))?;
        let fv = self.load(Region::BoundMethod, mv, 8)?;
        let sv = self.load(Region::BoundMethod, mv, 16)?;
        self.set(b, fv);
        self.set(b + 1, sv);
        self.inline_call(vm, pc, dst, b, b + 1, f, &params)?;
        Ok(true)
    }

    /// `obj.name` computed by a property's getter or a descriptor's
    /// `__get__` (see `interp/attr_call.rs`), inlined like a method call:
    /// guards keep what the lookup found (the instance's shape, the class
    /// namespace entries, watched, the descriptor's shape), the function goes to the
    /// register just past the frame's and its arguments after it, where
    /// the interpreter lays the call out. False when not applicable.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn inline_attr_call(&mut self, vm: &mut Vm, code: &crate::runtime::code::Code, pc: u32, dst: u16, obj: u16, o: Value, name: Value) -> Res<bool> {
        let Some(c) = vm.attr_call(o, name) else { return Ok(false) };
        if !self.inlinable(vm, code.index, pc, c.func, c.n) {
            return Ok(false);
        }
        let cls = vm.mem.instance_class(o);
        let Some(holder) = self.class_attr(vm, cls, name)? else { return Ok(false) };
        let v = self.get(obj)?;
        self.guard_shape(v, o)?;
        let (func_reg, start) = self.call_past_frame(code, c.n);
        let f = if c.n == 1 {
            // A property: its getter.
            self.set(start, v);
            self.load(Region::Property, holder, 8)?
        } else {
            // A descriptor: `__get__` of its class, called (desc, obj, cls).
            let desc = c.args[0];
            self.guard_shape(holder, desc)?;
            let desc_cls = vm.mem.instance_class(desc);
            let get = vm.names.get_;
            let Some(fv) = self.class_attr(vm, desc_cls, get)? else { return Ok(false) };
            let cls_v = self.const_ref(cls)?;
            self.set(start, holder);
            self.set(start + 1, v);
            self.set(start + 2, cls_v);
            fv
        };
        self.set(func_reg, f);
        let params: Vec<Param> = (0..c.n).map(Param::Arg).collect();
        self.inline_call(vm, pc, dst, func_reg, start, c.func, &params)?;
        Ok(true)
    }

    /// `obj[key]` by a Python `__getitem__` (see `interp/item_call.rs`),
    /// inlined like a method call: guards keep what the lookup found (the
    /// instance's shape, the class namespace entries, watched), the function goes
    /// to the register just past the frame's, the instance and the key
    /// after it, where the interpreter lays the call out. False when not
    /// applicable (nothing recorded; the trace then calls the subscript
    /// helper, as the interpreter's frame runs unrecorded).
    #[allow(clippy::too_many_arguments)]
    /// With `src` (`obj[key] = R[src]`), `__setitem__` the same way, its
    /// result going to the register past the frame's, as the interpreter's.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn inline_item_call(&mut self, vm: &mut Vm, code: &crate::runtime::code::Code, pc: u32, dst: Option<u16>, obj: u16, key: u16, src: Option<u16>, o: Value) -> Res<bool> {
        let store = src.is_some();
        let Some(f) = vm.item_call(o, store) else { return Ok(false) };
        let n = 2 + store as usize;
        if !self.inlinable(vm, code.index, pc, f, n) {
            return Ok(false);
        }
        let cls = vm.mem.instance_class(o);
        let name = if store { vm.names.setitem } else { vm.names.getitem };
        let Some(fv) = self.class_attr(vm, cls, name)? else { return Ok(false) };
        let v = self.get(obj)?;
        self.guard_shape(v, o)?;
        let mut args = vec![v, self.get(key)?];
        if let Some(s) = src {
            args.push(self.get(s)?);
        }
        let (func_reg, start) = self.call_past_frame(code, n);
        self.set(func_reg, fv);
        for (i, a) in args.into_iter().enumerate() {
            self.set(start + i as u16, a);
        }
        let params: Vec<Param> = (0..n).map(Param::Arg).collect();
        self.inline_call(vm, pc, dst.unwrap_or(func_reg), func_reg, start, f, &params)?;
        Ok(true)
    }

    /// `obj(R[func+1 ..])` (runtime value `o` in register `func`, `argc`
    /// positional arguments) for an instance whose class's `__call__` is a
    /// small loop-free Python function (one with a loop, inlined, stops the
    /// recording at its loop and bans the call site: measured on chaos,
    /// whose splines are such callables, it then ran 1.8 % more
    /// instructions): inlined as the interpreter runs it (`call_with_prefix`),
    /// the function in the register just past the frame's, the instance and
    /// the arguments after it. Guards the instance's shape and the class
    /// namespaces (the lookup's). False when not applicable (nothing recorded).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn instance_call(&mut self, vm: &mut Vm, code: &crate::runtime::code::Code, pc: u32, dst: u16, func: u16, argc: u16, o: Value) -> Res<bool> {
        if !is_instance_obj(o) {
            return Ok(false);
        }
        let cls = vm.mem.instance_class(o);
        let name = vm.names.call;
        let Some(f) = vm.lookup_type(cls, name) else { return Ok(false) };
        if !is_type(f, TY_FUNCTION) || !small_loop_free(&vm.tables.codes[crate::object::func::function_code_index(f)].co) || !self.inlinable(vm, code.index, pc, f, argc as usize + 1) {
            return Ok(false);
        }
        let Some(fv) = self.class_attr(vm, cls, name)? else { return Ok(false) };
        let v = self.get(func)?;
        self.guard_shape(v, o)?;
        let (func_reg, start) = self.call_past_frame(code, argc as usize + 1);
        let args = (0..argc).map(|i| self.get(func + 1 + i)).collect::<Res<Vec<V>>>()?;
        self.set(func_reg, fv);
        self.set(start, v);
        for (i, a) in args.into_iter().enumerate() {
            self.set(start + 1 + i as u16, a);
        }
        let params: Vec<Param> = (0..argc as usize + 1).map(Param::Arg).collect();
        self.inline_call(vm, pc, dst, func_reg, start, f, &params)?;
        Ok(true)
    }

    /// The registers of a call the interpreter lays out past the frame of
    /// `code` (the function, then `n` arguments from `start`), made known.
    pub(super) fn call_past_frame(&mut self, code: &crate::runtime::code::Code, n: usize) -> (u16, u16) {
        let func_reg = code.co.nregs;
        let start = func_reg + 1;
        self.cover_slots((self.off + start) as usize + n);
        (func_reg, start)
    }

    /// Enters the frame of an inlined call of code `index` whose registers
    /// start at `start` (relative to the caller).
    pub(super) fn push_inlined(&mut self, pc: u32, dst: u16, func: u16, start: u16, index: usize, globals: V, init_class: Value) -> Res<()> {
        let nargs = self.inline_code(index).1;
        self.enter_inlined(pc, dst, func, start, index, globals, init_class)?;
        self.inlined_calls += 1;
        // The interpreter clears the callee's registers after its parameters.
        let empty = self.const_ref(Value::EMPTY)?;
        for r in nargs..self.inline_code(index).0 {
            self.set(r, empty);
        }
        Ok(())
    }

    /// Makes the frame of code `index` whose registers start at `start`
    /// (relative to the caller) the one being recorded, its registers as
    /// they are (`push_inlined` for a call, `new_bridge` for an exit's frames).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn enter_inlined(&mut self, pc: u32, dst: u16, func: u16, start: u16, index: usize, globals: V, init_class: Value) -> Res<()> {
        let nregs = self.inline_code(index).0;
        let base = self.off + start;
        let info = jit::ir::InlineId(self.inline_frames.len() as u32);
        let parent = self.inlined.last().map_or(FrameId(0), |f| f.info.frame());
        self.inline_frames.push(InlineFrame { code_index: index, base: base as u32, ret: (self.off + dst) as u32, func: (self.off + func) as u32, init_class, parent, call_pc: pc, generator: false, operator: None, unrolled_loop: false });
        let unrolls = self.inlined.last().is_some_and(|f| f.unrolls);
        self.inlined.push(Inlined { info, caller_off: self.off, call_pc: pc, dst, nregs, globals, init: !init_class.is_empty(), caller_code: self.expect_code, generator: None, unrolls });
        self.cover_slots((base + nregs) as usize);
        self.off = base;
        self.expect_code = index;
        Ok(())
    }

    /// Remembers what the recorder needs of code `index` (registers,
    /// parameters, liveness) before entering an inlined frame of it.
    pub(super) fn note_code(&mut self, vm: &Vm, index: usize) {
        let co = &vm.tables.codes[index].co;
        self.code_shapes.insert(index, (co.nregs, co.signature.positional));
        self.live.insert(index, vm.tables.codes[index].liveness());
    }

    /// The call site blamed for abort `a` (code index, pc): the one that
    /// entered the innermost inlined frame, when recording inside one. An
    /// abort there stops inlining that call only, so the frames around it
    /// stay inlined (the call becomes a generic call from the trace). None
    /// for a loop exit in an inlined generator's frame (its own loop ended,
    /// so the generator is about to finish: the recording started too late
    /// in its iteration, which is no fault of the resume).
    pub fn blame(&self, a: Abort) -> Option<(usize, u32)> {
        let f = self.inlined.last()?;
        if a == Abort::LoopExit && self.inline_frames[f.info.index()].generator {
            return None;
        }
        Some((f.caller_code, f.call_pc))
    }

    /// (registers, positional parameters) of code `index` (see `note_code`).
    pub(super) fn inline_code(&self, index: usize) -> (u16, u16) {
        self.code_shapes.get(&index).copied().unwrap_or((0, 0))
    }

    /// Can `cls(argc args)` at `pc` be inlined as an allocation plus an
    /// inlined `__init__`? A plain class whose `__init__` is a simple Python
    /// function taking the instance and `argc` positional arguments.
    pub(super) fn init_inlinable(&self, vm: &mut Vm, code_index: usize, pc: u32, cls: Value, argc: usize) -> bool {
        if !is_type(cls, TY_CLASS) || class_kind(cls) != 0 || self.inlined.len() >= MAX_SMALL_INLINE_DEPTH || self.policy.no_inline.contains(&(code_index, pc)) {
            return false;
        }
        let (init, hook) = (vm.names.init, vm.names.enum_call);
        if vm.custom_new(cls).is_some() || vm.lookup_type(cls, hook).is_some() || vm.metaclass_makes_instances(cls) {
            return false;
        }
        let Some(f) = vm.lookup_type(cls, init).filter(|f| is_type(*f, TY_FUNCTION)) else { return false };
        let holder_young = crate::object::class::class_lookup_entry(cls, init).is_none_or(|(h, _)| vm.mem.heap().is_young(crate::object::class::class_dict(h).addr()));
        !holder_young && self.inlinable(vm, u32::MAX as usize, u32::MAX, f, argc + 1)
    }

    /// `cls(args)`: the instance allocated inline, then `__init__` inlined
    /// with the instance as its first argument (in the callee's register,
    /// where the interpreter puts it too).
    pub(super) fn inline_init(&mut self, vm: &mut Vm, pc: u32, dst: u16, func: u16, cls: Value) -> Res<()> {
        use crate::object::func::FN_GLOBALS;
        let init = vm.names.init;
        let Some(f) = vm.lookup_type(cls, init) else { return self.step() };
        let index = crate::object::func::function_code_index(f);
        self.note_code(vm, index);
        let obj = self.alloc_instance(vm, func, cls)?;
        let Some(fv) = self.class_attr(vm, cls, init)? else { return Err(Abort::InlineNeedsFrame) };
        let globals = match self.constant_globals(vm, fv, f)? {
            Some(g) => g,
            None => self.load(Region::Function, fv, 8 * FN_GLOBALS as i64)?,
        };
        self.set(func, obj);
        self.push_inlined(pc, dst, func, func, index, globals, cls)?;
        self.install_closure(vm, index, fv)
    }

    /// `return src` (runtime value `x`) from an inlined callee: its value
    /// goes to the caller's result register, and the callee's registers
    /// are dead. An inlined `__init__` must return None (guarded: otherwise
    /// the interpreter raises its TypeError) and gives the instance
    /// instead; an operator's dunder must not decline (`operators.rs`).
    pub(super) fn inline_return(&mut self, vm: &Vm, src: u16, x: Value) -> Res<()> {
        let mut v = self.get(src)?;
        self.guard_operator_result(v, x, vm.tables.not_implemented)?;
        if self.inlined.last().is_some_and(|f| f.init) {
            if self.b.trace.constant(v) != Some(Value::NONE.0 as i64) {
                let b = self.boxed(v)?;
                self.guard(Opcode::GuardRef, &[b], Imm::Word(Value::NONE.0 as u64))?;
            }
            v = self.get(0)?;
        }
        self.leave_inlined(v)
    }

    /// Leaves the innermost inlined frame, its result `v` going to the
    /// caller's result register; the caller goes on after the call.
    pub(super) fn leave_inlined(&mut self, v: V) -> Res<()> {
        let f = self.pop_inlined()?;
        self.set(f.dst, v);
        self.expect = Some(f.call_pc + 1);
        Ok(())
    }

    /// Pops the innermost inlined frame, whose registers are dead: the
    /// caller's frame is the one recorded next.
    pub(super) fn pop_inlined(&mut self) -> Res<Inlined> {
        let Some(f) = self.inlined.pop() else { return Err(Abort::LeftFrame) };
        let (lo, hi) = (self.off as usize, (self.off + f.nregs) as usize);
        for a in lo..hi.min(self.slots.len()) {
            self.slots[a] = None;
            self.dirty[a] = false;
        }
        self.off = f.caller_off;
        self.expect_code = f.caller_code;
        if self.unrolling.is_some_and(|d| self.inlined.len() < d) {
            self.unrolling = None;
        }
        Ok(f)
    }
}

/// A function of at most `SMALL_CALLEE` instructions with no loop.
fn small_loop_free(co: &lang::bytecode::CodeObject) -> bool {
    co.instrs.len() <= SMALL_CALLEE && !co.instrs.iter().any(|i| matches!(i, Instr::LoopBack { .. }))
}
