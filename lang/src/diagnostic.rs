//! Compile-time errors with a source location, and how they are shown.
//!
//! A `Diagnostic` is what the lexer, parser and compiler return instead of
//! panicking. It renders as one line `file:line:col: Kind: message` followed by
//! the source line and a caret under the column, the format every front-end
//! error of pith uses.

use crate::ast::Span;

/// The Python exception class a diagnostic corresponds to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    SyntaxError,
    IndentationError,
    /// Tabs and spaces mixed inconsistently in indentation (an IndentationError).
    TabError,
    /// Valid Python that pith does not support (yet); the message names the feature.
    NotImplemented,
}

impl ErrorKind {
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::SyntaxError => "SyntaxError",
            ErrorKind::IndentationError => "IndentationError",
            ErrorKind::TabError => "TabError",
            ErrorKind::NotImplemented => "NotImplementedError",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub kind: ErrorKind,
    pub message: String,
    pub span: Span,
}

impl Diagnostic {
    pub fn syntax(message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic { kind: ErrorKind::SyntaxError, message: message.into(), span }
    }

    pub fn indentation(message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic { kind: ErrorKind::IndentationError, message: message.into(), span }
    }

    pub fn tab(message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic { kind: ErrorKind::TabError, message: message.into(), span }
    }

    /// A feature pith refuses: `feature` names it, e.g. "'async def'".
    pub fn unsupported(feature: impl AsRef<str>, span: Span) -> Diagnostic {
        Diagnostic {
            kind: ErrorKind::NotImplemented,
            message: format!("{} is not supported by pith", feature.as_ref()),
            span,
        }
    }

    /// The one-line form: `file:line:col: Kind: message`.
    pub fn headline(&self, filename: &str) -> String {
        format!("{}:{}:{}: {}: {}", filename, self.span.line, self.span.col, self.kind.name(), self.message)
    }

    /// The headline, then the offending source line and a caret under the column.
    pub fn render(&self, filename: &str, source: &str) -> String {
        let mut out = self.headline(filename);
        out.push('\n');
        if let Some(text) = source.lines().nth(self.span.line.saturating_sub(1) as usize) {
            let trimmed = text.trim_start();
            let indent = text.chars().count() - trimmed.chars().count();
            out.push_str("    ");
            out.push_str(trimmed.trim_end());
            out.push('\n');
            let col = (self.span.col as usize).saturating_sub(1).saturating_sub(indent);
            out.push_str("    ");
            out.push_str(&" ".repeat(col.min(trimmed.chars().count())));
            out.push_str("^\n");
        }
        out
    }
}
