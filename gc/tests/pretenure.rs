//! Pretenuring (`pretenure.rs`): a site whose sampled objects survive is
//! pretenured, one whose objects die is not; a pretenured object lives in
//! old space, and the young objects stored into it at initialization
//! survive the next minor collection; a finished major cycle sends every
//! site back. Toy model, verification on.

mod common;

use common::*;
use gc::pretenure::Policy;
use gc::{Address, GcConfig, Heap, SiteNews};

const KEEP: u64 = 1;
const DROP: u64 = 2;

fn heap() -> Heap {
    Heap::new(GcConfig { pretenure: Some(Policy { rate: 200, min_samples: 4, eighths: 7 }), ..manual_major_config(64 << 10) })
}

/// Allocates a node at `site` as a client does: in old space once the
/// site is pretenured, else in the nursery, reporting a survival sample
/// when the allocation crossed a sampling point.
fn site_node(heap: &mut Heap, roots: &mut Roots, site: u64, fields: &[Init]) -> Address {
    let size = node_size(fields.len());
    let obj = if heap.is_pretenured(site) { heap.alloc_pretenured(size) } else { heap.alloc(size, &Toy, roots) };
    init_node(obj, fields, roots);
    if heap.take_alloc_samples() > 0 {
        heap.sample_survival(obj, site);
    }
    obj
}

/// One round: 64 nodes at KEEP (kept as roots) and 64 at DROP (dropped).
/// (The sampling rate, 200 bytes, is no multiple of a pair of nodes, so
/// the samples fall on both sites.)
fn round(heap: &mut Heap, roots: &mut Roots, base: i64) {
    for i in 0..64 {
        let kept = site_node(heap, roots, KEEP, &[Init::Int(base + i), Init::None]);
        roots.0.push(kept.as_word());
        site_node(heap, roots, DROP, &[Init::Int(-1), Init::None]);
    }
}

#[test]
fn surviving_sites_are_pretenured_and_dying_ones_are_not() {
    let mut heap = heap();
    let mut roots = Roots::default();
    for r in 0..4 {
        round(&mut heap, &mut roots, 64 * r);
    }
    heap.collect_minor(&Toy, &mut roots);
    let news = heap.take_pretenure_news();
    assert!(heap.stats().survival_samples >= 8, "{:?}", heap.stats());
    assert_eq!(news.len(), 1, "{news:?}");
    assert_eq!((news[0].key, news[0].pretenured), (KEEP, true));
    assert!(news[0].survived * 8 >= news[0].samples * 7);
    assert!(heap.is_pretenured(KEEP) && !heap.is_pretenured(DROP));
    assert!(!heap.has_pretenure_news());
    assert_eq!(heap.stats().sites_pretenured, 1);

    // Now KEEP allocates in old space: each node's young child, stored at
    // initialization without a barrier, survives the next minor collection.
    let before = roots.0.len();
    for i in 0..32 {
        let child = site_node(&mut heap, &mut roots, DROP, &[Init::Int(1000 + i), Init::None]);
        roots.0.push(child.as_word());
        let last = roots.0.len() - 1;
        let parent = site_node(&mut heap, &mut roots, KEEP, &[Init::Int(i), Init::Root(last)]);
        assert!(heap.is_old(parent), "a pretenured site allocates in old space");
        *roots.0.last_mut().unwrap() = parent.as_word();
    }
    assert_eq!(heap.stats().pretenured_objects, 32);
    heap.collect_minor(&Toy, &mut roots);
    for (i, &p) in roots.0[before..].iter().enumerate() {
        let child = field(obj(p), 1);
        assert!(heap.is_old(obj(child)), "the child was promoted");
        assert_eq!(field(obj(child), 0), int(1000 + i as i64));
    }
    heap.verify_heap(&Toy).unwrap();

    // A finished cycle sends the site back to the nursery.
    heap.collect_full(&Toy, &mut roots);
    let news = heap.take_pretenure_news();
    assert!(matches!(news.as_slice(), [SiteNews { key: KEEP, pretenured: false, .. }]), "{news:?}");
    assert!(!heap.is_pretenured(KEEP));
    for (i, &p) in roots.0[..256].iter().enumerate() {
        assert_eq!(field(obj(p), 0), int(i as i64));
    }
}

#[test]
fn slow_allocation_sends_every_allocation_to_the_slow_path_without_collecting() {
    let mut heap = heap();
    let mut roots = Roots::default();
    heap.set_slow_allocation(true);
    assert!(heap.try_alloc(32).is_none());
    let a = new_node(&mut heap, &mut roots, &[Init::Int(1)]);
    let b = new_node(&mut heap, &mut roots, &[Init::Int(2)]);
    assert_eq!(b.offset_from(a), node_size(1), "bumped in the nursery, back to back");
    assert_eq!(heap.stats().minor_collections, 0);
    heap.set_slow_allocation(false);
    assert!(heap.try_alloc(32).is_some());
}

#[test]
fn pretenuring_off_takes_no_samples_and_pretenures_nothing() {
    let mut heap = Heap::new(GcConfig { pretenure: None, ..manual_major_config(64 << 10) });
    let mut roots = Roots::default();
    for r in 0..4 {
        round(&mut heap, &mut roots, 64 * r);
    }
    heap.collect_minor(&Toy, &mut roots);
    assert_eq!(heap.stats().survival_samples, 0);
    assert!(!heap.is_pretenured(KEEP) && heap.take_pretenure_news().is_empty());
}

/// Allocates a node as compiled code does from the allocation buffers
/// (`old_buffers.rs`): the class's cursor while it fits, else
/// `alloc_buffered` (which lends a new buffer).
fn buffered_node(heap: &mut Heap, roots: &Roots, fields: &[Init]) -> Address {
    let size = node_size(fields.len());
    let (class, slot) = gc::old_buffers::buffer_slot(size).expect("a small node");
    // SAFETY: the table has a (cursor, limit) pair per class and lives as
    // long as the heap; nothing else touches it meanwhile.
    let bounds = unsafe { &mut *(heap.old_buffer_table() as *mut gc::old_buffers::BufferBounds).add(class) };
    let obj = if bounds.cursor + slot <= bounds.limit {
        let obj = Address::from_usize(bounds.cursor);
        bounds.cursor += slot;
        obj
    } else {
        heap.alloc_buffered(size).expect("a buffer outside stress mode")
    };
    assert!((0..slot / 8).all(|i| word(obj, i) == 0), "a buffer's slots are zero");
    init_node(obj, fields, roots);
    obj
}

#[test]
fn objects_of_allocation_buffers_become_old_objects_at_the_next_minor_collection() {
    let mut heap = heap();
    let mut roots = Roots::default();
    // More nodes than one 16 KiB pool holds, each pointing at a young one
    // stored without a barrier, as compiled code initializes them.
    let n = 1000;
    for i in 0..n {
        let young = new_node(&mut heap, &mut roots, &[Init::Int(i)]);
        roots.0.push(young.as_word());
        let node = buffered_node(&mut heap, &roots, &[Init::Int(i), Init::Root(roots.0.len() - 1)]);
        roots.0.pop();
        roots.0.push(node.as_word());
    }
    assert!(heap.stats().pretenured_objects > 0 && heap.stats().pretenured_objects < n as u64, "buffers retired when used up, the last one still lent");
    heap.collect_minor(&Toy, &mut roots);
    assert_eq!(heap.stats().pretenured_objects, n as u64, "every object retired");
    for (i, &w) in roots.0.iter().enumerate() {
        let node = obj(w);
        assert!(heap.is_old(node), "node {i} is old");
        assert_eq!(field(node, 0), int(i as i64));
        let young = obj(field(node, 1));
        assert!(heap.is_old(young), "its young child was copied out of the nursery");
        assert_eq!(field(young, 0), int(i as i64));
    }
    heap.verify_heap(&Toy).expect("a consistent heap");
    // Dropped, they are freed by a major collection; the pools are reused.
    roots.0.clear();
    heap.collect_full(&Toy, &mut roots);
    assert_eq!(heap.stats().old_bytes_in_use, 0, "{:?}", heap.stats());
    let again = buffered_node(&mut heap, &roots, &[Init::Int(7), Init::None]);
    roots.0.push(again.as_word());
    heap.collect_minor(&Toy, &mut roots);
    assert_eq!(field(obj(roots.0[0]), 0), int(7));
    heap.verify_heap(&Toy).expect("a consistent heap");
}

#[test]
fn stress_mode_lends_no_buffer() {
    let mut heap = Heap::new(GcConfig { stress: true, ..manual_major_config(64 << 10) });
    assert!(heap.alloc_buffered(node_size(2)).is_none());
    assert!(heap.alloc_buffered(4096).is_none(), "nor for a large object");
}
