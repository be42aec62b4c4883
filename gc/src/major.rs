//! The incremental major collector: mark-sweep over old space, in bounded steps.
//!
//! Owns the collector's state machine, its colour, the gray stack (through
//! `mark.rs`) and the sweep position (through `sweep.rs`). `Heap` decides when
//! a step runs (trigger, budgets, stress mode) and does the bookkeeping around
//! it (stats, logging, verification); `old_space.rs` owns the memory.
//!
//! ```text
//!        start (flip colour, gray := immortals + roots)
//!   Idle ─────────────► Marking ──(nothing gray, roots add nothing)──► Sweeping
//!    ▲                                                                      │
//!    └────────────────────(every pool and large object swept)───────────────┘
//! ```
//!
//! A step runs only right after a minor collection, so the nursery is empty
//! and every root and old-object slot refers to old space. One step:
//! 1. Idle: start a cycle: flip `color` (every old object becomes white at
//!    once, see `header.rs`), mark and push every immortal object and every
//!    old object a root refers to. Continue in Marking.
//! 2. Marking (`mark.rs`): pop gray objects and trace them — mark each white
//!    referent and push it — until the step's budget of bytes scanned is
//!    spent. When the gray stack is empty, rescan the roots (the interpreter
//!    stack has no barrier); if that turns nothing gray, marking is done: the
//!    next step sweeps.
//! 3. Sweeping (`sweep.rs`): visit pools, then large objects, in address-table
//!    order from a cursor, freeing every object that is not marked, until the
//!    step's budget of pools/large objects is spent. After the last one the
//!    cycle ends: `live_after_last` = old bytes in use; back to Idle.
//!
//! Between steps the program runs. What keeps marking correct (an
//! incremental-update scheme, the write barrier doubling as marking barrier):
//! * tri-colour invariant: a marked object that is not gray and not in the
//!   remembered set refers only to marked objects;
//! * the mutator can break it only by storing into an old object, which puts
//!   that object in the remembered set (`TRACK_YOUNG_PTRS`); the next minor
//!   collection, run before the next step, pushes every remembered object
//!   that is marked back onto the gray stack, so it is traced again;
//! * objects promoted during marking are born marked and pushed gray (their
//!   fields may hold the only reference to a white object); direct old
//!   allocations likewise, at the minor collection that processes them;
//! * roots are not barriered, hence the rescan before marking may finish; it
//!   finishes in a step with no mutator activity since the preceding minor
//!   collection, so at that moment nothing reachable can be white.
//!
//! During sweeping everything reachable is marked, the mutator can only reach
//! marked objects, and new objects are born with the current colour, so the
//! sweeper frees exactly the garbage of the cycle. (Garbage created during a
//! cycle is freed by the next one.)
//!
//! Catch-up rule: a step normally works within its budget; if a cycle has
//! already run `step_limit` steps (computed at its start from the heap size
//! and the budget: 32 + 4 × the steps an unchanging heap would need), the
//! next ones run without a budget, each up to the catch-up deadline (the
//! pause target, longer than a normal step's time limit), and past
//! `2 × step_limit` steps without any limit, so a mutator that allocates or
//! writes faster than the collector traces cannot postpone the end forever.
//! (A mutator a little too fast for 4 ms steps, such as one promoting a
//! whole 8 MiB nursery per collection, so catches up in 10 ms steps rather
//! than in one step of 50.)
//!
//! Must never: run while the nursery holds objects (a step would miss their
//! references); free an immortal object (immortals are marked at every cycle
//! start); clear a mark bit (the colour flip does it).

use crate::address::Address;
use crate::header::{self, MARK};
use crate::mark;
use crate::model::{ObjectModel, RootSet};
use crate::nursery::Nursery;
use crate::object;
use crate::old_space::{OldSpace, POOL_SIZE};
use crate::sweep::Sweeper;

/// Where the major collector is in its cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum MajorPhase {
    /// No cycle in progress.
    #[default]
    Idle,
    /// Tracing from the immortals and the roots.
    Marking,
    /// Freeing unmarked objects.
    Sweeping,
}

impl MajorPhase {
    /// Lower-case name, for logs.
    pub fn name(self) -> &'static str {
        match self {
            MajorPhase::Idle => "idle",
            MajorPhase::Marking => "marking",
            MajorPhase::Sweeping => "sweeping",
        }
    }
}

/// How much work one step may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepBudget {
    /// Marking: bytes scanned (8 × (1 + slots visited) per traced object).
    pub mark_bytes: usize,
    /// Sweeping: pools swept plus large objects examined.
    pub sweep_units: usize,
}

impl StepBudget {
    /// No limit: the step finishes its phase.
    pub const UNLIMITED: StepBudget = StepBudget { mark_bytes: usize::MAX, sweep_units: usize::MAX };

    /// The default budget for a nursery of `nursery_size` bytes: scan twice
    /// the nursery (a minor collection promotes at most a nursery, so marking
    /// outruns promotion) and sweep as many pools as hold twice the nursery
    /// (at least 16).
    pub fn for_nursery(nursery_size: usize) -> StepBudget {
        StepBudget { mark_bytes: 2 * nursery_size, sweep_units: (2 * nursery_size / POOL_SIZE).max(16) }
    }

    /// The small budget of stress mode: many short steps, so the program runs
    /// between nearly every pair of traced objects.
    pub const STRESS: StepBudget = StepBudget { mark_bytes: 256, sweep_units: 1 };
}

/// What one step did (for stats, logging and verification).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct StepReport {
    /// The phase the step worked in (Marking or Sweeping).
    pub(crate) phase: MajorPhase,
    /// The step started a cycle.
    pub(crate) cycle_started: bool,
    /// The step finished marking (the next step sweeps).
    pub(crate) marking_finished: bool,
    /// The step finished the cycle.
    pub(crate) cycle_finished: bool,
    /// The budget was lifted (catch-up rule or full collection).
    pub(crate) unlimited: bool,
    /// The step stopped at its time limit before spending its budget.
    pub(crate) out_of_time: bool,
    /// Marking: objects traced.
    pub(crate) objects_traced: usize,
    /// Marking: bytes scanned.
    pub(crate) bytes_scanned: usize,
    /// Marking: root rescans.
    pub(crate) root_rescans: usize,
    /// Marking: gray objects left at the end of the step.
    pub(crate) gray_left: usize,
    /// Sweeping: pools swept.
    pub(crate) pools_swept: usize,
    /// Sweeping: large objects examined.
    pub(crate) large_swept: usize,
    /// Sweeping: objects freed.
    pub(crate) objects_freed: usize,
    /// Sweeping: bytes (footprints) freed.
    pub(crate) bytes_freed: usize,
}

/// What the step touched, for verification after it (verify mode only).
#[derive(Default)]
pub(crate) struct Touched {
    /// Marking: objects traced. Sweeping: large objects kept.
    pub(crate) objects: Vec<Address>,
    /// Sweeping: pools swept (some may have been released since).
    pub(crate) pools: Vec<Address>,
}

/// Everything a step works on besides the collector's own state.
pub(crate) struct StepContext<'a> {
    /// Old space (the sweeper frees into it).
    pub(crate) old: &'a mut OldSpace,
    /// When the step must stop, whatever is left of its budget (`None`: no
    /// limit, as for an unlimited step). Checked every few objects or pools,
    /// so a step overruns it by at most one object's tracing.
    pub(crate) deadline: Option<std::time::Instant>,
    /// The deadline of a step that catches up (module doc), if any.
    pub(crate) catch_up_deadline: Option<std::time::Instant>,
    /// The nursery (empty; references into it are skipped, defensively).
    pub(crate) nursery: &'a Nursery,
    /// The immortal objects (gray at every cycle start).
    pub(crate) immortals: &'a [Address],
    /// Object layouts.
    pub(crate) model: &'a dyn ObjectModel,
    /// The roots.
    pub(crate) roots: &'a mut dyn RootSet,
    /// Verify mode: poison freed slots.
    pub(crate) poison: bool,
    /// Verify mode: record what the step touched.
    pub(crate) touched: Option<&'a mut Touched>,
}

impl StepContext<'_> {
    /// Has the step's deadline passed? Sets `report.out_of_time` when it
    /// has. (Reads the clock: the marker and the sweeper ask every so many
    /// objects or pools.)
    pub(crate) fn past_deadline(&self, report: &mut StepReport) -> bool {
        let late = self.deadline.is_some_and(|d| std::time::Instant::now() >= d);
        report.out_of_time |= late;
        late
    }
}

/// The collector's state.
pub(crate) struct Major {
    /// Current phase. Changed only by `step`.
    phase: MajorPhase,
    /// The MARK bit value meaning "marked" in the current cycle (0 or `MARK`).
    /// Flipped at each cycle start; read by every birth point of old objects.
    color: u64,
    /// Marked objects whose fields are not yet traced. Pushed by the marker,
    /// the cycle start, and the heap after each minor collection during
    /// marking; popped by the marker. Empty outside Marking.
    gray: Vec<Address>,
    /// Large arrays being traced a chunk at a time (`mark.rs`, step 1):
    /// marked, and gray from the slot index given on. Empty outside Marking.
    ranges: Vec<(Address, usize)>,
    /// The sweep position. Reset when marking finishes.
    sweeper: Sweeper,
    /// Steps run in the current cycle (0 when idle).
    steps_in_cycle: u64,
    /// Catch-up rule: past this many steps the cycle runs without budget.
    step_limit: u64,
    /// Old bytes in use when the last cycle finished (0 before the first).
    live_after_last: usize,
    /// Cycles finished.
    cycles: u64,
}

impl Default for Major {
    fn default() -> Major {
        Major {
            phase: MajorPhase::Idle,
            color: 0,
            gray: Vec::new(),
            ranges: Vec::new(),
            sweeper: Sweeper::default(),
            steps_in_cycle: 0,
            step_limit: u64::MAX,
            live_after_last: 0,
            cycles: 0,
        }
    }
}

impl Major {
    /// Current phase.
    pub(crate) fn phase(&self) -> MajorPhase {
        self.phase
    }

    /// Is a cycle in progress?
    pub(crate) fn in_progress(&self) -> bool {
        self.phase != MajorPhase::Idle
    }

    /// Is marking in progress (so new old objects must be pushed gray)?
    #[inline]
    pub(crate) fn is_marking(&self) -> bool {
        self.phase == MajorPhase::Marking
    }

    /// The current colour (0 or `MARK`), which every new old object is born with.
    #[inline]
    pub(crate) fn color(&self) -> u64 {
        self.color
    }

    /// Is the old object `obj` marked in the current cycle?
    #[inline]
    pub(crate) fn is_marked(&self, obj: Address) -> bool {
        header::is_marked(object::header(obj), self.color)
    }

    /// The gray objects, those of partly traced arrays included (verifier).
    pub(crate) fn gray(&self) -> Vec<Address> {
        self.gray.iter().copied().chain(self.ranges.iter().map(|&(obj, _)| obj)).collect()
    }

    /// Push the already-marked old object `obj` gray (heap, after a minor
    /// collection during marking: promoted objects, re-grayed remembered ones).
    #[inline]
    pub(crate) fn push_gray(&mut self, obj: Address) {
        debug_assert!(self.is_marking() && self.is_marked(obj));
        self.gray.push(obj);
    }

    /// Shade the old object `obj` during marking: if it is white, mark it
    /// and push it gray (heap, after a minor collection: the targets of a
    /// marked carded object's dirty cards).
    #[inline]
    pub(crate) fn shade(&mut self, obj: Address) {
        debug_assert!(self.is_marking());
        crate::mark::shade_object(obj, self.color, &mut self.gray);
    }

    /// Old bytes in use when the last cycle finished.
    pub(crate) fn live_after_last(&self) -> usize {
        self.live_after_last
    }

    /// Cycles finished.
    pub(crate) fn cycles(&self) -> u64 {
        self.cycles
    }

    /// Run one step (module doc) with `budget`; `base` is the heap's normal
    /// budget, used to size the catch-up limit when a cycle starts.
    pub(crate) fn step(&mut self, ctx: &mut StepContext<'_>, budget: StepBudget, base: StepBudget) -> StepReport {
        let mut report = StepReport::default();
        if self.phase == MajorPhase::Idle {
            self.start_cycle(ctx, base);
            report.cycle_started = true;
        }
        self.steps_in_cycle += 1;
        let over = self.steps_in_cycle.saturating_sub(self.step_limit);
        let budget = if over > 0 { StepBudget::UNLIMITED } else { budget };
        report.unlimited = budget == StepBudget::UNLIMITED;
        if over > 0 {
            ctx.deadline = if over <= self.step_limit { ctx.catch_up_deadline } else { None };
        }
        report.phase = self.phase;
        match self.phase {
            MajorPhase::Idle => unreachable!("a step always starts a cycle when idle"),
            MajorPhase::Marking => {
                if mark::step(&mut self.gray, &mut self.ranges, self.color, ctx, budget.mark_bytes, &mut report) {
                    self.phase = MajorPhase::Sweeping;
                    self.sweeper = Sweeper::default();
                    report.marking_finished = true;
                }
                report.gray_left = self.gray.len() + self.ranges.len();
            }
            MajorPhase::Sweeping => {
                if self.sweeper.step(self.color, ctx, budget.sweep_units, &mut report) {
                    // Large objects live in the system allocator, which keeps
                    // freed blocks; ask it to hand whole free pages back.
                    crate::os::trim_system_allocator();
                    self.phase = MajorPhase::Idle;
                    self.live_after_last = ctx.old.bytes_in_use();
                    self.cycles += 1;
                    self.steps_in_cycle = 0;
                    report.cycle_finished = true;
                }
            }
        }
        report
    }

    /// Step 1: flip the colour, gray the immortals and the roots' targets.
    fn start_cycle(&mut self, ctx: &mut StepContext<'_>, base: StepBudget) {
        debug_assert!(self.gray.is_empty() && self.ranges.is_empty());
        self.color ^= MARK;
        self.phase = MajorPhase::Marking;
        self.steps_in_cycle = 0;
        let usage = ctx.old.usage();
        let mark_steps = usage.bytes_in_use / base.mark_bytes.max(1);
        let sweep_steps = (usage.pools_in_use + usage.large_objects) / base.sweep_units.max(1);
        self.step_limit = 32 + 4 * (mark_steps + sweep_steps) as u64;
        for &obj in ctx.immortals {
            mark::shade_object(obj, self.color, &mut self.gray);
        }
        mark::shade_roots(&mut self.gray, self.color, ctx);
    }
}
