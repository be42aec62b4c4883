# inspect.signature of Python functions, methods, classes, callable instances, functools.partial and wrapped functions; getfullargspec; isgeneratorfunction/iscoroutinefunction; getfile of functions
import functools
import inspect


def plain(a, b, c=3):
    pass


def every_kind(a, b=2, /, c=3, *args, d, e=5, **kw) -> "result":
    pass


def annotated(x: int, y: "str" = "s", *rest: float, flag: bool = False, **opts: dict) -> None:
    pass


def defaults_only(a=None, b=(), c={}):
    pass


def kw_only(*, key, value=None):
    pass


def positional_only(a, b, /):
    pass


def var_only(*args, **kwargs):
    pass


lam = lambda x, y=1, *z: x


def gen():
    yield 1


async def coro():
    return 1


def outer():
    captured = 1

    def inner(z):
        return captured + z
    return inner


for fn in (plain, every_kind, annotated, defaults_only, kw_only, positional_only, var_only, lam, gen, coro, outer(),
           len.__class__.__call__ if False else plain):
    sig = inspect.signature(fn)
    print(fn.__name__, sig, [(p.name, p.kind.name) for p in sig.parameters.values()])
print(inspect.signature(annotated).parameters["x"].annotation, inspect.signature(annotated).return_annotation)
print(inspect.signature(every_kind).bind(1, c=4, d=0, z=9))


class Widget:
    def __init__(self, name, size=1, *, color="red"):
        self.name = name

    def resize(self, factor, /, clamp=True):
        pass

    @classmethod
    def build(cls, spec):
        return cls(spec)

    @staticmethod
    def helper(x, y=0):
        pass

    def __call__(self, event, *details):
        pass


class Made:
    def __new__(cls, value, extra=None):
        return super().__new__(cls)


class NoInit:
    pass


class Child(Widget):
    pass


class Meta(type):
    def __call__(cls, token, *rest):
        return super().__call__()


class WithMeta(metaclass=Meta):
    def __init__(self):
        pass


w = Widget("w")
for obj in (Widget, w.resize, Widget.resize, Widget.build, Widget.helper, w, Made, NoInit, Child, WithMeta):
    print(getattr(obj, "__name__", type(obj).__name__), inspect.signature(obj))

p = functools.partial(plain, 1)
print(inspect.signature(p))
print(inspect.signature(functools.partial(plain, c=10)))
print(inspect.signature(functools.partial(plain, b=2)))
print(inspect.signature(functools.partial(every_kind, 1, 2, d=4)))
print(inspect.signature(functools.partial(kw_only, key="k")))
print(inspect.signature(functools.partial(Widget, "name")))
try:
    inspect.signature(functools.partial(plain, 1, 2, 3, 4))
except ValueError as e:
    print(type(e).__name__, str(e).startswith("partial object"))


def decorator(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        return func(*args, **kwargs)
    return wrapper


@decorator
def decorated(alpha, beta=2):
    pass


print(inspect.signature(decorated), inspect.signature(decorated, follow_wrapped=False))
print(inspect.Signature.from_callable(plain) == inspect.signature(plain))

for fn in (plain, every_kind, annotated, var_only, w.resize, Widget.__init__, lam):
    print(inspect.getfullargspec(fn))
try:
    inspect.getfullargspec(5)
except TypeError as e:
    print(type(e).__name__, e)

for fn in (gen, coro, plain, lam, w.resize, functools.partial(gen), 5, Widget):
    print(inspect.isgeneratorfunction(fn), inspect.iscoroutinefunction(fn), inspect.isasyncgenfunction(fn))
print(inspect.getfile(plain) == inspect.getfile(Widget.resize) == __file__)
print(inspect.getfile(w.resize) == __file__)
