# collections.deque: append/appendleft/pop/popleft, extend/extendleft
# (reversal), rotate both ways, maxlen (dropping from the opposite end),
# indexing/len/in/reversed/count/index/remove/insert/clear/copy, repr with
# and without maxlen, equality, errors on empty pops and full inserts; used
# as a sliding window, a BFS queue and an undo history.
from collections import deque

d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d), d[0], d[-1], 3 in d, list(reversed(d)))
print(d.pop(), d.popleft(), d)
d.extend("ab")
d.extendleft([10, 20])
print(d)
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
d.rotate(0)
d.rotate(len(d) * 3 + 1)
print(d, d.count("a"), d.index("b"), d.index(2, 1))
d.remove("a")
d.insert(1, "ins")
print(d)
e = d.copy()
e.clear()
print(d, e, bool(e), deque() == deque([]), deque([1, 2]) == deque([1, 2]), deque([1]) == [1])

bounded = deque(maxlen=3)
for i in range(6):
    bounded.append(i)
print(bounded, bounded.maxlen)
bounded.appendleft(-1)
print(bounded)
bounded.extend([7, 8])
print(bounded)
bounded.extendleft("xy")
print(bounded)
print(deque("abcdef", maxlen=2), deque([], maxlen=0), deque(range(3), 5), deque(maxlen=None).maxlen)

for bad in [lambda: deque().pop(), lambda: deque().popleft(), lambda: deque([1]).remove(2), lambda: deque([1], maxlen=1).insert(0, 2),
            lambda: deque([1])[5], lambda: deque(maxlen=-1), lambda: deque([1]).index(9)]:
    try:
        print(bad())
    except (IndexError, ValueError) as e:
        print(type(e).__name__, e)

# sliding window maximum with a monotonic deque
def window_max(xs, k):
    out, dq = [], deque()
    for i, x in enumerate(xs):
        while dq and xs[dq[-1]] <= x:
            dq.pop()
        dq.append(i)
        if dq[0] <= i - k:
            dq.popleft()
        if i >= k - 1:
            out.append(xs[dq[0]])
    return out
print(window_max([1, 3, -1, -3, 5, 3, 6, 7], 3), window_max([4, 2], 1), window_max([], 2))

# moving average over the last n readings
def moving_average(readings, n):
    window = deque(maxlen=n)
    result = []
    for r in readings:
        window.append(r)
        result.append(round(sum(window) / len(window), 2))
    return result
print(moving_average([10, 20, 30, 40, 50], 3))

# BFS shortest path on a grid
grid = ["S.#.....",
        ".##.###.",
        "....#...",
        ".##...#E"]
def bfs(grid):
    rows, cols = len(grid), len(grid[0])
    start = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "S")
    queue = deque([(start, 0)])
    seen = {start}
    while queue:
        (r, c), dist = queue.popleft()
        if grid[r][c] == "E":
            return dist, len(seen)
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in seen:
                seen.add((nr, nc))
                queue.append(((nr, nc), dist + 1))
    return None, len(seen)
print(bfs(grid), bfs(["S#E"]))

# undo history with a bounded deque
class Editor:
    def __init__(self):
        self.text = ""
        self.undo = deque(maxlen=3)
    def type(self, s):
        self.undo.append(self.text)
        self.text += s
    def undo_last(self):
        if not self.undo:
            return False
        self.text = self.undo.pop()
        return True
ed = Editor()
for chunk in ["Hello", ",", " world", "!", "!!"]:
    ed.type(chunk)
results = [ed.undo_last() for _ in range(5)]
print(ed.text, results, ed.undo)
