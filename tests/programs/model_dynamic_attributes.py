# Dynamic attribute access: getattr with and without default, setattr,
# delattr, hasattr on instance/class/inherited attributes, vars() and
# __dict__, __getattr__ as a fallback only for missing attributes,
# __setattr__ / __delattr__ hooks, and the AttributeError messages.
class Config:
    defaults = {"debug": False, "level": 1}
    version = "1.0"
    def __init__(self, **overrides):
        self.values = dict(self.defaults)
        self.values.update(overrides)
    def __getattr__(self, name):
        # only called when normal lookup fails
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self.values[name]
        except KeyError:
            raise AttributeError(f"{type(self).__name__!r} has no setting {name!r}") from None

cfg = Config(level=3, color="red")
print(cfg.level, cfg.color, cfg.debug, cfg.version, getattr(cfg, "color"), getattr(cfg, "missing", "dflt"))
print(hasattr(cfg, "color"), hasattr(cfg, "nope"), hasattr(cfg, "values"), hasattr(Config, "values"), hasattr(Config, "version"))
try:
    cfg.nope
except AttributeError as e:
    print("AttributeError", e)

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
p = Point(1, 2)
setattr(p, "z", 3)
setattr(p, "x", 10)
print(vars(p), p.__dict__ is vars(p), sorted(p.__dict__))
delattr(p, "z")
del p.y
print(vars(p), hasattr(p, "y"), getattr(p, "y", None))
for op in [lambda: p.y, lambda: delattr(p, "y"), lambda: getattr(p, "q"), lambda: Point.nothing, lambda: (5).real_part,
           lambda: "s".nope, lambda: None.attr, lambda: getattr(p, 5)]:
    try:
        op()
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)
p.__dict__["w"] = "via dict"
print(p.w, getattr(p, "w"))

# class attributes vs instance attributes
class Counter:
    total = 0
    def __init__(self):
        self.total = 0
    def bump(self):
        self.total += 1
        Counter.total += 10
c1, c2 = Counter(), Counter()
c1.bump(); c2.bump(); c2.bump()
print(c1.total, c2.total, Counter.total, vars(c1))
del c1.total
print(c1.total)
setattr(Counter, "extra", "class-level")
print(c2.extra, hasattr(c1, "extra"), "extra" in vars(c1), "extra" in vars(Counter))

# __setattr__ validation and __delattr__ protection
class Strict:
    _fields = ("name", "age")
    def __init__(self, name, age):
        self.name = name
        self.age = age
    def __setattr__(self, key, value):
        if key not in self._fields:
            raise AttributeError(f"cannot add attribute {key!r}")
        if key == "age" and not isinstance(value, int):
            raise TypeError("age must be int")
        super().__setattr__(key, value)
    def __delattr__(self, key):
        raise AttributeError(f"cannot delete {key!r}")
s = Strict("ann", 30)
s.age = 31
print(vars(s))
for op in [lambda: setattr(s, "email", "x"), lambda: setattr(s, "age", "old"), lambda: delattr(s, "name")]:
    try:
        op()
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)
print(vars(s))

# generic record built with setattr, serialised with vars
class Record:
    pass
def make_record(**fields):
    r = Record()
    for k, v in fields.items():
        setattr(r, k, v)
    return r
recs = [make_record(id=i, name=n) for i, n in enumerate(["x", "y"])]
print([vars(r) for r in recs], [getattr(r, "name") for r in recs])
fields = ["id", "name", "missing"]
print([[getattr(r, f, "-") for f in fields] for r in recs])

# getattr to dispatch to methods by name
class Calculator:
    def op_add(self, a, b):
        return a + b
    def op_mul(self, a, b):
        return a * b
    def run(self, name, a, b):
        method = getattr(self, "op_" + name, None)
        if method is None:
            return f"unknown op {name}"
        return method(a, b)
calc = Calculator()
print(calc.run("add", 2, 3), calc.run("mul", 2, 3), calc.run("pow", 2, 3))
print(sorted(n for n in dir(calc) if n.startswith("op_")))
