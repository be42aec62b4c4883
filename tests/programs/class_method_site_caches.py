# Method calls from one site while the methods, the instances and the
# classes change: redefined methods, instance attributes shadowing methods,
# __dict__ taken, staticmethod/classmethod/callable objects, __class__
# reassigned, builtin types and their subclasses, and many collections.


class A:
    def who(self):
        return "A.who"

    def twice(self, x):
        return 2 * x


def call_who(objs):
    return [o.who() for o in objs]


a = A()
print(call_who([a, a, a]))
A.who = lambda self: "replaced"
print(call_who([a]))


def who_again(self):
    return "def again"


A.who = who_again
print(call_who([a, a]))

# An instance attribute shadows the method (another shape).
b = A()
b.who = lambda: "instance attribute"
print(call_who([a, b, a, b]))

# __dict__ taken: the instance dict may hold the name later.
c = A()
d = c.__dict__
print(call_who([c]))
d["who"] = lambda: "from the live dict"
print(call_who([c, a]))

# staticmethod, classmethod and a callable object in the class.
A.who = staticmethod(lambda: "static")
print(call_who([a]))
A.who = classmethod(lambda cls: "classmethod of " + cls.__name__)
print(call_who([a]))


class Caller:
    def __call__(self, *args):
        return "callable object with %d args" % len(args)


A.who = Caller()
print(call_who([a]))
del A.who
try:
    call_who([a])
except AttributeError as e:
    print("AttributeError:", e)


# __class__ reassigned.
class B:
    def who(self):
        return "B.who"


class C:
    def who(self):
        return "C.who"


o = B()
print(call_who([o, o]))
o.__class__ = C
print(call_who([o]))


# Builtin types and a subclass overriding a method.
class MyList(list):
    def append(self, x):
        list.append(self, x * 10)


def fill(seq, n):
    for i in range(n):
        seq.append(i)
    return seq


print(fill([], 4), fill(MyList(), 4), fill([], 2))
print([s.upper() for s in ("ab", "cd")], [t.count(1) for t in ((1, 1), (1, 2))])


# Methods called across many collections (young functions move).
def make_class(k):
    class K:
        def val(self):
            return k
    return K


objs = [make_class(k)() for k in range(50)]
junk = []
total = 0
for r in range(20):
    for ob in objs:
        total += ob.val()
        junk.append([r] * 10)
    junk = []
print(total)
