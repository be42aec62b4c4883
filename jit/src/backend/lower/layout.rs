//! Loop layout: the loop block and its parameters, rotation of a loop whose
//! body starts with its test, an unrolled loop's remainder, and the end of a
//! bridge (module doc of `lower`, 1).

use super::*;

impl Lower<'_, '_> {
    /// The end of a linked trace: count the target's entry, then jump to it
    /// (a tail call: the stack does not grow however long the chain).
    pub(super) fn jump_to_trace(&mut self, link: Link) {
        let counter = self.iconst(link.counter as i64);
        self.increment(counter, 0);
        let target = self.iconst(link.entry as i64);
        self.tail_call(target);
    }

    /// Adds one to the word at `addr + off`.
    pub(super) fn increment(&mut self, addr: Value, off: i32) {
        let n = self.b.ins().load(types::I64, flags(), addr, off);
        let n = self.b.ins().iadd_imm_s(n, 1);
        self.b.ins().store(flags(), n, addr, off);
    }

    /// Passes control to the trace at `target` (a tail call with the context).
    pub(super) fn tail_call(&mut self, target: Value) {
        let sref = self.b.import_signature(self.linking.tail.clone());
        let ctx = self.ctx;
        self.b.ins().return_call_indirect(sref, target, &[ctx]);
    }

    /// `Loop` at op `i`: the block the rest of the trace repeats in.
    pub(super) fn enter_loop(&mut self, i: usize) {
        let n = self.trace.ops.len();
        let phis: Vec<usize> = (i..n).filter(|&k| self.trace.ops[k].opcode == Opcode::Phi).collect();
        let carried: Vec<V> = (0..i)
            .filter(|&d| self.trace.ops[d].ty == Type::Ref && self.trace.ops[d].opcode != Opcode::ConstRef && self.vals[d].is_some())
            .filter(|&d| self.last_use[d].is_some_and(|u| u as usize > i))
            .map(|d| V(d as u32))
            .collect();
        for v in &carried {
            self.last_use[v.0 as usize] = Some(n as u32);
        }
        let lb = self.b.create_block();
        for &k in &phis {
            let ty = match self.trace.ops[k].ty {
                Type::Float => types::F64,
                Type::Bool => types::I8,
                _ => types::I64,
            };
            self.b.append_block_param(lb, ty);
        }
        for _ in &carried {
            self.b.append_block_param(lb, types::I64);
        }
        if self.trace.remainder_start().is_some() {
            let rb = self.b.create_block();
            self.b.set_cold_block(rb);
            for &p in self.b.func.dfg.block_params(lb).to_vec().iter() {
                let ty = self.b.func.dfg.value_type(p);
                self.b.append_block_param(rb, ty);
            }
            self.remainder_block = Some(rb);
        }
        // Phi k's initial value is its operand; its index among the block's
        // parameters is its `imm` order, which the recorder makes the op order.
        let mut args: Vec<BlockArg> = phis.iter().map(|&k| BlockArg::Value(self.arg(k, 0))).collect();
        args.extend(carried.iter().map(|v| BlockArg::Value(self.val(*v))));
        self.phis = phis;
        self.carried = carried;
        self.go_round(lb, &args);
        self.b.switch_to_block(lb);
        let params = self.b.block_params(lb).to_vec();
        self.bind_loop_params(&params);
        self.loop_block = Some(lb);
        // A rotated loop's block starts after its head: the head's pure ops
        // are computed again there, for the ops after it.
        for k in self.head.clone().into_iter().flatten() {
            if self.trace.ops[k].opcode.flags() & flag::PURE != 0 {
                self.b.set_srcloc(SourceLoc::new(k as u32));
                self.vals[k] = self.lower_op(k);
            }
        }
    }

    /// The loop block's arguments: the phis' values `next`, then the carried values.
    pub(super) fn loop_args(&self, next: &[V]) -> Vec<BlockArg> {
        next.iter().chain(&self.carried).map(|v| BlockArg::Value(self.val(*v))).collect()
    }

    /// `Remainder`: the unrolled body ends (back to the loop's head) and
    /// the remainder's block starts, on the loop block's parameters as its
    /// head's `TO_REMAINDER` test passed them (module doc, 1).
    pub(super) fn enter_remainder(&mut self) {
        let (Some(lb), Some(rb)) = (self.loop_block, self.remainder_block) else { return };
        let args = self.loop_args(&self.trace.loop_next);
        self.go_round(lb, &args);
        self.b.switch_to_block(rb);
        let params = self.b.block_params(rb).to_vec();
        self.bind_loop_params(&params);
    }

    /// Goes (round) to the loop block `lb` with `args`, its phis' and
    /// carried values: a jump, or for a rotated loop its head on those
    /// values, whose last guard branches to `lb` (one conditional branch,
    /// where the loop block would start with the test and end with a jump)
    /// and whose exits leave with those values, as the head's would at the
    /// top of the loop.
    pub(super) fn go_round(&mut self, lb: Block, args: &[BlockArg]) {
        let values: Vec<Value> = args.iter().filter_map(|a| if let BlockArg::Value(v) = a { Some(*v) } else { None }).collect();
        self.bind_loop_params(&values);
        self.store_phis();
        let Some(head) = self.head.clone() else {
            self.b.ins().jump(lb, args);
            return;
        };
        let last = head.end - 1;
        for k in head.start..last {
            if self.trace.ops[k].opcode != Opcode::Phi {
                self.b.set_srcloc(SourceLoc::new(k as u32));
                self.vals[k] = self.lower_op(k);
                if let Some(x) = self.vals[k] {
                    self.store_exit_slot(V(k as u32), x);
                }
            }
        }
        self.b.set_srcloc(SourceLoc::new(last as u32));
        let c = self.arg(last, 0);
        let stay = match self.trace.ops[last].opcode {
            Opcode::GuardTrue => c,
            _ => self.b.ins().icmp_imm_s(IntCC::Equal, c, 0),
        };
        match self.remainder_block {
            Some(rb) if self.trace.ops[last].guard.has(GuardFlags::TO_REMAINDER) => {
                // Through a block laid out right after this one (as an
                // exit's is), so the branch back is the conditional one.
                let current = self.b.current_block().expect("lowering inside a block");
                let to_rest = self.b.create_block();
                self.b.switch_to_block(to_rest);
                self.b.ins().jump(rb, args);
                self.b.switch_to_block(current);
                self.b.ins().brif(stay, lb, args, to_rest, &[]);
            }
            _ => {
                let exit = self.exit_block_laid_out(last, false);
                self.b.ins().brif(stay, lb, args, exit, &[]);
            }
        }
    }

    /// Stores the phis' values (as just bound) into their exit slots: they
    /// are defined anew where the loop is entered or gone round.
    fn store_phis(&mut self) {
        for k in self.phis.clone() {
            if let Some(x) = self.vals[k] {
                self.store_exit_slot(V(k as u32), x);
            }
        }
    }

    /// Gives the phis and the carried values `values`, in the order of the
    /// loop block's parameters (phis first, then the carried values).
    pub(super) fn bind_loop_params(&mut self, values: &[Value]) {
        for (j, &k) in self.phis.iter().enumerate() {
            self.vals[k] = Some(values[j]);
        }
        let n = self.phis.len();
        for (j, v) in self.carried.iter().enumerate() {
            self.vals[v.0 as usize] = Some(values[n + j]);
        }
    }
}
