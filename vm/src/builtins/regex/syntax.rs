//! Regular-expression syntax: parses a pattern (CPython 3.11's `re` syntax)
//! into a tree (`Node`). Inline flags are resolved here: each node that
//! depends on a flag (case, dot, anchors, character categories) carries the
//! flags in force where it was written.
//!
//! Errors carry CPython's message and the position (in characters of the
//! pattern) CPython reports.
//!
//! Must never: know how a tree is matched (that is `compile.rs` and
//! `matcher.rs`); touch VM objects.

use std::collections::HashMap;

pub const FLAG_IGNORECASE: u32 = 2;
pub const FLAG_LOCALE: u32 = 4;
pub const FLAG_MULTILINE: u32 = 8;
pub const FLAG_DOTALL: u32 = 16;
pub const FLAG_UNICODE: u32 = 32;
pub const FLAG_VERBOSE: u32 = 64;
pub const FLAG_ASCII: u32 = 256;

/// The unbounded repeat count.
pub const UNBOUNDED: u32 = u32::MAX;

/// A category of characters (`\d`, `\w`, `\s` and their negations).
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Category {
    Digit,
    Word,
    Space,
}

/// A zero-width assertion.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Anchor {
    /// `^` without MULTILINE, and `\A`.
    Start,
    /// `^` with MULTILINE.
    LineStart,
    /// `$` without MULTILINE: the end, or before a final newline.
    EndOrFinalNewline,
    /// `$` with MULTILINE.
    LineEnd,
    /// `\Z`.
    End,
    /// `\b` (ASCII when the flag says so).
    WordBoundary { ascii: bool },
    /// `\B`.
    NotWordBoundary { ascii: bool },
}

/// One item of a character set.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum SetItem {
    Range(u32, u32),
    Category { cat: Category, negated: bool },
}

#[derive(Clone, Debug)]
pub struct CharSet {
    pub items: Vec<SetItem>,
    pub negated: bool,
    pub ignore_case: bool,
    /// Categories are ASCII-only (bytes patterns, `re.ASCII`).
    pub ascii: bool,
}

#[derive(Clone, Copy, PartialEq, Debug)]
pub enum RepeatKind {
    Greedy,
    Lazy,
    Possessive,
}

#[derive(Clone, Debug)]
pub enum Node {
    Empty,
    Char { c: u32, ignore_case: bool },
    /// `.`; `dotall` when it also matches a newline.
    Any { dotall: bool },
    Set(CharSet),
    Anchor(Anchor),
    /// A capturing group (numbered from 1).
    Group(usize, Box<Node>),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat { node: Box<Node>, min: u32, max: u32, kind: RepeatKind },
    Backref { group: usize, ignore_case: bool },
    Look { behind: bool, negated: bool, node: Box<Node> },
    Atomic(Box<Node>),
    Conditional { group: usize, yes: Box<Node>, no: Box<Node> },
}

/// The position of an error CPython reports without one.
pub const NO_POS: usize = usize::MAX;
/// The message of a repeat count too large (CPython raises OverflowError).
pub const TOO_LARGE: &str = "the repetition number is too large";

/// A pattern that does not parse: CPython's message and position.
#[derive(Debug, PartialEq)]
pub struct SyntaxError {
    pub msg: String,
    pub pos: usize,
}

pub struct Parsed {
    pub node: Node,
    /// Capturing groups, not counting group 0.
    pub groups: usize,
    /// Group names with their numbers, in the order they were defined.
    pub names: Vec<(String, usize)>,
    /// The flags argument with the pattern's global inline flags added.
    pub flags: u32,
}

/// Parses `pattern` (code points; a bytes pattern's bytes as 0..=255).
pub fn parse(pattern: &[u32], flags: u32, is_bytes: bool) -> Result<Parsed, SyntaxError> {
    let mut p = Parser { s: pattern, i: 0, flags, is_bytes, groups: 0, names: HashMap::new(), order: Vec::new(), open: Vec::new(), later_refs: Vec::new() };
    let node = p.alternation(0)?;
    if p.i < p.s.len() {
        // Only an unbalanced `)` stops the top level early.
        return Err(p.error("unbalanced parenthesis", p.i));
    }
    // A conditional may name a group defined after it.
    if let Some(&(g, pos)) = p.later_refs.iter().find(|&&(g, _)| g > p.groups) {
        return Err(p.error(&format!("invalid group reference {}", g), pos));
    }
    Ok(Parsed { node, groups: p.groups, names: p.order, flags: p.flags })
}

struct Parser<'a> {
    s: &'a [u32],
    i: usize,
    flags: u32,
    is_bytes: bool,
    groups: usize,
    names: HashMap<String, usize>,
    order: Vec<(String, usize)>,
    /// Groups opened and not yet closed.
    open: Vec<usize>,
    /// Conditionals' group numbers with their positions, checked at the end.
    later_refs: Vec<(usize, usize)>,
}

fn ch(c: u32) -> char {
    char::from_u32(c).unwrap_or('\u{fffd}')
}

fn is_digit(c: u32) -> bool {
    (b'0' as u32..=b'9' as u32).contains(&c)
}

fn is_octal(c: u32) -> bool {
    (b'0' as u32..=b'7' as u32).contains(&c)
}

fn hex_value(c: u32) -> Option<u32> {
    ch(c).to_digit(16)
}

impl<'a> Parser<'a> {
    fn error(&self, msg: &str, pos: usize) -> SyntaxError {
        SyntaxError { msg: msg.to_string(), pos }
    }

    fn peek(&self) -> Option<u32> {
        self.s.get(self.i).copied()
    }

    fn peek_is(&self, c: char) -> bool {
        self.peek() == Some(c as u32)
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek_is(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn flag(&self, f: u32) -> bool {
        self.flags & f != 0
    }

    /// Categories are ASCII in bytes patterns and under `re.ASCII`.
    fn ascii(&self) -> bool {
        self.is_bytes || self.flag(FLAG_ASCII)
    }

    /// In verbose mode, skips whitespace and `#` comments.
    fn skip_verbose(&mut self) {
        if !self.flag(FLAG_VERBOSE) {
            return;
        }
        while let Some(c) = self.peek() {
            if c == '#' as u32 {
                while let Some(c) = self.peek() {
                    self.i += 1;
                    if c == '\n' as u32 {
                        break;
                    }
                }
            } else if matches!(ch(c), ' ' | '\t' | '\n' | '\r' | '\x0b' | '\x0c') {
                self.i += 1;
            } else {
                break;
            }
        }
    }

    /// `a|b|...` up to a `)` or the end.
    fn alternation(&mut self, depth: usize) -> Result<Node, SyntaxError> {
        let mut alts = vec![self.sequence(depth)?];
        while self.eat('|') {
            alts.push(self.sequence(depth)?);
        }
        Ok(if alts.len() == 1 { alts.pop().unwrap_or(Node::Empty) } else { Node::Alt(alts) })
    }

    fn sequence(&mut self, depth: usize) -> Result<Node, SyntaxError> {
        let mut items: Vec<Node> = Vec::new();
        loop {
            self.skip_verbose();
            let Some(c) = self.peek() else { break };
            let here = self.i;
            match ch(c) {
                '|' => break,
                ')' => {
                    if depth == 0 {
                        return Err(self.error("unbalanced parenthesis", here));
                    }
                    break;
                }
                '*' | '+' | '?' => {
                    self.i += 1;
                    let (min, max) = match ch(c) {
                        '*' => (0, UNBOUNDED),
                        '+' => (1, UNBOUNDED),
                        _ => (0, 1),
                    };
                    self.repeat(&mut items, min, max, here)?;
                }
                '{' => {
                    self.i += 1;
                    match self.counted_repeat()? {
                        Some((min, max)) => self.repeat(&mut items, min, max, here)?,
                        None => {
                            self.i = here + 1;
                            items.push(Node::Char { c, ignore_case: false });
                        }
                    }
                }
                _ => {
                    if let Some(node) = self.atom(depth)? {
                        items.push(node);
                    }
                }
            }
        }
        Ok(match items.len() {
            0 => Node::Empty,
            1 => items.pop().unwrap_or(Node::Empty),
            _ => Node::Concat(items),
        })
    }

    /// After `{`: `m}`, `m,}`, `,n}` or `m,n}`; None when the brace is a literal.
    fn counted_repeat(&mut self) -> Result<Option<(u32, u32)>, SyntaxError> {
        let start = self.i;
        let lo = self.digits();
        let hi = if self.eat(',') { self.digits() } else { lo.clone() };
        if !self.eat('}') {
            return Ok(None);
        }
        let parse = |d: &Option<String>, default: u32| -> Result<u32, SyntaxError> {
            match d {
                None => Ok(default),
                Some(s) => match s.parse::<u64>() {
                    Ok(n) if n < UNBOUNDED as u64 => Ok(n as u32),
                    _ => Err(SyntaxError { msg: TOO_LARGE.into(), pos: start }),
                },
            }
        };
        let min = parse(&lo, 0)?;
        let max = parse(&hi, UNBOUNDED)?;
        if max < min {
            return Err(self.error("min repeat greater than max repeat", start));
        }
        Ok(Some((min, max)))
    }

    fn digits(&mut self) -> Option<String> {
        let start = self.i;
        while self.peek().is_some_and(is_digit) {
            self.i += 1;
        }
        (self.i > start).then(|| self.s[start..self.i].iter().map(|&c| ch(c)).collect())
    }

    /// Applies a quantifier (already read, starting at `here`) to the last item.
    fn repeat(&mut self, items: &mut Vec<Node>, min: u32, max: u32, here: usize) -> Result<(), SyntaxError> {
        let kind = if self.eat('?') {
            RepeatKind::Lazy
        } else if self.eat('+') {
            RepeatKind::Possessive
        } else {
            RepeatKind::Greedy
        };
        let Some(last) = items.pop() else { return Err(self.error("nothing to repeat", here)) };
        match last {
            Node::Empty | Node::Anchor(_) => return Err(self.error("nothing to repeat", here)),
            Node::Repeat { .. } => return Err(self.error("multiple repeat", here)),
            _ => {}
        }
        items.push(Node::Repeat { node: Box::new(last), min, max, kind });
        Ok(())
    }

    /// One atom; None for something that matches nothing at all (a comment,
    /// a global flags group).
    fn atom(&mut self, depth: usize) -> Result<Option<Node>, SyntaxError> {
        let Some(c) = self.peek() else { return Ok(None) };
        let here = self.i;
        self.i += 1;
        let ic = self.flag(FLAG_IGNORECASE);
        Ok(Some(match ch(c) {
            '.' => Node::Any { dotall: self.flag(FLAG_DOTALL) },
            '^' => Node::Anchor(if self.flag(FLAG_MULTILINE) { Anchor::LineStart } else { Anchor::Start }),
            '$' => Node::Anchor(if self.flag(FLAG_MULTILINE) { Anchor::LineEnd } else { Anchor::EndOrFinalNewline }),
            '[' => Node::Set(self.set(here)?),
            '(' => return self.group(depth, here),
            '\\' => self.escape(here)?,
            _ => Node::Char { c, ignore_case: ic },
        }))
    }

    /// After `(`.
    fn group(&mut self, depth: usize, here: usize) -> Result<Option<Node>, SyntaxError> {
        if !self.eat('?') {
            self.groups += 1;
            let g = self.groups;
            return self.group_body(depth, here, Some(g)).map(Some);
        }
        let Some(c) = self.peek() else { return Err(self.error("unexpected end of pattern", self.i)) };
        let after = self.i;
        self.i += 1;
        match ch(c) {
            ':' => self.group_body(depth, here, None).map(Some),
            '>' => Ok(Some(Node::Atomic(Box::new(self.group_body(depth, here, None)?)))),
            '#' => {
                while let Some(c) = self.peek() {
                    self.i += 1;
                    if c == ')' as u32 {
                        return Ok(None);
                    }
                }
                Err(self.error("missing ), unterminated comment", here))
            }
            '=' | '!' => {
                let node = self.group_body(depth, here, None)?;
                Ok(Some(Node::Look { behind: false, negated: c == '!' as u32, node: Box::new(node) }))
            }
            '<' => {
                if self.eat('=') || self.eat('!') {
                    let negated = self.s[self.i - 1] == '!' as u32;
                    let node = self.group_body(depth, here, None)?;
                    if fixed_width(&node).is_none() {
                        return Err(self.error("look-behind requires fixed-width pattern", NO_POS));
                    }
                    return Ok(Some(Node::Look { behind: true, negated, node: Box::new(node) }));
                }
                // 3.11 spells named groups `(?P<name>...)` only.
                match self.peek() {
                    None => Err(self.error("unexpected end of pattern", self.i)),
                    Some(c) => Err(self.error(&format!("unknown extension ?<{}", ch(c)), after - 1)),
                }
            }
            'P' => self.p_group(depth, here, after),
            '(' => self.conditional(depth, here).map(Some),
            _ if c == '-' as u32 || self.flag_bit(c).is_some() => {
                self.i = after;
                self.flags_group(depth, here)
            }
            _ => Err(self.error(&format!("unknown extension ?{}", ch(c)), after - 1)),
        }
    }

    /// `(?P<name>...)` or `(?P=name)`, after the `P`.
    fn p_group(&mut self, depth: usize, here: usize, after: usize) -> Result<Option<Node>, SyntaxError> {
        if self.eat('<') {
            let name = self.name('>', "missing >, unterminated name")?;
            if let Some(err) = self.check_name(&name, self.i - name.chars().count() - 1) {
                return Err(err);
            }
            if self.names.contains_key(&name) {
                return Err(self.error(&format!("redefinition of group name '{}' as group {}; was group {}", name, self.groups + 1, self.names[&name]), self.i - name.chars().count() - 1));
            }
            self.groups += 1;
            let g = self.groups;
            self.names.insert(name.clone(), g);
            self.order.push((name, g));
            return self.group_body(depth, here, Some(g)).map(Some);
        }
        if self.eat('=') {
            let start = self.i;
            let name = self.name(')', "missing ), unterminated name")?;
            if let Some(err) = self.check_name(&name, start) {
                return Err(err);
            }
            let Some(&g) = self.names.get(&name) else {
                return Err(self.error(&format!("unknown group name '{}'", name), start));
            };
            if self.open.contains(&g) {
                return Err(self.error("cannot refer to an open group", start));
            }
            return Ok(Some(Node::Backref { group: g, ignore_case: self.flag(FLAG_IGNORECASE) }));
        }
        match self.peek() {
            None => Err(self.error("unexpected end of pattern", self.i)),
            Some(c) => Err(self.error(&format!("unknown extension ?P{}", ch(c)), after - 1)),
        }
    }

    /// A group name up to `end` (consumed).
    fn name(&mut self, end: char, unterminated: &str) -> Result<String, SyntaxError> {
        let start = self.i;
        while let Some(c) = self.peek() {
            if c == end as u32 {
                let name: String = self.s[start..self.i].iter().map(|&c| ch(c)).collect();
                self.i += 1;
                if name.is_empty() {
                    return Err(self.error("missing group name", start));
                }
                return Ok(name);
            }
            self.i += 1;
        }
        Err(self.error(unterminated, start))
    }

    fn check_name(&self, name: &str, pos: usize) -> Option<SyntaxError> {
        let mut chars = name.chars();
        let first_ok = chars.next().is_some_and(|c| c == '_' || c.is_alphabetic());
        let ok = first_ok && chars.all(|c| c == '_' || c.is_alphanumeric()) && (!self.is_bytes || name.is_ascii());
        (!ok).then(|| self.error(&format!("bad character in group name '{}'", name), pos))
    }

    /// The body of a group up to its `)`.
    fn group_body(&mut self, depth: usize, here: usize, capture: Option<usize>) -> Result<Node, SyntaxError> {
        if let Some(g) = capture {
            self.open.push(g);
        }
        let node = self.alternation(depth + 1)?;
        if !self.eat(')') {
            return Err(self.error("missing ), unterminated subpattern", here));
        }
        if let Some(g) = capture {
            self.open.pop();
            return Ok(Node::Group(g, Box::new(node)));
        }
        // `(?:a*)*` repeats a group, not a repeat: keep the group visible.
        Ok(match node {
            Node::Repeat { .. } | Node::Empty => Node::Concat(vec![node]),
            node => node,
        })
    }

    /// `(?(id)yes|no)`, after `(?(`.
    fn conditional(&mut self, depth: usize, here: usize) -> Result<Node, SyntaxError> {
        let start = self.i;
        let name = self.name(')', "missing ), unterminated name")?;
        let group = if name.chars().all(|c| c.is_ascii_digit()) {
            let g: usize = name.parse().map_err(|_| self.error(&format!("bad group number '{}'", name), start))?;
            if g == 0 {
                return Err(self.error("bad group number", start));
            }
            self.later_refs.push((g, start));
            g
        } else {
            if let Some(err) = self.check_name(&name, start) {
                return Err(err);
            }
            match self.names.get(&name) {
                Some(&g) => g,
                None => return Err(self.error(&format!("unknown group name '{}'", name), start)),
            }
        };
        let yes = self.sequence(depth + 1)?;
        let no = if self.eat('|') {
            let no = self.sequence(depth + 1)?;
            if self.peek_is('|') {
                return Err(self.error("conditional backref with more than two branches", self.i));
            }
            no
        } else {
            Node::Empty
        };
        if !self.eat(')') {
            return Err(self.error("missing ), unterminated subpattern", here));
        }
        Ok(Node::Conditional { group, yes: Box::new(yes), no: Box::new(no) })
    }

    fn flag_bit(&self, c: u32) -> Option<u32> {
        Some(match ch(c) {
            'i' => FLAG_IGNORECASE,
            'L' => FLAG_LOCALE,
            'm' => FLAG_MULTILINE,
            's' => FLAG_DOTALL,
            'x' => FLAG_VERBOSE,
            'a' => FLAG_ASCII,
            'u' => FLAG_UNICODE,
            _ => return None,
        })
    }

    /// `(?flags)` (global, at the start only) or `(?flags-flags:...)`.
    fn flags_group(&mut self, depth: usize, here: usize) -> Result<Option<Node>, SyntaxError> {
        let mut add = 0;
        let mut del = 0;
        while let Some(c) = self.peek() {
            match self.flag_bit(c) {
                Some(bit) => {
                    add |= bit;
                    self.i += 1;
                }
                None => break,
            }
        }
        if self.eat('-') {
            loop {
                let Some(c) = self.peek() else { return Err(self.error("missing flag", self.i)) };
                match self.flag_bit(c) {
                    Some(bit) if bit & (FLAG_IGNORECASE | FLAG_MULTILINE | FLAG_DOTALL | FLAG_VERBOSE) != 0 => {
                        del |= bit;
                        self.i += 1;
                    }
                    Some(_) => return Err(self.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", self.i + 1)),
                    None if del == 0 => return Err(self.error("missing flag", self.i)),
                    None => break,
                }
            }
        }
        if add & del != 0 {
            return Err(self.error("bad inline flags: flag turned on and off", self.i));
        }
        if add & FLAG_LOCALE != 0 && !self.is_bytes {
            return Err(self.error("bad inline flags: cannot use 'L' flag with a str pattern", self.i));
        }
        if add & FLAG_UNICODE != 0 && self.is_bytes {
            return Err(self.error("bad inline flags: cannot use 'u' flag with a bytes pattern", self.i));
        }
        if add & FLAG_ASCII != 0 && add & FLAG_UNICODE != 0 {
            return Err(self.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible", self.i));
        }
        match self.peek() {
            Some(c) if c == ')' as u32 && del == 0 && add != 0 => {
                if here != 0 {
                    return Err(self.error("global flags not at the start of the expression", here));
                }
                self.i += 1;
                self.flags |= add;
                if add & FLAG_ASCII != 0 {
                    self.flags &= !FLAG_UNICODE;
                }
                Ok(None)
            }
            Some(c) if c == ':' as u32 => {
                self.i += 1;
                let saved = self.flags;
                self.flags = (self.flags | add) & !del;
                if add & FLAG_ASCII != 0 {
                    self.flags &= !FLAG_UNICODE;
                }
                let node = self.group_body(depth, here, None);
                self.flags = saved;
                node.map(Some)
            }
            None => Err(self.error("missing -, : or )", self.i)),
            Some(c) => {
                let what = if ch(c).is_alphabetic() { "unknown flag" } else { "missing -, : or )" };
                Err(self.error(what, self.i))
            }
        }
    }

    /// After `[`: a character set up to its `]`.
    fn set(&mut self, here: usize) -> Result<CharSet, SyntaxError> {
        let negated = self.eat('^');
        let mut items = Vec::new();
        let mut first = true;
        loop {
            let Some(c) = self.peek() else { return Err(self.error("unterminated character set", here)) };
            if c == ']' as u32 && !first {
                self.i += 1;
                break;
            }
            first = false;
            let start = self.i;
            let lo = self.set_atom()?;
            if self.peek_is('-') && self.s.get(self.i + 1).is_some_and(|&c| c != ']' as u32) {
                self.i += 1;
                let hi = self.set_atom()?;
                match (lo, hi) {
                    (SetItem::Range(a, _), SetItem::Range(b, _)) => {
                        if b < a {
                            let text: String = self.s[start..self.i].iter().map(|&c| ch(c)).collect();
                            return Err(self.error(&format!("bad character range {}", text), start));
                        }
                        items.push(SetItem::Range(a, b));
                    }
                    _ => {
                        let text: String = self.s[start..self.i].iter().map(|&c| ch(c)).collect();
                        return Err(self.error(&format!("bad character range {}", text), start));
                    }
                }
            } else {
                items.push(lo);
            }
        }
        Ok(CharSet { items, negated, ignore_case: self.flag(FLAG_IGNORECASE), ascii: self.ascii() })
    }

    /// One character (as a one-character range) or category of a set.
    fn set_atom(&mut self) -> Result<SetItem, SyntaxError> {
        let here = self.i;
        let Some(c) = self.peek() else { return Err(self.error("unterminated character set", here)) };
        self.i += 1;
        if c != '\\' as u32 {
            return Ok(SetItem::Range(c, c));
        }
        let Some(e) = self.peek() else { return Err(self.error("bad escape (end of pattern)", here)) };
        self.i += 1;
        if let Some(item) = category(e) {
            return Ok(item);
        }
        let c = match ch(e) {
            'b' => 8,
            d if is_octal(e) => {
                let _ = d;
                self.octal(e, here)?
            }
            d if d.is_ascii_digit() => return Err(self.error(&format!("bad escape \\{}", d), here)),
            _ => self.char_escape(e, here)?,
        };
        Ok(SetItem::Range(c, c))
    }

    /// Up to two more octal digits after the first.
    fn octal(&mut self, first: u32, here: usize) -> Result<u32, SyntaxError> {
        let mut v = first - '0' as u32;
        for _ in 0..2 {
            match self.peek() {
                Some(d) if is_octal(d) => {
                    v = v * 8 + (d - '0' as u32);
                    self.i += 1;
                }
                _ => break,
            }
        }
        if v > 0o377 {
            let text: String = self.s[here..self.i].iter().map(|&c| ch(c)).collect();
            return Err(self.error(&format!("octal escape value {} outside of range 0-0o377", text), here));
        }
        Ok(v)
    }

    /// The escapes that stand for one character (`e` follows the backslash
    /// at `here`), shared by sets and the rest of a pattern.
    fn char_escape(&mut self, e: u32, here: usize) -> Result<u32, SyntaxError> {
        Ok(match ch(e) {
            'a' => 7,
            'f' => 12,
            'n' => 10,
            'r' => 13,
            't' => 9,
            'v' => 11,
            'x' => self.hex_escape(2, here)?,
            'u' if !self.is_bytes => self.hex_escape(4, here)?,
            'U' if !self.is_bytes => {
                let v = self.hex_escape(8, here)?;
                if char::from_u32(v).is_none() && v > 0x10ffff {
                    let text: String = self.s[here..self.i].iter().map(|&c| ch(c)).collect();
                    return Err(self.error(&format!("bad escape {}", text), here));
                }
                v
            }
            'N' if !self.is_bytes => return Err(self.error("\\N{...} escapes are not supported", here)),
            c if c.is_ascii_alphanumeric() => return Err(self.error(&format!("bad escape \\{}", c), here)),
            _ => e,
        })
    }

    fn hex_escape(&mut self, n: usize, here: usize) -> Result<u32, SyntaxError> {
        let mut v = 0u32;
        for k in 0..n {
            match self.peek().and_then(hex_value) {
                Some(d) => {
                    v = v.wrapping_mul(16).wrapping_add(d);
                    self.i += 1;
                }
                None => {
                    let text: String = self.s[here..here + 2 + k].iter().map(|&c| ch(c)).collect();
                    return Err(self.error(&format!("incomplete escape {}", text), here));
                }
            }
        }
        Ok(v)
    }

    /// After a backslash outside a set.
    fn escape(&mut self, here: usize) -> Result<Node, SyntaxError> {
        let Some(e) = self.peek() else { return Err(self.error("bad escape (end of pattern)", here)) };
        self.i += 1;
        let ascii = self.ascii();
        let ic = self.flag(FLAG_IGNORECASE);
        if let Some(item) = category(e) {
            return Ok(Node::Set(CharSet { items: vec![item], negated: false, ignore_case: false, ascii }));
        }
        Ok(match ch(e) {
            'A' => Node::Anchor(Anchor::Start),
            'Z' => Node::Anchor(Anchor::End),
            'b' => Node::Anchor(Anchor::WordBoundary { ascii }),
            'B' => Node::Anchor(Anchor::NotWordBoundary { ascii }),
            '0' => Node::Char { c: self.octal(e, here)?, ignore_case: ic },
            d if d.is_ascii_digit() => {
                // Three octal digits make a character; otherwise a group number.
                if is_octal(e) && self.peek().is_some_and(is_octal) && self.s.get(self.i + 1).copied().is_some_and(is_octal) {
                    return Ok(Node::Char { c: self.octal(e, here)?, ignore_case: ic });
                }
                let mut g = e - '0' as u32;
                if self.peek().is_some_and(is_digit) {
                    g = g * 10 + (self.s[self.i] - '0' as u32);
                    self.i += 1;
                }
                let g = g as usize;
                if g > self.groups {
                    return Err(self.error(&format!("invalid group reference {}", g), here + 1));
                }
                if self.open.contains(&g) {
                    return Err(self.error("cannot refer to an open group", here));
                }
                Node::Backref { group: g, ignore_case: ic }
            }
            _ => Node::Char { c: self.char_escape(e, here)?, ignore_case: ic },
        })
    }
}

fn category(e: u32) -> Option<SetItem> {
    let (cat, negated) = match ch(e) {
        'd' => (Category::Digit, false),
        'D' => (Category::Digit, true),
        'w' => (Category::Word, false),
        'W' => (Category::Word, true),
        's' => (Category::Space, false),
        'S' => (Category::Space, true),
        _ => return None,
    };
    Some(SetItem::Category { cat, negated })
}

/// The width in characters every match of `node` has, if it has one.
pub fn fixed_width(node: &Node) -> Option<u32> {
    let (lo, hi) = width(node);
    (Some(lo) == hi).then_some(lo)
}

/// The least and (when bounded) greatest width of a match, in characters.
pub fn width(node: &Node) -> (u32, Option<u32>) {
    match node {
        Node::Empty | Node::Anchor(_) | Node::Look { .. } => (0, Some(0)),
        Node::Char { .. } | Node::Any { .. } | Node::Set(_) => (1, Some(1)),
        Node::Group(_, n) | Node::Atomic(n) => width(n),
        Node::Concat(items) => items.iter().fold((0, Some(0)), |(lo, hi), n| {
            let (a, b) = width(n);
            (lo.saturating_add(a), hi.zip(b).and_then(|(x, y)| x.checked_add(y)))
        }),
        Node::Alt(alts) => {
            let ws: Vec<_> = alts.iter().map(width).collect();
            let lo = ws.iter().map(|w| w.0).min().unwrap_or(0);
            let hi = ws.iter().try_fold(0u32, |m, w| w.1.map(|h| m.max(h)));
            (lo, hi)
        }
        Node::Repeat { node, min, max, .. } => {
            let (a, b) = width(node);
            let hi = if *max == UNBOUNDED { if b == Some(0) { Some(0) } else { None } } else { b.and_then(|b| b.checked_mul(*max)) };
            (a.saturating_mul(*min), hi)
        }
        Node::Backref { .. } => (0, None),
        Node::Conditional { yes, no, .. } => {
            let (a, b) = width(yes);
            let (c, d) = width(no);
            (a.min(c), b.zip(d).map(|(x, y)| x.max(y)))
        }
    }
}
