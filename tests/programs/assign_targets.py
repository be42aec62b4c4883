# Subscript and attribute targets, including augmented forms.
class Counter:
    def __init__(self):
        self.n = 0
        self.items = []
c = Counter()
c.n += 5
c.n *= 2
c.items += ["a"]
c.items.append("b")
c.label = "new attr"
c.label += "!"
print(c.n, c.items, c.label)
lst = [1, 2, 3]
lst[0] += 10
lst[-1] *= 7
lst[1] = lst[0] + lst[2]
print(lst)
d = {"k": 1, "s": "x"}
d["k"] += 1
d["s"] *= 3
d["new"] = d.get("new", 0) + 1
d["new"] += 1
print(d)
grid = [[0, 0], [0, 0]]
grid[1][0] += 9
grid[0][1] -= 4
print(grid)
holder = Counter()
holder.inner = Counter()
holder.inner.n += 3
holder.inner.items += [1]
print(holder.inner.n, holder.inner.items, holder.n)
store = {"list": [1], "obj": holder}
store["list"][0] += 100
store["obj"].n += 1
store["obj"].inner.n **= 2
print(store["list"], holder.n, holder.inner.n)
idx = 0
arr = [0, 0, 0]
for k in range(6):
    arr[idx] += k
    idx = (idx + 1) % 3
print(arr)
