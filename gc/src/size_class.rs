//! Size classes: how old space rounds a small object's size to a slot size.
//!
//! Owns the mapping from an object size to its size class and slot size, and
//! the rule that separates small objects (pool slots) from large ones.
//!
//! 1. An object of `size` bytes (a multiple of 8, at least 16) is *small* if
//!    `size <= SMALL_OBJECT_LIMIT` (1024 bytes), *large* otherwise.
//! 2. A small object goes to class `(size - 1) / 16`: classes step by 16 bytes
//!    (16, 32, 48, ... 1024), 64 classes in all. Class `c` has slots of
//!    `16 × (c + 1)` bytes, so a slot wastes at most 8 bytes on an object
//!    (sizes are multiples of 8) and every slot is 16-aligned in its pool.
//! 3. A large object gets an allocation of exactly its size of its own (see
//!    `large.rs`).
//!
//! Why 16-byte steps up to 1 KiB: most VM objects (boxed floats, instances,
//! short strings and tuples, dict entries) are 16..256 bytes, and at most 8
//! bytes lost per object keeps internal fragmentation under 1/3 at 24 bytes
//! and under 1% near 1 KiB. Above 1 KiB a 16 KiB pool would hold fewer than
//! 16 objects, and such objects are rare and long-lived (arrays, big
//! strings), so a separate allocation costs little.
//!
//! Must never: depend on the pool or arena layout (they depend on it).

/// Distance between consecutive slot sizes.
pub const SIZE_CLASS_STEP: usize = 16;
/// Largest small object; anything larger is a large object.
pub const SMALL_OBJECT_LIMIT: usize = 1024;
/// Number of size classes (16, 32, ..., 1024).
pub const NUM_SIZE_CLASSES: usize = SMALL_OBJECT_LIMIT / SIZE_CLASS_STEP;

/// The size class of an object of `size` bytes, or `None` for a large object.
#[inline(always)]
pub const fn size_class(size: usize) -> Option<usize> {
    if size == 0 || size > SMALL_OBJECT_LIMIT {
        None
    } else {
        Some((size - 1) / SIZE_CLASS_STEP)
    }
}

/// The slot size of class `class`.
#[inline(always)]
pub const fn slot_size(class: usize) -> usize {
    (class + 1) * SIZE_CLASS_STEP
}

/// Bytes of old space an object of `size` bytes occupies: its slot size if
/// small, `size` itself if large. `GcStats::old_bytes_in_use` sums these.
#[inline(always)]
pub const fn old_footprint(size: usize) -> usize {
    match size_class(size) {
        Some(class) => slot_size(class),
        None => size,
    }
}
