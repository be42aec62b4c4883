# sys.intern, sys.exc_info/sys.exception inside and outside handlers, getsizeof, float_info, maxunicode, byteorder, hexversion, flags.
import sys


def build(parts):
    return "".join(parts)


# sys.intern
a = build(["hel", "lo ", "world"])
b = build(["hello", " wor", "ld"])
print("intern equal", sys.intern(a) == "hello world", sys.intern(a) is sys.intern(b))
print("intern returns str", type(sys.intern(a)).__name__, sys.intern("") == "", sys.intern("x" * 3) == "xxx")
ia = sys.intern(a)
print("intern stable", sys.intern(b) is ia, sys.intern(ia) is ia)
for bad in [1, b"bytes", None, ["a"]]:
    try:
        sys.intern(bad)
        print("intern", type(bad).__name__, "accepted")
    except TypeError as e:
        print("intern", type(bad).__name__, "->", type(e).__name__)


class S(str):
    pass


try:
    sys.intern(S("sub"))
    print("intern str subclass accepted")
except TypeError as e:
    print("intern str subclass ->", type(e).__name__)

# sys.exc_info / sys.exception outside any handler
info = sys.exc_info()
print("outside exc_info", info, len(info), sys.exception())


def describe():
    t, v, tb = sys.exc_info()
    return (t.__name__ if t is not None else None, str(v) if v is not None else None)


try:
    raise ValueError("bad value")
except ValueError:
    t, v, tb = sys.exc_info()
    print("inside", t.__name__, type(v).__name__, v.args)
    print("exception()", type(sys.exception()).__name__, sys.exception() is v)
    print("from helper", describe())
    try:
        raise KeyError("inner")
    except KeyError:
        print("nested", sys.exc_info()[0].__name__, repr(sys.exception()))
    print("restored", sys.exc_info()[0].__name__, sys.exception().args)
print("after handler", sys.exc_info(), sys.exception() is None, describe())


def handled_in_function():
    try:
        1 / 0
    except ZeroDivisionError:
        return sys.exc_info()[0].__name__, str(sys.exception())


print("function", handled_in_function(), sys.exc_info()[0])

try:
    try:
        raise TypeError("first")
    finally:
        print("in finally", sys.exc_info()[0].__name__ if sys.exc_info()[0] else None)
except TypeError as e:
    print("caught", e, sys.exception() is e)


def gen():
    try:
        raise RuntimeError("in gen")
    except RuntimeError:
        yield sys.exc_info()[0].__name__
        yield sys.exception().args[0]


print("generator", list(gen()), sys.exception())

# getsizeof returns a positive int
for obj in [0, 10 ** 30, "abc", "", [], [1, 2, 3], {}, {"a": 1}, (), 1.5, None, b"xy"]:
    n = sys.getsizeof(obj)
    print("getsizeof", type(obj).__name__, isinstance(n, int) and n > 0)
print("getsizeof default", sys.getsizeof([], 7) > 0)

# numeric limits and build info
print("maxunicode", sys.maxunicode, hex(sys.maxunicode), chr(sys.maxunicode) == "\U0010ffff")
print("maxsize", sys.maxsize == 2 ** 63 - 1 or sys.maxsize == 2 ** 31 - 1, type(sys.maxsize).__name__)
print("byteorder", sys.byteorder, sys.byteorder in ("little", "big"))
fi = sys.float_info
print("float_info", fi.max, fi.epsilon, fi.dig, fi.mant_dig)
print("float_info more", fi.min, fi.max_exp, fi.min_exp, fi.radix, fi.max_10_exp, fi.min_10_exp)
print("float_info relations", fi.max == 1.7976931348623157e308, 1.0 + fi.epsilon > 1.0, 1.0 + fi.epsilon / 2 == 1.0)
print("float_info indexing", fi[0] == fi.max, fi[3] == fi.min, len(fi) >= 11)
print("hexversion", sys.hexversion >= 0x030B0000, type(sys.hexversion).__name__)
print("version_info", sys.version_info[:2] >= (3, 11), sys.version_info.major, type(sys.version_info.minor).__name__)
print("version is str", isinstance(sys.version, str), len(sys.version) > 0)
print("encoding", sys.getdefaultencoding())
print("executable is str", isinstance(sys.executable, str))
print("flags", sys.flags.optimize == 0, sys.flags.optimize, type(sys.flags.optimize).__name__)
print("platform is str", isinstance(sys.platform, str), len(sys.platform) > 0)
print("recursionlimit", isinstance(sys.getrecursionlimit(), int), sys.getrecursionlimit() > 100)

# a loop: intern runtime-built keys and look them up; exc_info inside handlers
table = {}
same = 0
caught = 0
for i in range(300):
    k1 = sys.intern(build(["key", str(i % 50)]))
    k2 = sys.intern("key" + str(i % 50))
    if k1 is k2:
        same += 1
    table[k1] = table.get(k2, 0) + 1
    try:
        if i % 3 == 0:
            raise IndexError(i)
        {}[i]
    except (IndexError, KeyError):
        t, v, tb = sys.exc_info()
        if v is sys.exception():
            caught += 1 if t is IndexError else 2
print("loop", same, len(table), sum(table.values()), table["key7"], caught, sys.exc_info())
