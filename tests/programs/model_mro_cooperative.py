# Multiple inheritance: C3 linearization (__mro__ of diamonds and deeper
# graphs), cooperative super().__init__ with **kwargs, super() in methods
# reaching siblings, mixins adding behaviour, attribute lookup order,
# issubclass/isinstance across the graph, and the TypeError for an
# inconsistent MRO.
class Base:
    def __init__(self, **kw):
        self.log = ["Base"]
        if kw:
            raise TypeError("unused arguments: " + ", ".join(sorted(kw)))
    def who(self):
        return ["Base"]

class Left(Base):
    def __init__(self, left=0, **kw):
        super().__init__(**kw)
        self.left = left
        self.log.append("Left")
    def who(self):
        return ["Left"] + super().who()

class Right(Base):
    def __init__(self, right=0, **kw):
        super().__init__(**kw)
        self.right = right
        self.log.append("Right")
    def who(self):
        return ["Right"] + super().who()

class Diamond(Left, Right):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.log.append("Diamond")
    def who(self):
        return ["Diamond"] + super().who()

d = Diamond(left=1, right=2)
print([c.__name__ for c in Diamond.__mro__])
print(d.log, d.left, d.right, d.who())
try:
    Diamond(left=1, bogus=3)
except TypeError as e:
    print("TypeError", e)

# a deeper graph (the classic C3 example)
class O: pass
class A(O): pass
class B(O): pass
class C(O): pass
class D(O): pass
class E(O): pass
class K1(A, B, C): pass
class K2(D, B, E): pass
class K3(D, A): pass
class Z(K1, K2, K3): pass
print([c.__name__ for c in Z.__mro__])
print([c.__name__ for c in K3.mro()])

# inconsistent order
try:
    class Bad(A, K1):
        pass
except TypeError as e:
    print("TypeError", e)

# mixins
class JsonMixin:
    def to_json(self):
        parts = []
        for k, v in sorted(vars(self).items()):
            parts.append(f'"{k}": ' + (f'"{v}"' if isinstance(v, str) else str(v)))
        return "{" + ", ".join(parts) + "}"
class ComparableMixin:
    def _key(self):
        raise NotImplementedError
    def __lt__(self, other):
        return self._key() < other._key()
    def __eq__(self, other):
        return self._key() == other._key()
class Employee(JsonMixin, ComparableMixin):
    def __init__(self, name, salary):
        self.name = name
        self.salary = salary
    def _key(self):
        return (self.salary, self.name)
    def __repr__(self):
        return self.name
staff = [Employee("zed", 50), Employee("amy", 70), Employee("bob", 50)]
print(sorted(staff), staff[0].to_json(), Employee("x", 1) == Employee("x", 1))
print([c.__name__ for c in Employee.__mro__])
try:
    ComparableMixin() < ComparableMixin()
except NotImplementedError as e:
    print("NotImplementedError", repr(e))

# attribute lookup order and class attributes shadowing
class P1:
    greeting = "P1"
    def hello(self):
        return "P1.hello " + self.greeting
class P2:
    greeting = "P2"
    def hello(self):
        return "P2.hello"
    def only2(self):
        return "only in P2 " + self.greeting
class Child(P1, P2):
    pass
class Child2(P2, P1):
    greeting = "Child2"
c1, c2 = Child(), Child2()
print(c1.hello(), c1.only2(), c2.hello(), c2.only2(), Child.greeting)
c1.greeting = "instance"
print(c1.hello(), Child.greeting, P1.greeting)

# isinstance/issubclass across the graph, including tuples and object
print(isinstance(d, Left), isinstance(d, Right), isinstance(d, (int, Base)), issubclass(Diamond, Base),
      issubclass(Left, Right), issubclass(Z, (D, int)), issubclass(bool, (str, int)), issubclass(Z, object))
print([k.__name__ for k in Diamond.__bases__], Z.__base__.__name__, object.__bases__)

# explicit two-argument super and calling a specific base
class Walker(Left, Right):
    def who(self):
        return ["Walker"] + super(Left, self).who()
print(Walker().who(), Right.who(Walker()), Left.who(d))
