# Comprehension variables do not leak into the enclosing scope.
x = "outer x"
result = [x for x in range(5)]
print(result, x)
i = 100
squares = {i: i * i for i in range(3)}
print(squares, i)
c = "keep"
letters = sorted({c for c in "hello"})
print(letters, c)
try:
    print([zz for zz in range(3)])
    print(zz)
except NameError as e:
    print("NameError:", e)
a = 5
b = [a * a for a in range(a)]
print(b, a)
n = 3
print([n for n in range(n)], n)
total = 10
print([total + t for t in range(3)], total)
def fn():
    k = "local k"
    out = [k for k in "ab"]
    return out, k
print(fn())
for j in range(2):
    vals = [j * 10 + q for q in range(3)]
    print(j, vals)
try:
    print(q)
except NameError as e:
    print("NameError:", e)
pairs = [(p, r) for p in range(2) for r in range(2)]
print(pairs)
try:
    print(p, r)
except NameError as e:
    print("NameError:", e)
x = [1, 2, 3]
x = [x * 2 for x in x]
print(x)
