# repr() of strings: quote selection and escapes.
samples = ["plain", "it's", 'a"b', "both ' and \"", "\n\t\\", "", " ", "\r\x00\x1f\x7f",
           "tab\tend", "é€", "back\\slash\\", "'", '"', "''\"\"", "\x01\x02", "a\nb'c"]
for s in samples:
    print(repr(s), len(repr(s)), str(s) == s)
print(repr("it's"))
print(repr('a"b'))
print(repr('\n\t\\'))
print(["it's", 'a"b', "x\ny", ""])
print(("q'", '"q'))
print({"k'ey": "v\"al"})
print(repr(repr("x")), repr(repr("it's")))
print(str("abc"), repr("abc"), str(repr("abc")))
quotes = ""
for ch in "'\"":
    quotes = quotes + ch
    print(repr(quotes), repr(ch * 2))
esc = ["\\n", "\\t", "a\\", "\\\\"]
for e in esc:
    print(e, repr(e), len(e))
