its = [iter([]), iter(()), iter("ab"), iter("é"), iter(b"x"), iter(bytearray(b"x")), iter({1}), iter(frozenset()), iter({}), iter({}.values()), iter({}.items()), iter({}.keys()), reversed([1]), reversed((1,)), reversed("ab"), iter(range(3))]
print([type(i).__name__ for i in its])
class S:
    def __getitem__(self, i):
        if i > 2: raise IndexError
        return i
print(type(iter(S())).__name__, list(iter(S())))
try:
    class X(type(iter([]))): pass
except TypeError as e:
    print(e)
print(type(iter([])) is type(iter([1,2])))

# __subclasses__: direct subclasses only, in creation order, including classes
# made by type() and subclasses of builtin value types
class Base: pass
class Left(Base): pass
class Right(Base): pass
class Both(Left, Right): pass
Made = type("Made", (Base,), {})
class MyList(list): pass
print([c.__name__ for c in Base.__subclasses__()], [c.__name__ for c in Left.__subclasses__()],
      Both.__subclasses__(), MyList in list.__subclasses__(), Base.__subclasses__() is not Base.__subclasses__())
def walk(cls, depth=0):
    out = ["  " * depth + cls.__name__]
    for sub in cls.__subclasses__():
        out.extend(walk(sub, depth + 1))
    return out
print("\n".join(walk(Base)))
for bad in [lambda: type.__subclasses__(1), lambda: Base.__subclasses__(1)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
