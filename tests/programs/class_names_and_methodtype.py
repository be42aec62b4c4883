# A class's __name__ and __qualname__ belong to the class: assigning them
# renames it without renaming its subclasses; types.MethodType binds.
import types


class A:
    class Inner:
        pass


class B(A):
    pass


print(A.__qualname__, A.Inner.__qualname__, B.__qualname__)
print("__qualname__" in A.__dict__)
A.__name__ = "Renamed"
A.__qualname__ = "Outer.Renamed"
print(A.__name__, B.__name__, A.__qualname__, B.__qualname__)
print(repr(A), repr(B))
for bad in (5, None):
    try:
        A.__name__ = bad
    except TypeError as e:
        print("TypeError:", e)


class Counter:
    def __init__(self):
        self.n = 0


def bump(self, k=1):
    self.n += k
    return self.n


c = Counter()
m = types.MethodType(bump, c)
print(m(), m(5), m.__self__ is c, m.__func__ is bump)
try:
    types.MethodType(3, c)
except TypeError as e:
    print("TypeError:", e)
