//! `--jit-report=FILE`: the HTML page of what the JIT did. The program
//! (`tests/report/loops.py`) gets a loop trace with a bridge and an
//! aborted recording; the page must hold a section for every trace in its
//! index, every link (`href="#..."`) must land on an element of the page,
//! each bridge must be linked from its exit and back, the aborts must be
//! listed, and nothing may be fetched from elsewhere.

use std::collections::HashSet;
use std::path::Path;
use std::process::Command;

/// The values of `attr="..."` in `html`.
fn attribute_values<'a>(html: &'a str, attr: &str) -> Vec<&'a str> {
    let key = format!("{}=\"", attr);
    html.match_indices(&key).filter_map(|(at, _)| html[at + key.len()..].split('"').next()).collect()
}

/// Runs `program` of `tests/report` with `args` and `--jit-report`,
/// checks its stdout against CPython's, and returns the page.
fn write_report(program: &str, args: &[&str]) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace root").join("tests/report");
    let page = std::env::temp_dir().join(format!("pith-report-{}-{}.html", program, std::process::id()));
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
}

#[test]
fn with_the_time_profiler_the_report_gives_each_trace_its_time() {
    let html = write_report("steady.py", &["--jit", "warmup=0,threshold=20", "--profile=/dev/null", "--profile-interval=100us"]);
    assert!(html.contains("<th>CPU time in it</th>"), "no time column");
    // The loop runs long enough that its trace gets samples.
    let times: Vec<f64> = html.match_indices(" ms</td></tr>").filter_map(|(at, _)| html[..at].rsplit('>').next()?.parse().ok()).collect();
    assert!(times.iter().any(|t| *t > 0.0), "no trace got any time: {:?}", times);
}
