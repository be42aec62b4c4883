//! Calls of builtins that real code makes in hot paths, recorded as IR
//! instead of a call through the call helper (an instance of a class
//! derived from a builtin type counting as its builtin value where the
//! class keeps the builtin's method): `len` of a list or tuple (of a str
//! through a helper that reads its character count),
//! `isinstance` with a class, `type(x)`, `abs`, `min`/`max` of two numbers of one
//! kind, `list.append` (and `pop` and `insert`, and `set.add`, through
//! helpers of their own), `len` of a dict or set, `int(x)` and `float(x)` of a number, `range` of
//! small ints (allocated in the trace, as its iterator is) and `reversed`
//! of one with a unit step, `super`
//! (allocated in the trace, so that a method called through it inlines), and
//! `tuple(l)` of a list, `math`'s one-argument float functions
//! (`sqrt` and `fabs` as machine instructions, the others through a pure
//! float helper: the functions the interpreter calls).
//!
//! Each specialization first decides from the runtime values whether it
//! applies, then guards the callee (builtins are immortal: a `GuardRef`)
//! and the argument types it relies on. Where the builtin would raise (a
//! math domain or range error), a guard exits before the call and the
//! interpreter raises.
//!
//! Must never: give a result that differs from the builtin's for the types
//! it guards, or emit anything before deciding it applies.

use super::*;
use crate::runtime::native::{builtin_def, BuiltinDef, Owner};
use crate::runtime::types::TypeId;

/// A builtin call the recorder turns into IR.
#[derive(Clone, Copy)]
enum Special {
    Len(u32),
    IsInstance,
    /// `type(x)`: x's class, a constant once x's class is fixed.
    TypeOf,
    Abs,
    MinMax { max: bool },
    /// A list or set method with a helper of its own, on the first argument.
    Method(Method),
    /// A `math` function of one float (`FLOAT_FNS` index).
    Math(usize),
    /// `int(x)` of an int or a float.
    ToInt,
    /// `float(x)` of an int or a float.
    ToFloat,
    /// `range(...)` of one to three small ints: the range allocated in
    /// the trace (`get_iter` reads its bounds back for its iterator).
    Range,
    /// `super(C, obj)`, `obj` an instance of `C`: the super object
    /// allocated in the trace.
    Super2,
    /// `super()` in an inlined method: the super object of the frame's
    /// function's class (this one) and the frame's first argument.
    Super0(Value),
    /// `object.__new__(cls)` of a plain class: the instance allocated in
    /// the trace, as `cls()` is (`alloc_instance`).
    ObjectNew,
    /// `tuple(l)` of a list: its items copied by the helper that
    /// `ListToTuple` calls (`tuple(genexpr)` ends so: `tuple_of`).
    ListToTuple,
    /// `reversed(r)` of a range of small ints with a step of 1 or -1: the
    /// range iterator running backwards allocated in the trace.
    ReversedRange,
}

/// A method of a list or set that traces call a helper of their own for.
#[derive(Clone, Copy, PartialEq)]
enum Method {
    /// `l.append(x)`.
    Append,
    /// `l.pop()` or `l.pop(i)` with an int `i`.
    Pop,
    /// `l.insert(i, x)` with an int `i`.
    Insert,
    /// `s.add(x)` of a set.
    Add,
    /// `d.get(k)` or `d.get(k, default)` of a dict.
    Get,
}

/// Which `Method` builtin `def` called on a receiver whose builtin value
/// has type `recv` (`view_type`) with the arguments `args` (runtime
/// values) is, if any.
fn container_method(def: &BuiltinDef, recv: Option<u32>, args: &[Value]) -> Option<Method> {
    let list = recv == Some(TY_LIST);
    Some(match (def.owner, def.name, args) {
        (Owner::Type(TypeId::List), "append", [_]) if list => Method::Append,
        (Owner::Type(TypeId::List), "pop", []) if list => Method::Pop,
        (Owner::Type(TypeId::List), "pop", [i]) if list && i.is_int() => Method::Pop,
        (Owner::Type(TypeId::List), "insert", [i, _]) if list && i.is_int() => Method::Insert,
        (Owner::Type(TypeId::Set), "add", [_]) if recv == Some(TY_SET) => Method::Add,
        (Owner::Type(TypeId::Dict), "get", [_] | [_, _]) if recv == Some(TY_DICT) => Method::Get,
        _ => return None,
    })
}

/// The type of the object builtin code works on when given `x`: `x`'s
/// own, or for an instance of a class derived from a builtin value type
/// (`class Stack(list)`), its builtin value's, when the trace can read that
/// value from the instance's slot (`Recorder::builtin_value`). None for an
/// instance without one.
fn view_type(vm: &mut Vm, x: Value) -> Option<u32> {
    if !is_instance_obj(x) {
        return ptr_type(x);
    }
    let view = vm.builtin_view(x);
    let name = vm.names.builtin_value;
    let shape = vm.plain_attr_shape(x, name).filter(|_| view != x)?;
    vm.mem.shapes.lookup(shape, name)?;
    ptr_type(view)
}

impl Recorder {
    /// `R[dst] = f(R[first..first + args.len()])` for the builtin `f` held
    /// in register `func`, with runtime arguments `args`, as IR. False
    /// when no specialization applies (nothing was recorded).
    pub(super) fn builtin_call(&mut self, vm: &mut Vm, dst: u16, func: u16, first: u16, f: Value, args: &[Value]) -> Res<bool> {
        let Some(s) = self.special(vm, first, f, args) else { return Ok(false) };
        // An instance of a class derived from a builtin type stands for its
        // builtin value where the class keeps the builtin's behaviour.
        let viewed = matches!(s, Special::Len(_) | Special::Method(_)) && is_instance_obj(args[0]);
        if viewed && matches!(s, Special::Len(_)) && !self.inherits_builtin(vm, args[0], vm.names.len)? {
            return Ok(false);
        }
        let fv = self.get(func)?;
        self.guard_is(fv, f)?;
        let r = match s {
            Special::Len(ty) => {
                let v = if viewed { self.builtin_value(vm, first, args[0])? } else { self.get(first)? };
                self.guard(Opcode::GuardType, &[v], Imm::TypeId(ty))?;
                match ty {
                    // A str's count of characters is a plain word: read by a helper.
                    TY_STR => self.call(H_STR_LEN, &[v], Type::Int)?,
                    TY_LIST => self.load_small_int(Region::List, v, 8)?,
                    TY_TUPLE => self.load_small_int(Region::Tuple, v, 8)?,
                    _ => self.load_small_int(Region::DictFields, v, 8)?,
                }
            }
            Special::IsInstance => {
                if !self.depend_hooks(vm, args[1])? {
                    return Err(Abort::Unwatchable);
                }
                self.guard_class(first, args[0])?;
                let c = self.get(first + 1)?;
                self.guard_is(c, args[1])?;
                let cls = vm.type_of(args[0]);
                self.const_ref(Value::bool(crate::object::class::is_subclass(cls, args[1])))?
            }
            Special::TypeOf => {
                self.guard_class(first, args[0])?;
                self.const_ref(vm.type_of(args[0]))?
            }
            Special::Abs if args[0].is_int() => {
                let x = self.int(first, args[0])?;
                let zero = self.const_int(0)?;
                let neg = self.guard(Opcode::IntSubOv, &[zero, x], Imm::None)?;
                let below = self.op(Opcode::IntLt, &[x, zero])?;
                self.emit(Opcode::Select, Type::Int, &[below, neg, x], Imm::None)?
            }
            Special::Abs => {
                let x = self.float(first, args[0])?;
                self.op(Opcode::FloatAbs, &[x])?
            }
            Special::MinMax { max } => self.min_max(first, args[0], args[1], max)?,
            Special::Method(m) => {
                // (The method itself was looked up on the instance's class,
                // fixed by the guards that lookup recorded.)
                let recv = if viewed { self.builtin_value(vm, first, args[0])? } else { self.get(first)? };
                let now = if viewed { vm.builtin_view(args[0]) } else { args[0] };
                self.container_method_call(m, recv, now, first + 1, &args[1..])?
            }
            Special::Math(k) => self.math_call(first, args[0], k)?,
            Special::ToInt if args[0].is_int() => self.int(first, args[0])?,
            Special::ToInt => {
                // Truncated toward zero; NaN, infinities and floats too big
                // for a small int exit (the interpreter raises or makes a big int).
                let x = self.float(first, args[0])?;
                let a = self.op(Opcode::FloatAbs, &[x])?;
                let bound = self.constant(Opcode::ConstFloat, Imm::FloatBits(((1u64 << (jit::ir::INT_BITS - 1)) as f64).to_bits()))?;
                let fits = self.op(Opcode::FloatLt, &[a, bound])?;
                self.guard(Opcode::GuardTrue, &[fits], Imm::None)?;
                self.op(Opcode::FloatToInt, &[x])?
            }
            Special::ToFloat => self.float(first, args[0])?,
            Special::ObjectNew => self.alloc_instance(vm, first, args[0])?,
            Special::ListToTuple => {
                let l = self.get(first)?;
                self.guard(Opcode::GuardType, &[l], Imm::TypeId(TY_LIST))?;
                self.call(H_LIST_TO_TUPLE, &[l], Type::Ref)?
            }
            Special::Range => self.new_range(first, args)?,
            Special::ReversedRange => self.reversed_range(first, args[0])?,
            Special::Super2 => {
                // The builtin's check (`x` an instance of the class) holds
                // for this class and `x`'s class.
                let c = self.get(first)?;
                self.guard_is(c, args[0])?;
                self.guard_class(first + 1, args[1])?;
                let x = self.get(first + 1)?;
                let x = self.boxed(x)?;
                self.new_super(c, x)?
            }
            Special::Super0(cls) => {
                let c = self.frame_class(cls)?;
                let x = self.get(0)?;
                let x = self.boxed(x)?;
                self.new_super(c, x)?
            }
        };
        self.set(dst, r);
        Ok(true)
    }

    /// Does `x`'s class take `name` (a dunder the builtin calls) from its
    /// builtin base type, so that the builtin works on `x`'s builtin value
    /// as on a plain one? The trace relies on the class attribute.
    pub(super) fn inherits_builtin(&mut self, vm: &mut Vm, x: Value, name: Value) -> Res<bool> {
        let cls = vm.mem.instance_class(x);
        let Some(f) = vm.lookup_type(cls, name) else { return Ok(false) };
        Ok(vm.inherited_builtin_view(x, name, f).is_some() && self.class_attr(vm, cls, name)?.is_some())
    }

    /// The builtin value of the instance `x` in register `r` (`view_type`
    /// said the trace can read it), from its hidden slot.
    fn builtin_value(&mut self, vm: &mut Vm, r: u16, x: Value) -> Res<V> {
        self.attr_slot(vm, r, x, vm.names.builtin_value)?.ok_or(Abort::Unwatchable)
    }

    /// Which specialization the call of builtin `f` on `args` (runtime
    /// values, the first in register `first`) gets, if any.
    fn special(&self, vm: &mut Vm, first: u16, f: Value, args: &[Value]) -> Option<Special> {
        let s = if is_type(f, TY_CLASS) {
            match args {
                [x] if f == vm.ty(TypeId::Type) && self.class_known(first, *x) => Special::TypeOf,
                [x] if number(*x) && f == vm.ty(TypeId::Int) => Special::ToInt,
                [x] if number(*x) && f == vm.ty(TypeId::Float) => Special::ToFloat,
                [x] if is_type(*x, TY_LIST) && f == vm.ty(TypeId::Tuple) => Special::ListToTuple,
                _ if f == vm.ty(TypeId::Range) && (1..=3).contains(&args.len()) && args.iter().all(|x| x.is_int() && x.as_int().unsigned_abs() < SMALL_RANGE) && (args.len() < 3 || args[2].as_int() != 0) => Special::Range,
                [c, x] if f == vm.ty(TypeId::Super) && is_type(*c, TY_CLASS) && self.class_known(first + 1, *x) && crate::object::class::is_subclass(vm.type_of(*x), *c) => Special::Super2,
                [] if f == vm.ty(TypeId::Super) => Special::Super0(self.method_class(vm)?),
                _ => return None,
            }
        } else if let [cls] = args {
            if is_object_new(vm, f) && is_type(*cls, TY_CLASS) && class_kind(*cls) == 0 && crate::runtime::builtin_base::value_base(*cls).is_none() {
                Special::ObjectNew
            } else {
                self.builtin_function(vm, first, f, args)?
            }
        } else {
            self.builtin_function(vm, first, f, args)?
        };
        // Arguments the trace holds as typed values must be of the kind
        // the runtime value says (an unboxed float is a float).
        let typed_ok = args.iter().enumerate().all(|(i, x)| match self.known(first + i as u16).map(|v| self.b.trace.ty(v)) {
            Some(Type::Float) => is_float(*x),
            Some(Type::Int) => x.is_int(),
            Some(Type::Bool) => x.is_bool(),
            _ => true,
        });
        typed_ok.then_some(s)
    }

    /// For `super()` in an inlined frame: the class its function was
    /// defined in (`__class__`), when the interpreter's `super()` would
    /// find one (the frame runs a function with a parameter, defined in a
    /// class). `None` in the trace's own frame, whose function the trace
    /// does not hold.
    fn method_class(&self, vm: &Vm) -> Option<Value> {
        use crate::object::func::FN_CLASS;
        self.inlined.last()?;
        let frame = vm.mem.r.frames.last()?;
        if !is_type(frame.func, TY_FUNCTION) || frame.code.co.signature.nparams() == 0 {
            return None;
        }
        Some(field(frame.func, FN_CLASS)).filter(|c| is_type(*c, TY_CLASS))
    }

    /// The class `super()` reads in the innermost inlined frame, `cls`
    /// while recording: a constant for an `__init__` run by instantiation
    /// (the trace relies on the class's hooks, `__init__` among them), else the function's `__class__` field under a guard.
    fn frame_class(&mut self, cls: Value) -> Res<V> {
        use crate::object::func::FN_CLASS;
        let Some(f) = self.inlined.last() else { return Err(Abort::InlineNeedsFrame) };
        let frame = &self.inline_frames[f.info.index()];
        if !frame.init_class.is_empty() {
            return self.const_ref(cls);
        }
        let Some(fv) = self.slots[frame.func as usize] else { return Err(Abort::InlineNeedsFrame) };
        let c = self.load(Region::Function, fv, 8 * FN_CLASS as i64)?;
        self.guard(Opcode::GuardRef, &[c], Imm::Word(cls.0))?;
        Ok(c)
    }

    /// `range(R[first], ...)` of small ints (runtime values `args`, below
    /// `SMALL_RANGE` in magnitude, a non-zero step: guarded), as the
    /// builtin makes it: start 0 and step 1 when not given.
    fn new_range(&mut self, first: u16, args: &[Value]) -> Res<V> {
        let limit = self.const_int(SMALL_RANGE as i64)?;
        let low = self.const_int(-(SMALL_RANGE as i64))?;
        let mut given = Vec::with_capacity(3);
        for (i, a) in args.iter().enumerate() {
            let x = self.int(first + i as u16, *a)?;
            for (cmp, bound) in [(Opcode::IntLt, limit), (Opcode::IntGt, low)] {
                let ok = self.op(cmp, &[x, bound])?;
                self.guard(Opcode::GuardTrue, &[ok], Imm::None)?;
            }
            given.push(x);
        }
        let (zero, one) = (self.const_int(0)?, self.const_int(1)?);
        // `special` gives one to three arguments.
        let (start, stop, step) = match given[..] {
            [stop] => (zero, stop, one),
            [start, stop] => (start, stop, one),
            [start, stop, step, ..] => (start, stop, step),
            [] => (zero, zero, one),
        };
        if given.len() == 3 {
            let nonzero = self.op(Opcode::IntNe, &[step, zero])?;
            self.guard(Opcode::GuardTrue, &[nonzero], Imm::None)?;
        }
        self.alloc_small_ints(TY_RANGE, Region::Range, &[start, stop, step])
    }

    /// A `super` object of class `c` and object `x` (boxed), allocated in
    /// the trace (the sink pass removes it when it does not escape).
    fn new_super(&mut self, c: V, x: V) -> Res<V> {
        self.alloc_object(TY_SUPER, Region::Super, &[(c, c), (x, x)])
    }

    /// `special` for a builtin function `f`.
    fn builtin_function(&self, vm: &mut Vm, first: u16, f: Value, args: &[Value]) -> Option<Special> {
        // A builtin bound to a receiver (`perm.pop` read as an attribute)
        // does not take it among `args`: `bound_container_method`.
        if !crate::object::func::builtin_self(f).is_empty() {
            return None;
        }
        let def = builtin_def(crate::object::func::builtin_id(f))?;
        if let [recv, rest @ ..] = args {
            if let Some(m) = container_method(def, view_type(vm, *recv), rest) {
                return Some(Special::Method(m));
            }
        }
        Some(match (def.owner, def.name, args) {
            (Owner::Global, "len", [x]) => Special::Len(view_type(vm, *x).filter(|t| matches!(*t, TY_LIST | TY_TUPLE | TY_DICT | TY_SET | TY_FROZENSET | TY_STR))?),
            (Owner::Global, "isinstance", [x, c]) if self.class_known(first, *x) && plain_class(vm, *c) => Special::IsInstance,
            (Owner::Global, "abs", [x]) if number(*x) => Special::Abs,
            (Owner::Global, "reversed", [r]) if is_type(*r, TY_RANGE) && crate::object::misc::is_small_range(*r) && field(*r, 3).as_int().abs() == 1 => Special::ReversedRange,
            (Owner::Global, "min" | "max", [x, y]) if x.is_int() && y.is_int() || is_float(*x) && is_float(*y) => Special::MinMax { max: def.name == "max" },
            (Owner::Module("math"), name, [x]) if number(*x) => Special::Math(FLOAT_FNS.iter().position(|(n, _, _)| *n == name)?),
            _ => return None,
        })
    }

    /// `reversed(R[first])` of the small-int range `r` whose step is 1 or
    /// -1 (guarded): the iterator the builtin makes, from the last item
    /// down to past the first, or an empty one, as the range was empty
    /// while recording (guarded). Its bounds are within one of the range's
    /// small ints: no overflow.
    fn reversed_range(&mut self, first: u16, r: Value) -> Res<V> {
        let step = field(r, 3).as_int();
        let v = self.get(first)?;
        self.guard(Opcode::GuardType, &[v], Imm::TypeId(TY_RANGE))?;
        let (start, stop) = (self.load_int(Region::Range, v, 8)?, self.load_int(Region::Range, v, 16)?);
        let st = self.load_int(Region::Range, v, 24)?;
        let k = self.const_int(step)?;
        let same = self.op(Opcode::IntEq, &[st, k])?;
        self.guard(Opcode::GuardTrue, &[same], Imm::None)?;
        // Non-empty: stop beyond start in the step's direction.
        let nonempty = if step > 0 { self.op(Opcode::IntLt, &[start, stop])? } else { self.op(Opcode::IntGt, &[start, stop])? };
        let ints = if crate::object::misc::range_len(r) > 0 {
            self.guard(Opcode::GuardTrue, &[nonempty], Imm::None)?;
            // The last item is stop - step; the iterator stops at start - step.
            [self.op(Opcode::IntSub, &[stop, k])?, self.op(Opcode::IntSub, &[start, k])?, self.const_int(-step)?]
        } else {
            self.guard(Opcode::GuardFalse, &[nonempty], Imm::None)?;
            let (zero, one) = (self.const_int(0)?, self.const_int(1)?);
            [zero, zero, one]
        };
        self.alloc_small_ints(TY_RANGE_ITER, Region::RangeIter, &ints)
    }

    /// `recv.m(R[first..])` (the receiver's runtime value `now`, runtime
    /// arguments `args`) through the method's helper, after a guard on the
    /// receiver's type; an append to a list with room, in place.
    fn container_method_call(&mut self, m: Method, recv: V, now: Value, first: u16, args: &[Value]) -> Res<V> {
        let ty = match m {
            Method::Add => TY_SET,
            Method::Get => TY_DICT,
            _ => TY_LIST,
        };
        self.guard(Opcode::GuardType, &[recv], Imm::TypeId(ty))?;
        let none = self.const_ref(Value::NONE)?;
        Ok(match m {
            Method::Pop => {
                let i = if args.is_empty() { self.const_int(-1)? } else { self.int(first, args[0])? };
                self.call(H_LIST_POP, &[recv, i], Type::Ref)?
            }
            Method::Insert => {
                let i = self.int(first, args[0])?;
                let x = self.get(first + 1)?;
                let x = self.boxed(x)?;
                self.call(H_LIST_INSERT, &[recv, i, x], Type::Ref)?;
                none
            }
            Method::Get => {
                let k = self.get(first)?;
                let k = self.boxed(k)?;
                let default = if args.len() == 2 { self.get(first + 1)? } else { none };
                let default = self.boxed(default)?;
                self.call(H_DICT_GET, &[recv, k, default], Type::Ref)?
            }
            Method::Append | Method::Add => {
                let x = self.get(first)?;
                let x = self.boxed(x)?;
                if m == Method::Add {
                    self.call(H_SET_ADD, &[recv, x], Type::Ref)?;
                } else {
                    self.list_append(recv, now, x)?;
                }
                none
            }
        })
    }

    /// `R[dst] = b(R[first..])` for a builtin `b` bound to its receiver
    /// (in register `func`; runtime arguments `args`), a list or set method
    /// with a helper of its own (`perm_insert = perm.insert` called later).
    /// The bound builtin is made at each attribute read, so its address is
    /// not guarded: its builtin id is, and its receiver is read from it
    /// (neither changes after it is made). False when it is no such
    /// method (nothing was recorded).
    pub(super) fn bound_container_method(&mut self, dst: u16, func: u16, first: u16, b: Value, args: &[Value]) -> Res<bool> {
        use crate::object::func::{builtin_id, builtin_self};
        let (id, recv) = (builtin_id(b), builtin_self(b));
        let Some(method) = builtin_def(id).and_then(|def| container_method(def, ptr_type(recv), args)) else { return Ok(false) };
        let bv = self.get(func)?;
        self.guard(Opcode::GuardType, &[bv], Imm::TypeId(TY_BUILTIN))?;
        let id_word = self.load(Region::Builtin, bv, 8)?;
        self.guard_is(id_word, Value::int(id as i64))?;
        let rv = self.load(Region::Builtin, bv, 16)?;
        let r = self.container_method_call(method, rv, recv, first, args)?;
        self.set(dst, r);
        Ok(true)
    }

    /// Can the trace fix the class of register `r` (runtime value `x`) with
    /// a guard it has, or one it can add: a small int, a float, an instance
    /// (its shape fixes its class), an object of a builtin type whose type
    /// id says its class, or a constant.
    fn class_known(&self, r: u16, x: Value) -> bool {
        if let Some(v) = self.known(r) {
            if self.b.trace.ty(v) != Type::Ref || self.b.trace.constant(v).is_some() {
                return true;
            }
        }
        x.is_int() || is_instance_obj(x) || ptr_type(x).is_some_and(fixed_class_type)
    }

    /// The value the trace holds for register `r`, if it has read or set it.
    fn known(&self, r: u16) -> Option<V> {
        self.slots[(self.off + r) as usize]
    }

    /// Guards what `class_known` relied on for register `r`.
    pub(super) fn guard_class(&mut self, r: u16, x: Value) -> Res<()> {
        let v = self.get(r)?;
        if self.b.trace.ty(v) != Type::Ref || self.b.trace.constant(v).is_some() {
            return Ok(());
        }
        if x.is_int() {
            self.int(r, x)?;
        } else if is_instance_obj(x) {
            self.guard_shape(v, x)?;
        } else {
            self.guard(Opcode::GuardType, &[v], Imm::TypeId(type_id(x)))?;
        }
        Ok(())
    }

    /// `min(a, b)` / `max(a, b)` of two ints or two floats in registers
    /// `r` and `r + 1`: the first unless the second is smaller (greater),
    /// as the builtin's scan keeps the first of equals.
    fn min_max(&mut self, r: u16, x: Value, y: Value, max: bool) -> Res<V> {
        let (a, b, ty, lt) = if x.is_int() {
            (self.int(r, x)?, self.int(r + 1, y)?, Type::Int, Opcode::IntLt)
        } else {
            (self.float(r, x)?, self.float(r + 1, y)?, Type::Float, Opcode::FloatLt)
        };
        let second = if max { self.op(lt, &[a, b])? } else { self.op(lt, &[b, a])? };
        self.emit(Opcode::Select, ty, &[second, b, a], Imm::None)
    }

    /// `math.NAME(x)` (`FLOAT_FNS[k]`) of an int or float in register `r`:
    /// guards that `x` is in the function's domain (exits otherwise, and
    /// the interpreter raises), then the function, then (where it can
    /// overflow) that the result is finite.
    fn math_call(&mut self, r: u16, x: Value, k: usize) -> Res<V> {
        let (_, _, domain) = FLOAT_FNS[k];
        let f = self.float(r, x)?;
        let zero = self.constant(Opcode::ConstFloat, Imm::FloatBits(0f64.to_bits()))?;
        match domain {
            Domain::NotNegative => {
                let ok = self.op(Opcode::FloatGe, &[f, zero])?;
                self.guard(Opcode::GuardTrue, &[ok], Imm::None)?;
            }
            Domain::Positive => {
                let ok = self.op(Opcode::FloatGt, &[f, zero])?;
                self.guard(Opcode::GuardTrue, &[ok], Imm::None)?;
            }
            Domain::Unit => {
                let one = self.constant(Opcode::ConstFloat, Imm::FloatBits(1f64.to_bits()))?;
                let a = self.op(Opcode::FloatAbs, &[f])?;
                let ok = self.op(Opcode::FloatLe, &[a, one])?;
                self.guard(Opcode::GuardTrue, &[ok], Imm::None)?;
            }
            Domain::Finite => self.guard_finite(f, zero)?,
        }
        match FLOAT_FNS[k].0 {
            "sqrt" => self.op(Opcode::FloatSqrt, &[f]),
            "fabs" => self.op(Opcode::FloatAbs, &[f]),
            _ => {
                let kv = self.const_int(k as i64)?;
                let y = self.emit(Opcode::Call, Type::Float, &[kv, f], Imm::Helper(H_FLOAT_FN))?;
                if domain == Domain::Finite {
                    self.guard_finite(y, zero)?;
                }
                Ok(y)
            }
        }
    }
}

/// Is `c` a class whose `isinstance` test is its MRO alone: its metaclass
/// is `type` (no `__instancecheck__`), and it has no virtual subclasses
/// (`__pith_subclasscheck__`; the trace relies on the class's hooks, so a
/// class that gains one invalidates it).
fn plain_class(vm: &mut Vm, c: Value) -> bool {
    if !is_type(c, TY_CLASS) || vm.type_of(c) != vm.ty(TypeId::Type) {
        return false;
    }
    let hook = vm.intern("__pith_subclasscheck__");
    vm.lookup_type(c, hook).is_none()
}

/// The bound below which `range`'s arguments make a range of small ints
/// (`range_new`'s).
const SMALL_RANGE: u64 = 1 << 61;

/// A small int or a float.
fn number(x: Value) -> bool {
    x.is_int() || is_float(x)
}

/// Is `f` the builtin `object.__new__`?
fn is_object_new(vm: &mut Vm, f: Value) -> bool {
    let new = vm.names.new;
    let object = vm.ty(TypeId::Object);
    match dict::dict_get_str(crate::object::class::class_dict(object), new) {
        Some(w) if is_type(w, TY_STATICMETHOD) => field(w, 1) == f,
        other => other == Some(f),
    }
}

/// Builtin types whose objects' type id alone says their class.
fn fixed_class_type(t: u32) -> bool {
    matches!(
        t,
        TY_FLOAT | TY_BIGINT | TY_STR | TY_BYTES | TY_BYTEARRAY | TY_TUPLE | TY_LIST | TY_DICT | TY_SET | TY_FROZENSET | TY_FUNCTION | TY_BUILTIN
            | TY_BOUND_METHOD | TY_MODULE | TY_RANGE | TY_SLICE | TY_RANGE_ITER | TY_ENUMERATE | TY_ZIP | TY_MAP | TY_FILTER | TY_SUPER
            | TY_STATICMETHOD | TY_CLASSMETHOD | TY_PROPERTY | TY_CELL | TY_MEMBER
    )
}
