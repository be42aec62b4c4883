//! "Did you mean: 'x'?" after a NameError's or an AttributeError's message,
//! as CPython 3.11 picks it: the candidate nearest to the name by an edit
//! distance where a change of case costs 1 and any other edit 2, within a
//! third of the characters involved, from at most 750 candidates of at
//! most 40 characters each.
//!
//! Must never: touch the heap (it compares strings the caller gathered).

/// The hidden attribute where a NameError keeps its suggestion (made when
/// it is raised, from the frame's names, which are gone when it prints).
pub const SUGGESTION_ATTR: &str = "__pith_suggestion__";

const MAX_CANDIDATES: usize = 750;
const MAX_LENGTH: usize = 40;
const MOVE_COST: usize = 2;
const CASE_COST: usize = 1;

fn substitution_cost(a: u8, b: u8) -> usize {
    if a == b {
        0
    } else if a.eq_ignore_ascii_case(&b) {
        CASE_COST
    } else {
        MOVE_COST
    }
}

/// The edit distance between `a` and `b`, or `max + 1` once it exceeds `max`.
fn distance(a: &[u8], b: &[u8], max: usize) -> usize {
    let common_start = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[common_start..], &b[common_start..]);
    let common_end = a.iter().rev().zip(b.iter().rev()).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[..a.len() - common_end], &b[..b.len() - common_end]);
    if a.is_empty() || b.is_empty() {
        return (a.len() + b.len()) * MOVE_COST;
    }
    if a.len() > MAX_LENGTH || b.len() > MAX_LENGTH {
        return max + 1;
    }
    let (a, b) = if b.len() < a.len() { (b, a) } else { (a, b) };
    if (b.len() - a.len()) * MOVE_COST > max {
        return max + 1;
    }
    // One row of the cost matrix, updated in place.
    let mut row: Vec<usize> = (1..=a.len()).map(|i| i * MOVE_COST).collect();
    let mut result = 0;
    for (bi, &code) in b.iter().enumerate() {
        let mut diagonal = bi * MOVE_COST;
        result = diagonal;
        let mut minimum = usize::MAX;
        for (ai, &c) in a.iter().enumerate() {
            let substitute = diagonal + substitution_cost(code, c);
            diagonal = row[ai];
            result = (result.min(diagonal) + MOVE_COST).min(substitute);
            row[ai] = result;
            minimum = minimum.min(result);
        }
        if minimum > max {
            return max + 1;
        }
    }
    result
}

/// The candidate CPython would suggest for `name`, if any.
pub fn closest<'a>(name: &str, candidates: &[&'a str]) -> Option<&'a str> {
    if candidates.len() >= MAX_CANDIDATES {
        return None;
    }
    let mut best: Option<(&str, usize)> = None;
    for &c in candidates {
        if c == name {
            continue;
        }
        let allowed = ((name.len() + c.len() + 3) * MOVE_COST / 6).min(best.map_or(usize::MAX, |(_, d)| d - 1));
        let d = distance(name.as_bytes(), c.as_bytes(), allowed);
        if d <= allowed && best.is_none_or(|(_, bd)| d < bd) {
            best = Some((c, d));
        }
    }
    best.map(|(c, _)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_as_cpython_does() {
        assert_eq!(closest("x_valu", &["x_value", "print"]), Some("x_value"));
        assert_eq!(closest("alpah", &["alpha", "beta"]), Some("alpha"));
        assert_eq!(closest("prnt", &["print", "input"]), Some("print"));
        assert_eq!(closest("Print", &["print"]), Some("print"));
        assert_eq!(closest("zzz", &["print", "input"]), None);
        assert_eq!(closest("a", &["a"]), None);
    }
}
