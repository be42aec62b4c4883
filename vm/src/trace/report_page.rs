//! The page `--jit-report` writes at exit, made from what `report.rs`
//! gathered: an index of the traces, a section per trace (source, exits
//! with their counts and bridges, IR before and after optimization,
//! machine code), the aborted recordings. Plain HTML with its style inline.
//!
//! Must never: refer to anything outside the page (no script, no link, no
//! image): it is read as it is, offline.

use super::report::{Report, Reported};
use super::state::TraceInfo;
use crate::runtime::vm::Vm;
use std::collections::HashMap;
use std::fmt::Write;

/// `text` with HTML's special characters escaped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// `n` things, in the singular for one.
fn count(n: usize, thing: &str) -> String {
    format!("{} {}{}", n, thing, if n == 1 { "" } else { "s" })
}

const STYLE: &str = "body{font-family:sans-serif;margin:2em;max-width:80em}pre{background:#f6f6f6;padding:.5em;overflow-x:auto;font-size:90%}\
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px;text-align:left;vertical-align:top}\
td.n{text-align:right}section{border-top:2px solid #888;margin-top:2em}.line{color:#888}:target{background:#ffd}summary{cursor:pointer}";

impl Vm {
    /// Starts gathering the report written to `path` at exit.
    pub fn enable_jit_report(&mut self, path: String) {
        self.jit.log.report = Some(Report::new(path));
    }

    /// Writes the report, if one was asked for.
    /// `times`: CPU time the time profiler found in each trace (by id),
    /// when it ran.
    pub(crate) fn write_jit_report(&mut self, times: Option<&HashMap<u32, f64>>) -> Result<(), String> {
        let Some(report) = self.jit.log.report.take() else { return Ok(()) };
        let html = self.report_html(&report, times);
        std::fs::write(&report.path, html).map_err(|e| format!("cannot write {}: {}", report.path, e))
    }

    fn report_html(&self, r: &Report, times: Option<&HashMap<u32, f64>>) -> String {
        let mut h = String::new();
        let script = self.host.argv.first().cloned().unwrap_or_default();
        let _ = write!(h, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>pith JIT report: {}</title><style>{}</style></head><body>\n", escape(&script), STYLE);
        let bridges = r.traces.iter().filter(|t| t.info.parent.is_some()).count();
        let _ = writeln!(h, "<h1>pith JIT report: {}</h1>", escape(&script));
        let _ = writeln!(
            h,
            "<p>Compiled: {}, {}. Recordings aborted: {} (<a href=\"#aborts\">aborts</a>). Exits are named by their op (<code>%N</code>), as in the IR, the machine code and <code>jit-summary</code>.</p>",
            count(r.traces.len() - bridges, "trace"),
            count(bridges, "bridge"),
            r.aborts.len()
        );
        if times.is_none() {
            h.push_str("<p>Run with <code>--profile=FILE</code> as well for the CPU time spent in each trace.</p>\n");
        }
        self.report_index(&mut h, r, times);
        for t in &r.traces {
            self.report_trace(&mut h, t);
        }
        h.push_str("<section id=\"aborts\"><h2>Aborted recordings</h2>\n");
        if r.aborts.is_empty() {
            h.push_str("<p>None.</p>\n");
        } else {
            h.push_str("<table><tr><th>recording of</th><th>why it stopped</th><th>blacklisted</th></tr>\n");
            for (what, reason, blacklisted) in &r.aborts {
                let _ = writeln!(h, "<tr><td>{}</td><td>{}</td><td>{}</td></tr>", escape(what), escape(reason), if *blacklisted { "yes" } else { "" });
            }
            h.push_str("</table>\n");
        }
        h.push_str("</section>\n</body></html>\n");
        h
    }

    /// The table of every trace and bridge, each linked to its section.
    fn report_index(&self, h: &mut String, r: &Report, times: Option<&HashMap<u32, f64>>) {
        let _ = writeln!(h, "<table><tr><th>trace</th><th>for</th><th>ops</th><th>code bytes</th><th>compiled in</th><th>entries</th><th>exits taken</th>{}</tr>", if times.is_some() { "<th>CPU time in it</th>" } else { "" });
        for t in &r.traces {
            let i = &t.info;
            let kind = match i.parent {
                Some((p, e)) => format!("bridge from <a href=\"#trace-{p}-exit-{e}\">trace {p} exit %{e}</a>"),
                None => escape(&self.entry_place(i.code_index, i.header)),
            };
            let taken: u64 = i.exits.all_taken().map(|(_, n)| n).sum();
            let time = times.map_or(String::new(), |m| format!("<td class=\"n\">{:.1} ms</td>", m.get(&(i.id as u32)).copied().unwrap_or(0.0)));
            let _ = writeln!(
                h,
                "<tr><td><a href=\"#trace-{id}\">{id}</a></td><td>{kind}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{:.2} ms</td><td class=\"n\">{}</td><td class=\"n\">{}</td>{time}</tr>",
                i.ir.ops.len(),
                i.compiled.code_len,
                t.compile_ms,
                i.entries.get(),
                taken,
                id = i.id
            );
        }
        h.push_str("</table>\n");
    }

    /// One trace's section.
    fn report_trace(&self, h: &mut String, t: &Reported) {
        let i = &t.info;
        let _ = writeln!(h, "<section id=\"trace-{}\"><h2>{}</h2>", i.id, escape(&t.title));
        if let Some((p, e)) = i.parent {
            let _ = writeln!(h, "<p>Runs when <a href=\"#trace-{p}-exit-{e}\">exit %{e} of trace {p}</a> fails.</p>");
        }
        h.push_str("<h3>Source</h3>\n<pre>");
        h.push_str(&self.report_source(i));
        h.push_str("</pre>\n<h3>Exits</h3>\n");
        self.report_exits(h, i);
        for (what, text, open) in [("IR as recorded", &t.ir_before, false), ("IR after optimization", &t.ir_after, true), ("Machine code", &t.machine, false)] {
            let _ = writeln!(h, "<details{}><summary>{}</summary><pre>{}</pre></details>", if open { " open" } else { "" }, what, escape(text));
        }
        h.push_str("</section>\n");
    }

    /// The source lines the trace runs in its own code (inlined calls'
    /// lines are in the IR's markers), numbered.
    fn report_source(&self, i: &TraceInfo) -> String {
        let co = &self.tables.codes[i.code_index].co;
        let lines: Vec<u32> = i.ir.ops.iter().filter(|o| o.frame.0 == 0).map(|o| co.line_at(o.pc as usize)).chain([co.line_at(i.header as usize)]).collect();
        let (first, last) = (lines.iter().copied().min().unwrap_or(0), lines.iter().copied().max().unwrap_or(0));
        let mut out = format!("<span class=\"line\"># {}</span>\n", escape(&co.filename));
        for n in first..=last {
            if let Some(text) = self.source_line_as_written(&co.filename, n) {
                let _ = writeln!(out, "<span class=\"line\">{:5}</span>  {}", n, escape(&text));
            }
        }
        out
    }

    /// The exits table: every guard, where it resumes, how often it was
    /// taken, and its bridge.
    fn report_exits(&self, h: &mut String, i: &TraceInfo) {
        let guards: Vec<usize> = (0..i.ir.ops.len()).filter(|&op| i.ir.ops[op].snap.is_some()).collect();
        if guards.is_empty() {
            h.push_str("<p>None.</p>\n");
            return;
        }
        h.push_str("<table><tr><th>exit</th><th>guard</th><th>resumes at</th><th>taken</th><th>bridge</th></tr>\n");
        let bridges = i.bridges.borrow();
        let names = self.dump_names(&i.watch);
        for op in guards {
            let text = jit::dump::op_text_named(&i.ir, op, &self.jit.helpers, &names);
            let bridge = bridges.get(&(op as u32)).map_or(String::new(), |b| format!("<a href=\"#trace-{0}\">bridge {0}</a>", b.id));
            let _ = writeln!(
                h,
                "<tr id=\"trace-{}-exit-{op}\"><td>%{op}</td><td><code>{}</code></td><td>{}</td><td class=\"n\">{}</td><td>{}</td></tr>",
                i.id,
                escape(text.trim()),
                escape(&self.exit_place(i, op as u32)),
                i.exits.taken(op as u32),
                bridge
            );
        }
        h.push_str("</table>\n");
    }
}
