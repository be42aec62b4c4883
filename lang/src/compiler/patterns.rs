//! The `match` statement: each case's pattern compiled to checks that jump
//! to the next case on failure, with captures stored as they succeed
//! (CPython leaves the bindings of a failed case unspecified too).
//!
//! The subject is evaluated once into a temporary. Literal and value
//! patterns compare with `==` (`is` for None, True and False); sequence,
//! mapping and class patterns are one instruction each (`MatchSequence`,
//! `MatchMapping`, `MatchClass`) that tests the subject's kind and loads
//! the parts the sub-patterns match into consecutive temporaries.
//!
//! Must never: let a name bound only in some cases count as bound after
//! the statement (`bound` is restored), or accept a pattern CPython refuses
//! at compile time (unreachable cases, repeated names, alternatives binding
//! different names, duplicate literal keys).

use super::*;
use crate::ast::{Expr, ExprKind, MatchCase, Pattern, PatternKind};

impl<'a> Compiler<'a> {
    pub(super) fn match_stmt(&mut self, subject: &'a Expr, cases: &'a [MatchCase]) -> CResult<()> {
        check_reachable(cases)?;
        let mark = self.temp_mark();
        let subj = self.alloc_temp()?;
        self.expr_to(subject, subj)?;
        let saved = self.unit_ref().bound.clone();
        let mut ends = Vec::new();
        for case in cases {
            check_names(&case.pattern)?;
            let mut fails = Vec::new();
            let case_mark = self.temp_mark();
            let line = self.set_line(case.pattern.span);
            self.pattern(&case.pattern, subj, &mut fails)?;
            if let Some(g) = &case.guard {
                fails.push(self.jump_if_false(g)?);
            }
            self.restore_line(line);
            self.free_to(case_mark);
            self.block(&case.body)?;
            ends.push(self.emit(Instr::Jump { target: 0 }));
            for f in fails {
                self.patch_here(f);
            }
            self.unit().bound = saved.clone();
        }
        for e in ends {
            self.patch_here(e);
        }
        self.free_to(mark);
        Ok(())
    }

    /// Emits the test of `p` against the value in `subj`; every jump taken
    /// on a mismatch is pushed on `fails`.
    fn pattern(&mut self, p: &'a Pattern, subj: Reg, fails: &mut Vec<usize>) -> CResult<()> {
        match &p.kind {
            PatternKind::Wildcard | PatternKind::Star(None) => Ok(()),
            PatternKind::Capture(n) | PatternKind::Star(Some(n)) => self.store_name(n, p.span, subj),
            PatternKind::Value(e) | PatternKind::Singleton(e) => {
                let mark = self.temp_mark();
                let v = self.expr_any(e)?;
                let t = self.alloc_temp()?;
                if matches!(p.kind, PatternKind::Singleton(_)) {
                    self.emit(Instr::Is { dst: t, a: subj, b: v, neg: false });
                } else {
                    self.emit(Instr::Compare { op: CompareOp::Eq, dst: t, a: subj, b: v });
                }
                fails.push(self.emit(Instr::JumpIfFalse { cond: t, target: 0 }));
                self.free_to(mark);
                Ok(())
            }
            PatternKind::As(inner, n) => {
                self.pattern(inner, subj, fails)?;
                self.store_name(n, p.span, subj)
            }
            PatternKind::Or(alts) => {
                let mut done = Vec::new();
                for (i, alt) in alts.iter().enumerate() {
                    if i + 1 == alts.len() {
                        self.pattern(alt, subj, fails)?;
                        break;
                    }
                    let mut alt_fails = Vec::new();
                    self.pattern(alt, subj, &mut alt_fails)?;
                    done.push(self.emit(Instr::Jump { target: 0 }));
                    for f in alt_fails {
                        self.patch_here(f);
                    }
                }
                for d in done {
                    self.patch_here(d);
                }
                Ok(())
            }
            PatternKind::Sequence(items) => {
                let star = items.iter().position(|i| matches!(i.kind, PatternKind::Star(_)));
                let count = (items.len() - star.map_or(0, |_| 1)) as u16;
                let dst = self.alloc_temps(1 + items.len() as u32)?;
                let star = star.map_or(u16::MAX, |s| s as u16);
                self.emit(Instr::MatchSequence { dst, src: subj, count, star });
                fails.push(self.emit(Instr::JumpIfFalse { cond: dst, target: 0 }));
                for (i, item) in items.iter().enumerate() {
                    self.pattern(item, dst + 1 + i as Reg, fails)?;
                }
                Ok(())
            }
            PatternKind::Mapping { keys, patterns, rest } => {
                check_keys(keys)?;
                let first = self.alloc_temps(keys.len().max(1) as u32)?;
                for (i, k) in keys.iter().enumerate() {
                    self.expr_to(k, first + i as Reg)?;
                }
                let keys_reg = self.alloc_temp()?;
                self.emit(Instr::BuildTuple { dst: keys_reg, start: first, count: keys.len() as u16 });
                let dst = self.alloc_temps(1 + keys.len() as u32 + rest.is_some() as u32)?;
                self.emit(Instr::MatchMapping { dst, src: subj, keys: keys_reg, count: keys.len() as u16, rest: rest.is_some() });
                fails.push(self.emit(Instr::JumpIfFalse { cond: dst, target: 0 }));
                for (i, sub) in patterns.iter().enumerate() {
                    self.pattern(sub, dst + 1 + i as Reg, fails)?;
                }
                if let Some(r) = rest {
                    self.store_name(r, p.span, dst + 1 + keys.len() as Reg)?;
                }
                Ok(())
            }
            PatternKind::Class { cls, patterns, kwd_names, kwd_patterns } => {
                let c = self.alloc_temp()?;
                self.expr_to(cls, c)?;
                let names = kwd_names.iter().map(|n| Const::Str(n.clone())).collect();
                let kwnames = self.add_const(Const::Tuple(names));
                let dst = self.alloc_temps(1 + (patterns.len() + kwd_patterns.len()) as u32)?;
                self.emit(Instr::MatchClass { dst, src: subj, cls: c, npos: patterns.len() as u16, nkw: kwd_patterns.len() as u16, kwnames });
                fails.push(self.emit(Instr::JumpIfFalse { cond: dst, target: 0 }));
                for (i, sub) in patterns.iter().chain(kwd_patterns).enumerate() {
                    self.pattern(sub, dst + 1 + i as Reg, fails)?;
                }
                Ok(())
            }
        }
    }
}

/// Does `p` match every subject (a capture, `_`, or an or-pattern with one)?
fn irrefutable(p: &Pattern) -> bool {
    match &p.kind {
        PatternKind::Wildcard | PatternKind::Capture(_) => true,
        PatternKind::As(inner, _) => irrefutable(inner),
        PatternKind::Or(alts) => alts.iter().any(irrefutable),
        _ => false,
    }
}

/// CPython's "makes remaining patterns unreachable": an irrefutable case
/// without a guard that is not the last.
fn check_reachable(cases: &[MatchCase]) -> CResult<()> {
    for case in cases.iter().take(cases.len().saturating_sub(1)) {
        if case.guard.is_none() && irrefutable(&case.pattern) {
            let what = match first_irrefutable(&case.pattern) {
                Some(n) => format!("name capture '{}' makes remaining patterns unreachable", n),
                None => "wildcard makes remaining patterns unreachable".to_string(),
            };
            return Err(Diagnostic::syntax(what, case.pattern.span));
        }
    }
    for case in cases {
        check_alternatives(&case.pattern)?;
    }
    Ok(())
}

/// The capture name of the irrefutable part of `p` (None for `_`).
fn first_irrefutable(p: &Pattern) -> Option<&str> {
    match &p.kind {
        PatternKind::Capture(n) => Some(n),
        PatternKind::As(inner, n) => first_irrefutable(inner).or(Some(n)),
        PatternKind::Or(alts) => alts.iter().find(|a| irrefutable(a)).and_then(first_irrefutable),
        _ => None,
    }
}

/// Within an or-pattern only the last alternative may be irrefutable, and
/// every alternative binds the same names.
fn check_alternatives(p: &Pattern) -> CResult<()> {
    let children: Vec<&Pattern> = match &p.kind {
        PatternKind::Or(alts) => {
            for a in alts.iter().take(alts.len() - 1) {
                if irrefutable(a) {
                    let what = match first_irrefutable(a) {
                        Some(n) => format!("name capture '{}' makes remaining patterns unreachable", n),
                        None => "wildcard makes remaining patterns unreachable".to_string(),
                    };
                    return Err(Diagnostic::syntax(what, a.span));
                }
            }
            let names = |a: &Pattern| {
                let mut v = Vec::new();
                a.bound_names(&mut v);
                v.sort_unstable();
                v.into_iter().map(String::from).collect::<Vec<_>>()
            };
            let first = names(&alts[0]);
            if alts.iter().any(|a| names(a) != first) {
                return Err(Diagnostic::syntax("alternative patterns bind different names", p.span));
            }
            alts.iter().collect()
        }
        PatternKind::Sequence(ps) => ps.iter().collect(),
        PatternKind::Mapping { patterns, .. } => patterns.iter().collect(),
        PatternKind::Class { patterns, kwd_patterns, .. } => patterns.iter().chain(kwd_patterns).collect(),
        PatternKind::As(inner, _) => vec![&**inner],
        _ => Vec::new(),
    };
    children.into_iter().try_for_each(check_alternatives)
}

/// "multiple assignments to name 'x' in pattern" (an or-pattern's
/// alternatives bind the same names once).
fn check_names(p: &Pattern) -> CResult<()> {
    let mut names = Vec::new();
    once_names(p, &mut names);
    let mut seen = rustc_hash::FxHashSet::default();
    for n in names {
        if !seen.insert(n) {
            return Err(Diagnostic::syntax(format!("multiple assignments to name '{}' in pattern", n), p.span));
        }
    }
    Ok(())
}

/// The names `p` binds, an or-pattern's counted once (its first alternative's).
fn once_names<'p>(p: &'p Pattern, out: &mut Vec<&'p str>) {
    match &p.kind {
        PatternKind::Or(alts) => once_names(&alts[0], out),
        PatternKind::Capture(n) | PatternKind::Star(Some(n)) => out.push(n),
        PatternKind::Sequence(ps) => ps.iter().for_each(|q| once_names(q, out)),
        PatternKind::Mapping { patterns, rest, .. } => {
            patterns.iter().for_each(|q| once_names(q, out));
            out.extend(rest.as_deref());
        }
        PatternKind::Class { patterns, kwd_patterns, .. } => patterns.iter().chain(kwd_patterns).for_each(|q| once_names(q, out)),
        PatternKind::As(inner, n) => {
            once_names(inner, out);
            out.push(n);
        }
        _ => {}
    }
}

/// "mapping pattern checks duplicate key ('a')" for repeated literal keys.
fn check_keys(keys: &[Expr]) -> CResult<()> {
    let mut seen: Vec<String> = Vec::new();
    for k in keys {
        let text = match &k.kind {
            ExprKind::Str(s) => format!("'{}'", s),
            ExprKind::Int(i) => i.to_string(),
            ExprKind::True => "True".into(),
            ExprKind::False => "False".into(),
            ExprKind::None => "None".into(),
            _ => continue,
        };
        if seen.contains(&text) {
            return Err(Diagnostic::syntax(format!("mapping pattern checks duplicate key ({})", text), k.span));
        }
        seen.push(text);
    }
    Ok(())
}
