# List comprehensions with conditions and nested loops.
nums = list(range(1, 13))
print([n * n for n in nums])
print([n for n in nums if n % 3 == 0])
print([n if n % 2 else -n for n in nums])
print([(a, b) for a in range(1, 4) for b in range(a, 4)])
print([a * b for a in range(1, 4) for b in range(1, 4) if a != b])
print([x for x in range(30) if x % 2 == 0 if x % 3 == 0])
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[i] for row in matrix for i in range(len(row)) if i == len(row) - 1])
print([[row[i] for row in matrix] for i in range(3)])
flat = [v for row in matrix for v in row]
print(flat)
print([[c for c in w] for w in ["ab", "", "xyz"]])
words = ["apple", "Banana", "cherry", "date", "Elderberry", "fig"]
print([w.lower() for w in words if len(w) > 3])
print([w[0] for w in words if w[0].isupper()])
print([(i, w) for i, w in enumerate(words) if i % 2 == 1])
print([a + b for a, b in zip("abc", "xyz")])
pairs = [(1, "one"), (2, "two"), (3, "three")]
print([s * n for n, s in pairs])
print([[i * j for j in range(i)] for i in range(5)])
print([x for x in []], [x for x in "" if x])
primes = [p for p in range(2, 50) if all([p % d != 0 for d in range(2, p)])]
print(primes)
triples = [(a, b, c) for c in range(1, 30) for b in range(1, c) for a in range(1, b) if a * a + b * b == c * c]
print(triples)
print(len([1 for i in range(100) for j in range(i) if (i + j) % 7 == 0]))
print([str(x) + "!" for x in [1.5, None, True, "s"]])
print(sum([x for x in range(1000) if x % 3 == 0 or x % 5 == 0]))
nested = [[1, [2, 3]], [4, [5, 6]]]
print([b for a, (b, c) in nested], [c for a, (b, c) in nested])
