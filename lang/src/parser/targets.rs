//! Validation of assignment, deletion and augmented-assignment targets.
//!
//! The parser reads targets as ordinary expressions and checks them here,
//! reporting CPython 3.11's messages ("cannot assign to function call", "cannot
//! delete literal", "'tuple' is an illegal expression for augmented
//! assignment", ...) at the first offending node.
//!
//! Invariants: pure functions over the AST; recursion follows tuple/list/starred
//! nesting, which the parser's depth limit already bounds.

use super::PResult;
use crate::ast::{Expr, ExprKind, UnaryOp};
use crate::diagnostic::Diagnostic;
use crate::lexer::TokenKind as T;

/// CPython's description of an expression in error messages.
pub(super) fn describe(e: &Expr) -> &'static str {
    match &e.kind {
        ExprKind::Name(_) => "name",
        ExprKind::Attribute { .. } => "attribute",
        ExprKind::Subscript { .. } => "subscript",
        ExprKind::Starred(_) => "starred",
        ExprKind::List(_) => "list",
        ExprKind::Tuple(_) => "tuple",
        ExprKind::Lambda { .. } => "lambda",
        ExprKind::Call { .. } => "function call",
        ExprKind::BoolOp { .. } | ExprKind::BinOp { .. } | ExprKind::UnaryOp { .. } => "expression",
        ExprKind::GeneratorExp { .. } => "generator expression",
        ExprKind::Yield(_) | ExprKind::YieldFrom(_) => "yield expression",
        ExprKind::Await(_) => "await expression",
        ExprKind::ListComp { .. } => "list comprehension",
        ExprKind::SetComp { .. } => "set comprehension",
        ExprKind::DictComp { .. } => "dict comprehension",
        ExprKind::Dict { .. } => "dict literal",
        ExprKind::Set(_) => "set display",
        ExprKind::FString(_) => "f-string expression",
        ExprKind::True => "True",
        ExprKind::False => "False",
        ExprKind::None => "None",
        ExprKind::Ellipsis => "ellipsis",
        ExprKind::Int(_)
        | ExprKind::BigInt(_)
        | ExprKind::Float(_)
        | ExprKind::Imaginary(_)
        | ExprKind::Str(_)
        | ExprKind::Bytes(_) => "literal",
        ExprKind::Compare { .. } => "comparison",
        ExprKind::IfExp { .. } => "conditional expression",
        ExprKind::NamedExpr { .. } => "named expression",
        ExprKind::Slice { .. } => "slice",
    }
}

/// The items of a tuple written without parentheses (its span starts where
/// its first item does; the AST keeps no other trace of parentheses).
pub(super) fn bare_tuple_items(e: &Expr) -> Option<&[Expr]> {
    match &e.kind {
        ExprKind::Tuple(elts) => {
            let first = elts.first()?;
            (first.span.line == e.span.line && first.span.col == e.span.col).then_some(elts.as_slice())
        }
        _ => None,
    }
}

/// The first node of `e` that cannot be assigned to.
pub(super) fn invalid_store(e: &Expr) -> Option<&Expr> {
    match &e.kind {
        ExprKind::Name(_) | ExprKind::Attribute { .. } | ExprKind::Subscript { .. } => None,
        ExprKind::Starred(inner) => invalid_store(inner),
        ExprKind::Tuple(elts) | ExprKind::List(elts) => elts.iter().find_map(invalid_store),
        _ => Some(e),
    }
}

/// The first node of `e` that cannot be deleted.
fn invalid_del(e: &Expr) -> Option<&Expr> {
    match &e.kind {
        ExprKind::Name(_) | ExprKind::Attribute { .. } | ExprKind::Subscript { .. } => None,
        ExprKind::Tuple(elts) | ExprKind::List(elts) => elts.iter().find_map(invalid_del),
        _ => Some(e),
    }
}

/// Fails with "cannot assign to X" unless `e` is a valid assignment target.
pub(super) fn check_store(e: &Expr) -> PResult<()> {
    match invalid_store(e) {
        Some(bad) => Err(Diagnostic::syntax(format!("cannot assign to {}", describe(bad)), bad.span)),
        None => Ok(()),
    }
}

/// Fails with "cannot delete X" unless `e` can be deleted.
pub(super) fn check_del(e: &Expr) -> PResult<()> {
    match invalid_del(e) {
        Some(bad) => Err(Diagnostic::syntax(format!("cannot delete {}", describe(bad)), bad.span)),
        None => Ok(()),
    }
}

/// Fails unless `e` can be the target of an augmented assignment.
pub(super) fn check_aug_target(e: &Expr) -> PResult<()> {
    match e.kind {
        ExprKind::Name(_) | ExprKind::Attribute { .. } | ExprKind::Subscript { .. } => Ok(()),
        _ => Err(Diagnostic::syntax(
            format!("'{}' is an illegal expression for augmented assignment", describe(e)),
            e.span,
        )),
    }
}

/// Fails unless `e` can be the target of an annotated assignment.
pub(super) fn check_ann_target(e: &Expr) -> PResult<()> {
    let message = match &e.kind {
        ExprKind::Name(_) | ExprKind::Attribute { .. } | ExprKind::Subscript { .. } => return Ok(()),
        ExprKind::Tuple(_) => {
            // CPython points at the first item of a tuple written without parentheses.
            let span = bare_tuple_items(e).and_then(|items| items.first()).map_or(e.span, |first| first.span);
            return Err(Diagnostic::syntax("only single target (not tuple) can be annotated", span));
        }
        ExprKind::List(_) => "only single target (not list) can be annotated",
        _ => "illegal target for annotation",
    };
    Err(Diagnostic::syntax(message, e.span))
}

/// CPython's "cannot assign to X here. Maybe you meant '==' instead of '='?"
/// for `target = value` where `target` is an operand-level expression (that
/// cannot be assigned to, with `require_invalid`); `next` is the token after
/// the `=`.
pub(super) fn maybe_meant_equality(target: &Expr, next: T, require_invalid: bool) -> Option<Diagnostic> {
    let operand_level = match &target.kind {
        ExprKind::UnaryOp { op, .. } => *op != UnaryOp::Not,
        ExprKind::BoolOp { .. }
        | ExprKind::Compare { .. }
        | ExprKind::IfExp { .. }
        | ExprKind::Lambda { .. }
        | ExprKind::Yield(_)
        | ExprKind::YieldFrom(_)
        | ExprKind::Starred(_)
        | ExprKind::List(_)
        | ExprKind::Tuple(_)
        | ExprKind::GeneratorExp { .. }
        | ExprKind::True
        | ExprKind::False
        | ExprKind::None => false,
        _ => true,
    };
    let value_is_operand = !matches!(next, T::Not | T::Lambda | T::Yield | T::Star);
    if !operand_level || !value_is_operand || (require_invalid && invalid_store(target).is_none()) {
        return None;
    }
    let message = format!("cannot assign to {} here. Maybe you meant '==' instead of '='?", describe(target));
    Some(Diagnostic::syntax(message, target.span))
}
