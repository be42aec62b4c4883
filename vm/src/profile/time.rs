//! The time profiler (`--profile=FILE`): where the program's CPU time goes,
//! by Python stack and by what the VM was doing.
//!
//! `profile::ticks` queues a tick for each interval of the VM thread's CPU
//! time, labelled with the VM's state (interpreted, compiled trace N, GC
//! minor or major, JIT recording or compiling), and asks for a sample
//! through the interrupt flag. The VM takes it at its next instruction
//! (the interpreter checks the flag at each one while profiling) or safe
//! point, or, when compiled code ran, as soon as the trace returns (it
//! leaves at its loop header when the flag is set: `GuardFlag`). Each tick
//! is counted with a stack: the interpreter's frames for ticks outside
//! compiled code; for ticks in compiled code, the frames below the trace's
//! and then those of the IR op the machine address of the tick belongs to
//! (or of the trace's last helper call), inlined frames included. Time
//! spent where no sample can be taken (compiling, a long builtin) is still
//! counted whole, under the state it was spent in.
//!
//! At exit: folded stacks (`frame;...;[state] count`) or an SVG flame
//! graph, and on stderr the split by VM state, the top functions (self
//! time) with their split, and the top compiled traces.
//!
//! Must never: allocate on the GC heap while taking a sample, or cost
//! anything when off.

use crate::profile::records::*;
use crate::runtime::samples::{capture, capture_trace, StackTable};
use crate::profile::ticks::{kind, label_name, take_ticks, Tick, COMPILED, COMPILING, GC_MAJOR, GC_MINOR, INTERPRETED, KINDS, KIND_NAMES, RECORDING};
use crate::runtime::vm::Vm;
use std::collections::HashMap;
use std::time::Duration;

impl Vm {
    /// Switches the time profiler on for the calling thread (the VM's).
    pub fn enable_time_profile(&mut self, file: String, interval: Duration) -> std::io::Result<()> {
        self.time_profile = Some(Box::new(TimeProfile::start(file, interval)?));
        Ok(())
    }

    /// Is a profiler on (the interpreter keeps frame pcs current then)?
    #[inline]
    pub fn profiling(&self) -> bool {
        self.mem.alloc_profile.is_some() || self.time_profile.is_some()
    }

    /// The profiler asked for a sample: counts each tick queued since the
    /// last with its stack (see the module comment).
    #[cold]
    pub(crate) fn take_time_samples(&mut self) {
        crate::runtime::interrupt::clear_sample();
        let Some(mut profile) = self.time_profile.take() else { return };
        let paused = crate::runtime::activity::pause();
        let mut interpreted = None;
        for tick in take_ticks() {
            let stack = match self.mem.r.running_traces.last() {
                Some(&(_, depth)) if tick.trace != 0 => self.tick_in_trace_stack(&mut profile.stacks, &tick, depth),
                _ => *interpreted.get_or_insert_with(|| capture(&self.mem.r, &mut profile.stacks, None)),
            };
            *profile.samples.entry((stack, tick.label)).or_insert(0) += 1;
        }
        self.time_profile = Some(profile);
        drop(paused);
    }

    /// The stack of a tick in the compiled code of the trace that runs in
    /// frame `depth`: the IR op at the tick's machine address, or else the
    /// site of the trace's last helper call.
    fn tick_in_trace_stack(&self, stacks: &mut StackTable, tick: &Tick, depth: usize) -> u32 {
        let op = self.trace_by_tag(tick.trace).and_then(|t| t.compiled.op_at(tick.pc));
        let site = op.map(|op| jit::context::exit_word(tick.trace, op)).or((tick.site != 0).then_some(tick.site));
        capture_trace(&self.mem.r, stacks, depth, site, depth)
    }

    /// At exit: stops the timer, writes the profile's file and prints its
    /// table on stderr.
    pub fn finish_time_profile(&mut self) {
        if let Some(profile) = self.time_profile.as_mut() {
            profile.timer = None;
        }
        self.take_time_samples();
        let Some(profile) = self.time_profile.take() else { return };
        let lines: Vec<(String, u64)> = profile.samples.iter().map(|((stack, label), n)| (self.folded_stack(&profile.stacks, *stack, &label_name(*label)), *n)).collect();
        if let Err(e) = crate::profile::flamegraph::write_profile(&profile.file, &lines, "CPU time (samples)") {
            eprintln!("pith: cannot write the time profile to {}: {}", profile.file, e);
        }
        eprint!("{}", self.time_table(&profile));
    }

    /// The CPU time (ms) the time profiler saw in each compiled trace, by
    /// its id; None when it is not running.
    pub(crate) fn time_by_trace(&self) -> Option<HashMap<u32, f64>> {
        let profile = self.time_profile.as_ref()?;
        let ms = profile.interval.as_secs_f64() * 1e3;
        let mut traces: HashMap<u32, f64> = HashMap::new();
        for (&(_, label), &n) in &profile.samples {
            if label & 0xff == COMPILED {
                *traces.entry(label >> 8).or_insert(0.0) += n as f64 * ms;
            }
        }
        Some(traces)
    }

    /// The split by VM state, the top functions by self samples with their
    /// split, and the top compiled traces.
    fn time_table(&self, profile: &TimeProfile) -> String {
        let total = profile.total();
        let ms = profile.interval.as_secs_f64() * 1e3;
        let mut out = format!("time profile: {} samples, one every {} ms of CPU time (about {:.3} s)\n", total, ms, total as f64 * ms / 1e3);
        let (dropped, most) = crate::profile::ticks::dropped();
        if dropped > 0 {
            out.push_str(&format!("  ({} more ticks came while {} were waiting for a sample, and are not counted)\n", dropped, most));
        }
        if total == 0 {
            return out;
        }
        let mut by_kind = [0u64; KINDS];
        let mut functions: HashMap<String, [u64; KINDS]> = HashMap::new();
        let mut traces: HashMap<u32, u64> = HashMap::new();
        for ((stack, label), &n) in &profile.samples {
            by_kind[kind(*label)] += n;
            let f = self.stack_top(&profile.stacks, *stack).map_or_else(|| "<no frame>".to_string(), |f| self.function_text(f));
            functions.entry(f).or_insert([0; KINDS])[kind(*label)] += n;
            if label & 0xff == COMPILED {
                *traces.entry(label >> 8).or_insert(0) += n;
            }
        }
        let split: Vec<String> = KIND_NAMES.iter().zip(by_kind).filter(|(_, n)| *n > 0).map(|(name, n)| format!("{} {:.1}%", name, percent(n, total))).collect();
        out.push_str(&format!("  by VM state: {}\n", split.join(", ")));
        let mut functions: Vec<(String, [u64; KINDS])> = functions.into_iter().collect();
        functions.sort_by(|a, b| b.1.iter().sum::<u64>().cmp(&a.1.iter().sum::<u64>()).then(a.0.cmp(&b.0)));
        out.push_str("  top functions (self):\n     samples      %  interp compiled      gc     jit  function\n");
        for (name, k) in functions.iter().take(10) {
            let n: u64 = k.iter().sum();
            let p = |x: u64| percent(x, n);
            out.push_str(&format!(
                "  {:>10} {:>5.1}%  {:>5.1}%   {:>5.1}%  {:>5.1}%  {:>5.1}%  {}\n",
                n,
                percent(n, total),
                p(k[INTERPRETED as usize]),
                p(k[COMPILED as usize]),
                p(k[GC_MINOR as usize] + k[GC_MAJOR as usize]),
                p(k[RECORDING as usize] + k[COMPILING as usize]),
                name
            ));
        }
        let mut traces: Vec<(u32, u64)> = traces.into_iter().collect();
        traces.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        if !traces.is_empty() {
            out.push_str("  top compiled traces:\n");
        }
        for (tag, n) in traces.iter().take(5) {
            let what = self.trace_by_tag(*tag).map_or_else(String::new, |t| format!("{}{}", if t.parent.is_some() { "bridge in the " } else { "" }, self.entry_place(t.code_index, t.header)));
            out.push_str(&format!("  {:>10} {:>5.1}%  trace {} ({})\n", n, percent(*n, total), tag, what));
        }
        out
    }
}
