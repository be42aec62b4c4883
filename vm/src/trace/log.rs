//! The jit's log sections, in the format of the gc log (PyPy's `PYPYLOG`):
//! `[timestamp] {category` ... `[timestamp] category}`.
//!
//! Must never: fail the program on an I/O error (logging is best effort).

use super::options::JitLogConfig;
use std::fs::File;
use std::io::Write;

pub struct JitLog {
    pub config: JitLogConfig,
    file: Option<File>,
    /// `--jit-report`: the page gathering what the log records.
    pub report: Option<super::report::Report>,
}

fn timestamp() -> u64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one timespec into the valid `ts`.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    (ts.tv_sec as u64).wrapping_mul(1_000_000_000).wrapping_add(ts.tv_nsec as u64)
}

impl JitLog {
    pub fn open(config: JitLogConfig) -> JitLog {
        let file = config.file.as_ref().and_then(|p| std::fs::OpenOptions::new().create(true).append(true).open(p).ok());
        JitLog { config, file, report: None }
    }

    /// One section: a title line, then `body`.
    pub fn section(&mut self, category: &str, title: &str, body: &str) {
        let mut s = format!("[{:x}] {{{category}\n", timestamp());
        if !title.is_empty() {
            s.push_str(title);
            s.push('\n');
        }
        s.push_str(body);
        if !body.ends_with('\n') {
            s.push('\n');
        }
        s.push_str(&format!("[{:x}] {category}}}\n", timestamp()));
        self.write(&s);
    }

    /// An aborted recording (category `jit-abort`).
    /// An aborted recording of `what` ("loop at FILE:LINE" or "bridge from
    /// ..."), and whether it will not be recorded again.
    pub fn abort(&mut self, what: &str, reason: &str, blacklisted: bool) {
        if let Some(r) = &mut self.report {
            r.abort(what, reason, blacklisted);
        }
        if !self.config.abort {
            return;
        }
        let mut s = format!("[{:x}] jit-abort: {what}: {reason}\n", timestamp());
        if blacklisted {
            s.push_str(&format!("[{:x}] jit-abort: {what} blacklisted (not traced again)\n", timestamp()));
        }
        self.write(&s);
    }

    /// A blacklisted loop or function given another recording (in the
    /// abort log: it undoes a "blacklisted" line there).
    pub fn unblacklisted(&mut self, what: &str, reason: &str) {
        if self.config.abort {
            self.write(&format!("[{:x}] jit-abort: {what}: {reason}\n", timestamp()));
        }
    }

    /// A backend failure: always reported on stderr (it is a bug in pith).
    pub fn error(&mut self, message: &str) {
        eprintln!("pith: jit: {message}");
    }

    fn write(&mut self, s: &str) {
        let _ = match &mut self.file {
            Some(f) => f.write_all(s.as_bytes()),
            None => std::io::stderr().lock().write_all(s.as_bytes()),
        };
    }
}
