//! Marking: the gray stack and tracing, one bounded step at a time.
//!
//! Owns how objects turn from white to gray to black; `major.rs` owns when.
//! White = not marked for the current colour; gray = marked and on the gray
//! stack; black = marked and traced (not on the stack, unless re-grayed).
//!
//! One marking step ([`step`]):
//! 1. Pop a gray object and trace it: for every slot the VM reports, if the
//!    word is a reference to a white old object, set its mark bit to the
//!    colour and push it (`shade`). Count 8 × (1 + slots visited) bytes
//!    scanned. An array of more than `CHUNK_SLOTS` slots (one the model
//!    lays out as a slot range) is traced `CHUNK_SLOTS` at a time: the rest
//!    waits on the range stack, so a step can stop inside a huge list.
//!    (Writes into an array being traced need nothing new: a slot not yet
//!    traced is read when its chunk comes, and one already traced is covered
//!    by the barriers as for any marked object.)
//! 2. Repeat while the stack is not empty, the budget is not spent and the
//!    step's deadline (checked every `CHECK_EVERY` objects) has not passed.
//! 3. When the stack is empty, rescan the roots, shading their targets. If
//!    nothing turned gray, marking is finished; otherwise go on with step 1
//!    (or stop if the budget is spent: the next step continues).
//!
//! Why bytes scanned as the budget: it is proportional to the work (a data
//! object such as a string costs one word however long it is, since the VM
//! reports no slots in it) and it is comparable with the bytes a minor
//! collection promotes, which is what marking must outrun.
//!
//! Invariant: an object is pushed only when its mark bit changes from white
//! to the colour (or by the heap, for objects that are already marked and
//! must be traced again), so each object is traced once per cycle plus once
//! per re-graying.
//!
//! Must never: shade a nursery object (there are none at step time; the test
//! is defensive), or allocate on the heap.

use crate::address::Address;
use crate::header;
use crate::major::{StepContext, StepReport};
use crate::model::ObjectModel;
use crate::nursery::Nursery;
use crate::object::{self, WORD};
use crate::old_space::OldSpace;

/// Objects traced between two looks at the clock.
const CHECK_EVERY: usize = 128;

/// Slots of a large array traced at once (64 KiB of them).
pub(crate) const CHUNK_SLOTS: usize = 8192;

/// Shade `obj` (an old object): if it is white, mark it and push it gray.
/// Returns true if it turned gray.
#[inline]
pub(crate) fn shade_object(obj: Address, color: u64, gray: &mut Vec<Address>) -> bool {
    let hdr = object::header(obj);
    if header::is_marked(hdr, color) {
        return false;
    }
    object::set_header(obj, header::with_color(hdr, color));
    gray.push(obj);
    true
}

/// What shading a word needs to know.
#[derive(Clone, Copy)]
struct Shader<'a> {
    /// The current colour.
    color: u64,
    /// Object layouts.
    model: &'a dyn ObjectModel,
    /// The (empty) nursery.
    nursery: &'a Nursery,
    /// Old space (debug checks only).
    old: &'a OldSpace,
}

impl Shader<'_> {
    /// Shade the object `word` refers to, if it is a reference to an old object.
    #[inline]
    fn shade_word(self, word: u64, gray: &mut Vec<Address>) -> bool {
        if !self.model.is_reference(word) {
            return false;
        }
        let target = Address::from_word(word);
        if self.nursery.contains(target) {
            debug_assert!(false, "a reference into the nursery during a major step: {target}");
            return false;
        }
        debug_assert!(self.old.contains(target), "a reference outside the heap: {target}");
        shade_object(target, self.color, gray)
    }

    /// Trace slots `from .. min(from + CHUNK_SLOTS, end)` of the array
    /// `obj`, whose slots end at index `end`; returns the bytes scanned and
    /// whether the array is done (else the rest is pushed on `ranges`).
    fn trace_chunk(self, obj: Address, from: usize, end: usize, gray: &mut Vec<Address>, ranges: &mut Vec<(Address, usize)>) -> (usize, bool) {
        let to = (from + CHUNK_SLOTS).min(end);
        for i in from..to {
            self.shade_word(object::read_slot(object::slot_ptr(obj, i)), gray);
        }
        if to < end {
            ranges.push((obj, to));
        }
        (WORD * (to - from), to == end)
    }

    /// Trace the gray object `obj`; returns the bytes scanned.
    #[inline]
    fn trace(self, obj: Address, gray: &mut Vec<Address>) -> usize {
        let mut slots = 0;
        self.model.trace_object(obj, &mut |slot| {
            slots += 1;
            self.shade_word(object::read_slot(slot), gray);
        });
        WORD * (1 + slots)
    }
}

/// Shade the targets of every root; returns how many turned gray.
pub(crate) fn shade_roots(gray: &mut Vec<Address>, color: u64, ctx: &mut StepContext<'_>) -> usize {
    let shader = Shader { color, model: ctx.model, nursery: ctx.nursery, old: ctx.old };
    let mut found = 0;
    ctx.roots.visit_roots(&mut |slot| {
        if shader.shade_word(object::read_slot(slot), gray) {
            found += 1;
        }
    });
    found
}

/// One marking step (module doc); returns true when marking is finished.
pub(crate) fn step(
    gray: &mut Vec<Address>,
    ranges: &mut Vec<(Address, usize)>,
    color: u64,
    ctx: &mut StepContext<'_>,
    budget: usize,
    report: &mut StepReport,
) -> bool {
    loop {
        while report.bytes_scanned < budget {
            let shader = Shader { color, model: ctx.model, nursery: ctx.nursery, old: ctx.old };
            let (obj, done) = if let Some((obj, from)) = ranges.pop() {
                let end = ctx.model.size_and_slots(obj).map_or(from, |(_, first, count)| first + count);
                let (bytes, done) = shader.trace_chunk(obj, from, end, gray, ranges);
                report.bytes_scanned += bytes;
                (obj, done)
            } else if let Some(obj) = gray.pop() {
                match ctx.model.size_and_slots(obj) {
                    Some((_, first, count)) if count > CHUNK_SLOTS => {
                        let (bytes, done) = shader.trace_chunk(obj, first, first + count, gray, ranges);
                        report.bytes_scanned += WORD + bytes;
                        (obj, done)
                    }
                    _ => {
                        report.bytes_scanned += shader.trace(obj, gray);
                        (obj, true)
                    }
                }
            } else {
                break;
            };
            if done {
                report.objects_traced += 1;
                if let Some(touched) = ctx.touched.as_deref_mut() {
                    touched.objects.push(obj);
                }
            }
            let check = !done || report.objects_traced.is_multiple_of(CHECK_EVERY);
            if check && ctx.past_deadline(report) {
                return false;
            }
        }
        if !gray.is_empty() || !ranges.is_empty() {
            return false;
        }
        report.root_rescans += 1;
        if shade_roots(gray, color, ctx) == 0 {
            return true;
        }
        if report.bytes_scanned >= budget {
            return false;
        }
    }
}
