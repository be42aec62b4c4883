# inspect: Parameter (kinds, validation, str/repr, replace, equality), Signature (order checks, str, bind/bind_partial, BoundArguments), __signature__
import inspect
from inspect import Parameter as P, Signature as S

print(repr(P.POSITIONAL_ONLY), str(P.KEYWORD_ONLY), P.VAR_KEYWORD.description, int(P.VAR_KEYWORD), f"{P.VAR_POSITIONAL}")
print(P.POSITIONAL_OR_KEYWORD.name, P.POSITIONAL_OR_KEYWORD.value, P.KEYWORD_ONLY > P.VAR_POSITIONAL, P.POSITIONAL_ONLY == 0)
print(type(P.POSITIONAL_ONLY), [k.name for k in type(P.KEYWORD_ONLY)], len(type(P.KEYWORD_ONLY)))
print(P.empty, S.empty, P.empty is S.empty is inspect._empty)

p = P("a", P.POSITIONAL_OR_KEYWORD, default=1, annotation=int)
print(p, repr(p), p.name, p.kind, p.default, p.annotation)
print(p == P("a", P.POSITIONAL_OR_KEYWORD, default=1, annotation=int), p == P("a", 1), p != "a", p == p)
print(hash(p) == hash(P("a", 1, default=1, annotation=int)))
print(p.replace(name="b", default=P.empty), p.replace(kind=P.KEYWORD_ONLY).kind, p.replace(annotation=P.empty))
print(P("x", P.VAR_POSITIONAL), P("kw", P.VAR_KEYWORD, annotation="Any"), P("y", 3, default="q"), P("z", 0, annotation=S))
print(P("lambda", P.POSITIONAL_ONLY), P("t", 1, default=None, annotation="str | None"), P("f", 1.0).kind)
for args, kw in [(("1a", 1), {}), (("a", 5), {}), (("a", "x"), {}), ((1, 1), {}),
                 (("a", P.VAR_POSITIONAL), {"default": 3}), (("a", P.VAR_KEYWORD), {"default": None}),
                 (("lambda", 1), {}), (("", 1), {}), (("a b", 3), {})]:
    try:
        P(*args, **kw)
        print("ok", args)
    except (ValueError, TypeError, IndexError) as e:
        print(type(e).__name__, e)

params = [P("a", P.POSITIONAL_ONLY), P("b", P.POSITIONAL_OR_KEYWORD, default=2), P("args", P.VAR_POSITIONAL),
          P("c", P.KEYWORD_ONLY, annotation="str"), P("kw", P.VAR_KEYWORD)]
s = S(params, return_annotation=list)
print(s)
print(repr(s))
print(list(s.parameters), s.parameters["c"], len(s.parameters), "b" in s.parameters, s.return_annotation)
print(S([P("a", 1), P("c", 3)]), S([P("a", 0), P("c", 3)]), S([P("c", 3)]), S([P("a", 0)]),
      S([P("a", 0), P("b", 0, default=1)]), S([P("a", 0), P("b", 1)]), S())
print(S([P("a", 0), P("v", 2), P("c", 3, default=0), P("k", 4)], return_annotation="X"))
for ps in [[P("a", 1), P("b", 0)], [P("a", 1, default=1), P("b", 1)], [P("a", 0, default=1), P("b", 1)],
           [P("a", 1), P("a", 3)], [P("a", 3), P("b", 2)], [P("k", 4), P("a", 1)], [P("a", 1, default=0), P("b", 3)]]:
    try:
        print("ok", S(ps))
    except ValueError as e:
        print(type(e).__name__, e)
print(s == S(params, return_annotation=list), s == s.replace(return_annotation=S.empty), S() == S([]))
print(S([P("x", 3), P("y", 3)]) == S([P("y", 3), P("x", 3)]), S([P("x", 1), P("y", 1)]) == S([P("y", 1), P("x", 1)]))
print(hash(S([P("x", 3), P("y", 3)])) == hash(S([P("y", 3), P("x", 3)])))
print(s.replace(parameters=[P("only", 0)]), s.replace(return_annotation=S.empty))

b = s.bind(1, 2, 3, 4, c="x", z=9)
print(b)
print(b.arguments, b.args, b.kwargs, b.signature is s)
b = s.bind(1, c=5)
print(b, b.args, b.kwargs)
b.apply_defaults()
print(b, b.args, b.kwargs)
print(s.bind(1, b=3, c=4), s.bind(1, b=3, c=4).args, s.bind(1, b=3, c=4).kwargs)
print(s.bind(1, 2, c=0) == s.bind(1, 2, c=0), s.bind(1, 2, c=0) == s.bind(1, c=0))
for call in [lambda: s.bind(), lambda: s.bind(1), lambda: s.bind(a=1, c=2), lambda: s.bind(1, 2, b=3, c=1)]:
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)
s2 = S([P("a", 1), P("b", 3, default=0)])
for call in [lambda: s2.bind(1, 2), lambda: s2.bind(1, c=2), lambda: s2.bind_partial(b=1), lambda: s2.bind(1, b=2, a=3),
             lambda: s2.bind_partial(), lambda: s2.bind(b=1, a=2), lambda: s2.bind(a=1, b=2, c=3, d=4)]:
    try:
        print(call())
    except TypeError as e:
        print(type(e).__name__, e)
s3 = S([P("a", 0), P("kw", 4)])
print(s3.bind(1, a=2), s3.bind(1, a=2).kwargs)
s4 = S([P("args", 2)])
print(s4.bind(), s4.bind(1, 2).args, s4.bind_partial().args)


def target(*args, **kwargs):
    return args, kwargs


target.__signature__ = S([P("x", 1), P("y", 1, default=10)])
print(inspect.signature(target), inspect.Signature.from_callable(target))
bound = inspect.signature(target).bind(5)
bound.apply_defaults()
print(target(*bound.args, **bound.kwargs))


class Greeter:
    def hello(self, *a):
        return a

    hello.__signature__ = S([P("self", 1), P("name", 1), P("loud", 3, default=False)])


print(inspect.signature(Greeter.hello), inspect.signature(Greeter().hello))


def decorated(*a):
    return a


decorated.__wrapped__ = target
print(inspect.signature(decorated))
print(inspect.signature(decorated, follow_wrapped=True) is target.__signature__)
target.__signature__ = "not a signature"
for call in [lambda: inspect.signature(target), lambda: inspect.signature(5)]:
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)
print(inspect.formatannotation(int), inspect.formatannotation(S), inspect.formatannotation("x"),
      inspect.formatannotation(None), inspect.formatannotation(S, "inspect"))
