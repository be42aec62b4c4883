//! The Python stack as the profilers report it: the stacks samples were
//! counted by (`runtime/samples.rs` takes them, as nodes of a tree of
//! stacks, so that a sample costs one small-key lookup per frame and its
//! count is keyed by one number, however deep the stack), with the frames
//! a compiled trace inlined rebuilt from its metadata; and the
//! folded-stack text of a node.
//!
//! Must never: allocate on the GC heap (a sample may be taken while an
//! object is half made), or change the VM's state.

use crate::profile::records::*;
use crate::runtime::samples::{FrameKey, StackTable};
use crate::runtime::vm::Vm;

impl Vm {
    /// The frames of stack `node`, outermost first, with each site key
    /// (`runtime/samples.rs`) expanded into the frames of its trace at that
    /// op: the trace's own frame, then those it inlined there.
    pub(crate) fn stack_frames(&self, table: &StackTable, node: u32) -> Vec<FrameKey> {
        let mut frames = Vec::new();
        for f in table.frames(node) {
            match table.site_of(f) {
                Some(site) => frames.extend(self.site_frames(site).into_iter().map(|(code_index, pc)| (code_index as u32, self.tables.codes[code_index].co.line_at(pc as usize)))),
                None => frames.push(f),
            }
        }
        frames
    }

    /// The innermost frame of stack `node` (site keys expanded).
    pub(crate) fn stack_top(&self, table: &StackTable, node: u32) -> Option<FrameKey> {
        match table.top(node) {
            Some(f) if table.site_of(f).is_some() => self.stack_frames(table, node).last().copied(),
            top => top,
        }
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
        while let Some(k) = frame.inlined() {
            let Some(f) = t.inline_frames.get(k.index()) else { break };
            frames.push((f.code_index, pc));
            (frame, pc) = (f.parent, f.call_pc);
        }
        frames.push((t.code_index, pc));
        frames.reverse();
        frames
    }

    /// A frame as the profilers print it: `function (file:line)`.
    pub(crate) fn frame_text(&self, (code, line): FrameKey) -> String {
        match self.tables.codes.get(code as usize) {
            Some(c) => format!("{} ({}:{})", c.co.qualname, c.co.filename, line),
            None => "<unknown>".to_string(),
        }
    }

    /// A frame's function as the profilers' tables name it: `function (file)`.
    pub(crate) fn function_text(&self, (code, _): FrameKey) -> String {
        match self.tables.codes.get(code as usize) {
            Some(c) => format!("{} ({})", c.co.qualname, c.co.filename),
            None => "<unknown>".to_string(),
        }
    }

    /// Stack `node` as one folded line's frames, outermost first, then
    /// `leaf` (what the sample was: a type allocated, a VM state) in brackets.
    pub(crate) fn folded_stack(&self, table: &StackTable, node: u32, leaf: &str) -> String {
        let mut s = String::new();
        for f in self.stack_frames(table, node) {
            s.push_str(&clean(&self.frame_text(f)));
            s.push(';');
        }
        s.push_str(&format!("[{}]", clean(leaf)));
        s
    }
}

