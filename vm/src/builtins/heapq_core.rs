//! The native half of `heapq` (`_heapq`): push, pop, heapify, replace and
//! push-pop on a list, and the max-heap variants `heapq.py`'s merge and
//! nlargest use. The comparisons are CPython's C accelerator's, made in
//! the same order (`<` only, children compared left < right, parents
//! sifted down by swaps), and heapify takes Sedgewick's cache-friendly
//! order above 2,500 items as CPython does, so heaps hold their items in
//! CPython's order even when items compare equal.
//!
//! A comparison may run Python code, which may move the list (it is kept
//! in a temporary and read again) or change its length (CPython's
//! RuntimeError).
//!
//! Must never: keep the list's item array across a comparison.

use crate::object::*;
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

pub const DEFS: &[BuiltinDef] = &[
    def("heappush", Module("_heapq"), heappush),
    def("heappop", Module("_heapq"), heappop),
    def("heapify", Module("_heapq"), heapify),
    def("heapreplace", Module("_heapq"), heapreplace),
    def("heappushpop", Module("_heapq"), heappushpop),
    def("_heappop_max", Module("_heapq"), heappop_max),
    def("_heapify_max", Module("_heapq"), heapify_max),
    def("_heapreplace_max", Module("_heapq"), heapreplace_max),
];

/// Which way the heap is ordered: the least item on top, or the greatest.
#[derive(Clone, Copy)]
enum Order {
    Min,
    Max,
}

/// A heap being worked on: the list, kept in temporary `slot`.
struct Heap {
    slot: usize,
}

impl Heap {
    fn list(&self, vm: &Vm) -> Value {
        vm.mem.temp(self.slot)
    }

    fn len(&self, vm: &Vm) -> usize {
        seq::list_len(self.list(vm))
    }

    fn get(&self, vm: &Vm, i: usize) -> Value {
        seq::list_get(self.list(vm), i)
    }

    fn set(&self, vm: &mut Vm, i: usize, x: Value) {
        let l = self.list(vm);
        vm.mem.list_set(l, i, x);
    }

    fn swap(&self, vm: &mut Vm, i: usize, j: usize) {
        let (a, b) = (self.get(vm, i), self.get(vm, j));
        self.set(vm, i, b);
        self.set(vm, j, a);
    }

    /// Does item `i` come before item `j` in this order (`a[i] < a[j]` for
    /// a min-heap)? A RuntimeError if the comparison changed the length
    /// from `size`.
    fn before(&self, vm: &mut Vm, order: Order, i: usize, j: usize, size: usize) -> PyResult<bool> {
        let (a, b) = match order {
            Order::Min => (self.get(vm, i), self.get(vm, j)),
            Order::Max => (self.get(vm, j), self.get(vm, i)),
        };
        let r = vm.less(a, b)?;
        if self.len(vm) != size {
            return Err(vm.raise_new(crate::runtime::types::TypeId::RuntimeError, "list changed size during iteration"));
        }
        Ok(r)
    }

    /// Moves the item at `pos` up towards `start` past the parents it
    /// comes before.
    fn sift_down(&self, vm: &mut Vm, order: Order, start: usize, mut pos: usize) -> PyResult<()> {
        let size = self.len(vm);
        if pos >= size {
            return Err(vm.index_error("index out of range"));
        }
        while pos > start {
            let parent = (pos - 1) >> 1;
            if !self.before(vm, order, pos, parent, size)? {
                break;
            }
            self.swap(vm, parent, pos);
            pos = parent;
        }
        Ok(())
    }

    /// Moves the smaller child up from `pos` until a leaf, then sifts the
    /// item that was at `pos` down from there.
    fn sift_up(&self, vm: &mut Vm, order: Order, mut pos: usize) -> PyResult<()> {
        let end = self.len(vm);
        let start = pos;
        if pos >= end {
            return Err(vm.index_error("index out of range"));
        }
        let limit = end >> 1;
        while pos < limit {
            let mut child = 2 * pos + 1;
            if child + 1 < end && !self.before(vm, order, child, child + 1, end)? {
                child += 1;
            }
            self.swap(vm, child, pos);
            pos = child;
        }
        self.sift_down(vm, order, start, pos)
    }

    fn heapify(&self, vm: &mut Vm, order: Order) -> PyResult<()> {
        let n = self.len(vm);
        if n <= 2500 {
            for i in (0..n >> 1).rev() {
                self.sift_up(vm, order, i)?;
            }
            return Ok(());
        }
        // Sedgewick's order: whole subtrees bottom-up, each node followed
        // by its ancestors while it is a left child... as CPython's C code.
        let m = n >> 1;
        let leftmost = top_bit(m + 1) - 1;
        let half = m >> 1;
        for range in [(half, leftmost), (leftmost, m)] {
            for i in (range.0..range.1).rev() {
                let mut j = i;
                loop {
                    self.sift_up(vm, order, j)?;
                    if j & 1 == 0 {
                        break;
                    }
                    j >>= 1;
                }
            }
        }
        Ok(())
    }
}

/// The highest power of two not above `n` (n > 0).
fn top_bit(n: usize) -> usize {
    1 << (usize::BITS - 1 - n.leading_zeros())
}

/// Runs `f` on the list argument `a[0]` as a heap, with CPython's
/// TypeError for a non-list (`what` names the argument).
fn with_heap(vm: &mut Vm, a: &Args, name: &str, nargs: usize, what: &str, f: impl FnOnce(&mut Vm, &Heap) -> PyResult<Value>) -> PyResult<Value> {
    if a.nkw > 0 || a.n != nargs {
        let msg = if nargs == 1 { format!("_heapq.{}() takes exactly one argument ({} given)", name, a.n) } else { format!("{} expected {} arguments, got {}", name, nargs, a.n) };
        return Err(vm.type_error(&msg));
    }
    // A list subclass's instance holds its list (`builtin_base.rs`).
    let l = vm.builtin_view(vm.arg(a, 0));
    if !is_type(l, TY_LIST) {
        let t = vm.type_name(vm.arg(a, 0));
        return Err(vm.type_error(&format!("{}() {} must be list, not {}", name, what, t)));
    }
    let heap = Heap { slot: vm.mem.push_temp(l) };
    let r = f(vm, &heap);
    vm.mem.pop_temps(heap.slot);
    r
}

fn heappush(vm: &mut Vm, a: Args) -> PyResult<Value> {
    with_heap(vm, &a, "heappush", 2, "argument 1", |vm, h| {
        let (l, x) = (h.list(vm), vm.arg(&a, 1));
        vm.mem.list_append(l, x);
        let last = h.len(vm) - 1;
        h.sift_down(vm, Order::Min, 0, last)?;
        Ok(Value::NONE)
    })
}

/// Removes the last item; puts it on top and sifts it, returning the old
/// top (or the last item itself when it was the only one).
fn pop(vm: &mut Vm, h: &Heap, order: Order) -> PyResult<Value> {
    let n = h.len(vm);
    if n == 0 {
        return Err(vm.index_error("index out of range"));
    }
    let last = h.get(vm, n - 1);
    let l = h.list(vm);
    vm.mem.list_truncate(l, n - 1);
    if n == 1 {
        return Ok(last);
    }
    let top = vm.mem.push_temp(h.get(vm, 0));
    h.set(vm, 0, last);
    let r = h.sift_up(vm, order, 0);
    let top_item = vm.mem.temp(top);
    vm.mem.pop_temps(top);
    r.map(|_| top_item)
}

/// Puts `a[1]` on top and sifts it, returning the old top.
fn replace(vm: &mut Vm, a: &Args, h: &Heap, order: Order) -> PyResult<Value> {
    if h.len(vm) == 0 {
        return Err(vm.index_error("index out of range"));
    }
    let top = vm.mem.push_temp(h.get(vm, 0));
    let x = vm.arg(a, 1);
    h.set(vm, 0, x);
    let r = h.sift_up(vm, order, 0);
    let top_item = vm.mem.temp(top);
    vm.mem.pop_temps(top);
    r.map(|_| top_item)
}

fn heappop(vm: &mut Vm, a: Args) -> PyResult<Value> {
    with_heap(vm, &a, "heappop", 1, "argument", |vm, h| pop(vm, h, Order::Min))
}

fn heappop_max(vm: &mut Vm, a: Args) -> PyResult<Value> {
    with_heap(vm, &a, "_heappop_max", 1, "argument", |vm, h| pop(vm, h, Order::Max))
}

fn heapreplace(vm: &mut Vm, a: Args) -> PyResult<Value> {
    with_heap(vm, &a, "heapreplace", 2, "argument 1", |vm, h| replace(vm, &a, h, Order::Min))
}

fn heapreplace_max(vm: &mut Vm, a: Args) -> PyResult<Value> {
    with_heap(vm, &a, "_heapreplace_max", 2, "argument 1", |vm, h| replace(vm, &a, h, Order::Max))
}

fn heapify(vm: &mut Vm, a: Args) -> PyResult<Value> {
    with_heap(vm, &a, "heapify", 1, "argument", |vm, h| h.heapify(vm, Order::Min).map(|_| Value::NONE))
}

fn heapify_max(vm: &mut Vm, a: Args) -> PyResult<Value> {
    with_heap(vm, &a, "_heapify_max", 1, "argument", |vm, h| h.heapify(vm, Order::Max).map(|_| Value::NONE))
}

/// `heappushpop(heap, item)`: the item itself when the heap is empty or
/// its top is not less than it; else the top, with the item sifted in.
fn heappushpop(vm: &mut Vm, a: Args) -> PyResult<Value> {
    with_heap(vm, &a, "heappushpop", 2, "argument 1", |vm, h| {
        if h.len(vm) == 0 {
            return Ok(vm.arg(&a, 1));
        }
        if !vm.less(h.get(vm, 0), vm.arg(&a, 1))? {
            return Ok(vm.arg(&a, 1));
        }
        replace(vm, &a, h, Order::Min)
    })
}
