//! What the lexer produces: every token kind, declared once as the logos enum
//! `TokenKind` (its patterns are the raw tokens' grammar), the decoded
//! payload a token carries, and the `Token` the parser consumes.

use crate::ast::Span;
use crate::diagnostic::Diagnostic;
use logos::Logos;

/// Every token kind. Kinds without a pattern are produced by the layout layer.
#[derive(Logos, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[logos(skip r"[ \t\f]+")]
#[logos(skip r"#[^\r\n]*")]
pub enum TokenKind {
    // ---- layout ----
    #[regex(r"\r\n|\r|\n")]
    Newline,
    Indent,
    Dedent,
    EndMarker,
    /// Backslash-newline: consumed by the layout layer, never emitted.
    #[regex(r"\\(\r\n|\r|\n)")]
    LineJoin,
    /// A backslash not followed by a newline: always an error.
    #[token("\\")]
    Backslash,
    /// An ASCII character that starts no token (`$`, `?`, backtick, lone `!`).
    #[token("$")]
    #[token("?")]
    #[token("`")]
    #[token("!")]
    Unknown,

    // ---- names and literals ----
    /// An identifier (not NFKC-normalized, unlike CPython).
    #[regex(r"[_\p{XID_Start}]\p{XID_Continue}*")]
    Name,
    /// Matched by logos on a number's first character (a digit, or a dot and
    /// a digit); the layout layer scans the rest and settles the kind.
    #[regex(r"[0-9]|\.[0-9]")]
    Int,
    Float,
    Imaginary,
    /// Prefix and opening quote; the layout layer scans the rest.
    #[regex(r#"([rRbBuUfF]|[rR][bBfF]|[bBfF][rR])?["']"#)]
    String,

    // ---- keywords ----
    #[token("False")]
    False,
    #[token("None")]
    None,
    #[token("True")]
    True,
    #[token("and")]
    And,
    #[token("as")]
    As,
    #[token("assert")]
    Assert,
    #[token("async")]
    Async,
    #[token("await")]
    Await,
    #[token("break")]
    Break,
    #[token("class")]
    Class,
    #[token("continue")]
    Continue,
    #[token("def")]
    Def,
    #[token("del")]
    Del,
    #[token("elif")]
    Elif,
    #[token("else")]
    Else,
    #[token("except")]
    Except,
    #[token("finally")]
    Finally,
    #[token("for")]
    For,
    #[token("from")]
    From,
    #[token("global")]
    Global,
    #[token("if")]
    If,
    #[token("import")]
    Import,
    #[token("in")]
    In,
    #[token("is")]
    Is,
    #[token("lambda")]
    Lambda,
    #[token("nonlocal")]
    Nonlocal,
    #[token("not")]
    Not,
    #[token("or")]
    Or,
    #[token("pass")]
    Pass,
    #[token("raise")]
    Raise,
    #[token("return")]
    Return,
    #[token("try")]
    Try,
    #[token("while")]
    While,
    #[token("with")]
    With,
    #[token("yield")]
    Yield,

    // ---- brackets ----
    #[token("(")]
    LPar,
    #[token(")")]
    RPar,
    #[token("[")]
    LSqb,
    #[token("]")]
    RSqb,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,

    // ---- operators and delimiters ----
    #[token(":")]
    Colon,
    #[token(",")]
    Comma,
    #[token(";")]
    Semi,
    #[token(".")]
    Dot,
    #[token("...")]
    Ellipsis,
    #[token("->")]
    Arrow,
    #[token(":=")]
    ColonEqual,
    #[token("=")]
    Equal,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("*")]
    Star,
    #[token("**")]
    DoubleStar,
    #[token("/")]
    Slash,
    #[token("//")]
    DoubleSlash,
    #[token("%")]
    Percent,
    #[token("@")]
    At,
    #[token("<<")]
    LeftShift,
    #[token(">>")]
    RightShift,
    #[token("&")]
    Amper,
    #[token("|")]
    Vbar,
    #[token("^")]
    Circumflex,
    #[token("~")]
    Tilde,
    #[token("<")]
    Less,
    #[token(">")]
    Greater,
    #[token("==")]
    EqEqual,
    #[token("!=")]
    NotEqual,
    #[token("<=")]
    LessEqual,
    #[token(">=")]
    GreaterEqual,
    #[token("+=")]
    PlusEqual,
    #[token("-=")]
    MinusEqual,
    #[token("*=")]
    StarEqual,
    #[token("**=")]
    DoubleStarEqual,
    #[token("/=")]
    SlashEqual,
    #[token("//=")]
    DoubleSlashEqual,
    #[token("%=")]
    PercentEqual,
    #[token("@=")]
    AtEqual,
    #[token("<<=")]
    LeftShiftEqual,
    #[token(">>=")]
    RightShiftEqual,
    #[token("&=")]
    AmperEqual,
    #[token("|=")]
    VbarEqual,
    #[token("^=")]
    CircumflexEqual,
}

impl TokenKind {
    /// The closing bracket of an opening one.
    pub(super) fn closer(self) -> Option<char> {
        match self {
            TokenKind::LPar => Some(')'),
            TokenKind::LSqb => Some(']'),
            TokenKind::LBrace => Some('}'),
            _ => None,
        }
    }

    pub(super) fn bracket_char(self) -> Option<char> {
        match self {
            TokenKind::LPar => Some('('),
            TokenKind::LSqb => Some('['),
            TokenKind::LBrace => Some('{'),
            TokenKind::RPar => Some(')'),
            TokenKind::RSqb => Some(']'),
            TokenKind::RBrace => Some('}'),
            _ => None,
        }
    }
}

/// The decoded payload of a token.
#[derive(Clone, Debug, PartialEq)]
pub enum TokenValue {
    None,
    Name(String),
    Int(i64),
    /// An integer literal too large for i64: underscores removed, prefix kept.
    BigInt(String),
    Float(f64),
    Imaginary(f64),
    Str(String),
    Bytes(Vec<u8>),
    FString(FStringBody),
    /// A string literal with invalid contents (a bad escape, non-ASCII bytes);
    /// the parser reports it when it joins the literals, as CPython does.
    BadString(StringProblem),
}

/// Why a string literal's value could not be built.
#[derive(Clone, Debug, PartialEq)]
pub struct StringProblem {
    pub diagnostic: Diagnostic,
    /// CPython reports this one at the token after the string literals.
    pub at_end: bool,
}

/// The undecoded text between an f-string's quotes; the parser splits it.
#[derive(Clone, Debug, PartialEq)]
pub struct FStringBody {
    pub text: String,
    pub raw: bool,
    /// Position of the body's first character in the source.
    pub line: u32,
    pub col: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub kind: TokenKind,
    pub span: Span,
    pub value: TokenValue,
}
