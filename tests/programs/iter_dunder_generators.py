# for-loops and yield from over instances whose __iter__ is a generator
# function (made directly) or something else (called as usual).
class Tree:
    def __init__(self, left, value, right):
        self.left, self.value, self.right = left, value, right

    def __iter__(self):
        if self.left:
            yield from self.left
        yield self.value
        if self.right:
            yield from self.right


def build(lo, hi):
    if lo >= hi:
        return None
    mid = (lo + hi) // 2
    return Tree(build(lo, mid), mid, build(mid + 1, hi))


print(list(build(0, 20)), sum(build(0, 1000)))


class WithDefault:
    def __iter__(self, n=3):
        yield from range(n)


class TwoParams:
    def __iter__(self, n):
        yield n


class Async:
    async def __iter__(self):
        return 1


class Closure:
    def __init__(self, k):
        def gen(self):
            for i in range(k):
                yield i * k
        self.__class__.__iter__ = gen


class Plain:
    def __iter__(self):
        return iter([7, 8])


class Bad:
    def __iter__(self):
        return 5


print(list(WithDefault()), list(Closure(3)), list(Plain()))
for obj in [TwoParams(), Async(), Bad()]:
    try:
        print(list(obj))
    except TypeError as e:
        print("TypeError:", e)
it = iter(build(0, 3))
print(type(it).__name__, next(it), list(it))
