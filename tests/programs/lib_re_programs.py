# re in small programs: tokenizer, verbose log parser, word counts, CSV splitting, extractors, case conversion, templates
import re

print("-- tokenizer")
TOKEN = re.compile(r"""
    (?P<NUMBER>\d+(?:\.\d*)?)
  | (?P<NAME>[A-Za-z_]\w*)
  | (?P<OP>\*\*|[-+*/%()=])
  | (?P<WS>\s+)
  | (?P<BAD>.)
""", re.VERBOSE)


def tokenize(text):
    pos = 0
    out = []
    while pos < len(text):
        m = TOKEN.match(text, pos)
        kind = m.lastgroup
        if kind != "WS":
            out.append((kind, m.group(kind)))
        pos = m.end()
    return out


print(tokenize("x = 3.5 * (y + 42) ** 2 - foo_bar % 7"))
print(tokenize("a $ b"))


def evaluate(text):
    toks = tokenize(text)
    pos = [0]

    def peek():
        return toks[pos[0]][1] if pos[0] < len(toks) else None

    def take():
        t = toks[pos[0]]
        pos[0] += 1
        return t

    def atom():
        kind, val = take()
        if kind == "NUMBER":
            return float(val) if "." in val else int(val)
        if val == "(":
            v = expr()
            take()
            return v
        if val == "-":
            return -atom()
        raise ValueError("unexpected " + val)

    def term():
        v = atom()
        while peek() in ("*", "/", "%"):
            op = take()[1]
            r = atom()
            if op == "*":
                v = v * r
            elif op == "/":
                v = v / r
            else:
                v = v % r
        return v

    def expr():
        v = term()
        while peek() in ("+", "-"):
            op = take()[1]
            r = term()
            v = v + r if op == "+" else v - r
        return v

    return expr()


total = 0
for i in range(200):
    src = str(i) + " * (" + str(i % 7) + " + 3) - " + str(i % 11) + " % 4"
    total += evaluate(src)
print(total, evaluate("2 * (3 + 4) - 10 / 4"))

print("-- verbose log parser")
LOG = re.compile(r"""
    ^(?P<date>\d{4}-\d{2}-\d{2})      # date
    \s+(?P<time>\d{2}:\d{2}:\d{2})    # time
    \s+\[(?P<level>[A-Z]+)\]          # level in brackets
    \s+(?P<module>[\w.]+):            # dotted module name
    \s*(?P<message>.*?)               # message, lazily
    (?:\s+\((?P<ms>\d+)\s*ms\))?      # optional duration
    \s*$
""", re.VERBOSE)
levels = ["INFO", "WARN", "ERROR", "DEBUG"]
modules = ["app.db", "app.web", "core", "app.auth.token"]
lines = []
for i in range(300):
    ms = " (" + str(i * 13 % 500) + " ms)" if i % 3 else ""
    lines.append("2024-03-%02d 12:%02d:%02d [%s] %s: request %d done%s" % (
        i % 28 + 1, i % 60, (i * 7) % 60, levels[i % 4], modules[i % 5 % 4], i, ms))
lines.append("garbage line")
lines.append("2024-03-01 00:00:00 [info] x: lowercase level")
by_level = {}
slow = []
bad = 0
for line in lines:
    m = LOG.match(line)
    if not m:
        bad += 1
        continue
    d = m.groupdict()
    by_level[d["level"]] = by_level.get(d["level"], 0) + 1
    if d["ms"] is not None and int(d["ms"]) > 480:
        slow.append((d["date"], d["module"], d["message"], int(d["ms"])))
print(by_level, bad)
print(slow)
print(LOG.match(lines[1]).groupdict())
print(LOG.match(lines[3]).groupdict())

print("-- word frequency")
TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness,
it was the spring of hope, it was the winter of despair. Don't stop; we'd all
been going direct to Heaven, we'd all been going direct the other way."""
freq = {}
for rep in range(20):
    for w in re.findall(r"[a-z']+", TEXT.lower()):
        freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))
print(top[:12])
print(len(freq), [w for w, c in top if "'" in w])

print("-- CSV-ish splitting")
FIELD = re.compile(r'\s*(?:"((?:[^"]|"")*)"|([^,]*?))\s*(?:,|$)')


def split_csv(line):
    out = []
    pos = 0
    while pos <= len(line):
        m = FIELD.match(line, pos)
        if m.group(1) is not None:
            out.append(m.group(1).replace('""', '"'))
        else:
            out.append(m.group(2))
        if m.end() == pos or m.end() == len(line) and not line.endswith(","):
            break
        pos = m.end()
    return out


print(split_csv('a, b ,"c, d", "say ""hi""",,e'))
print(split_csv("one"))
print(split_csv("x,"))
print(re.split(r"\s*[,;]\s*", "a , b;c ;  d"))
print(re.split(r"\s*,\s*", "k1=v1, k2 = v2 ,k3", maxsplit=1))
rows = ["%d, name%d ,\"q,%d\", %s" % (i, i, i, "x" * (i % 3)) for i in range(200)]
acc = 0
for r in rows:
    f = split_csv(r)
    acc += int(f[0]) + len(f[1]) + len(f[2]) + len(f[3])
print(acc, split_csv(rows[5]))

print("-- email and URL extraction")
DOC = """Contact alice.smith@example.com or bob+tag@mail.example.org.
Bad: @nope, joe@, x@y (no tld). See https://www.example.com/path?q=1&r=2#frag
and http://test.org, or ftp://skip.me and https://sub.domain.co.uk/a/b/c.html."""
EMAIL = re.compile(r"\b[\w.+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}\b")
URL = re.compile(r"https?://[^\s,]+?(?=[.,]?(?:\s|$))")
print(EMAIL.findall(DOC))
print(URL.findall(DOC))
print([(m.group(), m.start()) for m in re.finditer(r"(?<=@)[\w.]+(?=\.\w+\b)", DOC)])
domains = {}
for i in range(250):
    addr = "user%d@%s.example.%s" % (i, ["mail", "web", "corp"][i % 3], ["com", "org"][i % 2])
    m = re.fullmatch(r"(?P<user>[\w.]+)@(?P<host>[\w.]+)\.(?P<tld>[a-z]+)", addr)
    key = m.group("host") + "/" + m.group("tld")
    domains[key] = domains.get(key, 0) + 1
print(domains)

print("-- camelCase to snake_case")


def snake(name):
    s = re.sub(r"([A-Z]+)([A-Z][a-z])", lambda m: m.group(1) + "_" + m.group(2), name)
    s = re.sub(r"([a-z\d])([A-Z])", lambda m: m.group(1) + "_" + m.group(2), s)
    return s.lower()


def camel(name):
    return re.sub(r"_+([a-z\d])", lambda m: m.group(1).upper(), name)


for n in ["camelCase", "HTTPServerError", "getHTTPResponseCode", "simple", "already_snake",
          "XMLHttpRequest", "version2Update", "ABC", "aB"]:
    print(n, snake(n), camel(snake(n)))
names = ["get" + "Value" * (i % 4) + "Of" + str(i) + "X" for i in range(300)]
conv = [snake(n) for n in names]
print(conv[0], conv[7], sum(len(c) for c in conv))

print("-- template filling")
TEMPLATE = "Dear {name}, your order #{order} of {qty} x {item} ships {when}. {missing}!"


def fill(template, values):
    def repl(m):
        key = m.group(1)
        return str(values[key]) if key in values else m.group(0)
    return re.sub(r"\{(\w+)\}", repl, template)


print(fill(TEMPLATE, {"name": "Ann", "order": 1017, "qty": 3, "item": "widget", "when": "today"}))
out = []
for i in range(300):
    vals = {"name": "N" + str(i), "order": i * 31, "qty": i % 5, "item": "it" + str(i % 9), "when": "soon"}
    if i % 10 == 0:
        vals["missing"] = "extra"
    out.append(fill(TEMPLATE, vals))
print(out[10])
print(sum(len(s) for s in out), sum(1 for s in out if "{missing}" in s))
print(re.sub(r"\$(\w+)|\$\{(\w+)\}", lambda m: (m.group(1) or m.group(2)).upper(), "a $x b ${y}z $"))

print("-- whitespace normalisation and stripping")
messy = "  Hello,\t\tworld!  \n\n  This   is\ta   test.  "
print(repr(re.sub(r"\s+", " ", messy).strip()))
print(repr(re.sub(r"^\s+|\s+$", "", messy)))
print(repr(re.sub(r"(?m)^[ \t]+", "", messy)))
print(re.sub(r"(\w)(\1+)", lambda m: m.group(1) + str(len(m.group(0))), "aaabccddddde"))
print(re.sub(r"(?<=\d)(?=(\d{3})+(?!\d))", ",", "1234567 and 89 and 1000"))
