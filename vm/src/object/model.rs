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

/// The word an object of type `ty` and `size` bytes must hold before the
/// next allocation for `object_size` to read `size`, besides its header:
/// a tuple's or array's length (word 1). Every other value object's size
/// comes from its header alone.
pub fn size_word(ty: u32, size: usize) -> Option<(usize, Value)> {
    matches!(ty, TY_TUPLE | TY_ARRAY).then(|| (1, Value::int((size / 8) as i64 - 2)))
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


#[cfg(test)]
mod tests {
    use super::*;

    /// A zeroed value object of `words` words with a header of type `ty`, as
    /// `Memory::alloc_values` leaves one.
    fn zeroed(ty: u32, words: usize) -> (Vec<u64>, Value) {
        let mut buf = vec![0u64; words];
        buf[0] = gc::header::make_header(ty, 0);
        let v = Value(buf.as_mut_ptr() as u64);
        (buf, v)
    }

    #[test]
    fn a_vector_reads_its_size_once_its_size_word_is_written() {
        let shapes = ShapeTable::default();
        for ty in [TY_TUPLE, TY_ARRAY] {
            let (_buf, v) = zeroed(ty, 5);
            assert_eq!(object_size(&shapes, v), 16, "an empty length word reads as an empty vector");
            let (i, w) = size_word(ty, 40).expect("a vector has a size word");
            init_field(v, i, w);
            assert_eq!(object_size(&shapes, v), 40);
        }
    }

    #[test]
    fn fixed_size_objects_need_no_size_word() {
        let shapes = ShapeTable::default();
        let (_buf, v) = zeroed(TY_FLOAT, 2);
        assert_eq!(size_word(TY_FLOAT, 16), None);
        assert_eq!(object_size(&shapes, v), 16);
    }
}
