//! Expressions other than operators: expression lists, `:=`, conditional
//! expressions, lambdas, primaries (calls, attributes, subscripts, slices) and
//! atoms (names, literals, strings, displays, comprehensions, `yield`).
//! Operators (`or` down to `await`) are in `operators`.
//!
//! Invariants: every recursive path goes through `Parser::nested`; each
//! function leaves the cursor just past the text of the node it returns.
//! A node's span runs from its first token to its last (so it includes the
//! parentheses of a parenthesized first or last operand); a parenthesized
//! expression itself keeps its inner span, tuples include their parentheses —
//! all as CPython does.

use super::height::{height, MAX_HEIGHT};
use super::operators::grow_chain;
use super::{expr, targets, PResult, Parser};
use crate::ast::{Comprehension, Expr, ExprKind, FStringPart, Span};
use crate::diagnostic::{Diagnostic, ErrorKind};
use crate::lexer::{TokenKind as T, TokenValue};

/// Whether a token can begin an expression (used to end optional values and
/// tuples with a trailing comma).
pub(super) fn starts_expression(kind: T) -> bool {
    matches!(
        kind,
        T::Name
            | T::Int
            | T::Float
            | T::Imaginary
            | T::String
            | T::LPar
            | T::LSqb
            | T::LBrace
            | T::Minus
            | T::Plus
            | T::Tilde
            | T::Not
            | T::Lambda
            | T::Await
            | T::True
            | T::False
            | T::None
            | T::Ellipsis
            | T::Star
    )
}

fn boxed(e: Expr) -> Box<Expr> {
    Box::new(e)
}

impl Parser {
    // ---- lists of expressions ----

    /// `star_expressions`: `a`, or `a, *b, c,` as an unparenthesized tuple.
    pub(super) fn star_expressions(&mut self) -> PResult<Expr> {
        self.tuple_of(Parser::star_expression)
    }

    /// `star_named_expressions` as a tuple (the `match` subject).
    pub(super) fn star_named_tuple(&mut self) -> PResult<Expr> {
        self.tuple_of(Parser::star_named_expression)
    }

    /// Items separated by commas; two or more (or a trailing comma) make a tuple.
    fn tuple_of(&mut self, item: fn(&mut Parser) -> PResult<Expr>) -> PResult<Expr> {
        let start = self.span();
        let first = item(self)?;
        if !self.at(T::Comma) {
            return Ok(first);
        }
        let mut elts = vec![first];
        while self.eat(T::Comma).is_some() {
            if !starts_expression(self.kind()) {
                break;
            }
            elts.push(item(self)?);
        }
        Ok(expr(ExprKind::Tuple(elts), self.since(start)))
    }

    /// Comma-separated items up to (not including) `close`, trailing comma allowed.
    fn items_until(&mut self, first: Expr, close: T, item: fn(&mut Parser) -> PResult<Expr>) -> PResult<Vec<Expr>> {
        let mut elts = vec![first];
        while self.eat(T::Comma).is_some() {
            if self.at(close) {
                break;
            }
            elts.push(item(self)?);
        }
        Ok(elts)
    }

    /// `*value` or an expression.
    pub(super) fn star_expression(&mut self) -> PResult<Expr> {
        match self.eat(T::Star) {
            Some(star) => self.starred_rest(star),
            None => self.expression(),
        }
    }

    /// `*value` or a named expression.
    pub(super) fn star_named_expression(&mut self) -> PResult<Expr> {
        match self.eat(T::Star) {
            Some(star) => self.starred_rest(star),
            None => self.named_expression(true),
        }
    }

    fn starred_rest(&mut self, star: Span) -> PResult<Expr> {
        let value = self.bitwise_or()?;
        Ok(expr(ExprKind::Starred(boxed(value)), self.since(star)))
    }

    /// `name := value` or an expression. With `assign_hint`, a following `=`
    /// gets CPython's "Maybe you meant '=='" errors.
    pub(super) fn named_expression(&mut self, assign_hint: bool) -> PResult<Expr> {
        if self.at(T::Name) && self.nth(1).kind == T::ColonEqual {
            return self.walrus();
        }
        let value = self.expression()?;
        if self.at(T::ColonEqual) || (assign_hint && self.at(T::Equal)) {
            return Err(self.misplaced_assignment(&value));
        }
        Ok(value)
    }

    /// `name := value`.
    fn walrus(&mut self) -> PResult<Expr> {
        let (target, start) = self.name()?;
        self.advance();
        let value = self.expression()?;
        Ok(expr(ExprKind::NamedExpr { target, value: boxed(value) }, self.since(start)))
    }

    /// The error for `value :=` (not a name) or `value =` outside an assignment.
    fn misplaced_assignment(&mut self, value: &Expr) -> Diagnostic {
        if self.at(T::ColonEqual) {
            let message = format!("cannot use assignment expressions with {}", targets::describe(value));
            return Diagnostic::syntax(message, value.span);
        }
        self.stray_assignment(value)
    }

    /// The error for `expr = ...` where no assignment can be.
    fn stray_assignment(&mut self, target: &Expr) -> Diagnostic {
        if matches!(target.kind, ExprKind::Name(_)) {
            let equal = self.invalid();
            self.advance();
            return match self.attempt(Parser::bitwise_or) {
                Some(value) => Diagnostic::syntax(
                    "invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
                    target.span.to(value.span),
                ),
                None => equal,
            };
        }
        targets::maybe_meant_equality(target, self.nth(1).kind, false).unwrap_or_else(|| self.invalid())
    }

    // ---- conditional, lambda, boolean ----

    /// `expression`: a lambda, or a disjunction optionally followed by `if ... else ...`.
    pub(super) fn expression(&mut self) -> PResult<Expr> {
        self.enter()?;
        let result = self.expression_body();
        self.leave();
        result
    }

    fn expression_body(&mut self) -> PResult<Expr> {
        if self.at(T::Lambda) {
            return self.lambda();
        }
        let start = self.span();
        let body = self.disjunction()?;
        if !self.at(T::If) {
            return Ok(body);
        }
        self.conditional(start, body)
    }

    /// `body if test else orelse`, after `body` (which began at `start`).
    fn conditional(&mut self, start: Span, body: Expr) -> PResult<Expr> {
        self.advance();
        let test = self.disjunction()?;
        if self.eat(T::Else).is_none() {
            if self.at(T::Colon) {
                return Err(self.invalid());
            }
            let span = body.span.to(test.span);
            return Err(Diagnostic::syntax("expected 'else' after 'if' expression", span));
        }
        let orelse = self.expression()?;
        let span = self.since(start);
        Ok(expr(ExprKind::IfExp { test: boxed(test), body: boxed(body), orelse: boxed(orelse) }, span))
    }

    fn lambda(&mut self) -> PResult<Expr> {
        let start = self.advance();
        let params = self.lambda_params()?;
        let body = self.expression()?;
        Ok(expr(ExprKind::Lambda { params, body: boxed(body) }, self.since(start)))
    }

    /// A lambda's parameters and colon (boxed: keeps `lambda`'s frame small).
    fn lambda_params(&mut self) -> PResult<Box<crate::ast::Params>> {
        let params = self.params(T::Colon, false)?;
        self.expect(T::Colon)?;
        Ok(Box::new(params))
    }

    // ---- primaries ----

    /// An atom followed by any number of `.name`, `(args)` and `[index]`.
    pub(super) fn primary(&mut self) -> PResult<Expr> {
        let start = self.span();
        let mut value = self.atom()?;
        let mut chain = None;
        while matches!(self.kind(), T::Dot | T::LPar | T::LSqb) {
            value = self.trailer(value, start, &mut chain)?;
        }
        Ok(value)
    }

    /// One `.name`, `(args)` or `[index]` applied to `value` (which began at `start`).
    fn trailer(&mut self, value: Expr, start: Span, chain: &mut Option<u32>) -> PResult<Expr> {
        match self.kind() {
            T::Dot => self.attribute(value, start, chain),
            T::LPar => self.call(value, start, chain),
            _ => self.subscript(value, start, chain),
        }
    }

    fn attribute(&mut self, value: Expr, start: Span, chain: &mut Option<u32>) -> PResult<Expr> {
        self.advance();
        let (attr, _) = self.name()?;
        let span = self.since(start);
        grow_chain(chain, &value, 0, span)?;
        Ok(expr(ExprKind::Attribute { value: boxed(value), attr }, span))
    }

    fn call(&mut self, func: Expr, start: Span, chain: &mut Option<u32>) -> PResult<Expr> {
        let open = self.advance();
        let call = self.call_args(open, true)?;
        let span = self.since(start);
        let values = call.args.iter().chain(call.keywords.iter().map(|k| &k.value));
        let tallest = values.map(|e| height(e, MAX_HEIGHT)).max().unwrap_or(0);
        grow_chain(chain, &func, tallest, span)?;
        Ok(expr(ExprKind::Call { func: boxed(func), args: call.args, keywords: call.keywords }, span))
    }

    fn subscript(&mut self, value: Expr, start: Span, chain: &mut Option<u32>) -> PResult<Expr> {
        self.advance();
        let index = self.slices()?;
        self.close(T::RSqb, Some(&index))?;
        let span = self.since(start);
        grow_chain(chain, &value, height(&index, MAX_HEIGHT), span)?;
        Ok(expr(ExprKind::Subscript { value: boxed(value), index: boxed(index) }, span))
    }

    /// The inside of `a[...]`: one item, or a tuple of items (slices allowed).
    fn slices(&mut self) -> PResult<Expr> {
        let start = self.span();
        let first = self.slice_item()?;
        if !self.at(T::Comma) && !matches!(first.kind, ExprKind::Starred(_)) {
            return Ok(first);
        }
        self.slice_tuple(start, first)
    }

    /// `a[x, y:z]`, or `a[*b]`, whose index is a tuple.
    fn slice_tuple(&mut self, start: Span, first: Expr) -> PResult<Expr> {
        let elts = self.items_until(first, T::RSqb, Parser::slice_item)?;
        Ok(expr(ExprKind::Tuple(elts), self.since(start)))
    }

    fn slice_item(&mut self) -> PResult<Expr> {
        if let Some(star) = self.eat(T::Star) {
            return self.starred_rest(star);
        }
        let start = self.span();
        if self.at(T::Colon) {
            return self.slice_from(start, None);
        }
        let lower = self.named_expression(true)?;
        if !self.at(T::Colon) {
            return Ok(lower);
        }
        self.slice_from(start, Some(lower))
    }

    /// `[lower]:[upper][:[step]]` from the first colon.
    fn slice_from(&mut self, start: Span, lower: Option<Expr>) -> PResult<Expr> {
        self.advance();
        let upper = self.optional_bound()?;
        let step = if self.eat(T::Colon).is_some() { self.optional_bound()? } else { None };
        let kind = ExprKind::Slice { lower: lower.map(boxed), upper: upper.map(boxed), step: step.map(boxed) };
        Ok(expr(kind, self.since(start)))
    }

    fn optional_bound(&mut self) -> PResult<Option<Expr>> {
        if matches!(self.kind(), T::Colon | T::Comma | T::RSqb) {
            Ok(None)
        } else {
            self.expression().map(Some)
        }
    }

    // ---- atoms ----

    fn atom(&mut self) -> PResult<Expr> {
        match self.kind() {
            T::String => self.strings(),
            T::LPar => self.paren_atom(),
            T::LSqb => self.list_atom(),
            T::LBrace => self.brace_atom(),
            _ => self.simple_atom(),
        }
    }

    /// A name, number or constant keyword.
    fn simple_atom(&mut self) -> PResult<Expr> {
        let kind = match (self.kind(), &self.peek().value) {
            (T::Name, TokenValue::Name(name)) => ExprKind::Name(name.clone()),
            (_, TokenValue::Int(v)) => ExprKind::Int(*v),
            (_, TokenValue::BigInt(text)) => ExprKind::BigInt(text.clone()),
            (_, TokenValue::Float(v)) => ExprKind::Float(*v),
            (_, TokenValue::Imaginary(v)) => ExprKind::Imaginary(*v),
            (T::True, _) => ExprKind::True,
            (T::False, _) => ExprKind::False,
            (T::None, _) => ExprKind::None,
            (T::Ellipsis, _) => ExprKind::Ellipsis,
            _ => return Err(self.invalid()),
        };
        Ok(expr(kind, self.advance()))
    }

    /// Adjacent string literals, concatenated in order (an f-string among
    /// them makes the whole an f-string).
    pub(super) fn strings(&mut self) -> PResult<Expr> {
        let (start, first) = (self.span(), self.pos);
        while self.eat(T::String).is_some() {}
        // CPython reports problems found while joining at the token after the literals.
        let after = self.span();
        let is_bytes = matches!(self.peek_back(first).value, TokenValue::Bytes(_));
        let (mut text, mut bytes) = (String::new(), Vec::new());
        let mut parts: Option<Vec<FStringPart>> = None;
        for index in first..self.pos {
            let value = self.peek_back(index).value.clone();
            if let TokenValue::BadString(problem) = value {
                let span = if problem.at_end { after } else { problem.diagnostic.span };
                return Err(Diagnostic { span, ..problem.diagnostic });
            }
            if matches!(value, TokenValue::Bytes(_)) != is_bytes {
                return Err(Diagnostic::syntax("cannot mix bytes and nonbytes literals", after));
            }
            match value {
                TokenValue::Bytes(b) => bytes.extend(b),
                TokenValue::Str(s) => text.push_str(&s),
                TokenValue::FString(body) => {
                    let parts = parts.get_or_insert_with(Vec::new);
                    push_literal(parts, std::mem::take(&mut text));
                    for part in self.fstring(&body, after)? {
                        match part {
                            FStringPart::Literal(literal) => push_literal(parts, literal),
                            field => parts.push(field),
                        }
                    }
                }
                _ => {}
            }
        }
        let kind = match parts {
            _ if is_bytes => ExprKind::Bytes(bytes),
            Some(mut parts) => {
                push_literal(&mut parts, text);
                ExprKind::FString(parts)
            }
            None => ExprKind::Str(text),
        };
        Ok(expr(kind, self.since(start)))
    }

    /// `( ... )`: empty tuple, group, tuple, generator expression or `(yield)`.
    fn paren_atom(&mut self) -> PResult<Expr> {
        let open = self.advance();
        self.group_body(open, T::RPar)
    }

    /// What follows an opening parenthesis, up to and including `close`
    /// (`RPar`, or `EndMarker` for an f-string replacement field).
    pub(super) fn group_body(&mut self, open: Span, close: T) -> PResult<Expr> {
        if self.at(close) || self.at(T::Yield) {
            return self.empty_or_yield_group(open, close);
        }
        let first = self.star_named_expression()?;
        self.group_rest(open, close, first)
    }

    /// `()` or `(yield ...)`.
    fn empty_or_yield_group(&mut self, open: Span, close: T) -> PResult<Expr> {
        if let Some(end) = self.eat(close) {
            return Ok(expr(ExprKind::Tuple(Vec::new()), open.to(end)));
        }
        let value = self.yield_expr()?;
        self.close(close, None)?;
        Ok(value)
    }

    /// A generator expression, tuple or group after its first element.
    fn group_rest(&mut self, open: Span, close: T, first: Expr) -> PResult<Expr> {
        if self.starts_comprehension() {
            let elt = no_starred_element(first)?;
            let generators = self.comprehension_clauses()?;
            let end = self.close(close, None)?;
            return Ok(expr(ExprKind::GeneratorExp { elt: boxed(elt), generators }, open.to(end)));
        }
        if self.at(T::Comma) {
            let elts = self.items_until(first, close, Parser::star_named_expression)?;
            let end = self.close(close, elts.last())?;
            return Ok(expr(ExprKind::Tuple(elts), open.to(end)));
        }
        if matches!(first.kind, ExprKind::Starred(_)) {
            return Err(Diagnostic::syntax("cannot use starred expression here", first.span));
        }
        self.close(close, Some(&first))?;
        Ok(first)
    }

    /// `[ ... ]`: list display or list comprehension.
    fn list_atom(&mut self) -> PResult<Expr> {
        let open = self.advance();
        if let Some(end) = self.eat(T::RSqb) {
            return Ok(expr(ExprKind::List(Vec::new()), open.to(end)));
        }
        let first = self.star_named_expression()?;
        self.list_rest(open, first)
    }

    fn list_rest(&mut self, open: Span, first: Expr) -> PResult<Expr> {
        self.display_rest(open, first, T::RSqb, |elt, generators| ExprKind::ListComp { elt, generators }, ExprKind::List)
    }

    /// The rest of a list or set display or comprehension after its first
    /// element, up to the `close` bracket.
    fn display_rest(
        &mut self,
        open: Span,
        first: Expr,
        close: T,
        comprehension: fn(Box<Expr>, Vec<Comprehension>) -> ExprKind,
        display: fn(Vec<Expr>) -> ExprKind,
    ) -> PResult<Expr> {
        if self.starts_comprehension() {
            let elt = no_starred_element(first)?;
            let generators = self.comprehension_clauses()?;
            let end = self.close(close, None)?;
            return Ok(expr(comprehension(boxed(elt), generators), open.to(end)));
        }
        let elts = self.items_until(first, close, Parser::star_named_expression)?;
        let end = self.close(close, elts.last())?;
        Ok(expr(display(elts), open.to(end)))
    }

    /// `{ ... }`: dict or set display or comprehension.
    fn brace_atom(&mut self) -> PResult<Expr> {
        let open = self.advance();
        if self.at(T::RBrace) || self.at(T::DoubleStar) {
            return self.brace_special(open);
        }
        let first = self.star_named_expression()?;
        if !matches!(first.kind, ExprKind::Starred(_)) && self.at(T::Colon) {
            return self.dict_after_key(open, first);
        }
        self.set_rest(open, first)
    }

    /// `{}` or a dict display starting with `**mapping`.
    fn brace_special(&mut self, open: Span) -> PResult<Expr> {
        if let Some(end) = self.eat(T::RBrace) {
            return Ok(expr(ExprKind::Dict { keys: Vec::new(), values: Vec::new() }, open.to(end)));
        }
        let star = self.span();
        let (key, value) = self.dict_entry()?;
        if self.starts_comprehension() {
            let message = "dict unpacking cannot be used in dict comprehension";
            return Err(Diagnostic::syntax(message, star.to(value.span)));
        }
        self.dict_rest(open, key, value)
    }

    /// A set display or comprehension after its first element.
    fn set_rest(&mut self, open: Span, first: Expr) -> PResult<Expr> {
        self.display_rest(open, first, T::RBrace, |elt, generators| ExprKind::SetComp { elt, generators }, ExprKind::Set)
    }

    /// A dict display or comprehension after its first key (at the colon).
    fn dict_after_key(&mut self, open: Span, key: Expr) -> PResult<Expr> {
        self.advance();
        let value = self.dict_value()?;
        self.dict_rest(open, Some(key), value)
    }

    /// `key: value` or `**mapping` (key `None`).
    fn dict_entry(&mut self) -> PResult<(Option<Expr>, Expr)> {
        if self.eat(T::DoubleStar).is_some() {
            return Ok((None, self.bitwise_or()?));
        }
        let key = self.expression()?;
        if self.eat(T::Colon).is_none() {
            if let Some(err) = self.missing_comma(Some(&key)) {
                return Err(err);
            }
            let at = Span { col: key.span.end_col.saturating_sub(1).max(1), ..key.span };
            return Err(Diagnostic::syntax("':' expected after dictionary key", at));
        }
        Ok((Some(key), self.dict_value()?))
    }

    /// The value after `key:`, with CPython's messages for a missing or starred one.
    fn dict_value(&mut self) -> PResult<Expr> {
        if matches!(self.kind(), T::RBrace | T::Comma) {
            let message = "expression expected after dictionary key and ':'";
            return Err(Diagnostic::syntax(message, self.prev_span()));
        }
        if let Some(star) = self.eat(T::Star) {
            let value = self.bitwise_or()?;
            let message = "cannot use a starred expression in a dictionary value";
            return Err(Diagnostic::syntax(message, star.to(value.span)));
        }
        self.expression()
    }

    /// The rest of a dict display or comprehension after its first entry.
    fn dict_rest(&mut self, open: Span, key: Option<Expr>, value: Expr) -> PResult<Expr> {
        match key {
            Some(key) if self.starts_comprehension() => self.dict_comprehension(open, key, value),
            key => self.dict_display(open, key, value),
        }
    }

    fn dict_comprehension(&mut self, open: Span, key: Expr, value: Expr) -> PResult<Expr> {
        let generators = self.comprehension_clauses()?;
        let end = self.close(T::RBrace, None)?;
        let kind = ExprKind::DictComp { key: boxed(key), value: boxed(value), generators };
        Ok(expr(kind, open.to(end)))
    }

    fn dict_display(&mut self, open: Span, key: Option<Expr>, value: Expr) -> PResult<Expr> {
        let (mut keys, mut values) = (vec![key], vec![value]);
        while self.eat(T::Comma).is_some() && !self.at(T::RBrace) {
            let (key, value) = self.dict_entry()?;
            keys.push(key);
            values.push(value);
        }
        let end = self.close(T::RBrace, values.last())?;
        Ok(expr(ExprKind::Dict { keys, values }, open.to(end)))
    }

    // ---- comprehensions, yield ----

    pub(super) fn starts_comprehension(&self) -> bool {
        self.at(T::For) || (self.at(T::Async) && self.nth(1).kind == T::For)
    }

    /// One or more `[async] for target in iter (if cond)*` clauses.
    pub(super) fn comprehension_clauses(&mut self) -> PResult<Vec<Comprehension>> {
        let mut generators = Vec::new();
        while self.starts_comprehension() {
            let is_async = self.eat(T::Async).is_some();
            self.advance();
            let target_start = self.pos;
            let target = self.target_list()?;
            targets::check_store(&target)?;
            if !self.at(T::In) {
                return Err(self.missing_in(target_start));
            }
            self.advance();
            let iter = self.disjunction()?;
            let mut ifs = Vec::new();
            while self.eat(T::If).is_some() {
                ifs.push(self.disjunction()?);
            }
            generators.push(Comprehension { target, iter, ifs, is_async });
        }
        Ok(generators)
    }

    /// The error for a comprehension's `for target` not followed by `in`:
    /// CPython re-reads the target as expressions, with its missing-comma hint.
    fn missing_in(&mut self, target_start: usize) -> Diagnostic {
        let err = self.invalid();
        self.pos = target_start;
        let Some(targets) = self.attempt(Parser::star_expressions) else {
            return err;
        };
        let last = match targets::bare_tuple_items(&targets) {
            Some(items) => items.last(),
            None => Some(&targets),
        };
        self.missing_comma(last).unwrap_or(err)
    }

    /// Assignment-like targets of `for`: `a`, `a, *b`, `(a, b), c,` (not validated).
    pub(super) fn target_list(&mut self) -> PResult<Expr> {
        let start = self.span();
        let first = self.star_target()?;
        if !self.at(T::Comma) {
            return Ok(first);
        }
        let mut elts = vec![first];
        while self.eat(T::Comma).is_some() {
            if !starts_expression(self.kind()) {
                break;
            }
            elts.push(self.star_target()?);
        }
        Ok(expr(ExprKind::Tuple(elts), self.since(start)))
    }

    /// One target: `*x` or an expression at `|` level (so `in` is not consumed).
    pub(super) fn star_target(&mut self) -> PResult<Expr> {
        match self.eat(T::Star) {
            Some(star) => self.starred_rest(star),
            None => self.bitwise_or(),
        }
    }

    /// `yield`, `yield value(s)` or `yield from value`.
    pub(super) fn yield_expr(&mut self) -> PResult<Expr> {
        let start = self.advance();
        if self.eat(T::From).is_some() {
            let value = self.expression()?;
            return Ok(expr(ExprKind::YieldFrom(boxed(value)), self.since(start)));
        }
        if !starts_expression(self.kind()) {
            return Ok(expr(ExprKind::Yield(None), start));
        }
        let value = self.star_expressions()?;
        Ok(expr(ExprKind::Yield(Some(boxed(value))), self.since(start)))
    }

    // ---- closing brackets ----

    /// Consumes the closing token `close`; otherwise fails, suggesting a
    /// missing comma when another expression follows `last` (CPython's rule).
    pub(super) fn close(&mut self, close: T, last: Option<&Expr>) -> PResult<Span> {
        if let Some(span) = self.eat(close) {
            return Ok(span);
        }
        Err(self.missing_comma(last).unwrap_or_else(|| self.invalid()))
    }

    /// "Perhaps you forgot a comma?" when `last` is directly followed by an expression.
    pub(super) fn missing_comma(&mut self, last: Option<&Expr>) -> Option<Diagnostic> {
        let last = last?;
        if matches!(self.kind(), T::Star | T::Indent | T::Dedent) || !starts_expression(self.kind()) {
            return None;
        }
        match &last.kind {
            ExprKind::Name(_) if self.at(T::String) => return self.missing_comma_after_string(),
            ExprKind::Name(name) if matches!(name.as_str(), "match" | "case" | "_") => return None,
            ExprKind::Starred(_) | ExprKind::Lambda { .. } | ExprKind::IfExp { .. } | ExprKind::NamedExpr { .. } => {
                return None
            }
            _ => {}
        }
        let next = match self.lookahead_expression() {
            Ok(next) => next?,
            Err(specific) => return Some(specific),
        };
        Some(Diagnostic::syntax("invalid syntax. Perhaps you forgot a comma?", last.span.to(next.span)))
    }

    /// Reads an expression only to see whether one follows (CPython's error
    /// rules do this): `Ok(None)` and the cursor restored if it does not
    /// parse, but a specific error found inside it is returned as CPython
    /// would raise it.
    fn lookahead_expression(&mut self) -> Result<Option<Expr>, Diagnostic> {
        let (pos, depth) = (self.pos, self.depth);
        match self.expression() {
            Ok(next) => Ok(Some(next)),
            Err(err) if err.kind == ErrorKind::SyntaxError && err.message != "invalid syntax" => Err(err),
            Err(_) => {
                (self.pos, self.depth) = (pos, depth);
                Ok(None)
            }
        }
    }

    /// CPython skips the hint for a name directly followed by a string, but
    /// tries it again from the string: `f(a 'b' c)` points at `'b' c`.
    fn missing_comma_after_string(&mut self) -> Option<Diagnostic> {
        let pos = self.pos;
        let string = self.attempt(Parser::disjunction)?;
        let next = match starts_expression(self.kind()) && !self.at(T::Star) {
            true => match self.lookahead_expression() {
                Ok(next) => next,
                Err(specific) => return Some(specific),
            },
            false => None,
        };
        let Some(next) = next else {
            self.pos = pos;
            return None;
        };
        Some(Diagnostic::syntax("invalid syntax. Perhaps you forgot a comma?", string.span.to(next.span)))
    }

    /// "invalid syntax" at the token after an expression. When that token
    /// could start another expression, CPython reads one (for its "missing
    /// comma" rule) before giving up; how far it reads decides which later
    /// lexical error it meets, so do the same.
    pub(super) fn invalid_after_expression(&mut self) -> Diagnostic {
        let err = self.invalid();
        if starts_expression(self.kind()) && !self.at(T::Star) {
            let pos = self.pos;
            if let Err(specific) = self.lookahead_expression() {
                return specific;
            }
            self.pos = pos;
        }
        err
    }
}

/// A comprehension's element may not be starred.
fn no_starred_element(elt: Expr) -> PResult<Expr> {
    if matches!(elt.kind, ExprKind::Starred(_)) {
        return Err(Diagnostic::syntax("iterable unpacking cannot be used in comprehension", elt.span));
    }
    Ok(elt)
}

/// Appends literal text to f-string parts, merging with a preceding literal.
pub(super) fn push_literal(parts: &mut Vec<FStringPart>, text: String) {
    if text.is_empty() {
        return;
    }
    if let Some(FStringPart::Literal(last)) = parts.last_mut() {
        last.push_str(&text);
    } else {
        parts.push(FStringPart::Literal(text));
    }
}
