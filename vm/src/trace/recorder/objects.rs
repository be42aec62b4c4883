//! Recording object access: attributes through shapes, methods and globals through namespace
//! entries, instance creation, list items.
//!
//! Must never: embed a young object in the trace, or rely on a namespace
//! entry without registering it (`folding.rs`).

use super::*;

impl Recorder {
    /// `LoadGlobal` of a name the module's dict holds: its value as a
    /// constant the trace relies on (`folding.rs`), or, for a key that keeps
    /// changing, the value of its entry (see `global_entry`). False when
    /// the entry cannot be used.
    pub(super) fn module_global(&mut self, vm: &mut Vm, dst: u16, name: Value) -> Res<bool> {
        if let Some(g) = self.module_dict(vm) {
            if dict::dict_entry_of_str(g, name).is_some() && self.globals_are(vm, g)? {
                if let Some(v) = self.fold_entry(vm, g, name)? {
                    self.set(dst, v);
                    return Ok(true);
                }
            }
        }
        let Some((arr, k)) = self.global_entry(vm, name)? else { return Ok(false) };
        let v = self.load(Region::DictEntries, arr, entry_value_offset(k))?;
        self.set(dst, v);
        Ok(true)
    }

    /// `StoreGlobal` of a name the module's dict already holds: a store
    /// into its entry's value word (with the write barrier on the entries
    /// array), so later loads in the trace reuse the value and the
    /// optimizer may put the store off to the exits. The store bypasses the
    /// dict's watch, so the key becomes volatile: no trace folds it any
    /// more. False when the name is new (the dict grows: the helper does
    /// it) or the entry cannot be used.
    pub(super) fn store_module_global(&mut self, vm: &mut Vm, src: u16, name: Value) -> Res<bool> {
        let Some(g) = self.module_dict(vm) else { return Ok(false) };
        if vm.mem.heap().is_young(g.addr()) {
            return Ok(false);
        }
        vm.mem.r.watch.make_volatile(g, crate::runtime::watch::key_hash(name));
        let Some((arr, k)) = self.global_entry(vm, name)? else { return Ok(false) };
        let logical = self.get(src)?;
        let x = self.boxed(logical)?;
        self.store(Region::DictEntries, arr, entry_value_offset(k), x, logical)?;
        self.barrier(arr, x)?;
        Ok(true)
    }

    /// Makes sure the module dict of the frame being recorded is `g` where
    /// the trace runs: the traced frame's is (its code runs with one
    /// module's globals); an inlined frame's is its function's, guarded
    /// unless the function is a constant. False when `g` may move.
    fn globals_are(&mut self, vm: &Vm, g: Value) -> Res<bool> {
        if vm.mem.heap().is_young(g.addr()) {
            return Ok(false);
        }
        if let Some(gv) = self.inlined.last().map(|f| f.globals) {
            self.guard_is(gv, g)?;
            let c = self.const_ref(g)?;
            if let Some(f) = self.inlined.last_mut() {
                f.globals = c;
            }
        }
        Ok(true)
    }

    /// The entries array of the module dict of the frame being recorded
    /// and the index `k` of `name`'s entry in it, after guards that entry
    /// `k` still has this key (entries only move when the table is rebuilt,
    /// and a deleted entry loses its key). `None` when the name is not in
    /// the dict (a builtin) or the dict may move.
    fn global_entry(&mut self, vm: &Vm, name: Value) -> Res<Option<(V, usize)>> {
        let Some(g) = self.module_dict(vm) else { return Ok(None) };
        let Some(k) = dict::dict_entry_of_str(g, name) else { return Ok(None) };
        if dict::entry(g, k).1 != name {
            return Ok(None);
        }
        let Some(gv) = self.module_dict_value(vm, g)? else { return Ok(None) };
        Ok(Some((self.dict_entry(gv, k, name)?, k)))
    }

    /// The module dict of the frame being recorded, if it is a dict.
    pub(super) fn module_dict(&self, vm: &Vm) -> Option<Value> {
        let frame = if self.inlined.is_empty() { vm.mem.r.frames.get(self.depth - 1) } else { vm.mem.r.frames.last() };
        frame.map(|f| f.globals).filter(|g| is_type(*g, TY_DICT))
    }

    /// The trace's value of the module dict `g` of the frame being
    /// recorded: an inlined function's globals, or the trace frame's dict
    /// as a constant (`None` when it may move).
    pub(super) fn module_dict_value(&mut self, vm: &Vm, g: Value) -> Res<Option<V>> {
        Ok(match self.inlined.last() {
            Some(f) => Some(f.globals),
            None if !vm.mem.heap().is_young(g.addr()) => Some(self.const_ref(g)?),
            None => None,
        })
    }

    /// `LoadGlobal` of a builtin the module does not shadow: the builtin as
    /// a constant, relying on the module dict not gaining the name and the
    /// builtins dict keeping it; for a volatile builtin, a guard that the
    /// module dict's `keys_added` is what it was (no key added since, so
    /// the name is still absent), then the builtins dict's entry read as
    /// `module_global` reads a global's. False when the module defines the
    /// name, it is no builtin, or a dict may move.
    pub(super) fn builtin_global(&mut self, vm: &mut Vm, dst: u16, name: Value) -> Res<bool> {
        let Some(g) = self.module_dict(vm) else { return Ok(false) };
        let b = vm.mem.r.builtins;
        if dict::dict_entry_of_str(g, name).is_some() || !is_type(b, TY_DICT) || vm.mem.heap().is_young(b.addr()) {
            return Ok(false);
        }
        let Some(k) = dict::dict_entry_of_str(b, name) else { return Ok(false) };
        if dict::entry(b, k).1 != name {
            return Ok(false);
        }
        if self.globals_are(vm, g)? && self.depend_key(vm, g, name)? {
            if let Some(v) = self.fold_entry(vm, b, name)? {
                self.set(dst, v);
                return Ok(true);
            }
        }
        let Some(gv) = self.module_dict_value(vm, g)? else { return Ok(false) };
        let added = self.load_small_int(Region::DictFields, gv, 8 * dict::KEYS_ADDED as i64)?;
        let want = self.const_int(dict::keys_added(g))?;
        let same = self.op(Opcode::IntEq, &[added, want])?;
        self.guard(Opcode::GuardTrue, &[same], Imm::None)?;
        let bv = self.const_ref(b)?;
        let arr = self.dict_entry(bv, k, name)?;
        let v = self.load(Region::DictEntries, arr, entry_value_offset(k))?;
        self.set(dst, v);
        Ok(true)
    }

    /// The entries array of dict `d` after guards that its entry `k` is
    /// still in use and has the key `name` (a str).
    pub(super) fn dict_entry(&mut self, d: V, k: usize, name: Value) -> Res<V> {
        let used = self.load_small_int(Region::DictFields, d, 16)?;
        let kk = self.const_int(k as i64)?;
        let inside = self.op(Opcode::IntLt, &[kk, used])?;
        self.guard(Opcode::GuardTrue, &[inside], Imm::None)?;
        let arr = self.load(Region::DictFields, d, 24)?;
        let key = self.load(Region::DictEntries, arr, 8 * (3 + 3 * k as i64))?;
        self.guard(Opcode::GuardRef, &[key], Imm::Word(name.0 as u64))?;
        Ok(arr)
    }

    /// `LoadMethod` of a plain function found on an instance's class (not
    /// shadowed by an instance attribute): R[base] = the function (read
    /// from the class namespace), R[base+1] = the instance. False when not applicable.
    pub(super) fn load_method(&mut self, vm: &mut Vm, b: u16, obj: u16, o: Value, name: Value) -> Res<bool> {
        if !is_instance_obj(o) {
            return self.builtin_method(vm, b, obj, o, name);
        }
        // Shadowed by an instance attribute, or maybe later by a key of a dict-backed instance.
        let shape = instance_shape(o);
        if vm.mem.shapes.lookup(shape, name).is_some() || vm.mem.shapes.is_dict_backed(shape) {
            return Ok(false);
        }
        let cls = vm.mem.instance_class(o);
        let Some(m) = vm.lookup_type(cls, name) else { return Ok(false) };
        // A Python function, or an unbound builtin (a native method the
        // class took as it is): either gets the instance as `self`.
        if !is_type(m, TY_FUNCTION) && !(is_type(m, TY_BUILTIN) && crate::object::func::builtin_self(m).is_empty()) {
            return Ok(false);
        }
        if !self.depend_hooks(vm, cls)? {
            return Ok(false);
        }
        let Some(mv) = self.class_value(vm, cls, name)? else { return Ok(false) };
        let v = self.get(obj)?;
        self.guard_shape(v, o)?;
        self.set(b, mv);
        self.set(b + 1, v);
        Ok(true)
    }

    /// `LoadMethod` where the interpreter binds nothing (`Vm::load_method`
    /// gives `obj.name` and EMPTY): on a module, a class or a `super`
    /// object, and on an instance that has the attribute itself (a
    /// function stored in an attribute). The trace reads the attribute as
    /// `LoadAttr` would, after a guard on what made the binding empty (the
    /// instance's shape, or the object's type). False when not applicable.
    pub(super) fn load_method_unbound(&mut self, vm: &mut Vm, b: u16, obj: u16, o: Value, name: Value) -> Res<bool> {
        let ty = ptr_type(o);
        if interpreter_binds(vm, o, name) {
            // The interpreter's registers would differ from the trace's.
            return Ok(false);
        }
        if matches!(ty, Some(TY_CLASS | TY_MODULE | TY_SUPER)) {
            self.other_attr(vm, b, obj, o, name)?;
        } else if !self.load_attr(vm, b, obj, o, name)? {
            return Ok(false);
        }
        let empty = self.const_ref(Value::EMPTY)?;
        self.set(b + 1, empty);
        Ok(true)
    }

    /// `obj.name` (into `dst`) for what `load_attr` does not read from a
    /// slot: an attribute of a module or a plain class attribute read from
    /// its namespace entry, anything else through the `get_attr` helper.
    /// The helper's result keeps the object's type guarded when it is a
    /// module, a class or a `super` object (`load_method_unbound` relies on it).
    pub(super) fn other_attr(&mut self, vm: &mut Vm, dst: u16, obj: u16, o: Value, name: Value) -> Res<()> {
        if self.module_attr(vm, dst, obj, o, name)? || self.class_value_attr(vm, dst, obj, o, name)? {
            return Ok(());
        }
        let v = self.get(obj)?;
        let v = self.boxed(v)?;
        if let Some(ty @ (TY_CLASS | TY_MODULE | TY_SUPER)) = ptr_type(o) {
            self.guard(Opcode::GuardType, &[v], Imm::TypeId(ty))?;
        }
        let n = self.const_ref(name)?;
        let r = self.call(H_GET_ATTR, &[v, n], Type::Ref)?;
        self.set(dst, r);
        Ok(())
    }

    /// `obj.name = src` on a class or a module: the store changes its
    /// namespace entry, so the entry becomes volatile (no trace folds it
    /// any more: `Counter.n += 1` in a loop would otherwise throw away
    /// every recording that read it, until the loop is blacklisted). A
    /// recording that folded it already is invalidated now and recorded
    /// again, reading the entry with guards. Then the `set_attr` helper.
    pub(super) fn namespace_set_attr(&mut self, vm: &mut Vm, obj: u16, o: Value, name: Value, src: u16) -> Res<()> {
        let ns = match ptr_type(o) {
            Some(TY_CLASS) => crate::object::class::class_dict(o),
            Some(TY_MODULE) => field(o, 2),
            _ => Value::EMPTY,
        };
        if is_type(ns, TY_DICT) && !vm.mem.heap().is_young(ns.addr()) && is_type(name, TY_STR) {
            vm.mem.r.watch.make_volatile(ns, crate::runtime::watch::key_hash(name));
        }
        self.generic_set_attr(obj, name, src)
    }

    /// `obj.name = src` through the `set_attr` helper.
    pub(super) fn generic_set_attr(&mut self, obj: u16, name: Value, src: u16) -> Res<()> {
        let v = self.get(obj)?;
        let v = self.boxed(v)?;
        let n = self.const_ref(name)?;
        let x = self.get(src)?;
        let x = self.boxed(x)?;
        self.call(H_SET_ATTR, &[v, n, x], Type::Ref)?;
        Ok(())
    }

    /// `module.name` for a name the module's dict holds: a guard that the
    /// object is the module (compared by address only: the trace reads
    /// through the object it has, so a module that died and whose address
    /// was reused reads its own dict; none when the module is a constant
    /// already), then the entry's value as a constant relied on, or read as
    /// for a global (`dict_entry`). False when not applicable.
    fn module_attr(&mut self, vm: &mut Vm, dst: u16, obj: u16, o: Value, name: Value) -> Res<bool> {
        if !is_type(o, TY_MODULE) || vm.mem.heap().is_young(o.addr()) {
            return Ok(false);
        }
        let d = field(o, 2);
        if !is_type(d, TY_DICT) {
            return Ok(false);
        }
        let Some(k) = dict::dict_entry_of_str(d, name).filter(|k| dict::entry(d, *k).1 == name) else { return Ok(false) };
        let v = self.get(obj)?;
        if self.b.trace.ty(v) != Type::Ref {
            return Ok(false);
        }
        self.guard_is(v, o)?;
        if let Some(x) = self.fold_entry(vm, d, name)? {
            self.set(dst, x);
            return Ok(true);
        }
        let dv = self.load(Region::Module, v, 16)?;
        let arr = self.dict_entry(dv, k, name)?;
        let x = self.load(Region::DictEntries, arr, entry_value_offset(k))?;
        self.set(dst, x);
        Ok(true)
    }

    /// `Class.name` for a plain value in the namespace of a class whose
    /// metaclass is `type` (a number, string, tuple, function, class, None:
    /// nothing a descriptor could turn into something else): a guard that
    /// the object is the class (classes are immortal), then the entry as
    /// `class_attr` reads it. False when not applicable.
    fn class_value_attr(&mut self, vm: &mut Vm, dst: u16, obj: u16, o: Value, name: Value) -> Res<bool> {
        use crate::runtime::types::TypeId;
        // Dunder names may be the metaclass's descriptors (`__name__`, `__qualname__`).
        if !is_type(o, TY_CLASS) || vm.type_of(o) != vm.ty(TypeId::Type) || str::as_str(name).starts_with("__") {
            return Ok(false);
        }
        let Some(x) = vm.lookup_type(o, name) else { return Ok(false) };
        let plain = !x.is_ptr() || matches!(ptr_type(x), Some(TY_FLOAT | TY_BIGINT | TY_STR | TY_BYTES | TY_TUPLE | TY_FUNCTION | TY_CLASS | TY_SINGLETON | TY_FROZENSET));
        if !plain {
            return Ok(false);
        }
        let v = self.get(obj)?;
        if self.b.trace.ty(v) != Type::Ref {
            return Ok(false);
        }
        let Some(xv) = self.class_value(vm, o, name)? else { return Ok(false) };
        self.guard_is(v, o)?;
        self.set(dst, xv);
        Ok(true)
    }

    /// `LoadMethod` of a plain function through a `super` object (runtime
    /// value `o`) whose object is an instance, as the interpreter does it
    /// (`Vm::load_method`): R[base] = the function found after the super
    /// object's class along the instance's class's MRO (read from its
    /// holder's namespace entry), R[base+1] = the instance, unbound (the
    /// `CallMethod` then inlines a plain function call). Guards the super
    /// object's type and class and the instance's shape (a super object is
    /// never written after creation). False when not applicable.
    pub(super) fn super_method(&mut self, vm: &mut Vm, b: u16, obj: u16, o: Value, name: Value) -> Res<bool> {
        use crate::object::class::{class_dict, class_mro};
        if !is_type(o, TY_SUPER) {
            return Ok(false);
        }
        let (cls, inst) = (field(o, 1), field(o, 2));
        if !is_type(cls, TY_CLASS) || !is_instance_obj(inst) {
            return Ok(false);
        }
        let inst_cls = vm.mem.instance_class(inst);
        let mro = class_mro(inst_cls);
        let n = seq::tuple_len(mro);
        let Some(pos) = (0..n).position(|i| seq::tuple_get(mro, i) == cls) else { return Ok(false) };
        let found = (pos + 1..n).find_map(|i| dict::dict_get_str(class_dict(seq::tuple_get(mro, i)), name));
        if !found.is_some_and(|f| is_type(f, TY_FUNCTION)) {
            return Ok(false);
        }
        let sv = self.get(obj)?;
        if self.b.trace.ty(sv) != Type::Ref || !self.depend_hooks(vm, inst_cls)? {
            return Ok(false);
        }
        let Some(f) = self.class_attr_from(vm, inst_cls, pos + 1, name, true)? else { return Ok(false) };
        self.guard(Opcode::GuardType, &[sv], Imm::TypeId(TY_SUPER))?;
        let cv = self.load(Region::Super, sv, 8)?;
        self.guard_is(cv, cls)?;
        let iv = self.load(Region::Super, sv, 16)?;
        self.guard_shape(iv, inst)?;
        self.set(b, f);
        self.set(b + 1, iv);
        Ok(true)
    }

    /// `LoadMethod` of a classmethod on a class (runtime value `o`), as
    /// the interpreter does it (`Vm::plain_class_method`): R[base] = the
    /// function the classmethod wraps, R[base+1] = the class. A guard that
    /// the object is the class (classes are immortal); the namespace entry
    /// is relied on as a constant. False when not applicable.
    pub(super) fn class_method(&mut self, vm: &mut Vm, b: u16, obj: u16, o: Value, name: Value) -> Res<bool> {
        if !is_type(o, TY_CLASS) {
            return Ok(false);
        }
        let Some((f, true)) = vm.plain_class_method(o, name) else { return Ok(false) };
        let v = self.get(obj)?;
        let Some(entry) = vm.lookup_type(o, name) else { return Ok(false) };
        if self.b.trace.ty(v) != Type::Ref || vm.mem.heap().is_young(f.addr()) {
            return Ok(false);
        }
        let Some(ev) = self.class_attr(vm, o, name)? else { return Ok(false) };
        if self.b.trace.constant(ev) != Some(entry.0 as i64) {
            return Ok(false);
        }
        self.guard_is(v, o)?;
        let fv = self.const_ref(f)?;
        self.set(b, fv);
        self.set(b + 1, v);
        Ok(true)
    }

    /// `obj[key]`, or `obj[key] = R[src]`, on an instance of a dict
    /// subclass that keeps dict's own `__getitem__`/`__setitem__`
    /// (`defaultdict`, `Counter`), with an int or str key (no Python code
    /// runs for it): the operation on the dict the instance holds, as
    /// `Vm::item_of_builtin_value` does, not the generic item helper. Only
    /// a read that finds its key is compiled: a miss (a `__missing__` to
    /// call, or a KeyError) leaves by a guard on the lookup's result, and
    /// the interpreter runs it. Guards the instance's shape and the held
    /// value's type, and relies on the dunder's lookup along the class's
    /// MRO. False when not applicable (nothing recorded).
    pub(super) fn builtin_dict_item(&mut self, vm: &mut Vm, dst: Option<u16>, obj: u16, key: u16, src: Option<u16>, o: Value, k: Value) -> Res<bool> {
        if !is_instance_obj(o) || !(k.is_int() || is_type(k, TY_STR)) {
            return Ok(false);
        }
        let name = if src.is_some() { vm.names.setitem } else { vm.names.getitem };
        let cls = vm.mem.instance_class(o);
        let Some(f) = vm.lookup_type(cls, name) else { return Ok(false) };
        let Some(view) = vm.inherited_builtin_view(o, name, f) else { return Ok(false) };
        if !is_type(view, TY_DICT) {
            return Ok(false);
        }
        let hit = matches!(crate::ops::dict::plain_key_lookup(view, k), Some((Some(_), _)));
        if src.is_none() && !hit || !self.depend_lookup(vm, cls, name)? {
            return Ok(false);
        }
        let builtin_value = vm.names.builtin_value;
        let Some(d) = self.attr_slot(vm, obj, o, builtin_value)? else { return Ok(false) };
        self.guard(Opcode::GuardType, &[d], Imm::TypeId(TY_DICT))?;
        let kv = self.get(key)?;
        let kv = self.boxed(kv)?;
        match (dst, src) {
            (_, Some(s)) => {
                let x = self.get(s)?;
                let x = self.boxed(x)?;
                self.call(H_SET_ITEM, &[d, kv, x], Type::Ref)?;
            }
            (Some(dst), None) => {
                // A miss returns the default: STOP, which no dict holds.
                let absent = self.const_ref(STOP)?;
                let r = self.call(H_DICT_GET, &[d, kv, absent], Type::Ref)?;
                let missed = self.op(Opcode::RefEq, &[r, absent])?;
                self.guard(Opcode::GuardFalse, &[missed], Imm::None)?;
                self.set(dst, r);
            }
            (None, None) => return Ok(false),
        }
        Ok(true)
    }

    /// `LoadMethod` of a builtin method (`list.append`) on an object of a
    /// builtin type: a type guard, and the method as a constant (builtin
    /// types' namespaces never change).
    pub(super) fn builtin_method(&mut self, vm: &mut Vm, b: u16, obj: u16, o: Value, name: Value) -> Res<bool> {
        let Some(ty) = ptr_type(o) else { return Ok(false) };
        if matches!(ty, TY_CLASS | TY_MODULE | TY_SUPER) || ty >= FIRST_SHAPE_ID {
            return Ok(false);
        }
        let cls = vm.type_of(o);
        let Some(m) = vm.lookup_type(cls, name) else { return Ok(false) };
        if !is_type(m, TY_BUILTIN) || !crate::object::func::builtin_self(m).is_empty() || vm.mem.heap().is_young(m.addr()) {
            return Ok(false);
        }
        let v = self.get(obj)?;
        if self.b.trace.ty(v) != Type::Ref {
            return Ok(false);
        }
        self.guard(Opcode::GuardType, &[v], Imm::TypeId(ty as u32))?;
        let mv = self.const_ref(m)?;
        self.set(b, mv);
        self.set(b + 1, v);
        Ok(true)
    }

    /// Guards that `v` (runtime value `o`, an instance) has `o`'s shape.
    pub(super) fn guard_shape(&mut self, v: V, o: Value) -> Res<ShapeId> {
        let shape = instance_shape(o);
        if self.shapes.get(&v) != Some(&shape) {
            self.guard(Opcode::GuardShape, &[v], Imm::TypeId((FIRST_SHAPE_ID + shape) as u32))?;
            self.shapes.insert(v, shape);
        }
        Ok(shape)
    }

    /// `obj.name` read from an instance's slot (inline or in its overflow
    /// array); false when not applicable.
    pub(super) fn load_attr(&mut self, vm: &mut Vm, dst: u16, obj: u16, o: Value, name: Value) -> Res<bool> {
        let Some(x) = self.attr_slot(vm, obj, o, name)? else { return Ok(false) };
        self.set(dst, x);
        Ok(true)
    }

    /// The value of `obj.name` read from an instance's slot (inline or in
    /// its overflow array), under a guard on its shape; None (nothing
    /// recorded) when not applicable.
    pub(super) fn attr_slot(&mut self, vm: &mut Vm, obj: u16, o: Value, name: Value) -> Res<Option<V>> {
        let Some((v, shape, i)) = self.guarded_attr(vm, obj, o, name)? else { return Ok(None) };
        let x = match vm.inline_slot(shape, name) {
            Some(word) => self.load(Region::Instance, v, 8 * word as i64)?,
            None => {
                let (arr, off) = self.overflow_word(vm, v, shape, i)?;
                self.load(Region::Overflow, arr, off)?
            }
        };
        Ok(Some(x))
    }

    /// For the attribute `name` that the instance `o` (in register `obj`)
    /// holds as a plain slot: its value in the trace, guarded to have `o`'s
    /// shape, the shape and the attribute's index in it. None (nothing
    /// recorded) when not applicable.
    fn guarded_attr(&mut self, vm: &mut Vm, obj: u16, o: Value, name: Value) -> Res<Option<(V, crate::object::shape::ShapeId, usize)>> {
        let Some(shape) = vm.plain_attr_shape(o, name) else { return Ok(None) };
        let Some(i) = vm.mem.shapes.lookup(shape, name) else { return Ok(None) };
        if !self.depend_lookup(vm, vm.mem.instance_class(o), name)? {
            return Ok(None);
        }
        let v = self.get(obj)?;
        self.guard_shape(v, o)?;
        Ok(Some((v, shape, i)))
    }

    /// The overflow array of instance `v` (of shape `shape`) and the byte
    /// offset in it of attribute `i` (the last inline slot holds the
    /// array, the shape says so).
    fn overflow_word(&mut self, vm: &Vm, v: V, shape: crate::object::shape::ShapeId, i: usize) -> Res<(V, i64)> {
        let cap = vm.mem.shapes.get(shape).capacity as usize;
        let arr = self.load(Region::Instance, v, 8 * cap as i64)?;
        Ok((arr, 8 * (2 + i - (cap - 1)) as i64))
    }

    /// `obj.name = src` into an inline slot of an instance, adding the
    /// attribute when the shape transition keeps it inline; false when not applicable.
    pub(super) fn store_attr(&mut self, vm: &mut Vm, obj: u16, o: Value, name: Value, src: u16) -> Res<bool> {
        let Some(shape) = vm.plain_attr_shape(o, name) else { return Ok(false) };
        let cls = vm.mem.instance_class(o);
        let (word, new_shape) = match vm.inline_slot(shape, name) {
            Some(w) => (w, None),
            // An attribute in the overflow array (no transition into it).
            None if vm.mem.shapes.lookup(shape, name).is_some() => return self.store_overflow_attr(vm, obj, o, name, src),
            None => {
                let child = vm.mem.shapes.with_attr(shape, name);
                let s = vm.mem.shapes.get(child);
                let n = s.attrs.len();
                if n > s.capacity as usize || n as i64 > field(cls, CLASS_SLOT_HINT).as_int() {
                    return Ok(false);
                }
                (n, Some(child))
            }
        };
        if !self.depend_lookup(vm, cls, name)? {
            return Ok(false);
        }
        let v = self.get(obj)?;
        self.guard_shape(v, o)?;
        let logical = self.get(src)?;
        let x = self.boxed(logical)?;
        if let Some(child) = new_shape {
            // The new type id with the header's other bits: never a
            // constant word, even for an object this trace allocated, since
            // a collection may have promoted it and set GC flags since (the
            // optimizer moves allocations). While it is a virtual object the
            // sink pass knows its header and folding makes this a constant.
            let h = self.access(Opcode::LoadField, Type::Int, &[v], 0, Region::Instance)?;
            let keep = self.const_int(0xffff_ffff)?;
            let low = self.op(Opcode::IntAnd, &[h, keep])?;
            let word = ((FIRST_SHAPE_ID + child) as i64) << 32;
            self.watch.note_header_id(word);
            let id = self.const_int(word)?;
            let nh = self.op(Opcode::IntOr, &[low, id])?;
            // Headers are not cached (they are not values).
            self.access(Opcode::StoreField, Type::Void, &[v, nh], 0, Region::Instance)?;
            self.shapes.insert(v, child);
        }
        self.store(Region::Instance, v, 8 * word as i64, x, logical)?;
        self.barrier(v, x)?;
        Ok(true)
    }

    /// `obj.name = src` for an attribute the instance `o` (in register
    /// `obj`) holds in its overflow array, under a guard on its shape (the
    /// array is where `attr_slot` reads it); false when not applicable.
    fn store_overflow_attr(&mut self, vm: &mut Vm, obj: u16, o: Value, name: Value, src: u16) -> Res<bool> {
        let Some((v, shape, i)) = self.guarded_attr(vm, obj, o, name)? else { return Ok(false) };
        let logical = self.get(src)?;
        let x = self.boxed(logical)?;
        let (arr, off) = self.overflow_word(vm, v, shape, i)?;
        self.store(Region::Overflow, arr, off, x, logical)?;
        self.barrier(arr, x)?;
        Ok(true)
    }

    /// The write barrier for storing `x` into `obj`, unless `x` is surely not a reference.
    pub(super) fn barrier(&mut self, obj: V, x: V) -> Res<()> {
        let op = self.b.trace.op(x);
        let immediate = op.opcode == Opcode::Tag || op.opcode == Opcode::ConstRef && !Value(op.const_word() as u64).is_ptr();
        if !immediate {
            self.emit(Opcode::WriteBarrier, Type::Void, &[obj], Imm::None)?;
        }
        Ok(())
    }

    /// `BuildTuple`: the tuple allocated inline (the sink pass usually
    /// keeps it virtual), its length and boxed items stored.
    pub(super) fn build_tuple(&mut self, dst: u16, start: u16, count: u16) -> Res<()> {
        let t = self.new_tuple_of(start, count)?;
        self.set(dst, t);
        Ok(())
    }

    /// A tuple of registers `start .. start + count`, allocated inline.
    pub(super) fn new_tuple_of(&mut self, start: u16, count: u16) -> Res<V> {
        let (n, tagged) = (self.const_int(count as i64)?, self.const_ref(Value::int(count as i64))?);
        let mut fields = Vec::with_capacity(1 + count as usize);
        fields.push((tagged, n));
        for r in start..start + count {
            let v = self.get(r)?;
            let x = self.boxed(v)?;
            fields.push((x, x));
        }
        self.alloc_object(TY_TUPLE, Region::Tuple, &fields)
    }

    /// `BuildSlice`: the slice allocated inline from its three registers
    /// (start, stop, step; the sink pass keeps it virtual when only an exit
    /// needs it).
    pub(super) fn build_slice(&mut self, dst: u16, start: u16) -> Res<()> {
        let mut fields = Vec::with_capacity(3);
        for r in start..start + 3 {
            let v = self.get(r)?;
            let x = self.boxed(v)?;
            fields.push((x, x));
        }
        let s = self.alloc_object(TY_SLICE, Region::Slice, &fields)?;
        self.set(dst, s);
        Ok(())
    }

    /// `BuildList` of at most `MAX_INLINE_LIST` items: the list and its items
    /// array allocated inline (the sink pass keeps both virtual where the
    /// list does not escape, as in `for x in [a, b]`); an empty list gets
    /// no array, as `Memory::new_list(0)` makes it.
    pub(super) fn build_list(&mut self, dst: u16, start: u16, count: u16) -> Res<()> {
        let (n, tagged) = (self.const_int(count as i64)?, self.const_ref(Value::int(count as i64))?);
        let items = if count == 0 { self.const_ref(Value::EMPTY)? } else { self.new_items_array(start, count, (tagged, n))? };
        let l = self.alloc_object(TY_LIST, Region::List, &[(tagged, n), (items, items)])?;
        self.set(dst, l);
        Ok(())
    }

    /// A list's items array holding registers `start .. start + count`,
    /// allocated inline, its capacity the count (as `Memory::new_list`;
    /// `capacity` is the count tagged and as an int). The items are
    /// stored, not learnt: lists read them by index (`LoadElem`), which
    /// the heap cache does not serve.
    fn new_items_array(&mut self, start: u16, count: u16, capacity: (V, V)) -> Res<V> {
        let (tagged, n) = capacity;
        let header = gc::header::make_header(TY_ARRAY, 0);
        let arr = self.emit(Opcode::Alloc, Type::Ref, &[], Imm::Alloc { size: 8 * (2 + count as i64), header })?;
        self.store(Region::ArrayCapacity, arr, 8, tagged, n)?;
        for (k, r) in (start..start + count).enumerate() {
            let v = self.get(r)?;
            let x = self.boxed(v)?;
            self.access(Opcode::StoreField, Type::Void, &[arr, x], 16 + 8 * k as i64, Region::ListItems)?;
            self.barrier(arr, x)?;
        }
        Ok(arr)
    }

    /// Is `callee()` a plain instantiation: a user class without `__new__`,
    /// whose `__init__` is `object.__init__`?
    pub(super) fn plain_instantiation(&self, vm: &mut Vm, callee: Value) -> bool {
        if !is_type(callee, TY_CLASS) || class_kind(callee) != 0 || vm.metaclass_makes_instances(callee) {
            return false;
        }
        let (init, hook) = (vm.names.init, vm.names.enum_call);
        let object = vm.ty(crate::runtime::types::TypeId::Object);
        let default_init = vm.lookup_type(object, init);
        vm.custom_new(callee).is_none() && vm.lookup_type(callee, hook).is_none() && vm.lookup_type(callee, init) == default_init && default_init.is_some()
    }

    /// `cls()` for a plain class: an inline allocation with the class's root shape.
    pub(super) fn instantiate(&mut self, vm: &mut Vm, dst: u16, func: u16, cls: Value) -> Res<()> {
        let obj = self.alloc_instance(vm, func, cls)?;
        // The interpreter leaves the new object in the callee's register too.
        self.set(func, obj);
        self.set(dst, obj);
        Ok(())
    }

    /// A new instance of `cls` (in register `func`, guarded), allocated
    /// inline with the class's root shape and empty slots.
    pub(super) fn alloc_instance(&mut self, vm: &mut Vm, func: u16, cls: Value) -> Res<V> {
        if !self.depend_hooks(vm, cls)? {
            return Err(Abort::Unwatchable);
        }
        let f = self.get(func)?;
        self.guard_is(f, cls)?;
        let hint = field(cls, CLASS_SLOT_HINT).as_int().max(1) as u32;
        let shape = vm.mem.shapes.root(cls, hint);
        let cap = vm.mem.shapes.capacity(shape) as usize;
        let header = gc::header::make_header(FIRST_SHAPE_ID + shape, 0);
        let obj = self.emit(Opcode::Alloc, Type::Ref, &[], Imm::Alloc { size: 8 * (1 + cap as i64), header })?;
        self.bound.insert(obj);
        let empty = self.const_ref(Value::EMPTY)?;
        for w in 1..=cap {
            self.store(Region::Instance, obj, 8 * w as i64, empty, empty)?;
        }
        self.shapes.insert(obj, shape);
        Ok(obj)
    }

    /// The index in register `key` (runtime value `k`, in range) into the
    /// list or tuple `v` (of type `ty`, its length at offset 8 of
    /// `region`), guarded in range and counted from the start as an `Int`:
    /// a negative one (guarded negative) has the length added.
    fn checked_index(&mut self, v: V, ty: u32, region: Region, key: u16, k: Value) -> Res<V> {
        self.guard(Opcode::GuardType, &[v], Imm::TypeId(ty))?;
        let mut ki = self.int(key, k)?;
        let n = self.load_small_int(region, v, 8)?;
        let zero = self.const_int(0)?;
        if k.as_int() < 0 {
            let neg = self.op(Opcode::IntLt, &[ki, zero])?;
            self.guard(Opcode::GuardTrue, &[neg], Imm::None)?;
            ki = self.op(Opcode::IntAdd, &[ki, n])?;
        }
        let ge = self.op(Opcode::IntGe, &[ki, zero])?;
        self.guard(Opcode::GuardTrue, &[ge], Imm::None)?;
        let lt = self.op(Opcode::IntLt, &[ki, n])?;
        let bounds = self.guard(Opcode::GuardTrue, &[lt], Imm::None)?;
        self.b.trace.ops[bounds.0 as usize].guard = GuardFlags::BOUNDS;
        Ok(ki)
    }

    /// `list[i]` (read into `dst`) or `list[i] = src`, for an index in range.
    pub(super) fn list_item(&mut self, obj: u16, key: u16, l: Value, k: Value, dst: Option<u16>, src: Option<u16>) -> Res<()> {
        let len = seq::list_len(l) as i64;
        let i = k.as_int();
        if !(-len..len).contains(&i) {
            return self.step();
        }
        let v = self.get(obj)?;
        if self.b.trace.ty(v) != Type::Ref {
            return self.step();
        }
        let ki = self.checked_index(v, TY_LIST, Region::List, key, k)?;
        let arr = self.load(Region::List, v, 16)?;
        match (dst, src) {
            (Some(d), _) => {
                let x = self.access(Opcode::LoadElem, Type::Ref, &[arr, ki], 16, Region::ListItems)?;
                self.set(d, x);
            }
            (None, Some(s)) => {
                let x = self.get(s)?;
                let x = self.boxed(x)?;
                self.access(Opcode::StoreElem, Type::Void, &[arr, ki, x], 16, Region::ListItems)?;
                self.barrier(arr, x)?;
            }
            _ => {}
        }
        Ok(())
    }

    /// `l.append(x)` for the list `v` (runtime value `l`) and the boxed
    /// `x`: when `l` has room now, stored in place under guards that it
    /// still has (an array, its length under the capacity; a list that
    /// must grow leaves by that guard, usually into a bridge); when it
    /// must grow now, the helper call.
    pub(super) fn list_append(&mut self, v: V, l: Value, x: V) -> Res<()> {
        let arr_now = seq::list_array(l);
        if arr_now.is_empty() || seq::list_len(l) >= seq::array_capacity(arr_now) {
            self.call(H_LIST_APPEND, &[v, x], Type::Ref)?;
            return Ok(());
        }
        self.guard(Opcode::GuardType, &[v], Imm::TypeId(TY_LIST))?;
        let n = self.load_small_int(Region::List, v, 8)?;
        let arr = self.load(Region::List, v, 16)?;
        let empty = self.const_ref(Value::EMPTY)?;
        let no_array = self.op(Opcode::RefEq, &[arr, empty])?;
        self.guard(Opcode::GuardFalse, &[no_array], Imm::None)?;
        let cap = self.load_small_int(Region::ArrayCapacity, arr, 8)?;
        let room = self.op(Opcode::IntLt, &[n, cap])?;
        self.guard(Opcode::GuardTrue, &[room], Imm::None)?;
        self.access(Opcode::StoreElem, Type::Void, &[arr, n, x], 16, Region::ListItems)?;
        self.barrier(arr, x)?;
        let one = self.const_int(1)?;
        let n1 = self.op(Opcode::IntAdd, &[n, one])?;
        let tagged = self.op(Opcode::Tag, &[n1])?;
        self.store(Region::List, v, 8, tagged, n1)
    }

    /// `R[dst] = R[obj][R[key]]` for a list or tuple `s` and a slice: the
    /// slice's bounds read from it (a slice the trace made is never
    /// allocated) and handed to the slicing helper.
    pub(super) fn slice_items(&mut self, dst: u16, obj: u16, key: u16, s: Value) -> Res<()> {
        let o = self.get(obj)?;
        let o = self.boxed(o)?;
        self.guard(Opcode::GuardType, &[o], Imm::TypeId(if is_type(s, TY_LIST) { TY_LIST } else { TY_TUPLE }))?;
        let [start, stop, step] = self.slice_bounds(key)?;
        let r = self.call(H_SEQ_SLICE, &[o, start, stop, step], Type::Ref)?;
        self.set(dst, r);
        Ok(())
    }

    /// `R[obj][R[key]] = R[src]` for a list and a slice, as `slice_items`.
    pub(super) fn store_slice_items(&mut self, obj: u16, key: u16, src: u16) -> Res<()> {
        let o = self.get(obj)?;
        let o = self.boxed(o)?;
        self.guard(Opcode::GuardType, &[o], Imm::TypeId(TY_LIST))?;
        let [start, stop, step] = self.slice_bounds(key)?;
        let x = self.get(src)?;
        let x = self.boxed(x)?;
        self.call(H_LIST_STORE_SLICE, &[o, start, stop, step, x], Type::Ref)?;
        Ok(())
    }

    /// The start, stop and step of the slice in register `key` (guarded to be one).
    fn slice_bounds(&mut self, key: u16) -> Res<[V; 3]> {
        let k = self.get(key)?;
        let k = self.boxed(k)?;
        self.guard(Opcode::GuardType, &[k], Imm::TypeId(TY_SLICE))?;
        Ok([self.load(Region::Slice, k, 8)?, self.load(Region::Slice, k, 16)?, self.load(Region::Slice, k, 24)?])
    }

    /// `R[dst] = R[obj][R[key]]` for a tuple `t` and an int `k` in range
    /// (anything else, which may raise, runs in the interpreter): a bounds
    /// check against the length and the item read where it lies (a
    /// tuple's items never change, so a constant index reads through the
    /// heap cache, and from a tuple the trace made, the value it stored).
    pub(super) fn tuple_item(&mut self, obj: u16, key: u16, t: Value, k: Value, dst: u16) -> Res<()> {
        let len = seq::tuple_len(t) as i64;
        let i = k.as_int();
        let v = self.get(obj)?;
        if !(-len..len).contains(&i) || self.b.trace.ty(v) != Type::Ref {
            return self.step();
        }
        let ki = self.checked_index(v, TY_TUPLE, Region::Tuple, key, k)?;
        let x = match self.b.trace.constant(ki) {
            Some(c) => self.load(Region::Tuple, v, 16 + 8 * c)?,
            None => self.access(Opcode::LoadElem, Type::Ref, &[v, ki], 16, Region::Tuple)?,
        };
        self.set(dst, x);
        Ok(())
    }

    /// `R[dst..dst + count] = R[src]` for a tuple or list of exactly
    /// `count` items (runtime value `v`); anything else (which may raise)
    /// runs in the interpreter.
    pub(super) fn unpack(&mut self, src: u16, dst: u16, count: u16, v: Value) -> Res<()> {
        let (ty, n) = match ptr_type(v) {
            Some(TY_TUPLE) => (TY_TUPLE, seq::tuple_len(v)),
            Some(TY_LIST) => (TY_LIST, seq::list_len(v)),
            _ => return self.step(),
        };
        let o = self.get(src)?;
        if n != count as usize || self.b.trace.ty(o) != Type::Ref {
            return self.step();
        }
        self.guard(Opcode::GuardType, &[o], Imm::TypeId(ty as u32))?;
        let region = if ty == TY_TUPLE { Region::Tuple } else { Region::List };
        let len = self.load_small_int(region, o, 8)?;
        let want = self.const_int(n as i64)?;
        let same = self.op(Opcode::IntEq, &[len, want])?;
        self.guard(Opcode::GuardTrue, &[same], Imm::None)?;
        let mut items = Vec::with_capacity(n);
        for i in 0..n as i64 {
            items.push(if ty == TY_TUPLE {
                self.load(Region::Tuple, o, 16 + 8 * i)?
            } else {
                // List items may change at any store: never cached.
                let arr = self.load(Region::List, o, 16)?;
                self.access(Opcode::LoadField, Type::Ref, &[arr], 16 + 8 * i, Region::ListItems)?
            });
        }
        for (i, x) in items.into_iter().enumerate() {
            self.set(dst + i as u16, x);
        }
        Ok(())
    }

    /// `iter(x)` for a list or tuple: a sequence iterator allocated inline
    /// (allocation sinking removes it where it does not escape); of a
    /// generator: the generator itself; of an instance of a class derived
    /// from list or tuple that keeps the base's `__iter__`: a sequence
    /// iterator over its builtin value.
    pub(super) fn get_iter(&mut self, vm: &mut Vm, dst: u16, src: u16, x: Value) -> Res<()> {
        if is_type(x, TY_RANGE) && crate::object::misc::is_small_range(x) {
            return self.range_iter(dst, src);
        }
        if is_type(x, TY_GENERATOR) && !crate::object::generator::is_coroutine(x) {
            return self.generator_iter(dst, src);
        }
        if is_instance_obj(x) && self.builtin_value_iter(vm, dst, src, x)? {
            return Ok(());
        }
        let ty = match ptr_type(x) {
            Some(t @ (TY_LIST | TY_TUPLE)) => t,
            Some(t @ (TY_SEQ_ITER | TY_DICT_ITER | TY_RANGE_ITER | TY_ENUMERATE | TY_ZIP | TY_REVERSED | TY_MAP | TY_FILTER)) => return self.iterator_iter(dst, src, t),
            _ => return self.step(),
        };
        self.seq_iter(dst, src, ty)
    }

    /// `iter(R[src])` of an instance `x` of a class derived from list or
    /// tuple whose `__iter__` is the base type's own (relied on): the
    /// builtin value read from its slot, then a sequence iterator over it,
    /// as the interpreter's `inherited_builtin_view` does. False (nothing
    /// recorded) when that does not apply.
    fn builtin_value_iter(&mut self, vm: &mut Vm, dst: u16, src: u16, x: Value) -> Res<bool> {
        let view = vm.builtin_view(x);
        let ty = match ptr_type(view) {
            Some(t @ (TY_LIST | TY_TUPLE)) if view != x => t,
            _ => return Ok(false),
        };
        if !self.inherits_builtin(vm, x, vm.names.iter)? {
            return Ok(false);
        }
        // R[dst] gets the builtin value first, then the iterator over it.
        if !self.load_attr(vm, dst, src, x, vm.names.builtin_value)? {
            return Ok(false);
        }
        self.seq_iter(dst, dst, ty)?;
        Ok(true)
    }

    /// `R[dst] = iter(R[src])` for a list or tuple of type `ty`.
    fn seq_iter(&mut self, dst: u16, src: u16, ty: u32) -> Res<()> {
        let s = self.get(src)?;
        if self.b.trace.ty(s) != Type::Ref {
            return self.step();
        }
        self.guard(Opcode::GuardType, &[s], Imm::TypeId(ty as u32))?;
        let zero = self.const_int(0)?;
        let tagged = self.const_ref(Value::int(0))?;
        let it = self.alloc_object(TY_SEQ_ITER, Region::SeqIter, &[(s, s), (tagged, zero)])?;
        self.set(dst, it);
        Ok(())
    }

    /// `iter(R[src])` of a builtin iterator of type `ty`: the iterator itself,
    /// after a guard on its type.
    fn iterator_iter(&mut self, dst: u16, src: u16, ty: u32) -> Res<()> {
        let s = self.get(src)?;
        if self.b.trace.ty(s) != Type::Ref {
            return self.step();
        }
        self.guard(Opcode::GuardType, &[s], Imm::TypeId(ty))?;
        self.set(dst, s);
        Ok(())
    }

    /// `iter(R[src])` of a range of small ints: the iterator allocated in
    /// the trace with the range's start, stop and step (read back from a
    /// range the trace allocated), as the interpreter makes it.
    fn range_iter(&mut self, dst: u16, src: u16) -> Res<()> {
        let r = self.get(src)?;
        if self.b.trace.ty(r) != Type::Ref {
            return self.step();
        }
        self.guard(Opcode::GuardType, &[r], Imm::TypeId(TY_RANGE as u32))?;
        let mut fields = Vec::with_capacity(3);
        for off in [8, 16, 24] {
            let v = self.load(Region::Range, r, off)?;
            fields.push((self.boxed(v)?, v));
        }
        let it = self.alloc_object(TY_RANGE_ITER, Region::RangeIter, &fields)?;
        self.set(dst, it);
        Ok(())
    }

    /// `for` over a sequence iterator on a list or tuple (runtime value
    /// `it`): the next item read inline; a bridge may follow the end.
    pub(super) fn seq_for_iter(&mut self, iter: u16, dst: u16, target: u32, it: Value) -> Res<()> {
        let v = self.get(iter)?;
        if let Some(x) = self.seq_next(v, it, target)? {
            self.set(dst, x);
        }
        Ok(())
    }

    /// The next item of the sequence iterator `v` (runtime value `it`, on a
    /// list or tuple) for a `for` whose loop ends at `target`: guarded
    /// there is one, read inline and the index advanced; `None` when the
    /// iterator is exhausted now (only a bridge follows the loop's end).
    fn seq_next(&mut self, v: V, it: Value, target: u32) -> Res<Option<V>> {
        let p = self.seq_peek(v, it)?;
        if seq_iter_exhausted_now(it) {
            self.follow_loop_end(p.more, target)?;
            // The exhausted iterator lets go of its sequence.
            let empty = self.const_ref(Value::EMPTY)?;
            self.store(Region::SeqIter, v, 8, empty, empty)?;
            return Ok(None);
        }
        let g = self.guard(Opcode::GuardTrue, &[p.more], Imm::None)?;
        self.mark_loop_exit(g, target);
        Ok(Some(self.seq_take(&p)?))
    }

    /// The guarded reads of sequence iterator `v` (runtime value `it`) that
    /// tell whether it has a next item (`SeqPeek::more`); nothing stored.
    fn seq_peek(&mut self, v: V, it: Value) -> Res<SeqPeek> {
        let ty = ptr_type(field(it, 1)).unwrap_or(0);
        self.guard(Opcode::GuardType, &[v], Imm::TypeId(TY_SEQ_ITER as u32))?;
        let s = self.load(Region::SeqIter, v, 8)?;
        self.guard(Opcode::GuardType, &[s], Imm::TypeId(ty as u32))?;
        let region = if ty == TY_TUPLE { Region::Tuple } else { Region::List };
        let i = self.load_small_int(Region::SeqIter, v, 16)?;
        let n = self.load_small_int(region, s, 8)?;
        let more = self.op(Opcode::IntLt, &[i, n])?;
        Ok(SeqPeek { v, s, i, more, tuple: ty == TY_TUPLE })
    }

    /// The item `p` found (`more` guarded true), with the index advanced.
    fn seq_take(&mut self, p: &SeqPeek) -> Res<V> {
        let items = if p.tuple { p.s } else { self.load(Region::List, p.s, 16)? };
        let x = self.access(Opcode::LoadElem, Type::Ref, &[items, p.i], 16, if p.tuple { Region::Tuple } else { Region::ListItems })?;
        let one = self.const_int(1)?;
        // An index below a length cannot overflow.
        let next = self.op(Opcode::IntAdd, &[p.i, one])?;
        let t = self.op(Opcode::Tag, &[next])?;
        self.store(Region::SeqIter, p.v, 16, t, next)?;
        Ok(x)
    }

    /// `for` over `zip` of list or tuple iterators (runtime value `it`, none
    /// of them exhausted now, at most `MAX_ZIPPED`): a guard that each has a
    /// next item, all before any is advanced (an exit runs the `ForIter`
    /// again), then the items read and the tuple allocated in the trace.
    /// False when not applicable (nothing recorded).
    pub(super) fn zip_for_iter(&mut self, iter: u16, dst: u16, target: u32, it: Value) -> Res<bool> {
        let iters = field(it, 1);
        let n = seq::tuple_len(iters);
        let all = (0..n).map(|k| seq::tuple_get(iters, k));
        if n == 0 || n > MAX_ZIPPED || !all.clone().all(|x| seq_iter_of_sequence(x) && !seq_iter_exhausted_now(x)) {
            return Ok(false);
        }
        let v = self.get(iter)?;
        self.guard(Opcode::GuardType, &[v], Imm::TypeId(TY_ZIP))?;
        // The iterators' tuple is never replaced, and its length is fixed.
        let tv = self.load(Region::Enumerate, v, 8)?;
        let len = self.load_small_int(Region::Tuple, tv, 8)?;
        let want = self.const_int(n as i64)?;
        let same = self.op(Opcode::IntEq, &[len, want])?;
        self.guard(Opcode::GuardTrue, &[same], Imm::None)?;
        let mut peeks = Vec::with_capacity(n);
        for (k, x) in all.enumerate() {
            let xv = self.load(Region::Tuple, tv, 16 + 8 * k as i64)?;
            let p = self.seq_peek(xv, x)?;
            let g = self.guard(Opcode::GuardTrue, &[p.more], Imm::None)?;
            self.mark_loop_exit(g, target);
            peeks.push(p);
        }
        let (count, count_tagged) = (self.const_int(n as i64)?, self.const_ref(Value::int(n as i64))?);
        let mut fields = vec![(count_tagged, count)];
        for p in &peeks {
            let x = self.seq_take(p)?;
            fields.push((x, x));
        }
        let t = self.alloc_object(TY_TUPLE, Region::Tuple, &fields)?;
        self.set(dst, t);
        Ok(true)
    }

    /// `for` over `enumerate` of a list's or tuple's iterator (runtime
    /// value `it`, its count a small int): the item as `seq_for_iter` reads
    /// it, the count advanced (guarded not to overflow), and the pair a
    /// tuple allocated in the trace (usually unpacked at once, so it sinks).
    pub(super) fn enumerate_for_iter(&mut self, iter: u16, dst: u16, target: u32, it: Value) -> Res<()> {
        let v = self.get(iter)?;
        self.guard(Opcode::GuardType, &[v], Imm::TypeId(TY_ENUMERATE))?;
        // Every guard comes before the first store (an exit runs the
        // `ForIter` again).
        let count = self.load_small_int(Region::Enumerate, v, 16)?;
        let one = self.const_int(1)?;
        let next = self.guard(Opcode::IntAddOv, &[count, one], Imm::None)?;
        let inner = self.load(Region::Enumerate, v, 8)?;
        let Some(x) = self.seq_next(inner, field(it, 1), target)? else { return Ok(()) };
        let t = self.op(Opcode::Tag, &[next])?;
        self.store(Region::Enumerate, v, 16, t, next)?;
        let (two, two_tagged) = (self.const_int(2)?, self.const_ref(Value::int(2))?);
        let count_tagged = self.op(Opcode::Tag, &[count])?;
        let pair = self.alloc_object(TY_TUPLE, Region::Tuple, &[(two_tagged, two), (count_tagged, count), (x, x)])?;
        self.set(dst, pair);
        Ok(())
    }
}

/// What `seq_peek` read of a sequence iterator: the iterator, its
/// sequence, its index and whether an item is left.
struct SeqPeek {
    v: V,
    s: V,
    i: V,
    more: V,
    tuple: bool,
}

/// Most iterators a `zip` may have for `zip_for_iter`.
const MAX_ZIPPED: usize = 4;

/// Is `it` a sequence iterator on a list or tuple?
pub(super) fn seq_iter_of_sequence(it: Value) -> bool {
    is_type(it, TY_SEQ_ITER) && matches!(ptr_type(field(it, 1)), Some(TY_LIST | TY_TUPLE))
}

/// Is the sequence iterator `it` (on a list or tuple) at its end now?
fn seq_iter_exhausted_now(it: Value) -> bool {
    let (s, i) = (field(it, 1), field(it, 2).as_int() as usize);
    let len = if is_type(s, TY_TUPLE) { seq::tuple_len(s) } else { seq::list_len(s) };
    i >= len
}

/// The byte offset of the value word of entry `k` in a dict's entries array
/// (header, capacity, then `hash, key, value` per entry).
pub(super) fn entry_value_offset(k: usize) -> i64 {
    8 * (4 + 3 * k as i64)
}

/// Does the interpreter's `LoadMethod` of `name` on the class or `super`
/// object `o` leave a bound first argument (a classmethod's class, a
/// `super` object's instance)? `load_method_unbound` then does not apply.
fn interpreter_binds(vm: &mut Vm, o: Value, name: Value) -> bool {
    match ptr_type(o) {
        Some(TY_CLASS) => vm.plain_class_method(o, name).is_some_and(|(_, binds)| binds),
        Some(TY_SUPER) => vm.super_method_unbound(o, name).is_some(),
        _ => false,
    }
}
