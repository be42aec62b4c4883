//! What the time profiler keeps while the program runs (its clock and its
//! samples by stack and VM state), and the reports' small helpers. The
//! stack table and the allocation samples are `runtime/samples.rs`. Data
//! only: taking samples and writing the reports is `alloc.rs`, `time.rs`
//! and `stack.rs`.
//!
//! Must never: allocate on the GC heap.

use crate::runtime::samples::StackTable;
use crate::profile::ticks::Timer;
use crate::value::fxhash::FxHashMap;
use std::time::Duration;

/// A frame name without the folded format's separators.
pub fn clean(s: &str) -> String {
    s.replace([';', '\n'], "_")
}

/// `n` as a percentage of `total`.
pub fn percent(n: u64, total: u64) -> f64 {
    if total == 0 {
        0.0
    } else {
        100.0 * n as f64 / total as f64
    }
}

/// The default interval between samples: 1 ms of CPU time.
pub const DEFAULT_INTERVAL: Duration = Duration::from_millis(1);

/// The profile being taken: the timer and the samples so far, by (stack, label).
pub struct TimeProfile {
    pub file: String,
    pub interval: Duration,
    pub(crate) samples: FxHashMap<(u32, u32), u64>,
    pub(crate) stacks: StackTable,
    pub(crate) timer: Option<Timer>,
}

impl TimeProfile {
    /// Starts sampling the calling thread (the VM's) every `interval` of its CPU time.
    pub(crate) fn start(file: String, interval: Duration) -> std::io::Result<TimeProfile> {
        let timer = Timer::start(interval)?;
        Ok(TimeProfile { file, interval, samples: FxHashMap::default(), stacks: StackTable::default(), timer: Some(timer) })
    }

    pub fn total(&self) -> u64 {
        self.samples.values().sum()
    }
}
