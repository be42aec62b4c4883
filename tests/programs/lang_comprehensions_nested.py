# Comprehensions: nested loops with several conditions, nested
# comprehensions building matrices, dict and set comprehensions, generator
# expressions consumed by builtins, walrus inside a comprehension, and
# comprehension scoping (the loop variable does not leak).
matrix = [[r * 3 + c for c in range(3)] for r in range(4)]
print(matrix)
print([[row[i] for row in matrix] for i in range(3)])
print([x for row in matrix for x in row if x % 2 == 0 if x > 2])
print([(r, c) for r in range(3) for c in range(r) if (r + c) % 2])
print([x if x % 3 else "fizz" for x in range(1, 10)])
print([[y for y in range(x)] for x in range(4)])
print([c * n for c, n in zip("abc", [3, 0, 1])])

words = "the cat sat on the mat with the hat".split()
lengths = {w: len(w) for w in words}
print(lengths)
print({w for w in words if "a" in w} == {"cat", "sat", "mat", "hat"})
print(sorted({len(w) for w in words}))
counts = {w: words.count(w) for w in sorted(set(words))}
print(counts)
inverse = {v: k for k, v in {"a": 1, "b": 2, "c": 1}.items()}
print(inverse)
print({(i, j): i * j for i in range(3) for j in range(3) if i <= j})

# generator expressions inside builtins
print(sum(x * x for x in range(101)), any(w.startswith("w") for w in words), all(len(w) > 1 for w in words))
print(min((abs(x - 7), x) for x in [1, 5, 9, 12]), "".join(ch.upper() for ch in "abc" if ch != "b"))
print(sorted((w for w in set(words)), key=lambda w: (-len(w), w))[:4])
print(list(zip(*[(1, "a"), (2, "b"), (3, "c")])))

# walrus in comprehension condition (binds in enclosing scope)
data = [3, 8, 1, 12, 7]
big = [y for x in data if (y := x * 2) > 10]
print(big, y)

def scoped():
    x = "outer"
    values = [x for x in range(3)]
    return x, values
print(scoped())

# comprehension referencing class-level names only in the first iterable
class Table:
    size = 3
    rows = [[0, 0, 0] for _ in range(size)]
    try:
        cols = [size for _ in range(2)]
    except NameError as e:
        cols = str(e)
print(Table.rows, Table.cols)

# flatten / group / transpose helpers
def flatten(nested):
    return [x for sub in nested for x in (flatten(sub) if isinstance(sub, list) else [sub])]
print(flatten([1, [2, [3, [4, []]]], [[5]], 6]))
pairs = [("fruit", "apple"), ("veg", "leek"), ("fruit", "fig"), ("veg", "kale"), ("nut", "pecan")]
groups = {k: [v for kk, v in pairs if kk == k] for k in dict.fromkeys(k for k, _ in pairs)}
print(groups)

# empty inputs
print([x for x in []], {k: v for k, v in []}, set(x for x in ()), [x for x in range(5) if False])
print(list(x for x in "" for y in "abc"), sum(()), max((x for x in []), default="none"))

# prime sieve by comprehension
n = 50
primes = [p for p in range(2, n) if all(p % d for d in range(2, int(p ** 0.5) + 1))]
print(primes)
print({p: [q for q in primes if q < p and (p - q) == 2] for p in primes if p < 20})

# nested comprehension with tuple unpacking and enumerate
grid = ["#.#", "..#", "#.."]
print([(r, c) for r, line in enumerate(grid) for c, ch in enumerate(line) if ch == "#"])
print([[int(ch == "#") for ch in line] for line in grid])
