//! Making and changing heap objects: the constructors and mutators of each
//! object family, which allocate or need the write barrier, one file per
//! family as in `object/` (where the layouts and raw reads are).
//!
//! Must never: run Python code (lookups that may are `ops/dict.rs`).

pub mod bytes;
pub mod class;
pub mod dict;
pub mod func;
pub mod misc;
pub mod num;
pub mod seq;
pub mod set;
pub mod str;
