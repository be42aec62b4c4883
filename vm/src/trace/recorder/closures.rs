//! Closures in the trace: cells made, read and written (`MakeCell`,
//! `LoadDeref`, `StoreDeref`) and function objects made (`MakeFunction`),
//! as IR, so a generator expression or a nested function works in an
//! inlined frame and costs no trip through the interpreter in the traced
//! one; a cell or function that does not escape is sunk.
//!
//! Must never: assume a cell's contents survive a helper call (Python code
//! may write the cell: the heap cache forgets every field at a call).

use super::*;
use crate::object::func::{FN_CLOSURE, FN_CODE, FN_DEFAULTS, FN_GLOBALS, FN_KWDEFAULTS, FN_NAME, FN_QUALNAME, FUNCTION_WORDS};

/// A cell's contents: its word 1.
const CELL_VALUE: i64 = 8;

impl Recorder {
    /// `R[dst]` = the contents of the cell in `R[cell]`, after a guard that
    /// it is bound (an empty cell exits: the interpreter raises the error).
    pub(super) fn load_deref(&mut self, dst: u16, cell: u16) -> Res<()> {
        let c = self.get(cell)?;
        let v = self.load(Region::Cell, c, CELL_VALUE)?;
        self.guard_bound(v)?;
        self.set(dst, v);
        Ok(())
    }

    /// The cell in `R[cell]` holds `R[src]` (EMPTY deletes).
    pub(super) fn store_deref(&mut self, cell: u16, src: u16) -> Res<()> {
        let c = self.get(cell)?;
        let logical = self.get(src)?;
        let x = self.boxed(logical)?;
        self.store(Region::Cell, c, CELL_VALUE, x, logical)?;
        self.barrier(c, x)
    }

    /// `MakeCell`: `R[reg]` becomes a new cell holding its value (EMPTY
    /// when unbound, as the interpreter's).
    pub(super) fn make_cell(&mut self, reg: u16) -> Res<()> {
        let logical = self.get(reg)?;
        let x = self.boxed(logical)?;
        let c = self.alloc_object(TY_CELL, Region::Cell, &[(x, logical)])?;
        self.set(reg, c);
        Ok(())
    }

    /// `MakeFunction`: a function object of code `index` allocated in the
    /// trace, with the frame's globals and the defaults and closure of the
    /// registers. False (nothing recorded) when the trace has no value for
    /// the globals (a young dict, in the traced frame).
    pub(super) fn make_function(&mut self, vm: &Vm, dst: u16, index: usize, defaults: u16, kwdefaults: u16, closure: u16) -> Res<bool> {
        let Some(g) = self.module_dict(vm) else { return Ok(false) };
        let Some(globals) = self.module_dict_value(vm, g)? else { return Ok(false) };
        let code = &vm.tables.codes[index];
        let (name, qualname) = (code.name, code.qualname);
        let mut words = vec![None; FUNCTION_WORDS - 1];
        words[FN_CODE - 1] = Some(self.const_ref(Value::int(index as i64))?);
        words[FN_GLOBALS - 1] = Some(globals);
        words[FN_NAME - 1] = Some(self.const_ref(name)?);
        words[FN_QUALNAME - 1] = Some(self.const_ref(qualname)?);
        for (field, r) in [(FN_DEFAULTS, defaults), (FN_KWDEFAULTS, kwdefaults), (FN_CLOSURE, closure)] {
            let v = self.get(r)?;
            words[field - 1] = Some(self.boxed(v)?);
        }
        // The rest (`FN_CLASS`, `FN_DICT`) start EMPTY, as `Vm::make_function` leaves them.
        let empty = self.const_ref(Value::EMPTY)?;
        let fields: Vec<(V, V)> = words.into_iter().map(|w| w.unwrap_or(empty)).map(|w| (w, w)).collect();
        let f = self.alloc_object(TY_FUNCTION, Region::Function, &fields)?;
        self.set(dst, f);
        Ok(true)
    }
}
