//! The incremental major collector: full cycles, immortals, incremental marking
//! with mutation between steps, objects born during a cycle, triggering, stats.

mod common;

use common::*;
use gc::old_space::old_footprint;
use gc::{Address, GcConfig, Heap, MajorPhase, StepBudget};

/// One object traced per marking step, one pool (or large object) per sweep step.
const TINY: StepBudget = StepBudget { mark_bytes: 1, sweep_units: 1 };

fn manual_heap() -> Heap {
    let mut heap = Heap::new(manual_major_config(64 << 10));
    heap.set_major_step_budget(Some(TINY));
    heap
}

/// Run `major_step` until the cycle in progress finishes; returns the number of steps.
fn finish_cycle(heap: &mut Heap, roots: &mut Roots) -> usize {
    for steps in 1..100_000 {
        if heap.major_step(&Toy, roots) {
            assert!(!heap.major_in_progress());
            heap.verify_heap(&Toy).unwrap();
            return steps;
        }
        heap.verify_heap(&Toy).unwrap();
    }
    panic!("the cycle did not finish");
}

#[test]
fn a_full_collection_frees_unreachable_objects_and_keeps_reachable_ones() {
    let mut heap = manual_heap();
    let mut roots = Roots::default();
    // a <-> b, rooted; c <-> d, rooted for now; e -> f, rooted.
    let a = new_node(&mut heap, &mut roots, &[Init::Int(1), Init::None]);
    roots.0.push(a.as_word());
    let b = new_node(&mut heap, &mut roots, &[Init::Int(2), Init::Root(0)]);
    store(&mut heap, a, 1, b.as_word());
    let c = new_node(&mut heap, &mut roots, &[Init::Int(3), Init::None]);
    roots.0.push(c.as_word());
    let d = new_node(&mut heap, &mut roots, &[Init::Int(4), Init::Root(1)]);
    store(&mut heap, c, 1, d.as_word());
    let f = new_bytes(&mut heap, &mut roots, 100, 0xf);
    roots.0.push(f.as_word());
    let e = new_node(&mut heap, &mut roots, &[Init::Int(5), Init::Root(2)]);
    roots.0[2] = e.as_word();
    heap.collect_minor(&Toy, &mut roots);
    let (a, c, e) = (obj(roots.0[0]), obj(roots.0[1]), obj(roots.0[2]));
    let (b, d, f) = (obj(field(a, 1)), obj(field(c, 1)), obj(field(e, 1)));
    let in_use = heap.stats().old_bytes_in_use;
    roots.0.remove(1); // the c <-> d cycle becomes garbage

    heap.collect_full(&Toy, &mut roots);
    assert!(!is_allocated_old(&heap, c) && !is_allocated_old(&heap, d), "the garbage cycle is freed");
    for (o, v) in [(a, 1), (b, 2), (e, 5)] {
        assert!(is_allocated_old(&heap, o));
        assert_eq!(field(o, 0), int(v));
    }
    assert_eq!(field(b, 1), a.as_word(), "the live cycle is intact");
    assert_eq!(word(f, 2), 0xf);
    let freed = 2 * old_footprint(node_size(2)) as u64;
    let stats = heap.stats();
    assert_eq!(stats.old_bytes_in_use, in_use - freed);
    assert_eq!((stats.major_collections, stats.full_collections, stats.major_objects_freed), (1, 1, 2));
    assert_eq!(stats.major_bytes_freed, freed);
    assert_eq!(stats.live_bytes_after_major, stats.old_bytes_in_use);
    assert_eq!(stats.major_steps, 0, "a full collection's steps are not incremental steps");
    assert!(stats.full_max_pause_ns > 0);
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn immortal_objects_and_what_they_reference_survive() {
    let mut heap = manual_heap();
    let mut roots = Roots::default();
    let x = new_old_node(&mut heap, &roots, &[Init::Int(10)]);
    roots.0.push(x.as_word());
    let y = new_node(&mut heap, &mut roots, &[Init::Int(11)]);
    roots.0.push(y.as_word());
    let imm = new_immortal_node(&mut heap, &roots, &[Init::Root(0), Init::Root(1), Init::None]);
    let garbage = new_old_node(&mut heap, &roots, &[Init::Int(12)]);
    roots.0.clear(); // x and y are now reachable only from the immortal
    assert_eq!(heap.immortal_count(), 1);

    for _ in 0..3 {
        heap.collect_full(&Toy, &mut roots);
    }
    assert!(is_allocated_old(&heap, imm) && is_allocated_old(&heap, x));
    assert!(!is_allocated_old(&heap, garbage));
    let y = obj(field(imm, 1));
    assert!(heap.is_old(y) && is_allocated_old(&heap, y), "the young referent was promoted through the remembered set");
    assert_eq!((field(x, 0), field(y, 0)), (int(10), int(11)));

    // A store into the immortal (with the barrier) keeps its new referent alive too.
    let z = new_node(&mut heap, &mut roots, &[Init::Int(13)]);
    store(&mut heap, imm, 2, z.as_word());
    store(&mut heap, imm, 0, NONE);
    heap.collect_full(&Toy, &mut roots);
    assert!(!is_allocated_old(&heap, x), "x lost its last reference");
    assert_eq!(field(obj(field(imm, 2)), 0), int(13));
    heap.verify_heap(&Toy).unwrap();
}

/// Roots `[a]`, with old objects a -> d -> c, and one marking step done: a is
/// black, d gray, c white.
fn marking_in_progress() -> (Heap, Roots, Address, Address, Address) {
    let mut heap = manual_heap();
    let mut roots = Roots::default();
    let c = new_old_node(&mut heap, &roots, &[Init::Int(3)]);
    roots.0.push(c.as_word());
    let d = new_old_node(&mut heap, &roots, &[Init::Root(0)]);
    roots.0[0] = d.as_word();
    let a = new_old_node(&mut heap, &roots, &[Init::Root(0), Init::None]);
    roots.0[0] = a.as_word();
    assert!(!heap.major_step(&Toy, &mut roots));
    assert_eq!(heap.major_phase(), MajorPhase::Marking);
    assert_eq!(heap.stats().major_steps, 1);
    (heap, roots, a, d, c)
}

#[test]
fn a_barriered_store_into_a_scanned_object_keeps_its_new_referent_alive() {
    let (mut heap, mut roots, a, d, c) = marking_in_progress();
    store(&mut heap, a, 1, c.as_word()); // a is black: the barrier remembers it
    store(&mut heap, d, 0, NONE); // c's only other path is cut before d is traced
    assert_eq!(heap.remembered_len(), 2);
    heap.verify_heap(&Toy).unwrap();
    let steps = finish_cycle(&mut heap, &mut roots);
    assert!(steps >= 3, "marking and sweeping took several steps ({steps})");
    assert!(is_allocated_old(&heap, c), "c survived through the re-grayed a");
    assert_eq!(field(obj(field(a, 1)), 0), int(3));
    assert_eq!(heap.stats().major_collections, 1);
}

#[test]
fn an_unbarriered_store_into_a_scanned_object_is_caught_by_the_verifier() {
    let (mut heap, _roots, a, d, c) = marking_in_progress();
    set_word(a, 3, c.as_word()); // a.1 = c without the barrier: a VM bug
    store(&mut heap, d, 0, NONE);
    let err = heap.verify_heap(&Toy).unwrap_err();
    assert!(err.contains("points at the unmarked object"), "{err}");
}

#[test]
fn a_root_added_during_marking_is_found_by_the_rescan() {
    let (mut heap, mut roots, _a, d, c) = marking_in_progress();
    roots.0.push(c.as_word()); // roots have no barrier
    store(&mut heap, d, 0, NONE);
    finish_cycle(&mut heap, &mut roots);
    assert!(is_allocated_old(&heap, c));
    assert_eq!(field(c, 0), int(3));
}

#[test]
fn objects_promoted_during_marking_survive_with_their_referents() {
    let (mut heap, mut roots, _a, d, c) = marking_in_progress();
    let y = new_node(&mut heap, &mut roots, &[Init::Int(9), Init::None]);
    roots.0.push(y.as_word());
    store(&mut heap, y, 1, c.as_word()); // y is young: no barrier needed
    store(&mut heap, d, 0, NONE); // c is now reachable only from y
    heap.collect_minor(&Toy, &mut roots); // y is promoted while marking: born marked, gray
    assert_eq!(heap.major_phase(), MajorPhase::Marking, "automatic steps are off");
    let y = obj(roots.0[1]);
    assert!(heap.is_old(y));
    finish_cycle(&mut heap, &mut roots);
    assert!(is_allocated_old(&heap, y) && is_allocated_old(&heap, c));
    assert_eq!(field(obj(field(y, 1)), 0), int(3));
}

#[test]
fn objects_born_during_sweeping_survive() {
    let mut heap = manual_heap();
    let mut roots = Roots::default();
    let keep = new_old_node(&mut heap, &roots, &[Init::Int(1), Init::None]);
    roots.0.push(keep.as_word());
    let garbage: Vec<Address> = (0..2000).map(|i| new_old_node(&mut heap, &roots, &[Init::Int(i)])).collect();
    heap.set_major_step_budget(Some(StepBudget { mark_bytes: usize::MAX, sweep_units: 1 }));
    heap.major_step(&Toy, &mut roots); // marks everything
    heap.major_step(&Toy, &mut roots); // first sweep step
    assert_eq!(heap.major_phase(), MajorPhase::Sweeping);
    assert!(heap.stats().pools_in_use > 2, "several pools to sweep");

    // Born during sweeping: a promoted object, a direct old object, a large object.
    let young = new_node(&mut heap, &mut roots, &[Init::Int(2)]);
    roots.0.push(young.as_word());
    let direct = new_old_node(&mut heap, &roots, &[Init::Int(3)]);
    store(&mut heap, keep, 1, direct.as_word());
    let large = new_old_bytes(&mut heap, 4000);
    roots.0.push(large.as_word());
    heap.collect_minor(&Toy, &mut roots);
    assert_eq!(heap.major_phase(), MajorPhase::Sweeping);
    let promoted = obj(roots.0[1]);

    finish_cycle(&mut heap, &mut roots);
    for o in [keep, promoted, direct, large] {
        assert!(is_allocated_old(&heap, o), "{o} was born during sweeping and must survive");
    }
    assert_eq!((field(promoted, 0), field(direct, 0)), (int(2), int(3)));
    let reused = |g: &Address| [promoted, direct].contains(g);
    assert!(garbage.iter().any(reused), "slots freed by this sweep were reused during it");
    let left = garbage.iter().filter(|&&g| is_allocated_old(&heap, g) && !reused(&g)).count();
    assert_eq!(left, 0, "the garbage is gone");
    // The next cycle treats them like any other object.
    roots.0.truncate(1);
    heap.collect_full(&Toy, &mut roots);
    assert!(!is_allocated_old(&heap, promoted) && !is_allocated_old(&heap, large));
    assert!(is_allocated_old(&heap, direct));
}

#[test]
fn collect_full_finishes_the_cycle_in_progress_and_runs_a_complete_one() {
    let (mut heap, mut roots, a, d, c) = marking_in_progress();
    store(&mut heap, a, 0, NONE); // d and c were reachable at the start (d is gray)
    heap.collect_full(&Toy, &mut roots);
    assert!(!heap.major_in_progress());
    assert!(!is_allocated_old(&heap, d) && !is_allocated_old(&heap, c), "floating garbage is freed by the second cycle");
    assert_eq!(heap.stats().major_collections, 2);
    assert!(is_allocated_old(&heap, a));
}

/// Allocate `rounds` × 1000 small nodes, keeping the last 50 alive through roots.
fn churn(heap: &mut Heap, roots: &mut Roots, rounds: usize) {
    for i in 0..rounds * 1000 {
        let node = new_node(heap, roots, &[Init::Int(i as i64), Init::None, Init::None]);
        if roots.0.len() < 50 {
            roots.0.push(node.as_word());
        } else {
            roots.0[i % 50] = node.as_word();
        }
    }
}

#[test]
fn major_collections_start_at_the_threshold_and_bound_old_space() {
    let mut heap = Heap::new(GcConfig { verify: false, ..config(64 << 10) });
    assert!(heap.major_enabled());
    assert_eq!(heap.major_threshold(), 4 * (64 << 10), "before the first cycle: 4 × nursery");
    let mut roots = Roots::default();
    let keep: Vec<u64> = (0..20).map(|i| new_node(&mut heap, &mut roots, &[Init::Int(i)]).as_word()).collect();
    roots.0.extend(keep);
    // Promote a lot: keep some nodes in a ring long enough to survive a minor collection.
    for i in 0..400_000 {
        let node = new_node(&mut heap, &mut roots, &[Init::Int(i), Init::None]);
        let slot = 20 + (i as usize % 1000);
        if roots.0.len() <= slot {
            roots.0.push(node.as_word());
        } else {
            roots.0[slot] = node.as_word();
        }
    }
    let stats = heap.stats().clone();
    assert!(stats.bytes_promoted > 4 << 20, "promoted {}", stats.bytes_promoted);
    assert!(stats.major_collections >= 2, "cycles: {}", stats.major_collections);
    assert!(stats.major_steps > stats.major_collections, "cycles ran in several steps");
    assert!(stats.old_bytes_in_use < 2 << 20, "old space stays bounded: {}", stats.old_bytes_in_use);
    assert!(stats.major_max_pause_ns > 0 && stats.major_total_pause_ns >= stats.major_max_pause_ns);
    assert!(stats.mean_major_pause_ns() > 0);
    let expected = ((stats.live_bytes_after_major as f64 * 1.82) as u64).max(4 * (64 << 10));
    assert_eq!(heap.major_threshold() as u64, expected);
    heap.collect_full(&Toy, &mut roots);
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn disabled_major_collection_lets_old_space_grow_but_explicit_steps_work() {
    let mut heap = Heap::new(GcConfig { verify: false, ..manual_major_config(64 << 10) });
    assert!(!heap.major_enabled());
    let mut roots = Roots::default();
    for i in 0..200_000 {
        let node = new_node(&mut heap, &mut roots, &[Init::Int(i)]);
        if roots.0.len() < 1000 {
            roots.0.push(node.as_word());
        } else {
            roots.0[i as usize % 1000] = node.as_word();
        }
    }
    assert_eq!(heap.stats().major_collections, 0);
    let grown = heap.stats().old_bytes_in_use;
    assert!(grown > heap.major_threshold() as u64, "old space grew past the threshold: {grown}");
    while !heap.major_step(&Toy, &mut roots) {}
    assert!(heap.stats().old_bytes_in_use < grown / 4);
    assert_eq!(heap.stats().major_collections, 1);
    heap.set_major_enabled(true);
    assert!(heap.major_enabled());
}

#[test]
fn the_growth_factor_sets_the_next_threshold() {
    let mut heap = Heap::new(GcConfig { major_growth: 3.0, ..manual_major_config(64 << 10) });
    let mut roots = Roots::default();
    for _ in 0..(1 << 20) / 1024 {
        roots.0.push(new_old_bytes(&mut heap, 1024).as_word());
    }
    heap.collect_full(&Toy, &mut roots);
    let live = heap.stats().live_bytes_after_major as usize;
    assert_eq!(live, 1 << 20);
    assert_eq!(heap.major_threshold(), 3 << 20);
}

#[test]
fn stress_mode_runs_small_major_steps_often() {
    let mut heap = Heap::new(GcConfig { stress: true, ..config(64 << 10) });
    let mut roots = Roots::default();
    churn(&mut heap, &mut roots, 3);
    let stats = heap.stats();
    assert!(stats.major_collections >= 3, "cycles: {}", stats.major_collections);
    assert!(stats.major_steps > 3 * stats.major_collections, "small steps: {} for {} cycles", stats.major_steps, stats.major_collections);
    heap.verify_heap(&Toy).unwrap();
}

#[test]
fn the_step_budget_bounds_marking_work() {
    let mut heap = manual_heap();
    let mut roots = Roots::default();
    let mut prev = Init::None;
    for i in 0..100 {
        let node = new_old_node(&mut heap, &roots, &[Init::Int(i), prev]);
        roots.0.clear();
        roots.0.push(node.as_word());
        prev = Init::Root(0);
    }
    heap.set_major_step_budget(Some(StepBudget { mark_bytes: 10 * node_size(2), sweep_units: 1 }));
    let mut steps = 0;
    while heap.major_phase() != MajorPhase::Sweeping || steps == 0 {
        heap.major_step(&Toy, &mut roots);
        steps += 1;
        heap.verify_heap(&Toy).unwrap();
    }
    // A chain of 100 nodes, 10 per step (3 words scanned each, 24 bytes; budget 320 bytes: 14 per step).
    assert!((7..=9).contains(&steps), "{steps} marking steps");
    finish_cycle(&mut heap, &mut roots);
    assert_eq!(heap.stats().old_bytes_in_use, 100 * old_footprint(node_size(2)) as u64);
}

/// A chain of `n` nodes promoted to old space, its head rooted; then
/// `garbage` more nodes promoted and dropped.
fn old_chain(heap: &mut Heap, roots: &mut Roots, n: usize, garbage: usize) {
    roots.0.push(NONE);
    let head = roots.0.len() - 1;
    for i in 0..n {
        let node = new_node(heap, roots, &[Init::Int(i as i64), Init::Root(head)]);
        roots.0[head] = node.as_word();
    }
    roots.0.push(NONE);
    for i in 0..garbage {
        let node = new_node(heap, roots, &[Init::Int(i as i64), Init::None]);
        *roots.0.last_mut().unwrap() = node.as_word();
    }
    heap.collect_minor(&Toy, roots);
    roots.0.pop();
}

#[test]
fn a_step_stops_at_its_time_limit_and_the_cycle_still_finishes() {
    let limited = GcConfig { step_time_limit: std::time::Duration::ZERO, ..manual_major_config(1 << 20) };
    let mut heap = Heap::new(limited);
    let mut roots = Roots::default();
    old_chain(&mut heap, &mut roots, 20_000, 5_000);
    let in_use = heap.stats().old_bytes_in_use;
    // The default budget scans 2 MiB (about 60,000 nodes), but a step
    // past its deadline stops after 128 objects: marking goes on.
    heap.major_step(&Toy, &mut roots);
    assert_eq!(heap.major_phase(), MajorPhase::Marking);
    heap.major_step(&Toy, &mut roots);
    assert_eq!(heap.major_phase(), MajorPhase::Marking);
    let steps = finish_cycle(&mut heap, &mut roots);
    assert!(steps > 10, "many short steps: {steps}");
    assert!(heap.stats().old_bytes_in_use < in_use, "the garbage was freed");

    // Without the limit, the same work takes a step or two per phase.
    let mut heap = Heap::new(manual_major_config(1 << 20));
    let mut roots = Roots::default();
    old_chain(&mut heap, &mut roots, 20_000, 5_000);
    assert!(finish_cycle(&mut heap, &mut roots) <= 4);
}

#[test]
fn a_huge_array_is_traced_in_chunks_across_steps() {
    // 20,000 fields: three chunks of 8,192 slots.
    const FIELDS: usize = 20_000;
    let path = std::env::temp_dir().join(format!("pith-gc-chunks-{}.log", std::process::id()));
    let log = gc::log::LogConfig { minor: false, major: true, hardware: false, pretenure: false, target: gc::log::LogTarget::File(path.clone()) };
    let limited = GcConfig { step_time_limit: std::time::Duration::ZERO, log: Some(log), ..manual_major_config(1 << 20) };
    let mut heap = Heap::new(limited);
    let mut roots = Roots::default();
    let fields: Vec<Init> = (0..FIELDS).map(|_| Init::None).collect();
    let array = new_old_node(&mut heap, &roots, &fields);
    roots.0.push(array.as_word());
    // Every field refers to an old node of its own, stored after the
    // array was made (the barrier sees them).
    for i in 0..FIELDS {
        let leaf = new_old_node(&mut heap, &roots, &[Init::Int(i as i64)]);
        store_at(&mut heap, array, i, leaf.as_word());
    }
    heap.collect_minor(&Toy, &mut roots);
    // With the clock always late, a step traces one chunk and stops.
    heap.major_step(&Toy, &mut roots);
    assert_eq!(heap.major_phase(), MajorPhase::Marking);
    // A field in the last chunk changes while the array is being traced.
    let late = new_old_node(&mut heap, &roots, &[Init::Int(-1)]);
    store_at(&mut heap, array, FIELDS - 1, late.as_word());
    heap.major_step(&Toy, &mut roots);
    finish_cycle(&mut heap, &mut roots);
    for i in (0..FIELDS - 1).step_by(1000) {
        let leaf = obj(field(array, i));
        assert!(is_allocated_old(&heap, leaf), "field {i} survived");
        assert_eq!(field(leaf, 0), int(i as i64));
    }
    assert_eq!(field(obj(field(array, FIELDS - 1)), 0), int(-1));
    heap.verify_heap(&Toy).unwrap();
    drop(heap);
    // The first step scanned the array's header and first chunk only.
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let first = text.lines().find(|l| l.starts_with("bytes scanned: ")).expect("a marking step");
    assert_eq!(first, format!("bytes scanned: {}", 8 + 8 * 8192));
    assert!(text.contains("stopped at the time limit"));
}
