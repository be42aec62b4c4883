//! Memory: inline bump allocation and its slow path, allocation groups, write
//! barriers, the nursery's words in variables, and the spills around anything
//! that may collect (module doc of `lower`, 3 and 4).

use super::*;

/// Allocations that test the nursery's room together: the bytes they claim
/// and the objects whose barriers a collection must redo (their operands).
pub(super) struct AllocGroup {
    pub(super) bytes: i64,
    pub(super) args: Vec<V>,
    /// Its allocations (op indexes), in the order they are placed.
    pub(super) members: Vec<usize>,
}

/// The allocations of the group led by the `Alloc` at op `first`, in the
/// order the group lays them out from the free pointer (empty when `first`
/// leads none): what a profiler needs to tell which object a sampling
/// point fell in.
pub fn alloc_group_members(trace: &Trace, first: usize) -> Vec<usize> {
    alloc_groups(trace).into_iter().nth(first).flatten().map_or_else(Vec::new, |g| g.members)
}

/// The trace's allocation groups, at their first allocation's index: an
/// allocation joins the group before it when nothing between them can
/// collect or read `free` but an exit (no call; exits store `free`, which
/// then points just past the objects claimed so far: see `claim`), both
/// are in the same part of the trace (preamble, loop body or remainder)
/// and the group's bytes stay within `MAX_ALLOC_BYTES`. An unrolled body's copies thus test once.
pub(super) fn alloc_groups(trace: &Trace) -> Vec<Option<AllocGroup>> {
    let mut groups: Vec<Option<AllocGroup>> = trace.ops.iter().map(|_| None).collect();
    let mut open: Option<usize> = None;
    for (i, op) in trace.ops.iter().enumerate() {
        match op.opcode {
            // An old-space allocation leaves the nursery alone.
            Opcode::Alloc if trace.is_old_alloc(i) => {}
            Opcode::Alloc => {
                let joins = open.and_then(|l| groups[l].as_mut()).filter(|g| g.bytes + op.alloc().0 <= MAX_ALLOC_BYTES);
                match joins {
                    Some(g) => {
                        g.bytes += op.alloc().0;
                        g.members.push(i);
                        for a in &op.args {
                            if !g.args.contains(a) {
                                g.args.push(*a);
                            }
                        }
                    }
                    None => {
                        groups[i] = Some(AllocGroup { bytes: op.alloc().0, args: op.args.to_vec(), members: vec![i] });
                        open = Some(i);
                    }
                }
            }
            Opcode::Call | Opcode::Loop | Opcode::Remainder => open = None,
            _ => {}
        }
    }
    groups
}

impl Lower<'_, '_> {
    /// Inline bump allocation: the object goes at `free`. The first
    /// allocation of a group (`alloc_groups`) tests `free` against the
    /// limit (module doc, 4) for the whole group; past it, the
    /// out-of-line slow path makes room for the group (`make_room`, which
    /// may collect). The others only claim. Claiming after the paths join
    /// leaves `free + size` for where it is next used, so `free` needs no
    /// second register.
    pub(super) fn lower_alloc(&mut self, i: usize) -> Value {
        if self.trace.is_old_alloc(i) {
            return self.lower_old_alloc(i);
        }
        let Some((bytes, group_args)) = self.groups[i].as_ref().map(|g| (g.bytes, g.args.clone())) else { return self.claim(i) };
        let free = self.b.use_var(self.free);
        let limit = self.b.use_var(self.limit);
        let full = self.b.ins().icmp(IntCC::SignedGreaterThan, free, limit);
        let live = self.live_refs(i);
        let slow = self.b.create_block();
        let claim = self.b.create_block();
        self.b.set_cold_block(slow);
        for _ in &live {
            self.b.append_block_param(claim, types::I64);
        }
        let args: Vec<BlockArg> = live.iter().map(|v| BlockArg::Value(self.val(*v))).collect();
        self.b.ins().brif(full, slow, &[], claim, &args);
        // Slow path: spill, make room, reload.
        self.b.switch_to_block(slow);
        self.spill(&live);
        self.flush_free();
        self.store_imm(bytes as u64, OFFSET_ALLOC_SIZE);
        self.store_imm(exit_word(self.linking.tag, i as u32), OFFSET_ALLOC_SITE);
        let ctx = self.ctx;
        self.b.ins().call(self.stubs.make_room, &[ctx]);
        self.reload_nursery();
        let reloaded = self.reload(&live);
        self.restore_exit_slots(i, &live, &reloaded);
        if self.trace.ops[i].is_poll() {
            self.poll_after_collect(i, &live, &reloaded);
        }
        // The collection reset the barrier flag of every remembered object:
        // redo the barriers the group's allocations carry, on the moved
        // objects (a constant is an old object, which does not move; any
        // other operand not live past the allocation is not stored into again).
        for a in &group_args {
            if let Some(k) = live.iter().position(|v| v == a) {
                self.barrier(reloaded[k]);
            } else if self.trace.op(*a).opcode == Opcode::ConstRef {
                let c = self.val(*a);
                self.barrier(c);
            }
        }
        let args: Vec<BlockArg> = reloaded.iter().map(|v| BlockArg::Value(*v)).collect();
        self.b.ins().jump(claim, &args);
        // Both paths: claim the bytes at `free`.
        self.b.switch_to_block(claim);
        let params = self.b.block_params(claim).to_vec();
        for (k, v) in live.iter().enumerate() {
            self.vals[v.0 as usize] = Some(params[k]);
        }
        self.claim(i)
    }

    /// Allocation `i` claims its bytes at `free` (its group's test made
    /// room for them) and writes its header. Each claims its own, so `free`
    /// never points past an object whose header is not written: an exit
    /// between two allocations of a group leaves a nursery that can be
    /// walked object by object.
    pub(super) fn claim(&mut self, i: usize) -> Value {
        let op = &self.trace.ops[i];
        let (size, header) = op.alloc();
        let header_word = header as i64;
        let obj = self.b.use_var(self.free);
        let next = self.b.ins().iadd_imm_s(obj, size);
        self.b.def_var(self.free, next);
        let h = self.iconst(header_word);
        self.b.ins().store(flags(), h, obj, 0);
        obj
    }

    /// An allocation in old space (`Trace::old_allocs`). A polling one
    /// first reads the interrupt byte and leaves through its snapshot when
    /// it is set, before anything is allocated (as a nursery allocation's
    /// slow path leaves before it claims). When the size has an allocation
    /// buffer (`BackendConfig::old_buffers`) the object is its cursor,
    /// advanced inline while it stays within the limit; otherwise, and
    /// when the buffer is used up, `call_alloc_old` allocates it.
    fn lower_old_alloc(&mut self, i: usize) -> Value {
        let (size, header) = self.trace.ops[i].alloc();
        if self.trace.ops[i].is_poll() {
            let set = self.interrupt_byte_set();
            self.branch_if(i, set);
        }
        let buffer = if self.config.old_buffers == 0 { None } else { (self.config.old_buffer_slot)(size as usize) };
        let Some((class, slot)) = buffer else {
            let live = self.live_refs(i);
            return self.call_alloc_old(i, &live);
        };
        let entry = self.iconst((self.config.old_buffers + 16 * class) as i64);
        let cursor = self.b.ins().load(types::I64, flags(), entry, 0);
        let limit = self.b.ins().load(types::I64, flags(), entry, 8);
        let next = self.b.ins().iadd_imm_s(cursor, slot as i64);
        let fits = self.b.ins().icmp(IntCC::UnsignedLessThanOrEqual, next, limit);
        let live = self.live_refs(i);
        let (fast, slow, join) = (self.b.create_block(), self.b.create_block(), self.b.create_block());
        self.b.set_cold_block(slow);
        for _ in 0..=live.len() {
            self.b.append_block_param(join, types::I64);
        }
        self.b.ins().brif(fits, fast, &[], slow, &[]);
        // Fast path: claim the slot, write the header; nothing moved.
        self.b.switch_to_block(fast);
        self.b.ins().store(flags(), next, entry, 0);
        let h = self.iconst(header as i64);
        self.b.ins().store(flags(), h, cursor, 0);
        let args: Vec<BlockArg> = std::iter::once(cursor).chain(live.iter().map(|v| self.val(*v))).map(BlockArg::Value).collect();
        self.b.ins().jump(join, &args);
        // Slow path: the helper, which may collect (the values reloaded).
        self.b.switch_to_block(slow);
        let obj = self.call_alloc_old(i, &live);
        let args: Vec<BlockArg> = std::iter::once(obj).chain(live.iter().map(|v| self.val(*v))).map(BlockArg::Value).collect();
        self.b.ins().jump(join, &args);
        self.b.switch_to_block(join);
        let params = self.b.block_params(join).to_vec();
        for (k, v) in live.iter().enumerate() {
            self.vals[v.0 as usize] = Some(params[k + 1]);
        }
        params[0]
    }

    /// A call of the client's `alloc_old_helper` for allocation `i`, which
    /// may collect first (as the slow path of a nursery allocation: the
    /// live references `live` are spilled and reloaded, and the barriers
    /// the op carries are redone). Afterwards `live` read the reloaded values.
    fn call_alloc_old(&mut self, i: usize, live: &[V]) -> Value {
        let (size, header) = self.trace.ops[i].alloc();
        self.spill(live);
        self.flush_free();
        let (ctx, size, header) = (self.ctx, self.iconst(size), self.iconst(header as i64));
        let obj = self.call_addr(self.config.alloc_old_helper, &[ctx, size, header], true);
        self.reload_nursery();
        let reloaded = self.reload(live);
        self.restore_exit_slots(i, live, &reloaded);
        for (v, n) in live.iter().zip(&reloaded) {
            self.vals[v.0 as usize] = Some(*n);
        }
        for a in self.trace.ops[i].args.clone() {
            if live.contains(&a) || self.trace.op(a).opcode == Opcode::ConstRef {
                let v = self.val(a);
                self.barrier(v);
            }
        }
        obj
    }

    /// A polling allocation's slow path, after `make_room` returned: when
    /// the interrupt byte is set, leave through op `i`'s snapshot (nothing
    /// is claimed yet), whose `Ref`s are among `live` and now read
    /// `reloaded`. The byte is read after the collector ran, so a signal
    /// that came while the collector reset the limit is not missed.
    pub(super) fn poll_after_collect(&mut self, i: usize, live: &[V], reloaded: &[Value]) {
        let saved: Vec<Option<Value>> = live.iter().map(|v| self.vals[v.0 as usize]).collect();
        for (v, x) in live.iter().zip(reloaded) {
            self.vals[v.0 as usize] = Some(*x);
        }
        let set = self.interrupt_byte_set();
        self.branch_if(i, set);
        for (v, x) in live.iter().zip(saved) {
            self.vals[v.0 as usize] = x;
        }
    }

    pub(super) fn lower_write_barrier(&mut self, i: usize) {
        let obj = self.arg(i, 0);
        self.barrier(obj);
    }

    /// The write barrier on `obj`: the flag test inline, the stub out of line.
    pub(super) fn barrier(&mut self, obj: Value) {
        let header = self.b.ins().load(types::I64, flags(), obj, 0);
        let flag = self.b.ins().band_imm_s(header, self.config.barrier_flag as i64);
        let slow = self.b.create_block();
        let cont = self.continuation();
        self.b.set_cold_block(slow);
        self.b.ins().brif(flag, slow, &[], cont, &[]);
        self.b.switch_to_block(slow);
        let ctx = self.ctx;
        self.b.ins().call(self.stubs.barrier, &[ctx, obj]);
        self.b.ins().jump(cont, &[]);
        self.b.switch_to_block(cont);
    }

    /// Writes the `free` variable back to the nursery's word.
    pub(super) fn flush_free(&mut self) {
        let free = self.b.use_var(self.free);
        let at = self.nursery();
        self.b.ins().store(flags(), free, at, 0);
    }

    /// The address of the nursery's `{free, top}` words
    /// (`TraceContext::nursery`, which never changes while the trace runs:
    /// Cranelift may keep it in a register or load it where it is needed).
    pub(super) fn nursery(&mut self) -> Value {
        self.b.ins().load(types::I64, flags().with_readonly().with_can_move(), self.ctx, OFFSET_NURSERY)
    }

    /// Reads the nursery's `free` word into its variable and, when the
    /// trace allocates, its `top` word into the limit (module doc, 4): at
    /// entry, and after anything that may have collected or allocated.
    pub(super) fn reload_nursery(&mut self) {
        let at = self.nursery();
        let free = self.b.ins().load(types::I64, flags(), at, 0);
        self.b.def_var(self.free, free);
        self.reload_limit(at);
    }

    /// Reads the limit from the nursery's words at `at`, when the trace
    /// allocates.
    pub(super) fn reload_limit(&mut self, at: Value) {
        if self.slack > 0 {
            let top = self.b.ins().load(types::I64, flags(), at, 8);
            let limit = self.b.ins().iadd_imm_s(top, -self.slack);
            self.b.def_var(self.limit, limit);
        }
    }

    /// The `Ref` values defined before op `i` and used at `i` or later.
    pub(super) fn live_refs(&self, i: usize) -> Vec<V> {
        (0..i)
            .filter(|&d| self.trace.ops[d].ty == Type::Ref && self.vals[d].is_some())
            .filter(|&d| self.last_use[d].is_some_and(|u| u as usize >= i))
            .filter(|&d| self.trace.ops[d].opcode != Opcode::ConstRef)
            .map(|d| V(d as u32))
            .collect()
    }

    pub(super) fn spill(&mut self, live: &[V]) {
        if live.is_empty() {
            return;
        }
        self.spill_slots = self.spill_slots.max(live.len());
        let base = self.b.ins().load(types::I64, flags(), self.ctx, OFFSET_SPILL);
        for (k, v) in live.iter().enumerate() {
            let x = self.val(*v);
            self.b.ins().store(flags(), x, base, 8 * k as i32);
        }
    }

    pub(super) fn reload(&mut self, live: &[V]) -> Vec<Value> {
        if live.is_empty() {
            return Vec::new();
        }
        let base = self.b.ins().load(types::I64, flags(), self.ctx, OFFSET_SPILL);
        (0..live.len()).map(|k| self.b.ins().load(types::I64, flags(), base, 8 * k as i32)).collect()
    }
}
