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
//!    scanned.
//! 2. Repeat while the stack is not empty and the budget is not spent.
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
    color: u64,
    ctx: &mut StepContext<'_>,
    budget: usize,
    report: &mut StepReport,
) -> bool {
    loop {
        while report.bytes_scanned < budget {
            let Some(obj) = gray.pop() else { break };
            let shader = Shader { color, model: ctx.model, nursery: ctx.nursery, old: ctx.old };
            report.bytes_scanned += shader.trace(obj, gray);
            report.objects_traced += 1;
            if let Some(touched) = ctx.touched.as_deref_mut() {
                touched.objects.push(obj);
            }
        }
        if !gray.is_empty() {
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
