# Comprehensions inside functions using parameters and globals.
SCALE = 3
def scaled(xs, factor):
    return [x * factor for x in xs]
def filtered(xs, lo, hi):
    return [x for x in xs if lo <= x <= hi]
def table(n, m):
    return [[r * m + c for c in range(m)] for r in range(n)]
def index_of(words, prefix):
    return {w: i for i, w in enumerate(words) if w.startswith(prefix)}
def uniq_lengths(words, minimum=0):
    return sorted({len(w) for w in words if len(w) >= minimum})
def global_scale(xs):
    return [x * SCALE for x in xs]
def transpose(m):
    if not m:
        return []
    return [[row[i] for row in m] for i in range(len(m[0]))]
def histogram(values, buckets):
    width = (max(values) - min(values)) // buckets + 1
    lo = min(values)
    return {b: len([v for v in values if lo + b * width <= v < lo + (b + 1) * width]) for b in range(buckets)}
print(scaled([1, 2, 3], 4))
print(scaled([], 10))
print(filtered(list(range(20)), 5, 9))
print(table(3, 4))
print(transpose(table(3, 4)))
print(transpose([]))
words = ["pre", "prefix", "post", "present", "apple"]
print(index_of(words, "pre"))
print(uniq_lengths(words), uniq_lengths(words, 5))
print(global_scale([1, 10]))
SCALE = 5
print(global_scale([1, 10]))
print(histogram([1, 2, 2, 3, 7, 8, 9, 15, 15, 20], 4))
def apply_all(funcs, value):
    return [f(value) for f in funcs]
print(apply_all([abs, str, float, bool], -3))
def method_calls(objs, name):
    return [getattr(o, name)() for o in objs]
print(method_calls(["ab", "Cd"], "upper"), method_calls(["ab", "Cd"], "swapcase"))
def cumulative(xs):
    return [sum(xs[:i + 1]) for i in range(len(xs))]
print(cumulative([1, 2, 3, 4, 5]))
def recursive_flatten(obj):
    if isinstance(obj, list):
        return [y for x in obj for y in recursive_flatten(x)]
    return [obj]
print(recursive_flatten([1, [2, [3, [4, 5]], 6], [[7]]]))
def count_chars(s, chars):
    return {ch: len([c for c in s if c == ch]) for ch in chars}
print(count_chars("banana bandana", "abn "))
