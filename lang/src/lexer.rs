//! Source text → tokens, including Python's layout tokens.
//!
//! This module owns tokenization: the layout layer that turns physical lines
//! into NEWLINE / INDENT / DEDENT / ENDMARKER around the raw tokens. The
//! token kinds (declared once, as the logos enum `TokenKind`) and the `Token`
//! the parser consumes live in `lexer::token`; literal decoding (strings,
//! numbers) in `lexer::literals`.
//!
//! Algorithm:
//! 1. logos splits the text into raw tokens; spaces, tabs, form feeds and
//!    comments are skipped by logos itself. Strings and numbers are matched by
//!    logos only by their first characters; the rest is scanned by hand
//!    (`literals`) and the lexer is bumped past it.
//! 2. A forward-moving `Locator` turns byte offsets into 1-based line/column
//!    (columns count characters).
//! 3. The first token of every logical line outside brackets measures that
//!    line's indentation (tabs to the next multiple of 8, and a second count with
//!    tabs as 1 to detect inconsistent mixing), then pushes an INDENT or pops
//!    DEDENTs against the indentation stack.
//! 4. A newline ends a logical line (NEWLINE token) unless the line was blank or
//!    comment-only, or a bracket is open (implicit joining); backslash-newline
//!    joins lines explicitly.
//! 5. At end of input: an unclosed bracket is an error, otherwise a final
//!    NEWLINE, the pending DEDENTs and ENDMARKER are emitted.
//!
//! Errors: CPython's tokenizer is lazy, so a lexical error competes with the
//! parser's errors. `tokenize_partial` returns the tokens before the error,
//! an ENDMARKER sentinel standing for it, and the error with its
//! `Precedence`; the parser decides what CPython would report. Invalid string
//! contents are not lexical errors: they become `BadString` tokens, reported
//! by the parser when it joins the literals. Positions follow CPython where it
//! is practical (a NEWLINE after a comment starts at the `#`; a DEDENT sits at
//! the indentation's width).
//!
//! Invariants: the token vector always ends with exactly one ENDMARKER; token
//! spans are monotonic. Never panics on any input: slicing only happens at
//! offsets that logos or `char_indices` produced, or that were checked.

mod literals;
mod token;

use crate::ast::Span;
use crate::diagnostic::Diagnostic;
use logos::Logos;

pub(crate) use literals::decode_str;
pub use token::{FStringBody, StringProblem, Token, TokenKind, TokenValue};

/// CPython's limit on open brackets (`MAXLEVEL`).
const MAX_BRACKET_DEPTH: usize = 200;
/// CPython's limit on indentation levels (`MAXINDENT`).
const MAX_INDENT_DEPTH: usize = 100;

/// Where a piece of source text sits in its file, and how to lex it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Origin {
    pub line: u32,
    pub col: u32,
    /// The text is an f-string replacement field: lexed as if inside brackets,
    /// with no layout tokens except the final ENDMARKER.
    pub nested: bool,
}

impl Origin {
    pub const FILE: Origin = Origin { line: 1, col: 1, nested: false };
}

/// The tokens up to the first error (always ending in ENDMARKER) and that error.
#[derive(Debug)]
pub(crate) struct Lexed {
    pub tokens: Vec<Token>,
    pub error: Option<LexError>,
}

/// A lexical error and how it competes with a parser error found earlier in
/// the file (CPython re-tokenizes the rest of the file after a parser error).
#[derive(Clone, Debug)]
pub(crate) struct LexError {
    pub diagnostic: Diagnostic,
    pub precedence: Precedence,
}

#[derive(Clone, Copy, Debug)]
pub(crate) enum Precedence {
    /// Raised again while re-tokenizing: replaces any earlier parser error.
    Overrides,
    /// A tokenizer "state" error (indentation, line continuation) reported
    /// only when the parser reaches it; otherwise the bracket open at that
    /// point, if any, may be reported as never closed (see `Unclosed`).
    WhenReached { open_bracket: Option<(char, Span)> },
    /// A bracket still open at end of input: replaces a parser error only
    /// when the parser had read past the bracket's line.
    Unclosed { open: char, span: Span },
}

impl From<Diagnostic> for LexError {
    fn from(diagnostic: Diagnostic) -> LexError {
        LexError { diagnostic, precedence: Precedence::Overrides }
    }
}

/// CPython's message for a bracket left open.
pub(crate) fn never_closed(open: char, span: Span) -> Diagnostic {
    Diagnostic::syntax(format!("'{open}' was never closed"), span)
}

/// Tokenizes a whole file. The first lexical error is returned, and so is the
/// first invalid string literal (whose error the parser would report).
pub fn tokenize(source: &str) -> Result<Vec<Token>, Diagnostic> {
    let lexed = tokenize_partial(source, Origin::FILE);
    if let Some(err) = lexed.error {
        return Err(err.diagnostic);
    }
    for token in &lexed.tokens {
        if let TokenValue::BadString(problem) = &token.value {
            return Err(problem.diagnostic.clone());
        }
    }
    Ok(lexed.tokens)
}

/// Tokenizes `source`, stopping at the first error (see the module comment).
pub(crate) fn tokenize_partial(source: &str, origin: Origin) -> Lexed {
    let source = source.strip_prefix('\u{feff}').unwrap_or(source);
    let mut layout = Layout::new(source, origin);
    let error = layout.run().err();
    if let Some(err) = &error {
        let at = point(err.diagnostic.span.line, err.diagnostic.span.col);
        layout.tokens.push(Token { kind: TokenKind::EndMarker, span: at, value: TokenValue::None });
    }
    Lexed { tokens: layout.tokens, error }
}

/// Converts byte offsets to line/column. Queries are expected in increasing
/// order (each costs the distance moved); going back restarts from the
/// current line's start, or from the beginning if the target is before it.
pub(crate) struct Locator<'s> {
    src: &'s str,
    origin: (u32, u32),
    offset: usize,
    line: u32,
    col: u32,
    /// Where the current line starts, and its first column.
    line_offset: usize,
    line_col: u32,
}

impl<'s> Locator<'s> {
    pub fn new(src: &'s str, line: u32, col: u32) -> Locator<'s> {
        Locator { src, origin: (line, col), offset: 0, line, col, line_offset: 0, line_col: col }
    }

    /// The line and column of byte `target` (clamped to a char boundary).
    pub fn at(&mut self, target: usize) -> (u32, u32) {
        let mut target = target.min(self.src.len());
        while !self.src.is_char_boundary(target) {
            target -= 1;
        }
        if target < self.line_offset {
            self.offset = 0;
            (self.line, self.col) = self.origin;
            (self.line_offset, self.line_col) = (0, self.origin.1);
        } else if target < self.offset {
            (self.offset, self.col) = (self.line_offset, self.line_col);
        }
        // One pass over the bytes: "\r\n" ends a line at its "\n"; a byte
        // that is not a UTF-8 continuation byte starts a character.
        let bytes = self.src.as_bytes();
        for at in self.offset..target {
            let b = bytes[at];
            if b == b'\n' || (b == b'\r' && bytes.get(at + 1) != Some(&b'\n')) {
                self.line += 1;
                self.col = 1;
                (self.line_offset, self.line_col) = (at + 1, 1);
            } else if b != b'\r' && b & 0xC0 != 0x80 {
                self.col += 1;
            }
        }
        self.offset = target;
        (self.line, self.col)
    }

    pub fn span(&mut self, start: usize, end: usize) -> Span {
        let (line, col) = self.at(start);
        let (end_line, end_col) = self.at(end);
        Span { line, col, end_line, end_col }
    }
}

/// A zero-width span at a position.
pub(crate) fn point(line: u32, col: u32) -> Span {
    Span { line, col, end_line: line, end_col: col }
}

#[derive(Clone, Copy)]
struct Level {
    /// Indentation with tabs to multiples of 8.
    col: u32,
    /// Indentation with tabs counted as 1, to detect inconsistent mixing.
    alt: u32,
}

struct Layout<'s> {
    src: &'s str,
    lex: logos::Lexer<'s, TokenKind>,
    loc: Locator<'s>,
    nested: bool,
    tokens: Vec<Token>,
    indents: Vec<Level>,
    brackets: Vec<(TokenKind, Span)>,
    /// Byte offset where the current logical line began.
    line_start: usize,
    /// No token has been seen on the current logical line yet.
    at_line_start: bool,
    /// The previous raw token was a backslash continuation.
    after_join: Option<usize>,
    /// Where the last significant token ended.
    last_end: usize,
}

impl<'s> Layout<'s> {
    fn new(src: &'s str, origin: Origin) -> Layout<'s> {
        Layout {
            src,
            lex: TokenKind::lexer(src),
            loc: Locator::new(src, origin.line, origin.col),
            nested: origin.nested,
            tokens: Vec::new(),
            indents: vec![Level { col: 0, alt: 0 }],
            brackets: Vec::new(),
            line_start: 0,
            at_line_start: true,
            after_join: None,
            last_end: 0,
        }
    }

    fn here(&mut self, offset: usize) -> Span {
        let (line, col) = self.loc.at(offset);
        point(line, col)
    }

    fn push(&mut self, kind: TokenKind, span: Span, value: TokenValue) {
        self.tokens.push(Token { kind, span, value });
    }

    fn run(&mut self) -> Result<(), LexError> {
        while let Some(next) = self.lex.next() {
            let range = self.lex.span();
            match next {
                Ok(kind) => self.raw_token(kind, range.start, range.end)?,
                Err(()) => return Err(self.invalid_character(range.start).into()),
            }
        }
        self.finish()
    }

    fn raw_token(&mut self, kind: TokenKind, start: usize, end: usize) -> Result<(), LexError> {
        self.after_join = None;
        match kind {
            TokenKind::Newline => {
                self.newline(start, end);
                Ok(())
            }
            TokenKind::LineJoin => {
                self.after_join = Some(start + 1);
                Ok(())
            }
            TokenKind::Backslash if end == self.src.len() => {
                let span = self.here(end);
                Err(self.when_reached(Diagnostic::syntax("unexpected EOF while parsing", span)))
            }
            TokenKind::Backslash => {
                let span = self.here(end);
                let message = "unexpected character after line continuation character";
                Err(self.when_reached(Diagnostic::syntax(message, span)))
            }
            _ => {
                if self.at_line_start && self.brackets.is_empty() && !self.nested {
                    self.indentation(start)?;
                }
                self.at_line_start = false;
                self.significant(kind, start, end)?;
                self.last_end = self.lex.span().end;
                Ok(())
            }
        }
    }

    fn newline(&mut self, start: usize, end: usize) {
        if !self.brackets.is_empty() || self.nested {
            return;
        }
        if !self.at_line_start {
            // Like CPython's, a NEWLINE after a comment starts at the `#`.
            let gap = self.src.get(self.last_end..start).unwrap_or("");
            let at = gap.find('#').map_or(start, |i| self.last_end + i);
            let span = self.loc.span(at, at);
            let span = Span { end_col: span.col + 1, ..span };
            self.push(TokenKind::Newline, span, TokenValue::None);
            self.at_line_start = true;
        }
        self.line_start = end;
    }

    /// Compares the indentation of the line starting at `line_start` with the
    /// stack and emits INDENT/DEDENT tokens.
    /// A tokenizer state error (see `Precedence::WhenReached`).
    fn when_reached(&self, diagnostic: Diagnostic) -> LexError {
        let open_bracket = self.brackets.last().map(|&(kind, span)| (kind.bracket_char().unwrap_or('('), span));
        LexError { diagnostic, precedence: Precedence::WhenReached { open_bracket } }
    }

    fn indentation(&mut self, first: usize) -> Result<(), LexError> {
        let (level, chars) = measure_indent(&self.src[self.line_start..first]);
        // The line of the first token (the logical line may begin with joined lines).
        let physical_start = first - chars as usize;
        let (line, _) = self.loc.at(physical_start);
        let top = self.indents.last().copied().unwrap_or(Level { col: 0, alt: 0 });
        let inconsistent = || LexError {
            diagnostic: Diagnostic::tab("inconsistent use of tabs and spaces in indentation", point(line, 1)),
            precedence: Precedence::WhenReached { open_bracket: None },
        };
        if level.col == top.col {
            if level.alt != top.alt {
                return Err(inconsistent());
            }
        } else if level.col > top.col {
            if level.alt <= top.alt {
                return Err(inconsistent());
            }
            if self.indents.len() >= MAX_INDENT_DEPTH {
                let diagnostic = Diagnostic::indentation("too many levels of indentation", point(line, 1));
                return Err(self.when_reached(diagnostic));
            }
            self.indents.push(level);
            let span = Span { line, col: 1, end_line: line, end_col: chars + 1 };
            self.push(TokenKind::Indent, span, TokenValue::None);
        } else {
            self.dedent(level, line, first, physical_start)?;
        }
        Ok(())
    }

    /// Pops the levels deeper than `level`, which must then be the top
    /// (checked first: CPython emits no DEDENT for an inconsistent line).
    fn dedent(&mut self, level: Level, line: u32, first: usize, physical_start: usize) -> Result<(), LexError> {
        let keep = self.indents.iter().rposition(|l| l.col <= level.col).unwrap_or(0);
        let target = self.indents.get(keep).copied().unwrap_or(Level { col: 0, alt: 0 });
        let state_error = |diagnostic| LexError { diagnostic, precedence: Precedence::WhenReached { open_bracket: None } };
        if level.col != target.col {
            let width = line_text(self.src, physical_start).chars().count() as u32;
            let message = "unindent does not match any outer indentation level";
            return Err(state_error(Diagnostic::indentation(message, point(line, width + 1))));
        }
        if level.alt != target.alt {
            let message = "inconsistent use of tabs and spaces in indentation";
            return Err(state_error(Diagnostic::tab(message, point(line, 1))));
        }
        // CPython reports errors at a DEDENT at the indentation's width.
        let first_col = self.here(first).col;
        let at = point(line, first_col.saturating_sub(1).max(1));
        while self.indents.len() > keep + 1 {
            self.indents.pop();
            self.push(TokenKind::Dedent, at, TokenValue::None);
        }
        Ok(())
    }

    fn significant(&mut self, kind: TokenKind, start: usize, end: usize) -> Result<(), LexError> {
        match kind {
            TokenKind::String => return self.string(start, end),
            TokenKind::Int => return self.number(start, end),
            _ => {}
        }
        let span = self.loc.span(start, end);
        match kind {
            TokenKind::LPar | TokenKind::LSqb | TokenKind::LBrace => self.open_bracket(kind, span)?,
            TokenKind::RPar | TokenKind::RSqb | TokenKind::RBrace => self.close_bracket(kind, span)?,
            _ => {}
        }
        let value = match kind {
            TokenKind::Name => TokenValue::Name(self.src[start..end].to_string()),
            _ => TokenValue::None,
        };
        self.push(kind, span, value);
        Ok(())
    }

    fn invalid_character(&mut self, offset: usize) -> Diagnostic {
        let c = self.src.get(offset..).and_then(|rest| rest.chars().next()).unwrap_or('\0');
        let span = self.here(offset);
        let span = Span { end_col: span.col + 1, ..span };
        if c == '\0' {
            Diagnostic::syntax("source code cannot contain null bytes", span)
        } else if c.is_control() || c.is_whitespace() {
            Diagnostic::syntax(format!("invalid non-printable character U+{:04X}", c as u32), span)
        } else {
            Diagnostic::syntax(format!("invalid character '{}' (U+{:04X})", c, c as u32), span)
        }
    }

    fn open_bracket(&mut self, kind: TokenKind, span: Span) -> Result<(), Diagnostic> {
        if self.brackets.len() >= MAX_BRACKET_DEPTH {
            return Err(Diagnostic::syntax("too many nested parentheses", span));
        }
        self.brackets.push((kind, span));
        Ok(())
    }

    fn close_bracket(&mut self, kind: TokenKind, span: Span) -> Result<(), Diagnostic> {
        let close = kind.bracket_char().unwrap_or('?');
        let Some((open, open_span)) = self.brackets.pop() else {
            return Err(Diagnostic::syntax(format!("unmatched '{close}'"), span));
        };
        if open.closer() == Some(close) {
            return Ok(());
        }
        let open_char = open.bracket_char().unwrap_or('?');
        let mut message = format!("closing parenthesis '{close}' does not match opening parenthesis '{open_char}'");
        if open_span.line != span.line {
            message.push_str(&format!(" on line {}", open_span.line));
        }
        Err(Diagnostic::syntax(message, span))
    }

    fn string(&mut self, start: usize, quote_end: usize) -> Result<(), LexError> {
        let scanned = literals::scan_string(self.src, start, quote_end);
        let scanned = match scanned {
            Ok(scanned) => scanned,
            Err(unterminated) => return Err(self.unterminated(start, unterminated).into()),
        };
        self.lex.bump(scanned.end - quote_end);
        let (line, col) = self.loc.at(start);
        let body_pos = self.loc.at(scanned.body_start);
        let (end_line, end_col) = self.loc.at(scanned.end);
        let span = Span { line, col, end_line, end_col };
        let value = literals::decode_string(self.src, &scanned, span, body_pos);
        self.push(TokenKind::String, span, value);
        Ok(())
    }

    fn unterminated(&mut self, start: usize, err: literals::Unterminated) -> Diagnostic {
        let span = self.here(start);
        let (detected, _) = self.loc.at(err.detected_at);
        let message = if err.triple {
            format!("unterminated triple-quoted string literal (detected at line {detected})")
        } else {
            format!("unterminated string literal (detected at line {detected})")
        };
        Diagnostic::syntax(message, span)
    }

    /// Scans a number whose first character(s) logos matched in `start..end`.
    fn number(&mut self, start: usize, end: usize) -> Result<(), LexError> {
        let (kind, number_end) = match literals::scan_number(self.src, start) {
            Ok(scanned) => scanned,
            Err(bad) => {
                // CPython reports the column before its cursor.
                let (line, col) = self.loc.at(bad.cursor);
                return Err(Diagnostic::syntax(bad.message, point(line, col.saturating_sub(1).max(1))).into());
            }
        };
        self.lex.bump(number_end.saturating_sub(end));
        let span = self.loc.span(start, number_end);
        let text = self.src.get(start..number_end).unwrap_or("0");
        self.push(kind, span, literals::decode_number(kind, text));
        Ok(())
    }

    fn finish(&mut self) -> Result<(), LexError> {
        let eof = self.src.len();
        if let Some(at) = self.after_join {
            let span = self.here(at);
            return Err(self.when_reached(Diagnostic::syntax("unexpected EOF while parsing", span)));
        }
        if let Some(&(kind, span)) = self.brackets.last() {
            let open = kind.bracket_char().unwrap_or('(');
            let precedence = Precedence::Unclosed { open, span };
            return Err(LexError { diagnostic: never_closed(open, span), precedence });
        }
        if !self.nested && !self.at_line_start {
            self.newline(eof, eof);
        }
        let mut end = self.here(eof);
        if self.nested {
            // The character after a replacement field's text (`}`, `!`, ...)
            // plays the closing parenthesis CPython wraps the text in.
            end.end_col += 1;
        } else {
            for _ in 1..self.indents.len() {
                self.push(TokenKind::Dedent, end, TokenValue::None);
            }
        }
        self.push(TokenKind::EndMarker, end, TokenValue::None);
        Ok(())
    }
}

/// The indentation of a line prefix, and how many characters its last
/// physical line's part spans. As in CPython, indentation may continue over
/// backslash-joined lines, and a backslash after some indentation fixes the
/// level there.
fn measure_indent(prefix: &str) -> (Level, u32) {
    let mut level = Level { col: 0, alt: 0 };
    let mut joined_at: Option<Level> = None;
    let mut chars = 0;
    let mut rest = prefix.chars().peekable();
    while let Some(c) = rest.next() {
        match c {
            ' ' => {
                level.col += 1;
                level.alt += 1;
            }
            '\t' => {
                level.col = (level.col / 8 + 1) * 8;
                level.alt += 1;
            }
            '\x0c' => level = Level { col: 0, alt: 0 },
            '\\' if matches!(rest.peek(), Some('\n' | '\r')) => {
                if level.col > 0 && joined_at.is_none() {
                    joined_at = Some(level);
                }
                if rest.next() == Some('\r') {
                    rest.next_if_eq(&'\n');
                }
                chars = 0;
                continue;
            }
            _ => break,
        }
        chars += 1;
    }
    (joined_at.unwrap_or(level), chars)
}

/// The physical line starting at `start`, without its line break.
fn line_text(src: &str, start: usize) -> &str {
    let rest = src.get(start..).unwrap_or("");
    rest.split(['\n', '\r']).next().unwrap_or("")
}
