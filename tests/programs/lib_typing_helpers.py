# typing: NewType, cast, overload, NamedTuple, final, assert_never at runtime
from typing import (NewType, cast, overload, NamedTuple, TYPE_CHECKING, Optional, List, Dict, Any,
                    final, assert_never, Text, get_overloads)

UserId = NewType("UserId", int)
uid = UserId(42)
print(UserId, uid, type(uid).__name__, UserId.__name__, UserId.__supertype__, uid + 1)
print(cast(int, "not an int"), cast("List[str]", [1]), cast(Optional[int], None), TYPE_CHECKING, Text)
if TYPE_CHECKING:
    print("never printed")
@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x):
    return x * 2
print(double(4), double("ab"), len(get_overloads(double)))
Employee = NamedTuple("Employee", [("name", str), ("id", int)])
e = Employee("guido", 3)
print(e, e.name, e.id, Employee._fields, e._asdict(), Employee.__annotations__)
Point3 = NamedTuple("Point3", x=float, y=float, z=float)
print(Point3(1.0, 2.0, 3.0), Point3._fields)
@final
class Leaf:
    @final
    def done(self) -> bool:
        return True
print(Leaf().done(), Leaf.__final__)
def handle(x: int) -> str:
    if x > 0:
        return "pos"
    assert_never(x)
try:
    handle(-1)
except AssertionError as e:
    print("AssertionError", e)
def process(data: Dict[str, Any], keys: Optional[List[str]] = None) -> List[Any]:
    keys = keys if keys is not None else sorted(data)
    return [data[k] for k in keys]
print(process({"b": 2, "a": 1}), process({"b": 2, "a": 1}, ["b"]))
