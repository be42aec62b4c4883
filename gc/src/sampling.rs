//! Allocation sampling: one sample every `rate` bytes allocated.
//!
//! The next sampling point is an address on the nursery's allocation
//! path. While it lies inside the nursery it serves as the nursery's `top`,
//! so the allocation fast path (the interpreter's and the JIT's alike, which
//! only compare against `top`) fails exactly at the allocation that crosses
//! it, and nothing else costs anything. The slow path then sees that the
//! object fits below the nursery's end, so it was a sampling point, not a
//! full nursery: it counts the points the allocation crossed (one allocation
//! can cross several), moves the point on and bumps without collecting. A
//! point beyond the nursery's end (a rate larger than the nursery) carries
//! over: a minor collection keeps the bytes still to go.
//!
//! Must never: change where objects go, or collect; it only moves `top`.

/// The next sampling point and the rate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SamplePoint {
    /// Bytes between two samples (at least 8).
    pub rate: usize,
    /// The address where the next sample falls; never below the nursery's
    /// free pointer (an allocation starting there crosses it).
    pub next: usize,
}

impl SamplePoint {
    /// The first point: the last byte of the first `rate` bytes from
    /// `free` (so `n` bytes allocated take `n / rate` samples).
    pub fn new(rate: usize, free: usize) -> SamplePoint {
        let rate = rate.max(8);
        SamplePoint { rate, next: free + rate - 1 }
    }

    /// An allocation of `size` bytes at `at` (the nursery's free pointer):
    /// the number of points in `[at, at + size)` (the fast path, which fails
    /// when `at + size > top`, fails exactly for these); the next point is
    /// moved past them.
    pub fn crossed(&mut self, at: usize, size: usize) -> u32 {
        let end = at + size;
        if end <= self.next {
            return 0;
        }
        let n = (end - 1 - self.next) / self.rate + 1;
        self.next += n * self.rate;
        n as u32
    }

    /// An allocation of `size` bytes outside the nursery (a large object)
    /// while its free pointer is `free`: counted as if bumped there, then
    /// the point moves back by `size`, since `free` did not move.
    pub fn elsewhere(&mut self, free: usize, size: usize) -> u32 {
        let n = self.crossed(free, size);
        self.next -= size;
        n
    }

    /// The nursery was emptied: its free pointer went from `old_free` back
    /// to `start`; the bytes still to go carry over.
    pub fn rebase(&mut self, old_free: usize, start: usize) {
        self.next = start + (self.next - old_free);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_point_per_rate_bytes() {
        // Points at 1099, 1199, ...: an allocation samples when it covers one.
        let mut p = SamplePoint::new(100, 1000);
        assert_eq!(p.crossed(1000, 99), 0);
        assert_eq!(p.next, 1099);
        assert_eq!(p.crossed(1099, 1), 1);
        assert_eq!(p.next, 1199);
        assert_eq!(p.crossed(1100, 100), 1);
        assert_eq!(p.next, 1299);
        assert_eq!(p.crossed(1200, 150), 1);
        assert_eq!(p.next, 1399);
        assert_eq!(p.crossed(1350, 150), 2);
        assert_eq!(p.next, 1599);
    }

    #[test]
    fn one_allocation_can_cross_several_points() {
        let mut p = SamplePoint::new(16, 0);
        assert_eq!(p.crossed(0, 64), 4);
        assert_eq!(p.next, 79);
        assert_eq!(p.crossed(64, 8), 0);
        assert_eq!(p.crossed(72, 8), 1);
        assert_eq!(p.next, 95);
    }

    #[test]
    fn large_objects_count_without_moving_free() {
        let mut p = SamplePoint::new(100, 0);
        assert_eq!(p.elsewhere(40, 30), 0);
        assert_eq!(p.next, 69);
        assert_eq!(p.elsewhere(40, 250), 3);
        assert_eq!(p.next, 69 + 300 - 250);
        assert!(p.next >= 40);
    }

    #[test]
    fn the_bytes_to_go_carry_over_a_collection() {
        let mut p = SamplePoint::new(1 << 20, 4096);
        assert_eq!(p.crossed(4096, 1000), 0);
        p.rebase(4096 + 1000, 0);
        assert_eq!(p.next, (1 << 20) - 1 - 1000);
    }
}
