//! Making fresh old-space memory ready off the pause: a helper thread asks
//! the kernel to back newly mapped arenas with pages before the collector
//! copies survivors into them.
//!
//! A page of a fresh anonymous mapping costs a page fault the first time it
//! is written (the kernel finds and zeroes a page): about 2.7 µs per 4 KiB
//! page measured on a 2-vCPU machine, so a minor collection that copies
//! 1 MiB into fresh arenas spends most of its pause in the kernel. After
//! each minor collection the old space maps the arenas the next one may
//! need (`OldSpace::prepare`) and hands their ranges to this thread, which
//! populates them with `madvise(MADV_POPULATE_WRITE)` (Linux 5.14) while
//! the program runs.
//!
//! Why this is safe alongside the collector: populating never changes the
//! contents of memory, only whether it is backed, so the collector may be
//! writing objects into an arena while it is being populated; a range that
//! was unmapped meanwhile makes `madvise` fail harmlessly. The thread reads
//! no heap memory and holds no reference to the heap.
//!
//! Where the call is not supported (an older kernel, another system) the
//! first failure with EINVAL stops the thread and later requests are
//! dropped: the faults then happen during collections, as without it.
//!
//! Must never: write to, read from, or unmap the memory it is given.

use std::sync::mpsc::{channel, Sender};

use crate::address::Address;

/// The populating thread's mailbox; started at the first request.
#[derive(Default)]
pub(crate) struct Prefaulter {
    to_thread: Option<Sender<(usize, usize)>>,
    /// The thread could not be started, or the system refuses the call.
    off: bool,
}

impl Prefaulter {
    /// Ask for `[start, start + len)`, part of a fresh private anonymous
    /// mapping, to be backed by pages soon.
    pub(crate) fn request(&mut self, start: Address, len: usize) {
        if self.off {
            return;
        }
        if self.to_thread.is_none() {
            self.to_thread = self.start_thread();
        }
        let sent = self.to_thread.as_ref().is_some_and(|tx| tx.send((start.as_usize(), len)).is_ok());
        if !sent {
            // The thread is gone (the call is unsupported) or never started.
            self.to_thread = None;
            self.off = true;
        }
    }

    fn start_thread(&mut self) -> Option<Sender<(usize, usize)>> {
        let (tx, rx) = channel::<(usize, usize)>();
        let started = std::thread::Builder::new().name("pith-gc-prefault".into()).spawn(move || {
            while let Ok((start, len)) = rx.recv() {
                if !populate(start, len) {
                    return;
                }
            }
        });
        started.ok().map(|_| tx)
    }
}

/// Linux's `MADV_POPULATE_WRITE` (5.14 and later), which libc 0.2 does not
/// name yet.
#[cfg(target_os = "linux")]
const MADV_POPULATE_WRITE: libc::c_int = 23;

/// Backs `[start, start + len)` with pages as a write would; false when
/// the system does not support it (the thread then stops).
#[cfg(target_os = "linux")]
fn populate(start: usize, len: usize) -> bool {
    // SAFETY: MADV_POPULATE_WRITE only faults pages in; it never changes
    // their contents, and on a range that is no longer mapped it fails
    // with ENOMEM (module doc).
    let rc = unsafe { libc::madvise(start as *mut libc::c_void, len, MADV_POPULATE_WRITE) };
    rc == 0 || std::io::Error::last_os_error().raw_os_error() != Some(libc::EINVAL)
}

#[cfg(not(target_os = "linux"))]
fn populate(_start: usize, _len: usize) -> bool {
    false
}
