# Slices whose bounds are objects with __index__: slice.indices, and
# slicing every builtin sequence with them (CPython calls __index__ for the
# step, then the start, then the stop).
calls = []


class Idx:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        calls.append(self.n)
        return self.n


print(slice(Idx(1), Idx(7), Idx(2)).indices(10), calls)
calls.clear()
for seq in ([0, 1, 2, 3, 4, 5, 6, 7], (0, 1, 2, 3, 4, 5, 6, 7), "abcdefgh", b"abcdefgh", bytearray(b"abcdefgh"), range(8)):
    print(seq[Idx(1):Idx(6):Idx(2)], seq[Idx(-3):], seq[:Idx(2)], calls)
    calls.clear()
try:
    slice(Idx(1), "x").indices(5)
except TypeError as e:
    print("TypeError", e)


class Bad:
    def __index__(self):
        return "nope"


try:
    slice(Bad(), 3).indices(5)
except TypeError as e:
    print("TypeError", e)

# a range's slice keeps the slice's own stop, as CPython's repr shows
r = range(5)
print(range(8)[1:6:2], range(10)[::3], range(0, 20, 3)[1:5], range(8)[6:1:-2], r[::-1], list(r[::-1]))
print(r[10:20], r[-100:100], range(0, 10, 3)[::-1], list(range(0, 10, 3)[::-1]), range(10)[3:3], len(range(10)[1:8:3]))
print(range(8)[1:6:2] == range(1, 7, 2), range(-5, 5)[Idx(2):Idx(-2)])
