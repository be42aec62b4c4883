//! Randomized alloc / store / drop-root / collect sequences checked against a shadow model.
//!
//! The shadow keeps, for every object ever allocated, its id and its fields
//! (ints, None, or references to other ids). Every real node carries its id
//! in field 0 and every bytes object in its first data word. After each
//! collection — minor, major step or full — (and every `CHECK_EVERY`
//! operations) the test walks the real graph from the roots and the immortal
//! objects alongside the shadow graph and requires the same shape: same
//! ints, same ids, one address per id and one id per address (sharing and
//! cycles preserved, nothing duplicated), plus `verify_heap`. After a full
//! collection it also requires old space to hold exactly the reachable
//! objects (bytes in use = Σ footprints of what the walk reached).

mod common;

use std::collections::HashMap;

use common::*;
use gc::old_space::old_footprint;
use gc::{Address, GcConfig, Heap, ObjectModel, StepBudget};

/// xorshift64*: small, deterministic, good enough for choosing operations.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Val {
    Int(i64),
    None,
    Ref(usize),
}

enum Shadow {
    /// Field values; field 0 is always `Int(id)`.
    Node(Vec<Val>),
    /// Length in bytes (at least 8; data word 0 is the id, the rest `fill(id)`).
    Bytes(usize),
}

fn fill(id: usize) -> u64 {
    (id as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

const MAX_ROOTS: usize = 40;
const CHECK_EVERY: usize = 97;

struct World {
    heap: Heap,
    roots: Roots,
    shadow_roots: Vec<Val>,
    /// Immortal nodes: their (never changing) address and id. Not roots for
    /// the heap, but always reachable.
    immortals: Vec<(u64, Val)>,
    objects: Vec<Shadow>,
    rng: Rng,
    /// Use major steps, full collections, immortals and enable/disable.
    major_ops: bool,
}

impl World {
    fn new(config: GcConfig, seed: u64, major_ops: bool) -> World {
        World {
            heap: Heap::new(config),
            roots: Roots::default(),
            shadow_roots: Vec::new(),
            immortals: Vec::new(),
            objects: Vec::new(),
            rng: Rng(seed | 1),
            major_ops,
        }
    }

    fn push_root(&mut self, word: u64, val: Val) {
        if self.roots.0.len() >= MAX_ROOTS {
            let i = self.rng.below(MAX_ROOTS);
            self.roots.0[i] = word;
            self.shadow_roots[i] = val;
        } else {
            self.roots.0.push(word);
            self.shadow_roots.push(val);
        }
    }

    /// A random initial value: an int, None, or the content of a root.
    fn random_init(&mut self) -> (Init, Val) {
        match self.rng.below(10) {
            0..=3 => {
                let v = self.rng.below(1000) as i64 - 500;
                (Init::Int(v), Val::Int(v))
            }
            4 => (Init::None, Val::None),
            _ if !self.roots.0.is_empty() => {
                let i = self.rng.below(self.roots.0.len());
                (Init::Root(i), self.shadow_roots[i])
            }
            _ => (Init::None, Val::None),
        }
    }

    fn alloc_node(&mut self, kind: Kind) {
        let id = self.objects.len();
        let extra = match self.rng.below(100) {
            0 => self.heap.large_object_threshold() / 8 + self.rng.below(100), // large
            _ => self.rng.below(6),
        };
        let mut inits = vec![Init::Int(id as i64)];
        let mut vals = vec![Val::Int(id as i64)];
        for _ in 0..extra {
            let (init, val) = self.random_init();
            inits.push(init);
            vals.push(val);
        }
        let node = match kind {
            Kind::Young => new_node(&mut self.heap, &mut self.roots, &inits),
            Kind::Old => new_old_node(&mut self.heap, &self.roots, &inits),
            Kind::Immortal => new_immortal_node(&mut self.heap, &self.roots, &inits),
        };
        self.objects.push(Shadow::Node(vals));
        match kind {
            Kind::Immortal => self.immortals.push((node.as_word(), Val::Ref(id))),
            _ => self.push_root(node.as_word(), Val::Ref(id)),
        }
    }

    fn alloc_bytes(&mut self) {
        let id = self.objects.len();
        let len = 8 + self.rng.below(200);
        let bytes = new_bytes(&mut self.heap, &mut self.roots, len, fill(id));
        set_word(bytes, 2, id as u64);
        self.objects.push(Shadow::Bytes(len));
        self.push_root(bytes.as_word(), Val::Ref(id));
    }

    /// Follow a few random reference fields from a random root (or
    /// immortal); store a random value into a node found (with the whole-
    /// object barrier or the one that names the word), or rotate its fields
    /// by one place with no barrier but the one for moved words.
    fn store_somewhere(&mut self) {
        if self.roots.0.is_empty() {
            return;
        }
        let (mut word, mut val) = if !self.immortals.is_empty() && self.rng.below(5) == 0 {
            self.immortals[self.rng.below(self.immortals.len())]
        } else {
            let r = self.rng.below(self.roots.0.len());
            (self.roots.0[r], self.shadow_roots[r])
        };
        for _ in 0..self.rng.below(4) {
            let Val::Ref(id) = val else { break };
            let Shadow::Node(fields) = &self.objects[id] else { break };
            let i = self.rng.below(fields.len());
            if let Val::Ref(_) = fields[i] {
                (word, val) = (field(obj(word), i), fields[i]);
            }
        }
        let Val::Ref(id) = val else { return };
        let len = match &self.objects[id] {
            Shadow::Node(fields) if fields.len() > 1 => fields.len(),
            _ => return,
        };
        if self.rng.below(6) == 0 {
            return self.rotate_fields(obj(word), id, len);
        }
        let i = 1 + self.rng.below(len - 1);
        let (init, new_val) = self.random_init();
        let new_word = match init {
            Init::Int(v) => int(v),
            Init::None => NONE,
            Init::Root(k) => self.roots.0[k],
        };
        match self.rng.below(3) {
            0 => store(&mut self.heap, obj(word), i, new_word),
            _ => store_at(&mut self.heap, obj(word), i, new_word),
        }
        if let Shadow::Node(fields) = &mut self.objects[id] {
            fields[i] = new_val;
        }
    }

    /// Fields 1.. of node `o` (object `id`, `len` fields) move up one place,
    /// the last to field 1, as a list insertion shifts its items.
    fn rotate_fields(&mut self, o: Address, id: usize, len: usize) {
        let last = field(o, len - 1);
        for i in (2..len).rev() {
            set_word(o, 2 + i, field(o, i - 1));
        }
        set_word(o, 3, last);
        self.heap.write_barrier_moved(o);
        if let Shadow::Node(fields) = &mut self.objects[id] {
            fields[1..].rotate_right(1);
        }
    }

    fn drop_root(&mut self) {
        if !self.roots.0.is_empty() {
            let i = self.rng.below(self.roots.0.len());
            self.roots.0.swap_remove(i);
            self.shadow_roots.swap_remove(i);
        }
    }

    fn duplicate_root(&mut self) {
        if !self.roots.0.is_empty() {
            let i = self.rng.below(self.roots.0.len());
            self.push_root(self.roots.0[i], self.shadow_roots[i]);
        }
    }

    fn step(&mut self) {
        if self.major_ops {
            return self.step_with_major_ops();
        }
        match self.rng.below(100) {
            0..=34 => self.alloc_node(Kind::Young),
            35..=37 => self.alloc_node(Kind::Old),
            38..=44 => self.alloc_bytes(),
            45..=74 => self.store_somewhere(),
            75..=86 => self.drop_root(),
            87..=95 => self.duplicate_root(),
            _ => self.heap.collect_minor(&Toy, &mut self.roots),
        }
    }

    /// As `step`, plus immortals, explicit major steps (4%), enabling and
    /// disabling automatic major work, and full collections (0.2%).
    fn step_with_major_ops(&mut self) {
        match self.rng.below(1000) {
            0..=329 => self.alloc_node(Kind::Young),
            330..=359 => self.alloc_node(Kind::Old),
            360..=369 => self.alloc_node(Kind::Immortal),
            370..=429 => self.alloc_bytes(),
            430..=709 => self.store_somewhere(),
            710..=829 => self.drop_root(),
            830..=899 => self.duplicate_root(),
            900..=939 => self.heap.collect_minor(&Toy, &mut self.roots),
            940..=979 => {
                self.heap.major_step(&Toy, &mut self.roots);
            }
            980..=981 => {
                let enabled = self.heap.major_enabled();
                self.heap.set_major_enabled(!enabled);
            }
            982..=983 => {
                self.heap.collect_full(&Toy, &mut self.roots);
                self.check_exact_accounting();
            }
            _ => self.store_somewhere(),
        }
    }

    /// After a full collection, old space holds exactly the reachable objects.
    fn check_exact_accounting(&self) {
        let reached = self.check();
        let bytes: usize = reached.iter().map(|&o| old_footprint(Toy.object_size(o))).sum();
        assert_eq!(self.heap.stats().old_bytes_in_use, bytes as u64, "old space holds exactly the reachable objects");
        assert!(reached.iter().all(|&o| self.heap.is_old(o)), "a full collection empties the nursery");
    }

    /// Compare the real graph reachable from the roots and immortals with the
    /// shadow graph; returns the objects reached.
    fn check(&self) -> Vec<Address> {
        self.heap.verify_heap(&Toy).unwrap_or_else(|e| panic!("verify_heap: {e}"));
        let mut addr_of: HashMap<usize, u64> = HashMap::new();
        let mut id_at: HashMap<u64, usize> = HashMap::new();
        let mut work: Vec<(u64, Val)> = self.roots.0.iter().copied().zip(self.shadow_roots.iter().copied()).collect();
        work.extend(self.immortals.iter().copied());
        while let Some((word, val)) = work.pop() {
            let id = match val {
                Val::Int(v) => {
                    assert_eq!(word, int(v));
                    continue;
                }
                Val::None => {
                    assert_eq!(word, NONE);
                    continue;
                }
                Val::Ref(id) => id,
            };
            if let Some(&known) = addr_of.get(&id) {
                assert_eq!(known, word, "object {id} reached at two addresses");
                continue;
            }
            assert_eq!(id_at.insert(word, id), None, "two objects at {word:#x}");
            addr_of.insert(id, word);
            self.check_object(obj(word), id, &mut work);
        }
        id_at.keys().map(|&w| obj(w)).collect()
    }

    /// Check the contents of object `id` at `o`; queue its fields.
    fn check_object(&self, o: Address, id: usize, work: &mut Vec<(u64, Val)>) {
        assert!(self.heap.is_young(o) || self.heap.is_old(o), "object {id} at {o} is outside the heap");
        match &self.objects[id] {
            Shadow::Node(fields) => {
                assert_eq!(word(o, 1), fields.len() as u64, "object {id}: length");
                assert_eq!(field(o, 0), int(id as i64), "object {id}: id field");
                work.extend(fields.iter().enumerate().map(|(i, &v)| (field(o, i), v)));
            }
            Shadow::Bytes(len) => {
                assert_eq!(word(o, 1), *len as u64, "bytes {id}: length");
                assert_eq!(word(o, 2), id as u64, "bytes {id}: id word");
                for i in 1..words(*len) {
                    assert_eq!(word(o, 2 + i), fill(id), "bytes {id}: data word {i}");
                }
            }
        }
    }
}

#[derive(Clone, Copy)]
enum Kind {
    Young,
    Old,
    Immortal,
}

/// Counters whose change means a collection (minor, major step, full) happened.
fn collections(heap: &Heap) -> (u64, u64, u64) {
    let s = heap.stats();
    (s.minor_collections, s.major_steps, s.full_collections)
}

fn run_world(mut world: World, steps: usize) -> World {
    let mut seen = collections(&world.heap);
    for step in 0..steps {
        world.step();
        let now = collections(&world.heap);
        if now != seen || step % CHECK_EVERY == 0 {
            seen = now;
            world.check();
        }
    }
    world.heap.collect_minor(&Toy, &mut world.roots);
    world.check();
    if world.major_ops {
        world.heap.collect_full(&Toy, &mut world.roots);
        world.check_exact_accounting();
    }
    world
}

fn run(config: GcConfig, seed: u64, steps: usize) -> World {
    run_world(World::new(config, seed, false), steps)
}

/// A run with major collection operations; `budget` fixes the step budget.
fn run_major(config: GcConfig, seed: u64, steps: usize, budget: Option<StepBudget>) -> World {
    let mut world = World::new(config, seed, true);
    world.heap.set_major_step_budget(budget);
    run_world(world, steps)
}

#[test]
fn random_operations_match_the_shadow_graph() {
    for seed in 1..=4 {
        let world = run(config(64 << 10), seed * 0x1234_5678_9abc, 10_000);
        let stats = world.heap.stats();
        assert!(stats.minor_collections > 100, "seed {seed}: only {} collections", stats.minor_collections);
        assert!(stats.bytes_promoted > 0 && stats.remembered_max > 0);
        assert!(stats.dirty_cards > 0, "seed {seed}: no card was marked");
    }
}

#[test]
fn random_operations_under_stress() {
    let world = run(GcConfig { stress: true, ..config(64 << 10) }, 0xdead_beef, 4_000);
    let stats = world.heap.stats();
    assert!(stats.minor_collections > 1_000);
}

#[test]
fn random_operations_with_type_counts_account_for_every_byte() {
    let mut world = run(GcConfig { count_types: true, ..config(64 << 10) }, 77, 5_000);
    world.heap.count_nursery_types(&Toy);
    let counts = &world.heap.stats().type_counts;
    let (objects, bytes) = counts.values().fold((0, 0), |(o, b), &(co, cb)| (o + co, b + cb));
    assert_eq!(objects, world.objects.len() as u64);
    assert_eq!(bytes, world.heap.bytes_allocated());
}

#[test]
fn random_operations_with_incremental_major_steps_match_the_shadow_graph() {
    let tiny = StepBudget { mark_bytes: 64, sweep_units: 1 };
    for seed in 1..=4 {
        let world = run_major(config(64 << 10), seed * 0x9e37_79b9, 8_000, Some(tiny));
        let stats = world.heap.stats();
        assert!(stats.major_collections >= 5, "seed {seed}: {} cycles", stats.major_collections);
        assert!(stats.major_steps > 50 && stats.major_objects_freed > 0, "seed {seed}: {stats:?}");
        assert!(world.heap.immortal_count() > 0);
    }
}

#[test]
fn random_operations_with_automatic_major_collections_match_the_shadow_graph() {
    // Growth just above 1 and the default budget: cycles start often, on their own.
    for seed in 5..=6 {
        let config = GcConfig { major_growth: 1.01, ..config(64 << 10) };
        let world = run_major(config, seed * 0x51_7cc1_b727, 8_000, None);
        assert!(world.heap.stats().major_collections >= 3);
    }
}

#[test]
fn random_operations_with_major_steps_under_stress() {
    let world = run_major(GcConfig { stress: true, ..config(64 << 10) }, 0xfeed_f00d, 3_000, None);
    let stats = world.heap.stats();
    assert!(stats.minor_collections > 1_000 && stats.major_collections > 10, "{stats:?}");
}
