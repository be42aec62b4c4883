# A class's __dict__ is a read-only view of its namespace (CPython's
# mappingproxy): reads see later changes, writes are refused, and every
# change to a class goes through setattr, which the caches rely on.
import types


class Base:
    x = 1

    def method(self):
        return "method"


class Sub(Base):
    y = 2


d = Base.__dict__
print(type(d).__name__, type(d) is types.MappingProxyType, isinstance(d, dict))
print(d["x"], d.get("y"), d.get("y", "absent"), "method" in d, "y" in Sub.__dict__, "x" in Sub.__dict__)
print(sorted(k for k in d if not k.startswith("__")), len(Sub.__dict__) > 0)
print([k for k in Sub.__dict__.keys() if not k.startswith("__")], [v for k, v in Sub.__dict__.items() if k == "y"])

for attempt in (lambda: d.__setitem__("x", 5), lambda: d.update(x=5), lambda: d.pop("x")):
    try:
        attempt()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__)


def reads(objs):
    return [o.x for o in objs]


objs = [Base(), Sub()]
print(reads(objs), reads(objs))
Base.x = 10
print(d["x"], reads(objs))
del Base.x
print("x" in d, hasattr(Sub(), "x"))
c = d.copy()
c["z"] = 3
print(type(c).__name__, "z" in d)
print(vars(Sub)["y"], type(vars(Sub)).__name__)
print(repr(types.MappingProxyType({"a": 1})), types.MappingProxyType({"a": 1}) == {"a": 1})
print(sorted((types.MappingProxyType({"a": 1}) | {"b": 2}).items()))
