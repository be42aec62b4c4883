# list[int] and the other builtin classes subscripted: types.GenericAlias
# (repr, __origin__/__args__, calling, equality, isinstance refused, |, bases).
import types
a = list[int]
print(a, dict[str, list[int]], tuple[int, ...], tuple[()], type[int], a.__origin__, a.__args__)
print(a([1, 2]), dict[str, int](x=1), a == list[int], a == list[str], hash(a) == hash(list[int]), isinstance(a, types.GenericAlias))
try:
    isinstance([], list[int])
except TypeError as e:
    print(e)
def f(x: list[int], y: dict[str, int] | None = None) -> set[str]:
    return set(map(str, x))
print(f([1, 2]) == {"1", "2"}, f.__annotations__["x"], f.__annotations__["return"])
class MyList(list[int]):
    pass
print(MyList.__mro__[1].__name__, MyList([3]))
class Checker:
    def __instancecheck__(self, obj):
        return obj == 3
print(isinstance(3, Checker()), isinstance(4, Checker()), isinstance(3, (str, Checker())))
