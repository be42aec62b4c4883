//! The trace dump read back: `parse` turns the text `dump::dump` prints into
//! a `Trace`, so optimizer tests can be written as input and expected IR.
//!
//! Algorithm, one line at a time:
//! 1. blank lines and `#` source markers are skipped;
//! 2. an op line is `%N = Name args [imm] type  @snapshot` (a `Void` op
//!    drops `%N = ` and the type); `Call` names its helper first
//!    (`Call name, %a, %b`) and the parser looks it up in `helpers`;
//! 3. the text's value names are renamed to op indices: `%N` is the op
//!    whose line defined it, so a test may number values freely, but must
//!    define each before its use;
//! 4. a snapshot is `@pc > fINFO@PC ... {rSLOT=value ...}` followed by its
//!    objects `vK=Alloc[S bytes, header 0xH]{offset=value ...}`; objects are
//!    numbered in the order they are defined, and a `vK` in the same
//!    snapshot names the object defined as `vK`;
//! 5. the last line is `Jump (to Loop) [%a, ...]` (the phis' back-edge
//!    values, `Trace::loop_next`), `Jump (to %0)`, or a bridge's end
//!    (`Trace::bridge`); an unrolled loop's body ends with its `Jump (to
//!    Loop)` line, then `Remainder` and the remainder's ops follow, and the
//!    last line gives `Trace::remainder_next`;
//! 6. the trace must pass `Trace::verify`.
//!
//! Invariants: `dump(parse(dump(t)))` is `dump(t)`. What the dump does not
//! print comes back as zero: an op's `pc` and `frame`, a guard's `aux`. Each
//! op with a snapshot gets a snapshot of its own. The printed type word is
//! the op's type, whatever its opcode's usual result.
//!
//! Must never: panic on any text (every problem is an `Err` naming the line
//! and what is wrong with it), or guess what the text does not say: an
//! unknown op, helper or value name is an error.

use crate::dump::{dump, has_imm, JUMP_TO_TOP};
use crate::ir::{AliasClass, Args, GuardFlags, Helper, HelperId, Imm, ImmKind, InlineId, InputId, Op, Opcode, PendingStore, PhiId, Slot, SnapFrame, SnapId, SnapValue, SnapVirtual, Snapshot, Trace, Type, VirtualId, V};
use std::collections::HashMap;
use std::str::FromStr;

type Res<T> = Result<T, String>;

/// The trace `text` describes, calling helpers by their index in `helpers`.
/// What ends a guard's line in a named dump, before the exit's `%N`.
pub const EXIT_NOTE: &str = "  ; exit ";

pub fn parse(text: &str, helpers: &[Helper]) -> Result<Trace, String> {
    let mut p = Parser { helpers, names: HashMap::new(), trace: Trace::default(), bridge_end: bridge_end(), jumped: false };
    for (n, line) in text.lines().enumerate() {
        // A named dump's guard lines end with their exit's name (`dump_named`).
        let line = line.split_once(EXIT_NOTE).map_or(line, |(op, _)| op).trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        p.line(line).map_err(|e| format!("line {}: {e} (in `{line}`)", n + 1))?;
    }
    if !p.jumped {
        return Err(format!("the last line must be `Jump (to Loop) [...]`, `{JUMP_TO_TOP}` or `{}`", p.bridge_end));
    }
    p.trace.verify(helpers)?;
    Ok(p.trace)
}

struct Parser<'a> {
    helpers: &'a [Helper],
    /// The text's value names (`%N` → `N`) → the op defining each.
    names: HashMap<&'a str, V>,
    trace: Trace,
    /// The last line of a bridge (see `bridge_end`).
    bridge_end: String,
    /// The `Jump` line was read: nothing may follow it.
    jumped: bool,
}

impl<'a> Parser<'a> {
    fn line(&mut self, line: &'a str) -> Res<()> {
        if self.jumped {
            if line == "Remainder" && self.trace.loop_start().is_some() && self.trace.remainder_start().is_none() {
                // The unrolled body ended at the Jump line; the remainder follows.
                self.jumped = false;
            } else {
                return Err("nothing may follow the Jump line (but `Remainder` after an unrolled body's)".into());
            }
        }
        if line == JUMP_TO_TOP {
            return self.jump(End::Top);
        }
        if line == self.bridge_end {
            return self.jump(End::Bridge);
        }
        let mut c = Cursor { rest: line };
        if c.eat("Jump") {
            let next = self.jump_to_loop(&mut c)?;
            self.jump(End::Loop(next))?;
        } else {
            self.op(&mut c)?;
        }
        c.end()
    }

    /// The Jump line was read.
    fn jump(&mut self, end: End) -> Res<()> {
        self.jumped = true;
        match (end, self.trace.loop_start()) {
            (End::Top, Some(_)) => Err("a trace with a Loop op jumps `(to Loop)`".into()),
            (End::Loop(_), None) => Err("`(to Loop)` without a Loop op".into()),
            (End::Loop(next), Some(_)) => {
                if self.trace.remainder_start().is_some() {
                    self.trace.remainder_next = next;
                } else {
                    self.trace.loop_next = next;
                }
                Ok(())
            }
            (End::Bridge, _) => {
                self.trace.bridge = true;
                Ok(())
            }
            (End::Top, None) => Ok(()),
        }
    }

    /// `(to Loop) [%a, ...]`, after `Jump`: the back-edge values.
    fn jump_to_loop(&self, c: &mut Cursor<'a>) -> Res<Vec<V>> {
        c.expect("(to Loop)")?;
        c.expect("[")?;
        if c.eat("]") {
            return Ok(Vec::new());
        }
        let next = self.values(c)?;
        c.expect("]")?;
        Ok(next)
    }

    /// An op line: `[%N = ]Name args [imm] [type] [@snapshot]`.
    fn op(&mut self, c: &mut Cursor<'a>) -> Res<()> {
        let name = if c.eat("%") {
            let n = c.digits()?;
            c.expect("=")?;
            Some(n)
        } else {
            None
        };
        let word = c.word();
        let opcode = Opcode::from_name(word).ok_or_else(|| format!("unknown op `{word}`"))?;
        let (args, imm, guard) = if opcode == Opcode::Call { self.call(c)? } else { self.operands(c, opcode)? };
        let ty = match name {
            Some(_) => type_named(c.word())?,
            None => Type::Void,
        };
        let snap = if c.eat("@") { Some(SnapId(self.snapshot(c)?)) } else { None };
        let v = self.trace.push(Op { ty, guard, snap, ..Op::new(opcode, &args, imm) });
        match name {
            Some(n) if self.names.insert(n, v).is_some() => Err(format!("%{n} is defined twice")),
            _ => Ok(()),
        }
    }

    /// A call's helper and operands, after `Call`: (args, imm, guard flags).
    fn call(&self, c: &mut Cursor<'a>) -> Res<(Args, Imm, GuardFlags)> {
        let word = c.word();
        let Some(k) = self.helpers.iter().position(|h| h.name == word) else { return Err(format!("unknown helper `{word}`")) };
        let args = if c.eat(",") { self.values(c)? } else { Vec::new() };
        let want = self.helpers[k].params.len();
        if args.len() != want {
            return Err(format!("{word} takes {want} operands, has {}", args.len()));
        }
        Ok((args.into(), Imm::Helper(HelperId(k as u32)), GuardFlags::NONE))
    }

    /// Any other op's operands and immediate: (args, imm, guard flags).
    fn operands(&self, c: &mut Cursor<'a>, opcode: Opcode) -> Res<(Args, Imm, GuardFlags)> {
        let args = if c.peek("%") { self.values(c)? } else { Vec::new() };
        if opcode.nargs() != usize::MAX && args.len() != opcode.nargs() {
            return Err(format!("{} takes {} operands, has {}", opcode.name(), opcode.nargs(), args.len()));
        }
        let args = Args::from_vec(args);
        if !has_imm(opcode) {
            if opcode == Opcode::GuardTrue && c.eat("[remainder]") {
                return Ok((args, Imm::None, GuardFlags::TO_REMAINDER));
            }
            if opcode == Opcode::GuardTrue && c.eat("[split]") {
                return Ok((args, Imm::None, GuardFlags::SPLIT));
            }
            if opcode == Opcode::GuardTrue && c.peek("[") {
                c.expect("[bounds]")?;
                return Ok((args, Imm::None, GuardFlags::BOUNDS));
            }
            return Ok((args, Imm::None, GuardFlags::NONE));
        }
        c.expect("[")?;
        let (imm, guard) = immediate(opcode, c.until(']')?)?;
        Ok((args, imm, guard))
    }

    /// `%a, %b, ...`: at least one value.
    fn values(&self, c: &mut Cursor<'a>) -> Res<Vec<V>> {
        let mut values = vec![self.value(c)?];
        while c.eat(",") {
            values.push(self.value(c)?);
        }
        Ok(values)
    }

    /// `%N`, defined by an earlier line.
    fn value(&self, c: &mut Cursor<'a>) -> Res<V> {
        c.expect("%")?;
        let n = c.digits()?;
        self.names.get(n).copied().ok_or_else(|| format!("%{n} is not defined before its use"))
    }

    /// A snapshot after `@`; its index in `trace.snapshots`.
    fn snapshot(&mut self, c: &mut Cursor<'a>) -> Res<u32> {
        let pc = c.int()?;
        let mut frames = Vec::new();
        while c.eat(">") {
            c.expect("f")?;
            let info = c.int()?;
            c.expect("@")?;
            frames.push(SnapFrame { info: InlineId(info), pc: c.int()? });
        }
        c.expect("{")?;
        let mut entries = Vec::new();
        while !c.eat("}") {
            c.expect("r")?;
            let slot = Slot(c.int()?);
            c.expect("=")?;
            entries.push((slot, self.snap_value(c)?));
        }
        let mut snap = Snapshot { pc, entries, frames, virtuals: Vec::new(), stores: Vec::new() };
        let mut defined = Vec::new();
        while !c.at_end() {
            if c.peek("%") {
                // A pending store: `%obj[offset]:=%value`.
                let obj = self.value(c)?;
                c.expect("[")?;
                let offset = c.int()?;
                c.expect("]")?;
                c.expect(":=")?;
                let value = self.value(c)?;
                snap.stores.push(PendingStore { obj, offset, value });
                continue;
            }
            c.expect("v")?;
            defined.push(c.int::<u32>()?);
            c.expect("=")?;
            snap.virtuals.push(self.virtual_object(c)?);
        }
        number_virtuals(&mut snap, &defined)?;
        self.trace.snapshots.push(snap);
        Ok(self.trace.snapshots.len() as u32 - 1)
    }

    /// `Alloc[S bytes, header 0xH]{offset=value ...}`, after `vK=`; its
    /// values `vJ` still hold the text's `J` (see `number_virtuals`).
    fn virtual_object(&self, c: &mut Cursor<'a>) -> Res<SnapVirtual> {
        c.expect("Alloc")?;
        c.expect("[")?;
        let (size, header) = alloc_size_header(c.until(']')?)?;
        c.expect("{")?;
        let mut fields = Vec::new();
        while !c.eat("}") {
            c.skip_spaces();
            let offset = c.int()?;
            c.expect("=")?;
            fields.push((offset, self.snap_value(c)?));
        }
        Ok(SnapVirtual { size, header, fields })
    }

    /// `%N` or `vK` (`K` as the text writes it).
    fn snap_value(&self, c: &mut Cursor<'a>) -> Res<SnapValue> {
        if c.eat("v") {
            return Ok(SnapValue::Virtual(VirtualId(c.int()?)));
        }
        Ok(SnapValue::Op(self.value(c)?))
    }
}

/// Renames the snapshot's `vK` values from the text's names (`defined[k]`
/// is the name of the `k`th object defined) to object indices.
fn number_virtuals(snap: &mut Snapshot, defined: &[u32]) -> Res<()> {
    let mut index = HashMap::new();
    for (k, name) in defined.iter().enumerate() {
        if index.insert(VirtualId(*name), VirtualId(k as u32)).is_some() {
            return Err(format!("v{name} is defined twice"));
        }
    }
    let fields = snap.virtuals.iter_mut().flat_map(|o| o.fields.iter_mut().map(|(_, x)| x));
    for x in snap.entries.iter_mut().map(|(_, x)| x).chain(fields) {
        if let SnapValue::Virtual(name) = x {
            *name = *index.get(name).ok_or_else(|| format!("v{} is not defined in this snapshot", name.0))?;
        }
    }
    Ok(())
}

/// An immediate without the name a client gave it (`1: float` is `1`).
fn unnamed(text: &str) -> &str {
    text.split_once(": ").map_or(text, |(n, _)| n).trim()
}

/// An op's immediate as `dump::imm_text` prints it, and the guard flags it shows.
fn immediate(opcode: Opcode, text: &str) -> Res<(Imm, GuardFlags)> {
    let text = text.trim();
    let plain = |imm: Imm| (imm, GuardFlags::NONE);
    match opcode.imm_kind() {
        ImmKind::None | ImmKind::Helper => Err(format!("{} takes no immediate", opcode.name())),
        ImmKind::Int => number::<i64>(unnamed(text)).map(|k| plain(Imm::Int(k))),
        ImmKind::FloatBits => number::<f64>(text).map(|f| plain(Imm::FloatBits(f.to_bits()))),
        ImmKind::Word => hex(unnamed(text)).map(|w| plain(Imm::Word(w))),
        ImmKind::Slot => number::<u32>(text).map(|k| plain(Imm::Slot(Slot(k)))),
        ImmKind::TypeId => match text.strip_suffix(", not null") {
            Some(id) => number::<u32>(unnamed(id.trim())).map(|t| (Imm::TypeId(t), GuardFlags::NOT_NULL)),
            None => number::<u32>(unnamed(text)).map(|t| plain(Imm::TypeId(t))),
        },
        ImmKind::Field => match text.split_once(", class ") {
            Some((off, class)) => Ok(plain(Imm::field(number::<i64>(off.trim())?, alias_class(unnamed(class))?))),
            None => number::<i64>(text).map(|off| plain(Imm::field(off, 0))),
        },
        ImmKind::Alloc => alloc_size_header(text).map(|(size, header)| plain(Imm::Alloc { size, header })),
        ImmKind::Phi => number::<u32>(text).map(|k| plain(Imm::Phi(PhiId(k)))),
        ImmKind::Input => number::<u32>(text).map(|k| plain(Imm::Input(InputId(k)))),
    }
}

/// An alias class as `imm_text` prints it: `N`, or `N fixed` for an
/// immutable one.
fn alias_class(text: &str) -> Res<u32> {
    match text.strip_suffix(" fixed") {
        Some(n) => Ok(number::<u32>(n.trim())? | AliasClass::IMMUTABLE),
        None => number::<u32>(text),
    }
}

/// `S bytes, header 0xH`: (size, header word).
fn alloc_size_header(text: &str) -> Res<(i64, u64)> {
    let mut c = Cursor { rest: text.trim() };
    let size = c.int()?;
    c.expect("bytes")?;
    c.expect(",")?;
    c.expect("header")?;
    c.skip_spaces();
    let header = hex(unnamed(c.rest))?;
    Ok((size, header))
}

fn hex(text: &str) -> Res<u64> {
    let digits = text.strip_prefix("0x").ok_or_else(|| format!("expected a hex word `0x...`, found `{text}`"))?;
    u64::from_str_radix(digits, 16).map_err(|e| format!("bad hex word `{text}`: {e}"))
}

fn number<T: FromStr>(text: &str) -> Res<T> {
    text.parse().map_err(|_| format!("bad number `{text}`"))
}

/// The type a dump's type word names (not `void`: a void op prints none).
fn type_named(word: &str) -> Res<Type> {
    [Type::Int, Type::Float, Type::Bool, Type::Ref].into_iter().find(|t| t.name() == word).ok_or_else(|| format!("expected a type (int, float, bool, ref), found `{word}`"))
}

/// Where a trace goes at its end (its Jump line).
enum End {
    /// Back to op 0: `Jump (to %0)`.
    Top,
    /// Back to the `Loop` op, with the phis' values: `Jump (to Loop) [...]`.
    Loop(Vec<V>),
    /// Into its loop's trace (`Trace::bridge`).
    Bridge,
}

/// The line a bridge ends with, as `dump` prints it.
fn bridge_end() -> String {
    let bridge = Trace { bridge: true, ..Trace::default() };
    dump(&bridge, &[], &|_, _| String::new()).trim().to_string()
}

/// The unread rest of a line.
struct Cursor<'a> {
    rest: &'a str,
}

impl<'a> Cursor<'a> {
    fn skip_spaces(&mut self) {
        self.rest = self.rest.trim_start();
    }

    /// Does the text continue with `s` (after spaces)?
    fn peek(&mut self, s: &str) -> bool {
        self.skip_spaces();
        self.rest.starts_with(s)
    }

    /// Consumes `s` (after spaces) if the text continues with it.
    fn eat(&mut self, s: &str) -> bool {
        self.skip_spaces();
        match self.rest.strip_prefix(s) {
            Some(r) => {
                self.rest = r;
                true
            }
            None => false,
        }
    }

    fn expect(&mut self, s: &str) -> Res<()> {
        if self.eat(s) {
            Ok(())
        } else {
            Err(format!("expected `{s}`, found `{}`", self.rest))
        }
    }

    /// A name (letters, digits, `_`) after spaces; empty if there is none.
    fn word(&mut self) -> &'a str {
        self.skip_spaces();
        self.take_while(|ch| ch.is_ascii_alphanumeric() || ch == '_')
    }

    /// The digits right here (a value or object name).
    fn digits(&mut self) -> Res<&'a str> {
        let d = self.take_while(|ch| ch.is_ascii_digit());
        if d.is_empty() {
            return Err(format!("expected digits, found `{}`", self.rest));
        }
        Ok(d)
    }

    /// A decimal integer right here, maybe negative.
    fn int<T: FromStr>(&mut self) -> Res<T> {
        let start = self.rest;
        let minus = usize::from(self.rest.starts_with('-'));
        self.rest = &self.rest[minus..];
        let digits = self.digits()?;
        number(&start[..minus + digits.len()])
    }

    /// The text up to `end`, consuming `end` too.
    fn until(&mut self, end: char) -> Res<&'a str> {
        let Some(at) = self.rest.find(end) else { return Err(format!("missing `{end}`")) };
        let text = &self.rest[..at];
        self.rest = &self.rest[at + end.len_utf8()..];
        Ok(text)
    }

    fn take_while(&mut self, f: impl Fn(char) -> bool) -> &'a str {
        let end = self.rest.find(|ch: char| !f(ch)).unwrap_or(self.rest.len());
        let (taken, rest) = self.rest.split_at(end);
        self.rest = rest;
        taken
    }

    fn at_end(&mut self) -> bool {
        self.skip_spaces();
        self.rest.is_empty()
    }

    fn end(&mut self) -> Res<()> {
        if self.at_end() {
            Ok(())
        } else {
            Err(format!("unexpected `{}`", self.rest))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn helpers() -> Vec<Helper> {
        vec![Helper { name: "box_float", addr: 0, params: vec![Type::Float], ret: Type::Ref, may_gc: true, can_raise: true, nests: false }]
    }

    fn err(text: &str) -> String {
        match parse(text, &helpers()) {
            Ok(t) => panic!("parsed: {t:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn names_are_renamed_to_op_indices() {
        let t = parse("# x.py:1\n%7 = LoadSlot [0] ref\n\n%3 = Untag %7 int\n     Jump (to %0)\n", &helpers()).expect("parses");
        assert_eq!(t.ops[1].args.as_slice(), &[V(0)]);
        assert_eq!(dump(&t, &helpers(), &|_, _| String::new()), "%0 = LoadSlot [0] ref\n%1 = Untag %0 int\n     Jump (to %0)\n");
    }

    #[test]
    fn immediates_and_snapshots() {
        let text = "%0 = ConstFloat [-0.5] float\n%1 = ConstRef [0xffffffffffffffff] ref\n%2 = Call box_float, %0 ref  @4 > f1@9 {r0=v2 r3=%1} v2=Alloc[16 bytes, header 0x500000000]{8=%0 16=v0} v0=Alloc[8 bytes, header 0x0]{}\n     Jump (to %0)\n";
        let t = parse(text, &helpers()).expect("parses");
        assert_eq!(t.ops[0].imm, Imm::FloatBits((-0.5f64).to_bits()));
        assert_eq!(t.ops[1].imm, Imm::Word(u64::MAX));
        let s = &t.snapshots[0];
        assert_eq!((s.pc, s.frames.clone()), (4, vec![SnapFrame { info: InlineId(1), pc: 9 }]));
        assert_eq!(s.entries, vec![(Slot(0), SnapValue::Virtual(VirtualId(0))), (Slot(3), SnapValue::Op(V(1)))]);
        assert_eq!(s.virtuals[0], SnapVirtual { size: 16, header: 0x5_0000_0000, fields: vec![(8, SnapValue::Op(V(0))), (16, SnapValue::Virtual(VirtualId(1)))] });
    }

    #[test]
    fn flags_and_alias_classes_in_immediates_round_trip() {
        let text = "%0 = LoadSlot [0] ref\n     GuardType %0 [6, not null]  @2 {r0=%0}\n     GuardShape %0 [70]  @2 {r0=%0}\n%3 = LoadField %0 [8, class 3] ref\n     StoreField %0, %3 [16]\n     Jump (to %0)\n";
        let t = parse(text, &helpers()).expect("parses");
        assert_eq!((t.ops[1].imm, t.ops[1].guard), (Imm::TypeId(6), GuardFlags::NOT_NULL));
        assert_eq!((t.ops[2].imm, t.ops[2].guard), (Imm::TypeId(70), GuardFlags::NONE));
        assert_eq!((t.ops[3].imm, t.ops[3].guard), (Imm::field(8, 3), GuardFlags::NONE));
        assert_eq!(dump(&t, &helpers(), &|_, _| String::new()), text);
    }

    #[test]
    fn named_immediates_read_back() {
        let text = "%0 = LoadSlot [0] ref\n     GuardType %0 [1: float, not null]  @2 {r0=%0}\n     GuardShape %0 [70: instance of P]  @2 {r0=%0}\n     GuardRef %0 [0x3: 1]  @2 {r0=%0}\n     Jump (to %0)\n";
        let t = parse(text, &helpers()).expect("parses");
        assert_eq!((t.ops[1].imm, t.ops[1].guard), (Imm::TypeId(1), GuardFlags::NOT_NULL));
        assert_eq!(t.ops[2].imm, Imm::TypeId(70));
        assert_eq!(t.ops[3].imm, Imm::Word(3));
        let named = text.replace("  @2 {r0=%0}\n     GuardShape", "  @2 {r0=%0}  ; exit %1\n     GuardShape");
        assert_eq!(parse(&named, &helpers()).expect("parses").ops.len(), t.ops.len());
    }

    #[test]
    fn named_constants_fields_and_headers_read_back() {
        let text = "%0 = LoadSlot [0] ref\n%1 = ConstInt [4096: validity word] int\n%2 = LoadField %1 [0, class 1: validity] int\n%3 = LoadField %0 [8, class 9 fixed: tuple] ref\n%4 = Alloc [16 bytes, header 0x100000000: float] ref\n     Jump (to %0)\n";
        let t = parse(text, &helpers()).expect("parses");
        assert_eq!(t.ops[1].imm, Imm::Int(4096));
        assert_eq!(t.ops[2].imm, Imm::field(0, 1));
        assert_eq!(t.ops[3].imm, Imm::field(8, 9 | AliasClass::IMMUTABLE));
        assert_eq!(t.ops[4].imm, Imm::Alloc { size: 16, header: 0x1_0000_0000 });
        let plain = "%0 = LoadSlot [0] ref\n%1 = ConstInt [4096] int\n%2 = LoadField %1 [0, class 1] int\n%3 = LoadField %0 [8, class 9 fixed] ref\n%4 = Alloc [16 bytes, header 0x100000000] ref\n     Jump (to %0)\n";
        assert_eq!(dump(&t, &helpers(), &|_, _| String::new()), plain);
        let names = |n: crate::dump::Named| match n {
            crate::dump::Named::Int(4096) => Some("validity word".to_string()),
            crate::dump::Named::Alias(1) => Some("validity".to_string()),
            crate::dump::Named::Alias(9) => Some("tuple".to_string()),
            crate::dump::Named::Header(_) => Some("float".to_string()),
            _ => None,
        };
        assert_eq!(crate::dump::dump_named(&t, &helpers(), &|_, _| String::new(), &names), text);
    }

    #[test]
    fn pending_stores_round_trip() {
        let text = "%0 = LoadSlot [0] ref\n%1 = LoadSlot [1] ref\n     GuardInt %1  @2 {r0=%0} v0=Alloc[16 bytes, header 0x100000000]{8=%1} %0[8]:=%1 %0[16]:=%0\n     Jump (to %0)\n";
        let t = parse(text, &helpers()).expect("parses");
        let s = &t.snapshots[0];
        assert_eq!(s.stores, vec![PendingStore { obj: V(0), offset: 8, value: V(1) }, PendingStore { obj: V(0), offset: 16, value: V(0) }]);
        assert_eq!(s.exit_values().collect::<Vec<_>>(), vec![V(0), V(1), V(0), V(1), V(0), V(0)]);
        assert_eq!(dump(&t, &helpers(), &|_, _| String::new()), text);
    }

    #[test]
    fn errors_name_the_line_and_the_problem() {
        let jump = "     Jump (to %0)";
        assert!(err(&format!("%0 = Frob [1] int\n{jump}")).starts_with("line 1: unknown op `Frob`"));
        assert!(err(&format!("# m\n%0 = Untag %4 int\n{jump}")).starts_with("line 2: %4 is not defined"));
        assert!(err(&format!("%0 = ConstInt [1] int\n%1 = IntAdd %0 int\n{jump}")).starts_with("line 2: IntAdd takes 2 operands, has 1"));
        assert!(err(&format!("%0 = ConstInt [1] int\n%1 = Call nope, %0 ref  @0 {{}}\n{jump}")).starts_with("line 2: unknown helper `nope`"));
        assert!(err(&format!("%0 = ConstInt [1] int\n%1 = Call box_float ref  @0 {{}}\n{jump}")).starts_with("line 2: box_float takes 1 operands, has 0"));
        assert!(err(&format!("%0 = ConstInt [1] int\n%0 = ConstInt [2] int\n{jump}")).starts_with("line 2: %0 is defined twice"));
        assert!(err(&format!("%0 = ConstInt [x] int\n{jump}")).starts_with("line 1: bad number `x`"));
        assert!(err(&format!("%0 = ConstInt [1] integer\n{jump}")).starts_with("line 1: expected a type"));
        assert!(err(&format!("%0 = ConstInt [1 int\n{jump}")).starts_with("line 1: missing `]`"));
        assert!(err(&format!("%0 = LoadSlot [0] ref\n     GuardInt %0  @3 {{r1=v1}}\n{jump}")).starts_with("line 2: v1 is not defined in this snapshot"));
        assert!(err(&format!("%0 = LoadSlot [0] ref\n     GuardInt %0  @3 {{r1=%0}} junk\n{jump}")).starts_with("line 2: expected `v`"));
        assert!(err(&format!("%0 = ConstRef [12] ref\n{jump}")).starts_with("line 1: expected a hex word"));
        assert!(err(&format!("{jump}\n%0 = ConstInt [1] int")).starts_with("line 2: nothing may follow"));
        assert!(err("%0 = ConstInt [1] int\n     Jump (to Loop) []").starts_with("line 2: `(to Loop)` without a Loop op"));
        assert!(err("%0 = ConstInt [1] int\n").starts_with("the last line must be"));
        // Caught by `Trace::verify`, after parsing.
        assert!(err(&format!("%0 = LoadSlot [0] ref\n     GuardInt %0\n{jump}")).contains("guard without a snapshot"));
        assert!(err("     Loop\n%0 = ConstInt [1] int\n%1 = Phi %0 [3] int\n     Jump (to Loop) [%1]").contains("no back-edge value"));
    }

    #[test]
    fn bridges_round_trip() {
        let text = format!("%0 = Input [2] ref\n     GuardInt %0  @5 {{r1=%0}}\n     StoreSlot %0 [1]\n     {}\n", bridge_end());
        let t = parse(&text, &helpers()).expect("parses");
        assert!(t.bridge);
        assert_eq!(dump(&t, &helpers(), &|_, _| String::new()), text);
    }

    #[test]
    fn no_text_makes_it_panic() {
        let good = "%0 = LoadSlot [0] ref\n     GuardType %0 [5]  @3 > f0@2 {r1=%0 r2=v0} v0=Alloc[16 bytes, header 0x500000000]{8=%0}\n     Loop\n%3 = Phi %0 [0] ref\n     Jump (to Loop) [%3]\n";
        for end in 0..=good.len() {
            let _ = parse(&good[..end], &helpers());
            let mut broken = good.to_string();
            broken.remove(end.min(good.len() - 1));
            let _ = parse(&broken, &helpers());
        }
    }
}
