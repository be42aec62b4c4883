# Annotations: function and variable annotations (with typing names such as
# List[int], Optional[X], Dict[str, int], Callable, and the X | None form),
# __annotations__ contents, and that annotations never affect behaviour.
from typing import List, Dict, Optional, Tuple, Union, Callable, Any, Set

def mean(values: List[float], default: Optional[float] = None) -> Optional[float]:
    if not values:
        return default
    return sum(values) / len(values)

def lookup(table: Dict[str, int], key: str) -> int | None:
    return table.get(key)

def apply(fn: Callable[[int], int], xs: List[int]) -> List[int]:
    return [fn(x) for x in xs]

def pair(a: "int", b: Tuple[int, ...] = ()) -> Tuple[int, int]:
    return a, len(b)

print(mean([1, 2, 3.5]), mean([]), mean([], 0.0))
print(lookup({"a": 1}, "a"), lookup({}, "b"))
print(apply(lambda x: x * x, [1, 2, 3]))
print(pair(5, (1, 2, 3)))

# annotations are not checked
print(mean(["not", "floats"][:0]), lookup({"k": "str value"}, "k"))

for fn in (mean, lookup, apply, pair):
    print(fn.__name__, {k: str(v) for k, v in fn.__annotations__.items()})

def no_annotations(x, y=2):
    return x
print(no_annotations.__annotations__)

# variable annotations at module level
count: int = 0
names: List[str] = []
maybe: Optional[str]
print(__annotations__["count"], str(__annotations__["names"]), str(__annotations__["maybe"]))
print("maybe" in globals(), count, names)

# class-level annotations
class Config:
    host: str = "localhost"
    port: int = 8080
    tags: Set[str]
    extra: Union[int, str, None] = None
    handler: Callable[..., Any] | None = None

    def address(self) -> str:
        return f"{self.host}:{self.port}"

print(list(Config.__annotations__))
print({k: str(v) for k, v in Config.__annotations__.items()})
print(Config().address(), hasattr(Config, "tags"), Config.extra)

# local annotations do not create entries and a bare one does not bind
def local_annot():
    x: int = 5
    y: str
    try:
        return x, y
    except NameError as e:
        return x, type(e).__name__
print(local_annot())

# the | operator on types
print(int | None, str | int | None, (int | str) == (str | int))
print(isinstance(3, int | str), isinstance(None, int | None), isinstance(2.5, int | str))
print(Optional[int] == Union[int, None], Union[int, str] == Union[str, int])
print(List[int] == List[int], List[int] != List[str], Dict[str, List[int]])

# annotations with default values that are expressions
def scaled(x: float = 2 ** 3, *, factor: int = -1) -> float:
    return x * factor
print(scaled(), scaled(1.5, factor=4), sorted(scaled.__annotations__))
