# List equality and ordering, nested lists.
pairs = [([1, 2, 3], [1, 2, 3]), ([1, 2], [1, 2, 3]), ([1, 3], [1, 2, 9]), ([], [0]),
         ([[1]], [[1]]), ([[1, 2]], [[1, 3]]), (["a"], ["b"]), ([1.0], [1]), ([2], [1, 5])]
for p in pairs:
    a = p[0]
    b = p[1]
    print(a, b, a == b, a != b, a < b, a <= b, a > b, a >= b)
m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print(m, m[1], m[1][2], m[-1][-1], len(m), len(m[0]))
for row in m:
    s = 0
    for v in row:
        s = s + v
    print(row, s)
t = []
for j in range(3):
    col = []
    for i in range(3):
        col.append(m[i][j])
    t.append(col)
print("transposed", t)
deep = [1, [2, [3, [4, [5]]]]]
x = deep
depth = 0
while type(x) is list:
    print(depth, x)
    depth = depth + 1
    if len(x) > 1:
        x = x[1]
    else:
        x = x[0]
print("leaf", x)
print(max([[1, 2], [3], [1, 5]]), min([[1, 2], [3], [1, 5]]))
print([[]] == [[]], [[]] < [[], []], [1, [2]] == [1, [2]])
