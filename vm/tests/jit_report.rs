//! `--jit-report=FILE`: the HTML page of what the JIT did. The program
//! (`tests/report/loops.py`) gets a loop trace with a bridge and an
//! aborted recording; the page must hold a section for every trace in its
//! index, every link (`href="#..."`) must land on an element of the page,
//! each bridge must be linked from its exit and back, the aborts must be
//! listed, and nothing may be fetched from elsewhere. A real browser then
//! renders the page and clicks through it, when one can be installed here.

use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace root").to_path_buf()
}

/// The values of `attr="..."` in `html`.
fn attribute_values<'a>(html: &'a str, attr: &str) -> Vec<&'a str> {
    let key = format!("{}=\"", attr);
    html.match_indices(&key).filter_map(|(at, _)| html[at + key.len()..].split('"').next()).collect()
}

/// Runs `program` of `tests/report` with `args` and `--jit-report`,
/// checks its stdout against CPython's, and returns the page.
fn write_report(program: &str, args: &[&str]) -> String {
    let dir = root().join("tests/report");
    // Tests run at once, some on the same program: each page its own file.
    static PAGES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let k = PAGES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let page = std::env::temp_dir().join(format!("pith-report-{}-{}-{}.html", program, std::process::id(), k));
    let out = Command::new(env!("CARGO_BIN_EXE_pith")).current_dir(&dir).args(args).arg(format!("--jit-report={}", page.display())).arg(program).output().expect("pith runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let want = std::fs::read_to_string(dir.join(program).with_extension("out")).expect("CPython's output");
    assert_eq!(String::from_utf8_lossy(&out.stdout), want);
    let html = std::fs::read_to_string(&page).expect("the report was written");
    let _ = std::fs::remove_file(&page);
    html
}

#[test]
fn report_links_every_trace_exit_and_bridge() {
    let html = write_report("loops.py", &["--jit", "warmup=0,threshold=20,trace_eagerness=10"]);

    assert!(html.starts_with("<!DOCTYPE html>") && html.trim_end().ends_with("</html>"));
    for outside in ["<script", "src=\"", "http://", "https://", "<link"] {
        assert!(!html.contains(outside), "the page refers outside itself ({})", outside);
    }
    let ids: HashSet<&str> = attribute_values(&html, "id").into_iter().collect();
    let links = attribute_values(&html, "href");
    assert!(!links.is_empty());
    for link in &links {
        let target = link.strip_prefix('#').unwrap_or_else(|| panic!("link {} leaves the page", link));
        assert!(ids.contains(target), "link {} lands nowhere", link);
    }
    let sections: Vec<&str> = ids.iter().copied().filter(|id| id.starts_with("trace-") && !id.contains("-exit-")).collect();
    assert!(sections.len() >= 2, "expected a trace and a bridge, found {:?}", sections);
    for s in &sections {
        assert!(links.contains(&format!("#{}", s).as_str()), "{} is not in the index", s);
        let body = &html[html.find(&format!("<section id=\"{}\"", s)).expect("section")..];
        let body = &body[..body.find("</section>").expect("section ends")];
        for part in ["<h3>Source</h3>", "<h3>Exits</h3>", "IR as recorded", "IR after optimization", "Machine code"] {
            assert!(body.contains(part), "{} lacks {}", s, part);
        }
    }
    // A bridge: linked from the exit it starts at, and back to that exit.
    let bridge_link = links.iter().find(|l| l.starts_with("#trace-") && !l.contains("-exit-") && html.contains(&format!(">bridge {}</a>", &l[7..]))).expect("an exit links to its bridge");
    let bridge = &bridge_link[7..];
    let from = html[html.find(&format!("<section id=\"trace-{}\"", bridge)).expect("bridge section")..].split("</section>").next().unwrap_or("").to_string();
    assert!(from.contains("-exit-") && from.contains("Runs when <a href=\"#trace-"), "bridge {} does not link back to its exit", bridge);
    // Every exit row counts the times it was taken; some exit was taken.
    assert!(ids.iter().any(|id| id.contains("-exit-")));
    assert!(html.contains("<section id=\"aborts\">") && html.contains("Raise at"), "the aborted recording is not listed");
    assert!(!html.contains("CPU time in it"));
    // The IR as recorded names its constants as the optimized IR does.
    let recorded = &html[html.find("IR as recorded").expect("recorded IR")..];
    let recorded = &recorded[..recorded.find("</pre>").expect("block ends")];
    assert!(recorded.contains("[18: range_iterator]") && recorded.contains("class 6: range iterator]"), "{}", recorded);
}

/// Headless Chromium renders the page, follows every link and opens every
/// block (`scripts/browser/click_report.py`). `scripts/browser/install.sh`
/// installs Debian's Chromium and ChromeDriver when they are missing; when
/// it cannot, the test says so on the terminal and skips.
#[test]
fn the_report_works_in_a_headless_browser() {
    let skip = |why: &str| {
        // Straight to the terminal: the harness keeps a passing test's prints.
        let _ = writeln!(std::io::stderr(), "\nSKIPPED the_report_works_in_a_headless_browser: {}", why.trim());
    };
    let install = Command::new("bash").arg(root().join("scripts/browser/install.sh")).output();
    match install {
        Ok(o) if o.status.success() => {}
        Ok(o) => return skip(&format!("no headless browser could be installed: {}", String::from_utf8_lossy(&o.stdout))),
        Err(e) => return skip(&format!("bash could not run the install script: {}", e)),
    }
    let html = write_report("loops.py", &["--jit", "warmup=0,threshold=20,trace_eagerness=10"]);
    let page = std::env::temp_dir().join(format!("pith-report-browser-{}.html", std::process::id()));
    std::fs::write(&page, html).expect("the page is written");
    let out = Command::new("python3").arg(root().join("scripts/browser/click_report.py")).arg(&page).output().expect("python3 runs");
    let _ = std::fs::remove_file(&page);
    let said = String::from_utf8_lossy(&out.stdout);
    match out.status.code() {
        Some(0) => assert!(said.contains("links followed"), "{}", said),
        Some(3) => skip(&format!("Chromium is installed but did not start: {}", said)),
        _ => panic!("the page failed in the browser:\n{}{}", said, String::from_utf8_lossy(&out.stderr)),
    }
}

#[test]
fn with_the_time_profiler_the_report_gives_each_trace_its_time() {
    let html = write_report("steady.py", &["--jit", "warmup=0,threshold=20", "--profile=/dev/null", "--profile-interval=100us"]);
    assert!(html.contains("<th>CPU time in it</th>"), "no time column");
    // The loop runs long enough that its trace gets samples.
    let times: Vec<f64> = html.match_indices(" ms</td></tr>").filter_map(|(at, _)| html[..at].rsplit('>').next()?.parse().ok()).collect();
    assert!(times.iter().any(|t| *t > 0.0), "no trace got any time: {:?}", times);
}
