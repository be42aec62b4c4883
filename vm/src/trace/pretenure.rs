//! Pretenured sites in compiled code (`runtime/pretenure.rs` has the VM's
//! side): which of a trace's allocations go to old space, the survival
//! samples of compiled allocations, and throwing away the traces whose
//! allocations a decision changed.
//!
//! 1. After optimization, each `Alloc` still in the trace (the sink pass
//!    removed those that do not escape) whose site is pretenured now goes
//!    into `Trace::old_allocs`: the backend calls `alloc_old` for it
//!    instead of bumping the nursery.
//! 2. A sampling point crossed by a trace's allocation group is charged to
//!    the group member it fell in, at the address that member gets from
//!    the reservation (`trace/alloc_samples.rs`, with the allocation
//!    profiler's samples), at the member's site (`alloc_site`).
//! 3. When sites change (`apply_pretenure_news` calls the hook installed
//!    at set-up), each live trace with an `Alloc` at a changed site has
//!    its invalidation word set, with every trace from its loop's trace
//!    down to it: the loop's trace is thrown away at its next entry and
//!    recorded again. A running loop leaves at its next polling allocation
//!    (the safe-point request that brought the news holds the nursery
//!    limit at 0).
//!
//! Must never: change a compiled trace's code (only whether it is kept).

use super::recorder::state::InlineFrame;
use super::state::TraceInfo;
use crate::runtime::pretenure::site_key;
use crate::runtime::vm::Vm;
use jit::ir::{Opcode, Trace};
use std::rc::Rc;

/// The code index of op `op` of a trace recorded in `code_index` whose
/// inlined frames are `inline_frames`: the innermost frame's code.
fn op_code(trace: &Trace, op: usize, code_index: usize, inline_frames: &[InlineFrame]) -> usize {
    match trace.ops[op].frame.inlined() {
        Some(k) => inline_frames.get(k.index()).map_or(code_index, |f| f.code_index),
        None => code_index,
    }
}

/// The site of `Alloc` op `op` of a trace recorded in `code_index`.
pub(crate) fn alloc_site(trace: &Trace, op: usize, code_index: usize, inline_frames: &[InlineFrame]) -> u64 {
    site_key(op_code(trace, op, code_index, inline_frames), gc::header::type_id(trace.ops[op].alloc().1))
}

impl Vm {
    /// Step 1: the `Alloc`s of an optimized trace that the backend
    /// allocates in old space.
    pub(super) fn old_allocs(&self, trace: &Trace, code_index: usize, inline_frames: &[InlineFrame]) -> Vec<u32> {
        if !self.mem.heap().has_pretenured_sites() {
            return Vec::new();
        }
        (0..trace.ops.len())
            .filter(|&i| trace.ops[i].opcode == Opcode::Alloc)
            .filter(|&i| self.mem.heap().is_pretenured(alloc_site(trace, i, code_index, inline_frames)))
            .map(|i| i as u32)
            .collect()
    }
}

/// Step 3: the hook `runtime/pretenure.rs` calls with the changed sites.
pub(super) fn drop_traces_allocating_at(vm: &mut Vm, news: &[gc::SiteNews]) {
    let changed: std::collections::HashSet<u64> = news.iter().map(|n| n.key).collect();
    let traces: Vec<Rc<TraceInfo>> = vm.jit.traces.iter().filter_map(|w| w.upgrade()).collect();
    for t in &traces {
        let hit = (0..t.ir.ops.len()).any(|i| t.ir.ops[i].opcode == Opcode::Alloc && changed.contains(&alloc_site(&t.ir, i, t.code_index, &t.inline_frames)));
        if !hit {
            continue;
        }
        let mut cur = Some(t.clone());
        while let Some(c) = cur {
            c.watch.invalidate();
            cur = c.parent.and_then(|(p, _)| vm.trace_by_tag(p as u32));
        }
    }
}
