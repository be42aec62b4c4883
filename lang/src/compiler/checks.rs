//! Checks CPython's compiler makes that code generation itself does not
//! need, run once over a module before it is compiled:
//! 1. a `global` or `nonlocal` declaration must come before any use or
//!    assignment of the name in its scope ("name 'x' is used prior to
//!    global declaration", "... is assigned to before ...");
//! 2. at most `MAX_BLOCKS` blocks nest within one scope ("too many
//!    statically nested blocks"), counted as CPython 3.11's code generator
//!    counts them: a loop's body is in one block (its `else` is not), a
//!    `with` body in one per context manager, a `try` body in one, an
//!    `except` handler's body in two, a `finally` body in one, and with both
//!    `except` and `finally` the whole `try` is in one more.
//!
//! Each function, lambda and class body is a scope of its own; a
//! comprehension's scope is its own too, except for its first iterable,
//! which its enclosing scope evaluates.
//!
//! Must never: change or annotate the tree; reject what CPython accepts.

use crate::ast::*;
use crate::compiler::scope::for_each_child;
use crate::diagnostic::Diagnostic;
use rustc_hash::FxHashSet as HashSet;

/// CPython's limit on statically nested blocks (`CO_MAXBLOCKS`).
pub const MAX_BLOCKS: usize = 20;

/// Checks every scope of a module.
pub fn check_module(body: &[Stmt]) -> Result<(), Diagnostic> {
    Scope::default().stmts(body, 0)
}

/// What one scope has done with its names so far, in source order.
#[derive(Default)]
struct Scope {
    used: HashSet<String>,
    assigned: HashSet<String>,
}

impl Scope {
    fn stmts(&mut self, body: &[Stmt], depth: usize) -> Result<(), Diagnostic> {
        body.iter().try_for_each(|s| self.stmt(s, depth))
    }

    fn stmt(&mut self, s: &Stmt, depth: usize) -> Result<(), Diagnostic> {
        // `depth` blocks enclose `s`; `nest(n)` is the depth of a part of
        // it that is inside `n` more.
        let nest = |n: usize| if depth + n > MAX_BLOCKS { Err(Diagnostic::syntax("too many statically nested blocks", s.span)) } else { Ok(depth + n) };
        match &s.kind {
            StmtKind::Global(names) | StmtKind::Nonlocal(names) => {
                let what = if matches!(s.kind, StmtKind::Global(_)) { "global" } else { "nonlocal" };
                for n in names {
                    let done = if self.used.contains(n) {
                        "is used prior to"
                    } else if self.assigned.contains(n) {
                        "is assigned to before"
                    } else {
                        continue;
                    };
                    return Err(Diagnostic::syntax(format!("name '{}' {} {} declaration", n, done, what), s.span));
                }
                Ok(())
            }
            StmtKind::Expr(e) | StmtKind::Return(Some(e)) => self.expr(e),
            StmtKind::Assign { targets, value } => {
                self.expr(value)?;
                targets.iter().try_for_each(|t| self.target(t))
            }
            StmtKind::AugAssign { target, value, .. } => {
                // The target counts as assigned only, as in CPython's symbol table.
                self.expr(value)?;
                self.target(target)
            }
            StmtKind::AnnAssign { target, annotation, value } => {
                self.expr(annotation)?;
                if let Some(v) = value {
                    self.expr(v)?;
                }
                self.target(target)
            }
            StmtKind::If { test, body, orelse } => {
                self.expr(test)?;
                self.stmts(body, depth)?;
                self.stmts(orelse, depth)
            }
            StmtKind::While { test, body, orelse } => {
                self.expr(test)?;
                self.stmts(body, nest(1)?)?;
                self.stmts(orelse, depth)
            }
            StmtKind::For { target, iter, body, orelse, .. } => {
                self.expr(iter)?;
                self.target(target)?;
                self.stmts(body, nest(1)?)?;
                self.stmts(orelse, depth)
            }
            StmtKind::Try { body, handlers, orelse, finalbody } => {
                // With a `finally`, the try-except is inside its block.
                let outer = if finalbody.is_empty() || handlers.is_empty() { 0 } else { 1 };
                self.stmts(body, nest(outer + 1)?)?;
                for h in handlers {
                    if let Some(t) = &h.typ {
                        self.expr(t)?;
                    }
                    if let Some(n) = &h.name {
                        self.assigned.insert(n.clone());
                    }
                    self.stmts(&h.body, nest(outer + 2)?)?;
                }
                self.stmts(orelse, nest(outer)?)?;
                self.stmts(finalbody, nest(1)?)
            }
            StmtKind::With { items, body, .. } => {
                for it in items {
                    self.expr(&it.context)?;
                    if let Some(t) = &it.target {
                        self.target(t)?;
                    }
                }
                self.stmts(body, nest(items.len())?)
            }
            StmtKind::FunctionDef(f) => {
                f.decorators.iter().try_for_each(|d| self.expr(d))?;
                self.params(&f.params)?;
                if let Some(r) = &f.returns {
                    self.expr(r)?;
                }
                self.assigned.insert(f.name.clone());
                Scope::default().stmts(&f.body, 0)
            }
            StmtKind::ClassDef(c) => {
                c.decorators.iter().chain(&c.bases).chain(c.keywords.iter().map(|k| &k.value)).try_for_each(|e| self.expr(e))?;
                self.assigned.insert(c.name.clone());
                Scope::default().stmts(&c.body, 0)
            }
            StmtKind::Del(targets) => targets.iter().try_for_each(|t| self.target(t)),
            StmtKind::Assert { test, msg } => {
                self.expr(test)?;
                msg.iter().try_for_each(|m| self.expr(m))
            }
            StmtKind::Raise { exc, cause } => exc.iter().chain(cause.iter()).try_for_each(|e| self.expr(e)),
            StmtKind::Import(aliases) => {
                for a in aliases {
                    let bound = a.asname.clone().unwrap_or_else(|| a.name.split('.').next().unwrap_or("").to_string());
                    self.assigned.insert(bound);
                }
                Ok(())
            }
            StmtKind::ImportFrom { names, .. } => {
                for a in names.iter().filter(|a| a.name != "*") {
                    self.assigned.insert(a.asname.clone().unwrap_or_else(|| a.name.clone()));
                }
                Ok(())
            }
            StmtKind::Return(None) | StmtKind::Break | StmtKind::Continue | StmtKind::Pass => Ok(()),
            StmtKind::Lowered { body, .. } => self.stmts(body, nest(1)?),
            StmtKind::Match { subject, cases } => {
                self.expr(subject)?;
                for c in cases {
                    let (mut names, mut exprs) = (Vec::new(), Vec::new());
                    c.pattern.exprs(&mut exprs);
                    exprs.into_iter().chain(c.guard.iter()).try_for_each(|e| self.expr(e))?;
                    c.pattern.bound_names(&mut names);
                    self.assigned.extend(names.into_iter().map(String::from));
                    self.stmts(&c.body, nest(1)?)?;
                }
                Ok(())
            }
        }
    }

    /// A function's defaults and annotations, which its enclosing scope evaluates.
    fn params(&mut self, p: &Params) -> Result<(), Diagnostic> {
        let all = p.posonly.iter().chain(&p.args).chain(&p.vararg).chain(&p.kwonly).chain(&p.kwarg);
        for param in all {
            for e in param.default.iter().chain(param.annotation.iter()) {
                self.expr(e)?;
            }
        }
        Ok(())
    }

    /// An assignment target: names are assigned, anything else is evaluated.
    fn target(&mut self, t: &Expr) -> Result<(), Diagnostic> {
        match &t.kind {
            ExprKind::Name(n) => {
                self.assigned.insert(n.clone());
                Ok(())
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => items.iter().try_for_each(|i| self.target(i)),
            ExprKind::Starred(inner) => self.target(inner),
            _ => self.expr(t),
        }
    }

    /// The names an expression uses or (with `:=`) assigns in this scope,
    /// and the scopes nested in it.
    fn expr(&mut self, e: &Expr) -> Result<(), Diagnostic> {
        match &e.kind {
            ExprKind::Name(n) => {
                self.used.insert(n.clone());
                Ok(())
            }
            ExprKind::NamedExpr { target, value } => {
                self.expr(value)?;
                self.assigned.insert(target.clone());
                Ok(())
            }
            ExprKind::Lambda { params, body } => {
                self.params(params)?;
                Scope::default().expr(body)
            }
            ExprKind::ListComp { generators, .. } | ExprKind::SetComp { generators, .. } | ExprKind::GeneratorExp { generators, .. } | ExprKind::DictComp { generators, .. } => {
                match generators.first() {
                    Some(first) => self.expr(&first.iter),
                    None => Ok(()),
                }
            }
            _ => {
                let mut result = Ok(());
                for_each_child(e, &mut |c| {
                    if result.is_ok() {
                        result = self.expr(c);
                    }
                });
                result
            }
        }
    }
}
