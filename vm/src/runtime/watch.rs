//! Watched namespaces: which compiled traces took an entry of a module or
//! class namespace as a constant, and their invalidation when it changes.
//!
//! 1. A trace that folds `d[name]` (a global, a module attribute, a class
//!    attribute or method) or relies on `name` being absent from `d` (a
//!    builtin not shadowed, an attribute not defined by a class earlier in
//!    the MRO) registers its `TraceWatch` under `(d, hash(name))`. A trace
//!    that relies on a class's hooks (`__init__`, `__setattr__`,
//!    `__getattribute__`...) registers under `(d, HOOKS)`: any store of a
//!    dunder name into `d` reaches it.
//! 2. A watched dict has the `VM_WATCHED` bit in its header, so a store
//!    into any other dict costs one bit test. Every store, insertion,
//!    deletion or clearing of a watched dict calls `changed` (the dict
//!    layer does it: `runtime/objects/dict.rs`, `ops/dict.rs`), which sets
//!    the `invalid` word of every trace registered under that key. A trace
//!    tests its word at entry and after each call that may have run Python
//!    code, and leaves through an exit when it is set; the JIT drops it
//!    from its tables and records the loop again.
//! 3. A key whose watchers were invalidated `VOLATILE_AFTER` times is
//!    volatile: traces read it with guards instead of folding it (a
//!    counter kept in a global stops throwing traces away). A trace that
//!    stores a global directly makes it volatile (the store bypasses `changed`).
//! 4. Only dicts in old space are watched (their addresses are stable); a
//!    trace's constants (`TraceWatch::constants`: the objects its code names
//!    by address, including the dicts it watches) are roots of every major
//!    collection while the trace lives, so no address in machine code
//!    is ever reused by another object.
//!
//! Must never: run Python code or allocate on the heap (it runs inside dict
//! stores, between a probe and the write).

use crate::object::{header, is_type, str, TY_STR};
use crate::value::fxhash::FxHashMap;
use crate::value::Value;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

/// The key of a class's hooks: any dunder name stored into the dict.
pub const HOOKS: i64 = -1;

/// Invalidations of one key after which traces stop folding it.
pub const VOLATILE_AFTER: u32 = 3;

/// The header bit (in the VM's bits) of a watched dict.
pub const WATCHED_HEADER_BIT: u64 = (crate::object::VM_WATCHED as u64) << gc::header::VM_BITS_SHIFT;

/// What one compiled trace (or a recording) depends on being unchanged.
#[derive(Default)]
pub struct TraceWatch {
    /// Zero while every entry the trace folded is unchanged; compiled code
    /// reads it by address.
    invalid: Cell<u64>,
    /// Old-space objects the trace's code names by address, and the dicts
    /// it watches.
    constants: RefCell<Vec<Value>>,
    /// The `ConstInt`s the trace's code puts into headers as their type
    /// bits (a shape transition's new type id), so the dumps can name them.
    header_ids: RefCell<Vec<i64>>,
}

impl TraceWatch {
    pub fn is_invalid(&self) -> bool {
        self.invalid.get() != 0
    }

    /// Sets the word: the trace is thrown away at its next entry (a
    /// decision it compiled in changed: `trace/pretenure.rs`).
    pub fn invalidate(&self) {
        self.invalid.set(1);
    }

    /// The word compiled code tests (its address is stable while the `Rc` lives).
    pub fn word_addr(&self) -> usize {
        self.invalid.as_ptr() as usize
    }

    /// Does the trace keep `v` (an old object its code names)?
    pub fn holds(&self, v: Value) -> bool {
        self.constants.borrow().contains(&v)
    }

    /// Notes that the trace's constant `word` is a type id in a header's
    /// place (for the dumps' names only).
    pub fn note_header_id(&self, word: i64) {
        let mut h = self.header_ids.borrow_mut();
        if !h.contains(&word) {
            h.push(word);
        }
    }

    /// Is the trace's constant `word` a type id in a header's place?
    pub fn is_header_id(&self, word: i64) -> bool {
        self.header_ids.borrow().contains(&word)
    }

    /// Keeps `v` (an old object the trace's code names, or a dict it
    /// watches) alive while the trace lives.
    pub fn keep(&self, v: Value) {
        let mut c = self.constants.borrow_mut();
        if v.is_ptr() && !c.contains(&v) {
            c.push(v);
        }
    }
}

#[derive(Default)]
struct Key {
    watchers: Vec<Weak<TraceWatch>>,
    invalidations: u32,
}

/// Every watched key and the traces watching it.
#[derive(Default)]
pub struct Watches {
    keys: FxHashMap<(u64, i64), Key>,
    /// Every `TraceWatch` that has constants, for the major collector.
    live: Vec<Weak<TraceWatch>>,
}

/// Is `d` a watched dict?
#[inline(always)]
pub fn is_watched(d: Value) -> bool {
    header(d) & WATCHED_HEADER_BIT != 0
}

/// The key `name` (a str) is registered under.
pub fn key_hash(name: Value) -> i64 {
    str::str_hash(name) & crate::object::dict::HASH_MASK
}

fn is_dunder(key: Value) -> bool {
    is_type(key, TY_STR) && {
        let s = str::as_str(key);
        s.len() > 4 && s.starts_with("__") && s.ends_with("__")
    }
}

impl Watches {
    /// Registers `w` under `(d, hash)`; `d` must be in old space.
    pub fn watch(&mut self, d: Value, hash: i64, w: &Rc<TraceWatch>) {
        crate::object::set_word(d, 0, header(d) | WATCHED_HEADER_BIT);
        let k = self.keys.entry((d.0, hash)).or_default();
        k.watchers.retain(|x| x.strong_count() > 0);
        if !k.watchers.iter().any(|x| std::ptr::eq(x.as_ptr(), Rc::as_ptr(w))) {
            k.watchers.push(Rc::downgrade(w));
        }
    }

    /// Has `(d, hash)` changed too often to be folded?
    pub fn is_volatile(&self, d: Value, hash: i64) -> bool {
        self.keys.get(&(d.0, hash)).is_some_and(|k| k.invalidations >= VOLATILE_AFTER)
    }

    /// Makes `(d, hash)` volatile now, invalidating its watchers (a trace
    /// is about to store into it directly).
    pub fn make_volatile(&mut self, d: Value, hash: i64) {
        self.invalidate_key(d, hash);
        self.keys.entry((d.0, hash)).or_default().invalidations = VOLATILE_AFTER;
    }

    /// Entry `key` (hashed `hash`) of the watched dict `d` was stored,
    /// added or deleted.
    #[cold]
    #[inline(never)]
    pub fn changed(&mut self, d: Value, key: Value, hash: i64) {
        self.invalidate_key(d, hash);
        if is_dunder(key) {
            self.invalidate_key(d, HOOKS);
        }
    }

    /// Every entry of the watched dict `d` may have changed.
    #[cold]
    #[inline(never)]
    pub fn cleared(&mut self, d: Value) {
        let hashes: Vec<i64> = self.keys.keys().filter(|(a, _)| *a == d.0).map(|(_, h)| *h).collect();
        for h in hashes {
            self.invalidate_key(d, h);
        }
    }

    fn invalidate_key(&mut self, d: Value, hash: i64) {
        let Some(k) = self.keys.get_mut(&(d.0, hash)) else { return };
        let mut hit = false;
        for w in k.watchers.drain(..).filter_map(|w| w.upgrade()) {
            if !w.is_invalid() {
                w.invalid.set(1);
                hit = true;
            }
        }
        k.invalidations += hit as u32;
    }

    /// Keeps `w`'s constants alive while it lives.
    pub fn keep_constants(&mut self, w: &Rc<TraceWatch>) {
        self.live.retain(|x| x.strong_count() > 0);
        self.live.push(Rc::downgrade(w));
    }

    /// The constants of every live trace (for a major collection: they are
    /// old objects, which never move).
    pub fn visit_constants(&mut self, visit: &mut dyn FnMut(&mut Value)) {
        for w in self.live.iter().filter_map(|w| w.upgrade()) {
            w.constants.borrow_mut().iter_mut().for_each(&mut *visit);
        }
    }
}
