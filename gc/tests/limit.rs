//! The heap limit: full collections first, then the sticky over-limit flag.

mod common;

use common::*;
use gc::{GcConfig, Heap};

const NURSERY: usize = 64 << 10;

fn limited_heap(limit: usize) -> Heap {
    Heap::new(GcConfig { max_heap: Some(limit), verify: false, ..manual_major_config(NURSERY) })
}

#[test]
fn garbage_is_collected_to_stay_under_the_limit() {
    let mut heap = limited_heap(NURSERY + (512 << 10));
    let mut roots = Roots::default();
    for i in 0..300_000 {
        let node = new_node(&mut heap, &mut roots, &[Init::Int(i)]);
        if roots.0.len() < 1000 {
            roots.0.push(node.as_word());
        } else {
            roots.0[i as usize % 1000] = node.as_word(); // about 32 KiB promoted per minor collection
        }
        assert!(!heap.take_over_limit(), "only garbage: never over the limit");
    }
    let stats = heap.stats();
    assert_eq!(stats.major_steps, 0, "automatic major collection is off: only the limit collects");
    assert!(stats.full_collections > 2, "{} full collections", stats.full_collections);
    assert!(stats.old_bytes_in_use as usize <= 512 << 10);
    assert_eq!(stats.over_limit_events, 0);
}

#[test]
fn live_data_over_the_limit_sets_the_sticky_flag_once_per_nursery_of_growth() {
    let mut heap = limited_heap(NURSERY + (256 << 10));
    let mut roots = Roots::default();
    let mut raised = 0;
    for i in 0..40_000 {
        let node = new_node(&mut heap, &mut roots, &[Init::Int(i)]);
        roots.0.push(node.as_word()); // everything stays alive: 24 bytes (32 in old space) each
        if heap.take_over_limit() {
            raised += 1;
            assert!(!heap.take_over_limit(), "taking the flag clears it");
        }
    }
    let stats = heap.stats();
    assert!(stats.old_bytes_in_use as usize > 256 << 10, "allocation went on past the limit");
    assert!(raised >= 2, "MemoryError raised {raised} times");
    assert_eq!(stats.over_limit_events, raised);
    let growth_past_limit = stats.old_bytes_in_use as usize - (256 << 10);
    assert!(raised as usize <= 2 + growth_past_limit / NURSERY, "throttled: {raised} events for {growth_past_limit} bytes");

    // Dropping the data (the program caught MemoryError) lets the heap recover.
    roots.0.clear();
    heap.collect_full(&Toy, &mut roots);
    for i in 0..10_000 {
        new_node(&mut heap, &mut roots, &[Init::Int(i)]);
    }
    assert!(!heap.take_over_limit());
    assert!(!heap.would_exceed_limit(0));
}

#[test]
fn would_exceed_limit_counts_old_space_the_nursery_and_the_request() {
    let mut heap = limited_heap(NURSERY + (1 << 20));
    assert!(!heap.would_exceed_limit(1 << 20));
    assert!(heap.would_exceed_limit((1 << 20) + 1));
    new_old_bytes(&mut heap, 4096);
    assert!(heap.would_exceed_limit((1 << 20) - 4095));
    assert!(!Heap::new(manual_major_config(NURSERY)).would_exceed_limit(usize::MAX), "no limit, no refusal");
}

#[test]
fn a_large_allocation_over_the_limit_collects_first() {
    let mut heap = limited_heap(NURSERY + (1 << 20));
    let mut roots = Roots::default();
    for _ in 0..700 {
        new_old_bytes(&mut heap, 1024); // 700 KiB of garbage
    }
    let big = heap.collect_and_reserve(512 << 10, &Toy, &mut roots);
    assert!(heap.is_old(big));
    assert_eq!(heap.stats().full_collections, 1, "the garbage was collected to make room");
    assert!(!heap.take_over_limit());
    assert_eq!(heap.stats().old_bytes_in_use, 512 << 10);
    set_word(big, 0, gc::header::make_header(BYTES, 0));
    set_word(big, 1, (512 << 10) - 16);

    roots.0.push(big.as_word());
    let bigger = heap.collect_and_reserve(768 << 10, &Toy, &mut roots);
    assert!(heap.take_over_limit(), "live data plus the request exceed the limit: allocated anyway, flag set");
    set_word(bigger, 0, gc::header::make_header(BYTES, 0));
    set_word(bigger, 1, (768 << 10) - 16);
    heap.verify_heap(&Toy).unwrap();
}
