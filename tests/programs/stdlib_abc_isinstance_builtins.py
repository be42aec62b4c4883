# collections.abc isinstance/issubclass checks against builtin types and
# duck-typed user classes, as generic code uses them to dispatch:
# Iterable/Iterator/Sized/Container/Callable/Hashable/Sequence/Mapping/
# Set/MutableMapping on list, tuple, str, dict, set, generators, functions;
# then a flatten() and a to_json() that branch on these ABCs.
from collections.abc import (Iterable, Iterator, Sized, Container, Callable, Hashable, Sequence,
                             MutableSequence, Mapping, MutableMapping, Set, MutableSet, Generator)

samples = {"list": [1], "tuple": (1,), "str": "s", "dict": {"a": 1}, "set": {1}, "frozenset": frozenset(),
           "range": range(2), "gen": (x for x in []), "iter": iter([]), "int": 5, "none": None, "func": len}
abcs = [Iterable, Iterator, Sized, Container, Callable, Hashable, Sequence, MutableSequence, Mapping, MutableMapping,
        Set, MutableSet, Generator]
print(" " * 10 + " ".join(a.__name__[:4] for a in abcs))
for name, obj in samples.items():
    print(f"{name:>10} " + " ".join(("yes " if isinstance(obj, a) else " .  ") for a in abcs))
print(issubclass(list, Sequence), issubclass(dict, Mapping), issubclass(str, Iterable), issubclass(int, Hashable), issubclass(list, Hashable))

class Bag:
    """Duck-typed: defines __iter__, __len__, __contains__ but inherits no ABC."""
    def __init__(self, *items):
        self.items = list(items)
    def __iter__(self):
        return iter(self.items)
    def __len__(self):
        return len(self.items)
    def __contains__(self, x):
        return x in self.items
class Fn:
    def __call__(self):
        return 1
print(isinstance(Bag(), Iterable), isinstance(Bag(), Sized), isinstance(Bag(), Container), isinstance(Bag(), Sequence), isinstance(Fn(), Callable))

def flatten(obj):
    if isinstance(obj, (str, bytes)):
        return [obj]
    if isinstance(obj, Mapping):
        return [x for k in obj for x in flatten(obj[k])]
    if isinstance(obj, Iterable):
        return [x for item in obj for x in flatten(item)]
    return [obj]
print(flatten([1, (2, "ab"), {"k": [3, {4}]}, range(5, 7), Bag(8, [9]), "end"]))

def to_json(obj):
    if obj is None:
        return "null"
    if isinstance(obj, bool):
        return "true" if obj else "false"
    if isinstance(obj, (int, float)):
        return repr(obj)
    if isinstance(obj, str):
        return '"' + obj.replace('"', '\\"') + '"'
    if isinstance(obj, Mapping):
        return "{" + ", ".join(to_json(str(k)) + ": " + to_json(v) for k, v in obj.items()) + "}"
    if isinstance(obj, (Sequence, Set)):
        return "[" + ", ".join(to_json(v) for v in obj) + "]"
    raise TypeError(f"not serialisable: {type(obj).__name__}")
print(to_json({"a": [1, 2.5, None], "b": {"c": True, "d": 'q"uote'}, "e": (), "f": sorted({3, 1})}))
try:
    to_json({"x": Bag()})
except TypeError as e:
    print("TypeError", e)
