# Chained comparisons with function calls, is None, isinstance with tuples.
calls = []
def val(x):
    calls.append(x)
    return x
print(val(1) < val(2) < val(3), calls)
calls.clear()
print(val(3) < val(2) < val(5), calls)
calls.clear()
print(val(1) == val(1) != val(2), calls)
calls.clear()
print(0 <= val(5) <= 10, 0 <= val(15) <= 10, calls)
x = 5
print(1 < x < 10, 10 > x > 1, 1 < x > 3, x == 5 == 5.0, 1 < 2 > 0 < 4)
print("a" < "b" < "c", [1] < [1, 0] < [2], (1, 2) <= (1, 2) < (1, 3))
print(1 < 2 < 3 < 4 < 5, 1 < 2 < 3 > 4)
none = None
zero, emp, es = 0, [], ""
print(none is None, none is not None, zero is None, emp is None, es is not None)
def maybe(n):
    if n > 0:
        return n
print(maybe(1) is None, maybe(-1) is None, maybe(0) == None)
a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a == c, a is not c)
print(True is True, None is None, type(None).__name__)
vals = [1, 2.5, "s", [1], (1,), {"a": 1}, None, True, 7]
for v in vals:
    print(repr(v), isinstance(v, (int, float)), isinstance(v, (list, tuple)), isinstance(v, (str, dict, type(None))))
print(isinstance(True, int), isinstance(1, bool), isinstance(1, (bool, str)))
class A:
    pass
class B(A):
    pass
print(isinstance(B(), (A, int)), isinstance(A(), (B, str)), isinstance(A(), ()))
print(issubclass(B, (A, int)), issubclass(bool, (int,)), issubclass(int, (str, float)))
types = (int, str)
print([isinstance(v, types) for v in vals])
print(not 1 < 0, not (1 < 2 < 3), (1 < 2) < 3, 1 < (2 < 3))
def between(lo, v, hi):
    return lo <= v < hi
print([between(0, v, 3) for v in range(-1, 5)])
