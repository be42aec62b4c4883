# Matrix multiplication with lists.
def zeros(n, m):
    rows = []
    for i in range(n):
        rows.append([0] * m)
    return rows
def matmul(a, b):
    n = len(a)
    m = len(b[0])
    k = len(b)
    c = zeros(n, m)
    for i in range(n):
        for j in range(m):
            s = 0
            for t in range(k):
                s = s + a[i][t] * b[t][j]
            c[i][j] = s
    return c
def identity(n):
    m = zeros(n, n)
    for i in range(n):
        m[i][i] = 1
    return m
def show(m):
    for row in m:
        line = ""
        for v in row:
            line = line + str(v).rjust(8)
        print(line)
a = [[1, 2, 3], [4, 5, 6]]
b = [[7, 8], [9, 10], [11, 12]]
show(matmul(a, b))
show(matmul(b, a))
print(matmul(a, identity(3)) == a)
fibm = [[1, 1], [1, 0]]
p = identity(2)
for i in range(90):
    p = matmul(p, fibm)
print("fib via matrix", p[0][1], p[0][0])
r = [[0.5, 0.25], [0.125, 1.5]]
print(matmul(r, r))
n = 12
m1 = zeros(n, n)
m2 = zeros(n, n)
for i in range(n):
    for j in range(n):
        m1[i][j] = (i * 7 + j * 3) % 10 - 4
        m2[i][j] = (i + 2 * j) % 5
prod = matmul(m1, m2)
tr = 0
for i in range(n):
    tr = tr + prod[i][i]
print("trace", tr, "row0", prod[0])
