//! Which names a function body binds: the input to register assignment.
//!
//! 1. Parameters come first, in register order (positional, keyword-only,
//!    `*args`, `**kwargs`).
//! 2. Every other name the body binds (assignment, augmented and annotated
//!    assignment, `for` and `with` targets, `except ... as`, imports, `def`,
//!    `class`, `del`, `:=`) becomes a local, in order of first appearance,
//!    unless a `global` statement names it.
//! 3. Nested `def`, `class` and `lambda` bodies are not entered (only their
//!    names bind here); comprehension targets are not locals of the function
//!    (the compiler gives them hidden registers), but `:=` inside a
//!    comprehension binds in the function, as in Python.
//!
//! This pass only collects names; it never rejects a program except for
//! `global`/`nonlocal` misuse that Python rejects too.

use crate::ast::*;
use crate::diagnostic::Diagnostic;
use std::rc::Rc;
use rustc_hash::FxHashSet as HashSet;

/// The names of one function body.
#[derive(Debug, Default)]
pub struct FunctionScope {
    /// Locals in register order; parameters first.
    pub locals: Vec<String>,
    /// Names declared `global`.
    pub globals: HashSet<String>,
    /// Names declared `nonlocal`.
    pub nonlocals: HashSet<String>,
}

impl FunctionScope {
    pub fn local_index(&self, name: &str) -> Option<usize> {
        self.locals.iter().position(|n| n == name)
    }
}

pub fn analyze_function(params: &Params, body: &[Stmt]) -> Result<FunctionScope, Diagnostic> {
    let mut scope = FunctionScope::default();
    for p in params.posonly.iter().chain(&params.args).chain(&params.kwonly) {
        scope.locals.push(p.name.clone());
    }
    if let Some(p) = &params.vararg {
        scope.locals.push(p.name.clone());
    }
    if let Some(p) = &params.kwarg {
        scope.locals.push(p.name.clone());
    }
    let params: HashSet<String> = scope.locals.iter().cloned().collect();
    collect_declarations(body, &mut scope, &params)?;
    let mut binder = Binder { scope: &mut scope };
    binder.stmts(body);
    Ok(scope)
}

/// Scope of a lambda: parameters only, plus `:=` targets in its expression.
pub fn analyze_lambda(params: &Params, body: &Expr) -> FunctionScope {
    let mut scope = FunctionScope::default();
    for p in params.posonly.iter().chain(&params.args).chain(&params.kwonly) {
        scope.locals.push(p.name.clone());
    }
    if let Some(p) = &params.vararg {
        scope.locals.push(p.name.clone());
    }
    if let Some(p) = &params.kwarg {
        scope.locals.push(p.name.clone());
    }
    Binder { scope: &mut scope }.expr(body);
    scope
}

/// The names a class body declares `global` (not in nested scopes).
pub fn declared_globals(body: &[Stmt]) -> HashSet<String> {
    let mut scope = FunctionScope::default();
    // A class body has no parameters, so this cannot fail.
    let _ = collect_declarations(body, &mut scope, &HashSet::default());
    scope.globals
}

/// Finds `global` and `nonlocal` statements anywhere in the body (not in nested scopes).
fn collect_declarations(body: &[Stmt], scope: &mut FunctionScope, params: &HashSet<String>) -> Result<(), Diagnostic> {
    for s in body {
        match &s.kind {
            StmtKind::Global(names) | StmtKind::Nonlocal(names) => {
                let is_global = matches!(s.kind, StmtKind::Global(_));
                for n in names {
                    if params.contains(n) {
                        let what = if is_global { "global" } else { "nonlocal" };
                        return Err(Diagnostic::syntax(format!("name '{}' is parameter and {}", n, what), s.span));
                    }
                    if is_global {
                        scope.globals.insert(n.clone());
                    } else {
                        scope.nonlocals.insert(n.clone());
                    }
                }
            }
            _ => {
                for block in child_blocks(s) {
                    collect_declarations(block, scope, params)?;
                }
            }
        }
    }
    Ok(())
}

/// The statement lists nested directly in a compound statement (same scope).
pub fn child_blocks(s: &Stmt) -> Vec<&[Stmt]> {
    match &s.kind {
        StmtKind::If { body, orelse, .. } | StmtKind::While { body, orelse, .. } | StmtKind::For { body, orelse, .. } => {
            vec![body, orelse]
        }
        StmtKind::Try { body, handlers, orelse, finalbody } => {
            let mut v: Vec<&[Stmt]> = vec![body, orelse, finalbody];
            for h in handlers {
                v.push(&h.body);
            }
            v
        }
        StmtKind::With { body, .. } => vec![body],
        StmtKind::Match { cases, .. } => cases.iter().map(|c| c.body.as_slice()).collect(),
        StmtKind::Lowered { body, .. } => vec![body],
        _ => vec![],
    }
}

struct Binder<'a> {
    scope: &'a mut FunctionScope,
}

impl Binder<'_> {
    fn bind(&mut self, name: &str) {
        if self.scope.globals.contains(name) || self.scope.nonlocals.contains(name) {
            return;
        }
        if !self.scope.locals.iter().any(|n| n == name) {
            self.scope.locals.push(name.to_string());
        }
    }

    fn stmts(&mut self, body: &[Stmt]) {
        for s in body {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Expr(e) => self.expr(e),
            StmtKind::Assign { targets, value } => {
                self.expr(value);
                for t in targets {
                    self.target(t);
                }
            }
            StmtKind::AugAssign { target, value, .. } => {
                self.expr(value);
                self.target(target);
            }
            StmtKind::AnnAssign { target, value, .. } => {
                if let Some(v) = value {
                    self.expr(v);
                }
                self.target(target);
            }
            StmtKind::For { target, iter, .. } => {
                self.expr(iter);
                self.target(target);
            }
            StmtKind::With { items, .. } => {
                for it in items {
                    self.expr(&it.context);
                    if let Some(t) = &it.target {
                        self.target(t);
                    }
                }
            }
            StmtKind::Try { handlers, .. } => {
                for h in handlers {
                    if let Some(n) = &h.name {
                        self.bind(n);
                    }
                }
            }
            StmtKind::FunctionDef(f) => self.bind(&f.name),
            StmtKind::ClassDef(c) => self.bind(&c.name),
            StmtKind::Import(aliases) => {
                for a in aliases {
                    let bound = a.asname.clone().unwrap_or_else(|| a.name.split('.').next().unwrap_or("").to_string());
                    self.bind(&bound);
                }
            }
            StmtKind::ImportFrom { names, .. } => {
                for a in names {
                    if a.name != "*" {
                        self.bind(a.asname.as_ref().unwrap_or(&a.name));
                    }
                }
            }
            StmtKind::Del(targets) => {
                for t in targets {
                    self.target(t);
                }
            }
            StmtKind::If { test, .. } | StmtKind::While { test, .. } => self.expr(test),
            StmtKind::Return(Some(e)) => self.expr(e),
            StmtKind::Match { subject, cases } => {
                self.expr(subject);
                for c in cases {
                    let (mut names, mut exprs) = (Vec::new(), Vec::new());
                    c.pattern.bound_names(&mut names);
                    c.pattern.exprs(&mut exprs);
                    names.into_iter().for_each(|n| self.bind(n));
                    exprs.into_iter().chain(c.guard.iter()).for_each(|e| self.expr(e));
                }
            }
            _ => {}
        }
        for block in child_blocks(s) {
            self.stmts(block);
        }
    }

    fn target(&mut self, t: &Expr) {
        match &t.kind {
            ExprKind::Name(n) => self.bind(n),
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                for i in items {
                    self.target(i);
                }
            }
            ExprKind::Starred(inner) => self.target(inner),
            _ => self.expr(t),
        }
    }

    /// Walks an expression for `:=` targets (which bind in this function).
    fn expr(&mut self, e: &Expr) {
        let mut names = Vec::new();
        walrus_targets(e, &mut names);
        for n in names {
            self.bind(&n);
        }
    }
}

/// Collects the targets of `:=` in an expression, not entering lambdas.
fn walrus_targets(e: &Expr, out: &mut Vec<String>) {
    if let ExprKind::NamedExpr { target, .. } = &e.kind {
        out.push(target.clone());
    }
    if matches!(e.kind, ExprKind::Lambda { .. }) {
        return;
    }
    for_each_child(e, &mut |c| walrus_targets(c, out));
}

/// Does the expression contain a `:=` (outside lambdas)?
pub fn has_walrus(e: &Expr) -> bool {
    let mut v = Vec::new();
    walrus_targets(e, &mut v);
    !v.is_empty()
}

/// Does `e` contain an `await` of its own scope (not inside a lambda or a
/// nested generator expression)?
pub fn contains_await(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Await(_) => true,
        ExprKind::Lambda { .. } | ExprKind::GeneratorExp { .. } => false,
        _ => {
            let mut found = false;
            for_each_child(e, &mut |c| found = found || contains_await(c));
            found
        }
    }
}

/// Calls `f` on every direct sub-expression of `e`.
pub fn for_each_child<'a>(e: &'a Expr, f: &mut dyn FnMut(&'a Expr)) {
    match &e.kind {
        ExprKind::BinOp { left, right, .. } => {
            f(left);
            f(right);
        }
        ExprKind::UnaryOp { operand, .. } => f(operand),
        ExprKind::BoolOp { values, .. } => values.iter().for_each(|v| f(v)),
        ExprKind::Compare { left, comparators, .. } => {
            f(left);
            comparators.iter().for_each(|v| f(v));
        }
        ExprKind::IfExp { test, body, orelse } => {
            f(test);
            f(body);
            f(orelse);
        }
        ExprKind::Call { func, args, keywords } => {
            f(func);
            args.iter().for_each(|v| f(v));
            keywords.iter().for_each(|k| f(&k.value));
        }
        ExprKind::Attribute { value, .. } => f(value),
        ExprKind::Subscript { value, index } => {
            f(value);
            f(index);
        }
        ExprKind::Slice { lower, upper, step } => {
            for x in [lower, upper, step].into_iter().flatten() {
                f(x);
            }
        }
        ExprKind::Starred(v) | ExprKind::YieldFrom(v) | ExprKind::Await(v) => f(v),
        ExprKind::Yield(v) => {
            if let Some(v) = v {
                f(v)
            }
        }
        ExprKind::List(items) | ExprKind::Tuple(items) | ExprKind::Set(items) => items.iter().for_each(|v| f(v)),
        ExprKind::Dict { keys, values } => {
            keys.iter().flatten().for_each(|v| f(v));
            values.iter().for_each(|v| f(v));
        }
        ExprKind::ListComp { elt, generators } | ExprKind::SetComp { elt, generators } | ExprKind::GeneratorExp { elt, generators } => {
            f(elt);
            comprehension_children(generators, f);
        }
        ExprKind::DictComp { key, value, generators } => {
            f(key);
            f(value);
            comprehension_children(generators, f);
        }
        ExprKind::Lambda { body, .. } => f(body),
        ExprKind::NamedExpr { value, .. } => f(value),
        ExprKind::FString(parts) => fstring_children(parts, f),
        _ => {}
    }
}

fn comprehension_children<'a>(generators: &'a [Comprehension], f: &mut dyn FnMut(&'a Expr)) {
    for g in generators {
        f(&g.target);
        f(&g.iter);
        g.ifs.iter().for_each(|v| f(v));
    }
}

fn fstring_children<'a>(parts: &'a [FStringPart], f: &mut dyn FnMut(&'a Expr)) {
    for p in parts {
        if let FStringPart::Value { value, format_spec, .. } = p {
            f(value);
            fstring_children(format_spec, f);
        }
    }
}

// ---- free variables ------------------------------------------------------
//
// A name a nested function (or lambda, or class body) uses without binding it
// is *free* there; if an enclosing function binds it, that binding becomes a
// *cell* and the nested scope reaches it through its closure. These functions
// compute, for a scope, the names it uses free (including on behalf of the
// scopes nested in it), so the compiler can give cells and free variables
// their registers before it compiles a body.

/// What a nested scope uses free (`free`: its uses and its nested scopes'
/// free uses, minus what it binds) and what the scopes nested in it use
/// free (`nested`: those of its own bindings become cells).
#[derive(Default)]
pub struct ScopeUses {
    pub free: HashSet<String>,
    pub nested: HashSet<String>,
}

/// The uses of the scopes met during one compilation, by the address of
/// their body (a function's or class's statements, a lambda's or generator
/// expression's element), so that each scope is walked once however deeply
/// it is nested. The keys stay valid while the module's syntax tree lives,
/// which is the compilation.
#[derive(Default)]
pub struct FreeUseCache {
    scopes: rustc_hash::FxHashMap<(u8, usize), Rc<ScopeUses>>,
}

impl FreeUseCache {
    fn get_or(&mut self, key: (u8, usize), make: impl FnOnce(&mut FreeUseCache) -> ScopeUses) -> Rc<ScopeUses> {
        if let Some(u) = self.scopes.get(&key) {
            return u.clone();
        }
        let u = Rc::new(make(self));
        self.scopes.insert(key, u.clone());
        u
    }
}

const FUNCTION: u8 = 0;
const CLASS: u8 = 1;
const LAMBDA: u8 = 2;
const GENEXP: u8 = 3;

/// Names used free by the scopes nested in expression `e` (not `e`'s own uses).
pub fn nested_free_uses_expr(e: &Expr, cache: &mut FreeUseCache) -> HashSet<String> {
    let mut c = UseCollector::new(cache);
    c.expr(e);
    c.nested
}

/// A function's uses: its uses and its nested scopes' free uses, minus
/// its locals and globals, plus its `nonlocal` names.
pub fn function_free_uses(params: &Params, body: &[Stmt], cache: &mut FreeUseCache) -> Rc<ScopeUses> {
    cache.get_or((FUNCTION, body.as_ptr() as usize), |cache| {
        let mut c = UseCollector::new(cache);
        c.stmts(body);
        let Ok(scope) = analyze_function(params, body) else { return ScopeUses::default() };
        let mut free: HashSet<String> = c.used.union(&c.nested).cloned().collect();
        free.retain(|n| !scope.locals.contains(n) && !scope.globals.contains(n));
        free.extend(scope.nonlocals.iter().cloned());
        ScopeUses { free, nested: c.nested }
    })
}

/// A lambda's uses.
pub fn lambda_free_uses(params: &Params, body: &Expr, cache: &mut FreeUseCache) -> Rc<ScopeUses> {
    cache.get_or((LAMBDA, body as *const Expr as usize), |cache| {
        let scope = analyze_lambda(params, body);
        let mut c = UseCollector::new(cache);
        c.expr(body);
        let mut free: HashSet<String> = c.used.union(&c.nested).cloned().collect();
        free.retain(|n| !scope.locals.contains(n));
        ScopeUses { free, nested: c.nested }
    })
}

/// A class body's uses: its own uses minus what it binds, plus its nested
/// scopes' free uses (class bindings do not hide names from methods).
pub fn class_free_uses(body: &[Stmt], cache: &mut FreeUseCache) -> Rc<ScopeUses> {
    cache.get_or((CLASS, body.as_ptr() as usize), |cache| {
        let mut c = UseCollector::new(cache);
        c.stmts(body);
        let mut bound = FunctionScope::default();
        Binder { scope: &mut bound }.stmts(body);
        let mut free: HashSet<String> = c.used.into_iter().filter(|n| !bound.locals.contains(n)).collect();
        free.extend(c.nested.iter().cloned());
        ScopeUses { free, nested: c.nested }
    })
}

/// Walks one scope's statements: `used` gets every name it mentions,
/// `nested` every name its nested scopes use free.
struct UseCollector<'c> {
    used: HashSet<String>,
    nested: HashSet<String>,
    cache: &'c mut FreeUseCache,
}

impl<'c> UseCollector<'c> {
    fn new(cache: &'c mut FreeUseCache) -> UseCollector<'c> {
        UseCollector { used: HashSet::default(), nested: HashSet::default(), cache }
    }

    fn stmts(&mut self, body: &[Stmt]) {
        for s in body {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::FunctionDef(f) => {
                self.used.insert(f.name.clone());
                for d in &f.decorators {
                    self.expr(d);
                }
                self.param_defaults(&f.params);
                let uses = function_free_uses(&f.params, &f.body, self.cache);
                self.nested.extend(uses.free.iter().cloned());
            }
            StmtKind::ClassDef(c) => {
                self.used.insert(c.name.clone());
                for e in c.decorators.iter().chain(&c.bases) {
                    self.expr(e);
                }
                let uses = class_free_uses(&c.body, self.cache);
                self.nested.extend(uses.free.iter().cloned());
            }
            StmtKind::Global(_) => {}
            StmtKind::Nonlocal(names) => self.used.extend(names.iter().cloned()),
            StmtKind::Match { cases, .. } => {
                for c in cases {
                    let mut names = Vec::new();
                    c.pattern.bound_names(&mut names);
                    self.used.extend(names.into_iter().map(String::from));
                }
            }
            StmtKind::Import(aliases) => {
                for a in aliases {
                    self.used.insert(a.asname.clone().unwrap_or_else(|| a.name.split('.').next().unwrap_or("").to_string()));
                }
            }
            StmtKind::ImportFrom { names, .. } => {
                for a in names {
                    self.used.insert(a.asname.clone().unwrap_or_else(|| a.name.clone()));
                }
            }
            StmtKind::Try { handlers, .. } => {
                for h in handlers {
                    if let Some(t) = &h.typ {
                        self.expr(t);
                    }
                    if let Some(n) = &h.name {
                        self.used.insert(n.clone());
                    }
                }
            }
            _ => {}
        }
        if !matches!(s.kind, StmtKind::FunctionDef(_) | StmtKind::ClassDef(_)) {
            let mut exprs = Vec::new();
            statement_exprs(s, &mut exprs);
            for e in exprs {
                self.expr(e);
            }
        }
        for block in child_blocks(s) {
            self.stmts(block);
        }
    }

    fn param_defaults(&mut self, params: &Params) {
        for p in params.posonly.iter().chain(&params.args).chain(&params.kwonly) {
            if let Some(d) = &p.default {
                self.expr(d);
            }
        }
    }

    fn expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Name(n) => {
                self.used.insert(n.clone());
            }
            ExprKind::NamedExpr { target, .. } => {
                self.used.insert(target.clone());
            }
            ExprKind::Lambda { params, body } => {
                self.param_defaults(params);
                let uses = lambda_free_uses(params, body, self.cache);
                self.nested.extend(uses.free.iter().cloned());
                return;
            }
            ExprKind::GeneratorExp { elt, generators } => {
                // A generator expression is its own scope, except for its
                // first iterable, which the enclosing scope evaluates.
                if let Some(first) = generators.first() {
                    self.expr(&first.iter);
                }
                let uses = genexp_free_uses(elt, generators, self.cache);
                self.nested.extend(uses.free.iter().cloned());
                return;
            }
            _ => {}
        }
        for_each_child(e, &mut |c| self.expr(c));
    }
}

/// A generator expression's loop variables (its locals, in order) and those
/// of them that nested scopes capture.
pub fn genexp_locals(elt: &Expr, generators: &[Comprehension], cache: &mut FreeUseCache) -> (Vec<String>, HashSet<String>) {
    let mut names = Vec::new();
    for g in generators {
        let mut b = FunctionScope::default();
        Binder { scope: &mut b }.target(&g.target);
        for n in b.locals {
            if !names.contains(&n) {
                names.push(n);
            }
        }
    }
    let uses = genexp_free_uses(elt, generators, cache);
    let captured = uses.nested.iter().filter(|n| names.contains(n)).cloned().collect();
    (names, captured)
}

/// A generator expression's uses: its element, conditions and later
/// iterables, minus its own loop variables.
pub fn genexp_free_uses(elt: &Expr, generators: &[Comprehension], cache: &mut FreeUseCache) -> Rc<ScopeUses> {
    cache.get_or((GENEXP, elt as *const Expr as usize), |cache| {
        let mut c = UseCollector::new(cache);
        c.expr(elt);
        for (i, g) in generators.iter().enumerate() {
            if i > 0 {
                c.expr(&g.iter);
            }
            for cond in &g.ifs {
                c.expr(cond);
            }
        }
        let mut targets = HashSet::default();
        for g in generators {
            let mut b = FunctionScope::default();
            Binder { scope: &mut b }.target(&g.target);
            targets.extend(b.locals);
        }
        let (used, nested) = (c.used, c.nested);
        let mut free: HashSet<String> = used.union(&nested).cloned().collect();
        free.retain(|n| !targets.contains(n));
        ScopeUses { free, nested }
    })
}

/// The expressions that belong directly to a statement (not its blocks).
pub fn statement_exprs<'e>(s: &'e Stmt, out: &mut Vec<&'e Expr>) {
    match &s.kind {
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => out.push(e),
        StmtKind::Assign { targets, value } => {
            out.extend(targets.iter());
            out.push(value);
        }
        StmtKind::AugAssign { target, value, .. } => {
            out.push(target);
            out.push(value);
        }
        StmtKind::AnnAssign { target, annotation, value } => {
            out.push(target);
            out.push(annotation);
            out.extend(value.iter());
        }
        StmtKind::If { test, .. } | StmtKind::While { test, .. } => out.push(test),
        StmtKind::For { target, iter, .. } => {
            out.push(target);
            out.push(iter);
        }
        StmtKind::Raise { exc, cause } => {
            out.extend(exc.iter());
            out.extend(cause.iter());
        }
        StmtKind::Assert { test, msg } => {
            out.push(test);
            out.extend(msg.iter());
        }
        StmtKind::With { items, .. } => {
            for i in items {
                out.push(&i.context);
                out.extend(i.target.iter());
            }
        }
        StmtKind::Del(targets) => out.extend(targets.iter()),
        StmtKind::Match { subject, cases } => {
            out.push(subject);
            for c in cases {
                c.pattern.exprs(out);
                out.extend(c.guard.iter());
            }
        }
        _ => {}
    }
}
