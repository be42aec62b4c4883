//! Compiling a recorded trace: the optimizer's passes, the backend, and the
//! logs of the result.

use super::*;
use crate::runtime::vm::Vm;
use jit::backend::{Backend, BackendConfig, CompileError, Compiled};
use super::exits::ExitTable;
use super::recorder::{Abort, Recorder};
use std::rc::Rc;
use std::time::Instant;

impl Vm {
    pub(super) fn backend_config(&self) -> BackendConfig {
        BackendConfig {
            make_room_helper: helpers::jit_make_room as *const () as usize,
            barrier_helper: helpers::jit_write_barrier as *const () as usize,
            alloc_old_helper: helpers::jit_alloc_old as *const () as usize,
            old_buffers: self.mem.heap().old_buffer_table(),
            old_buffer_slot: gc::old_buffers::buffer_slot,
            barrier_flag: gc::header::TRACK_YOUNG_PTRS,
            record_sites: self.profiling(),
            running_trace: if self.time_profile.is_some() { crate::runtime::activity::running_trace_address() } else { 0 },
            max_code: self.jit.options.max_code,
        }
    }

    /// Drops every loop's trace (the code memory is full): each is freed,
    /// with its bridges, once nothing runs in it or links to it; hot loops
    /// record and compile again.
    fn flush_traces(&mut self) {
        let keys: Vec<_> = self.jit.loops.keys().copied().collect();
        for key in keys {
            self.set_loop_trace(key, None);
        }
        self.jit.stats.code_flushes += 1;
    }

    /// The backend's `compile`, dropping every trace and trying once more
    /// when the code memory is full (not while a profiler holds every trace:
    /// the trace is not compiled then).
    fn compile_code(&mut self, trace: &jit::ir::Trace, tag: u32, link: Option<jit::backend::Link>, exits: usize, tier: jit::backend::Tier) -> Result<Compiled, Abort> {
        let want_clif = self.jit.log.config.clif;
        for attempt in 0..2 {
            let Some(backend) = self.jit.backend.as_mut() else { return Err(Abort::Backend) };
            match backend.compile(trace, &self.jit.helpers, want_clif, tag, link, Some(exits), tier) {
                Ok(c) => return Ok(c),
                Err(CompileError::CodeFull) if attempt == 0 && self.jit.kept.is_empty() => self.flush_traces(),
                Err(CompileError::CodeFull) => return Err(Abort::Backend),
                Err(e) => {
                    self.jit.log.error(&e.to_string());
                    return Err(Abort::Backend);
                }
            }
        }
        Err(Abort::Backend)
    }

    pub(super) fn compile_trace(&mut self, rec: &mut Recorder) -> Result<(), Abort> {
        let t = self.compile(rec, None)?;
        self.set_loop_trace((rec.code_index, rec.header), Some(t));
        Ok(())
    }

    /// Optimizes and compiles a recorded trace (a bridge when `parent` says
    /// which trace and exit it starts from).
    pub(super) fn compile(&mut self, rec: &mut Recorder, parent: Option<(usize, u32)>) -> Result<Rc<TraceInfo>, Abort> {
        let before = crate::runtime::activity::enter_state(crate::runtime::activity::COMPILING);
        let r = self.optimize_and_compile(rec, parent);
        crate::runtime::activity::restore_state(before);
        r
    }

    pub(super) fn optimize_and_compile(&mut self, rec: &mut Recorder, parent: Option<(usize, u32)>) -> Result<Rc<TraceInfo>, Abort> {
        if self.jit.backend.is_none() {
            // Made once per run: its time counts as compiling, but not as
            // this trace's (the per-trace figures compare traces).
            let setup = Instant::now();
            let made = Backend::new(self.backend_config());
            self.jit.stats.backend_setup = setup.elapsed();
            self.jit.stats.compiling += self.jit.stats.backend_setup;
            match made {
                Ok(b) => self.jit.backend = Some(b),
                Err(e) => {
                    self.jit.log.error(&e);
                    return Err(Abort::Backend);
                }
            }
        }
        let start = Instant::now();
        if rec.watch.is_invalid() {
            return Err(Abort::Invalidated);
        }
        // The report shows the trace as recorded too, named once its
        // constants are kept.
        let recorded = self.jit.log.report.is_some().then(|| rec.b.trace.clone());
        jit::opt::optimize(&mut rec.b.trace, &self.jit.options.disabled);
        if let Some(i) = jit::opt::guard_never_holding(&rec.b.trace) {
            self.jit.stats.never_holding += 1;
            if self.jit.options.verify {
                let at = rec.b.trace.ops[i].snap.map(|s| rec.b.trace.snapshots[s.index()].pc).unwrap_or(0);
                panic!("pith-jit verify: the guard at op {i} (pc {at} of {}) can never hold: the recording disagreed with the interpreter", self.tables.codes[rec.code_index].co.qualname);
            }
        }
        rec.b.trace.old_allocs = self.old_allocs(&rec.b.trace, rec.code_index, &rec.inline_frames);
        self.jit.stats.old_allocs += rec.b.trace.old_allocs.len();
        let id = self.jit.traces.len() + 1;
        // A trace that ends at another loop's header jumps into that loop's trace.
        let linked = if rec.b.trace.bridge { self.loop_trace((rec.code_index, rec.end_at)) } else { None };
        let link = linked.as_ref().map(|t| jit::backend::Link { entry: t.compiled.code_addr, counter: t.entries.as_ptr() as usize });
        let exits = ExitTable::new(rec.b.trace.ops.len());
        // Bridges are many and each runs less than its loop: compiled quickly.
        let tier = if parent.is_some() { jit::backend::Tier::Quick } else { jit::backend::Tier::Full };
        let compiled = self.compile_code(&rec.b.trace, id as u32, link, exits.addr(), tier)?;
        let took = start.elapsed();
        self.jit.stats.compiling += took;
        self.jit.stats.compile_times.push(took);
        self.jit.stats.compiled += 1;
        self.jit.stats.bridges += parent.is_some() as usize;
        for name in &rec.stepped {
            *self.jit.stats.stepped.entry(name).or_default() += 1;
        }
        self.jit.max_spill = self.jit.max_spill.max(compiled.spill_slots);
        self.keep_constants(std::iter::once(&rec.b.trace).chain(recorded.as_ref()), &rec.watch);
        if let Some(trace) = recorded {
            let marker = self.source_marker(rec.code_index, &rec.inline_frames, true);
            let text = jit::dump::dump_named(&trace, &self.jit.helpers, &marker, &self.dump_names(&rec.watch));
            if let Some(r) = &mut self.jit.log.report {
                r.recorded_ir = Some(text);
            }
        }
        let returns = match self.tables.codes[rec.code_index].co.instrs.get(rec.end_at as usize) {
            Some(&lang::bytecode::Instr::Return { src }) if rec.b.trace.bridge => Some(src),
            _ => None,
        };
        let t = Rc::new(TraceInfo {
            id,
            ir: std::mem::take(&mut rec.b.trace),
            compiled,
            code_index: rec.code_index,
            header: rec.header,
            exits,
            inline_frames: std::mem::take(&mut rec.inline_frames),
            entries: Default::default(),
            parent,
            end_at: rec.end_at,
            returns,
            depth: parent.and_then(|(p, _)| self.trace_by_tag(p as u32)).map_or(0, |pt| pt.depth + 1),
            bridges: Default::default(),
            bridge_tries: Default::default(),
            linked,
            freed_exits: self.jit.stats.freed_exits.clone(),
            watch: rec.watch.clone(),
        });
        self.jit.traces.push(Rc::downgrade(&t));
        if self.profiling() {
            self.jit.kept.push(t.clone());
        }
        self.log_trace(&t, took);
        Ok(t)
    }

    /// Makes the old objects the trace's code names by address (its
    /// `ConstRef`s and the objects its `GuardRef`s compare with) roots
    /// while it lives, with the dicts it watches: an
    /// address in machine code never comes to name another object. (The
    /// trace as recorded, when the report shows it, is among `traces`: its
    /// dump names the objects it refers to.)
    fn keep_constants<'t>(&mut self, traces: impl Iterator<Item = &'t jit::ir::Trace>, watch: &Rc<crate::runtime::watch::TraceWatch>) {
        for op in traces.flat_map(|t| t.ops.iter()).filter(|o| matches!(o.opcode, jit::ir::Opcode::ConstRef | jit::ir::Opcode::GuardRef)) {
            let v = crate::value::Value(op.const_word() as u64);
            if v.is_ptr() && !self.mem.heap().is_young(v.addr()) {
                watch.keep(v);
            }
        }
        self.mem.r.watch.keep_constants(watch);
    }

    /// The `file:line` of a pc in a trace's frame (0 the trace's own code,
    /// then its inlined frames), as the dumps mark their ops; `with_text`
    /// adds the line's source text (the IR's markers; the machine code's
    /// labels keep to `file:line`).
    fn source_marker(&self, code_index: usize, inline_frames: &[super::recorder::state::InlineFrame], with_text: bool) -> impl Fn(u32, u32) -> String {
        let code = |index: usize| {
            let co = self.tables.codes[index].co.clone();
            let source = if with_text { self.tables.sources.get(co.filename.as_ref()).cloned() } else { None };
            (co, source)
        };
        let frames: Vec<(Rc<lang::bytecode::CodeObject>, Option<Rc<str>>)> = std::iter::once(code_index).chain(inline_frames.iter().map(|f| f.code_index)).map(code).collect();
        move |frame: u32, pc: u32| {
            let (c, source) = &frames[frame as usize];
            let line = c.line_at(pc as usize);
            match source.as_ref().and_then(|s| s.lines().nth(line.saturating_sub(1) as usize)).map(str::trim).filter(|t| !t.is_empty()) {
                Some(text) => format!("{}:{}  {}", c.filename, line, text),
                None => format!("{}:{}", c.filename, line),
            }
        }
    }

    /// Does `--jit show=...` let the log show trace `t`: its id, or the
    /// `FILE:LINE` of its loop (a bridge's: its root trace's loop)?
    fn shown_in_log(&self, t: &TraceInfo) -> bool {
        let Some(show) = &self.jit.options.show else { return true };
        if let Ok(id) = show.parse::<usize>() {
            return t.id == id;
        }
        let mut root = (t.code_index, t.header);
        let mut parent = t.parent;
        while let Some(p) = parent.and_then(|(p, _)| self.trace_by_tag(p as u32)) {
            root = (p.code_index, p.header);
            parent = p.parent;
        }
        let place = self.entry_place(root.0, root.1);
        place.ends_with(&format!("/{show}")) || place.ends_with(&format!(" {show}"))
    }

    /// The trace's sections of the JIT log, and its part of the report;
    /// `took` is the time optimizing and compiling it took.
    pub(super) fn log_trace(&mut self, t: &Rc<TraceInfo>, took: std::time::Duration) {
        let place = self.entry_place(t.code_index, t.header);
        let co = self.tables.codes[t.code_index].co.clone();
        let marker = self.source_marker(t.code_index, &t.inline_frames, true);
        let place_of = self.source_marker(t.code_index, &t.inline_frames, false);
        let split = t.ir.ops.iter().any(|o| o.guard.has(jit::ir::GuardFlags::SPLIT));
        let end_kind = match co.instrs.get(t.end_at as usize) {
            // Cut at the op limit: the next piece is the exit's bridge.
            _ if split => "the cut at",
            Some(lang::bytecode::Instr::Return { .. }) => "the return at",
            Some(lang::bytecode::Instr::Yield { .. }) => "the yield at",
            _ => "the loop at",
        };
        let end = format!("{end_kind} {}", self.place(t.code_index, t.end_at));
        let what = match t.parent {
            None if t.ir.bridge => format!("trace {} for the {} ({}) to {}", t.id, place, co.qualname, end),
            None => format!("trace {} for the {} ({})", t.id, place, co.qualname),
            Some((p, exit)) => {
                let from = self.trace_by_tag(p as u32).map_or(String::new(), |pt| self.exit_place(&pt, exit));
                format!("bridge {} from trace {} exit %{} at {} to {} ({})", t.id, p, exit, from, end, co.qualname)
            }
        };
        let title = format!("{what}, {} ops, {} bytes of code, compiled in {:.2} ms", t.ir.ops.len(), t.compiled.code_len, took.as_secs_f64() * 1e3);
        let shown = self.shown_in_log(t);
        let config = &self.jit.log.config;
        let reporting = self.jit.log.report.is_some();
        let (want_ir, want_machine) = ((config.log_opt && shown) || reporting, (config.backend_dump && shown) || reporting);
        let (ir, machine) = {
            let names = self.dump_names(&t.watch);
            let helpers = &self.jit.helpers;
            let ir = want_ir.then(|| jit::dump::dump_named(&t.ir, helpers, &marker, &names));
            let machine = want_machine.then(|| {
                let label = |op: u32| {
                    let o = &t.ir.ops[op as usize];
                    format!("{}  ({})", jit::dump::op_text_with_exit(&t.ir, op as usize, helpers, &names).trim(), place_of(o.frame.0, o.pc))
                };
                let mut symbols: Vec<(usize, &str)> = helpers.iter().map(|h| (h.addr, h.name)).collect();
                symbols.push((helpers::jit_make_room as *const () as usize, "make_room"));
                symbols.push((helpers::jit_write_barrier as *const () as usize, "write_barrier_slow"));
                if let Some(b) = self.jit.backend.as_ref() {
                    symbols.extend(b.stub_symbols());
                }
                jit::backend::disassemble(t.compiled.code_addr, t.compiled.code_len, &t.compiled.op_ranges, &label, &symbols)
            });
            (ir, machine)
        };
        let log = &mut self.jit.log;
        if let (Some(text), true) = (&ir, log.config.log_opt && shown) {
            log.section("jit-log-opt", &title, text);
        }
        if log.config.clif && shown {
            if let Some(clif) = &t.compiled.clif {
                log.section("jit-clif", &title, clif);
            }
        }
        if let (Some(text), true) = (&machine, log.config.backend_dump && shown) {
            log.section("jit-backend-dump", &title, text);
        }
        if let Some(r) = &mut log.report {
            r.trace(t.clone(), title, ir.unwrap_or_default(), machine.unwrap_or_default(), took.as_secs_f64() * 1e3);
        }
    }
}
