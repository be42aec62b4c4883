//! Guards and their exits: the cold exit blocks that count the exit and
//! jump to its bridge, and the stores of the values exits read into their
//! exit slots (module doc of `lower`, 2).

use super::*;

impl Lower<'_, '_> {
    /// A guard: branch to its exit unless its condition holds.
    pub(super) fn lower_guard(&mut self, i: usize) {
        use Opcode::*;
        let op = &self.trace.ops[i];
        match op.opcode {
            GuardTrue | GuardFalse => {
                let c = self.arg(i, 0);
                let exit = self.exit_block(i);
                let cont = self.continuation();
                if op.opcode == GuardTrue {
                    self.b.ins().brif(c, cont, &[], exit, &[]);
                } else {
                    self.b.ins().brif(c, exit, &[], cont, &[]);
                }
                self.b.switch_to_block(cont);
            }
            GuardInt => {
                let x = self.arg(i, 0);
                let t = self.b.ins().band_imm_s(x, 1);
                self.branch_unless(i, t);
            }
            GuardType | GuardShape => self.lower_guard_type(i),
            GuardRef => {
                let x = self.arg(i, 0);
                let ok = self.b.ins().icmp_imm_s(IntCC::Equal, x, op.const_word());
                self.branch_unless(i, ok);
            }
            GuardFlag => self.lower_guard_flag(i),
            _ => unreachable!("lower_guard of a non-guard op"),
        }
    }

    /// The end of exit `i`'s block, after its values are stored: write
    /// `free` back, count the exit and jump to its bridge if the table has
    /// one, else return its word (through the shared exit path, which
    /// writes `free` back itself).
    pub(super) fn leave_through(&mut self, i: usize, free: Value) {
        let word = exit_word(self.linking.tag, i as u32) as i64;
        let shared = match self.linking.exit_table {
            Some(table) if self.trace.ops[i].opcode != Opcode::Call => table,
            _ => {
                let at = self.nursery();
                self.b.ins().store(flags(), free, at, 0);
                self.leave_alone(i, word);
                return;
            }
        };
        let shared = self.shared_exit(shared);
        let e = self.iconst(i as i64);
        self.b.ins().jump(shared, &[e.into(), free.into()]);
    }

    /// Leaves through exit `i` (word `word`) without a bridge: with no
    /// exit table, or for an exception (which the interpreter's handler
    /// takes), counted in the table.
    fn leave_alone(&mut self, i: usize, word: i64) {
        if let Some(table) = self.linking.exit_table {
            let slot = self.iconst((table + 8 * EXIT_TABLE_WORDS * i) as i64);
            self.increment(slot, 8);
        }
        let w = self.iconst(word);
        self.b.ins().return_(&[w]);
    }

    /// The shared exit path (module doc, 2), made on first use: from the
    /// exit's op index, its row of the exit table; count the exit, then
    /// tail-call its bridge, or return its exit word.
    fn shared_exit(&mut self, table: usize) -> Block {
        if let Some(block) = self.shared_exit {
            return block;
        }
        let (current, loc) = (self.b.current_block(), self.b.srcloc());
        // Not one op's code: dumps show it unattributed.
        self.b.set_srcloc(SourceLoc::default());
        let block = self.b.create_block();
        self.b.set_cold_block(block);
        let e = self.b.append_block_param(block, types::I64);
        let free = self.b.append_block_param(block, types::I64);
        self.b.switch_to_block(block);
        let at = self.nursery();
        self.b.ins().store(flags(), free, at, 0);
        let row = self.b.ins().imul_imm_s(e, (8 * EXIT_TABLE_WORDS) as i64);
        let slot = self.b.ins().iadd_imm_s(row, table as i64);
        self.increment(slot, 8);
        let target = self.b.ins().load(types::I64, flags(), slot, 0);
        let (jump, ret) = (self.b.create_block(), self.b.create_block());
        self.b.set_cold_block(jump);
        self.b.set_cold_block(ret);
        self.b.ins().brif(target, jump, &[], ret, &[]);
        self.b.switch_to_block(jump);
        let counter = self.b.ins().load(types::I64, flags(), slot, 16);
        self.increment(counter, 0);
        self.tail_call(target);
        self.b.switch_to_block(ret);
        let w = self.b.ins().bor_imm_s(e, exit_word(self.linking.tag, 0) as i64);
        self.b.ins().return_(&[w]);
        if let Some(current) = current {
            self.b.switch_to_block(current);
        }
        self.b.set_srcloc(loc);
        self.shared_exit = Some(block);
        block
    }

    /// Exits through op `i`'s snapshot when `cond` is non-zero.
    pub(super) fn branch_if(&mut self, i: usize, cond: Value) {
        let exit = self.exit_block(i);
        self.branch_to_if(exit, cond);
    }

    /// Goes to `exit` when `cond` is nonzero, on to a new block otherwise.
    pub(super) fn branch_to_if(&mut self, exit: Block, cond: Value) {
        let cont = self.continuation();
        self.b.ins().brif(cond, exit, &[], cont, &[]);
        self.b.switch_to_block(cont);
    }

    /// Exits through op `i`'s snapshot when `cond` is zero.
    pub(super) fn branch_unless(&mut self, i: usize, cond: Value) {
        let exit = self.exit_block(i);
        let cont = self.continuation();
        self.b.ins().brif(cond, cont, &[], exit, &[]);
        self.b.switch_to_block(cont);
    }

    /// A cold block that leaves through op `i`'s exit (its snapshot's
    /// values wait in their exit slots).
    pub(super) fn exit_block(&mut self, i: usize) -> Block {
        self.exit_block_laid_out(i, true)
    }

    /// `exit_block`, cold (laid out after all the hot code) or not.
    pub(super) fn exit_block_laid_out(&mut self, i: usize, cold: bool) -> Block {
        let current = self.b.current_block().expect("lowering inside a block");
        // Read here: the exit block's only predecessor is this block.
        let free = self.b.use_var(self.free);
        let exit = self.b.create_block();
        if cold {
            self.b.set_cold_block(exit);
        }
        self.b.switch_to_block(exit);
        self.store_at_exit(i);
        self.leave_through(i, free);
        self.b.switch_to_block(current);
        exit
    }

    /// `GuardFlag`: exits when the context's interrupt byte is set. The
    /// byte's address never changes while the trace runs (Cranelift may keep
    /// it in a register across the loop); the byte is read with an atomic
    /// load, since a signal handler writes it: Cranelift neither hoists that
    /// read out of the loop nor reuses an earlier one for it (on x86-64 it
    /// is a plain byte load, a test and a branch).
    pub(super) fn lower_guard_flag(&mut self, i: usize) {
        let set = self.interrupt_byte_set();
        self.branch_if(i, set);
    }

    /// Nonzero when the interrupt byte is set (see `lower_guard_flag`).
    pub(super) fn interrupt_byte_set(&mut self) -> Value {
        let addr = self.b.ins().load(types::I64, flags().with_readonly().with_can_move(), self.ctx, OFFSET_INTERRUPT);
        let byte = self.b.ins().atomic_load(types::I8, flags(), addr);
        self.b.ins().icmp_imm_s(IntCC::NotEqual, byte, 0)
    }

    /// Two branches for the three tests: a heap pointer has its low three
    /// bits clear (tagged ints and constants have one set) and is not null,
    /// tested at once as its lowest set bit being 8 or above (null has
    /// none; one instruction with BMI1); its type id is the header's high
    /// half, compared as one 32-bit load. (Each branch is a block, and
    /// Cranelift's register allocation costs by the block.)
    pub(super) fn lower_guard_type(&mut self, i: usize) {
        let x = self.arg(i, 0);
        let type_id = self.trace.ops[i].type_id();
        let exit = self.exit_block(i);
        let not_pointer = if self.trace.ops[i].guard.has(GuardFlags::NOT_NULL) {
            self.b.ins().band_imm_s(x, 7)
        } else {
            let minus = self.b.ins().ineg(x);
            let lowest = self.b.ins().band(x, minus);
            self.b.ins().icmp_imm_u(IntCC::UnsignedLessThan, lowest, 8)
        };
        self.branch_to_if(exit, not_pointer);
        let ty = self.b.ins().load(types::I32, flags(), x, TYPE_ID_OFFSET);
        let ok = self.b.ins().icmp_imm_s(IntCC::Equal, ty, type_id as i32 as i64);
        let cont = self.continuation();
        self.b.ins().brif(ok, cont, &[], exit, &[]);
        self.b.switch_to_block(cont);
    }

    /// In op `i`'s exit block: stores the values of its snapshot that their
    /// exits store (`ExitSlots::stored_at_exit`).
    fn store_at_exit(&mut self, i: usize) {
        let Some(s) = self.trace.ops[i].snap else { return };
        let mut done: Vec<V> = Vec::new();
        for v in self.trace.snapshots[s.index()].exit_values() {
            if done.contains(&v) || !self.exits.stored_at_exit(v) {
                continue;
            }
            done.push(v);
            if let crate::exit_slots::ExitSource::Slot(s) = self.exits.source(self.trace, i, v) {
                let x = self.val(v);
                self.store_slot_word(s, v, x);
            }
        }
    }

    /// Stores op `v`'s value `x` into its exit slot, if it has one (its
    /// definition, or a phi's new value where the loop rebinds it). An
    /// `Input`'s word is in its slot already.
    pub(super) fn store_exit_slot(&mut self, v: V, x: Value) {
        if self.trace.op(v).opcode == Opcode::Input {
            return;
        }
        if let Some(s) = self.exits.slot(v).filter(|_| !self.exits.stored_at_exit(v)) {
            self.store_slot_word(s, v, x);
        }
    }

    /// After a collection at op `i` moved the live references `live`, now
    /// `moved`: stores again those exits at `i` or later read.
    pub(super) fn restore_exit_slots(&mut self, i: usize, live: &[V], moved: &[Value]) {
        for (v, x) in live.iter().zip(moved) {
            if let Some(s) = self.exits.read_after(*v, i).filter(|_| !self.exits.stored_at_exit(*v)) {
                self.store_slot_word(s, *v, *x);
            }
        }
    }

    /// After a call at op `i` that ran compiled code on this context (a
    /// nesting helper), whose exits wrote the slots: stores again the
    /// values other than `moved_refs` (which `restore_exit_slots` stores)
    /// that exits at `i` or later read, an `Input`'s among them.
    pub(super) fn restore_unmoved_exit_slots(&mut self, i: usize, moved_refs: &[V]) {
        for d in 0..i {
            let v = V(d as u32);
            let Some(x) = self.vals[d] else { continue };
            if moved_refs.contains(&v) || self.exits.stored_at_exit(v) {
                continue;
            }
            if let Some(s) = self.exits.read_after(v, i) {
                self.store_slot_word(s, v, x);
            }
        }
    }

    /// Stores `x`, the value of `v`, into exit slot `s` as a word (a float
    /// as its bits, a bool as 0 or 1).
    fn store_slot_word(&mut self, s: usize, v: V, x: Value) {
        let w = match self.trace.ty(v) {
            Type::Bool => self.b.ins().uextend(types::I64, x),
            _ => x,
        };
        self.b.ins().store(flags(), w, self.ctx, OFFSET_EXIT_SLOTS + 8 * s as i32);
    }
}
