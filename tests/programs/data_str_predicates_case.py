# str classification and case methods: isdigit/isdecimal/isnumeric/isalpha/
# isalnum/isspace/isupper/islower/istitle/isidentifier/isprintable/isascii
# on edge inputs (empty, mixed, unicode, signs), and upper/lower/title/
# capitalize/swapcase/casefold; then a password checker and identifier
# classifier built on them.
inputs = ["", "123", "-123", "12.5", "abc", "ABC", "Abc Def", "abc123", "  ", "\t\n", "a b", "Hello World",
          "hello World", "HELLO1", "x_1", "1x", "_", "café", "ÀÉÎ", "²", "٣", "MiXeD", "with-dash", "ΑΒΓ", "ß", "\x07"]
preds = ["isdigit", "isdecimal", "isnumeric", "isalpha", "isalnum", "isspace", "isupper", "islower",
         "istitle", "isidentifier", "isprintable", "isascii"]
for s in inputs:
    flags = "".join("1" if getattr(s, p)() else "." for p in preds)
    print(f"{s!r:14} {flags}")

for s in ["hello world", "HELLO", "mIxEd CaSe", "o'neil mc-donald", "3rd place", "", "ß straße", "ǅ", "i̇stanbul", "ÉCOLE"]:
    print(repr(s), s.upper(), s.lower(), s.title(), s.capitalize(), s.swapcase(), s.casefold())

def password_problems(pw):
    problems = []
    if len(pw) < 8:
        problems.append("short")
    if not any(c.isupper() for c in pw):
        problems.append("no upper")
    if not any(c.islower() for c in pw):
        problems.append("no lower")
    if not any(c.isdigit() for c in pw):
        problems.append("no digit")
    if all(c.isalnum() for c in pw):
        problems.append("no symbol")
    if any(c.isspace() for c in pw):
        problems.append("has space")
    return problems or ["ok"]
for pw in ["", "password", "Passw0rd", "Passw0rd!", "ALLUPPER123$", "has space1A!", "Ünïcödé9!x"]:
    print(repr(pw), password_problems(pw))

def classify(token):
    if token.isdigit():
        return "int"
    if token.replace(".", "", 1).isdigit():
        return "float"
    if token.isidentifier():
        return "keyword-ish" if token in ("if", "else", "while", "def") else "name"
    if token.isspace() or not token:
        return "blank"
    return "symbol"
print([(t, classify(t)) for t in ["42", "3.14", "1.2.3", "if", "x1", "_y", "9z", "+", " ", "", "..", ".5"]])

# case-insensitive comparisons and grouping
words = ["Apple", "apple", "APPLE", "Banana", "banana", "cherry", "Straße", "STRASSE"]
groups = {}
for w in words:
    groups.setdefault(w.casefold(), []).append(w)
print(groups)
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=lambda w: (w.lower(), w)))
print("".join(c.upper() if i % 2 else c.lower() for i, c in enumerate("alternating caps")))
print([c for c in "Hello, World 42!" if c.isalpha()], sum(c.isdigit() for c in "a1b2c3"), "ABC".lower().upper())
