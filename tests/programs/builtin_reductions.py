# sum, min, max, any and all consume their iterable as they go (CPython's results and errors).
print(sum(range(10**6)), sum([1.5, 2, 3]), sum([], 5), sum(x*x for x in range(100)), sum([[1], [2]], []))
print(min([3, 1, 2]), max(3, 1, 2), min("hello"), max([1, 5, 3], key=lambda x: -x), min([], default=7), max((), default=None))
print(min([1, 1.0]), max([1.0, 1]), max([2, 2], key=lambda x: 0), min(iter([4, 2, 9])))
print(any(x > 5 for x in range(10)), all([]), any([]), all(x < 10 for x in range(10)), any([0, "", None]), all([1, 0]))
for bad in ["min([])", "max()", "max(1)", "sum(['a'], '')", "sum([1, 'a'])", "min([1, 'a'])", "max([1,2], key=len)", "any(5)"]:
    try:
        eval(bad) if False else None
        r = {"min([])": lambda: min([]), "max()": lambda: max(), "max(1)": lambda: max(1), "sum(['a'], '')": lambda: sum(['a'], ''), "sum([1, 'a'])": lambda: sum([1, 'a']), "min([1, 'a'])": lambda: min([1, 'a']), "max([1,2], key=len)": lambda: max([1, 2], key=len), "any(5)": lambda: any(5)}[bad]()
        print(bad, r)
    except Exception as e:
        print(bad, type(e).__name__, e)
class K:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
    def __gt__(self, o): return self.v > o.v
print(max([K(i % 7) for i in range(20)]).v, min(K(3), K(1), K(2)).v)
print(sum(range(3 * 10**6)), max(x % 1000 for x in range(10**6)))
