# strip / lstrip / rstrip with and without chars.
samples = ["  hello  ", "\t\n hi \r\n", "xxhixx", "", "   ", "abc", "..a.b.."]
for s in samples:
    print(repr(s), repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print(repr("xxhixx".strip("x")), repr("xxhixx".lstrip("x")), repr("xxhixx".rstrip("x")))
print(repr("..a.b..".strip(".")), repr("abcHELLOcba".strip("abc")))
print(repr("www.example.com".strip("cmowz.")), repr("123abc321".strip("123")))
print(repr("  x  ".strip(" ")), repr("aaaa".strip("a")), repr("ab".strip("")))
print(repr("#!# title #!#".lstrip("#! ")), repr("value;;;".rstrip(";")))
print(repr("\n\nlines\n\n".strip("\n")))
line = "   padded line with spaces    "
print("[" + line.strip() + "]", "[" + line.lstrip() + "]", "[" + line.rstrip() + "]")
tokens = ["(x)", "((y))", "[z]", "(w", "v)"]
for t in tokens:
    print(t, t.strip("()"), t.lstrip("(["), t.rstrip(")]"))
s = "---==header==---"
print(s.strip("-"), s.strip("-="), s.lstrip("-").rstrip("=-"))
cleaned = []
for raw in ["  a ", "b  ", "  c", "\td\n"]:
    cleaned.append(raw.strip())
print(cleaned, "".join(cleaned))
