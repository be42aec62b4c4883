//! Python's operators and protocols on values: one file per protocol.

pub mod arith;
pub mod attr;
pub mod buffer;
pub mod compare;
pub mod dict;
pub mod format;
pub mod hash;
pub mod index;
pub mod iter;
pub mod itertools;
pub mod limbs;
pub mod matching;
pub mod repr;
pub mod sets;
