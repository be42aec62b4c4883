//! The allocation profiler (`--alloc-profile=FILE`): the collector takes a
//! sample every `rate` bytes allocated (see `gc::sampling`: the sampling
//! point is the nursery's `top`, so the fast path costs nothing), and each
//! sample is recorded here with the Python stack (function, file:line per
//! frame) and the type of the object being allocated. At exit: folded
//! stacks (`frame;frame;[type] count`, what flame-graph tools read) in the
//! file, and the top allocation sites by bytes and by type on stderr.
//!
//! Must never: allocate on the GC heap while recording a sample (the object
//! being allocated has no header yet), or cost anything when off.

use crate::vm::Vm;
use std::collections::HashMap;
use std::rc::Rc;

/// The default sampling rate: one sample every 128 KiB.
pub const DEFAULT_RATE: usize = 128 << 10;

/// One frame of a sampled stack.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StackFrame {
    pub function: Rc<str>,
    pub file: Rc<str>,
    pub line: u32,
}

/// The samples so far, by (stack, type id).
pub struct AllocProfile {
    pub file: String,
    pub rate: usize,
    samples: HashMap<(Vec<StackFrame>, u32), u64>,
    names: HashMap<String, Rc<str>>,
}

impl AllocProfile {
    pub fn new(file: String, rate: usize) -> AllocProfile {
        AllocProfile { file, rate, samples: HashMap::new(), names: HashMap::new() }
    }

    /// `s` as a shared string (each function and file name is stored once).
    fn name(&mut self, s: &str) -> Rc<str> {
        if let Some(r) = self.names.get(s) {
            return r.clone();
        }
        let r: Rc<str> = Rc::from(s);
        self.names.insert(s.to_string(), r.clone());
        r
    }

    /// Every sample as (stack, type id, count).
    pub fn entries(&self) -> impl Iterator<Item = (&[StackFrame], u32, u64)> {
        self.samples.iter().map(|((stack, ty), n)| (stack.as_slice(), *ty, *n))
    }

    pub fn total(&self) -> u64 {
        self.samples.values().sum()
    }
}

impl Vm {
    /// Switches the allocation profiler on: one sample every `rate` bytes.
    pub fn enable_alloc_profile(&mut self, file: String, rate: usize) {
        self.heap.set_alloc_sampling(Some(rate));
        self.alloc_profile = Some(Box::new(AllocProfile::new(file, rate)));
    }

    /// `n` samples fell on an allocation of type `ty` just reserved (its
    /// header not written yet): records them with the current Python stack.
    /// Each frame's line is that of its `pc`, which the interpreter keeps
    /// current while profiling, except in compiled code: there the frames
    /// from the trace's own on come from the allocation site (the `Alloc`
    /// op's own `site`, or the site of the helper call the allocation
    /// happens in), the frames the trace inlined included.
    #[cold]
    pub(crate) fn record_alloc_samples(&mut self, ty: u32, n: u32, site: Option<u64>) {
        let Some(mut profile) = self.alloc_profile.take() else { return };
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
                // The trace's frame: its pc in the frame is stale.
                for &(code_index, pc) in &trace_frames {
                    let co = &self.codes[code_index].co;
                    stack.push(StackFrame { function: profile.name(&co.qualname), file: co.filename.clone(), line: co.line_at(pc as usize) });
                }
                continue;
            }
            let co = &f.code.co;
            let line = co.line_at(f.pc.saturating_sub(1));
            stack.push(StackFrame { function: profile.name(&co.qualname), file: co.filename.clone(), line });
        }
        *profile.samples.entry((stack, ty)).or_insert(0) += n as u64;
        self.alloc_profile = Some(profile);
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

    /// `n` samples fell on the allocation `site` of a compiled trace
    /// (`exit_word(tag, op)` of its `Alloc`, whose header word has the type).
    #[cold]
    pub(crate) fn record_trace_alloc_samples(&mut self, site: u64, n: u32) {
        let (tag, op) = jit::context::split_exit_word(site);
        let Some(ty) = self.trace_by_tag(tag).and_then(|t| t.ir.ops.get(op as usize).map(|o| (o.aux >> 32) as u32)) else { return };
        self.record_alloc_samples(ty, n, Some(site));
    }

    /// At exit: writes the profile's file and prints its table on stderr.
    pub fn finish_alloc_profile(&mut self) {
        let Some(profile) = self.alloc_profile.take() else { return };
        let lines = profile.entries().map(|(stack, ty, n)| (folded_stack(stack, &self.type_id_name(ty)), n)).collect::<Vec<_>>();
        if let Err(e) = crate::flamegraph::write_profile(&profile.file, &lines, "allocations (samples)") {
            eprintln!("pith: cannot write the allocation profile to {}: {}", profile.file, e);
        }
        eprint!("{}", self.alloc_table(&profile));
    }

    /// The top allocation sites (innermost frame) by bytes, and the types by bytes.
    fn alloc_table(&self, profile: &AllocProfile) -> String {
        let total = profile.total();
        let mut out = format!("allocation profile: {} samples, one every {} bytes (about {} bytes allocated)\n", total, profile.rate, total * profile.rate as u64);
        let mut sites: HashMap<String, u64> = HashMap::new();
        let mut types: HashMap<u32, u64> = HashMap::new();
        for (stack, ty, n) in profile.entries() {
            let site = stack.last().map_or_else(|| "<no frame>".to_string(), |f| format!("{} ({}:{})", f.function, f.file, f.line));
            *sites.entry(site).or_insert(0) += n;
            *types.entry(ty).or_insert(0) += n;
        }
        let mut sites: Vec<_> = sites.into_iter().collect();
        sites.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        out.push_str("  top sites by bytes:\n");
        for (site, n) in sites.iter().take(10) {
            out.push_str(&format!("  {:>12} bytes {:>5.1}%  {}\n", n * profile.rate as u64, percent(*n, total), site));
        }
        let mut types: Vec<_> = types.into_iter().map(|(t, n)| (self.type_id_name(t), n)).collect();
        types.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        out.push_str("  top types by bytes:\n");
        for (name, n) in types.iter().take(10) {
            out.push_str(&format!("  {:>12} bytes {:>5.1}%  {}\n", n * profile.rate as u64, percent(*n, total), name));
        }
        out
    }
}

fn percent(n: u64, total: u64) -> f64 {
    if total == 0 {
        0.0
    } else {
        100.0 * n as f64 / total as f64
    }
}

/// `stack` as one folded line's frames, outermost first, the type last.
fn folded_stack(stack: &[StackFrame], type_name: &str) -> String {
    let mut s = String::new();
    for f in stack {
        s.push_str(&format!("{} ({}:{});", clean(&f.function), clean(&f.file), f.line));
    }
    s.push_str(&format!("[{}]", clean(type_name)));
    s
}

/// A frame name without the folded format's separators.
pub(crate) fn clean(s: &str) -> String {
    s.replace([';', '\n'], "_")
}
