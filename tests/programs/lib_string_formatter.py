# string.Formatter: format/vformat, parse, get_field, nested format specs, conversions, automatic numbering, and subclasses overriding get_value, check_unused_args, format_field, convert_field and parse
import string
from string import Formatter

f = Formatter()


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)


p = Point(3, -4)
print(f.format("{} + {} = {}", 1, 2, 3), f.format("{0}{1}{0}", "ab", "cd"), f.format("{name}!", name="pith"))
print(f.format("{0.x},{0.y} {1[0]}-{1[1]} {m[k]} {m[k2][0]}", p, [5, 6], m={"k": "v", "k2": "w"}))
print(f.format("[{:>8}] [{:<6.2f}] [{:^9}] [{:+d}] [{:08.3f}] [{:x}] [{:,}]", "right", 3.14159, "mid", 7, -2.5, 255, 1234567))
print(f.format("{0!r} {0!s} {0!a} {1!r}", "caf\u00e9", p))
print(f.format("{:{}}|{:{}{}}|", "ab", 5, "cd", "^", 6), f.format("{0:>{w}}", "x", w=4))
print(f.format("{value:{width}.{precision}f}", value=2.718281828, width=10, precision=3))
print(f.format("{{literal}} {{{0}}} }}{{", "x"), f.format(""), f.format("no fields"))
print(f.vformat("{a}-{0}-{b}", ("zero",), {"a": 1, "b": 2}))
print(f.format("{0[\u0663]} {1[2]}", "abcd", {2: "int key", "2": "str key"}))
print(f.format("{data[key with spaces]} {data[1]}", data={"key with spaces": "ok", 1: "int one"}))

print(list(f.parse("a{0}b{1:>5}c{x!r:^{w}}d{{e}}f")))
print(list(f.parse("{}{:}{!s}")), list(f.parse("")), list(f.parse("}}{{")))
first, rest = f.get_field("0.x", (p,), {})
print(first, rest)
print(f.get_field("m[a].y", (), {"m": {"a": p}}))
print(f.format_field(3.5, "08.2f"), f.convert_field(p, "r"), f.convert_field("x", None), f.convert_field(5, "a"))

errors = [("{", ()), ("}", ()), ("{0", (1,)), ("{0!x}", (1,)), ("{0!}", (1,)), ("{!r", ()), ("{0!rr}", (1,)),
          ("{0:{1}", (1, 2)), ("{}{1}", (1, 2)), ("{1}{}", (1, 2)), ("{2}", (1,)), ("{a}", ()), ("{0.nope}", (1,)),
          ("{0[5]}", ([1],)), ("{0[}", (1,)), ("{0.}", (1,)), ("{0[]}", (1,)), ("{0[0]x}", ([1],)),
          ("{0:{1:{2}}}", (1, 2, 3)), ("{0:{1:{2:{3}}}}", (1, 2, 3, 4)), ("{0:d}", ("s",)), ("{a{b}", ()),
          ("{99999999999999999999}", ())]
for fmt, args in errors:
    try:
        print(repr(fmt), repr(f.format(fmt, *args)))
    except (ValueError, KeyError, IndexError, AttributeError, TypeError) as e:
        print(repr(fmt), type(e).__name__, e)
try:
    f.convert_field(1, "z")
except ValueError as e:
    print(type(e).__name__, e)
for bad in (None, 3):
    try:
        list(f.parse(bad))
    except TypeError as e:
        print(type(e).__name__, e)


class Defaulting(Formatter):
    """Missing keywords become <name>; unused arguments are an error."""

    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, "<" + key + ">")
        return Formatter.get_value(self, key, args, kwargs)

    def check_unused_args(self, used_args, args, kwargs):
        unused = set(kwargs) - used_args
        if unused:
            raise ValueError("unused: " + ", ".join(sorted(unused)))


d = Defaulting()
print(d.format("{greeting}, {name}! {0}", "pos", greeting="Hi"))
try:
    d.format("{a}", a=1, b=2, c=3)
except ValueError as e:
    print(type(e).__name__, e)


class Upper(Formatter):
    def format_field(self, value, format_spec):
        if format_spec.endswith("u"):
            return format(value, format_spec[:-1]).upper()
        return Formatter.format_field(self, value, format_spec)

    def convert_field(self, value, conversion):
        if conversion == "l":
            return str(value).lower()
        return Formatter.convert_field(self, value, conversion)


u = Upper()
print(u.format("{0:>8u}|{1!l}|{2:.1f}|{0!r:u}", "shout", "QUIET", 2.25))


class Percent(Formatter):
    """Fields written %name% instead of {name}."""

    def parse(self, format_string):
        parts = format_string.split("%")
        for i in range(0, len(parts), 2):
            name = parts[i + 1] if i + 1 < len(parts) else None
            yield parts[i], name, "" if name is not None else None, None


print(Percent().format("Hello %who%, you owe %amount%.", who="Ann", amount=12))
print(isinstance(string.Formatter(), Formatter), "Formatter" in string.__all__)
