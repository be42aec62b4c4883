//! How the interactive prompt reads its input: whether the lines typed so
//! far make statements to run, need more lines, or are an error — CPython's
//! rules: a simple statement runs as soon as it is complete (an open
//! bracket, triple-quoted string or backslash asks for more), a compound
//! statement (`if`, `def`, a decorator, ...) runs at the first empty line,
//! and an error is reported as soon as a line makes it certain.
//!
//! Must never: compile or run anything; it only parses.

use crate::ast::{Span, Stmt, StmtKind};
use crate::diagnostic::Diagnostic;

/// What the lines typed so far are.
#[derive(Debug, PartialEq)]
pub enum Input {
    /// Nothing but blank lines and comments: prompt again, afresh.
    Empty,
    /// Statements to compile and run.
    Complete,
    /// More lines are needed (the secondary prompt).
    More,
    /// A syntax error the lines typed so far already make certain.
    Error(Diagnostic),
}

/// Reads `source`, the lines typed since the primary prompt, each ended by
/// a newline.
pub fn classify(source: &str) -> Input {
    let last_blank = source.lines().last().map_or(true, |l| l.trim().is_empty());
    if let Some(d) = statement_after_block(source) {
        return Input::Error(d);
    }
    match crate::parser::parse_interactive(source) {
        Ok(m) if m.body.is_empty() => {
            if source.lines().count() <= 1 || last_blank {
                Input::Empty
            } else {
                Input::More
            }
        }
        Ok(m) if m.body.iter().any(is_compound) && !last_blank => Input::More,
        Ok(_) => Input::Complete,
        Err(d) if wants_more(&d, last_blank) || (after_decorator(source) && !last_blank) => Input::More,
        Err(mut d) => {
            if d.message.starts_with("expected an indented block") && last_blank {
                // CPython's prompt reports it at the empty line.
                let line = source.lines().count() as u32;
                d.span = Span { line, col: 1, end_line: line, end_col: 1 };
            }
            Input::Error(d)
        }
    }
}

/// Does this error only say that the input stopped early? A block still
/// missing after an empty line is an error, as at CPython's prompt.
fn wants_more(d: &Diagnostic, last_blank: bool) -> bool {
    let m = d.message.as_str();
    m == "unexpected EOF while parsing"
        || m.ends_with("was never closed")
        || m.starts_with("unterminated triple-quoted string")
        || ((m.starts_with("expected an indented block") || m == "expected 'except' or 'finally' block") && !last_blank)
}

/// A compound statement at the prompt ends at an empty line: a new
/// statement at the margin right after its block (the lines before it
/// parse as a whole compound statement) is an error at that line, as at
/// CPython's prompt. `else`, `elif`, `except` and `finally` go on the
/// statement.
fn statement_after_block(source: &str) -> Option<Diagnostic> {
    let (before, last) = source.trim_end_matches('\n').rsplit_once('\n')?;
    let starts_clause = ["else", "elif", "except", "finally"].iter().any(|k| last.strip_prefix(k).is_some_and(|rest| rest.starts_with([':', ' ', '*', '('])));
    if last.starts_with([' ', '\t', '#']) || last.trim().is_empty() || starts_clause {
        return None;
    }
    let module = crate::parser::parse_interactive(&format!("{}\n", before)).ok()?;
    if !module.body.first().is_some_and(is_compound) {
        return None;
    }
    let line = source.trim_end_matches('\n').lines().count() as u32;
    Some(Diagnostic::syntax("invalid syntax", Span { line, col: 1, end_line: line, end_col: 2 }))
}

/// Does the input end with a decorator line, which the decorated
/// definition must follow?
fn after_decorator(source: &str) -> bool {
    source.lines().last().is_some_and(|l| l.trim_start().starts_with('@'))
}

/// A statement with a block of its own, which the prompt ends at an empty line.
fn is_compound(s: &Stmt) -> bool {
    matches!(
        s.kind,
        StmtKind::If { .. }
            | StmtKind::While { .. }
            | StmtKind::For { .. }
            | StmtKind::FunctionDef(_)
            | StmtKind::ClassDef(_)
            | StmtKind::Try { .. }
            | StmtKind::With { .. }
            | StmtKind::Match { .. }
            | StmtKind::Lowered { .. }
    )
}

/// CPython's 'single' mode takes one statement: several simple statements
/// on the first line (`a = 1; b = 2`) count as one, a second line does
/// not (the error stands at the first statement, as CPython's does).
pub fn check_single(body: &[Stmt]) -> Result<(), Diagnostic> {
    let Some(first) = body.first() else { return Ok(()) };
    match body.iter().skip(1).any(|s| s.span.line != first.span.line) {
        true => Err(Diagnostic::syntax("multiple statements found while compiling a single statement", first.span)),
        false => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(source: &str) -> &'static str {
        match classify(source) {
            Input::Empty => "empty",
            Input::Complete => "complete",
            Input::More => "more",
            Input::Error(_) => "error",
        }
    }

    #[test]
    fn simple_statements_run_when_complete() {
        assert_eq!(kind("1 + 1\n"), "complete");
        assert_eq!(kind("x = (1,\n"), "more");
        assert_eq!(kind("x = (1,\n2)\n"), "complete");
        assert_eq!(kind("s = \"\"\"a\n"), "more");
        assert_eq!(kind("x = 1 \\\n"), "more");
        assert_eq!(kind("x = 1 \\\n + 2\n"), "complete");
    }

    #[test]
    fn compound_statements_end_at_an_empty_line() {
        assert_eq!(kind("if x:\n"), "more");
        assert_eq!(kind("if x: 5\n"), "more");
        assert_eq!(kind("if x: 5\n\n"), "complete");
        assert_eq!(kind("def f():\n    return 1\n"), "more");
        assert_eq!(kind("def f():\n    return 1\n\n"), "complete");
        assert_eq!(kind("if x:\n  pass\nelse:\n"), "more");
        assert_eq!(kind("@d\n"), "more");
        assert_eq!(kind("@d\ndef f(): pass\n"), "more");
        assert_eq!(kind("if x:\n  y = [1,\n2]\n"), "more");
        assert_eq!(kind("try:\n  pass\nexcept E:\n  pass\n"), "more");
        assert_eq!(kind("try:\n  pass\n"), "more");
    }

    #[test]
    fn blank_lines_and_comments_prompt_afresh() {
        assert_eq!(kind("\n"), "empty");
        assert_eq!(kind("# note\n"), "empty");
        assert_eq!(kind("   \n"), "empty");
    }

    #[test]
    fn errors_are_reported_at_once() {
        assert_eq!(kind("1 +\n"), "error");
        assert_eq!(kind("if x:\n  1 +\n"), "error");
        assert_eq!(kind("  2\n"), "error");
        assert_eq!(kind("if x:\n\n"), "error");
        assert_eq!(kind("if x:\n  pass\ny = 1\n"), "error");
        assert_eq!(kind("x = (1,\n 2\nprint(3)\n"), "error");
    }

    #[test]
    fn single_mode_takes_one_statement() {
        let m = crate::parser::parse_module("a = 1; b = 2\n").unwrap();
        assert!(check_single(&m.body).is_ok());
        let m = crate::parser::parse_module("a = 1\nb = 2\n").unwrap();
        assert!(check_single(&m.body).is_err());
    }
}
