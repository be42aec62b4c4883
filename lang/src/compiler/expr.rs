//! Expressions: every expression compiles into a register.
//!
//! `expr_to(e, dst)` leaves the value in `dst`; `expr_any(e)` returns whichever
//! register holds it (a local's own register when `e` is a bound local name,
//! else a fresh temporary). Expressions that write their destination before
//! they finish reading their operands (`and`/`or`, conditional expressions,
//! comparison chains, comprehensions, displays with `*`) go through a
//! temporary when the destination is a named local, so `x = x and y` reads the
//! old `x`.

use super::*;
use super::comprehension::CompKind;
use crate::ast::{Expr, ExprKind, FStringPart};

pub(super) fn binary_op(op: ast::BinOp) -> BinaryOp {
    match op {
        ast::BinOp::Add => BinaryOp::Add,
        ast::BinOp::Sub => BinaryOp::Sub,
        ast::BinOp::Mul => BinaryOp::Mul,
        ast::BinOp::MatMul => BinaryOp::MatMul,
        ast::BinOp::Div => BinaryOp::TrueDiv,
        ast::BinOp::FloorDiv => BinaryOp::FloorDiv,
        ast::BinOp::Mod => BinaryOp::Mod,
        ast::BinOp::Pow => BinaryOp::Pow,
        ast::BinOp::LShift => BinaryOp::LShift,
        ast::BinOp::RShift => BinaryOp::RShift,
        ast::BinOp::BitOr => BinaryOp::Or,
        ast::BinOp::BitXor => BinaryOp::Xor,
        ast::BinOp::BitAnd => BinaryOp::And,
    }
}

/// Does compiling `e` into `dst` write `dst` before all operands are read?
fn writes_early(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::BoolOp { .. } | ExprKind::IfExp { .. } | ExprKind::ListComp { .. } | ExprKind::SetComp { .. } | ExprKind::DictComp { .. } => true,
        ExprKind::Compare { ops, .. } => ops.len() > 1,
        ExprKind::List(items) | ExprKind::Tuple(items) => items.iter().any(|i| matches!(i.kind, ExprKind::Starred(_))),
        ExprKind::Dict { keys, .. } => keys.iter().any(|k| k.is_none()),
        _ => false,
    }
}

impl<'a> Compiler<'a> {
    /// Compiles `e` and returns the register holding its value.
    pub(super) fn expr_any(&mut self, e: &'a Expr) -> CResult<Reg> {
        if let ExprKind::Name(n) = &e.kind {
            if let NameLoc::Local(r) = self.resolve(n, e.span)? {
                self.check_bound(r, n);
                return Ok(r);
            }
        }
        let r = self.alloc_temp()?;
        self.expr_to(e, r)?;
        Ok(r)
    }

    /// Like `expr_any`, but copies a local into a temporary when a later operand
    /// may rebind it (`x + (x := 1)` must add the old `x`).
    fn operand(&mut self, e: &'a Expr, later: &[&'a Expr]) -> CResult<Reg> {
        let r = self.expr_any(e)?;
        if self.is_local_reg(r) && later.iter().any(|l| scope::has_walrus(l)) {
            let t = self.alloc_temp()?;
            self.emit(Instr::Move { dst: t, src: r });
            return Ok(t);
        }
        Ok(r)
    }

    /// Emits `CheckBound` for a local that may not be assigned yet.
    fn check_bound(&mut self, r: Reg, name: &str) {
        let u = self.unit_ref();
        let nparams = u.code.signature.nparams();
        if r < nparams || r >= u.nlocals || u.bound.get(r as usize).copied().unwrap_or(false) {
            return;
        }
        let name = self.name(name);
        self.emit(Instr::CheckBound { src: r, name });
    }

    /// Compiles `e` with its value left in `dst`.
    pub(super) fn expr_to(&mut self, e: &'a Expr, dst: Reg) -> CResult<()> {
        if writes_early(e) && self.is_local_reg(dst) {
            let mark = self.temp_mark();
            let t = self.alloc_temp()?;
            self.expr_kind(e, t)?;
            self.emit(Instr::Move { dst, src: t });
            self.free_to(mark);
            return Ok(());
        }
        let mark = self.temp_mark();
        let r = self.expr_kind(e, dst);
        self.free_to(mark);
        r
    }

    /// In an async generator, the value a `yield` gives marked as such
    /// (`$asyncgen_value(v)`): its other yields are the awaits'.
    pub(super) fn async_gen_value(&mut self, src: Reg) -> CResult<Reg> {
        let f = self.alloc_temps(2)?;
        let name = self.name("$asyncgen_value");
        self.emit(Instr::LoadGlobal { dst: f, name });
        self.emit(Instr::Move { dst: f + 1, src });
        let kwnames = self.add_const(Const::Tuple(Vec::new()));
        self.emit(Instr::Call { dst: f, func: f, argc: 1, kw: 0, kwnames });
        Ok(f)
    }

    /// Is the code being compiled an `async def` (a coroutine or an async generator)?
    pub(super) fn in_async_function(&self) -> bool {
        let c = &self.unit_ref().code;
        c.is_coroutine || c.is_async_generator
    }

    /// An imaginary literal `xj`: `complex(0.0, x)`, by the builtins'
    /// hidden name `$complex` (which no program can shadow).
    fn imaginary(&mut self, im: f64, dst: Reg) -> CResult<()> {
        let mark = self.temp_mark();
        let f = self.alloc_temps(3)?;
        let name = self.name("$complex");
        self.emit(Instr::LoadGlobal { dst: f, name });
        let (kr, ki) = (self.add_const(Const::Float(0.0)), self.add_const(Const::Float(im)));
        self.emit(Instr::LoadConst { dst: f + 1, k: kr });
        self.emit(Instr::LoadConst { dst: f + 2, k: ki });
        let kwnames = self.add_const(Const::Tuple(Vec::new()));
        self.emit(Instr::Call { dst, func: f, argc: 2, kw: 0, kwnames });
        self.free_to(mark);
        Ok(())
    }

    /// An expression statement at the interactive prompt: `$displayhook(e)`,
    /// the builtins' hidden name for calling `sys.displayhook`.
    pub(super) fn display(&mut self, e: &'a Expr) -> CResult<()> {
        let mark = self.temp_mark();
        let f = self.alloc_temps(2)?;
        let name = self.name("$displayhook");
        self.emit(Instr::LoadGlobal { dst: f, name });
        self.expr_to(e, f + 1)?;
        let kwnames = self.add_const(Const::Tuple(Vec::new()));
        self.emit(Instr::Call { dst: f, func: f, argc: 1, kw: 0, kwnames });
        self.free_to(mark);
        Ok(())
    }

    fn expr_kind(&mut self, e: &'a Expr, dst: Reg) -> CResult<()> {
        match &e.kind {
            // A constant, False under `-O`, as CPython compiles it.
            ExprKind::Name(n) if n == "__debug__" => {
                self.emit(Instr::LoadBool { dst, value: optimize_level() == 0 });
            }
            ExprKind::Name(n) => self.load_name(n, e.span, dst)?,
            ExprKind::Int(v) => self.load_int(*v, dst),
            ExprKind::BigInt(text) => {
                let k = self.add_const(Const::BigInt(text.clone()));
                self.emit(Instr::LoadConst { dst, k });
            }
            ExprKind::Float(f) => {
                let k = self.add_const(Const::Float(*f));
                self.emit(Instr::LoadConst { dst, k });
            }
            ExprKind::Imaginary(im) => self.imaginary(*im, dst)?,
            ExprKind::Str(s) => {
                let k = self.const_str(s);
                self.emit(Instr::LoadConst { dst, k });
            }
            ExprKind::Bytes(b) => {
                let k = self.add_const(Const::Bytes(b.clone()));
                self.emit(Instr::LoadConst { dst, k });
            }
            ExprKind::FString(parts) => self.fstring(parts, dst)?,
            ExprKind::True => {
                self.emit(Instr::LoadBool { dst, value: true });
            }
            ExprKind::False => {
                self.emit(Instr::LoadBool { dst, value: false });
            }
            ExprKind::None => {
                self.emit(Instr::LoadNone { dst });
            }
            ExprKind::Ellipsis => {
                let k = self.add_const(Const::Ellipsis);
                self.emit(Instr::LoadConst { dst, k });
            }
            ExprKind::BinOp { left, op, right } => {
                let line = self.set_line(e.span);
                let a = self.operand(left, &[right])?;
                let b = self.expr_any(right)?;
                let ins = match binary_op(*op) {
                    BinaryOp::Add => Instr::Add { dst, a, b },
                    BinaryOp::Sub => Instr::Sub { dst, a, b },
                    BinaryOp::Mul => Instr::Mul { dst, a, b },
                    op => Instr::Binary { op, dst, a, b },
                };
                self.emit(ins);
                self.restore_line(line);
            }
            ExprKind::UnaryOp { op, operand } => self.unary(*op, operand, dst)?,
            ExprKind::BoolOp { op, values } => self.bool_op(*op, values, dst)?,
            ExprKind::Compare { left, ops, comparators } => self.compare(left, ops, comparators, dst)?,
            ExprKind::IfExp { test, body, orelse } => {
                let skip = self.jump_if_false(test)?;
                self.expr_to(body, dst)?;
                let end = self.emit(Instr::Jump { target: 0 });
                self.patch_here(skip);
                self.expr_to(orelse, dst)?;
                self.patch_here(end);
            }
            ExprKind::Call { func, args, keywords } => {
                let line = self.set_line(e.span);
                self.call(func, args, keywords, dst)?;
                self.restore_line(line);
            }
            ExprKind::Attribute { value, attr } => {
                let obj = self.expr_any(value)?;
                let name = self.attr_name(attr);
                let line = self.set_line(e.span);
                self.emit(Instr::LoadAttr { dst, obj, name });
                self.restore_line(line);
            }
            ExprKind::Subscript { value, index } => {
                let obj = self.operand(value, &[index])?;
                let key = self.subscript_key(index)?;
                let line = self.set_line(e.span);
                self.emit(Instr::GetItem { dst, obj, key });
                self.restore_line(line);
            }
            ExprKind::Slice { .. } => self.slice(e, dst)?,
            ExprKind::Starred(_) => return Err(Diagnostic::syntax("can't use starred expression here", e.span)),
            ExprKind::List(items) => self.sequence(items, dst, false)?,
            ExprKind::Tuple(items) => self.sequence(items, dst, true)?,
            ExprKind::Set(items) if items.iter().any(|i| matches!(i.kind, ExprKind::Starred(_))) => self.set_display_unpacking(items, dst)?,
            ExprKind::Set(items) => {
                let start = self.consecutive(items)?;
                let constant = items.len() > 2 && items.iter().all(is_constant);
                self.emit(Instr::BuildSet { dst, start, count: items.len() as u16, constant });
            }
            ExprKind::Dict { keys, values } => self.dict_display(keys, values, dst)?,
            ExprKind::ListComp { elt, generators } => self.comprehension(CompKind::List(elt), generators, dst)?,
            ExprKind::SetComp { elt, generators } => self.comprehension(CompKind::Set(elt), generators, dst)?,
            ExprKind::DictComp { key, value, generators } => self.comprehension(CompKind::Dict(key, value), generators, dst)?,
            ExprKind::GeneratorExp { elt, generators } => self.generator_expression(elt, generators, e.span, dst)?,
            ExprKind::Lambda { params, body } => {
                let scope = scope::analyze_lambda(params, body);
                let (code, free) = self.function_code("<lambda>", params, e.span, scope, FunctionBody::Expr(body), false)?;
                self.make_function(dst, params, code, &free, e.span)?;
            }
            ExprKind::Yield(value) => {
                self.check_in_function("yield", e.span)?;
                let src = match value {
                    Some(v) => self.expr_any(v)?,
                    None => {
                        let r = self.alloc_temp()?;
                        self.emit(Instr::LoadNone { dst: r });
                        r
                    }
                };
                let src = if self.unit_ref().code.is_async_generator { self.async_gen_value(src)? } else { src };
                self.emit(Instr::Yield { dst, src });
            }
            ExprKind::YieldFrom(inner) => {
                self.check_in_function("yield from", e.span)?;
                if self.unit_ref().code.is_async_generator {
                    return Err(Diagnostic::syntax("'yield from' inside async function", e.span));
                }
                let src = self.expr_any(inner)?;
                let it = self.alloc_temp()?;
                let line = self.set_line(e.span);
                self.emit(Instr::GetIter { dst: it, src });
                self.yield_from_loop(it, dst);
                self.restore_line(line);
            }
            ExprKind::Await(inner) => {
                if !self.in_async_function() {
                    return Err(Diagnostic::syntax("'await' outside async function", e.span));
                }
                let src = self.expr_any(inner)?;
                let it = self.alloc_temp()?;
                let line = self.set_line(e.span);
                self.emit(Instr::GetAwaitable { dst: it, src });
                self.yield_from_loop(it, dst);
                self.restore_line(line);
            }
            ExprKind::NamedExpr { target, value } => match self.resolve(target, e.span)? {
                NameLoc::Local(r) => {
                    self.expr_to(value, r)?;
                    if r != dst {
                        self.emit(Instr::Move { dst, src: r });
                    }
                }
                _ => {
                    self.expr_to(value, dst)?;
                    self.store_name(target, e.span, dst)?;
                }
            },
        }
        Ok(())
    }

    fn load_name(&mut self, n: &str, span: Span, dst: Reg) -> CResult<()> {
        match self.resolve(n, span)? {
            NameLoc::Local(r) => {
                self.check_bound(r, n);
                if r != dst {
                    self.emit(Instr::Move { dst, src: r });
                }
            }
            NameLoc::Cell(cell) => {
                let name = self.name(n);
                self.emit(Instr::LoadDeref { dst, cell, name });
            }
            NameLoc::ClassCell(cell) => {
                let name = self.name(n);
                self.emit(Instr::LoadClassDeref { dst, cell, name });
            }
            NameLoc::Global => {
                let name = self.name(n);
                let line = self.set_line(span);
                self.emit(Instr::LoadGlobal { dst, name });
                self.restore_line(line);
            }
            NameLoc::Namespace => {
                let name = self.attr_name(n);
                let line = self.set_line(span);
                self.emit(Instr::LoadName { dst, name });
                self.restore_line(line);
            }
        }
        Ok(())
    }

    fn load_int(&mut self, v: i64, dst: Reg) {
        if let Ok(small) = i32::try_from(v) {
            self.emit(Instr::LoadInt { dst, value: small });
        } else {
            let k = self.const_int(v);
            self.emit(Instr::LoadConst { dst, k });
        }
    }

    fn unary(&mut self, op: ast::UnaryOp, operand: &'a Expr, dst: Reg) -> CResult<()> {
        if op == ast::UnaryOp::Neg {
            match &operand.kind {
                ExprKind::Int(v) if *v != i64::MIN => {
                    self.load_int(-*v, dst);
                    return Ok(());
                }
                ExprKind::Float(f) => {
                    let k = self.add_const(Const::Float(-*f));
                    self.emit(Instr::LoadConst { dst, k });
                    return Ok(());
                }
                _ => {}
            }
        }
        let src = self.expr_any(operand)?;
        let op = match op {
            ast::UnaryOp::Not => UnaryOpKind::Not,
            ast::UnaryOp::Neg => UnaryOpKind::Neg,
            ast::UnaryOp::Pos => UnaryOpKind::Pos,
            ast::UnaryOp::Invert => UnaryOpKind::Invert,
        };
        self.emit(Instr::Unary { op, dst, src });
        Ok(())
    }

    fn bool_op(&mut self, op: ast::BoolOp, values: &'a [Expr], dst: Reg) -> CResult<()> {
        let mut ends = Vec::new();
        for (i, v) in values.iter().enumerate() {
            self.expr_to(v, dst)?;
            if i + 1 < values.len() {
                let j = match op {
                    ast::BoolOp::And => Instr::JumpIfFalse { cond: dst, target: 0 },
                    ast::BoolOp::Or => Instr::JumpIfTrue { cond: dst, target: 0 },
                };
                ends.push(self.emit(j));
            }
        }
        for j in ends {
            self.patch_here(j);
        }
        Ok(())
    }

    fn compare(&mut self, left: &'a Expr, ops: &'a [ast::CmpOp], comparators: &'a [Expr], dst: Reg) -> CResult<()> {
        let later: Vec<&Expr> = comparators.iter().collect();
        let mut a = self.operand(left, &later)?;
        let mut ends = Vec::new();
        for (i, (op, right)) in ops.iter().zip(comparators).enumerate() {
            let last = i + 1 == ops.len();
            let b = if last { self.expr_any(right)? } else { self.operand(right, &later[i + 1..])? };
            let ins = match op {
                ast::CmpOp::Eq => Instr::Compare { op: CompareOp::Eq, dst, a, b },
                ast::CmpOp::NotEq => Instr::Compare { op: CompareOp::Ne, dst, a, b },
                ast::CmpOp::Lt => Instr::Compare { op: CompareOp::Lt, dst, a, b },
                ast::CmpOp::LtE => Instr::Compare { op: CompareOp::Le, dst, a, b },
                ast::CmpOp::Gt => Instr::Compare { op: CompareOp::Gt, dst, a, b },
                ast::CmpOp::GtE => Instr::Compare { op: CompareOp::Ge, dst, a, b },
                ast::CmpOp::Is => Instr::Is { dst, a, b, neg: false },
                ast::CmpOp::IsNot => Instr::Is { dst, a, b, neg: true },
                ast::CmpOp::In => Instr::Contains { dst, a, b, neg: false },
                ast::CmpOp::NotIn => Instr::Contains { dst, a, b, neg: true },
            };
            self.emit(ins);
            if !last {
                ends.push(self.emit(Instr::JumpIfFalse { cond: dst, target: 0 }));
            }
            a = b;
        }
        for j in ends {
            self.patch_here(j);
        }
        Ok(())
    }

    /// Evaluates `items` into fresh consecutive registers; returns the first.
    fn consecutive(&mut self, items: &'a [Expr]) -> CResult<Reg> {
        let start = self.alloc_temps(items.len() as u32)?;
        for (i, it) in items.iter().enumerate() {
            self.expr_to(it, start + i as Reg)?;
        }
        Ok(start)
    }

    fn sequence(&mut self, items: &'a [Expr], dst: Reg, tuple: bool) -> CResult<()> {
        if !items.iter().any(|i| matches!(i.kind, ExprKind::Starred(_))) {
            let start = self.consecutive(items)?;
            let count = items.len() as u16;
            self.emit(if tuple { Instr::BuildTuple { dst, start, count } } else { Instr::BuildList { dst, start, count } });
            return Ok(());
        }
        self.emit(Instr::BuildList { dst, start: dst, count: 0 });
        for it in items {
            match &it.kind {
                ExprKind::Starred(inner) => {
                    let src = self.expr_any(inner)?;
                    self.emit(Instr::ListExtend { list: dst, src });
                }
                _ => {
                    let src = self.expr_any(it)?;
                    self.emit(Instr::ListAppend { list: dst, src });
                }
            }
        }
        if tuple {
            self.emit(Instr::ListToTuple { dst, src: dst });
        }
        Ok(())
    }

    /// `{a, *b, c}`: an empty set, then each item added or each starred
    /// iterable's items added, in order.
    fn set_display_unpacking(&mut self, items: &'a [Expr], dst: Reg) -> CResult<()> {
        self.emit(Instr::BuildSet { dst, start: dst, count: 0, constant: false });
        for it in items {
            let mark = self.temp_mark();
            if let ExprKind::Starred(inner) = &it.kind {
                let src = self.expr_any(inner)?;
                let iter = self.alloc_temp()?;
                self.emit(Instr::GetIter { dst: iter, src });
                let x = self.alloc_temp()?;
                let top = self.pc();
                let exit = self.emit(Instr::ForIter { iter, dst: x, target: 0 });
                self.emit(Instr::SetAdd { set: dst, src: x });
                self.emit(Instr::LoopBack { target: top });
                self.patch_here(exit);
            } else {
                let src = self.expr_any(it)?;
                self.emit(Instr::SetAdd { set: dst, src });
            }
            self.free_to(mark);
        }
        Ok(())
    }

    fn dict_display(&mut self, keys: &'a [Option<Expr>], values: &'a [Expr], dst: Reg) -> CResult<()> {
        if keys.iter().all(|k| k.is_some()) {
            let start = self.alloc_temps(2 * keys.len() as u32)?;
            for (i, (k, v)) in keys.iter().zip(values).enumerate() {
                if let Some(k) = k {
                    self.expr_to(k, start + 2 * i as Reg)?;
                }
                self.expr_to(v, start + 2 * i as Reg + 1)?;
            }
            self.emit(Instr::BuildDict { dst, start, count: keys.len() as u16 });
            return Ok(());
        }
        self.emit(Instr::BuildDict { dst, start: dst, count: 0 });
        for (k, v) in keys.iter().zip(values) {
            let mark = self.temp_mark();
            match k {
                Some(k) => {
                    let key = self.expr_any(k)?;
                    let src = self.expr_any(v)?;
                    self.emit(Instr::DictInsert { dict: dst, key, src });
                }
                None => {
                    let src = self.expr_any(v)?;
                    self.emit(Instr::DictUpdate { dict: dst, src });
                }
            }
            self.free_to(mark);
        }
        Ok(())
    }

    /// The key register of a subscript: slices and tuples of slices are built here.
    pub(super) fn subscript_key(&mut self, index: &'a Expr) -> CResult<Reg> {
        match &index.kind {
            ExprKind::Slice { .. } => {
                let r = self.alloc_temp()?;
                self.slice(index, r)?;
                Ok(r)
            }
            _ => self.expr_any(index),
        }
    }

    fn slice(&mut self, e: &'a Expr, dst: Reg) -> CResult<()> {
        let ExprKind::Slice { lower, upper, step } = &e.kind else {
            return self.expr_to(e, dst);
        };
        let start = self.alloc_temps(3)?;
        for (i, part) in [lower, upper, step].into_iter().enumerate() {
            match part {
                Some(p) => self.expr_to(p, start + i as Reg)?,
                None => {
                    self.emit(Instr::LoadNone { dst: start + i as Reg });
                }
            }
        }
        self.emit(Instr::BuildSlice { dst, start });
        Ok(())
    }

    fn fstring(&mut self, parts: &'a [FStringPart], dst: Reg) -> CResult<()> {
        let start = self.alloc_temps(parts.len().max(1) as u32)?;
        for (i, p) in parts.iter().enumerate() {
            let r = start + i as Reg;
            match p {
                FStringPart::Literal(s) => {
                    let k = self.const_str(s);
                    self.emit(Instr::LoadConst { dst: r, k });
                }
                FStringPart::Value { value, conversion, format_spec } => {
                    let src = self.expr_any(value)?;
                    let spec = self.alloc_temp()?;
                    if format_spec.is_empty() {
                        self.emit(Instr::Clear { dst: spec });
                    } else {
                        self.fstring(format_spec, spec)?;
                    }
                    let conversion = conversion.map_or(0, |c| c as u8);
                    self.emit(Instr::Format { dst: r, src, conversion, spec });
                }
            }
        }
        self.emit(Instr::BuildString { dst, start, count: parts.len() as u16 });
        Ok(())
    }

    /// Delegates to the iterator in `it` until it is exhausted; its return value lands in `dst`.
    pub(super) fn yield_from_loop(&mut self, it: Reg, dst: Reg) {
        let sent = match self.alloc_temp() {
            Ok(r) => r,
            Err(_) => dst,
        };
        self.emit(Instr::LoadNone { dst: sent });
        let top = self.pc();
        let step = self.emit(Instr::YieldFromStep { iter: it, sent, dst, target: 0 });
        self.emit(Instr::Yield { dst: sent, src: dst });
        self.emit(Instr::Jump { target: top });
        self.patch_here(step);
    }

    /// `yield` is only valid in a function body.
    fn check_in_function(&self, what: &str, span: Span) -> CResult<()> {
        if self.kind() != CodeKind::Function {
            return Err(Diagnostic::syntax(format!("'{}' outside function", what), span));
        }
        Ok(())
    }
}

/// Is `e` a constant after CPython's constant folding (literals, negated
/// numbers, tuples of constants)?
fn is_constant(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Int(_) | ExprKind::BigInt(_) | ExprKind::Float(_) | ExprKind::Str(_) | ExprKind::Bytes(_) => true,
        ExprKind::True | ExprKind::False | ExprKind::None | ExprKind::Ellipsis => true,
        ExprKind::UnaryOp { op: ast::UnaryOp::Neg, operand } => matches!(operand.kind, ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::BigInt(_)),
        ExprKind::Tuple(items) => items.iter().all(is_constant),
        _ => false,
    }
}

