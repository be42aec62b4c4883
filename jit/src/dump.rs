//! The text form of a trace, as `jit-log-opt` prints it and tests match it.
//!
//! One op per line:
//! ```text
//! # demo.py:4                          source marker, when the line changes
//! %3 = IntAddOv %1, %2 int  @7 {r2=%1 r5=%3}
//!      StoreSlot %3 [imm 2]
//! ```
//! `%N = ` for ops with a result, then the op name, operands, the immediate in
//! brackets where the op has one, the result type, and for guards and raising
//! calls `@pc {slot=value ...}`: the snapshot (`@pc > f0@pc2 ...` when it
//! holds inlined frames), followed by the snapshot's sunk allocations, each
//! `vK=Alloc[N bytes, header H]{offset=value ...}` (a slot or field holding
//! `vK` gets that object, built at the exit). `Call` prints its helper's name.
//!
//! With a client's namer (`dump_named`), a type id or an object word is
//! followed by the client's name for it (`[1: float]`, `[0x3: 1]`), and a
//! guard without a value of its own ends with its exit's name (`  ; exit
//! %26`), as `jit-summary` names it; the parser reads both forms.
//!
//! Must never: print anything that depends on addresses of the current run
//! except `ConstRef` words (which tests match with wildcards).

use crate::ir::{GuardFlags, Helper, Imm, ImmKind, Op, Opcode, SnapValue, Trace, Type, V};
use std::collections::HashMap;
use std::fmt::Write;

/// The last line of a trace without a `Loop` op (`%0` is not a value name here).
pub const JUMP_TO_TOP: &str = "Jump (to %0)";

/// Which immediates an op prints: all but a call's (it prints its helper's name).
pub(crate) fn has_imm(op: Opcode) -> bool {
    !matches!(op.imm_kind(), ImmKind::None | ImmKind::Helper)
}

/// What a dump may ask its client to name: a type id, an object's word (a
/// `ConstRef`'s or `GuardRef`'s), a `ConstInt` (an address or a header's
/// type bits the client put there), an alias class (without its
/// `IMMUTABLE` bit), or an `Alloc`'s header word.
#[derive(Clone, Copy, Debug)]
pub enum Named {
    Type(u32),
    Word(u64),
    Int(i64),
    Alias(u32),
    Header(u64),
}

/// The client's names for `Named` things (None: no name, the number stands alone).
pub type Namer<'a> = &'a dyn Fn(Named) -> Option<String>;

/// A namer that names nothing.
pub fn no_names(_: Named) -> Option<String> {
    None
}

fn imm_text(op: &Op, names: Namer) -> String {
    let not_null = if op.guard.has(GuardFlags::NOT_NULL) { ", not null" } else { "" };
    let named = |n: Named| names(n).map_or(String::new(), |s| format!(": {s}"));
    match op.imm {
        Imm::None | Imm::Helper(_) => String::new(),
        Imm::Int(k) => format!("{k}{}", named(Named::Int(k))),
        Imm::FloatBits(b) => format!("{:?}", f64::from_bits(b)),
        Imm::Word(w) => format!("{:#x}{}", w as i64, named(Named::Word(w))),
        Imm::Slot(k) => k.0.to_string(),
        Imm::TypeId(t) => format!("{t}{}{not_null}", named(Named::Type(t))),
        Imm::Field { offset, alias } if alias.0 != 0 => {
            let class = alias.0 & !crate::ir::AliasClass::IMMUTABLE;
            let fixed = if alias.is_immutable() { " fixed" } else { "" };
            format!("{offset}, class {class}{fixed}{}", named(Named::Alias(class)))
        }
        Imm::Field { offset, .. } => offset.to_string(),
        Imm::Alloc { size, header } => format!("{size} bytes, header {header:#x}{}", named(Named::Header(header))),
        Imm::Phi(k) => k.0.to_string(),
        Imm::Input(k) => k.0.to_string(),
    }
}

/// A snapshot value: `%N` for an op's value, `vK` for virtual object K.
fn snap_value(v: SnapValue) -> String {
    match v {
        SnapValue::Op(v) => v.to_string(),
        SnapValue::Virtual(k) => format!("v{}", k.0),
    }
}

/// One op as text (without the source marker).
pub fn op_text(trace: &Trace, i: usize, helpers: &[Helper]) -> String {
    op_text_named(trace, i, helpers, &no_names)
}

/// `op_text` with the client's names after type ids and object words
/// (`GuardType %1 [1: float]`, `GuardRef %4 [0x7f..: function f]`).
pub fn op_text_named(trace: &Trace, i: usize, helpers: &[Helper], names: Namer) -> String {
    op_line(trace, i, helpers, names, false)
}

/// `op_text` as it stands in a named dump (`dump_named`): a guard with no
/// value of its own ends with the name of its exit (`  ; exit %26`), the
/// name `jit-summary` and the machine code give it.
pub fn op_text_with_exit(trace: &Trace, i: usize, helpers: &[Helper], names: Namer) -> String {
    op_line(trace, i, helpers, names, true)
}

fn op_line(trace: &Trace, i: usize, helpers: &[Helper], names: Namer, exit_note: bool) -> String {
    let op = &trace.ops[i];
    let mut s = String::new();
    if op.ty == Type::Void {
        s.push_str("     ");
    } else {
        let _ = write!(s, "%{i} = ");
    }
    if op.opcode == Opcode::Call {
        let name = helpers.get(op.helper().index()).map_or("?", |h| h.name);
        let _ = write!(s, "Call {name}");
        if !op.args.is_empty() {
            s.push_str(",");
        }
    } else {
        s.push_str(op.opcode.name());
    }
    let args: Vec<String> = op.args.iter().map(|a| a.to_string()).collect();
    if !args.is_empty() {
        let _ = write!(s, " {}", args.join(", "));
    }
    if has_imm(op.opcode) {
        let _ = write!(s, " [{}]", imm_text(op, names));
    } else if op.opcode == Opcode::GuardTrue && op.guard.has(GuardFlags::BOUNDS) {
        s.push_str(" [bounds]");
    } else if op.opcode == Opcode::GuardTrue && op.guard.has(GuardFlags::TO_REMAINDER) {
        s.push_str(" [remainder]");
    } else if op.opcode == Opcode::GuardTrue && op.guard.has(GuardFlags::SPLIT) {
        s.push_str(" [split]");
    }
    if op.ty != Type::Void {
        let _ = write!(s, " {}", op.ty.name());
    }
    if let Some(sn) = op.snap {
        let snap = &trace.snapshots[sn.index()];
        let entries: Vec<String> = snap.entries.iter().map(|(slot, v)| format!("r{}={}", slot.0, snap_value(*v))).collect();
        let _ = write!(s, "  @{}", snap.pc);
        for f in &snap.frames {
            let _ = write!(s, " > f{}@{}", f.info.0, f.pc);
        }
        let _ = write!(s, " {{{}}}", entries.join(" "));
        for (k, o) in snap.virtuals.iter().enumerate() {
            let fields: Vec<String> = o.fields.iter().map(|(off, v)| format!("{off}={}", snap_value(*v))).collect();
            let _ = write!(s, " v{k}=Alloc[{} bytes, header {:#x}]{{{}}}", o.size, o.header, fields.join(" "));
        }
        for st in &snap.stores {
            let _ = write!(s, " {}[{}]:={}", st.obj, st.offset, st.value);
        }
        if exit_note && op.ty == Type::Void {
            let _ = write!(s, "{}%{i}", crate::parse::EXIT_NOTE);
        }
    }
    s
}

/// The whole trace; `marker(frame, pc)` names the source position of an op
/// (`file:line`), printed as a comment whenever it changes.
pub fn dump(trace: &Trace, helpers: &[Helper], marker: &dyn Fn(u32, u32) -> String) -> String {
    dump_lines(trace, helpers, marker, &no_names, false)
}

/// `dump` with the client's names (`op_text_named`) and each guard's exit
/// named at the end of its line (`op_text_with_exit`): the form the logs
/// and the report show.
pub fn dump_named(trace: &Trace, helpers: &[Helper], marker: &dyn Fn(u32, u32) -> String, names: Namer) -> String {
    dump_lines(trace, helpers, marker, names, true)
}

fn dump_lines(trace: &Trace, helpers: &[Helper], marker: &dyn Fn(u32, u32) -> String, names: Namer, exit_notes: bool) -> String {
    let mut out = String::new();
    let mut last = String::new();
    let jump_to_loop = |out: &mut String, next: &[V]| {
        let next: Vec<String> = next.iter().map(|v| v.to_string()).collect();
        let _ = writeln!(out, "     Jump (to Loop) [{}]", next.join(", "));
    };
    for i in 0..trace.ops.len() {
        if trace.ops[i].opcode == Opcode::Remainder {
            // The unrolled body's end.
            jump_to_loop(&mut out, &trace.loop_next);
        }
        let m = marker(trace.ops[i].frame.0, trace.ops[i].pc);
        if m != last {
            let _ = writeln!(out, "# {m}");
            last = m;
        }
        let _ = writeln!(out, "{}", op_line(trace, i, helpers, names, exit_notes));
    }
    if trace.bridge {
        let _ = writeln!(out, "     Jump (to the loop's trace)");
    } else if trace.remainder_start().is_some() {
        jump_to_loop(&mut out, &trace.remainder_next);
    } else if trace.loop_start().is_some() {
        jump_to_loop(&mut out, &trace.loop_next);
    } else {
        let _ = writeln!(out, "     {JUMP_TO_TOP}");
    }
    out
}

/// Does `text` match `pattern` line by line, where the pattern's lines must
/// appear in order (other lines may come between), and within a line `...`
/// matches any text and `%?` matches any value name? A pattern line
/// starting with `!` must match no line between the previous pattern's match
/// and the next one's (or the end). For tests of dumps.
pub fn matches_in_order(text: &str, pattern: &str) -> bool {
    let mut lines = text.lines();
    let mut forbidden: Vec<&str> = Vec::new();
    'pat: for p in pattern.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if let Some(neg) = p.strip_prefix('!') {
            forbidden.push(neg.trim());
            continue;
        }
        for l in lines.by_ref() {
            let l = l.trim();
            if line_matches(l, p) {
                forbidden.clear();
                continue 'pat;
            }
            if forbidden.iter().any(|f| line_matches(l, f)) {
                return false;
            }
        }
        return false;
    }
    lines.all(|l| !forbidden.iter().any(|f| line_matches(l.trim(), f)))
}

/// Wildcard match of one line (see `matches_in_order`).
pub fn line_matches(line: &str, pattern: &str) -> bool {
    let p = pattern.replace("%?", "%...");
    let parts: Vec<&str> = p.split("...").collect();
    let mut rest = line;
    for (k, part) in parts.iter().enumerate() {
        if k == 0 {
            let Some(r) = rest.strip_prefix(part) else { return false };
            rest = r;
        } else if k == parts.len() - 1 {
            return part.is_empty() || rest.ends_with(part) && rest.len() >= part.len();
        } else {
            let Some(at) = rest.find(part) else { return false };
            rest = &rest[at + part.len()..];
        }
    }
    parts.len() > 1 || rest.is_empty()
}

/// Are two dumps the same trace up to value numbering? For pass tests:
/// `expected` is written by hand, `actual` printed by `dump`. Lines are
/// compared in order, ignoring `#` markers, blank lines and surrounding
/// spaces; in an expected line `...` matches any text and `%?` any value
/// name. Value names `%N` must correspond one to one over the whole text
/// (the first line naming a pair binds it), object names `vK` one to one
/// within each line. A line with wildcards binds its names the first way
/// it matches. The error shows the first differing line of each and both
/// texts.
pub fn equivalent(expected: &str, actual: &str) -> Result<(), String> {
    let (e, a) = (significant_lines(expected), significant_lines(actual));
    let mut values = Bijection::default();
    for k in 0..e.len().max(a.len()) {
        let (el, al) = (e.get(k).copied(), a.get(k).copied());
        match el.zip(al).and_then(|(el, al)| match_line(el, al, &values)) {
            Some(bound) => values = bound,
            None => return Err(mismatch(k, el, al, expected, actual)),
        }
    }
    Ok(())
}

fn significant_lines(text: &str) -> Vec<&str> {
    text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).collect()
}

/// The value names after matching `expected` against `actual`, given
/// those bound by the lines before; `None` when they differ.
fn match_line(expected: &str, actual: &str, values: &Bijection) -> Option<Bijection> {
    // The `%0` of `Jump (to %0)` is no value name: it binds nothing.
    if expected == JUMP_TO_TOP {
        return (actual == JUMP_TO_TOP).then(|| values.clone());
    }
    let bound = LineMatch { pieces: pieces(expected), line: actual }.at(0, 0, values, &Bijection::default());
    if actual == JUMP_TO_TOP {
        return bound.map(|_| values.clone());
    }
    bound
}

fn mismatch(k: usize, expected_line: Option<&str>, actual_line: Option<&str>, expected: &str, actual: &str) -> String {
    let show = |l: Option<&str>| l.map_or("(no more lines)".to_string(), |l| format!("`{l}`"));
    let renamed = expected_line.zip(actual_line).is_some_and(|(e, a)| match_line(e, a, &Bijection::default()).is_some());
    let why = if renamed { "\n  (they match, but not with the value names the lines before bound)" } else { "" };
    format!(
        "dumps differ at line {} (not counting markers and blank lines):\n  expected: {}\n  actual:   {}{why}\n--- expected ---\n{}\n--- actual ---\n{}",
        k + 1,
        show(expected_line),
        show(actual_line),
        expected.trim_end(),
        actual.trim_end()
    )
}

/// Names of the expected text and of the actual one, paired one to one.
#[derive(Clone, Default)]
struct Bijection {
    to_actual: HashMap<String, String>,
    to_expected: HashMap<String, String>,
}

impl Bijection {
    /// Pairs `e` with `a`; false if either is paired with another name.
    fn bind(&mut self, e: &str, a: &str) -> bool {
        match (self.to_actual.get(e), self.to_expected.get(a)) {
            (None, None) => {
                self.to_actual.insert(e.to_string(), a.to_string());
                self.to_expected.insert(a.to_string(), e.to_string());
                true
            }
            (Some(x), Some(_)) => x == a,
            _ => false,
        }
    }
}

/// A piece of an expected line.
enum Piece<'a> {
    Text(&'a str),
    /// `...`
    Any,
    /// `%?`
    AnyValue,
    /// `%N`
    Value(&'a str),
    /// `vK`
    Object(&'a str),
}

/// The length of the name with `sigil` (`%` or `v`) at byte `at` of
/// `line`: the sigil, then digits; a `v` must start a word.
fn name_at(line: &str, at: usize, sigil: char) -> Option<usize> {
    let rest = line[at..].strip_prefix(sigil)?;
    let digits = rest.find(|ch: char| !ch.is_ascii_digit()).unwrap_or(rest.len());
    let starts_word = sigil == '%' || !line[..at].ends_with(|ch: char| ch.is_ascii_alphanumeric() || ch == '_');
    (digits > 0 && starts_word).then_some(1 + digits)
}

fn pieces(pattern: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let (mut text, mut at) = (0, 0);
    while let Some(ch) = pattern[at..].chars().next() {
        let (piece, len) = if pattern[at..].starts_with("...") {
            (Piece::Any, 3)
        } else if pattern[at..].starts_with("%?") {
            (Piece::AnyValue, 2)
        } else if let Some(n) = name_at(pattern, at, '%') {
            (Piece::Value(&pattern[at..at + n]), n)
        } else if let Some(n) = name_at(pattern, at, 'v') {
            (Piece::Object(&pattern[at..at + n]), n)
        } else {
            at += ch.len_utf8();
            continue;
        };
        if text < at {
            out.push(Piece::Text(&pattern[text..at]));
        }
        out.push(piece);
        at += len;
        text = at;
    }
    if text < pattern.len() {
        out.push(Piece::Text(&pattern[text..]));
    }
    out
}

/// Matching an expected line's pieces against an actual line.
struct LineMatch<'a> {
    pieces: Vec<Piece<'a>>,
    line: &'a str,
}

impl LineMatch<'_> {
    /// Do the pieces from `k` on match the line from byte `pos` on, with
    /// these names bound? The value names bound then.
    fn at(&self, k: usize, pos: usize, values: &Bijection, objects: &Bijection) -> Option<Bijection> {
        let Some(piece) = self.pieces.get(k) else { return (pos == self.line.len()).then(|| values.clone()) };
        match piece {
            Piece::Text(t) => {
                self.line[pos..].starts_with(t).then_some(())?;
                self.at(k + 1, pos + t.len(), values, objects)
            }
            Piece::Any => (pos..=self.line.len()).filter(|p| self.line.is_char_boundary(*p)).find_map(|p| self.at(k + 1, p, values, objects)),
            Piece::AnyValue => self.at(k + 1, pos + name_at(self.line, pos, '%')?, values, objects),
            Piece::Value(e) => {
                let (mut values, n) = (values.clone(), name_at(self.line, pos, '%')?);
                values.bind(e, &self.line[pos..pos + n]).then_some(())?;
                self.at(k + 1, pos + n, &values, objects)
            }
            Piece::Object(e) => {
                let (mut objects, n) = (objects.clone(), name_at(self.line, pos, 'v')?);
                objects.bind(e, &self.line[pos..pos + n]).then_some(())?;
                self.at(k + 1, pos + n, values, &objects)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wildcards() {
        assert!(line_matches("%3 = IntAddOv %1, %2 int  @7 {r2=%1}", "%? = IntAddOv %?, %? int..."));
        assert!(!line_matches("%3 = IntSubOv %1, %2 int", "%? = IntAddOv ..."));
        assert!(line_matches("GuardInt %0", "GuardInt %0"));
        assert!(!line_matches("GuardInt %0 x", "GuardInt %0"));
        assert!(matches_in_order("a\nb\nc\n", "a\nc"));
        assert!(!matches_in_order("a\nb\nc\n", "c\na"));
        assert!(matches_in_order("a\nb\nc\n", "a\n!x\nc"));
        assert!(!matches_in_order("a\nb\nc\n", "a\n!b\nc"));
        assert!(!matches_in_order("a\nb\nc\n", "a\n!c"));
    }

    const ACTUAL: &str = "%0 = LoadSlot [0] ref\n     GuardInt %0  @3 {r0=%0}\n%2 = Untag %0 int\n%3 = IntAdd %2, %2 int\n     Jump (to %0)\n";

    #[test]
    fn equivalent_up_to_numbering() {
        let renumbered = "# x.py:1\n  %10 = LoadSlot [0] ref\n\n GuardInt %10  @3 {r0=%10}\n%11 = Untag %10 int\n%0 = IntAdd %11, %11 int\nJump (to %0)";
        assert_eq!(equivalent(renumbered, ACTUAL), Ok(()));
        assert_eq!(equivalent(ACTUAL, ACTUAL), Ok(()));
        // Two names for one value, or one name for two values.
        assert!(equivalent(&renumbered.replace("%11, %11", "%11, %12"), ACTUAL).is_err());
        assert!(equivalent(&renumbered.replace("%11 = Untag", "%10 = Untag").replace("%11, %11", "%10, %10"), ACTUAL).is_err());
        // `%0` of `Jump (to %0)` is not a value name.
        assert!(equivalent("%1 = LoadSlot [0] ref\nJump (to %0)", "%0 = LoadSlot [0] ref\nJump (to %0)").is_ok());
        assert!(equivalent("%1 = Phi %0 [0] ref\nJump (to %0)", "%1 = Phi %0 [0] ref\n     Jump (to Loop) [%1]").is_err());
    }

    #[test]
    fn equivalent_with_wildcards() {
        assert_eq!(equivalent("%1 = LoadSlot ...\nGuardInt %1 ...\n%2 = Untag %1 int\n%3 = IntAdd %2, %? int\n...", ACTUAL), Ok(()));
        assert!(equivalent("%1 = LoadSlot ...\nGuardInt %1 ...\n%2 = Untag %1 int\n%3 = IntAdd %1, ... int\n...", ACTUAL).is_err());
        assert!(equivalent("...\n...\n...\n...\n...\n...", ACTUAL).is_err(), "one line each");
        assert!(equivalent("%1 = LoadSlot [0] ref\nGuardInt %1  @3 {r0=%1}\n%2 = Untag ...", ACTUAL).is_err(), "too few lines");
    }

    #[test]
    fn equivalent_objects_pair_within_a_line() {
        let actual = "%0 = LoadSlot [0] ref\n     GuardInt %0  @3 {r0=v0 r1=v1} v0=Alloc[16 bytes, header 0x0]{8=v1} v1=Alloc[8 bytes, header 0x0]{}\n     GuardInt %0  @4 {r0=v0} v0=Alloc[8 bytes, header 0x0]{}\n     Jump (to %0)";
        let expected = "%5 = LoadSlot [0] ref\nGuardInt %5  @3 {r0=v7 r1=v2} v7=Alloc[16 bytes, header 0x0]{8=v2} v2=Alloc[8 bytes, header 0x0]{}\nGuardInt %5  @4 {r0=v2} v2=Alloc[8 bytes, header 0x0]{}\nJump (to %0)";
        assert_eq!(equivalent(expected, actual), Ok(()));
        assert!(equivalent(&expected.replace("{8=v2}", "{8=v7}"), actual).is_err());
    }

    #[test]
    fn equivalent_shows_the_first_difference() {
        let e = equivalent(&ACTUAL.replace("IntAdd", "IntSub"), ACTUAL).expect_err("differs");
        assert!(e.contains("line 4"), "{e}");
        assert!(e.contains("expected: `%3 = IntSub %2, %2 int`\n  actual:   `%3 = IntAdd %2, %2 int`"), "{e}");
        assert!(e.contains("--- expected ---\n%0 = LoadSlot"), "{e}");
        let e = equivalent(ACTUAL.trim_end().trim_end_matches("Jump (to %0)"), ACTUAL).expect_err("shorter");
        assert!(e.contains("expected: (no more lines)"), "{e}");
        let e = equivalent("%1 = LoadSlot [0] ref\n%2 = Untag %1 int\n", "%0 = LoadSlot [0] ref\n%1 = Untag %2 int\n").expect_err("renamed");
        assert!(e.contains("value names"), "{e}");
    }
}
