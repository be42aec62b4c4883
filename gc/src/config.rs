//! GC configuration: defaults, environment variables, and their parsing.
//!
//! Tuning variables (read once, by [`GcConfig::from_env`]):
//!
//! | variable          | meaning                                                          |
//! |-------------------|------------------------------------------------------------------|
//! | `PITH_GC_NURSERY` | nursery size: `65536`, `512K`, `8M`, `1G` (suffix K/M/G, any case); the most a cycle may fill |
//! | `PITH_GC_NURSERY_FIXED` | `1`: every cycle fills the whole nursery (no resizing by survival, `nursery_sizing.rs`) |
//! | `PITH_GC_PREFAULT` | `0`: no arenas mapped and backed ahead of minor collections (`prefault.rs`) |
//! | `PITH_GC_PRETENURE` | `0`: no pretenuring; `eager`: sample and pretenure far more readily (a stress setting, `pretenure.rs`) |
//! | `PITH_GC_STRESS`  | `1`: collect at every allocation, and verify after each collection |
//! | `PITH_GC_VERIFY`  | `1`: verify after each minor collection, without stress           |
//! | `PITH_GC_TYPES`   | `1`: count allocated objects and bytes per type id                |
//! | `PITH_GC_MAJOR`   | `0`: start with major collections disabled (like `gc.disable()`)  |
//! | `PITH_GC_MAJOR_GROWTH` | major threshold factor: a cycle starts when old space exceeds live-after-last-cycle × this (default 1.82, PyPy's; must be > 1) |
//! | `PITH_MAX_HEAP`   | heap limit, same syntax as the nursery size (see `heap.rs`, "Heap limit") |
//! | `PITHLOG`         | `CATEGORIES:FILE` logging, PyPy style (see `log.rs`)               |
//!
//! Flags accept `1` and `0`; an empty variable counts as unset. Stress mode
//! also makes major collection steps frequent and small (see `heap.rs`).
//!
//! Default nursery size:
//! 1. find the level-2 cache among `/sys/devices/system/cpu/cpu0/cache/index*/`
//!    (files `level`, `type`, `size` such as `1024K`);
//! 2. take 4 × its size, clamped to `[MIN_NURSERY_SIZE, MAX_NURSERY_SIZE]`;
//! 3. if sysfs says nothing usable, take [`FALLBACK_NURSERY_SIZE`] (4 MiB).
//!
//! Large-object threshold ([`GcConfig::large_object_threshold`]): objects
//! larger than `min(nursery_size / 4, 64 KiB)` are allocated directly in old
//! space. Why: copying a survivor costs a memcpy of its size, and big objects
//! (list/dict item arrays, big strings) usually live long, so copying them is
//! mostly wasted; a single allocation should also never eat more than a
//! quarter of the nursery, or it would trigger collections out of proportion
//! to its lifetime. 64 KiB costs about as much to copy as a whole minor
//! collection with few survivors (a few µs), so above it copying never pays.
//! With the 64 KiB minimum nursery the threshold is 16 KiB, and every small
//! request fits in an empty nursery.
//!
//! Errors are returned as a message the VM prints (`Err(String)`), never a panic.
//!
//! Must never: read the environment anywhere else in the crate.

use std::path::Path;

use crate::log::{self, LogConfig, LogTarget};

/// Smallest nursery accepted.
pub const MIN_NURSERY_SIZE: usize = 64 << 10;
/// Largest nursery accepted.
pub const MAX_NURSERY_SIZE: usize = 4 << 30;
/// Nursery size when the L2 cache size is unknown.
pub const FALLBACK_NURSERY_SIZE: usize = 4 << 20;
/// Upper bound of the large-object threshold.
pub const MAX_LARGE_OBJECT_THRESHOLD: usize = 64 << 10;

/// Default longest incremental major step (`GcConfig::step_time_limit`).
pub const DEFAULT_STEP_TIME_LIMIT: std::time::Duration = std::time::Duration::from_millis(4);

/// Environment variable naming the nursery size.
pub const ENV_NURSERY: &str = "PITH_GC_NURSERY";
/// Environment variable pinning the nursery at its whole size.
pub const ENV_NURSERY_FIXED: &str = "PITH_GC_NURSERY_FIXED";
/// Environment variable turning off arenas made ready ahead of need.
pub const ENV_PREFAULT: &str = "PITH_GC_PREFAULT";
/// Environment variable: `0` turns pretenuring off, `eager` makes it eager.
pub const ENV_PRETENURE: &str = "PITH_GC_PRETENURE";
/// Environment variable turning on stress mode (implies verify).
pub const ENV_STRESS: &str = "PITH_GC_STRESS";
/// Environment variable turning on verification after each collection.
pub const ENV_VERIFY: &str = "PITH_GC_VERIFY";
/// Environment variable turning on per-type allocation counting.
pub const ENV_TYPES: &str = "PITH_GC_TYPES";
/// Environment variable that can disable major collections at start.
pub const ENV_MAJOR: &str = "PITH_GC_MAJOR";
/// Environment variable setting the major-collection growth factor.
pub const ENV_MAJOR_GROWTH: &str = "PITH_GC_MAJOR_GROWTH";
/// Environment variable setting the heap limit.
pub const ENV_MAX_HEAP: &str = "PITH_MAX_HEAP";
/// Default major-collection growth factor (PyPy's `PYPY_GC_MAJOR_COLLECT`).
pub const DEFAULT_MAJOR_GROWTH: f64 = 1.82;

/// Free old-space pools kept resident by default: 16 MiB, what a program
/// that replaces a few hundred thousand objects at a time reuses between
/// two major cycles (float's points); the resident size stays at most that
/// much above what the heap holds.
pub const DEFAULT_RESIDENT_FREE_POOLS: usize = 1024;

const L2_CACHE_DIR: &str = "/sys/devices/system/cpu/cpu0/cache";

/// How the heap is set up. Built by `from_env` or by hand (tests).
///
/// `Eq` holds because `major_growth` is never NaN (`from_env` rejects it; a
/// hand-built config must not use NaN either).
#[derive(Clone, Debug, PartialEq)]
pub struct GcConfig {
    /// Nursery size in bytes. `Heap::new` rounds it up to whole pages and to
    /// at least `MIN_NURSERY_SIZE`.
    pub nursery_size: usize,
    /// Resize the part of the nursery each cycle fills by the survival of
    /// the last (`nursery_sizing.rs`); off, every cycle fills all of it.
    pub adaptive_nursery: bool,
    /// The longest an incremental major step runs: it stops at this time
    /// even with budget left (`mark.rs`, `sweep.rs`); the catch-up rule of
    /// `major.rs` still ends a cycle that falls behind.
    pub step_time_limit: std::time::Duration,
    /// After each minor collection, map the arenas the next one may copy
    /// into and have a helper thread back them with pages (`prefault.rs`).
    pub prefault: bool,
    /// Pretenure allocation sites whose sampled objects keep surviving
    /// (`pretenure.rs`), with this policy; `None` for never.
    pub pretenure: Option<crate::pretenure::Policy>,
    /// Collect at every allocation (the fast path always fails). Debug facility.
    pub stress: bool,
    /// Check roots and touched objects after each minor collection, and poison
    /// the dead nursery. Debug facility; a failure panics (it is a VM bug).
    pub verify: bool,
    /// Count objects and bytes allocated per type id (`GcStats::type_counts`).
    pub count_types: bool,
    /// Major collections start enabled (`Heap::set_major_enabled` changes it later).
    pub major: bool,
    /// A major cycle starts when old bytes in use exceed
    /// `max(live after the last cycle × major_growth, 4 × nursery)`. Must be > 1, not NaN.
    pub major_growth: f64,
    /// Heap limit in bytes (old space in use plus the nursery); `None` for no limit.
    pub max_heap: Option<usize>,
    /// Free old-space pools kept resident (zeroed, their pages kept) instead
    /// of handed back to the kernel, at most this many (`old_space.rs`,
    /// step 6): reusing one takes no page faults.
    pub resident_free_pools: usize,
    /// gc logging (`PITHLOG`); `None` when no gc category is selected.
    pub log: Option<LogConfig>,
}

impl Eq for GcConfig {}

impl Default for GcConfig {
    /// Default nursery size (see module doc), resized by survival, all debug switches off, major
    /// collections on with growth 1.82, no heap limit, no logging.
    fn default() -> GcConfig {
        GcConfig {
            nursery_size: default_nursery_size(),
            adaptive_nursery: true,
            prefault: true,
            pretenure: Some(crate::pretenure::Policy::DEFAULT),
            step_time_limit: DEFAULT_STEP_TIME_LIMIT,
            stress: false,
            verify: false,
            count_types: false,
            major: true,
            major_growth: DEFAULT_MAJOR_GROWTH,
            max_heap: None,
            resident_free_pools: DEFAULT_RESIDENT_FREE_POOLS,
            log: None,
        }
    }
}

impl GcConfig {
    /// The default configuration adjusted by the environment variables of the
    /// module doc. A `PITHLOG` file is created (truncated) here, so an
    /// unwritable path is reported now rather than ignored later.
    pub fn from_env() -> Result<GcConfig, String> {
        let config = GcConfig::from_vars(|name| std::env::var_os(name).map(|v| v.to_string_lossy().into_owned()))?;
        if let Some(LogConfig { target: LogTarget::File(path), .. }) = &config.log {
            std::fs::File::create(path).map_err(|e| format!("{}: cannot create {}: {e}", log::ENV_LOG, path.display()))?;
        }
        Ok(config)
    }

    /// As `from_env`, reading variables through `get` (lets tests avoid the process environment).
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Result<GcConfig, String> {
        let var = |name: &str| get(name).filter(|v| !v.trim().is_empty());
        let mut config = GcConfig::default();
        if let Some(text) = var(ENV_NURSERY) {
            config.nursery_size = parse_nursery_size(&text).map_err(|e| format!("{ENV_NURSERY}={text:?}: {e}"))?;
        }
        config.adaptive_nursery = !parse_flag(ENV_NURSERY_FIXED, var(ENV_NURSERY_FIXED))?;
        if let Some(text) = var(ENV_PREFAULT) {
            config.prefault = parse_flag(ENV_PREFAULT, Some(text))?;
        }
        if let Some(text) = var(ENV_PRETENURE) {
            config.pretenure = match text.trim() {
                "0" => None,
                "1" => Some(crate::pretenure::Policy::DEFAULT),
                "eager" => Some(crate::pretenure::Policy::EAGER),
                other => return Err(format!("{ENV_PRETENURE}={other:?}: expected 0, 1 or eager")),
            };
        }
        if parse_flag(ENV_STRESS, var(ENV_STRESS))? {
            config.stress = true;
            config.verify = true;
        }
        config.verify |= parse_flag(ENV_VERIFY, var(ENV_VERIFY))?;
        config.count_types = parse_flag(ENV_TYPES, var(ENV_TYPES))?;
        if let Some(text) = var(ENV_MAJOR) {
            config.major = parse_flag(ENV_MAJOR, Some(text))?;
        }
        if let Some(text) = var(ENV_MAJOR_GROWTH) {
            config.major_growth = parse_growth(&text).map_err(|e| format!("{ENV_MAJOR_GROWTH}={text:?}: {e}"))?;
        }
        if let Some(text) = var(ENV_MAX_HEAP) {
            let size = parse_size(&text).map_err(|e| format!("{ENV_MAX_HEAP}={text:?}: {e}"))?;
            if size == 0 {
                return Err(format!("{ENV_MAX_HEAP}={text:?}: the heap limit must be positive"));
            }
            config.max_heap = Some(size);
        }
        if let Some(text) = var(log::ENV_LOG) {
            config.log = log::parse_pithlog(&text)?;
        }
        Ok(config)
    }

    /// Objects larger than this many bytes are allocated directly in old space (see module doc).
    pub fn large_object_threshold(&self) -> usize {
        (self.nursery_size / 4).min(MAX_LARGE_OBJECT_THRESHOLD)
    }
}

/// Parse a size: decimal digits, optionally followed by `K`, `M` or `G` (any case, powers of 1024).
pub fn parse_size(text: &str) -> Result<usize, String> {
    let text = text.trim();
    let digits_end = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    let (digits, suffix) = text.split_at(digits_end);
    let bad = || format!("cannot parse size {text:?} (expected e.g. 65536, 512K, 8M)");
    let shift = match suffix {
        "" => 0,
        "k" | "K" => 10,
        "m" | "M" => 20,
        "g" | "G" => 30,
        _ => return Err(bad()),
    };
    let number: usize = digits.parse().map_err(|_| bad())?;
    number.checked_mul(1 << shift).ok_or_else(|| format!("size {text:?} is too large"))
}

/// Parse a nursery size and check it lies in `[MIN_NURSERY_SIZE, MAX_NURSERY_SIZE]`.
pub fn parse_nursery_size(text: &str) -> Result<usize, String> {
    let size = parse_size(text)?;
    if size < MIN_NURSERY_SIZE {
        return Err(format!("nursery size {size} is below the minimum {MIN_NURSERY_SIZE}"));
    }
    if size > MAX_NURSERY_SIZE {
        return Err(format!("nursery size {size} is above the maximum {MAX_NURSERY_SIZE}"));
    }
    Ok(size)
}

/// Parse a growth factor: a finite decimal number above 1.
pub fn parse_growth(text: &str) -> Result<f64, String> {
    let growth: f64 = text.trim().parse().map_err(|_| format!("cannot parse {text:?} as a number (e.g. 1.82)"))?;
    if !growth.is_finite() || growth <= 1.0 {
        return Err(format!("growth factor {growth} must be a finite number above 1"));
    }
    Ok(growth)
}

/// Parse a `0`/`1` switch named `name`; unset means off.
fn parse_flag(name: &str, value: Option<String>) -> Result<bool, String> {
    match value.as_deref().map(str::trim) {
        None | Some("0") => Ok(false),
        Some("1") => Ok(true),
        Some(other) => Err(format!("{name}={other:?}: expected 0 or 1")),
    }
}

/// 4 × the L2 cache size, clamped to the accepted range; 4 MiB if unknown.
pub fn default_nursery_size() -> usize {
    l2_cache_size()
        .and_then(|l2| l2.checked_mul(4))
        .map(|size| size.clamp(MIN_NURSERY_SIZE, MAX_NURSERY_SIZE))
        .unwrap_or(FALLBACK_NURSERY_SIZE)
}

/// The size of cpu0's level-2 data or unified cache, from sysfs.
pub fn l2_cache_size() -> Option<usize> {
    let entries = std::fs::read_dir(L2_CACHE_DIR).ok()?;
    entries
        .filter_map(Result::ok)
        .filter(|entry| entry.file_name().to_string_lossy().starts_with("index"))
        .find_map(|entry| l2_size_of(&entry.path()))
}

/// The size of the cache described by sysfs directory `dir`, if it is a level-2 data or unified cache.
fn l2_size_of(dir: &Path) -> Option<usize> {
    let read = |file: &str| std::fs::read_to_string(dir.join(file)).ok().map(|s| s.trim().to_owned());
    if read("level")? != "2" || read("type").is_some_and(|t| t == "Instruction") {
        return None;
    }
    parse_size(&read("size")?).ok().filter(|&size| size > 0)
}
