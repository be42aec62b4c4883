//! The sampling points compiled code's allocations cross. A trace's
//! allocation group makes room for all its objects at once
//! (`jit::backend`'s `make_room`), so a sample that fell in the
//! reservation is charged to the member it fell in: for the allocation
//! profiler, that object's type at its own site in the trace; for
//! pretenuring, the address the member gets (the reservation starts at
//! the nursery's free pointer until the trace claims it) at its
//! allocation site (`trace/pretenure.rs`).
//!
//! Must never: allocate on the GC heap (the reservation is not claimed
//! yet), or read past the group's members.

use super::pretenure::alloc_site;
use crate::runtime::vm::Vm;

impl Vm {
    /// Compiled code made room for the allocation group led by `site`
    /// (`exit_word(tag, op)` of its first `Alloc`): records the samples
    /// that crossed a sampling point, as the interpreter records those of
    /// one object at a time.
    pub(crate) fn take_trace_alloc_samples(&mut self, site: u64) {
        let (n, first, rate) = self.mem.sampled_at();
        if n == 0 {
            return;
        }
        let (tag, op) = jit::context::split_exit_word(site);
        let Some(t) = self.trace_by_tag(tag) else { return };
        let members = jit::backend::alloc_group_members(&t.ir, op as usize);
        let reservation = self.mem.heap().nursery_free().as_usize();
        let mut charged: Vec<(u32, u64, u32)> = Vec::new();
        for k in 0..n as usize {
            let offset = first + k * rate;
            let (mut start, mut hit) = (0usize, None);
            for &m in &members {
                let size = t.ir.ops[m].alloc().0 as usize;
                if offset < start + size {
                    hit = Some(m);
                    break;
                }
                start += size;
            }
            if let Some(m) = hit {
                self.mem.sample_survival_at(gc::Address::from_usize(reservation + start), alloc_site(&t.ir, m, t.code_index, &t.inline_frames));
            }
            let hit = hit.or(members.last().copied()).unwrap_or(op as usize);
            let ty = gc::header::type_id(t.ir.ops[hit].alloc().1);
            let member_site = jit::context::exit_word(tag, hit as u32);
            match charged.iter_mut().find(|c| c.0 == ty && c.1 == member_site) {
                Some(c) => c.2 += 1,
                None => charged.push((ty, member_site, 1)),
            }
        }
        for (ty, member_site, count) in charged {
            self.mem.record_alloc_samples(ty, count, Some(member_site));
        }
    }
}
