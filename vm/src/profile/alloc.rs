//! The allocation profiler (`--alloc-profile=FILE`): the collector takes a
//! sample every `rate` bytes allocated (see `gc::sampling`: the sampling
//! point is the nursery's `top`, so the fast path costs nothing), and each
//! sample is recorded here with the Python stack (function, file:line per
//! frame) and the type of the object being allocated. At exit: folded
//! stacks (`frame;frame;[type] count`, what flame-graph tools read) in the
//! file, and the top allocation sites by bytes and by type on stderr.
//!
//! Must never: allocate on the GC heap while recording a sample (the object
//! being allocated has no header yet), or cost anything when off.

use crate::profile::records::*;
use crate::runtime::samples::AllocProfile;
use crate::runtime::vm::Vm;
use std::collections::HashMap;

impl Vm {
    /// Switches the allocation profiler on: one sample every `rate` bytes.
    pub fn enable_alloc_profile(&mut self, file: String, rate: usize) {
        self.mem.start_alloc_sampling(AllocProfile::new(file, rate));
    }

    /// At exit: writes the profile's file and prints its table on stderr.
    pub fn finish_alloc_profile(&mut self) {
        let Some(profile) = self.mem.alloc_profile.take() else { return };
        let lines = profile.entries().map(|(stack, ty, n)| (self.folded_stack(&profile.stacks, stack, &self.mem.type_id_name(ty)), n)).collect::<Vec<_>>();
        if let Err(e) = crate::profile::flamegraph::write_profile(&profile.file, &lines, "allocations (samples)") {
            eprintln!("pith: cannot write the allocation profile to {}: {}", profile.file, e);
        }
        eprint!("{}", self.alloc_table(&profile));
    }

    /// The top allocation sites (innermost frame) by bytes, and the types by bytes.
    fn alloc_table(&self, profile: &AllocProfile) -> String {
        let total = profile.total();
        let mut out = format!("allocation profile: {} samples, one every {} bytes (about {} bytes allocated)\n", total, profile.rate, total * profile.rate as u64);
        let mut sites: HashMap<String, u64> = HashMap::new();
        let mut types: HashMap<u32, u64> = HashMap::new();
        for (stack, ty, n) in profile.entries() {
            let site = self.stack_top(&profile.stacks, stack).map_or_else(|| "<no frame>".to_string(), |f| self.frame_text(f));
            *sites.entry(site).or_insert(0) += n;
            *types.entry(ty).or_insert(0) += n;
        }
        let mut sites: Vec<_> = sites.into_iter().collect();
        sites.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        out.push_str("  top sites by bytes:\n");
        for (site, n) in sites.iter().take(10) {
            out.push_str(&format!("  {:>12} bytes {:>5.1}%  {}\n", n * profile.rate as u64, percent(*n, total), site));
        }
        let mut types: Vec<_> = types.into_iter().map(|(t, n)| (self.mem.type_id_name(t), n)).collect();
        types.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        out.push_str("  top types by bytes:\n");
        for (name, n) in types.iter().take(10) {
            out.push_str(&format!("  {:>12} bytes {:>5.1}%  {}\n", n * profile.rate as u64, percent(*n, total), name));
        }
        out
    }
}
