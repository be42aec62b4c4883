# unittest assert methods: passing and failing forms with CPython's messages (msg=, longMessage, maxDiff), sequence/dict/set/string diffs, assertRaises(Regex) as call and context manager, assertAlmostEqual places/delta, assertCountEqual
import unittest


class Probe(unittest.TestCase):
    def runTest(self):
        pass


t = Probe()


def check(name, *args, **kwargs):
    try:
        getattr(t, name)(*args, **kwargs)
        print(name, "passed")
    except AssertionError as e:
        print(name, "failed:")
        print(str(e))
    except Exception as e:
        print(name, "raised", type(e).__name__, e)


check("assertEqual", 1, 1)
check("assertEqual", 1, 2)
check("assertEqual", 1, 2, "custom message")
check("assertEqual", 1.5, 2, msg="why")
check("assertEqual", "abc", "abc")
check("assertEqual", "foo", "bar")
check("assertEqual", "foo\nbar\nbaz\n", "foo\nbaz\nbaz\n")
check("assertEqual", "one line of text", "one line of test")
check("assertEqual", "x" * 100, "x" * 99 + "y")
check("assertEqual", None, 0)
check("assertEqual", [1, 2, 3], [1, 2, 4])
check("assertEqual", [1, 2], [1, 2, 3])
check("assertEqual", [1, 2, 3, 4], [1])
check("assertEqual", (1, "a"), (1, "b"))
check("assertEqual", [1, 2], (1, 2))
check("assertEqual", {"a": 1, "b": 2}, {"a": 1, "b": 3})
check("assertEqual", {"b": 1, "a": [1, 2]}, {"a": [1, 2], "c": 1})
check("assertEqual", {1, 2}, {2, 3})
check("assertEqual", frozenset([1]), frozenset([1]))
check("assertEqual", list(range(30)), list(range(29)) + [99])
check("assertEqual", ["a" * 30, "b" * 30, "c" * 30], ["a" * 30, "B" * 30, "c" * 30])
check("assertEqual", {"key%d" % i: i for i in range(12)}, {"key%d" % i: i * (i != 5) for i in range(12)})
check("assertEqual", [[1, 2], {"x": (3, 4)}], [[1, 2], {"x": (3, 5)}])
check("assertNotEqual", 1, 2)
check("assertNotEqual", "a", "a")
check("assertNotEqual", [1], [1], msg="lists")
check("assertTrue", 1)
check("assertTrue", 0)
check("assertTrue", [], "empty list")
check("assertFalse", "")
check("assertFalse", "text")
check("assertIs", None, None)
check("assertIs", [], [])
check("assertIsNot", t, t)
check("assertIsNone", None)
check("assertIsNone", 5)
check("assertIsNotNone", None)
check("assertIn", 1, [1, 2])
check("assertIn", 3, [1, 2])
check("assertIn", "z", "abc")
check("assertNotIn", "b", "abc")
check("assertIsInstance", 1, int)
check("assertIsInstance", 1, str)
check("assertIsInstance", 1, (str, float))
check("assertNotIsInstance", 1, int)
check("assertGreater", 2, 1)
check("assertGreater", 1, 2)
check("assertGreaterEqual", 1, 2)
check("assertLess", 2, 1)
check("assertLessEqual", 2, 1)
check("assertLess", "b", "a", "strings")
check("assertAlmostEqual", 1.0, 1.00000001)
check("assertAlmostEqual", 1.0, 1.1)
check("assertAlmostEqual", 1.0, 1.1, places=0)
check("assertAlmostEqual", 1.0, 1.26, places=1)
check("assertAlmostEqual", 10, 12, delta=2)
check("assertAlmostEqual", 10, 13, delta=2)
check("assertAlmostEqual", 1, 2, places=1, delta=1)
check("assertNotAlmostEqual", 1.0, 1.1)
check("assertNotAlmostEqual", 1.0, 1.00000001)
check("assertNotAlmostEqual", 1.0, 1.0)
check("assertNotAlmostEqual", 10, 11, delta=2)
check("assertCountEqual", [1, 2, 2, 3], [3, 2, 1, 2])
check("assertCountEqual", [1, 2, 2, "x"], [2, 1, 1, "y"])
check("assertCountEqual", [[1], [2], [2]], [[2], [1], [1]])
check("assertSequenceEqual", [1, 2], (1, 2))
check("assertSequenceEqual", "abc", "abd")
check("assertSequenceEqual", 5, [1])
check("assertListEqual", [1], (1,))
check("assertListEqual", (1,), [1])
check("assertTupleEqual", (1, 2), (1, 3))
check("assertDictEqual", {"a": 1}, [1])
check("assertDictEqual", {}, {"a": 1})
check("assertSetEqual", {1, 2}, {1, 2})
check("assertSetEqual", {1}, {1, 2})
check("assertSetEqual", {1, "only"}, {1})
check("assertSetEqual", {1}, [1])
check("assertSetEqual", 5, {1})
check("assertMultiLineEqual", "a\nb\n", "a\nc\n")
check("assertMultiLineEqual", "a", 1)
check("assertRegex", "hello world", r"w.rld")
check("assertRegex", "hello world", r"^world")
check("assertNotRegex", "hello world", r"o w")
check("fail")
check("fail", "explicit")

t.longMessage = False
check("assertEqual", 1, 2, "only my message")
check("assertEqual", 1, 2)
t.longMessage = True
t.maxDiff = 20
check("assertEqual", [1, 2, 3], [1, 2, 4])
check("assertEqual", "abc\ndef\n", "abc\nxyz\n")
t.maxDiff = None
check("assertEqual", list(range(40)), list(range(39)))


class Boom(Exception):
    pass


def raiser(kind, text=""):
    raise kind(text)


check("assertRaises", ValueError, int, "x")
check("assertRaises", ValueError, int, "5")
check("assertRaises", (KeyError, ValueError), raiser, KeyError, "k")
check("assertRaises", ValueError, raiser, TypeError, "passes through")
check("assertRaises", "not a type", int, "5")
check("assertRaises", ValueError, msg="m", bogus=1)
check("assertRaisesRegex", ValueError, r"invalid literal", int, "x")
check("assertRaisesRegex", ValueError, r"^nope", int, "x")
check("assertRaisesRegex", Boom, "b.m", lambda: raiser(Boom, "boom"))
check("assertRaisesRegex", Boom, "b.m", lambda: None)

with t.assertRaises(ZeroDivisionError) as cm:
    1 / 0
print(type(cm.exception).__name__, cm.exception, cm.expected.__name__)
with t.assertRaisesRegex(KeyError, "miss") as cm:
    {}["missing"]
print(repr(cm.exception))
try:
    with t.assertRaises(IndexError):
        pass
except AssertionError as e:
    print("context:", e)
try:
    with t.assertRaises(IndexError, msg="extra"):
        pass
except AssertionError as e:
    print("context:", e)
try:
    with t.assertRaises(IndexError):
        raise KeyError("other")
except KeyError as e:
    print("escaped:", repr(e))
try:
    with t.assertRaisesRegex(ValueError, r"\d+"):
        raise ValueError("no digits")
except AssertionError as e:
    print("context:", e)


class Point:
    def __init__(self, x):
        self.x = x

    def __eq__(self, other):
        return isinstance(other, Point) and other.x == self.x

    def __repr__(self):
        return "Point(%d)" % self.x


check("assertEqual", Point(1), Point(2))
check("assertEqual", [Point(1)], [Point(2)])


class Typed(unittest.TestCase):
    def runTest(self):
        pass

    def assertPointEqual(self, a, b, msg=None):
        if a.x != b.x:
            self.fail(self._formatMessage(msg, "points differ in x: %d vs %d" % (a.x, b.x)))


typed = Typed()
typed.addTypeEqualityFunc(Point, typed.assertPointEqual)
try:
    typed.assertEqual(Point(3), Point(4))
except AssertionError as e:
    print(e)
print(t.failureException, t.longMessage, unittest.TestCase.maxDiff)
