# *args + **kwargs forwarding: f(*a, **k).
def target(a, b, c=0, *rest, key=None, **extra):
    return [a, b, c, rest, key, sorted(extra.items())]
def forward(*args, **kwargs):
    print("forwarding", args, sorted(kwargs.items()))
    return target(*args, **kwargs)
print(forward(1, 2))
print(forward(1, 2, 3, 4, 5))
print(forward(1, b=2))
print(forward(1, 2, key="k", more=1, z=2))
args = (10, 20)
kwargs = {"c": 30, "key": "K"}
print(target(*args, **kwargs))
print(target(*[1, 2, 3, 4]))
print(target(0, *[1], **{"c": 5}))
print(target(*"xy"))
def add3(x, y, z):
    return x + y + z
print(add3(*[1, 2, 3]), add3(1, *[2, 3]), add3(*[1], **{"z": 3, "y": 2}))
print(add3(**{"x": "a", "y": "b", "z": "c"}))
t = (4, 5)
print(add3(1, *t))
def logged(fn, *args, **kwargs):
    print("calling", fn.__name__, "with", args, sorted(kwargs.items()))
    result = fn(*args, **kwargs)
    print("result", result)
    return result
logged(add3, 1, 2, z=3)
logged(max, [3, 9, 2])
logged(sorted, [3, 1, 2], reverse=True)
logged(target, "a", "b")
def count(*a, **k):
    return len(a), len(k)
print(count(*range(5), **{}))
print(count(*[], **dict(a=1, b=2)))
print(count(1, *[2, 3], 4, *(5,)))
print(max(*[4, 8, 1]), min(*"hello"))
print(*[1, 2, 3], sep=", ")
print(*["a", "b"], *["c"], end=" END\n")
