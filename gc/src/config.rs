//! GC configuration: defaults, environment variables, and their parsing.
//!
//! Tuning variables (read once, by [`GcConfig::from_env`]):
//!
//! | variable          | meaning                                                          |
//! |-------------------|------------------------------------------------------------------|
//! | `PITH_GC_NURSERY` | nursery size: `65536`, `512K`, `8M`, `1G` (suffix K/M/G, any case) |
//! | `PITH_GC_STRESS`  | `1`: collect at every allocation, and verify after each collection |
//! | `PITH_GC_VERIFY`  | `1`: verify after each minor collection, without stress           |
//! | `PITH_GC_TYPES`   | `1`: count allocated objects and bytes per type id                |
//!
//! Flags accept `1` and `0`; an empty variable counts as unset.
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

/// Smallest nursery accepted.
pub const MIN_NURSERY_SIZE: usize = 64 << 10;
/// Largest nursery accepted.
pub const MAX_NURSERY_SIZE: usize = 4 << 30;
/// Nursery size when the L2 cache size is unknown.
pub const FALLBACK_NURSERY_SIZE: usize = 4 << 20;
/// Upper bound of the large-object threshold.
pub const MAX_LARGE_OBJECT_THRESHOLD: usize = 64 << 10;

/// Environment variable naming the nursery size.
pub const ENV_NURSERY: &str = "PITH_GC_NURSERY";
/// Environment variable turning on stress mode (implies verify).
pub const ENV_STRESS: &str = "PITH_GC_STRESS";
/// Environment variable turning on verification after each collection.
pub const ENV_VERIFY: &str = "PITH_GC_VERIFY";
/// Environment variable turning on per-type allocation counting.
pub const ENV_TYPES: &str = "PITH_GC_TYPES";

const L2_CACHE_DIR: &str = "/sys/devices/system/cpu/cpu0/cache";

/// How the heap is set up. Built by `from_env` or by hand (tests).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GcConfig {
    /// Nursery size in bytes. `Heap::new` rounds it up to whole pages and to
    /// at least `MIN_NURSERY_SIZE`.
    pub nursery_size: usize,
    /// Collect at every allocation (the fast path always fails). Debug facility.
    pub stress: bool,
    /// Check roots and touched objects after each minor collection, and poison
    /// the dead nursery. Debug facility; a failure panics (it is a VM bug).
    pub verify: bool,
    /// Count objects and bytes allocated per type id (`GcStats::type_counts`).
    pub count_types: bool,
}

impl Default for GcConfig {
    /// Default nursery size (see module doc), all debug switches off.
    fn default() -> GcConfig {
        GcConfig { nursery_size: default_nursery_size(), stress: false, verify: false, count_types: false }
    }
}

impl GcConfig {
    /// The default configuration adjusted by the `PITH_GC_*` environment variables.
    pub fn from_env() -> Result<GcConfig, String> {
        GcConfig::from_vars(|name| std::env::var_os(name).map(|v| v.to_string_lossy().into_owned()))
    }

    /// As `from_env`, reading variables through `get` (lets tests avoid the process environment).
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Result<GcConfig, String> {
        let var = |name: &str| get(name).filter(|v| !v.trim().is_empty());
        let mut config = GcConfig::default();
        if let Some(text) = var(ENV_NURSERY) {
            config.nursery_size = parse_nursery_size(&text).map_err(|e| format!("{ENV_NURSERY}={text:?}: {e}"))?;
        }
        if parse_flag(ENV_STRESS, var(ENV_STRESS))? {
            config.stress = true;
            config.verify = true;
        }
        config.verify |= parse_flag(ENV_VERIFY, var(ENV_VERIFY))?;
        config.count_types = parse_flag(ENV_TYPES, var(ENV_TYPES))?;
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
