//! Namespace entries as constants: a global, a module attribute, a class
//! attribute or method read while recording becomes a `ConstRef` of the
//! value it had, and the trace registers what it relied on with the VM's
//! watches (`runtime/watch.rs`): the entry's key, the keys found absent
//! along an MRO, the hooks of the classes involved. The trace tests its
//! invalidation word (`ensure_valid`) before it relies on any of them, and
//! again after every call that may have run Python code.
//!
//! Must never: fold a young object (it moves) or a volatile key (a value
//! that keeps changing), or rely on a namespace that is not watched.

use super::*;
use super::objects::entry_value_offset;
use crate::runtime::watch::{key_hash, HOOKS};

impl Recorder {
    /// Tests the trace's invalidation word, once per stretch without calls.
    pub(super) fn ensure_valid(&mut self) -> Res<()> {
        if self.valid_checked {
            return Ok(());
        }
        let addr = self.const_int(self.watch.word_addr() as i64)?;
        let w = self.load(Region::Validity, addr, 0)?;
        self.guard(Opcode::GuardRef, &[w], Imm::Word(0))?;
        self.valid_checked = true;
        Ok(())
    }

    /// Registers the trace under `(d, hash)`; false when `d` cannot be
    /// watched (a young dict moves).
    fn depend(&mut self, vm: &mut Vm, d: Value, hash: i64) -> bool {
        if !is_type(d, TY_DICT) || vm.mem.heap().is_young(d.addr()) {
            return false;
        }
        vm.mem.r.watch.watch(d, hash, &self.watch);
        self.watch.keep(d);
        true
    }

    /// Relies on entry `name` of dict `d` staying as it is (absent, or
    /// holding the same value); false when `d` cannot be watched.
    pub(super) fn depend_key(&mut self, vm: &mut Vm, d: Value, name: Value) -> Res<bool> {
        if !self.depend(vm, d, key_hash(name)) {
            return Ok(false);
        }
        self.ensure_valid()?;
        Ok(true)
    }

    /// The value of `d[name]` (a str key) as a constant, relied on; `None`
    /// when it cannot be folded (absent, young, volatile, `d` unwatchable).
    pub(super) fn fold_entry(&mut self, vm: &mut Vm, d: Value, name: Value) -> Res<Option<V>> {
        let hash = key_hash(name);
        let Some(x) = dict::dict_get_str(d, name) else { return Ok(None) };
        if x.is_ptr() && vm.mem.heap().is_young(x.addr()) || vm.mem.r.watch.is_volatile(d, hash) || !self.depend(vm, d, hash) {
            return Ok(None);
        }
        self.ensure_valid()?;
        Ok(Some(self.const_ref(x)?))
    }

    /// Relies on the hooks (dunder entries) of every class along `cls`'s
    /// MRO and its metaclass's: false when one cannot be watched.
    pub(super) fn depend_hooks(&mut self, vm: &mut Vm, cls: Value) -> Res<bool> {
        use crate::object::class::{class_dict, class_mro};
        let meta = vm.class_meta(cls);
        for c in [cls, meta] {
            let mro = class_mro(c);
            for i in 0..seq::tuple_len(mro) {
                if !self.depend(vm, class_dict(seq::tuple_get(mro, i)), HOOKS) {
                    return Ok(false);
                }
            }
        }
        self.ensure_valid()?;
        Ok(true)
    }

    /// The attribute `name` of class `cls` (along its MRO, from position
    /// `from`) as the trace reads it: a constant relied on, or (for a
    /// volatile or young value) its holder's namespace entry read under
    /// guards, and when `exact` (the caller relies on it being this very
    /// object) a guard on its identity; the classes before the holder are
    /// relied on not to define it. `None` when not found or a namespace
    /// cannot be watched.
    pub(super) fn class_attr_from(&mut self, vm: &mut Vm, cls: Value, from: usize, name: Value, exact: bool) -> Res<Option<V>> {
        use crate::object::class::{class_dict, class_mro};
        let mro = class_mro(cls);
        for i in from..seq::tuple_len(mro) {
            let d = class_dict(seq::tuple_get(mro, i));
            let Some(k) = dict::dict_entry_of_str(d, name) else {
                if !self.depend_key(vm, d, name)? {
                    return Ok(None);
                }
                continue;
            };
            if let Some(v) = self.fold_entry(vm, d, name)? {
                return Ok(Some(v));
            }
            if vm.mem.heap().is_young(d.addr()) || dict::entry(d, k).1 != name {
                return Ok(None);
            }
            // A young value is relied on but read (its address may change);
            // a volatile one is read, and guarded when it must be this one.
            let x = dict::entry(d, k).2;
            let volatile = vm.mem.r.watch.is_volatile(d, key_hash(name));
            if volatile && exact && x.is_ptr() && vm.mem.heap().is_young(x.addr()) {
                return Ok(None);
            }
            if !volatile && !self.depend_key(vm, d, name)? {
                return Ok(None);
            }
            let dv = self.const_ref(d)?;
            let arr = self.dict_entry(dv, k, name)?;
            let v = self.load(Region::DictEntries, arr, entry_value_offset(k))?;
            if volatile && exact {
                self.guard_is(v, x)?;
            }
            return Ok(Some(v));
        }
        Ok(None)
    }

    /// `class_attr_from` over the whole MRO, for a caller that relies on
    /// the very object found (`exact`).
    pub(super) fn class_attr(&mut self, vm: &mut Vm, cls: Value, name: Value) -> Res<Option<V>> {
        self.class_attr_from(vm, cls, 0, name, true)
    }

    /// `class_attr_from` over the whole MRO for a value the trace guards
    /// as it uses it (a method it calls, a number).
    pub(super) fn class_value(&mut self, vm: &mut Vm, cls: Value, name: Value) -> Res<Option<V>> {
        self.class_attr_from(vm, cls, 0, name, false)
    }

    /// Relies on what looking `name` up along `cls`'s MRO finds (an
    /// instance attribute access that no class attribute overrides), and
    /// on the classes' hooks. False when a namespace cannot be watched.
    pub(super) fn depend_lookup(&mut self, vm: &mut Vm, cls: Value, name: Value) -> Res<bool> {
        use crate::object::class::{class_dict, class_mro};
        if !self.depend_hooks(vm, cls)? {
            return Ok(false);
        }
        let mro = class_mro(cls);
        for i in 0..seq::tuple_len(mro) {
            let d = class_dict(seq::tuple_get(mro, i));
            if !self.depend(vm, d, key_hash(name)) {
                return Ok(false);
            }
            if dict::dict_entry_of_str(d, name).is_some() {
                break;
            }
        }
        Ok(true)
    }
}
