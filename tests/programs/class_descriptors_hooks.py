class Typed:
    def __init__(self, kind):
        self.kind = kind
    def __set_name__(self, owner, name):
        self.name = "_" + name
        self.owner = owner.__name__
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError("%s must be %s" % (self.name[1:], self.kind.__name__))
        setattr(obj, self.name, value)
    def __delete__(self, obj):
        delattr(obj, self.name)

class Person:
    name = Typed(str)
    age = Typed(int)
    def __init__(self, name, age):
        self.name = name
        self.age = age

p = Person("ann", 30)
print(p.name, p.age, Person.name.name, Person.name.owner, sorted(vars(p)))
try:
    p.age = "old"
except TypeError as e:
    print("TypeError", e)
del p.age
print(p.age)

class Lazy:
    def __init__(self, f):
        self.f = f
    def __get__(self, obj, cls):
        if obj is None:
            return self
        v = self.f(obj)
        setattr(obj, self.f.__name__, v)
        return v

class Circle:
    def __init__(self, r):
        self.r = r
    @Lazy
    def area(self):
        print("computing")
        return 3 * self.r * self.r
c = Circle(2)
print(c.area, c.area, type(Circle.area).__name__)

registry = []
class Plugin:
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        registry.append(cls.__name__)
class A(Plugin): pass
class B(A): pass
print(registry)

class Alias:
    def __mro_entries__(self, bases):
        return (dict,)
class D(Alias()):
    pass
print(D.__mro__[1].__name__, D(a=1), type(D.__orig_bases__[0]).__name__)

class Sized:
    def __class_getitem__(cls, item):
        return "%s[%s]" % (cls.__name__, item.__name__)
print(Sized[int])

class Prop:
    def __init__(self):
        self._x = 1
    @property
    def x(self):
        return self._x
    @x.deleter
    def x(self):
        print("deleting")
        del self._x
q = Prop()
del q.x
print(hasattr(q, "_x"))
try:
    del Person("b", 1).nothing
except AttributeError as e:
    print("AttributeError", e)

# A descriptor read in a hot loop (the JIT must call __get__ each time).
class Counter:
    def __init__(self):
        self.n = 0
    def __get__(self, obj, cls):
        self.n += 1
        return self.n
class Host:
    tick = Counter()
h = Host()
total = 0
for i in range(2000):
    total += h.tick
print(total)
