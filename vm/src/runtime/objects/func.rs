//! Making builtin function and bound method objects.
//! The layout is `object/func.rs`; these only allocate
//! and write, so they take the allocation handle (`Memory`), not the `Vm`.

use crate::object::*;
use crate::runtime::memory::Memory;
use crate::value::Value;

impl Memory {
    /// A builtin function object (`self_` EMPTY) or bound builtin method.
    pub fn new_builtin(&mut self, id: usize, self_: Value) -> Value {
        let slot = self.push_temp(self_);
        let b = self.alloc_values(TY_BUILTIN, 2);
        init_field(b, 1, Value::int(id as i64));
        init_field(b, 2, self.temp(slot));
        self.pop_temps(slot);
        b
    }

    pub fn new_bound_method(&mut self, func: Value, self_: Value) -> Value {
        let mark = self.temps_mark();
        self.r.temps.extend_from_slice(&[func, self_]);
        let m = self.alloc_values(TY_BOUND_METHOD, 2);
        init_field(m, 1, self.temp(mark));
        init_field(m, 2, self.temp(mark + 1));
        self.pop_temps(mark);
        m
    }
}
