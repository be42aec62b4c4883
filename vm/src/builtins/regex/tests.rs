//! The engine on its own: programs validate, forged ones do not, and
//! matches come out as CPython's (the Python-level behaviour is tested by
//! the `lib_re_*` programs).

use super::compile::compile;
use super::program::validate;
use super::matcher::{Matcher, Mode};
use super::syntax::parse;
use super::text::Utf8;

fn program(p: &str, flags: u32) -> Vec<u32> {
    let chars: Vec<u32> = p.chars().map(|c| c as u32).collect();
    let parsed = parse(&chars, flags, false).unwrap_or_else(|e| panic!("{}: {:?}", p, e));
    compile(&parsed, false)
}

fn search(p: &str, s: &str) -> Option<(usize, usize)> {
    let code = program(p, 32);
    assert!(validate(&code), "{} does not validate", p);
    let text = Utf8(s.as_bytes());
    let found = Matcher::new(&code, &text, s.len()).run(0, Mode::Search, false).unwrap_or(None)?;
    Some((found.spans[0], found.spans[1]))
}

#[test]
fn matches_as_cpython() {
    assert_eq!(search("b+", "abbbc"), Some((1, 4)));
    assert_eq!(search("a.*c", "xabcbc"), Some((1, 6)));
    assert_eq!(search("a.*?c", "xabcbc"), Some((1, 4)));
    assert_eq!(search("(?>a+)b", "aaab"), Some((0, 4)));
    assert_eq!(search("(?>a+)a", "aaaa"), None);
    assert_eq!(search("a++a", "aaaa"), None);
    assert_eq!(search("(a|ab)(c|bcd)(d*)", "abcd"), Some((0, 4)));
    assert_eq!(search("(?<=ab)c", "abc"), Some((2, 3)));
    assert_eq!(search("(?<!ab)c", "abc"), None);
    assert_eq!(search("x(?!y)", "xyxz"), Some((2, 3)));
    assert_eq!(search(r"(\w+) \1", "hey hey"), Some((0, 7)));
    assert_eq!(search("(a*)*b", "aaab"), Some((0, 4)));
    assert_eq!(search("(?:a{2,3}){2}", "aaaaa"), Some((0, 5)));
    assert_eq!(search(r"\bfoo\b", "a foo b"), Some((2, 5)));
    assert_eq!(search("é+", "aéé"), Some((1, 5)));
}

#[test]
fn forged_programs_do_not_validate() {
    let code = program(r"(a|b)*?c{2,5}(?=d)(?<=c)\1[x-z\d]", 32);
    assert!(validate(&code));
    for cut in 0..code.len() {
        assert!(!validate(&code[..cut]), "a program cut at {} validates", cut);
    }
    for k in 6..code.len() {
        let mut bad = code.clone();
        bad[k] = 0xffff_fff0;
        // A forged word either fails validation or is an operand the matcher
        // treats as data (a character, a count): it must never panic.
        if validate(&bad) {
            let text = Utf8(b"abcccdzz");
            let _ = Matcher::new(&bad, &text, 8).run(0, Mode::Search, false);
        }
    }
}
