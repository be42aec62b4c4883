//! The process the VM runs in: the script's arguments, the start time
//! (`time.perf_counter`'s origin) and the buffered standard output.
//!
//! Must never: touch the GC heap.

use std::io::{BufWriter, Stdout};
use std::time::Instant;

pub struct Host {
    pub(crate) argv: Vec<String>,
    pub(crate) start_time: Instant,
    /// Buffered program output.
    pub(crate) out: BufWriter<Stdout>,
}

impl Host {
    pub fn new(argv: Vec<String>) -> Host {
        Host { argv, start_time: Instant::now(), out: BufWriter::with_capacity(1 << 16, std::io::stdout()) }
    }
}
