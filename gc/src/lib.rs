//! pith-gc: pith's moving, generational heap.
//!
//! The GC never knows object layouts: the VM implements [`ObjectModel`] and
//! [`RootSet`] (module `model`), and the heap calls them during collections.
//! Values are 64-bit words; a reference is the 8-aligned address of an
//! object's header word (layout and GC flags in module `header`).
//!
//! The modules, in the order an object meets them:
//!
//! | module      | owns                                                             |
//! |-------------|------------------------------------------------------------------|
//! | `config`    | `GcConfig`, `PITH_GC_*` variables, nursery size, large-object threshold |
//! | `address`   | `Address`, the typed address                                     |
//! | `header`    | the header word: type id, VM bits, GC flags                      |
//! | `model`     | the traits the VM implements                                     |
//! | `heap`      | `Heap`, the façade: allocation, barrier, collection entry points |
//! | `nursery`   | the bump-allocated nursery and its fixed `NurseryBounds`         |
//! | `minor`     | the Cheney-style minor collection                                |
//! | `old_space` | where survivors live (simple bump chunks in this version)        |
//! | `verify`    | post-collection checks and the full-heap verifier                |
//! | `stats`     | `GcStats`, per-type counts                                       |
//! | `object`    | raw object memory access (the only heap reads and writes)        |
//! | `os`        | mmap'ed memory                                                   |
//!
//! Not yet here: major collection (old space only grows), allocation
//! sampling, card marking, logging.

pub mod address;
pub mod config;
pub mod header;
pub mod heap;
pub mod model;
pub mod stats;

mod minor;
mod nursery;
mod object;
mod old_space;
mod os;
mod verify;

pub use address::Address;
pub use config::GcConfig;
pub use heap::Heap;
pub use model::{ObjectModel, RootSet};
pub use nursery::NurseryBounds;
pub use stats::GcStats;
