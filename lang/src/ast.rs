//! The abstract syntax tree the parser produces and the compiler consumes.
//!
//! It covers the Python 3 syntax pith parses. Parsing a construct does not mean
//! the compiler supports it: the compiler refuses what it cannot run, by name and
//! with the node's span. Every statement and expression carries the span of the
//! source text it came from, so any later stage can point at it.
//!
//! Invariants:
//! - spans are 1-based lines and 1-based columns counted in characters;
//! - names are plain `String`s; interning happens in the compiler.

/// A region of the source text: `line:col` of its first character and of the
/// character just past its end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Span {
    pub line: u32,
    pub col: u32,
    pub end_line: u32,
    pub end_col: u32,
}

impl Span {
    /// The span that covers both `self` and `other`.
    pub fn to(self, other: Span) -> Span {
        Span { line: self.line, col: self.col, end_line: other.end_line, end_col: other.end_col }
    }
}

/// A whole source file.
#[derive(Clone, Debug)]
pub struct Module {
    pub body: Vec<Stmt>,
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    /// An expression evaluated for its effect.
    Expr(Expr),
    /// `a = b = value`: every target receives the value, left to right.
    Assign { targets: Vec<Expr>, value: Expr },
    /// `target op= value`.
    AugAssign { target: Expr, op: BinOp, value: Expr },
    /// `target: annotation [= value]`.
    AnnAssign { target: Expr, annotation: Expr, value: Option<Expr> },
    If { test: Expr, body: Vec<Stmt>, orelse: Vec<Stmt> },
    While { test: Expr, body: Vec<Stmt>, orelse: Vec<Stmt> },
    For { target: Expr, iter: Expr, body: Vec<Stmt>, orelse: Vec<Stmt>, is_async: bool },
    Break,
    Continue,
    Pass,
    Return(Option<Expr>),
    FunctionDef(Box<FunctionDef>),
    ClassDef(Box<ClassDef>),
    Global(Vec<String>),
    Nonlocal(Vec<String>),
    Del(Vec<Expr>),
    Assert { test: Expr, msg: Option<Expr> },
    /// `raise [exc [from cause]]`.
    Raise { exc: Option<Expr>, cause: Option<Expr> },
    Try { body: Vec<Stmt>, handlers: Vec<ExceptHandler>, orelse: Vec<Stmt>, finalbody: Vec<Stmt> },
    With { items: Vec<WithItem>, body: Vec<Stmt>, is_async: bool },
    /// `import a.b.c [as d], ...`.
    Import(Vec<Alias>),
    /// `from [.]*module import names` (`names` is `[*]` for a star import).
    ImportFrom { module: Option<String>, names: Vec<Alias>, level: u32 },
    /// `match subject:` and its `case` clauses, tried in order.
    Match { subject: Expr, cases: Vec<MatchCase> },
    /// `async with` or `async for` (`what`) rewritten into plain statements
    /// (`parser/async_lowering.rs`), valid only in an `async def`.
    Lowered { what: &'static str, body: Vec<Stmt> },
}

#[derive(Clone, Debug)]
pub struct MatchCase {
    pub pattern: Pattern,
    pub guard: Option<Expr>,
    pub body: Vec<Stmt>,
}

#[derive(Clone, Debug)]
pub struct Pattern {
    pub kind: PatternKind,
    pub span: Span,
}

impl Pattern {
    /// The names the pattern binds, in order of appearance.
    pub fn bound_names<'a>(&'a self, out: &mut Vec<&'a str>) {
        match &self.kind {
            PatternKind::Capture(n) | PatternKind::Star(Some(n)) => out.push(n),
            PatternKind::Sequence(ps) | PatternKind::Or(ps) => ps.iter().for_each(|p| p.bound_names(out)),
            PatternKind::Mapping { patterns, rest, .. } => {
                patterns.iter().for_each(|p| p.bound_names(out));
                out.extend(rest.as_deref());
            }
            PatternKind::Class { patterns, kwd_patterns, .. } => patterns.iter().chain(kwd_patterns).for_each(|p| p.bound_names(out)),
            PatternKind::As(p, n) => {
                p.bound_names(out);
                out.push(n);
            }
            PatternKind::Wildcard | PatternKind::Value(_) | PatternKind::Singleton(_) | PatternKind::Star(None) => {}
        }
    }

    /// The expressions the pattern evaluates (values, mapping keys, classes).
    pub fn exprs<'a>(&'a self, out: &mut Vec<&'a Expr>) {
        match &self.kind {
            PatternKind::Value(e) | PatternKind::Singleton(e) => out.push(e),
            PatternKind::Sequence(ps) | PatternKind::Or(ps) => ps.iter().for_each(|p| p.exprs(out)),
            PatternKind::Mapping { keys, patterns, .. } => {
                out.extend(keys.iter());
                patterns.iter().for_each(|p| p.exprs(out));
            }
            PatternKind::Class { cls, patterns, kwd_patterns, .. } => {
                out.push(cls);
                patterns.iter().chain(kwd_patterns).for_each(|p| p.exprs(out));
            }
            PatternKind::As(p, _) => p.exprs(out),
            PatternKind::Wildcard | PatternKind::Capture(_) | PatternKind::Star(_) => {}
        }
    }
}

/// A `case` pattern (PEP 634).
#[derive(Clone, Debug)]
pub enum PatternKind {
    /// `_`: matches anything, binds nothing.
    Wildcard,
    /// A name: matches anything and binds it.
    Capture(String),
    /// A literal or a dotted name: matches what compares equal to it.
    Value(Expr),
    /// `None`, `True`, `False`: matches the object itself (`is`).
    Singleton(Expr),
    /// `[a, *rest, b]` or `(a, b)` or `a, b`: a sequence of these patterns,
    /// at most one of them a `Star`.
    Sequence(Vec<Pattern>),
    /// `*name` (None for `*_`) inside a sequence pattern.
    Star(Option<String>),
    /// `{key: pattern, ..., **rest}`: keys are literals or dotted names.
    Mapping { keys: Vec<Expr>, patterns: Vec<Pattern>, rest: Option<String> },
    /// `Cls(p, ..., name=p, ...)`.
    Class { cls: Expr, patterns: Vec<Pattern>, kwd_names: Vec<String>, kwd_patterns: Vec<Pattern> },
    /// `p | q | ...`.
    Or(Vec<Pattern>),
    /// `p as name`.
    As(Box<Pattern>, String),
}

#[derive(Clone, Debug)]
pub struct Alias {
    pub name: String,
    pub asname: Option<String>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct WithItem {
    pub context: Expr,
    pub target: Option<Expr>,
}

#[derive(Clone, Debug)]
pub struct ExceptHandler {
    /// `None` for a bare `except:`.
    pub typ: Option<Expr>,
    pub name: Option<String>,
    pub body: Vec<Stmt>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct FunctionDef {
    pub name: String,
    pub params: Params,
    pub body: Vec<Stmt>,
    pub decorators: Vec<Expr>,
    pub returns: Option<Expr>,
    pub is_async: bool,
    /// The span of the `def` line (name and parameters), used for errors and tracebacks.
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct ClassDef {
    pub name: String,
    pub bases: Vec<Expr>,
    pub keywords: Vec<Keyword>,
    pub body: Vec<Stmt>,
    pub decorators: Vec<Expr>,
    pub span: Span,
}

/// A function's parameter list, in CPython's grouping.
#[derive(Clone, Debug, Default)]
pub struct Params {
    /// Parameters before a `/`.
    pub posonly: Vec<Param>,
    /// Ordinary positional-or-keyword parameters.
    pub args: Vec<Param>,
    /// `*name`.
    pub vararg: Option<Param>,
    /// Parameters after `*` or `*name`.
    pub kwonly: Vec<Param>,
    /// `**name`.
    pub kwarg: Option<Param>,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub name: String,
    pub annotation: Option<Expr>,
    pub default: Option<Expr>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Name(String),
    /// Integer literal that fits in an i64.
    Int(i64),
    /// Integer literal too large for an i64: its source text without underscores,
    /// radix prefix kept (`123456789012345678901234567890`, `0xFFFFFFFFFFFFFFFFFF`).
    BigInt(String),
    Float(f64),
    /// Imaginary literals (`1j`) are parsed so the compiler can refuse them by name.
    Imaginary(f64),
    Str(String),
    Bytes(Vec<u8>),
    /// An f-string: literal pieces and formatted values, in order.
    FString(Vec<FStringPart>),
    True,
    False,
    None,
    Ellipsis,
    BinOp { left: Box<Expr>, op: BinOp, right: Box<Expr> },
    UnaryOp { op: UnaryOp, operand: Box<Expr> },
    /// `a and b and c` / `a or b`.
    BoolOp { op: BoolOp, values: Vec<Expr> },
    /// `a < b <= c`: `ops.len() == comparators.len()`.
    Compare { left: Box<Expr>, ops: Vec<CmpOp>, comparators: Vec<Expr> },
    /// `body if test else orelse`.
    IfExp { test: Box<Expr>, body: Box<Expr>, orelse: Box<Expr> },
    Call { func: Box<Expr>, args: Vec<Expr>, keywords: Vec<Keyword> },
    Attribute { value: Box<Expr>, attr: String },
    Subscript { value: Box<Expr>, index: Box<Expr> },
    /// `lower:upper:step` inside a subscript.
    Slice { lower: Option<Box<Expr>>, upper: Option<Box<Expr>>, step: Option<Box<Expr>> },
    /// `*value` in a call, a display or an assignment target.
    Starred(Box<Expr>),
    List(Vec<Expr>),
    Tuple(Vec<Expr>),
    Set(Vec<Expr>),
    /// `{k: v, **m}`: a `None` key marks a `**m` entry.
    Dict { keys: Vec<Option<Expr>>, values: Vec<Expr> },
    ListComp { elt: Box<Expr>, generators: Vec<Comprehension> },
    SetComp { elt: Box<Expr>, generators: Vec<Comprehension> },
    DictComp { key: Box<Expr>, value: Box<Expr>, generators: Vec<Comprehension> },
    GeneratorExp { elt: Box<Expr>, generators: Vec<Comprehension> },
    Lambda { params: Box<Params>, body: Box<Expr> },
    Yield(Option<Box<Expr>>),
    YieldFrom(Box<Expr>),
    Await(Box<Expr>),
    /// `name := value`.
    NamedExpr { target: String, value: Box<Expr> },
}

#[derive(Clone, Debug)]
pub enum FStringPart {
    Literal(String),
    /// `{value!conversion:format_spec}`; the spec may itself contain fields.
    Value { value: Box<Expr>, conversion: Option<char>, format_spec: Vec<FStringPart> },
}

#[derive(Clone, Debug)]
pub struct Comprehension {
    pub target: Expr,
    pub iter: Expr,
    pub ifs: Vec<Expr>,
    pub is_async: bool,
}

/// `name=value` in a call or class header; `name == None` is `**value`.
#[derive(Clone, Debug)]
pub struct Keyword {
    pub name: Option<String>,
    pub value: Expr,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    MatMul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    LShift,
    RShift,
    BitOr,
    BitXor,
    BitAnd,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Not,
    Neg,
    Pos,
    Invert,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoolOp {
    And,
    Or,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    NotEq,
    Lt,
    LtE,
    Gt,
    GtE,
    Is,
    IsNot,
    In,
    NotIn,
}

impl BinOp {
    /// The operator as Python spells it, for error messages.
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::MatMul => "@",
            BinOp::Div => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "**",
            BinOp::LShift => "<<",
            BinOp::RShift => ">>",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
            BinOp::BitAnd => "&",
        }
    }
}
