# Slice assignment from another list (read in place), from the list itself
# (copied first), from other iterables, with extended slices and with
# bounds whose __index__ changes the list assigned from.
a = list(range(10))
b = [10, 11, 12]
a[2:5] = b
print(a, b)
a[:] = a
print(a)
a[1:3] = a
print(a)
a = list(range(8))
a[::2] = [x * 10 for x in a[::2]]
print(a)
a[::-1] = a[:]
print(a)
a[5:] = (7, 8)
print(a)
a[0:0] = range(3)
print(a)
try:
    a[::3] = [1, 2]
except ValueError as e:
    print("ValueError", e)
c = [1, 2, 3]
d = c
c[:] = [4, 5, 6, 7]
print(c is d, d)


class Sneaky:
    def __init__(self, target, n):
        self.target = target
        self.n = n

    def __index__(self):
        self.target.append(99)
        return self.n


src = [1, 2]
dst = [0, 0, 0, 0]
dst[Sneaky(src, 1):3] = src
print(dst, src)
perm = list(range(9))
for k in range(8, 0, -1):
    perm[:k + 1] = perm[k::-1]
print(perm)
