# Large old lists and dicts written young values: appends, item stores at
# scattered places, insertions and removals that shift items across the
# collector's cards, and a dict whose big entry table is updated in place.
big = [i for i in range(3000)]
table = {i: i for i in range(1500)}
for round in range(6):
    for i in range(0, 3000, 37):
        big[i] = ("t", round, i)
    for j in range(40):
        big.append([round, j])
    big.insert(0, ("head", round))
    big.insert(1500, ("mid", round))
    x = big.pop(0)
    y = big.pop(127)
    del big[128]
    for k in range(0, 1500, 11):
        table[k] = [k, round]
    table[round * 1000 + 7] = ("new", round)
print(len(big), big[0], big[1], big[127], big[128], big[1499], big[-1])
print(sum(1 for v in big if type(v) is tuple), sum(1 for v in big if type(v) is list))
print(len(table), table[0], table[11], table[1000 * 5 + 7], x, y)
