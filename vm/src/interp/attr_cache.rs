//! Inline caches of the interpreter's `LoadAttr`, `StoreAttr` and
//! `LoadMethod`.
//!
//! Each instruction has one entry (`Code::attr_caches`): "instances whose
//! type id is `ty[k]` keep this attribute in their field `field[k]`", for
//! the four shapes seen last there, each valid while the version tag of
//! its shape's class is the one it was filled with
//! (`runtime/class_versions.rs`). A hit is one to four type-id compares, a
//! tag compare and one field read or write.
//!
//! An entry is filled only when a plain slot access is all the operation
//! does: `Vm::plain_attr_shape` says so (the test the JIT's recorder
//! specializes on too) and the shape lists the name in an inline slot. A
//! shape never changes its slots, so only a class namespace can make an
//! entry wrong (the class's or one it inherits from), and every store into
//! one renews the tags of that class and of the classes inheriting from it.
//!
//! A `StoreAttr` entry may also be a transition: "instances with type id
//! `ty[k]` lack the attribute; storing it moves them to type id `to[k]`,
//! whose shape holds it in the inline field `field[k]`" (what
//! `Memory::instance_set` does when the new shape's slot fits in the
//! instance: a type id change and one field write, no allocation). Shape
//! transitions are fixed once made, so the same tag rule covers them.
//!
//! A `LoadMethod` entry says "for objects with type id `ty`, the method is
//! this plain function" (four such entries per site, the last filled
//! first): filled when the object is an instance whose shape
//! (not dict-backed) lacks the name, or a value of a builtin type whose type
//! id names one class (`SINGLE_CLASS_TYPES`: not an iterator or view id,
//! which stands for several), and the
//! type's attribute is a Python function or an unbound builtin (what
//! `load_method` returns with the object as `self`). The function may be
//! young, so the entry also holds the heap's minor collection count and is
//! refilled after a collection; old objects never move. A `LoadMethod` on
//! a class (`Strength.stronger(a, b)`, `cls.make()`) keeps, on the miss
//! path, "this class, by identity, calls this function, with the class as
//! its first argument for a classmethod" (`plain_class_method`: no bound
//! method is made). A `LoadMethod` of
//! a module's function (`math.sqrt(x)`) keeps instead the index of the
//! namespace entry it was found at, checked by its key at the next call
//! (as `LoadGlobal`'s hint), so it costs no hashing either.
//!
//! Two more entries live on an instruction's miss path, so the inline hit
//! path above stays as it is: a `LoadAttr` of a class attribute
//! (`Strength.REQUIRED`) keeps "this class, by identity, reads as this
//! value", for an old class without a user metaclass and a value that is
//! old or an immediate and no descriptor to run (`plain_class_attr`); and a
//! load or store of an attribute kept in the instance's overflow array
//! (added after the class's instances got their capacity) keeps "instances
//! with type id `ty` keep the array in field `c` and the attribute at word
//! `w`" (`plain_overflow_slot`). The same tag rule covers both (the class's tag for the first).
//!
//! Must never: allocate (the fill runs before the general operation, with
//! the object still unmoved).

use crate::runtime::code::{AttrCache, MethodSite, ATTR_WAYS, METHOD_WAYS};
use crate::object::func::{builtin_self, unbound_builtin};
use crate::object::*;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};
use std::cell::Cell;

/// `MethodSite::ty` of a site calling a module's function: no object has
/// this type id, so the hit test fails and the miss path reads the
/// namespace entry kept in `module_entry` (see `module_function`).
const MODULE_ENTRY: u32 = u32::MAX - 1;

/// Builtin type ids whose objects all have one class (`Vm::type_of`).
const SINGLE_CLASS_TYPES: [u32; 10] = [TY_FLOAT, TY_BIGINT, TY_STR, TY_BYTES, TY_BYTEARRAY, TY_TUPLE, TY_LIST, TY_DICT, TY_SET, TY_FROZENSET];

/// The entry in `cache`, read in place (a `get` would copy all of it).
#[inline(always)]
fn peek<T>(cache: &Cell<T>) -> &T {
    // SAFETY: the VM is single-threaded, and the hit paths that call this
    // only read the entry, dropping the reference before anything can
    // `set` the cell (a miss path refills it after).
    unsafe { &*cache.as_ptr() }
}

impl Vm {
    /// `obj.name` at the site whose cache is `cache`.
    #[inline(always)]
    pub(super) fn load_attr_cached(&mut self, cache: &Cell<AttrCache>, obj: Value, name: Value) -> PyResult<Value> {
        if let Some(f) = self.cached_field(cache, obj) {
            return Ok(field(obj, f));
        }
        self.load_attr_miss(cache, obj, name)
    }

    /// The field `cache` names for `obj`, if it has one for `obj`'s shape.
    #[inline(always)]
    fn cached_field(&self, cache: &Cell<AttrCache>, obj: Value) -> Option<usize> {
        let c = peek(cache);
        self.cached_entry(c, obj).map(|k| c.field[k] as usize)
    }

    /// Which of `c`'s entries is for `obj`'s type id, if one is and its
    /// class's tag is still the entry's.
    #[inline(always)]
    fn cached_entry(&self, c: &AttrCache, obj: Value) -> Option<usize> {
        if !obj.is_ptr() {
            return None;
        }
        let t = type_id(obj);
        let k = c.ty.iter().position(|&x| x == t)?;
        (c.version[k] == self.mem.shapes.object_type_version(obj, t)).then_some(k)
    }

    /// `c` with `(ty, minors, func)` as its first type entry, for the
    /// type's current tag: an entry for `ty` already there is dropped, the
    /// others move down one (the last falls out when there was none).
    fn with_method(&self, mut c: MethodSite, ty: u32, minors: u64, func: Value) -> MethodSite {
        let end = c.ty.iter().position(|&x| x == ty).unwrap_or(METHOD_WAYS - 1);
        c.ty.copy_within(..end, 1);
        c.version.copy_within(..end, 1);
        c.minors.copy_within(..end, 1);
        c.func.copy_within(..end, 1);
        (c.ty[0], c.version[0], c.minors[0], c.func[0]) = (ty, self.mem.shapes.type_version(ty), minors, func);
        c
    }

    /// The minor collection count up to which the addresses of `objs`
    /// stay theirs: the current one when one is young (the next minor
    /// collection may move it), else `u64::MAX` (old objects never move).
    fn minors_while_unmoved(&self, objs: &[Value]) -> u64 {
        let heap = self.mem.heap();
        if objs.iter().any(|v| v.is_ptr() && heap.is_young(v.addr())) {
            heap.stats().minor_collections
        } else {
            u64::MAX
        }
    }

    /// `super(cls, obj).name` for a call: from the site's super entry when
    /// it is for `cls` and `obj`'s type, else looked up (`Vm::load_method`)
    /// and the entry filled when the method is a function or an unbound
    /// builtin (a classmethod or another descriptor is left to the general
    /// path; so is `super(cls, a_class)`).
    fn load_super_method(&mut self, cache: &Cell<MethodSite>, c: MethodSite, sup: Value, name: Value) -> PyResult<(Value, Value)> {
        let (cls, obj) = (field(sup, 1), field(sup, 2));
        let start = self.type_of(obj);
        if c.class == cls && c.super_type == start && c.class_minors >= self.mem.heap().stats().minor_collections && c.class_version == class::class_version(start) {
            return Ok((c.class_func, obj));
        }
        let (m, self_) = self.load_method(sup, name)?;
        if self_ == obj && !class::is_class(obj) && (is_type(m, TY_FUNCTION) || unbound_builtin(m).is_some()) {
            let class_minors = self.minors_while_unmoved(&[m]);
            // (`start`'s tag covers every class of its MRO, `cls` among them.)
            let class_version = class::class_version(start);
            cache.set(MethodSite { class: cls, class_func: m, binds_class: false, class_minors, class_version, super_type: start, ..c });
        }
        Ok((m, self_))
    }

    /// Makes `(ty, field, to)` the first entry of `cache`, for `ty`'s
    /// current tag: an entry for `ty` already there (a stale one) is
    /// dropped, the others move down one (the last falls out when there
    /// was none).
    fn fill(&self, cache: &Cell<AttrCache>, ty: u32, field: u32, to: u32) {
        let mut c = cache.get();
        let end = c.ty.iter().position(|&x| x == ty).unwrap_or(ATTR_WAYS - 1);
        c.ty.copy_within(..end, 1);
        c.field.copy_within(..end, 1);
        c.to.copy_within(..end, 1);
        c.version.copy_within(..end, 1);
        (c.ty[0], c.field[0], c.to[0], c.version[0]) = (ty, field, to, self.mem.shapes.type_version(ty));
        cache.set(c);
    }

    #[inline(never)]
    fn load_attr_miss(&mut self, cache: &Cell<AttrCache>, obj: Value, name: Value) -> PyResult<Value> {
        let c = cache.get();
        // (Only a class can be at the address of the class the entry names
        // with the entry's tag: a class made there later has a new one.)
        if obj == c.class && is_type(obj, TY_CLASS) && c.class_version == class::class_version(obj) {
            return Ok(c.value);
        }
        if let Some(array) = self.overflow_array(&c, obj) {
            return Ok(field(array, c.overflow_at as usize));
        }
        if let Some((ty, f)) = self.plain_slot(obj, name) {
            self.fill(cache, ty, f, ty);
            return Ok(field(obj, f as usize));
        }
        if let Some((ty, cap, at)) = self.plain_overflow_slot(obj, name) {
            let overflow_version = self.mem.shapes.type_version(ty);
            cache.set(AttrCache { overflow_ty: ty, overflow_cap: cap, overflow_at: at, overflow_version, ..c });
            return Ok(field(field(obj, cap as usize), at as usize));
        }
        if let Some(v) = self.plain_class_attr(obj, name) {
            cache.set(AttrCache { class: obj, value: v, class_version: class::class_version(obj), ..c });
            return Ok(v);
        }
        self.get_attr(obj, name)
    }

    /// `obj`'s overflow array when `c`'s overflow entry is for `obj`'s
    /// type id, at its class's current tag.
    #[inline]
    fn overflow_array(&self, c: &AttrCache, obj: Value) -> Option<Value> {
        (obj.is_ptr() && type_id(obj) == c.overflow_ty && c.overflow_version == self.mem.shapes.object_type_version(obj, c.overflow_ty)).then(|| field(obj, c.overflow_cap as usize))
    }

    /// (type id, field of the overflow array, word of the attribute in it)
    /// for `obj.name` when it is a plain slot access (as `plain_slot`) to
    /// an attribute the instance keeps in its overflow array: attributes
    /// added after the class's instances got their capacity
    /// (`object/shape.rs`). A shape's array holds all its overflowing
    /// attributes, so the words stay right for the type id.
    fn plain_overflow_slot(&mut self, obj: Value, name: Value) -> Option<(u32, u32, u32)> {
        let shape = self.plain_attr_shape(obj, name)?;
        let i = self.mem.shapes.lookup(shape, name)?;
        let s = self.mem.shapes.get(shape);
        let cap = s.capacity as usize;
        (s.overflows() && i + 1 >= cap).then(|| (FIRST_SHAPE_ID + shape, cap as u32, (2 + i - (cap - 1)) as u32))
    }

    /// `cls.name` when `cls` is an old class (its address stays its own)
    /// without a user metaclass and the
    /// name reads as the value its MRO holds, unchanged (no classmethod,
    /// staticmethod or `__get__` to run), that value old or an immediate:
    /// what a class entry may keep until the namespace of the class or of
    /// one it inherits from changes (which renews the class's tag; a
    /// class's dict is only written through `setattr`). `Strength.REQUIRED`,
    /// `Color.RED`, `C.CONSTANT`.
    fn plain_class_attr(&mut self, cls: Value, name: Value) -> Option<Value> {
        if !is_type(cls, TY_CLASS) || self.mem.heap().is_young(cls.addr()) || self.user_meta(cls).is_some() {
            return None;
        }
        let v = self.lookup_type(cls, name)?;
        let plain = match ptr_type(v) {
            None => true,
            Some(TY_CLASSMETHOD) | Some(TY_STATICMETHOD) => false,
            Some(t) if t >= FIRST_SHAPE_ID => self.descriptor_method(v, self.names.get_).is_none(),
            Some(_) => true,
        };
        (plain && !(v.is_ptr() && self.mem.heap().is_young(v.addr()))).then_some(v)
    }

    /// `obj.name = value` at the site whose cache is `cache`.
    #[inline(always)]
    pub(super) fn store_attr_cached(&mut self, cache: &Cell<AttrCache>, obj: Value, name: Value, value: Value) -> PyResult<()> {
        let c = peek(cache);
        if let Some(k) = self.cached_entry(c, obj) {
            let (ty, to, f) = (c.ty[k], c.to[k], c.field[k] as usize);
            if to != ty {
                set_type_id(obj, to);
            }
            self.mem.set_field(obj, f, value);
            return Ok(());
        }
        self.store_attr_miss(cache, obj, name, value)
    }

    #[inline(never)]
    fn store_attr_miss(&mut self, cache: &Cell<AttrCache>, obj: Value, name: Value, value: Value) -> PyResult<()> {
        let c = cache.get();
        if let Some(array) = self.overflow_array(&c, obj) {
            self.mem.set_field(array, c.overflow_at as usize, value);
            return Ok(());
        }
        if let Some((ty, cap, at)) = self.plain_overflow_slot(obj, name) {
            let overflow_version = self.mem.shapes.type_version(ty);
            cache.set(AttrCache { overflow_ty: ty, overflow_cap: cap, overflow_at: at, overflow_version, ..c });
            self.mem.set_field(field(obj, cap as usize), at as usize, value);
            return Ok(());
        }
        if let Some((ty, f, to)) = self.plain_store(obj, name) {
            self.fill(cache, ty, f, to);
            if to == ty {
                self.mem.set_field(obj, f as usize, value);
                return Ok(());
            }
        }
        // (A transition the general store makes, as the entry says.)
        self.set_attr(obj, name, value)
    }

    /// `obj.name` for a call (`load_method`): the method and `self`.
    #[inline(always)]
    pub(super) fn load_method_cached(&mut self, cache: &Cell<MethodSite>, obj: Value, name: Value) -> PyResult<(Value, Value)> {
        let c = peek(cache);
        if obj.is_ptr() {
            // (`c.minors[k]` is at least the count while `func[k]` cannot have moved.)
            let (t, minors) = (type_id(obj), self.mem.heap().stats().minor_collections);
            if let Some(k) = c.ty.iter().position(|&x| x == t) {
                if c.minors[k] >= minors && c.version[k] == self.mem.shapes.object_type_version(obj, t) {
                    return Ok((c.func[k], obj));
                }
            }
        }
        self.load_method_miss(cache, obj, name)
    }

    #[inline(never)]
    fn load_method_miss(&mut self, cache: &Cell<MethodSite>, obj: Value, name: Value) -> PyResult<(Value, Value)> {
        if is_type(obj, TY_MODULE) {
            if let Some(v) = self.module_function(cache, obj, name) {
                return Ok((v, Value::EMPTY));
            }
        }
        let c = self.current_site(cache);
        if obj == c.class && c.super_type.is_empty() && is_type(obj, TY_CLASS) && c.class_minors >= self.mem.heap().stats().minor_collections && c.class_version == class::class_version(obj) {
            return Ok((c.class_func, if c.binds_class { obj } else { Value::EMPTY }));
        }
        if is_type(obj, TY_SUPER) {
            return self.load_super_method(cache, c, obj, name);
        }
        if let Some(func) = self.plain_method(obj, name) {
            let minors = self.minors_while_unmoved(&[func]);
            cache.set(self.with_method(c, type_id(obj), minors, func));
            return Ok((func, obj));
        }
        if let Some((class_func, binds_class)) = self.plain_class_method(obj, name) {
            let class_minors = self.minors_while_unmoved(&[obj, class_func]);
            let class_version = class::class_version(obj);
            cache.set(MethodSite { class: obj, class_func, binds_class, class_minors, class_version, super_type: Value::EMPTY, ..c });
            return Ok((class_func, if binds_class { obj } else { Value::EMPTY }));
        }
        self.load_method(obj, name)
    }

    /// `cache`'s entries, or none when it holds a module entry (which is
    /// of no use for other objects).
    fn current_site(&self, cache: &Cell<MethodSite>) -> MethodSite {
        let c = cache.get();
        if c.ty[0] != MODULE_ENTRY {
            c
        } else {
            MethodSite::default()
        }
    }

    /// `cls.name(...)` when `cls` is a class without a user metaclass and
    /// its MRO holds for `name` a function, a staticmethod or a
    /// classmethod of a function, or an unbound builtin: the callable and
    /// whether the class is its first argument (a classmethod), what a
    /// class entry may keep until a class namespace changes (as
    /// `plain_class_attr`). `Strength.stronger(a, b)`, `C.make()`.
    pub(crate) fn plain_class_method(&mut self, cls: Value, name: Value) -> Option<(Value, bool)> {
        if !is_type(cls, TY_CLASS) || self.user_meta(cls).is_some() {
            return None;
        }
        let v = self.lookup_type(cls, name)?;
        let (f, binds_class) = match ptr_type(v) {
            Some(TY_FUNCTION) => (v, false),
            Some(TY_BUILTIN) if builtin_self(v).is_empty() => (v, false),
            Some(TY_STATICMETHOD) => (field(v, 1), false),
            Some(TY_CLASSMETHOD) => (field(v, 1), true),
            _ => return None,
        };
        Some((f, binds_class))
    }

    /// `module.name` when the module's namespace holds it: read at the
    /// entry the site found it at last (checked by its key, no hashing),
    /// else looked up and the entry remembered. None when the namespace
    /// lacks it (`load_method` then asks the module's `__getattr__`).
    fn module_function(&mut self, cache: &Cell<MethodSite>, module: Value, name: Value) -> Option<Value> {
        let ns = field(module, 2);
        let c = cache.get();
        if c.ty[0] == MODULE_ENTRY {
            if let Some(v) = dict::value_if_entry_has(ns, c.module_entry as usize, name) {
                return Some(v);
            }
        }
        let e = dict::dict_entry_of_str(ns, name)?;
        let mut site = MethodSite { module_entry: e as u64, ..MethodSite::default() };
        site.ty[0] = MODULE_ENTRY;
        cache.set(site);
        Some(dict::entry(ns, e).2)
    }

    /// The function `load_method` finds for `obj.name` when the answer
    /// holds for every object of `obj`'s type id (see the module comment).
    fn plain_method(&mut self, obj: Value, name: Value) -> Option<Value> {
        let ty = ptr_type(obj)?;
        if ty < FIRST_SHAPE_ID && !SINGLE_CLASS_TYPES.contains(&ty) {
            return None;
        }
        if ty >= FIRST_SHAPE_ID {
            let shape = ty - FIRST_SHAPE_ID;
            if self.mem.shapes.is_dict_backed(shape) || self.mem.shapes.lookup(shape, name).is_some() {
                return None;
            }
        }
        let cls = self.type_of(obj);
        let f = self.lookup_type(cls, name)?;
        match ptr_type(f) {
            Some(TY_FUNCTION) => Some(f),
            Some(TY_BUILTIN) if builtin_self(f).is_empty() => Some(f),
            _ => None,
        }
    }

    /// (type id, field) for `obj.name` when it is a plain slot access (see
    /// the module comment).
    fn plain_slot(&mut self, obj: Value, name: Value) -> Option<(u32, u32)> {
        let shape = self.plain_attr_shape(obj, name)?;
        let field = self.inline_slot(shape, name)?;
        Some((FIRST_SHAPE_ID + shape, field as u32))
    }

    /// (type id, field, type id after) for `obj.name = v` when it is a
    /// plain slot store, or a plain transition that adds the attribute in
    /// an inline slot (see the module comment; the type id after is the
    /// new shape's, made here if new: the store is about to make it).
    fn plain_store(&mut self, obj: Value, name: Value) -> Option<(u32, u32, u32)> {
        let shape = self.plain_attr_shape(obj, name)?;
        let ty = FIRST_SHAPE_ID + shape;
        if self.mem.shapes.lookup(shape, name).is_some() {
            let field = self.inline_slot(shape, name)?;
            return Some((ty, field as u32, ty));
        }
        let child = self.mem.shapes.with_attr(shape, name);
        let field = self.inline_slot(child, name)?;
        Some((ty, field as u32, FIRST_SHAPE_ID + child))
    }
}
