# heapq: nlargest, nsmallest and merge, with key and reverse
import heapq

nums = [1, 8, 2, 23, 7, -4, 18, 23, 42, 37, 2]
print(heapq.nlargest(3, nums), heapq.nsmallest(3, nums))
print(heapq.nlargest(1, nums), heapq.nsmallest(1, nums), heapq.nlargest(0, nums), heapq.nsmallest(20, nums))
print(heapq.nlargest(4, iter(nums)), heapq.nsmallest(4, iter(nums)), heapq.nlargest(2, []), heapq.nsmallest(1, []))
portfolio = [
    {"name": "IBM", "shares": 100, "price": 91.1},
    {"name": "AAPL", "shares": 50, "price": 543.22},
    {"name": "FB", "shares": 200, "price": 21.09},
    {"name": "HPQ", "shares": 35, "price": 31.75},
    {"name": "YHOO", "shares": 45, "price": 16.35},
    {"name": "ACME", "shares": 75, "price": 115.65},
]
print([s["name"] for s in heapq.nsmallest(3, portfolio, key=lambda s: s["price"])])
print([s["name"] for s in heapq.nlargest(3, portfolio, key=lambda s: s["price"])])
print([s["name"] for s in heapq.nlargest(2, iter(portfolio), key=lambda s: s["shares"])])
pairs = [(1, "a"), (3, "b"), (1, "c"), (3, "d"), (2, "e"), (3, "f")]
print(heapq.nlargest(3, iter(pairs), key=lambda p: p[0]), heapq.nsmallest(3, iter(pairs), key=lambda p: p[0]))
print(heapq.nlargest(2, "hello world"), heapq.nsmallest(5, "hello world"))
print(list(heapq.merge([1, 3, 5, 7], [0, 2, 4, 8], [5, 10, 15, 20], [], [25])))
print(list(heapq.merge(["dog", "horse"], ["cat", "fish", "kangaroo"], key=len)))
print(list(heapq.merge([7, 5, 1], [8, 2], [9, 6, 3], reverse=True)))
print(list(heapq.merge([(1, "x")], [(1, "a")], [(0, "z"), (1, "b")])))
print(list(heapq.merge()), list(heapq.merge([1, 2])), list(heapq.merge([], [])))
print(list(heapq.merge("ace", "bdf")), list(heapq.merge([3, 2, 1], [3, 1], key=lambda x: -x)))
print(list(heapq.merge([5, 3], [4], key=lambda x: x, reverse=True)))
def gen(name, values):
    for v in values:
        print("  pull", name, v)
        yield v
m = heapq.merge(gen("a", [1, 4]), gen("b", [2, 3]))
print(next(m))
print(next(m))
print(list(m))
