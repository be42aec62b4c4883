//! Exit slots: where each value a snapshot names waits for an exit to read it.
//!
//! Compiled code stores most such values into their words of
//! `TraceContext::exit_slots` once, where it computes them (a phi where the
//! loop rebinds it, a reference again after a collection moved it), so a
//! guard's exit mostly only says which guard failed: the client reads the
//! snapshot's values from the slots (`gather`), and a bridge's `Input`s load
//! them where they lie (an `Input`'s number is its slot). A trace's compile
//! time thus grows with its ops, not with its guards times their snapshots.
//! A value few exits read is stored by those exits instead, off the hot
//! path (`stored_at_exit`, `AT_EXIT_READS`).
//!
//! Values share a slot when the spans in which exits may read them do not
//! overlap: from its definition to its last snapshot, in op order (one
//! linear scan); a value of a loop's preamble that the loop's snapshots
//! name keeps its slot for the whole loop, a phi from the loop's start.
//! Constants and the condition a failed branch guard tested have no slot:
//! the exit knows them.
//!
//! Must never: give two values one slot while an exit may still read the
//! first, or place a bridge's own values on a slot its `Input`s have not
//! read yet.

use crate::context::{EXIT_SLOTS, MAX_EXIT_VALUES};
use crate::ir::{Opcode, Trace, V};

/// No slot (the value is not read by an exit, or the exit knows it).
const NONE: u16 = u16::MAX;

/// Which values the exits that read them store (in their cold blocks)
/// rather than where they are computed (on the hot path): one read by one
/// exit only, or by at most `AT_EXIT_WHILE_LIVE` exits that come before the
/// value's last use by an op (it is held in a register or a stack slot
/// until then anyway). A loop's preamble values the loop reads are stored
/// once, before the loop. Measured (instructions, pyperformance at
/// `warmup=0`): storing everything where computed cost spectral_norm and
/// nbody 3-5 % more; storing everything in the exits cost deltablue 13 %
/// more (all of it compiling).
const AT_EXIT_READS: u32 = 1;
const AT_EXIT_WHILE_LIVE: u32 = 8;

/// The slot of each op's value, and the last op whose exit reads it.
#[derive(Clone, Debug, Default)]
pub struct ExitSlots {
    slot: Vec<u16>,
    end: Vec<u32>,
    /// Stored by the exits that read it rather than where it is computed.
    at_exit: Vec<bool>,
    count: usize,
}

/// Where an exit finds one of its snapshot's values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExitSource {
    /// The word in this exit slot.
    Slot(usize),
    /// This word (a constant, or the condition a branch guard tested).
    Word(u64),
}

impl ExitSlots {
    /// Places the snapshot values of `trace`; fails when they need more
    /// than `EXIT_SLOTS` slots at once.
    pub fn assign(trace: &Trace) -> Result<ExitSlots, String> {
        let n = trace.ops.len();
        let (mut end, reads) = exit_reads(trace);
        let loop_start = trace.loop_start();
        let start = |v: usize| match trace.ops[v].opcode {
            Opcode::Phi => loop_start.unwrap_or(v),
            Opcode::Input => 0,
            _ => v,
        };
        // Read in the loop, defined before it: kept for every iteration.
        let kept: Vec<bool> = (0..n).map(|v| loop_start.is_some_and(|l| start(v) < l && end[v].is_some_and(|e| e >= l))).collect();
        for v in (0..n).filter(|&v| kept[v]) {
            end[v] = Some(n);
        }
        let used = operand_uses(trace);
        let at_exit = (0..n)
            .map(|v| {
                let live_anyway = end[v].is_some_and(|e| used[v] >= e);
                trace.ops[v].opcode != Opcode::Input && !kept[v] && (reads[v] <= AT_EXIT_READS || live_anyway && reads[v] <= AT_EXIT_WHILE_LIVE)
            })
            .collect();
        let mut slots = ExitSlots { slot: vec![NONE; n], end: end.iter().map(|e| e.unwrap_or(0) as u32).collect(), at_exit, count: 0 };
        // The last op each slot is read at (`None`: never used).
        let mut busy: Vec<Option<usize>> = Vec::new();
        slots.place_inputs(trace, &end, &mut busy)?;
        let mut order: Vec<usize> = (0..n).filter(|&v| end[v].is_some() && trace.ops[v].opcode != Opcode::Input).collect();
        order.sort_by_key(|&v| (start(v), v));
        for v in order {
            let (s, e) = (start(v), end[v].unwrap_or(0));
            let k = busy.iter().position(|b| b.is_none_or(|b| b < s)).unwrap_or(busy.len());
            if k >= EXIT_SLOTS {
                return Err(format!("the trace's exits need more than {EXIT_SLOTS} slots at once"));
            }
            if k == busy.len() {
                busy.push(None);
            }
            busy[k] = Some(e);
            slots.slot[v] = k as u16;
        }
        slots.count = busy.len();
        Ok(slots)
    }

    /// A bridge's inputs lie where its parent left them: their slots are
    /// theirs until the last input has loaded its word and the last exit
    /// that reads it has.
    fn place_inputs(&mut self, trace: &Trace, end: &[Option<usize>], busy: &mut Vec<Option<usize>>) -> Result<(), String> {
        let last_input = trace.ops.iter().rposition(|o| o.opcode == Opcode::Input).unwrap_or(0);
        for (v, op) in trace.ops.iter().enumerate().filter(|(_, o)| o.opcode == Opcode::Input) {
            let s = op.input().0 as usize;
            if s >= EXIT_SLOTS {
                return Err(format!("input %{v} reads exit slot {s}, past the {EXIT_SLOTS} there are"));
            }
            if busy.len() <= s {
                busy.resize(s + 1, None);
            }
            let until = end[v].unwrap_or(0).max(last_input);
            busy[s] = Some(busy[s].map_or(until, |b| b.max(until)));
            if end[v].is_some() {
                self.slot[v] = s as u16;
            }
        }
        Ok(())
    }

    /// The slot of `v`'s value, if an exit reads it from one.
    pub fn slot(&self, v: V) -> Option<usize> {
        self.slot.get(v.0 as usize).filter(|s| **s != NONE).map(|s| *s as usize)
    }

    /// The slot of `v`'s value if an exit at op `i` or later may still read
    /// it (a reference moved by a collection at `i` is stored there again).
    pub fn read_after(&self, v: V, i: usize) -> Option<usize> {
        self.slot(v).filter(|_| self.end[v.0 as usize] as usize >= i)
    }

    /// Is `v` stored into its slot by each exit that reads it, rather than
    /// where it is computed?
    pub fn stored_at_exit(&self, v: V) -> bool {
        self.at_exit.get(v.0 as usize).copied().unwrap_or(false)
    }

    /// How many slots the trace uses.
    pub fn count(&self) -> usize {
        self.count
    }

    /// Where the exit at op `exit` finds `v`.
    pub fn source(&self, trace: &Trace, exit: usize, v: V) -> ExitSource {
        match source_known(trace, exit, v) {
            Some(w) => ExitSource::Word(w),
            None => ExitSource::Slot(self.slot(v).expect("a snapshot value without an exit slot")),
        }
    }

    /// The values of the exit at op `exit`, in the order of its snapshot's
    /// `exit_values`, from the context's `slots`.
    pub fn gather(&self, trace: &Trace, exit: usize, slots: &[u64]) -> [u64; MAX_EXIT_VALUES] {
        let mut values = [0u64; MAX_EXIT_VALUES];
        let Some(s) = trace.ops[exit].snap else { return values };
        for (k, v) in trace.snapshots[s.index()].exit_values().enumerate().take(MAX_EXIT_VALUES) {
            values[k] = match self.source(trace, exit, v) {
                ExitSource::Word(w) => w,
                ExitSource::Slot(s) => slots[s],
            };
        }
        values
    }
}

/// For each op's value: the last op whose exit reads it from a slot, and
/// how many exits do.
fn exit_reads(trace: &Trace) -> (Vec<Option<usize>>, Vec<u32>) {
    let n = trace.ops.len();
    let (mut end, mut reads) = (vec![None; n], vec![0u32; n]);
    for (i, op) in trace.ops.iter().enumerate() {
        let Some(s) = op.snap else { continue };
        let mut seen: Vec<V> = Vec::new();
        for v in trace.snapshots[s.index()].exit_values() {
            if source_known(trace, i, v).is_none() && !seen.contains(&v) {
                seen.push(v);
                let e: &mut Option<usize> = &mut end[v.0 as usize];
                *e = Some(e.map_or(i, |x| x.max(i)));
                reads[v.0 as usize] += 1;
            }
        }
    }
    (end, reads)
}

/// For each op's value, the last op (or back edge) that uses it as an operand.
fn operand_uses(trace: &Trace) -> Vec<usize> {
    let n = trace.ops.len();
    let mut used = vec![0usize; n];
    for (i, op) in trace.ops.iter().enumerate() {
        for a in &op.args {
            used[a.0 as usize] = used[a.0 as usize].max(i);
        }
    }
    let body_end = trace.remainder_start().unwrap_or(n);
    for v in &trace.loop_next {
        used[v.0 as usize] = used[v.0 as usize].max(body_end);
    }
    for v in &trace.remainder_next {
        used[v.0 as usize] = used[v.0 as usize].max(n);
    }
    used
}

/// The word of `v` at the exit of op `exit` when it needs no slot: a
/// constant's, or the condition's of a branch guard (which exits when it
/// fails).
fn source_known(trace: &Trace, exit: usize, v: V) -> Option<u64> {
    if let Some(c) = trace.constant(v) {
        return Some(c as u64);
    }
    let op = &trace.ops[exit];
    match op.opcode {
        Opcode::GuardTrue if op.args[0] == v => Some(0),
        Opcode::GuardFalse if op.args[0] == v => Some(1),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse;

    fn slots(text: &str) -> (Trace, ExitSlots) {
        let t = parse(text, &[]).expect("parses");
        let s = ExitSlots::assign(&t).expect("fits");
        (t, s)
    }

    #[test]
    fn values_whose_exits_do_not_overlap_share_a_slot() {
        let (t, s) = slots(
            "%0 = LoadSlot [0] ref
             GuardInt %0  @1 {r1=%0}
             %2 = Untag %0 int
             %3 = ConstInt [1] int
             %4 = IntAddOv %2, %3 int  @2 {r1=%2}
             %5 = IntAddOv %4, %3 int  @3 {r1=%4}
             Jump (to %0)",
        );
        // %0's last exit is op 1 and %2's op 4: %2 reuses %0's slot, but not
        // %4, which an exit at op 5 reads while %2 is read at op 4.
        assert_eq!((s.slot(V(0)), s.slot(V(2)), s.slot(V(4))), (Some(0), Some(0), Some(1)));
        assert_eq!((s.slot(V(3)), s.slot(V(5)), s.count()), (None, None, 2));
        assert_eq!(s.gather(&t, 5, &[7, 9]), {
            let mut w = [0; MAX_EXIT_VALUES];
            w[0] = 9;
            w
        });
    }

    #[test]
    fn a_preamble_value_the_loop_reads_keeps_its_slot_and_a_phi_has_its_own() {
        let (_, s) = slots(
            "%0 = LoadSlot [0] ref
             GuardInt %0  @1 {r2=%0}
             %2 = Untag %0 int
             %3 = ConstInt [1] int
             Loop
             %5 = Phi %2 [0] int
             %6 = IntAddOv %5, %3 int  @2 {r1=%5}
             %7 = IntAddOv %6, %3 int  @2 {r1=%6 r2=%0}
             Jump (to Loop) [%7]",
        );
        let (a, phi, sum) = (s.slot(V(0)), s.slot(V(5)), s.slot(V(6)));
        assert!(a.is_some() && phi.is_some() && sum.is_some());
        assert!(a != phi && a != sum && phi != sum, "{a:?} {phi:?} {sum:?}");
        // %0 is read in the loop: never given up, so a reference moved by a
        // collection in the loop is stored again.
        assert!(s.read_after(V(0), 8).is_some());
    }

    #[test]
    fn an_exit_knows_its_failed_condition_and_constants() {
        let (t, s) = slots(
            "%0 = LoadSlot [0] ref
             GuardInt %0  @1 {}
             %2 = Untag %0 int
             %3 = ConstInt [5] int
             %4 = IntLt %2, %3 bool
             GuardTrue %4  @2 {r1=%4 r2=%3}
             Jump (to %0)",
        );
        assert_eq!(s.slot(V(4)), None);
        assert_eq!((s.source(&t, 5, V(4)), s.source(&t, 5, V(3))), (ExitSource::Word(0), ExitSource::Word(5)));
    }

    #[test]
    fn a_bridges_inputs_stay_in_their_parents_slots_until_read() {
        let (_, s) = slots(
            "%0 = Input [3] int
             %1 = Input [0] ref
             %2 = ConstInt [1] int
             %3 = IntAddOv %0, %2 int  @2 {r1=%0}
             %4 = IntAddOv %3, %2 int  @2 {r1=%3}
             Jump (to %0)",
        );
        assert_eq!(s.slot(V(0)), Some(3));
        // Slot 0 is the unread input's until the inputs are loaded; slot 3
        // %0's until its exit at op 3: %3 goes to the first free one.
        assert_eq!(s.slot(V(3)), Some(0));
    }
}
