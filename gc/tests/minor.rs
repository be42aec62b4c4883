//! Minor collection, remembered set, large objects, stress mode, stats: direct tests with the toy model.

mod common;

use common::*;
use gc::header::{self, make_header, type_id, vm_bits, OLD, TRACK_YOUNG_PTRS};
use gc::old_space::{old_footprint, POOL_SIZE};
use gc::{GcConfig, Heap};

fn flags(obj: gc::Address) -> u64 {
    word(obj, 0) & header::GC_FLAGS_MASK
}

#[test]
fn survivors_keep_their_contents_and_roots_are_updated() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    let node = new_node(&mut heap, &mut roots, &[Init::Int(7), Init::None, Init::Int(-3)]);
    roots.0.push(node.as_word());
    let bytes = new_bytes(&mut heap, &mut roots, 20, 0x0102_0304_0506_0708);
    roots.0.push(bytes.as_word());
    roots.0.push(int(99));
    assert!(heap.is_young(node) && heap.is_young(bytes));

    heap.collect_minor(&Toy, &mut roots);

    let (node2, bytes2) = (obj(roots.0[0]), obj(roots.0[1]));
    assert!(node2 != node && heap.is_old(node2) && !heap.is_young(node2));
    assert!(heap.is_old(bytes2));
    assert_eq!(roots.0[2], int(99), "non-references are untouched");
    assert_eq!([field(node2, 0), field(node2, 1), field(node2, 2)], [int(7), NONE, int(-3)]);
    assert_eq!(word(bytes2, 1), 20);
    assert_eq!([word(bytes2, 2), word(bytes2, 3), word(bytes2, 4)], [0x0102_0304_0506_0708; 3]);
    assert_eq!(heap.stats().minor_collections, 1);
    assert_eq!(heap.stats().bytes_promoted, (node_size(3) + 16 + 24) as u64);
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn copies_get_old_flags_and_keep_type_and_vm_bits() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    let node = new_node(&mut heap, &mut roots, &[Init::Int(1)]);
    set_word(node, 0, make_header(NODE, 0xabcdef));
    roots.0.push(node.as_word());
    heap.collect_minor(&Toy, &mut roots);
    let hdr = word(obj(roots.0[0]), 0);
    assert_eq!(type_id(hdr), NODE);
    assert_eq!(vm_bits(hdr), 0xabcdef);
    assert_eq!(hdr & header::GC_FLAGS_MASK, OLD | TRACK_YOUNG_PTRS);
}

#[test]
fn sharing_is_preserved_across_roots_and_fields() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    let child = new_node(&mut heap, &mut roots, &[Init::Int(5)]);
    roots.0.push(child.as_word());
    let parent = new_node(&mut heap, &mut roots, &[Init::Root(0), Init::Root(0)]);
    roots.0.extend([parent.as_word(), child.as_word(), parent.as_word()]);

    heap.collect_minor(&Toy, &mut roots);

    let r = &roots.0;
    assert_eq!(r[0], r[2], "two roots to one object stay equal");
    assert_eq!(r[1], r[3]);
    let parent2 = obj(r[1]);
    assert_eq!(field(parent2, 0), r[0]);
    assert_eq!(field(parent2, 1), r[0]);
    assert_eq!(heap.stats().bytes_promoted, (node_size(1) + node_size(2)) as u64, "each object copied once");
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn a_cycle_survives() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    let a = new_node(&mut heap, &mut roots, &[Init::Int(1), Init::None]);
    roots.0.push(a.as_word());
    let b = new_node(&mut heap, &mut roots, &[Init::Int(2), Init::Root(0)]);
    store(&mut heap, a, 1, b.as_word());
    heap.collect_minor(&Toy, &mut roots);

    let a2 = obj(roots.0[0]);
    let b2 = obj(field(a2, 1));
    assert!(heap.is_old(a2) && heap.is_old(b2));
    assert_eq!(field(b2, 1), a2.as_word());
    assert_eq!((field(a2, 0), field(b2, 0)), (int(1), int(2)));
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn unreachable_objects_are_not_copied() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    for i in 0..100 {
        new_node(&mut heap, &mut roots, &[Init::Int(i), Init::None]);
    }
    let kept = new_node(&mut heap, &mut roots, &[Init::Int(1000)]);
    roots.0.push(kept.as_word());
    for i in 0..100 {
        new_bytes(&mut heap, &mut roots, 64, i);
    }
    heap.collect_minor(&Toy, &mut roots);
    assert_eq!(heap.stats().bytes_promoted, node_size(1) as u64);
    assert_eq!(heap.stats().old_bytes_in_use, old_footprint(node_size(1)) as u64, "one 32-byte slot");
}

#[test]
fn old_references_are_left_untouched() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    let node = new_node(&mut heap, &mut roots, &[Init::Int(1)]);
    roots.0.push(node.as_word());
    heap.collect_minor(&Toy, &mut roots);
    let promoted = heap.stats().bytes_promoted;
    let old = roots.0[0];
    heap.collect_minor(&Toy, &mut roots);
    assert_eq!(roots.0[0], old);
    assert_eq!(heap.stats().bytes_promoted, promoted, "nothing copied twice");
}

#[test]
fn remembered_old_object_keeps_young_object_alive_and_is_updated() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    let holder = new_node(&mut heap, &mut roots, &[Init::None]);
    roots.0.push(holder.as_word());
    heap.collect_minor(&Toy, &mut roots);
    let holder = obj(roots.0[0]);

    let young = new_node(&mut heap, &mut roots, &[Init::Int(42)]);
    store(&mut heap, holder, 0, young.as_word());
    assert_eq!(heap.remembered_len(), 1);
    heap.verify_heap(&Toy).unwrap();
    heap.collect_minor(&Toy, &mut roots);

    let moved = obj(field(holder, 0));
    assert!(heap.is_old(moved) && moved != young);
    assert_eq!(field(moved, 0), int(42));
    assert_eq!(heap.remembered_len(), 0);
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn track_young_ptrs_toggles() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    let direct = new_old_node(&mut heap, &roots, &[Init::None]);
    assert_eq!(heap.remembered_len(), 1, "direct old allocations start remembered");
    assert_eq!(flags(direct), 0);
    heap.write_barrier(direct);
    assert_eq!(heap.remembered_len(), 1, "already remembered: barrier does nothing");

    heap.collect_minor(&Toy, &mut roots);
    assert_eq!(flags(direct), OLD | TRACK_YOUNG_PTRS);
    assert_eq!(heap.remembered_len(), 0);

    heap.write_barrier(direct);
    assert_eq!(flags(direct), OLD);
    assert_eq!(heap.remembered_len(), 1);
    heap.write_barrier(direct);
    assert_eq!(heap.remembered_len(), 1, "recorded once");

    let young = new_node(&mut heap, &mut roots, &[Init::None]);
    heap.write_barrier(young);
    assert_eq!(heap.remembered_len(), 1, "young objects are never recorded");
    assert_eq!(flags(young), 0);

    heap.collect_minor(&Toy, &mut roots);
    assert_eq!(flags(direct), OLD | TRACK_YOUNG_PTRS);
    assert_eq!(heap.remembered_len(), 0);
    assert_eq!(heap.stats().remembered_max, 1);
}

#[test]
fn large_objects_go_directly_to_old_space() {
    let mut heap = small_heap();
    assert_eq!(heap.large_object_threshold(), 16 << 10);
    let mut roots = Roots::default();
    let young = new_node(&mut heap, &mut roots, &[Init::Int(3)]);
    roots.0.push(young.as_word());
    let n = heap.large_object_threshold() / 8; // node_size(n) > threshold
    let fields: Vec<Init> = (0..n).map(|i| if i == 0 { Init::Root(0) } else { Init::Int(i as i64) }).collect();
    let large = new_node(&mut heap, &mut roots, &fields);
    assert!(heap.is_old(large));
    assert_eq!(heap.stats().minor_collections, 0, "no collection for a large object");
    assert_eq!(heap.remembered_len(), 1);
    roots.0.push(large.as_word());
    heap.verify_heap(&Toy).unwrap();

    heap.collect_minor(&Toy, &mut roots);
    assert_eq!(roots.0[1], large.as_word(), "large objects do not move");
    assert_eq!(field(large, 0), roots.0[0], "its young field (stored without barrier) was updated");
    assert_eq!(field(obj(roots.0[0]), 0), int(3));
    assert_eq!(field(large, n - 1), int(n as i64 - 1));
    assert_eq!(heap.stats().bytes_promoted, node_size(1) as u64);

    let huge = heap.collect_and_reserve(2 << 20, &Toy, &mut roots);
    assert!(heap.is_old(huge) && word(huge, 0) == 0, "huge objects get zeroed memory of their own");
    set_word(huge, 0, make_header(NODE, 0));
    set_word(huge, 1, ((2 << 20) - 16) / 8); // the other fields stay 0: not references
    set_word(huge, 2, roots.0[1]);
    heap.verify_heap(&Toy).unwrap();
    assert_eq!(heap.stats().old_bytes_reserved, (POOL_SIZE + node_size(n) + (2 << 20)) as u64, "one pool, two large objects");
}

#[test]
fn large_objects_count_as_nursery_allocation() {
    // A program that makes nothing but large objects and drops each one:
    // every nursery's worth of them runs a minor collection, whose major
    // progress frees them, so old space stays a few nurseries large.
    let mut heap = small_heap();
    let mut roots = Roots::default();
    let size = 2 * heap.large_object_threshold(); // two of them fill the 64 KiB nursery
    for _ in 0..2000 {
        new_bytes(&mut heap, &mut roots, size, 7);
    }
    let stats = heap.stats();
    assert!((900..=1000).contains(&stats.minor_collections), "one per two: {}", stats.minor_collections);
    assert!(stats.major_collections > 0, "large garbage started major cycles");
    assert!(stats.old_bytes_in_use < 64 * (64 << 10), "old space stayed small: {} bytes", stats.old_bytes_in_use);
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn stress_mode_collects_at_every_allocation() {
    let mut heap = Heap::new(GcConfig { stress: true, ..config(64 << 10) });
    let mut roots = Roots::default();
    assert!(heap.try_alloc(16).is_none(), "the fast path always fails");
    for i in 0..50 {
        let node = new_node(&mut heap, &mut roots, &[Init::Int(i), Init::None]);
        if let Some(&prev) = roots.0.last() {
            store(&mut heap, node, 1, prev);
        }
        roots.0.push(node.as_word());
        // SAFETY: the bounds live as long as the heap.
        let bounds = unsafe { &*heap.nursery_bounds() };
        assert_eq!(bounds.free, bounds.top.load(std::sync::atomic::Ordering::Relaxed));
    }
    assert_eq!(heap.stats().minor_collections, 50);
    assert!(heap.try_alloc(16).is_none());
    // Walk the chain from the last node back to the first.
    let mut cur = *roots.0.last().unwrap();
    for i in (0..50).rev() {
        assert_eq!(field(obj(cur), 0), int(i));
        cur = field(obj(cur), 1);
    }
    assert_eq!(cur, NONE);
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn fast_path_bumps_until_full_then_slow_path_collects() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    let bounds = heap.nursery_bounds();
    let (start, end) = heap.nursery_range();
    let first = heap.try_alloc(32).unwrap();
    assert_eq!(first, start);
    // SAFETY: the bounds live as long as the heap.
    assert_eq!(unsafe { (*bounds).free }, start.as_usize() + 32);
    init_node(first, &[Init::None, Init::None], &roots);
    let mut count = 1;
    while let Some(o) = heap.try_alloc(32) {
        init_node(o, &[Init::Int(count), Init::None], &roots);
        count += 1;
    }
    assert_eq!(count as usize, end.offset_from(start) / 32);
    assert_eq!(heap.bytes_allocated(), (end.offset_from(start)) as u64);
    let next = heap.collect_and_reserve(32, &Toy, &mut roots);
    assert_eq!(next, start, "the nursery was emptied");
    assert_eq!(heap.nursery_bounds(), bounds, "the bounds never move");
    assert_eq!(heap.stats().bytes_promoted, 0);
    assert_eq!(heap.stats().bytes_allocated, end.offset_from(start) as u64);
    assert_eq!(heap.bytes_allocated(), end.offset_from(start) as u64 + 32);
}

#[test]
fn stats_count_allocations_and_pauses() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    new_node(&mut heap, &mut roots, &[Init::None]);
    new_old_node(&mut heap, &roots, &[Init::None; 3]);
    assert_eq!(heap.bytes_allocated(), (node_size(1) + node_size(3)) as u64);
    assert_eq!(heap.stats().old_bytes_in_use, old_footprint(node_size(3)) as u64, "a 48-byte slot");
    assert_eq!(heap.stats().old_bytes_reserved, POOL_SIZE as u64, "one pool");
    heap.collect_minor(&Toy, &mut roots);
    let stats = heap.stats();
    assert_eq!(stats.bytes_allocated, (node_size(1) + node_size(3)) as u64);
    assert_eq!(heap.bytes_allocated(), stats.bytes_allocated);
    assert!(stats.max_pause_ns > 0 && stats.total_pause_ns >= stats.max_pause_ns);
    assert_eq!(stats.mean_pause_ns(), stats.total_pause_ns);
}

#[test]
fn type_counts_cover_nursery_and_direct_old_objects() {
    let mut heap = Heap::new(GcConfig { count_types: true, ..config(64 << 10) });
    let mut roots = Roots::default();
    for _ in 0..3 {
        new_node(&mut heap, &mut roots, &[Init::Int(1)]);
    }
    new_bytes(&mut heap, &mut roots, 5, 0);
    new_old_node(&mut heap, &roots, &[Init::None, Init::None]);
    heap.count_nursery_types(&Toy);
    assert_eq!(heap.stats().type_counts[&NODE], (4, 3 * 24 + 32));
    assert_eq!(heap.stats().type_counts[&BYTES], (1, 24));
    heap.count_nursery_types(&Toy);
    assert_eq!(heap.stats().type_counts[&NODE], (4, 3 * 24 + 32), "counting twice counts nothing new");
    new_node(&mut heap, &mut roots, &[]);
    heap.collect_minor(&Toy, &mut roots);
    assert_eq!(heap.stats().type_counts[&NODE], (5, 3 * 24 + 32 + 16), "a collection counts first");
    let total: u64 = heap.stats().type_counts.values().map(|&(_, bytes)| bytes).sum();
    assert_eq!(total, heap.bytes_allocated());
}

#[test]
fn type_counting_is_off_by_default() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    new_node(&mut heap, &mut roots, &[Init::Int(1)]);
    heap.count_nursery_types(&Toy);
    heap.collect_minor(&Toy, &mut roots);
    assert!(heap.stats().type_counts.is_empty());
}

#[test]
fn header_accessors_round_trip() {
    let h = make_header(0xfedc_ba98, 0x12_3456);
    assert_eq!(type_id(h), 0xfedc_ba98);
    assert_eq!(vm_bits(h), 0x12_3456);
    assert_eq!(h & header::GC_FLAGS_MASK, 0);
    let flagged = h | OLD | TRACK_YOUNG_PTRS;
    let rehashed = header::with_vm_bits(flagged, 0xff_ffff);
    assert_eq!((type_id(rehashed), vm_bits(rehashed)), (0xfedc_ba98, 0xff_ffff));
    assert!(header::has(rehashed, OLD | TRACK_YOUNG_PTRS));
    let retyped = header::with_type_id(rehashed, 7);
    assert_eq!((type_id(retyped), vm_bits(retyped)), (7, 0xff_ffff));
    assert!(header::has(retyped, OLD | TRACK_YOUNG_PTRS));
}
