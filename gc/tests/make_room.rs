//! `Heap::make_room`, compiled code's allocation slow path: it collects only
//! when the bytes do not fit, claims nothing (the caller bumps `free`
//! itself), and what it reserved survives a following fast-path claim.

mod common;

use common::*;
use gc::Heap;

/// The nursery's `(free, top)` words.
fn bounds(heap: &Heap) -> (usize, usize) {
    let b = heap.nursery_bounds();
    // SAFETY: the bounds block lives as long as the heap; nothing writes it
    // while this test reads it.
    unsafe { ((*b).free, (*b).top.load(std::sync::atomic::Ordering::SeqCst)) }
}

/// Fills the nursery with one-field nodes until the fast path fails.
fn fill(heap: &mut Heap, roots: &Roots) {
    while let Some(obj) = heap.try_alloc(node_size(1)) {
        init_node(obj, &[Init::Int(7)], roots);
    }
}

#[test]
fn make_room_collects_only_when_the_bytes_do_not_fit_and_claims_nothing() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    let kept = new_node(&mut heap, &mut roots, &[Init::Int(41)]);
    roots.0.push(kept.as_word());
    fill(&mut heap, &roots);
    let size = node_size(1);
    let collections = heap.stats().minor_collections;
    heap.make_room(size, &Toy, &mut roots);
    assert_eq!(heap.stats().minor_collections, collections + 1, "a full nursery collects");
    let (free, top) = bounds(&heap);
    assert!(free + size <= top, "room for {size} bytes: free {free:#x}, top {top:#x}");
    assert_eq!(field(obj(roots.0[0]), 0), int(41), "the root survived the collection");
    // With room, nothing happens: no collection, `free` stays.
    heap.make_room(size, &Toy, &mut roots);
    assert_eq!(heap.stats().minor_collections, collections + 1);
    assert_eq!(bounds(&heap).0, free, "make_room claims nothing");
    // The caller claims the bytes as compiled code does, and they are an
    // ordinary object to the next collection.
    let claimed = heap.try_alloc(size).expect("the reserved bytes fit");
    assert_eq!(claimed.as_usize(), free);
    init_node(claimed, &[Init::Int(42)], &roots);
    roots.0.push(claimed.as_word());
    fill(&mut heap, &roots);
    heap.make_room(size, &Toy, &mut roots);
    assert_eq!(heap.stats().minor_collections, collections + 2);
    assert_eq!(field(obj(roots.0[1]), 0), int(42));
}

#[test]
fn in_stress_mode_make_room_collects_every_time() {
    let mut cfg = config(64 << 10);
    cfg.stress = true;
    let mut heap = Heap::new(cfg);
    let mut roots = Roots::default();
    for i in 0..5 {
        heap.make_room(node_size(1), &Toy, &mut roots);
        assert_eq!(heap.stats().minor_collections, i + 1);
        let (free, top) = bounds(&heap);
        assert_eq!(top, free + node_size(1), "stress: top follows free once the bytes are claimed");
        let obj = heap.try_alloc(node_size(1)).expect("the reserved bytes fit");
        init_node(obj, &[Init::Int(i as i64)], &roots);
    }
}
