//! Tab at the interactive prompt (at a terminal): at the start of a line,
//! or after only spaces, it indents by four; after part of a name it
//! completes from the names the program has (its globals and the
//! builtins, taken before each line is read) and Python's keywords.
//!
//! Must never: run Python code or touch the heap while the line is being
//! edited (the names are a plain list made beforehand).

use rustyline::completion::Completer;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::validate::Validator;
use rustyline::{Context, Helper};

const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or",
    "pass", "raise", "return", "try", "while", "with", "yield",
];

/// The names a line may complete to.
pub struct Names {
    names: Vec<String>,
}

impl Names {
    /// `names` (the program's), with the keywords, sorted once.
    pub fn new(mut names: Vec<String>) -> Names {
        names.extend(KEYWORDS.iter().map(|k| k.to_string()));
        names.retain(|n| !n.starts_with('$'));
        names.sort();
        names.dedup();
        Names { names }
    }

    /// Where the word before `pos` starts, and the names it may become.
    fn candidates(&self, line: &str, pos: usize) -> (usize, Vec<String>) {
        let before = &line[..pos];
        if before.trim().is_empty() {
            return (pos, vec!["    ".to_string()]);
        }
        let start = before.char_indices().rev().take_while(|(_, c)| c.is_alphanumeric() || *c == '_').last().map_or(pos, |(i, _)| i);
        let word = &before[start..];
        // After a dot the word is an attribute, which only running the
        // expression before it could name: nothing is offered.
        if word.is_empty() || before[..start].ends_with('.') {
            return (pos, Vec::new());
        }
        (start, self.names.iter().filter(|n| n.starts_with(word)).cloned().collect())
    }
}

impl Completer for Names {
    type Candidate = String;

    fn complete(&self, line: &str, pos: usize, _ctx: &Context<'_>) -> rustyline::Result<(usize, Vec<String>)> {
        Ok(self.candidates(line, pos))
    }
}

impl Hinter for Names {
    type Hint = String;
}

impl Highlighter for Names {}

impl Validator for Names {}

impl Helper for Names {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completes_names_and_indents_blank_lines() {
        let n = Names::new(vec!["total".into(), "tally".into(), "print".into(), "$displayhook".into()]);
        assert_eq!(n.candidates("ta", 2), (0, vec!["tally".to_string()]));
        assert_eq!(n.candidates("x = to", 6), (4, vec!["total".to_string()]));
        assert_eq!(n.candidates("pri", 3).1, vec!["print".to_string()]);
        assert_eq!(n.candidates("wh", 2).1, vec!["while".to_string()]);
        assert_eq!(n.candidates("    ", 4), (4, vec!["    ".to_string()]));
        assert!(n.candidates("obj.ta", 6).1.is_empty());
        assert!(n.names.iter().all(|name| !name.starts_with('$')), "hidden builtins are not offered");
    }
}
