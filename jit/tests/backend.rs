//! Backend tests: hand-written traces compiled and run on fake frames.

use jit::backend::{Backend, BackendConfig, CompileError};
use jit::context::TraceContext;
use jit::ir::{Imm, Op, Opcode, Slot, SnapId, Snapshot, Trace, V};

/// A fake nursery: the bounds words, then the memory they point into.
struct Nursery {
    bounds: Box<[usize; 2]>,
    _memory: Vec<u64>,
}

fn nursery(words: usize) -> Nursery {
    let mut memory = vec![0u64; words];
    let start = memory.as_mut_ptr() as usize;
    Nursery { bounds: Box::new([start, start + 8 * words]), _memory: memory }
}

extern "C" fn no_collect(_: *mut TraceContext) {
    panic!("the test nursery never fills")
}

extern "C" fn no_barrier(_: *mut TraceContext, _: u64) {}

fn backend_config() -> BackendConfig {
    BackendConfig { make_room_helper: no_collect as *const () as usize, barrier_helper: no_barrier as *const () as usize, alloc_old_helper: 0, old_buffers: 0, old_buffer_slot: |_| None, barrier_flag: 2, record_sites: false, running_trace: 0, max_code: 1 << 20 }
}

fn backend() -> Backend {
    Backend::new(backend_config()).expect("host supported")
}

fn op(trace: &mut Trace, opcode: Opcode, args: &[V], imm: Imm, snap: Option<u32>) -> V {
    trace.push(Op { snap: snap.map(SnapId), ..Op::new(opcode, args, imm) })
}

fn run(b: &mut Backend, n: &Nursery, trace: &Trace, regs: &mut [u64]) -> (u32, Vec<u64>) {
    let c = b.compile(trace, &[], false, 1, None, None, jit::backend::Tier::Full).expect("compiles");
    let mut spill = vec![0u64; c.spill_slots.max(1)];
    let mut ctx = TraceContext { regs: regs.as_mut_ptr(), spill: spill.as_mut_ptr(), nursery: n.bounds.as_ptr() as *mut u64, ..TraceContext::new() };
    // SAFETY: the context's pointers are valid for the trace's slots and spills.
    let (_, exit) = unsafe { c.run(&mut ctx) };
    (exit, c.exit_slots.gather(trace, exit as usize, &ctx.exit_slots)[..4].to_vec())
}

/// `while i < n: i += 1` over tagged ints in slots 0 and 1.
fn counting_loop(trace: &mut Trace) -> V {
    trace.snapshots.push(Snapshot::new(0, vec![], vec![]));
    let i = op(trace, Opcode::LoadSlot, &[], Imm::Slot(Slot(0)), None);
    op(trace, Opcode::GuardInt, &[i], Imm::None, Some(0));
    let n = op(trace, Opcode::LoadSlot, &[], Imm::Slot(Slot(1)), None);
    op(trace, Opcode::GuardInt, &[n], Imm::None, Some(0));
    let (iu, nu) = (op(trace, Opcode::Untag, &[i], Imm::None, None), op(trace, Opcode::Untag, &[n], Imm::None, None));
    let lt = op(trace, Opcode::IntLt, &[iu, nu], Imm::None, None);
    let guard = op(trace, Opcode::GuardTrue, &[lt], Imm::None, Some(0));
    let one = op(trace, Opcode::ConstInt, &[], Imm::Int(1), None);
    let next = op(trace, Opcode::IntAddOv, &[iu, one], Imm::None, Some(0));
    let t = op(trace, Opcode::Tag, &[next], Imm::None, None);
    op(trace, Opcode::StoreSlot, &[t], Imm::Slot(Slot(0)), None);
    guard
}

#[test]
fn a_loop_runs_until_its_guard_fails() {
    let n = nursery(64);
    let mut b = backend();
    let mut trace = Trace::default();
    let guard = counting_loop(&mut trace);
    let mut regs = vec![1u64, (1000 << 1) | 1];
    let (exit, _) = run(&mut b, &n, &trace, &mut regs);
    assert_eq!(exit, guard.0);
    assert_eq!(regs[0], (1000 << 1) | 1);
}

#[test]
fn code_over_the_limit_is_refused_until_a_trace_is_dropped() {
    let n = nursery(64);
    let mut trace = Trace::default();
    counting_loop(&mut trace);
    let size = backend().compile(&trace, &[], false, 1, None, None, jit::backend::Tier::Full).expect("compiles").code_len;
    // Room for exactly one copy (blocks are whole 16-byte granules).
    let mut b = Backend::new(BackendConfig { max_code: size.next_multiple_of(16), ..backend_config() }).expect("host supported");
    let first = b.compile(&trace, &[], false, 1, None, None, jit::backend::Tier::Full).expect("fits");
    assert!(matches!(b.compile(&trace, &[], false, 2, None, None, jit::backend::Tier::Full), Err(CompileError::CodeFull)));
    let addr = first.code_addr;
    drop(first);
    assert_eq!(b.code_usage().in_use, 0);
    let again = b.compile(&trace, &[], false, 3, None, None, jit::backend::Tier::Full).expect("the freed block is reused");
    assert_eq!(again.code_addr, addr);
    drop(again);
    let mut regs = vec![1u64, (10 << 1) | 1];
    run(&mut b, &n, &trace, &mut regs);
    assert_eq!(regs[0], (10 << 1) | 1, "code in a reused block runs");
}

#[test]
fn overflow_exits_with_the_snapshot_values() {
    let n = nursery(64);
    let mut b = backend();
    let mut trace = Trace::default();
    let x = op(&mut trace, Opcode::ConstInt, &[], Imm::Int((1 << 62) - 1), None);
    let y = op(&mut trace, Opcode::ConstInt, &[], Imm::Int(5), None);
    trace.snapshots.push(Snapshot::new(3, vec![(Slot(0), x), (Slot(1), y)], vec![]));
    let add = op(&mut trace, Opcode::IntAddOv, &[x, y], Imm::None, Some(0));
    let t = op(&mut trace, Opcode::Tag, &[add], Imm::None, None);
    op(&mut trace, Opcode::StoreSlot, &[t], Imm::Slot(Slot(0)), None);
    let mut regs = vec![0u64; 2];
    let (exit, values) = run(&mut b, &n, &trace, &mut regs);
    assert_eq!(exit, add.0);
    assert_eq!(values[0], ((1u64 << 62) - 1));
    assert_eq!(values[1], 5);
    assert_eq!(regs[0], 0, "the store after the failed guard never ran");
}

#[test]
fn inline_allocation_bumps_the_nursery() {
    let n = nursery(64);
    let start = n.bounds[0];
    let mut b = backend();
    let mut trace = Trace::default();
    trace.snapshots.push(Snapshot::new(0, vec![], vec![]));
    let obj = trace.push(Op::new(Opcode::Alloc, &[], Imm::Alloc { size: 16, header: 0x1234_0000_0000 }));
    let f = op(&mut trace, Opcode::ConstFloat, &[], Imm::FloatBits(2.5f64.to_bits()), None);
    op(&mut trace, Opcode::StoreFloatField, &[obj, f], Imm::field(8, 0), None);
    op(&mut trace, Opcode::StoreSlot, &[obj], Imm::Slot(Slot(0)), None);
    let never = op(&mut trace, Opcode::ConstInt, &[], Imm::Int(0), None);
    let b0 = op(&mut trace, Opcode::IntEq, &[never, never], Imm::None, None);
    let g = op(&mut trace, Opcode::GuardFalse, &[b0], Imm::None, Some(0));
    let mut regs = vec![0u64; 1];
    let (exit, _) = run(&mut b, &n, &trace, &mut regs);
    assert_eq!(exit, g.0);
    assert_eq!(regs[0] as usize, start);
    assert_eq!(n.bounds[0], start + 16);
    // SAFETY: the object was allocated at `start` inside the test nursery.
    unsafe {
        assert_eq!(*(start as *const u64), 0x1234_0000_0000);
        assert_eq!(*((start + 8) as *const f64), 2.5);
    }
}

/// The start of the nursery `empty_nursery` empties (one test uses it).
static EMPTIED_START: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
/// The sizes `empty_nursery` was asked for.
static ROOM_ASKED: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// A slow path that "collects" by emptying the test nursery: `free` back to
/// its start; like `Heap::make_room`, it claims nothing.
extern "C" fn empty_nursery(ctx: *mut TraceContext) {
    // SAFETY: the context's nursery points at the test's bounds words; the
    // slow path stored the size in the context.
    unsafe {
        ROOM_ASKED.fetch_add((*ctx).alloc_size, std::sync::atomic::Ordering::SeqCst);
        *(*ctx).nursery = EMPTIED_START.load(std::sync::atomic::Ordering::SeqCst) as u64;
    }
}

#[test]
fn a_full_nursery_sends_the_allocation_or_its_group_to_make_room_then_claims_at_free() {
    let n = nursery(64);
    let (start, end) = (n.bounds[0], n.bounds[1]);
    EMPTIED_START.store(start, std::sync::atomic::Ordering::SeqCst);
    let config = BackendConfig { make_room_helper: empty_nursery as *const () as usize, barrier_helper: no_barrier as *const () as usize, alloc_old_helper: 0, old_buffers: 0, old_buffer_slot: |_| None, barrier_flag: 2, record_sites: false, running_trace: 0, max_code: 1 << 20 };
    let mut b = Backend::new(config).expect("host supported");
    let mut trace = Trace::default();
    trace.snapshots.push(Snapshot::new(0, vec![], vec![]));
    let obj = trace.push(Op::new(Opcode::Alloc, &[], Imm::Alloc { size: 16, header: 0x5678_0000_0000 }));
    op(&mut trace, Opcode::StoreSlot, &[obj], Imm::Slot(Slot(0)), None);
    let never = op(&mut trace, Opcode::ConstInt, &[], Imm::Int(0), None);
    let b0 = op(&mut trace, Opcode::IntEq, &[never, never], Imm::None, None);
    op(&mut trace, Opcode::GuardFalse, &[b0], Imm::None, Some(0));
    // 8 bytes left: not enough for 16.
    let mut bounds = n.bounds.clone();
    bounds[0] = end - 8;
    let n = Nursery { bounds, _memory: n._memory };
    let mut regs = vec![0u64; 1];
    run(&mut b, &n, &trace, &mut regs);
    assert_eq!(ROOM_ASKED.load(std::sync::atomic::Ordering::SeqCst), 16, "the slow path asked for the object's 16 bytes once");
    assert_eq!(regs[0] as usize, start, "the object went where the slow path left free");
    assert_eq!(n.bounds[0], start + 16, "and was claimed");
    // SAFETY: the object was allocated at `start` inside the test nursery.
    assert_eq!(unsafe { *(start as *const u64) }, 0x5678_0000_0000);

    // Two allocations with a guard but no call between them are a group:
    // the first tests for both (24 bytes left: not enough for 16 + 24) and
    // asks for 40 once; the second only claims after it.
    ROOM_ASKED.store(0, std::sync::atomic::Ordering::SeqCst);
    let mut trace = Trace::default();
    trace.snapshots.push(Snapshot::new(0, vec![], vec![]));
    let first = trace.push(Op::new(Opcode::Alloc, &[], Imm::Alloc { size: 16, header: 0x1111_0000_0000 }));
    let never = op(&mut trace, Opcode::ConstInt, &[], Imm::Int(0), None);
    let b0 = op(&mut trace, Opcode::IntEq, &[never, never], Imm::None, None);
    op(&mut trace, Opcode::GuardTrue, &[b0], Imm::None, Some(0));
    let second = trace.push(Op::new(Opcode::Alloc, &[], Imm::Alloc { size: 24, header: 0x2222_0000_0000 }));
    op(&mut trace, Opcode::StoreSlot, &[first], Imm::Slot(Slot(0)), None);
    op(&mut trace, Opcode::StoreSlot, &[second], Imm::Slot(Slot(1)), None);
    op(&mut trace, Opcode::GuardFalse, &[b0], Imm::None, Some(0));
    let mut bounds = n.bounds.clone();
    bounds[0] = end - 24;
    let n = Nursery { bounds, _memory: n._memory };
    let mut regs = vec![0u64; 2];
    run(&mut b, &n, &trace, &mut regs);
    assert_eq!(ROOM_ASKED.load(std::sync::atomic::Ordering::SeqCst), 40, "the group's 40 bytes, asked for once");
    assert_eq!((regs[0] as usize, regs[1] as usize), (start, start + 16), "claimed one after the other");
    assert_eq!(n.bounds[0], start + 40);
    // SAFETY: both objects were allocated inside the test nursery.
    assert_eq!(unsafe { (*(start as *const u64), *((start + 16) as *const u64)) }, (0x1111_0000_0000, 0x2222_0000_0000));
}

#[test]
fn an_allocation_above_the_inline_limit_does_not_compile() {
    let mut b = backend();
    let mut trace = Trace::default();
    let size = jit::ir::MAX_ALLOC_BYTES + 8;
    let obj = trace.push(Op::new(Opcode::Alloc, &[], Imm::Alloc { size: size, header: 0 }));
    op(&mut trace, Opcode::StoreSlot, &[obj], Imm::Slot(Slot(0)), None);
    let err = b.compile(&trace, &[], false, 1, None, None, jit::backend::Tier::Full).err().expect("rejected");
    assert!(err.to_string().contains(&format!("allocation of {size} bytes")), "{err}");
}

/// `t += i; i += 1` over ints unboxed from slots 0 (i), 1 (n) and 2 (t),
/// while `test` (a condition on `%8`, i, and `%4`, n, as `%10`, and its
/// guard, whose snapshot holds i and t) holds.
fn sum_loop(test: &str) -> Trace {
    let text = format!(
        "
%0 = LoadSlot [0] ref
%1 = LoadSlot [1] ref
%2 = LoadSlot [2] ref
%3 = Untag %0 int
%4 = Untag %1 int
%5 = Untag %2 int
%6 = ConstInt [1] int
     Loop
%8 = Phi %3 [0] int
%9 = Phi %5 [1] int
{test}
%12 = IntAdd %9, %8 int
%13 = IntAdd %8, %6 int
     Jump (to Loop) [%13, %12]
"
    );
    jit::parse::parse(&text, &[]).unwrap_or_else(|e| panic!("{e}"))
}

/// A rotated loop (`backend::lower`, module doc 1) whose test is a
/// `GuardFalse`: `while not i >= n`. The loop ends through the test the end
/// of the body repeats, and its exit leaves with that iteration's values.
#[test]
fn a_rotated_loop_leaves_through_its_repeated_test_with_the_next_values() {
    let trace = sum_loop("%10 = IntGe %8, %4 bool\n     GuardFalse %10  @1 {r0=%8 r2=%9}");
    let n = nursery(4);
    let mut b = backend();
    let tag = |x: u64| 2 * x + 1;
    for (count, want_t) in [(0u64, 0u64), (1, 0), (10, 45)] {
        let mut regs = vec![tag(0), tag(count), tag(0)];
        let (exit, values) = run(&mut b, &n, &trace, &mut regs);
        assert_eq!(exit, 11, "left through the loop's test");
        // The snapshot's values are raw ints: i = count, t = the sum.
        assert_eq!((values[0], values[1]), (count, want_t), "n = {count}");
    }
}

/// An unrolled loop (`opt::unroll`): `while i < n`, laid out twice with a
/// remainder. Whatever the count, odd or even, it runs every iteration in
/// the trace and leaves through the remainder's test with the final values.
#[test]
fn an_unrolled_loop_runs_its_last_iteration_in_the_remainder() {
    let mut trace = sum_loop("%10 = IntLt %8, %4 bool\n     GuardTrue %10  @1 {r0=%8 r2=%9}");
    let Some((_, _, unroll)) = jit::opt::PASSES.iter().find(|(name, _, _)| *name == "unroll") else { panic!("no unroll pass") };
    unroll(&mut trace);
    let rest = trace.remainder_start().expect("unrolled");
    let test = (rest..trace.ops.len()).find(|&k| trace.ops[k].opcode == Opcode::GuardTrue).expect("the remainder's test");
    let n = nursery(4);
    let mut b = backend();
    let tag = |x: u64| 2 * x + 1;
    for count in 0u64..8 {
        for start in [0u64, 1] {
            let mut regs = vec![tag(start), tag(count), tag(0)];
            let (exit, values) = run(&mut b, &n, &trace, &mut regs);
            assert_eq!(exit, test as u32, "n = {count}: left through the remainder's test");
            let want_t: u64 = (start..count).sum();
            assert_eq!((values[0], values[1]), (count.max(start), want_t), "n = {count}, i from {start}");
        }
    }
}
