//! The register bytecode: instruction set, constants and code objects.
//!
//! Why registers (as Lua) rather than a value stack (as CPython):
//! 1. Dispatch: `x = x + 1` is one `Add` reading and writing frame slots, not
//!    four stack pushes and pops; fewer instructions is fewer dispatches.
//! 2. Tracing: every operand names a frame slot, so the recorder maps slots to IR
//!    values one to one and a snapshot is "for each register, its IR value" —
//!    there is no hidden operand stack whose depth varies inside an expression.
//! 3. Calls: arguments are evaluated into consecutive registers right after the
//!    callee, and the callee's frame starts there (Lua's window overlap), so a
//!    Python-to-Python call copies nothing.
//!
//! Frame layout: registers `0..nparams` are the parameters, then the other
//! locals, then temporaries. A code object's `nregs` bounds the frame.
//! Module and class bodies keep their variables in a namespace dict (`LoadName`,
//! `StoreName`); function bodies keep them in registers and reach module
//! variables with `LoadGlobal`/`StoreGlobal`.
//!
//! The instruction set is declared once, in the `Instr` enum below; each variant
//! has a one-line comment saying what it does. `R` is a register, `K` a constant
//! index, `N` a name index, `L` an instruction index (jump target).

use crate::ast::Span;
use std::fmt;
use std::rc::Rc;

/// A register number within the current frame.
pub type Reg = u16;

/// Binary operators that have one generic instruction (`Binary`) and the
/// in-place variants used by augmented assignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    MatMul,
    TrueDiv,
    FloorDiv,
    Mod,
    Pow,
    LShift,
    RShift,
    And,
    Or,
    Xor,
}

impl BinaryOp {
    /// Every operator, in declaration order (`op as usize` is its position).
    pub const ALL: [BinaryOp; 13] = [
        BinaryOp::Add,
        BinaryOp::Sub,
        BinaryOp::Mul,
        BinaryOp::MatMul,
        BinaryOp::TrueDiv,
        BinaryOp::FloorDiv,
        BinaryOp::Mod,
        BinaryOp::Pow,
        BinaryOp::LShift,
        BinaryOp::RShift,
        BinaryOp::And,
        BinaryOp::Or,
        BinaryOp::Xor,
    ];

    pub fn symbol(self) -> &'static str {
        match self {
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Mul => "*",
            BinaryOp::MatMul => "@",
            BinaryOp::TrueDiv => "/",
            BinaryOp::FloorDiv => "//",
            BinaryOp::Mod => "%",
            BinaryOp::Pow => "** or pow()",
            BinaryOp::LShift => "<<",
            BinaryOp::RShift => ">>",
            BinaryOp::And => "&",
            BinaryOp::Or => "|",
            BinaryOp::Xor => "^",
        }
    }

    /// The dunder method name implementing the operator (`__add__`).
    pub fn dunder(self) -> &'static str {
        match self {
            BinaryOp::Add => "__add__",
            BinaryOp::Sub => "__sub__",
            BinaryOp::Mul => "__mul__",
            BinaryOp::MatMul => "__matmul__",
            BinaryOp::TrueDiv => "__truediv__",
            BinaryOp::FloorDiv => "__floordiv__",
            BinaryOp::Mod => "__mod__",
            BinaryOp::Pow => "__pow__",
            BinaryOp::LShift => "__lshift__",
            BinaryOp::RShift => "__rshift__",
            BinaryOp::And => "__and__",
            BinaryOp::Or => "__or__",
            BinaryOp::Xor => "__xor__",
        }
    }

    /// The reflected dunder (`__radd__`).
    pub fn rdunder(self) -> &'static str {
        match self {
            BinaryOp::Add => "__radd__",
            BinaryOp::Sub => "__rsub__",
            BinaryOp::Mul => "__rmul__",
            BinaryOp::MatMul => "__rmatmul__",
            BinaryOp::TrueDiv => "__rtruediv__",
            BinaryOp::FloorDiv => "__rfloordiv__",
            BinaryOp::Mod => "__rmod__",
            BinaryOp::Pow => "__rpow__",
            BinaryOp::LShift => "__rlshift__",
            BinaryOp::RShift => "__rrshift__",
            BinaryOp::And => "__rand__",
            BinaryOp::Or => "__ror__",
            BinaryOp::Xor => "__rxor__",
        }
    }
}

/// Comparison operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CompareOp {
    Lt,
    Le,
    Eq,
    Ne,
    Gt,
    Ge,
}

impl CompareOp {
    /// Every operator, in declaration order (`op as usize` indexes it).
    pub const ALL: [CompareOp; 6] = [CompareOp::Lt, CompareOp::Le, CompareOp::Eq, CompareOp::Ne, CompareOp::Gt, CompareOp::Ge];

    pub fn symbol(self) -> &'static str {
        match self {
            CompareOp::Lt => "<",
            CompareOp::Le => "<=",
            CompareOp::Eq => "==",
            CompareOp::Ne => "!=",
            CompareOp::Gt => ">",
            CompareOp::Ge => ">=",
        }
    }

    pub fn dunder(self) -> &'static str {
        match self {
            CompareOp::Lt => "__lt__",
            CompareOp::Le => "__le__",
            CompareOp::Eq => "__eq__",
            CompareOp::Ne => "__ne__",
            CompareOp::Gt => "__gt__",
            CompareOp::Ge => "__ge__",
        }
    }

    /// The operator with its operands swapped (`a < b` is `b > a`).
    pub fn swapped(self) -> CompareOp {
        match self {
            CompareOp::Lt => CompareOp::Gt,
            CompareOp::Le => CompareOp::Ge,
            CompareOp::Eq => CompareOp::Eq,
            CompareOp::Ne => CompareOp::Ne,
            CompareOp::Gt => CompareOp::Lt,
            CompareOp::Ge => CompareOp::Le,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOpKind {
    Neg,
    Pos,
    Invert,
    Not,
}

/// One instruction. Operands: `dst`/`src`/`a`/`b` registers, `k` constants,
/// `name` names, `target` instruction indices.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Instr {
    /// R[dst] = K[k]
    LoadConst { dst: Reg, k: u32 },
    /// R[dst] = small integer `value`
    LoadInt { dst: Reg, value: i32 },
    /// R[dst] = None
    LoadNone { dst: Reg },
    /// R[dst] = True/False
    LoadBool { dst: Reg, value: bool },
    /// R[dst] = R[src]
    Move { dst: Reg, src: Reg },
    /// R[dst] = global N[name] (module dict, then builtins); NameError if absent
    LoadGlobal { dst: Reg, name: u32 },
    /// module dict[N[name]] = R[src]
    StoreGlobal { src: Reg, name: u32 },
    /// R[dst] = N[name] from the current namespace, then globals, then builtins
    LoadName { dst: Reg, name: u32 },
    /// namespace[N[name]] = R[src]
    StoreName { src: Reg, name: u32 },
    /// raise UnboundLocalError for local N[name] if R[src] is empty
    CheckBound { src: Reg, name: u32 },
    /// R[dst] = R[obj].N[name]
    LoadAttr { dst: Reg, obj: Reg, name: u32 },
    /// R[obj].N[name] = R[src]
    StoreAttr { obj: Reg, name: u32, src: Reg },
    /// R[base] = method or attribute R[obj].N[name]; R[base+1] = R[obj] when
    /// R[base] is a plain function found on the type (to be called with self), else empty
    LoadMethod { base: Reg, obj: Reg, name: u32 },
    /// R[dst] = R[base](R[base+1] if not empty, R[base+2 .. base+2+argc]); the last
    /// `kw` arguments are keywords named by the tuple K[kwnames]
    CallMethod { dst: Reg, base: Reg, argc: u16, kw: u16, kwnames: u32 },
    /// R[dst] = R[func](R[func+1 .. func+1+argc]); the last `kw` are keywords named by K[kwnames]
    Call { dst: Reg, func: Reg, argc: u16, kw: u16, kwnames: u32 },
    /// R[dst] = R[func](*R[args], **R[kwargs]) (args a tuple, kwargs a dict or empty)
    CallEx { dst: Reg, func: Reg, args: Reg, kwargs: Reg },
    /// R[dst] = R[a] + R[b] (fast path for ints and floats)
    Add { dst: Reg, a: Reg, b: Reg },
    /// R[dst] = R[a] - R[b]
    Sub { dst: Reg, a: Reg, b: Reg },
    /// R[dst] = R[a] * R[b]
    Mul { dst: Reg, a: Reg, b: Reg },
    /// R[dst] = R[a] op R[b]
    Binary { op: BinaryOp, dst: Reg, a: Reg, b: Reg },
    /// R[dst] = R[a] op= R[b] (in place where the type supports it)
    Inplace { op: BinaryOp, dst: Reg, a: Reg, b: Reg },
    /// R[dst] = R[a] cmp R[b]
    Compare { op: CompareOp, dst: Reg, a: Reg, b: Reg },
    /// R[dst] = R[a] is R[b] (negated when `neg`)
    Is { dst: Reg, a: Reg, b: Reg, neg: bool },
    /// R[dst] = R[a] in R[b] (negated when `neg`)
    Contains { dst: Reg, a: Reg, b: Reg, neg: bool },
    /// R[dst] = op R[src]
    Unary { op: UnaryOpKind, dst: Reg, src: Reg },
    /// pc = target
    Jump { target: u32 },
    /// if not truthy(R[cond]): pc = target
    JumpIfFalse { cond: Reg, target: u32 },
    /// if truthy(R[cond]): pc = target
    JumpIfTrue { cond: Reg, target: u32 },
    /// loop back edge to the loop header at `target` (counts for hot-loop detection)
    LoopBack { target: u32 },
    /// R[dst] = iter(R[src])
    GetIter { dst: Reg, src: Reg },
    /// R[dst] = next(R[iter]); on exhaustion pc = target
    ForIter { iter: Reg, dst: Reg, target: u32 },
    /// R[dst] = [R[start .. start+count]]
    BuildList { dst: Reg, start: Reg, count: u16 },
    /// R[dst] = (R[start .. start+count])
    BuildTuple { dst: Reg, start: Reg, count: u16 },
    /// R[dst] = {R[start]: R[start+1], ...} over `count` pairs
    BuildDict { dst: Reg, start: Reg, count: u16 },
    /// R[dst] = {R[start .. start+count]}; with `constant`, the items are then
    /// re-inserted in the set's own iteration order, which reproduces where
    /// CPython places the items of a constant set display (it builds such a
    /// display from a frozenset constant that its compiler creates twice)
    BuildSet { dst: Reg, start: Reg, count: u16, constant: bool },
    /// R[dst] = slice(R[start], R[start+1], R[start+2])
    BuildSlice { dst: Reg, start: Reg },
    /// R[list].append(R[src]) (list displays and comprehensions)
    ListAppend { list: Reg, src: Reg },
    /// R[list].extend(R[src]) (starred items in displays)
    ListExtend { list: Reg, src: Reg },
    /// R[dst] = tuple(R[src]) for a list R[src]
    ListToTuple { dst: Reg, src: Reg },
    /// R[dict].update(R[src]) (`**m` in dict displays)
    DictUpdate { dict: Reg, src: Reg },
    /// R[list].extend(R[src]) for `f(*src)` (R[func] is f, named in errors)
    CallStarArgs { list: Reg, src: Reg, func: Reg },
    /// the items of mapping R[src] into keyword dict R[dict] for `f(**src)`; a repeated keyword is a TypeError
    CallStarKwargs { dict: Reg, src: Reg, func: Reg },
    /// R[dict][R[key]] = R[src] for `f(..., key=src)` after a `**`; a repeated keyword is a TypeError
    CallKwarg { dict: Reg, key: Reg, src: Reg, func: Reg },
    /// R[dict][R[key]] = R[src] (dict comprehensions)
    DictInsert { dict: Reg, key: Reg, src: Reg },
    /// R[set].add(R[src])
    SetAdd { set: Reg, src: Reg },
    /// R[dst] = R[obj][R[key]]
    GetItem { dst: Reg, obj: Reg, key: Reg },
    /// R[obj][R[key]] = R[src]
    SetItem { obj: Reg, key: Reg, src: Reg },
    /// del R[obj][R[key]]
    DelItem { obj: Reg, key: Reg },
    /// R[dst .. dst+count] = R[src] unpacked; exactly `count` items
    Unpack { src: Reg, dst: Reg, count: u16 },
    /// unpack with a starred target: `before` items, a list, `after` items into R[dst..]
    UnpackEx { src: Reg, dst: Reg, before: u16, after: u16 },
    /// `case [...]`: R[dst] = whether R[src] is a sequence (not str, bytes or
    /// bytearray) of `count` items, or of at least `count` when pattern item
    /// `star` (u16::MAX: none) is starred; if so R[dst+1 ..] = the items, the
    /// starred one a list of the rest
    MatchSequence { dst: Reg, src: Reg, count: u16, star: u16 },
    /// `case {...}`: R[dst] = whether R[src] is a mapping holding every key
    /// of the tuple R[keys] (`count` keys); if so R[dst+1 ..] = their values, then with
    /// `rest` a dict of the other items
    MatchMapping { dst: Reg, src: Reg, keys: Reg, count: u16, rest: bool },
    /// `case C(...)`: R[dst] = whether R[src] is an instance of class R[cls]
    /// with the attributes: `npos` named by `C.__match_args__`, then those
    /// named by the str tuple K[kwnames] (`nkw` names); if so R[dst+1 ..] = the attributes
    MatchClass { dst: Reg, src: Reg, cls: Reg, npos: u16, nkw: u16, kwnames: u32 },
    /// R[dst] = function from code K[code]; defaults tuple in R[defaults] (or empty),
    /// its closure (a tuple of cells) in R[closure] (or empty)
    MakeFunction { dst: Reg, code: u32, defaults: Reg, kwdefaults: Reg, closure: Reg },
    /// R[dst] = class named N[name] whose body is K[code], bases R[bases .. bases+nbases];
    /// the body's closure (a tuple of cells, or empty) is in R[bases+nbases], the
    /// class keywords (a dict, or EMPTY) in R[bases+nbases+1]
    MakeClass { dst: Reg, code: u32, name: u32, bases: Reg, nbases: u16 },
    /// R[reg] = a new cell holding R[reg] (a captured local, at function entry)
    MakeCell { reg: Reg },
    /// R[dst] = contents of the cell in R[cell]; error naming N[name] if empty
    LoadDeref { dst: Reg, cell: Reg, name: u32 },
    /// contents of the cell in R[cell] = R[src] (empty deletes)
    StoreDeref { cell: Reg, src: Reg },
    /// R[dst] = N[name] from the class namespace, else the cell in R[cell]
    LoadClassDeref { dst: Reg, cell: Reg, name: u32 },
    /// R[dst] = the module named K[k] (a str, with one leading dot per level
    /// for relative imports), imported if needed
    Import { dst: Reg, k: u32 },
    /// R[dst] = R[module].N[name] (importing the submodule if needed), ImportError if missing
    ImportFrom { dst: Reg, module: Reg, name: u32 },
    /// copy the public names of module R[module] into the current namespace
    ImportStar { module: Reg },
    /// R[dst] = str(R[src]) for f-strings, with conversion ('s','r','a' or none) and the spec in R[spec] (or empty)
    Format { dst: Reg, src: Reg, conversion: u8, spec: Reg },
    /// R[dst] = "".join(R[start .. start+count]) (all str)
    BuildString { dst: Reg, start: Reg, count: u16 },
    /// return R[src]
    Return { src: Reg },
    /// raise R[exc] (from R[cause] when `has_cause`); re-raise the active exception when `exc` is empty
    Raise { exc: Reg, cause: Reg, kind: RaiseKind },
    /// suspend the generator, producing R[src]; on resumption R[dst] = the sent value
    Yield { dst: Reg, src: Reg },
    /// R[dst] = the iterator behind `await R[src]` (a coroutine itself, or `__await__()`)
    GetAwaitable { dst: Reg, src: Reg },
    /// one step of `yield from`: R[dst] = R[iter].send(R[sent]) (next() when
    /// R[sent] is None); when the iterator is exhausted R[dst] = its return
    /// value and pc = target
    YieldFromStep { iter: Reg, sent: Reg, dst: Reg, target: u32 },
    /// R[dst] = the exception that made the VM jump to this handler
    LoadException { dst: Reg },
    /// R[dst] = isinstance(R[exc], R[typ]) for `except typ:` (typ a class or tuple of classes)
    ExceptionMatches { dst: Reg, exc: Reg, typ: Reg },
    /// continue unwinding the exception saved in R[src] if it is not empty (end of `finally`)
    Reraise { src: Reg },
    /// R[exit] = the bound `__exit__` of the context manager R[mgr];
    /// R[dst] = R[mgr].__enter__()
    WithEnter { mgr: Reg, exit: Reg, dst: Reg },
    /// R[dst] = R[exit](type(e), e, None) for the exception e in R[exc], or
    /// R[exit](None, None, None) when R[exc] is empty
    WithExit { exit: Reg, exc: Reg, dst: Reg },
    /// raise AssertionError(R[msg] or nothing)
    AssertFail { msg: Reg },
    /// delete N[name] from the current namespace (module or class body)
    DelName { name: u32 },
    /// delete global N[name]
    DelGlobal { name: u32 },
    /// del R[obj].N[name]
    DelAttr { obj: Reg, name: u32 },
    /// R[dst] = empty marker (unbound local, no value)
    Clear { dst: Reg },
    /// no operation
    Nop,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RaiseKind {
    /// `raise` alone: re-raise the exception being handled.
    Reraise,
    /// `raise exc`.
    Plain,
    /// `raise exc from cause`.
    WithCause,
}

/// A constant of a code object; the VM turns each into a heap value once.
#[derive(Clone, Debug)]
pub enum Const {
    Int(i64),
    /// An integer literal too large for i64, as its source text (maybe with 0x/0o/0b).
    BigInt(String),
    Float(f64),
    Str(String),
    Bytes(Vec<u8>),
    /// A tuple of constants (keyword-name tuples, constant tuples).
    Tuple(Vec<Const>),
    Code(Rc<CodeObject>),
    None,
    Bool(bool),
    Ellipsis,
}

/// What a code object is the body of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeKind {
    Module,
    Class,
    Function,
}

/// How a function binds its arguments.
#[derive(Clone, Debug, Default)]
pub struct Signature {
    /// Positional parameters (posonly + ordinary), in order; they are registers 0..
    pub positional: u16,
    /// How many of the positional ones are positional-only.
    pub posonly: u16,
    /// Keyword-only parameters, registers after the positional ones.
    pub kwonly: u16,
    /// `*args` takes the register after the named parameters.
    pub varargs: bool,
    /// `**kwargs` takes the register after `*args` (or the named parameters).
    pub varkw: bool,
    /// Parameter names in register order (positional, kwonly, *args, **kwargs).
    pub names: Vec<String>,
}

impl Signature {
    /// Registers taken by parameters.
    pub fn nparams(&self) -> u16 {
        self.positional + self.kwonly + self.varargs as u16 + self.varkw as u16
    }

    /// The argument count of a call whose positional arguments are the
    /// parameters as they stand: the positional parameters' count when
    /// there are no keyword-only parameters, `*args` or `**kwargs` (a call
    /// passing that many binds nothing from defaults or keywords).
    pub fn plain_arity(&self) -> Option<u16> {
        (!self.varargs && !self.varkw && self.kwonly == 0).then_some(self.positional)
    }
}

/// An entry of the exception table: an exception raised at an instruction in
/// `start..end` jumps to `handler`.
#[derive(Clone, Copy, Debug)]
pub struct Handler {
    pub start: u32,
    pub end: u32,
    pub handler: u32,
}

/// Code that runs while an exception is being handled (an `except` block,
/// a `finally` block entered by an exception, a `with` block's exit after
/// one): for instructions `start..end` that exception is in register `reg`.
/// An exception raised there gets it as its `__context__`.
#[derive(Clone, Copy, Debug)]
pub struct Handling {
    pub start: u32,
    pub end: u32,
    pub reg: Reg,
}

/// A compiled body: a module, a class body or a function.
#[derive(Clone, Debug)]
pub struct CodeObject {
    pub kind: CodeKind,
    pub name: String,
    pub qualname: String,
    pub filename: Rc<str>,
    pub first_line: u32,
    pub signature: Signature,
    /// Names of registers that hold named locals (parameters first); others are temporaries.
    pub local_names: Vec<String>,
    /// Registers the frame needs.
    pub nregs: u16,
    /// The body contains `yield`: calling the function makes a generator.
    pub is_generator: bool,
    /// An `async def`: calling it makes a coroutine (a generator driven by `await`).
    pub is_coroutine: bool,
    /// An `async def` with `yield`: compiled as a generator whose `yield v`
    /// yields `$asyncgen_value(v)` and whose awaits pass through; calling
    /// the function wraps the generator in an async generator object.
    pub is_async_generator: bool,
    /// Free variables (from enclosing functions), in closure order; their
    /// cells sit in registers `free_start ..`, filled from the closure at entry.
    pub freevars: Vec<String>,
    pub free_start: u16,
    pub instrs: Vec<Instr>,
    /// Where in the source each instruction comes from: the expression
    /// (or statement) it evaluates, as a span of lines and 1-based columns
    /// (tracebacks show the line and mark the columns, as CPython's do).
    pub positions: Vec<Span>,
    pub consts: Vec<Const>,
    pub names: Vec<String>,
    /// Innermost handlers first; searched in order.
    pub handlers: Vec<Handler>,
    /// Where an exception is being handled (of the ranges holding an
    /// instruction, the innermost starts last).
    pub handling: Vec<Handling>,
    /// The docstring, when the body starts with a string literal.
    pub doc: Option<String>,
}

impl CodeObject {
    /// The source line of the instruction at `pc`.
    pub fn line_at(&self, pc: usize) -> u32 {
        self.positions.get(pc).map_or(self.first_line, |p| p.line)
    }

    /// The source span of the instruction at `pc`, if it has one.
    pub fn position_at(&self, pc: usize) -> Option<Span> {
        self.positions.get(pc).copied()
    }
}

impl fmt::Display for CodeObject {
    /// The disassembly: one instruction per line with its index and source line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "code {} ({:?}, {} registers)", self.qualname, self.kind, self.nregs)?;
        for (i, ins) in self.instrs.iter().enumerate() {
            writeln!(f, "  {:4} [line {:3}] {:?}", i, self.line_at(i), ins)?;
        }
        for c in &self.consts {
            if let Const::Code(code) = c {
                write!(f, "{}", code)?;
            }
        }
        Ok(())
    }
}
