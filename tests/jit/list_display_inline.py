# A list display of eight items in a loop (the eight neighbours of a grid
# cell, say) is built inline in the trace, not by the interpreter's
# instruction.
def around(n):
    t = 0
    for i in range(n):
        for d in [i - 4, i - 3, i - 2, i - 1, i + 1, i + 2, i + 3, i + 4]:
            t += d
    return t


print(around(3000))
