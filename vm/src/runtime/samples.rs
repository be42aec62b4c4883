//! What the allocation profiler keeps while the program runs, and how a
//! sample's Python stack is taken: the table of stacks samples are counted
//! by (`StackTable`), the allocation samples by stack and type
//! (`AllocProfile`, held by `Memory`, which takes the samples), and
//! `capture`, which reads the stack off the root set alone. A running
//! compiled trace's own frames are kept as one site key (`StackTable::site`)
//! that the reports expand from the trace's metadata (`profile/stack.rs`);
//! that metadata lives as long as the VM, so a key never outlives it (code
//! that frees traces must expand their keys first).
//!
//! Must never: allocate on the GC heap (a sample is taken while an object
//! is half made), or change the VM's state.

use crate::runtime::roots::Roots;
use crate::value::fxhash::FxHashMap;

/// A frame: the index of its code and the line it is at.
pub type FrameKey = (u32, u32);

/// Stacks as the nodes of a tree: node 0 is the empty stack, every other
/// node is a frame on top of its parent's stack.
pub struct StackTable {
    pub(crate) nodes: Vec<(u32, FrameKey)>,
    pub(crate) children: FxHashMap<(u32, FrameKey), u32>,
    /// The trace sites site keys stand for (`site`).
    sites: Vec<u64>,
    site_index: FxHashMap<u64, u32>,
}

impl Default for StackTable {
    fn default() -> StackTable {
        StackTable { nodes: vec![(0, (u32::MAX, 0))], children: FxHashMap::default(), sites: Vec::new(), site_index: FxHashMap::default() }
    }
}

impl StackTable {
    /// The empty stack.
    pub const EMPTY: u32 = 0;
    /// The code index of a site key.
    pub const SITE: u32 = u32::MAX - 1;

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

    /// The frame key standing for the frames of a compiled trace at its op
    /// `site` (an `exit_word`): `(SITE, k)`.
    pub fn site(&mut self, site: u64) -> FrameKey {
        let next = self.sites.len() as u32;
        let k = *self.site_index.entry(site).or_insert(next);
        if k == next {
            self.sites.push(site);
        }
        (Self::SITE, k)
    }

    /// The site word of a site key, if `frame` is one.
    pub fn site_of(&self, (code, k): FrameKey) -> Option<u64> {
        (code == Self::SITE).then(|| self.sites[k as usize])
    }

    /// The innermost frame of stack `node`.
    pub fn top(&self, node: u32) -> Option<FrameKey> {
        (node != Self::EMPTY).then(|| self.nodes[node as usize].1)
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

/// The Python stack now, read off the root set. Each frame's line is that
/// of its `pc` (the interpreter keeps it current while profiling), except
/// the frame of a running compiled trace, whose pc is stale: it stands as
/// the site key of the trace's op `site`, or else of the site the trace
/// stored before its last helper call.
pub fn capture(r: &Roots, table: &mut StackTable, site: Option<u64>) -> u32 {
    let running = r.running_traces.last().copied();
    // SAFETY: a running trace's context lives until its `run` returns,
    // which pops it from `running_traces`.
    let site = site.or_else(|| running.map(|(ctx, _)| unsafe { (*ctx).site }).filter(|s| *s != 0));
    match (site, running) {
        (Some(site), Some((_, depth))) => capture_trace(r, table, depth, Some(site), r.frames.len()),
        _ => push_frames(r, table, StackTable::EMPTY, 0..r.frames.len()),
    }
}

/// The stack of a trace running in frame `depth` (counted from 1): the
/// frames below it, its frame as the site key of `site` (without a site,
/// as it was entered), then the frames above it up to `upto` (Python code
/// a helper runs).
pub fn capture_trace(r: &Roots, table: &mut StackTable, depth: usize, site: Option<u64>, upto: usize) -> u32 {
    let n = r.frames.len();
    let below = depth.saturating_sub(1).min(n);
    let mut node = push_frames(r, table, StackTable::EMPTY, 0..below);
    match site {
        Some(site) => {
            let key = table.site(site);
            node = table.push(node, key);
        }
        None => node = push_frames(r, table, node, below..depth.min(n)),
    }
    push_frames(r, table, node, depth.min(n)..upto.min(n))
}

/// `node` with frames `range` (from the bottom) on top, each at the line of its `pc`.
fn push_frames(r: &Roots, table: &mut StackTable, mut node: u32, range: std::ops::Range<usize>) -> u32 {
    for f in &r.frames[range] {
        node = table.push(node, (f.code.index as u32, f.code.co.line_at(f.pc.saturating_sub(1))));
    }
    node
}
