# itertools: product, permutations, combinations and their edge cases
from itertools import product, permutations, combinations, combinations_with_replacement

print(list(product("ab", range(3))))
print(list(product([0, 1], repeat=3)))
print(list(product("ab", "xy", repeat=2))[:6], len(list(product("ab", "xy", repeat=2))))
print(list(product()), list(product([], [1, 2])), list(product([1, 2], repeat=0)))
print(list(permutations("abc")))
print(list(permutations(range(4), 2)))
print(list(permutations([1, 2], 3)), list(permutations([], 0)), list(permutations("ab", 0)))
print(list(combinations("ABCD", 2)))
print(list(combinations(range(5), 3)))
print(list(combinations("ab", 3)), list(combinations("ab", 0)), list(combinations([], 0)))
print(list(combinations_with_replacement("ABC", 2)))
print(list(combinations_with_replacement([1, 2], 3)), list(combinations_with_replacement([], 2)), list(combinations_with_replacement([], 0)))
print(sum(1 for _ in permutations(range(6))), sum(1 for _ in combinations(range(10), 4)))
print(sum(1 for _ in combinations_with_replacement(range(5), 3)), sum(1 for _ in product(range(4), repeat=4)))
# consistency with brute force
def brute_comb(pool, r):
    out = []
    for idx in product(range(len(pool)), repeat=r):
        if sorted(idx) == list(idx) and len(set(idx)) == r:
            out.append(tuple([pool[i] for i in idx]))
    return out
print(brute_comb("wxyz", 2) == list(combinations("wxyz", 2)))
print([p for p in permutations("aab")])
print(["".join(p) for p in product("01", repeat=2)])
# inputs are consumed eagerly
def gen():
    print("gen start")
    yield 1
    yield 2
    print("gen end")
p = product(gen(), "ab")
print("created")
print(next(p), list(p))
pm = permutations(gen())
print("perm created", list(pm))
for args in [("abc", -1)]:
    for f in (permutations, combinations, combinations_with_replacement):
        try:
            f(*args)
        except ValueError as e:
            print(f.__name__, "ValueError", e)
try:
    product("ab", repeat=-1)
except ValueError as e:
    print("ValueError", e)
try:
    permutations("abc", 1.5)
except TypeError as e:
    print("TypeError", e)
