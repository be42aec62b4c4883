x: int = 5
y: "str"
print(__annotations__)
class Point:
    """A point."""
    x: int
    y: float = 0.5
    label: str = "p"
    def norm(self) -> float:
        return 1.0
print(Point.__annotations__, Point.y, Point.__doc__)
def f(a: int, b: "list" = None, *args: str, k: float = 1.0, **kw: dict) -> bool:
    c: undefined_name = 3
    return True
print(f.__annotations__)
try:
    def g(a: NotDefinedAnywhere):
        pass
except NameError as e:
    print("NameError", e)
print(f(1))
