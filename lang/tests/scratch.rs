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
        ("fstr", format!("x = f'{{{}1{}}}'\n", "f\"{(".repeat(1).to_string() + &"(".repeat(195), ")".repeat(195) + ")}\"")),
        ("blocks+parens", (0..99).map(|i| format!("{}if x:\n", " ".repeat(i))).collect::<String>() + &" ".repeat(99) + &format!("x = {}1{}\n", "f(".repeat(199), ")".repeat(199))),
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
