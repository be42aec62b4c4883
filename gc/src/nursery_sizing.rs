//! How much of the nursery the next cycle may fill, from how much of the
//! last one survived.
//!
//! A minor collection's pause is about proportional to the bytes it copies,
//! which is at most the nursery's size times the share that survives. While
//! a program builds a large live structure nearly everything survives, and
//! a full-size nursery makes every such pause as long as copying all of it
//! (tens of milliseconds for 8 MiB on a slow machine). So:
//! 1. A collection that copied more than half of what was allocated halves
//!    the part of the nursery the next cycle may use, down to a floor.
//! 2. A collection that copied less than a quarter doubles it, up to the
//!    whole mapping (most objects die young again: a large nursery is then
//!    cheapest, since the dead cost nothing to collect).
//! 3. In between, the size stays.
//!
//! The floor is an eighth of the mapping, but at least 1 MiB or a quarter
//! of the mapping, whichever is smaller, so an object the heap places in
//! the nursery (at most a quarter of it, and at most 64 KiB) always fits.
//! (A small nursery, such as the test suite's 64 KiB one, so resizes
//! between a quarter of it and all of it, which exercises resizing.)
//!
//! Must never: touch memory or the nursery's bounds (`Nursery` applies it).

/// Bytes the floor never goes below (unless a quarter of the mapping is less).
const FLOOR_MIN: usize = 1 << 20;

/// Survival above `1 / SHRINK_ABOVE` shrinks the next cycle's nursery.
const SHRINK_ABOVE: usize = 2;

/// Survival below `1 / GROW_BELOW` grows it.
const GROW_BELOW: usize = 4;

/// The smallest active size for a nursery mapping of `mapped` bytes.
pub(crate) fn floor(mapped: usize) -> usize {
    (mapped / 8).max(FLOOR_MIN.min(mapped / 4))
}

/// The active size for the next cycle: `current` was in use, `allocated`
/// bytes were allocated in it and `survived` of them were copied out.
pub(crate) fn next_active_size(current: usize, mapped: usize, allocated: usize, survived: usize) -> usize {
    let low = floor(mapped);
    let next = if allocated == 0 {
        current
    } else if survived * SHRINK_ABOVE > allocated {
        current / 2
    } else if survived * GROW_BELOW < allocated {
        current.saturating_mul(2)
    } else {
        current
    };
    next.clamp(low, mapped)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIB: usize = 1 << 20;

    #[test]
    fn survivors_shrink_it_to_the_floor() {
        let mut size = 8 * MIB;
        let mut seen = vec![];
        for _ in 0..5 {
            size = next_active_size(size, 8 * MIB, size, size);
            seen.push(size / MIB);
        }
        assert_eq!(seen, vec![4, 2, 1, 1, 1]);
    }

    #[test]
    fn dying_young_grows_it_back_to_the_mapping() {
        let mut size = MIB;
        for _ in 0..5 {
            size = next_active_size(size, 8 * MIB, size, size / 100);
        }
        assert_eq!(size, 8 * MIB);
    }

    #[test]
    fn middling_survival_keeps_it() {
        assert_eq!(next_active_size(4 * MIB, 8 * MIB, 4 * MIB, MIB), 4 * MIB);
        assert_eq!(next_active_size(4 * MIB, 8 * MIB, 0, 0), 4 * MIB);
    }

    #[test]
    fn the_floor_for_small_and_large_mappings() {
        assert_eq!(floor(64 * 1024), 16 * 1024);
        assert_eq!(floor(2 * MIB), MIB / 2);
        assert_eq!(floor(8 * MIB), MIB);
        assert_eq!(floor(64 * MIB), 8 * MIB);
        assert_eq!(next_active_size(32 * 1024, 64 * 1024, 32 * 1024, 32 * 1024), 16 * 1024);
        assert_eq!(next_active_size(16 * 1024, 64 * 1024, 16 * 1024, 16 * 1024), 16 * 1024);
    }
}
