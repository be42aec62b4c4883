# typing: Protocol, runtime_checkable, generic protocols
from typing import Protocol, runtime_checkable, TypeVar, Generic, Iterable, get_origin, get_args
import typing

T = TypeVar("T")


@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...


@runtime_checkable
class Named(Protocol):
    name: str


@runtime_checkable
class Resource(Closable, Protocol):
    def open(self) -> None: ...


class File:
    def close(self):
        pass


class Socket:
    name = "sock"

    def open(self):
        pass

    def close(self):
        pass


class Person:
    def __init__(self, name):
        self.name = name


class NotCallableClose:
    close = None


print(isinstance(File(), Closable), isinstance(Socket(), Closable), isinstance(3, Closable))
print(issubclass(File, Closable), issubclass(int, Closable), issubclass(Socket, Resource))
print(isinstance(File(), Resource), isinstance(Socket(), Resource))
print(isinstance(Person("ann"), Named), isinstance(Socket(), Named), isinstance(File(), Named))
print(isinstance(NotCallableClose(), Closable))
try:
    issubclass(Person, Named)
except TypeError as e:
    print(type(e).__name__, e)
try:
    issubclass(3, Closable)
except TypeError as e:
    print(type(e).__name__, e)


class Drawable(Protocol):
    def draw(self) -> str: ...


class Circle:
    def draw(self):
        return "circle"


for check in (lambda: isinstance(Circle(), Drawable), lambda: issubclass(Circle, Drawable)):
    try:
        check()
    except TypeError as e:
        print(type(e).__name__, e)
try:
    Drawable()
except TypeError as e:
    print(type(e).__name__, e)
try:
    runtime_checkable(Circle)
except TypeError as e:
    print(type(e).__name__, e)


# Explicit subclasses of a protocol are ordinary classes that inherit its methods.
class Square(Drawable):
    def area(self):
        return 4


class Shape(Drawable):
    pass


sq = Square()
print(sq.area(), sq.draw(), isinstance(sq, Square), issubclass(Square, Shape))
print(Shape().draw())
print(Drawable._is_protocol, Square._is_protocol, Closable._is_runtime_protocol)
print(Resource.__mro__[1:3] == (Closable, Protocol))


# Generic protocols
@runtime_checkable
class SupportsGet(Protocol[T]):
    def get(self) -> T: ...


class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item

    def get(self) -> T:
        return self.item


b = Box[int](5)
print(b.get(), isinstance(b, SupportsGet), isinstance(1, SupportsGet))
print(SupportsGet[int], get_origin(SupportsGet[int]) is SupportsGet, get_args(SupportsGet[str]))
print(SupportsGet.__parameters__, Box.__parameters__, Box[str], Box[T])
print(Box.__orig_bases__, SupportsGet.__orig_bases__)
print(b.__orig_class__, type(b).__name__, Box[int] == Box[int], Box[int] == Box[str])
try:
    Box[int, str]
except TypeError as e:
    print(type(e).__name__, e)
try:
    Protocol[int]
except TypeError as e:
    print(type(e).__name__, e)
try:
    Generic[T, T]
except TypeError as e:
    print(type(e).__name__, e)
try:
    Generic()
except TypeError as e:
    print(type(e).__name__, e)


class SizedIter(Protocol):
    def __len__(self) -> int: ...

    def __iter__(self): ...


print(runtime_checkable(SizedIter) is SizedIter)
print(isinstance([1], SizedIter), isinstance({}, SizedIter), isinstance(5, SizedIter), isinstance("s", SizedIter))


def total(items: Iterable[int]) -> int:
    return sum(items)


print(total([1, 2, 3]))
print(isinstance(typing.SupportsInt, type), isinstance(3, typing.SupportsInt), isinstance("x", typing.SupportsInt))
print(isinstance(2.5, typing.SupportsFloat), isinstance(1, typing.SupportsIndex), isinstance(2.0, typing.SupportsIndex))
print(isinstance(-1, typing.SupportsAbs), isinstance(1.5, typing.SupportsRound), isinstance(b"", typing.SupportsBytes))


# Generic subclasses and aliases as base classes
U = TypeVar("U")


class Base(Generic[T]):
    pass


class Derived(Base[int]):
    pass


class Both(Base[T], Generic[T, U]):
    pass


class MyList(typing.List[int]):
    pass


print(Derived.__parameters__, Derived.__orig_bases__, Derived.__mro__)
print(Both.__parameters__, Both[int, str], get_args(Both[int, str]), Base[T][str])
print(MyList.__mro__, MyList.__orig_bases__, MyList([1, 2]))
def unlisted():
    class X(Base[T], Generic[U]):
        pass


def plain_generic():
    class Y(Generic):
        pass


for make in (lambda: Derived[int], unlisted, plain_generic):
    try:
        make()
    except TypeError as e:
        print(type(e).__name__, e)
try:
    class BadProto(Protocol, int):
        pass
except TypeError as e:
    print(type(e).__name__, e)


class HasX(Protocol):
    x: int

    def m(self): ...


@runtime_checkable
class HasXToo(HasX, Protocol):
    pass


class Impl:
    x = 1

    def m(self):
        pass


class Concrete(HasX):
    def __init__(self, v):
        self.v = v


print(isinstance(Impl(), HasXToo), isinstance(object(), HasXToo), Concrete(3).v)
try:
    isinstance(Impl(), HasX)
except TypeError as e:
    print(type(e).__name__, e)
