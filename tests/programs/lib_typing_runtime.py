# typing: TypeVar, Generic and Protocol as base classes
from typing import TypeVar, Generic, Protocol, List, AnyStr
import typing

T = TypeVar("T")
U = TypeVar("U", bound=int)
Co = TypeVar("Co", covariant=True)
Contra = TypeVar("Contra", contravariant=True)
N = TypeVar("N", int, float)
print(T, U, Co, Contra, N, AnyStr, T.__name__, U.__bound__, N.__constraints__, AnyStr.__constraints__)
print(T.__covariant__, Co.__covariant__, Contra.__contravariant__, T == T, T == TypeVar("T"))
for bad in [lambda: TypeVar("X", int), lambda: TypeVar("X", int, str, bound=int)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
try:
    TypeVar("X", covariant=True, contravariant=True)
except ValueError as e:
    print("ValueError", e)
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()
    def empty(self) -> bool:
        return not self.items
s = Stack[int]()
s.push(1); s.push(2)
print(s.pop(), s.empty(), type(s).__name__, isinstance(s, Stack), isinstance(s, Generic))
class Pair(Generic[T, U]):
    def __init__(self, a: T, b: U):
        self.a, self.b = a, b
    def swap(self) -> "Pair[U, T]":
        return Pair(self.b, self.a)
p = Pair("x", 1).swap()
print(p.a, p.b)
class Greeter(Protocol):
    def greet(self, name: str) -> str: ...
class English(Greeter):
    def greet(self, name: str) -> str:
        return "Hello, " + name
def welcome(g: Greeter) -> str:
    return g.greet("pith")
print(welcome(English()))
try:
    Greeter()
except TypeError as e:
    print("TypeError", e)
