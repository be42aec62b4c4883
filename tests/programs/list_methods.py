# List methods: append, extend, insert, pop, remove, index, count, reverse, copy, clear.
a = []
for i in range(5):
    a.append(i * 10)
print(a)
a.extend([1, 2])
a.extend((3,))
a.extend("xy")
a.extend([])
print(a)
a.insert(0, "first")
a.insert(3, "mid")
a.insert(100, "end")
a.insert(-1, "before-end")
a.insert(-100, "very-first")
print(a)
print(a.pop(), a.pop(0), a.pop(2), a.pop(-2))
print(a)
a.remove("x")
a.remove(20)
print(a)
b = [3, 1, 3, 2, 3, 1, 4]
print(b.index(3), b.index(1), b.index(2), b.index(3, 1), b.index(1, 2))
print(b.count(3), b.count(1), b.count(9), [[1], [1]].count([1]))
b.remove(3)
print(b)
b.reverse()
print(b)
c = b.copy()
c.append("new")
print(b, c)
c.clear()
print(c, len(c), b)
r = b.append(5)
print(r, b)
stack = []
for ch in "abcde":
    stack.append(ch)
out = ""
while len(stack) > 0:
    out = out + stack.pop()
print(out)
q = [1, 2, 3, 4]
while q:
    print("got", q.pop(0), "left", q)
