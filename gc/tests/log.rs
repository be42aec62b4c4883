//! PITHLOG parsing and the PyPy-style log sections.

mod common;

use common::*;
use gc::log::parse_pithlog;
use gc::{GcConfig, Heap, LogConfig, LogTarget};

#[test]
fn pithlog_selects_gc_categories_and_a_file() {
    let all = parse_pithlog("gc:/tmp/x.log").unwrap().unwrap();
    assert_eq!(all, LogConfig { minor: true, major: true, hardware: true, pretenure: true, target: LogTarget::File("/tmp/x.log".into()) });
    let minor = parse_pithlog("gc-minor:-").unwrap().unwrap();
    assert!(minor.minor && !minor.major && !minor.hardware && minor.target == LogTarget::Stderr);
    let mixed = parse_pithlog("jit-log-opt,gc-major, gc-hardware:out").unwrap().unwrap();
    assert!(!mixed.minor && mixed.major && mixed.hardware);
    assert_eq!(parse_pithlog("jit-summary,jit-log-opt:-"), Ok(None), "other crates' categories are ignored");
}

#[test]
fn bad_pithlog_values_are_errors() {
    for bad in ["gc-minor", "gc-minor:", "gc-minr:-", "gc-minor,,gc-major:-", ":-"] {
        let err = parse_pithlog(bad).unwrap_err();
        assert!(err.contains("PITHLOG"), "{bad:?}: {err}");
    }
    let err = GcConfig::from_vars(|name| (name == "PITHLOG").then(|| "gc-everything:-".to_string())).unwrap_err();
    assert!(err.contains("unknown gc log category"), "{err}");
    let config = GcConfig::from_vars(|name| (name == "PITHLOG").then(|| "gc-minor:log.txt".to_string())).unwrap();
    assert_eq!(config.log.unwrap().target, LogTarget::File("log.txt".into()));
}

/// The sections of a log: (start timestamp, name, body lines, end timestamp).
fn sections(text: &str) -> Vec<(u64, String, Vec<String>, u64)> {
    let mut out = Vec::new();
    let mut lines = text.lines();
    while let Some(open) = lines.next() {
        let (ts, rest) = open.split_once("] {").unwrap_or_else(|| panic!("not a section start: {open:?}"));
        let start = u64::from_str_radix(ts.trim_start_matches('['), 16).unwrap();
        let name = rest.to_string();
        let mut body = Vec::new();
        loop {
            let line = lines.next().expect("unterminated section");
            if let Some((ts, end_name)) = line.split_once("] ") {
                if end_name == format!("{name}}}") {
                    let end = u64::from_str_radix(ts.trim_start_matches('['), 16).unwrap();
                    out.push((start, name, body, end));
                    break;
                }
            }
            body.push(line.to_string());
        }
    }
    out
}

#[test]
fn the_log_has_hardware_minor_and_major_sections() {
    let path = std::env::temp_dir().join(format!("pith-gc-log-test-{}.log", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let log = LogConfig { minor: true, major: true, hardware: true, pretenure: true, target: LogTarget::File(path.clone()) };
    let mut heap = Heap::new(GcConfig { log: Some(log), ..manual_major_config(64 << 10) });
    let mut roots = Roots::default();
    let node = new_node(&mut heap, &mut roots, &[Init::Int(1)]);
    roots.0.push(node.as_word());
    new_old_node(&mut heap, &roots, &[Init::Int(2)]);
    heap.collect_minor(&Toy, &mut roots);
    heap.major_step(&Toy, &mut roots);
    heap.collect_full(&Toy, &mut roots);
    drop(heap);

    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let sections = sections(&text);
    let names: Vec<&str> = sections.iter().map(|s| s.1.as_str()).collect();
    assert_eq!(names[0], "gc-hardware");
    assert!(sections[0].2[0].starts_with("L2cache = "), "{:?}", sections[0].2);
    assert_eq!(sections[0].2[1], "nursery size: 65536");
    assert_eq!(names.iter().filter(|&&n| n == "gc-minor").count(), 2, "major_step skips an empty minor collection: {names:?}");
    assert!(names.iter().filter(|&&n| n == "gc-major").count() >= 3, "{names:?}");
    for window in sections.windows(2) {
        assert!(window[0].0 <= window[0].3 && window[0].3 <= window[1].0, "timestamps are monotonic");
    }
    let minor = &sections.iter().find(|s| s.1 == "gc-minor").unwrap().2;
    assert!(minor[0].starts_with("minor collect, total memory used: "));
    assert_eq!(minor[1], "total size of surviving objects: 24");
    assert_eq!(minor[2], "remembered set size: 1");
    assert_eq!(minor[3], "nursery for the next cycle: 32768", "all of it survived: the next cycle fills half");
    assert!(minor[4].starts_with("time taken: 0.0"));
    let majors: Vec<&Vec<String>> = sections.iter().filter(|s| s.1 == "gc-major").map(|s| &s.2).collect();
    assert_eq!(majors[0][0], "major collection step 1 (cycle 1), phase: marking");
    assert!(majors[0].iter().any(|l| l.starts_with("cycle started: threshold ")));
    assert!(majors[0].iter().any(|l| l == "objects traced: 1"), "{:?}", majors[0]);
    let sweep = majors.iter().find(|b| b[0].ends_with("phase: sweeping")).expect("a sweeping step");
    assert!(sweep.iter().any(|l| l.starts_with("pools swept: ")));
    assert!(sweep.iter().any(|l| l.starts_with("bytes freed: ")));
    assert!(majors.iter().any(|b| b.iter().any(|l| l.starts_with("cycle finished, live bytes: "))));
    assert!(majors.iter().all(|b| b.last().unwrap().starts_with("time taken: ")));
}

#[test]
fn logging_is_off_without_pithlog() {
    assert_eq!(GcConfig::from_vars(|_| None).unwrap().log, None);
}
