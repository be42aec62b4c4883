# A function's __code__ and __globals__, a caught exception's __traceback__
# (levels, lines, names; also through sys.exc_info()), under every mode.
import sys

def f(a, b=2, *args, c, d=4, **kw):
    "doc of f"
    x = 1
    return x

co = f.__code__
print(co.co_name, co.co_argcount, co.co_posonlyargcount, co.co_kwonlyargcount, co.co_varnames[:6], co.co_flags & 0xc, co.co_firstlineno)
print(co.co_filename.endswith('builtins_code_traceback.py'), co.co_qualname, co.co_nlocals >= 6)
print(f.__globals__ is globals(), f.__code__ is f.__code__)
def g(p, /, q):
    pass
print(g.__code__.co_posonlyargcount, g.__code__.co_argcount, g.__code__.co_varnames)
def gen():
    yield 1
print(gen.__code__.co_flags & 0x20, f.__code__.co_flags & 0x20)
def boom():
    raise KeyError('k')
def middle():
    boom()
def levels(tb):
    out = []
    while tb is not None:
        out.append((tb.tb_frame.f_code.co_name, tb.tb_lineno))
        tb = tb.tb_next
    return out
for i in range(20):
    try:
        middle()
    except KeyError as e:
        got = levels(e.__traceback__)
        t, v, tb = sys.exc_info()
        if i % 7 == 0:
            print(got, t.__name__, tb.tb_lineno, v is e)
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError("wrapped") from e
except ValueError as e:
    print(levels(e.__traceback__), levels(e.__cause__.__traceback__))
print(ValueError("fresh").__traceback__)
async def coro():
    pass
async def agen():
    yield
def star(*a, **k):
    pass
print(gen.__code__.co_flags, coro.__code__.co_flags, agen.__code__.co_flags, star.__code__.co_flags)
