# itertools combinatorics: permutations (full and r-length), combinations,
# combinations_with_replacement, product (several iterables and repeat=),
# counts matching math.comb/perm/factorial, empty and r > n cases, output
# order, and small searches built on them (subset sum, a 3x3 magic square
# check, anagram generation, password space).
from itertools import permutations, combinations, combinations_with_replacement, product
import math

print(list(permutations("abc")), list(permutations([1, 2, 3], 2)))
print(list(combinations("abcd", 2)), list(combinations(range(4), 3)))
print(list(combinations_with_replacement("ab", 3)), list(product("ab", [0, 1])))
print(list(product("xy", repeat=2)), list(product()), list(product("ab", [])), list(product(range(2), repeat=3))[:4])
print(list(permutations([])), list(permutations("ab", 3)), list(combinations("abc", 0)), list(combinations("ab", 5)))
print(list(combinations_with_replacement([], 2)), list(combinations_with_replacement("a", 0)), list(permutations("aa")))
n = 7
for r in range(0, 5):
    print(r, len(list(permutations(range(n), r))) == math.perm(n, r), len(list(combinations(range(n), r))) == math.comb(n, r),
          len(list(combinations_with_replacement(range(n), r))) == math.comb(n + r - 1, r))
print(math.factorial(6), len(list(permutations(range(6)))), math.comb(52, 5), math.perm(5), math.comb(5, 7))

# subset sum: every subset of coins that totals the target
coins = [1, 2, 5, 10, 20, 50]
target = 33
hits = [c for r in range(len(coins) + 1) for c in combinations(coins, r) if sum(c) == target]
print(hits)
print(sorted(set(sum(c) for r in range(3) for c in combinations_with_replacement([1, 5, 10], r))))

# 3x3 magic squares: top row by permutations, the rest by centre symmetry
def is_magic(p):
    rows = [p[0:3], p[3:6], p[6:9]]
    lines = rows + [p[i::3] for i in range(3)] + [(p[0], p[4], p[8]), (p[2], p[4], p[6])]
    return all(sum(line) == 15 for line in lines)
others = [1, 2, 3, 4, 6, 7, 8, 9]
magic = []
for a, b, c in permutations(others, 3):
    if a + b + c != 15:
        continue
    g, h, i = 10 - c, 10 - b, 10 - a
    rest = [x for x in others if x not in (a, b, c, g, h, i)]
    for d, f in permutations(rest, 2):
        p = (a, b, c, d, 5, f, g, h, i)
        if is_magic(p):
            magic.append(p)
print(len(magic), magic[:2])

# anagrams and distinct arrangements
word = "noon"
arrangements = sorted(set("".join(p) for p in permutations(word)))
print(len(arrangements), arrangements, math.factorial(4) // (math.factorial(2) * math.factorial(2)))
vocab = {"listen", "silent", "enlist", "tinsel", "inlets", "google"}
print(sorted(w for w in ("".join(p) for p in permutations("listen")) if w in vocab))

# grid neighbours with product
def neighbours(r, c, rows, cols):
    return [(r + dr, c + dc) for dr, dc in product((-1, 0, 1), repeat=2)
            if (dr, dc) != (0, 0) and 0 <= r + dr < rows and 0 <= c + dc < cols]
print(neighbours(0, 0, 3, 3), len(neighbours(1, 1, 3, 3)), neighbours(0, 0, 1, 1))

# truth table
print(["".join("T" if v else "F" for v in vals) + ("=T" if (vals[0] and not vals[1]) or vals[2] else "=F")
       for vals in product([True, False], repeat=3)])

# round-robin tournament pairings and a password space size
teams = ["A", "B", "C", "D"]
print([f"{a}v{b}" for a, b in combinations(teams, 2)], len(list(permutations(teams, 2))))
alphabet = "ab1"
pw = ["".join(p) for p in product(alphabet, repeat=2)]
print(pw, len(pw) == len(alphabet) ** 2)
for bad in [lambda: list(permutations("ab", -1)), lambda: list(combinations("ab", -1)), lambda: list(product("a", repeat=-1)),
            lambda: math.comb(-1, 2), lambda: math.factorial(-3)]:
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
