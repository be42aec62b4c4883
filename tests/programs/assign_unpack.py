# Tuple unpacking in all its supported shapes.
a, b = 1, 2
a, b = b, a
print(a, b)
a, b, c = 5, 6, 7
b, c, a = a, b, c
print(a, b, c)
(x, y), z = (1, 2), 3
print(x, y, z)
x, (y, z) = "p", "qr"
print(x, y, z)
[p, q] = [10, 20]
print(p, q)
[p, (q, r)] = (30, [40, 50])
print(p, q, r)
s1, s2, s3 = "xyz"
print(s1, s2, s3)
l1, l2 = [[1, 2], [3]]
print(l1, l2)
k, v = ("key", {"v": 1})
print(k, v)
m1, m2, m3 = range(3)
print(m1, m2, m3)
d1, d2 = {"first": 1, "second": 2}
print(d1, d2)
t = (4, 5, 6)
i, j, k = t
print(i + j + k)
fib_a, fib_b = 0, 1
for n in range(15):
    fib_a, fib_b = fib_b, fib_a + fib_b
print(fib_a, fib_b)
u, v, w = 1, 2, 3
u, v, w = w, u, v
print(u, v, w)
arr = [1, 2, 3, 4]
arr[0], arr[3] = arr[3], arr[0]
print(arr)
i = 0
i, arr[i] = 2, "set"
print(i, arr)
