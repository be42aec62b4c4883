//! The algorithms `str` and `bytes`/`bytearray` methods share: search,
//! split, strip, replace, padding, line and tab handling.
//!
//! Both kinds of text are byte slices here: a str is its UTF-8 bytes, a
//! bytes object its bytes. What differs is the *unit* a position counts and
//! which units are whitespace or line breaks; `Units` says which.
//! 1. Substring work (find, count, split on a separator, replace) compares
//!    bytes for both: a match of valid UTF-8 inside valid UTF-8 always
//!    starts and ends on character boundaries.
//! 2. Per-unit work (whitespace splits, strip sets, padding widths, the
//!    empty-pattern cases of count and replace, start/end windows) steps by
//!    characters for str and by bytes for bytes.
//! 3. Results are byte ranges into the input or new byte vectors; the
//!    caller slices its own `&str` / `&[u8]` and builds its own objects, so
//!    a str result cut at those ranges is valid UTF-8.
//!
//! Must never: touch the heap or `Value`s (callers copy heap text first).

use super::str_methods::ucd;
use memchr::memmem;
use std::ops::Range;

/// What one position of a text is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Units {
    /// Characters of UTF-8 text (`str`); Python's whitespace and line breaks.
    Chars,
    /// Single bytes (`bytes`, `bytearray`); ASCII whitespace, `\n` and `\r`.
    Bytes,
}

impl Units {
    /// The unit starting at byte `i` (< `s.len()`): its code and byte length.
    #[inline]
    pub fn at(self, s: &[u8], i: usize) -> (u32, usize) {
        let b = s[i];
        if self == Units::Bytes || b < 0x80 {
            return (b as u32, 1);
        }
        let (len, lead) = match b {
            0xc0..=0xdf => (2, b & 0x1f),
            0xe0..=0xef => (3, b & 0x0f),
            _ => (4, b & 0x07),
        };
        let len = len.min(s.len() - i);
        let c = s[i + 1..i + len].iter().fold(lead as u32, |c, &x| (c << 6) | (x & 0x3f) as u32);
        (c, len)
    }

    /// The unit ending at byte `end` (> 0): its code and its first byte.
    #[inline]
    pub fn before(self, s: &[u8], end: usize) -> (u32, usize) {
        let mut start = end - 1;
        if self == Units::Chars {
            while start > 0 && s[start] & 0xc0 == 0x80 {
                start -= 1;
            }
        }
        (self.at(s, start).0, start)
    }

    /// How many units `s` has.
    pub fn count(self, s: &[u8]) -> usize {
        match self {
            Units::Bytes => s.len(),
            Units::Chars => s.iter().filter(|&&b| b & 0xc0 != 0x80).count(),
        }
    }

    /// The byte offset of unit `k` (the end of `s` for `k` past it).
    pub fn offset(self, s: &[u8], k: usize) -> usize {
        match self {
            Units::Bytes => k.min(s.len()),
            Units::Chars => s.iter().enumerate().filter(|(_, &b)| b & 0xc0 != 0x80).nth(k).map_or(s.len(), |(i, _)| i),
        }
    }

    /// The unit index of byte offset `b` (a unit boundary).
    pub fn index(self, s: &[u8], b: usize) -> usize {
        self.count(&s[..b])
    }

    pub fn is_space(self, c: u32) -> bool {
        match self {
            Units::Bytes => matches!(c, 0x20 | 0x09..=0x0d),
            Units::Chars => char::from_u32(c).is_some_and(ucd::is_space),
        }
    }

    fn is_line_break(self, c: u32) -> bool {
        match self {
            Units::Bytes => c == 0x0a || c == 0x0d,
            Units::Chars => matches!(c, 0x0a..=0x0d | 0x1c..=0x1e | 0x85 | 0x2028 | 0x2029),
        }
    }

    /// The first byte at or after `i` that does not start a whitespace unit.
    fn skip_space(self, s: &[u8], mut i: usize) -> usize {
        while i < s.len() {
            let (c, l) = self.at(s, i);
            if !self.is_space(c) {
                break;
            }
            i += l;
        }
        i
    }

    /// The first byte at or after `i` that starts a whitespace unit (or the end).
    fn find_space(self, s: &[u8], mut i: usize) -> usize {
        while i < s.len() {
            let (c, l) = self.at(s, i);
            if self.is_space(c) {
                break;
            }
            i += l;
        }
        i
    }

    /// The end of the last non-whitespace unit at or before `end` (0 if none).
    fn skip_space_back(self, s: &[u8], mut end: usize) -> usize {
        while end > 0 {
            let (c, start) = self.before(s, end);
            if !self.is_space(c) {
                break;
            }
            end = start;
        }
        end
    }

    /// The end of the last whitespace unit at or before `end` (0 if none).
    fn find_space_back(self, s: &[u8], mut end: usize) -> usize {
        while end > 0 {
            let (c, start) = self.before(s, end);
            if self.is_space(c) {
                break;
            }
            end = start;
        }
        end
    }
}

/// The byte range of `s[start:end]` (unit indexes, None for a bound not
/// given; negative ones count from the end, both are clamped), or None when
/// the window is empty because `start` lies past `end` or past the end of
/// `s`: there even an empty pattern is not found, as in CPython.
pub fn window(u: Units, s: &[u8], start: Option<i64>, end: Option<i64>) -> Option<Range<usize>> {
    let n = u.count(s) as i64;
    let norm = |v: i64| if v < 0 { (v + n).max(0) } else { v };
    let start = start.map_or(0, norm);
    let end = end.map_or(n, norm).min(n);
    if start > end {
        return None;
    }
    Some(u.offset(s, start as usize)..u.offset(s, end as usize))
}

pub fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    memmem::find(hay, needle)
}

pub fn rfind(hay: &[u8], needle: &[u8]) -> Option<usize> {
    memmem::rfind(hay, needle)
}

/// Non-overlapping occurrences of `needle`; an empty one matches between
/// units (and at both ends).
pub fn count(u: Units, hay: &[u8], needle: &[u8]) -> usize {
    if needle.is_empty() {
        return u.count(hay) + 1;
    }
    memmem::find_iter(hay, needle).count()
}

/// `split(sep, maxsplit)` with a non-empty separator: at most `max` splits from the left.
pub fn split_sep(s: &[u8], sep: &[u8], max: usize) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut start = 0;
    for p in memmem::find_iter(s, sep) {
        if out.len() >= max {
            break;
        }
        out.push(start..p);
        start = p + sep.len();
    }
    out.push(start..s.len());
    out
}

/// `rsplit(sep, maxsplit)` with a non-empty separator: at most `max` splits from the right.
pub fn rsplit_sep(s: &[u8], sep: &[u8], max: usize) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut end = s.len();
    for p in memmem::rfind_iter(s, sep) {
        if out.len() >= max {
            break;
        }
        out.push(p + sep.len()..end);
        end = p;
    }
    out.push(0..end);
    out.reverse();
    out
}

/// `split()` on runs of whitespace: at most `max` splits; the last piece
/// keeps its trailing whitespace.
pub fn split_whitespace(u: Units, s: &[u8], max: usize) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut i = u.skip_space(s, 0);
    while i < s.len() {
        if out.len() >= max {
            out.push(i..s.len());
            break;
        }
        let end = u.find_space(s, i);
        out.push(i..end);
        i = u.skip_space(s, end);
    }
    out
}

/// `rsplit()` on runs of whitespace, from the right.
pub fn rsplit_whitespace(u: Units, s: &[u8], max: usize) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut end = u.skip_space_back(s, s.len());
    while end > 0 {
        if out.len() >= max {
            out.push(0..end);
            break;
        }
        let start = u.find_space_back(s, end);
        out.push(start..end);
        end = u.skip_space_back(s, start);
    }
    out.reverse();
    out
}

/// What `strip` keeps: the range left after removing, from the chosen
/// ends, units found in `chars` (whitespace when None).
pub fn strip(u: Units, s: &[u8], chars: Option<&[u8]>, left: bool, right: bool) -> Range<usize> {
    let set: Option<Vec<u32>> = chars.map(|c| {
        let mut v = Vec::new();
        let mut i = 0;
        while i < c.len() {
            let (code, l) = u.at(c, i);
            v.push(code);
            i += l;
        }
        v
    });
    let strips = |c: u32| match &set {
        Some(set) => set.contains(&c),
        None => u.is_space(c),
    };
    let (mut start, mut end) = (0, s.len());
    if left {
        while start < end {
            let (c, l) = u.at(s, start);
            if !strips(c) {
                break;
            }
            start += l;
        }
    }
    if right {
        while end > start {
            let (c, first) = u.before(s, end);
            if !strips(c) {
                break;
            }
            end = first;
        }
    }
    start..end
}

/// `s` with the first `max` occurrences of `old` replaced by `new`; an
/// empty `old` inserts `new` before every unit and at the end.
pub fn replace(u: Units, s: &[u8], old: &[u8], new: &[u8], max: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    if old.is_empty() {
        let (mut i, mut done) = (0, 0);
        loop {
            if done < max {
                out.extend_from_slice(new);
                done += 1;
            }
            if i >= s.len() {
                break;
            }
            let l = u.at(s, i).1;
            out.extend_from_slice(&s[i..i + l]);
            i += l;
        }
        return out;
    }
    let mut last = 0;
    for p in memmem::find_iter(s, old).take(max) {
        out.extend_from_slice(&s[last..p]);
        out.extend_from_slice(new);
        last = p + old.len();
    }
    out.extend_from_slice(&s[last..]);
    out
}

/// `s` padded with `fill` (one unit's bytes) to `width` units: `align` is
/// '<' (ljust), '>' (rjust) or '^' (center, the odd unit on the left when
/// the width is odd, as CPython does). None when `s` is that wide already.
pub fn pad(u: Units, s: &[u8], width: usize, fill: &[u8], align: char) -> Option<Vec<u8>> {
    let len = u.count(s);
    if width <= len {
        return None;
    }
    let n = width - len;
    let left = match align {
        '<' => 0,
        '>' => n,
        _ => n / 2 + (n & width & 1),
    };
    let mut out = Vec::with_capacity(s.len() + n * fill.len());
    (0..left).for_each(|_| out.extend_from_slice(fill));
    out.extend_from_slice(s);
    (left..n).for_each(|_| out.extend_from_slice(fill));
    Some(out)
}

/// `zfill(width)`: zeros after a leading sign; None when wide enough.
pub fn zfill(u: Units, s: &[u8], width: usize) -> Option<Vec<u8>> {
    let len = u.count(s);
    if width <= len {
        return None;
    }
    let sign = usize::from(matches!(s.first(), Some(b'+' | b'-')));
    let mut out = Vec::with_capacity(s.len() + width - len);
    out.extend_from_slice(&s[..sign]);
    out.resize(sign + width - len, b'0');
    out.extend_from_slice(&s[sign..]);
    Some(out)
}

/// `splitlines(keepends)`: the lines, without their break unless `keep`
/// (`\r\n` is one break).
pub fn splitlines(u: Units, s: &[u8], keep: bool) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let (mut start, mut i) = (0, 0);
    while i < s.len() {
        let (c, l) = u.at(s, i);
        if !u.is_line_break(c) {
            i += l;
            continue;
        }
        let mut end = i + l;
        if c == 0x0d && s.get(end) == Some(&b'\n') {
            end += 1;
        }
        out.push(start..if keep { end } else { i });
        start = end;
        i = end;
    }
    if start < s.len() {
        out.push(start..s.len());
    }
    out
}

/// The length in bytes of `expandtabs(tabsize)`'s result (checked by the
/// caller before `expandtabs` builds it).
pub fn expanded_len(u: Units, s: &[u8], tabsize: usize) -> u128 {
    let mut total: u128 = 0;
    let mut col: u128 = 0;
    tab_walk(u, s, |unit, is_tab| {
        if is_tab {
            let n = if tabsize > 0 { tabsize as u128 - col % tabsize as u128 } else { 0 };
            total += n;
            col += n;
        } else {
            total += unit.len() as u128;
            col = if unit == b"\n" || unit == b"\r" { 0 } else { col + 1 };
        }
    });
    total
}

/// Tabs become spaces up to the next multiple of `tabsize` columns
/// (counted from the last `\n` or `\r`).
pub fn expandtabs(u: Units, s: &[u8], tabsize: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut col = 0usize;
    tab_walk(u, s, |unit, is_tab| {
        if is_tab {
            if tabsize > 0 {
                let n = tabsize - col % tabsize;
                out.resize(out.len() + n, b' ');
                col += n;
            }
        } else {
            out.extend_from_slice(unit);
            col = if unit == b"\n" || unit == b"\r" { 0 } else { col + 1 };
        }
    });
    out
}

/// Calls `f` on each unit's bytes, saying whether it is a tab.
fn tab_walk<'a>(u: Units, s: &'a [u8], mut f: impl FnMut(&'a [u8], bool)) {
    let mut i = 0;
    while i < s.len() {
        let l = u.at(s, i).1;
        f(&s[i..i + l], s[i] == b'\t');
        i += l;
    }
}

/// `partition(sep)` (`rpartition` when `right`) with a non-empty `sep`:
/// the ranges before, of and after its first (last) occurrence; without
/// one, all of `s` is the first part (the last for `rpartition`).
pub fn partition(s: &[u8], sep: &[u8], right: bool) -> [Range<usize>; 3] {
    let n = s.len();
    match if right { rfind(s, sep) } else { find(s, sep) } {
        Some(p) => [0..p, p..p + sep.len(), p + sep.len()..n],
        None if right => [0..0, 0..0, 0..n],
        None => [0..n, n..n, n..n],
    }
}
