//! The `jit-summary` log section: traces, aborts, calls out of traces, exits.

use crate::runtime::vm::Vm;
use crate::value::Value;
use super::Callee;
use super::recorder::Abort;

impl Vm {
    /// The `jit-summary` section, written at exit when asked for.
    pub fn jit_summary(&mut self) {
        if !self.jit.log.config.summary {
            return;
        }
        use std::fmt::Write;
        let s = &self.jit.stats;
        let mut text = String::new();
        let _ = writeln!(text, "traces compiled:      {}", s.compiled);
        let _ = writeln!(text, "bridges compiled:     {}", s.bridges);
        let _ = writeln!(text, "trace entries:        {}", s.entries);
        // Every exit taken is counted by the code; those that did not jump
        // to a bridge went through `deopt`.
        let live: Vec<std::rc::Rc<super::TraceInfo>> = self.jit.traces.iter().filter_map(std::rc::Weak::upgrade).collect();
        let exits: u64 = live.iter().flat_map(|t| t.exits.all_taken().map(|(_, n)| n)).sum::<u64>() + s.freed_exits.get();
        let to_bridges = exits.saturating_sub(s.exits_to_interpreter);
        let share = |n: u64| if exits == 0 { 0.0 } else { 100.0 * n as f64 / exits as f64 };
        let _ = writeln!(text, "guard exits taken:    {} ({:.1}% into bridges, {:.1}% to the interpreter)", exits, share(to_bridges), share(s.exits_to_interpreter));
        let _ = writeln!(text, "loops blacklisted:    {}", s.blacklisted);
        let _ = writeln!(text, "traces retraced:      {}", s.retraced);
        let _ = writeln!(text, "traces invalidated:   {} (a namespace entry or an allocation site's pretenuring they relied on changed)", s.invalidated);
        if s.never_holding > 0 {
            let _ = writeln!(text, "guards never holding: {} traces have one (their recording disagreed with the interpreter: a defect)", s.never_holding);
        }
        let buffered = self.mem.heap().stats().buffered_objects;
        let _ = writeln!(
            text,
            "old-space allocations compiled: {} (pretenured sites); {} objects from allocation buffers, {} helper calls",
            s.old_allocs, buffered, s.old_alloc_calls
        );
        let _ = writeln!(text, "recording time:       {:.6} s", s.recording.as_secs_f64());
        let mut times = s.compile_times.clone();
        times.sort();
        let ms = |d: Option<&std::time::Duration>| d.map_or(0.0, |d| d.as_secs_f64() * 1e3);
        let _ = writeln!(
            text,
            "compiling time:       {:.6} s (per trace: median {:.3} ms, max {:.3} ms; the backend's set-up: {:.3} ms)",
            s.compiling.as_secs_f64(),
            ms(times.get(times.len() / 2)),
            ms(times.last()),
            ms(Some(&s.backend_setup))
        );
        if let Some(code) = self.jit.backend.as_ref().map(|b| b.code_usage()) {
            let _ = writeln!(
                text,
                "code memory:          {} bytes in use (peak {}, limit {}), {} bytes freed, {} traces freed, {} flushes",
                code.in_use,
                code.peak,
                code.limit,
                code.freed,
                self.jit.traces.len() - live.len(),
                s.code_flushes
            );
        }
        let mut aborts: Vec<(&Abort, &usize)> = s.aborts.iter().collect();
        aborts.sort_by_key(|(a, n)| (std::cmp::Reverse(**n), a.text()));
        let _ = writeln!(text, "aborts:               {}", aborts.iter().map(|(_, n)| **n).sum::<usize>());
        for (a, n) in aborts {
            let _ = writeln!(text, "  {:6}  {}", n, a.text());
        }
        let mut stepped: Vec<(&&str, &usize)> = s.stepped.iter().collect();
        stepped.sort_by_key(|(name, n)| (std::cmp::Reverse(**n), **name));
        let _ = writeln!(text, "interpreted from traces (interp_step), by instruction: {}", stepped.iter().map(|(n, c)| format!("{n} {c}")).collect::<Vec<_>>().join(", "));
        self.summarize_calls(&mut text);
        let _ = writeln!(text, "guard failures by exit:");
        for t in &live {
            let _ = match t.parent {
                None => writeln!(text, "  trace {}: {} entries", t.id, t.entries.get()),
                Some((p, exit)) => writeln!(text, "  bridge {} (from trace {} exit %{}): {} entries", t.id, p, exit, t.entries.get()),
            };
            for (op, n) in t.exits.all_taken() {
                let pc = t.ir.ops[op as usize].snap.map_or(0, |s| t.ir.snapshots[s.index()].pc);
                let co = &self.tables.codes[t.code_index].co;
                let _ = writeln!(text, "  {} {} %{} ({}) at {}:{}: {}", if t.parent.is_some() { "bridge" } else { "trace" }, t.id, op, t.ir.ops[op as usize].opcode.name(), co.filename, co.line_at(pc as usize), n);
            }
        }
        self.jit.log.section("jit-summary", "", &text);
    }

    /// The calls compiled code made through the call helper: how many ran
    /// a function's trace, and the callees that ran without one most often
    /// (where a direct call, inlining or a specialized op would help).
    fn summarize_calls(&self, text: &mut String) {
        use std::fmt::Write;
        let s = &self.jit.stats;
        let other: u64 = s.calls_interpreted.values().map(|(_, n)| n).sum();
        let _ = writeln!(text, "calls out of traces:  {} into function traces, {} not", s.calls_into_traces, other);
        let mut top: Vec<&(String, u64)> = s.calls_interpreted.values().collect();
        top.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        for (name, n) in top.into_iter().take(8) {
            let _ = writeln!(text, "  {:10}  {}", n, name);
        }
    }

    /// Counts a call from compiled code that the interpreter runs, when
    /// `jit-summary` is asked for (a lookup per call otherwise saved).
    pub(crate) fn count_interpreted_call(&mut self, f: Value) {
        use crate::object::{func, is_type, type_id, TY_BUILTIN, TY_CLASS, TY_FUNCTION};
        if !self.jit.log.config.summary {
            return;
        }
        let callee = if is_type(f, TY_FUNCTION) {
            Callee::Function(func::function_code_index(f))
        } else if is_type(f, TY_BUILTIN) {
            Callee::Builtin(func::builtin_id(f))
        } else if is_type(f, TY_CLASS) {
            Callee::Class(f.0)
        } else {
            Callee::Other(type_id(f))
        };
        if let Some(entry) = self.jit.stats.calls_interpreted.get_mut(&callee) {
            entry.1 += 1;
            return;
        }
        let name = match callee {
            Callee::Function(c) => {
                let co = &self.tables.codes[c].co;
                format!("{} ({}:{})", co.qualname, co.filename, co.first_line)
            }
            Callee::Builtin(id) => format!("builtin {}", crate::runtime::native::builtin_name(id)),
            Callee::Class(_) => format!("class {}", crate::object::class::class_name(f)),
            Callee::Other(_) => format!("a {} object", self.type_name(f)),
        };
        self.jit.stats.calls_interpreted.insert(callee, (name, 1));
    }
}
