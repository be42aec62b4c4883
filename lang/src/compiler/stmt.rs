//! Statements: assignment, control flow, definitions, exceptions, imports.
//!
//! Each statement sets the current line, compiles its parts, and releases the
//! temporaries it took, so temporaries never live across statements (except
//! loop iterators and caught exceptions, which are taken before the body's mark).

use super::*;
use crate::ast::{Expr, ExprKind, Stmt, StmtKind};

impl<'a> Compiler<'a> {
    pub(super) fn stmts(&mut self, body: &'a [Stmt]) -> CResult<()> {
        for s in body {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn stmt(&mut self, s: &'a Stmt) -> CResult<()> {
        self.set_line(s.span);
        let mark = self.temp_mark();
        let r = self.stmt_inner(s);
        self.free_to(mark);
        r
    }

    fn stmt_inner(&mut self, s: &'a Stmt) -> CResult<()> {
        match &s.kind {
            StmtKind::Expr(e) if self.interactive && self.units.len() == 1 => self.display(e)?,
            StmtKind::Expr(e) => {
                self.expr_any(e)?;
            }
            StmtKind::Assign { targets, value } => self.assign(targets, value)?,
            StmtKind::AugAssign { target, op, value } => self.aug_assign(target, *op, value)?,
            StmtKind::AnnAssign { target, annotation, value } => {
                if let Some(v) = value {
                    self.assign(std::slice::from_ref(target), v)?;
                }
                if let (ExprKind::Name(n), true) = (&target.kind, self.kind() != CodeKind::Function) {
                    self.store_annotation(n, annotation)?;
                } else if value.is_none() && !matches!(target.kind, ExprKind::Name(_)) {
                    // `obj.attr: int` evaluates the object, as CPython does.
                    if let ExprKind::Attribute { value, .. } | ExprKind::Subscript { value, .. } = &target.kind {
                        self.expr_any(value)?;
                    }
                }
            }
            StmtKind::If { test, body, orelse } => self.if_stmt(test, body, orelse)?,
            StmtKind::While { test, body, orelse } => self.while_stmt(test, body, orelse)?,
            StmtKind::For { target, iter, body, orelse, is_async } => {
                if *is_async {
                    return Err(Diagnostic::unsupported("'async for'", s.span));
                }
                self.for_stmt(target, iter, body, orelse)?
            }
            StmtKind::Break => self.break_stmt(s.span)?,
            StmtKind::Continue => self.continue_stmt(s.span)?,
            StmtKind::Pass => {}
            StmtKind::Return(value) => self.return_stmt(value.as_ref(), s.span)?,
            StmtKind::FunctionDef(f) => self.function_def(f)?,
            StmtKind::ClassDef(c) => self.class_def(c)?,
            StmtKind::Global(_) => {}
            StmtKind::Nonlocal(names) => {
                if self.kind() != CodeKind::Function {
                    return Err(Diagnostic::syntax("nonlocal declaration not allowed at module level", s.span));
                }
                for n in names {
                    self.resolve(n, s.span)?;
                }
            }
            StmtKind::Del(targets) => {
                for t in targets {
                    self.delete(t)?;
                }
            }
            // `-O`: assert statements compile to nothing, as CPython's do.
            StmtKind::Assert { .. } if optimize_level() > 0 => {}
            StmtKind::Assert { test, msg } => self.assert_stmt(test, msg.as_ref())?,
            StmtKind::Raise { exc, cause } => self.raise_stmt(exc.as_ref(), cause.as_ref())?,
            StmtKind::Try { body, handlers, orelse, finalbody } => self.try_stmt(body, handlers, orelse, finalbody)?,
            StmtKind::With { items, body, is_async } => {
                if *is_async {
                    return Err(Diagnostic::unsupported("'async with'", s.span));
                }
                self.with_stmt(items, body)?
            }
            StmtKind::Import(aliases) => self.import(aliases)?,
            StmtKind::ImportFrom { module, names, level } => self.import_from(module.as_deref(), names, *level, s.span)?,
            StmtKind::Match { subject, cases } => self.match_stmt(subject, cases)?,
            StmtKind::Lowered { what, body } => {
                if !self.in_async_function() {
                    return Err(Diagnostic::syntax(format!("{} outside async function", what), s.span));
                }
                self.stmts(body)?;
            }
        }
        Ok(())
    }

    // ---- assignment ------------------------------------------------------------

    fn assign(&mut self, targets: &'a [Expr], value: &'a Expr) -> CResult<()> {
        if let [target] = targets {
            if let ExprKind::Name(n) = &target.kind {
                if let NameLoc::Local(r) = self.resolve(n, target.span)? {
                    self.expr_to(value, r)?;
                    self.mark_bound(r);
                    return Ok(());
                }
            }
            if let (Some(dst_items), ExprKind::Tuple(src_items) | ExprKind::List(src_items)) = (sequence_items(target), &value.kind) {
                if dst_items.len() == src_items.len() && !src_items.iter().chain(dst_items).any(|e| matches!(e.kind, ExprKind::Starred(_))) {
                    return self.parallel_assign(dst_items, src_items);
                }
            }
        }
        let r = self.expr_any(value)?;
        for t in targets {
            self.store(t, r)?;
        }
        Ok(())
    }

    /// `a, b = x, y`: evaluate every source, then store left to right.
    fn parallel_assign(&mut self, targets: &'a [Expr], values: &'a [Expr]) -> CResult<()> {
        let start = self.alloc_temps(values.len() as u32)?;
        for (i, v) in values.iter().enumerate() {
            self.expr_to(v, start + i as Reg)?;
        }
        for (i, t) in targets.iter().enumerate() {
            self.store(t, start + i as Reg)?;
        }
        Ok(())
    }

    /// Stores register `src` into an assignment target.
    pub(super) fn store(&mut self, target: &'a Expr, src: Reg) -> CResult<()> {
        match &target.kind {
            ExprKind::Name(n) => self.store_name(n, target.span, src),
            ExprKind::Attribute { value, attr } => {
                let obj = self.expr_any(value)?;
                let name = self.attr_name(attr);
                self.emit(Instr::StoreAttr { obj, name, src });
                Ok(())
            }
            ExprKind::Subscript { value, index } => {
                let obj = self.expr_any(value)?;
                let key = self.subscript_key(index)?;
                self.emit(Instr::SetItem { obj, key, src });
                Ok(())
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => self.unpack_store(items, src, target.span),
            ExprKind::Starred(_) => Err(Diagnostic::syntax("starred assignment target must be in a list or tuple", target.span)),
            _ => Err(Diagnostic::syntax("cannot assign to expression", target.span)),
        }
    }

    pub(super) fn store_name(&mut self, n: &str, span: Span, src: Reg) -> CResult<()> {
        match self.resolve(n, span)? {
            NameLoc::Local(r) => {
                if r != src {
                    self.emit(Instr::Move { dst: r, src });
                }
                self.mark_bound(r);
            }
            NameLoc::Cell(cell) => {
                self.emit(Instr::StoreDeref { cell, src });
            }
            NameLoc::Global => {
                let name = self.name(n);
                self.emit(Instr::StoreGlobal { src, name });
            }
            NameLoc::Namespace | NameLoc::ClassCell(_) => {
                let name = self.attr_name(n);
                self.emit(Instr::StoreName { src, name });
            }
        }
        Ok(())
    }

    fn unpack_store(&mut self, items: &'a [Expr], src: Reg, span: Span) -> CResult<()> {
        let stars: Vec<usize> = items.iter().enumerate().filter(|(_, e)| matches!(e.kind, ExprKind::Starred(_))).map(|(i, _)| i).collect();
        if stars.len() > 1 {
            return Err(Diagnostic::syntax("multiple starred expressions in assignment", span));
        }
        if stars.is_empty() {
            if let Some(first) = self.consecutive_locals(items) {
                // Straight into the targets' registers: no temporaries, no
                // moves (an unpack either stores every item or none).
                self.emit(Instr::Unpack { src, dst: first, count: items.len() as u16 });
                for i in 0..items.len() {
                    self.mark_bound(first + i as Reg);
                }
                return Ok(());
            }
        }
        let mark = self.temp_mark();
        let dst = self.alloc_temps(items.len() as u32)?;
        if let Some(&star) = stars.first() {
            let before = star as u16;
            let after = (items.len() - star - 1) as u16;
            self.emit(Instr::UnpackEx { src, dst, before, after });
        } else {
            self.emit(Instr::Unpack { src, dst, count: items.len() as u16 });
        }
        for (i, t) in items.iter().enumerate() {
            let t = match &t.kind {
                ExprKind::Starred(inner) => inner,
                _ => t,
            };
            self.store(t, dst + i as Reg)?;
        }
        self.free_to(mark);
        Ok(())
    }

    /// The first register of unpacking targets that are all plain local
    /// names in consecutive registers, in order (`a, b, c = t` where the
    /// three are locals made in that order); None otherwise.
    /// (A name that does not resolve is left to the general path, which
    /// reports it where it stands.)
    fn consecutive_locals(&self, items: &[Expr]) -> Option<Reg> {
        let mut first = None;
        for (i, t) in items.iter().enumerate() {
            let ExprKind::Name(n) = &t.kind else { return None };
            let Ok(NameLoc::Local(r)) = self.resolve(n, t.span) else { return None };
            match first {
                None => first = Some(r),
                Some(f) if usize::from(r) == usize::from(f) + i => {}
                Some(_) => return None,
            }
        }
        first
    }

    fn aug_assign(&mut self, target: &'a Expr, op: ast::BinOp, value: &'a Expr) -> CResult<()> {
        let op = expr::binary_op(op);
        match &target.kind {
            ExprKind::Name(n) => {
                let cur = self.expr_any(target)?;
                let rhs = self.expr_any(value)?;
                let dst = match self.resolve(n, target.span)? {
                    NameLoc::Local(r) => r,
                    _ => cur,
                };
                self.emit(Instr::Inplace { op, dst, a: cur, b: rhs });
                self.store_name(n, target.span, dst)
            }
            ExprKind::Attribute { value: obj_e, attr } => {
                let obj = self.expr_any(obj_e)?;
                let name = self.attr_name(attr);
                let cur = self.alloc_temp()?;
                self.emit(Instr::LoadAttr { dst: cur, obj, name });
                let rhs = self.expr_any(value)?;
                self.emit(Instr::Inplace { op, dst: cur, a: cur, b: rhs });
                self.emit(Instr::StoreAttr { obj, name, src: cur });
                Ok(())
            }
            ExprKind::Subscript { value: obj_e, index } => {
                let obj = self.expr_any(obj_e)?;
                let key = self.subscript_key(index)?;
                let cur = self.alloc_temp()?;
                self.emit(Instr::GetItem { dst: cur, obj, key });
                let rhs = self.expr_any(value)?;
                self.emit(Instr::Inplace { op, dst: cur, a: cur, b: rhs });
                self.emit(Instr::SetItem { obj, key, src: cur });
                Ok(())
            }
            _ => Err(Diagnostic::syntax("illegal expression for augmented assignment", target.span)),
        }
    }

    /// `n = None; del n`: the name is unbound afterwards, whether or not it was bound.
    fn unbind_name(&mut self, n: &str, span: Span) -> CResult<()> {
        match self.resolve(n, span)? {
            NameLoc::Local(r) => {
                self.emit(Instr::Clear { dst: r });
                if let Some(b) = self.unit().bound.get_mut(r as usize) {
                    *b = false;
                }
            }
            NameLoc::Cell(cell) => {
                let tmp = self.alloc_temp()?;
                self.emit(Instr::Clear { dst: tmp });
                self.emit(Instr::StoreDeref { cell, src: tmp });
            }
            NameLoc::Global => {
                let tmp = self.alloc_temp()?;
                self.emit(Instr::LoadNone { dst: tmp });
                let name = self.name(n);
                self.emit(Instr::StoreGlobal { src: tmp, name });
                self.emit(Instr::DelGlobal { name });
            }
            NameLoc::Namespace | NameLoc::ClassCell(_) => {
                let tmp = self.alloc_temp()?;
                self.emit(Instr::LoadNone { dst: tmp });
                let name = self.attr_name(n);
                self.emit(Instr::StoreName { src: tmp, name });
                self.emit(Instr::DelName { name });
            }
        }
        Ok(())
    }

    fn delete(&mut self, t: &'a Expr) -> CResult<()> {
        match &t.kind {
            ExprKind::Name(n) => match self.resolve(n, t.span)? {
                NameLoc::Local(r) => {
                    let name = self.name(n);
                    self.emit(Instr::CheckBound { src: r, name });
                    self.emit(Instr::Clear { dst: r });
                    if let Some(b) = self.unit().bound.get_mut(r as usize) {
                        *b = false;
                    }
                }
                NameLoc::Cell(cell) => {
                    let name = self.name(n);
                    let tmp = self.alloc_temp()?;
                    self.emit(Instr::LoadDeref { dst: tmp, cell, name });
                    self.emit(Instr::Clear { dst: tmp });
                    self.emit(Instr::StoreDeref { cell, src: tmp });
                }
                NameLoc::Global => {
                    let name = self.name(n);
                    self.emit(Instr::DelGlobal { name });
                }
                NameLoc::Namespace | NameLoc::ClassCell(_) => {
                    let name = self.attr_name(n);
                    self.emit(Instr::DelName { name });
                }
            },
            ExprKind::Attribute { value, attr } => {
                let obj = self.expr_any(value)?;
                let name = self.attr_name(attr);
                self.emit(Instr::DelAttr { obj, name });
            }
            ExprKind::Subscript { value, index } => {
                let obj = self.expr_any(value)?;
                let key = self.subscript_key(index)?;
                self.emit(Instr::DelItem { obj, key });
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                for i in items {
                    self.delete(i)?;
                }
            }
            _ => return Err(Diagnostic::syntax("cannot delete expression", t.span)),
        }
        Ok(())
    }

    // ---- control flow ------------------------------------------------------------

    fn if_stmt(&mut self, test: &'a Expr, body: &'a [Stmt], orelse: &'a [Stmt]) -> CResult<()> {
        let skip = self.jump_if_false(test)?;
        self.block(body)?;
        if orelse.is_empty() {
            self.patch_here(skip);
        } else {
            let end = self.emit(Instr::Jump { target: 0 });
            self.patch_here(skip);
            self.block(orelse)?;
            self.patch_here(end);
        }
        Ok(())
    }

    /// Evaluates a condition and emits a jump taken when it is false; returns the jump.
    pub(super) fn jump_if_false(&mut self, test: &'a Expr) -> CResult<usize> {
        let mark = self.temp_mark();
        let cond = self.expr_any(test)?;
        let j = self.emit(Instr::JumpIfFalse { cond, target: 0 });
        self.free_to(mark);
        Ok(j)
    }

    fn while_stmt(&mut self, test: &'a Expr, body: &'a [Stmt], orelse: &'a [Stmt]) -> CResult<()> {
        let top = self.pc();
        let exit = self.jump_if_false(test)?;
        self.loop_body(top, body)?;
        self.emit(Instr::LoopBack { target: top });
        self.patch_here(exit);
        self.finish_loop(orelse)
    }

    fn for_stmt(&mut self, target: &'a Expr, iter: &'a Expr, body: &'a [Stmt], orelse: &'a [Stmt]) -> CResult<()> {
        let src = self.expr_any(iter)?;
        let it = self.alloc_temp()?;
        self.emit(Instr::GetIter { dst: it, src });
        let top = self.pc();
        let (item, direct) = match &target.kind {
            ExprKind::Name(n) => match self.resolve(n, target.span)? {
                NameLoc::Local(r) => (r, true),
                _ => (self.alloc_temp()?, false),
            },
            _ => (self.alloc_temp()?, false),
        };
        let exit = self.emit(Instr::ForIter { iter: it, dst: item, target: 0 });
        let saved = self.unit_ref().bound.clone();
        if direct {
            self.mark_bound(item);
        } else {
            self.store(target, item)?;
        }
        self.loop_body(top, body)?;
        self.unit().bound = saved;
        self.emit(Instr::LoopBack { target: top });
        self.patch_here(exit);
        self.finish_loop(orelse)
    }

    /// Compiles a loop body with `continue` going to `top`.
    fn loop_body(&mut self, top: u32, body: &'a [Stmt]) -> CResult<()> {
        let finally_depth = self.unit_ref().finally.len();
        self.unit().loops.push(LoopCtx { continue_target: top, breaks: Vec::new(), finally_depth });
        self.block(body)
    }

    /// After the loop's exit jump: the `else` body, then the `break` landing point.
    fn finish_loop(&mut self, orelse: &'a [Stmt]) -> CResult<()> {
        let ctx = self.unit().loops.pop().expect("finish_loop follows loop_body");
        self.block(orelse)?;
        for b in ctx.breaks {
            self.patch_here(b);
        }
        Ok(())
    }

    fn break_stmt(&mut self, span: Span) -> CResult<()> {
        let Some(depth) = self.unit_ref().loops.last().map(|l| l.finally_depth) else {
            return Err(Diagnostic::syntax("'break' outside loop", span));
        };
        self.run_finally_bodies(depth)?;
        let j = self.emit(Instr::Jump { target: 0 });
        if let Some(l) = self.unit().loops.last_mut() {
            l.breaks.push(j);
        }
        Ok(())
    }

    fn continue_stmt(&mut self, span: Span) -> CResult<()> {
        let Some((depth, target)) = self.unit_ref().loops.last().map(|l| (l.finally_depth, l.continue_target)) else {
            return Err(Diagnostic::syntax("'continue' not properly in loop", span));
        };
        self.run_finally_bodies(depth)?;
        self.emit(Instr::LoopBack { target });
        Ok(())
    }

    fn return_stmt(&mut self, value: Option<&'a Expr>, span: Span) -> CResult<()> {
        if self.kind() != CodeKind::Function {
            return Err(Diagnostic::syntax("'return' outside function", span));
        }
        if value.is_some() && self.unit_ref().code.is_async_generator {
            return Err(Diagnostic::syntax("'return' with value in async generator", span));
        }
        let r = match value {
            Some(v) => self.expr_any(v)?,
            None => {
                let r = self.alloc_temp()?;
                self.emit(Instr::LoadNone { dst: r });
                r
            }
        };
        if !self.unit_ref().finally.is_empty() {
            // The finally bodies may overwrite a local the value lives in.
            let saved = if self.is_local_reg(r) {
                let t = self.alloc_temp()?;
                self.emit(Instr::Move { dst: t, src: r });
                t
            } else {
                r
            };
            self.run_finally_bodies(0)?;
            self.emit(Instr::Return { src: saved });
        } else {
            self.emit(Instr::Return { src: r });
        }
        Ok(())
    }

    // ---- definitions ---------------------------------------------------------

    fn decorators(&mut self, decorators: &'a [Expr]) -> CResult<Option<Reg>> {
        if decorators.is_empty() {
            return Ok(None);
        }
        let start = self.alloc_temps(decorators.len() as u32 * 2)?;
        for (i, d) in decorators.iter().enumerate() {
            self.expr_to(d, start + 2 * i as Reg)?;
        }
        Ok(Some(start))
    }

    /// Applies evaluated decorators (innermost last in source) to `value`.
    fn apply_decorators(&mut self, start: Option<Reg>, count: usize, value: Reg) {
        let Some(start) = start else { return };
        for i in (0..count).rev() {
            let func = start + 2 * i as Reg;
            self.emit(Instr::Move { dst: func + 1, src: value });
            self.emit(Instr::Call { dst: value, func, argc: 1, kw: 0, kwnames: 0 });
        }
    }

    fn function_def(&mut self, f: &'a ast::FunctionDef) -> CResult<()> {
        let decos = self.decorators(&f.decorators)?;
        let scope = scope::analyze_function(&f.params, &f.body)?;
        // A decorated function's code starts at its first decorator (co_firstlineno).
        let start = f.decorators.first().map_or(f.span, |d| Span { line: d.span.line, ..f.span });
        let (code, free) = self.function_code(&f.name, &f.params, start, scope, FunctionBody::Block(&f.body), f.is_async)?;
        let dst = self.alloc_temp()?;
        self.make_function(dst, &f.params, code, &free, f.span)?;
        self.function_annotations(dst, &f.params, f.returns.as_ref())?;
        self.apply_decorators(decos, f.decorators.len(), dst);
        self.store_name(&f.name, f.span, dst)
    }

    /// `MakeClass` reads the bases from `bases..`, then the closure tuple,
    /// then the class keywords (a dict, or EMPTY when there are none).
    fn class_def(&mut self, c: &'a ast::ClassDef) -> CResult<()> {
        let decos = self.decorators(&c.decorators)?;
        let nbases = c.bases.len() as u16;
        let bases = self.alloc_temps(c.bases.len() as u32 + 2)?;
        for (i, b) in c.bases.iter().enumerate() {
            if matches!(b.kind, ExprKind::Starred(_)) {
                return Err(Diagnostic::unsupported("'*' in a class's bases", b.span));
            }
            self.expr_to(b, bases + i as Reg)?;
        }
        // (The first base, or the keywords' own register, stands for the
        // callee a repeated keyword's error names.)
        let callee = if nbases > 0 { bases } else { bases + nbases + 1 };
        self.keywords_dict(&c.keywords, bases + nbases + 1, callee)?;
        let uses = scope::class_free_uses(&c.body, &mut self.free_uses);
        let free = self.free_vars_of(&uses.free, c.span)?;
        let closure = self.closure_tuple(&free, c.span)?;
        self.emit(Instr::Move { dst: bases + nbases, src: closure });
        let qualname = self.qualname(&c.name);
        self.push_unit(CodeKind::Class, c.name.clone(), qualname, c.span.line, None);
        {
            let u = self.unit();
            u.class_globals = scope::declared_globals(&c.body);
            u.code.freevars = free.clone();
            u.code.free_start = 0;
            u.cells = free.iter().enumerate().map(|(i, n)| (n.clone(), i as Reg)).collect();
            u.nlocals = free.len() as u16;
            u.next_reg = u.nlocals;
            u.max_reg = u.nlocals;
        }
        if let Some(doc) = docstring(&c.body) {
            self.unit().code.doc = Some(doc);
        }
        self.setup_annotations(&c.body)?;
        self.stmts(&c.body)?;
        let r = self.alloc_temp()?;
        self.emit(Instr::LoadNone { dst: r });
        self.emit(Instr::Return { src: r });
        let body = self.pop_unit();
        let code = self.add_const(Const::Code(Rc::new(body)));
        let name = self.name(&c.name);
        let dst = self.alloc_temp()?;
        self.emit(Instr::MakeClass { dst, code, name, bases, nbases });
        self.apply_decorators(decos, c.decorators.len(), dst);
        self.store_name(&c.name, c.span, dst)
    }

    // ---- exceptions ------------------------------------------------------------

    fn assert_stmt(&mut self, test: &'a Expr, msg: Option<&'a Expr>) -> CResult<()> {
        let cond = self.expr_any(test)?;
        let ok = self.emit(Instr::JumpIfTrue { cond, target: 0 });
        let m = self.alloc_temp()?;
        match msg {
            Some(e) => self.expr_to(e, m)?,
            None => {
                self.emit(Instr::Clear { dst: m });
            }
        }
        self.emit(Instr::AssertFail { msg: m });
        self.patch_here(ok);
        Ok(())
    }

    fn raise_stmt(&mut self, exc: Option<&'a Expr>, cause: Option<&'a Expr>) -> CResult<()> {
        match (exc, cause) {
            (None, _) => {
                let exc = match self.unit_ref().except_regs.last() {
                    Some(&r) => r,
                    None => {
                        let r = self.alloc_temp()?;
                        self.emit(Instr::Clear { dst: r });
                        r
                    }
                };
                self.emit(Instr::Raise { exc, cause: exc, kind: RaiseKind::Reraise });
            }
            (Some(e), None) => {
                let exc = self.expr_any(e)?;
                self.emit(Instr::Raise { exc, cause: exc, kind: RaiseKind::Plain });
            }
            (Some(e), Some(c)) => {
                let exc = self.expr_any(e)?;
                let cause = self.expr_any(c)?;
                self.emit(Instr::Raise { exc, cause, kind: RaiseKind::WithCause });
            }
        }
        Ok(())
    }

    fn try_stmt(&mut self, body: &'a [Stmt], handlers: &'a [ast::ExceptHandler], orelse: &'a [Stmt], finalbody: &'a [Stmt]) -> CResult<()> {
        if finalbody.is_empty() {
            return self.try_except(body, handlers, orelse);
        }
        let region = self.protect_begin();
        self.unit().finally.push(FinallyCtx { action: Cleanup::Finally(finalbody), region });
        if handlers.is_empty() {
            self.block(body)?;
        } else {
            self.try_except(body, handlers, orelse)?;
        }
        self.unit().finally.pop();
        // Normal exit: run the finally body outside the region, then skip the handler.
        self.suspend_regions(region);
        self.block(finalbody)?;
        let done = self.emit(Instr::Jump { target: 0 });
        let handler = self.pc();
        self.protect_end(region, handler);
        let exc = self.alloc_temp()?;
        let start = self.emit(Instr::LoadException { dst: exc });
        self.block(finalbody)?;
        self.emit(Instr::Reraise { src: exc });
        self.note_handling(start, exc);
        self.patch_here(done);
        Ok(())
    }

    /// `with a as x, b as y: body` is `with a as x: with b as y: body`.
    fn with_stmt(&mut self, items: &'a [ast::WithItem], body: &'a [Stmt]) -> CResult<()> {
        let Some((item, rest)) = items.split_first() else {
            return self.block(body);
        };
        let mgr = self.expr_any(&item.context)?;
        let exit = self.alloc_temp()?;
        let value = self.alloc_temp()?;
        self.emit(Instr::WithEnter { mgr, exit, dst: value });
        let region = self.protect_begin();
        self.unit().finally.push(FinallyCtx { action: Cleanup::WithExit(exit), region });
        if let Some(t) = &item.target {
            self.store(t, value)?;
        }
        let r = self.with_stmt(rest, body);
        self.unit().finally.pop();
        r?;
        // Normal exit: __exit__(None, None, None), outside the region.
        self.suspend_regions(region);
        self.cleanup(Cleanup::WithExit(exit))?;
        let done = self.emit(Instr::Jump { target: 0 });
        let handler = self.pc();
        self.protect_end(region, handler);
        // Exceptional exit: __exit__(type, value, None); a true result swallows it.
        let exc = self.alloc_temp()?;
        let start = self.emit(Instr::LoadException { dst: exc });
        let swallow = self.alloc_temp()?;
        self.emit(Instr::WithExit { exit, exc, dst: swallow });
        let skip = self.emit(Instr::JumpIfTrue { cond: swallow, target: 0 });
        self.emit(Instr::Reraise { src: exc });
        self.note_handling(start, exc);
        self.patch_here(skip);
        self.patch_here(done);
        Ok(())
    }

    /// Records that the code from `start` to here runs while handling the
    /// exception in register `exc`.
    pub(super) fn note_handling(&mut self, start: usize, exc: Reg) {
        let end = self.pc();
        self.unit().code.handling.push(Handling { start: start as u32, end, reg: exc });
    }

    fn try_except(&mut self, body: &'a [Stmt], handlers: &'a [ast::ExceptHandler], orelse: &'a [Stmt]) -> CResult<()> {
        let region = self.protect_begin();
        self.block(body)?;
        self.suspend_regions(region);
        self.block(orelse)?;
        let mut to_end = vec![self.emit(Instr::Jump { target: 0 })];
        let handler = self.pc();
        self.protect_end(region, handler);
        let exc = self.alloc_temp()?;
        let start = self.emit(Instr::LoadException { dst: exc });
        for (i, h) in handlers.iter().enumerate() {
            self.set_line(h.span);
            let next = match &h.typ {
                Some(t) => {
                    let mark = self.temp_mark();
                    let typ = self.expr_any(t)?;
                    let m = self.alloc_temp()?;
                    self.emit(Instr::ExceptionMatches { dst: m, exc, typ });
                    let j = self.emit(Instr::JumpIfFalse { cond: m, target: 0 });
                    self.free_to(mark);
                    Some(j)
                }
                None if i + 1 < handlers.len() => return Err(Diagnostic::syntax("default 'except:' must be last", h.span)),
                None => None,
            };
            if let Some(n) = &h.name {
                self.store_name(n, h.span, exc)?;
            }
            self.unit().except_regs.push(exc);
            let r = self.block(&h.body);
            self.unit().except_regs.pop();
            r?;
            if let Some(n) = &h.name {
                // `except E as n:` unbinds n when the handler ends, as CPython does.
                self.unbind_name(n, h.span)?;
            }
            to_end.push(self.emit(Instr::Jump { target: 0 }));
            match next {
                Some(j) => self.patch_here(j),
                None => break,
            }
        }
        if handlers.last().is_some_and(|h| h.typ.is_some()) {
            self.emit(Instr::Reraise { src: exc });
        }
        self.note_handling(start, exc);
        for j in to_end {
            self.patch_here(j);
        }
        Ok(())
    }

    // ---- imports ------------------------------------------------------------------

    fn import(&mut self, aliases: &'a [ast::Alias]) -> CResult<()> {
        for a in aliases {
            let dst = self.alloc_temp()?;
            match &a.asname {
                Some(asname) => {
                    // `import a.b as c` binds the submodule itself.
                    let k = self.const_str(&a.name);
                    self.emit(Instr::Import { dst, k });
                    self.store_name(asname, a.span, dst)?;
                }
                None => {
                    let k = self.const_str(&a.name);
                    self.emit(Instr::Import { dst, k });
                    let top = a.name.split('.').next().unwrap_or(&a.name).to_string();
                    if top != a.name {
                        let k = self.const_str(&top);
                        self.emit(Instr::Import { dst, k });
                    }
                    self.store_name(&top, a.span, dst)?;
                }
            }
        }
        Ok(())
    }

    fn import_from(&mut self, module: Option<&str>, names: &'a [ast::Alias], level: u32, span: Span) -> CResult<()> {
        let module = format!("{}{}", ".".repeat(level as usize), module.unwrap_or(""));
        let m = self.alloc_temp()?;
        let k = self.const_str(&module);
        self.emit(Instr::Import { dst: m, k });
        for a in names {
            if a.name == "*" {
                if self.kind() != CodeKind::Module {
                    return Err(Diagnostic::syntax("import * only allowed at module level", span));
                }
                self.emit(Instr::ImportStar { module: m });
                continue;
            }
            let dst = self.alloc_temp()?;
            let name = self.name(&a.name);
            self.emit(Instr::ImportFrom { dst, module: m, name });
            self.store_name(a.asname.as_ref().unwrap_or(&a.name), a.span, dst)?;
        }
        Ok(())
    }
}

/// The items of a tuple or list target.
fn sequence_items(e: &Expr) -> Option<&[Expr]> {
    match &e.kind {
        ExprKind::Tuple(items) | ExprKind::List(items) => Some(items),
        _ => None,
    }
}

/// Does the statement (not counting nested scopes) contain `yield`?
pub(super) fn contains_yield(s: &Stmt) -> bool {
    let mut exprs = Vec::new();
    scope::statement_exprs(s, &mut exprs);
    exprs.into_iter().any(|e| find_yield(e).is_some()) || scope::child_blocks(s).into_iter().any(|b| b.iter().any(contains_yield))
}

pub(super) fn find_yield(e: &Expr) -> Option<Span> {
    match &e.kind {
        ExprKind::Yield(_) | ExprKind::YieldFrom(_) => return Some(e.span),
        ExprKind::Lambda { .. } => return None,
        _ => {}
    }
    let mut found = None;
    scope::for_each_child(e, &mut |c| {
        if found.is_none() {
            found = find_yield(c);
        }
    });
    found
}
