# pprint: saferepr, isreadable, isrecursive, recursion markers, streams, a PrettyPrinter subclass with its own format, constructor errors
import io
import pprint
import re
from pprint import PrettyPrinter, pformat


def no_ids(s):
    return re.sub(r'id=\d+', 'id=N', s)


class Opaque:
    pass


class Plain:
    def __repr__(self):
        return 'Plain()'


print(pprint.saferepr({'b': [1, (2, 3)], 'a': 'x'}), pprint.saferepr('text'), pprint.saferepr(b'\x00'))
values = [1, 'a', [1, 2], (1, {'k': None}), Plain(), Opaque(), [Opaque()], {'k': Opaque}, {1: len}, '', {}, 2.5, True]
for v in values:
    print(type(v).__name__, pprint.isreadable(v), pprint.isrecursive(v))

loop = [1, 2]
loop.append(loop)
selfdict = {'name': 'root'}
selfdict['me'] = selfdict
pair = ([], [])
pair[0].append(pair)
print(no_ids(pprint.saferepr(loop)), no_ids(pprint.saferepr(selfdict)), no_ids(pprint.saferepr(pair)))
print(pprint.isrecursive(loop), pprint.isreadable(loop), pprint.isrecursive([loop]), pprint.isrecursive(pair))
printer = PrettyPrinter()
print(printer.isrecursive(selfdict), printer.isreadable(selfdict), printer.isreadable({'a': [1]}), printer.isreadable([Opaque()]))
print(no_ids(pformat(loop)))
print(no_ids(pformat([loop, 'x' * 70], width=40)))
print(no_ids(pformat({'tree': selfdict, 'padding': 'p' * 60}, width=40)))
shared = [1, 2]
print(pformat({'ids': [id(shared), id(loop)], 'small': list(range(30)), 'nest': [[n] for n in range(12)]}, width=50, compact=True).count('Recursion'))
print(pformat([shared, shared, {'again': shared}], width=20))
print(pprint.saferepr([[1, [2, [3, [4]]]]]), printer.format([[1, [2]]], {}, 2, 0))

out = io.StringIO()
pprint.pprint({'to': 'stream', 'items': list(range(25))}, stream=out, width=40)
PrettyPrinter(stream=out, width=20).pprint(('a', 'b', 'c' * 20))
print(out.getvalue(), end='')
pprint.pprint('to stdout')
PrettyPrinter(stream=None).pprint([1, 2])
pprint.pp([{'z': 1, 'a': 2}] * 2, width=20)
pprint.pp({'z': 1, 'a': 2}, None, 1, 10)


class HexPrinter(PrettyPrinter):
    """Shows ints in hex."""

    def format(self, object, context, maxlevels, level):
        if isinstance(object, int) and not isinstance(object, bool):
            return hex(object), True, False
        return PrettyPrinter.format(self, object, context, maxlevels, level)


hp = HexPrinter(width=30)
print(hp.pformat({'mask': 255, 'values': list(range(8, 20)), 'flag': True}))
print(hp.pformat([4096, 'x']), hp.isreadable([1, 2]))

for kwargs in [dict(indent=-1), dict(depth=0), dict(depth=-2), dict(width=0), dict(indent='many'), dict(width=None)]:
    try:
        PrettyPrinter(**kwargs)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    pprint.pformat([], bogus=True)
except TypeError as e:
    print(type(e).__name__, e)
print(pformat(list(range(5)), width=-1))
print(sorted(pprint.__all__))
