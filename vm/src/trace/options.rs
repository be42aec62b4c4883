//! `--jit` options (PyPy's spelling) and the `jit-*` categories of `PITHLOG`.
//!
//! `--jit off`, `--jit on` (the default), or a comma list of settings:
//! `threshold=N` (loop iterations before recording, default 1000, near
//! PyPy's 1039: a trace costs about a millisecond to compile),
//! `function_threshold=N` (calls of a function before it is traced from
//! its entry to its return, default 1600, near PyPy's 1619),
//! `trace_limit=N` (most IR ops in a trace, default 4000),
//! `trace_eagerness=N` (failures of a guard before a bridge is recorded
//! from it, default 200 as in PyPy),
//! `blacklist=N` (aborted recordings of a loop before it is never traced again, default 5),
//! `warmup=N` (nothing is traced before the program's hot loops and
//! functions have run N iterations and calls in all, an iteration of a
//! loop body longer than 20 instructions counting once per 20 of them,
//! default 100000: short programs pay nothing for the JIT; counted in
//! work, not time, so a program compiles the same traces on every run; 0
//! for none),
//! `max_code=SIZE` (most bytes of machine code in use at once, suffix K/M/G,
//! default 64M, as LuaJIT's `maxmcode`: when a new trace does not fit, every
//! compiled trace is dropped and its code freed once nothing runs in it;
//! the hot loops then compile again),
//! `opts=-NAME:-NAME` (optimizations switched off: `peel`, `bridge` and the passes of
//! `jit::opt::PASSES`, e.g. `opts=-cse:-dce`).
//!
//! `PITHLOG=CATEGORIES:FILE`: `jit-summary` (a table at exit), `jit-log-opt`
//! (each trace's IR with source markers), `jit-backend-dump` (each trace's
//! machine code, annotated), `jit-clif` (Cranelift IR), `jit-abort` (every
//! aborted recording and blacklisting, with its location), `jit` (all of
//! them). Other crates' categories are ignored here.
//!
//! Must never: touch the VM (parsing only).

use std::path::PathBuf;

#[derive(Clone, Debug)]
pub struct JitOptions {
    pub enabled: bool,
    pub threshold: u32,
    /// Calls of a function before it is traced from its entry.
    pub function_threshold: u32,
    pub trace_limit: usize,
    pub blacklist_after: u32,
    /// Failures of a guard before a bridge is recorded from it.
    pub trace_eagerness: u64,
    /// Optimizations switched off by name (`peel`, or a pass of `jit::opt::PASSES`).
    pub disabled: Vec<String>,
    /// Iterations and calls of loops and functions that reach their
    /// threshold (long bodies counting for more) before any is traced:
    /// the first compilation costs about a millisecond, which a program
    /// shorter than this would not win back.
    pub warmup: u64,
    /// Most bytes of trace machine code in use at once.
    pub max_code: usize,
    /// `show=ID` or `show=FILE:LINE`: the per-trace log sections (IR,
    /// machine code, CLIF) only for that trace, or for the traces and
    /// bridges of the loop (or function) at that line.
    pub show: Option<String>,
    /// `PITH_JIT_VERIFY=1`: a trace with a guard that can never hold
    /// (`jit::opt::guard_never_holding`) panics instead of compiling. The
    /// test suite's JIT mode sets it.
    pub verify: bool,
}

/// The default warmup: about 20 ms of a small loop's interpretation.
pub const DEFAULT_WARMUP: u64 = 100_000;

/// The default code memory limit.
pub const DEFAULT_MAX_CODE: usize = 64 << 20;
/// The smallest limit `max_code` takes.
const MIN_MAX_CODE: usize = 4 << 10;

/// Optimizations `opts=` may name: loop peeling (done while recording),
/// bridges, and the optimizer's passes.
pub fn optimization_names() -> Vec<&'static str> {
    let mut v = vec!["peel", "bridge"];
    v.extend(jit::opt::PASSES.iter().map(|p| p.0));
    v
}

impl Default for JitOptions {
    fn default() -> Self {
        JitOptions { enabled: true, threshold: 1000, function_threshold: 1600, trace_limit: 4000, blacklist_after: 5, trace_eagerness: 200, disabled: Vec::new(), warmup: DEFAULT_WARMUP, max_code: DEFAULT_MAX_CODE, show: None, verify: std::env::var("PITH_JIT_VERIFY").is_ok_and(|v| v == "1") }
    }
}

impl JitOptions {
    /// What `--jit help` prints: every setting with its default.
    pub fn help() -> String {
        let d = JitOptions::default();
        let rows = [
            ("off, on", "the JIT off or on; settings combine left to right, and off stays off unless on follows".to_string(), "on".to_string()),
            ("threshold=N", "loop iterations before a loop is traced".into(), d.threshold.to_string()),
            ("function_threshold=N", "calls before a function is traced from its entry to its return".into(), d.function_threshold.to_string()),
            ("trace_limit=N", "most IR ops per trace (a longer one is cut into pieces)".into(), d.trace_limit.to_string()),
            ("trace_eagerness=N", "guard failures before a bridge is traced".into(), d.trace_eagerness.to_string()),
            ("blacklist=N", "aborted recordings before a loop is left to the interpreter".into(), d.blacklist_after.to_string()),
            ("warmup=N", "iterations and calls the program runs before anything is traced (0: none)".into(), d.warmup.to_string()),
            ("max_code=SIZE", "most bytes of machine code kept; when full, every trace is dropped".into(), format!("{}M", d.max_code >> 20)),
            ("show=ID|FILE:LINE", "log the IR, machine code and CLIF of that trace only, or of the traces and bridges of the loop at FILE:LINE".into(), "every trace".into()),
            ("opts=-NAME:+NAME", format!("optimizations off (-) or back on (+): {}", optimization_names().join(", ")), "all on".into()),
        ];
        let mut out = String::from("--jit settings (e.g. --jit threshold=50,warmup=0):\n");
        for (key, what, default) in rows {
            out.push_str(&format!("  {:<22} {} (default: {})\n", key, what, default));
        }
        out
    }

    /// Applies one `--jit` argument to the options.
    pub fn apply(&mut self, text: &str) -> Result<(), String> {
        match text {
            "off" => self.enabled = false,
            "on" => self.enabled = true,
            _ => {
                for item in text.split(',') {
                    let Some((key, value)) = item.split_once('=') else {
                        return Err(format!("--jit {text}: expected off, on or KEY=VALUE[,KEY=VALUE...] (keys: threshold, function_threshold, trace_limit, trace_eagerness, blacklist, warmup, max_code, show, opts)"));
                    };
                    if key.trim() == "opts" {
                        self.set_opts(text, value)?;
                        continue;
                    }
                    if key.trim() == "show" {
                        let v = value.trim();
                        if v.is_empty() || !(v.parse::<u64>().is_ok() || v.rsplit_once(':').is_some_and(|(f, l)| !f.is_empty() && l.parse::<u32>().is_ok())) {
                            return Err(format!("--jit {text}: show needs a trace id or FILE:LINE, not {v:?}"));
                        }
                        self.show = Some(v.to_string());
                        continue;
                    }
                    if key.trim() == "max_code" {
                        let size = gc::config::parse_size(value.trim()).map_err(|e| format!("--jit {text}: max_code: {e}"))?;
                        self.max_code = size.max(MIN_MAX_CODE);
                        continue;
                    }
                    let n: u64 = value.trim().parse().map_err(|_| format!("--jit {text}: {key} needs a non-negative integer, not {value:?}"))?;
                    match key.trim() {
                        "threshold" => self.threshold = n.clamp(1, u32::MAX as u64 - 2) as u32,
                        "function_threshold" => self.function_threshold = n.clamp(1, u32::MAX as u64 - 2) as u32,
                        "trace_limit" => self.trace_limit = n.clamp(16, 1 << 20) as usize,
                        "trace_eagerness" => self.trace_eagerness = n.max(1),
                        "blacklist" => self.blacklist_after = n.clamp(1, u32::MAX as u64) as u32,
                        "warmup" => self.warmup = n,
                        other => return Err(format!("--jit {text}: unknown setting {other:?} (known: threshold, function_threshold, trace_limit, trace_eagerness, blacklist, warmup, max_code, show, opts)")),
                    }
                }
            }
        }
        Ok(())
    }
}

impl JitOptions {
    /// `opts=-name:-name...`: optimizations to switch off (`+name` turns one back on).
    fn set_opts(&mut self, text: &str, value: &str) -> Result<(), String> {
        let known = optimization_names();
        for item in value.split(':').map(str::trim).filter(|s| !s.is_empty()) {
            let (on, name) = match item.split_at(1) {
                ("-", n) => (false, n),
                ("+", n) => (true, n),
                _ => return Err(format!("--jit {text}: opts entries are -NAME or +NAME, not {item:?}")),
            };
            if !known.contains(&name) {
                return Err(format!("--jit {text}: unknown optimization {name:?} (known: {})", known.join(", ")));
            }
            self.disabled.retain(|d| d != name);
            if !on {
                self.disabled.push(name.to_string());
            }
        }
        Ok(())
    }
}

/// The jit log categories selected by `PITHLOG`.
#[derive(Clone, Debug, Default)]
pub struct JitLogConfig {
    pub summary: bool,
    pub log_opt: bool,
    pub backend_dump: bool,
    pub clif: bool,
    pub abort: bool,
    /// `None`: stderr.
    pub file: Option<PathBuf>,
}

impl JitLogConfig {
    pub fn any(&self) -> bool {
        self.summary || self.log_opt || self.backend_dump || self.clif || self.abort
    }
}

/// The jit categories `PITHLOG` knows.
pub const LOG_CATEGORIES: &[&str] = &["jit", "jit-summary", "jit-log-opt", "jit-backend-dump", "jit-backend", "jit-clif", "jit-abort"];

/// Parses the jit part of a `PITHLOG` value.
pub fn parse_pithlog(text: &str) -> Result<JitLogConfig, String> {
    let mut c = JitLogConfig::default();
    let Some((cats, file)) = text.split_once(':') else { return Ok(c) };
    for name in cats.split(',').map(str::trim) {
        match name {
            "jit" => (c.summary, c.log_opt, c.backend_dump, c.clif, c.abort) = (true, true, true, true, true),
            "jit-summary" => c.summary = true,
            "jit-log-opt" => c.log_opt = true,
            "jit-backend-dump" | "jit-backend" => c.backend_dump = true,
            "jit-clif" => c.clif = true,
            "jit-abort" => c.abort = true,
            other if other.starts_with("jit") => {
                return Err(format!("PITHLOG={text:?}: unknown jit log category {other:?} (known: jit, jit-summary, jit-log-opt, jit-backend-dump, jit-clif, jit-abort)"));
            }
            _ => {}
        }
    }
    let file = file.trim();
    if c.any() && file != "-" {
        c.file = Some(PathBuf::from(file));
    }
    Ok(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jit_settings() {
        let mut o = JitOptions::default();
        o.apply("threshold=2,trace_limit=100,warmup=0").unwrap();
        assert_eq!(o.warmup, 0);
        assert_eq!((o.threshold, o.trace_limit, o.enabled), (2, 100, true));
        o.apply("off").unwrap();
        assert!(!o.enabled);
        assert!(o.apply("threshold=x").is_err());
        assert!(o.apply("speed=3").is_err());
        o.apply("opts=-cse:-peel").unwrap();
        assert_eq!(o.disabled, vec!["cse".to_string(), "peel".to_string()]);
        assert!(o.apply("opts=-nosuch").is_err());
        o.apply("max_code=8M").unwrap();
        assert_eq!(o.max_code, 8 << 20);
        o.apply("max_code=12").unwrap();
        assert_eq!(o.max_code, MIN_MAX_CODE, "raised to the smallest limit");
        assert!(o.apply("max_code=lots").is_err());
    }

    #[test]
    fn log_categories() {
        let c = parse_pithlog("gc-minor,jit-log-opt:-").unwrap();
        assert!(c.log_opt && !c.summary && c.file.is_none());
        assert!(parse_pithlog("jit-bogus:-").is_err());
        assert!(parse_pithlog("jit:out.log").unwrap().file.is_some());
    }
}
