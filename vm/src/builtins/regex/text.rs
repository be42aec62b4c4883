//! The subject a program runs over: a str's UTF-8 bytes or a bytes object's
//! bytes, walked by byte offset one character at a time in either
//! direction; and the character predicates and case folding the matcher
//! and the compiler share.
//!
//! Must never: allocate or look at VM objects (the matcher borrows the
//! subject's bytes for the whole match).

use crate::builtins::str_methods::ucd;

pub trait Text {
    fn bytes(&self) -> &[u8];
    /// The character at `pos` (a character boundary below the length) and
    /// the offset after it.
    fn next(&self, pos: usize) -> (u32, usize);
    /// The character before `pos` (above 0) and its offset.
    fn prev(&self, pos: usize) -> (u32, usize);
}

/// A str's text.
pub struct Utf8<'a>(pub &'a [u8]);

/// A bytes object's bytes, one character each.
pub struct Bytes<'a>(pub &'a [u8]);

impl Text for Utf8<'_> {
    fn bytes(&self) -> &[u8] {
        self.0
    }

    #[inline]
    fn next(&self, pos: usize) -> (u32, usize) {
        let s = self.0;
        let b = s[pos] as u32;
        if b < 0x80 {
            return (b, pos + 1);
        }
        let cont = |k: usize| (s[pos + k] & 0x3f) as u32;
        if b < 0xe0 {
            (((b & 0x1f) << 6) | cont(1), pos + 2)
        } else if b < 0xf0 {
            (((b & 0x0f) << 12) | (cont(1) << 6) | cont(2), pos + 3)
        } else {
            (((b & 0x07) << 18) | (cont(1) << 12) | (cont(2) << 6) | cont(3), pos + 4)
        }
    }

    #[inline]
    fn prev(&self, pos: usize) -> (u32, usize) {
        let mut start = pos - 1;
        while self.0[start] & 0xc0 == 0x80 {
            start -= 1;
        }
        (self.next(start).0, start)
    }
}

impl Text for Bytes<'_> {
    fn bytes(&self) -> &[u8] {
        self.0
    }

    #[inline]
    fn next(&self, pos: usize) -> (u32, usize) {
        (self.0[pos] as u32, pos + 1)
    }

    #[inline]
    fn prev(&self, pos: usize) -> (u32, usize) {
        (self.0[pos - 1] as u32, pos - 1)
    }
}

fn to_char(c: u32) -> Option<char> {
    char::from_u32(c)
}

/// The simple lowercase of `c` (itself when it has none of one character).
pub fn fold_lower(c: u32, ascii_only: bool) -> u32 {
    if c < 128 || ascii_only {
        return if (b'A' as u32..=b'Z' as u32).contains(&c) { c + 32 } else { c };
    }
    let Some(ch) = to_char(c) else { return c };
    let mut lower = ch.to_lowercase();
    match (lower.next(), lower.next()) {
        (Some(l), None) => l as u32,
        _ => c,
    }
}

/// The simple uppercase of `c`.
pub fn fold_upper(c: u32, ascii_only: bool) -> u32 {
    if c < 128 || ascii_only {
        return if (b'a' as u32..=b'z' as u32).contains(&c) { c - 32 } else { c };
    }
    let Some(ch) = to_char(c) else { return c };
    let mut upper = ch.to_uppercase();
    match (upper.next(), upper.next()) {
        (Some(u), None) => u as u32,
        _ => c,
    }
}

pub fn is_word(c: u32, ascii: bool) -> bool {
    if c < 128 {
        return (c as u8).is_ascii_alphanumeric() || c == b'_' as u32;
    }
    !ascii && to_char(c).is_some_and(ucd::is_alnum)
}

pub fn is_digit(c: u32, ascii: bool) -> bool {
    if c < 128 {
        return (c as u8).is_ascii_digit();
    }
    !ascii && to_char(c).is_some_and(ucd::is_decimal)
}

pub fn is_space(c: u32, ascii: bool) -> bool {
    if c < 128 {
        return matches!(c as u8, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c) || (!ascii && (0x1c..=0x1f).contains(&c));
    }
    !ascii && to_char(c).is_some_and(ucd::is_space)
}
