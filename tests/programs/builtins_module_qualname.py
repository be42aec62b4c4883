# __module__ and __qualname__ of builtin types, functions and methods, as
# CPython gives them (a builtin type's instances have no __module__).
import math
print(len.__module__, len.__qualname__, math.sqrt.__module__, math.sqrt.__qualname__)
print([].append.__qualname__, list.append.__qualname__, dict.fromkeys.__qualname__, str.join.__qualname__)
print(int.__module__, ValueError.__module__, object.__module__, hasattr(5, "__module__"), hasattr("s", "__module__"))
class E(ValueError):
    pass
print(E.__module__, E.__qualname__, type("T", (), {}).__module__, repr(int), repr(E("x")))
