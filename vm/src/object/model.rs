//! The GC's view of the layouts: each object's size and reference words
//! (see the families in `object/mod.rs`), and which headers are valid.
//! Allocation and the root set, the other half of the contract, are
//! `runtime/alloc.rs`.

use crate::object::shape::ShapeTable;
use crate::object::*;
use crate::value::Value;
use gc::{Address, ObjectModel};

/// Layouts for the GC.
pub struct Model<'a> {
    pub shapes: &'a ShapeTable,
}

impl ObjectModel for Model<'_> {
    #[inline]
    fn object_size(&self, obj: Address) -> usize {
        object_size(self.shapes, Value::from_addr(obj))
    }

    fn trace_object(&self, obj: Address, visit: &mut dyn FnMut(*mut u64)) {
        let v = Value::from_addr(obj);
        let ty = type_id(v);
        if is_data_type(ty) {
            return;
        }
        let words = object_size(self.shapes, v) / 8;
        for i in 1..words {
            // SAFETY: `i` is within the object (size from its layout); the word stays valid during the callback.
            visit(unsafe { (v.0 as *mut u64).add(i) });
        }
    }

    #[inline]
    fn is_reference(&self, word: u64) -> bool {
        Value(word).is_ptr()
    }

    /// Every value object's reference words are words 1.. (data objects have none).
    #[inline(always)]
    fn size_and_slots(&self, obj: Address) -> Option<(usize, usize, usize)> {
        let v = Value::from_addr(obj);
        let size = object_size(self.shapes, v);
        let count = if is_data_type(type_id(v)) { 0 } else { size / 8 - 1 };
        Some((size, 1, count))
    }

    fn header_is_valid(&self, header: u64) -> bool {
        let ty = gc::header::type_id(header);
        (1..=LAST_BUILTIN_TYPE).contains(&ty) || (ty >= FIRST_SHAPE_ID && self.shapes.exists(ty - FIRST_SHAPE_ID))
    }
}

/// Size in bytes of object `v`.
#[inline]
pub fn object_size(shapes: &ShapeTable, v: Value) -> usize {
    let ty = type_id(v);
    if ty >= FIRST_SHAPE_ID {
        return 8 * (1 + shapes.capacity(ty - FIRST_SHAPE_ID) as usize);
    }
    if let Some(n) = fixed_words(ty) {
        return 8 * n;
    }
    match ty {
        TY_BIGINT => 16 + 8 * (word(v, 1) >> 1) as usize,
        TY_STR => 32 + round_up8(word(v, 1) as usize),
        TY_BYTES | TY_RAW => 16 + round_up8(word(v, 1) as usize),
        TY_TUPLE | TY_ARRAY => 8 * (2 + field(v, 1).as_int() as usize),
        // Unreachable for valid headers; the verifier reports bad headers.
        _ => 16,
    }
}

