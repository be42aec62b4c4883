# json.loads/json.load: every value kind, whitespace, escapes, numbers, hooks, parse_* callbacks, bytes input, JSONDecodeError fields and messages
import io
import json
import json.decoder


def show(text, **kw):
    v = json.loads(text, **kw)
    print(repr(text), "->", repr(v), type(v).__name__)


# scalars
for t in ["null", "true", "false", "0", "-0", "7", "-12", "123456789012345678901234567890",
          "-98765432109876543210987654321098765432109876543210", "1.5", "-0.0", "0.1", "1E5", "1e5",
          "1e+2", "1E-2", "2.5e-3", "-1.25e+10", "1.0E+2", "6.02214076e23", "1e400", "-1e400",
          "1e-400", "-1e-400", "123.456e-7", "0e0", "10.0", "9007199254740993",
          "1.7976931348623157e308", "5e-324", "0.30000000000000004"]:
    show(t)
show('"plain"')
show('""')
show('"caf\u00e9 \u20ac \U0001F600"')
show(r'"\"\\\/\b\f\n\r\t"')
show(r'"\u0041\u00e9\u00E9\u20AC\u20ac"')
show(r'"\ud83d\ude00"')
show(r'"x\uD83D\uDE00y\ud83d\ude01z"')
show(r'"\u0000\u001f\u007f"')
show(r'"\uDBFF\uDFFF"')
show('"\x7f"')
v = json.loads(r'"\ud83d\ude00"')
print(len(v), v == "\U0001F600", ord(v))

# containers and whitespace
show("[]")
show("{}")
show("[1, 2.0, \"3\", null, true, false, [], {}]")
show('{"a": {"b": {"c": [1, [2, [3, {"d": null}]]]}}}')
show(" \t\n\r[ \t\n\r1 \t\n\r, \r\n{ \"k\" \n: \t[ ] , \"j\" :{ } } \n] \t\n\r")
show("\n\n  42  \n")
show('  "s"\t')
show('{"": 0, " ": 1}')
deep = "[" * 60 + "]" * 60
v = json.loads(deep)
depth = 0
while v:
    v = v[0]
    depth += 1
print("depth", depth + 1)

# duplicate keys: last value wins, first position kept
show('{"a": 1, "b": 2, "a": 3}')
print(json.loads('{"a": 1, "b": 2, "a": 3}', object_pairs_hook=list))

# NaN / Infinity
v = json.loads("[NaN, Infinity, -Infinity]")
print(v, [type(x).__name__ for x in v], v[0] != v[0])
show('{"x": -Infinity}')

# hooks
print(json.loads('{"a": {"b": 1}, "c": [{"d": 2}]}', object_hook=lambda d: ("obj", sorted(d.items()))))
seen = []


def record(d):
    seen.append(list(d.keys()))
    return len(d)


print(json.loads('{"x": {"y": {}, "z": 1}, "w": [{"q": 0}]}', object_hook=record))
print(seen)
print(json.loads('{"b": 1, "a": [{"c": 2, "c": 3}], "b": 4}', object_pairs_hook=lambda pairs: pairs))
print(json.loads('{"b": 1, "a": 2}', object_pairs_hook=lambda p: "pairs", object_hook=lambda d: "hook"))
print(json.loads('[{}]', object_pairs_hook=tuple))
print(json.loads('{"k": 1.5, "n": [0.25, 1e3, 7]}', parse_float=lambda s: ("F", s)))
print(json.loads('[1, -0, 123456789012345678901234567890, 2.0]', parse_int=lambda s: ("I", s)))
print(json.loads('[NaN, Infinity, -Infinity, 1]', parse_constant=lambda s: ("C", s)))
print(json.loads('[1.10, 2]', parse_float=str, parse_int=float))


def conv_const(name):
    return {"NaN": None, "Infinity": "big", "-Infinity": "small"}[name]


print(json.loads('{"a": NaN, "b": [Infinity, -Infinity]}', parse_constant=conv_const))

# json.load from a stream
print(json.load(io.StringIO('{"stream": [1, 2, {"ok": true}]}')))
print(json.load(io.StringIO('  "\\u00e9"  '), parse_int=str))

# bytes input (UTF-8, with and without BOM)
show(b'{"k": "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80"}')
show(bytearray(b'[1, "x"]'))
show(b'\xef\xbb\xbf[true]')
show('"caf\u00e9"'.encode("utf-8"))

# strict=False allows control characters in strings
show('"a\tb\nc\x00d"', strict=False)
show('{"k\x01": "\x1f"}', strict=False)

# error class identity
print(json.JSONDecodeError is json.decoder.JSONDecodeError)
print(issubclass(json.JSONDecodeError, ValueError), json.JSONDecodeError.__name__)

bad_docs = [
    "",
    "   ",
    "\n\n",
    "[1,]",
    '{"a" 1}',
    '{"a":1,}',
    "[1 2]",
    '"abc',
    '["abc',
    "tru",
    "nul",
    "True",
    "{1:2}",
    "{'a': 1}",
    '"\\x"',
    '"ab\\',
    '"\\u12"',
    '"\\u12G4"',
    '"a\tb"',
    '"line\nbreak"',
    "[] []",
    "01",
    "-",
    "-a",
    "+1",
    ".5",
    "1.",
    "1e",
    "1 2",
    "[",
    "{",
    '{"a":}',
    '{"a"',
    '{"a":1',
    "[1, 2",
    "]",
    "infinity",
    "nan",
    "[1,\x0c2]",
    "\ufeff[1]",
    '{"a": 1}\n\n  x',
    '{\n  "a": 1,\n  "b": [1, 2,\n  ]\n}',
    '[\n  1,\n  2\n  3\n]',
    '{\n\t"key": "value",\n\t"other" "x"\n}',
    '{\n  "s": "unterminated\n}',
    '[\n\n\n   @]',
    '{"a": [1, {"b": tru}]}',
]
for doc in bad_docs:
    try:
        json.loads(doc)
        print(repr(doc), "no error")
    except json.JSONDecodeError as e:
        print(repr(doc))
        print("  ", type(e).__name__, "|", e.msg, "|", e.pos, e.lineno, e.colno, "|", e, "|", e.doc == doc, isinstance(e, ValueError))

# the accepted forms of strings rejected above under strict=True
show('"a\tb"', strict=False)
show('"line\nbreak"', strict=False)

# errors on bytes, error on json.load, args of the exception
try:
    json.loads(b'{"a": [1, 2,]}')
except ValueError as e:
    print(type(e).__name__, "|", e, "|", e.args)
try:
    json.load(io.StringIO('{"a": 1} {"b": 2}'))
except ValueError as e:
    print(type(e).__name__, "|", e.msg, e.pos)
e = json.JSONDecodeError("Custom message", "ab\ncd", 4)
print(e, "|", e.msg, e.pos, e.lineno, e.colno, repr(e.doc))

# non-text input
for bad in [5, None, [1], 1.5]:
    try:
        json.loads(bad)
    except TypeError as e:
        print(type(e).__name__, "|", e)

# round trips
errors = 0
count = 0
for i in range(400):
    doc = '{"id": %d, "v": [%d, %d.5, "s%d\\u00e9"], "t": %s, "neg": -%de-2}' % (i, i * 7, i, i, "true" if i % 3 else "null", i)
    v = json.loads(doc)
    if v["id"] != i or v["v"][1] != i + 0.5 or v["v"][2] != "s" + str(i) + "\u00e9":
        errors += 1
    again = json.loads(json.dumps(v))
    if again != v:
        errors += 1
    count += len(v["v"]) + (1 if v["t"] is None else 0)
    try:
        json.loads(doc[: (i % len(doc))])
    except json.JSONDecodeError as ex:
        count += ex.pos
print("round trips:", errors, count)
