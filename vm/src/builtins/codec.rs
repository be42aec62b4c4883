//! `str.encode` and `bytes.decode`: the codecs pith knows (UTF-8, ASCII,
//! Latin-1) with CPython's names for them, its error handlers (strict,
//! ignore, replace, backslashreplace, and xmlcharrefreplace for encoding)
//! and its `UnicodeEncodeError` / `UnicodeDecodeError` texts.

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

/// Why decoding failed: CPython's error message, or an unknown handler's name.
pub enum DecodeError {
    Undecodable(String),
    UnknownHandler(String),
}

/// `data` decoded with `codec`, undecodable bytes handled by `errors` (a
/// handler is only looked at when a byte needs it, as in CPython). A bad
/// UTF-8 run is what CPython reports: a byte that cannot start a
/// character, the valid prefix of a sequence cut by a bad byte, or a
/// sequence cut by the end of the data.
pub fn decode(data: &[u8], codec: &Codec, errors: &str) -> Result<String, DecodeError> {
    let mut out = String::with_capacity(data.len());
    let mut i = 0;
    while i < data.len() {
        let rest = &data[i..];
        let (good, bad, reason) = match codec.limit {
            None => match std::str::from_utf8(rest) {
                Ok(s) => {
                    out.push_str(s);
                    break;
                }
                Err(e) => {
                    let good = e.valid_up_to();
                    out.push_str(std::str::from_utf8(&rest[..good]).unwrap_or_default());
                    match e.error_len() {
                        None => (good, rest.len() - good, "unexpected end of data".to_string()),
                        Some(1) if !matches!(rest[good], 0xc2..=0xf4) => (good, 1, "invalid start byte".to_string()),
                        Some(n) => (good, n, "invalid continuation byte".to_string()),
                    }
                }
            },
            Some(limit) => {
                let good = rest.iter().position(|&b| b as u32 >= limit).unwrap_or(rest.len());
                out.extend(rest[..good].iter().map(|&b| b as char));
                if good == rest.len() {
                    break;
                }
                (good, 1, format!("ordinal not in range({})", limit))
            }
        };
        let (start, end) = (i + good, i + good + bad);
        match errors {
            "strict" => {
                let what = if bad == 1 { format!("byte 0x{:02x} in position {}", data[start], start) } else { format!("bytes in position {}-{}", start, end - 1) };
                return Err(DecodeError::Undecodable(format!("'{}' codec can't decode {}: {}", codec.name, what, reason)));
            }
            "ignore" => {}
            "replace" => out.push('\u{fffd}'),
            "backslashreplace" => data[start..end].iter().for_each(|b| out.push_str(&format!("\\x{:02x}", b))),
            other => return Err(DecodeError::UnknownHandler(other.to_string())),
        }
        i = end;
    }
    Ok(out)
}
