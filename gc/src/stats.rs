//! GC statistics and per-type allocation counts.
//!
//! Owns [`GcStats`]. The heap updates it at a few points only, never on the
//! allocation fast path:
//!
//! 1. at each minor collection: nursery bytes allocated since the previous one
//!    (`free - start`, so the fast path needs no counter), bytes promoted,
//!    pause time, remembered-set size, old-space totals;
//! 2. at each direct old-space allocation: its bytes and old-space totals;
//! 3. with `count_types` on, at each type count (before every minor
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
    /// Bytes allocated in total: nursery bumps, counted at each collection,
    /// plus direct old-space allocations. `Heap::bytes_allocated` adds the
    /// nursery bytes of the current cycle.
    pub bytes_allocated: u64,
    /// Bytes copied from the nursery to old space, in total.
    pub bytes_promoted: u64,
    /// Bytes of objects in old space (survivors plus direct allocations).
    pub old_bytes_in_use: u64,
    /// Bytes mapped for old space.
    pub old_bytes_reserved: u64,
    /// Time spent in minor collections (verification excluded), in total.
    pub total_pause_ns: u64,
    /// Longest minor collection (verification excluded).
    pub max_pause_ns: u64,
    /// Largest remembered set seen at the start of a minor collection.
    pub remembered_max: usize,
    /// With `GcConfig::count_types`: type id → (objects, bytes) allocated.
    /// Nursery objects are counted at the next minor collection or
    /// `Heap::count_nursery_types`; direct old-space objects likewise (the
    /// heap remembers their addresses until then, as their headers are
    /// written by the VM after allocation).
    pub type_counts: HashMap<u32, (u64, u64)>,
}

impl GcStats {
    /// Add one minor collection's pause.
    pub(crate) fn record_pause(&mut self, pause: Duration) {
        let ns = u64::try_from(pause.as_nanos()).unwrap_or(u64::MAX);
        self.total_pause_ns = self.total_pause_ns.saturating_add(ns);
        self.max_pause_ns = self.max_pause_ns.max(ns);
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
}
