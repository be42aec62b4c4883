//! Typed heap addresses.
//!
//! Owns [`Address`], the one type the GC and the VM use for a location in
//! memory the heap manages. A bare `usize` never stands for an address in this
//! crate: arithmetic goes through the methods below, each of which says what it
//! computes, so byte offsets and addresses cannot be mixed up silently.
//!
//! Arithmetic is plain (no wrap-around checks in release builds): every address
//! the heap hands out lies inside a mapping of at most a few GiB, far from
//! `usize::MAX`, and `offset_from` debug-asserts its ordering.
//!
//! Invariants: an `Address` is a number; holding one never implies the memory
//! is valid. Only [`Address::load`] and [`Address::store`] touch memory, and
//! they are `unsafe` for that reason.
//!
//! Must never: dereference on construction, or carry a lifetime (addresses are
//! stored in roots and slots as plain words and change when objects move).

use std::fmt;

/// A byte address in the process, typically of a heap object (8-aligned).
#[repr(transparent)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Address(usize);

impl Address {
    /// The address `addr`.
    #[inline(always)]
    pub const fn from_usize(addr: usize) -> Address {
        Address(addr)
    }

    /// The address stored in a VM value word (a reference is its address).
    #[inline(always)]
    pub const fn from_word(word: u64) -> Address {
        Address(word as usize)
    }

    /// The address of `ptr`.
    #[inline(always)]
    pub fn from_ptr<T>(ptr: *const T) -> Address {
        Address(ptr as usize)
    }

    /// The address as a number.
    #[inline(always)]
    pub const fn as_usize(self) -> usize {
        self.0
    }

    /// The address as a VM value word (how a reference is stored in a slot).
    #[inline(always)]
    pub const fn as_word(self) -> u64 {
        self.0 as u64
    }

    /// The address `bytes` bytes after `self`.
    #[inline(always)]
    #[allow(clippy::should_implement_trait)] // named like pointer::add, on purpose
    pub const fn add(self, bytes: usize) -> Address {
        Address(self.0 + bytes)
    }

    /// The number of bytes from `base` up to `self`; `self` must not lie below `base`.
    #[inline(always)]
    pub fn offset_from(self, base: Address) -> usize {
        debug_assert!(self >= base, "offset_from: {self} lies below {base}");
        self.0 - base.0
    }

    /// The address as a raw pointer to `T` (no check of alignment or validity).
    #[inline(always)]
    pub const fn as_ptr<T>(self) -> *mut T {
        self.0 as *mut T
    }

    /// The address rounded down to a multiple of `align` (a power of two):
    /// the start of the `align`-aligned block holding it (how old space finds
    /// a pool header from any address inside the pool).
    #[inline(always)]
    pub const fn align_down(self, align: usize) -> Address {
        Address(self.0 & !(align - 1))
    }

    /// Is the address a multiple of `align` (a power of two)?
    #[inline(always)]
    pub const fn is_aligned(self, align: usize) -> bool {
        self.0 & (align - 1) == 0
    }

    /// Read the 64-bit word at this address.
    ///
    /// # Safety
    /// The address must be 8-aligned and point to 8 readable bytes that no
    /// Rust reference currently borrows mutably: a word of a live heap object,
    /// of the nursery, or of old space.
    #[inline(always)]
    pub unsafe fn load(self) -> u64 {
        // SAFETY: the caller guarantees an aligned, readable, unaliased word.
        unsafe { self.as_ptr::<u64>().read() }
    }

    /// Write the 64-bit word at this address.
    ///
    /// # Safety
    /// The address must be 8-aligned and point to 8 writable bytes that no
    /// Rust reference currently borrows: a word of a live heap object, of the
    /// nursery, or of old space.
    #[inline(always)]
    pub unsafe fn store(self, value: u64) {
        // SAFETY: the caller guarantees an aligned, writable, unaliased word.
        unsafe { self.as_ptr::<u64>().write(value) }
    }
}

impl fmt::Display for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:#x}", self.0)
    }
}

impl fmt::Debug for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Address({:#x})", self.0)
    }
}
