//! A fast hasher for maps keyed by one machine word (addresses, arena keys).
//!
//! The verifier and `OldSpace::is_old` look keys up for every reference they
//! check, and SipHash (std's default) dominated stress-mode runs. This module
//! owns only the hash function; it must never be used for keys a program can
//! choose (it is not collision-resistant).

use std::hash::{BuildHasherDefault, Hasher};

/// One multiply by a 64-bit odd constant, high half folded into the low half
/// (hashbrown picks buckets from the low bits).
#[derive(Default)]
pub(crate) struct WordHasher(u64);

/// `BuildHasher` for `HashMap`/`HashSet` keyed by a word.
pub(crate) type BuildWordHasher = BuildHasherDefault<WordHasher>;

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64((self.0 << 8) | u64::from(b));
        }
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn write_u64(&mut self, n: u64) {
        let h = n.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 = h ^ (h >> 32);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}
