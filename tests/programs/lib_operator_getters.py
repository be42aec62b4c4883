# operator: itemgetter, attrgetter and methodcaller, their reprs and uses
from operator import itemgetter, attrgetter, methodcaller

rows = [("bob", 25, "NY"), ("alice", 30, "LA"), ("carol", 25, "SF"), ("dave", 22, "NY")]
print(sorted(rows, key=itemgetter(1)))
print(sorted(rows, key=itemgetter(1, 0)))
print(list(map(itemgetter(0), rows)), itemgetter(-1)("xyz"), itemgetter(slice(1, 3))("abcd"))
print(itemgetter("a", "b")({"a": 1, "b": 2}), itemgetter(0, 0)([5]))
print(itemgetter(1), itemgetter(1, "x"), itemgetter(slice(None, 2)))
class P:
    def __init__(self, name, age, boss=None):
        self.name, self.age, self.boss = name, age, boss
    def greet(self, greeting="hi", punct="!"):
        return greeting + " " + self.name + punct
    def __repr__(self):
        return "P(%s)" % self.name
boss = P("zed", 60)
people = [P("ann", 31, boss), P("ben", 25, boss), P("cat", 31, P("mid", 45, boss))]
print(sorted(people, key=attrgetter("age")), sorted(people, key=attrgetter("age", "name")))
print([attrgetter("boss.name")(p) for p in people], attrgetter("boss.boss.name")(people[2]))
print(attrgetter("name", "boss.age")(people[0]), attrgetter("name"), attrgetter("a", "b.c"))
print(methodcaller("greet")(people[0]), methodcaller("greet", "yo")(people[1]), methodcaller("greet", punct="?")(people[2]))
print(methodcaller("upper")("abc"), methodcaller("split", ",")("a,b,c"), methodcaller("replace", "a", "o", 1)("banana"))
print(methodcaller("greet"), methodcaller("greet", "yo", punct="?"), methodcaller("f", 1, [2], k={"x": 3}))
print(list(map(methodcaller("strip"), [" a ", "b  "])), max(rows, key=itemgetter(1)))
for f, arg in [(itemgetter(5), [1]), (itemgetter("k"), {}), (attrgetter("nope"), boss), (methodcaller("nope"), 1)]:
    try:
        f(arg)
    except (IndexError, KeyError, AttributeError) as e:
        print(type(e).__name__, e)
for bad in [lambda: attrgetter(1), lambda: methodcaller(2), lambda: itemgetter()]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
inventory = {"apple": 3, "banana": 1, "cherry": 2}
print(sorted(inventory.items(), key=itemgetter(1)), min(inventory.items(), key=itemgetter(1))[0])
get_count = itemgetter(1)
print([get_count(r) for r in [(1, 2), "ab", range(5, 9)]])
