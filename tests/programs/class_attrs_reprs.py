# Class attributes shared/shadowed, __repr__ vs __str__ in containers, hasattr/getattr/setattr.
class Pet:
    kind = "generic"
    registry = []
    count = 0
    def __init__(self, name):
        self.name = name
        Pet.count += 1
        self.registry.append(name)
    def __repr__(self):
        return "Pet(" + repr(self.name) + ")"
    def __str__(self):
        return "a pet named " + self.name
class Dog(Pet):
    kind = "dog"
p = Pet("rex")
d = Dog("fido")
print(p.kind, d.kind, Pet.kind, Dog.kind, Pet.count, Dog.count)
print(Pet.registry, Dog.registry, p.registry is d.registry)
p.kind = "special"
print(p.kind, Pet.kind, d.kind)
Pet.kind = "changed"
print(p.kind, Pet().kind if False else Pet.kind, Dog.kind)
d.count = 99
print(d.count, Pet.count, Dog.count)
del p.kind
print(p.kind)
print(str(p), repr(p), [p, d], (p,), {"k": d})
print("%s" if False else str([p]))
print(f"{p} | {p!r} | {[p]}")
class OnlyStr:
    def __str__(self):
        return "only-str"
class OnlyRepr:
    def __repr__(self):
        return "only-repr"
print(str(OnlyStr()), [OnlyStr()][0].__str__(), str(OnlyRepr()), repr(OnlyRepr()), [OnlyRepr()])
print(hasattr(p, "name"), hasattr(p, "age"), hasattr(Pet, "count"), hasattr(p, "__repr__"))
print(getattr(p, "name"), getattr(p, "age", "unknown"), getattr(Dog, "kind"), getattr(d, "kind", None))
try:
    getattr(p, "age")
except AttributeError as e:
    print("AttributeError:", e)
setattr(p, "age", 4)
print(p.age, getattr(p, "age"), hasattr(p, "age"))
for attr in ["x", "y", "z"]:
    setattr(d, attr, attr * 2)
print([getattr(d, a) for a in ["x", "y", "z"]], sorted(d.__dict__))
setattr(Pet, "legs", 4)
print(p.legs, d.legs, Dog.legs)
print(getattr(p, "__str__")(), getattr("abc", "upper")(), getattr([], "append") is not None)
class Config:
    defaults = {"debug": False, "level": 1}
    def get(self, key):
        return getattr(self, key, self.defaults.get(key))
c = Config()
c.level = 5
print(c.get("debug"), c.get("level"), c.get("missing"))
print(type(p).__name__, type(d).__name__, p.__class__.__name__, d.__class__.__bases__[0].__name__)
