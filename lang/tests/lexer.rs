//! Lexer tests: token kinds and values, layout tokens (NEWLINE, INDENT,
//! DEDENT, ENDMARKER), spans in characters, and lexical errors.

use lang::lexer::{tokenize, Token, TokenKind as T, TokenValue};

fn kinds(src: &str) -> Vec<T> {
    tokenize(src).expect("tokenizes").iter().map(|t| t.kind).collect()
}

fn values(src: &str) -> Vec<TokenValue> {
    tokenize(src)
        .expect("tokenizes")
        .into_iter()
        .filter(|t| t.value != TokenValue::None)
        .map(|t| t.value)
        .collect()
}

fn error(src: &str) -> String {
    tokenize(src).expect_err("fails").headline("t.py")
}

/// `line:col-line:col` of a token.
fn span(t: &Token) -> String {
    format!("{}:{}-{}:{}", t.span.line, t.span.col, t.span.end_line, t.span.end_col)
}

#[test]
fn layout_tokens() {
    use T::*;
    assert_eq!(
        kinds("if x:\n    y\nz\n"),
        [If, Name, Colon, Newline, Indent, Name, Newline, Dedent, Name, Newline, EndMarker]
    );
    // Pending dedents are emitted at end of input, after a final NEWLINE.
    assert_eq!(
        kinds("if x:\n  if y:\n    z"),
        [If, Name, Colon, Newline, Indent, If, Name, Colon, Newline, Indent, Name, Newline, Dedent, Dedent, EndMarker]
    );
    assert_eq!(kinds(""), [EndMarker]);
    assert_eq!(kinds("\n\n   \n"), [EndMarker]);
}

#[test]
fn blank_and_comment_lines_produce_nothing() {
    use T::*;
    let src = "# header\n\nif x:  # c\n\n        # deeper comment\n    y\n  # shallower comment\n    z\n";
    assert_eq!(
        kinds(src),
        [If, Name, Colon, Newline, Indent, Name, Newline, Name, Newline, Dedent, EndMarker]
    );
}

#[test]
fn implicit_and_explicit_line_joining() {
    use T::*;
    assert_eq!(kinds("x = (1,\n     2)\n"), [Name, Equal, LPar, Int, Comma, Int, RPar, Newline, EndMarker]);
    assert_eq!(kinds("x = [\n\n  1\n\n]\n"), [Name, Equal, LSqb, Int, RSqb, Newline, EndMarker]);
    assert_eq!(kinds("x = 1 + \\\n    2\n"), [Name, Equal, Int, Plus, Int, Newline, EndMarker]);
    assert_eq!(kinds("x = {\n  'a': 1,  # comment\n}\n"), [Name, Equal, LBrace, String, Colon, Int, Comma, RBrace, Newline, EndMarker]);
}

#[test]
fn tabs_count_to_the_next_multiple_of_eight() {
    use T::*;
    // A tab and eight spaces are the same indentation only when consistent.
    assert_eq!(kinds("if x:\n\ty\n\tz\n"), [If, Name, Colon, Newline, Indent, Name, Newline, Name, Newline, Dedent, EndMarker]);
    assert_eq!(kinds("if x:\n  \ty\n  \tz\n"), [If, Name, Colon, Newline, Indent, Name, Newline, Name, Newline, Dedent, EndMarker]);
    assert_eq!(
        error("if x:\n  \ty\n\tz\n"),
        "t.py:3:1: TabError: inconsistent use of tabs and spaces in indentation"
    );
    assert_eq!(
        error("if x:\n\ty\n        z\n"),
        "t.py:3:1: TabError: inconsistent use of tabs and spaces in indentation"
    );
}

#[test]
fn crlf_and_form_feed() {
    use T::*;
    let tokens = tokenize("x = 1\r\nif x:\r\n    y\r\n").expect("tokenizes");
    let kinds: Vec<T> = tokens.iter().map(|t| t.kind).collect();
    assert_eq!(kinds, [Name, Equal, Int, Newline, If, Name, Colon, Newline, Indent, Name, Newline, Dedent, EndMarker]);
    assert_eq!(span(&tokens[9]), "3:5-3:6");
    // A form feed at the start of a line resets the indentation count.
    assert_eq!(kinds_of("if x:\n    y\n\x0cz\n"), [If, Name, Colon, Newline, Indent, Name, Newline, Dedent, Name, Newline, EndMarker]);
}

fn kinds_of(src: &str) -> Vec<T> {
    kinds(src)
}

#[test]
fn spans_count_characters() {
    let tokens = tokenize("é = 'ü' + f\"{x}\"\n").expect("tokenizes");
    let spans: Vec<String> = tokens.iter().map(span).collect();
    assert_eq!(spans, ["1:1-1:2", "1:3-1:4", "1:5-1:8", "1:9-1:10", "1:11-1:17", "1:17-1:18", "2:1-2:1"]);
    let multi = tokenize("s = '''a\nbc'''\n").expect("tokenizes");
    assert_eq!(span(&multi[2]), "1:5-2:6");
}

#[test]
fn keywords_and_soft_keywords() {
    use T::*;
    assert_eq!(
        kinds("False None True and as assert async await break class continue def del elif else except"),
        [False, None, True, And, As, Assert, Async, Await, Break, Class, Continue, Def, Del, Elif, Else, Except, Newline, EndMarker]
    );
    assert_eq!(
        kinds("finally for from global if import in is lambda nonlocal not or pass raise return try while with yield"),
        [
            Finally, For, From, Global, If, Import, In, Is, Lambda, Nonlocal, Not, Or, Pass, Raise, Return, Try, While, With,
            Yield, Newline, EndMarker
        ]
    );
    assert_eq!(kinds("match case _ type iffy Trueish"), [Name, Name, Name, Name, Name, Name, Newline, EndMarker]);
    assert_eq!(values("ñame _x1 x·y"), [
        TokenValue::Name("ñame".into()),
        TokenValue::Name("_x1".into()),
        TokenValue::Name("x·y".into())
    ]);
}

#[test]
fn operators_and_delimiters() {
    use T::*;
    assert_eq!(
        kinds("-> := **= //= >>= <<= @ @= ... . ** // >> << <= >= == != ~ ^ | & % ;"),
        [
            Arrow, ColonEqual, DoubleStarEqual, DoubleSlashEqual, RightShiftEqual, LeftShiftEqual, At, AtEqual, Ellipsis, Dot,
            DoubleStar, DoubleSlash, RightShift, LeftShift, LessEqual, GreaterEqual, EqEqual, NotEqual, Tilde, Circumflex,
            Vbar, Amper, Percent, Semi, Newline, EndMarker
        ]
    );
    assert_eq!(
        kinds("+= -= *= /= %= &= |= ^= = + - * / < > : , ( ) [ ] { }"),
        [
            PlusEqual, MinusEqual, StarEqual, SlashEqual, PercentEqual, AmperEqual, VbarEqual, CircumflexEqual, Equal, Plus,
            Minus, Star, Slash, Less, Greater, Colon, Comma, LPar, RPar, LSqb, RSqb, LBrace, RBrace, Newline, EndMarker
        ]
    );
    assert_eq!(kinds("x.y ..."), [Name, Dot, Name, Ellipsis, Newline, EndMarker]);
}

#[test]
fn numbers() {
    use TokenValue::*;
    assert_eq!(
        values("1_000 0xff 0o17 0b101 0 00 1e-3 1E+10 .5 1. 1_000.5 2j 1.5J 1e2j"),
        [Int(1000), Int(255), Int(15), Int(5), Int(0), Int(0), Float(0.001), Float(1e10), Float(0.5), Float(1.0), Float(1000.5), Imaginary(2.0), Imaginary(1.5), Imaginary(100.0)]
    );
    assert_eq!(
        values("0xFFFF_FFFF_FFFF_FFFF_FF 123456789012345678901234567890 9223372036854775807"),
        [BigInt("0xFFFFFFFFFFFFFFFFFF".into()), BigInt("123456789012345678901234567890".into()), Int(i64::MAX)]
    );
    // A keyword may directly follow a number, as CPython allows.
    assert_eq!(kinds("1if x else 2"), [T::Int, T::If, T::Name, T::Else, T::Int, T::Newline, T::EndMarker]);
    assert_eq!(kinds("1..real"), [T::Float, T::Dot, T::Name, T::Newline, T::EndMarker]);
}

#[test]
fn string_prefixes_and_escapes() {
    use TokenValue::*;
    assert_eq!(
        values(r#"'a\n' "b\"" r'\d' R"\n" u'x' b'\x00\n' Rb'\x' bR'\\' '\101\0\x41\u00e9\U0001F600' '\d\q'"#),
        [
            Str("a\n".into()),
            Str("b\"".into()),
            Str("\\d".into()),
            Str("\\n".into()),
            Str("x".into()),
            Bytes(vec![0, b'\n']),
            Bytes(b"\\x".to_vec()),
            Bytes(b"\\\\".to_vec()),
            Str("A\0Aé😀".into()),
            Str("\\d\\q".into()),
        ]
    );
    assert_eq!(values("'''a\n'b'\"\"\"'''"), [Str("a\n'b'\"\"\"".into())]);
    assert_eq!(values("'con\\\ntinued'"), [Str("continued".into())]);
    assert_eq!(values(r"b'\u1234\N{X}'"), [Bytes(br"\u1234\N{X}".to_vec())]);
    assert_eq!(values(r"'\a\b\f\v\r\t\'\\'"), [Str("\x07\x08\x0c\x0b\r\t'\\".into())]);
}

#[test]
fn fstring_bodies_are_left_undecoded() {
    let tokens = tokenize("x = rf'{a}\\n'\n").expect("tokenizes");
    match &tokens[2].value {
        TokenValue::FString(body) => {
            assert_eq!(body.text, "{a}\\n");
            assert!(body.raw);
            assert_eq!((body.line, body.col), (1, 8));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn lexical_errors() {
    let cases = [
        ("s = 'abc\n", "t.py:1:5: SyntaxError: unterminated string literal (detected at line 1)"),
        ("s = '''abc\n\nx\n", "t.py:1:5: SyntaxError: unterminated triple-quoted string literal (detected at line 3)"),
        ("x = €\n", "t.py:1:5: SyntaxError: invalid character '€' (U+20AC)"),
        ("x = a\u{a0}\n", "t.py:1:6: SyntaxError: invalid non-printable character U+00A0"),
        ("x = 1\0\n", "t.py:1:6: SyntaxError: source code cannot contain null bytes"),
        ("x = (1]\n", "t.py:1:7: SyntaxError: closing parenthesis ']' does not match opening parenthesis '('"),
        ("x = 1)\n", "t.py:1:6: SyntaxError: unmatched ')'"),
        ("x = [1,\n", "t.py:1:5: SyntaxError: '[' was never closed"),
        ("if x:\n    a\n  b\n", "t.py:3:4: IndentationError: unindent does not match any outer indentation level"),
        ("x = 012\n", "t.py:1:5: SyntaxError: leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers"),
        ("x = 0o8\n", "t.py:1:7: SyntaxError: invalid digit '8' in octal literal"),
        ("x = 1_\n", "t.py:1:6: SyntaxError: invalid decimal literal"),
        ("x = 1 \\ 2\n", "t.py:1:8: SyntaxError: unexpected character after line continuation character"),
        ("x = 1 \\\n", "t.py:1:8: SyntaxError: unexpected EOF while parsing"),
    ];
    for (src, want) in cases {
        assert_eq!(error(src), want, "{src:?}");
    }
}

#[test]
fn ascii_characters_that_start_no_token_are_left_to_the_parser() {
    assert_eq!(kinds("$ ? ` !"), [T::Unknown, T::Unknown, T::Unknown, T::Unknown, T::Newline, T::EndMarker]);
}

#[test]
fn indentation_is_limited() {
    // CPython allows 99 levels of indentation.
    let nested = |levels: usize| -> String {
        (0..levels).map(|i| format!("{}if x:\n", " ".repeat(i))).collect::<String>() + &" ".repeat(levels) + "y\n"
    };
    assert!(tokenize(&nested(99)).is_ok());
    assert_eq!(error(&nested(100)), "t.py:101:1: IndentationError: too many levels of indentation");
    let brackets = "(".repeat(201);
    assert_eq!(error(&brackets), "t.py:1:201: SyntaxError: too many nested parentheses");
}
