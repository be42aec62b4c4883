# operator: the function forms of the operators, including in-place ones
import operator as op
from functools import reduce

print(op.add(2, 3), op.sub(2, 3), op.mul(4, 5), op.truediv(7, 2), op.floordiv(7, 2), op.mod(7, 3), op.pow(2, 10))
print(op.neg(5), op.pos(-5), op.abs(-3.5), op.inv(5), op.invert(0), op.index(7), op.index(True))
print(op.and_(12, 10), op.or_(12, 10), op.xor(12, 10), op.lshift(1, 5), op.rshift(256, 3))
print(op.eq(1, 1.0), op.ne(1, 2), op.lt(1, 2), op.le(2, 2), op.gt("b", "a"), op.ge([1], [1, 0]))
print(op.not_(0), op.not_([1]), op.truth(""), op.truth("x"), op.is_(None, None), op.is_not(1, None))
print(op.contains([1, 2, 3], 2), op.contains("hello", "z"), op.concat([1], [2]), op.concat("ab", "cd"))
print(op.countOf([1, 2, 1, 1], 1), op.indexOf("abcb", "b"), op.getitem({"k": 9}, "k"), op.getitem("abcdef", slice(1, 4)))
l = [1, 2, 3, 4]
op.setitem(l, 0, 10)
op.delitem(l, 1)
op.setitem(l, slice(0, 1), ["a", "b"])
print(l, op.length_hint([1, 2]), op.length_hint((c for c in "ab"), 5))
print(reduce(op.mul, range(1, 8)), reduce(op.add, ["a", "b", "c"]), list(map(op.neg, [1, -2])))
print(sorted([3, 1, 2], key=op.neg), list(map(op.pow, [2, 3], [3, 2])), op.matmul.__name__)
x = [1]
y = op.iadd(x, [2])
print(x, y, x is y, op.iadd(1, 2), op.isub(5, 3), op.imul("ab", 2), op.itruediv(1, 4))
print(op.ifloordiv(7, 2), op.imod(7, 2), op.ipow(3, 3), op.ilshift(1, 3), op.irshift(16, 2))
print(op.iand(6, 3), op.ior(6, 3), op.ixor(6, 3), op.iconcat([1], (2,)))
s = {1, 2}
print(op.ior(s, {3}), s, op.__add__(1, 1), op.__not__(1), op.call(max, 1, 5, 2))
class V:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return V(self.v + o.v)
    def __matmul__(self, o):
        return self.v * o.v
    def __index__(self):
        return self.v
    def __repr__(self):
        return "V(%r)" % self.v
print(op.add(V(1), V(2)), op.matmul(V(3), V(4)), op.index(V(9)))
for f, args in [(op.index, (1.5,)), (op.concat, (1, 2)), (op.indexOf, ([1], 5)), (op.truediv, (1, 0)), (op.getitem, ([], 3))]:
    try:
        f(*args)
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
