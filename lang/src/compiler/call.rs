//! Calls: positional and keyword arguments in consecutive registers, and
//! `f(*args, **kwargs)` through a list and a dict.

use super::*;
use crate::ast::{Expr, ExprKind, Keyword};

pub(super) fn check_keywords(keywords: &[Keyword]) -> CResult<()> {
    let mut seen = rustc_hash::FxHashSet::default();
    for k in keywords {
        if let Some(n) = &k.name {
            if !seen.insert(n.as_str()) {
                return Err(Diagnostic::syntax(format!("keyword argument repeated: {}", n), k.span));
            }
        }
    }
    Ok(())
}

impl<'a> Compiler<'a> {
    pub(super) fn call(&mut self, func: &'a Expr, args: &'a [Expr], keywords: &'a [Keyword], dst: Reg) -> CResult<()> {
        check_keywords(keywords)?;
        let needs_ex = args.iter().any(|a| matches!(a.kind, ExprKind::Starred(_))) || keywords.iter().any(|k| k.name.is_none());
        if needs_ex {
            return self.call_ex(func, args, keywords, dst);
        }
        let argc = (args.len() + keywords.len()) as u16;
        let kw = keywords.len() as u16;
        let kwnames = if keywords.is_empty() {
            0
        } else {
            let names = keywords.iter().map(|k| Const::Str(k.name.clone().unwrap_or_default())).collect();
            self.add_const(Const::Tuple(names))
        };
        if let ExprKind::Attribute { value, attr } = &func.kind {
            let base = self.alloc_temps(2 + argc as u32)?;
            let obj = self.expr_any(value)?;
            let name = self.attr_name(attr);
            // A missing method is the attribute expression's error, as in CPython.
            let position = self.set_line(func.span);
            self.emit(Instr::LoadMethod { base, obj, name });
            self.restore_line(position);
            self.call_args(args, keywords, base + 2)?;
            self.emit(Instr::CallMethod { dst, base, argc, kw, kwnames });
        } else {
            let base = self.alloc_temps(1 + argc as u32)?;
            self.expr_to(func, base)?;
            self.call_args(args, keywords, base + 1)?;
            self.emit(Instr::Call { dst, func: base, argc, kw, kwnames });
        }
        Ok(())
    }

    pub(super) fn call_args(&mut self, args: &'a [Expr], keywords: &'a [Keyword], start: Reg) -> CResult<()> {
        for (i, a) in args.iter().chain(keywords.iter().map(|k| &k.value)).enumerate() {
            self.expr_to(a, start + i as Reg)?;
        }
        Ok(())
    }

    /// A call with `*args` or `**kwargs`: positional arguments go into a tuple,
    /// keywords into a dict.
    pub(super) fn call_ex(&mut self, func: &'a Expr, args: &'a [Expr], keywords: &'a [Keyword], dst: Reg) -> CResult<()> {
        let f = self.alloc_temp()?;
        self.expr_to(func, f)?;
        let a = self.alloc_temp()?;
        self.call_positional(args, a, f)?;
        let k = self.alloc_temp()?;
        self.keywords_dict(keywords, k, f)?;
        self.emit(Instr::CallEx { dst, func: f, args: a, kwargs: k });
        Ok(())
    }

    /// The keyword arguments of a call (or of a class statement) as a
    /// dict in `k`, or EMPTY in `k` when there are none; `func` holds the
    /// callee (named by the error for a keyword given twice).
    pub(super) fn keywords_dict(&mut self, keywords: &'a [Keyword], k: Reg, func: Reg) -> CResult<()> {
        if keywords.is_empty() {
            self.emit(Instr::Clear { dst: k });
            return Ok(());
        }
        check_keywords(keywords)?;
        self.emit(Instr::BuildDict { dst: k, start: k, count: 0 });
        let mut merged = false;
        for kw in keywords {
            let mark = self.temp_mark();
            let src = self.expr_any(&kw.value)?;
            match &kw.name {
                Some(n) => {
                    let key = self.alloc_temp()?;
                    let c = self.const_str(n);
                    self.emit(Instr::LoadConst { dst: key, k: c });
                    // Distinct names cannot collide (checked above) until a `**` came.
                    self.emit(if merged { Instr::CallKwarg { dict: k, key, src, func } } else { Instr::DictInsert { dict: k, key, src } });
                }
                None => {
                    self.emit(Instr::CallStarKwargs { dict: k, src, func });
                    merged = true;
                }
            }
            self.free_to(mark);
        }
        Ok(())
    }

    /// The positional arguments of a call with `*`, as a tuple in `dst`.
    pub(super) fn call_positional(&mut self, args: &'a [Expr], dst: Reg, func: Reg) -> CResult<()> {
        self.emit(Instr::BuildList { dst, start: dst, count: 0 });
        for a in args {
            let mark = self.temp_mark();
            if let ExprKind::Starred(inner) = &a.kind {
                let src = self.expr_any(inner)?;
                self.emit(Instr::CallStarArgs { list: dst, src, func });
            } else {
                let src = self.expr_any(a)?;
                self.emit(Instr::ListAppend { list: dst, src });
            }
            self.free_to(mark);
        }
        self.emit(Instr::ListToTuple { dst, src: dst });
        Ok(())
    }
}
