//! Tokens → AST: a hand-written recursive-descent parser for pith's Python.
//!
//! This module owns the token cursor, error reporting and the nesting guard;
//! the grammar lives in the submodules: `stmt` (statements and blocks), `expr`
//! (expression lists, primaries, atoms), `operators` (precedence climbing from
//! `or` to `await`), `args` (call arguments and parameter lists), `fstring`
//! (f-string bodies), `targets` (assignment/deletion target validation with
//! CPython's messages), `height` (bounding chain-built trees).
//!
//! Algorithm:
//! 1. Lex the whole file; on a lexical error keep the tokens before it, ended by
//!    an ENDMARKER sentinel that stands for the error.
//! 2. Parse top-down, one function per grammar rule, one token of lookahead in
//!    almost every rule; a few rules (the `match` soft keyword, parenthesized
//!    `with` items, "forgot a comma" hints) backtrack by restoring `pos`.
//! 3. Choose the error CPython would report: the lexical error if the parser
//!    ever looked at the sentinel; otherwise, as CPython re-tokenizes the rest
//!    of the file after a parser error, the lexical error if it is one the
//!    re-tokenization raises, an unclosed bracket if the parser had read past
//!    its line, and else the parser's own error.
//!
//! Invariants: `tokens` is never empty and ends with ENDMARKER, so the cursor
//! can always peek; every loop consumes a token per iteration or stops;
//! recursion through expressions is bounded by `MAX_DEPTH`, bracket nesting by
//! the lexer, block nesting by the lexer's indentation limit.
//!
//! Never: panic on any input, index tokens without clamping, recurse without
//! passing through the depth guard.

mod args;
mod expr;
mod fstring;
mod height;
mod async_lowering;
mod operators;
mod patterns;
mod stmt;
mod targets;

use std::cell::Cell;

use crate::ast::{self, Span};
use crate::diagnostic::Diagnostic;
use crate::lexer::{self, never_closed, LexError, Lexed, Origin, Precedence, Token, TokenKind, TokenValue};

/// Parses a whole source file.
pub fn parse_module(source: &str) -> Result<ast::Module, Diagnostic> {
    parse(source, false)
}

/// Parses what was typed at the interactive prompt: as a module, except
/// that a syntax error the parser met before the end of the input is
/// reported even when a bracket is still open (CPython's prompt reads
/// lines as its parser asks for them, so it never sees the end first).
pub fn parse_interactive(source: &str) -> Result<ast::Module, Diagnostic> {
    parse(source, true)
}

fn parse(source: &str, interactive: bool) -> Result<ast::Module, Diagnostic> {
    if let Some(at) = source.find('\0') {
        // CPython refuses such a file before tokenizing it.
        let line = source[..at].matches('\n').count() as u32 + 1;
        let col = source[..at].rsplit('\n').next().map_or(0, |l| l.chars().count()) as u32 + 1;
        return Err(Diagnostic::syntax("source code cannot contain null bytes", Span { line, col, end_line: line, end_col: col + 1 }));
    }
    let mut parser = Parser::new(lexer::tokenize_partial(source, Origin::FILE), 0);
    parser.interactive = interactive;
    let result = parser.module();
    parser.finish(result)
}

pub(crate) type PResult<T> = Result<T, Diagnostic>;

/// How deep expression parsing may recurse (unary chains, `**`, lambdas,
/// conditional expressions, brackets).
const MAX_DEPTH: u32 = 400;

const INVALID_SYNTAX: &str = "invalid syntax";
const UNEXPECTED_INDENT: &str = "unexpected indent";
const UNEXPECTED_UNINDENT: &str = "unexpected unindent";

pub(crate) struct Parser {
    tokens: Vec<Token>,
    pos: usize,
    /// The lexical error the final ENDMARKER stands for, if any.
    lex_error: Option<LexError>,
    /// The furthest token index looked at (CPython's tokenizer is lazy: a
    /// lexical error is raised when the parser first reaches it).
    furthest: Cell<usize>,
    depth: u32,
    /// Blocks and `elif` clauses around the current statement.
    block_depth: u32,
    /// Numbers the hidden variables of `async with`/`async for` lowerings.
    hidden: u32,
    /// Input typed at the prompt (`parse_interactive`).
    interactive: bool,
}

impl Parser {
    fn new(lexed: Lexed, depth: u32) -> Parser {
        let mut tokens = lexed.tokens;
        if tokens.last().map(|t| t.kind) != Some(TokenKind::EndMarker) {
            let span = tokens.last().map(|t| t.span).unwrap_or_default();
            tokens.push(Token { kind: TokenKind::EndMarker, span, value: TokenValue::None });
        }
        Parser { tokens, pos: 0, lex_error: lexed.error, furthest: Cell::new(0), depth, block_depth: 0, hidden: 0, interactive: false }
    }

    /// Picks the error to report (step 3 of the module comment).
    fn finish<T>(&self, result: PResult<T>) -> PResult<T> {
        let Some(lex) = &self.lex_error else {
            return result;
        };
        let err = match result {
            Ok(_) => return Err(lex.diagnostic.clone()),
            Err(err) => err,
        };
        // At the prompt, an error the parser met before the end of the
        // input stands: it met it before asking for the line that never came.
        let end = self.tokens.last().map(|t| t.span);
        if self.interactive && matches!(lex.precedence, Precedence::Unclosed { .. }) && Some(err.span) != end {
            return Err(err);
        }
        let furthest = self.peek_back(self.furthest.get());
        if furthest.kind == TokenKind::EndMarker {
            return Err(lex.diagnostic.clone());
        }
        if err.message == UNEXPECTED_INDENT || err.message == UNEXPECTED_UNINDENT {
            // CPython reports this one without re-tokenizing.
            return Err(err);
        }
        // CPython re-tokenizes the rest of the file after a parser error.
        let unclosed = |open: char, span: Span| {
            if furthest.span.line > span.line && !self.interactive {
                never_closed(open, span)
            } else {
                err.clone()
            }
        };
        Err(match lex.precedence {
            Precedence::Overrides => lex.diagnostic.clone(),
            Precedence::Unclosed { open, span } | Precedence::WhenReached { open_bracket: Some((open, span)) } => {
                unclosed(open, span)
            }
            Precedence::WhenReached { open_bracket: None } => err,
        })
    }

    // ---- cursor ----

    /// The token `n` positions ahead (clamped to ENDMARKER).
    fn nth(&self, n: usize) -> &Token {
        let last = self.tokens.len() - 1;
        let index = (self.pos + n).min(last);
        if index > self.furthest.get() {
            self.furthest.set(index);
        }
        &self.tokens[index]
    }

    fn peek(&self) -> &Token {
        self.nth(0)
    }

    /// An already consumed token, by index.
    fn peek_back(&self, index: usize) -> &Token {
        &self.tokens[index.min(self.tokens.len() - 1)]
    }

    fn kind(&self) -> TokenKind {
        self.peek().kind
    }

    fn at(&self, kind: TokenKind) -> bool {
        self.kind() == kind
    }

    fn span(&self) -> Span {
        self.peek().span
    }

    /// The span of the token just consumed.
    fn prev_span(&self) -> Span {
        self.tokens.get(self.pos.wrapping_sub(1)).map(|t| t.span).unwrap_or_default()
    }

    /// From `start` to the end of the token just consumed.
    fn since(&self, start: Span) -> Span {
        start.to(self.prev_span())
    }

    /// Consumes the current token (never moves past ENDMARKER) and returns its span.
    fn advance(&mut self) -> Span {
        let span = self.span();
        if self.pos + 1 < self.tokens.len() {
            self.pos += 1;
        }
        span
    }

    fn eat(&mut self, kind: TokenKind) -> Option<Span> {
        if self.at(kind) {
            Some(self.advance())
        } else {
            None
        }
    }

    /// Consumes `kind` or fails with "invalid syntax" at the current token.
    fn expect(&mut self, kind: TokenKind) -> PResult<Span> {
        self.eat(kind).ok_or_else(|| self.invalid())
    }

    /// Consumes `kind` or fails with CPython's "expected 'x'" message.
    fn expect_named(&mut self, kind: TokenKind, text: &str) -> PResult<Span> {
        match self.eat(kind) {
            Some(span) => Ok(span),
            None => Err(Diagnostic::syntax(format!("expected '{text}'"), self.error_span())),
        }
    }

    fn name(&mut self) -> PResult<(String, Span)> {
        match &self.peek().value {
            TokenValue::Name(name) if self.at(TokenKind::Name) => {
                let name = name.clone();
                Ok((name, self.advance()))
            }
            _ => Err(self.invalid()),
        }
    }

    /// The name of the current token if it is a NAME.
    fn peek_name(&self) -> Option<&str> {
        match &self.peek().value {
            TokenValue::Name(name) => Some(name),
            _ => None,
        }
    }

    // ---- errors ----

    /// Where an error "at the current token" points: at end of input CPython
    /// points at the last NEWLINE instead of the ENDMARKER/DEDENT.
    fn error_span(&self) -> Span {
        let token = self.peek();
        let at_eof = matches!(token.kind, TokenKind::EndMarker | TokenKind::Dedent)
            && self.tokens[self.pos..].iter().all(|t| matches!(t.kind, TokenKind::Dedent | TokenKind::EndMarker));
        if at_eof && self.lex_error.is_none() {
            if let Some(newline) = self.tokens[..self.pos].iter().rev().find(|t| t.kind == TokenKind::Newline) {
                return newline.span;
            }
        }
        token.span
    }

    /// The generic "invalid syntax" at the token `n` ahead.
    fn invalid_at(&self, n: usize) -> Diagnostic {
        if n == 0 {
            return self.invalid();
        }
        Diagnostic::syntax(INVALID_SYNTAX, self.nth(n).span)
    }

    /// The generic "invalid syntax" at the current token (CPython's
    /// IndentationErrors when that token is an INDENT or a DEDENT).
    fn invalid(&self) -> Diagnostic {
        match self.kind() {
            TokenKind::Indent => {
                let span = self.span();
                let col = (span.end_col - 1).max(1);
                let at = Span { line: span.line, col, end_line: span.line, end_col: col };
                Diagnostic::indentation(UNEXPECTED_INDENT, at)
            }
            TokenKind::Dedent => Diagnostic::indentation(UNEXPECTED_UNINDENT, self.error_span()),
            _ => Diagnostic::syntax(INVALID_SYNTAX, self.error_span()),
        }
    }

    /// Runs `f` one nesting level deeper, failing past `MAX_DEPTH`.
    fn nested<T>(&mut self, f: impl FnOnce(&mut Parser) -> PResult<T>) -> PResult<T> {
        self.enter()?;
        let result = f(self);
        self.leave();
        result
    }

    /// Goes one nesting level deeper (pair with `leave`), failing past `MAX_DEPTH`.
    fn enter(&mut self) -> PResult<()> {
        if self.depth >= MAX_DEPTH {
            return Err(Diagnostic::syntax("expression is nested too deeply", self.span()));
        }
        self.depth += 1;
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Runs `f` as an attempt: on failure the cursor is restored.
    fn attempt<T>(&mut self, f: impl FnOnce(&mut Parser) -> PResult<T>) -> Option<T> {
        let (pos, depth) = (self.pos, self.depth);
        match f(self) {
            Ok(value) => Some(value),
            Err(_) => {
                (self.pos, self.depth) = (pos, depth);
                None
            }
        }
    }
}

/// Builds an expression node.
fn expr(kind: ast::ExprKind, span: Span) -> ast::Expr {
    ast::Expr { kind, span }
}
