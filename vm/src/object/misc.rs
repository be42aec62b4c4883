//! Small fixed-layout objects: modules, ranges, slices, iterators, super,
//! method wrappers (staticmethod, classmethod, property).
//!
//! Module: `[header, name, dict]`.
//! Range: `[header, start, stop, step]` (small ints).
//! Slice: `[header, start, stop, step]` (any values; None for omitted).
//! Range iterator: `[header, next, stop, step]`.
//! Sequence iterator (list, tuple, str): `[header, seq, index]`.
//! Dict iterator: `[header, dict, entry index, kind]` (0 keys, 1 values, 2 items).
//! Enumerate: `[header, iterator, count]`; zip: `[header, tuple of iterators]`;
//! reversed: `[header, seq, next index]`; map/filter: `[header, function, iterator(s)]`.
//! Super: `[header, class, object]`.
//! staticmethod/classmethod: `[header, function]`; property: `[header, fget, fset, fdel]`.

use super::*;
use crate::runtime::vm::Vm;

impl Vm {
    /// A fixed-size value object of type `ty` with the given fields (rooted meanwhile).
    pub fn new_object(&mut self, ty: u32, fields: &[Value]) -> Value {
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
