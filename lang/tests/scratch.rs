mod common;
#[test]
fn corpus() {
    common::SPANS.store(true, std::sync::atomic::Ordering::Relaxed);
    let files = std::fs::read_to_string("/tmp/py/files.txt").unwrap();
    for (i, f) in files.split('\n').enumerate() {
        if f.is_empty() { continue; }
        let Ok(src) = std::fs::read_to_string(f) else { std::fs::write(format!("/tmp/py/out/{i}.pith"), "SKIP read\n").unwrap(); continue };
        let out = match lang::parse_module(&src) {
            Ok(m) => common::module(&m),
            Err(e) => format!("ERR {}", e.headline(f)),
        };
        std::fs::write(format!("/tmp/py/out/{i}.pith"), out + "\n").unwrap();
    }
}
#[test]
fn errors() {
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
fn stack_cases() -> Vec<(&'static str, String)> {
    vec![
        ("parens199", format!("x = {}1{}\n", "(".repeat(199), ")".repeat(199))),
        ("neg-parens", format!("x = {}1{}\n", "-(".repeat(199), ")".repeat(199))),
        ("unary399", format!("x = {}1\n", "-".repeat(399))),
        ("calls", format!("x = {}1{}\n", "f(".repeat(199), ")".repeat(199))),
        ("lists", format!("x = {}1{}\n", "[".repeat(199), "]".repeat(199))),
        ("dicts", format!("x = {}1{}\n", "{1:".repeat(199), "}".repeat(199))),
        ("lambda", format!("x = {}1\n", "lambda:".repeat(399))),
        ("ifexp", format!("x = {}1\n", "1 if 2 else ".repeat(399))),
        ("chain", format!("x = {}1\n", "1+".repeat(990))),
        ("attr", format!("x = a{}\n", ".b".repeat(990))),
        ("deep-blocks", (0..99).map(|i| format!("{}if x:\n", " ".repeat(i))).collect::<String>() + &" ".repeat(99) + "pass\n"),
    ]
}
#[test]
fn stack() {
    let kb: usize = std::env::var("STACK_KB").unwrap().parse().unwrap();
    let which = std::env::var("CASE").unwrap();
    for (name, src) in stack_cases() {
        if name != which { continue; }
        let r = std::thread::Builder::new().stack_size(kb * 1024).spawn(move || lang::parse_module(&src).map(|_| ()).map_err(|e| e.headline("t"))).unwrap().join().unwrap();
        println!("RESULT {name} {kb} {r:?}");
    }
}
#[test]
fn sizes() {
    println!("SIZES expr={} result={} diag={} stmt={} token={}", std::mem::size_of::<lang::ast::Expr>(), std::mem::size_of::<Result<lang::ast::Expr, lang::Diagnostic>>(), std::mem::size_of::<lang::Diagnostic>(), std::mem::size_of::<lang::ast::Stmt>(), std::mem::size_of::<lang::lexer::Token>());
}
