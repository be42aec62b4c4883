//! The marks under a traceback's source line, as CPython 3.11 prints them:
//! `^` under the columns of the instruction the frame was at, and for a
//! binary operation or a subscript `~` under the operands and `^` under the
//! operator or the brackets (`~~~^~~~`, `~~~~^^^^^`). None when the marks
//! would only underline the whole line.
//!
//! Must never: touch the heap; it reads text and re-parses a segment of it.

use lang::ast::{ExprKind, Span, StmtKind};

/// The marks line for source line `text` (as written, indentation
/// included) and the span of the instruction, or None when CPython shows none.
pub fn marks(text: &str, span: Span) -> Option<String> {
    let chars: Vec<char> = text.trim_end().chars().collect();
    let indent = chars.iter().take_while(|c| c.is_whitespace()).count();
    let start = (span.col as usize).checked_sub(1)?;
    let end = if span.end_line == span.line {
        (span.end_col as usize).checked_sub(1)?.min(chars.len())
    } else {
        // An instruction spanning lines: marked to the end of this one.
        chars.len()
    };
    if start < indent || start >= end {
        return None;
    }
    let anchors = if span.end_line == span.line { anchors(&chars[start..end].iter().collect::<String>()) } else { None };
    if end - start == chars.len() - indent && anchors.is_none() {
        return None;
    }
    let mut out = " ".repeat(4 + start - indent);
    for i in 0..end - start {
        out.push(match anchors {
            Some((left, right)) if i < left || i >= right => '~',
            _ => '^',
        });
    }
    Some(out)
}

/// For a segment that is one binary operation or subscript: where its
/// operator (or bracketed part) starts and ends, in characters of the segment.
fn anchors(segment: &str) -> Option<(usize, usize)> {
    let module = lang::parse_module(segment).ok()?;
    let [stmt] = module.body.as_slice() else { return None };
    let StmtKind::Expr(e) = &stmt.kind else { return None };
    let chars: Vec<char> = segment.chars().collect();
    // The parser's columns are 1-based; these offsets are 0-based.
    let offset = |col: u32| (col as usize).saturating_sub(1).min(chars.len());
    match &e.kind {
        ExprKind::BinOp { left, right, .. } => {
            let (from, to) = (offset(left.span.end_col), offset(right.span.col));
            let mut found = None;
            let mut i = from;
            while i < to {
                if chars[i].is_whitespace() {
                    i += 1;
                    continue;
                }
                let two = i + 1 < to && !chars[i + 1].is_whitespace();
                found = Some((i, i + 1 + two as usize));
                // A closing parenthesis of the left operand: the operator is further on.
                if chars[i] == ')' && i + 1 < to {
                    i += 1;
                    continue;
                }
                break;
            }
            found
        }
        ExprKind::Subscript { value, index } => {
            let mut left = offset(value.span.end_col);
            let mut right = offset(index.span.end_col) + 1;
            while left < chars.len() && chars[left] != '[' {
                left += 1;
            }
            while right < chars.len() && chars[right] != ']' {
                right += 1;
            }
            if right < chars.len() {
                right += 1;
            }
            Some((left, right))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: &str, from: &str) -> Option<String> {
        let col = line.find(from).expect("segment in line") as u32 + 1;
        let span = Span { line: 1, col, end_line: 1, end_col: col + from.chars().count() as u32 };
        marks(line, span)
    }

    #[test]
    fn binary_operations_mark_the_operator() {
        assert_eq!(at("    return 1/0", "1/0").as_deref(), Some("           ~^~"));
        assert_eq!(at("x = a // b", "a // b").as_deref(), Some("        ~~^^~~"));
        assert_eq!(at("1/0", "1/0").as_deref(), Some("    ~^~"));
    }

    #[test]
    fn subscripts_mark_the_brackets() {
        assert_eq!(at("y = d['key'] + 1", "d['key']").as_deref(), Some("        ~^^^^^^^"));
    }

    #[test]
    fn calls_are_underlined_unless_they_are_the_whole_line() {
        assert_eq!(at("x = f(1)", "f(1)").as_deref(), Some("        ^^^^"));
        assert_eq!(at("    f(1)", "f(1)"), None);
    }
}
