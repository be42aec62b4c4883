# isinstance with subclasses and tuples; type(x) is C; type(x).__name__.
class A:
    pass
class B(A):
    pass
class C(B):
    pass
class D:
    pass
objs = [A(), B(), C(), D()]
for o in objs:
    print(type(o).__name__, isinstance(o, A), isinstance(o, B), isinstance(o, C),
          isinstance(o, D), isinstance(o, (B, D)), type(o) is A, type(o) is C)
vals = [1, -2 ** 70, 1.5, "s", [1], (1,), {}, True, None]
for v in vals:
    print(repr(v), type(v).__name__, isinstance(v, int), isinstance(v, float),
          isinstance(v, str), isinstance(v, list), isinstance(v, (int, float)),
          isinstance(v, (tuple, dict)))
print(type(1) is int, type(True) is int, type(True) is bool, type(1.0) is float)
print(type("x") is str, type([]) is list, type(()) is tuple, type({}) is dict)
print(type(A()) is type(A()), type(B()) is A, type(2 ** 100) is int)
def describe(x):
    if isinstance(x, bool):
        return "bool"
    elif isinstance(x, int):
        return "int"
    elif isinstance(x, float):
        return "float"
    elif isinstance(x, str):
        return "str"
    elif isinstance(x, (list, tuple)):
        return "seq of " + str(len(x))
    elif isinstance(x, A):
        return "an A-ish " + type(x).__name__
    return "other"
for v in [True, 3, 3.0, "3", [3], (3, 3), C(), D(), None]:
    print(describe(v))
print(isinstance(C(), (D, (int, A))))
