# pprint: the layout of nested dicts, lists, tuples and sets at several widths, with depth, indent, compact, sort_dicts, underscore_numbers
import pprint
from pprint import pformat

config = {
    'name': 'pith', 'version': (3, 11), 'tags': ['vm', 'jit', 'gc', 'rust', 'python'],
    'limits': {'heap': 2 ** 32, 'nursery': 4 * 1024 * 1024, 'threshold': 1000},
    'modes': [('off', None), ('on', {'threshold': 1000, 'warmup': 100000})],
    'flags': {3, 1, 2}, 'frozen': frozenset({20, 10}), 'one': (1,), 'empty': [[], {}, (), set()],
}
for width in (80, 50, 30):
    print(pformat(config, width=width))
print(pformat(config, width=40, indent=4))
print(pformat(config, depth=1))
print(pformat(config, depth=2, width=60))
print(pformat(config, sort_dicts=False, width=60))
print(pformat(list(range(40)), compact=True, width=40))
print(pformat([list(range(8))] * 4, compact=True, width=30, indent=2))
print(pformat([('x' * 12, 'y' * 12)] * 3, compact=True, width=30))
print(pformat({'n%d' % i: 7 ** (i * 3) for i in range(6)}, underscore_numbers=True, width=40))
print(pformat([10 ** 12, -10 ** 9, True, 2.5e10], underscore_numbers=True))
print(pformat(set(range(30)), width=40), pformat(frozenset(range(12)), width=20))
print(pformat({(2, 'b'): [1] * 12, (1, 'a'): {'inner': (None, True)}, (1, 'c'): ()}, width=30))
print(pformat({1: 'int', 'a': 'str', None: 'none', 2.5: 'float'}, width=20))
print(pformat((('deep', ('deeper', ('deepest', list(range(12)))))), width=25))
print(pformat([[[[[1, 2, 3]]]]], depth=3), pformat({'a': {'b': {'c': {}}}}, depth=2), pformat(((1,),), depth=1))

pprint.pprint(config['modes'], width=30)
pprint.pp({'z': 1, 'a': [2] * 30, 'm': 3})
pprint.pp({'z': 1, 'a': 2}, sort_dicts=True)
pprinter = pprint.PrettyPrinter(indent=2, width=20, compact=True)
pprinter.pprint(list(range(12)))
print(repr(pprinter.pformat({'k': 'v'})))
