//! Configuration: size parsing and the environment variables (read through `from_vars`).

use gc::config::{parse_nursery_size, parse_size, GcConfig, MIN_NURSERY_SIZE};

fn vars(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
    move |name| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
}

#[test]
fn sizes_parse_with_suffixes() {
    assert_eq!(parse_size("8M"), Ok(8 << 20));
    assert_eq!(parse_size("512K"), Ok(512 << 10));
    assert_eq!(parse_size("512k"), Ok(512 << 10));
    assert_eq!(parse_size("65536"), Ok(65536));
    assert_eq!(parse_size(" 1G "), Ok(1 << 30));
}

#[test]
fn bad_sizes_are_errors() {
    for bad in ["", "M", "8X", "8MB", "-1", "1.5M", "0x100", "99999999999999999999G"] {
        assert!(parse_size(bad).is_err(), "{bad:?} should not parse");
    }
    assert!(parse_nursery_size("1K").unwrap_err().contains("minimum"));
    assert_eq!(parse_nursery_size("64K"), Ok(MIN_NURSERY_SIZE));
}

#[test]
fn environment_overrides_defaults() {
    let config = GcConfig::from_vars(vars(&[("PITH_GC_NURSERY", "8M")])).unwrap();
    assert_eq!(config.nursery_size, 8 << 20);
    assert!(!config.stress && !config.verify && !config.count_types);

    let config = GcConfig::from_vars(vars(&[("PITH_GC_STRESS", "1")])).unwrap();
    assert!(config.stress && config.verify, "stress implies verify");

    let config = GcConfig::from_vars(vars(&[("PITH_GC_VERIFY", "1"), ("PITH_GC_TYPES", "1")])).unwrap();
    assert!(!config.stress && config.verify && config.count_types);

    let config = GcConfig::from_vars(vars(&[("PITH_GC_NURSERY", ""), ("PITH_GC_STRESS", "0")])).unwrap();
    assert_eq!(config, GcConfig::default(), "empty and 0 mean unset");
}

#[test]
fn bad_environment_values_are_errors_not_panics() {
    let err = GcConfig::from_vars(vars(&[("PITH_GC_NURSERY", "lots")])).unwrap_err();
    assert!(err.contains("PITH_GC_NURSERY") && err.contains("lots"), "{err}");
    let err = GcConfig::from_vars(vars(&[("PITH_GC_STRESS", "yes")])).unwrap_err();
    assert!(err.contains("PITH_GC_STRESS"), "{err}");
}

#[test]
fn default_nursery_is_four_l2_caches_or_4m() {
    let expected = gc::config::l2_cache_size().map_or(4 << 20, |l2| (4 * l2).max(MIN_NURSERY_SIZE));
    assert_eq!(GcConfig::default().nursery_size, expected);
}

#[test]
fn large_object_threshold_is_a_quarter_nursery_capped_at_64k() {
    let with = |nursery_size| GcConfig { nursery_size, ..GcConfig::default() }.large_object_threshold();
    assert_eq!(with(64 << 10), 16 << 10);
    assert_eq!(with(128 << 10), 32 << 10);
    assert_eq!(with(4 << 20), 64 << 10);
}

#[test]
fn major_collection_variables() {
    let config = GcConfig::default();
    assert!(config.major && config.major_growth == 1.82 && config.max_heap.is_none() && config.log.is_none());
    let config = GcConfig::from_vars(vars(&[
        ("PITH_GC_MAJOR", "0"),
        ("PITH_GC_MAJOR_GROWTH", "2.5"),
        ("PITH_MAX_HEAP", "512M"),
    ]))
    .unwrap();
    assert!(!config.major);
    assert_eq!(config.major_growth, 2.5);
    assert_eq!(config.max_heap, Some(512 << 20));
    assert!(GcConfig::from_vars(vars(&[("PITH_GC_MAJOR", "1")])).unwrap().major);
}

#[test]
fn the_nursery_is_resized_unless_pinned() {
    assert!(GcConfig::default().adaptive_nursery);
    assert!(!GcConfig::from_vars(vars(&[("PITH_GC_NURSERY_FIXED", "1")])).unwrap().adaptive_nursery);
    assert!(GcConfig::from_vars(vars(&[("PITH_GC_NURSERY_FIXED", "0")])).unwrap().adaptive_nursery);
    let err = GcConfig::from_vars(vars(&[("PITH_GC_NURSERY_FIXED", "yes")])).unwrap_err();
    assert!(err.contains("PITH_GC_NURSERY_FIXED"), "{err}");
}

#[test]
fn bad_major_collection_values_are_errors() {
    for (name, value) in [
        ("PITH_GC_MAJOR_GROWTH", "fast"),
        ("PITH_GC_MAJOR_GROWTH", "0.5"),
        ("PITH_GC_MAJOR_GROWTH", "1"),
        ("PITH_GC_MAJOR_GROWTH", "NaN"),
        ("PITH_GC_MAJOR_GROWTH", "inf"),
        ("PITH_MAX_HEAP", "lots"),
        ("PITH_MAX_HEAP", "0"),
        ("PITH_GC_MAJOR", "no"),
    ] {
        let pairs: &'static [(&'static str, &'static str)] = Box::leak(Box::new([(name, value)]));
        let err = GcConfig::from_vars(vars(pairs)).unwrap_err();
        assert!(err.contains(name), "{name}={value}: {err}");
    }
}
