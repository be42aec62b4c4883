//! Arenas mapped ahead of need (`old_space.rs` step 8, `prefault.rs`):
//! after a minor collection old space holds room for the next one's
//! survivors, the next collection copies into it without mapping, and
//! nothing changes for the objects. Toy model.

mod common;

use common::*;
use gc::{GcConfig, Heap};

const MIB: usize = 1 << 20;

fn keep_nodes(heap: &mut Heap, roots: &mut Roots, bytes: usize) {
    for i in 0..bytes / node_size(3) {
        let node = new_node(heap, roots, &[Init::Int(i as i64), Init::None, Init::None]);
        roots.0.push(node.as_word());
    }
}

/// A heap with a pinned 2 MiB nursery, prefaulting as `prefault` says,
/// after a minor collection that promoted 1 MiB of nodes (the roots).
fn after_one_collection(prefault: bool) -> (Heap, Roots) {
    let mut heap = Heap::new(GcConfig { prefault, adaptive_nursery: false, ..config(2 * MIB) });
    let mut roots = Roots::default();
    keep_nodes(&mut heap, &mut roots, MIB);
    heap.collect_minor(&Toy, &mut roots);
    (heap, roots)
}

#[test]
fn room_for_the_next_survivors_is_mapped_before_they_come() {
    let (mut heap, mut roots) = after_one_collection(true);
    let after_first = heap.stats().clone();
    assert!(after_first.arenas_spare >= 2, "2 MiB of arenas mapped ahead: {after_first:?}");

    keep_nodes(&mut heap, &mut roots, MIB);
    let mapped = heap.stats().arenas_mapped;
    heap.collect_minor(&Toy, &mut roots);
    // The second collection promoted 1 MiB into the arenas mapped ahead,
    // then mapped more for the one after.
    assert!(heap.stats().bytes_promoted >= 2 * MIB as u64 - 4096, "{:?}", heap.stats());
    assert!(heap.stats().arenas_spare >= 2, "{:?}", heap.stats());
    assert!(heap.stats().arenas_mapped >= mapped);
    for (i, &r) in roots.0.iter().enumerate().step_by(997) {
        let n = i % (MIB / node_size(3));
        assert_eq!(field(obj(r), 0), int(n as i64));
    }
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn without_it_nothing_is_mapped_ahead() {
    let (heap, _roots) = after_one_collection(false);
    assert_eq!(heap.stats().arenas_spare, 0, "{:?}", heap.stats());
}
