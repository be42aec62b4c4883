# Global lookups remember where they found a name in the module dict; the
# hint must never return a stale value: rebinding, deleting, re-adding, the
# dict growing (entries rebuilt) and a global shadowing a builtin later.


def f():
    return 1


def call_f(n):
    t = 0
    for _ in range(n):
        t += f()
    return t


print(call_f(100))


def f():
    return 2


print(call_f(100))
g = globals()
g["f"] = lambda: 3
print(call_f(100))
del f
try:
    call_f(1)
except NameError as e:
    print("NameError:", e)
for k in range(200):
    g["filler_%d" % k] = k
f = lambda: 4
print(call_f(100))
for k in range(0, 200, 2):
    del g["filler_%d" % k]
print(call_f(100), filler_1, filler_199)


def uses_len(x):
    return len(x)


print(uses_len([1, 2, 3]))
len = lambda x: -1
print(uses_len([1, 2, 3]))
del len
print(uses_len([1, 2, 3]))
counter = 0


def bump(n):
    global counter
    for _ in range(n):
        counter = counter + 1
    return counter


print(bump(50), bump(50))
