# Dict lookups by a small int or a str take a one-walk path that must still
# ask a stored key's user __eq__ when one might find the keys equal.


class Five:
    def __hash__(self):
        return hash(5)

    def __eq__(self, other):
        print("Five.__eq__", other)
        return other == 5

    def __repr__(self):
        return "Five()"


class Named:
    def __init__(self, name):
        self.name = name

    def __hash__(self):
        return hash(self.name)

    def __eq__(self, other):
        return isinstance(other, str) and other == self.name

    def __repr__(self):
        return "Named(%r)" % self.name


d = {Five(): "five", 6: "six"}
print(d.get(5), d.get(6), d.get(7), 5 in d, 7 in d)
d[5] = "replaced"
print(d)

n = {Named("a"): 1, "b": 2}
print(n.get("a"), n["b"], "a" in n, "c" in n)
n["a"] = 10
print(n)
del n["a"]
print(n, n.get("a"))

# Numbers that are one key: 1, 1.0 and True.
m = {1.0: "float one", True: "ignored"}
print(m, m.get(1), m[1])
m2 = {2**70: "big"}
print(m2.get(2**70), m2.get(2**70 + 0.0))
# A big int and the float of the same value are one key too.
print({2.0**70: "float"}.get(2**70), 2**70 in {2.0**70}, 2.0**64 in {2**64}, {2**70: 1}.get(2.0**70 + 2.0**20))

# Long probe chains: keys sharing their low bits, some deleted.
big = {}
for i in range(0, 4096, 64):
    big[i] = i // 64
for i in range(0, 4096, 128):
    del big[i]
print(len(big), sum(big.get(i, 0) for i in range(0, 4096, 64)), big.get(128), big.get(192))
for i in range(0, 4096, 128):
    big[i] = -1
print(len(big), sum(big.values()))

# Strings: equal but not the same object.
s = {"".join(["ab", "c"]): 1}
print(s.get("abc"), s.get("".join(["a", "bc"])), "abd" in s)

# A negative int whose hash is special (-1 hashes as -2).
neg = {-1: "minus one", -2: "minus two"}
print(neg[-1], neg[-2], hash(-1), hash(-2))


def hot(d, keys, rounds):
    t = 0
    for _ in range(rounds):
        for k in keys:
            v = d.get(k)
            if v is not None:
                t += v
    return t


ints = {i: i * 2 for i in range(100)}
print(hot(ints, list(range(-10, 110)), 30))
strs = {str(i): i for i in range(100)}
print(hot(strs, [str(i) for i in range(-10, 110)], 30))
mixed = {Five(): 1000, 4: 4}
print(hot(mixed, [4, 6], 3))
