//! Card marking: large old objects written through `write_barrier_at` have
//! only their dirty cards visited, moved words are covered by
//! `write_barrier_moved`, and incremental marking shades what a black
//! carded object was given.

mod common;

use common::*;
use gc::header::{self, CARDS, CARDS_SET, OLD, TRACK_YOUNG_PTRS};
use gc::{Address, Heap, MajorPhase, StepBudget};

/// Fields of the large node the tests write into (8 KiB: 8 cards).
const LARGE_FIELDS: usize = 1000;

fn flags(obj: Address) -> u64 {
    word(obj, 0) & header::GC_FLAGS_MASK & !header::MARK
}

/// A large old node of int fields, processed by one minor collection (so it
/// has `OLD` and `CARDS`), held by root `roots.0.len()` at return.
fn large_old_node(heap: &mut Heap, roots: &mut Roots) -> Address {
    let fields: Vec<Init> = (0..LARGE_FIELDS).map(|i| Init::Int(i as i64)).collect();
    let large = new_old_node(heap, roots, &fields);
    roots.0.push(large.as_word());
    heap.collect_minor(&Toy, roots);
    assert_eq!(flags(large), OLD | TRACK_YOUNG_PTRS | CARDS);
    large
}

#[test]
fn only_dirty_cards_are_visited_and_their_young_objects_survive() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    let large = large_old_node(&mut heap, &mut roots);
    for (i, v) in [(5, 50), (700, 7000)] {
        let young = new_node(&mut heap, &mut roots, &[Init::Int(v)]);
        store_at(&mut heap, large, i, young.as_word());
    }
    assert_eq!(heap.remembered_len(), 0, "a carded object is not remembered whole");
    assert_eq!(flags(large), OLD | TRACK_YOUNG_PTRS | CARDS | CARDS_SET);
    heap.verify_heap(&Toy).unwrap();

    heap.collect_minor(&Toy, &mut roots);
    assert_eq!(heap.stats().dirty_cards, 2);
    assert_eq!(flags(large), OLD | TRACK_YOUNG_PTRS | CARDS, "cards cleaned");
    for (i, v) in [(5, 50), (700, 7000)] {
        let copy = obj(field(large, i));
        assert!(heap.is_old(copy));
        assert_eq!(field(copy, 0), int(v));
    }
    heap.verify_heap(&Toy).unwrap();
    heap.collect_minor(&Toy, &mut roots);
    assert_eq!(heap.stats().dirty_cards, 2, "nothing written since: no card visited");
}

#[test]
fn a_young_reference_moved_to_a_clean_card_is_covered_by_the_moved_barrier() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    let large = large_old_node(&mut heap, &mut roots);
    // Field 125 is word 127, the last of card 0; field 126 is card 1's first.
    let young = new_node(&mut heap, &mut roots, &[Init::Int(42)]);
    store_at(&mut heap, large, 125, young.as_word());
    set_word(large, 2 + 126, field(large, 125));
    set_word(large, 2 + 125, int(0));
    let err = heap.verify_heap(&Toy).expect_err("a young reference in a clean card");
    assert!(err.contains("missed write barrier"), "{err}");

    heap.write_barrier_moved(large);
    assert_eq!(heap.remembered_len(), 1, "remembered whole");
    heap.verify_heap(&Toy).unwrap();
    heap.collect_minor(&Toy, &mut roots);
    let copy = obj(field(large, 126));
    assert!(heap.is_old(copy));
    assert_eq!(field(copy, 0), int(42));
    assert_eq!(flags(large), OLD | TRACK_YOUNG_PTRS | CARDS);
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn marking_shades_an_old_object_stored_into_a_black_carded_object() {
    let mut heap = Heap::new(manual_major_config(64 << 10));
    let mut roots = Roots::default();
    // Root 0: a chain of 200 small nodes whose last holds `hidden`, an old
    // node nothing else holds. Root 1: the large node.
    let hidden = new_node(&mut heap, &mut roots, &[Init::Int(-1)]);
    roots.0.push(hidden.as_word());
    for i in 0..200 {
        let next = new_node(&mut heap, &mut roots, &[Init::Int(i), Init::Root(0)]);
        roots.0[0] = next.as_word();
    }
    let large = large_old_node(&mut heap, &mut roots);
    let hidden = (0..200).fold(obj(roots.0[0]), |node, _| obj(field(node, 1)));
    assert_eq!(field(hidden, 0), int(-1));

    // One step: the roots are shaded, the large node (pushed last) is traced
    // first, and the budget runs out a few nodes down the chain.
    heap.set_major_step_budget(Some(StepBudget { mark_bytes: 8 * (LARGE_FIELDS + 2) + 200, sweep_units: 1 }));
    heap.major_step(&Toy, &mut roots);
    assert_eq!(heap.major_phase(), MajorPhase::Marking);
    assert!(header::has(word(large, 0), OLD) && !header::has(word(hidden, 0), CARDS));

    // The hidden node moves from the untraced end of the chain into the black large node.
    store_at(&mut heap, large, 9, hidden.as_word());
    let last = (0..199).fold(obj(roots.0[0]), |node, _| obj(field(node, 1)));
    store(&mut heap, last, 1, int(0));
    heap.verify_heap(&Toy).unwrap();

    heap.set_major_step_budget(None);
    heap.collect_full(&Toy, &mut roots);
    assert!(is_allocated_old(&heap, hidden), "the hidden node survived the cycle");
    assert_eq!(field(obj(field(large, 9)), 0), int(-1));
    heap.verify_heap(&Toy).unwrap();
}
