//! Robustness: the parser must return (Ok or Err) on any input — never panic,
//! hang or overflow the stack. Inputs come from a deterministic PRNG: random
//! characters, random token soups, mutations of valid programs, and
//! pathologically deep nesting.

use lang::Diagnostic;

/// xorshift64*: small, deterministic, good enough for input generation.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// Parses `src`; an error must point at a real position and render.
fn survives(src: &str) -> Result<(), Diagnostic> {
    let result = lang::parse_module(src).map(|_| ());
    if let Err(err) = &result {
        assert!(err.span.line >= 1 && err.span.col >= 1, "bad span {err:?} for {src:?}");
        let _ = err.render("t.py", src);
    }
    result
}

const CHARS: &[char] = &[
    'a', 'b', 'x', '_', '0', '1', '9', ' ', ' ', ' ', '\n', '\n', '\t', '\r', '\x0c', '\\', '\'', '"', '#', '(', ')', '[',
    ']', '{', '}', ':', ';', ',', '.', '=', '+', '-', '*', '/', '%', '@', '<', '>', '!', '~', '^', '&', '|', '$', '?', '`',
    'f', 'r', 'b', 'j', 'e', 'é', '€', '😀', '\u{a0}', '\u{feff}', '\0',
];

#[test]
fn random_characters() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..3000 {
        let len = rng.below(80);
        let src: String = (0..len).map(|_| rng.pick(CHARS)).collect();
        let _ = survives(&src);
    }
}

const TOKENS: &[&str] = &[
    "if", "elif", "else", "while", "for", "in", "not", "is", "and", "or", "def", "class", "return", "yield", "from",
    "import", "as", "try", "except", "except*", "finally", "with", "async", "await", "lambda", "pass", "break",
    "continue", "global", "nonlocal", "del", "assert", "raise", "match", "case", "True", "None", "x", "y", "f", "_",
    "1", "0x1F", "1.5e3", "2j", "007", "'s'", "\"t\"", "b'b'", "f'{x}'", "f'{x!r:>{w}}'", "f'{'", "'''m\nl'''", "r'\\d'",
    "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "...", "=", "==", ":=", "+=", "->", "+", "-", "*", "**", "/",
    "//", "@", "%", "<", ">", "<=", "!=", "~", "|", "&", "^", "<<", ">>", "\n", "\n", "\n    ", "\n        ", "\n  ",
    "\\\n", "#c\n", "$",
];

#[test]
fn token_soup() {
    let mut rng = Rng(0x0123_4567_89AB_CDEF);
    for _ in 0..3000 {
        let len = rng.below(40);
        let mut src = String::new();
        for _ in 0..len {
            src.push_str(rng.pick(TOKENS));
            src.push(' ');
        }
        let _ = survives(&src);
    }
}

const PROGRAMS: &[&str] = &[
    "def f(a, /, b=1, *args, c, **kw) -> int:\n    return a + b * c ** 2\n",
    "class A(B, metaclass=M):\n    x: int = 1\n    @property\n    def y(self):\n        return [i for i in range(10) if i % 2]\n",
    "try:\n    x = {k: v for k, v in d.items()}\nexcept (E, F) as e:\n    raise G from e\nelse:\n    pass\nfinally:\n    del x\n",
    "async def g():\n    async with a as b, c:\n        async for x in y:\n            await z\n",
    "x = f'{a!r:>{w}} and {b=}' 'tail' f\"{'nested'}\"\nwith (open(p) as f, open(q) as g):\n    print(*f, sep='')\n",
    "if a:\n    b = lambda x, *y, **z: (x, y, z)\nelif c:\n    d[1:2, ::3] = e @ f\nelse:\n    g = not h or i and j\n",
    "from ..pkg import (a, b as c)\nimport os.path as p\nglobal q\nassert q, 'msg'\nwhile True:\n    break\n",
];

#[test]
fn mutated_programs() {
    let mut rng = Rng(0xDEAD_BEEF_CAFE_F00D);
    for program in PROGRAMS {
        assert!(survives(program).is_ok(), "{program}");
    }
    for _ in 0..4000 {
        let mut chars: Vec<char> = rng.pick(PROGRAMS).chars().collect();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(chars.len() + 1);
            match rng.below(4) {
                0 if at < chars.len() => {
                    chars.remove(at);
                }
                1 => chars.insert(at, rng.pick(CHARS)),
                2 if at < chars.len() => {
                    let other = rng.below(chars.len());
                    chars.swap(at, other);
                }
                _ => {
                    let token: Vec<char> = rng.pick(TOKENS).chars().collect();
                    chars.splice(at..at, token);
                }
            }
        }
        let src: String = chars.into_iter().collect();
        let _ = survives(&src);
    }
}

/// Inputs nested far beyond any limit must fail cleanly.
#[test]
fn deep_nesting_is_an_error() {
    const N: usize = 100_000;
    let cases = [
        "(".repeat(N),
        "[".repeat(N) + &"]".repeat(N),
        "x = ".to_string() + &"{".repeat(N),
        "x = ".to_string() + &"-".repeat(N) + "1",
        "x = ".to_string() + &"not ".repeat(N) + "1",
        "x = ".to_string() + &"lambda: ".repeat(N) + "1",
        "x = ".to_string() + &"await ".repeat(N) + "1",
        "x = ".to_string() + &"2 ** ".repeat(N) + "2",
        "x = ".to_string() + &"1 if 2 else ".repeat(N) + "3",
        "x = ".to_string() + &"1 + ".repeat(N) + "1",
        "x = a".to_string() + &".b".repeat(N),
        "x = f".to_string() + &"()".repeat(N),
        "x = a".to_string() + &"[0]".repeat(N),
        "x = ".to_string() + &"-(".repeat(N),
        "if x:\n    pass\n".to_string() + &"elif x:\n    pass\n".repeat(N),
        (0..300).map(|i| format!("{}if x:\n", " ".repeat(i))).collect::<String>(),
        "x = ".to_string() + &"f'{".repeat(4) + &"(".repeat(190) + "1" + &")".repeat(190) + "}'",
    ];
    for src in &cases {
        let head: String = src.chars().take(30).collect();
        assert!(survives(src).is_err(), "{head:?}... parsed");
    }
}

/// Wide but shallow inputs are fine, as is nesting up to CPython's limits.
#[test]
fn wide_and_moderately_deep_inputs_parse() {
    let cases = [
        "x = ".to_string() + &"(".repeat(199) + "1" + &")".repeat(199),
        "x = ".to_string() + &"[".repeat(199) + &"]".repeat(199),
        "x = ".to_string() + &"f(".repeat(199) + &")".repeat(199),
        "x = ".to_string() + &"-".repeat(300) + "1",
        "x = ".to_string() + &"1 + ".repeat(900) + "1",
        "x = [".to_string() + &"1, ".repeat(100_000) + "]",
        "x = [".to_string() + &"(1), f(x)[0], ".repeat(30_000) + "]",
        "x = ".to_string() + &"'s' ".repeat(10_000),
        "x = ".to_string() + &"a < ".repeat(10_000) + "b",
        "x = ".to_string() + &"a or ".repeat(10_000) + "b",
        "@d\n".repeat(10_000) + "def f(): pass\n",
        "x = 1\n".repeat(50_000),
        (0..99).map(|i| format!("{}if x:\n", " ".repeat(i))).collect::<String>() + &" ".repeat(99) + "pass\n",
        "if x:\n    pass\n".to_string() + &"elif x:\n    pass\n".repeat(900),
    ];
    for src in &cases {
        let head: String = src.chars().take(30).collect();
        assert!(survives(src).is_ok(), "{head:?}... failed: {:?}", lang::parse_module(src).err());
    }
}
