//! Expressions, from `star_expressions` down to atoms.
//!
//! One function per precedence level of Python's grammar, loosest first:
//! starred/tuple lists, `:=`, lambda and `x if c else y`, `or`, `and`, `not`,
//! comparisons (chained), the binary operators (one precedence-climbing loop
//! driven by `binary_op`'s table: `|` < `^` < `&` < shifts < `+ -` <
//! `* / // % @`), unary `+ - ~`, `**` (right-associative, binds tighter than a
//! unary operator on its left), `await`, primaries (calls, attributes,
//! subscripts) and atoms (names, literals, displays, comprehensions).
//!
//! Invariants: every recursive path goes through `Parser::nested`; each
//! function leaves the cursor just past the text of the node it returns.
//! Node spans cover their source text; a parenthesized expression keeps the
//! span of its inner expression (as CPython does), tuples include their parens.

use super::height::{height, MAX_HEIGHT};
use super::{expr, targets, PResult, Parser};
use crate::ast::{BinOp, BoolOp, CmpOp, Comprehension, Expr, ExprKind, FStringPart, Span, UnaryOp};
use crate::diagnostic::Diagnostic;
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

/// The binary operator a token denotes, with its precedence level (higher binds tighter).
fn binary_op(kind: T) -> Option<(BinOp, u8)> {
    Some(match kind {
        T::Vbar => (BinOp::BitOr, 1),
        T::Circumflex => (BinOp::BitXor, 2),
        T::Amper => (BinOp::BitAnd, 3),
        T::LeftShift => (BinOp::LShift, 4),
        T::RightShift => (BinOp::RShift, 4),
        T::Plus => (BinOp::Add, 5),
        T::Minus => (BinOp::Sub, 5),
        T::Star => (BinOp::Mul, 6),
        T::Slash => (BinOp::Div, 6),
        T::DoubleSlash => (BinOp::FloorDiv, 6),
        T::Percent => (BinOp::Mod, 6),
        T::At => (BinOp::MatMul, 6),
        _ => return None,
    })
}

fn unary_op(kind: T) -> Option<UnaryOp> {
    match kind {
        T::Minus => Some(UnaryOp::Neg),
        T::Plus => Some(UnaryOp::Pos),
        T::Tilde => Some(UnaryOp::Invert),
        _ => None,
    }
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
        let span = star.to(value.span);
        Ok(expr(ExprKind::Starred(boxed(value)), span))
    }

    /// `name := value` or an expression. With `assign_hint`, a following `=`
    /// gets CPython's "Maybe you meant '=='" errors.
    pub(super) fn named_expression(&mut self, assign_hint: bool) -> PResult<Expr> {
        if self.at(T::Name) && self.nth(1).kind == T::ColonEqual {
            let (target, start) = self.name()?;
            self.advance();
            let value = self.expression()?;
            let span = start.to(value.span);
            return Ok(expr(ExprKind::NamedExpr { target, value: boxed(value) }, span));
        }
        let value = self.expression()?;
        if self.at(T::ColonEqual) {
            let message = format!("cannot use assignment expressions with {}", targets::describe(&value));
            return Err(Diagnostic::syntax(message, value.span));
        }
        if assign_hint && self.at(T::Equal) {
            return Err(self.stray_assignment(&value));
        }
        Ok(value)
    }

    /// The error for `expr = ...` where no assignment can be.
    fn stray_assignment(&mut self, target: &Expr) -> Diagnostic {
        if matches!(target.kind, ExprKind::Name(_)) {
            self.advance();
            return match self.attempt(Parser::bitwise_or) {
                Some(value) => Diagnostic::syntax(
                    "invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
                    target.span.to(value.span),
                ),
                None => self.invalid(),
            };
        }
        targets::maybe_meant_equality(target, self.nth(1).kind, false).unwrap_or_else(|| self.invalid())
    }

    // ---- conditional, lambda, boolean ----

    /// `expression`: a lambda, or a disjunction optionally followed by `if ... else ...`.
    pub(super) fn expression(&mut self) -> PResult<Expr> {
        self.nested(|p| {
            if p.at(T::Lambda) {
                return p.lambda();
            }
            let body = p.disjunction()?;
            if !p.at(T::If) {
                return Ok(body);
            }
            p.advance();
            let test = p.disjunction()?;
            if p.eat(T::Else).is_none() {
                if p.at(T::Colon) {
                    return Err(p.invalid());
                }
                let span = body.span.to(test.span);
                return Err(Diagnostic::syntax("expected 'else' after 'if' expression", span));
            }
            let orelse = p.expression()?;
            let span = body.span.to(orelse.span);
            Ok(expr(ExprKind::IfExp { test: boxed(test), body: boxed(body), orelse: boxed(orelse) }, span))
        })
    }

    fn lambda(&mut self) -> PResult<Expr> {
        let start = self.advance();
        let params = self.params(T::Colon, false)?;
        self.expect(T::Colon)?;
        let body = self.expression()?;
        let span = start.to(body.span);
        Ok(expr(ExprKind::Lambda { params: Box::new(params), body: boxed(body) }, span))
    }

    pub(super) fn disjunction(&mut self) -> PResult<Expr> {
        self.bool_level(T::Or, BoolOp::Or, Parser::conjunction)
    }

    fn conjunction(&mut self) -> PResult<Expr> {
        self.bool_level(T::And, BoolOp::And, Parser::inversion)
    }

    /// `operand (op operand)*` as one BoolOp with all the operands.
    fn bool_level(&mut self, token: T, op: BoolOp, operand: fn(&mut Parser) -> PResult<Expr>) -> PResult<Expr> {
        let first = operand(self)?;
        if !self.at(token) {
            return Ok(first);
        }
        let mut values = vec![first];
        while self.eat(token).is_some() {
            values.push(operand(self)?);
        }
        let span = values[0].span.to(values[values.len() - 1].span);
        Ok(expr(ExprKind::BoolOp { op, values }, span))
    }

    fn inversion(&mut self) -> PResult<Expr> {
        let Some(start) = self.eat(T::Not) else {
            return self.comparison();
        };
        let operand = self.nested(Parser::inversion)?;
        let span = start.to(operand.span);
        Ok(expr(ExprKind::UnaryOp { op: UnaryOp::Not, operand: boxed(operand) }, span))
    }

    // ---- comparisons and binary operators ----

    fn comparison(&mut self) -> PResult<Expr> {
        let left = self.bitwise_or()?;
        let mut ops = Vec::new();
        let mut comparators = Vec::new();
        while let Some(op) = self.comparison_op() {
            ops.push(op);
            comparators.push(self.bitwise_or()?);
        }
        if self.at(T::Not) {
            // Only `not in` can follow an operand; CPython fails after the `not`.
            return Err(self.invalid_at(1));
        }
        let Some(last) = comparators.last() else {
            return Ok(left);
        };
        let span = left.span.to(last.span);
        Ok(expr(ExprKind::Compare { left: boxed(left), ops, comparators }, span))
    }

    /// Consumes a comparison operator (one or two tokens) if one is next.
    fn comparison_op(&mut self) -> Option<CmpOp> {
        let (op, width) = match (self.kind(), self.nth(1).kind) {
            (T::Less, _) => (CmpOp::Lt, 1),
            (T::Greater, _) => (CmpOp::Gt, 1),
            (T::EqEqual, _) => (CmpOp::Eq, 1),
            (T::NotEqual, _) => (CmpOp::NotEq, 1),
            (T::LessEqual, _) => (CmpOp::LtE, 1),
            (T::GreaterEqual, _) => (CmpOp::GtE, 1),
            (T::In, _) => (CmpOp::In, 1),
            (T::Not, T::In) => (CmpOp::NotIn, 2),
            (T::Is, T::Not) => (CmpOp::IsNot, 2),
            (T::Is, _) => (CmpOp::Is, 1),
            _ => return None,
        };
        for _ in 0..width {
            self.advance();
        }
        Some(op)
    }

    /// `bitwise_or`: every binary operator level.
    pub(super) fn bitwise_or(&mut self) -> PResult<Expr> {
        self.binary(1)
    }

    /// Precedence climbing over `binary_op`'s table; all levels are left-associative.
    fn binary(&mut self, min_level: u8) -> PResult<Expr> {
        let mut left = self.factor()?;
        let mut chain = None;
        while let Some((op, level)) = binary_op(self.kind()) {
            if level < min_level {
                break;
            }
            self.advance();
            let right = self.binary(level + 1)?;
            let span = left.span.to(right.span);
            grow_chain(&mut chain, &left, [&right], span)?;
            left = expr(ExprKind::BinOp { left: boxed(left), op, right: boxed(right) }, span);
        }
        Ok(left)
    }

    /// Unary `+ - ~`, then `**`.
    fn factor(&mut self) -> PResult<Expr> {
        let Some(op) = unary_op(self.kind()) else {
            return self.power();
        };
        let start = self.advance();
        let operand = self.nested(Parser::factor)?;
        let span = start.to(operand.span);
        Ok(expr(ExprKind::UnaryOp { op, operand: boxed(operand) }, span))
    }

    fn power(&mut self) -> PResult<Expr> {
        let base = self.await_primary()?;
        if self.eat(T::DoubleStar).is_none() {
            return Ok(base);
        }
        let exponent = self.nested(Parser::factor)?;
        let span = base.span.to(exponent.span);
        Ok(expr(ExprKind::BinOp { left: boxed(base), op: BinOp::Pow, right: boxed(exponent) }, span))
    }

    fn await_primary(&mut self) -> PResult<Expr> {
        let Some(start) = self.eat(T::Await) else {
            return self.primary();
        };
        let value = self.nested(Parser::primary)?;
        let span = start.to(value.span);
        Ok(expr(ExprKind::Await(boxed(value)), span))
    }

    // ---- primaries ----

    /// An atom followed by any number of `.name`, `(args)` and `[index]`.
    pub(super) fn primary(&mut self) -> PResult<Expr> {
        let mut value = self.atom()?;
        let mut chain = None;
        loop {
            value = match self.kind() {
                T::Dot => {
                    self.advance();
                    let (attr, name_span) = self.name()?;
                    let span = value.span.to(name_span);
                    grow_chain(&mut chain, &value, [], span)?;
                    expr(ExprKind::Attribute { value: boxed(value), attr }, span)
                }
                T::LPar => {
                    let open = self.advance();
                    let call = self.call_args(open, true)?;
                    let span = value.span.to(call.close);
                    let children = call.args.iter().chain(call.keywords.iter().map(|k| &k.value));
                    grow_chain(&mut chain, &value, children, span)?;
                    expr(ExprKind::Call { func: boxed(value), args: call.args, keywords: call.keywords }, span)
                }
                T::LSqb => {
                    self.advance();
                    let index = self.slices()?;
                    let close = self.close(T::RSqb, Some(&index))?;
                    let span = value.span.to(close);
                    grow_chain(&mut chain, &value, [&index], span)?;
                    expr(ExprKind::Subscript { value: boxed(value), index: boxed(index) }, span)
                }
                _ => return Ok(value),
            };
        }
    }

    /// The inside of `a[...]`: one item, or a tuple of items (slices allowed).
    fn slices(&mut self) -> PResult<Expr> {
        let start = self.span();
        let first = self.slice_item()?;
        if !self.at(T::Comma) {
            return Ok(first);
        }
        let elts = self.items_until(first, T::RSqb, Parser::slice_item)?;
        Ok(expr(ExprKind::Tuple(elts), self.since(start)))
    }

    fn slice_item(&mut self) -> PResult<Expr> {
        if let Some(star) = self.eat(T::Star) {
            return self.starred_rest(star);
        }
        let start = self.span();
        let lower = if self.at(T::Colon) { None } else { Some(self.named_expression(true)?) };
        if self.eat(T::Colon).is_none() {
            return lower.ok_or_else(|| self.invalid());
        }
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
        let span = self.span();
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
            (T::String, _) => return self.strings(),
            (T::LPar, _) => return self.paren_atom(),
            (T::LSqb, _) => return self.list_atom(),
            (T::LBrace, _) => return self.brace_atom(),
            _ => return Err(self.invalid()),
        };
        self.advance();
        Ok(expr(kind, span))
    }

    /// Adjacent string literals, concatenated in order (an f-string among
    /// them makes the whole an f-string).
    fn strings(&mut self) -> PResult<Expr> {
        let start = self.span();
        let is_bytes = matches!(self.peek().value, TokenValue::Bytes(_));
        let (mut text, mut bytes) = (String::new(), Vec::new());
        let mut parts: Option<Vec<FStringPart>> = None;
        while self.at(T::String) {
            let value = self.peek().value.clone();
            let token = self.advance();
            if matches!(value, TokenValue::Bytes(_)) != is_bytes {
                // CPython reports this at the token after the literals.
                while self.eat(T::String).is_some() {}
                return Err(Diagnostic::syntax("cannot mix bytes and nonbytes literals", self.span()));
            }
            match value {
                TokenValue::Bytes(b) => bytes.extend(b),
                TokenValue::Str(s) => text.push_str(&s),
                TokenValue::FString(body) => {
                    let parts = parts.get_or_insert_with(Vec::new);
                    push_literal(parts, std::mem::take(&mut text));
                    for part in self.fstring(&body, token)? {
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
        if let Some(end) = self.eat(close) {
            return Ok(expr(ExprKind::Tuple(Vec::new()), open.to(end)));
        }
        if self.at(T::Yield) {
            let value = self.yield_expr()?;
            self.close(close, None)?;
            return Ok(value);
        }
        let first = self.star_named_expression()?;
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
        if self.starts_comprehension() {
            let elt = no_starred_element(first)?;
            let generators = self.comprehension_clauses()?;
            let end = self.close(T::RSqb, None)?;
            return Ok(expr(ExprKind::ListComp { elt: boxed(elt), generators }, open.to(end)));
        }
        let elts = self.items_until(first, T::RSqb, Parser::star_named_expression)?;
        let end = self.close(T::RSqb, elts.last())?;
        Ok(expr(ExprKind::List(elts), open.to(end)))
    }

    /// `{ ... }`: dict or set display or comprehension.
    fn brace_atom(&mut self) -> PResult<Expr> {
        let open = self.advance();
        if let Some(end) = self.eat(T::RBrace) {
            return Ok(expr(ExprKind::Dict { keys: Vec::new(), values: Vec::new() }, open.to(end)));
        }
        if self.at(T::DoubleStar) {
            let star = self.span();
            let (key, value) = self.dict_entry()?;
            if self.starts_comprehension() {
                let message = "dict unpacking cannot be used in dict comprehension";
                return Err(Diagnostic::syntax(message, star.to(value.span)));
            }
            return self.dict_rest(open, key, value);
        }
        let first = self.star_named_expression()?;
        if !matches!(first.kind, ExprKind::Starred(_)) && self.eat(T::Colon).is_some() {
            let value = self.dict_value()?;
            return self.dict_rest(open, Some(first), value);
        }
        if self.starts_comprehension() {
            let elt = no_starred_element(first)?;
            let generators = self.comprehension_clauses()?;
            let end = self.close(T::RBrace, None)?;
            return Ok(expr(ExprKind::SetComp { elt: boxed(elt), generators }, open.to(end)));
        }
        let elts = self.items_until(first, T::RBrace, Parser::star_named_expression)?;
        let end = self.close(T::RBrace, elts.last())?;
        Ok(expr(ExprKind::Set(elts), open.to(end)))
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
        let key = match key {
            Some(key) if self.starts_comprehension() => {
                let generators = self.comprehension_clauses()?;
                let end = self.close(T::RBrace, None)?;
                let kind = ExprKind::DictComp { key: boxed(key), value: boxed(value), generators };
                return Ok(expr(kind, open.to(end)));
            }
            key => key,
        };
        let (mut keys, mut values) = (vec![key], vec![value]);
        while self.eat(T::Comma).is_some() {
            if self.at(T::RBrace) {
                break;
            }
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
            let target = self.target_list()?;
            targets::check_store(&target)?;
            self.expect(T::In)?;
            let iter = self.disjunction()?;
            let mut ifs = Vec::new();
            while self.eat(T::If).is_some() {
                ifs.push(self.disjunction()?);
            }
            generators.push(Comprehension { target, iter, ifs, is_async });
        }
        Ok(generators)
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
            let span = start.to(value.span);
            return Ok(expr(ExprKind::YieldFrom(boxed(value)), span));
        }
        if !starts_expression(self.kind()) {
            return Ok(expr(ExprKind::Yield(None), start));
        }
        let value = self.star_expressions()?;
        let span = start.to(value.span);
        Ok(expr(ExprKind::Yield(Some(boxed(value))), span))
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
            ExprKind::Name(name) if matches!(name.as_str(), "match" | "case" | "_") || self.at(T::String) => {
                return None
            }
            ExprKind::Starred(_) | ExprKind::Lambda { .. } | ExprKind::IfExp { .. } | ExprKind::NamedExpr { .. } => {
                return None
            }
            _ => {}
        }
        let next = self.attempt(Parser::expression)?;
        Some(Diagnostic::syntax("invalid syntax. Perhaps you forgot a comma?", last.span.to(next.span)))
    }
}

/// Accounts for one more link of a left-nested chain whose current tree is
/// `left` (its height cached in `chain` after the first link) and whose new
/// node also holds `others`; fails once the tree would be too tall.
fn grow_chain<'a>(
    chain: &mut Option<u32>,
    left: &Expr,
    others: impl IntoIterator<Item = &'a Expr>,
    span: Span,
) -> PResult<()> {
    let base = chain.unwrap_or_else(|| height(left, MAX_HEIGHT));
    let other = others.into_iter().map(|e| height(e, MAX_HEIGHT)).max().unwrap_or(0);
    let grown = base.max(other) + 1;
    if grown >= MAX_HEIGHT {
        return Err(Diagnostic::syntax("expression is nested too deeply", span));
    }
    *chain = Some(grown);
    Ok(())
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
