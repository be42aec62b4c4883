# List displays built in compiled loops: empty, of ints, floats, strs and
# objects, of up to 16 items and one more, nested, grown after they are
# built (their array is exactly full), mutated through an alias, iterated,
# compared, stored away and read back after many collections.


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
        eight = [i - 4, i - 3, i - 2, i - 1, i + 1, i + 2, i + 3, i + 4]
        sixteen = eight + [i, i, i, i, i, i, i, i]
        longest = [i, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
        beyond = [i, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]
        total += sum(eight) - 8 * i + len(sixteen) + longest[0] + beyond[16] + len(beyond)
    return total, len(kept), kept[3], kept[-1][0][3]


def nested(n):
    grid = []
    for r in range(n):
        grid.append([r, [r * 2, [r * 3]], None, True])
    return grid[5], sum(row[1][1][0] for row in grid)


print(build(3000))
print(nested(2000))
