# typing: reprs, get_type_hints, get_origin/get_args, overload, NewType, cast, final
from typing import (Any, Callable, ClassVar, Dict, Final, List, Literal, NoReturn, Optional,
                    Tuple, TypeVar, Union, Annotated, Self, NewType, cast, overload, final,
                    get_type_hints, get_origin, get_args, assert_never, reveal_type,
                    dataclass_transform, TYPE_CHECKING, Generic)
import typing

T = TypeVar("T")
print(Optional[int], Union[int, str], Union[int, None, str], Optional[Union[int, str]])
print(Callable[..., int], Callable[[int, str], bool], Callable[[], None], Dict[str, List[int]])
print(Literal["a", 1], ClassVar[int], Final[str], Any, NoReturn, Self, Tuple[int, ...], Tuple[()])
print(Annotated[int, "meta"], TYPE_CHECKING, T, Optional[T], List[T][int])
print(Union[int, str] == Union[str, int], Optional[int] == Union[None, int], Union[int] is int)

print(get_origin(List[int]), get_origin(Dict[str, int]), get_origin(Union[int, str]), get_origin(int))
print(get_origin(Literal[1]), get_origin(Callable[[int], str]), get_origin(Annotated[int, 1]), get_origin(Generic))
print(get_args(Dict[str, int]), get_args(Callable[[int], str]), get_args(Callable[..., str]))
print(get_args(Optional[int]), get_args(Literal[1, "x"]), get_args(Annotated[int, 1, 2]), get_args(int))
print(get_origin(ClassVar[int]), get_args(Final[int]), get_origin(Tuple[int, ...]), get_args(Tuple[int, ...]))


class Node:
    value: int
    next: "Optional[Node]" = None
    count: ClassVar[int] = 0


class Child(Node):
    label: "str"
    extra: Annotated[int, "x"]


def connect(a: "Node", b: List["Node"], flag: bool = False) -> "Optional[Node]":
    return None


def plain(x, y=None):
    pass


print(get_type_hints(Node))
print(get_type_hints(Child))
print(get_type_hints(Child, include_extras=True)["extra"])
print(get_type_hints(connect))
print(get_type_hints(plain), get_type_hints(lambda a: a))


def broken(x: "Undefined") -> None:
    pass


try:
    get_type_hints(broken)
except NameError as e:
    print(type(e).__name__, e)
print(get_type_hints(broken, globalns={"Undefined": float}))


@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x):
    return x * 2


print(double(2), double("ab"), len(typing.get_overloads(double)))


@overload
def only_stub(x: int) -> int: ...


try:
    only_stub(1)
except NotImplementedError as e:
    print(type(e).__name__, e)

UserId = NewType("UserId", int)
uid = UserId(42)
print(uid, type(uid).__name__, UserId, UserId.__name__, UserId.__supertype__)
print(UserId.__qualname__, Optional[UserId], Union[UserId, str])
print(cast(int, "not an int"), cast("List[int]", [1]), cast(List[str], 5))


@final
class Leaf:
    @final
    def method(self):
        return 1


print(Leaf.__final__, Leaf.method.__final__, Leaf().method())


def handle(x: Union[int, str]) -> str:
    if isinstance(x, int):
        return "int"
    elif isinstance(x, str):
        return "str"
    else:
        assert_never(x)


print(handle(1), handle("s"))
try:
    assert_never(3.5)
except AssertionError as e:
    print(type(e).__name__, e)
import io
import sys
saved, sys.stderr = sys.stderr, io.StringIO()
try:
    revealed = reveal_type(7)
    message = sys.stderr.getvalue()
finally:
    sys.stderr = saved
print(revealed, repr(message))


@dataclass_transform()
def model(cls):
    return cls


@model
class M:
    a: int


print(model.__dataclass_transform__, M.__annotations__)
for bad in (lambda: Optional[int, str], lambda: Union[()], lambda: ClassVar[int, str], lambda: Any(),
            lambda: Callable[int], lambda: Annotated[int], lambda: List[int, str]):
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
