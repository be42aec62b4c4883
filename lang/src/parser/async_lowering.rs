//! `async with` and `async for` rewritten into statements the compiler
//! knows (PEP 492's meaning, with hidden variables whose names no program
//! can write, `$...`), kept under `StmtKind::Lowered` so the compiler can
//! still refuse them outside an `async def` by name.
//!
//! `async with m as t: body` is
//!
//! ```text
//! $mgr = m; $exit = $mgr.__aexit__
//! t = await $mgr.__aenter__(); $ok = True
//! try: body
//! except BaseException as $exc:
//!     $ok = False
//!     if not await $exit($exc.__class__, $exc, $exc.__traceback__): raise
//! finally:
//!     if $ok: await $exit(None, None, None)
//! ```
//!
//! and `async for t in it: body else: orelse` is
//!
//! ```text
//! $it = it.__aiter__(); $done = False
//! while True:
//!     try: $v = await $it.__anext__()
//!     except StopAsyncIteration: $done = True; break
//!     t = $v
//!     body
//! if $done: orelse
//! ```
//!
//! Must never: produce a name a program could bind, or change what the
//! body's `break`, `continue` and `return` do.

use crate::ast::{ExceptHandler, Expr, ExprKind, Span, Stmt, StmtKind, UnaryOp, WithItem};
struct Build {
    span: Span,
    n: u32,
}

impl Build {
    /// Builds with the next number of the parser's counter `next`.
    fn new(span: Span, next: &mut u32) -> Build {
        *next += 1;
        Build { span, n: *next - 1 }
    }
    fn e(&self, kind: ExprKind) -> Expr {
        Expr { kind, span: self.span }
    }
    fn s(&self, kind: StmtKind) -> Stmt {
        Stmt { kind, span: self.span }
    }
    fn hidden(&self, what: &str) -> String {
        format!("${}{}", what, self.n)
    }
    fn name(&self, n: &str) -> Expr {
        self.e(ExprKind::Name(n.to_string()))
    }
    fn attr(&self, v: Expr, a: &str) -> Expr {
        self.e(ExprKind::Attribute { value: Box::new(v), attr: a.to_string() })
    }
    fn call(&self, f: Expr, args: Vec<Expr>) -> Expr {
        self.e(ExprKind::Call { func: Box::new(f), args, keywords: Vec::new() })
    }
    fn await_(&self, v: Expr) -> Expr {
        self.e(ExprKind::Await(Box::new(v)))
    }
    fn assign(&self, target: Expr, value: Expr) -> Stmt {
        self.s(StmtKind::Assign { targets: vec![target], value })
    }
    fn set(&self, n: &str, value: Expr) -> Stmt {
        self.assign(self.name(n), value)
    }
    fn if_(&self, test: Expr, body: Vec<Stmt>) -> Stmt {
        self.s(StmtKind::If { test, body, orelse: Vec::new() })
    }
}

/// `async with items: body`, one item at a time (the first outermost).
pub(super) fn async_with(items: Vec<WithItem>, body: Vec<Stmt>, span: Span, next: &mut u32) -> Stmt {
    let mut items = items.into_iter().rev();
    let mut lowered = match items.next() {
        Some(innermost) => with_one(innermost, body, span, next),
        None => Stmt { kind: StmtKind::Lowered { what: "'async with'", body }, span },
    };
    for item in items {
        lowered = with_one(item, vec![lowered], span, next);
    }
    lowered
}

fn with_one(item: WithItem, body: Vec<Stmt>, span: Span, next: &mut u32) -> Stmt {
    let b = Build::new(item.context.span, next);
    let (mgr, exit, ok, exc) = (b.hidden("mgr"), b.hidden("exit"), b.hidden("ok"), b.hidden("exc"));
    let enter = b.await_(b.call(b.attr(b.name(&mgr), "__aenter__"), Vec::new()));
    let mut out = vec![b.set(&mgr, item.context.clone()), b.set(&exit, b.attr(b.name(&mgr), "__aexit__"))];
    out.push(match item.target {
        Some(t) => b.assign(t, enter),
        None => b.s(StmtKind::Expr(enter)),
    });
    out.push(b.set(&ok, b.e(ExprKind::True)));
    let exit_args = vec![b.attr(b.name(&exc), "__class__"), b.name(&exc), b.attr(b.name(&exc), "__traceback__")];
    let suppressed = b.await_(b.call(b.name(&exit), exit_args));
    let not_suppressed = b.e(ExprKind::UnaryOp { op: UnaryOp::Not, operand: Box::new(suppressed) });
    let handler = ExceptHandler {
        typ: Some(b.name("BaseException")),
        name: Some(exc.clone()),
        body: vec![b.set(&ok, b.e(ExprKind::False)), b.if_(not_suppressed, vec![b.s(StmtKind::Raise { exc: None, cause: None })])],
        span: b.span,
    };
    let normal_exit = b.await_(b.call(b.name(&exit), vec![b.e(ExprKind::None), b.e(ExprKind::None), b.e(ExprKind::None)]));
    let finalbody = vec![b.if_(b.name(&ok), vec![b.s(StmtKind::Expr(normal_exit))])];
    out.push(b.s(StmtKind::Try { body, handlers: vec![handler], orelse: Vec::new(), finalbody }));
    Stmt { kind: StmtKind::Lowered { what: "'async with'", body: out }, span }
}

/// `async for target in iter: body else: orelse`.
pub(super) fn async_for(target: Expr, iter: Expr, body: Vec<Stmt>, orelse: Vec<Stmt>, span: Span, next: &mut u32) -> Stmt {
    let b = Build::new(iter.span, next);
    let (it, done, v) = (b.hidden("it"), b.hidden("done"), b.hidden("v"));
    let mut out = vec![b.set(&it, b.call(b.attr(iter, "__aiter__"), Vec::new())), b.set(&done, b.e(ExprKind::False))];
    let next = b.set(&v, b.await_(b.call(b.attr(b.name(&it), "__anext__"), Vec::new())));
    let stop = ExceptHandler {
        typ: Some(b.name("StopAsyncIteration")),
        name: None,
        body: vec![b.set(&done, b.e(ExprKind::True)), b.s(StmtKind::Break)],
        span: b.span,
    };
    let mut loop_body = vec![b.s(StmtKind::Try { body: vec![next], handlers: vec![stop], orelse: Vec::new(), finalbody: Vec::new() })];
    loop_body.push(b.assign(target, b.name(&v)));
    loop_body.extend(body);
    out.push(b.s(StmtKind::While { test: b.e(ExprKind::True), body: loop_body, orelse: Vec::new() }));
    if !orelse.is_empty() {
        out.push(b.if_(b.name(&done), orelse));
    }
    Stmt { kind: StmtKind::Lowered { what: "'async for'", body: out }, span }
}
