//! Literal scanning and decoding: string bodies, escape sequences, numbers.
//!
//! Owns the rules that turn literal token text into values, shared by the
//! layout layer and by the f-string parser (which decodes literal pieces of an
//! f-string with `decode_str`).
//!
//! Algorithm:
//! 1. `scan_string` finds where a string literal ends: a backslash always
//!    protects the next character (also in raw strings, as in CPython); a
//!    newline ends a single-quoted string unterminated.
//! 2. `decode_string` applies the prefix: raw bodies are kept (line breaks
//!    normalized to `\n`), bytes must be ASCII, f-string bodies are handed over
//!    undecoded, everything else goes through the escape decoder.
//! 3. Numbers: `scan_number` follows CPython's tokenizer byte by byte (so it
//!    reports the same "invalid ... literal" errors at the same columns);
//!    `decode_number` converts the text, falling back to `BigInt` text when an
//!    integer does not fit an i64.
//!
//! Never panics: every index comes from `char_indices` or is checked with `get`.

use super::{point, FStringBody, Locator, StringProblem, TokenKind, TokenValue};
use crate::ast::Span;
use crate::diagnostic::{Diagnostic, ErrorKind};

/// String prefix flags (`u` has no effect).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Prefix {
    pub raw: bool,
    pub bytes: bool,
    pub fstring: bool,
}

/// Where a scanned string literal's parts lie (byte offsets into the source).
pub(super) struct Scanned {
    pub prefix: Prefix,
    pub body_start: usize,
    pub body_end: usize,
    /// Just past the closing quote(s).
    pub end: usize,
}

/// A string literal without its closing quote.
pub(super) struct Unterminated {
    pub triple: bool,
    /// An offset on the line CPython reports as "detected at line N".
    pub detected_at: usize,
}

/// Scans the string whose prefix starts at `start` and whose opening quote
/// ends at `quote_end`.
pub(super) fn scan_string(src: &str, start: usize, quote_end: usize) -> Result<Scanned, Unterminated> {
    let opener = src.get(start..quote_end).unwrap_or("\"");
    let quote = opener.chars().last().unwrap_or('"');
    let prefix = parse_prefix(&opener[..opener.len() - quote.len_utf8()]);
    let after = src.get(quote_end..).unwrap_or("");
    let triple = after.starts_with(&format!("{quote}{quote}"));
    let body_start = if triple { quote_end + 2 } else { quote_end };
    let body = src.get(body_start..).unwrap_or("");
    let closer = quote.to_string().repeat(if triple { 3 } else { 1 });
    let mut chars = body.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => {
                if let Some((_, '\r')) = chars.next() {
                    chars.next_if(|&(_, c)| c == '\n');
                }
            }
            '\n' | '\r' if !triple => {
                return Err(Unterminated { triple, detected_at: body_start + i });
            }
            _ if c == quote && body[i..].starts_with(closer.as_str()) => {
                let body_end = body_start + i;
                return Ok(Scanned { prefix, body_start, body_end, end: body_end + closer.len() });
            }
            _ => {}
        }
    }
    let last = src.char_indices().last().map_or(0, |(i, _)| i);
    let detected_at = if triple { last } else { src.len() };
    Err(Unterminated { triple, detected_at })
}

fn parse_prefix(text: &str) -> Prefix {
    let mut prefix = Prefix::default();
    for c in text.chars() {
        match c.to_ascii_lowercase() {
            'r' => prefix.raw = true,
            'b' => prefix.bytes = true,
            'f' => prefix.fstring = true,
            _ => {}
        }
    }
    prefix
}

/// Turns a scanned string into its token value (`BadString` if its contents
/// are invalid). `span` is the whole token, `body_pos` the line/column of
/// the body's first character.
pub(super) fn decode_string(src: &str, scanned: &Scanned, span: Span, body_pos: (u32, u32)) -> TokenValue {
    let body = src.get(scanned.body_start..scanned.body_end).unwrap_or("");
    let prefix = scanned.prefix;
    if prefix.fstring {
        let text = body.to_string();
        return TokenValue::FString(FStringBody { text, raw: prefix.raw, line: body_pos.0, col: body_pos.1 });
    }
    if prefix.bytes && !body.is_ascii() {
        let diagnostic = Diagnostic::syntax("bytes can only contain ASCII literal characters", span);
        return TokenValue::BadString(StringProblem { diagnostic, at_end: false });
    }
    let decoded = match (prefix.bytes, prefix.raw) {
        (true, true) => Ok(TokenValue::Bytes(normalize_newlines(body).into_bytes())),
        (true, false) => decode_bytes(body).map(TokenValue::Bytes),
        (false, true) => Ok(TokenValue::Str(normalize_newlines(body))),
        (false, false) => decode_str(body).map(TokenValue::Str),
    };
    decoded.unwrap_or_else(|err| {
        let at_end = matches!(err.kind, EscapeErrorKind::Codec(_));
        TokenValue::BadString(StringProblem { diagnostic: err.into_diagnostic(body, body_pos, span), at_end })
    })
}

fn normalize_newlines(text: &str) -> String {
    text.replace("\r\n", "\n").replace('\r', "\n")
}

/// Why an escape sequence could not be decoded, at which byte of the body.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct EscapeError {
    pub offset: usize,
    pub kind: EscapeErrorKind,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum EscapeErrorKind {
    /// CPython's codec error text.
    Codec(String),
    /// `\N{...}`: pith has no Unicode name table.
    NamedEscape,
    /// `\ud800`: a lone surrogate cannot live in a Rust string.
    Surrogate(u32),
}

impl EscapeError {
    /// The diagnostic for this error inside a literal whose body starts at
    /// `body_pos`; codec errors point past the token's end as CPython does.
    pub(crate) fn into_diagnostic(self, body: &str, body_pos: (u32, u32), token: Span) -> Diagnostic {
        let mut loc = Locator::new(body, body_pos.0, body_pos.1);
        let (line, col) = loc.at(self.offset);
        let at = Span { line, col, end_line: line, end_col: col + 1 };
        match self.kind {
            EscapeErrorKind::Codec(message) => Diagnostic::syntax(message, point(token.end_line, token.end_col)),
            EscapeErrorKind::NamedEscape => Diagnostic {
                kind: ErrorKind::NotImplemented,
                message: "\\N{...} escapes are not supported by pith".to_string(),
                span: at,
            },
            EscapeErrorKind::Surrogate(value) => {
                Diagnostic::unsupported(format!("the lone surrogate escape '\\u{value:04x}'"), at)
            }
        }
    }
}

/// One decoded escape sequence (the text after a backslash).
enum Escape {
    /// A code point (str) or byte value (bytes).
    Value(u32),
    /// Not an escape: the backslash and this text stay as written.
    Verbatim(usize),
    /// Backslash-newline: nothing.
    LineJoin,
}

/// Decodes the escape after the backslash at `at`; returns it and the number
/// of bytes it used after the backslash.
fn escape(body: &str, at: usize, bytes: bool) -> Result<(Escape, usize), EscapeError> {
    let rest = body.get(at + 1..).unwrap_or("");
    let Some(c) = rest.chars().next() else {
        return Ok((Escape::Verbatim(0), 0));
    };
    let simple = match c {
        '\n' => return Ok((Escape::LineJoin, 1)),
        '\r' => return Ok((Escape::LineJoin, if rest.starts_with("\r\n") { 2 } else { 1 })),
        '\\' | '\'' | '"' => Some(c as u32),
        'a' => Some(7),
        'b' => Some(8),
        'f' => Some(12),
        'n' => Some(10),
        'r' => Some(13),
        't' => Some(9),
        'v' => Some(11),
        _ => None,
    };
    if let Some(value) = simple {
        return Ok((Escape::Value(value), 1));
    }
    match c {
        '0'..='7' => {
            let digits = rest.chars().take(3).take_while(|d| d.is_digit(8)).count();
            let value = u32::from_str_radix(&rest[..digits], 8).unwrap_or(0);
            Ok((Escape::Value(value), digits))
        }
        'x' => hex_escape(body, at, 2, bytes),
        'u' if !bytes => hex_escape(body, at, 4, false),
        'U' if !bytes => hex_escape(body, at, 8, false),
        'N' if !bytes => {
            let kind = if rest[1..].starts_with('{') {
                EscapeErrorKind::NamedEscape
            } else {
                codec_error(at, at + 1, "malformed \\N character escape")
            };
            Err(EscapeError { offset: at, kind })
        }
        _ => Ok((Escape::Verbatim(c.len_utf8()), c.len_utf8())),
    }
}

fn codec_error(start: usize, end: usize, what: &str) -> EscapeErrorKind {
    EscapeErrorKind::Codec(format!(
        "(unicode error) 'unicodeescape' codec can't decode bytes in position {start}-{end}: {what}"
    ))
}

/// `\xhh`, `\uXXXX`, `\UXXXXXXXX`: exactly `width` hex digits after the letter.
fn hex_escape(body: &str, at: usize, width: usize, bytes: bool) -> Result<(Escape, usize), EscapeError> {
    let digits_text = body.get(at + 2..).unwrap_or("");
    let found = digits_text.chars().take(width).take_while(|d| d.is_ascii_hexdigit()).count();
    if found < width {
        let kind = if bytes {
            EscapeErrorKind::Codec(format!("(value error) invalid \\x escape at position {at}"))
        } else {
            let name = match width {
                2 => "truncated \\xXX escape",
                4 => "truncated \\uXXXX escape",
                _ => "truncated \\UXXXXXXXX escape",
            };
            codec_error(at, at + 1 + found, name)
        };
        return Err(EscapeError { offset: at, kind });
    }
    let value = u32::from_str_radix(&digits_text[..width], 16).unwrap_or(u32::MAX);
    if value > 0x10FFFF {
        let kind = codec_error(at, at + 1 + width, "illegal Unicode character");
        return Err(EscapeError { offset: at, kind });
    }
    if (0xD800..=0xDFFF).contains(&value) {
        return Err(EscapeError { offset: at, kind: EscapeErrorKind::Surrogate(value) });
    }
    Ok((Escape::Value(value), 1 + width))
}

/// Decodes the escapes of a (non-raw) str literal body.
pub(crate) fn decode_str(body: &str) -> Result<String, EscapeError> {
    let mut out = String::with_capacity(body.len());
    decode_with(body, false, |piece| match piece {
        Piece::Text(text) => out.push_str(text),
        Piece::Value(v) => out.push(char::from_u32(v).unwrap_or('\u{fffd}')),
    })?;
    Ok(out)
}

/// Decodes the escapes of a (non-raw) bytes literal body (already ASCII).
fn decode_bytes(body: &str) -> Result<Vec<u8>, EscapeError> {
    let mut out = Vec::with_capacity(body.len());
    decode_with(body, true, |piece| match piece {
        Piece::Text(text) => out.extend_from_slice(text.as_bytes()),
        Piece::Value(v) => out.push((v & 0xFF) as u8),
    })?;
    Ok(out)
}

enum Piece<'a> {
    Text(&'a str),
    Value(u32),
}

/// Walks `body`, handing plain text runs and escape values to `emit`.
fn decode_with<'a>(body: &'a str, bytes: bool, mut emit: impl FnMut(Piece<'a>)) -> Result<(), EscapeError> {
    let mut run_start = 0;
    let mut i = 0;
    while let Some(c) = body.get(i..).and_then(|rest| rest.chars().next()) {
        match c {
            '\\' => {
                emit(Piece::Text(&body[run_start..i]));
                let (decoded, used) = escape(body, i, bytes)?;
                match decoded {
                    Escape::Value(v) => emit(Piece::Value(v)),
                    Escape::Verbatim(len) => emit(Piece::Text(&body[i..i + 1 + len])),
                    Escape::LineJoin => {}
                }
                i += 1 + used;
                run_start = i;
            }
            '\r' => {
                emit(Piece::Text(&body[run_start..i]));
                emit(Piece::Value('\n' as u32));
                i += if body[i..].starts_with("\r\n") { 2 } else { 1 };
                run_start = i;
            }
            _ => i += c.len_utf8(),
        }
    }
    emit(Piece::Text(&body[run_start..]));
    Ok(())
}

/// A number literal that CPython's tokenizer rejects: the message, and the
/// byte offset of its cursor when it gave up (reported one column earlier).
pub(super) struct BadNumber {
    pub cursor: usize,
    pub message: String,
}

/// Scans the number starting at `start`, following CPython 3.11's tokenizer
/// (`tok_get`), and returns its kind and end offset.
pub(super) fn scan_number(src: &str, start: usize) -> Result<(TokenKind, usize), BadNumber> {
    let mut scan = NumberScan { bytes: src.as_bytes(), start, cur: start };
    scan.number()
}

struct NumberScan<'a> {
    bytes: &'a [u8],
    start: usize,
    /// Offset of the next byte to read.
    cur: usize,
}

impl NumberScan<'_> {
    fn peek(&self) -> u8 {
        self.bytes.get(self.cur).copied().unwrap_or(0)
    }

    /// Reads one byte (0 at the end).
    fn next(&mut self) -> u8 {
        let c = self.peek();
        if c != 0 {
            self.cur += 1;
        }
        c
    }

    /// Un-reads `c` (as CPython's `tok_backup`).
    fn backup(&mut self, c: u8) {
        if c != 0 {
            self.cur -= 1;
        }
    }

    fn fail<T>(&self, message: impl Into<String>) -> Result<T, BadNumber> {
        Err(BadNumber { cursor: self.cur, message: message.into() })
    }

    fn number(&mut self) -> Result<(TokenKind, usize), BadNumber> {
        let c = self.next();
        if c == b'.' {
            let c = self.next();
            return self.fraction(c);
        }
        if c == b'0' {
            return self.after_zero();
        }
        let c = self.decimal_tail()?;
        self.after_digits(c)
    }

    /// Digits (with single underscores) after a first digit; returns the
    /// first byte after them, already read.
    fn decimal_tail(&mut self) -> Result<u8, BadNumber> {
        loop {
            let mut c = self.next();
            while c.is_ascii_digit() {
                c = self.next();
            }
            if c != b'_' {
                return Ok(c);
            }
            let c = self.next();
            if !c.is_ascii_digit() {
                self.backup(c);
                return self.fail("invalid decimal literal");
            }
        }
    }

    fn after_zero(&mut self) -> Result<(TokenKind, usize), BadNumber> {
        let mut c = self.next();
        match c.to_ascii_lowercase() {
            b'x' => return self.radix(16, "hexadecimal"),
            b'o' => return self.radix(8, "octal"),
            b'b' => return self.radix(2, "binary"),
            _ => {}
        }
        loop {
            if c == b'_' {
                c = self.next();
                if !c.is_ascii_digit() {
                    self.backup(c);
                    return self.fail("invalid decimal literal");
                }
            }
            if c != b'0' {
                break;
            }
            c = self.next();
        }
        let nonzero = c.is_ascii_digit();
        if nonzero {
            c = self.decimal_tail()?;
        }
        if matches!(c, b'.' | b'e' | b'E' | b'j' | b'J') || !nonzero {
            return self.after_digits(c);
        }
        // CPython reports this one at the literal's first character.
        Err(BadNumber {
            cursor: self.start + 1,
            message: "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers"
                .to_string(),
        })
    }

    /// `0x`, `0o`, `0b` literals (the prefix is read).
    fn radix(&mut self, radix: u32, name: &str) -> Result<(TokenKind, usize), BadNumber> {
        let is_digit = |c: u8| (c as char).is_digit(radix);
        let mut c = self.next();
        loop {
            if c == b'_' {
                c = self.next();
            }
            if !is_digit(c) {
                if radix < 10 && c.is_ascii_digit() {
                    return self.fail(format!("invalid digit '{}' in {name} literal", c as char));
                }
                self.backup(c);
                return self.fail(format!("invalid {name} literal"));
            }
            while is_digit(c) {
                c = self.next();
            }
            if c != b'_' {
                break;
            }
        }
        if radix < 10 && c.is_ascii_digit() {
            return self.fail(format!("invalid digit '{}' in {name} literal", c as char));
        }
        self.verify_end(c, name)?;
        Ok((TokenKind::Int, self.cur))
    }

    /// After the integer part of a decimal literal; `c` is the byte after it.
    fn after_digits(&mut self, c: u8) -> Result<(TokenKind, usize), BadNumber> {
        match c {
            b'.' => {
                let c = self.next();
                self.fraction(c)
            }
            b'e' | b'E' => self.exponent(c),
            b'j' | b'J' => self.imaginary(),
            _ => {
                self.verify_end(c, "decimal")?;
                Ok((TokenKind::Int, self.cur))
            }
        }
    }

    /// After the `.` of a float; `c` is the byte after the dot.
    fn fraction(&mut self, c: u8) -> Result<(TokenKind, usize), BadNumber> {
        let c = if c.is_ascii_digit() { self.decimal_tail()? } else { c };
        match c {
            b'e' | b'E' => self.exponent(c),
            b'j' | b'J' => self.imaginary(),
            _ => {
                self.verify_end(c, "decimal")?;
                Ok((TokenKind::Float, self.cur))
            }
        }
    }

    /// After an `e`/`E` (read, given as `e`).
    fn exponent(&mut self, e: u8) -> Result<(TokenKind, usize), BadNumber> {
        let mut c = self.next();
        if c == b'+' || c == b'-' {
            c = self.next();
            if !c.is_ascii_digit() {
                self.backup(c);
                return self.fail("invalid decimal literal");
            }
        } else if !c.is_ascii_digit() {
            // Not an exponent: the number ends before the `e` (as in `1else`).
            self.backup(c);
            self.verify_end(e, "decimal")?;
            let kind = if self.bytes[self.start..self.cur].contains(&b'.') { TokenKind::Float } else { TokenKind::Int };
            return Ok((kind, self.cur));
        }
        let c = self.decimal_tail()?;
        if c == b'j' || c == b'J' {
            return self.imaginary();
        }
        self.verify_end(c, "decimal")?;
        Ok((TokenKind::Float, self.cur))
    }

    fn imaginary(&mut self) -> Result<(TokenKind, usize), BadNumber> {
        let c = self.next();
        self.verify_end(c, "imaginary")?;
        Ok((TokenKind::Imaginary, self.cur))
    }

    /// `c` (already read) ends the number: un-reads it, and fails if it would
    /// glue an identifier to the number (except the keywords CPython allows).
    fn verify_end(&mut self, c: u8, kind: &str) -> Result<(), BadNumber> {
        self.backup(c);
        let rest = &self.bytes[self.cur..];
        let word_len = rest.iter().take_while(|&&b| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80).count();
        let word = &rest[..word_len];
        let keyword = matches!(word, b"and" | b"else" | b"for" | b"if" | b"in" | b"is" | b"not" | b"or");
        if word_len > 0 && !keyword {
            return self.fail(format!("invalid {kind} literal"));
        }
        Ok(())
    }
}

/// The value of a scanned number (its text is known to be well formed).
pub(super) fn decode_number(kind: TokenKind, text: &str) -> TokenValue {
    let clean: String = text.chars().filter(|&c| c != '_').collect();
    match kind {
        TokenKind::Float => TokenValue::Float(parse_float(&clean)),
        TokenKind::Imaginary => {
            let digits = clean.strip_suffix(['j', 'J']).unwrap_or(&clean);
            TokenValue::Imaginary(parse_float(digits))
        }
        _ => decode_int(clean),
    }
}

fn parse_float(text: &str) -> f64 {
    text.parse().unwrap_or(f64::NAN)
}

/// An int literal's value, or its text (underscores removed) if it does not fit an i64.
fn decode_int(clean: String) -> TokenValue {
    let (digits, radix) = match clean.get(..2).map(|p| p.to_ascii_lowercase()).as_deref() {
        Some("0x") => (&clean[2..], 16),
        Some("0o") => (&clean[2..], 8),
        Some("0b") => (&clean[2..], 2),
        _ => (clean.as_str(), 10),
    };
    match i64::from_str_radix(digits, radix) {
        Ok(value) => TokenValue::Int(value),
        Err(_) => TokenValue::BigInt(clean),
    }
}
