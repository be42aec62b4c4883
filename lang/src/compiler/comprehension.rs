//! Comprehensions and generator expressions: list, set and dict
//! comprehensions run inline in the enclosing code (their loop variables in
//! fresh registers, captured by no closure), generator expressions as a
//! nested generator function.

use super::*;
use crate::ast::{Comprehension, Expr, ExprKind};

/// Which container a comprehension builds.
#[derive(Clone, Copy)]
pub(super) enum CompKind<'a> {
    List(&'a Expr),
    Set(&'a Expr),
    Dict(&'a Expr, &'a Expr),
}

/// The names that scopes nested in a comprehension (lambdas, generator
/// expressions, ...) use free: those of its variables must live in cells.
pub(super) fn comprehension_captures(kind: CompKind, generators: &[Comprehension], cache: &mut scope::FreeUseCache) -> HashSet<String> {
    let mut exprs: Vec<&Expr> = match kind {
        CompKind::List(e) | CompKind::Set(e) => vec![e],
        CompKind::Dict(k, v) => vec![k, v],
    };
    for (i, g) in generators.iter().enumerate() {
        if i > 0 {
            exprs.push(&g.iter);
        }
        exprs.extend(g.ifs.iter());
    }
    exprs.into_iter().flat_map(|e| scope::nested_free_uses_expr(e, cache)).collect()
}

impl<'a> Compiler<'a> {
    pub(super) fn comprehension(&mut self, kind: CompKind<'a>, generators: &'a [Comprehension], dst: Reg) -> CResult<()> {
        let build = match kind {
            CompKind::List(_) => Instr::BuildList { dst, start: dst, count: 0 },
            CompKind::Set(_) => Instr::BuildSet { dst, start: dst, count: 0, constant: false },
            CompKind::Dict(..) => Instr::BuildDict { dst, start: dst, count: 0 },
        };
        self.emit(build);
        let saved_vars = self.unit_ref().comp_vars.len();
        let captured = comprehension_captures(kind, generators, &mut self.free_uses);
        let depth = self.unit_ref().comp_depth;
        let r = self.comp_level(kind, generators, dst, &captured, true);
        self.unit().comp_depth = depth;
        self.unit().comp_vars.truncate(saved_vars);
        r
    }

    /// One `for` of a comprehension and what it contains; the first
    /// (`outermost`) evaluates its iterable in the enclosing scope.
    pub(super) fn comp_level(&mut self, kind: CompKind<'a>, generators: &'a [Comprehension], dst: Reg, captured: &HashSet<String>, outermost: bool) -> CResult<()> {
        let Some((g, rest)) = generators.split_first() else {
            let mark = self.temp_mark();
            match kind {
                CompKind::List(elt) => {
                    let src = self.expr_any(elt)?;
                    self.emit(Instr::ListAppend { list: dst, src });
                }
                CompKind::Set(elt) => {
                    let src = self.expr_any(elt)?;
                    self.emit(Instr::SetAdd { set: dst, src });
                }
                CompKind::Dict(k, v) => {
                    let key = self.expr_any(k)?;
                    let src = self.expr_any(v)?;
                    self.emit(Instr::DictInsert { dict: dst, key, src });
                }
            }
            self.free_to(mark);
            return Ok(());
        };
        if g.is_async && !self.in_async_function() {
            return Err(Diagnostic::syntax("asynchronous comprehension outside of an asynchronous function", g.iter.span));
        }
        let src = self.expr_any(&g.iter)?;
        if outermost {
            // The rest is in the comprehension's own scope.
            self.unit().comp_depth += 1;
        }
        let it = self.alloc_temp()?;
        let item = self.alloc_temp()?;
        let (top, exit) = if g.is_async {
            self.method_call_0(src, "__aiter__", it)?;
            self.bind_comp_target(&g.target, captured)?;
            let top = self.pc();
            (top, self.await_next(it, item)?)
        } else {
            self.emit(Instr::GetIter { dst: it, src });
            self.bind_comp_target(&g.target, captured)?;
            let top = self.pc();
            (top, self.emit(Instr::ForIter { iter: it, dst: item, target: 0 }))
        };
        self.store(&g.target, item)?;
        let mut skips = Vec::new();
        for cond in &g.ifs {
            skips.push(self.jump_if_false(cond)?);
        }
        self.comp_level(kind, rest, dst, captured, false)?;
        for s in skips {
            self.patch_here(s);
        }
        self.emit(Instr::LoopBack { target: top });
        self.patch_here(exit);
        Ok(())
    }

    /// `dst = obj.name()`.
    fn method_call_0(&mut self, obj: Reg, name: &str, dst: Reg) -> CResult<()> {
        let f = self.alloc_temp()?;
        let n = self.attr_name(name);
        self.emit(Instr::LoadAttr { dst: f, obj, name: n });
        let kwnames = self.add_const(Const::Tuple(Vec::new()));
        self.emit(Instr::Call { dst, func: f, argc: 0, kw: 0, kwnames });
        self.free_to(f);
        Ok(())
    }

    /// An `async for` step of a comprehension: `item = await it.__anext__()`,
    /// leaving the loop on StopAsyncIteration (any other error goes on).
    /// Returns the jump to patch to the loop's exit.
    fn await_next(&mut self, it: Reg, item: Reg) -> CResult<usize> {
        let region = self.protect_begin();
        let aw = self.alloc_temp()?;
        self.method_call_0(it, "__anext__", aw)?;
        let awaitable = self.alloc_temp()?;
        self.emit(Instr::GetAwaitable { dst: awaitable, src: aw });
        self.yield_from_loop(awaitable, item);
        self.free_to(aw);
        let done = self.emit(Instr::Jump { target: 0 });
        let handler = self.pc();
        self.protect_end(region, handler);
        let exc = self.alloc_temp()?;
        let start = self.emit(Instr::LoadException { dst: exc });
        let typ = self.alloc_temp()?;
        let name = self.name("StopAsyncIteration");
        self.emit(Instr::LoadGlobal { dst: typ, name });
        let m = self.alloc_temp()?;
        self.emit(Instr::ExceptionMatches { dst: m, exc, typ });
        let other = self.emit(Instr::JumpIfFalse { cond: m, target: 0 });
        let exit = self.emit(Instr::Jump { target: 0 });
        self.patch_here(other);
        self.emit(Instr::Reraise { src: exc });
        self.note_handling(start, exc);
        self.free_to(exc);
        self.patch_here(done);
        Ok(exit)
    }

    /// `(elt for x in it if c ...)`: a generator function of one parameter,
    /// the first iterable (evaluated here, as in CPython), called at once.
    /// With an `async for` or an `await` in it, an asynchronous generator
    /// function (whose first iterable is passed as `it.__aiter__()` when
    /// its loop is an `async for`).
    pub(super) fn generator_expression(&mut self, elt: &'a Expr, generators: &'a [Comprehension], span: Span, dst: Reg) -> CResult<()> {
        let Some(first) = generators.first() else {
            return Err(Diagnostic::syntax("generator expression without 'for'", span));
        };
        let uses = scope::genexp_free_uses(elt, generators, &mut self.free_uses);
        let free = self.free_vars_of(&uses.free, span)?;
        let qualname = self.qualname("<genexpr>");
        // The loop variables are locals of the generator function (and cells
        // when a nested lambda captures them).
        let (targets, captured) = scope::genexp_locals(elt, generators, &mut self.free_uses);
        let is_async = generators.iter().any(|g| g.is_async)
            || scope::contains_await(elt)
            || generators.iter().enumerate().any(|(i, g)| (i > 0 && scope::contains_await(&g.iter)) || g.ifs.iter().any(scope::contains_await));
        let mut locals = vec![".0".to_string()];
        locals.extend(targets);
        let scope = scope::FunctionScope { locals, ..Default::default() };
        self.push_function_unit("<genexpr>".to_string(), qualname, span.line, scope, &captured, free.clone());
        {
            let u = self.unit();
            u.code.signature = Signature { positional: 1, names: vec![".0".to_string()], ..Default::default() };
            u.code.is_generator = true;
            u.code.is_async_generator = is_async;
            u.bound[0] = true;
        }
        self.genexp_level(elt, generators, true)?;
        let r = self.alloc_temp()?;
        self.emit(Instr::LoadNone { dst: r });
        self.emit(Instr::Return { src: r });
        let code = self.pop_unit();
        let k = self.add_const(Const::Code(Rc::new(code)));
        // Call it with the first iterable.
        let base = self.alloc_temps(2)?;
        let none = self.alloc_temp()?;
        self.emit(Instr::Clear { dst: none });
        let closure = self.closure_tuple(&free, span)?;
        self.emit(Instr::MakeFunction { dst: base, code: k, defaults: none, kwdefaults: none, closure });
        let src = self.expr_any(&first.iter)?;
        if first.is_async {
            self.method_call_0(src, "__aiter__", base + 1)?;
        } else {
            self.emit(Instr::GetIter { dst: base + 1, src });
        }
        self.emit(Instr::Call { dst, func: base, argc: 1, kw: 0, kwnames: 0 });
        Ok(())
    }

    /// One `for` level of a generator expression's body (the first iterates `.0`).
    pub(super) fn genexp_level(&mut self, elt: &'a Expr, generators: &'a [Comprehension], first: bool) -> CResult<()> {
        let Some((g, rest)) = generators.split_first() else {
            let v = self.expr_any(elt)?;
            let v = if self.unit_ref().code.is_async_generator { self.async_gen_value(v)? } else { v };
            let sent = self.alloc_temp()?;
            self.emit(Instr::Yield { dst: sent, src: v });
            return Ok(());
        };
        let it = if first {
            0
        } else {
            let src = self.expr_any(&g.iter)?;
            let it = self.alloc_temp()?;
            if g.is_async {
                self.method_call_0(src, "__aiter__", it)?;
            } else {
                self.emit(Instr::GetIter { dst: it, src });
            }
            it
        };
        let item = self.alloc_temp()?;
        let top = self.pc();
        let exit = if g.is_async { self.await_next(it, item)? } else { self.emit(Instr::ForIter { iter: it, dst: item, target: 0 }) };
        self.store(&g.target, item)?;
        let mut skips = Vec::new();
        for cond in &g.ifs {
            skips.push(self.jump_if_false(cond)?);
        }
        let mark = self.temp_mark();
        self.genexp_level(elt, rest, false)?;
        self.free_to(mark);
        for s in skips {
            self.patch_here(s);
        }
        self.emit(Instr::LoopBack { target: top });
        self.patch_here(exit);
        Ok(())
    }

    /// Gives every name in a comprehension target a hidden register.
    /// Gives each name of a comprehension's target a register, holding a
    /// new cell (one for the whole comprehension, as CPython's) when a
    /// nested scope uses the name (`captured`).
    pub(super) fn bind_comp_target(&mut self, t: &'a Expr, captured: &HashSet<String>) -> CResult<()> {
        match &t.kind {
            ExprKind::Name(n) => {
                let reg = self.alloc_temp()?;
                let cell = captured.contains(n);
                if cell {
                    self.emit(Instr::Clear { dst: reg });
                    self.emit(Instr::MakeCell { reg });
                }
                self.unit().comp_vars.push(CompVar { name: n.clone(), reg, cell });
                Ok(())
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                for i in items {
                    self.bind_comp_target(i, captured)?;
                }
                Ok(())
            }
            ExprKind::Starred(inner) => self.bind_comp_target(inner, captured),
            _ => Ok(()),
        }
    }
}
