//! Making and growing bytes and bytearray objects.
//! The layout is `object/bytes.rs`; these only allocate
//! and write, so they take the allocation handle (`Memory`), not the `Vm`.

use crate::object::bytes::*;
use crate::object::*;
use std::ops::Range;
use crate::runtime::memory::Memory;
use crate::value::Value;

impl Memory {
    /// A new bytes object holding `data` (which must not borrow the heap).
    pub fn new_bytes(&mut self, data: &[u8]) -> Value {
        let v = self.alloc_data(TY_BYTES, 8 + data.len());
        set_word(v, 1, data.len() as u64);
        // SAFETY: the object was sized for `data.len()` bytes after 16.
        unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), byte_ptr(v, 16), data.len()) };
        v
    }

    /// A new bytearray holding `data` (which must not borrow the heap).
    pub fn new_bytearray(&mut self, data: &[u8]) -> Value {
        let ba = self.alloc_values(TY_BYTEARRAY, BYTEARRAY_WORDS - 1);
        init_field(ba, 1, Value::int(0));
        self.bytearray_splice(ba, 0..0, data)
    }

    /// A bytes object, or a bytearray when `mutable`: methods shared by the
    /// two types return their receiver's type.
    pub fn new_buffer(&mut self, mutable: bool, data: &[u8]) -> Value {
        if mutable {
            self.new_bytearray(data)
        } else {
            self.new_bytes(data)
        }
    }

    /// Makes room for at least `needed` bytes; returns the bytearray (the
    /// header object does not move, but the argument may be stale after a
    /// collection, so callers use the returned value).
    pub fn bytearray_reserve(&mut self, ba: Value, needed: usize) -> Value {
        let cap = storage_capacity(field(ba, 2));
        if needed <= cap {
            return ba;
        }
        let new_cap = round_up8(needed.max(cap * 2).max(16));
        let slot = self.push_temp(ba);
        let storage = self.alloc_data(TY_RAW, 8 + new_cap);
        set_word(storage, 1, new_cap as u64);
        let ba = self.temp(slot);
        self.pop_temps(slot);
        let old = bytearray_data(ba);
        // SAFETY: the new storage holds `new_cap` >= `old.len()` bytes after 16;
        // the old storage is a different object.
        unsafe { std::ptr::copy_nonoverlapping(old.as_ptr(), byte_ptr(storage, 16), old.len()) };
        self.set_field(ba, 2, storage);
        ba
    }

    /// Replaces the bytes in `range` (within the length) by `data` (which
    /// must not borrow the heap), growing or shrinking the bytearray: slice
    /// assignment, `del`, insert, extend and clear in one. Returns the
    /// bytearray (see `bytearray_reserve`).
    pub fn bytearray_splice(&mut self, ba: Value, range: Range<usize>, data: &[u8]) -> Value {
        let len = bytearray_len(ba);
        let new_len = len - range.len() + data.len();
        let ba = self.bytearray_reserve(ba, new_len);
        if new_len > 0 {
            // SAFETY: the storage holds at least `max(len, new_len)` bytes after
            // 16 (reserved above), and no other slice of it is alive.
            let all = unsafe { std::slice::from_raw_parts_mut(byte_ptr(field(ba, 2), 16), len.max(new_len)) };
            all.copy_within(range.end..len, range.start + data.len());
            all[range.start..range.start + data.len()].copy_from_slice(data);
        }
        init_field(ba, 1, Value::int(new_len as i64));
        ba
    }

    /// Appends one byte (amortized O(1)).
    pub fn bytearray_push(&mut self, ba: Value, byte: u8) -> Value {
        let len = bytearray_len(ba);
        self.bytearray_splice(ba, len..len, &[byte])
    }
}
