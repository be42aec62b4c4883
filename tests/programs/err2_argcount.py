# Wrong argument counts: CPython's messages, then an uncaught one (exit 1).
def f(a, b):
    return a + b
def g(a, b=2, *, c):
    return a + b + c
def h():
    return 0
class K:
    def __init__(self, x):
        self.x = x
    def m(self, y):
        return self.x + y
attempts = [
    lambda: f(1),
    lambda: f(),
    lambda: f(1, 2, 3),
    lambda: f(1, 2, z=3),
    lambda: f(1, a=1),
    lambda: g(1),
    lambda: g(1, 2, 3),
    lambda: h(1),
    lambda: K(),
    lambda: K(1, 2),
    lambda: K(1).m(),
    lambda: K(1).m(1, 2),
    lambda: f(b=1),
]
for i, fn in enumerate(attempts):
    try:
        print(i, fn())
    except TypeError as e:
        print(i, "TypeError:", e)
print(f(1, 2), g(1, c=3), h(), K(1).m(2))
print("calling with an unexpected keyword")
f(1, 2, z=3)
print("unreachable")
