//! Allocation sampling: the sampling point is the nursery's `top`, the slow
//! path takes samples there without collecting, and rates larger than the
//! nursery carry over across minor collections.

mod common;

use common::*;
use gc::Heap;

const NURSERY: usize = 64 << 10;

/// Allocates `count` nodes of `fields` fields (all garbage); returns the
/// samples the heap reported.
fn allocate(heap: &mut Heap, count: usize, fields: usize) -> u64 {
    let mut roots = Roots::default();
    let init = vec![Init::Int(1); fields];
    let mut samples = 0;
    for _ in 0..count {
        new_node(heap, &mut roots, &init);
        samples += heap.take_alloc_samples() as u64;
    }
    samples
}

#[test]
fn a_sampling_point_inside_the_nursery_does_not_collect() {
    let mut heap = Heap::new(config(NURSERY));
    heap.set_alloc_sampling(Some(1024));
    // 32-byte nodes: 30 KiB, less than the nursery.
    let samples = allocate(&mut heap, 960, 2);
    assert_eq!(samples, 960 * 32 / 1024);
    assert_eq!(heap.stats().minor_collections, 0);
}

#[test]
fn rates_below_and_above_the_nursery_size_count_every_byte() {
    for rate in [4 << 10, 100_000, 1 << 20, 3 << 20] {
        let mut heap = Heap::new(config(NURSERY));
        heap.set_alloc_sampling(Some(rate));
        let (count, size) = (200_000, 48);
        let samples = allocate(&mut heap, count, 4);
        assert_eq!(samples, (count * size / rate) as u64, "rate {rate}");
        assert!(heap.stats().minor_collections >= (count * size / NURSERY) as u64);
    }
}

#[test]
fn one_allocation_can_take_several_samples() {
    let mut heap = Heap::new(config(NURSERY));
    heap.set_alloc_sampling(Some(64));
    let samples = allocate(&mut heap, 100, 30); // 256 bytes each
    assert_eq!(samples, 100 * 256 / 64);
}

#[test]
fn large_objects_count_too() {
    let mut heap = Heap::new(config(NURSERY));
    heap.set_alloc_sampling(Some(10_000));
    let mut roots = Roots::default();
    let mut samples = 0;
    for _ in 0..10 {
        new_bytes(&mut heap, &mut roots, 100_000, 0); // old space
        samples += heap.take_alloc_samples();
    }
    assert_eq!(samples, 10 * 100_016 / 10_000);
}

#[test]
fn sampling_off_takes_no_samples() {
    let mut heap = Heap::new(config(NURSERY));
    heap.set_alloc_sampling(Some(1024));
    heap.set_alloc_sampling(None);
    assert_eq!(allocate(&mut heap, 10_000, 2), 0);
}
