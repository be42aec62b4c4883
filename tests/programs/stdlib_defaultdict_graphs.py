# collections.defaultdict: factories list/int/set/lambda/another
# defaultdict, the missing-key insertion side effect (and that .get / in do
# not insert), default_factory None raising KeyError, repr, conversion to a
# dict, and graph algorithms built on it: adjacency lists, in-degree
# counting, topological sort, connected components, and grouping.
from collections import defaultdict

counts = defaultdict(int)
for ch in "mississippi":
    counts[ch] += 1
print(counts, dict(counts), counts["z"], "q" in counts, counts.get("w"), len(counts))
groups = defaultdict(list)
for word in ["apple", "bob", "avocado", "cat", "banana", "cherry"]:
    groups[word[0]].append(word)
print(sorted(groups.items()), groups.default_factory is list)
tags = defaultdict(set)
for post, tag in [(1, "py"), (2, "rs"), (1, "vm"), (1, "py"), (3, "rs")]:
    tags[tag].add(post)
print({k: sorted(v) for k, v in sorted(tags.items())})
nested = defaultdict(lambda: defaultdict(int))
for year, month, amount in [(2023, 1, 5), (2023, 1, 7), (2023, 2, 1), (2024, 1, 9)]:
    nested[year][month] += amount
print({y: dict(m) for y, m in nested.items()}, nested[2025][1], sorted(nested))
const = defaultdict(lambda: "n/a", {"a": "x"})
print(const["a"], const["b"], dict(const))
plain = defaultdict(None, {"k": 1})
try:
    plain["missing"]
except KeyError as e:
    print("KeyError", e, plain.default_factory)
try:
    defaultdict(5)
except TypeError as e:
    print("TypeError", e)
dd = defaultdict(list, a=[1])
dd2 = dd.copy()
dd2["a"].append(2)
dd2["b"]
print(dd, dd2, isinstance(dd, dict), dd == {"a": [1, 2]}, type(dd2).__name__)

edges = [("shop", "cook"), ("cook", "eat"), ("wake", "shop"), ("wake", "shower"), ("shower", "dress"),
         ("dress", "shop"), ("eat", "wash"), ("cook", "wash")]
graph = defaultdict(list)
indeg = defaultdict(int)
for a, b in edges:
    graph[a].append(b)
    indeg[b] += 1
    indeg[a] += 0
def topo(graph, indeg):
    indeg = dict(indeg)
    ready = sorted(n for n, d in indeg.items() if d == 0)
    order = []
    while ready:
        n = ready.pop(0)
        order.append(n)
        for m in graph[n]:
            indeg[m] -= 1
            if indeg[m] == 0:
                ready.append(m)
                ready.sort()
    if len(order) != len(indeg):
        raise ValueError("cycle detected")
    return order
print(topo(graph, indeg))
graph["wash"].append("wake")
indeg["wake"] += 1
try:
    topo(graph, indeg)
except ValueError as e:
    print("ValueError", e)

undirected = defaultdict(set)
for a, b in [(1, 2), (2, 3), (4, 5), (6, 6), (7, 5), (8, 9)]:
    undirected[a].add(b)
    undirected[b].add(a)
undirected[10]
def components(g):
    seen, comps = set(), []
    for start in sorted(g):
        if start in seen:
            continue
        stack, comp = [start], []
        seen.add(start)
        while stack:
            n = stack.pop()
            comp.append(n)
            for m in sorted(g[n]):
                if m not in seen:
                    seen.add(m)
                    stack.append(m)
        comps.append(sorted(comp))
    return comps
print(components(undirected))

# inverted index
docs = {1: "the cat sat", 2: "the dog sat down", 3: "a cat and a dog"}
index = defaultdict(set)
for doc_id, text in docs.items():
    for w in text.split():
        index[w].add(doc_id)
def search(*words):
    sets = [index[w] for w in words]
    return sorted(set.intersection(*sets)) if sets else []
print(search("cat"), search("sat", "the"), search("dog", "cat"), search("zebra"), search())
print(sorted((w, sorted(ids)) for w, ids in index.items() if len(ids) > 1))
