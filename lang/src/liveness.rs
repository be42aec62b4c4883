//! Register liveness over a code object's bytecode: which registers may be
//! read before being written again, at each instruction.
//!
//! The JIT uses it to leave dead registers out of snapshots and loop phis:
//! a register no path reads before writing it does not need its current
//! value restored when execution goes back to the interpreter.
//!
//! 1. Each instruction's effects (`effects`): the registers it reads and the
//!    ones it certainly writes. `ForIter` writes its target only when it
//!    goes on to the next instruction (not on exhaustion, not when `next`
//!    raises): that write counts on that edge alone (`next_writes`). Other
//!    instructions that write a register only on some paths (`Yield`'s
//!    result) are treated as not writing it, which keeps more registers
//!    live (safe).
//! 2. Successors: the next instruction and jump targets, where the
//!    instruction's writes happened, and the handler of every exception-table
//!    entry covering it (any instruction may raise), where they did not.
//! 3. Backward data flow to a fixed point: live-in = reads ∪ (live-out −
//!    writes), live-out = the union of the successors' live-in.
//!
//! Parameter registers (the first `signature.nparams()`) are always
//! reported live: zero-argument `super()` reads the first one without an
//! instruction naming it. Other locals follow the data flow like
//! temporaries: nothing in pith reads a frame's locals by name (there is no
//! `locals()` or frame introspection), so a local no path reads again needs
//! no value when execution goes back to the interpreter.
//!
//! Must never: report a register dead that some path reads before writing.

use crate::bytecode::{CodeObject, Instr, Reg};

/// Live registers at each instruction (before it runs).
pub struct Liveness {
    words: usize,
    params: usize,
    live: Vec<u64>,
}

impl Liveness {
    /// Is register `r` live when the instruction at `pc` is about to run?
    pub fn is_live(&self, pc: usize, r: usize) -> bool {
        if r < self.params {
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
    /// Written only on the edge to the next instruction.
    next_writes: Vec<Reg>,
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
        CallStarArgs { list, src, func } => (vec![list, src, func], vec![]),
        CallStarKwargs { dict, src, func } => (vec![dict, src, func], vec![]),
        CallKwarg { dict, key, src, func } => (vec![dict, key, src, func], vec![]),
        DictInsert { dict, key, src } => (vec![dict, key, src], vec![]),
        SetAdd { set, src } => (vec![set, src], vec![]),
        GetItem { dst, obj, key } => (vec![obj, key], vec![dst]),
        SetItem { obj, key, src } => (vec![obj, key, src], vec![]),
        DelItem { obj, key } => (vec![obj, key], vec![]),
        Unpack { src, dst, count } => (vec![src], range(dst, count as usize)),
        UnpackEx { src, dst, before, after } => (vec![src], range(dst, before as usize + 1 + after as usize)),
        MatchSequence { dst, src, count, star } => (vec![src], range(dst, 1 + count as usize + (star != u16::MAX) as usize)),
        MatchMapping { dst, src, keys, count, rest } => (vec![src, keys], range(dst, 1 + count as usize + rest as usize)),
        MatchClass { dst, src, cls, npos, nkw, .. } => (vec![src, cls], range(dst, 1 + npos as usize + nkw as usize)),
        MakeFunction { dst, defaults, kwdefaults, closure, .. } => (vec![defaults, kwdefaults, closure], vec![dst]),
        MakeClass { dst, bases, nbases, .. } => (range(bases, nbases as usize + 2), vec![dst]),
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
    let next_writes = match *ins {
        ForIter { dst, .. } => vec![dst],
        _ => vec![],
    };
    // A register both read and written is read first.
    let writes = writes.into_iter().filter(|w| !reads.contains(w)).collect();
    Effects { reads, writes, next_writes }
}

/// The registers `ins` writes (on every path).
pub fn writes(ins: &Instr) -> Vec<Reg> {
    effects(ins).writes
}

/// Instructions that may run after the one at `pc`: the ones it goes on to
/// when it completes, and the handlers it may raise to (an instruction that
/// raises has written nothing).
struct Successors {
    normal: Vec<usize>,
    handlers: Vec<usize>,
}

fn successors(co: &CodeObject, pc: usize) -> Successors {
    use Instr::*;
    let mut normal = match co.instrs[pc] {
        Jump { target } | LoopBack { target } => vec![target as usize],
        JumpIfFalse { target, .. } | JumpIfTrue { target, .. } | ForIter { target, .. } | YieldFromStep { target, .. } => vec![pc + 1, target as usize],
        Return { .. } | Raise { .. } | AssertFail { .. } => vec![],
        _ => vec![pc + 1],
    };
    let p = pc as u32;
    let mut handlers: Vec<usize> = co.handlers.iter().filter(|h| h.start <= p && p < h.end).map(|h| h.handler as usize).collect();
    normal.retain(|&t| t < co.instrs.len());
    handlers.retain(|&t| t < co.instrs.len());
    Successors { normal, handlers }
}

/// Removes `regs` from the register set `set`.
fn clear(set: &mut [u64], regs: &[Reg]) {
    for &r in regs {
        if let Some(w) = set.get_mut(r as usize / 64) {
            *w &= !(1 << (r % 64));
        }
    }
}

/// Computes the live registers at every instruction of `co`.
pub fn liveness(co: &CodeObject) -> Liveness {
    let n = co.instrs.len();
    let words = (co.nregs as usize).div_ceil(64).max(1);
    let effects: Vec<Effects> = co.instrs.iter().map(effects).collect();
    let succ: Vec<Successors> = (0..n).map(|pc| successors(co, pc)).collect();
    let mut live = vec![0u64; n * words];
    let mut changed = true;
    let mut out = vec![0u64; words];
    let mut edge = vec![0u64; words];
    while changed {
        changed = false;
        for pc in (0..n).rev() {
            // Completing: live-out of the normal edges minus what was written.
            out.iter_mut().for_each(|w| *w = 0);
            for &s in &succ[pc].normal {
                edge.copy_from_slice(&live[s * words..(s + 1) * words]);
                if s == pc + 1 {
                    clear(&mut edge, &effects[pc].next_writes);
                }
                out.iter_mut().zip(&edge).for_each(|(o, e)| *o |= e);
            }
            clear(&mut out, &effects[pc].writes);
            // Raising: nothing was written.
            for &h in &succ[pc].handlers {
                out.iter_mut().zip(&live[h * words..(h + 1) * words]).for_each(|(o, e)| *o |= e);
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
    Liveness { words, params: co.signature.nparams() as usize, live }
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
    fn only_what_is_read_again_is_live_at_a_loop_header() {
        let co = code("def f(n):\n    t = 0\n    for i in range(n):\n        t += i * 2\n    return t\n", "f");
        let l = liveness(&co);
        let header = co.instrs.iter().position(|i| matches!(i, Instr::ForIter { .. })).expect("a for loop");
        let Instr::ForIter { iter, .. } = co.instrs[header] else { unreachable!() };
        let local = |name: &str| co.local_names.iter().position(|n| n.as_str() == name).expect("a local");
        // Every temporary is dead at the loop header (`ForIter`): each
        // iteration writes the temporaries it reads.
        for r in co.local_names.len()..co.nregs as usize {
            assert_eq!(l.is_live(header, r), r == iter as usize, "register {r} at the header");
        }
        // The parameter is always live, the total is read after the loop,
        // the loop variable is written by `ForIter` before any read.
        assert!(l.is_live(header, local("n")));
        assert!(l.is_live(header, local("t")));
        assert!(!l.is_live(header, local("i")));
    }

    #[test]
    fn a_local_assigned_by_an_instruction_that_raises_keeps_its_old_value_live() {
        let src = "def f(n):\n    x = 1.5\n    for i in range(n):\n        try:\n            x = 10.0 ** i\n        except OverflowError:\n            pass\n    return x\n";
        let co = code(src, "f");
        let l = liveness(&co);
        let x = co.local_names.iter().position(|n| n.as_str() == "x").expect("a local");
        let pow = co.instrs.iter().position(|i| matches!(i, Instr::Binary { .. })).expect("the power");
        assert!(l.is_live(pow, x), "x is read after the loop when the power raises");
    }

    #[test]
    fn a_loop_variable_read_after_the_loop_stays_live() {
        let co = code("def f(n):\n    i = -1\n    for i in range(n):\n        pass\n    return i\n", "f");
        let l = liveness(&co);
        let header = co.instrs.iter().position(|i| matches!(i, Instr::ForIter { .. })).expect("a for loop");
        let i = co.local_names.iter().position(|n| n.as_str() == "i").expect("a local");
        assert!(l.is_live(header, i));
    }
}
