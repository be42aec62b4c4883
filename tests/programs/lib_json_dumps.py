# json.dumps/json.dump: scalars, floats, string escapes, ensure_ascii, indent, separators, sort_keys, key coercion, default=, errors, subclasses
import io
import json

# scalars
for v in [None, True, False, 0, 1, -1, 42, 2 ** 63, -(2 ** 64) - 1, 10 ** 40, 3 ** 100]:
    print(repr(v), "->", json.dumps(v))

# floats
for v in [1.0, 0.1, -2.5, 1e300, -0.0, 0.0, 1e-7, 1e16, 1e15, 123456789.125, 2.0 ** 70, 5e-324, 1.7976931348623157e308, 1 / 3]:
    print(repr(v), "->", json.dumps(v))
print(json.dumps(float("inf")), json.dumps(float("-inf")), json.dumps(float("nan")))
print(json.dumps([float("inf"), float("nan"), -float("inf")]))
for v in [float("inf"), float("-inf"), float("nan"), [1.0, float("nan")], {"k": float("inf")}]:
    try:
        json.dumps(v, allow_nan=False)
        print("no error")
    except ValueError as e:
        print(type(e).__name__, "|", e)
print(json.dumps(1.5, allow_nan=False))

# strings and escapes
for s in ["", "plain", 'say "hi"', "back\\slash", "slash/ok", "tab\there", "nl\nret\rff\fbs\b",
          "\x00\x01\x1f", "del\x7f", "caf\u00e9", "\u20ac", "\U0001F600", "mix \u00e9\u20ac\U0001F600!",
          "\u2028\u2029", "\ufeff\U0010FFFF"]:
    print(repr(s), json.dumps(s), json.dumps(s, ensure_ascii=False).encode("utf-8", "backslashreplace"))
ctrl = "".join(chr(i) for i in range(32))
print(json.dumps(ctrl))
print(json.dumps(ctrl, ensure_ascii=False))
print(json.dumps({"\u00e9": ["\u20ac", "\U0001F600"]}))
print(json.dumps({"\u00e9": ["\u20ac", "\U0001F600"]}, ensure_ascii=False))

# containers
print(json.dumps([]), json.dumps({}), json.dumps(()), json.dumps([[]]), json.dumps([{}]))
print(json.dumps([1, "two", 3.0, None, True, [False, []]]))
print(json.dumps((1, (2, 3), [4, (5,)])))
nested = {"name": "widget", "tags": ["a", "b"], "dims": {"w": 1.5, "h": 2, "extra": {"deep": [1, {"x": None}]}}, "empty": {}, "none": []}
print(json.dumps(nested))

# indent
for ind in [None, 0, 2, 4, "\t", "--", ""]:
    print("indent=" + repr(ind))
    print(json.dumps(nested, indent=ind))
print(json.dumps([1, [2, 3], {}, []], indent=2))
print(json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps("s", indent=2), json.dumps(5, indent=3))
print(json.dumps({"a": [1, 2]}, indent=2, separators=(",", ": ")))
print(json.dumps({"a": [1, 2]}, indent=2, separators=(", ", " = ")))

# separators
print(json.dumps(nested, separators=(",", ":")))
print(json.dumps([1, 2, {"a": 3}], separators=(" ,", " : ")))
print(json.dumps({"a": 1, "b": [1, 2]}, separators=(";", "=")))

# sort_keys
d = {"b": 1, "a": {"z": 1, "y": 2}, "c": [{"q": 1, "p": 2}], "A": 0, "_": 5}
print(json.dumps(d))
print(json.dumps(d, sort_keys=True))
print(json.dumps(d, sort_keys=True, indent=1))

# non-str keys
print(json.dumps({7: "int", 2.5: "float", True: "bool", None: "none", "s": "str"}))
print(json.dumps({1: "one", True: "bool replaces value, keeps key 1"}))
print(json.dumps({False: 0, -7: 1, 1e20: 2, 0.1: 3, 10 ** 30: 4}))
print(json.dumps({float("inf"): 1, float("nan"): 2}))
print(json.dumps({3: "c", 1: "a", 2: "b"}, sort_keys=True))
try:
    json.dumps({(1, 2): "tuple"})
except TypeError as e:
    print(type(e).__name__, "|", e)
try:
    json.dumps({"ok": 1, b"bytes": 2})
except TypeError as e:
    print(type(e).__name__, "|", e)
print(json.dumps({(1, 2): "tuple", "keep": 1, frozenset(): 2, 3: 3}, skipkeys=True))
print(json.dumps({(1, 2): "tuple"}, skipkeys=True))
try:
    json.dumps({1: "a", "b": 2}, sort_keys=True)
except TypeError as e:
    print(type(e).__name__, "|", e)


# default=
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class Opaque:
    pass


def enc(o):
    if isinstance(o, Point):
        return {"x": o.x, "y": o.y}
    if isinstance(o, (set, frozenset)):
        return sorted(o)
    raise TypeError("cannot encode " + type(o).__name__)


print(json.dumps([Point(1, 2), {3, 1, 2}, frozenset([9, 7])], default=enc))
print(json.dumps({"p": Point(Point(0, 0), [Point(1.5, -1)])}, default=enc, sort_keys=True))
print(json.dumps({"s": {5, 4}}, default=enc, indent=2))
try:
    json.dumps([Opaque()], default=enc)
except TypeError as e:
    print(type(e).__name__, "|", e)
print(json.dumps([1, Opaque(), 2], default=lambda o: "<" + type(o).__name__ + ">"))

# unserializable without default
for bad in [Opaque(), {1, 2}, b"bytes", Point(1, 2), [1, [2, object()]], {"k": bytearray(b"x")}]:
    try:
        json.dumps(bad)
        print("no error")
    except TypeError as e:
        print(type(e).__name__, "|", e)

# circular references
a = []
a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print(type(e).__name__, "|", e)
dd = {"x": 1}
dd["self"] = dd
try:
    json.dumps(dd)
except ValueError as e:
    print(type(e).__name__, "|", e)
lst = [1, 2]
dd2 = {"l": lst}
lst.append(dd2)
try:
    json.dumps(dd2, indent=2)
except ValueError as e:
    print(type(e).__name__, "|", e)
shared = [1, 2]
print(json.dumps([shared, shared, {"a": shared}]))


def loop_default(o):
    return o


try:
    json.dumps(Opaque(), default=loop_default)
except ValueError as e:
    print(type(e).__name__, "|", e)

# json.dump into StringIO
buf = io.StringIO()
json.dump(nested, buf)
print(buf.getvalue())
buf = io.StringIO()
json.dump({"b": [1, 2], "a": "\u00e9"}, buf, indent=2, sort_keys=True, ensure_ascii=False)
buf.write("\n")
json.dump(None, buf)
print(repr(buf.getvalue()))


# subclasses
class MyInt(int):
    def __repr__(self):
        return "MyInt!"

    def __str__(self):
        return "MyInt?"


class MyFloat(float):
    def __repr__(self):
        return "MyFloat!"


class MyStr(str):
    def __str__(self):
        return "MyStr?"


class MyDict(dict):
    pass


class MyList(list):
    pass


class MyTuple(tuple):
    pass


print(json.dumps([MyInt(5), MyFloat(2.5), MyStr("s\u00e9"), MyDict(a=1), MyList([1, 2]), MyTuple((3,))]))
print(json.dumps({MyInt(3): 1, MyStr("k"): 2, MyFloat(0.5): 3}))
print(json.dumps(MyDict(z=MyList([MyDict()])), indent=2))
print(json.dumps(True), json.dumps(MyInt(0)), json.dumps({True: False}))

# round-trip loop
total = 0
for i in range(300):
    obj = {"i": i, "f": i / 8, "s": "v" + str(i) + "\u00e9" * (i % 3), "l": [i, -i, i * i], "b": i % 2 == 0, "n": None}
    text = json.dumps(obj, sort_keys=(i % 2 == 0))
    back = json.loads(text)
    if back != obj:
        print("mismatch at", i)
    total += len(text)
print("loop total length:", total)
