//! Serving what the signal handlers asked for, at a safe point: raising
//! `KeyboardInterrupt`, halting, taking a profile sample; and reading a line
//! of standard input that Ctrl-C can cut short. The flags themselves are
//! `interrupt.rs`.

use super::interrupt::*;
use crate::runtime::types::TypeId;
use crate::runtime::vm::{Exc, Vm};

impl Vm {
    /// Up to `n` bytes of standard input (to its end when `n` is None),
    /// through the buffer `read_stdin_line` uses; None when Ctrl-C came
    /// while waiting.
    pub fn read_stdin_bytes(&mut self, n: Option<usize>) -> std::io::Result<Option<Vec<u8>>> {
        if n == Some(0) {
            return Ok(Some(Vec::new()));
        }
        self.read_stdin(|have, buf| {
            let take = n.map_or(buf.len(), |n| (n - have).min(buf.len()));
            (take, n.is_some_and(|n| have + take >= n))
        })
    }

    /// One line of standard input with its newline (empty at end of input);
    /// `None` when SIGINT arrived while it waited.
    pub fn read_stdin_line(&mut self) -> std::io::Result<Option<Vec<u8>>> {
        self.read_stdin(|_, buf| match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buf.len(), false),
        })
    }

    /// Reads standard input through its shared buffer: `take(have, buffered)`
    /// says how many buffered bytes to take and whether that is all. Stops
    /// at the end of input; None when Ctrl-C came while waiting.
    fn read_stdin(&mut self, mut take: impl FnMut(usize, &[u8]) -> (usize, bool)) -> std::io::Result<Option<Vec<u8>>> {
        use std::io::BufRead;
        let _paused = crate::runtime::activity::pause();
        let mut out = Vec::new();
        let mut stdin = std::io::stdin().lock();
        loop {
            let buf = match stdin.fill_buf() {
                Ok(b) => b,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {
                    if pending() {
                        return Ok(None);
                    }
                    continue;
                }
                Err(e) => return Err(e),
            };
            if buf.is_empty() {
                return Ok(Some(out));
            }
            let (n, done) = take(out.len(), buf);
            out.extend_from_slice(&buf[..n]);
            stdin.consume(n);
            if done {
                return Ok(Some(out));
            }
        }
    }

    /// At a safe point with a request in the flag: takes the profiler's
    /// sample, applies the heap's pretenuring news, and raises
    /// `KeyboardInterrupt` if SIGINT arrived or a halt was asked for.
    #[cold]
    pub fn serve_requests(&mut self) -> Result<(), Exc> {
        if sample_requested() {
            self.take_time_samples();
        }
        if take_heap_news_request() {
            self.apply_pretenure_news();
        }
        if pending() {
            return Err(self.raise_interrupt());
        }
        Ok(())
    }

    /// At a safe point with SIGINT pending: raises `KeyboardInterrupt` (no
    /// message, as CPython's) and clears SIGINT, unless halting.
    #[cold]
    pub fn raise_interrupt(&mut self) -> Exc {
        if halting() {
            return self.raise_new(TypeId::KeyboardInterrupt, "the program was halted (time limit)");
        }
        clear_sigint();
        let e = self.new_exception_args(TypeId::KeyboardInterrupt, &[]);
        self.raise(e)
    }
}
