//! Call arguments (also class bases) and parameter lists (def and lambda).
//!
//! Both are comma-separated lists whose items have ordering rules; each item is
//! classified, checked against what came before (CPython's messages), then
//! filed into the AST's groups.
//!
//! Invariants: the opening bracket has been consumed by the caller; call
//! arguments consume the closing `)`, parameter lists stop before their closer.

use super::{expr, PResult, Parser};
use crate::ast::{Expr, ExprKind, Keyword, Param, Params, Span};
use crate::diagnostic::Diagnostic;
use crate::lexer::TokenKind as T;

/// The parsed inside of `f(...)`.
pub(super) struct CallArgs {
    pub args: Vec<Expr>,
    pub keywords: Vec<Keyword>,
    /// The closing parenthesis.
    pub close: Span,
    /// The only argument is an unparenthesized generator expression.
    bare_genexp: bool,
}

/// Which list the last argument went to (for the missing-comma hint).
#[derive(Clone, Copy)]
enum Last {
    Positional,
    Keyword,
}

/// What a call has seen so far, for the ordering rules.
#[derive(Default)]
struct Seen {
    keyword: bool,
    double_star: bool,
    /// A positional argument came after keywords: the message to report.
    misplaced: Option<&'static str>,
}

/// Where a parameter list is in CPython's order: positional, then after `*`.
#[derive(Default)]
struct ParamState {
    params: Params,
    slash: bool,
    /// The span of a `*` (bare or not) once seen.
    star: Option<Span>,
    seen_default: bool,
}

fn unstarred(e: &Expr) -> &Expr {
    match &e.kind {
        ExprKind::Starred(inner) => inner,
        _ => e,
    }
}

impl Parser {
    /// Arguments after `(` up to and including `)`. A lone generator
    /// expression argument is allowed only with `allow_genexp`.
    pub(super) fn call_args(&mut self, open: Span, allow_genexp: bool) -> PResult<CallArgs> {
        let mut call = CallArgs { args: Vec::new(), keywords: Vec::new(), close: open, bare_genexp: false };
        let mut seen = Seen::default();
        let mut last = None;
        while !self.at(T::RPar) {
            last = Some(self.call_arg(&mut call, &mut seen, open, allow_genexp)?);
            if self.eat(T::Comma).is_none() {
                break;
            }
        }
        if let Some(message) = seen.misplaced {
            // CPython reports this after reading all the arguments.
            return Err(Diagnostic::syntax(message, self.span()));
        }
        // The hint looks at the last argument's expression (inside `*`/`**`/`k=`).
        let last = match last {
            Some(Last::Positional) => call.args.last().map(unstarred),
            Some(Last::Keyword) => call.keywords.last().map(|k| &k.value),
            None => None,
        };
        call.close = self.close(T::RPar, last)?;
        if let Some(genexp) = call.args.first_mut().filter(|_| call.bare_genexp) {
            genexp.span = open.to(call.close);
        }
        Ok(call)
    }

    /// One argument; tells whether it was positional (for the missing-comma hint).
    fn call_arg(&mut self, call: &mut CallArgs, seen: &mut Seen, open: Span, allow_genexp: bool) -> PResult<Last> {
        let assigns = |p: &Parser| p.nth(1).kind == T::Equal;
        match self.kind() {
            T::Star => self.unpacking_arg(call, seen).map(|_| Last::Positional),
            T::DoubleStar => self.unpacking_arg(call, seen).map(|_| Last::Keyword),
            T::Name if assigns(self) => self.keyword_arg(call, seen).map(|_| Last::Keyword),
            T::True | T::False | T::None if assigns(self) => Err(self.constant_keyword()),
            _ => self.positional_arg(call, seen, open, allow_genexp).map(|_| Last::Positional),
        }
    }

    /// `*iterable` or `**mapping`.
    fn unpacking_arg(&mut self, call: &mut CallArgs, seen: &mut Seen) -> PResult<()> {
        let double = self.at(T::DoubleStar);
        let start = self.advance();
        let value = self.expression()?;
        let span = self.since(start);
        if double {
            seen.double_star = true;
            call.keywords.push(Keyword { name: None, span, value });
            return Ok(());
        }
        if seen.double_star {
            let message = "iterable argument unpacking follows keyword argument unpacking";
            return Err(Diagnostic::syntax(message, span));
        }
        call.args.push(expr(ExprKind::Starred(Box::new(value)), span));
        Ok(())
    }

    /// `name=value`.
    fn keyword_arg(&mut self, call: &mut CallArgs, seen: &mut Seen) -> PResult<()> {
        let (name, start) = self.name()?;
        self.advance();
        let value = self.expression()?;
        seen.keyword = true;
        call.keywords.push(Keyword { name: Some(name), span: self.since(start), value });
        Ok(())
    }

    /// The error for `True=...` (or False/None) in a call.
    fn constant_keyword(&mut self) -> Diagnostic {
        let word = match self.kind() {
            T::True => "True",
            T::False => "False",
            _ => "None",
        };
        let start = self.advance();
        self.advance();
        let end = self.attempt(Parser::expression).map_or(start, |value| value.span);
        Diagnostic::syntax(format!("cannot assign to {word}"), start.to(end))
    }

    fn positional_arg(&mut self, call: &mut CallArgs, seen: &mut Seen, open: Span, allow_genexp: bool) -> PResult<()> {
        let value = self.named_expression(false)?;
        if self.at(T::Equal) || self.starts_comprehension() {
            return self.generator_arg(call, value, open, allow_genexp);
        }
        if seen.misplaced.is_none() && seen.double_star {
            seen.misplaced = Some("positional argument follows keyword argument unpacking");
        } else if seen.misplaced.is_none() && seen.keyword {
            seen.misplaced = Some("positional argument follows keyword argument");
        }
        call.args.push(value);
        Ok(())
    }

    /// `elt for ...` as an argument (or the error for `expr = value`).
    fn generator_arg(&mut self, call: &mut CallArgs, elt: Expr, open: Span, allow_genexp: bool) -> PResult<()> {
        if let Some(eq) = self.eat(T::Equal) {
            let message = "expression cannot contain assignment, perhaps you meant \"==\"?";
            return Err(Diagnostic::syntax(message, elt.span.to(eq)));
        }
        if !allow_genexp {
            return Err(self.invalid());
        }
        let generators = self.comprehension_clauses()?;
        let span = self.since(elt.span);
        let first = call.args.is_empty() && call.keywords.is_empty();
        if !first || self.at(T::Comma) {
            return Err(Diagnostic::syntax("Generator expression must be parenthesized", span));
        }
        if !self.at(T::RPar) {
            return Err(self.invalid());
        }
        call.args.push(expr(ExprKind::GeneratorExp { elt: Box::new(elt), generators }, open.to(span)));
        call.bare_genexp = true;
        Ok(())
    }

    /// A parameter list, stopping before `close` (`)` for def, `:` for lambda).
    pub(super) fn params(&mut self, close: T, annotations: bool) -> PResult<Params> {
        let mut state = ParamState::default();
        while !self.at(close) {
            match self.kind() {
                T::Slash => self.slash(&mut state)?,
                T::Star => self.star_param(&mut state, annotations)?,
                T::DoubleStar => {
                    self.double_star_param(&mut state, annotations, close)?;
                    break;
                }
                T::Name => self.plain_param(&mut state, annotations)?,
                _ => return Err(self.invalid()),
            }
            if self.eat(T::Comma).is_none() {
                break;
            }
        }
        if let Some(star) = state.star {
            if state.params.vararg.is_none() && state.params.kwonly.is_empty() {
                // CPython points at the `*` in a def but at the `:` in a lambda.
                let at = if close == T::Colon { self.span() } else { star };
                return Err(Diagnostic::syntax("named arguments must follow bare *", at));
            }
        }
        Ok(state.params)
    }

    fn slash(&mut self, state: &mut ParamState) -> PResult<()> {
        let span = self.span();
        let message = if state.star.is_some() {
            "/ must be ahead of *"
        } else if state.slash {
            "/ may appear only once"
        } else if state.params.args.is_empty() {
            return Err(self.invalid());
        } else {
            self.advance();
            state.slash = true;
            state.params.posonly = std::mem::take(&mut state.params.args);
            return Ok(());
        };
        Err(Diagnostic::syntax(message, span))
    }

    fn star_param(&mut self, state: &mut ParamState, annotations: bool) -> PResult<()> {
        let star = self.advance();
        if state.star.is_some() {
            return Err(Diagnostic::syntax("* argument may appear only once", star));
        }
        state.star = Some(star);
        if matches!(self.kind(), T::Comma | T::RPar | T::Colon) {
            return Ok(());
        }
        let param = self.param(annotations, true)?;
        if self.at(T::Equal) {
            return Err(Diagnostic::syntax("var-positional argument cannot have default value", self.span()));
        }
        state.params.vararg = Some(param);
        Ok(())
    }

    fn double_star_param(&mut self, state: &mut ParamState, annotations: bool, close: T) -> PResult<()> {
        self.advance();
        let param = self.param(annotations, false)?;
        if self.at(T::Equal) {
            return Err(Diagnostic::syntax("var-keyword argument cannot have default value", self.span()));
        }
        state.params.kwarg = Some(param);
        if self.eat(T::Comma).is_some() && !self.at(close) && !self.at(T::EndMarker) {
            return Err(Diagnostic::syntax("arguments cannot follow var-keyword argument", self.span()));
        }
        Ok(())
    }

    fn plain_param(&mut self, state: &mut ParamState, annotations: bool) -> PResult<()> {
        let mut param = self.param(annotations, false)?;
        if self.eat(T::Equal).is_some() {
            param.default = Some(self.expression()?);
        }
        if state.star.is_some() {
            state.params.kwonly.push(param);
            return Ok(());
        }
        if param.default.is_some() {
            state.seen_default = true;
        } else if state.seen_default {
            return Err(Diagnostic::syntax("non-default argument follows default argument", param.span));
        }
        state.params.args.push(param);
        Ok(())
    }

    /// `name [: annotation]` (a starred annotation only after `*`).
    fn param(&mut self, annotations: bool, star_annotation: bool) -> PResult<Param> {
        let (name, span) = self.name()?;
        let mut param = Param { name, annotation: None, default: None, span };
        if annotations && self.eat(T::Colon).is_some() {
            let annotation = if star_annotation { self.star_expression()? } else { self.expression()? };
            param.span = self.since(span);
            param.annotation = Some(annotation);
        }
        Ok(param)
    }
}
