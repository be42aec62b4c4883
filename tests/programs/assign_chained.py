# Chained assignment.
a = b = 0
print(a, b)
a = a + 1
print(a, b)
x = y = z = "same"
print(x, y, z, x is y, y is z)
l1 = l2 = []
l1.append(1)
print(l1, l2, l1 is l2)
d = {}
d["a"] = d["b"] = 5
print(d)
lst = [0, 0, 0]
lst[0] = lst[2] = "end"
print(lst)
class Box:
    pass
bx = Box()
bx.v = bx.w = 42
print(bx.v, bx.w)
p, q = r = (1, 2)
print(p, q, r)
i = j = k = 10 ** 20
i = i + 1
print(i, j, k)
m = n = 1.5
m += 1
print(m, n)
