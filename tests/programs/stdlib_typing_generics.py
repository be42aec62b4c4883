# typing at runtime in ordinary programs: TypeVar and Generic user classes
# (Stack[int] subscription), Protocol-free duck typing, cast, Any, Union /
# Optional, Callable aliases, type aliases, NewType, Final/ClassVar
# annotations, get_origin/get_args, overload-free helpers, and that none of
# it changes runtime behaviour.
from typing import (TypeVar, Generic, List, Dict, Optional, Union, Callable, Any, Tuple, Iterator, cast,
                    NewType, ClassVar, Final, get_origin, get_args, Sequence)

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")
print(T, repr(K), T.__name__)

class Stack(Generic[T]):
    count: ClassVar[int] = 0
    def __init__(self) -> None:
        self._items: List[T] = []
        Stack.count += 1
    def push(self, item: T) -> None:
        self._items.append(item)
    def pop(self) -> T:
        if not self._items:
            raise IndexError("pop from empty Stack")
        return self._items.pop()
    def peek(self) -> Optional[T]:
        return self._items[-1] if self._items else None
    def __len__(self) -> int:
        return len(self._items)
    def __iter__(self) -> Iterator[T]:
        return reversed(self._items)

s: Stack[int] = Stack[int]()
for i in range(4):
    s.push(i * i)
s.push("not an int")
print(len(s), s.pop(), s.peek(), list(s), Stack.count, type(s).__name__)
empty = Stack()
try:
    empty.pop()
except IndexError as e:
    print("IndexError", e, empty.peek())

class Pair(Generic[K, V]):
    def __init__(self, key: K, value: V):
        self.key, self.value = key, value
    def swap(self) -> "Pair[V, K]":
        return Pair(self.value, self.key)
    def __repr__(self):
        return f"Pair({self.key!r}, {self.value!r})"
p = Pair[str, int]("a", 1)
print(p, p.swap(), Pair(1, [2]).swap())

UserId = NewType("UserId", int)
uid = UserId(42)
print(uid, type(uid).__name__, uid + 1, UserId.__name__ if hasattr(UserId, "__name__") else "UserId")

Number = Union[int, float]
Handler = Callable[[str, int], bool]
JSON = Union[Dict[str, Any], List[Any], str, int, float, bool, None]
def scale(xs: Sequence[Number], k: Number = 2) -> List[Number]:
    return [x * k for x in xs]
def run(h: Handler) -> bool:
    return h("x", 3)
print(scale([1, 2.5]), scale((3,), k=0.5), run(lambda s, n: len(s) < n))
MAX: Final = 10
print(MAX, cast(int, "still a str"), cast(List[int], [1]), cast("Stack[int]", s) is s)

print(get_origin(List[int]) is list, get_args(Dict[str, List[int]]), get_origin(Union[int, str]) is Union, get_args(Optional[int]))
print(get_origin(int), get_args(int), get_args(Callable[[int, str], bool]), get_origin(Tuple[int, ...]) is tuple)
print(Optional[int], Union[int, None, str], List[Tuple[int, str]], Callable[..., Any], Dict[str, "Stack[int]"])
print(Union[int, int], Union[int], Optional[Optional[int]], Union[int, Union[str, float]])
for bad in [lambda: Optional[int, str], lambda: Generic[int], lambda: TypeVar("T", int)]:
    try:
        print(bad())
    except TypeError as e:
        print("TypeError", e)

def first(xs: List[T], default: Optional[T] = None) -> Optional[T]:
    return xs[0] if xs else default
def group(items: List[Tuple[K, V]]) -> Dict[K, List[V]]:
    out: Dict[K, List[V]] = {}
    for k, v in items:
        out.setdefault(k, []).append(v)
    return out
print(first([3, 4]), first([]), first([], "dflt"), group([("a", 1), ("b", 2), ("a", 3)]))
print(sorted(first.__annotations__), first.__annotations__["return"])
