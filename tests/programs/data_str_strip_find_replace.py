# strip family with and without char sets, removeprefix/removesuffix,
# replace with counts (incl. empty pattern), find/rfind/index/rindex with
# start/end (negative too), count with overlaps and ranges, startswith /
# endswith with tuples and offsets; then a template filler and a log
# scrubber built from them.
s = "  \t hello world \n "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()), repr("xxhixyx".strip("xy")), repr("abc".strip("")))
print(repr("www.example.com".strip("cmowz.")), repr("--==text==--".lstrip("-=")), repr("path///".rstrip("/")), repr("".strip()))
print("TestCase".removeprefix("Test"), "TestCase".removeprefix("X"), "file.py".removesuffix(".py"), "file.py".removesuffix(""))

t = "banana bandana"
print(t.replace("an", "AN"), t.replace("an", "", 1), t.replace("a", "a", 0), t.replace("", "-"), "abc".replace("", "|", 2))
print(t.replace("zz", "y"), "aaa".replace("aa", "b"), "".replace("", "x"), t.replace("banana", "apple").replace("apple", "pear"))
print(t.find("an"), t.find("an", 2), t.find("an", 2, 4), t.find("an", -5), t.find(""), t.find("", 100), t.find("x"))
print(t.rfind("an"), t.rfind("an", 0, 5), t.rfind(""), t.rfind("b", -7), t.index("d"), t.rindex("a"))
print(t.count("an"), t.count("a"), t.count(""), "aaaa".count("aa"), t.count("a", 7), t.count("a", -3, -1), "".count(""))
print(t.startswith("ban"), t.startswith(("x", "band"), 7), t.endswith("dana"), t.endswith(("ana", "x"), 0, 6), t.startswith(""))
for bad in [lambda: t.index("xyz"), lambda: t.rindex("q"), lambda: t.startswith(["b"]), lambda: t.replace("a")]:
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

def fill(template, values):
    out = template
    for key, val in values.items():
        out = out.replace("{{" + key + "}}", str(val))
    missing = []
    start = 0
    while True:
        i = out.find("{{", start)
        if i < 0:
            break
        j = out.find("}}", i)
        if j < 0:
            break
        missing.append(out[i + 2:j])
        start = j + 2
    return out, missing
print(fill("Dear {{name}}, you owe {{amount}}. Ref {{ref}}.", {"name": "Ann", "amount": 12.5}))
print(fill("no placeholders", {"x": 1}), fill("{{a}}{{a}}{{b", {"a": "A"}))

def scrub(line):
    for prefix in ("password=", "token="):
        i = line.find(prefix)
        while i >= 0:
            end = line.find(" ", i)
            if end < 0:
                end = len(line)
            line = line[:i + len(prefix)] + "***" + line[end:]
            i = line.find(prefix, i + len(prefix) + 3)
    return line
logs = ["login user=bob password=hunter2 ok", "token=abc123", "password= empty", "nothing here",
        "token=1 token=2 password=3"]
for l in logs:
    print(scrub(l))

# counting words with find-based loop versus count
def occurrences(hay, needle):
    n, i = 0, hay.find(needle)
    while i != -1:
        n += 1
        i = hay.find(needle, i + 1)
    return n
for h, nd in [("aaaa", "aa"), ("abababa", "aba"), ("", "a"), ("abc", "abc"), ("abc", "abcd")]:
    print(h, nd, occurrences(h, nd), h.count(nd))
