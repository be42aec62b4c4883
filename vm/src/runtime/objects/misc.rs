//! Making the small fixed-layout objects of `object/misc.rs`.
//! The layout is `object/misc.rs`; these only allocate
//! and write, so they take the allocation handle (`Memory`), not the `Vm`.

use crate::object::*;
use crate::runtime::memory::Memory;
use crate::value::Value;

impl Memory {
    /// A fixed-size value object of type `ty` with the given fields (rooted meanwhile).
    #[inline]
    pub fn new_object(&mut self, ty: u32, fields: &[Value]) -> Value {
        let n = fixed_words(ty).map_or(fields.len(), |w| w - 1);
        // With room in the nursery nothing moves: the fields need no rooting.
        if let Some(o) = self.try_alloc_bytes(ty, 8 * (1 + n)) {
            for i in 0..n {
                init_field(o, 1 + i, fields.get(i).copied().unwrap_or(Value::EMPTY));
            }
            return o;
        }
        self.new_object_rooted(ty, fields)
    }

    /// `new_object` through a collection: the fields are rooted meanwhile.
    #[inline(never)]
    fn new_object_rooted(&mut self, ty: u32, fields: &[Value]) -> Value {
        let mark = self.temps_mark();
        self.r.temps.extend_from_slice(fields);
        let n = fixed_words(ty).map_or(fields.len(), |w| w - 1);
        let o = self.alloc_values(ty, n);
        for i in 0..fields.len() {
            init_field(o, 1 + i, self.temp(mark + i));
        }
        self.pop_temps(mark);
        o
    }
}
