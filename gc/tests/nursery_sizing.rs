//! The part of the nursery each cycle fills follows survival
//! (`nursery_sizing.rs`): all-surviving cycles shrink it to the floor and
//! collect fewer bytes each, dying-young cycles grow it back, and a pinned
//! nursery never changes. Toy model, 8 MiB nursery.

mod common;

use common::*;
use gc::Heap;

const MIB: usize = 1 << 20;

/// Allocates `bytes` of 3-field nodes, each kept alive (`keep`) in a root
/// list or dropped at once.
fn churn(heap: &mut Heap, roots: &mut Roots, bytes: usize, keep: bool) {
    let n = bytes / node_size(3);
    for i in 0..n {
        let node = new_node(heap, roots, &[Init::Int(i as i64), Init::None, Init::None]);
        if keep {
            roots.0.push(node.as_word());
        }
    }
}

#[test]
fn survivors_shrink_the_nursery_and_its_pauses_and_dying_young_grows_it_back() {
    let mut heap = Heap::new(config(8 * MIB));
    let mut roots = Roots::default();
    churn(&mut heap, &mut roots, 40 * MIB, true);
    let minors = heap.stats().minor_collections;
    assert!(heap.stats().nursery_resizes >= 3, "8 → 4 → 2 → 1 MiB: {:?}", heap.stats());
    // 40 MiB through 8, 4, 2 and then 1 MiB cycles: 3 + 26 collections,
    // against the five of a fixed 8 MiB nursery; each copies at most 1 MiB.
    assert!(minors >= 25, "{minors} minor collections");
    let promoted_before = heap.stats().bytes_promoted;
    heap.collect_minor(&Toy, &mut roots);
    assert!(heap.stats().bytes_promoted - promoted_before <= (MIB) as u64);

    roots.0.clear();
    let resizes = heap.stats().nursery_resizes;
    let minors = heap.stats().minor_collections;
    churn(&mut heap, &mut roots, 64 * MIB, false);
    assert!(heap.stats().nursery_resizes >= resizes + 3, "1 → 2 → 4 → 8 MiB");
    // Back at 8 MiB: 64 MiB of garbage takes about eight more collections
    // (plus the few on the way up), not 64.
    assert!(heap.stats().minor_collections - minors <= 16, "{} collections", heap.stats().minor_collections - minors);
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn a_pinned_nursery_keeps_its_size() {
    let mut heap = Heap::new(gc::GcConfig { adaptive_nursery: false, ..config(8 * MIB) });
    let mut roots = Roots::default();
    churn(&mut heap, &mut roots, 40 * MIB, true);
    assert_eq!(heap.stats().nursery_resizes, 0);
    assert!(heap.stats().minor_collections <= 6, "{:?}", heap.stats());
}
