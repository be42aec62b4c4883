# PEP 604 unions at run time: X | Y in annotations and isinstance.
def f(x: int | None = None) -> str | None:
    return None if x is None else str(x)
print(f.__annotations__)
print(int | str, int | None, (int | str) | float)
print(isinstance(3, int | str), isinstance(2.5, int | str), isinstance(None, int | None))
class A:
    pass
print(A | None)
print(f(3), f())
