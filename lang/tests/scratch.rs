mod common;
#[test]
fn scratch() {
    let src = std::fs::read_to_string("/tmp/py/scratch.txt").unwrap();
    for case in src.split("\n====\n") {
        println!("{:?}\n  => {}", case, common::parse(case).replace('\n', "\n     "));
    }
}
#[test]
fn errors() {
    // cases.json: a JSON array of strings; parse it crudely via serde-free decoding
    let text = std::fs::read_to_string("/tmp/py/cases.json").unwrap();
    let mut out = String::new();
    for case in decode(&text) {
        let line = match lang::parse_module(&case) {
            Ok(_) => "OK".to_string(),
            Err(e) => e.headline("t.py"),
        };
        out.push_str(&line);
        out.push('\n');
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
                    'u' => { let h: String = (0..4).map(|_| chars.next().unwrap()).collect(); s.push(char::from_u32(u32::from_str_radix(&h, 16).unwrap()).unwrap()); }
                    x => panic!("{x}"),
                },
                c => s.push(c),
            }
        }
        cases.push(s);
    }
    cases
}
#[test]
fn tokens() {
    for src in ["x = 0x\n", "x = 1e+\n", "x = 1e\n", "0b\n", "1.e5 1..real 1_000.5j .5j"] {
        println!("{src:?} => {:?}", lang::lexer::tokenize(src).map(|t| t.iter().map(|t| (t.kind, t.value.clone())).collect::<Vec<_>>()));
    }
}
