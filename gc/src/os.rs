//! Memory taken from the kernel: anonymous mappings.
//!
//! Owns [`Mapping`], an RAII handle on one `mmap`ed region, used for the
//! nursery, old-space chunks and large objects.
//!
//! 1. `Mapping::new(len)` rounds `len` up to the page size and maps private,
//!    anonymous, zero-filled, read-write memory.
//! 2. Dropping the `Mapping` unmaps it.
//!
//! Invariants: the region is page-aligned (hence 8-aligned) and stays mapped
//! exactly as long as its `Mapping` lives.
//!
//! Must never: hand out a region after unmapping it, or be cloned. Running out
//! of address space is fatal: the process cannot continue without a heap, so
//! `new` panics with the OS error.

use crate::address::Address;

/// One anonymous read-write mapping, unmapped on drop.
pub(crate) struct Mapping {
    /// First byte of the mapping (page-aligned).
    start: Address,
    /// Length in bytes (a multiple of the page size).
    len: usize,
}

/// The system page size (4 KiB if `sysconf` cannot tell).
pub(crate) fn page_size() -> usize {
    // SAFETY: sysconf only reads a system constant.
    let size = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    usize::try_from(size).ok().filter(|s| s.is_power_of_two()).unwrap_or(4096)
}

/// `n` rounded up to a multiple of `align` (a power of two).
pub(crate) const fn round_up(n: usize, align: usize) -> usize {
    (n + align - 1) & !(align - 1)
}

impl Mapping {
    /// Map at least `len` bytes of zeroed memory; panics if the kernel refuses.
    pub(crate) fn new(len: usize) -> Mapping {
        let len = round_up(len.max(1), page_size());
        // SAFETY: an anonymous private mapping with no address hint replaces
        // no existing memory; the result is checked before use.
        let ptr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if ptr == libc::MAP_FAILED {
            panic!("pith-gc: out of memory: mmap of {len} bytes failed: {}", std::io::Error::last_os_error());
        }
        Mapping { start: Address::from_ptr(ptr), len }
    }

    /// First byte of the mapping.
    pub(crate) fn start(&self) -> Address {
        self.start
    }

    /// One past the last byte of the mapping.
    pub(crate) fn end(&self) -> Address {
        self.start.add(self.len)
    }

    /// Length in bytes.
    pub(crate) fn len(&self) -> usize {
        self.len
    }
}

impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: `start..start+len` is exactly the region this Mapping mapped
        // and owns; nothing refers to it once the owner drops it.
        unsafe {
            libc::munmap(self.start.as_ptr(), self.len);
        }
    }
}
