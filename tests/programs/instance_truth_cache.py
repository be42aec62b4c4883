# The truth of a plain instance is remembered per shape while no class
# namespace changes: a __bool__ or __len__ added later (to the class, a
# base, or through a metaclass-free assignment), removed again, and
# instances of subclasses and of other shapes all answer correctly.
class Node:
    def __init__(self, v):
        self.v = v


class Leaf(Node):
    pass


def count_true(items):
    n = 0
    for x in items:
        if x:
            n += 1
    return n


items = [Node(i) for i in range(10)] + [Leaf(i) for i in range(10)]
print(count_true(items))

Node.__bool__ = lambda self: self.v % 2 == 0
print(count_true(items))

del Node.__bool__
print(count_true(items))

Leaf.__len__ = lambda self: self.v
print(count_true(items))

del Leaf.__len__
print(count_true(items))


class Base:
    pass


class Derived(Base):
    pass


d = [Derived() for _ in range(5)]
print(count_true(d))
Base.__len__ = lambda self: 0
print(count_true(d))
Base.__bool__ = lambda self: True
print(count_true(d))
del Base.__bool__
del Base.__len__
print(count_true(d))

# An instance that gains attributes moves to another shape; its truth stays.
extra = Node(1)
extra.more = 2
print(count_true([extra] * 3))
Node.__len__ = lambda self: len(self.__dict__) - 1
print(count_true([extra, Node(1)]))
del Node.__len__

# Errors from __bool__ and __len__ still surface.
class Bad:
    def __bool__(self):
        return 1


try:
    if Bad():
        pass
except TypeError as e:
    print("TypeError:", e)


class Neg:
    def __len__(self):
        return -1


try:
    print(bool(Neg()))
except ValueError as e:
    print("ValueError:", e)

# while loops over a linked list test instance truth each step.
class Link:
    def __init__(self, nxt):
        self.nxt = nxt


head = None
for i in range(50):
    head = Link(head)
steps = 0
node = head
while node:
    steps += 1
    node = node.nxt
print(steps)
