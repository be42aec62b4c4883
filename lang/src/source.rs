//! Source bytes → source text: the first stage of the pipeline. A source
//! file is UTF-8 unless a coding declaration (PEP 263: a comment matching
//! `coding[:=]\s*NAME` on the first line, or on the second after a first
//! line that is only a comment or blank) names another encoding; pith
//! decodes UTF-8, Latin-1 and ASCII, and refuses any other name with
//! CPython's "encoding problem" SyntaxError. A UTF-8 byte order mark is
//! dropped.
//!
//! Must never: guess an encoding, or replace a byte it cannot decode.

use crate::ast::Span;
use crate::diagnostic::Diagnostic;

/// The encodings pith decodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Utf8,
    Latin1,
    Ascii,
}

/// Encodings CPython has that pith does not decode: refused with a note
/// saying so, rather than as unknown.
const KNOWN_ELSEWHERE: &[&str] = &["cp1252", "cp1251", "cp1250", "cp437", "cp850", "utf-16", "utf-32", "shift-jis", "shift_jis", "euc-jp", "euc-kr", "gbk", "gb2312", "gb18030", "big5", "koi8-r", "koi8-u", "mac-roman", "iso-8859-15", "iso-8859-2", "iso-8859-5", "iso-8859-7", "iso-8859-9"];

/// Decodes a source file's bytes as its coding declaration says.
pub fn decode(bytes: &[u8]) -> Result<String, Diagnostic> {
    let (bom, bytes) = match bytes.strip_prefix(b"\xef\xbb\xbf") {
        Some(rest) => (true, rest),
        None => (false, bytes),
    };
    let encoding = match declared(bytes) {
        None => Encoding::Utf8,
        Some((name, line)) => match encoding_named(&name) {
            Some(Encoding::Utf8) => Encoding::Utf8,
            Some(e) if !bom => e,
            Some(_) => return Err(Diagnostic::syntax(format!("encoding problem: {} with BOM", name), at(line, 1))),
            None if KNOWN_ELSEWHERE.contains(&name.to_ascii_lowercase().as_str()) => {
                return Err(Diagnostic::syntax(format!("encoding problem: {} (pith reads utf-8, latin-1 and ascii sources)", name), at(line, 1)));
            }
            None => return Err(Diagnostic::syntax(format!("encoding problem: {}", name), at(line, 1))),
        },
    };
    match encoding {
        Encoding::Latin1 => Ok(bytes.iter().map(|&b| b as char).collect()),
        Encoding::Ascii => match bytes.iter().position(|b| !b.is_ascii()) {
            None => Ok(bytes.iter().map(|&b| b as char).collect()),
            Some(i) => Err(Diagnostic::syntax("encoding problem: ascii", position(bytes, i))),
        },
        Encoding::Utf8 => String::from_utf8(bytes.to_vec()).map_err(|e| {
            let i = e.utf8_error().valid_up_to();
            Diagnostic::syntax(format!("invalid UTF-8 byte 0x{:02x} (source files must be UTF-8 unless a coding declaration says otherwise)", bytes[i]), position(bytes, i))
        }),
    }
}

/// `decode` for the file at `path`: bytes that are not UTF-8 in a file
/// with no coding declaration get CPython's message, which names the file.
pub fn decode_file(bytes: &[u8], path: &str) -> Result<String, Diagnostic> {
    decode(bytes).map_err(|mut d| {
        if let (None, Err(e)) = (declared(bytes), std::str::from_utf8(bytes)) {
            let i = e.valid_up_to();
            d.message = format!(
                "Non-UTF-8 code starting with '\\x{:02x}' in file {} on line {}, but no encoding declared; see https://peps.python.org/pep-0263/ for details",
                bytes[i],
                path,
                position(bytes, i).line
            );
        }
        d
    })
}

/// The encoding a coding declaration names, and its line, if there is one.
fn declared(bytes: &[u8]) -> Option<(String, u32)> {
    let mut lines = bytes.split(|&b| b == b'\n');
    let first = lines.next()?;
    if let Some(name) = coding_comment(first) {
        return Some((name, 1));
    }
    let only_comment = first.iter().copied().find(|b| !b" \t\x0c\r".contains(b)).is_none_or(|b| b == b'#');
    if !only_comment {
        return None;
    }
    coding_comment(lines.next()?).map(|name| (name, 2))
}

/// The NAME of a line `[ \t\f]*#...coding[:=][ \t]*NAME`.
fn coding_comment(line: &[u8]) -> Option<String> {
    let start = line.iter().position(|b| !b" \t\x0c".contains(b))?;
    if line[start] != b'#' {
        return None;
    }
    let comment = &line[start..];
    let at = comment.windows(6).position(|w| w == b"coding")?;
    let rest = comment.get(at + 6..)?;
    if !matches!(rest.first(), Some(b':' | b'=')) {
        return None;
    }
    let rest = &rest[1..];
    let name: Vec<u8> = rest.iter().copied().skip_while(|b| *b == b' ' || *b == b'\t').take_while(|b| b.is_ascii_alphanumeric() || b"-_.".contains(b)).collect();
    (!name.is_empty()).then(|| String::from_utf8_lossy(&name).into_owned())
}

/// The encoding of a declared name, as CPython normalizes the common ones.
pub fn encoding_named(name: &str) -> Option<Encoding> {
    let n = name.to_ascii_lowercase().replace('_', "-");
    match n.as_str() {
        "utf-8" | "utf8" | "utf-8-sig" => Some(Encoding::Utf8),
        "latin-1" | "latin1" | "iso-8859-1" | "iso8859-1" | "iso-latin-1" | "l1" | "cp819" | "8859" | "latin" => Some(Encoding::Latin1),
        "ascii" | "us-ascii" | "646" => Some(Encoding::Ascii),
        _ if n.starts_with("utf-8-") => Some(Encoding::Utf8),
        _ if n.starts_with("latin-1-") || n.starts_with("iso-8859-1-") || n.starts_with("iso-latin-1-") => Some(Encoding::Latin1),
        _ => None,
    }
}

/// The span of one character at `line`, `col`.
fn at(line: u32, col: u32) -> Span {
    Span { line, col, end_line: line, end_col: col + 1 }
}

/// The line and column (from 1) of byte `i`.
fn position(bytes: &[u8], i: usize) -> Span {
    let before = &bytes[..i];
    let line = before.iter().filter(|b| **b == b'\n').count() + 1;
    let col = before.iter().rev().take_while(|b| **b != b'\n').count() + 1;
    at(line as u32, col as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_latin1_declaration_decodes_bytes_as_latin1() {
        assert_eq!(decode(b"# -*- coding: latin-1 -*-\ns = '\xe9'\n").as_deref(), Ok("# -*- coding: latin-1 -*-\ns = '\u{e9}'\n"));
        assert_eq!(decode(b"#!/usr/bin/env python\n# vim: set fileencoding=iso-8859-1 :\n\xe9\n").map(|s| s.ends_with("\u{e9}\n")), Ok(true));
    }

    #[test]
    fn a_declaration_counts_on_the_first_two_lines_only() {
        // Line 2 counts only after a comment line; line 3 never.
        assert!(decode(b"x = 1\n# coding: latin-1\n\xe9").is_err());
        assert!(decode(b"\n\n# coding: latin-1\n\xe9").is_err());
        assert!(decode(b"\n# coding: latin-1\n\xe9").is_ok());
    }

    #[test]
    fn unknown_and_undecodable_encodings_are_refused() {
        assert_eq!(decode(b"# coding: bogus-enc\n").map_err(|d| d.message), Err("encoding problem: bogus-enc".to_string()));
        assert_eq!(decode(b"# coding=ascii\ns = '\xe9'\n").map_err(|d| (d.message, d.span.line)), Err(("encoding problem: ascii".to_string(), 2)));
        assert!(decode(b"# coding: cp1252\n").map_err(|d| d.message).is_err_and(|m| m.contains("pith reads")));
        assert!(decode(b"x = '\xe9'\n").is_err(), "UTF-8 by default");
    }

    #[test]
    fn a_utf8_bom_is_dropped() {
        assert_eq!(decode(b"\xef\xbb\xbfprint(1)\n").as_deref(), Ok("print(1)\n"));
        assert!(decode(b"\xef\xbb\xbf# coding: latin-1\n").is_err());
    }
}
