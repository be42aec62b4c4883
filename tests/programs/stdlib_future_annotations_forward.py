# from __future__ import annotations: annotations become strings (never
# evaluated, so forward references and undefined names are fine), in
# functions, classes, nested functions, methods referring to their own
# class, and module variables; __future__ feature objects; and that code
# behaviour is unchanged.
from __future__ import annotations
import __future__

class Node:
    value: int
    next: Node | None = None
    children: list[Node] = []

    def __init__(self, value: int, next: Node | None = None) -> None:
        self.value = value
        self.next = next

    def append(self, value: int) -> Node:
        node = self
        while node.next is not None:
            node = node.next
        node.next = Node(value)
        return self

    def to_list(self) -> list[int]:
        out, node = [], self
        while node:
            out.append(node.value)
            node = node.next
        return out

    @classmethod
    def from_iter(cls, values: Iterable[int]) -> Optional[Node]:
        head = None
        for v in reversed(list(values)):
            head = cls(v, head)
        return head

print(Node.__annotations__)
print(Node.__init__.__annotations__, Node.append.__annotations__)
print(Node.from_iter.__annotations__)
head = Node.from_iter([3, 1, 4])
print(head.to_list(), head.append(1).append(5).to_list(), Node.from_iter([]))

def undefined_names(a: DoesNotExist, b: "quoted" = 1, *args: Whatever[int], **kw: Mapping[str, Any]) -> Never:
    return a, b, args, kw
print(undefined_names(1, 2, 3, k=4))
print(undefined_names.__annotations__)

def outer() -> Callable[[int], int]:
    scale: float = 2.5
    def inner(x: int) -> int:
        return int(x * scale)
    return inner
print(outer()(4), outer.__annotations__, outer().__annotations__)

counter: int = 0
table: dict[str, list[tuple[int, ...]]] = {}
pending: SomeUndefinedType
print(__annotations__, "pending" in globals())

lam = lambda x: x
print(lam.__annotations__ if hasattr(lam, "__annotations__") else {}, type(Node.__annotations__["next"]).__name__)

print(__future__.annotations.mandatory, __future__.annotations.optional[:2], __future__.division.mandatory[:2])
print(__future__.all_feature_names[:3], "annotations" in __future__.all_feature_names)
