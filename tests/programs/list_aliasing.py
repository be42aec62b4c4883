# Aliasing: two names, one list; += and *= mutate in place.
a = [1, 2, 3]
b = a
b.append(4)
print(a, b, a is b)
a += [5]
print(a, b, a is b)
a = a + [6]
print(a, b, a is b)
c = [0]
d = c
c *= 3
print(c, d, c is d)
e = [[0]] * 3
e[0].append(1)
print(e, e[0] is e[2])
f = []
for i in range(3):
    f.append([0])
f[0].append(1)
print(f, f[0] is f[1])
def mutate(lst):
    lst.append("m")
    lst += ["n"]
    lst = ["rebound"]
    lst.append("lost")
    return lst
g = ["g"]
h = mutate(g)
print(g, h)
outer = [1, [2, 3]]
inner = outer[1]
inner.append(4)
print(outer)
copy = outer.copy()
copy[1].append(5)
copy[0] = 100
print(outer, copy)
t = ([1], [2])
t[0].append(10)
print(t)
x = y = []
x.append("shared")
print(x, y)
s = "abc"
s2 = s
s += "d"
print(s, s2)
