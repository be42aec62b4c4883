//! Weak holders: their slots follow moved objects, are cleared when their
//! objects die (at minor collections and when marking finishes), and the
//! holders that lost a slot are listed once for the VM.

mod common;

use common::*;
use gc::{Heap, StepBudget};

/// Root `i` as an address.
fn root(roots: &Roots, i: usize) -> gc::Address {
    obj(roots.0[i])
}

#[test]
fn a_young_referent_that_dies_is_cleared_at_the_minor_collection() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    let target = new_node(&mut heap, &mut roots, &[Init::Int(1)]);
    roots.0.push(target.as_word());
    let holder = new_weak(&mut heap, &mut roots, [Init::Root(0), Init::Int(5)]);
    roots.0[0] = holder.as_word();
    heap.collect_minor(&Toy, &mut roots);
    let holder = root(&roots, 0);
    assert_eq!(word(holder, 1), 0, "the dead referent's slot is cleared");
    assert_eq!(word(holder, 2), int(5), "a slot holding no reference is left alone");
    assert!(heap.has_cleared_weak());
    assert_eq!(heap.take_cleared_weak(), vec![holder]);
    assert!(!heap.has_cleared_weak(), "taking the list empties it");
    assert_eq!(heap.stats().weak_slots_cleared, 1);
}

#[test]
fn a_young_referent_that_survives_is_followed_to_its_new_address() {
    let mut heap = small_heap();
    let mut roots = Roots::default();
    let target = new_node(&mut heap, &mut roots, &[Init::Int(42)]);
    roots.0.push(target.as_word());
    let holder = new_weak(&mut heap, &mut roots, [Init::Root(0), Init::Root(0)]);
    roots.0.push(holder.as_word());
    heap.collect_minor(&Toy, &mut roots);
    let (target, holder) = (root(&roots, 0), root(&roots, 1));
    assert!(heap.is_old(target));
    assert_eq!([word(holder, 1), word(holder, 2)], [target.as_word(); 2]);
    assert!(!heap.has_cleared_weak());
    // Later collections leave it alone.
    heap.collect_minor(&Toy, &mut roots);
    heap.collect_full(&Toy, &mut roots);
    assert_eq!(word(root(&roots, 1), 1), root(&roots, 0).as_word());
    assert!(!heap.has_cleared_weak());
}

#[test]
fn a_holder_never_keeps_its_referent_alive_in_old_space() {
    let mut heap = Heap::new(manual_major_config(64 << 10));
    let mut roots = Roots::default();
    let target = new_node(&mut heap, &mut roots, &[Init::Int(1)]);
    roots.0.push(target.as_word());
    let holder = new_weak(&mut heap, &mut roots, [Init::Root(0), Init::None]);
    roots.0.push(holder.as_word());
    heap.collect_minor(&Toy, &mut roots);
    let old_target = root(&roots, 0);
    assert_eq!(word(root(&roots, 1), 1), old_target.as_word());
    roots.0[0] = int(0);
    heap.collect_full(&Toy, &mut roots);
    let holder = root(&roots, 1);
    assert_eq!(word(holder, 1), 0, "cleared when marking found the referent unmarked");
    assert!(!is_allocated_old(&heap, old_target), "and the referent was freed");
    assert_eq!(heap.take_cleared_weak(), vec![holder]);
}

#[test]
fn a_dead_holder_is_forgotten_and_never_listed() {
    let mut heap = Heap::new(manual_major_config(64 << 10));
    let mut roots = Roots::default();
    let target = new_node(&mut heap, &mut roots, &[Init::Int(1)]);
    roots.0.push(target.as_word());
    new_weak(&mut heap, &mut roots, [Init::Root(0), Init::None]);
    heap.collect_minor(&Toy, &mut roots);
    assert_eq!(heap.weak_holders().count(), 0, "a holder no one copied is dropped");

    // A holder cleared at a minor collection that dies before the VM takes it.
    let young = new_node(&mut heap, &mut roots, &[Init::Int(2)]);
    roots.0.push(young.as_word());
    let holder = new_weak(&mut heap, &mut roots, [Init::Root(1), Init::None]);
    roots.0[1] = holder.as_word();
    heap.collect_minor(&Toy, &mut roots);
    assert!(heap.has_cleared_weak());
    roots.0[1] = int(0);
    heap.collect_full(&Toy, &mut roots);
    assert!(!heap.has_cleared_weak(), "marking dropped the dead holder from the list");
    assert_eq!(heap.weak_holders().count(), 0);
    assert!(is_allocated_old(&heap, root(&roots, 0)), "the strongly held target lives on");
}

#[test]
fn a_referent_taken_during_marking_survives_the_cycle() {
    let mut heap = Heap::new(manual_major_config(64 << 10));
    heap.set_major_step_budget(Some(StepBudget { mark_bytes: 8, sweep_units: 1 }));
    let mut roots = Roots::default();
    // Enough reachable objects that marking takes several steps.
    for i in 0..64 {
        let n = new_node(&mut heap, &mut roots, &[Init::Int(i)]);
        roots.0.push(n.as_word());
    }
    let target = new_node(&mut heap, &mut roots, &[Init::Int(7)]);
    roots.0.push(target.as_word());
    let holder = new_weak(&mut heap, &mut roots, [Init::Root(64), Init::None]);
    roots.0.push(holder.as_word());
    heap.collect_minor(&Toy, &mut roots);
    let target = root(&roots, 64);
    roots.0[64] = int(0);
    assert!(!heap.major_step(&Toy, &mut roots));
    assert!(heap.major_in_progress() && heap.major_phase() == gc::MajorPhase::Marking);
    heap.weak_referent_taken(target);
    while !heap.major_step(&Toy, &mut roots) {}
    assert_eq!(word(root(&roots, 65), 1), target.as_word(), "shaded, so not cleared by this cycle");
    assert!(is_allocated_old(&heap, target));
    heap.set_major_step_budget(None);
    heap.collect_full(&Toy, &mut roots);
    assert_eq!(word(root(&roots, 65), 1), 0, "the next cycle clears it");
    assert!(!is_allocated_old(&heap, target));
}

#[test]
fn stress_mode_keeps_every_live_referent_and_clears_every_dead_one() {
    let mut heap = Heap::new(gc::GcConfig { stress: true, ..config(64 << 10) });
    let mut roots = Roots::default();
    // Each round roots a holder and its referent; even rounds then root a
    // node holding the referent instead, odd rounds drop the referent.
    let n: usize = 400;
    for i in 0..n {
        let t = new_node(&mut heap, &mut roots, &[Init::Int(i as i64)]);
        roots.0.push(t.as_word());
        let at = roots.0.len() - 1;
        let h = new_weak(&mut heap, &mut roots, [Init::Root(at), Init::None]);
        roots.0.push(h.as_word());
        roots.0[at] = if i % 2 == 0 { new_node(&mut heap, &mut roots, &[Init::Root(at)]).as_word() } else { int(0) };
    }
    heap.collect_full(&Toy, &mut roots);
    let (mut live, mut cleared) = (0, 0);
    for (i, pair) in roots.0.chunks(2).enumerate() {
        let (keeper, holder) = (pair[0], obj(pair[1]));
        match word(holder, 1) {
            0 => {
                assert!(i % 2 == 1, "holder {i}'s referent is alive but was cleared");
                cleared += 1;
            }
            t => {
                assert_eq!(t, field(obj(keeper), 0), "holder {i} follows its referent");
                live += 1;
            }
        }
    }
    assert_eq!((live, cleared), (n / 2, n / 2));
    let mut listed = heap.take_cleared_weak();
    listed.sort_by_key(|a| a.as_word());
    listed.dedup();
    assert_eq!(listed.len(), n / 2, "each cleared holder is listed once");
    assert_eq!(heap.weak_holders().count(), n);
}
