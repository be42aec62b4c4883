//! Pretenuring: which allocation sites allocate directly in old space.
//!
//! An object that survives its first minor collection is copied once, and
//! that copy is most of a minor collection's pause. A site whose objects
//! nearly all survive (a loop building a large structure that lives on)
//! is cheaper allocated in old space from the start: nothing to copy, and
//! the object joins the remembered set at allocation, so the next minor
//! collection scans it once (`Heap::alloc_old`).
//!
//! 1. Sites are the client's: an opaque `u64` key per place that allocates
//!    (the VM uses the code object and the type id). The heap never
//!    interprets a key.
//! 2. Survival is sampled: at an allocation sampling point (`sampling.rs`)
//!    the client reports the new nursery object and its site
//!    (`Heap::sample_survival`). The next minor collection looks at each
//!    sampled object before the nursery is emptied: it survived if it was
//!    forwarded. Cost: one slow-path allocation per `rate` bytes and a
//!    header read per sample per collection.
//! 3. A site is pretenured once it has `min_samples` samples (counted with
//!    decay: past `2 * min_samples` both counts halve, so the rate is that
//!    of recent behaviour) and at least `7/8` of them survived. The
//!    decision is news (`take_news`) the client applies (it routes that
//!    site's allocations to old space) and logs (`gc-pretenure`).
//! 4. Decisions expire at the end of a major cycle: a pretenured site goes
//!    back to the nursery and is sampled again, so a site whose objects
//!    stopped living long is not kept in old space (where its survival
//!    cannot be sampled) for the rest of the run. A site pretenured again
//!    each time it expired keeps its decision twice as many cycles each
//!    time (1, 2, 4, ... up to `MAX_TERM_CYCLES`), until its samples
//!    after an expiry fail the test: each change of decision costs the
//!    client (compiled code that allocates there is thrown away and
//!    compiled again), and a site whose objects live long for the whole
//!    run would otherwise flip at every cycle.
//!
//! `Policy::EAGER` (`PITH_GC_PRETENURE=eager`) samples every 248 bytes and
//! decides on 2 samples at half survival: a stress setting that makes the
//! test corpus pretenure often.
//!
//! Must never: read anything but a sampled object's header (the object may
//! have been cut short: a sample of an allocation that was never claimed
//! reads whatever lies there, inside the nursery, and only biases a count).

use crate::address::Address;
use crate::header::{self, FORWARDED};
use crate::object;
use crate::word_hash::BuildWordHasher;
use std::collections::HashMap;

/// When sites are pretenured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Policy {
    /// Bytes between two survival samples.
    pub rate: usize,
    /// Samples a site needs before it may be pretenured.
    pub min_samples: u32,
    /// Survivors needed per 8 samples (7: seven eighths).
    pub eighths: u32,
}

impl Policy {
    /// The default: one sample per 8191 words (just under 64 KiB), 16
    /// samples, 7/8 surviving. A prime number of words, so a loop that
    /// allocates objects in a repeating pattern has every object of it
    /// sampled in turn (a power of two would hit the same one each time).
    pub const DEFAULT: Policy = Policy { rate: 8191 * 8, min_samples: 16, eighths: 7 };
    /// The stress setting: one sample per 31 words, 2 samples, half surviving.
    pub const EAGER: Policy = Policy { rate: 31 * 8, min_samples: 2, eighths: 4 };
}

/// A change of one site's decision, with the counts behind it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SiteNews {
    pub key: u64,
    /// True: now pretenured; false: back to the nursery (`expire_all`).
    pub pretenured: bool,
    /// Samples and survivors (decayed) when decided.
    pub samples: u32,
    pub survived: u32,
}

/// Most major cycles a decision lasts (step 4).
const MAX_TERM_CYCLES: u32 = 32;

#[derive(Clone, Copy, Debug, Default)]
struct Site {
    samples: u32,
    survived: u32,
    pretenured: bool,
    /// Major cycles the current decision lasts (step 4): 1 the first
    /// time, doubled at each pretenuring that follows an expiry.
    term: u32,
    /// Major cycles of the current decision still to run.
    left: u32,
}

/// The sites, the samples not yet resolved, and the news not yet taken.
#[derive(Debug)]
pub(crate) struct Pretenuring {
    policy: Policy,
    sites: HashMap<u64, Site, BuildWordHasher>,
    pending: Vec<(Address, u64)>,
    news: Vec<SiteNews>,
    /// Sites pretenured now.
    active: usize,
}

impl Pretenuring {
    pub(crate) fn new(policy: Policy) -> Pretenuring {
        Pretenuring { policy, sites: HashMap::default(), pending: Vec::new(), news: Vec::new(), active: 0 }
    }

    pub(crate) fn policy(&self) -> Policy {
        self.policy
    }

    /// Step 2: the nursery object `obj`, just allocated at `key`.
    pub(crate) fn sample(&mut self, obj: Address, key: u64) {
        self.pending.push((obj, key));
    }

    /// Step 2: during a minor collection, after the copying and before the
    /// nursery is emptied (or poisoned), each pending sample lying below
    /// `free` is resolved. Returns how many were.
    pub(crate) fn resolve(&mut self, nursery_start: Address, free: Address) -> usize {
        let mut pending = std::mem::take(&mut self.pending);
        pending.retain(|&(obj, _)| nursery_start <= obj && obj < free);
        for &(obj, key) in &pending {
            self.count(key, header::has(object::header(obj), FORWARDED));
        }
        let resolved = pending.len();
        pending.clear();
        self.pending = pending;
        resolved
    }

    /// Step 3 for one sample.
    fn count(&mut self, key: u64, survived: bool) {
        let policy = self.policy;
        let site = self.sites.entry(key).or_default();
        if site.pretenured {
            return;
        }
        site.samples += 1;
        site.survived += survived as u32;
        if site.samples >= 2 * policy.min_samples {
            site.samples /= 2;
            site.survived /= 2;
        }
        if site.samples < policy.min_samples {
            return;
        }
        if site.survived * 8 < site.samples * policy.eighths {
            // Its objects die young now: a next decision starts short.
            site.term = 0;
            return;
        }
        site.pretenured = true;
        site.term = (site.term * 2).clamp(1, MAX_TERM_CYCLES);
        site.left = site.term;
        self.active += 1;
        self.news.push(SiteNews { key, pretenured: true, samples: site.samples, survived: site.survived });
    }

    /// Step 4, at the end of a major cycle: each pretenured site whose
    /// decision has run its term goes back to the nursery, its counts
    /// reset (its term kept, to double if it is pretenured again).
    pub(crate) fn expire_all(&mut self) {
        if self.active == 0 {
            return;
        }
        for (&key, site) in self.sites.iter_mut().filter(|(_, s)| s.pretenured) {
            site.left -= 1;
            if site.left > 0 {
                continue;
            }
            self.news.push(SiteNews { key, pretenured: false, samples: site.samples, survived: site.survived });
            *site = Site { term: site.term, ..Site::default() };
            self.active -= 1;
        }
    }

    pub(crate) fn is_pretenured(&self, key: u64) -> bool {
        self.active > 0 && self.sites.get(&key).is_some_and(|s| s.pretenured)
    }

    pub(crate) fn has_news(&self) -> bool {
        !self.news.is_empty()
    }

    pub(crate) fn take_news(&mut self) -> Vec<SiteNews> {
        std::mem::take(&mut self.news)
    }

    /// Sites pretenured now.
    pub(crate) fn active(&self) -> usize {
        self.active
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site_after(policy: Policy, outcomes: &[bool]) -> (Pretenuring, Vec<SiteNews>) {
        let mut p = Pretenuring::new(policy);
        for &s in outcomes {
            p.count(7, s);
        }
        let news = p.take_news();
        (p, news)
    }

    #[test]
    fn a_site_whose_samples_survive_is_pretenured_once_it_has_enough() {
        let (p, news) = site_after(Policy::DEFAULT, &[true; 15]);
        assert!(news.is_empty() && !p.is_pretenured(7));
        let (p, news) = site_after(Policy::DEFAULT, &[true; 16]);
        assert_eq!(news, vec![SiteNews { key: 7, pretenured: true, samples: 16, survived: 16 }]);
        assert!(p.is_pretenured(7) && !p.is_pretenured(8));
    }

    #[test]
    fn a_site_with_short_lived_objects_stays_in_the_nursery() {
        let mixed: Vec<bool> = (0..200).map(|i| i % 4 != 0).collect(); // 3/4 survive
        let (p, news) = site_after(Policy::DEFAULT, &mixed);
        assert!(news.is_empty() && !p.is_pretenured(7));
    }

    #[test]
    fn decay_lets_recent_survival_decide() {
        // Long dying, then surviving: the halving forgets the old samples.
        let mut outcomes = vec![false; 100];
        outcomes.extend([true; 60]);
        let (p, news) = site_after(Policy::DEFAULT, &outcomes);
        assert_eq!(news.len(), 1);
        assert!(p.is_pretenured(7));
    }

    #[test]
    fn expiry_sends_every_site_back_and_reports_it() {
        let (mut p, _) = site_after(Policy::EAGER, &[true, true]);
        assert!(p.is_pretenured(7));
        p.expire_all();
        assert!(!p.is_pretenured(7));
        assert_eq!(p.take_news(), vec![SiteNews { key: 7, pretenured: false, samples: 2, survived: 2 }]);
        p.expire_all();
        assert!(p.take_news().is_empty());
    }

    #[test]
    fn a_site_pretenured_again_after_each_expiry_keeps_its_decision_longer() {
        let mut p = Pretenuring::new(Policy::EAGER);
        // The major cycles each decision lasts: 1, 2, 4, ...
        for term in [1, 2, 4, 8] {
            p.count(7, true);
            p.count(7, true);
            assert!(p.is_pretenured(7));
            for _ in 1..term {
                p.expire_all();
                assert!(p.is_pretenured(7), "kept for {term} cycles");
            }
            p.take_news();
            p.expire_all();
            assert!(!p.is_pretenured(7));
            assert_eq!(p.take_news().len(), 1);
        }
        // Samples that fail the test start it short again.
        p.count(7, false);
        p.count(7, false);
        assert!(!p.is_pretenured(7));
        p.count(7, true);
        p.count(7, true);
        p.count(7, true);
        p.count(7, true);
        assert!(p.is_pretenured(7));
        p.expire_all();
        assert!(!p.is_pretenured(7));
    }
}
