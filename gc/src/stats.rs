//! GC statistics and per-type allocation counts.
//!
//! Owns [`GcStats`]. The heap updates it at a few points only, never on the
//! allocation fast path:
//!
//! 1. at each minor collection: nursery bytes allocated since the previous one
//!    (`free - start`, so the fast path needs no counter), bytes promoted,
//!    pause time, remembered-set size, old-space totals;
//! 2. at each direct old-space allocation: its bytes and old-space totals;
//! 3. at each major step: steps, pause, cycles finished, bytes freed,
//!    old-space totals;
//! 4. with `count_types` on, at each type count (before every minor
//!    collection and on demand): objects and bytes per type id.
//!
//! Must never: be read by the fast path or the barrier.

use std::collections::HashMap;
use std::time::Duration;

/// Counters kept by the heap; read them with `Heap::stats`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GcStats {
    /// Minor collections run so far.
    pub minor_collections: u64,
    /// Times a minor collection changed the part of the nursery the next
    /// cycle fills (`nursery_sizing.rs`).
    pub nursery_resizes: u64,
    /// Bytes allocated in total: nursery bumps, counted at each collection,
    /// plus direct old-space allocations. `Heap::bytes_allocated` adds the
    /// nursery bytes of the current cycle.
    pub bytes_allocated: u64,
    /// Bytes copied from the nursery to old space, in total.
    pub bytes_promoted: u64,
    /// Bytes of old space in use by objects: the slot size of each small
    /// object plus the size of each large one (`old_space::old_footprint`).
    pub old_bytes_in_use: u64,
    /// Bytes of old space that may hold RAM: pools in use (16 KiB each) plus
    /// large objects. Free pools of mapped arenas are not counted: they were
    /// never touched or were released with `madvise`.
    pub old_bytes_reserved: u64,
    /// Address space mapped for old space: arenas (1 MiB each, spare
    /// included) plus large objects.
    pub old_bytes_mapped: u64,
    /// Arenas mapped now, the spare excluded.
    pub arenas_in_use: u64,
    /// Empty arenas kept mapped: the spare (0 or 1) and those mapped ahead
    /// of the next minor collection's survivors (`PITH_GC_PREFAULT`).
    pub arenas_spare: u64,
    /// Arenas mapped since the start (each one `mmap` call).
    pub arenas_mapped: u64,
    /// Arenas unmapped since the start.
    pub arenas_released: u64,
    /// Pools serving a size class now.
    pub pools_in_use: u64,
    /// Pools whose pages were handed back with `madvise` since the start.
    pub pools_released: u64,
    /// Large objects (above 1 KiB) now, and their bytes.
    pub large_objects: u64,
    /// Bytes of the large objects now.
    pub large_bytes: u64,
    /// Time spent in minor collections (verification excluded), in total.
    pub total_pause_ns: u64,
    /// Longest minor collection (verification excluded).
    pub max_pause_ns: u64,
    /// Largest remembered set seen at the start of a minor collection.
    pub remembered_max: usize,
    /// Dirty cards of large objects visited by minor collections, in total.
    pub dirty_cards: u64,
    /// Major cycles finished (by steps or by full collections).
    pub major_collections: u64,
    /// Incremental major steps run (automatic ones and `Heap::major_step`;
    /// the steps inside a full collection are not counted).
    pub major_steps: u64,
    /// Time spent in incremental major steps (verification excluded), in total.
    pub major_total_pause_ns: u64,
    /// Longest incremental major step (verification excluded).
    pub major_max_pause_ns: u64,
    /// Full collections run (`Heap::collect_full`, and the heap limit's).
    pub full_collections: u64,
    /// Time spent in full collections, in total.
    pub full_total_pause_ns: u64,
    /// Longest full collection.
    pub full_max_pause_ns: u64,
    /// Old bytes in use when the last major cycle finished.
    pub live_bytes_after_major: u64,
    /// Bytes (footprints) freed by major collections, in total.
    pub major_bytes_freed: u64,
    /// Objects freed by major collections, in total.
    pub major_objects_freed: u64,
    /// Times the heap limit could not be met after a full collection (each
    /// time `over_limit` was set).
    pub over_limit_events: u64,
    /// Weak slots cleared because their object died (`weak.rs`).
    pub weak_slots_cleared: u64,
    /// Survival samples resolved by minor collections (`pretenure.rs`).
    pub survival_samples: u64,
    /// Times an allocation site was pretenured.
    pub sites_pretenured: u64,
    /// Objects and bytes allocated in old space by pretenured sites.
    pub pretenured_objects: u64,
    pub pretenured_bytes: u64,
    /// Of those, the objects compiled code placed in allocation buffers
    /// (`old_buffers.rs`), counted when their buffer is retired.
    pub buffered_objects: u64,
    /// With `GcConfig::count_types`: type id → (objects, bytes) allocated.
    /// Nursery objects are counted at the next minor collection or
    /// `Heap::count_nursery_types`; direct old-space objects likewise (the
    /// heap remembers their addresses until then, as their headers are
    /// written by the VM after allocation).
    pub type_counts: HashMap<u32, (u64, u64)>,
}

/// Nanoseconds of `pause`, saturated.
pub(crate) fn nanos(pause: Duration) -> u64 {
    u64::try_from(pause.as_nanos()).unwrap_or(u64::MAX)
}

/// Add `ns` to a (total, max) pair.
fn add_pause(total: &mut u64, max: &mut u64, ns: u64) {
    *total = total.saturating_add(ns);
    *max = (*max).max(ns);
}

impl GcStats {
    /// Add one minor collection's pause.
    pub(crate) fn record_pause(&mut self, pause: Duration) {
        add_pause(&mut self.total_pause_ns, &mut self.max_pause_ns, nanos(pause));
    }

    /// Add one incremental major step's pause.
    pub(crate) fn record_major_pause(&mut self, pause: Duration) {
        add_pause(&mut self.major_total_pause_ns, &mut self.major_max_pause_ns, nanos(pause));
    }

    /// Add one full collection's pause.
    pub(crate) fn record_full_pause(&mut self, pause: Duration) {
        add_pause(&mut self.full_total_pause_ns, &mut self.full_max_pause_ns, nanos(pause));
    }

    /// Count one allocated object of type `type_id` and `bytes` bytes.
    pub(crate) fn count_type(&mut self, type_id: u32, bytes: usize) {
        let entry = self.type_counts.entry(type_id).or_insert((0, 0));
        entry.0 += 1;
        entry.1 += bytes as u64;
    }

    /// Mean pause of a minor collection in nanoseconds (0 before the first).
    pub fn mean_pause_ns(&self) -> u64 {
        self.total_pause_ns.checked_div(self.minor_collections).unwrap_or(0)
    }

    /// Mean pause of an incremental major step in nanoseconds (0 before the first).
    pub fn mean_major_pause_ns(&self) -> u64 {
        self.major_total_pause_ns.checked_div(self.major_steps).unwrap_or(0)
    }
}
