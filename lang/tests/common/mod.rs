//! A compact S-expression printer for pith's AST, shared by the parser tests.
//!
//! Each node prints as `(head child ...)`; names print bare, literals in Rust
//! debug form, absent optional parts as `_`. Only the tests use it, so it aims
//! for readability of expected strings rather than completeness of detail
//! (spans are checked separately).

#![allow(dead_code)]

use lang::ast::*;
use std::cell::Cell;

thread_local! {
    /// When set, every expression and statement is followed by `@line:col-line:col`.
    static SPANS: Cell<bool> = const { Cell::new(false) };
}

/// Prints spans (on this thread) from now on.
pub fn show_spans() {
    SPANS.with(|s| s.set(true));
}

fn at(span: Span) -> String {
    if SPANS.with(|s| s.get()) {
        format!("@{}:{}-{}:{}", span.line, span.col, span.end_line, span.end_col)
    } else {
        String::new()
    }
}

/// A string literal: `"` and `\` escaped, control characters as `\x{..}`.
fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 || (0x7f..0xa0).contains(&(c as u32)) => out.push_str(&format!("\\x{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn float(v: f64) -> String {
    format!("{v:?}")
}

pub fn module(m: &Module) -> String {
    m.body.iter().map(stmt).collect::<Vec<_>>().join("\n")
}

fn block(body: &[Stmt]) -> String {
    format!("[{}]", body.iter().map(stmt).collect::<Vec<_>>().join(" "))
}

fn opt(e: &Option<Expr>) -> String {
    e.as_ref().map_or("_".to_string(), expr)
}

fn list(items: &[Expr]) -> String {
    items.iter().map(expr).collect::<Vec<_>>().join(" ")
}

pub fn stmt(s: &Stmt) -> String {
    stmt_bare(s) + &at(s.span)
}

fn stmt_bare(s: &Stmt) -> String {
    match &s.kind {
        StmtKind::Expr(e) => expr(e),
        StmtKind::Assign { targets, value } => format!("(= {} {})", list(targets), expr(value)),
        StmtKind::AugAssign { target, op, value } => format!("({}= {} {})", op.symbol(), expr(target), expr(value)),
        StmtKind::AnnAssign { target, annotation, value } => {
            format!("(ann {} {} {})", expr(target), expr(annotation), opt(value))
        }
        StmtKind::If { test, body, orelse } => format!("(if {} {} {})", expr(test), block(body), block(orelse)),
        StmtKind::While { test, body, orelse } => format!("(while {} {} {})", expr(test), block(body), block(orelse)),
        StmtKind::For { target, iter, body, orelse, is_async } => format!(
            "({} {} {} {} {})",
            if *is_async { "async-for" } else { "for" },
            expr(target),
            expr(iter),
            block(body),
            block(orelse)
        ),
        StmtKind::Break => "break".into(),
        StmtKind::Continue => "continue".into(),
        StmtKind::Pass => "pass".into(),
        StmtKind::Return(v) => format!("(return {})", opt(v)),
        StmtKind::FunctionDef(f) => format!(
            "({} {} {} -> {} {}{})",
            if f.is_async { "async-def" } else { "def" },
            f.name,
            params(&f.params),
            opt(&f.returns),
            block(&f.body),
            decorators(&f.decorators)
        ),
        StmtKind::ClassDef(c) => format!(
            "(class {} ({}{}) {}{})",
            c.name,
            list(&c.bases),
            c.keywords.iter().map(|k| format!(" {}", keyword(k))).collect::<String>(),
            block(&c.body),
            decorators(&c.decorators)
        ),
        StmtKind::Global(names) => format!("(global {})", names.join(" ")),
        StmtKind::Nonlocal(names) => format!("(nonlocal {})", names.join(" ")),
        StmtKind::Del(targets) => format!("(del {})", list(targets)),
        StmtKind::Assert { test, msg } => format!("(assert {} {})", expr(test), opt(msg)),
        StmtKind::Raise { exc, cause } => format!("(raise {} {})", opt(exc), opt(cause)),
        StmtKind::Try { body, handlers, orelse, finalbody } => format!(
            "(try {} {} {} {})",
            block(body),
            handlers.iter().map(handler).collect::<Vec<_>>().join(" "),
            block(orelse),
            block(finalbody)
        ),
        StmtKind::With { items, body, is_async } => format!(
            "({} {} {})",
            if *is_async { "async-with" } else { "with" },
            items
                .iter()
                .map(|i| format!("({} {})", expr(&i.context), opt(&i.target)))
                .collect::<Vec<_>>()
                .join(" "),
            block(body)
        ),
        StmtKind::Import(names) => format!("(import {})", aliases(names)),
        StmtKind::Match { subject, cases } => format!(
            "(match {} {})",
            expr(subject),
            cases.iter().map(|c| format!("(case {:?} {} {})", c.pattern.kind, opt(&c.guard), block(&c.body))).collect::<Vec<_>>().join(" ")
        ),
        StmtKind::Lowered { what, body } => format!("(lowered {} {})", what, block(body)),
        StmtKind::ImportFrom { module, names, level } => {
            format!("(from {} {} {})", level, module.as_deref().unwrap_or("_"), aliases(names))
        }
    }
}

fn decorators(d: &[Expr]) -> String {
    if d.is_empty() {
        String::new()
    } else {
        format!(" @[{}]", list(d))
    }
}

fn aliases(names: &[Alias]) -> String {
    names
        .iter()
        .map(|a| match &a.asname {
            Some(asname) => format!("{} as {}", a.name, asname),
            None => a.name.clone(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn handler(h: &ExceptHandler) -> String {
    format!("(except {} {} {})", opt(&h.typ), h.name.as_deref().unwrap_or("_"), block(&h.body))
}

fn param(p: &Param) -> String {
    let mut out = p.name.clone();
    if let Some(a) = &p.annotation {
        out.push_str(&format!(":{}", expr(a)));
    }
    if let Some(d) = &p.default {
        out.push_str(&format!("={}", expr(d)));
    }
    out
}

pub fn params(p: &Params) -> String {
    let mut parts: Vec<String> = p.posonly.iter().map(param).collect();
    if !p.posonly.is_empty() {
        parts.push("/".into());
    }
    parts.extend(p.args.iter().map(param));
    match &p.vararg {
        Some(v) => parts.push(format!("*{}", param(v))),
        None if !p.kwonly.is_empty() => parts.push("*".into()),
        None => {}
    }
    parts.extend(p.kwonly.iter().map(param));
    if let Some(k) = &p.kwarg {
        parts.push(format!("**{}", param(k)));
    }
    format!("({})", parts.join(" "))
}

fn keyword(k: &Keyword) -> String {
    match &k.name {
        Some(name) => format!("{}={}", name, expr(&k.value)),
        None => format!("**{}", expr(&k.value)),
    }
}

fn comprehensions(gens: &[Comprehension]) -> String {
    gens.iter()
        .map(|g| {
            let ifs: String = g.ifs.iter().map(|i| format!(" if {}", expr(i))).collect();
            format!("({}for {} in {}{})", if g.is_async { "async " } else { "" }, expr(&g.target), expr(&g.iter), ifs)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn fstring_parts(parts: &[FStringPart]) -> String {
    parts
        .iter()
        .map(|p| match p {
            FStringPart::Literal(s) => quote(s),
            FStringPart::Value { value, conversion, format_spec } => {
                let conv = conversion.map(|c| format!("!{c}")).unwrap_or_default();
                let spec = if format_spec.is_empty() { String::new() } else { format!(":{}", fstring_parts(format_spec)) };
                format!("{{{}{}{}}}", expr(value), conv, spec)
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn expr(e: &Expr) -> String {
    expr_bare(e) + &at(e.span)
}

fn expr_bare(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Name(n) => n.clone(),
        ExprKind::Int(v) => v.to_string(),
        ExprKind::BigInt(t) => format!("big:{t}"),
        ExprKind::Float(v) => float(*v),
        ExprKind::Imaginary(v) => format!("{}j", float(*v)),
        ExprKind::Str(s) => quote(s),
        ExprKind::Bytes(b) => format!("b{}", quote(&b.iter().map(|&b| b as char).collect::<String>())),
        ExprKind::FString(parts) => format!("(f {})", fstring_parts(parts)),
        ExprKind::True => "True".into(),
        ExprKind::False => "False".into(),
        ExprKind::None => "None".into(),
        ExprKind::Ellipsis => "...".into(),
        ExprKind::BinOp { left, op, right } => format!("({} {} {})", op.symbol(), expr(left), expr(right)),
        ExprKind::UnaryOp { op, operand } => {
            let name = match op {
                UnaryOp::Not => "not",
                UnaryOp::Neg => "neg",
                UnaryOp::Pos => "pos",
                UnaryOp::Invert => "inv",
            };
            format!("({} {})", name, expr(operand))
        }
        ExprKind::BoolOp { op, values } => {
            format!("({} {})", if *op == BoolOp::And { "and" } else { "or" }, list(values))
        }
        ExprKind::Compare { left, ops, comparators } => {
            let mut out = format!("(cmp {}", expr(left));
            for (op, c) in ops.iter().zip(comparators) {
                let sym = match op {
                    CmpOp::Eq => "==",
                    CmpOp::NotEq => "!=",
                    CmpOp::Lt => "<",
                    CmpOp::LtE => "<=",
                    CmpOp::Gt => ">",
                    CmpOp::GtE => ">=",
                    CmpOp::Is => "is",
                    CmpOp::IsNot => "is-not",
                    CmpOp::In => "in",
                    CmpOp::NotIn => "not-in",
                };
                out.push_str(&format!(" {} {}", sym, expr(c)));
            }
            out + ")"
        }
        ExprKind::IfExp { test, body, orelse } => format!("(ifexp {} {} {})", expr(test), expr(body), expr(orelse)),
        ExprKind::Call { func, args, keywords } => {
            let mut parts = vec![expr(func)];
            parts.extend(args.iter().map(expr));
            parts.extend(keywords.iter().map(keyword));
            format!("(call {})", parts.join(" "))
        }
        ExprKind::Attribute { value, attr } => format!("(. {} {})", expr(value), attr),
        ExprKind::Subscript { value, index } => format!("([] {} {})", expr(value), expr(index)),
        ExprKind::Slice { lower, upper, step } => {
            let o = |x: &Option<Box<Expr>>| x.as_ref().map_or("_".to_string(), |e| expr(e));
            format!("(slice {} {} {})", o(lower), o(upper), o(step))
        }
        ExprKind::Starred(v) => format!("(* {})", expr(v)),
        ExprKind::List(elts) => format!("[{}]", list(elts)),
        ExprKind::Tuple(elts) => format!("(tuple {})", list(elts)),
        ExprKind::Set(elts) => format!("{{{}}}", list(elts)),
        ExprKind::Dict { keys, values } => {
            let items: Vec<String> = keys
                .iter()
                .zip(values)
                .map(|(k, v)| match k {
                    Some(k) => format!("{}:{}", expr(k), expr(v)),
                    None => format!("**{}", expr(v)),
                })
                .collect();
            format!("(dict {})", items.join(" "))
        }
        ExprKind::ListComp { elt, generators } => format!("(listcomp {} {})", expr(elt), comprehensions(generators)),
        ExprKind::SetComp { elt, generators } => format!("(setcomp {} {})", expr(elt), comprehensions(generators)),
        ExprKind::GeneratorExp { elt, generators } => format!("(genexp {} {})", expr(elt), comprehensions(generators)),
        ExprKind::DictComp { key, value, generators } => {
            format!("(dictcomp {}:{} {})", expr(key), expr(value), comprehensions(generators))
        }
        ExprKind::Lambda { params: p, body } => format!("(lambda {} {})", params(p), expr(body)),
        ExprKind::Yield(v) => match v {
            Some(v) => format!("(yield {})", expr(v)),
            None => "(yield)".into(),
        },
        ExprKind::YieldFrom(v) => format!("(yield-from {})", expr(v)),
        ExprKind::Await(v) => format!("(await {})", expr(v)),
        ExprKind::NamedExpr { target, value } => format!("(:= {} {})", target, expr(value)),
    }
}

/// Parses `src` and prints its statements, or the error headline.
pub fn parse(src: &str) -> String {
    match lang::parse_module(src) {
        Ok(m) => module(&m),
        Err(e) => e.headline("t.py"),
    }
}
