# List slicing: get, steps, negative steps, slice assignment.
a = list(range(10))
print(a[2:5], a[:3], a[7:], a[-3:], a[:-7], a[::2], a[1::3], a[::-1], a[7:2:-2])
print(a[100:], a[-100:2], a[5:5], a[8:3], a[::-3], a[-2:-8:-2])
b = a[:]
b[0] = 99
print(a[0], b[0], a == b)
c = list(range(8))
c[1:3] = ["x", "y", "z"]
print(c)
c[0:0] = [-1, -2]
print(c)
c[len(c):] = [100]
print(c)
c[2:5] = []
print(c)
c[:] = [1, 2, 3]
print(c)
c[1:2] = "ab"
print(c)
c[-1:] = [[9, 9]]
print(c, len(c))
d = list(range(10))
d[::2] = [0, 0, 0, 0, 0]
print(d)
d[1::2] = ["o", "o", "o", "o", "o"]
print(d)
d[::-3] = [7, 7, 7, 7]
print(d)
e = [1, 2, 3]
f = e
e[:] = [4, 5]
print(e, f, e is f)
m = [[1, 2], [3, 4]]
n = m[:]
n[0][0] = 100
n[1] = [0]
print(m, n)
