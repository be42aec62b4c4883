//! The Python stack as the profilers see it: one `StackFrame` (function,
//! file, line) per frame, outermost first, with the frames a compiled trace
//! inlined rebuilt from its metadata; and the folded-stack text of a stack.
//!
//! Must never: allocate on the GC heap (a sample may be taken while an
//! object is half made), or change the VM's state.

use crate::vm::Vm;
use std::collections::HashMap;
use std::rc::Rc;

/// One frame of a sampled stack.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StackFrame {
    pub function: Rc<str>,
    pub file: Rc<str>,
    pub line: u32,
}

/// Function names as shared strings: each is stored once however many
/// samples name it.
#[derive(Default)]
pub struct Names {
    names: HashMap<String, Rc<str>>,
}

impl Names {
    pub fn get(&mut self, s: &str) -> Rc<str> {
        if let Some(r) = self.names.get(s) {
            return r.clone();
        }
        let r: Rc<str> = Rc::from(s);
        self.names.insert(s.to_string(), r.clone());
        r
    }
}

impl Vm {
    /// The Python stack now. Each frame's line is that of its `pc` (the
    /// interpreter keeps it current while profiling), except the frame of
    /// a running compiled trace, whose pc is stale: its frames come from
    /// the site `site` of the trace (an op's `exit_word`), or else from the
    /// site the trace stored before its last helper call, the frames it
    /// inlined there included.
    pub(crate) fn python_stack(&self, names: &mut Names, site: Option<u64>) -> Vec<StackFrame> {
        let running = self.jit.running.last().copied();
        // SAFETY: a running trace's context lives until its `run` returns,
        // which pops it from `running`.
        let site = site.or_else(|| running.map(|(ctx, _)| unsafe { (*ctx).site }).filter(|s| *s != 0));
        let (trace_frames, depth) = match (site, running) {
            (Some(site), Some((_, depth))) => (self.site_frames(site), depth),
            _ => (Vec::new(), usize::MAX),
        };
        let mut stack = Vec::with_capacity(self.r.frames.len() + trace_frames.len());
        for (k, f) in self.r.frames.iter().enumerate() {
            if k + 1 == depth {
                for &(code_index, pc) in &trace_frames {
                    let co = &self.codes[code_index].co;
                    stack.push(StackFrame { function: names.get(&co.qualname), file: co.filename.clone(), line: co.line_at(pc as usize) });
                }
                continue;
            }
            let co = &f.code.co;
            let line = co.line_at(f.pc.saturating_sub(1));
            stack.push(StackFrame { function: names.get(&co.qualname), file: co.filename.clone(), line });
        }
        stack
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
        while frame > 0 {
            let Some(f) = t.inline_frames.get(frame as usize - 1) else { break };
            frames.push((f.code_index, pc));
            (frame, pc) = (f.parent, f.call_pc);
        }
        frames.push((t.code_index, pc));
        frames.reverse();
        frames
    }
}

/// `stack` as one folded line's frames, outermost first, then `leaf` (what
/// the sample was: a type allocated, a VM state) in brackets.
pub fn folded_stack(stack: &[StackFrame], leaf: &str) -> String {
    let mut s = String::new();
    for f in stack {
        s.push_str(&format!("{} ({}:{});", clean(&f.function), clean(&f.file), f.line));
    }
    s.push_str(&format!("[{}]", clean(leaf)));
    s
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
