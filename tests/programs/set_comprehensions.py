# Set comprehensions and set algorithms.
nums = [5, 3, 8, 3, 5, 1, 9, 8, 2]
print(sorted({n for n in nums}), sorted({n * 2 for n in nums if n > 3}))
print(sorted({n % 4 for n in range(20)}))
print(sorted({(a, b) for a in range(3) for b in range(3) if a + b == 2}))
words = ["Level", "radar", "Python", "noon", "Java", "stats", "go"]
pal = {w.lower() for w in words if w.lower() == w.lower()[::-1]}
print(sorted(pal))
print(sorted({len(w) for w in words}))
print(sorted({c for w in words for c in w.lower() if c in "aeiou"}))
def primes_upto(n):
    composite = {m for i in range(2, n) for m in range(i * i, n, i)}
    return sorted(set(range(2, n)).difference(composite))
print(primes_upto(60))
def reachable(graph, start):
    seen = {start}
    frontier = [start]
    while frontier:
        node = frontier.pop()
        for nxt in graph.get(node, []):
            if nxt not in seen:
                seen.add(nxt)
                frontier.append(nxt)
    return seen
g = {"a": ["b", "c"], "b": ["d"], "c": ["d", "e"], "d": ["a"], "x": ["y"]}
print(sorted(reachable(g, "a")), sorted(reachable(g, "x")), sorted(reachable(g, "e")))
squares = {i * i for i in range(50)}
sums = sorted({a + b for a in squares for b in squares if a <= b and a + b < 60})
print(sums)
not_sums = sorted(set(range(60)).difference(sums))
print(not_sums)
pairs = {(min(a, b), max(a, b)) for a in range(4) for b in range(4) if a != b}
print(len(pairs), sorted(pairs))
s1 = {x for x in range(0, 30, 2)}
s2 = {x for x in range(0, 30, 3)}
print(sorted(s1.intersection(s2)), sorted(s1.difference(s2))[:5], len(s1.union(s2)))
chars = {ch for ch in "Mississippi River"}
print(len(chars), sorted(chars))
def unique_in_order(xs):
    seen = set()
    out = []
    for x in xs:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out
print(unique_in_order([3, 1, 3, 2, 1, 4]), unique_in_order("abracadabra"))
print({x for x in []} == set(), sorted({0, -0, 0.0}), len({1, 1.0, True}))
