//! Bounding the height of expression trees built by loops.
//!
//! Recursion in the parser is bounded by `Parser::nested`, but left-nested
//! chains (`a + b + c ...`, `a.b.c ...`, `f()()()`) are built by loops, so their
//! trees can grow deeper than the parser ever recursed. Anything walking such a
//! tree recursively (including `Drop`) could then overflow the stack. The loops
//! therefore measure their operands here and refuse chains past `MAX_HEIGHT`.
//!
//! Algorithm: an explicit work stack of (node, level); stops descending once
//! `cutoff` is reached, so a measurement never costs more than the subtree.
//!
//! Never recurses.

use crate::ast::{Expr, ExprKind, FStringPart, Params};

/// How tall a chain-built expression tree may grow (CPython gives up on
/// similar chains at a few thousand levels).
pub(super) const MAX_HEIGHT: u32 = 1000;

/// The height of `e` (a leaf has height 1), or `cutoff` if it is at least that.
pub(super) fn height(e: &Expr, cutoff: u32) -> u32 {
    let mut stack = vec![(e, 1u32)];
    let mut max = 0;
    while let Some((node, level)) = stack.pop() {
        max = max.max(level);
        if max >= cutoff {
            return cutoff;
        }
        for_each_child(node, &mut |child| stack.push((child, level + 1)));
    }
    max
}

/// Calls `f` on every direct sub-expression of `e`.
fn for_each_child<'a>(e: &'a Expr, f: &mut dyn FnMut(&'a Expr)) {
    match &e.kind {
        ExprKind::BinOp { left, right, .. } => {
            f(left);
            f(right);
        }
        ExprKind::UnaryOp { operand: value, .. }
        | ExprKind::Attribute { value, .. }
        | ExprKind::Starred(value)
        | ExprKind::YieldFrom(value)
        | ExprKind::Await(value)
        | ExprKind::NamedExpr { value, .. } => f(value),
        ExprKind::Yield(value) => value.iter().for_each(|v| f(v)),
        ExprKind::BoolOp { values: elts, .. }
        | ExprKind::List(elts)
        | ExprKind::Tuple(elts)
        | ExprKind::Set(elts) => elts.iter().for_each(f),
        ExprKind::Compare { left, comparators, .. } => {
            f(left);
            comparators.iter().for_each(f);
        }
        ExprKind::IfExp { test, body, orelse } => [test, body, orelse].into_iter().for_each(|v| f(v)),
        ExprKind::Call { func, args, keywords } => {
            f(func);
            args.iter().for_each(&mut *f);
            keywords.iter().for_each(|k| f(&k.value));
        }
        ExprKind::Subscript { value, index } => {
            f(value);
            f(index);
        }
        ExprKind::Slice { lower, upper, step } => [lower, upper, step].into_iter().flatten().for_each(|v| f(v)),
        ExprKind::Dict { keys, values } => {
            keys.iter().flatten().for_each(&mut *f);
            values.iter().for_each(f);
        }
        ExprKind::ListComp { elt, generators }
        | ExprKind::SetComp { elt, generators }
        | ExprKind::GeneratorExp { elt, generators } => {
            f(elt);
            comprehension_children(generators, f);
        }
        ExprKind::DictComp { key, value, generators } => {
            f(key);
            f(value);
            comprehension_children(generators, f);
        }
        ExprKind::Lambda { params, body } => {
            params_children(params, f);
            f(body);
        }
        ExprKind::FString(parts) => fstring_children(parts, f),
        ExprKind::Name(_)
        | ExprKind::Int(_)
        | ExprKind::BigInt(_)
        | ExprKind::Float(_)
        | ExprKind::Imaginary(_)
        | ExprKind::Str(_)
        | ExprKind::Bytes(_)
        | ExprKind::True
        | ExprKind::False
        | ExprKind::None
        | ExprKind::Ellipsis => {}
    }
}

fn comprehension_children<'a>(generators: &'a [crate::ast::Comprehension], f: &mut dyn FnMut(&'a Expr)) {
    for generator in generators {
        f(&generator.target);
        f(&generator.iter);
        generator.ifs.iter().for_each(&mut *f);
    }
}

fn params_children<'a>(params: &'a Params, f: &mut dyn FnMut(&'a Expr)) {
    let all = params.posonly.iter().chain(&params.args).chain(&params.vararg).chain(&params.kwonly).chain(&params.kwarg);
    for param in all {
        param.annotation.iter().chain(&param.default).for_each(&mut *f);
    }
}

/// Replacement-field values, including those nested in format specs (the
/// spec's nesting is at most two levels, so flattening it is harmless).
fn fstring_children<'a>(parts: &'a [FStringPart], f: &mut dyn FnMut(&'a Expr)) {
    let mut pending: Vec<&'a [FStringPart]> = vec![parts];
    while let Some(parts) = pending.pop() {
        for part in parts {
            if let FStringPart::Value { value, format_spec, .. } = part {
                f(value);
                pending.push(format_spec);
            }
        }
    }
}
