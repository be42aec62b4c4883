//! Card marking for large objects: which parts of a big old array were
//! written since the last minor collection.
//!
//! Owns the card table's layout and every read and write of it. Without
//! cards, the first store into an old array puts the whole array in the
//! remembered set and the next minor collection rescans all of it: a list of
//! a million items appended to between collections costs a million slot
//! visits per collection. With cards, a store marks the card holding the
//! written word and a minor collection visits the dirty cards only.
//!
//! Layout. Every large object (`large.rs`) is preceded, inside its block, by
//! its card table: one byte per card of `CARD_WORDS` words (card `c` covers
//! words `c × CARD_WORDS ..`, header included), stored *downwards* from the
//! object so that a card's byte is found from the object's address alone:
//!
//! ```text
//!  block start                                   object
//!  | padding | card n-1 | ... | card 1 | card 0 | n (u64) | header | words ...
//! ```
//!
//! Card `c`'s byte is at `object - 8 - 1 - c`; the word before the object
//! holds the number of cards `n`. The prefix is `8 + n` rounded up to 16, so
//! the object keeps the block's 16-byte alignment.
//!
//! The header flags (`header.rs`): `CARDS` says the object has a card table
//! (every large old object has one); `CARDS_SET` says some card is dirty and
//! the object is on the heap's `carded` list, which the next minor
//! collection walks, visiting and cleaning the dirty cards.
//!
//! Must never: be used on an object without `CARDS` (its "table" would be
//! the memory of a neighbour), or mark a card past the object's last word.

use crate::address::Address;
use crate::model::ObjectModel;
use crate::object::{self, WORD};

/// Words covered by one card: 128 words, 1 KiB of object.
pub(crate) const CARD_WORDS: usize = 128;

/// Number of cards of an object of `size` bytes.
#[inline]
pub(crate) const fn card_count(size: usize) -> usize {
    size.div_ceil(CARD_WORDS * WORD)
}

/// Bytes before a large object of `size` bytes in its block: the card
/// table and its length word, rounded up to the 16-byte alignment.
#[inline]
pub(crate) const fn prefix_bytes(size: usize) -> usize {
    (WORD + card_count(size)).next_multiple_of(16)
}

/// The address of card `card`'s byte of `obj`.
#[inline(always)]
fn card_byte(obj: Address, card: usize) -> *mut u8 {
    (obj.as_usize() - WORD - 1 - card) as *mut u8
}

/// Writes a clean table for an object of `size` bytes that will start at
/// `obj`, whose prefix is part of the same block.
pub(crate) fn init(obj: Address, size: usize) {
    let n = card_count(size);
    // SAFETY: `obj` starts `prefix_bytes(size)` bytes into a block of its
    // own (large.rs); the length word and the `n` card bytes below it lie in
    // that prefix.
    unsafe {
        ((obj.as_usize() - WORD) as *mut u64).write(n as u64);
        std::ptr::write_bytes(card_byte(obj, n - 1), 0, n);
    }
}

/// Number of cards of `obj` (an object with `CARDS`).
#[inline]
pub(crate) fn count(obj: Address) -> usize {
    // SAFETY: an object with `CARDS` has its table's length in the word before it (`init`).
    unsafe { ((obj.as_usize() - WORD) as *const u64).read() as usize }
}

/// Marks dirty the card holding word `word` of `obj` (an object with `CARDS`).
#[inline(always)]
pub(crate) fn mark(obj: Address, word: usize) {
    debug_assert!(
        word / CARD_WORDS < count(obj),
        "card of word {word} past the object at {obj}"
    );
    // SAFETY: `obj` has a table (`CARDS`) and `word` lies inside the object,
    // so its card byte lies inside the table.
    unsafe { card_byte(obj, word / CARD_WORDS).write(1) }
}

/// Is the card holding word `word` of `obj` dirty?
pub(crate) fn is_dirty(obj: Address, word: usize) -> bool {
    let card = word / CARD_WORDS;
    // SAFETY: as for `mark`; cards past the table read as clean.
    card < count(obj) && unsafe { card_byte(obj, card).read() } != 0
}

/// Calls `visit(first_word, end_word)` for each dirty card of `obj` (the
/// word range it covers), then cleans it.
pub(crate) fn drain_dirty(obj: Address, mut visit: impl FnMut(usize, usize)) {
    for card in 0..count(obj) {
        let byte = card_byte(obj, card);
        // SAFETY: `card` is below the table's length.
        if unsafe { byte.read() } != 0 {
            unsafe { byte.write(0) };
            visit(card * CARD_WORDS, (card + 1) * CARD_WORDS);
        }
    }
}

/// Calls `visit` with each reference slot of `obj` among its words
/// `from .. to` (the slots the model names, as a minor collection visits a
/// card's).
pub(crate) fn for_each_slot(model: &dyn ObjectModel, obj: Address, from: usize, to: usize, visit: &mut dyn FnMut(*mut u64)) {
    match model.size_and_slots(obj) {
        Some((_, first, count)) => (from.max(first)..to.min(first + count)).for_each(|i| visit(object::slot_ptr(obj, i))),
        None => model.trace_object(obj, &mut |slot| {
            if (from..to).contains(&((slot as usize - obj.as_usize()) / WORD)) {
                visit(slot);
            }
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefix_keeps_alignment_and_holds_the_table() {
        for size in [1032, 1024 * 8, 1024 * 8 + 8, 1 << 20] {
            let p = prefix_bytes(size);
            assert_eq!(p % 16, 0);
            assert!(p >= WORD + card_count(size));
        }
        assert_eq!(card_count(1032), 2);
        assert_eq!(card_count(1024), 1);
    }

    #[test]
    fn marks_drain_once_as_word_ranges() {
        let size = 3 * CARD_WORDS * WORD + 16;
        let prefix = prefix_bytes(size);
        let mut block = vec![0u128; (prefix + size) / 16];
        let obj = Address::from_ptr(unsafe { (block.as_mut_ptr() as *mut u8).add(prefix) });
        init(obj, size);
        assert_eq!(count(obj), 4);
        mark(obj, 5);
        mark(obj, 3 * CARD_WORDS + 1);
        assert!(is_dirty(obj, 0) && !is_dirty(obj, CARD_WORDS) && is_dirty(obj, 3 * CARD_WORDS));
        let mut seen = Vec::new();
        drain_dirty(obj, |a, b| seen.push((a, b)));
        assert_eq!(
            seen,
            vec![(0, CARD_WORDS), (3 * CARD_WORDS, 4 * CARD_WORDS)]
        );
        drain_dirty(obj, |_, _| panic!("cards were cleaned"));
        assert!(!is_dirty(obj, 0));
    }
}
