# A counted loop with a small body runs two iterations per trip: the head
# tests `i < n - 1` for both, and when one iteration is left it runs in
# the remainder, in the same trace, which leaves when the loop is done.
class Cell:
    pass


def fill(n):
    cells = [None] * 64
    x = 0.5
    for i in range(n):
        x = x * 0.75 + 1.0
        c = Cell()
        c.v = x
        cells[i % 64] = c
    return cells[0].v + cells[63].v


print(fill(2001))
