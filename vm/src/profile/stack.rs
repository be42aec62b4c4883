//! The Python stack as the profilers see it: frames (code, line) outermost
//! first, with the frames a compiled trace inlined rebuilt from its
//! metadata, kept as nodes of a tree of stacks (`StackTable`), so that a
//! sample costs one small-key lookup per frame and its count is keyed by
//! one number, however deep the stack; and the folded-stack text of a node.
//!
//! Must never: allocate on the GC heap (a sample may be taken while an
//! object is half made), or change the VM's state.

use crate::profile::records::*;
use crate::runtime::vm::Vm;

impl Vm {
    /// The Python stack now. Each frame's line is that of its `pc` (the
    /// interpreter keeps it current while profiling), except the frame of
    /// a running compiled trace, whose pc is stale: its frames come from
    /// the site `site` of the trace (an op's `exit_word`), or else from the
    /// site the trace stored before its last helper call, the frames it
    /// inlined there included.
    pub(crate) fn python_stack(&self, table: &mut StackTable, site: Option<u64>) -> u32 {
        let running = self.jit.running.last().copied();
        // SAFETY: a running trace's context lives until its `run` returns,
        // which pops it from `running`.
        let site = site.or_else(|| running.map(|(ctx, _)| unsafe { (*ctx).site }).filter(|s| *s != 0));
        match (site, running) {
            (Some(site), Some((_, depth))) => self.trace_stack(table, depth, Some(site), self.r.frames.len()),
            _ => self.push_frames(table, StackTable::EMPTY, 0..self.r.frames.len()),
        }
    }

    /// The stack of a trace running in frame `depth` (counted from 1): the
    /// frames below it, the frames at its op `site` (its own and those it
    /// inlined there; without a site, its frame as it was entered), then
    /// the frames above it up to `upto` (Python code a helper runs).
    pub(crate) fn trace_stack(&self, table: &mut StackTable, depth: usize, site: Option<u64>, upto: usize) -> u32 {
        let n = self.r.frames.len();
        let below = depth.saturating_sub(1).min(n);
        let mut node = self.push_frames(table, StackTable::EMPTY, 0..below);
        match site {
            Some(site) => {
                for (code_index, pc) in self.site_frames(site) {
                    let line = self.codes[code_index].co.line_at(pc as usize);
                    node = table.push(node, (code_index as u32, line));
                }
            }
            None => node = self.push_frames(table, node, below..depth.min(n)),
        }
        self.push_frames(table, node, depth.min(n)..upto.min(n))
    }

    /// `node` with frames `range` (from the bottom) on top, each at the line of its `pc`.
    fn push_frames(&self, table: &mut StackTable, mut node: u32, range: std::ops::Range<usize>) -> u32 {
        for f in &self.r.frames[range] {
            node = table.push(node, (f.code.index as u32, f.code.co.line_at(f.pc.saturating_sub(1))));
        }
        node
    }

    /// The frames at op `site` (`exit_word(tag, op)`) of a compiled trace,
    /// as (code index, pc of the running instruction): the trace's own frame
    /// first, then the frames inlined into it there.
    fn site_frames(&self, site: u64) -> Vec<(usize, u32)> {
        let (tag, op) = jit::context::split_exit_word(site);
        let Some(t) = self.trace_by_tag(tag) else { return Vec::new() };
        let Some(o) = t.ir.ops.get(op as usize) else { return Vec::new() };
        let mut frames = Vec::new();
        let (mut frame, mut pc) = (o.frame, o.pc);
        while frame.0 > 0 {
            let Some(f) = t.inline_frames.get(frame.index() - 1) else { break };
            frames.push((f.code_index, pc));
            (frame, pc) = (f.parent, f.call_pc);
        }
        frames.push((t.code_index, pc));
        frames.reverse();
        frames
    }

    /// A frame as the profilers print it: `function (file:line)`.
    pub(crate) fn frame_text(&self, (code, line): FrameKey) -> String {
        match self.codes.get(code as usize) {
            Some(c) => format!("{} ({}:{})", c.co.qualname, c.co.filename, line),
            None => "<unknown>".to_string(),
        }
    }

    /// A frame's function as the profilers' tables name it: `function (file)`.
    pub(crate) fn function_text(&self, (code, _): FrameKey) -> String {
        match self.codes.get(code as usize) {
            Some(c) => format!("{} ({})", c.co.qualname, c.co.filename),
            None => "<unknown>".to_string(),
        }
    }

    /// Stack `node` as one folded line's frames, outermost first, then
    /// `leaf` (what the sample was: a type allocated, a VM state) in brackets.
    pub(crate) fn folded_stack(&self, table: &StackTable, node: u32, leaf: &str) -> String {
        let mut s = String::new();
        for f in table.frames(node) {
            s.push_str(&clean(&self.frame_text(f)));
            s.push(';');
        }
        s.push_str(&format!("[{}]", clean(leaf)));
        s
    }
}

