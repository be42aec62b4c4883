# pprint: long strings and bytes cut into pieces, bytearray, the collections types, dataclasses, SimpleNamespace, mappingproxy, subclasses, objects with their own repr
import collections
import dataclasses
import types
from pprint import pformat

story = "It was a bright cold day in April, and the clocks were striking thirteen. " * 2
print(pformat(story, width=40))
print(pformat([story[:70]], width=30))
print(pformat({'text': "first line\nsecond line is somewhat longer than the first\n\nlast"}, width=30))
print(pformat("nospacesatallinthisverylongwordthatgoesonandon" * 2, width=20))
print(pformat(("tab\tseparated\tvalues and\ttrailing   spaces   ",), width=16))
print(pformat(['short', ''], width=5), pformat('a\n'), pformat('\u00e9t\u00e9 \u2603 ' * 6, width=20))
print(pformat(bytes(range(24)), width=30))
print(pformat([b'abcdefghijklmnopqrstuvwxyz0123456789'], width=20), pformat(b'abcd', width=1))
print(pformat(bytearray(b'hello world, hello bytes'), width=24), pformat(bytearray(b'hi'), width=3))

od = collections.OrderedDict([('first', 1), ('second', [2] * 12), ('third', 'three')])
print(pformat(od, width=40), pformat(collections.OrderedDict(), width=5))
dd = collections.defaultdict(list, {'b': list(range(10)), 'a': ['x'] * 5})
print(pformat(dd, width=40), pformat(collections.defaultdict(int), width=5))
print(pformat(collections.Counter('mississippi river banks'), width=40))
print(pformat(collections.ChainMap({'a': 1, 'b': 'x' * 20}, {'c': list(range(12))}), width=30))
print(pformat(collections.deque(range(20)), width=30), pformat(collections.deque(range(15), maxlen=20), width=30))
print(pformat(collections.UserDict({'k': list(range(15))}), width=30), pformat(collections.UserList(range(15)), width=20))
Pair = collections.namedtuple('Pair', 'left right')
print(pformat([Pair(list(range(10)), 'r' * 20)], width=30))


@dataclasses.dataclass
class Point:
    x: int
    y: list
    label: str = dataclasses.field(default='pt', repr=False)


@dataclasses.dataclass
class Own:
    v: int

    def __repr__(self):
        return 'Own<%d>' % self.v


print(pformat(Point(1, list(range(20))), width=30))
print(pformat([Point(2, [3]), Own(4)] * 3, width=30))
print(pformat({'p': Point(5, [Point(6, list(range(8)))])}, width=30))
ns = types.SimpleNamespace(alpha=list(range(12)), beta='b' * 20, gamma={'x': 1})
print(pformat(ns, width=30), pformat(types.SimpleNamespace(), width=5))
print(pformat(types.MappingProxyType({'a': list(range(15)), 'b': 2}), width=30))


class MyList(list):
    pass


class Shown(list):
    def __repr__(self):
        return 'Shown(%d items)' % len(self)


class Token:
    def __init__(self, kind, text):
        self.kind, self.text = kind, text

    def __repr__(self):
        return 'Token(%r, %r)' % (self.kind, self.text)


print(pformat(MyList(range(20)), width=30), pformat(Shown(range(50)), width=5))
print(pformat([Token('name', 'x'), Token('op', '+'), Token('number', '42'), Token('name', 'y' * 10)], width=30))
print(pformat({'tokens': [Token('name', 'alpha' * 3)] * 2, 'count': 2}, width=40))
print(pformat([len, Token, None, ..., NotImplemented], width=20).replace(' at 0x', ' at ')[:30])
