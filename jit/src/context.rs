//! `TraceContext`: the one argument a compiled trace receives, shared by the
//! machine code (which reads its fields at fixed offsets) and the client.
//!
//! Invariants the client keeps while a trace runs:
//! * `regs` points at slot 0 of the trace's frame. Helpers that may move the
//!   register stack update it before returning; the code reloads it at every
//!   slot access.
//! * `spill` points at `spill_slots` words the GC treats as roots (the trace's
//!   shadow frame): the code stores live references there around calls that
//!   may collect and reloads them afterwards, since the objects may move.
//! * `exit_slots` holds the values the trace's exits hand over, each where
//!   `exit_slots::ExitSlots` placed it, as raw 64-bit words (floats as their
//!   bits, bools as 0/1): the code stores a value there when it computes it,
//!   and an exit reads the words its snapshot names (`ExitSlots::gather`).
//! * `nursery` points at the two words `{free, top}` of the heap's bump
//!   allocator; it does not change while the trace runs (the code loads it
//!   once, at entry).
//! * `interrupt` points at a byte that is 0 until the client wants compiled
//!   loops to leave (Ctrl-C); it does not change while the trace runs.

/// Most values a snapshot may hold (the recorder aborts bigger traces).
pub const MAX_EXIT_VALUES: usize = 128;

/// Words of `TraceContext::exit_slots`: most snapshot values a trace may
/// hold at once (a trace needing more is not compiled). More than the ops
/// of a trace at the default `trace_limit` (4000), so such a trace always
/// fits.
pub const EXIT_SLOTS: usize = 4096;

#[repr(C)]
pub struct TraceContext {
    pub regs: *mut u64,
    pub spill: *mut u64,
    /// The client's own state (the VM), for helpers.
    pub client: *mut u8,
    pub nursery: *mut u64,
    /// An allocation's slow path stores its size and its site
    /// (`exit_word(tag, op)`) here before it calls `make_room_helper`.
    pub alloc_size: u64,
    pub alloc_site: u64,
    /// The client's interrupt flag: a byte a signal handler may set at any
    /// time; `GuardFlag` reads it anew at every loop iteration.
    pub interrupt: *const u8,
    /// With `BackendConfig::record_sites`: `exit_word(tag, op)` of the last
    /// helper call made, so a profiler sampling inside the helper knows
    /// where in which trace it runs.
    pub site: u64,
    /// Last, so the fields before it keep short offsets.
    pub exit_slots: [u64; EXIT_SLOTS],
}

/// The flag of a context whose client has none: never set.
static NEVER_SET: u8 = 0;

impl TraceContext {
    /// A context with no frame, spill area or client yet.
    pub fn new() -> TraceContext {
        TraceContext { regs: std::ptr::null_mut(), spill: std::ptr::null_mut(), client: std::ptr::null_mut(), nursery: std::ptr::null_mut(), alloc_size: 0, alloc_site: 0, interrupt: &NEVER_SET, site: 0, exit_slots: [0; EXIT_SLOTS] }
    }
}

impl Default for TraceContext {
    fn default() -> Self {
        TraceContext::new()
    }
}

/// Byte offsets of the fields, for the code generator.
pub const OFFSET_REGS: i32 = 0;
pub const OFFSET_SPILL: i32 = 8;
pub const OFFSET_NURSERY: i32 = 24;
pub const OFFSET_ALLOC_SIZE: i32 = 32;
pub const OFFSET_ALLOC_SITE: i32 = OFFSET_ALLOC_SIZE + 8;
pub const OFFSET_INTERRUPT: i32 = OFFSET_ALLOC_SITE + 8;
pub const OFFSET_SITE: i32 = OFFSET_INTERRUPT + 8;
pub const OFFSET_EXIT_SLOTS: i32 = OFFSET_SITE + 8;

/// The trampoline that enters compiled code from the host: calls the trace
/// at the given address (traces use the tail-call convention, so a bridge
/// can jump straight into the trace of the loop it ends at) and returns the
/// word the trace that left wrote: `exit_word(tag, exit op index)`.
pub type EnterFn = unsafe extern "C" fn(*mut TraceContext, usize) -> u64;

/// What a trace returns: the tag the client gave it at compilation (which
/// trace left, after linked jumps) and the exit op index (or `END_OF_BRIDGE`).
pub fn exit_word(tag: u32, exit: u32) -> u64 {
    (tag as u64) << 32 | exit as u64
}

/// The `(tag, exit)` of an exit word.
pub fn split_exit_word(w: u64) -> (u32, u32) {
    ((w >> 32) as u32, w as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_match_the_layout() {
        let c = TraceContext::new();
        let base = &c as *const _ as usize;
        assert_eq!(&c.regs as *const _ as usize - base, OFFSET_REGS as usize);
        assert_eq!(&c.spill as *const _ as usize - base, OFFSET_SPILL as usize);
        assert_eq!(&c.nursery as *const _ as usize - base, OFFSET_NURSERY as usize);
        assert_eq!(&c.alloc_size as *const _ as usize - base, OFFSET_ALLOC_SIZE as usize);
        assert_eq!(&c.alloc_site as *const _ as usize - base, OFFSET_ALLOC_SITE as usize);
        assert_eq!(&c.interrupt as *const _ as usize - base, OFFSET_INTERRUPT as usize);
        assert_eq!(&c.site as *const _ as usize - base, OFFSET_SITE as usize);
        assert_eq!(&c.exit_slots as *const _ as usize - base, OFFSET_EXIT_SLOTS as usize);
    }
}
