#[test]
fn timing() {
    for n in [1000, 2000, 4000, 8000] {
        for (name, unit) in [("call", "()"), ("sub", "[0]"), ("attr", ".b")] {
            let src = "x = a".to_string() + &unit.repeat(n);
            let t = std::time::Instant::now();
            let r = lang::parse_module(&src);
            println!("{name} {n} {:?} {:?}", t.elapsed(), r.err().map(|e| e.headline("t")));
        }
    }
}
