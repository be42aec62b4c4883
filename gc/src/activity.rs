//! What the collector is doing now, readable from any thread or signal
//! handler: a profiler labels its samples with it ("GC minor", "GC major").
//!
//! One word for the process: with several heaps in one process it says
//! that some heap is collecting. Must never: cost more than a store at the
//! start and end of a collection, or be read for anything but reporting.

use std::sync::atomic::{AtomicU8, Ordering};

/// What the collector is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Activity {
    /// Not collecting (the program runs).
    None = 0,
    /// A minor collection.
    Minor = 1,
    /// A step of a major collection.
    Major = 2,
}

static ACTIVITY: AtomicU8 = AtomicU8::new(Activity::None as u8);

/// What the collector is doing now (from any thread).
pub fn current() -> Activity {
    match ACTIVITY.load(Ordering::Relaxed) {
        1 => Activity::Minor,
        2 => Activity::Major,
        _ => Activity::None,
    }
}

/// Marks the collector busy with `a` until the returned guard is dropped
/// (then it says what it said before: a minor collection inside a major
/// step stays a major one when it ends).
pub(crate) fn begin(a: Activity) -> ActivityGuard {
    ActivityGuard { before: ACTIVITY.swap(a as u8, Ordering::Relaxed) }
}

pub(crate) struct ActivityGuard {
    before: u8,
}

impl Drop for ActivityGuard {
    fn drop(&mut self) {
        ACTIVITY.store(self.before, Ordering::Relaxed);
    }
}
