# list.append in a trace: while the list has room, the item is stored into
# its items array and the length raised, under guards that the array is
# there and the length is under its capacity; no helper call in the loop.
# A list that must grow leaves by that guard (into a bridge that calls
# the helper).
def squares(n):
    out = [0] * 4
    out.clear()
    out.append(0)
    for i in range(n):
        out.append(i * i)
    return out


print(sum(squares(5000)), len(squares(5000)))
