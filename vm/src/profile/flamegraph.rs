//! Writing a profile: folded stacks (`frame;frame;frame count` per line,
//! the format flame-graph tools read), or an SVG flame graph, chosen by the
//! file's extension (`.svg`; anything else gets folded stacks).
//!
//! Must never: know what a sample means (the profilers give the lines).

use std::io::Write;

/// Writes `lines` (folded stack, count) to `path`.
pub fn write_profile(path: &str, lines: &[(String, u64)], title: &str) -> std::io::Result<()> {
    let mut sorted: Vec<&(String, u64)> = lines.iter().collect();
    sorted.sort();
    let folded: Vec<String> = sorted.iter().map(|(stack, n)| format!("{} {}", stack, n)).collect();
    if path.ends_with(".svg") {
        return write_svg(path, &folded, title);
    }
    let mut f = std::io::BufWriter::new(std::fs::File::create(path)?);
    for line in &folded {
        writeln!(f, "{}", line)?;
    }
    f.flush()
}

/// An SVG flame graph of the folded lines (made by the inferno crate).
fn write_svg(path: &str, folded: &[String], title: &str) -> std::io::Result<()> {
    let mut options = inferno::flamegraph::Options::default();
    options.title = title.to_string();
    options.count_name = "samples".to_string();
    let mut f = std::io::BufWriter::new(std::fs::File::create(path)?);
    inferno::flamegraph::from_lines(&mut options, folded.iter().map(String::as_str), &mut f).map_err(|e| std::io::Error::other(e.to_string()))?;
    f.flush()
}
