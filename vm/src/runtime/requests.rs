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
        use std::io::BufRead;
        let _paused = crate::runtime::activity::pause();
        let mut out = Vec::new();
        let mut stdin = std::io::stdin().lock();
        while n.is_none_or(|n| out.len() < n) {
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
                break;
            }
            let take = n.map_or(buf.len(), |n| (n - out.len()).min(buf.len()));
            out.extend_from_slice(&buf[..take]);
            stdin.consume(take);
        }
        Ok(Some(out))
    }

    /// One line of standard input with its newline (empty at end of input);
    /// `None` when SIGINT arrived while it waited.
    pub fn read_stdin_line(&mut self) -> std::io::Result<Option<Vec<u8>>> {
        use std::io::BufRead;
        let _paused = crate::runtime::activity::pause();
        let mut line = Vec::new();
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
                return Ok(Some(line));
            }
            let (n, done) = match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (i + 1, true),
                None => (buf.len(), false),
            };
            line.extend_from_slice(&buf[..n]);
            stdin.consume(n);
            if done {
                return Ok(Some(line));
            }
        }
    }

    /// At a safe point with a request in the flag: takes the profiler's
    /// sample, and raises `KeyboardInterrupt` if SIGINT arrived or a halt
    /// was asked for.
    #[cold]
    pub fn serve_requests(&mut self) -> Result<(), Exc> {
        if sample_requested() {
            self.take_time_samples();
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
