//! GC logging in PyPy's `PYPYLOG` format, selected by `PITHLOG`.
//!
//! Owns the parsing of `PITHLOG` (for the gc categories) and the writer of
//! log sections. The heap decides what goes in a section.
//!
//! `PITHLOG=CATEGORIES:FILE`
//! * CATEGORIES is a comma list. The gc ones are `gc-minor` (one section per
//!   minor collection), `gc-major` (one section per major step), `gc-hardware`
//!   (one section when the heap is created), `gc-pretenure` (one section
//!   per change of the allocation sites pretenured, written by the client,
//!   which can name them: `pretenure.rs`), and `gc`, which selects all
//!   four. Names of other crates' categories (`jit-log-opt`, `jit-summary`,
//!   ...) are ignored here; a name starting with `gc` that is none of the above
//!   is an error (most likely a typo).
//! * FILE is a path, or `-` for stderr. The first `:` separates the two.
//!
//! A section, as PyPy writes it:
//!
//! ```text
//! [1c8a4f2e0b7d3] {gc-minor
//! minor collect, total memory used: 1843200
//! total size of surviving objects: 1024
//! remembered set size: 3
//! time taken: 0.000012
//! [1c8a4f2e0e9a1] gc-minor}
//! ```
//!
//! The bracketed numbers are timestamps in hex: nanoseconds of
//! `CLOCK_MONOTONIC` (comparable across sections of one run, with the
//! opening one taken when the event began and the closing one when it ended).
//!
//! Cost: the heap holds an `Option<Logger>`; with logging off nothing on the
//! allocation fast path changes and each collection pays one `None` test.
//! With it on, each section is formatted into a reused buffer and written
//! with one `write` call (so a crash or `exit` loses nothing and sections of
//! other writers appending to the same file do not interleave within a section).
//!
//! Must never: panic on an I/O error (logging is best effort: errors are
//! ignored), or read the environment (`config.rs` does).

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::PathBuf;

/// Environment variable selecting log categories and file.
pub const ENV_LOG: &str = "PITHLOG";

/// The gc part of `PITHLOG`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogConfig {
    /// Log each minor collection (`gc-minor`).
    pub minor: bool,
    /// Log each major step (`gc-major`).
    pub major: bool,
    /// Log the nursery size and L2 cache at start (`gc-hardware`).
    pub hardware: bool,
    /// Log pretenuring decisions (`gc-pretenure`).
    pub pretenure: bool,
    /// Where to write.
    pub target: LogTarget,
}

/// Where log sections go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogTarget {
    /// Standard error (`-`).
    Stderr,
    /// A file, truncated by `GcConfig::from_env`, appended to by the heap.
    File(PathBuf),
}

/// A gc log category.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Category {
    /// `gc-minor`.
    Minor,
    /// `gc-major`.
    Major,
    /// `gc-hardware`.
    Hardware,
    /// `gc-pretenure`.
    Pretenure,
}

impl Category {
    /// The name in `PITHLOG` and in the log.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Category::Minor => "gc-minor",
            Category::Major => "gc-major",
            Category::Hardware => "gc-hardware",
            Category::Pretenure => "gc-pretenure",
        }
    }
}

/// The gc categories `PITHLOG` knows.
pub const CATEGORIES: &[&str] = &["gc", "gc-minor", "gc-major", "gc-hardware", "gc-pretenure"];

/// Parse a `PITHLOG` value: `Ok(None)` if it selects no gc category.
pub fn parse_pithlog(text: &str) -> Result<Option<LogConfig>, String> {
    let Some((categories, file)) = text.split_once(':') else {
        return Err(format!("{ENV_LOG}={text:?}: expected CATEGORIES:FILE (e.g. gc-minor,gc-major:-)"));
    };
    let file = file.trim();
    if file.is_empty() {
        return Err(format!("{ENV_LOG}={text:?}: no file after ':' (use '-' for stderr)"));
    }
    let mut config = LogConfig { minor: false, major: false, hardware: false, pretenure: false, target: LogTarget::Stderr };
    let mut any = false;
    for name in categories.split(',').map(str::trim) {
        match name {
            "" => return Err(format!("{ENV_LOG}={text:?}: empty category name")),
            "gc" => (config.minor, config.major, config.hardware, config.pretenure) = (true, true, true, true),
            "gc-minor" => config.minor = true,
            "gc-major" => config.major = true,
            "gc-hardware" => config.hardware = true,
            "gc-pretenure" => config.pretenure = true,
            other if other.starts_with("gc") => {
                return Err(format!(
                    "{ENV_LOG}={text:?}: unknown gc log category {other:?} (known: gc, gc-minor, gc-major, gc-hardware, gc-pretenure)"
                ))
            }
            _ => continue, // another crate's category
        }
        any = true;
    }
    if !any {
        return Ok(None);
    }
    config.target = if file == "-" { LogTarget::Stderr } else { LogTarget::File(PathBuf::from(file)) };
    Ok(Some(config))
}

/// Nanoseconds of `CLOCK_MONOTONIC`, the log's timestamps.
pub(crate) fn timestamp() -> u64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one timespec into the valid `ts`.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    (ts.tv_sec as u64).wrapping_mul(1_000_000_000).wrapping_add(ts.tv_nsec as u64)
}

/// Where sections are written.
enum Output {
    /// Standard error.
    Stderr,
    /// An open file (append mode).
    File(File),
}

/// The open log.
pub(crate) struct Logger {
    /// Which categories are on.
    config: LogConfig,
    /// Where sections go.
    out: Output,
    /// Scratch for formatting one section.
    buf: String,
}

impl Logger {
    /// Open the target of `config` (a file is created if missing and appended to).
    pub(crate) fn open(config: &LogConfig) -> std::io::Result<Logger> {
        let out = match &config.target {
            LogTarget::Stderr => Output::Stderr,
            LogTarget::File(path) => Output::File(OpenOptions::new().create(true).append(true).open(path)?),
        };
        Ok(Logger { config: config.clone(), out, buf: String::new() })
    }

    /// Is `category` on?
    #[inline]
    pub(crate) fn wants(&self, category: Category) -> bool {
        match category {
            Category::Minor => self.config.minor,
            Category::Major => self.config.major,
            Category::Hardware => self.config.hardware,
            Category::Pretenure => self.config.pretenure,
        }
    }

    /// Write one section of `category` that began at `start` (a `timestamp`)
    /// and ends now; `body` writes its lines (each ending in a newline).
    pub(crate) fn section(&mut self, category: Category, start: u64, body: impl FnOnce(&mut String)) {
        use std::fmt::Write as _;
        let name = category.name();
        self.buf.clear();
        let _ = writeln!(self.buf, "[{start:x}] {{{name}");
        body(&mut self.buf);
        let _ = writeln!(self.buf, "[{:x}] {name}}}", timestamp());
        let _ = match &mut self.out {
            Output::Stderr => std::io::stderr().lock().write_all(self.buf.as_bytes()),
            Output::File(file) => file.write_all(self.buf.as_bytes()),
        };
    }
}
