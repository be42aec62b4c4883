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

/// An SVG flame graph of the folded lines (made by the inferno crate); with
/// no lines, an image that says so (the program ended before the first
/// sample), not the graph tool's error text.
fn write_svg(path: &str, folded: &[String], title: &str) -> std::io::Result<()> {
    if folded.is_empty() {
        let text = format!("{title}: no samples (the program ended before the first one)");
        let svg = format!("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1200\" height=\"60\"><text x=\"10\" y=\"35\" font-family=\"Verdana\" font-size=\"16\">{text}</text></svg>\n");
        return std::fs::write(path, svg);
    }
    let mut options = inferno::flamegraph::Options::default();
    options.title = title.to_string();
    options.count_name = "samples".to_string();
    let mut f = std::io::BufWriter::new(std::fs::File::create(path)?);
    inferno::flamegraph::from_lines(&mut options, folded.iter().map(String::as_str), &mut f).map_err(|e| std::io::Error::other(e.to_string()))?;
    f.flush()
}
