# Deeply nested data must raise RecursionError (not crash) when compared or
# printed, and huge ints must respect the 4300-digit str conversion limit.
a = []
b = []
for i in range(100000):
    a = [a]
    b = [b]
try:
    print(a == b)
except RecursionError as e:
    print("RecursionError", e)
try:
    print(len(repr(a)))
except RecursionError:
    print("RecursionError in repr")
d = {}
e = {}
for i in range(50000):
    d = {1: d}
    e = {1: e}
try:
    print(d == e)
except RecursionError as x:
    print("RecursionError", x)
try:
    print(2 ** 20000)
except ValueError as err:
    print(err)
try:
    int("7" * 5000)
except ValueError as err:
    print(err)
print(len(str(2 ** 14000)))
print(a is a, a[0][0] is a[0][0])
