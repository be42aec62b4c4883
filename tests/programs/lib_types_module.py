# types: the builtin object types by name, SimpleNamespace, MappingProxyType, new_class
import types


def f():
    return 1


def gen():
    yield 1


class C:
    def m(self):
        return 2


print(isinstance(f, types.FunctionType), isinstance(lambda: 0, types.LambdaType), isinstance(gen(), types.GeneratorType))
print(isinstance(C().m, types.MethodType), isinstance(len, types.BuiltinFunctionType), isinstance(types, types.ModuleType))
print(types.NoneType is type(None), isinstance(f, types.MethodType), types.FunctionType.__name__, types.GeneratorType.__name__)

ns = types.SimpleNamespace(a=1, b="x")
ns.c = [3]
print(ns, ns.a, ns.c, ns == types.SimpleNamespace(a=1, b="x", c=[3]), ns == types.SimpleNamespace(a=1))
try:
    types.SimpleNamespace({"k": 1})
except TypeError as e:
    print("TypeError", e)
del ns.a
print(ns, hasattr(ns, "a"))

d = {"x": 1, "y": 2}
mp = types.MappingProxyType(d)
print(mp["x"], "y" in mp, len(mp), sorted(mp), mp.get("z", 0), list(mp.items()))
d["z"] = 3
print(mp["z"], mp == {"x": 1, "y": 2, "z": 3})
try:
    mp["w"] = 4
except TypeError as e:
    print("TypeError", "does not support item assignment" in str(e))


def body(ns):
    ns["greet"] = lambda self: "hi " + self.name
    ns["name"] = "made"


Made = types.new_class("Made", (object,), exec_body=body)
print(Made.__name__, Made().greet())

total = 0
for i in range(300):
    s = types.SimpleNamespace(i=i, sq=i * i)
    total += s.sq - s.i
print(total)
