//! Character sets: whether a character is in a compiled set's body (see
//! `Compiler::set` for its layout). ASCII characters are answered by the
//! body's bitmap; the rest by its items.
//!
//! Must never: allocate (the matcher calls it for every character).

use super::program::*;
use super::text::{fold_lower, fold_upper, is_digit, is_space, is_word};

/// A set's body (see `Compiler::set`) against `c`.
#[inline]
pub fn set_contains(body: &[u32], c: u32, ascii_fold: bool) -> bool {
    if c < 128 {
        return body[1 + (c / 32) as usize] & (1 << (c % 32)) != 0;
    }
    set_contains_slow(body, c, ascii_fold)
}

/// The set's answer computed from its items.
pub fn set_contains_slow(body: &[u32], c: u32, ascii_fold: bool) -> bool {
    let flags = body[0];
    let ascii = flags & SET_ASCII != 0;
    let mut hit = in_items(body, c, ascii);
    if !hit && flags & SET_FOLD != 0 {
        let (lo, up) = (fold_lower(c, ascii_fold), fold_upper(c, ascii_fold));
        hit = (lo != c && in_items(body, lo, ascii)) || (up != c && in_items(body, up, ascii));
    }
    hit != (flags & SET_NEGATED != 0)
}

fn in_items(body: &[u32], c: u32, ascii: bool) -> bool {
    let n = body[5] as usize;
    (0..n).any(|k| {
        let item = &body[6 + 3 * k..9 + 3 * k];
        match item[0] {
            ITEM_RANGE => item[1] <= c && c <= item[2],
            _ => {
                let yes = match item[1] {
                    CAT_DIGIT => is_digit(c, ascii),
                    CAT_WORD => is_word(c, ascii),
                    _ => is_space(c, ascii),
                };
                yes != (item[2] != 0)
            }
        }
    })
}
