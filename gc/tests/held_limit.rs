//! The held allocation limit (`nursery.rs`, rule 5): while the client's
//! hold byte is set the limit stays 0, so every allocation takes the slow
//! path, across collections too; once the byte is clear, the next slow path
//! restores it. A write of 0 to a limit word, even one of a dropped heap
//! (whose block a new heap may have taken), costs one slow path and nothing
//! else.

mod common;

use common::*;
use gc::Heap;
use std::sync::atomic::{AtomicU8, Ordering};

/// The hold byte of the first test only.
static HOLD: AtomicU8 = AtomicU8::new(0);

fn limit(heap: &Heap) -> usize {
    heap.limit_word().load(Ordering::SeqCst)
}

#[test]
fn a_held_limit_stays_0_across_collections_until_released() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    heap.hold_limit_while(&HOLD);
    assert_ne!(limit(&heap), 0, "not held");
    // A request: the byte, then the word.
    HOLD.store(1, Ordering::SeqCst);
    heap.limit_word().store(0, Ordering::SeqCst);
    let mut kept = Vec::new();
    for i in 0..10_000 {
        assert!(heap.try_alloc(24).is_none(), "held: the fast path fails");
        let node = new_node(&mut heap, &mut roots, &[Init::Int(i)]);
        assert_eq!(limit(&heap), 0, "the slow path keeps the limit held");
        if i % 1000 == 0 {
            roots.0.push(node.as_word());
            kept.push(i);
        }
    }
    assert!(heap.stats().minor_collections >= 3, "{} minor collections", heap.stats().minor_collections);
    HOLD.store(0, Ordering::SeqCst);
    new_node(&mut heap, &mut roots, &[Init::Int(-1)]);
    assert_ne!(limit(&heap), 0, "released: the next slow path restores the limit");
    let values: Vec<u64> = roots.0.iter().map(|w| field(obj(*w), 0)).collect();
    assert_eq!(values, kept.iter().map(|i| int(*i)).collect::<Vec<_>>());
}

#[test]
fn a_late_write_to_a_dropped_heaps_limit_costs_one_slow_path() {
    let old = small_heap();
    let word = old.limit_word();
    drop(old);
    let mut heap = small_heap();
    let mut roots = Roots::default();
    word.store(0, Ordering::SeqCst);
    for i in 0..5_000 {
        let node = new_node(&mut heap, &mut roots, &[Init::Int(i)]);
        if i % 500 == 0 {
            roots.0.push(node.as_word());
        }
    }
    assert_ne!(limit(&heap), 0);
    let values: Vec<u64> = roots.0.iter().map(|w| field(obj(*w), 0)).collect();
    assert_eq!(values, (0..10).map(|k| int(k * 500)).collect::<Vec<_>>());
}
