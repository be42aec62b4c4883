//! `bench-chart IN.tsv OUT.svg`: draws the benchmark runner's results as a
//! grouped bar chart (time relative to CPython per benchmark, one bar per
//! peer, log scale), with plotters' SVG backend.
//!
//! Input: tab-separated lines `benchmark<TAB>peer<TAB>ratio` as
//! `benches/run.py` writes them.
//!
//! Must never: measure anything (it only draws what the runner measured).

use plotters::prelude::*;

struct Row {
    bench: String,
    peer: String,
    ratio: f64,
}

fn read(path: &str) -> Result<Vec<Row>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut rows = Vec::new();
    for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let parts: Vec<&str> = line.split('\t').collect();
        let [bench, peer, ratio] = parts[..] else { return Err(format!("{path}:{}: expected 3 tab-separated fields", n + 1)) };
        let ratio: f64 = ratio.trim().parse().map_err(|_| format!("{path}:{}: bad ratio {ratio:?}", n + 1))?;
        rows.push(Row { bench: bench.to_string(), peer: peer.to_string(), ratio });
    }
    Ok(rows)
}

fn draw(rows: &[Row], out: &str) -> Result<(), Box<dyn std::error::Error>> {
    let mut benches: Vec<String> = Vec::new();
    for r in rows {
        if !benches.contains(&r.bench) {
            benches.push(r.bench.clone());
        }
    }
    let mut peers: Vec<String> = Vec::new();
    for r in rows {
        if !peers.contains(&r.peer) {
            peers.push(r.peer.clone());
        }
    }
    let lo = rows.iter().map(|r| r.ratio).fold(f64::INFINITY, f64::min).max(1e-4) / 1.5;
    let hi = rows.iter().map(|r| r.ratio).fold(0.0, f64::max) * 1.5;
    let root = SVGBackend::new(out, (160 * benches.len() as u32 + 200, 520)).into_drawing_area();
    root.fill(&WHITE)?;
    let n = benches.len() as f64;
    let mut chart = ChartBuilder::on(&root)
        .caption("run time relative to CPython (lower is faster)", ("sans-serif", 22))
        .margin(20)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d(0.0..n, (lo..hi).log_scale())?;
    let labels = benches.clone();
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(benches.len() * 2 + 1)
        .x_label_formatter(&|x| {
            let i = x.floor() as usize;
            if (x - x.floor() - 0.5).abs() < 1e-6 && i < labels.len() {
                labels[i].clone()
            } else {
                String::new()
            }
        })
        .y_desc("time / CPython time")
        .draw()?;
    let width = 0.8 / peers.len() as f64;
    for (k, peer) in peers.iter().enumerate() {
        let color = Palette99::pick(k).mix(0.9);
        let bars = rows.iter().filter(|r| &r.peer == peer).filter_map(|r| {
            let i = benches.iter().position(|b| *b == r.bench)? as f64;
            let x0 = i + 0.1 + width * k as f64;
            Some(Rectangle::new([(x0, lo), (x0 + width * 0.95, r.ratio)], color.filled()))
        });
        chart.draw_series(bars)?.label(peer.as_str()).legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 10, y + 5)], Palette99::pick(k).filled()));
    }
    chart.draw_series(std::iter::once(PathElement::new(vec![(0.0, 1.0), (n, 1.0)], BLACK.stroke_width(1))))?;
    chart.configure_series_labels().border_style(BLACK).background_style(WHITE.mix(0.9)).position(SeriesLabelPosition::UpperRight).draw()?;
    root.present()?;
    Ok(())
}

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [input, output] = &args[..] else {
        eprintln!("usage: bench-chart RESULTS.tsv CHART.svg");
        return std::process::ExitCode::from(2);
    };
    let result = read(input).map_err(|e| e.into()).and_then(|rows| if rows.is_empty() { Err("no rows".into()) } else { draw(&rows, output) });
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bench-chart: {e}");
            std::process::ExitCode::from(1)
        }
    }
}
