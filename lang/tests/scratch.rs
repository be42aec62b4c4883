#[test]
fn errors() {
    let text = std::fs::read_to_string("/tmp/py/cases.json").unwrap();
    let mut out = String::new();
    for case in decode(&text) {
        let line = match lang::parse_module(&case) { Ok(_) => "OK".to_string(), Err(e) => e.headline("t.py") };
        out.push_str(&line); out.push('\n');
    }
    std::fs::write("/tmp/py/pith.out", out).unwrap();
}
fn decode(text: &str) -> Vec<String> {
    let mut cases = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '"' { continue; }
        let mut s = String::new();
        while let Some(c) = chars.next() {
            match c {
                '"' => break,
                '\\' => match chars.next().unwrap() {
                    'n' => s.push('\n'), 't' => s.push('\t'), 'r' => s.push('\r'), '"' => s.push('"'), '\\' => s.push('\\'), '/' => s.push('/'),
                    'f' => s.push('\x0c'), 'b' => s.push('\x08'),
                    'u' => { let h: String = (0..4).map(|_| chars.next().unwrap()).collect(); let v = u32::from_str_radix(&h, 16).unwrap();
                             if (0xD800..0xDC00).contains(&v) { chars.next(); chars.next(); let h2: String = (0..4).map(|_| chars.next().unwrap()).collect(); let lo = u32::from_str_radix(&h2, 16).unwrap(); s.push(char::from_u32(0x10000 + ((v - 0xD800) << 10) + (lo - 0xDC00)).unwrap()); } else { s.push(char::from_u32(v).unwrap()); } }
                    x => panic!("{x}"),
                },
                c => s.push(c),
            }
        }
        cases.push(s);
    }
    cases
}
