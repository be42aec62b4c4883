//! Pretenuring, the VM's side: what an allocation site is, and applying the
//! heap's decisions (`gc::pretenure` samples survival and decides).
//!
//! 1. A site is a code object and a type id (`site_key`): the objects of
//!    one type that one function allocates, in its own instructions or in
//!    builtins it calls. An instance's type id is its class's root shape,
//!    so each class is its own site. Compiled code keys its allocations
//!    the same way, by the code of the frame (inlined or not) that made them.
//! 2. The interpreter's allocation slow path (`Memory::alloc_slow`) takes
//!    the site of each sampled object to the heap, and sends a pretenured
//!    site's objects to old space. To reach it, every allocation of a code
//!    object with a pretenured site takes the slow path while that code
//!    runs: the dispatch loop tells `Memory::running_code` at each frame
//!    switch (one byte compared), and the heap's fast path fails while it
//!    is on; the first allocation made in code without such a site
//!    switches it off.
//! 3. A decision is made inside a collection, where code objects and traces
//!    cannot be reached; the heap keeps it as news and the VM asks for a
//!    safe point (`interrupt::request_heap_news`, which also makes a
//!    compiled loop leave at its next allocation). There
//!    `apply_pretenure_news` counts the sites of each code object, writes
//!    the `gc-pretenure` log, and hands the news to the JIT's hook, which
//!    throws away the traces that allocate at a changed site (the
//!    recorder allocates a pretenured site's objects in old space through
//!    a helper; other sites stay inline bumps).
//!
//! Must never: run Python code or allocate (it runs at safe points between
//! instructions, and the log names sites from static tables).

use crate::runtime::vm::Vm;
use gc::SiteNews;
use std::sync::OnceLock;

/// The site of type `ty` allocated by code `code_index` (`usize::MAX`
/// outside any frame).
#[inline]
pub fn site_key(code_index: usize, ty: u32) -> u64 {
    ((code_index as u64 & 0xffff_ffff) << 32) | ty as u64
}

/// The code index and type id of a site.
pub fn split_site_key(key: u64) -> (usize, u32) {
    ((key >> 32) as usize, key as u32)
}

/// What the JIT does with the news (step 3), installed by the trace layer.
pub type TracesHook = fn(&mut Vm, &[SiteNews]);

static TRACES_HOOK: OnceLock<TracesHook> = OnceLock::new();

/// Installs the JIT's hook (the first one installed stays).
pub fn install_traces_hook(hook: TracesHook) {
    let _ = TRACES_HOOK.set(hook);
}

impl Vm {
    /// Step 3: at a safe point, after a collection changed which sites are
    /// pretenured.
    pub fn apply_pretenure_news(&mut self) {
        let news = self.mem.take_pretenure_news();
        if news.is_empty() {
            return;
        }
        for n in &news {
            let (code, _) = split_site_key(n.key);
            if let Some(c) = self.tables.codes.get(code) {
                let sites = c.pretenured_sites.get();
                c.pretenured_sites.set(if n.pretenured { sites + 1 } else { sites.saturating_sub(1) });
            }
        }
        match self.mem.r.frames.last().is_some_and(|f| f.code.pretenured_sites.get() > 0) {
            true => self.mem.running_code(true),
            false => self.mem.leave_slow_alloc(),
        }
        self.log_pretenure_news(&news);
        if let Some(hook) = TRACES_HOOK.get() {
            hook(self, &news);
        }
    }

    /// The `gc-pretenure` section: one line per change, naming the site.
    fn log_pretenure_news(&mut self, news: &[SiteNews]) {
        let lines: Vec<String> = news.iter().map(|n| self.pretenure_line(n)).collect();
        self.mem.log_pretenure(|out| {
            for line in lines {
                out.push_str(&line);
                out.push('\n');
            }
        });
    }

    fn pretenure_line(&self, n: &SiteNews) -> String {
        let (code, ty) = split_site_key(n.key);
        let place = match self.tables.codes.get(code) {
            Some(c) => format!("{} ({}:{})", c.co.qualname, c.co.filename, c.co.first_line),
            None => "<no frame>".to_string(),
        };
        let what = if n.pretenured { "pretenured" } else { "back to the nursery" };
        format!("{what}: {} objects allocated in {place} ({} of {} sampled survived)", self.mem.type_id_name(ty), n.survived, n.samples)
    }
}
