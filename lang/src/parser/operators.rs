//! Operator expressions: `or` down to `await`, by table-driven precedence climbing.
//!
//! Python's operator levels, loosest first (the numbers are binding levels):
//! `or` 1, `and` 2, prefix `not` 3, comparisons 4 (chained: `a < b <= c` is
//! one node), `|` 5, `^` 6, `&` 7, shifts 8, `+ -` 9, `* / // % @` 10, prefix
//! `+ - ~` 11, `**` 12 (right-associative; its right side may carry a unary
//! sign: `2**-1`; it binds tighter than a sign on its left: `-2**2` is
//! `-(2**2)`), prefix `await` (its operand is a primary).
//!
//! Algorithm (`operand(min)`):
//! 1. A prefix operator whose level is at least `min` parses its operand at its
//!    own level (one nesting level deeper); otherwise a primary is parsed.
//! 2. While the next token is an infix operator of level >= `min`: `and`/`or`
//!    collect all their operands into one BoolOp, comparisons collect one
//!    chain, `**` takes a factor on the right, the other binary operators take
//!    an operand one level tighter (left associativity).
//!
//! Invariants: unguarded recursion always raises `min`, so it is bounded by
//! the number of levels; recursion that resets `min` (prefix operators, `**`)
//! goes through `Parser::nested`. Left-nested BinOp chains are measured with
//! `height` so no tree grows past `MAX_HEIGHT`.

use super::height::{height, MAX_HEIGHT};
use super::{expr, PResult, Parser};
use crate::ast::{BinOp, BoolOp, CmpOp, Expr, ExprKind, Span, UnaryOp};
use crate::diagnostic::Diagnostic;
use crate::lexer::TokenKind as T;

/// Binding level of `or`: an operand at this level is a whole disjunction.
pub(super) const DISJUNCTION: u8 = 1;
const NOT: u8 = 3;
const COMPARISON: u8 = 4;
/// Binding level of `|`: an operand at this level is a `bitwise_or`.
pub(super) const BITWISE_OR: u8 = 5;
const UNARY: u8 = 11;

/// What an infix operator builds.
#[derive(Clone, Copy)]
enum Infix {
    Bool(BoolOp),
    Compare,
    Binary(BinOp),
    Power,
}

/// The infix operator starting at a token (`next` disambiguates `not in`), with its level.
fn infix(kind: T, next: T) -> Option<(Infix, u8)> {
    let binary = |op, level| Some((Infix::Binary(op), level));
    match kind {
        T::Or => Some((Infix::Bool(BoolOp::Or), 1)),
        T::And => Some((Infix::Bool(BoolOp::And), 2)),
        T::Less | T::Greater | T::EqEqual | T::NotEqual | T::LessEqual | T::GreaterEqual | T::In | T::Is => {
            Some((Infix::Compare, COMPARISON))
        }
        T::Not if next == T::In => Some((Infix::Compare, COMPARISON)),
        T::Vbar => binary(BinOp::BitOr, 5),
        T::Circumflex => binary(BinOp::BitXor, 6),
        T::Amper => binary(BinOp::BitAnd, 7),
        T::LeftShift => binary(BinOp::LShift, 8),
        T::RightShift => binary(BinOp::RShift, 8),
        T::Plus => binary(BinOp::Add, 9),
        T::Minus => binary(BinOp::Sub, 9),
        T::Star => binary(BinOp::Mul, 10),
        T::Slash => binary(BinOp::Div, 10),
        T::DoubleSlash => binary(BinOp::FloorDiv, 10),
        T::Percent => binary(BinOp::Mod, 10),
        T::At => binary(BinOp::MatMul, 10),
        T::DoubleStar => Some((Infix::Power, 12)),
        _ => None,
    }
}

/// The prefix operator a token denotes, with the level of its operand.
fn prefix(kind: T) -> Option<(UnaryOp, u8)> {
    match kind {
        T::Not => Some((UnaryOp::Not, NOT)),
        T::Minus => Some((UnaryOp::Neg, UNARY)),
        T::Plus => Some((UnaryOp::Pos, UNARY)),
        T::Tilde => Some((UnaryOp::Invert, UNARY)),
        _ => None,
    }
}

fn boxed(e: Expr) -> Box<Expr> {
    Box::new(e)
}

impl Parser {
    /// `disjunction`: everything from `or` down.
    pub(super) fn disjunction(&mut self) -> PResult<Expr> {
        self.operand(DISJUNCTION)
    }

    /// `bitwise_or`: the binary operators and tighter (no comparisons, `not`, `and`, `or`).
    pub(super) fn bitwise_or(&mut self) -> PResult<Expr> {
        self.operand(BITWISE_OR)
    }

    /// An expression whose operators all bind at level `min` or tighter.
    fn operand(&mut self, min: u8) -> PResult<Expr> {
        let start = self.span();
        let mut left = self.operand_head(min)?;
        let mut chain = None;
        while let Some((op, level)) = self.peek_infix() {
            if level < min {
                break;
            }
            left = self.infix_step(op, level, left, start, &mut chain)?;
        }
        if min <= COMPARISON && self.at(T::Not) {
            // Only `not in` can follow an operand; CPython fails after the `not`.
            return Err(self.invalid_at(1));
        }
        Ok(left)
    }

    /// The infix operator at the cursor. Looks one token further only after
    /// `not` (for `not in`): lookahead decides which lexical error is reached.
    fn peek_infix(&self) -> Option<(Infix, u8)> {
        let kind = self.kind();
        let next = if kind == T::Not { self.nth(1).kind } else { T::EndMarker };
        infix(kind, next)
    }

    /// A prefixed operand (if the prefix binds at `min` or tighter), or a primary.
    fn operand_head(&mut self, min: u8) -> PResult<Expr> {
        match prefix(self.kind()) {
            Some((op, level)) if level >= min => self.prefixed(op, level),
            _ if self.at(T::Await) => self.await_primary(),
            _ => self.primary(),
        }
    }

    /// `op operand` for a prefix operator whose operand binds at `level`.
    fn prefixed(&mut self, op: UnaryOp, level: u8) -> PResult<Expr> {
        let start = self.advance();
        let operand = self.nested(|p| p.operand(level))?;
        Ok(expr(ExprKind::UnaryOp { op, operand: boxed(operand) }, self.since(start)))
    }

    /// `await primary`.
    fn await_primary(&mut self) -> PResult<Expr> {
        let start = self.advance();
        let value = self.nested(Parser::primary)?;
        Ok(expr(ExprKind::Await(boxed(value)), self.since(start)))
    }

    /// Extends `left` (which began at `start`) with one infix operator.
    fn infix_step(&mut self, op: Infix, level: u8, left: Expr, start: Span, chain: &mut Option<u32>) -> PResult<Expr> {
        match op {
            Infix::Bool(op) => self.bool_chain(op, level, left, start),
            Infix::Compare => self.compare_chain(left, start),
            Infix::Binary(op) => {
                self.advance();
                let right = self.operand(level + 1)?;
                let span = self.since(start);
                grow_chain(chain, &left, height(&right, MAX_HEIGHT), span)?;
                Ok(expr(ExprKind::BinOp { left: boxed(left), op, right: boxed(right) }, span))
            }
            Infix::Power => {
                self.advance();
                let right = self.nested(|p| p.operand(UNARY))?;
                let span = self.since(start);
                Ok(expr(ExprKind::BinOp { left: boxed(left), op: BinOp::Pow, right: boxed(right) }, span))
            }
        }
    }

    /// `left op b op c ...` for `and`/`or`, as one BoolOp.
    fn bool_chain(&mut self, op: BoolOp, level: u8, left: Expr, start: Span) -> PResult<Expr> {
        let token = if op == BoolOp::Or { T::Or } else { T::And };
        let mut values = vec![left];
        while self.eat(token).is_some() {
            values.push(self.operand(level + 1)?);
        }
        Ok(expr(ExprKind::BoolOp { op, values }, self.since(start)))
    }

    /// `left < b <= c ...` as one Compare.
    fn compare_chain(&mut self, left: Expr, start: Span) -> PResult<Expr> {
        let mut ops = Vec::new();
        let mut comparators = Vec::new();
        while let Some(op) = self.comparison_op() {
            ops.push(op);
            comparators.push(self.operand(BITWISE_OR)?);
        }
        Ok(expr(ExprKind::Compare { left: boxed(left), ops, comparators }, self.since(start)))
    }

    /// Consumes a comparison operator (one or two tokens) if one is next.
    fn comparison_op(&mut self) -> Option<CmpOp> {
        let kind = self.kind();
        let next = if matches!(kind, T::Not | T::Is) { self.nth(1).kind } else { T::EndMarker };
        let (op, width) = match (kind, next) {
            (T::Less, _) => (CmpOp::Lt, 1),
            (T::Greater, _) => (CmpOp::Gt, 1),
            (T::EqEqual, _) => (CmpOp::Eq, 1),
            (T::NotEqual, _) => (CmpOp::NotEq, 1),
            (T::LessEqual, _) => (CmpOp::LtE, 1),
            (T::GreaterEqual, _) => (CmpOp::GtE, 1),
            (T::In, _) => (CmpOp::In, 1),
            (T::Not, T::In) => (CmpOp::NotIn, 2),
            (T::Is, T::Not) => (CmpOp::IsNot, 2),
            (T::Is, _) => (CmpOp::Is, 1),
            _ => return None,
        };
        for _ in 0..width {
            self.advance();
        }
        Some(op)
    }
}

/// Accounts for one more link of a left-nested chain whose current tree is
/// `left` (its height cached in `chain` after the first link) and whose new
/// node's other children are `other` tall; fails once the tree would be too tall.
pub(super) fn grow_chain(chain: &mut Option<u32>, left: &Expr, other: u32, span: Span) -> PResult<()> {
    let base = chain.unwrap_or_else(|| height(left, MAX_HEIGHT));
    let grown = base.max(other) + 1;
    if grown >= MAX_HEIGHT {
        return Err(Diagnostic::syntax("expression is nested too deeply", span));
    }
    *chain = Some(grown);
    Ok(())
}
