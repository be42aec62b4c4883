//! `str.encode`: the codecs pith knows (UTF-8, ASCII, Latin-1) with
//! CPython's names for them, its error handlers (strict, ignore, replace,
//! backslashreplace, xmlcharrefreplace) and its `UnicodeEncodeError` text.

/// A codec: its canonical name and the first code point it cannot encode
/// (None for UTF-8, which encodes everything).
pub struct Codec {
    pub name: &'static str,
    limit: Option<u32>,
}

/// The codec an encoding name stands for (case, `-` and `_` ignored as CPython's aliases do).
pub fn lookup(encoding: &str) -> Option<Codec> {
    let key: String = encoding.to_ascii_lowercase().chars().filter(|c| *c != '-' && *c != '_' && *c != ' ').collect();
    Some(match key.as_str() {
        "utf8" | "u8" | "utf" => Codec { name: "utf-8", limit: None },
        "ascii" | "usascii" | "646" => Codec { name: "ascii", limit: Some(128) },
        "latin1" | "latin" | "l1" | "iso88591" | "8859" | "cp819" => Codec { name: "latin-1", limit: Some(256) },
        _ => return None,
    })
}

/// Why encoding failed: CPython's error message, or an unknown handler's name.
pub enum EncodeError {
    Unencodable(String),
    UnknownHandler(String),
}

/// `text` encoded with `codec`, unencodable characters handled by `errors`.
pub fn encode(text: &str, codec: &Codec, errors: &str) -> Result<Vec<u8>, EncodeError> {
    let Some(limit) = codec.limit else { return Ok(text.as_bytes().to_vec()) };
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        if (chars[i] as u32) < limit {
            out.push(chars[i] as u8);
            i += 1;
            continue;
        }
        let end = (i..chars.len()).find(|&k| (chars[k] as u32) < limit).unwrap_or(chars.len());
        match errors {
            "strict" => return Err(EncodeError::Unencodable(message(codec, &chars, i, end, limit))),
            "ignore" => {}
            "replace" => out.extend(std::iter::repeat(b'?').take(end - i)),
            "backslashreplace" => chars[i..end].iter().for_each(|c| out.extend(escape(*c).bytes())),
            "xmlcharrefreplace" => chars[i..end].iter().for_each(|c| out.extend(format!("&#{};", *c as u32).bytes())),
            other => return Err(EncodeError::UnknownHandler(other.to_string())),
        }
        i = end;
    }
    Ok(out)
}

/// `\xe9`, `\u20ac` or `\U0001f600`, as CPython writes a character it cannot show.
fn escape(c: char) -> String {
    match c as u32 {
        n if n < 0x100 => format!("\\x{:02x}", n),
        n if n < 0x10000 => format!("\\u{:04x}", n),
        n => format!("\\U{:08x}", n),
    }
}

fn message(codec: &Codec, chars: &[char], start: usize, end: usize, limit: u32) -> String {
    let what = if end - start == 1 { format!("character '{}' in position {}", escape(chars[start]), start) } else { format!("characters in position {}-{}", start, end - 1) };
    format!("'{}' codec can't encode {}: ordinal not in range({})", codec.name, what, limit)
}
