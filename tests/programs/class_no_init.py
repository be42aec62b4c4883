# Classes without __init__; attributes added from outside in different orders.
class Bag:
    pass
b1 = Bag()
b1.x = 1
b1.y = 2
b2 = Bag()
b2.y = 20
b2.x = 10
b3 = Bag()
b3.z = "only z"
print(b1.x, b1.y, b2.x, b2.y, b3.z)
b3.x = 100
b3.y = 200
print(b3.x + b3.y, b1.x + b1.y, b2.x + b2.y)
bags = [b1, b2, b3]
for b in bags:
    b.x = b.x * 2
for b in bags:
    print(b.x, b.y)
class Tool:
    label = "tool"
    def use(self):
        return "using " + self.label
t = Tool()
print(t.use())
t.label = "hammer"
print(t.use())
class Empty:
    pass
e = Empty()
print(type(e).__name__, isinstance(e, Empty))
objs = []
for i in range(6):
    o = Bag()
    if i % 2 == 0:
        o.a = i
        o.b = i * 10
        o.c = "even"
    else:
        o.c = "odd"
        o.b = -i
        o.a = i * i
    objs.append(o)
for o in objs:
    print(o.a, o.b, o.c)
for o in objs:
    o.d = o.a + o.b
s = 0
for o in objs:
    s = s + o.d
print("sum d", s)
class Child(Tool):
    pass
print(Child().use(), isinstance(Child(), Tool))
