# %-formatting with a mapping: any object with __getitem__ but a tuple or str
# (defaultdict's __missing__, user classes, the quirk of lists), a missing key
# of an empty dict (once read from a moved dict), and format()'s 'n' for floats
# and the errors of 'c' with a sign or '#'.
import collections
print('abc' % [1]); print('abc' % b'x'); print('abc' % range(3))
for args in ([1], 5, {}, collections.defaultdict(int), collections.OrderedDict(foo=3), {"foo": "bar"}):
    try:
        print('%(foo)s' % args)
    except Exception as e:
        print(type(e).__name__, e)
try:
    print('abc' % 5)
except Exception as e:
    print(type(e).__name__, e)
class M:
    def __getitem__(self, k):
        return k * 2
print('%(ab)s %(c)r' % M(), '%s' % M.__name__, b'%(k)s' % {b'k': b'v'})
try:
    print(b'%(k)s' % {})
except KeyError as e:
    print('KeyError', e)
print(repr('{:10.4n}'.format(123.456)), '{:n}'.format(1.5), '{:n}'.format(1e20), '{:n}'.format(12345), format(2.0, 'n'))
for s in ('+c', '#c', ',n', ' c'):
    try:
        print(format(65, s))
    except ValueError as e:
        print(e)
try:
    print(format(1.5, ',n'))
except ValueError as e:
    print(e)
