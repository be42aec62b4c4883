# collections.deque: both ends, maxlen, rotate, indexing, errors and reprs
from collections import deque

d = deque()
print(d, len(d), bool(d))
d.append(1); d.append(2); d.appendleft(0); d.appendleft(-1)
print(d, d[0], d[-1], d[1], len(d), bool(d))
print(d.pop(), d.popleft(), d)
d.extend("abc"); d.extendleft([10, 20])
print(d, list(d), list(reversed(d)))
d.rotate(2); print(d)
d.rotate(-3); print(d)
d.rotate(0); d.rotate(len(d) * 3 + 1); print(d)
b = deque(range(5), maxlen=3)
print(b, b.maxlen, deque(maxlen=0), deque("xy", 5), deque().maxlen)
b.append(9); print(b)
b.appendleft(7); print(b)
b.extend([1, 2]); b.extendleft([3]); print(b)
q = deque(range(10))
q[0] = "first"; q[-1] = "last"; del q[1]; del q[-2]
print(q, q.index(4), q.count(3), 5 in q, 50 in q)
q.insert(2, "ins"); q.insert(-1, "pen"); q.insert(100, "end"); q.remove(4)
print(q)
q.reverse(); c = q.copy(); c.clear(); print(q, c, len(q))
print(deque([1, 2]) + deque([3]), deque([1, 2]) * 2, 3 * deque("ab"), deque([1]) == deque([1]), deque([1]) == [1])
print(deque([1, 2]) < deque([1, 3]), deque([2]) >= deque([1, 9]), deque([1, 2]) != deque([2, 1]))
x = deque([1]); x += [2, 3]; x *= 2; print(x)
window = deque(maxlen=3)
for v in [5, 3, 8, 1, 9, 2]:
    window.append(v)
    print(list(window), sum(window) / len(window))
for f in [lambda: deque().pop(), lambda: deque().popleft(), lambda: deque([1])[3], lambda: deque([1])[1:2],
          lambda: deque([1]).remove(2), lambda: deque([1]).index(7), lambda: deque([1], maxlen=1).insert(0, 5),
          lambda: deque([1]) + [2], lambda: deque([], -1), lambda: deque([1]).rotate(1.5)]:
    try:
        f()
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
it = deque([1, 2, 3])
try:
    for v in it:
        if v == 2:
            it.append(4)
except RuntimeError as e:
    print("RuntimeError", e)
it2 = deque([1, 2, 3])
for v in it2:
    it2[0] = v * 10
print(it2)
nested = deque([1])
nested.append(nested)
print(nested)
def bfs(graph, start):
    seen, order, todo = {start}, [], deque([start])
    while todo:
        node = todo.popleft()
        order.append(node)
        for nxt in graph[node]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return order
print(bfs({1: [2, 3], 2: [4], 3: [4, 5], 4: [6], 5: [6], 6: []}, 1))
big = deque()
for i in range(1000):
    big.append(i)
    big.appendleft(-i)
for i in range(900):
    big.popleft() if i % 2 else big.pop()
print(len(big), big[0], big[-1], sum(big))
