from __future__ import annotations
class P:
    x: int
    y: List[Dict[str, int]] = 3
def f(a: Foo.Bar, b: int | None) -> Tuple[int, ...]:
    pass
print(P.__annotations__, f.__annotations__)
