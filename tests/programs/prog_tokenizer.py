# A simple tokenizer using str methods.
KEYWORDS = ["if", "else", "while", "def", "return", "print"]
def classify(word):
    if word in KEYWORDS:
        return "KW"
    if word.isdigit():
        return "INT"
    if word[0].isalpha() or word[0] == "_":
        return "IDENT"
    return "OP"
def tokenize(src):
    tokens = []
    i = 0
    n = len(src)
    while i < n:
        ch = src[i]
        if ch.isspace():
            i = i + 1
            continue
        if ch == "#":
            j = src.find("\n", i)
            if j == -1:
                break
            i = j
            continue
        if ch == '"':
            j = src.find('"', i + 1)
            tokens.append(("STR", src[i + 1:j]))
            i = j + 1
            continue
        if ch.isalpha() or ch == "_" or ch.isdigit():
            j = i
            while j < n and (src[j].isalpha() or src[j].isdigit() or src[j] == "_"):
                j = j + 1
            word = src[i:j]
            tokens.append((classify(word), word))
            i = j
            continue
        two = src[i:i + 2]
        if two in ["==", "!=", "<=", ">=", "**", "//"]:
            tokens.append(("OP", two))
            i = i + 2
            continue
        tokens.append(("OP", ch))
        i = i + 1
    return tokens
src = """def add(a, b):  # a comment
    return a + b * 2
if x_1 >= 10 and y != 3:
    print("hello, world", 42 ** 2 // 7)
"""
toks = tokenize(src)
for t in toks:
    print(t[0].ljust(6), repr(t[1]))
counts = {}
for kind, text in toks:
    counts[kind] = counts.get(kind, 0) + 1
print(counts)
print(tokenize("a==b!=c<=d"), tokenize(""), tokenize("   # only comment"))
line = "  set   name =   value with spaces  "
head, sep, tail = line.strip().partition("=")
print(repr(head.strip()), repr(sep), repr(tail.strip()), head.split())
