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
//! Must never: print anything that depends on addresses of the current run
//! except `ConstRef` words (which tests match with wildcards).

use crate::ir::{Helper, Op, Opcode, SnapValue, Trace, Type};
use std::fmt::Write;

/// Which immediates an op prints.
fn has_imm(op: Opcode) -> bool {
    use Opcode::*;
    matches!(op, ConstInt | ConstFloat | ConstRef | LoadSlot | StoreSlot | GuardType | GuardRef | LoadField | LoadFloatField | StoreField | StoreFloatField | LoadElem | StoreElem | Alloc | GuardShape | Phi)
}

fn imm_text(op: &Op) -> String {
    match op.opcode {
        Opcode::ConstFloat => format!("{:?}", f64::from_bits(op.imm as u64)),
        Opcode::ConstRef | Opcode::GuardRef => format!("{:#x}", op.imm),
        Opcode::Alloc => format!("{} bytes, header {:#x}", op.imm, op.aux),
        _ => op.imm.to_string(),
    }
}

/// A snapshot value: `%N` for an op's value, `vK` for virtual object K.
fn snap_value(v: SnapValue) -> String {
    match v {
        SnapValue::Op(v) => v.to_string(),
        SnapValue::Virtual(k) => format!("v{k}"),
    }
}

/// One op as text (without the source marker).
pub fn op_text(trace: &Trace, i: usize, helpers: &[Helper]) -> String {
    let op = &trace.ops[i];
    let mut s = String::new();
    if op.ty == Type::Void {
        s.push_str("     ");
    } else {
        let _ = write!(s, "%{i} = ");
    }
    if op.opcode == Opcode::Call {
        let name = helpers.get(op.imm as usize).map_or("?", |h| h.name);
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
        let _ = write!(s, " [{}]", imm_text(op));
    }
    if op.ty != Type::Void {
        let _ = write!(s, " {}", op.ty.name());
    }
    if let Some(sn) = op.snap {
        let snap = &trace.snapshots[sn as usize];
        let entries: Vec<String> = snap.entries.iter().map(|(slot, v)| format!("r{slot}={}", snap_value(*v))).collect();
        let _ = write!(s, "  @{}", snap.pc);
        for f in &snap.frames {
            let _ = write!(s, " > f{}@{}", f.info, f.pc);
        }
        let _ = write!(s, " {{{}}}", entries.join(" "));
        for (k, o) in snap.virtuals.iter().enumerate() {
            let fields: Vec<String> = o.fields.iter().map(|(off, v)| format!("{off}={}", snap_value(*v))).collect();
            let _ = write!(s, " v{k}=Alloc[{} bytes, header {:#x}]{{{}}}", o.size, o.header, fields.join(" "));
        }
    }
    s
}

/// The whole trace; `marker(frame, pc)` names the source position of an op
/// (`file:line`), printed as a comment whenever it changes.
pub fn dump(trace: &Trace, helpers: &[Helper], marker: &dyn Fn(u32, u32) -> String) -> String {
    let mut out = String::new();
    let mut last = String::new();
    for i in 0..trace.ops.len() {
        let m = marker(trace.ops[i].frame, trace.ops[i].pc);
        if m != last {
            let _ = writeln!(out, "# {m}");
            last = m;
        }
        let _ = writeln!(out, "{}", op_text(trace, i, helpers));
    }
    if trace.loop_start().is_some() {
        let next: Vec<String> = trace.loop_next.iter().map(|v| v.to_string()).collect();
        let _ = writeln!(out, "     Jump (to Loop) [{}]", next.join(", "));
    } else {
        let _ = writeln!(out, "     Jump (to %0)");
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
}
