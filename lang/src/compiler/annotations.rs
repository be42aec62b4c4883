//! Annotations: `x: T = v` in module and class bodies, and parameter and
//! return annotations of functions.
//!
//! 1. A module or class body with annotated names gets an `__annotations__`
//!    dict at its start; each `name: T` stores `T`'s value there, in order.
//! 2. A function's annotations are evaluated when the `def` runs and stored
//!    as its `__annotations__` attribute.
//! 3. Under `from __future__ import annotations` nothing is evaluated: the
//!    annotation's source text (re-created from the AST) is stored instead.
//! 4. Annotations of local variables inside functions are never evaluated,
//!    as in CPython.

use super::*;
use crate::ast::{Expr, ExprKind, Stmt, StmtKind};

/// Does `body` start with (or contain at top level) `from __future__ import annotations`?
pub(super) fn has_future_annotations(body: &[Stmt]) -> bool {
    body.iter().any(|s| matches!(&s.kind, StmtKind::ImportFrom { module: Some(m), names, level: 0 } if m == "__future__" && names.iter().any(|a| a.name == "annotations")))
}

/// Does a module or class body annotate a simple name anywhere in its own scope?
pub(super) fn has_annotated_names(body: &[Stmt]) -> bool {
    body.iter().any(|s| match &s.kind {
        StmtKind::AnnAssign { target, .. } => matches!(target.kind, ExprKind::Name(_)),
        _ => scope::child_blocks(s).into_iter().any(has_annotated_names),
    })
}

/// The source text of an annotation, for `from __future__ import annotations`.
pub(super) fn unparse(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Name(n) => n.clone(),
        ExprKind::Attribute { value, attr } => format!("{}.{}", unparse(value), attr),
        ExprKind::Subscript { value, index } => {
            let inner = match &index.kind {
                ExprKind::Tuple(items) if !items.is_empty() => items.iter().map(unparse).collect::<Vec<_>>().join(", "),
                _ => unparse(index),
            };
            format!("{}[{}]", unparse(value), inner)
        }
        ExprKind::Tuple(items) => format!("({})", items.iter().map(unparse).collect::<Vec<_>>().join(", ")),
        ExprKind::List(items) => format!("[{}]", items.iter().map(unparse).collect::<Vec<_>>().join(", ")),
        ExprKind::BinOp { left, op, right } => format!("{} {} {}", unparse(left), op.symbol(), unparse(right)),
        ExprKind::Str(s) => format!("{:?}", s).replace('"', "'"),
        ExprKind::None => "None".into(),
        ExprKind::True => "True".into(),
        ExprKind::False => "False".into(),
        ExprKind::Int(i) => i.to_string(),
        ExprKind::Ellipsis => "...".into(),
        _ => "...".into(),
    }
}

impl<'a> Compiler<'a> {
    /// Emits `__annotations__ = {}` at the start of a module or class body that needs it.
    pub(super) fn setup_annotations(&mut self, body: &'a [Stmt]) -> CResult<()> {
        if !has_annotated_names(body) {
            return Ok(());
        }
        let r = self.alloc_temp()?;
        self.emit(Instr::BuildDict { dst: r, start: r, count: 0 });
        let name = self.name("__annotations__");
        match self.kind() {
            CodeKind::Module if !self.module_namespace => self.emit(Instr::StoreGlobal { src: r, name }),
            _ => self.emit(Instr::StoreName { src: r, name }),
        };
        self.free_to(r);
        Ok(())
    }

    /// The value stored for an annotation: evaluated, or its text under the future import.
    pub(super) fn annotation_value(&mut self, annotation: &'a Expr, dst: Reg) -> CResult<()> {
        if self.future_annotations {
            let k = self.const_str(&unparse(annotation));
            self.emit(Instr::LoadConst { dst, k });
            Ok(())
        } else {
            self.expr_to(annotation, dst)
        }
    }

    /// `name: annotation [= value]` in a module or class body.
    pub(super) fn store_annotation(&mut self, name: &str, annotation: &'a Expr) -> CResult<()> {
        let mark = self.temp_mark();
        let value = self.alloc_temp()?;
        self.annotation_value(annotation, value)?;
        let dict = self.alloc_temp()?;
        let n = self.name("__annotations__");
        match self.kind() {
            CodeKind::Module if !self.module_namespace => self.emit(Instr::LoadGlobal { dst: dict, name: n }),
            _ => self.emit(Instr::LoadName { dst: dict, name: n }),
        };
        let key = self.alloc_temp()?;
        let k = self.const_str(name);
        self.emit(Instr::LoadConst { dst: key, k });
        self.emit(Instr::SetItem { obj: dict, key, src: value });
        self.free_to(mark);
        Ok(())
    }

    /// Sets `func.__annotations__` from a `def`'s parameter and return annotations.
    pub(super) fn function_annotations(&mut self, func: Reg, params: &'a ast::Params, returns: Option<&'a Expr>) -> CResult<()> {
        let mut pairs: Vec<(&str, &'a Expr)> = Vec::new();
        for p in params.posonly.iter().chain(&params.args).chain(params.vararg.iter()).chain(&params.kwonly).chain(params.kwarg.iter()) {
            if let Some(a) = &p.annotation {
                pairs.push((&p.name, a));
            }
        }
        if let Some(r) = returns {
            pairs.push(("return", r));
        }
        if pairs.is_empty() {
            return Ok(());
        }
        let mark = self.temp_mark();
        let start = self.alloc_temps(2 * pairs.len() as u32)?;
        for (i, (name, ann)) in pairs.iter().enumerate() {
            let k = self.const_str(name);
            self.emit(Instr::LoadConst { dst: start + 2 * i as Reg, k });
            self.annotation_value(ann, start + 2 * i as Reg + 1)?;
        }
        self.emit(Instr::BuildDict { dst: start, start, count: pairs.len() as u16 });
        let n = self.name("__annotations__");
        self.emit(Instr::StoreAttr { obj: func, name: n, src: start });
        self.free_to(mark);
        Ok(())
    }
}
