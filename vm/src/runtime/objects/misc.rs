//! Making the small fixed-layout objects of `object/misc.rs`.
//! The layout is `object/misc.rs`; these allocate or need the
//! VM's tables (shapes, interned strings), so they live on the `Vm`.

use crate::object::*;
use crate::runtime::vm::Vm;
use crate::value::Value;

impl Vm {
    /// A fixed-size value object of type `ty` with the given fields (rooted meanwhile).
    pub fn new_object(&mut self, ty: u32, fields: &[Value]) -> Value {
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(fields);
        let n = fixed_words(ty).map_or(fields.len(), |w| w - 1);
        let o = self.mem.alloc_values(ty, n);
        for i in 0..fields.len() {
            init_field(o, 1 + i, self.mem.temp(mark + i));
        }
        self.mem.pop_temps(mark);
        o
    }
}
