//! `str`: immutable UTF-8 text.
//!
//! Layout: `[header, byte_len, char_len, hash, bytes...]` (plain words, no
//! references). `char_len == byte_len` means ASCII, where indexing by
//! character is indexing by byte. `hash` is 0 until first computed.
//!
//! The `&str` returned by `as_str` borrows the heap: it is valid only until
//! the next allocation (which may move the object). Copy it first when an
//! allocation comes in between.

use super::*;

pub(crate) const HEADER_BYTES: usize = 32;

#[inline]
pub fn byte_len(v: Value) -> usize {
    word(v, 1) as usize
}

#[inline]
pub fn char_len(v: Value) -> usize {
    word(v, 2) as usize
}

#[inline]
pub fn is_ascii(v: Value) -> bool {
    byte_len(v) == char_len(v)
}

/// The text of a str object; valid until the next allocation.
#[inline]
pub fn as_str<'a>(v: Value) -> &'a str {
    // SAFETY: the object holds `byte_len` bytes of valid UTF-8 written by `new_str`
    // after its 32-byte prefix; the caller does not allocate while holding it.
    unsafe { std::str::from_utf8_unchecked(std::slice::from_raw_parts(byte_ptr(v, HEADER_BYTES), byte_len(v))) }
}

/// Whether two strs hold the same text: unequal lengths or (when both are
/// known) unequal hashes decide without reading the bytes.
#[inline]
pub fn str_equal(a: Value, b: Value) -> bool {
    if byte_len(a) != byte_len(b) {
        return false;
    }
    let (ha, hb) = (word(a, 3), word(b, 3));
    if ha != hb && ha != 0 && hb != 0 {
        return false;
    }
    as_str(a).as_bytes() == as_str(b).as_bytes()
}

/// FNV-1a over the bytes: deterministic (CPython randomizes str hashes, so no
/// program may depend on their values).
pub fn str_hash(v: Value) -> i64 {
    let cached = word(v, 3);
    if cached != 0 {
        return cached as i64;
    }
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in as_str(v).bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x100_0000_01b3);
    }
    let h = (h >> 2).max(1);
    set_word(v, 3, h);
    h as i64
}

