//! Making builtin function and bound method objects.
//! The layout is `object/func.rs`; these allocate or need the
//! VM's tables (shapes, interned strings), so they live on the `Vm`.

use crate::object::*;
use crate::runtime::vm::Vm;
use crate::value::Value;

impl Vm {
    /// A builtin function object (`self_` EMPTY) or bound builtin method.
    pub fn new_builtin(&mut self, id: usize, self_: Value) -> Value {
        let slot = self.mem.push_temp(self_);
        let b = self.mem.alloc_values(TY_BUILTIN, 2);
        init_field(b, 1, Value::int(id as i64));
        init_field(b, 2, self.mem.temp(slot));
        self.mem.pop_temps(slot);
        b
    }

    pub fn new_bound_method(&mut self, func: Value, self_: Value) -> Value {
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[func, self_]);
        let m = self.mem.alloc_values(TY_BOUND_METHOD, 2);
        init_field(m, 1, self.mem.temp(mark));
        init_field(m, 2, self.mem.temp(mark + 1));
        self.mem.pop_temps(mark);
        m
    }
}
