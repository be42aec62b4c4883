# Dict and set comprehensions.
words = ["apple", "banana", "cherry", "avocado", "blueberry", "kiwi"]
lengths = {w: len(w) for w in words}
print(lengths)
print({w: n for w, n in lengths.items() if n > 5})
by_letter = {w[0]: w for w in words}
print(by_letter)
print({i: i * i for i in range(8) if i % 2})
inverted = {v: k for k, v in {"a": 1, "b": 2, "c": 3}.items()}
print(inverted)
print({(i, j): i * j for i in range(3) for j in range(3) if i <= j})
print({k: [x for x in range(k)] for k in range(4)})
counts = {}
for w in words:
    counts[w[0]] = counts.get(w[0], 0) + 1
print({k: v for k, v in sorted(counts.items())})
print(sorted({len(w) for w in words}))
print(sorted({w[-1] for w in words}))
print(sorted({x % 7 for x in range(100)}))
print(sorted({a * b for a in range(1, 5) for b in range(1, 5)}))
s = {c for c in "mississippi"}
print(sorted(s), len(s))
print({n: str(n) * n for n in range(1, 5)})
print({i: {j: i + j for j in range(2)} for i in range(3)})
squares = {n * n for n in range(-5, 6)}
print(sorted(squares), 16 in squares, 15 in squares)
keys = ["x", "y", "z"]
vals = [10, 20, 30]
print({k: v for k, v in zip(keys, vals)})
print(dict([(k, v * 2) for k, v in zip(keys, vals)]))
print({k: v for k, v in []}, sorted({x for x in []}))
grid = {(r, c): "#" if (r + c) % 2 else "." for r in range(3) for c in range(3)}
for r in range(3):
    print("".join([grid[(r, c)] for c in range(3)]))
