//! Making strings, and the table of interned ones (on the `Vm`: it is one
//! of its tables).
//! The layout is `object/str.rs`; these only allocate
//! and write, so they take the allocation handle (`Memory`), not the `Vm`.

use crate::object::str::*;
use crate::object::*;
use crate::runtime::memory::Memory;
use crate::runtime::vm::Vm;
use crate::value::Value;

impl Memory {
    /// A new str object holding `s`.
    pub fn new_str(&mut self, s: &str) -> Value {
        let v = self.alloc_data(TY_STR, HEADER_BYTES - 8 + s.len());
        Self::fill_str(v, s);
        v
    }

    /// A str in old space (never moves): interned names and constants.
    pub fn new_old_str(&mut self, s: &str) -> Value {
        let v = self.alloc_old_data(TY_STR, HEADER_BYTES - 8 + s.len());
        Self::fill_str(v, s);
        v
    }

    /// A list of new strs, one per item (Rust text, never a heap str's:
    /// the list and the strs are allocated while it is read).
    pub fn new_str_list<S: AsRef<str>>(&mut self, items: &[S]) -> Value {
        let l = self.new_list(items.len());
        let slot = self.push_temp(l);
        for item in items {
            let s = self.new_str(item.as_ref());
            self.list_append(self.temp(slot), s);
        }
        let l = self.temp(slot);
        self.pop_temps(slot);
        l
    }

    pub(super) fn fill_str(v: Value, s: &str) {
        set_word(v, 1, s.len() as u64);
        set_word(v, 2, s.chars().count() as u64);
        set_word(v, 3, 0);
        // SAFETY: the object was sized for `s.len()` bytes after the prefix.
        unsafe { std::ptr::copy_nonoverlapping(s.as_ptr(), byte_ptr(v, HEADER_BYTES), s.len()) };
    }
}

impl Vm {

    /// The interned str for `s` (one old-space object per distinct text).
    pub fn intern(&mut self, s: &str) -> Value {
        if let Some(&v) = self.tables.interned.get(s) {
            return v;
        }
        let v = self.mem.new_old_str(s);
        self.tables.interned.insert(s.to_string(), v);
        v
    }

    /// The interned twin of a str value (same object when already interned).
    pub fn intern_value(&mut self, v: Value) -> Value {
        let s = as_str(v).to_string();
        self.intern(&s)
    }
}
