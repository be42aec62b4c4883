class Meta(type):
    registry = []
    def __new__(mcs, name, bases, ns, **kw):
        print("Meta.__new__", mcs.__name__, name, [b.__name__ for b in bases], sorted(k for k in ns if not k.startswith("__")), kw)
        cls = super().__new__(mcs, name, bases, ns)
        mcs.registry.append(cls)
        return cls
    def __init__(cls, name, bases, ns, **kw):
        print("Meta.__init__", name, kw)
        super().__init__(name, bases, ns)
    def describe(cls):
        return f"<{cls.__name__} via {type(cls).__name__}>"
    @property
    def upper_name(cls):
        return cls.__name__.upper()

class Base(metaclass=Meta):
    x = 1
    def hello(self):
        return "hi"

class Child(Base, flag=True):
    y = 2

print(type(Base).__name__, type(Child) is Meta, isinstance(Base, Meta), isinstance(Base, type))
print(Base.describe(), Child.describe(), Child.upper_name, [c.__name__ for c in Meta.registry])
print(Child().hello(), Child.x, Child.y, Child.__class__.__name__)

class Singleton(type):
    _instances = {}
    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]

class Config(metaclass=Singleton):
    def __init__(self, v=0):
        self.v = v
a = Config(1)
b = Config(2)
print(a is b, a.v, b.v)

class WithKw:
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag
class T1(WithKw, tag="one"): pass
class T2(WithKw): pass
print(T1.tag, T2.tag)
try:
    class Bad(x=1): pass
except TypeError as e:
    print("TypeError", e)

class M2(type): pass
class A(metaclass=Meta): pass
class B(metaclass=M2): pass
try:
    class C(A, B): pass
except TypeError as e:
    print("TypeError", e)
D = Meta("D", (object,), {"z": 3})
print(type(D).__name__, D.z)
E = type("E", (Base,), {})
print(type(E).__name__)
print(repr(Base), str(Child))

def func_meta(name, bases, ns, **kw):
    return (name, len(bases), sorted(k for k in ns if not k.startswith("__")), kw)
class Q(metaclass=func_meta, k=5):
    a = 1
print(Q)

class Valid(type):
    def __instancecheck__(cls, obj):
        return hasattr(obj, "quack")
    def __subclasscheck__(cls, sub):
        return hasattr(sub, "quack")
class Duck(metaclass=Valid): pass
class Mallard:
    quack = True
print(isinstance(Mallard(), Duck), isinstance(1, Duck), issubclass(Mallard, Duck), issubclass(int, Duck))

class Counted(type):
    def __len__(cls):
        return 42
    def __iter__(cls):
        return iter([1, 2, 3])
    def __getitem__(cls, k):
        return k * 2
    def __repr__(cls):
        return f"<Counted {cls.__name__}>"
class Box(metaclass=Counted): pass
print(len(Box), list(Box), Box[4], repr(Box), [Box])

# a registry metaclass used in a hot loop: class attributes through the
# metaclass, instances of classes made by it, and calls through __call__
class Plugin(type):
    plugins = {}
    def __new__(mcs, name, bases, ns):
        cls = super().__new__(mcs, name, bases, ns)
        if bases:
            mcs.plugins[name.lower()] = cls
        return cls
    def create(cls, *args):
        return cls(*args)
    @property
    def kind(cls):
        return cls.__name__.lower()
class Shape(metaclass=Plugin):
    def __init__(self, size):
        self.size = size
class Square(Shape):
    def area(self):
        return self.size * self.size
class Circle(Shape):
    def area(self):
        return 3 * self.size * self.size
total = 0
kinds = []
for i in range(3000):
    cls = Plugin.plugins["square" if i % 3 else "circle"]
    obj = cls.create(i % 7)
    total += obj.area()
    if i % 1000 == 0:
        kinds.append(cls.kind)
print(sorted(Plugin.plugins), total, kinds, type(Square).__name__, Square.__class__ is Plugin)

# a metaclass's own class attributes and methods are not instance attributes
class Tagged(type):
    tag = "meta-tag"
    def shout(cls):
        return cls.__name__ + "!"
class Item(metaclass=Tagged):
    pass
it = Item()
print(Item.tag, Item.shout(), hasattr(it, "tag"), hasattr(it, "shout"), "tag" in dir(Item) or True)

# instantiation in hot loops goes through the metaclass's __call__
class CountingMeta(type):
    made = 0
    def __call__(cls, *args):
        CountingMeta.made += 1
        return super().__call__(*args)
class Plain(metaclass=CountingMeta):
    pass
class WithInit(metaclass=CountingMeta):
    def __init__(self, v):
        self.v = v
objs = []
for i in range(2000):
    objs.append(Plain())
    objs.append(WithInit(i))
    s = Config(i)
print(CountingMeta.made, len(objs), objs[-1].v, s is a, s.v)

# function metaclasses, isinstance with tuples of ABCs, a metaclass that is a plain
# class, type.__call__ on a metaclass, checked __len__/__iter__ results,
# descriptors and classmethods on a metaclass
def make(i):
    def meta(name, bases, ns, **kw):
        return (name, i, kw)
    class C(metaclass=meta, k=i):
        pass
    return C
print([make(i) for i in range(3)], len([make(i) for i in range(3000)]))
from abc import ABC
class A(ABC): pass
A.register(int)
print(isinstance(1, (A, str)), isinstance("s", (A, (float, str))), isinstance(2.0, (A,)))
class Foo:
    def __init__(self, name, bases, ns):
        self.name = name
class C(metaclass=Foo): pass
print(C.name, type(C).__name__)
class M(type):
    def __init__(cls, *a):
        print("M.__init__", a[0])
X = type.__call__(M, "X", (), {})
print(type(X).__name__)
class Meta2(type):
    def __len__(cls): return -1
class L(metaclass=Meta2): pass
try:
    len(L)
except ValueError as e:
    print("ValueError", e)
class Meta3(type):
    def __iter__(cls): return 5
class I(metaclass=Meta3): pass
try:
    iter(I)
except TypeError as e:
    print("TypeError", e)
class Desc:
    def __get__(self, obj, owner):
        return ("get", obj.__name__, owner.__name__)
class Meta4(type):
    d = Desc()
    @classmethod
    def cm(mcs):
        return mcs.__name__
class K(metaclass=Meta4): pass
print(K.d, K.cm())

# metaclass properties with setters, __getattr__ and __setattr__ on classes
class Meta(type):
    _level = 0
    @property
    def level(cls):
        return cls._level
    @level.setter
    def level(cls, v):
        if v < 0:
            raise ValueError("negative level")
        cls._level = v
    def __getattr__(cls, name):
        if name.startswith("dyn_"):
            return name[4:].upper()
        raise AttributeError(name)
class A(metaclass=Meta):
    pass
A.level = 3
print(A.level, A._level, A.dyn_hello, hasattr(A, "other"))
try:
    A.level = -1
except ValueError as e:
    print("ValueError", e)
class Frozen(type):
    def __setattr__(cls, name, value):
        if name.startswith("_"):
            super().__setattr__(name, value)
        else:
            raise AttributeError(f"{cls.__name__} is frozen")
class F(metaclass=Frozen):
    x = 1
F._private = 2
try:
    F.x = 5
except AttributeError as e:
    print("AttributeError", e)
print(F.x, F._private)
setattr(F, "_z", 9)
print(F._z, getattr(A, "dyn_abc"), getattr(A, "nope", "default"))
