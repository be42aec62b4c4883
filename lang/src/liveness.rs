//! Register liveness over a code object's bytecode: which registers may be
//! read before being written again, at each instruction.
//!
//! The JIT uses it to leave dead registers out of snapshots and loop phis:
//! a register no path reads before writing it does not need its current
//! value restored when execution goes back to the interpreter.
//!
//! 1. Each instruction's effects (`effects`): the registers it reads and the
//!    ones it certainly writes. An instruction that writes a register only
//!    on some paths (`ForIter`'s target on exhaustion, `Yield`'s result)
//!    is treated as not writing it, which keeps more registers live (safe).
//! 2. Successors: the next instruction, jump targets, and the handler of
//!    every exception-table entry covering the instruction (any instruction
//!    may raise).
//! 3. Backward data flow to a fixed point: live-in = reads ∪ (live-out −
//!    writes), live-out = the union of the successors' live-in.
//!
//! Named registers (parameters, locals, cells and free variables, the first
//! `local_names.len()` registers) are always reported live: `locals()` and
//! debuggers read them without an instruction naming them.
//!
//! Must never: report a register dead that some path reads before writing.

use crate::bytecode::{CodeObject, Instr, Reg};

/// Live registers at each instruction (before it runs).
pub struct Liveness {
    words: usize,
    named: usize,
    live: Vec<u64>,
}

impl Liveness {
    /// Is register `r` live when the instruction at `pc` is about to run?
    pub fn is_live(&self, pc: usize, r: usize) -> bool {
        if r < self.named {
            return true;
        }
        match self.live.get(pc * self.words + r / 64) {
            Some(w) => w & (1 << (r % 64)) != 0,
            None => true,
        }
    }
}

/// Registers read and (certainly) written by one instruction.
struct Effects {
    reads: Vec<Reg>,
    writes: Vec<Reg>,
}

fn range(start: Reg, n: usize) -> Vec<Reg> {
    (0..n).map(|i| start + i as Reg).collect()
}

fn effects(ins: &Instr) -> Effects {
    use Instr::*;
    let (reads, writes): (Vec<Reg>, Vec<Reg>) = match *ins {
        LoadConst { dst, .. } | LoadInt { dst, .. } | LoadNone { dst } | LoadBool { dst, .. } | Clear { dst } => (vec![], vec![dst]),
        LoadGlobal { dst, .. } | LoadName { dst, .. } | Import { dst, .. } | LoadException { dst } => (vec![], vec![dst]),
        Move { dst, src } | Unary { dst, src, .. } | GetIter { dst, src } | ListToTuple { dst, src } | GetAwaitable { dst, src } => (vec![src], vec![dst]),
        StoreGlobal { src, .. } | StoreName { src, .. } | CheckBound { src, .. } | Return { src } | Reraise { src } => (vec![src], vec![]),
        LoadAttr { dst, obj, .. } => (vec![obj], vec![dst]),
        StoreAttr { obj, src, .. } => (vec![obj, src], vec![]),
        DelAttr { obj, .. } => (vec![obj], vec![]),
        LoadMethod { base, obj, .. } => (vec![obj], vec![base, base + 1]),
        CallMethod { dst, base, argc, .. } => (range(base, 2 + argc as usize), vec![dst]),
        Call { dst, func, argc, .. } => (range(func, 1 + argc as usize), vec![dst]),
        CallEx { dst, func, args, kwargs } => (vec![func, args, kwargs], vec![dst]),
        Add { dst, a, b } | Sub { dst, a, b } | Mul { dst, a, b } | Binary { dst, a, b, .. } | Inplace { dst, a, b, .. } | Compare { dst, a, b, .. } | Is { dst, a, b, .. } | Contains { dst, a, b, .. } => (vec![a, b], vec![dst]),
        Jump { .. } | LoopBack { .. } | Nop | DelName { .. } | DelGlobal { .. } => (vec![], vec![]),
        JumpIfFalse { cond, .. } | JumpIfTrue { cond, .. } => (vec![cond], vec![]),
        ForIter { iter, .. } => (vec![iter], vec![]),
        BuildList { dst, start, count } | BuildTuple { dst, start, count } | BuildSet { dst, start, count, .. } | BuildString { dst, start, count } => (range(start, count as usize), vec![dst]),
        BuildDict { dst, start, count } => (range(start, 2 * count as usize), vec![dst]),
        BuildSlice { dst, start } => (range(start, 3), vec![dst]),
        ListAppend { list, src } | ListExtend { list, src } => (vec![list, src], vec![]),
        DictUpdate { dict, src } => (vec![dict, src], vec![]),
        DictInsert { dict, key, src } => (vec![dict, key, src], vec![]),
        SetAdd { set, src } => (vec![set, src], vec![]),
        GetItem { dst, obj, key } => (vec![obj, key], vec![dst]),
        SetItem { obj, key, src } => (vec![obj, key, src], vec![]),
        DelItem { obj, key } => (vec![obj, key], vec![]),
        Unpack { src, dst, count } => (vec![src], range(dst, count as usize)),
        UnpackEx { src, dst, before, after } => (vec![src], range(dst, before as usize + 1 + after as usize)),
        MakeFunction { dst, defaults, kwdefaults, closure, .. } => (vec![defaults, kwdefaults, closure], vec![dst]),
        MakeClass { dst, bases, nbases, .. } => (range(bases, nbases as usize + 1), vec![dst]),
        MakeCell { reg } => (vec![reg], vec![reg]),
        LoadDeref { dst, cell, .. } | LoadClassDeref { dst, cell, .. } => (vec![cell], vec![dst]),
        StoreDeref { cell, src } => (vec![cell, src], vec![]),
        ImportFrom { dst, module, .. } => (vec![module], vec![dst]),
        ImportStar { module } => (vec![module], vec![]),
        Format { dst, src, spec, .. } => (vec![src, spec], vec![dst]),
        Raise { exc, cause, .. } => (vec![exc, cause], vec![]),
        Yield { src, .. } => (vec![src], vec![]),
        YieldFromStep { iter, sent, .. } => (vec![iter, sent], vec![]),
        ExceptionMatches { dst, exc, typ } => (vec![exc, typ], vec![dst]),
        WithEnter { mgr, exit, dst } => (vec![mgr], vec![exit, dst]),
        WithExit { exit, exc, dst } => (vec![exit, exc], vec![dst]),
        AssertFail { msg } => (vec![msg], vec![]),
    };
    // A register both read and written is read first.
    let writes = writes.into_iter().filter(|w| !reads.contains(w)).collect();
    Effects { reads, writes }
}

/// The registers `ins` writes (on every path).
pub fn writes(ins: &Instr) -> Vec<Reg> {
    effects(ins).writes
}

/// Instructions that may run after the one at `pc` (exception handlers included).
fn successors(co: &CodeObject, pc: usize) -> Vec<usize> {
    use Instr::*;
    let mut s = match co.instrs[pc] {
        Jump { target } | LoopBack { target } => vec![target as usize],
        JumpIfFalse { target, .. } | JumpIfTrue { target, .. } | ForIter { target, .. } | YieldFromStep { target, .. } => vec![pc + 1, target as usize],
        Return { .. } | Raise { .. } | AssertFail { .. } => vec![],
        _ => vec![pc + 1],
    };
    let p = pc as u32;
    s.extend(co.handlers.iter().filter(|h| h.start <= p && p < h.end).map(|h| h.handler as usize));
    s.retain(|&t| t < co.instrs.len());
    s
}

/// Computes the live registers at every instruction of `co`.
pub fn liveness(co: &CodeObject) -> Liveness {
    let n = co.instrs.len();
    let words = (co.nregs as usize).div_ceil(64).max(1);
    let effects: Vec<Effects> = co.instrs.iter().map(effects).collect();
    let succ: Vec<Vec<usize>> = (0..n).map(|pc| successors(co, pc)).collect();
    let mut live = vec![0u64; n * words];
    let mut changed = true;
    let mut out = vec![0u64; words];
    while changed {
        changed = false;
        for pc in (0..n).rev() {
            out.iter_mut().for_each(|w| *w = 0);
            for &s in &succ[pc] {
                for k in 0..words {
                    out[k] |= live[s * words + k];
                }
            }
            for &w in &effects[pc].writes {
                if (w as usize) < words * 64 {
                    out[w as usize / 64] &= !(1 << (w % 64));
                }
            }
            for &r in &effects[pc].reads {
                if (r as usize) < words * 64 {
                    out[r as usize / 64] |= 1 << (r % 64);
                }
            }
            let cell = &mut live[pc * words..(pc + 1) * words];
            if cell != out.as_slice() {
                cell.copy_from_slice(&out);
                changed = true;
            }
        }
    }
    Liveness { words, named: co.local_names.len(), live }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(src: &str, name: &str) -> std::rc::Rc<CodeObject> {
        let module = crate::compile_source(src, "t.py").expect("compiles");
        module
            .consts
            .iter()
            .find_map(|c| match c {
                crate::bytecode::Const::Code(c) if c.name == name => Some(c.clone()),
                _ => None,
            })
            .expect("the function")
    }

    #[test]
    fn temporaries_die_after_their_last_read() {
        let co = code("def f(n):\n    t = 0\n    for i in range(n):\n        t += i * 2\n    return t\n", "f");
        let l = liveness(&co);
        let named = co.local_names.len();
        // Every temporary is dead at the loop header (`ForIter`): each
        // iteration writes the temporaries it reads.
        let header = co.instrs.iter().position(|i| matches!(i, Instr::ForIter { .. })).expect("a for loop");
        let Instr::ForIter { iter, .. } = co.instrs[header] else { unreachable!() };
        for r in named..co.nregs as usize {
            assert_eq!(l.is_live(header, r), r == iter as usize, "register {r} at the header");
        }
        // Named registers are always live.
        assert!((0..named).all(|r| l.is_live(header, r)));
    }
}
