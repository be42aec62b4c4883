# List displays built in compiled loops: empty, of ints, floats, strs and
# objects, nested, grown after they are built (their array is exactly full),
# mutated through an alias, iterated, compared, stored away and read back
# after many collections.


def build(n):
    kept = []
    total = 0
    for i in range(n):
        e = []
        e.append(i)
        small = [i, i + 1, i * 0.5]
        small.append(str(i))
        small[0] += 1
        alias = small
        alias[1] = -alias[1]
        pair = [small, [i]]
        for x in [i, 2 * i, 3 * i]:
            total += x
        total += len(pair[0]) + pair[1][0] + small[0] + len(e)
        if [i % 3, 1] == [0, 1]:
            total += 1
        if i % 100 == 0:
            kept.append(pair)
        six = [i, i, i, i, i, i]
        total += sum(six) - 6 * i
    return total, len(kept), kept[3], kept[-1][0][3]


def nested(n):
    grid = []
    for r in range(n):
        grid.append([r, [r * 2, [r * 3]], None, True])
    return grid[5], sum(row[1][1][0] for row in grid)


print(build(3000))
print(nested(2000))
