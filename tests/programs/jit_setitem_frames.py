# obj[key] = value by a Python __setitem__ runs as a frame the JIT inlines:
# stores, exceptions, the method's result ignored, replacement, and a
# class derived from a builtin type.


class Store:
    def __init__(self, n):
        self.data = [0] * n
        self.writes = 0

    def __setitem__(self, i, v):
        if i >= len(self.data):
            raise IndexError("store index %d" % i)
        self.data[i] = v
        self.writes += 1
        return "ignored"

    def __getitem__(self, i):
        return self.data[i]


s = Store(50)
for i in range(200):
    s[i % 50] = s[(i + 1) % 50] + i
print(sum(s.data), s.writes)
try:
    for i in range(60):
        s[i] = i
except IndexError as e:
    print("IndexError:", e, s.writes)


class Matrix:
    def __init__(self, n):
        self.n = n
        self.rows = [[0.0] * n for _ in range(n)]

    def __getitem__(self, ij):
        i, j = ij
        return self.rows[i][j]

    def __setitem__(self, ij, v):
        i, j = ij
        self.rows[i][j] = v


m = Matrix(12)
for i in range(12):
    for j in range(12):
        m[i, j] = i * 0.5 + j
t = Matrix(12)
for i in range(12):
    for j in range(12):
        t[j, i] = m[i, j] * 2
print(sum(sum(r) for r in t.rows), t[3, 4], t[11, 0])


class Logged(dict):
    def __setitem__(self, k, v):
        dict.__setitem__(self, k, v * 2)


d = Logged()
for i in range(30):
    d[i % 7] = i
print(sorted(d.items()))


def swap(n):
    st = Store(10)
    for i in range(n):
        if i == n // 2:
            Store.__setitem__ = lambda self, i, v: self.data.__setitem__(i, -v)
        st[i % 10] = i
    return st.data


print(swap(40))


class ReadOnly:
    def __getitem__(self, k):
        return k


try:
    ReadOnly()[0] = 1
except TypeError as e:
    print("TypeError:", e)
