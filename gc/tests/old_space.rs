//! Old space: size classes, pool masking, free lists, pool and arena release, large objects.

mod common;

use common::*;
use gc::old_space::{
    old_footprint, size_class, slot_size, ARENA_SIZE, POOLS_PER_ARENA, POOL_HEADER_SIZE, POOL_SIZE, SMALL_OBJECT_LIMIT,
};
use gc::{Address, GcConfig, Heap, OldLocation};

/// Slots of 1024 bytes in one pool.
const KIB_SLOTS_PER_POOL: usize = (POOL_SIZE - POOL_HEADER_SIZE) / 1024;

fn heap() -> Heap {
    Heap::new(manual_major_config(64 << 10))
}

fn slot_info(heap: &Heap, addr: Address) -> (Address, Address, usize, bool) {
    match heap.old_location(addr) {
        Some(OldLocation::Slot { pool, slot, slot_size, allocated, .. }) => (pool, slot, slot_size, allocated),
        other => panic!("{addr} is not in a pool slot: {other:?}"),
    }
}

#[test]
fn sizes_round_up_to_16_byte_classes() {
    assert_eq!(size_class(16), Some(0));
    assert_eq!(size_class(24), Some(1));
    assert_eq!(size_class(32), Some(1));
    assert_eq!(size_class(1024), Some(63));
    assert_eq!(size_class(1032), None);
    assert_eq!((slot_size(0), slot_size(1), slot_size(63)), (16, 32, 1024));
    assert_eq!((old_footprint(24), old_footprint(1024), old_footprint(1032)), (32, 1024, 1032));

    let mut heap = heap();
    let mut expected_bytes = 0;
    for size in (16..=SMALL_OBJECT_LIMIT).step_by(8) {
        let obj = new_old_bytes(&mut heap, size);
        let (pool, slot, got, allocated) = slot_info(&heap, obj);
        assert_eq!(got, size.div_ceil(16) * 16, "size {size}");
        assert!(allocated && slot == obj && pool.is_aligned(POOL_SIZE));
        expected_bytes += got;
    }
    let large = new_old_bytes(&mut heap, SMALL_OBJECT_LIMIT + 8);
    assert_eq!(heap.old_location(large), Some(OldLocation::Large { start: large, size: SMALL_OBJECT_LIMIT + 8 }));
    expected_bytes += SMALL_OBJECT_LIMIT + 8;
    assert_eq!(heap.stats().old_bytes_in_use, expected_bytes as u64);
    assert_eq!(heap.stats().large_objects, 1);
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn the_pool_header_is_found_by_masking_any_address_of_a_slot() {
    let mut heap = heap();
    let objects: Vec<Address> = (0..1000).map(|_| new_old_bytes(&mut heap, 48)).collect();
    let per_pool = (POOL_SIZE - POOL_HEADER_SIZE) / 48;
    for (i, &obj) in objects.iter().enumerate() {
        for offset in [0, 8, 40, 47] {
            let (pool, slot, size, allocated) = slot_info(&heap, obj.add(offset));
            assert_eq!(pool, obj.align_down(POOL_SIZE), "object {i} + {offset}");
            assert_eq!((slot, size, allocated), (obj, 48, true));
        }
        assert_eq!(obj.offset_from(obj.align_down(POOL_SIZE)) % 48, POOL_HEADER_SIZE % 48, "slots follow the header");
    }
    let pools: std::collections::BTreeSet<Address> = objects.iter().map(|o| o.align_down(POOL_SIZE)).collect();
    assert_eq!(pools.len(), 1000usize.div_ceil(per_pool));
    assert_eq!(heap.stats().pools_in_use, pools.len() as u64);
    assert_eq!(heap.old_location(objects[0].align_down(POOL_SIZE)), Some(OldLocation::Unused), "the header is no slot");
}

#[test]
fn freed_slots_are_reused_from_the_free_list() {
    let mut heap = heap();
    let mut roots = Roots::default();
    let a = new_old_node(&mut heap, &roots, &[Init::Int(1)]);
    let b = new_old_node(&mut heap, &roots, &[Init::Int(2)]);
    let c = new_old_node(&mut heap, &roots, &[Init::Int(3)]);
    roots.0.extend([a.as_word(), c.as_word()]);
    heap.collect_full(&Toy, &mut roots);
    assert!(is_allocated_old(&heap, a) && is_allocated_old(&heap, c));
    assert!(!is_allocated_old(&heap, b), "b was unreachable");
    assert_eq!(word(b, 0), 0, "a freed slot has header 0");
    assert_eq!(heap.stats().old_bytes_in_use, 2 * old_footprint(node_size(1)) as u64);
    heap.verify_heap(&Toy).unwrap();

    let again = heap.alloc_old(node_size(1));
    assert_eq!(again, b, "the freed slot is reused first");
    assert_eq!((word(again, 0), word(again, 1), word(again, 2)), (0, 0, 0), "and handed out zeroed");
    init_node(again, &[Init::Int(4)], &roots);
    let next = heap.alloc_old(node_size(1));
    assert_eq!(next, c.add(old_footprint(node_size(1))), "then the pool bumps on");
    init_node(next, &[], &roots);
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn empty_pools_are_released_and_reused() {
    let mut heap = heap();
    let mut roots = Roots::default();
    let keep = new_old_node(&mut heap, &roots, &[Init::Int(7)]);
    roots.0.push(keep.as_word());
    let garbage: Vec<Address> = (0..3 * KIB_SLOTS_PER_POOL).map(|_| new_old_bytes(&mut heap, 1024)).collect();
    let first_pool = garbage[0].align_down(POOL_SIZE);
    assert_eq!(heap.stats().pools_in_use, 4);
    assert_eq!(heap.stats().old_bytes_reserved, 4 * POOL_SIZE as u64);
    for &g in &garbage {
        set_word(g, 2, 0x5555); // dirty the pages
    }

    heap.collect_full(&Toy, &mut roots);
    let stats = heap.stats();
    assert_eq!(stats.pools_in_use, 1, "the three emptied pools went back to their arena");
    assert_eq!(stats.pools_released, 3, "and their pages to the kernel");
    assert_eq!(stats.old_bytes_reserved, POOL_SIZE as u64);
    assert_eq!(stats.old_bytes_in_use, old_footprint(node_size(1)) as u64);
    assert_eq!(heap.old_location(first_pool.add(POOL_HEADER_SIZE)), Some(OldLocation::Unused));

    let reused = new_old_bytes(&mut heap, 1024);
    assert_eq!(reused.align_down(POOL_SIZE), first_pool, "the lowest free pool is taken again");
    assert_eq!(word(reused, 2), 0, "released pages read as zeros");
    assert_eq!(heap.stats().arenas_mapped, 1, "no new arena was needed");
    assert_eq!(heap.stats().pools_in_use, 2);
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn freed_pools_stay_resident_up_to_the_limit_and_are_reused_zeroed() {
    let mut heap = Heap::new(GcConfig { resident_free_pools: 2, ..manual_major_config(64 << 10) });
    let mut roots = Roots::default();
    let keep = new_old_node(&mut heap, &roots, &[Init::Int(7)]);
    roots.0.push(keep.as_word());
    let garbage: Vec<Address> = (0..3 * KIB_SLOTS_PER_POOL).map(|_| new_old_bytes(&mut heap, 1024)).collect();
    let first_pool = garbage[0].align_down(POOL_SIZE);
    for &g in &garbage {
        set_word(g, 2, 0x5555); // dirty the pages
    }

    heap.collect_full(&Toy, &mut roots);
    let stats = heap.stats();
    assert_eq!(stats.pools_in_use, 1, "the three emptied pools went back to their arena");
    assert_eq!(stats.pools_released, 1, "two stayed resident, the third's pages went to the kernel");
    assert_eq!(stats.old_bytes_reserved, 3 * POOL_SIZE as u64, "the resident ones still count");

    let reused = new_old_bytes(&mut heap, 1024);
    assert_eq!(reused.align_down(POOL_SIZE), first_pool, "the lowest free pool is taken again");
    assert_eq!(word(reused, 2), 0, "a resident pool reads as zeros too");
    assert_eq!(heap.stats().old_bytes_reserved, 3 * POOL_SIZE as u64, "two in use, one resident");
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn empty_arenas_are_unmapped_except_one_spare() {
    let mut heap = heap();
    let mut roots = Roots::default();
    for _ in 0..3 * POOLS_PER_ARENA * KIB_SLOTS_PER_POOL {
        new_old_bytes(&mut heap, 1024);
    }
    let stats = heap.stats();
    assert_eq!((stats.arenas_mapped, stats.arenas_in_use, stats.arenas_spare), (3, 3, 0));
    assert_eq!(stats.old_bytes_mapped, 3 * ARENA_SIZE as u64);

    heap.collect_full(&Toy, &mut roots);
    let stats = heap.stats();
    assert_eq!(stats.arenas_in_use, 0);
    assert_eq!(stats.arenas_spare, 1, "one empty arena is kept");
    assert_eq!(stats.arenas_released, 2, "the others are unmapped");
    assert_eq!((stats.pools_in_use, stats.old_bytes_in_use, stats.old_bytes_reserved), (0, 0, 0));
    assert_eq!(stats.old_bytes_mapped, ARENA_SIZE as u64);

    let obj = new_old_node(&mut heap, &roots, &[]);
    roots.0.push(obj.as_word());
    let stats = heap.stats();
    assert_eq!((stats.arenas_mapped, stats.arenas_in_use, stats.arenas_spare), (3, 1, 0), "the spare is used first");
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn resident_pools_of_an_unmapped_arena_stop_counting() {
    let mut heap = Heap::new(GcConfig { resident_free_pools: 1000, ..manual_major_config(64 << 10) });
    let mut roots = Roots::default();
    for _ in 0..3 * POOLS_PER_ARENA * KIB_SLOTS_PER_POOL {
        new_old_bytes(&mut heap, 1024);
    }
    heap.collect_full(&Toy, &mut roots);
    let stats = heap.stats();
    assert_eq!((stats.arenas_spare, stats.arenas_released, stats.pools_released), (1, 2, 0));
    assert_eq!(stats.old_bytes_reserved, (POOLS_PER_ARENA * POOL_SIZE) as u64, "only the spare's pools are still resident");
    let obj = new_old_node(&mut heap, &roots, &[]);
    roots.0.push(obj.as_word());
    assert_eq!(heap.stats().old_bytes_reserved, (POOLS_PER_ARENA * POOL_SIZE) as u64, "one taken from them, in use now");
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn oscillating_at_an_arena_boundary_does_not_map_and_unmap_in_a_loop() {
    let mut heap = heap();
    let mut roots = Roots::default();
    for _ in 0..POOLS_PER_ARENA * KIB_SLOTS_PER_POOL {
        roots.0.push(new_old_bytes(&mut heap, 1024).as_word()); // exactly one full arena, alive
    }
    assert_eq!(heap.stats().arenas_mapped, 1);
    for round in 0..20 {
        for _ in 0..KIB_SLOTS_PER_POOL {
            new_old_bytes(&mut heap, 1024); // one more pool: needs a second arena
        }
        assert_eq!(heap.stats().arenas_in_use, 2, "round {round}");
        heap.collect_full(&Toy, &mut roots); // frees it again
        assert_eq!((heap.stats().arenas_in_use, heap.stats().arenas_spare), (1, 1), "round {round}");
    }
    let stats = heap.stats();
    assert_eq!(stats.arenas_mapped, 2, "the second arena was mapped once and kept as the spare");
    assert_eq!(stats.arenas_released, 0);
    assert_eq!(stats.pools_released, 20, "its pool's pages were released each time");
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn large_objects_are_freed_when_unreachable() {
    let mut heap = heap();
    let mut roots = Roots::default();
    let sizes = [1032, 5000, 64 << 10, 1 << 20];
    let objects: Vec<Address> = sizes.iter().map(|&s| new_old_bytes(&mut heap, s)).collect();
    assert_eq!(heap.stats().large_objects, 4);
    assert_eq!(heap.stats().large_bytes, sizes.iter().sum::<usize>() as u64);
    roots.0.push(objects[1].as_word());
    let holder = new_old_node(&mut heap, &roots, &[Init::Root(0)]);
    roots.0[0] = holder.as_word(); // objects[1] now reachable only through holder

    heap.collect_full(&Toy, &mut roots);
    let stats = heap.stats();
    assert_eq!((stats.large_objects, stats.large_bytes), (1, 5000));
    assert!(is_allocated_old(&heap, objects[1]));
    for i in [0, 2, 3] {
        assert!(heap.old_location(objects[i]).is_none(), "large object {i} was freed");
    }
    assert_eq!(stats.old_bytes_in_use, (5000 + old_footprint(node_size(1))) as u64);
    assert_eq!(stats.major_objects_freed, 3);
    heap.verify_heap(&Toy).unwrap();
}
