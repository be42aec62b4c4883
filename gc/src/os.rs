//! Operating-system memory: anonymous `mmap`ed regions, used for the nursery
//! and for old-space arenas.
//!
//! 1. `Mapping::new(len)` rounds `len` up to the page size and maps private,
//!    anonymous, zero-filled, read-write memory.
//! 2. `Mapping::new_aligned(len, align)` does the same at an address that is a
//!    multiple of `align` (a power of two, at least a page): it maps
//!    `len + align` bytes, then unmaps the unaligned head and the tail, so
//!    exactly `len` bytes stay mapped (old-space arenas: 1 MiB at a 1 MiB
//!    boundary, so pools are aligned to their size and an arena is found by
//!    masking an address).
//! 3. `Mapping::release(offset, len)` hands whole pages back to the kernel with
//!    `madvise(MADV_DONTNEED)`: the range stays mapped and reads as zeros
//!    afterwards, but holds no RAM until it is written again.
//! 4. Dropping the `Mapping` unmaps it.
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
    /// First byte of the mapping (page-aligned; `align`-aligned for `new_aligned`).
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

/// Map `len` bytes (a multiple of the page size) anywhere; panics if the kernel refuses.
fn map(len: usize) -> Address {
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
    Address::from_ptr(ptr)
}

/// Unmap `[start, start + len)`, a page-aligned part of a mapping this module made.
fn unmap(start: Address, len: usize) {
    if len == 0 {
        return;
    }
    // SAFETY: callers pass a page-aligned range that this module mapped and
    // that no live object or `Mapping` refers to any more.
    unsafe {
        libc::munmap(start.as_ptr(), len);
    }
}

impl Mapping {
    /// Map at least `len` bytes of zeroed memory; panics if the kernel refuses.
    pub(crate) fn new(len: usize) -> Mapping {
        let len = round_up(len.max(1), page_size());
        Mapping { start: map(len), len }
    }

    /// Map `len` bytes (rounded up to pages) of zeroed memory starting at a
    /// multiple of `align` (a power of two); see step 2 of the module doc.
    pub(crate) fn new_aligned(len: usize, align: usize) -> Mapping {
        debug_assert!(align.is_power_of_two());
        let page = page_size();
        let len = round_up(len.max(1), page);
        if align <= page {
            return Mapping { start: map(len), len };
        }
        let raw = map(len + align);
        let start = raw.add(align - 1).align_down(align);
        let head = start.offset_from(raw);
        unmap(raw, head);
        unmap(start.add(len), align - head);
        Mapping { start, len }
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

    /// Hand the pages of `[start + offset, start + offset + len)` back to the
    /// kernel (step 3). Both must be multiples of the page size. Returns false
    /// if the kernel refused; the memory then keeps its contents.
    pub(crate) fn release(&self, offset: usize, len: usize) -> bool {
        let page = page_size();
        debug_assert!(offset.is_multiple_of(page) && len.is_multiple_of(page) && offset + len <= self.len);
        // SAFETY: the range lies inside this mapping (checked above in debug
        // builds; callers pass whole free pools); MADV_DONTNEED on private
        // anonymous memory only drops its pages, which later read as zeros.
        let rc = unsafe { libc::madvise(self.start.add(offset).as_ptr(), len, libc::MADV_DONTNEED) };
        rc == 0
    }
}

impl Drop for Mapping {
    fn drop(&mut self) {
        // `start..start+len` is exactly the region this Mapping mapped and
        // owns; nothing refers to it once the owner drops it.
        unmap(self.start, self.len);
    }
}

/// Returns the system allocator's free pages to the kernel (glibc's
/// `malloc_trim`), after a major cycle freed large objects. Runs at the end of
/// a cycle only, never on an allocation path.
pub(crate) fn trim_system_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only inspects and releases free allocator memory;
    // it does not touch live blocks.
    unsafe {
        libc::malloc_trim(0);
    }
}
