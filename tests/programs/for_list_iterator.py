# for over lists and tuples: the list growing and shrinking while it is
# iterated, an iterator shared between a for loop and next(), and an
# exhausted list iterator staying exhausted after the list grows.
items = [1, 2, 3]
seen = []
for x in items:
    seen.append(x)
    if x < 6:
        items.append(x + 3)
print(seen, items)

items = list(range(10))
out = []
for x in items:
    out.append(x)
    if x % 3 == 0 and items:
        items.pop(0)
print(out, items)

it = iter([10, 20, 30, 40, 50])
pairs = []
for a in it:
    pairs.append((a, next(it, None)))
print(pairs)

l = [1, 2]
it = iter(l)
print(list(it), list(it))
l.append(3)
print(list(it), next(it, "done"))
for x in it:
    print("never", x)

t = (1, "a", None, 2.5)
print([x for x in t], [y for y in ()], [z for z in []])
for x in [[1, 2], [3]]:
    for y in x:
        print(x, y, end="; ")
print()

class L(list):
    def __iter__(self):
        return iter(["custom"])

print([x for x in L([1, 2])], list(iter(L([3]))))
