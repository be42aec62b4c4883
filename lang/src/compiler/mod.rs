//! AST → register bytecode.
//!
//! 1. `compile_module` opens a code unit for the module body; every `def`,
//!    `lambda` and `class` opens a nested unit, compiled to its own
//!    `CodeObject` and stored as a constant of the enclosing one.
//! 2. A function unit asks `scope` for its locals and gives local `i` register
//!    `i`; temporaries are allocated above the locals, stack-like, and released
//!    at the end of each statement (`max_reg` becomes `nregs`).
//! 3. Names resolve to a register (function locals, comprehension variables),
//!    to the module dict (`LoadGlobal`) or to the class namespace (`LoadName`).
//!    A name that is a local of an enclosing function would need a closure cell:
//!    refused by name until closures exist.
//! 4. Control flow is emitted with forward jumps patched when their target is
//!    known; `try` regions become exception-table entries, and `finally` bodies
//!    are inlined at every exit (normal, exceptional, return, break, continue).
//!
//! The compiler refuses what the VM cannot run with a `Diagnostic` naming the
//! feature; it never panics on any AST the parser can produce.

mod annotations;
mod checks;
mod call;
mod comprehension;
mod expr;
mod patterns;
mod scope;
mod stmt;

use crate::ast::{self, Span};
use crate::bytecode::*;
use crate::diagnostic::Diagnostic;
use scope::FunctionScope;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::rc::Rc;

pub type CResult<T> = Result<T, Diagnostic>;

/// The optimization level of every compile in the process: 0, or 1 and 2
/// for `-O` and `-OO` (assert statements dropped, `__debug__` False; `-OO`
/// drops docstrings too).
static OPTIMIZE: std::sync::atomic::AtomicU8 = std::sync::atomic::AtomicU8::new(0);

/// Sets the optimization level (the command line's `-O`) for every later compile.
pub fn set_optimize_level(level: u8) {
    OPTIMIZE.store(level, std::sync::atomic::Ordering::Relaxed);
}

pub fn optimize_level() -> u8 {
    OPTIMIZE.load(std::sync::atomic::Ordering::Relaxed)
}

/// Compile a parsed module.
pub fn compile_module(module: &ast::Module, filename: &str) -> CResult<Rc<CodeObject>> {
    module_code(module, filename, false)
}

/// Compiles one input of the interactive prompt as a module body whose
/// names are its globals (as a script's are, so its loops can be traced):
/// like a module, but without `__doc__`, and every expression statement of
/// the body itself (not of the functions or classes it defines) hands its
/// value to `sys.displayhook`, CPython's 'single' mode.
pub fn compile_interactive(source: &str, filename: &str) -> CResult<Rc<CodeObject>> {
    let module = crate::parser::parse_interactive(source)?;
    module_code(&module, filename, true)
}

fn module_code(module: &ast::Module, filename: &str, interactive: bool) -> CResult<Rc<CodeObject>> {
    checks::check_module(&module.body)?;
    let future_annotations = annotations::has_future_annotations(&module.body);
    let mut c = Compiler { filename: Rc::from(filename), units: Vec::new(), future_annotations, module_namespace: false, interactive, free_uses: Default::default() };
    c.push_unit(CodeKind::Module, "<module>".into(), "<module>".into(), 1, None);
    if !interactive {
        c.module_doc(&module.body)?;
    }
    c.setup_annotations(&module.body)?;
    c.stmts(&module.body)?;
    let r = c.alloc_temp()?;
    c.emit(Instr::LoadNone { dst: r });
    c.emit(Instr::Return { src: r });
    Ok(Rc::new(c.pop_unit()))
}

/// Parse and compile in one step.
pub fn compile_source(source: &str, filename: &str) -> CResult<Rc<CodeObject>> {
    let module = crate::parser::parse_module(source)?;
    compile_module(&module, filename)
}

impl<'a> Compiler<'a> {
    /// `__doc__ = <the docstring or None>` at the start of a module body,
    /// as CPython's module objects have it.
    fn module_doc(&mut self, body: &[ast::Stmt]) -> CResult<()> {
        let r = self.alloc_temp()?;
        match docstring(body) {
            Some(doc) => {
                let k = self.const_str(&doc);
                self.emit(Instr::LoadConst { dst: r, k });
            }
            None => {
                self.emit(Instr::LoadNone { dst: r });
            }
        }
        let name = self.name("__doc__");
        self.emit(Instr::StoreGlobal { src: r, name });
        self.free_to(r);
        Ok(())
    }
}

/// What `compile()` makes of its source: statements (`exec`) or one
/// expression whose value the code returns (`eval`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DynamicMode {
    Exec,
    Eval,
    /// `exec`'s statements, echoing expression statements' values as the
    /// interactive prompt does (`compile_interactive`).
    Single,
}

/// Compiles source given to `exec`, `eval` or `compile()`: a module body
/// whose names live in the frame's namespace (CPython's `LOAD_NAME`), so
/// it runs with any globals and locals dicts. In `Eval` mode the source
/// must be one expression (leading spaces and tabs are ignored, as
/// CPython's `eval` ignores them) and the code returns its value.
pub fn compile_dynamic(source: &str, filename: &str, mode: DynamicMode) -> CResult<Rc<CodeObject>> {
    let text = if mode == DynamicMode::Eval { source.trim_start_matches([' ', '\t']) } else { source };
    let module = crate::parser::parse_module(text)?;
    let expr = match (mode, module.body.as_slice()) {
        (DynamicMode::Exec | DynamicMode::Single, _) => None,
        (_, []) => return Err(Diagnostic::syntax("invalid syntax", Span::default())),
        (_, [one]) => match &one.kind {
            ast::StmtKind::Expr(e) => Some(e),
            _ => return Err(Diagnostic::syntax("invalid syntax", one.span)),
        },
        (_, [_, second, ..]) => return Err(Diagnostic::syntax("invalid syntax", second.span)),
    };
    if mode == DynamicMode::Single {
        crate::interactive::check_single(&module.body)?;
    }
    checks::check_module(&module.body)?;
    let future_annotations = annotations::has_future_annotations(&module.body);
    let interactive = mode == DynamicMode::Single;
    let mut c = Compiler { filename: Rc::from(filename), units: Vec::new(), future_annotations, module_namespace: true, interactive, free_uses: Default::default() };
    c.push_unit(CodeKind::Module, "<module>".into(), "<module>".into(), 1, None);
    c.unit().class_globals = scope::declared_globals(&module.body);
    let r = match expr {
        Some(e) => {
            let r = c.alloc_temp()?;
            c.expr_to(e, r)?;
            r
        }
        None => {
            c.setup_annotations(&module.body)?;
            c.stmts(&module.body)?;
            let r = c.alloc_temp()?;
            c.emit(Instr::LoadNone { dst: r });
            r
        }
    };
    c.emit(Instr::Return { src: r });
    Ok(Rc::new(c.pop_unit()))
}

/// Where a name lives.
#[derive(Clone, Copy, Debug)]
enum NameLoc {
    Local(Reg),
    /// A cell (captured local or free variable) held in a register.
    Cell(Reg),
    /// A free variable read from a class body: namespace first, then the cell.
    ClassCell(Reg),
    Global,
    Namespace,
}

/// A loop being compiled: where `continue` goes and the jumps `break` left.
struct LoopCtx {
    continue_target: u32,
    breaks: Vec<usize>,
    /// `finally` depth when the loop started: finally bodies above it run on break/continue.
    finally_depth: usize,
}

/// A region of instructions protected by one exception handler.
struct Protected {
    segments: Vec<(u32, u32)>,
    open_since: Option<u32>,
}

/// A `finally` body that exits from inside its `try` must run.
struct FinallyCtx<'a> {
    action: Cleanup<'a>,
    /// Index of its protected region in `Unit::protected`.
    region: usize,
}

/// What must run when control leaves a protected region early.
#[derive(Clone, Copy)]
enum Cleanup<'a> {
    /// A `finally` body.
    Finally(&'a [ast::Stmt]),
    /// `__exit__(None, None, None)` of a `with` statement's manager; the
    /// register holds the bound `__exit__`.
    WithExit(Reg),
}

/// One code object under construction.
/// A private name (`__x`, not `__x__`) as written inside class
/// `class_name`: `_Class__x` (the class name without its leading
/// underscores), as CPython mangles it; other names unchanged.
pub fn mangle(class_name: &str, name: &str) -> String {
    let stripped = class_name.trim_start_matches('_');
    if !name.starts_with("__") || name.ends_with("__") || name.contains('.') || stripped.is_empty() {
        return name.to_string();
    }
    format!("_{}{}", stripped, name)
}

struct Unit<'a> {
    code: CodeObject,
    scope: Option<FunctionScope>,
    /// Names a class body declares `global` (they are not its namespace's).
    class_globals: HashSet<String>,
    nlocals: u16,
    next_reg: u16,
    max_reg: u16,
    const_ints: HashMap<i64, u32>,
    const_strs: HashMap<String, u32>,
    names: HashMap<String, u32>,
    loops: Vec<LoopCtx>,
    protected: Vec<Protected>,
    finally: Vec<FinallyCtx<'a>>,
    /// Registers holding the exception of each enclosing `except` clause (for bare `raise`).
    except_regs: Vec<Reg>,
    /// Comprehension variables in scope, innermost last, in a cell when a
    /// nested scope captures them.
    comp_vars: Vec<CompVar>,
    /// Inside a comprehension (past its first iterable), whose names skip
    /// a class body's namespace, as CPython's comprehension scopes do.
    comp_depth: u32,
    /// For each local: definitely assigned on every path to the current point.
    bound: Vec<bool>,
    /// Names held in cells (captured locals and free variables) and their registers.
    cells: Vec<(String, Reg)>,
    /// The position of the instructions emitted now (`set_line`).
    position: Span,
}

struct Compiler<'a> {
    filename: Rc<str>,
    units: Vec<Unit<'a>>,
    /// `from __future__ import annotations`: annotations are kept as text.
    future_annotations: bool,
    /// The module body's names live in the frame's namespace (`LoadName`,
    /// `StoreName`), as code run by `exec` and `eval` needs: its locals
    /// mapping may differ from its globals.
    module_namespace: bool,
    /// Expression statements of the module body call `sys.displayhook`
    /// (`compile_interactive`).
    interactive: bool,
    /// The nested scopes' free uses, each computed once.
    free_uses: scope::FreeUseCache,
}

const MAX_REGS: u32 = 60000;

impl<'a> Compiler<'a> {
    /// Names bound by the enclosing function scopes (locals, free variables)
    /// and cells of enclosing class bodies: what a nested scope can close over.
    fn enclosing_bindings(&self) -> HashSet<String> {
        let mut out = HashSet::default();
        for u in &self.units {
            match u.code.kind {
                CodeKind::Function => {
                    if let Some(s) = &u.scope {
                        out.extend(s.locals.iter().filter(|n| !s.globals.contains(*n)).cloned());
                    }
                }
                CodeKind::Class => out.extend(u.cells.iter().map(|(n, _)| n.clone())),
                CodeKind::Module => {}
            }
        }
        out
    }

    /// Opens a function unit whose free variables are `free` (sorted) and whose
    /// locals captured by nested scopes are `captured`; emits the cell set-up.
    fn push_function_unit(&mut self, name: String, qualname: String, line: u32, mut scope: FunctionScope, captured: &HashSet<String>, free: Vec<String>) {
        let nlocals = scope.locals.len();
        scope.locals.extend(free.iter().cloned());
        let cellvars: Vec<(String, Reg)> = scope.locals[..nlocals].iter().enumerate().filter(|(_, n)| captured.contains(*n)).map(|(i, n)| (n.clone(), i as Reg)).collect();
        self.push_unit(CodeKind::Function, name, qualname, line, Some(scope));
        let u = self.unit();
        u.code.free_start = nlocals as u16;
        u.code.freevars = free.clone();
        u.cells = cellvars.clone();
        u.cells.extend(free.iter().enumerate().map(|(i, n)| (n.clone(), (nlocals + i) as Reg)));
        for (i, _) in free.iter().enumerate() {
            u.bound[nlocals + i] = true;
        }
        for (_, r) in cellvars {
            self.emit(Instr::MakeCell { reg: r });
        }
    }

    /// The free variables of a nested scope: the names it uses free that an
    /// enclosing function binds, sorted. Comprehension variables cannot be
    /// captured yet.
    fn free_vars_of(&self, uses: &HashSet<String>, span: Span) -> CResult<Vec<String>> {
        let mut bindings = self.enclosing_bindings();
        for u in &self.units {
            for v in u.comp_vars.iter().filter(|v| uses.contains(&v.name)) {
                if !v.cell {
                    return Err(closure_error(&v.name, span));
                }
                bindings.insert(v.name.clone());
            }
        }
        let mut free: Vec<String> = uses.iter().filter(|n| bindings.contains(*n)).cloned().collect();
        free.sort();
        Ok(free)
    }

    /// Emits the closure tuple for a nested scope with free variables `free`
    /// into a fresh register (EMPTY when there are none).
    fn closure_tuple(&mut self, free: &[String], span: Span) -> CResult<Reg> {
        if free.is_empty() {
            let r = self.alloc_temp()?;
            self.emit(Instr::Clear { dst: r });
            return Ok(r);
        }
        let start = self.alloc_temps(free.len() as u32)?;
        for (i, n) in free.iter().enumerate() {
            let u = self.unit_ref();
            let comp_cell = u.comp_vars.iter().rev().find(|v| v.name == *n && v.cell).map(|v| v.reg);
            match comp_cell.or_else(|| u.cells.iter().find(|(c, _)| c == n).map(|(_, r)| *r)) {
                Some(r) => {
                    self.emit(Instr::Move { dst: start + i as Reg, src: r });
                }
                None => return Err(Diagnostic::syntax(format!("internal: no cell for '{}'", n), span)),
            }
        }
        self.emit(Instr::BuildTuple { dst: start, start, count: free.len() as u16 });
        Ok(start)
    }

    fn push_unit(&mut self, kind: CodeKind, name: String, qualname: String, line: u32, scope: Option<FunctionScope>) {
        let nlocals = scope.as_ref().map_or(0, |s| s.locals.len() as u16);
        let code = CodeObject {
            kind,
            name,
            qualname,
            filename: self.filename.clone(),
            first_line: line,
            signature: Signature::default(),
            local_names: scope.as_ref().map_or(Vec::new(), |s| s.locals.clone()),
            nregs: 0,
            instrs: Vec::new(),
            positions: Vec::new(),
            consts: Vec::new(),
            names: Vec::new(),
            handlers: Vec::new(),
            handling: Vec::new(),
            doc: None,
            is_generator: false,
            is_coroutine: false,
            is_async_generator: false,
            freevars: Vec::new(),
            free_start: 0,
        };
        self.units.push(Unit {
            code,
            scope,
            class_globals: HashSet::default(),
            nlocals,
            next_reg: nlocals,
            max_reg: nlocals,
            const_ints: HashMap::default(),
            const_strs: HashMap::default(),
            names: HashMap::default(),
            loops: Vec::new(),
            protected: Vec::new(),
            finally: Vec::new(),
            except_regs: Vec::new(),
            comp_vars: Vec::new(),
            comp_depth: 0,
            bound: vec![false; nlocals as usize],
            cells: Vec::new(),
            position: Span { line, col: 0, end_line: line, end_col: 0 },
        });
    }

    fn pop_unit(&mut self) -> CodeObject {
        let u = self.units.pop().expect("compiler unit stack is never empty here");
        let mut code = u.code;
        code.nregs = u.max_reg.max(1);
        code
    }

    fn unit(&mut self) -> &mut Unit<'a> {
        self.units.last_mut().expect("compiler unit stack is never empty")
    }

    fn unit_ref(&self) -> &Unit<'a> {
        self.units.last().expect("compiler unit stack is never empty")
    }

    fn kind(&self) -> CodeKind {
        self.unit_ref().code.kind
    }

    // ---- emission -------------------------------------------------------

    fn emit(&mut self, i: Instr) -> usize {
        let u = self.unit();
        u.code.instrs.push(i);
        u.code.positions.push(u.position);
        u.code.instrs.len() - 1
    }

    fn pc(&self) -> u32 {
        self.unit_ref().code.instrs.len() as u32
    }

    /// Makes `span` the position of the instructions emitted next; the
    /// position before, for `restore_line`.
    fn set_line(&mut self, span: Span) -> Span {
        let u = self.unit();
        std::mem::replace(&mut u.position, span)
    }

    fn restore_line(&mut self, position: Span) {
        self.unit().position = position;
    }

    /// Points the jump at `at` to the current position.
    fn patch_here(&mut self, at: usize) {
        let here = self.pc();
        self.patch(at, here);
    }

    fn patch(&mut self, at: usize, target: u32) {
        match &mut self.unit().code.instrs[at] {
            Instr::Jump { target: t }
            | Instr::JumpIfFalse { target: t, .. }
            | Instr::JumpIfTrue { target: t, .. }
            | Instr::ForIter { target: t, .. }
            | Instr::YieldFromStep { target: t, .. } => *t = target,
            _ => {}
        }
    }

    // ---- registers ------------------------------------------------------

    fn alloc_temp(&mut self) -> CResult<Reg> {
        self.alloc_temps(1)
    }

    /// Reserves `n` consecutive temporaries, returning the first.
    fn alloc_temps(&mut self, n: u32) -> CResult<Reg> {
        let line = self.unit_ref().position.line;
        let u = self.unit();
        let first = u.next_reg as u32;
        if first + n > MAX_REGS {
            return Err(Diagnostic::syntax("too many local variables or temporaries", Span { line, col: 1, end_line: line, end_col: 1 }));
        }
        u.next_reg = (first + n) as u16;
        u.max_reg = u.max_reg.max(u.next_reg);
        Ok(first as Reg)
    }

    fn temp_mark(&self) -> u16 {
        self.unit_ref().next_reg
    }

    fn free_to(&mut self, mark: u16) {
        self.unit().next_reg = mark;
    }

    /// Records that local `r` is assigned on every path from here on.
    fn mark_bound(&mut self, r: Reg) {
        if let Some(b) = self.unit().bound.get_mut(r as usize) {
            *b = true;
        }
    }

    /// Compiles a block whose assignments may not happen (a branch or loop body):
    /// locals it assigns are not known to be bound after it.
    fn block(&mut self, body: &'a [ast::Stmt]) -> CResult<()> {
        let saved = self.unit_ref().bound.clone();
        let r = self.stmts(body);
        self.unit().bound = saved;
        r
    }

    fn is_local_reg(&self, r: Reg) -> bool {
        r < self.unit_ref().nlocals || self.unit_ref().comp_vars.iter().any(|v| v.reg == r && !v.cell)
    }

    // ---- constants and names ---------------------------------------------

    fn add_const(&mut self, c: Const) -> u32 {
        let u = self.unit();
        u.code.consts.push(c);
        (u.code.consts.len() - 1) as u32
    }

    fn const_str(&mut self, s: &str) -> u32 {
        if let Some(&k) = self.unit_ref().const_strs.get(s) {
            return k;
        }
        let k = self.add_const(Const::Str(s.to_string()));
        self.unit().const_strs.insert(s.to_string(), k);
        k
    }

    fn const_int(&mut self, v: i64) -> u32 {
        if let Some(&k) = self.unit_ref().const_ints.get(&v) {
            return k;
        }
        let k = self.add_const(Const::Int(v));
        self.unit().const_ints.insert(v, k);
        k
    }

    /// The name index of attribute `n` (or of a name in a class body):
    /// a private name is mangled with the innermost enclosing class's name.
    fn attr_name(&mut self, n: &str) -> u32 {
        let class = self.units.iter().rev().find(|u| u.code.kind == CodeKind::Class).map(|u| u.code.name.clone());
        match class {
            Some(c) => self.name(&mangle(&c, n)),
            None => self.name(n),
        }
    }

    fn name(&mut self, n: &str) -> u32 {
        if let Some(&k) = self.unit_ref().names.get(n) {
            return k;
        }
        let u = self.unit();
        u.code.names.push(n.to_string());
        let k = (u.code.names.len() - 1) as u32;
        u.names.insert(n.to_string(), k);
        k
    }

    // ---- name resolution ---------------------------------------------------

    fn resolve(&self, name: &str, span: Span) -> CResult<NameLoc> {
        let u = self.unit_ref();
        if let Some(v) = u.comp_vars.iter().rev().find(|v| v.name == name) {
            return Ok(if v.cell { NameLoc::Cell(v.reg) } else { NameLoc::Local(v.reg) });
        }
        let cell = u.cells.iter().find(|(n, _)| n == name).map(|(_, r)| *r);
        match u.code.kind {
            CodeKind::Module if self.module_namespace && u.comp_depth == 0 && !u.class_globals.contains(name) => Ok(NameLoc::Namespace),
            CodeKind::Module => Ok(NameLoc::Global),
            CodeKind::Class => {
                if u.class_globals.contains(name) {
                    return Ok(NameLoc::Global);
                }
                if let Some(r) = cell {
                    return Ok(NameLoc::ClassCell(r));
                }
                if u.comp_depth > 0 {
                    return Ok(NameLoc::Global);
                }
                self.check_not_enclosed(name, span, self.units.len() - 1)?;
                Ok(NameLoc::Namespace)
            }
            CodeKind::Function => {
                let scope = u.scope.as_ref().expect("function units have a scope");
                if scope.globals.contains(name) {
                    return Ok(NameLoc::Global);
                }
                if let Some(r) = cell {
                    return Ok(NameLoc::Cell(r));
                }
                if scope.nonlocals.contains(name) {
                    return Err(Diagnostic::syntax(format!("no binding for nonlocal '{}' found", name), span));
                }
                if let Some(i) = scope.local_index(name) {
                    return Ok(NameLoc::Local(i as Reg));
                }
                self.check_not_enclosed(name, span, self.units.len() - 1)?;
                Ok(NameLoc::Global)
            }
        }
    }

    /// Refuses a name that an enclosing function binds (a closure variable).
    fn check_not_enclosed(&self, name: &str, span: Span, below: usize) -> CResult<()> {
        for u in self.units[..below].iter().rev() {
            if u.code.kind != CodeKind::Function {
                if u.comp_vars.iter().any(|v| v.name == name && !v.cell) {
                    return Err(closure_error(name, span));
                }
                continue;
            }
            let scope = u.scope.as_ref().expect("function units have a scope");
            if scope.globals.contains(name) {
                return Ok(());
            }
            if u.comp_vars.iter().any(|v| v.name == name && !v.cell) {
                return Err(closure_error(name, span));
            }
        }
        Ok(())
    }

    // ---- exception regions -------------------------------------------------

    /// Opens a protected region; returns its index.
    fn protect_begin(&mut self) -> usize {
        let pc = self.pc();
        let u = self.unit();
        u.protected.push(Protected { segments: Vec::new(), open_since: Some(pc) });
        u.protected.len() - 1
    }

    /// Closes region `idx` (which must be the innermost) and records it as handled at `handler`.
    fn protect_end(&mut self, idx: usize, handler: u32) {
        self.suspend_regions(idx);
        let u = self.unit();
        let region = u.protected.remove(idx);
        for (start, end) in region.segments {
            if start < end {
                u.code.handlers.push(Handler { start, end, handler });
            }
        }
    }

    /// Stops regions `from..` from covering the code emitted next.
    fn suspend_regions(&mut self, from: usize) {
        let pc = self.pc();
        for r in &mut self.unit().protected[from..] {
            if let Some(start) = r.open_since.take() {
                r.segments.push((start, pc));
            }
        }
    }

    fn resume_regions(&mut self, from: usize) {
        let pc = self.pc();
        for r in &mut self.unit().protected[from..] {
            if r.open_since.is_none() {
                r.open_since = Some(pc);
            }
        }
    }

    /// Emits the `finally` bodies between here and finally depth `down_to`,
    /// innermost first, each outside the regions it protects.
    fn run_finally_bodies(&mut self, down_to: usize) -> CResult<()> {
        let depth = self.unit_ref().finally.len();
        for i in (down_to..depth).rev() {
            let (action, region) = {
                let f = &self.unit_ref().finally[i];
                (f.action, f.region)
            };
            let saved: Vec<FinallyCtx<'a>> = self.unit().finally.drain(i..).collect();
            self.suspend_regions(region);
            let mark = self.temp_mark();
            self.cleanup(action)?;
            self.free_to(mark);
            self.resume_regions(region);
            self.unit().finally.extend(saved);
        }
        Ok(())
    }

    /// Emits a cleanup action on the normal or early-exit path.
    fn cleanup(&mut self, action: Cleanup<'a>) -> CResult<()> {
        match action {
            Cleanup::Finally(body) => self.block(body),
            Cleanup::WithExit(exit) => {
                let none = self.alloc_temp()?;
                self.emit(Instr::Clear { dst: none });
                self.emit(Instr::WithExit { exit, exc: none, dst: none });
                Ok(())
            }
        }
    }

    // ---- nested code units -------------------------------------------------

    fn qualname(&self, name: &str) -> String {
        let u = self.unit_ref();
        match u.code.kind {
            CodeKind::Module => name.to_string(),
            CodeKind::Class => format!("{}.{}", u.code.qualname, name),
            CodeKind::Function => format!("{}.<locals>.{}", u.code.qualname, name),
        }
    }

    /// Compiles a function body (def or lambda) into a code constant; returns its index.
    /// Returns the code constant's index and the free variables the closure must supply.
    fn function_code(&mut self, name: &str, params: &'a ast::Params, span: Span, scope: FunctionScope, body: FunctionBody<'a>, is_async: bool) -> CResult<(u32, Vec<String>)> {
        check_params(params)?;
        let qualname = self.qualname(name);
        let uses = match body {
            FunctionBody::Block(stmts) => scope::function_free_uses(params, stmts, &mut self.free_uses),
            FunctionBody::Expr(e) => scope::lambda_free_uses(params, e, &mut self.free_uses),
        };
        let free = self.free_vars_of(&uses.free, span)?;
        self.push_function_unit(name.to_string(), qualname, span.line, scope, &uses.nested, free.clone());
        {
            let sig = &mut self.unit().code.signature;
            sig.posonly = params.posonly.len() as u16;
            sig.positional = (params.posonly.len() + params.args.len()) as u16;
            sig.kwonly = params.kwonly.len() as u16;
            sig.varargs = params.vararg.is_some();
            sig.varkw = params.kwarg.is_some();
            sig.names = params
                .posonly
                .iter()
                .chain(&params.args)
                .chain(&params.kwonly)
                .chain(params.vararg.iter())
                .chain(params.kwarg.iter())
                .map(|p| p.name.clone())
                .collect();
        }
        let is_generator = match body {
            FunctionBody::Block(stmts) => stmts.iter().any(stmt::contains_yield),
            FunctionBody::Expr(e) => stmt::find_yield(e).is_some(),
        };
        let async_generator = is_async && is_generator;
        self.unit().code.is_generator = is_generator || is_async;
        self.unit().code.is_coroutine = is_async && !async_generator;
        self.unit().code.is_async_generator = async_generator;
        match body {
            FunctionBody::Block(stmts) => {
                if let Some(doc) = docstring(stmts) {
                    self.unit().code.doc = Some(doc);
                }
                self.stmts(stmts)?;
                let r = self.alloc_temp()?;
                self.emit(Instr::LoadNone { dst: r });
                self.emit(Instr::Return { src: r });
            }
            FunctionBody::Expr(e) => {
                let r = self.expr_any(e)?;
                self.emit(Instr::Return { src: r });
            }
        }
        let code = self.pop_unit();
        Ok((self.add_const(Const::Code(Rc::new(code))), free))
    }

    /// Emits `MakeFunction` with evaluated defaults and the closure into `dst`.
    fn make_function(&mut self, dst: Reg, params: &'a ast::Params, code: u32, free: &[String], span: Span) -> CResult<()> {
        let defaults: Vec<&ast::Expr> = params.posonly.iter().chain(&params.args).filter_map(|p| p.default.as_ref()).collect();
        let mark = self.temp_mark();
        let def_reg = if defaults.is_empty() {
            let r = self.alloc_temp()?;
            self.emit(Instr::Clear { dst: r });
            r
        } else {
            let start = self.alloc_temps(defaults.len() as u32)?;
            for (i, d) in defaults.iter().enumerate() {
                self.expr_to(d, start + i as Reg)?;
            }
            self.emit(Instr::BuildTuple { dst: start, start, count: defaults.len() as u16 });
            start
        };
        let kwdefaults: Vec<&ast::Param> = params.kwonly.iter().filter(|p| p.default.is_some()).collect();
        let kw_reg = if kwdefaults.is_empty() {
            let r = self.alloc_temp()?;
            self.emit(Instr::Clear { dst: r });
            r
        } else {
            let start = self.alloc_temps(2 * kwdefaults.len() as u32)?;
            for (i, p) in kwdefaults.iter().enumerate() {
                let k = self.const_str(&p.name);
                self.emit(Instr::LoadConst { dst: start + 2 * i as Reg, k });
                if let Some(d) = &p.default {
                    self.expr_to(d, start + 2 * i as Reg + 1)?;
                }
            }
            self.emit(Instr::BuildDict { dst: start, start, count: kwdefaults.len() as u16 });
            start
        };
        let closure = self.closure_tuple(free, span)?;
        self.emit(Instr::MakeFunction { dst, code, defaults: def_reg, kwdefaults: kw_reg, closure });
        self.free_to(mark);
        Ok(())
    }
}

enum FunctionBody<'a> {
    Block(&'a [ast::Stmt]),
    Expr(&'a ast::Expr),
}

/// A comprehension variable: its register holds the value, or a cell
/// holding it when a scope nested in the comprehension uses it.
struct CompVar {
    name: String,
    reg: Reg,
    cell: bool,
}

fn closure_error(name: &str, span: Span) -> Diagnostic {
    Diagnostic::unsupported(format!("capturing the comprehension variable '{}' in a nested function", name), span)
}

/// The body's docstring; none under `-OO`, as CPython drops them.
fn docstring(body: &[ast::Stmt]) -> Option<String> {
    if optimize_level() >= 2 {
        return None;
    }
    match body.first().map(|s| &s.kind) {
        Some(ast::StmtKind::Expr(ast::Expr { kind: ast::ExprKind::Str(s), .. })) => Some(s.clone()),
        _ => None,
    }
}

/// Python's checks on a parameter list that the parser leaves to the compiler.
fn check_params(params: &ast::Params) -> CResult<()> {
    let mut seen = rustc_hash::FxHashSet::default();
    let all = params.posonly.iter().chain(&params.args).chain(&params.kwonly).chain(params.vararg.iter()).chain(params.kwarg.iter());
    for p in all {
        if !seen.insert(p.name.as_str()) {
            return Err(Diagnostic::syntax(format!("duplicate argument '{}' in function definition", p.name), p.span));
        }
    }
    let mut had_default = false;
    for p in params.posonly.iter().chain(&params.args) {
        if p.default.is_some() {
            had_default = true;
        } else if had_default {
            return Err(Diagnostic::syntax("non-default argument follows default argument", p.span));
        }
    }
    Ok(())
}
