# A function reading builtins keeps finding them until a module global of
# the same name appears (by assignment, def, import or globals()), and
# finds the builtin again once that global is deleted.
ORIGINAL = (len, abs, max)


def use():
    return len is ORIGINAL[0], abs(-2), max(1, 5)


print(use())
len = lambda s: "module len"
print(use())
del len
print(use())


def abs(x):
    return "module abs"


print(use())
del globals()["abs"]
print(use())
globals()["max"] = min
print(use())
globals().pop("max")
print(use())
from math import floor as len
print(use())
del len
for i in range(3):
    print(use())
    if i == 1:
        exec_like = {"len": 1}
        globals().update(exec_like)
print(use())
del len
print(use())
