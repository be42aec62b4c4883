# A Matrix class using the data model end to end: __getitem__/__setitem__
# with (row, col) tuple keys and row indexing, __len__, __iter__ over rows,
# __eq__, __add__/__sub__/__mul__ (scalar and matrix, reflected scalar),
# __matmul__, __neg__, __pow__ (repeated multiplication), __repr__/__str__,
# transpose, determinant (exact with ints), and dimension-mismatch errors.
class Matrix:
    def __init__(self, rows):
        rows = [list(r) for r in rows]
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("matrix rows must be non-empty and equal length")
        self.rows = rows
        self.n, self.m = len(rows), len(rows[0])

    @classmethod
    def identity(cls, n):
        return cls([[int(i == j) for j in range(n)] for i in range(n)])

    @classmethod
    def zeros(cls, n, m):
        return cls([[0] * m for _ in range(n)])

    @property
    def shape(self):
        return (self.n, self.m)

    def __getitem__(self, key):
        if isinstance(key, tuple):
            r, c = key
            return self.rows[r][c]
        return tuple(self.rows[key])

    def __setitem__(self, key, value):
        r, c = key
        self.rows[r][c] = value

    def __len__(self):
        return self.n

    def __iter__(self):
        for r in self.rows:
            yield tuple(r)

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def _check_same(self, other, op):
        if self.shape != other.shape:
            raise ValueError(f"cannot {op} {self.shape} and {other.shape}")

    def __add__(self, other):
        if not isinstance(other, Matrix):
            return NotImplemented
        self._check_same(other, "add")
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])

    def __sub__(self, other):
        return self + (-other)

    def __neg__(self):
        return self * -1

    def __mul__(self, k):
        if isinstance(k, Matrix):
            self._check_same(k, "multiply elementwise")
            return Matrix([[a * b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, k.rows)])
        if isinstance(k, (int, float)):
            return Matrix([[a * k for a in r] for r in self.rows])
        return NotImplemented

    __rmul__ = __mul__

    def __matmul__(self, other):
        if self.m != other.n:
            raise ValueError(f"shapes {self.shape} and {other.shape} not aligned")
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self.rows])

    def __pow__(self, k):
        if self.n != self.m:
            raise ValueError("only square matrices have powers")
        result = Matrix.identity(self.n)
        base = self
        while k:
            if k & 1:
                result = result @ base
            base = base @ base
            k >>= 1
        return result

    def T(self):
        return Matrix(zip(*self.rows))

    def det(self):
        if self.n != self.m:
            raise ValueError("determinant of non-square matrix")
        if self.n == 1:
            return self.rows[0][0]
        total = 0
        for j in range(self.m):
            minor = Matrix([row[:j] + row[j + 1:] for row in self.rows[1:]]) if self.n > 1 else None
            total += (-1) ** j * self.rows[0][j] * minor.det()
        return total

    def __repr__(self):
        return f"Matrix({self.rows!r})"

    def __str__(self):
        width = max(len(str(x)) for r in self.rows for x in r)
        return "\n".join("[" + " ".join(str(x).rjust(width) for x in r) + "]" for r in self.rows)

A = Matrix([[1, 2], [3, 4]])
B = Matrix([[0, 1], [1, 0]])
print(A)
print(repr(A), A.shape, len(A), A[0], A[1, 0], list(A), A == Matrix([[1, 2], [3, 4]]), A == [[1, 2], [3, 4]])
print(A + B, A - B, 2 * A, A * 0.5, -A, A * B, sep="\n")
print(A @ B, (A @ B) @ A == A @ (B @ A), A @ Matrix.identity(2) == A, sep="\n")
print(A ** 0, A ** 5, B ** 2 == Matrix.identity(2), sep="\n")
print(A.T(), Matrix([[1, 2, 3]]).T().shape, A.det(), Matrix([[2, 0, 1], [1, 3, 2], [1, 1, 1]]).det(), Matrix.identity(4).det())
fib = Matrix([[1, 1], [1, 0]]) ** 90
print("fib(90) =", fib[0, 1])
M = Matrix.zeros(2, 3)
M[1, 2] = 7
M[0, 0] += 1
print(M, M.T().shape)
for bad in [lambda: A + Matrix([[1, 2, 3]]), lambda: A @ Matrix([[1, 2, 3]]).T().T().T().T().T() if False else Matrix([[1, 2, 3]]).T() @ Matrix([[1], [2]]),
            lambda: Matrix([[1, 2], [3]]), lambda: Matrix([]), lambda: A + 1, lambda: "x" * A, lambda: Matrix([[1, 2]]) ** 2,
            lambda: A[2, 0], lambda: Matrix([[1, 2]]).det()]:
    try:
        print(bad())
    except (ValueError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
