# List literals, indexing, len, +, *, in, list(range).
a = [10, 20, 30, 40, 50]
print(a, len(a), a[0], a[4], a[-1], a[-5], a[2])
a[1] = 21
a[-2] = 41
print(a)
print([], [1], [1, "two", 3.0, None, True, [4]], len([]))
b = a + [60, 70]
print(b, a, len(b))
print([0] * 5, [1, 2] * 3, 2 * ["x"], [] * 10, [1] * 0)
print(30 in a, 31 in a, 31 not in a, [4] in [[4]], "a" in ["abc"])
print(list(range(5)), list(range(2, 8)), list(range(10, 0, -3)), list(range(0)))
print(list("hey"), list((1, 2)), list([3, 4]), list({"k": 1, "j": 2}))
grid = [[0] * 3, [0] * 3]
grid[0][1] = 5
grid[1][2] = 7
print(grid)
total = 0
for x in a:
    total = total + x
print("total", total)
c = []
for i in range(6):
    c.append(i * i)
print(c, c[len(c) - 1])
idx = 0
while idx < len(c):
    c[idx] = c[idx] + 1
    idx = idx + 1
print(c)
print(a == [10, 21, 30, 41, 50], a != a, [1, 2] == [1, 2.0])
