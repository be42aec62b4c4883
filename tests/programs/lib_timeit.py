# timeit: Timer with string and callable statements and setups (run counts, the generated function's source, globals), timeit/repeat/autorange with a counting timer so every timing is exact, the module functions, errors (bad arguments, syntax errors, exceptions from the statement), default_timer
import timeit
from timeit import Timer


class Clock:
    """A timer that advances by `step` at every reading."""

    def __init__(self, step=1.0):
        self.now = 0.0
        self.step = step

    def __call__(self):
        self.now += self.step
        return self.now


calls = []


def work():
    calls.append(1)


t = Timer(work, timer=Clock())
print(t.timeit(7), len(calls))
calls.clear()
print(t.repeat(3, 4), len(calls))
calls.clear()
print(Timer(work, setup=lambda: calls.append("setup"), timer=Clock(0.5)).timeit(3), calls)

# string statements run in a namespace of their own (or the given globals)
counter = {"n": 0}
ns = {"counter": counter}
t = Timer("counter['n'] += 1", "counter['n'] = 100", timer=Clock(), globals=ns)
print(t.timeit(5), counter)
print(repr(t.src))
print(repr(Timer("x = 1\ny = 2", "a = 1\nb = 2").src))
print(repr(Timer(work, "pass").src))
total = []
print(timeit.timeit("total.append(len(total))", number=4, timer=Clock(2), globals={"total": total}), total)
print(timeit.repeat("s.append(1)", "s = []", repeat=2, number=3, timer=Clock(), globals={}))
print(timeit.timeit(number=0, timer=Clock()), timeit.timeit(timer=Clock(), number=10))
print(Timer("import itertools; r = list(itertools.repeat(0, 3))", timer=Clock()).timeit(2))


class Steady:
    """A timer that counts the statement's runs: 0.01 s each."""

    def __init__(self):
        self.runs = 0

    def __call__(self):
        return self.runs * 0.01


steady = Steady()


def step():
    steady.runs += 1


seen = []
number, taken = Timer(step, timer=steady).autorange(lambda n, s: seen.append((n, round(s, 6))))
print(number, round(taken, 6), seen)

for args in [(5,), ("pass", 5), (5, 5), ("x = (",), ("return",), ("pass", "x = ("), ("  x = 1",), ("break",)]:
    try:
        Timer(*args)
    except Exception as e:
        print(type(e).__name__, e)
try:
    Timer("1 / 0").timeit(1)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    timeit.timeit(lambda: [][1], number=2)
except IndexError as e:
    print(type(e).__name__, e)
print(timeit.default_number, timeit.default_repeat, timeit.dummy_src_name, timeit.__all__)
print(timeit.default_timer is __import__("time").perf_counter, timeit.reindent("a\nb", 2))
elapsed = timeit.timeit("pass", number=100)
print(type(elapsed).__name__, 0 <= elapsed < 1, len(timeit.repeat(repeat=3, number=10)))
calls.clear()
print(Timer(work, timer=Clock()).timeit(-3), Timer(work, timer=Clock()).timeit(0), calls)
try:
    Timer(work, timer=Clock()).timeit(1.5)
except TypeError as e:
    print(type(e).__name__, e)
