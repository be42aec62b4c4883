//! Parser tests: AST shape (printed as S-expressions by `common`), spans, and
//! the exact CPython-style error headlines for malformed programs.
//!
//! The expected trees of the valid snippets were produced by CPython 3.11's
//! own `ast` module through an equivalent printer, so they double as a check
//! that pith parses like CPython.

mod common;

use common::parse;
use lang::ast::{ExprKind, StmtKind};

/// Parses each source and compares its printed statements with the expectation.
fn check(cases: &[(&str, &str)]) {
    let mut failures = Vec::new();
    for (src, want) in cases {
        let got = parse(src);
        if got != *want {
            failures.push(format!("{src:?}\n   want: {want}\n    got: {got}"));
        }
    }
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n"));
}

/// Like `check`, with `@line:col-line:col` spans after every node.
fn check_spans(cases: &[(&str, &str)]) {
    common::show_spans();
    check(cases);
}

fn expr_kind(src: &str) -> ExprKind {
    let module = lang::parse_module(src).expect("parses");
    match module.body.into_iter().next().map(|s| s.kind) {
        Some(StmtKind::Expr(e)) => e.kind,
        other => panic!("not an expression statement: {other:?}"),
    }
}

#[test]
fn precedence() {
    check(&[
        ("-2**2", "(neg (** 2 2))"),
        ("2**-1", "(** 2 (neg 1))"),
        ("2**3**2", "(** 2 (** 3 2))"),
        ("-x**-y", "(neg (** x (neg y)))"),
        ("not a == b", "(not (cmp a == b))"),
        ("not a and b", "(and (not a) b)"),
        ("a or b and c", "(or a (and b c))"),
        ("a and b or c and d", "(or (and a b) (and c d))"),
        ("a or b or c", "(or a b c)"),
        ("(a or b) or c", "(or (or a b) c)"),
        ("1 if x else 2 if y else 3", "(ifexp x 1 (ifexp y 2 3))"),
        ("(1 if x else 2) if y else 3", "(ifexp y (ifexp x 1 2) 3)"),
        ("lambda x: x or y", "(lambda (x) (or x y))"),
        ("lambda: 1 if a else 2", "(lambda () (ifexp a 1 2))"),
        ("a | b ^ c & d", "(| a (^ b (& c d)))"),
        ("a << b + c * d", "(<< a (+ b (* c d)))"),
        ("a - b - c", "(- (- a b) c)"),
        ("a / b // c % d @ e", "(@ (% (// (/ a b) c) d) e)"),
        ("~a + -b * +c", "(+ (inv a) (* (neg b) (pos c)))"),
        ("a + b * c ** d", "(+ a (* b (** c d)))"),
        ("await x ** 2", "(** (await x) 2)"),
        ("-await x", "(neg (await x))"),
        ("x if not y else z", "(ifexp (not y) x z)"),
        ("a < b | c", "(cmp a < (| b c))"),
        ("not not a", "(not (not a))"),
        ("a or not b and c", "(or a (and (not b) c))"),
    ]);
}

#[test]
fn comparisons() {
    check(&[
        ("a < b <= c", "(cmp a < b <= c)"),
        ("a == b != c", "(cmp a == b != c)"),
        ("a is not b", "(cmp a is-not b)"),
        ("a not in b", "(cmp a not-in b)"),
        ("a in b is c", "(cmp a in b is c)"),
        ("a > b >= c < d", "(cmp a > b >= c < d)"),
        ("(a < b) < c", "(cmp (cmp a < b) < c)"),
        ("a is b is not c not in d", "(cmp a is b is-not c not-in d)"),
    ]);
}

#[test]
fn numbers() {
    check(&[
        ("1_000", "1000"),
        ("0xff", "255"),
        ("0XFF", "255"),
        ("0o17", "15"),
        ("0b1010_1010", "170"),
        ("1e-3", "0.001"),
        ("1E+10", "10000000000.0"),
        (".5", "0.5"),
        ("1.", "1.0"),
        ("1_000.5", "1000.5"),
        ("3.14j", "3.14j"),
        ("10J", "10.0j"),
        ("0", "0"),
        ("00", "0"),
        ("0_0", "0"),
        ("1e5j", "100000.0j"),
        ("0xFFFFFFFFFFFFFFFFFF", "big:0xFFFFFFFFFFFFFFFFFF"),
        ("123456789012345678901234567890", "big:123456789012345678901234567890"),
        ("9223372036854775807", "9223372036854775807"),
        ("9223372036854775808", "big:9223372036854775808"),
        ("0x7fffffffffffffff", "9223372036854775807"),
        ("0x8000000000000000", "big:0x8000000000000000"),
        ("1_0.0_1e1_0", "100100000000.0"),
    ]);
}

#[test]
fn strings() {
    check(&[
        (r#"'a\tb\n'"#, r#""a\x{9}b\x{a}""#),
        (r#""quote\"inside""#, r#""quote\"inside""#),
        (r#"'''tri\nple'''"#, r#""tri\x{a}ple""#),
        (r#""""x\\y""""#, r#""x\\y""#),
        (r#"r'\d+\n'"#, r#""\\d+\\n""#),
        (r#"R'\''"#, r#""\\'""#),
        (r#"b'bytes\x00\xff'"#, r#"b"bytes\x{0}ÿ""#),
        (r#"rb'\x00'"#, r#"b"\\x00""#),
        (r#"BR'\n'"#, r#"b"\\n""#),
        ("u'unicode'", r#""unicode""#),
        (r#"'\101\7\0'"#, r#""A\x{7}\x{0}""#),
        (r#"'\x41\u00e9\U0001F600'"#, r#""Aé😀""#),
        (r#"'\d\q'"#, r#""\\d\\q""#),
        (r#"b'\u1234'"#, r#"b"\\u1234""#),
        (r#"'a' 'b' "c""#, r#""abc""#),
        ("b'a' b'b'", r#"b"ab""#),
        ("'line1\\\ncontinued'", r#""line1continued""#),
        ("'''a\nb'''", r#""a\x{a}b""#),
        (r#"'\a\b\f\v\r'"#, r#""\x{7}\x{8}\x{c}\x{b}\x{d}""#),
        (r#"'\''"#, r#""'""#),
        ("''", r#""""#),
        (r#""""""""#, r#""""#),
        ("'é€😀'", r#""é€😀""#),
    ]);
}

#[test]
fn fstrings() {
    check(&[
        ("f'plain'", r#"(f "plain")"#),
        ("f''", "(f )"),
        ("f'{x}'", "(f {x})"),
        ("f'a{x}b{y}c'", r#"(f "a" {x} "b" {y} "c")"#),
        ("f'{x!r}'", "(f {x!r})"),
        ("f'{x!s:>10}'", r#"(f {x!s:">10"})"#),
        ("f'{x!a}'", "(f {x!a})"),
        ("f'{x:{w}.{p}}'", r#"(f {x:{w} "." {p}})"#),
        ("f'{x:>{w}}'", r#"(f {x:">" {w}})"#),
        ("f'{{literal}} {x}'", r#"(f "{literal} " {x})"#),
        ("f'{x=}'", r#"(f "x=" {x!r})"#),
        ("f'{ x = }'", r#"(f " x = " {x!r})"#),
        ("f'{x=!s}'", r#"(f "x=" {x!s})"#),
        ("f'{x=:>5}'", r#"(f "x=" {x:">5"})"#),
        ("f'{a + b}'", "(f {(+ a b)})"),
        ("f'{a, b}'", "(f {(tuple a b)})"),
        (r#"f'{d["k"]}'"#, r#"(f {([] d "k")})"#),
        ("f'{x:{{}}}'", "(f {x:{(dict )}})"),
        ("'a' f'{b}' 'c'", r#"(f "a" {b} "c")"#),
        ("f'{x}' f'{y}'", "(f {x} {y})"),
        (r#"rf'\d{x}'"#, r#"(f "\\d" {x})"#),
        (r#"F'{x}\n'"#, r#"(f {x} "\x{a}")"#),
        ("f'{x!r:^{width}}'", r#"(f {x!r:"^" {width}})"#),
        ("f'{a if b else c}'", "(f {(ifexp b a c)})"),
        ("f'{3.14:.2f}'", r#"(f {3.14:".2f"})"#),
        ("f'{x:}'", "(f {x})"),
        ("f'''{\nx\n}'''", "(f {x})"),
        ("f'{x:%H:%M}'", r#"(f {x:"%H:%M"})"#),
        ("f'{x!r}{y!s}'", "(f {x!r} {y!s})"),
        ("f'{a == b}'", "(f {(cmp a == b)})"),
        ("f'{a != b}'", "(f {(cmp a != b)})"),
        ("f'{a <= b}'", "(f {(cmp a <= b)})"),
        ("f'{(x for x in y)}'", "(f {(genexp x (for x in y))})"),
        ("f'{x for x in y}'", "(f {(genexp x (for x in y))})"),
        ("f'{yield}'", "(f {(yield)})"),
        ("f'{*a,}'", "(f {(tuple (* a))})"),
    ]);
}

#[test]
fn displays() {
    check(&[
        ("()", "(tuple )"),
        ("(1,)", "(tuple 1)"),
        ("(1, 2)", "(tuple 1 2)"),
        ("(a)", "a"),
        ("[]", "[]"),
        ("[1, 2, 3,]", "[1 2 3]"),
        ("{}", "(dict )"),
        ("{1}", "{1}"),
        ("{1, 2}", "{1 2}"),
        ("{'a': 1, **m, 'b': 2}", r#"(dict "a":1 **m "b":2)"#),
        ("{**a, **b}", "(dict **a **b)"),
        ("[*a, *b]", "[(* a) (* b)]"),
        ("{*a, 1}", "{(* a) 1}"),
        ("(*a, b)", "(tuple (* a) b)"),
        ("[x for x in y]", "(listcomp x (for x in y))"),
        ("[x for x in y if x if z]", "(listcomp x (for x in y if x if z))"),
        ("[x for y in z for x in y]", "(listcomp x (for y in z) (for x in y))"),
        ("{x for x in y}", "(setcomp x (for x in y))"),
        ("{k: v for k, v in items}", "(dictcomp k:v (for (tuple k v) in items))"),
        ("(x for x in y)", "(genexp x (for x in y))"),
        ("[x async for x in y]", "(listcomp x (async for x in y))"),
        ("[(x, y) for x, y in z]", "(listcomp (tuple x y) (for (tuple x y) in z))"),
        ("[y := f(x) for x in z]", "(listcomp (:= y (call f x)) (for x in z))"),
        ("(a := 1)", "(:= a 1)"),
        ("[a := 1, b := 2]", "[(:= a 1) (:= b 2)]"),
        ("{a: b for a in c if d}", "(dictcomp a:b (for a in c if d))"),
        ("[*a, *(b, c)]", "[(* a) (* (tuple b c))]"),
    ]);
}

#[test]
fn calls() {
    check(&[
        ("f()", "(call f)"),
        ("f(a)", "(call f a)"),
        ("f(a, b=1)", "(call f a b=1)"),
        ("f(*args, **kwargs)", "(call f (* args) **kwargs)"),
        ("f(a, *b, c=1, **d)", "(call f a (* b) c=1 **d)"),
        ("f(a=1, *b)", "(call f (* b) a=1)"),
        ("f(x for x in y)", "(call f (genexp x (for x in y)))"),
        ("f((x for x in y), z)", "(call f (genexp x (for x in y)) z)"),
        ("f(a)(b)(c)", "(call (call (call f a) b) c)"),
        ("a.b.c", "(. (. a b) c)"),
        ("a.b(c).d[e]", "([] (. (call (. a b) c) d) e)"),
        ("f(a,)", "(call f a)"),
        ("f(**k, a=1)", "(call f **k a=1)"),
        ("f(a := 1)", "(call f (:= a 1))"),
        ("obj.method(1)[2:3]", "([] (call (. obj method) 1) (slice 2 3 _))"),
        ("a[1]", "([] a 1)"),
        ("a[1:2]", "([] a (slice 1 2 _))"),
        ("a[::2]", "([] a (slice _ _ 2))"),
        ("a[:]", "([] a (slice _ _ _))"),
        ("a[1:2, ::3]", "([] a (tuple (slice 1 2 _) (slice _ _ 3)))"),
        ("a[x, y]", "([] a (tuple x y))"),
        ("a[x,]", "([] a (tuple x))"),
        ("a[1:2:3]", "([] a (slice 1 2 3))"),
        ("a[*b]", "([] a (tuple (* b)))"),
        ("a[b, *c]", "([] a (tuple b (* c)))"),
        ("a[:, None]", "([] a (tuple (slice _ _ _) None))"),
        ("a[()]", "([] a (tuple ))"),
        ("a[(x, y)]", "([] a (tuple x y))"),
        ("x[a:=1]", "([] x (:= a 1))"),
    ]);
}

#[test]
fn lambdas() {
    check(&[
        ("lambda: 0", "(lambda () 0)"),
        ("lambda x: x", "(lambda (x) x)"),
        ("lambda x, y=1: x", "(lambda (x y=1) x)"),
        ("lambda *a, **k: a", "(lambda (*a **k) a)"),
        ("lambda *, k: k", "(lambda (* k) k)"),
        ("lambda a, /, b: a", "(lambda (a / b) a)"),
        ("lambda x=lambda: 1: x", "(lambda (x=(lambda () 1)) x)"),
        ("lambda *a, b=2, **c: 0", "(lambda (*a b=2 **c) 0)"),
    ]);
}

#[test]
fn statements() {
    check(&[
        ("x = 1", "(= x 1)"),
        ("a = b = 1", "(= a b 1)"),
        ("a, b = 1, 2", "(= (tuple a b) (tuple 1 2))"),
        ("x = 1,", "(= x (tuple 1))"),
        ("(a, b) = c", "(= (tuple a b) c)"),
        ("[a, *b] = c", "(= [a (* b)] c)"),
        ("a.b = c", "(= (. a b) c)"),
        ("a[b] = c", "(= ([] a b) c)"),
        ("x = yield", "(= x (yield))"),
        ("x = yield y", "(= x (yield y))"),
        ("x = await y", "(= x (await y))"),
        ("x += 1", "(+= x 1)"),
        ("x -= 1", "(-= x 1)"),
        ("x *= 2", "(*= x 2)"),
        ("x @= m", "(@= x m)"),
        ("x /= 2", "(/= x 2)"),
        ("x //= 2", "(//= x 2)"),
        ("x %= 2", "(%= x 2)"),
        ("x **= 2", "(**= x 2)"),
        ("x <<= 1", "(<<= x 1)"),
        ("x >>= 1", "(>>= x 1)"),
        ("x |= 1", "(|= x 1)"),
        ("x ^= 1", "(^= x 1)"),
        ("x &= 1", "(&= x 1)"),
        ("a.b += 1", "(+= (. a b) 1)"),
        ("a[0] -= 1", "(-= ([] a 0) 1)"),
        ("x: int", "(ann x int _)"),
        ("x: int = 1", "(ann x int 1)"),
        ("a.b: str = 's'", r#"(ann (. a b) str "s")"#),
        ("(x): int = 1", "(ann x int 1)"),
        ("a[0]: int", "(ann ([] a 0) int _)"),
        ("x: int = yield", "(ann x int (yield))"),
        ("pass", "pass"),
        ("break", "break"),
        ("continue", "continue"),
        ("return", "(return _)"),
        ("return x", "(return x)"),
        ("return a, b", "(return (tuple a b))"),
        ("return *a, b", "(return (tuple (* a) b))"),
        ("del x", "(del x)"),
        ("del x, y", "(del x y)"),
        ("del (a, b), [c]", "(del (tuple a b) [c])"),
        ("del a.b, a[0]", "(del (. a b) ([] a 0))"),
        ("del x,", "(del x)"),
        ("assert x", "(assert x _)"),
        ("assert x, 'msg'", r#"(assert x "msg")"#),
        ("raise", "(raise _ _)"),
        ("raise E", "(raise E _)"),
        ("raise E from e", "(raise E e)"),
        ("raise E(1) from None", "(raise (call E 1) None)"),
        ("global a", "(global a)"),
        ("global a, b", "(global a b)"),
        ("nonlocal a, b", "(nonlocal a b)"),
        ("import a", "(import a)"),
        ("import a.b.c", "(import a.b.c)"),
        ("import a.b as c, d", "(import a.b as c, d)"),
        ("from . import x", "(from 1 _ x)"),
        ("from .. import x", "(from 2 _ x)"),
        ("from ... import x", "(from 3 _ x)"),
        ("from .... import x", "(from 4 _ x)"),
        ("from .m import x", "(from 1 m x)"),
        ("from ..m.n import (a, b as c)", "(from 2 m.n a, b as c)"),
        ("from m import *", "(from 0 m *)"),
        ("from m import (a, b,)", "(from 0 m a, b)"),
        ("from m import a as b, c", "(from 0 m a as b, c)"),
        ("x = 1; y = 2", "(= x 1)\n(= y 2)"),
        ("x = 1;", "(= x 1)"),
        ("f(x); g(y);", "(call f x)\n(call g y)"),
        ("yield", "(yield)"),
        ("yield x", "(yield x)"),
        ("yield from x", "(yield-from x)"),
        ("await x", "(await x)"),
        ("x = *a, *b", "(= x (tuple (* a) (* b)))"),
        ("print(x)", "(call print x)"),
        ("match = 3", "(= match 3)"),
        ("match.x = 1", "(= (. match x) 1)"),
        ("match(x)", "(call match x)"),
        ("case = 1", "(= case 1)"),
        ("type = 1", "(= type 1)"),
        ("_ = 1", "(= _ 1)"),
        ("match[x]: int", "(ann ([] match x) int _)"),
        ("a, = b", "(= (tuple a) b)"),
        ("*a, b = c", "(= (tuple (* a) b) c)"),
        ("for x in y: pass", "(for x y [pass] [])"),
        ("for x, y in z: pass", "(for (tuple x y) z [pass] [])"),
        ("for x, in y: pass", "(for (tuple x) y [pass] [])"),
        ("for (a, b), c in d: pass", "(for (tuple (tuple a b) c) d [pass] [])"),
        ("for x in 1, 2: pass", "(for x (tuple 1 2) [pass] [])"),
        ("for *a, b in c: pass", "(for (tuple (* a) b) c [pass] [])"),
        ("for x in y:\n    pass\nelse:\n    pass", "(for x y [pass] [pass])"),
        ("while x: pass", "(while x [pass] [])"),
        ("while x:\n    a\nelse:\n    b", "(while x [a] [b])"),
        ("if x: pass", "(if x [pass] [])"),
        ("if x:\n    a\nelif y:\n    b\nelif z:\n    c\nelse:\n    d", "(if x [a] [(if y [b] [(if z [c] [d])])])"),
        ("if x: a; b", "(if x [a b] [])"),
        ("if (x := 1): pass", "(if (:= x 1) [pass] [])"),
        ("if x:\n    pass\nelse:\n    if y:\n        pass", "(if x [pass] [(if y [pass] [])])"),
        ("with a: pass", "(with (a _) [pass])"),
        ("with a as b: pass", "(with (a b) [pass])"),
        ("with a as b, c as d: pass", "(with (a b) (c d) [pass])"),
        ("with (a as b, c as d): pass", "(with (a b) (c d) [pass])"),
        ("with (a, b): pass", "(with (a _) (b _) [pass])"),
        ("with (a, b) as c: pass", "(with ((tuple a b) c) [pass])"),
        ("with (a): pass", "(with (a _) [pass])"),
        ("with a as (b, c): pass", "(with (a (tuple b c)) [pass])"),
        ("with (a as b,): pass", "(with (a b) [pass])"),
        ("with a as b.c, d[0] as e: pass", "(with (a (. b c)) (([] d 0) e) [pass])"),
        ("with (yield): pass", "(with ((yield) _) [pass])"),
        ("try:\n    a\nexcept:\n    b", "(try [a] (except _ _ [b]) [] [])"),
        ("try:\n    a\nexcept E:\n    b\nexcept (F, G) as e:\n    c\nelse:\n    d\nfinally:\n    f", "(try [a] (except E _ [b]) (except (tuple F G) e [c]) [d] [f])"),
        ("try:\n    a\nfinally:\n    b", "(try [a]  [] [b])"),
        ("try: a\nexcept E as e: b", "(try [a] (except E e [b]) [] [])"),
        ("def f(): pass", "(def f () -> _ [pass])"),
        ("def f(a, b=1, *args, c, d=2, **kw): pass", "(def f (a b=1 *args c d=2 **kw) -> _ [pass])"),
        ("def f(a, /, b, *, c): pass", "(def f (a / b * c) -> _ [pass])"),
        ("def f(a: int, *b: str, c: bool = True, **d: dict) -> None: pass", "(def f (a:int *b:str c:bool=True **d:dict) -> None [pass])"),
        ("def f(a, /): pass", "(def f (a /) -> _ [pass])"),
        ("def f(*, a): pass", "(def f (* a) -> _ [pass])"),
        ("def f(a=1, /, b=2): pass", "(def f (a=1 / b=2) -> _ [pass])"),
        ("def f(**k,): pass", "(def f (**k) -> _ [pass])"),
        ("def f(*args: *Ts): pass", "(def f (*args:(* Ts)) -> _ [pass])"),
        ("@dec\ndef f(): pass", "(def f () -> _ [pass] @[dec])"),
        ("@a.b(c)\n@d\ndef f(): pass", "(def f () -> _ [pass] @[(call (. a b) c) d])"),
        ("@(yield)\ndef f(): pass", "(def f () -> _ [pass] @[(yield)])"),
        ("@x := y\ndef f(): pass", "(def f () -> _ [pass] @[(:= x y)])"),
        ("async def f():\n    await x\n    async for a in b: pass\n    async with c as d: pass", "(async-def f () -> _ [(await x) (lowered 'async for' [(= $it0 (call (. b __aiter__))) (= $done0 False) (while True [(try [(= $v0 (await (call (. $it0 __anext__))))] (except StopAsyncIteration _ [(= $done0 True) break]) [] []) (= a $v0) pass] [])]) (lowered 'async with' [(= $mgr1 c) (= $exit1 (. $mgr1 __aexit__)) (= d (await (call (. $mgr1 __aenter__)))) (= $ok1 True) (try [pass] (except BaseException $exc1 [(= $ok1 False) (if (not (await (call $exit1 (. $exc1 __class__) $exc1 (. $exc1 __traceback__)))) [(raise _ _)] [])]) [] [(if $ok1 [(await (call $exit1 None None None))] [])])])])"),
        ("@dec\nasync def f(): pass", "(async-def f () -> _ [pass] @[dec])"),
        ("class A: pass", "(class A () [pass])"),
        ("class A(): pass", "(class A () [pass])"),
        ("class A(B, C): pass", "(class A (B C) [pass])"),
        ("class A(B, metaclass=M, **kw): pass", "(class A (B metaclass=M **kw) [pass])"),
        ("class A(*bases): pass", "(class A ((* bases)) [pass])"),
        ("@dec\nclass A:\n    x = 1\n    def m(self): return self", "(class A () [(= x 1) (def m (self) -> _ [(return self)])] @[dec])"),
        ("def f():\n    def g():\n        nonlocal x\n        return x\n    return g", "(def f () -> _ [(def g () -> _ [(nonlocal x) (return x)]) (return g)])"),
        ("if a:\n    if b:\n        pass\n    elif c:\n        pass\nx = 1", "(if a [(if b [pass] [(if c [pass] [])])] [])\n(= x 1)"),
        ("x = [\n    1,\n    2,\n]", "(= x [1 2])"),
        ("x = (1 +\n     2)", "(= x (+ 1 2))"),
        ("x = 1 + \\\n    2", "(= x (+ 1 2))"),
        ("if x:\n\n    # comment\n    pass\n", "(if x [pass] [])"),
        ("if x:\n\tpass", "(if x [pass] [])"),
        ("if x:\n        pass\n", "(if x [pass] [])"),
        ("x = 1  # trailing comment", "(= x 1)"),
        ("\n\n# only comments\n\nx = 1\n\n", "(= x 1)"),
        ("def f():\n    '''doc'''\n    return 1", r#"(def f () -> _ ["doc" (return 1)])"#),
    ]);
}

#[test]
fn big_ints_keep_their_text() {
    match expr_kind("0x_FFFF_FFFF_FFFF_FFFF_FF") {
        ExprKind::BigInt(text) => assert_eq!(text, "0xFFFFFFFFFFFFFFFFFF"),
        other => panic!("{other:?}"),
    }
    match expr_kind("-9223372036854775808") {
        ExprKind::UnaryOp { operand, .. } => assert!(matches!(operand.kind, ExprKind::BigInt(ref t) if t == "9223372036854775808")),
        other => panic!("{other:?}"),
    }
    assert!(matches!(expr_kind("9223372036854775807"), ExprKind::Int(i64::MAX)));
}

#[test]
fn string_values() {
    match expr_kind(r"'a\tb' 'c\\d' r'\n'") {
        ExprKind::Str(s) => assert_eq!(s, "a\tbc\\d\\n"),
        other => panic!("{other:?}"),
    }
    match expr_kind(r"b'\x00\xff' rb'\x'") {
        ExprKind::Bytes(b) => assert_eq!(b, vec![0, 255, b'\\', b'x']),
        other => panic!("{other:?}"),
    }
    match expr_kind("'''a\r\nb\rc'''") {
        ExprKind::Str(s) => assert_eq!(s, "a\nb\nc"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn spans() {
    check_spans(&[
        ("x = 1 + 2", "(= x@1:1-1:2 (+ 1@1:5-1:6 2@1:9-1:10)@1:5-1:10)@1:1-1:10"),
        ("(a) + (b)", "(+ a@1:2-1:3 b@1:8-1:9)@1:1-1:10@1:1-1:10"),
        ("f(x for x in y)", "(call f@1:1-1:2 (genexp x@1:3-1:4 (for x@1:9-1:10 in y@1:14-1:15))@1:2-1:16)@1:1-1:16@1:1-1:16"),
        ("a[1:2, ::3]", "([] a@1:1-1:2 (tuple (slice 1@1:3-1:4 2@1:5-1:6 _)@1:3-1:6 (slice _ _ 3@1:10-1:11)@1:8-1:11)@1:3-1:11)@1:1-1:12@1:1-1:12"),
        ("x = 1,", "(= x@1:1-1:2 (tuple 1@1:5-1:6)@1:5-1:7)@1:1-1:7"),
        ("if x:\n    a\nelif y:\n    b", "(if x@1:4-1:5 [a@2:5-2:6@2:5-2:6] [(if y@3:6-3:7 [b@4:5-4:6@4:5-4:6] [])@3:1-4:6])@1:1-4:6"),
        ("while x: a;", "(while x@1:7-1:8 [a@1:10-1:11@1:10-1:11] [])@1:1-1:12"),
        ("f'ab{x + y}'", "(f \"ab\" {(+ x@1:6-1:7 y@1:10-1:11)@1:6-1:11})@1:1-1:13@1:1-1:13"),
        ("f'''a\n{x}'''", "(f \"a\\x{a}\" {x@2:2-2:3})@1:1-2:7@1:1-2:7"),
        ("é = 'ü'", "(= é@1:1-1:2 \"ü\"@1:5-1:8)@1:1-1:8"),
        ("x = (1 +\n     2)", "(= x@1:1-1:2 (+ 1@1:6-1:7 2@2:6-2:7)@1:6-2:7)@1:1-2:8"),
    ]);
}

#[test]
fn definition_spans_cover_the_header() {
    let module = lang::parse_module("@dec\ndef f(a, b) -> int:\n    return a\nclass C(B):\n    pass\n").expect("parses");
    let (def, class) = (&module.body[0], &module.body[1]);
    let StmtKind::FunctionDef(f) = &def.kind else { panic!("{def:?}") };
    assert_eq!((def.span.line, def.span.col, def.span.end_line, def.span.end_col), (2, 1, 3, 13));
    assert_eq!((f.span.line, f.span.col, f.span.end_line, f.span.end_col), (2, 1, 2, 19));
    assert_eq!(f.params.args.len(), 2);
    let StmtKind::ClassDef(c) = &class.kind else { panic!("{class:?}") };
    assert_eq!((c.span.line, c.span.col, c.span.end_line, c.span.end_col), (4, 1, 4, 11));
}

#[test]
fn syntax_errors() {
    let cases: &[(&str, &str)] = &[
        // strings
        ("s = 'abc\n", "t.py:1:5: SyntaxError: unterminated string literal (detected at line 1)"),
        (r#"s = "abc"#, "t.py:1:5: SyntaxError: unterminated string literal (detected at line 1)"),
        ("s = '''abc\n\nx\n", "t.py:1:5: SyntaxError: unterminated triple-quoted string literal (detected at line 3)"),
        ("s = \"\"\"abc\n\nx", "t.py:1:5: SyntaxError: unterminated triple-quoted string literal (detected at line 3)"),
        ("s = b'abc\n", "t.py:1:5: SyntaxError: unterminated string literal (detected at line 1)"),
        ("x = 'a' b'b'\n", "t.py:1:13: SyntaxError: cannot mix bytes and nonbytes literals"),
        ("x = b'é'\n", "t.py:1:5: SyntaxError: bytes can only contain ASCII literal characters"),
        ("x = '\\xg'\n", r#"t.py:1:10: SyntaxError: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-1: truncated \xXX escape"#),
        ("x = b'\\xg'\n", r#"t.py:1:11: SyntaxError: (value error) invalid \x escape at position 0"#),
        ("x = '\\u12'\n", r#"t.py:1:11: SyntaxError: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-3: truncated \uXXXX escape"#),
        ("x = '\\U00110000'\n", "t.py:1:17: SyntaxError: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-9: illegal Unicode character"),
        // indentation
        ("x = 1\n    y = 2\n", "t.py:2:4: IndentationError: unexpected indent"),
        ("if x:\n    a\n  b\n", "t.py:3:4: IndentationError: unindent does not match any outer indentation level"),
        ("\tx = 1\n", "t.py:1:1: IndentationError: unexpected indent"),
        ("if x:\npass\n", "t.py:2:1: IndentationError: expected an indented block after 'if' statement on line 1"),
        ("if x:\n", "t.py:1:6: IndentationError: expected an indented block after 'if' statement on line 1"),
        ("def f():\nreturn\n", "t.py:2:1: IndentationError: expected an indented block after function definition on line 1"),
        ("class A:\nx\n", "t.py:2:1: IndentationError: expected an indented block after class definition on line 1"),
        ("while x:\nx\n", "t.py:2:1: IndentationError: expected an indented block after 'while' statement on line 1"),
        ("for x in y:\nx\n", "t.py:2:1: IndentationError: expected an indented block after 'for' statement on line 1"),
        ("try:\nx\n", "t.py:2:1: IndentationError: expected an indented block after 'try' statement on line 1"),
        ("with a:\nx\n", "t.py:2:1: IndentationError: expected an indented block after 'with' statement on line 1"),
        ("try:\n  x\nexcept:\nx\n", "t.py:4:1: IndentationError: expected an indented block after 'except' statement on line 3"),
        ("try:\n  x\nfinally:\nx\n", "t.py:4:1: IndentationError: expected an indented block after 'finally' statement on line 3"),
        ("if x:\n  pass\nelif y:\nx\n", "t.py:4:1: IndentationError: expected an indented block after 'elif' statement on line 3"),
        ("if x:\n  pass\nelse:\npass\n", "t.py:4:1: IndentationError: expected an indented block after 'else' statement on line 3"),
        ("def f():\n  if x:\n", "t.py:2:8: IndentationError: expected an indented block after 'if' statement on line 2"),
        ("if x:\n\tpass\n        pass\n", "t.py:3:1: TabError: inconsistent use of tabs and spaces in indentation"),
        ("def f():\n  pass\n x = 1\n", "t.py:3:7: IndentationError: unindent does not match any outer indentation level"),
        // brackets
        ("x = 1)\n", "t.py:1:6: SyntaxError: unmatched ')'"),
        (")\n", "t.py:1:1: SyntaxError: unmatched ')'"),
        ("x = (1]\n", "t.py:1:7: SyntaxError: closing parenthesis ']' does not match opening parenthesis '('"),
        ("x = (1,\n2]\n", "t.py:2:2: SyntaxError: closing parenthesis ']' does not match opening parenthesis '(' on line 1"),
        ("foo(\n", "t.py:1:4: SyntaxError: '(' was never closed"),
        ("x = [1, 2\n", "t.py:1:5: SyntaxError: '[' was never closed"),
        ("a b (\n", "t.py:1:5: SyntaxError: '(' was never closed"),
        ("x = (1 +\n", "t.py:1:5: SyntaxError: '(' was never closed"),
        ("x = ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((()))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))\n", "t.py:1:205: SyntaxError: too many nested parentheses"),
        // characters
        ("x = €\n", "t.py:1:5: SyntaxError: invalid character '€' (U+20AC)"),
        ("x = $\n", "t.py:1:5: SyntaxError: invalid syntax"),
        ("x = ?\n", "t.py:1:5: SyntaxError: invalid syntax"),
        ("x = `\n", "t.py:1:5: SyntaxError: invalid syntax"),
        ("x = 1  \n", "t.py:1:7: SyntaxError: invalid non-printable character U+00A0"),
        ("x = 1 \\ 2\n", "t.py:1:8: SyntaxError: unexpected character after line continuation character"),
        (r#"x = 1 \"#, "t.py:1:8: SyntaxError: unexpected EOF while parsing"),
        ("x = 1 \\\n", "t.py:1:8: SyntaxError: unexpected EOF while parsing"),
        // numbers
        ("x = 012\n", "t.py:1:5: SyntaxError: leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers"),
        ("x = 0_12\n", "t.py:1:5: SyntaxError: leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers"),
        ("x = 0x\n", "t.py:1:6: SyntaxError: invalid hexadecimal literal"),
        ("x = 0b12\n", "t.py:1:8: SyntaxError: invalid digit '2' in binary literal"),
        ("x = 0o8\n", "t.py:1:7: SyntaxError: invalid digit '8' in octal literal"),
        ("x = 1_\n", "t.py:1:6: SyntaxError: invalid decimal literal"),
        ("x = 1__0\n", "t.py:1:6: SyntaxError: invalid decimal literal"),
        ("x = 1abc\n", "t.py:1:5: SyntaxError: invalid decimal literal"),
        ("x = 1e+\n", "t.py:1:7: SyntaxError: invalid decimal literal"),
        ("x = 1.5x\n", "t.py:1:7: SyntaxError: invalid decimal literal"),
        ("x = 1jx\n", "t.py:1:6: SyntaxError: invalid imaginary literal"),
        ("x = 0x1g\n", "t.py:1:7: SyntaxError: invalid hexadecimal literal"),
        // colons and blocks
        ("if x\n  pass\n", "t.py:1:5: SyntaxError: expected ':'"),
        ("if x pass\n", "t.py:1:6: SyntaxError: invalid syntax"),
        ("while x\n  pass\n", "t.py:1:8: SyntaxError: expected ':'"),
        ("def f()\n  pass\n", "t.py:1:8: SyntaxError: expected ':'"),
        ("def f() pass\n", "t.py:1:9: SyntaxError: expected ':'"),
        ("class A\n  pass\n", "t.py:1:8: SyntaxError: expected ':'"),
        ("for x in y\n  pass\n", "t.py:1:11: SyntaxError: expected ':'"),
        ("try pass\n", "t.py:1:5: SyntaxError: expected ':'"),
        ("if x:\n  y\nelse pass\n", "t.py:3:6: SyntaxError: expected ':'"),
        ("def f pass\n", "t.py:1:7: SyntaxError: expected '('"),
        ("try:\n  x\nx = 1\n", "t.py:3:1: SyntaxError: expected 'except' or 'finally' block"),
        ("try:\n  x\n", "t.py:2:4: SyntaxError: expected 'except' or 'finally' block"),
        ("elif x:\n  pass\n", "t.py:1:1: SyntaxError: invalid syntax"),
        ("if x: if y: pass\n", "t.py:1:7: SyntaxError: invalid syntax"),
        ("@dec\nx = 1\n", "t.py:2:1: SyntaxError: invalid syntax"),
        // targets
        ("1 = 2\n", "t.py:1:1: SyntaxError: cannot assign to literal here. Maybe you meant '==' instead of '='?"),
        ("x = 1 = 2\n", "t.py:1:5: SyntaxError: cannot assign to literal"),
        ("(1) = 2\n", "t.py:1:2: SyntaxError: cannot assign to literal here. Maybe you meant '==' instead of '='?"),
        ("f() = 2\n", "t.py:1:1: SyntaxError: cannot assign to function call here. Maybe you meant '==' instead of '='?"),
        ("x, 1 = 2\n", "t.py:1:4: SyntaxError: cannot assign to literal here. Maybe you meant '==' instead of '='?"),
        ("[x, f()] = 2\n", "t.py:1:5: SyntaxError: cannot assign to function call"),
        ("1, x = 2\n", "t.py:1:4: SyntaxError: invalid syntax. Maybe you meant '==' or ':=' instead of '='?"),
        ("f() += 1\n", "t.py:1:1: SyntaxError: 'function call' is an illegal expression for augmented assignment"),
        ("1 += 1\n", "t.py:1:1: SyntaxError: 'literal' is an illegal expression for augmented assignment"),
        ("(a, b) += 1\n", "t.py:1:1: SyntaxError: 'tuple' is an illegal expression for augmented assignment"),
        ("x = (yield) = 1\n", "t.py:1:6: SyntaxError: cannot assign to yield expression"),
        ("x = yield = 1\n", "t.py:1:5: SyntaxError: assignment to yield expression not possible"),
        ("x, y: int\n", "t.py:1:1: SyntaxError: only single target (not tuple) can be annotated"),
        ("f(): int\n", "t.py:1:1: SyntaxError: illegal target for annotation"),
        ("del f()\n", "t.py:1:5: SyntaxError: cannot delete function call"),
        ("del 1\n", "t.py:1:5: SyntaxError: cannot delete literal"),
        ("del *a\n", "t.py:1:5: SyntaxError: cannot delete starred"),
        ("for 1 in x: pass\n", "t.py:1:5: SyntaxError: cannot assign to literal"),
        ("with a as 1: pass\n", "t.py:1:11: SyntaxError: cannot assign to literal"),
        ("[x for 1 in y]\n", "t.py:1:8: SyntaxError: cannot assign to literal"),
        ("(a.b := 1)\n", "t.py:1:2: SyntaxError: cannot use assignment expressions with attribute"),
        ("x := 1\n", "t.py:1:3: SyntaxError: invalid syntax"),
        ("if x = 1:\n  pass\n", "t.py:1:4: SyntaxError: invalid syntax. Maybe you meant '==' or ':=' instead of '='?"),
        ("if x.y = 1:\n  pass\n", "t.py:1:4: SyntaxError: cannot assign to attribute here. Maybe you meant '==' instead of '='?"),
        ("[x = 1]\n", "t.py:1:2: SyntaxError: invalid syntax. Maybe you meant '==' or ':=' instead of '='?"),
        // expressions
        ("x +\n", "t.py:1:4: SyntaxError: invalid syntax"),
        ("x = \n", "t.py:1:5: SyntaxError: invalid syntax"),
        ("x = 1 if 2\n", "t.py:1:5: SyntaxError: expected 'else' after 'if' expression"),
        ("x = a not b\n", "t.py:1:11: SyntaxError: invalid syntax"),
        ("(*a)\n", "t.py:1:2: SyntaxError: cannot use starred expression here"),
        ("[*a for a in b]\n", "t.py:1:2: SyntaxError: iterable unpacking cannot be used in comprehension"),
        ("{**a for a in b}\n", "t.py:1:2: SyntaxError: dict unpacking cannot be used in dict comprehension"),
        ("x = {1 2}\n", "t.py:1:6: SyntaxError: invalid syntax. Perhaps you forgot a comma?"),
        ("x = [1 2]\n", "t.py:1:6: SyntaxError: invalid syntax. Perhaps you forgot a comma?"),
        ("f(a b)\n", "t.py:1:3: SyntaxError: invalid syntax. Perhaps you forgot a comma?"),
        ("{1: 2, 3}\n", "t.py:1:8: SyntaxError: ':' expected after dictionary key"),
        ("{1: }\n", "t.py:1:3: SyntaxError: expression expected after dictionary key and ':'"),
        ("{1: *a}\n", "t.py:1:5: SyntaxError: cannot use a starred expression in a dictionary value"),
        ("print 'x'\n", "t.py:1:1: SyntaxError: Missing parentheses in call to 'print'. Did you mean print(...)?"),
        // calls and parameters
        ("f(a=1, b)\n", "t.py:1:9: SyntaxError: positional argument follows keyword argument"),
        ("f(**k, a)\n", "t.py:1:9: SyntaxError: positional argument follows keyword argument unpacking"),
        ("f(**k, *a)\n", "t.py:1:8: SyntaxError: iterable argument unpacking follows keyword argument unpacking"),
        ("f(x for x in y, 1)\n", "t.py:1:3: SyntaxError: Generator expression must be parenthesized"),
        ("f(x.y = 1)\n", r#"t.py:1:3: SyntaxError: expression cannot contain assignment, perhaps you meant "=="?"#),
        ("f(True=2)\n", "t.py:1:3: SyntaxError: cannot assign to True"),
        ("def f(a=1, b): pass\n", "t.py:1:12: SyntaxError: non-default argument follows default argument"),
        ("def f(*): pass\n", "t.py:1:7: SyntaxError: named arguments must follow bare *"),
        ("def f(*, **k): pass\n", "t.py:1:7: SyntaxError: named arguments must follow bare *"),
        ("def f(**k, a): pass\n", "t.py:1:12: SyntaxError: arguments cannot follow var-keyword argument"),
        ("def f(a, /, b, /): pass\n", "t.py:1:16: SyntaxError: / may appear only once"),
        ("def f(*, /): pass\n", "t.py:1:10: SyntaxError: / must be ahead of *"),
        ("def f(*a, *b): pass\n", "t.py:1:11: SyntaxError: * argument may appear only once"),
        ("def f(*a=1): pass\n", "t.py:1:9: SyntaxError: var-positional argument cannot have default value"),
        ("def f(**a=1): pass\n", "t.py:1:10: SyntaxError: var-keyword argument cannot have default value"),
        ("lambda *: 1\n", "t.py:1:9: SyntaxError: named arguments must follow bare *"),
        // imports and misc
        ("from x import a,\n", "t.py:1:17: SyntaxError: trailing comma not allowed without surrounding parentheses"),
        ("import a as b.c\n", "t.py:1:14: SyntaxError: invalid syntax"),
        ("try:\n  x\nexcept E, F:\n  pass\n", "t.py:3:8: SyntaxError: multiple exception types must be parenthesized"),
        // f-strings
        ("x = f'{}'\n", "t.py:1:10: SyntaxError: f-string: empty expression not allowed"),
        ("x = f'{x'\n", "t.py:1:10: SyntaxError: f-string: expecting '}'"),
        ("x = f'}'\n", "t.py:1:9: SyntaxError: f-string: single '}' is not allowed"),
        ("x = f'{x!z}'\n", "t.py:1:13: SyntaxError: f-string: invalid conversion character: expected 's', 'r', or 'a'"),
        ("x = f'{x)}'\n", "t.py:1:12: SyntaxError: f-string: unmatched ')'"),
        ("x = f'{#}'\n", "t.py:1:11: SyntaxError: f-string expression part cannot include '#'"),
        ("x = f'{x:{y:{z}}}'\n", "t.py:1:19: SyntaxError: f-string: expressions nested too deeply"),
        ("x = f\"{a[\"b\"]}\"\n", "t.py:1:16: SyntaxError: f-string: unmatched '['"),
        ("x = f'{(}'\n", "t.py:1:11: SyntaxError: f-string: closing parenthesis '}' does not match opening parenthesis '('"),
        ("x = f'{x!r }'\n", "t.py:1:14: SyntaxError: f-string: expecting '}'"),
        ("x = f'{x y}'\n", "t.py:1:8: SyntaxError: f-string: invalid syntax. Perhaps you forgot a comma?"),  // CPython: 1:2
        ("x = f'{*a}'\n", "t.py:1:8: SyntaxError: f-string: cannot use starred expression here"),  // CPython: 1:2
        ("x = f'{lambda: 1}'\n", "t.py:1:14: SyntaxError: f-string: invalid syntax"),  // CPython: 1:8
        ("x = f'{\\n}'\n", "t.py:1:12: SyntaxError: f-string expression part cannot include a backslash"),
        // unsupported by pith
        ("try:\n  x\nexcept* E:\n  pass\n", "t.py:3:1: NotImplementedError: 'except*' is not supported by pith"),  // CPython: OK
        ("x = '\\N{BULLET}'\n", r#"t.py:1:6: NotImplementedError: \N{...} escapes are not supported by pith"#),  // CPython: OK
        ("x = '\\ud800'\n", r#"t.py:1:6: NotImplementedError: the lone surrogate escape '\ud800' is not supported by pith"#),  // CPython: OK
        // which error wins when lexical and parser errors compete, as in CPython
        ("1 = 2\n€\n", "t.py:2:1: SyntaxError: invalid character '€' (U+20AC)"),
        ("1 = 2\nx = (\n", "t.py:1:1: SyntaxError: cannot assign to literal here. Maybe you meant '==' instead of '='?"),
        ("x = (1,\ny = 2\n", "t.py:1:5: SyntaxError: '(' was never closed"),
        ("f(a=1, b, c=2)\n", "t.py:1:14: SyntaxError: positional argument follows keyword argument"),
        ("f(a for a in b)(c for c in d, 1)\n", "t.py:1:17: SyntaxError: Generator expression must be parenthesized"),
        ("x = f'{x!r=}'\n", "t.py:1:14: SyntaxError: f-string: expecting '}'"),
        ("if x:\n    pass\n  else:\n    pass\n", "t.py:3:8: IndentationError: unindent does not match any outer indentation level"),
        ("x = [1, 2 if\n", "t.py:1:5: SyntaxError: '[' was never closed"),
        ("def f(\n    a,\n    b\n", "t.py:1:6: SyntaxError: '(' was never closed"),
        ("print(x\nprint(y)\n", "t.py:1:6: SyntaxError: '(' was never closed"),
        ("x = 'abc\\xzz' + (\n", r#"t.py:1:15: SyntaxError: (unicode error) 'unicodeescape' codec can't decode bytes in position 3-4: truncated \xXX escape"#),
        ("x = '\\xzz' 1\n", r#"t.py:1:12: SyntaxError: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-1: truncated \xXX escape"#),
        ("for x y in z: pass\n", "t.py:1:7: SyntaxError: invalid syntax"),
        ("[x for x y in z]\n", "t.py:1:8: SyntaxError: invalid syntax. Perhaps you forgot a comma?"),
        ("if x  # comment\n    pass\n", "t.py:1:7: SyntaxError: expected ':'"),
        ("x = 1 +\n\\\n", "t.py:1:8: SyntaxError: invalid syntax"),
        ("f(**k, *a)\n", "t.py:1:8: SyntaxError: iterable argument unpacking follows keyword argument unpacking"),
        ("{1: 2, **a, 3}\n", "t.py:1:13: SyntaxError: ':' expected after dictionary key"),
        ("del (a, f())\n", "t.py:1:9: SyntaxError: cannot delete function call"),
        ("x = yield = 1\n", "t.py:1:5: SyntaxError: assignment to yield expression not possible"),
        ("lambda x=1, y: 0\n", "t.py:1:13: SyntaxError: non-default argument follows default argument"),
        ("x: int, y: int = 1, 2\n", "t.py:1:7: SyntaxError: invalid syntax"),
        ("if True:\n    x = 1\n   y = 2\n", "t.py:3:9: IndentationError: unindent does not match any outer indentation level"),
        ("if x:\n    a\n\tb\n", "t.py:3:1: TabError: inconsistent use of tabs and spaces in indentation"),
        ("import a.b as\n", "t.py:1:14: SyntaxError: invalid syntax"),
        ("from . import (a, b\n", "t.py:1:15: SyntaxError: '(' was never closed"),
        ("x = 1__000\n", "t.py:1:6: SyntaxError: invalid decimal literal"),
        ("x = 0x_\n", "t.py:1:7: SyntaxError: invalid hexadecimal literal"),
        ("x = 1e1_\n", "t.py:1:8: SyntaxError: invalid decimal literal"),
        ("x = 5 .real.imag.\n", "t.py:1:18: SyntaxError: invalid syntax"),
        ("x = not\n", "t.py:1:8: SyntaxError: invalid syntax"),
        ("not\n", "t.py:1:4: SyntaxError: invalid syntax"),
        ("@\n", "t.py:1:2: SyntaxError: invalid syntax"),
        ("class A:\n    @dec\nx = 1\n", "t.py:3:1: IndentationError: unexpected unindent"),  // CPython: column 0
        ("x = 1\n  \\\ny = 2\n", "t.py:3:1: IndentationError: unexpected indent"),  // CPython: column 0
    ];
    let mut failures = Vec::new();
    for (src, want) in cases {
        let got = parse(src);
        if got != *want {
            failures.push(format!("{src:?}\n   want: {want}\n    got: {got}"));
        }
    }
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn errors_render_with_a_caret() {
    let src = "if x:\n    y = (1,\n";
    let err = lang::parse_module(src).unwrap_err();
    assert_eq!(err.render("t.py", src), "t.py:2:9: SyntaxError: '(' was never closed\n    y = (1,\n        ^\n");
}
