//! The `match` statement and its patterns (PEP 634).
//!
//! `match subject:` is recognized by `is_match_statement` (`match` is a soft
//! keyword); each `case patterns [if guard]:` clause follows in an indented
//! block. Patterns have a grammar of their own, parsed here by recursive
//! descent: or-patterns of closed patterns, each a literal, a capture, the
//! wildcard, a dotted value, a group or sequence, a mapping or a class
//! pattern, with `as` bindings. Literal and value parts are ordinary
//! expressions (numbers, strings, dotted names) for the compiler to
//! evaluate and compare.
//!
//! Must never: accept a pattern CPython's grammar rejects (the compiler
//! relies on keys being literals or values, and on one star per sequence).

use super::{PResult, Parser};
use crate::ast::{BinOp, Expr, ExprKind, MatchCase, Pattern, PatternKind, Span, Stmt, StmtKind, UnaryOp};
use crate::diagnostic::Diagnostic;
use crate::lexer::{TokenKind as T, TokenValue};

fn pattern(kind: PatternKind, span: Span) -> Pattern {
    Pattern { kind, span }
}

impl Parser {
    /// `match subject: NEWLINE INDENT case_block+ DEDENT`.
    pub(super) fn match_stmt(&mut self) -> PResult<Stmt> {
        let start = self.advance();
        let subject = self.star_named_tuple()?;
        self.expect_named(T::Colon, ":")?;
        self.expect(T::Newline)?;
        if self.eat(T::Indent).is_none() {
            let message = format!("expected an indented block after 'match' statement on line {}", start.line);
            return Err(Diagnostic::indentation(message, self.error_span()));
        }
        let mut cases = Vec::new();
        while self.peek_name() == Some("case") {
            cases.push(self.case_block()?);
        }
        if cases.is_empty() {
            return Err(self.invalid());
        }
        self.expect(T::Dedent)?;
        Ok(Stmt { kind: StmtKind::Match { subject, cases }, span: self.since(start) })
    }

    fn case_block(&mut self) -> PResult<MatchCase> {
        let line = self.advance().line;
        let pattern = self.top_patterns()?;
        let guard = if self.eat(T::If).is_some() { Some(self.named_expression(false)?) } else { None };
        self.expect_named(T::Colon, ":")?;
        let body = self.match_block(line)?;
        Ok(MatchCase { pattern, guard, body })
    }

    /// A case's body, as any compound statement's.
    fn match_block(&mut self, line: u32) -> PResult<Vec<Stmt>> {
        self.block("'case' statement", line)
    }

    /// `pattern` or an open sequence `p, q, ...` (a tuple without brackets).
    fn top_patterns(&mut self) -> PResult<Pattern> {
        let start = self.span();
        let first = self.maybe_star_pattern()?;
        if !self.at(T::Comma) {
            if matches!(first.kind, PatternKind::Star(_)) {
                return Ok(pattern(PatternKind::Sequence(vec![first]), self.since(start)));
            }
            return Ok(first);
        }
        let mut items = vec![first];
        while self.eat(T::Comma).is_some() {
            if self.at(T::Colon) || self.at(T::If) {
                break;
            }
            items.push(self.maybe_star_pattern()?);
        }
        self.check_one_star(&items)?;
        Ok(pattern(PatternKind::Sequence(items), self.since(start)))
    }

    fn check_one_star(&self, items: &[Pattern]) -> PResult<()> {
        let stars: Vec<&Pattern> = items.iter().filter(|p| matches!(p.kind, PatternKind::Star(_))).collect();
        match stars.get(1) {
            Some(second) => Err(Diagnostic::syntax("multiple starred names in sequence pattern", second.span)),
            None => Ok(()),
        }
    }

    fn maybe_star_pattern(&mut self) -> PResult<Pattern> {
        let start = self.span();
        if self.eat(T::Star).is_some() {
            let (name, _) = self.name()?;
            let name = if name == "_" { None } else { Some(name) };
            return Ok(pattern(PatternKind::Star(name), self.since(start)));
        }
        self.as_pattern()
    }

    /// `or_pattern ['as' NAME]`.
    fn as_pattern(&mut self) -> PResult<Pattern> {
        let start = self.span();
        let p = self.or_pattern()?;
        if self.eat(T::As).is_none() {
            return Ok(p);
        }
        let (name, span) = self.name()?;
        if name == "_" {
            return Err(Diagnostic::syntax("cannot use '_' as a target", span));
        }
        Ok(pattern(PatternKind::As(Box::new(p), name), self.since(start)))
    }

    fn or_pattern(&mut self) -> PResult<Pattern> {
        let start = self.span();
        let first = self.closed_pattern()?;
        if !self.at(T::Vbar) {
            return Ok(first);
        }
        let mut alts = vec![first];
        while self.eat(T::Vbar).is_some() {
            alts.push(self.closed_pattern()?);
        }
        Ok(pattern(PatternKind::Or(alts), self.since(start)))
    }

    fn closed_pattern(&mut self) -> PResult<Pattern> {
        let start = self.span();
        match self.kind() {
            T::LPar => self.group_pattern(),
            T::LSqb => {
                self.advance();
                let items = self.pattern_items(T::RSqb)?;
                self.expect(T::RSqb)?;
                Ok(pattern(PatternKind::Sequence(items), self.since(start)))
            }
            T::LBrace => self.mapping_pattern(),
            T::None | T::True | T::False => {
                let e = self.literal_expr()?;
                Ok(pattern(PatternKind::Singleton(e), self.since(start)))
            }
            T::Name => self.name_pattern(),
            _ => {
                let e = self.literal_expr()?;
                Ok(pattern(PatternKind::Value(e), self.since(start)))
            }
        }
    }

    /// `(p)` is p; `()` and `(p,)` and `(p, q)` are sequences.
    fn group_pattern(&mut self) -> PResult<Pattern> {
        let start = self.advance();
        if self.eat(T::RPar).is_some() {
            return Ok(pattern(PatternKind::Sequence(Vec::new()), self.since(start)));
        }
        let first = self.maybe_star_pattern()?;
        if self.eat(T::RPar).is_some() && !matches!(first.kind, PatternKind::Star(_)) {
            return Ok(first);
        }
        let mut items = vec![first];
        while self.eat(T::Comma).is_some() && !self.at(T::RPar) {
            items.push(self.maybe_star_pattern()?);
        }
        self.expect(T::RPar)?;
        self.check_one_star(&items)?;
        Ok(pattern(PatternKind::Sequence(items), self.since(start)))
    }

    /// Comma-separated patterns up to `close` (not consumed).
    fn pattern_items(&mut self, close: T) -> PResult<Vec<Pattern>> {
        let mut items = Vec::new();
        while !self.at(close) {
            items.push(self.maybe_star_pattern()?);
            if self.eat(T::Comma).is_none() {
                break;
            }
        }
        self.check_one_star(&items)?;
        Ok(items)
    }

    /// A capture, `_`, a dotted value, or a class pattern `Name(...)`.
    fn name_pattern(&mut self) -> PResult<Pattern> {
        let start = self.span();
        let (first, span) = self.name()?;
        let mut e = Expr { kind: ExprKind::Name(first.clone()), span };
        let mut dotted = false;
        while self.eat(T::Dot).is_some() {
            let (attr, _) = self.name()?;
            e = Expr { kind: ExprKind::Attribute { value: Box::new(e), attr }, span: self.since(start) };
            dotted = true;
        }
        if self.at(T::LPar) {
            return self.class_pattern(e, start);
        }
        let kind = match (dotted, first.as_str()) {
            (true, _) => PatternKind::Value(e),
            (false, "_") => PatternKind::Wildcard,
            (false, _) => PatternKind::Capture(first),
        };
        Ok(pattern(kind, self.since(start)))
    }

    fn class_pattern(&mut self, cls: Expr, start: Span) -> PResult<Pattern> {
        self.advance();
        let (mut patterns, mut kwd_names, mut kwd_patterns) = (Vec::new(), Vec::new(), Vec::new());
        while !self.at(T::RPar) {
            let is_keyword = self.at(T::Name) && self.nth(1).kind == T::Equal;
            if is_keyword {
                let (name, _) = self.name()?;
                self.advance();
                kwd_names.push(name);
                kwd_patterns.push(self.as_pattern()?);
            } else {
                let p = self.as_pattern()?;
                if !kwd_names.is_empty() {
                    return Err(Diagnostic::syntax("positional patterns follow keyword patterns", p.span));
                }
                patterns.push(p);
            }
            if self.eat(T::Comma).is_none() {
                break;
            }
        }
        self.expect(T::RPar)?;
        Ok(pattern(PatternKind::Class { cls, patterns, kwd_names, kwd_patterns }, self.since(start)))
    }

    fn mapping_pattern(&mut self) -> PResult<Pattern> {
        let start = self.advance();
        let (mut keys, mut patterns, mut rest) = (Vec::new(), Vec::new(), None);
        while !self.at(T::RBrace) {
            if self.eat(T::DoubleStar).is_some() {
                let (name, span) = self.name()?;
                if name == "_" {
                    return Err(Diagnostic::syntax("invalid syntax", span));
                }
                rest = Some(name);
                self.eat(T::Comma);
                break;
            }
            let key = match self.kind() {
                T::Name => self.dotted_value()?,
                _ => self.literal_expr()?,
            };
            self.expect_named(T::Colon, ":")?;
            keys.push(key);
            patterns.push(self.as_pattern()?);
            if self.eat(T::Comma).is_none() {
                break;
            }
        }
        self.expect(T::RBrace)?;
        Ok(pattern(PatternKind::Mapping { keys, patterns, rest }, self.since(start)))
    }

    /// `a.b.c` as an expression (a mapping key must be dotted: a plain name
    /// would be a capture).
    fn dotted_value(&mut self) -> PResult<Expr> {
        let start = self.span();
        let (first, span) = self.name()?;
        let mut e = Expr { kind: ExprKind::Name(first), span };
        let mut dotted = false;
        while self.eat(T::Dot).is_some() {
            let (attr, _) = self.name()?;
            e = Expr { kind: ExprKind::Attribute { value: Box::new(e), attr }, span: self.since(start) };
            dotted = true;
        }
        if !dotted {
            return Err(Diagnostic::syntax("invalid syntax", span));
        }
        Ok(e)
    }

    /// A literal: a signed number, a complex sum `1 + 2j`, strings, None,
    /// True or False.
    fn literal_expr(&mut self) -> PResult<Expr> {
        let start = self.span();
        match self.kind() {
            T::String => {
                let e = self.strings()?;
                if matches!(e.kind, ExprKind::FString(_)) {
                    return Err(Diagnostic::syntax("patterns may only match literals and attribute lookups", e.span));
                }
                Ok(e)
            }
            T::None | T::True | T::False => self.constant_atom(),
            T::Minus | T::Int | T::Float | T::Imaginary => {
                let mut e = self.signed_number()?;
                if matches!(self.kind(), T::Plus | T::Minus) {
                    let op = if self.advance_kind() == T::Plus { BinOp::Add } else { BinOp::Sub };
                    let right = self.constant_atom()?;
                    if !matches!(right.kind, ExprKind::Imaginary(_)) {
                        return Err(Diagnostic::syntax("imaginary number required in complex literal", right.span));
                    }
                    e = Expr { kind: ExprKind::BinOp { left: Box::new(e), op, right: Box::new(right) }, span: self.since(start) };
                }
                Ok(e)
            }
            _ => Err(self.invalid()),
        }
    }

    fn signed_number(&mut self) -> PResult<Expr> {
        let start = self.span();
        if self.eat(T::Minus).is_some() {
            let operand = self.constant_atom()?;
            return Ok(Expr { kind: ExprKind::UnaryOp { op: UnaryOp::Neg, operand: Box::new(operand) }, span: self.since(start) });
        }
        self.constant_atom()
    }

    /// A number, None, True or False token as an expression.
    fn constant_atom(&mut self) -> PResult<Expr> {
        let kind = match (self.kind(), &self.peek().value) {
            (_, TokenValue::Int(v)) => ExprKind::Int(*v),
            (_, TokenValue::BigInt(text)) => ExprKind::BigInt(text.clone()),
            (_, TokenValue::Float(v)) => ExprKind::Float(*v),
            (_, TokenValue::Imaginary(v)) => ExprKind::Imaginary(*v),
            (T::True, _) => ExprKind::True,
            (T::False, _) => ExprKind::False,
            (T::None, _) => ExprKind::None,
            _ => return Err(self.invalid()),
        };
        let span = self.advance();
        Ok(Expr { kind, span })
    }

    fn advance_kind(&mut self) -> T {
        let k = self.kind();
        self.advance();
        k
    }
}
