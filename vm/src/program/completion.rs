//! Tab at the interactive prompt (at a terminal): at the start of a line,
//! or after only spaces, it indents by four; after part of a name it
//! completes from the names the program has (its globals and the
//! builtins, taken before each line is read) and Python's keywords; after
//! `name.` it completes from the attributes of the global `name`'s value
//! (taken beforehand too, without running Python code: a module's
//! namespace, a class's namespaces along its MRO, an instance's own
//! attributes and its class's). As CPython's completer does, names
//! starting with `_` are offered only once the typed part starts with
//! `_`, and dunders only once it starts with `__`.
//!
//! Must never: run Python code or touch the heap while the line is being
//! edited (the names are plain lists made beforehand).

use std::collections::HashMap;

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
    /// For a global name, the attribute names of its value, sorted.
    attrs: HashMap<String, Vec<String>>,
}

/// Names the VM uses for itself, never offered.
fn hidden(name: &str) -> bool {
    name.starts_with('$') || name.starts_with("__pith")
}

impl Names {
    /// `names` (the program's), with the keywords, sorted once, and the
    /// attribute names of some of them (`attrs`).
    pub fn new(mut names: Vec<String>, attrs: HashMap<String, Vec<String>>) -> Names {
        names.extend(KEYWORDS.iter().map(|k| k.to_string()));
        names.retain(|n| !hidden(n));
        names.sort();
        names.dedup();
        let attrs = attrs
            .into_iter()
            .map(|(k, mut v)| {
                v.retain(|n| !hidden(n));
                v.sort();
                v.dedup();
                (k, v)
            })
            .collect();
        Names { names, attrs }
    }

    /// The attributes of the global named just before the dot that ends
    /// `before` (one level: `math.`, not `os.path.`) that start with `word`.
    fn attribute_candidates(&self, before: &str, word: &str) -> Vec<String> {
        let Some(head) = before.strip_suffix('.') else { return Vec::new() };
        let start = head.char_indices().rev().take_while(|(_, c)| c.is_alphanumeric() || *c == '_').last().map_or(head.len(), |(i, _)| i);
        let (owner, ahead) = (&head[start..], &head[..start]);
        if owner.is_empty() || owner.starts_with(|c: char| c.is_ascii_digit()) || ahead.ends_with('.') {
            return Vec::new();
        }
        let Some(attrs) = self.attrs.get(owner) else { return Vec::new() };
        let shown = |n: &str| match word {
            w if w.starts_with("__") => true,
            w if w.starts_with('_') => !n.starts_with("__"),
            _ => !n.starts_with('_'),
        };
        attrs.iter().filter(|n| n.starts_with(word) && shown(n)).cloned().collect()
    }

    /// Where the word before `pos` starts, and the names it may become.
    fn candidates(&self, line: &str, pos: usize) -> (usize, Vec<String>) {
        let before = &line[..pos];
        if before.trim().is_empty() {
            return (pos, vec!["    ".to_string()]);
        }
        let start = before.char_indices().rev().take_while(|(_, c)| c.is_alphanumeric() || *c == '_').last().map_or(pos, |(i, _)| i);
        let word = &before[start..];
        if before[..start].ends_with('.') {
            return (start, self.attribute_candidates(&before[..start], word));
        }
        if word.is_empty() {
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
        let n = Names::new(vec!["total".into(), "tally".into(), "print".into(), "$displayhook".into()], HashMap::new());
        assert_eq!(n.candidates("ta", 2), (0, vec!["tally".to_string()]));
        assert_eq!(n.candidates("x = to", 6), (4, vec!["total".to_string()]));
        assert_eq!(n.candidates("pri", 3).1, vec!["print".to_string()]);
        assert_eq!(n.candidates("wh", 2).1, vec!["while".to_string()]);
        assert_eq!(n.candidates("    ", 4), (4, vec!["    ".to_string()]));
        assert!(n.candidates("obj.ta", 6).1.is_empty());
        assert!(n.names.iter().all(|name| !name.starts_with('$')), "hidden builtins are not offered");
    }

    #[test]
    fn completes_attributes_of_a_global_after_a_dot() {
        let attrs = HashMap::from([
            ("math".to_string(), vec!["sqrt".into(), "sin".into(), "pi".into(), "_private".into(), "__name__".into()]),
            ("p".to_string(), vec!["x".into(), "y".into(), "norm".into(), "__pith_value__".into()]),
        ]);
        let n = Names::new(vec!["math".into(), "p".into()], attrs);
        assert_eq!(n.candidates("math.s", 6), (5, vec!["sin".to_string(), "sqrt".to_string()]));
        assert_eq!(n.candidates("y = math.", 9), (9, vec!["pi".to_string(), "sin".to_string(), "sqrt".to_string()]));
        assert_eq!(n.candidates("math._", 6).1, vec!["_private".to_string()]);
        assert_eq!(n.candidates("math.__", 7).1, vec!["__name__".to_string()]);
        assert_eq!(n.candidates("f(p.", 4).1, vec!["norm".to_string(), "x".to_string(), "y".to_string()]);
        assert!(n.candidates("p.__p", 5).1.is_empty(), "the VM's own names are hidden");
        // Only one level, only globals, never after a number.
        assert!(n.candidates("math.pi.", 8).1.is_empty());
        assert!(n.candidates("other.s", 7).1.is_empty());
        assert!(n.candidates("1.", 2).1.is_empty());
    }
}
