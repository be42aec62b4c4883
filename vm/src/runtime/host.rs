//! The process the VM runs in: the script's arguments, the command line's
//! settings (`Flags`), the start time (`time.perf_counter`'s origin) and
//! the buffered standard output.
//!
//! Must never: touch the GC heap.

use std::io::{BufWriter, Stdout};
use std::time::Instant;

/// What the command line set for the whole process (CPython's `sys.flags`
/// where pith has them).
#[derive(Clone, Debug, Default)]
pub struct Flags {
    /// `-E`/`-I`: no `PYTHON*` environment variables (`PYTHONPATH`).
    pub ignore_environment: bool,
    /// `-P`/`-I`: no script directory (or current directory) put first on `sys.path`.
    pub safe_path: bool,
    /// `-u` (or `PYTHONUNBUFFERED`): standard output written as it is printed.
    pub unbuffered: bool,
    /// `-i`: the interactive prompt follows the program (which then shows
    /// a `SystemExit`'s traceback, as CPython does, instead of ending).
    pub inspect: bool,
    /// `-O` (1) and `-OO` (2).
    pub optimize: u8,
    /// `-W` options, in order (`sys.warnoptions`).
    pub warn_options: Vec<String>,
    /// `-X` options, in order (`sys._xoptions`).
    pub x_options: Vec<String>,
    /// The fields of `sys.flags` the command line set (`("inspect", 1)`, ...).
    pub sys_flags: Vec<(&'static str, i64)>,
}

pub struct Host {
    pub(crate) argv: Vec<String>,
    pub(crate) flags: Flags,
    pub(crate) start_time: Instant,
    /// Buffered program output.
    pub(crate) out: BufWriter<Stdout>,
}

impl Host {
    pub fn new(argv: Vec<String>) -> Host {
        Host { argv, flags: Flags::default(), start_time: Instant::now(), out: BufWriter::with_capacity(1 << 16, std::io::stdout()) }
    }
}
