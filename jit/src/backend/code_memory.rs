//! Executable memory for compiled traces: packed, bounded, and reused.
//!
//! Owns every byte of trace machine code. Traces are small (a few hundred
//! bytes to a few KiB); giving each its own page-rounded mapping, as a
//! general-purpose JIT module does, costs a page or more per trace and one
//! mapping each. Here code is packed into 256 KiB chunks:
//!
//! 1. `alloc(len)` takes the first free block big enough (address order,
//!    16-byte granules), mapping a new chunk when none is; it fails when the
//!    bytes in use would pass the limit (`--jit max_code`).
//! 2. `write(addr, bytes)` makes the pages it touches writable, copies,
//!    and makes them executable again (never writable and executable at
//!    once).
//! 3. `free(addr, len)` fills the block with trap instructions and returns
//!    it to the free list, merged with free neighbours, for reuse. While
//!    compiled code runs (`enter` and `leave` bracket every run from the
//!    client, nested runs from its helpers too), freed blocks wait and are
//!    given back when the outermost run returns: a trace the client lets go
//!    of during a helper call may still be on the native stack (a bridge
//!    that tail-called a loop's trace, say, which a helper call under it
//!    then threw away), and must stay whole until it returns.
//!
//! Chunks are never unmapped: a freed block's pages stay mapped, and are
//! reused by the next traces.
//!
//! Invariants: free blocks never overlap each other or a block in use;
//! `in_use` is the sum of the blocks handed out and not freed.
//!
//! Must never: free a block while code in it may still run (the client
//! frees a trace only when nothing can reach it), or write outside a block
//! it handed out.

use std::collections::BTreeMap;

/// Bytes per mapping.
const CHUNK: usize = 256 << 10;
/// Granule and alignment of a block.
const ALIGN: usize = 16;
/// The x86 `int3` instruction, written over freed code.
const TRAP: u8 = 0xcc;

/// Executable memory for traces (module doc).
pub struct CodeMemory {
    /// Free blocks, start → length, merged when adjacent.
    free: BTreeMap<usize, usize>,
    /// Bytes handed out and not freed.
    in_use: usize,
    /// Most bytes in use at once.
    peak: usize,
    /// Bytes freed in total.
    freed: usize,
    /// Bytes mapped (whole chunks).
    mapped: usize,
    /// Most bytes in use at once that `alloc` allows.
    limit: usize,
    /// Runs of compiled code in progress (nested through helpers).
    running: u32,
    /// Blocks freed while code ran (step 3), given back when none runs.
    deferred: Vec<(usize, usize)>,
}

/// What the code memory holds, for reports.
#[derive(Clone, Copy, Debug, Default)]
pub struct CodeUsage {
    pub in_use: usize,
    pub peak: usize,
    pub freed: usize,
    pub mapped: usize,
    pub limit: usize,
}

fn page_size() -> usize {
    // SAFETY: sysconf has no preconditions.
    let n = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    if n > 0 { n as usize } else { 4096 }
}

/// Changes the protection of the pages holding `addr .. addr + len`.
fn protect(addr: usize, len: usize, prot: libc::c_int) -> Result<(), String> {
    let page = page_size();
    let start = addr & !(page - 1);
    let end = (addr + len).next_multiple_of(page);
    // SAFETY: the range lies in chunks this memory mapped and never unmaps.
    match unsafe { libc::mprotect(start as *mut libc::c_void, end - start, prot) } {
        0 => Ok(()),
        _ => Err(format!("code memory: mprotect failed: {}", std::io::Error::last_os_error())),
    }
}

/// Makes freshly written code visible to instruction fetch: nothing to do
/// on x86 (its caches are coherent), an explicit flush elsewhere.
#[cfg(target_arch = "x86_64")]
fn flush_icache(_addr: usize, _len: usize) {}

#[cfg(not(target_arch = "x86_64"))]
fn flush_icache(addr: usize, len: usize) {
    extern "C" {
        fn __clear_cache(start: *mut libc::c_char, end: *mut libc::c_char);
    }
    // SAFETY: the range is mapped code memory just written.
    unsafe { __clear_cache(addr as *mut libc::c_char, (addr + len) as *mut libc::c_char) }
}

impl CodeMemory {
    /// Empty, allowing at most `limit` bytes of code in use.
    pub fn new(limit: usize) -> CodeMemory {
        CodeMemory { free: BTreeMap::new(), in_use: 0, peak: 0, freed: 0, mapped: 0, limit, running: 0, deferred: Vec::new() }
    }

    /// Step 1: a block of at least `len` bytes, 16-byte aligned; `None`
    /// when it would pass the limit (or the system has no memory).
    pub fn alloc(&mut self, len: usize) -> Option<usize> {
        let len = len.max(1).next_multiple_of(ALIGN);
        if self.in_use + len > self.limit {
            return None;
        }
        let found = self.free.iter().find(|&(_, &n)| n >= len).map(|(&a, &n)| (a, n));
        let (start, n) = match found {
            Some(block) => block,
            None => self.map_chunk(len)?,
        };
        self.free.remove(&start);
        if n > len {
            self.free.insert(start + len, n - len);
        }
        self.in_use += len;
        self.peak = self.peak.max(self.in_use);
        Some(start)
    }

    /// Maps a chunk big enough for `len` bytes and lists it free.
    fn map_chunk(&mut self, len: usize) -> Option<(usize, usize)> {
        let size = len.max(CHUNK).next_multiple_of(page_size());
        // SAFETY: an anonymous private mapping at an address of the
        // kernel's choosing; nothing else refers to it.
        let p = unsafe {
            libc::mmap(std::ptr::null_mut(), size, libc::PROT_READ | libc::PROT_EXEC, libc::MAP_PRIVATE | libc::MAP_ANONYMOUS, -1, 0)
        };
        if p == libc::MAP_FAILED {
            return None;
        }
        self.mapped += size;
        self.free.insert(p as usize, size);
        Some((p as usize, size))
    }

    /// Step 2: copies `bytes` to `addr`, the start of a block of at least
    /// that many bytes from `alloc`.
    pub fn write(&mut self, addr: usize, bytes: &[u8]) -> Result<(), String> {
        protect(addr, bytes.len(), libc::PROT_READ | libc::PROT_WRITE)?;
        // SAFETY: the block is `bytes.len()` bytes or more of this memory,
        // writable now, and no code runs while it is (one thread).
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), addr as *mut u8, bytes.len()) };
        protect(addr, bytes.len(), libc::PROT_READ | libc::PROT_EXEC)?;
        flush_icache(addr, bytes.len());
        Ok(())
    }

    /// Step 3: gives back the block of `len` bytes at `addr`, once no
    /// compiled code runs.
    pub fn free(&mut self, addr: usize, len: usize) {
        if self.running > 0 {
            self.deferred.push((addr, len));
            return;
        }
        self.release(addr, len);
    }

    /// Compiled code starts running (from the client or from a helper of
    /// code already running).
    pub fn enter(&mut self) {
        self.running += 1;
    }

    /// A run `enter` counted returned: the blocks freed meanwhile are
    /// given back when it was the outermost.
    pub fn leave(&mut self) {
        self.running -= 1;
        if self.running == 0 {
            for (addr, len) in std::mem::take(&mut self.deferred) {
                self.release(addr, len);
            }
        }
    }

    fn release(&mut self, addr: usize, len: usize) {
        let len = len.max(1).next_multiple_of(ALIGN);
        if protect(addr, len, libc::PROT_READ | libc::PROT_WRITE).is_ok() {
            // SAFETY: the block was handed out by `alloc` and is writable now.
            unsafe { std::ptr::write_bytes(addr as *mut u8, TRAP, len) };
            let _ = protect(addr, len, libc::PROT_READ | libc::PROT_EXEC);
        }
        self.in_use -= len;
        self.freed += len;
        let (mut start, mut n) = (addr, len);
        if let Some((&a, &m)) = self.free.range(..addr).next_back() {
            if a + m == addr {
                self.free.remove(&a);
                (start, n) = (a, m + n);
            }
        }
        if let Some(m) = self.free.remove(&(addr + len)) {
            n += m;
        }
        self.free.insert(start, n);
    }

    /// What it holds now.
    pub fn usage(&self) -> CodeUsage {
        CodeUsage { in_use: self.in_use, peak: self.peak, freed: self.freed, mapped: self.mapped, limit: self.limit }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_are_packed_freed_merged_and_reused() {
        let mut m = CodeMemory::new(1 << 20);
        let a = m.alloc(100).expect("room");
        let b = m.alloc(40).expect("room");
        assert_eq!(b, a + 112, "packed at 16-byte granules");
        m.write(a, &[0x90; 100]).expect("writable");
        // SAFETY: `a` holds the 100 bytes just written.
        assert_eq!(unsafe { *(a as *const u8).add(99) }, 0x90);
        m.free(a, 100);
        assert_eq!(unsafe { *(a as *const u8) }, TRAP);
        assert_eq!(m.alloc(112), Some(a), "the freed block is reused");
        m.free(a, 112);
        m.free(b, 40);
        assert_eq!(m.usage().in_use, 0);
        assert_eq!(m.free.len(), 1, "neighbours merge back into one chunk");
        assert_eq!(m.usage().mapped, CHUNK);
    }

    #[test]
    fn blocks_freed_while_code_runs_wait_for_the_outermost_run() {
        let mut m = CodeMemory::new(1 << 20);
        let a = m.alloc(64).expect("room");
        m.write(a, &[0x90; 64]).expect("writable");
        m.enter();
        m.enter();
        m.free(a, 64);
        // SAFETY: `a` is still handed out (its free waits).
        assert_eq!(unsafe { *(a as *const u8) }, 0x90, "code that may still run stays whole");
        assert_ne!(m.alloc(64), Some(a), "nor is it handed out again");
        m.leave();
        assert_eq!(unsafe { *(a as *const u8) }, 0x90);
        m.leave();
        assert_eq!(unsafe { *(a as *const u8) }, TRAP, "given back once no code runs");
        assert_eq!(m.usage().in_use, 64, "only the second block is in use");
    }

    #[test]
    fn the_limit_refuses_what_would_pass_it() {
        let mut m = CodeMemory::new(256);
        assert!(m.alloc(200).is_some());
        assert_eq!(m.alloc(100), None);
        assert!(m.alloc(48).is_some());
        assert_eq!(m.usage().peak, 256);
    }
}
