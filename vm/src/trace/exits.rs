//! A trace's exit table: three words per IR op, which the trace's exit code
//! reads and writes directly. For op `i`: the code address of the bridge
//! attached to that exit (0 when none: the exit returns to the VM), the
//! number of times the exit was taken, and the address of the bridge's
//! entry counter (the exit counts the bridge's entry when it jumps there).
//!
//! Must never: move or shrink while its trace's code may run (the code holds
//! its address; the table lives as long as the `TraceInfo` that owns it).

use std::cell::Cell;

use jit::backend::EXIT_TABLE_WORDS as WORDS_PER_EXIT;

pub struct ExitTable {
    words: Box<[Cell<u64>]>,
}

impl ExitTable {
    /// A table for a trace of `ops` IR ops, every exit untaken and unlinked.
    pub fn new(ops: usize) -> ExitTable {
        ExitTable { words: (0..ops * WORDS_PER_EXIT).map(|_| Cell::new(0)).collect() }
    }

    /// The address the trace's code is compiled with.
    pub fn addr(&self) -> usize {
        self.words.as_ptr() as usize
    }

    /// Times exit `exit` (an op index) was taken.
    pub fn taken(&self, exit: u32) -> u64 {
        self.word(exit, 1).map_or(0, Cell::get)
    }

    /// Every exit taken at least once, in op order, with its count.
    pub fn all_taken(&self) -> impl Iterator<Item = (u32, u64)> + '_ {
        self.words.chunks(WORDS_PER_EXIT).enumerate().filter(|(_, w)| w[1].get() > 0).map(|(i, w)| (i as u32, w[1].get()))
    }

    /// Makes exit `exit` jump to the bridge at `code`, counting its entries at `counter`.
    pub fn attach(&self, exit: u32, code: usize, counter: *mut u64) {
        if let (Some(c), Some(a)) = (self.word(exit, 2), self.word(exit, 0)) {
            c.set(counter as u64);
            a.set(code as u64);
        }
    }

    fn word(&self, exit: u32, k: usize) -> Option<&Cell<u64>> {
        self.words.get(exit as usize * WORDS_PER_EXIT + k)
    }
}
