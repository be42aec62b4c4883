//! What the profilers keep while the program runs: the table of Python
//! stacks samples are counted by, the allocation profile's samples (by
//! stack and type) and the time profile's clock and ticks. Data only: taking
//! samples and writing the reports is `alloc.rs`, `time.rs` and `stack.rs`.
//!
//! Must never: allocate on the GC heap.

use crate::profile::ticks::Timer;
use crate::value::fxhash::FxHashMap;
use std::time::Duration;

/// A frame: the index of its code and the line it is at.
pub type FrameKey = (u32, u32);

/// Stacks as the nodes of a tree: node 0 is the empty stack, every other
/// node is a frame on top of its parent's stack.
pub struct StackTable {
    pub(crate) nodes: Vec<(u32, FrameKey)>,
    pub(crate) children: FxHashMap<(u32, FrameKey), u32>,
}

impl Default for StackTable {
    fn default() -> StackTable {
        StackTable { nodes: vec![(0, (u32::MAX, 0))], children: FxHashMap::default() }
    }
}

impl StackTable {
    /// The empty stack.
    pub const EMPTY: u32 = 0;

    /// The stack `parent` with `frame` on top.
    pub fn push(&mut self, parent: u32, frame: FrameKey) -> u32 {
        if let Some(&n) = self.children.get(&(parent, frame)) {
            return n;
        }
        let n = self.nodes.len() as u32;
        self.nodes.push((parent, frame));
        self.children.insert((parent, frame), n);
        n
    }

    /// The frames of stack `node`, outermost first.
    pub fn frames(&self, mut node: u32) -> Vec<FrameKey> {
        let mut frames = Vec::new();
        while node != Self::EMPTY {
            let (parent, frame) = self.nodes[node as usize];
            frames.push(frame);
            node = parent;
        }
        frames.reverse();
        frames
    }

    /// The innermost frame of stack `node`.
    pub fn top(&self, node: u32) -> Option<FrameKey> {
        (node != Self::EMPTY).then(|| self.nodes[node as usize].1)
    }
}

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

/// The default sampling rate: one sample every 128 KiB.
pub const DEFAULT_RATE: usize = 128 << 10;

/// The samples so far, by (stack, type id).
pub struct AllocProfile {
    pub file: String,
    pub rate: usize,
    pub(crate) samples: FxHashMap<(u32, u32), u64>,
    pub(crate) stacks: StackTable,
}

impl AllocProfile {
    pub fn new(file: String, rate: usize) -> AllocProfile {
        AllocProfile { file, rate, samples: FxHashMap::default(), stacks: StackTable::default() }
    }

    /// Every sample as (stack node, type id, count).
    pub fn entries(&self) -> impl Iterator<Item = (u32, u32, u64)> + '_ {
        self.samples.iter().map(|((stack, ty), n)| (*stack, *ty, *n))
    }

    pub fn total(&self) -> u64 {
        self.samples.values().sum()
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
