//! Compiles a parsed pattern into a program (`program.rs`): the header,
//! the literal prefix every match starts with, then the code.
//!
//! Must never: decide how instructions run (`matcher.rs`); touch VM objects.

use super::program::*;
use super::syntax::*;
use super::text::{fold_lower, fold_upper};

/// The program's words for a parsed pattern.
pub fn compile(parsed: &Parsed, is_bytes: bool) -> Vec<u32> {
    let ascii_fold = is_bytes || parsed.flags & FLAG_ASCII != 0;
    let mut chars = Vec::new();
    literal_prefix(&parsed.node, &mut chars);
    let prefix = encode(&chars, is_bytes);
    let required = if prefix.is_empty() { encode(&required_literal(&parsed.node), is_bytes) } else { Vec::new() };
    let mut c = Compiler { code: Vec::new(), regs: 0, ascii_fold };
    let kind = (ascii_fold as u32 * KIND_ASCII_FOLD) | (is_bytes as u32 * KIND_BYTES);
    c.code.extend_from_slice(&[MAGIC, parsed.groups as u32, 0, anchored(&parsed.node) as u32, kind, prefix.len() as u32]);
    match first_chars(&parsed.node, ascii_fold) {
        Some(First { bits, non_ascii, nullable: false }) => {
            c.code.push(1);
            c.code.extend_from_slice(&bits);
            c.code.push(non_ascii as u32);
        }
        _ => c.code.extend_from_slice(&[0; 6]),
    }
    c.code.push(required.len() as u32);
    for literal in [&prefix, &required] {
        for chunk in literal.chunks(4) {
            let mut word = [0u8; 4];
            word[..chunk.len()].copy_from_slice(chunk);
            c.code.push(u32::from_ne_bytes(word));
        }
    }
    c.node(&parsed.node);
    c.code.push(OP_MATCH);
    c.code[Header::REGS] = c.regs;
    c.code
}

/// Literal characters as the subject encodes them: UTF-8 for a str, one byte
/// each for bytes.
fn encode(chars: &[u32], is_bytes: bool) -> Vec<u8> {
    if is_bytes {
        return chars.iter().map(|&c| c as u8).collect();
    }
    chars.iter().filter_map(|&c| char::from_u32(c)).collect::<String>().into_bytes()
}

/// The characters a match can start with.
struct First {
    /// ASCII characters, a bitmap.
    bits: [u32; 4],
    /// Any character above ASCII may.
    non_ascii: bool,
    /// The node can match the empty string (so what follows it may start the match).
    nullable: bool,
}

impl First {
    fn empty(nullable: bool) -> First {
        First { bits: [0; 4], non_ascii: false, nullable }
    }

    fn add(&mut self, c: u32) {
        if c < 128 {
            self.bits[(c / 32) as usize] |= 1 << (c % 32);
        } else {
            self.non_ascii = true;
        }
    }

    fn union(&mut self, other: &First) {
        for k in 0..4 {
            self.bits[k] |= other.bits[k];
        }
        self.non_ascii |= other.non_ascii;
    }
}

/// What a match of `node` can start with; None when it cannot be told
/// (backreferences) or is any character.
fn first_chars(node: &Node, ascii_fold: bool) -> Option<First> {
    Some(match node {
        Node::Empty | Node::Anchor(_) | Node::Look { .. } => First::empty(true),
        Node::Char { c, ignore_case } => {
            let mut f = First::empty(false);
            f.add(*c);
            if *ignore_case {
                f.add(fold_lower(*c, ascii_fold));
                f.add(fold_upper(*c, ascii_fold));
                // Under Unicode rules some non-ASCII letters fold to ASCII ones.
                f.non_ascii |= !ascii_fold;
            }
            f
        }
        Node::Any { .. } | Node::Backref { .. } => return None,
        Node::Set(set) => {
            let mut f = First::empty(false);
            let body = set_body(set, ascii_fold);
            f.bits.copy_from_slice(&body[1..5]);
            f.non_ascii = true;
            f
        }
        Node::Group(_, n) | Node::Atomic(n) => first_chars(n, ascii_fold)?,
        Node::Concat(items) => {
            let mut f = First::empty(true);
            for item in items {
                let g = first_chars(item, ascii_fold)?;
                f.union(&g);
                if !g.nullable {
                    f.nullable = false;
                    break;
                }
            }
            f
        }
        Node::Alt(alts) => {
            let mut f = First::empty(false);
            for alt in alts {
                let g = first_chars(alt, ascii_fold)?;
                f.union(&g);
                f.nullable |= g.nullable;
            }
            f
        }
        Node::Repeat { node, min, .. } => {
            let mut f = first_chars(node, ascii_fold)?;
            f.nullable |= *min == 0;
            f
        }
        Node::Conditional { yes, no, .. } => {
            let mut f = first_chars(yes, ascii_fold)?;
            let g = first_chars(no, ascii_fold)?;
            f.union(&g);
            f.nullable |= g.nullable;
            f
        }
    })
}

/// The longest run of case-sensitive literal characters that every match
/// contains (searches give up at once on a subject without it).
fn required_literal(node: &Node) -> Vec<u32> {
    let mut best = Vec::new();
    let mut run = Vec::new();
    required_runs(node, &mut run, &mut best);
    if run.len() > best.len() {
        best = run;
    }
    best
}

/// Walks the items every match goes through in order, extending `run` with
/// consecutive literal characters and keeping the longest in `best`.
fn required_runs(node: &Node, run: &mut Vec<u32>, best: &mut Vec<u32>) {
    let end_run = |run: &mut Vec<u32>, best: &mut Vec<u32>| {
        if run.len() > best.len() {
            *best = std::mem::take(run);
        }
        run.clear();
    };
    match node {
        Node::Char { c, ignore_case: false } => run.push(*c),
        Node::Concat(items) => items.iter().for_each(|n| required_runs(n, run, best)),
        Node::Group(_, n) | Node::Atomic(n) => required_runs(n, run, best),
        Node::Repeat { node, min, max, .. } if *min >= 1 => {
            // The first repetition is required; what follows it is not known.
            required_runs(node, run, best);
            if *max != 1 {
                end_run(run, best);
            }
        }
        // Zero-width items neither add nor break a run.
        Node::Empty | Node::Anchor(_) | Node::Look { .. } => {}
        _ => end_run(run, best),
    }
}

/// Does every match begin with `^` (without MULTILINE) or `\A`?
fn anchored(node: &Node) -> bool {
    match node {
        Node::Anchor(Anchor::Start) => true,
        Node::Concat(items) => items.first().is_some_and(anchored),
        Node::Group(_, n) | Node::Atomic(n) => anchored(n),
        Node::Alt(alts) => alts.iter().all(anchored),
        _ => false,
    }
}

/// The literal characters every match starts with (case-sensitive ones only).
/// Returns false when something after the prefix could still add to it.
fn literal_prefix(node: &Node, out: &mut Vec<u32>) -> bool {
    match node {
        Node::Char { c, ignore_case: false } => {
            out.push(*c);
            true
        }
        Node::Concat(items) => {
            for item in items {
                if !literal_prefix(item, out) {
                    return false;
                }
            }
            true
        }
        Node::Group(_, n) => literal_prefix(n, out),
        Node::Repeat { node, min, max, .. } if *min == *max && *min >= 1 => {
            let before = out.len();
            let whole = literal_prefix(node, out);
            if whole {
                let once: Vec<u32> = out[before..].to_vec();
                for _ in 1..*min {
                    out.extend_from_slice(&once);
                }
            }
            whole
        }
        Node::Empty => true,
        _ => false,
    }
}

struct Compiler {
    code: Vec<u32>,
    regs: u32,
    ascii_fold: bool,
}

impl Compiler {
    fn here(&self) -> u32 {
        self.code.len() as u32
    }

    fn emit(&mut self, words: &[u32]) -> usize {
        let at = self.code.len();
        self.code.extend_from_slice(words);
        at
    }

    fn node(&mut self, node: &Node) {
        match node {
            Node::Empty => {}
            Node::Char { .. } | Node::Any { .. } | Node::Set(_) => self.single(node),
            Node::Anchor(a) => {
                let kind = match a {
                    Anchor::Start => ANCHOR_START,
                    Anchor::LineStart => ANCHOR_LINE_START,
                    Anchor::EndOrFinalNewline => ANCHOR_END_OR_NEWLINE,
                    Anchor::LineEnd => ANCHOR_LINE_END,
                    Anchor::End => ANCHOR_END,
                    Anchor::WordBoundary { ascii: false } => ANCHOR_WORD,
                    Anchor::NotWordBoundary { ascii: false } => ANCHOR_NOT_WORD,
                    Anchor::WordBoundary { ascii: true } => ANCHOR_WORD_ASCII,
                    Anchor::NotWordBoundary { ascii: true } => ANCHOR_NOT_WORD_ASCII,
                };
                self.emit(&[OP_ANCHOR, kind]);
            }
            Node::Group(g, n) => {
                self.emit(&[OP_SAVE, 2 * *g as u32]);
                self.node(n);
                self.emit(&[OP_SAVE, 2 * *g as u32 + 1]);
            }
            Node::Concat(items) => items.iter().for_each(|n| self.node(n)),
            Node::Alt(alts) => self.alternation(alts),
            Node::Repeat { node, min, max, kind } => self.repeat(node, *min, *max, *kind),
            Node::Backref { group, ignore_case } => {
                self.emit(&[OP_BACKREF, *group as u32, *ignore_case as u32]);
            }
            Node::Look { behind, negated, node } => {
                let width = if *behind { fixed_width(node).unwrap_or(0) } else { UNBOUNDED };
                let at = self.emit(&[OP_LOOK, *negated as u32, width, 0]);
                self.node(node);
                self.code[at + 3] = self.here();
                self.emit(&[OP_LOOK_END]);
            }
            Node::Atomic(n) => self.atomic(|c| c.node(n)),
            Node::Conditional { group, yes, no } => {
                let test = self.emit(&[OP_GROUP_EXISTS, *group as u32, 0]);
                self.node(yes);
                let jump = self.emit(&[OP_JMP, 0]);
                self.code[test + 2] = self.here();
                self.node(no);
                self.code[jump + 1] = self.here();
            }
        }
    }

    fn atomic(&mut self, body: impl FnOnce(&mut Self)) {
        self.emit(&[OP_ATOMIC_START]);
        body(self);
        self.emit(&[OP_ATOMIC_END]);
    }

    /// `SPLIT a next; a; JMP end; next: SPLIT b next2; b; JMP end; ...; last; end:`
    fn alternation(&mut self, alts: &[Node]) {
        let mut jumps = Vec::new();
        for (k, alt) in alts.iter().enumerate() {
            if k + 1 < alts.len() {
                let split = self.emit(&[OP_SPLIT, 0, 0]);
                self.code[split + 1] = self.here();
                self.node(alt);
                jumps.push(self.emit(&[OP_JMP, 0]));
                self.code[split + 2] = self.here();
            } else {
                self.node(alt);
            }
        }
        let end = self.here();
        for j in jumps {
            self.code[j + 1] = end;
        }
    }

    fn repeat(&mut self, node: &Node, min: u32, max: u32, kind: RepeatKind) {
        if max == 0 {
            return;
        }
        if min == 1 && max == 1 {
            return self.node(node);
        }
        let single = matches!(node, Node::Char { .. } | Node::Any { .. } | Node::Set(_));
        let kind_word = match kind {
            RepeatKind::Greedy => KIND_GREEDY,
            RepeatKind::Lazy => KIND_LAZY,
            RepeatKind::Possessive => KIND_POSSESSIVE,
        };
        if single {
            let at = self.emit(&[OP_REPEAT_ONE, min, max, kind_word, 0]);
            self.single(node);
            self.code[at + 4] = self.here();
            return;
        }
        if kind == RepeatKind::Possessive {
            return self.atomic(|c| c.repeat(node, min, max, RepeatKind::Greedy));
        }
        if min == 0 && max == 1 {
            // `x?` / `x??` as a plain choice.
            let split = self.emit(&[OP_SPLIT, 0, 0]);
            let body = self.here();
            self.node(node);
            let end = self.here();
            let (first, second) = if kind == RepeatKind::Lazy { (end, body) } else { (body, end) };
            self.code[split + 1] = first;
            self.code[split + 2] = second;
            return;
        }
        let reg = self.regs;
        self.regs += 1;
        self.emit(&[OP_REPEAT_START, reg]);
        let top = self.emit(&[OP_REPEAT, reg, min, max, (kind == RepeatKind::Lazy) as u32, 0]);
        self.node(node);
        self.emit(&[OP_JMP, top as u32]);
        self.code[top + 5] = self.here();
    }

    /// A one-character instruction.
    fn single(&mut self, node: &Node) {
        match node {
            Node::Char { c, ignore_case: false } => {
                self.emit(&[OP_CHAR, *c]);
            }
            Node::Char { c, ignore_case: true } => {
                let (lo, up) = (fold_lower(*c, self.ascii_fold), fold_upper(*c, self.ascii_fold));
                if lo == up {
                    self.emit(&[OP_CHAR, *c]);
                } else {
                    self.emit(&[OP_FOLD, lo, up]);
                }
            }
            Node::Any { dotall } => {
                self.emit(&[if *dotall { OP_ANY_ALL } else { OP_ANY }]);
            }
            Node::Set(set) => self.set(set),
            _ => {}
        }
    }

    /// `SET len flags bitmap[4] nitems items...`: `bitmap` answers for the
    /// 128 ASCII characters with everything (negation, case, categories)
    /// applied; the items answer for the rest.
    fn set(&mut self, set: &CharSet) {
        let body = set_body(set, self.ascii_fold);
        self.emit(&[OP_SET, body.len() as u32]);
        self.code.extend_from_slice(&body);
    }
}

/// A set's body: `flags bitmap[4] nitems items...`.
fn set_body(set: &CharSet, ascii_fold: bool) -> Vec<u32> {
    {
        let flags = (set.negated as u32 * SET_NEGATED) | (set.ignore_case as u32 * SET_FOLD) | (set.ascii as u32 * SET_ASCII);
        let mut body = vec![flags, 0, 0, 0, 0, set.items.len() as u32];
        for item in &set.items {
            match item {
                SetItem::Range(lo, hi) => body.extend_from_slice(&[ITEM_RANGE, *lo, *hi]),
                SetItem::Category { cat, negated } => {
                    let cat = match cat {
                        Category::Digit => CAT_DIGIT,
                        Category::Word => CAT_WORD,
                        Category::Space => CAT_SPACE,
                    };
                    body.extend_from_slice(&[ITEM_CATEGORY, cat, *negated as u32]);
                }
            }
        }
        for c in 0..128u32 {
            if super::sets::set_contains_slow(&body, c, ascii_fold) {
                body[1 + (c / 32) as usize] |= 1 << (c % 32);
            }
        }
        body
    }
}
