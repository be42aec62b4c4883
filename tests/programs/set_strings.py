# Sets of strings (always printed via sorted()).
fruits = {"apple", "banana", "cherry"}
print(sorted(fruits), len(fruits))
fruits.add("date")
fruits.add("apple")
print(sorted(fruits))
fruits.discard("banana")
fruits.discard("zzz")
print(sorted(fruits), "banana" in fruits, "cherry" in fruits)
text = "the quick brown fox jumps over the lazy dog the end"
words = text.split()
unique = set(words)
print(len(words), len(unique), sorted(unique))
seen = set()
dups = []
for w in words:
    if w in seen:
        dups.append(w)
    seen.add(w)
print(dups, sorted(seen) == sorted(unique))
vowels = set("aeiou")
print(sorted(set("programming").intersection(vowels)), sorted(set("rhythm").intersection(vowels)))
print(sorted(set("hello").union(set("world"))), sorted(set("hello").difference(set("world"))))
print(sorted(set("hello").union("world").difference(set("hello").intersection("world"))))
a = {"x", "y", "z"}
b = {"y", "z", "w"}
print(sorted(a.union(b)), sorted(a.intersection(b)), sorted(a.difference(b)))
print({"y"}.issubset(a), a.issubset(b), sorted(a.difference({"x"})))
try:
    a.remove("nope")
except KeyError as e:
    print("KeyError:", e)
a.remove("x")
print(sorted(a))
tags = [{"red", "big"}, {"blue", "big"}, {"red", "small"}]
common = tags[0]
every = set()
for t in tags:
    common = common.intersection(t)
    every = every.union(t)
print(sorted(common), sorted(every))
letters = set()
for w in ["ab", "bc", "cd"]:
    letters.update(w)
print(sorted(letters), "".join(sorted(letters)))
print(sorted({"B", "a", "C", "b"}), sorted(sorted({"B", "a", "C", "b"}), key=str.lower))
names = ["Ann", "bob", "ann", "Bob", "carl"]
print(sorted(set([n.lower() for n in names])))
print(len(set(["", " ", ""])), sorted(set(["", " ", ""])))
mixed = {1, "1", 2, "2"}
print(len(mixed), 1 in mixed, "1" in mixed, 3 in mixed)
print(sorted([x for x in mixed if isinstance(x, str)]), sorted([x for x in mixed if isinstance(x, int)]))
print(sorted({("a", 1), ("b", 2), ("a", 1)}))
