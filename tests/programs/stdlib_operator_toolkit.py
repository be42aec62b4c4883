# operator module: arithmetic/comparison/logical function forms, the
# in-place forms returning new or same objects, itemgetter (single, many,
# slices, dict keys), attrgetter (dotted paths, many), methodcaller (with
# args/kwargs), index/concat/contains/countOf/indexOf/getitem/setitem/
# delitem, truth/not_/is_/is_not, and their use in sorting/mapping.
import operator as op
from operator import itemgetter, attrgetter, methodcaller

print(op.add(2, 3), op.sub(2, 3), op.mul("ab", 2), op.truediv(7, 2), op.floordiv(-7, 2), op.mod(-7, 3), op.pow(2, 10), op.neg(5), op.pos(-3), op.abs(-4))
print(op.and_(12, 10), op.or_(12, 10), op.xor(12, 10), op.invert(5), op.lshift(1, 5), op.rshift(256, 3), op.matmul if False else "-")
print(op.lt(1, 2), op.le(2, 2), op.eq("a", "a"), op.ne(1, 1.0), op.gt([2], [1, 9]), op.ge((1,), (1,)))
print(op.truth([]), op.truth("x"), op.not_(0), op.is_(None, None), op.is_not(1, None), op.contains([1, 2], 2), op.countOf("banana", "a"), op.indexOf("abc", "c"))
print(op.concat([1], [2]), op.concat("a", "b"), op.getitem({"k": 9}, "k"), op.getitem("hello", slice(1, 3)), op.index(7))
lst = [1, 2, 3]
op.setitem(lst, 0, 99)
op.delitem(lst, 1)
print(lst)
a = [1]
b = op.iadd(a, [2])
s = "x"
t = op.iadd(s, "y")
n = op.imul(3, 4)
print(a, b is a, s, t, n, op.isub(10, 3), op.ior({1}, {2}))
for bad in [lambda: op.concat(1, 2), lambda: op.index(1.5), lambda: op.indexOf([1], 5), lambda: op.truediv(1, 0)]:
    try:
        print(bad())
    except (TypeError, ValueError, ZeroDivisionError) as e:
        print(type(e).__name__, e)

rows = [("carol", 31, "NZ"), ("alice", 25, "UK"), ("bob", 31, "AU"), ("dave", 19, "NZ")]
print(sorted(rows, key=itemgetter(1)), sorted(rows, key=itemgetter(2, 0)))
print(list(map(itemgetter(0), rows)), itemgetter(1, 2)(rows[0]), itemgetter(slice(0, 2))(rows[1]), itemgetter(-1)("xyz"))
print(itemgetter("name", "age")({"name": "n", "age": 3, "x": 0}), max(rows, key=itemgetter(1, 0)), min({"a": 3, "b": 1}.items(), key=itemgetter(1)))
try:
    itemgetter(5)(rows[0])
except IndexError as e:
    print("IndexError", e)

class Address:
    def __init__(self, city, zipcode):
        self.city, self.zipcode = city, zipcode
class Person:
    def __init__(self, name, age, city, zipcode):
        self.name, self.age = name, age
        self.address = Address(city, zipcode)
    def greet(self, greeting="hi", punct="!"):
        return f"{greeting} {self.name}{punct}"
    def __repr__(self):
        return self.name
people = [Person(n, a, c, z) for n, a, c, z in [("zoe", 40, "Oslo", "0150"), ("adam", 22, "Bergen", "5003"), ("mia", 22, "Oslo", "0151")]]
print(sorted(people, key=attrgetter("age", "name")), sorted(people, key=attrgetter("address.city", "address.zipcode")))
print(attrgetter("name")(people[0]), attrgetter("address.city", "age")(people[1]), list(map(attrgetter("address.zipcode"), people)))
try:
    attrgetter("address.country")(people[0])
except AttributeError as e:
    print("AttributeError", e)
print(list(map(methodcaller("greet"), people)), methodcaller("greet", "hey", punct="?")(people[2]))
print(list(map(methodcaller("upper"), ["a", "b"])), methodcaller("split", ",", 1)("a,b,c"), methodcaller("get", "k", 0)({}))

# dispatch table with operator functions
OPS = {"+": op.add, "-": op.sub, "*": op.mul, "/": op.truediv, "^": op.pow, "%": op.mod, "<": op.lt, "==": op.eq}
exprs = [(6, "*", 7), (2, "^", 10), (7, "/", 2), (-7, "%", 3), (1, "<", 2), ("a", "==", "a"), (5, "-", 8)]
print([OPS[o](x, y) for x, o, y in exprs])
from functools import reduce
print(reduce(op.mul, range(1, 8)), reduce(op.or_, [{1}, {2}, {1, 3}]), reduce(op.concat, [[1], [2, 3], []]), sum(map(op.mul, [1, 2, 3], [4, 5, 6])))
