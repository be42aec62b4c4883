//! Statements: simple statements, compound statements and their blocks.
//!
//! Algorithm:
//! 1. `statement` dispatches on the first token: a compound-statement keyword,
//!    `@` (decorators), `async`, or else a line of `;`-separated simple
//!    statements ended by NEWLINE.
//! 2. A block is either NEWLINE INDENT statements DEDENT or simple statements on
//!    the header's line; a missing INDENT is CPython's IndentationError
//!    "expected an indented block after ...".
//! 3. Expression statements parse the left side as an expression list, then
//!    decide on `=`, `:` or an augmented operator and validate the targets.
//! 4. `elif` chains are collected in a loop and folded into nested `If`s.
//!
//! Invariants: every function consumes at least one token or fails; block and
//! `elif` nesting is bounded by `MAX_BLOCK_DEPTH` (indentation itself is bounded
//! by the lexer).

use super::expr::starts_expression;
use super::{targets, PResult, Parser};
use crate::ast::{
    Alias, BinOp, ClassDef, ExceptHandler, Expr, ExprKind, FunctionDef, Module, Span, Stmt, StmtKind, WithItem,
};
use crate::diagnostic::Diagnostic;
use crate::lexer::TokenKind as T;

/// How many blocks and `elif` clauses may enclose a statement.
const MAX_BLOCK_DEPTH: u32 = 1000;

/// The operator of an augmented assignment token.
fn augmented_op(kind: T) -> Option<BinOp> {
    Some(match kind {
        T::PlusEqual => BinOp::Add,
        T::MinusEqual => BinOp::Sub,
        T::StarEqual => BinOp::Mul,
        T::AtEqual => BinOp::MatMul,
        T::SlashEqual => BinOp::Div,
        T::DoubleSlashEqual => BinOp::FloorDiv,
        T::PercentEqual => BinOp::Mod,
        T::DoubleStarEqual => BinOp::Pow,
        T::LeftShiftEqual => BinOp::LShift,
        T::RightShiftEqual => BinOp::RShift,
        T::VbarEqual => BinOp::BitOr,
        T::CircumflexEqual => BinOp::BitXor,
        T::AmperEqual => BinOp::BitAnd,
        _ => return None,
    })
}

/// The parser of the compound statement a token starts, if any (a table
/// rather than a `match` in `statement`, which keeps that recursive frame small).
fn compound_parser(kind: T) -> Option<fn(&mut Parser) -> PResult<Stmt>> {
    Some(match kind {
        T::If => Parser::if_stmt,
        T::While => Parser::while_stmt,
        T::For => Parser::plain_for,
        T::Try => Parser::try_stmt,
        T::With => Parser::plain_with,
        T::Def => Parser::plain_def,
        T::Class => Parser::plain_class,
        T::At => Parser::decorated,
        T::Async => Parser::plain_async,
        _ => return None,
    })
}

fn stmt(kind: StmtKind, span: Span) -> Stmt {
    Stmt { kind, span }
}

impl Parser {
    pub(super) fn module(&mut self) -> PResult<Module> {
        let mut body = Vec::new();
        while !self.at(T::EndMarker) {
            self.statement(&mut body)?;
        }
        Ok(Module { body })
    }

    /// One statement line or compound statement, appended to `out`.
    fn statement(&mut self, out: &mut Vec<Stmt>) -> PResult<()> {
        match compound_parser(self.kind()) {
            Some(parse) => {
                out.push(parse(self)?);
                Ok(())
            }
            None if self.at(T::Name) && self.is_match_statement() => {
                out.push(self.match_stmt()?);
                Ok(())
            }
            None => self.simple_stmts(out),
        }
    }

    fn plain_for(&mut self) -> PResult<Stmt> {
        self.for_stmt(self.span(), false)
    }

    fn plain_with(&mut self) -> PResult<Stmt> {
        self.with_stmt(self.span(), false)
    }

    fn plain_def(&mut self) -> PResult<Stmt> {
        self.function_def(Vec::new(), self.span(), false)
    }

    fn plain_class(&mut self) -> PResult<Stmt> {
        self.class_def(Vec::new())
    }

    fn plain_async(&mut self) -> PResult<Stmt> {
        self.async_stmt(Vec::new(), self.span())
    }

    // ---- blocks ----

    /// From `start` to the last token consumed other than NEWLINE, INDENT and
    /// DEDENT: a compound statement ends where its last body's text ends.
    fn through_content(&self, start: Span) -> Span {
        let last = self.tokens[..self.pos]
            .iter()
            .rev()
            .find(|t| !matches!(t.kind, T::Newline | T::Indent | T::Dedent | T::EndMarker));
        start.to(last.map_or(start, |t| t.span))
    }

    /// `:` where the grammar forces it: "expected ':'" if missing.
    fn colon(&mut self) -> PResult<Span> {
        match self.eat(T::Colon) {
            Some(span) => Ok(span),
            None => Err(Diagnostic::syntax("expected ':'", self.error_span())),
        }
    }

    /// `:` ending a header: "expected ':'" at the end of the line, otherwise
    /// "invalid syntax" (looking past a header that ended with an expression,
    /// as CPython does).
    fn header_colon(&mut self, after_expression: bool) -> PResult<Span> {
        if let Some(span) = self.eat(T::Colon) {
            return Ok(span);
        }
        if self.at(T::Newline) {
            return Err(Diagnostic::syntax("expected ':'", self.error_span()));
        }
        Err(if after_expression { self.invalid_after_expression() } else { self.invalid() })
    }

    /// The body after a header's colon; `what` names the header for errors.
    pub(super) fn block(&mut self, what: &str, header_line: u32) -> PResult<Vec<Stmt>> {
        let mut body = Vec::new();
        if self.eat(T::Newline).is_none() {
            self.simple_stmts(&mut body)?;
            return Ok(body);
        }
        if self.eat(T::Indent).is_none() {
            let message = format!("expected an indented block after {what} on line {header_line}");
            let mut err = Diagnostic::indentation(message, self.error_span());
            if self.at(T::EndMarker) {
                // At the end of the file CPython knows no end column (and
                // so shows no caret): 0 stands for it.
                err.span.end_col = 0;
            }
            // CPython's first pass reads on through the DEDENTs before failing.
            let mut ahead = 0;
            while self.nth(ahead).kind == T::Dedent {
                ahead += 1;
            }
            return Err(err);
        }
        let saved = self.block_depth;
        self.deepen()?;
        let result = self.statements_until_dedent(&mut body);
        self.block_depth = saved;
        result?;
        self.expect(T::Dedent)?;
        Ok(body)
    }

    fn statements_until_dedent(&mut self, body: &mut Vec<Stmt>) -> PResult<()> {
        while !matches!(self.kind(), T::Dedent | T::EndMarker) {
            self.statement(body)?;
        }
        Ok(())
    }

    /// Counts one more enclosing block (or `elif`); the caller restores the count.
    fn deepen(&mut self) -> PResult<()> {
        if self.block_depth >= MAX_BLOCK_DEPTH {
            return Err(Diagnostic::syntax("too many statically nested blocks", self.span()));
        }
        self.block_depth += 1;
        Ok(())
    }

    // ---- simple statements ----

    /// `simple_stmt (';' simple_stmt)* [';'] NEWLINE`.
    fn simple_stmts(&mut self, out: &mut Vec<Stmt>) -> PResult<()> {
        loop {
            out.push(self.simple_stmt()?);
            if self.eat(T::Semi).is_none() || self.at(T::Newline) {
                break;
            }
        }
        if self.eat(T::Newline).is_some() {
            return Ok(());
        }
        let ends_with_name_list = out.last().is_some_and(|s| {
            matches!(s.kind, StmtKind::Global(_) | StmtKind::Nonlocal(_) | StmtKind::Import(_) | StmtKind::ImportFrom { .. })
        });
        Err(if ends_with_name_list { self.invalid() } else { self.invalid_after_expression() })
    }

    fn simple_stmt(&mut self) -> PResult<Stmt> {
        let start = self.span();
        let kind = match self.kind() {
            T::Pass | T::Break | T::Continue => self.keyword_stmt(),
            T::Return => {
                self.advance();
                StmtKind::Return(self.optional(Parser::star_expressions)?)
            }
            T::Raise => self.raise_stmt()?,
            T::Global | T::Nonlocal => self.scope_stmt()?,
            T::Del => self.del_stmt()?,
            T::Assert => self.assert_stmt()?,
            T::Import => self.import_stmt()?,
            T::From => self.import_from()?,
            _ => return self.expression_statement(),
        };
        Ok(stmt(kind, self.since(start)))
    }

    fn keyword_stmt(&mut self) -> StmtKind {
        let kind = match self.kind() {
            T::Pass => StmtKind::Pass,
            T::Break => StmtKind::Break,
            _ => StmtKind::Continue,
        };
        self.advance();
        kind
    }

    /// `item` if an expression starts here.
    fn optional(&mut self, item: fn(&mut Parser) -> PResult<Expr>) -> PResult<Option<Expr>> {
        if starts_expression(self.kind()) {
            item(self).map(Some)
        } else {
            Ok(None)
        }
    }

    /// `match <subject>:` NEWLINE starts a match statement; `match` is
    /// otherwise an ordinary name. Looks ahead without consuming.
    fn is_match_statement(&mut self) -> bool {
        if self.peek_name() != Some("match") || !starts_expression(self.nth(1).kind) {
            return false;
        }
        let (pos, depth) = (self.pos, self.depth);
        self.advance();
        let found = self.star_named_tuple().is_ok() && self.eat(T::Colon).is_some() && self.at(T::Newline);
        (self.pos, self.depth) = (pos, depth);
        found
    }

    fn raise_stmt(&mut self) -> PResult<StmtKind> {
        self.advance();
        let exc = self.optional(Parser::expression)?;
        let cause = match exc {
            Some(_) if self.eat(T::From).is_some() => Some(self.expression()?),
            _ => None,
        };
        Ok(StmtKind::Raise { exc, cause })
    }

    fn scope_stmt(&mut self) -> PResult<StmtKind> {
        let global = self.at(T::Global);
        self.advance();
        let mut names = vec![self.name()?.0];
        while self.eat(T::Comma).is_some() {
            names.push(self.name()?.0);
        }
        Ok(if global { StmtKind::Global(names) } else { StmtKind::Nonlocal(names) })
    }

    fn del_stmt(&mut self) -> PResult<StmtKind> {
        self.advance();
        let mut targets = Vec::new();
        loop {
            let target = self.star_target()?;
            targets::check_del(&target)?;
            targets.push(target);
            if self.eat(T::Comma).is_none() || !starts_expression(self.kind()) {
                break;
            }
        }
        Ok(StmtKind::Del(targets))
    }

    fn assert_stmt(&mut self) -> PResult<StmtKind> {
        self.advance();
        let test = self.expression()?;
        let msg = if self.eat(T::Comma).is_some() { Some(self.expression()?) } else { None };
        Ok(StmtKind::Assert { test, msg })
    }

    // ---- imports ----

    fn import_stmt(&mut self) -> PResult<StmtKind> {
        self.advance();
        let mut names = vec![self.dotted_alias()?];
        while self.eat(T::Comma).is_some() {
            names.push(self.dotted_alias()?);
        }
        Ok(StmtKind::Import(names))
    }

    /// `a.b.c [as d]`.
    fn dotted_alias(&mut self) -> PResult<Alias> {
        let (name, start) = self.dotted_name()?;
        let asname = if self.eat(T::As).is_some() { Some(self.name()?.0) } else { None };
        Ok(Alias { name, asname, span: self.since(start) })
    }

    fn dotted_name(&mut self) -> PResult<(String, Span)> {
        let (mut name, start) = self.name()?;
        while self.eat(T::Dot).is_some() {
            name.push('.');
            name.push_str(&self.name()?.0);
        }
        Ok((name, start))
    }

    /// `from [.]* [module] import (* | names | (names))`.
    fn import_from(&mut self) -> PResult<StmtKind> {
        self.advance();
        let mut level = 0;
        loop {
            level += match self.kind() {
                T::Dot => 1,
                T::Ellipsis => 3,
                _ => break,
            };
            self.advance();
        }
        let module = if self.at(T::Name) || level == 0 { Some(self.dotted_name()?.0) } else { None };
        self.expect(T::Import)?;
        let names = if let Some(span) = self.eat(T::Star) {
            vec![Alias { name: "*".to_string(), asname: None, span }]
        } else if self.eat(T::LPar).is_some() {
            let names = self.import_names(true)?;
            self.expect(T::RPar)?;
            names
        } else {
            self.import_names(false)?
        };
        Ok(StmtKind::ImportFrom { module, names, level })
    }

    fn import_names(&mut self, parenthesized: bool) -> PResult<Vec<Alias>> {
        let mut names = Vec::new();
        loop {
            let (name, start) = self.name()?;
            let asname = if self.eat(T::As).is_some() { Some(self.name()?.0) } else { None };
            names.push(Alias { name, asname, span: self.since(start) });
            if self.eat(T::Comma).is_none() || (parenthesized && self.at(T::RPar)) {
                return Ok(names);
            }
            if !parenthesized && !self.at(T::Name) {
                let message = "trailing comma not allowed without surrounding parentheses";
                return Err(Diagnostic::syntax(message, self.error_span()));
            }
        }
    }

    // ---- expression statements and assignments ----

    /// A right-hand side (or first part) of an assignment; the flag tells an
    /// unparenthesized `yield`.
    fn assign_part(&mut self) -> PResult<(Expr, bool)> {
        if self.at(T::Yield) {
            Ok((self.yield_expr()?, true))
        } else {
            Ok((self.star_expressions()?, false))
        }
    }

    fn expression_statement(&mut self) -> PResult<Stmt> {
        let start = self.span();
        let (first, bare_yield) = self.assign_part()?;
        if self.at(T::Equal) {
            return self.assignment(start, first, bare_yield);
        }
        if self.at(T::Colon) {
            return self.annotated_assignment(start, first);
        }
        if let Some(op) = augmented_op(self.kind()) {
            targets::check_aug_target(&first)?;
            self.advance();
            let value = self.assign_part()?.0;
            return Ok(stmt(StmtKind::AugAssign { target: first, op, value }, self.since(start)));
        }
        if let Some(err) = self.legacy_print(&first) {
            return Err(err);
        }
        Ok(stmt(StmtKind::Expr(first), self.since(start)))
    }

    fn assignment(&mut self, start: Span, first: Expr, bare_yield: bool) -> PResult<Stmt> {
        let after_equal = self.nth(1).kind;
        let mut parts = vec![(first, bare_yield)];
        while self.eat(T::Equal).is_some() {
            parts.push(self.assign_part()?);
        }
        let value = parts.pop().map(|(value, _)| value).ok_or_else(|| self.invalid())?;
        if let [(target, false)] = parts.as_slice() {
            if let Some(err) = single_target_hint(target, after_equal, &value) {
                return Err(err);
            }
        }
        for (target, bare_yield) in &parts {
            if *bare_yield {
                let message = "assignment to yield expression not possible";
                return Err(Diagnostic::syntax(message, target.span));
            }
            targets::check_store(target)?;
        }
        let targets = parts.into_iter().map(|(target, _)| target).collect();
        Ok(stmt(StmtKind::Assign { targets, value }, self.since(start)))
    }

    fn annotated_assignment(&mut self, start: Span, target: Expr) -> PResult<Stmt> {
        if let Err(err) = targets::check_ann_target(&target) {
            // Reported only if an annotation follows; otherwise the `:` is the error.
            let colon = self.invalid();
            self.advance();
            return Err(if self.attempt(Parser::expression).is_some() { err } else { colon });
        }
        self.advance();
        let annotation = self.expression()?;
        let value = if self.eat(T::Equal).is_some() { Some(self.assign_part()?.0) } else { None };
        Ok(stmt(StmtKind::AnnAssign { target, annotation, value }, self.since(start)))
    }

    /// Python 2's `print x` / `exec x`.
    fn legacy_print(&mut self, first: &Expr) -> Option<Diagnostic> {
        let ExprKind::Name(name) = &first.kind else {
            return None;
        };
        if !matches!(name.as_str(), "print" | "exec") || !starts_expression(self.kind()) || self.at(T::Star) {
            return None;
        }
        let name = name.clone();
        let rest = self.attempt(Parser::star_expressions)?;
        let message = format!("Missing parentheses in call to '{name}'. Did you mean {name}(...)?");
        Some(Diagnostic::syntax(message, first.span.to(rest.span)))
    }

    // ---- compound statements ----

    /// `if` with its `elif` chain (folded into nested `If`s) and `else`.
    fn if_stmt(&mut self) -> PResult<Stmt> {
        let saved = self.block_depth;
        let result = self.if_chain();
        self.block_depth = saved;
        result
    }

    fn if_chain(&mut self) -> PResult<Stmt> {
        let mut clauses = Vec::new();
        loop {
            clauses.push(self.if_clause()?);
            if !self.at(T::Elif) {
                break;
            }
            self.deepen()?;
        }
        let mut orelse = self.else_block()?;
        let end = self.through_content(self.prev_span());
        while let Some((start, test, body)) = clauses.pop() {
            orelse = vec![stmt(StmtKind::If { test, body, orelse }, start.to(end))];
        }
        orelse.pop().ok_or_else(|| self.invalid())
    }

    /// `if test: block` or `elif test: block`.
    fn if_clause(&mut self) -> PResult<(Span, Expr, Vec<Stmt>)> {
        let keyword = self.kind();
        let start = self.advance();
        let test = self.named_expression(true)?;
        self.header_colon(true)?;
        let what = if keyword == T::If { "'if' statement" } else { "'elif' statement" };
        let body = self.block(what, start.line)?;
        Ok((start, test, body))
    }

    /// An optional `else: block`.
    fn else_block(&mut self) -> PResult<Vec<Stmt>> {
        let Some(start) = self.eat(T::Else) else {
            return Ok(Vec::new());
        };
        self.colon()?;
        self.block("'else' statement", start.line)
    }

    fn while_stmt(&mut self) -> PResult<Stmt> {
        let start = self.advance();
        let test = self.named_expression(true)?;
        self.header_colon(true)?;
        let body = self.block("'while' statement", start.line)?;
        let orelse = self.else_block()?;
        let span = self.through_content(start);
        Ok(stmt(StmtKind::While { test, body, orelse }, span))
    }

    fn for_stmt(&mut self, start: Span, is_async: bool) -> PResult<Stmt> {
        let keyword = self.advance();
        let target_start = self.pos;
        let target = self.target_list()?;
        targets::check_store(&target)?;
        if !self.at(T::In) {
            // CPython re-reads the target as an expression list before failing.
            let err = self.invalid();
            self.pos = target_start;
            if self.attempt(Parser::star_expressions).is_some() {
                self.invalid_after_expression();
            }
            return Err(err);
        }
        self.advance();
        let iter = self.star_expressions()?;
        self.header_colon(true)?;
        let body = self.block("'for' statement", keyword.line)?;
        let orelse = self.else_block()?;
        let span = self.through_content(start);
        if is_async {
            return Ok(super::async_lowering::async_for(target, iter, body, orelse, span, &mut self.hidden));
        }
        Ok(stmt(StmtKind::For { target, iter, body, orelse, is_async }, span))
    }

    fn try_stmt(&mut self) -> PResult<Stmt> {
        let start = self.advance();
        self.colon()?;
        let body = self.block("'try' statement", start.line)?;
        let mut handlers = Vec::new();
        while self.at(T::Except) {
            handlers.push(self.except_handler()?);
        }
        let orelse = if handlers.is_empty() { Vec::new() } else { self.else_block()? };
        let finalbody = match self.eat(T::Finally) {
            Some(keyword) => {
                self.colon()?;
                self.block("'finally' statement", keyword.line)?
            }
            None => Vec::new(),
        };
        if handlers.is_empty() && finalbody.is_empty() {
            return Err(Diagnostic::syntax("expected 'except' or 'finally' block", self.error_span()));
        }
        let span = self.through_content(start);
        Ok(stmt(StmtKind::Try { body, handlers, orelse, finalbody }, span))
    }

    /// `except [type [as name]]: block`.
    fn except_handler(&mut self) -> PResult<ExceptHandler> {
        let start = self.advance();
        if self.at(T::Star) {
            return Err(Diagnostic::unsupported("'except*'", start.to(self.span())));
        }
        let mut typ = None;
        let mut name = None;
        if !self.at(T::Colon) && !self.at(T::Newline) {
            let first = self.expression()?;
            if self.at(T::Comma) {
                let rest = self.star_expressions_after(&first)?;
                let message = "multiple exception types must be parenthesized";
                return Err(Diagnostic::syntax(message, first.span.to(rest)));
            }
            typ = Some(first);
            if self.eat(T::As).is_some() {
                name = Some(self.name()?.0);
            }
        }
        self.header_colon(typ.is_some() && name.is_none())?;
        let body = self.block("'except' statement", start.line)?;
        let span = self.through_content(start);
        Ok(ExceptHandler { typ, name, body, span })
    }

    /// The span of `, b, c` after `first` (for the except-tuple message).
    fn star_expressions_after(&mut self, first: &Expr) -> PResult<Span> {
        let mut end = first.span;
        while self.eat(T::Comma).is_some() && starts_expression(self.kind()) {
            end = self.expression()?.span;
        }
        Ok(end)
    }

    fn with_stmt(&mut self, start: Span, is_async: bool) -> PResult<Stmt> {
        let keyword = self.advance();
        let parenthesized = if self.at(T::LPar) { self.attempt(Parser::parenthesized_with_items) } else { None };
        let items = match parenthesized {
            Some(items) => items,
            None => {
                let mut items = vec![self.with_item()?];
                while self.eat(T::Comma).is_some() {
                    items.push(self.with_item()?);
                }
                items
            }
        };
        self.header_colon(items.last().is_some_and(|item| item.target.is_none()))?;
        let body = self.block("'with' statement", keyword.line)?;
        let span = self.through_content(start);
        if is_async {
            return Ok(super::async_lowering::async_with(items, body, span, &mut self.hidden));
        }
        Ok(stmt(StmtKind::With { items, body, is_async }, span))
    }

    /// `( item, item, ... [,] )` followed by `:`.
    fn parenthesized_with_items(&mut self) -> PResult<Vec<WithItem>> {
        self.expect(T::LPar)?;
        let mut items = vec![self.with_item()?];
        while self.eat(T::Comma).is_some() && !self.at(T::RPar) {
            items.push(self.with_item()?);
        }
        self.expect(T::RPar)?;
        if !self.at(T::Colon) {
            return Err(self.invalid());
        }
        Ok(items)
    }

    fn with_item(&mut self) -> PResult<WithItem> {
        let context = self.expression()?;
        let target = if self.eat(T::As).is_some() {
            let target = self.star_target()?;
            targets::check_store(&target)?;
            Some(target)
        } else {
            None
        };
        Ok(WithItem { context, target })
    }

    /// `@decorator` lines, then the decorated def or class.
    fn decorated(&mut self) -> PResult<Stmt> {
        let mut decorators = Vec::new();
        while self.eat(T::At).is_some() {
            decorators.push(self.named_expression(true)?);
            if self.eat(T::Newline).is_none() {
                return Err(self.invalid_after_expression());
            }
        }
        let start = self.span();
        match self.kind() {
            T::Def => self.function_def(decorators, start, false),
            T::Class => self.class_def(decorators),
            T::Async => self.async_stmt(decorators, start),
            _ => Err(self.invalid()),
        }
    }

    /// `async def`, `async for`, `async with` (only `def` may be decorated).
    fn async_stmt(&mut self, decorators: Vec<Expr>, start: Span) -> PResult<Stmt> {
        self.advance();
        match self.kind() {
            T::Def => self.function_def(decorators, start, true),
            T::For if decorators.is_empty() => self.for_stmt(start, true),
            T::With if decorators.is_empty() => self.with_stmt(start, true),
            _ => Err(self.invalid()),
        }
    }

    fn function_def(&mut self, decorators: Vec<Expr>, start: Span, is_async: bool) -> PResult<Stmt> {
        let keyword = self.advance();
        let (name, _) = self.name()?;
        self.expect_named(T::LPar, "(")?;
        let params = self.params(T::RPar, true)?;
        self.expect(T::RPar)?;
        let returns = if self.eat(T::Arrow).is_some() { Some(self.expression()?) } else { None };
        let header = self.since(start);
        self.colon()?;
        let body = self.block("function definition", keyword.line)?;
        let span = self.through_content(start);
        let def = FunctionDef { name, params, body, decorators, returns, is_async, span: header };
        Ok(stmt(StmtKind::FunctionDef(Box::new(def)), span))
    }

    fn class_def(&mut self, decorators: Vec<Expr>) -> PResult<Stmt> {
        let start = self.advance();
        let (name, _) = self.name()?;
        let (mut bases, mut keywords) = (Vec::new(), Vec::new());
        if let Some(open) = self.eat(T::LPar) {
            let call = self.call_args(open, false)?;
            (bases, keywords) = (call.args, call.keywords);
        }
        let header = self.since(start);
        self.header_colon(false)?;
        let body = self.block("class definition", start.line)?;
        let span = self.through_content(start);
        let class = ClassDef { name, bases, keywords, body, decorators, span: header };
        Ok(stmt(StmtKind::ClassDef(Box::new(class)), span))
    }
}

/// CPython's hints for `target = value` with a single `=`: "Maybe you meant
/// '=='" when the target (or the last item of an unparenthesized tuple) is an
/// operand that cannot be assigned to.
fn single_target_hint(target: &Expr, after_equal: T, value: &Expr) -> Option<Diagnostic> {
    let candidate = match targets::bare_tuple_items(target) {
        Some(elts) => {
            let last = elts.last()?;
            if matches!(last.kind, ExprKind::Name(_)) && targets::invalid_store(target).is_some() {
                let message = "invalid syntax. Maybe you meant '==' or ':=' instead of '='?";
                return Some(Diagnostic::syntax(message, last.span.to(value.span)));
            }
            last
        }
        _ => target,
    };
    targets::maybe_meant_equality(candidate, after_equal, true)
}
