# typing: subscripted aliases evaluate at runtime with CPython's reprs
from typing import (Any, Optional, Union, List, Dict, Set, FrozenSet, Tuple, Callable, Iterable,
                    Iterator, Generator, Sequence, Mapping, MutableMapping, Type, Literal, ClassVar,
                    Final, Annotated, NoReturn, Deque, DefaultDict, TypeVar, get_origin, get_args)
import typing

print(List[int], Dict[str, int], Set[str], FrozenSet[int], Type[int], Tuple[int, str])
print(Optional[str], Union[int, str], Union[int, str, None], Union[None, int], Union[int])
print(Union[int, Union[str, int]], Union[int, None, str], Optional[Union[int, str]])
print(Dict[str, List[int]], Callable[[int], str], Callable[..., int], Callable[[], None], Callable[[int, str], List[float]])
print(Tuple[()], Tuple[int, ...], Literal["a", 1, None, True], Literal[1, 1], ClassVar[int], Final[str])
print(Annotated[int, "meta", 3], List["Node"], Iterable[int], Iterator[str], Generator[int, None, None])
print(Sequence[int], Mapping[str, int], MutableMapping[str, Any], Deque[int], DefaultDict[str, List[int]])
print(Any, NoReturn, Optional, Union, List, Callable, Tuple, Literal, Dict, typing.Hashable, typing.Sized)
print(List[int] == List[int], List[int] == List[str], Union[int, str] == Union[str, int], Optional[int] == Union[None, int])
print(List[int].__origin__, List[int].__args__, Dict[str, int].__args__, Callable[[int], str].__args__)
print(get_origin(List[int]), get_args(Dict[str, int]), get_args(Callable[[int], str]), get_args(Callable[..., str]))
print(get_origin(Union[int, str]), get_origin(Literal[1]), get_args(Annotated[int, "x"]), get_origin(int), get_args(int))
print(get_origin(List), get_args(Optional[int]), get_args(Tuple[int, ...]), get_origin(ClassVar[int]))
T = TypeVar("T")
K = TypeVar("K")
print(T, List[T], Dict[K, T], List[T][int], Dict[K, List[T]][str, float], List[T].__parameters__, Dict[K, T].__parameters__)
Vector = List[float]
Matrix = List[Vector]
Handler = Callable[[str, int], Optional[bool]]
print(Vector, Matrix, Handler, Optional[Handler])
def scale(scalar: float, vector: Vector) -> Vector:
    return [scalar * num for num in vector]
print(scale(2.0, [1.0, -4.2, 5.4]))
def first(items: Sequence[T]) -> Optional[T]:
    return items[0] if items else None
print(first([3, 4]), first(""), first("xy"))
for bad in [lambda: Optional[int, str], lambda: Dict[int], lambda: List[int, str], lambda: Union[()],
            lambda: Callable[int], lambda: typing.Sized[int], lambda: Annotated[int], lambda: ClassVar[int, str],
            lambda: List[int][str], lambda: List(), lambda: Dict(), lambda: Any()]:
    try:
        print(bad())
    except TypeError as e:
        print("TypeError", e)
print(Deque[int]([1, 2]), DefaultDict(list), typing.Counter("aab"), typing.OrderedDict(a=1))
