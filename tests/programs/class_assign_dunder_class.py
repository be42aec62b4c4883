# obj.__class__ = C: the instance keeps its attributes and takes C's methods,
# properties and isinstance(); CPython's errors for the assignments it refuses.


class Animal:
    def __init__(self, name):
        self.name = name

    def speak(self):
        return self.name + " makes a sound"


class Dog(Animal):
    def speak(self):
        return self.name + " barks"

    @property
    def kind(self):
        return "dog"


class Robot:
    pass


a = Animal("rex")
a.age = 3
print(a.speak(), type(a).__name__, isinstance(a, Dog))
a.__class__ = Dog
print(a.speak(), a.kind, type(a).__name__, isinstance(a, Dog), isinstance(a, Animal), a.age, a.name)
a.__class__ = Robot
print(type(a).__name__, a.name, a.age, hasattr(a, "speak"), sorted(vars(a)))
a.__class__ = Animal
print(a.speak())

# Many instances moved in a loop (the JIT sees their shapes change).
pets = [Animal("p%d" % i) for i in range(50)]
for i, p in enumerate(pets):
    if i % 3 == 0:
        p.__class__ = Dog
print(sum(1 for p in pets if isinstance(p, Dog)), pets[3].speak(), pets[4].speak())

# After __dict__ was taken.
b = Animal("b")
d = b.__dict__
b.__class__ = Dog
d["name"] = "renamed"
print(b.speak(), b.__dict__ is d)


class E1(Exception):
    pass


class E2(Exception):
    pass


e = E1("boom")
e.__class__ = E2
print(type(e).__name__, e.args, isinstance(e, E2))
try:
    raise e
except E2 as caught:
    print("caught as E2:", caught)


class Slotted:
    __slots__ = ("x",)


for target in (5, int, E1, Slotted):
    try:
        Animal("z").__class__ = target
    except TypeError as err:
        print("TypeError:", err)
try:
    E1().__class__ = Animal
except TypeError as err:
    print("TypeError:", err)
