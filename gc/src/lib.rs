//! pith-gc: pith's moving, generational heap.
//!
//! The GC never knows object layouts: the VM implements [`ObjectModel`] and
//! [`RootSet`] (module `model`), and the heap calls them during collections.
//! Values are 64-bit words; a reference is the 8-aligned address of an
//! object's header word (layout and GC flags in module `header`).
//!
//! Two generations: a bump-allocated nursery emptied by a copying minor
//! collection, and a non-moving old space of size-class pools collected by an
//! incremental mark-sweep major collector whose steps run right after minor
//! collections.
//!
//! The modules, in the order an object meets them:
//!
//! | module       | owns                                                            |
//! |--------------|-----------------------------------------------------------------|
//! | `config`     | `GcConfig`, the environment variables, nursery size, large-object threshold |
//! | `address`    | `Address`, the typed address                                    |
//! | `header`     | the header word: type id, VM bits, GC flags, the mark colour    |
//! | `model`      | the traits the VM implements                                    |
//! | `heap`       | `Heap`, the façade: allocation, barrier, collection entry points, heap limit |
//! | `nursery`    | the bump-allocated nursery and its fixed `NurseryBounds`        |
//! | `sampling`   | the allocation sampling point (installed as the nursery's top)  |
//! | `minor`      | the Cheney-style minor collection                               |
//! | `old_space`  | old space: choosing pools and arenas, freeing, accounting       |
//! | `old_buffers` | fresh pools lent to compiled code for pretenured sites' objects |
//! | `pretenure`  | allocation sites whose objects survive: sampling, decisions, expiry |
//! | `size_class` | object size → size class and slot size; the large-object rule   |
//! | `pool`       | 16 KiB pools of equal slots, their in-band header, free lists   |
//! | `arena`      | 1 MiB aligned mappings of 64 pools, page release                |
//! | `large`      | objects above 1 KiB, one system allocation each                 |
//! | `cards`      | the card tables of large objects: which parts were written      |
//! | `major`      | the incremental mark-sweep state machine and its invariants     |
//! | `mark`       | gray stack, tracing, root rescans                               |
//! | `sweep`      | the sweep cursor over pools and large objects                   |
//! | `verify`     | post-collection and post-step checks, the full-heap verifier    |
//! | `stats`      | `GcStats`, per-type counts                                      |
//! | `log`        | `PITHLOG` parsing and PyPy-style log sections                   |
//! | `activity`   | what the collector is doing now, for a profiler's signal handler |
//! | `object`     | raw object memory access (the only heap reads and writes)       |
//! | `os`         | mmap'ed memory, madvise                                         |
//! | `weak`       | weak holders: updating and clearing their slots at collection time |
//!
//! Not yet here: finalizers.

pub mod activity;
pub mod address;
pub mod config;
pub mod header;
pub mod heap;
pub mod log;
pub mod model;
pub mod old_buffers;
pub mod old_space;
pub mod pretenure;
pub mod stats;

mod arena;
mod cards;
mod large;
mod major;
mod mark;
mod minor;
mod nursery;
mod nursery_sizing;
mod object;
mod os;
mod pool;
mod prefault;
mod sampling;
mod size_class;
mod sweep;
mod verify;
mod weak;
mod word_hash;

pub use address::Address;
pub use config::GcConfig;
pub use heap::Heap;
pub use log::{LogConfig, LogTarget};
pub use major::{MajorPhase, StepBudget};
pub use model::{ObjectModel, RootSet};
pub use nursery::NurseryBounds;
pub use old_space::OldLocation;
pub use pretenure::SiteNews;
pub use stats::GcStats;
