//! f-string bodies: literal text and `{expr!conv:spec}` replacement fields.
//!
//! The lexer hands over an f-string's body undecoded. This module splits it the
//! way CPython 3.11 does (`Parser/string_parser.c`):
//! 1. Literal text runs to the next brace; `{{`/`}}` are literal braces at the
//!    top level; escapes are decoded per run (not in raw f-strings); a
//!    backslash never hides a brace, and `\N{...}` braces are skipped.
//! 2. A field's expression runs to the first `!`, `:`, `=` or `}` outside
//!    brackets and quotes (but `!=`, `==`, `<=`, `>=` belong to it); it may not
//!    contain a backslash or `#`.
//! 3. The expression text is lexed and parsed on its own, positioned at its
//!    place in the file, as the contents of a parenthesized group.
//! 4. Then an optional `=` (self-documenting: a literal with the text, and
//!    conversion `r` unless a conversion or spec is given), `!s`/`!r`/`!a`, and
//!    `:spec`, which is itself parsed as literal text and fields (two levels
//!    at most), then `}`.
//!
//! Errors in the body are reported where CPython reports them: at the token
//! after the string literals; errors inside an expression get the "f-string: "
//! prefix and the expression's own position.

use super::expr::push_literal;
use super::{PResult, Parser};
use crate::ast::{Expr, FStringPart, Span};
use crate::diagnostic::{Diagnostic, ErrorKind};
use crate::lexer::{self, decode_str, point, FStringBody, Locator, Origin, TokenKind};

/// Format specs may nest fields this deep (`f"{x:{y}}"` is level 1).
const MAX_SPEC_LEVEL: u32 = 2;
/// CPython's bracket limit inside a replacement field.
const MAX_FIELD_BRACKETS: usize = 200;

/// A cursor over an f-string body.
struct Scanner<'a> {
    text: &'a str,
    pos: usize,
    raw: bool,
    /// Where errors in the body are reported (CPython: the token after the literals).
    error_at: Span,
    loc: Locator<'a>,
}

impl<'a> Scanner<'a> {
    fn peek(&self) -> Option<char> {
        self.peek_at(0)
    }

    fn peek_at(&self, n: usize) -> Option<char> {
        self.text.get(self.pos..).and_then(|rest| rest.chars().nth(n))
    }

    fn rest(&self) -> &'a str {
        self.text.get(self.pos..).unwrap_or("")
    }

    fn bump(&mut self) {
        if let Some(c) = self.peek() {
            self.pos += c.len_utf8();
        }
    }

    fn error(&self, message: impl Into<String>) -> Diagnostic {
        Diagnostic::syntax(message, self.error_at)
    }

    fn expecting_brace(&self) -> Diagnostic {
        self.error("f-string: expecting '}'")
    }

    /// Literal text up to the next field (or the `}` ending a format spec).
    fn literal(&mut self, level: u32) -> PResult<String> {
        let mut out = String::new();
        let mut chunk = self.pos;
        while let Some(c) = self.peek() {
            if c == '\\' && !self.raw {
                self.skip_escape();
                continue;
            }
            if c == '{' || c == '}' {
                if level == 0 && self.peek_at(1) == Some(c) {
                    out.push_str(&self.decode(chunk, self.pos)?);
                    out.push(c);
                    self.pos += 2;
                    chunk = self.pos;
                    continue;
                }
                if level == 0 && c == '}' {
                    return Err(self.error("f-string: single '}' is not allowed"));
                }
                break;
            }
            self.bump();
        }
        out.push_str(&self.decode(chunk, self.pos)?);
        Ok(out)
    }

    /// Skips a backslash and what it escapes; a brace after it stays a brace.
    fn skip_escape(&mut self) {
        self.bump();
        match self.peek() {
            Some('N') if self.peek_at(1) == Some('{') => {
                self.pos = match self.rest().find('}') {
                    Some(close) => self.pos + close + 1,
                    None => self.text.len(),
                };
            }
            Some('{') | Some('}') | None => {}
            Some(_) => self.bump(),
        }
    }

    /// Decodes the literal text between byte offsets `start` and `end`.
    fn decode(&mut self, start: usize, end: usize) -> PResult<String> {
        let piece = self.text.get(start..end).unwrap_or("");
        if self.raw {
            return Ok(piece.replace("\r\n", "\n").replace('\r', "\n"));
        }
        let at = self.loc.at(start);
        decode_str(piece).map_err(|e| e.into_diagnostic(piece, at, self.error_at))
    }

    /// Advances to the character that ends a field's expression.
    fn expression_end(&mut self) -> PResult<()> {
        let mut quote: Option<(char, bool)> = None;
        let mut brackets: Vec<char> = Vec::new();
        while let Some(c) = self.peek() {
            if c == '\\' {
                return Err(self.error("f-string expression part cannot include a backslash"));
            }
            if let Some((q, triple)) = quote {
                if c == q && !triple {
                    quote = None;
                } else if c == q && self.rest().starts_with(&q.to_string().repeat(3)) {
                    self.pos += 2;
                    quote = None;
                }
                self.bump();
                continue;
            }
            match c {
                '\'' | '"' => {
                    let triple = self.rest().starts_with(&c.to_string().repeat(3));
                    if triple {
                        self.pos += 2;
                    }
                    quote = Some((c, triple));
                }
                '[' | '(' | '{' => {
                    if brackets.len() >= MAX_FIELD_BRACKETS {
                        return Err(self.error("f-string: too many nested parenthesis"));
                    }
                    brackets.push(c);
                }
                '#' => return Err(self.error("f-string expression part cannot include '#'")),
                '!' | ':' | '}' | '=' | '<' | '>' if brackets.is_empty() => {
                    if self.peek_at(1) == Some('=') && matches!(c, '!' | '=' | '<' | '>') {
                        self.pos += 2;
                        continue;
                    }
                    if c != '<' && c != '>' {
                        return Ok(());
                    }
                }
                ']' | ')' | '}' => self.close_bracket(&mut brackets, c)?,
                _ => {}
            }
            self.bump();
        }
        if quote.is_some() {
            return Err(self.error("f-string: unterminated string"));
        }
        if let Some(open) = brackets.last() {
            return Err(self.error(format!("f-string: unmatched '{open}'")));
        }
        Err(self.expecting_brace())
    }

    fn close_bracket(&self, brackets: &mut Vec<char>, close: char) -> PResult<()> {
        let Some(open) = brackets.pop() else {
            return Err(self.error(format!("f-string: unmatched '{close}'")));
        };
        if !matches!((open, close), ('(', ')') | ('[', ']') | ('{', '}')) {
            return Err(self.error(format!(
                "f-string: closing parenthesis '{close}' does not match opening parenthesis '{open}'"
            )));
        }
        Ok(())
    }

    fn skip_whitespace(&mut self) {
        while self.peek().is_some_and(is_space) {
            self.bump();
        }
    }
}

/// CPython's `Py_ISSPACE`.
fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\r' | '\x0b' | '\x0c')
}

impl Parser {
    /// The parts of one f-string token's body; `error_at` is where errors in
    /// the body's structure are reported.
    pub(super) fn fstring(&mut self, body: &FStringBody, error_at: Span) -> PResult<Vec<FStringPart>> {
        let error_at = point(error_at.line, error_at.col);
        let mut scan = Scanner {
            text: &body.text,
            pos: 0,
            raw: body.raw,
            error_at,
            loc: Locator::new(&body.text, body.line, body.col),
        };
        self.fstring_parts(&mut scan, 0)
    }

    /// Literal runs and fields until the end of the body or a spec's `}`.
    fn fstring_parts(&mut self, scan: &mut Scanner, level: u32) -> PResult<Vec<FStringPart>> {
        let mut parts = Vec::new();
        loop {
            let literal = scan.literal(level)?;
            push_literal(&mut parts, literal);
            if scan.peek() != Some('{') {
                return Ok(parts);
            }
            scan.bump();
            self.replacement_field(scan, level, &mut parts)?;
        }
    }

    /// One `{...}` field (the `{` is consumed), appended to `parts`.
    fn replacement_field(&mut self, scan: &mut Scanner, level: u32, parts: &mut Vec<FStringPart>) -> PResult<()> {
        if level >= MAX_SPEC_LEVEL {
            return Err(scan.error("f-string: expressions nested too deeply"));
        }
        let start = scan.pos;
        scan.expression_end()?;
        let text = scan.text.get(start..scan.pos).unwrap_or("");
        if text.chars().all(is_space) {
            return Err(scan.error("f-string: empty expression not allowed"));
        }
        let value = self.field_expression(text, scan.loc.at(start))?;
        let mut documentation = None;
        if scan.peek() == Some('=') {
            scan.bump();
            scan.skip_whitespace();
            documentation = scan.text.get(start..scan.pos).map(str::to_string);
        }
        let mut conversion = None;
        if scan.peek() == Some('!') {
            scan.bump();
            let c = scan.peek().ok_or_else(|| scan.expecting_brace())?;
            if !matches!(c, 's' | 'r' | 'a') {
                return Err(scan.error("f-string: invalid conversion character: expected 's', 'r', or 'a'"));
            }
            scan.bump();
            conversion = Some(c);
        }
        let mut format_spec = Vec::new();
        let has_spec = scan.peek() == Some(':');
        if has_spec {
            scan.bump();
            format_spec = self.fstring_parts(scan, level + 1)?;
        }
        if scan.peek() != Some('}') {
            return Err(scan.expecting_brace());
        }
        scan.bump();
        if let Some(text) = documentation {
            push_literal(parts, text);
            if conversion.is_none() && !has_spec {
                conversion = Some('r');
            }
        }
        parts.push(FStringPart::Value { value: Box::new(value), conversion, format_spec });
        Ok(())
    }

    /// Parses a field's expression text, which starts at `at` in the file,
    /// as the inside of a parenthesized group.
    fn field_expression(&mut self, text: &str, at: (u32, u32)) -> PResult<Expr> {
        let origin = Origin { line: at.0, col: at.1, nested: true };
        let mut sub = Parser::new(lexer::tokenize_partial(text, origin), self.depth);
        // CPython parses the text wrapped in parentheses; the field's `{` stands for the `(`.
        let open = point(at.0, at.1.saturating_sub(1).max(1));
        let result = sub.group_body(open, TokenKind::EndMarker);
        sub.finish(result).map_err(|mut err| {
            if err.kind == ErrorKind::SyntaxError && !err.message.starts_with("f-string") {
                err.message = format!("f-string: {}", err.message);
            }
            err
        })
    }
}
