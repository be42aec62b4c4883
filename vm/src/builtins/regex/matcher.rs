//! The backtracking matcher: runs a compiled program (`compile.rs`) over a
//! subject (`text.rs`) at one position, and the search loop over
//! positions.
//!
//! Backtracking uses a heap stack of entries, never Rust recursion: a choice
//! to resume, or an undo record of a capture or loop register changed since
//! the choice was pushed. Atomic groups and lookarounds push a marker; when
//! their body succeeds they cut the choices above the marker and keep the
//! undo records, so backtracking past them later still restores what the
//! body set.
//!
//! Positions are byte offsets into the subject. Every `STEPS_PER_POLL`
//! steps the matcher looks at the interrupt flag; a stack that outgrows
//! `MAX_STACK` entries ends the match with `Failure::Memory`.
//!
//! Must never: allocate VM objects or call back into the VM (the subject
//! and the program are borrowed from heap objects for the whole run).

use super::program::*;
use super::sets::set_contains;
use super::syntax::UNBOUNDED;
use super::text::{fold_lower, fold_upper, is_word, Text};

const NONE: usize = usize::MAX;
const STEPS_PER_POLL: u32 = 1 << 16;
const MAX_STACK: usize = 1 << 24;

#[derive(Debug, PartialEq)]
pub enum Failure {
    Interrupted,
    Memory,
}

/// How the match must relate to the region.
#[derive(Clone, Copy, PartialEq)]
pub enum Mode {
    /// At the start position only.
    Match,
    /// At the start position, ending at the region's end.
    FullMatch,
    /// At the first position from the start where it matches.
    Search,
}

/// A successful match: `2 * (groups + 1)` byte offsets (`usize::MAX` for
/// a group that did not take part) and the last group closed (0 if none).
pub struct Found {
    pub spans: Vec<usize>,
    pub lastindex: usize,
}

enum Entry {
    Choice { pc: usize, pos: usize },
    Cap { slot: usize, old: usize },
    Reg { reg: usize, count: u32, last: usize },
    /// A greedy single-character loop that may give back characters down to `floor`.
    GiveBack { next: usize, floor: usize, pos: usize },
    /// A lazy single-character loop that may take one more (`item` at `item_pc`).
    TakeMore { next: usize, item_pc: usize, pos: usize, count: u32, max: u32 },
    /// A lazy counted loop that may run its body once more.
    LoopMore { reg: usize, body: usize, pos: usize },
    Atomic,
    Look { negated: bool, pos: usize, cont: usize },
}

pub struct Matcher<'a, T: Text> {
    code: &'a [u32],
    text: &'a T,
    /// The region's end (byte offset).
    end: usize,
    ascii_fold: bool,
    caps: Vec<usize>,
    /// The slot of `caps` holding the last group closed.
    last_slot: usize,
    regs: Vec<(u32, usize)>,
    stack: Vec<Entry>,
    steps: u32,
}

/// A matcher's buffers, kept between matches so that a short match
/// allocates nothing (a stack grown large is not kept).
type Buffers = (Vec<usize>, Vec<(u32, usize)>, Vec<Entry>);

thread_local! {
    static SPARE: std::cell::RefCell<Buffers> = const { std::cell::RefCell::new((Vec::new(), Vec::new(), Vec::new())) };
}

const SPARE_STACK_LIMIT: usize = 1 << 16;

impl<T: Text> Drop for Matcher<'_, T> {
    fn drop(&mut self) {
        let mut stack = std::mem::take(&mut self.stack);
        if stack.capacity() > SPARE_STACK_LIMIT {
            stack = Vec::new();
        }
        stack.clear();
        let buffers = (std::mem::take(&mut self.caps), std::mem::take(&mut self.regs), stack);
        SPARE.with(|spare| *spare.borrow_mut() = buffers);
    }
}

impl<'a, T: Text> Matcher<'a, T> {
    pub fn new(code: &'a [u32], text: &'a T, end: usize) -> Self {
        let groups = code[Header::GROUPS] as usize;
        let last_slot = 2 * (groups + 1);
        let (mut caps, mut regs, stack) = SPARE.with(|spare| std::mem::take(&mut *spare.borrow_mut()));
        caps.clear();
        caps.resize(last_slot + 1, NONE);
        regs.clear();
        regs.resize(code[Header::REGS] as usize, (0, NONE));
        Matcher { code, text, end, ascii_fold: code[Header::KIND] & KIND_ASCII_FOLD != 0, caps, last_slot, regs, stack, steps: 0 }
    }

    /// Runs the program from `start` as `mode` says. With `must_advance`, an
    /// empty match at `start` does not count (the rule that keeps
    /// `finditer` moving after an empty match).
    pub fn run(&mut self, start: usize, mode: Mode, must_advance: bool) -> Result<Option<Found>, Failure> {
        if start > self.end {
            return Ok(None);
        }
        let required = required(self.code);
        if !required.is_empty() && find(&self.text.bytes()[start..self.end], required).is_none() {
            return Ok(None);
        }
        if mode != Mode::Search {
            return self.attempt(start, mode == Mode::FullMatch, must_advance);
        }
        if self.code[Header::ANCHORED] != 0 {
            return if start == 0 { self.attempt(0, false, must_advance) } else { Ok(None) };
        }
        let prefix = prefix(self.code);
        let first = self.code[Header::HAS_FIRST] != 0;
        let bytes = self.text.bytes();
        let mut pos = start;
        loop {
            if !prefix.is_empty() {
                match find(&bytes[pos..self.end], prefix) {
                    Some(k) => pos += k,
                    None => return Ok(None),
                }
            } else if first {
                match self.next_start(pos) {
                    Some(p) => pos = p,
                    None => return Ok(None),
                }
            }
            if let Some(found) = self.attempt(pos, false, must_advance && pos == start)? {
                return Ok(Some(found));
            }
            if pos >= self.end {
                return Ok(None);
            }
            pos = self.text.next(pos).1;
        }
    }

    /// The first position from `pos` whose character may start a match
    /// (the header's first-character set); None when there is none.
    fn next_start(&self, mut pos: usize) -> Option<usize> {
        let bytes = self.text.bytes();
        let bits = &self.code[Header::FIRST_BITS..Header::FIRST_BITS + 4];
        let non_ascii = self.code[Header::FIRST_NON_ASCII] != 0;
        while pos < self.end {
            let b = bytes[pos] as u32;
            if b < 128 {
                if bits[(b / 32) as usize] & (1 << (b % 32)) != 0 {
                    return Some(pos);
                }
                pos += 1;
            } else if non_ascii {
                return Some(pos);
            } else {
                pos = self.text.next(pos).1;
            }
        }
        None
    }

    fn attempt(&mut self, start: usize, full: bool, must_advance: bool) -> Result<Option<Found>, Failure> {
        for c in self.caps.iter_mut() {
            *c = NONE;
        }
        self.stack.clear();
        let code = self.code;
        let bytes = self.text.bytes();
        let mut pc = code_start(code);
        let mut pos = start;
        loop {
            // The common instructions run here; the rest in `step`.
            match code[pc] {
                OP_CHAR if code[pc + 1] < 128 => {
                    if pos < self.end && bytes[pos] as u32 == code[pc + 1] {
                        pos += 1;
                        pc += 2;
                        continue;
                    }
                }
                OP_SAVE => {
                    let slot = code[pc + 1] as usize;
                    self.set_cap(slot, pos)?;
                    if slot % 2 == 1 {
                        self.set_cap(self.last_slot, slot / 2)?;
                    }
                    pc += 2;
                    continue;
                }
                OP_SPLIT => {
                    self.push(Entry::Choice { pc: code[pc + 2] as usize, pos })?;
                    pc = code[pc + 1] as usize;
                    continue;
                }
                OP_MATCH => {
                    if (!full || pos == self.end) && !(must_advance && pos == start) {
                        self.caps[0] = start;
                        self.caps[1] = pos;
                        let lastindex = if self.caps[self.last_slot] == NONE { 0 } else { self.caps[self.last_slot] };
                        return Ok(Some(Found { spans: self.caps[..self.last_slot].to_vec(), lastindex }));
                    }
                }
                _ => {
                    if let Some((next_pc, next_pos)) = self.step(pc, pos)? {
                        pc = next_pc;
                        pos = next_pos;
                        continue;
                    }
                }
            }
            match self.backtrack()? {
                Some((p, q)) => {
                    pc = p;
                    pos = q;
                }
                None => return Ok(None),
            }
        }
    }

    fn push(&mut self, e: Entry) -> Result<(), Failure> {
        if self.stack.len() >= MAX_STACK {
            return Err(Failure::Memory);
        }
        self.stack.push(e);
        Ok(())
    }

    fn poll(&mut self) -> Result<(), Failure> {
        self.steps += 1;
        if self.steps >= STEPS_PER_POLL {
            self.steps = 0;
            if crate::runtime::interrupt::pending() {
                return Err(Failure::Interrupted);
            }
        }
        Ok(())
    }

    fn set_cap(&mut self, slot: usize, v: usize) -> Result<(), Failure> {
        let old = self.caps[slot];
        self.push(Entry::Cap { slot, old })?;
        self.caps[slot] = v;
        Ok(())
    }

    fn set_reg(&mut self, reg: usize, count: u32, last: usize) -> Result<(), Failure> {
        let (c, l) = self.regs[reg];
        self.push(Entry::Reg { reg, count: c, last: l })?;
        self.regs[reg] = (count, last);
        Ok(())
    }

    /// Pops to the most recent choice, undoing what was changed after it;
    /// None when there is none left.
    fn backtrack(&mut self) -> Result<Option<(usize, usize)>, Failure> {
        while let Some(e) = self.stack.pop() {
            self.poll()?;
            match e {
                Entry::Choice { pc, pos } => return Ok(Some((pc, pos))),
                Entry::Cap { slot, old } => self.caps[slot] = old,
                Entry::Reg { reg, count, last } => self.regs[reg] = (count, last),
                Entry::GiveBack { next, floor, pos } => {
                    let Some(prev) = self.give_back(next, floor, pos) else { continue };
                    if prev > floor {
                        self.stack.push(Entry::GiveBack { next, floor, pos: prev });
                    }
                    return Ok(Some((next, prev)));
                }
                Entry::TakeMore { next, item_pc, pos, count, max } => {
                    if let Some(after) = self.single(item_pc, pos) {
                        if count + 1 < max {
                            self.stack.push(Entry::TakeMore { next, item_pc, pos: after, count: count + 1, max });
                        }
                        return Ok(Some((next, after)));
                    }
                }
                Entry::LoopMore { reg, body, pos } => {
                    let (count, _) = self.regs[reg];
                    self.set_reg(reg, count + 1, pos)?;
                    return Ok(Some((body, pos)));
                }
                Entry::Atomic => {}
                Entry::Look { negated: true, pos, cont } => return Ok(Some((cont, pos))),
                Entry::Look { negated: false, .. } => {}
            }
        }
        Ok(None)
    }

    /// The next position down from `pos` (to `floor`) a greedy loop gives
    /// back to. When a literal character follows the loop, positions where
    /// it is not next are skipped (they would fail at once); None when no
    /// position is left.
    fn give_back(&self, next: usize, floor: usize, pos: usize) -> Option<usize> {
        let mut at = self.text.prev(pos).1;
        if self.code[next] != OP_CHAR {
            return Some(at);
        }
        let want = self.code[next + 1];
        loop {
            if at < self.end && self.text.next(at).0 == want {
                return Some(at);
            }
            if at <= floor {
                return None;
            }
            at = self.text.prev(at).1;
        }
    }

    /// Removes the choices above the nearest marker and the marker, keeping
    /// the undo records; returns the marker.
    fn cut(&mut self) -> Option<Entry> {
        let mark = self.stack.iter().rposition(|e| matches!(e, Entry::Atomic | Entry::Look { .. }))?;
        let above: Vec<Entry> = self.stack.drain(mark + 1..).filter(|e| matches!(e, Entry::Cap { .. } | Entry::Reg { .. })).collect();
        let marker = self.stack.pop();
        self.stack.extend(above);
        marker
    }

    /// The single-character instruction at `pc` against the character at
    /// `pos`: the offset after it when it matches.
    #[inline(always)]
    fn single(&self, pc: usize, pos: usize) -> Option<usize> {
        if pos >= self.end {
            return None;
        }
        let (c, next) = self.text.next(pos);
        let code = self.code;
        let ok = match code[pc] {
            OP_CHAR => c == code[pc + 1],
            OP_FOLD => c == code[pc + 1] || c == code[pc + 2] || fold_lower(c, self.ascii_fold) == code[pc + 1] || fold_upper(c, self.ascii_fold) == code[pc + 2],
            OP_ANY => c != '\n' as u32,
            OP_ANY_ALL => true,
            OP_SET => set_contains(&code[pc + 2..pc + 2 + code[pc + 1] as usize], c, self.ascii_fold),
            _ => false,
        };
        ok.then_some(next)
    }

    /// Runs the instruction at `pc` (any but those `attempt` runs itself):
    /// the next state, or None when it fails.
    fn step(&mut self, pc: usize, pos: usize) -> Result<Option<(usize, usize)>, Failure> {
        let code = self.code;
        Ok(match code[pc] {
            OP_CHAR | OP_FOLD | OP_ANY | OP_ANY_ALL | OP_SET => self.single(pc, pos).map(|next| (pc + single_len(code, pc), next)),
            OP_ANCHOR => self.anchor(code[pc + 1], pos).then_some((pc + 2, pos)),
            OP_JMP => {
                self.poll()?;
                Some((code[pc + 1] as usize, pos))
            }
            OP_REPEAT_START => {
                self.set_reg(code[pc + 1] as usize, 0, NONE)?;
                Some((pc + 2, pos))
            }
            OP_REPEAT => self.repeat(pc, pos)?,
            OP_REPEAT_ONE => self.repeat_one(pc, pos)?,
            OP_BACKREF => self.backref(code[pc + 1] as usize, code[pc + 2] != 0, pos).map(|next| (pc + 3, next)),
            OP_ATOMIC_START => {
                self.push(Entry::Atomic)?;
                Some((pc + 1, pos))
            }
            OP_ATOMIC_END => {
                self.cut();
                Some((pc + 1, pos))
            }
            OP_LOOK => self.look(pc, pos)?,
            OP_LOOK_END => match self.cut() {
                Some(Entry::Look { negated: false, pos, .. }) => Some((pc + 1, pos)),
                // The body matched, so a negative lookaround fails; the
                // failure backtracks through the undo records the cut kept,
                // so nothing the body set survives.
                Some(Entry::Look { negated: true, .. }) => None,
                _ => None,
            },
            OP_GROUP_EXISTS => {
                let g = code[pc + 1] as usize;
                let matched = self.caps[2 * g] != NONE && self.caps[2 * g + 1] != NONE;
                Some((if matched { pc + 3 } else { code[pc + 2] as usize }, pos))
            }
            _ => None,
        })
    }

    fn repeat(&mut self, pc: usize, pos: usize) -> Result<Option<(usize, usize)>, Failure> {
        let code = self.code;
        let (reg, min, max, lazy, exit) = (code[pc + 1] as usize, code[pc + 2], code[pc + 3], code[pc + 4] != 0, code[pc + 5] as usize);
        let body = pc + 6;
        let (count, last) = self.regs[reg];
        if count > 0 && count >= min && pos == last {
            // The body matched the empty string: iterating again cannot help.
            return Ok(Some((exit, pos)));
        }
        if count < min {
            self.set_reg(reg, count + 1, pos)?;
            return Ok(Some((body, pos)));
        }
        if max != UNBOUNDED && count >= max {
            return Ok(Some((exit, pos)));
        }
        if lazy {
            self.push(Entry::LoopMore { reg, body, pos })?;
            return Ok(Some((exit, pos)));
        }
        self.push(Entry::Choice { pc: exit, pos })?;
        self.set_reg(reg, count + 1, pos)?;
        Ok(Some((body, pos)))
    }

    fn repeat_one(&mut self, pc: usize, pos: usize) -> Result<Option<(usize, usize)>, Failure> {
        let code = self.code;
        let (min, max, kind, next) = (code[pc + 1], code[pc + 2], code[pc + 3], code[pc + 4] as usize);
        let item = pc + 5;
        let mut at = pos;
        let mut count = 0u32;
        let limit = if kind == KIND_LAZY { min } else { max };
        while count < limit {
            match self.single(item, at) {
                Some(after) => {
                    at = after;
                    count += 1;
                }
                None => break,
            }
        }
        if count < min {
            return Ok(None);
        }
        if kind == KIND_LAZY {
            if count < max {
                self.push(Entry::TakeMore { next, item_pc: item, pos: at, count, max })?;
            }
            return Ok(Some((next, at)));
        }
        if kind == KIND_GREEDY && count > min {
            // The position after `min` characters is the floor to give back to.
            let mut floor = pos;
            for _ in 0..min {
                floor = self.text.next(floor).1;
            }
            self.push(Entry::GiveBack { next, floor, pos: at })?;
        }
        Ok(Some((next, at)))
    }

    fn look(&mut self, pc: usize, pos: usize) -> Result<Option<(usize, usize)>, Failure> {
        let code = self.code;
        let (negated, width, end) = (code[pc + 1] != 0, code[pc + 2], code[pc + 3] as usize);
        let cont = end + 1;
        let mut start = pos;
        if width != UNBOUNDED {
            for _ in 0..width {
                if start == 0 {
                    return Ok(if negated { Some((cont, pos)) } else { None });
                }
                start = self.text.prev(start).1;
            }
        }
        self.push(Entry::Look { negated, pos, cont })?;
        Ok(Some((pc + 4, start)))
    }

    fn anchor(&self, kind: u32, pos: usize) -> bool {
        let end = self.end;
        let at_newline = |p: usize| p < end && self.text.next(p).0 == '\n' as u32;
        match kind {
            ANCHOR_START => pos == 0,
            ANCHOR_LINE_START => pos == 0 || self.text.prev(pos).0 == '\n' as u32,
            ANCHOR_END_OR_NEWLINE => pos == end || (at_newline(pos) && self.text.next(pos).1 == end),
            ANCHOR_LINE_END => pos == end || at_newline(pos),
            ANCHOR_END => pos == end,
            ANCHOR_WORD | ANCHOR_NOT_WORD | ANCHOR_WORD_ASCII | ANCHOR_NOT_WORD_ASCII => {
                let ascii = kind >= ANCHOR_WORD_ASCII;
                let before = pos > 0 && is_word(self.text.prev(pos).0, ascii);
                let after = pos < end && is_word(self.text.next(pos).0, ascii);
                let boundary = before != after;
                if kind == ANCHOR_WORD || kind == ANCHOR_WORD_ASCII {
                    boundary
                } else {
                    !boundary && end > 0
                }
            }
            _ => false,
        }
    }

    fn backref(&self, g: usize, ignore_case: bool, pos: usize) -> Option<usize> {
        let (s, e) = (self.caps[2 * g], self.caps[2 * g + 1]);
        if s == NONE || e == NONE {
            return None;
        }
        let (mut a, mut b) = (s, pos);
        while a < e {
            if b >= self.end {
                return None;
            }
            let (x, na) = self.text.next(a);
            let (y, nb) = self.text.next(b);
            let same = x == y || (ignore_case && (fold_lower(x, self.ascii_fold) == fold_lower(y, self.ascii_fold) || fold_upper(x, self.ascii_fold) == fold_upper(y, self.ascii_fold)));
            if !same {
                return None;
            }
            a = na;
            b = nb;
        }
        Some(b)
    }
}

/// Words taken by the single-character instruction at `pc`.
fn single_len(code: &[u32], pc: usize) -> usize {
    match code[pc] {
        OP_CHAR => 2,
        OP_FOLD => 3,
        OP_SET => 2 + code[pc + 1] as usize,
        _ => 1,
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.len() > hay.len() {
        return None;
    }
    let first = needle[0];
    let mut i = 0;
    while i + needle.len() <= hay.len() {
        match hay[i..hay.len() - needle.len() + 1].iter().position(|&b| b == first) {
            Some(k) => {
                i += k;
                if &hay[i..i + needle.len()] == needle {
                    return Some(i);
                }
                i += 1;
            }
            None => return None,
        }
    }
    None
}
