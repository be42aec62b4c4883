//! The verifiers catch VM bugs: a missed barrier, a bad header, a bad root.

mod common;

use common::*;
use gc::ObjectModel;

/// A heap with one old node (one field) held by root 0.
fn heap_with_old_node() -> (gc::Heap, Roots) {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    let node = new_node(&mut heap, &mut roots, &[Init::None]);
    roots.0.push(node.as_word());
    heap.collect_minor(&Toy, &mut roots);
    (heap, roots)
}

#[test]
fn a_healthy_heap_verifies() {
    let (mut heap, mut roots) = heap_with_old_node();
    let young = new_node(&mut heap, &mut roots, &[Init::Root(0)]);
    roots.0.push(young.as_word());
    store(&mut heap, obj(roots.0[0]), 0, young.as_word());
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn a_missed_write_barrier_is_reported() {
    let (mut heap, mut roots) = heap_with_old_node();
    let young = new_node(&mut heap, &mut roots, &[Init::None]);
    set_word(obj(roots.0[0]), 2, young.as_word()); // no barrier
    let err = heap.verify_heap(&Toy).unwrap_err();
    assert!(err.contains("missed write barrier"), "{err}");
}

#[test]
fn a_bad_header_is_reported() {
    let (heap, roots) = heap_with_old_node();
    set_word(obj(roots.0[0]), 0, gc::header::make_header(77, 0));
    let err = heap.verify_heap(&Toy).unwrap_err();
    assert!(err.contains("invalid header"), "{err}");
}

#[test]
fn a_dangling_field_is_reported() {
    let (mut heap, mut roots) = heap_with_old_node();
    let young = new_node(&mut heap, &mut roots, &[Init::None]);
    store(&mut heap, obj(roots.0[0]), 0, young.add(8).as_word()); // interior pointer
    let err = heap.verify_heap(&Toy).unwrap_err();
    assert!(err.contains("which is no object"), "{err}");
}

#[test]
#[should_panic(expected = "pith-gc verify after minor collection #2: root slot")]
fn a_root_to_the_middle_of_an_object_panics_after_collection() {
    let (mut heap, mut roots) = heap_with_old_node();
    roots.0.push(obj(roots.0[0]).add(16).as_word()); // points at field 0 (None), not a header
    heap.collect_minor(&Toy, &mut roots);
}

#[test]
#[should_panic(expected = "points outside the heap")]
fn a_root_outside_the_heap_panics_after_collection() {
    let (mut heap, mut roots) = heap_with_old_node();
    let elsewhere = Box::new([0u64; 2]);
    roots.0.push(gc::Address::from_ptr(elsewhere.as_ptr()).as_word());
    heap.collect_minor(&Toy, &mut roots);
}

#[test]
fn verification_is_off_without_verify() {
    let mut heap = gc::Heap::new(gc::GcConfig { verify: false, ..config(64 << 10) });
    let mut roots = Roots(vec![0x10]); // an aligned word that is no object, outside the heap
    heap.collect_minor(&Toy, &mut roots);
    assert_eq!(roots.0[0], 0x10, "references outside the nursery are left alone");
}

#[test]
fn a_reference_to_a_freed_slot_is_reported() {
    let mut heap = gc::Heap::new(manual_major_config(64 << 10));
    let mut roots = Roots::default();
    let holder = new_old_node(&mut heap, &roots, &[Init::None]);
    roots.0.push(holder.as_word());
    let victim = new_old_node(&mut heap, &roots, &[Init::Int(5)]);
    heap.collect_full(&Toy, &mut roots);
    assert!(!is_allocated_old(&heap, victim));
    set_word(holder, 2, victim.as_word()); // a dangling reference (no barrier either: old -> old)
    let err = heap.verify_heap(&Toy).unwrap_err();
    assert!(err.contains("freed slot"), "{err}");
}

#[test]
#[should_panic(expected = "pith-gc verify after major step")]
fn a_root_to_a_freed_object_panics_after_the_next_major_step() {
    let mut heap = gc::Heap::new(manual_major_config(64 << 10));
    let mut roots = Roots::default();
    let victim = new_old_node(&mut heap, &roots, &[Init::Int(5)]);
    heap.collect_full(&Toy, &mut roots);
    roots.0.push(victim.as_word()); // the VM kept a reference the GC never saw
    heap.major_step(&Toy, &mut roots);
}

#[test]
fn freed_slots_are_poisoned_in_verify_mode() {
    let mut heap = gc::Heap::new(manual_major_config(64 << 10));
    let mut roots = Roots::default();
    let victim = new_old_node(&mut heap, &roots, &[Init::Int(5), Init::Int(6)]);
    heap.collect_full(&Toy, &mut roots);
    assert_eq!(word(victim, 0), 0, "header 0: a freed slot");
    assert_ne!(word(victim, 2), int(5), "the old contents are overwritten");
    assert!(!Toy.header_is_valid(word(victim, 2)), "the poison is no valid header");
}
