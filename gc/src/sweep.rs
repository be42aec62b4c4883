//! Sweeping: free the objects the marker did not reach, a few pools at a time.
//!
//! Owns the sweep cursor; `old_space.rs` owns what freeing means (free lists,
//! returning pools, releasing arenas).
//!
//! One sweep step ([`Sweeper::step`]), with a budget of *units*:
//! 1. Pools: from the cursor, take the next pool in use (arena table order,
//!    then pool index) and sweep it (`OldSpace::sweep_pool`): every allocated
//!    slot whose object is dead gets header 0 and joins the free list; an
//!    emptied pool goes back to its arena (pages released), an emptied arena
//!    becomes the spare or is unmapped. One pool = one unit.
//! 2. When no pool is left, large objects in address order from a cursor
//!    address: a dead one is freed. One large object = one unit.
//! 3. When no large object is left, the sweep is finished.
//!
//! Dead = has `OLD` and is not marked for the current colour. An object
//! without `OLD` is a direct old allocation not yet processed by a minor
//! collection; none exists at step time (a minor collection precedes every
//! step) but the test keeps the sweeper safe regardless.
//!
//! Objects allocated while sweeping is in progress are born with the current
//! colour (see `header.rs`): whether they land in a pool before or after the
//! cursor, the sweeper keeps them. A pool returned and taken again behind the
//! cursor is not visited again in this cycle (the cursor only moves forward).
//!
//! Must never: free a marked object; look at a pool that is not in use.

use crate::address::Address;
use crate::header::{self, OLD};
use crate::major::{StepContext, StepReport};
use crate::object;
use crate::old_space::PoolCursor;

/// Is an old object with header `hdr` alive for colour `color` (see module doc)?
#[inline(always)]
pub(crate) fn is_live(hdr: u64, color: u64) -> bool {
    !header::has(hdr, OLD) || header::is_marked(hdr, color)
}

/// The sweep position within a cycle.
#[derive(Default)]
pub(crate) struct Sweeper {
    /// Next pool to consider. Advanced by `step`.
    cursor: PoolCursor,
    /// Every pool has been swept; large objects are next.
    pools_done: bool,
    /// Next large object to consider is at or after this address.
    large_from: Address,
    /// Scratch for a batch of large objects (kept to reuse its buffer).
    batch: Vec<(Address, usize)>,
}

impl Sweeper {
    /// One sweep step of at most `units` units; returns true when the sweep is finished.
    pub(crate) fn step(&mut self, color: u64, ctx: &mut StepContext<'_>, units: usize, report: &mut StepReport) -> bool {
        let mut spent = 0;
        while !self.pools_done && spent < units {
            let Some((at, pool)) = ctx.old.next_pool(self.cursor) else {
                self.pools_done = true;
                break;
            };
            self.cursor = PoolCursor { arena: at.arena, pool: at.pool + 1 };
            let (objects, bytes) = ctx.old.sweep_pool(pool, ctx.poison, |hdr| is_live(hdr, color));
            report.pools_swept += 1;
            report.objects_freed += objects;
            report.bytes_freed += bytes;
            if let Some(touched) = ctx.touched.as_deref_mut() {
                touched.pools.push(pool.base());
            }
            spent += 1;
            // A pool is a few hundred slots: the clock is read every 8.
            if spent.is_multiple_of(8) && ctx.past_deadline(report) {
                return false;
            }
        }
        while self.pools_done && spent < units {
            ctx.old.large_batch(self.large_from, (units - spent).min(64), &mut self.batch);
            if self.batch.is_empty() {
                return true;
            }
            for &(start, size) in &self.batch {
                self.large_from = start.add(size);
                report.large_swept += 1;
                spent += 1;
                if is_live(object::header(start), color) {
                    if let Some(touched) = ctx.touched.as_deref_mut() {
                        touched.objects.push(start);
                    }
                } else {
                    report.bytes_freed += ctx.old.free_large(start);
                    report.objects_freed += 1;
                }
            }
        }
        false
    }
}
