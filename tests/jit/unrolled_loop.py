# A counted loop with a small body runs two iterations per trip: the head
# tests `i < n - 1` for both, and when one iteration is left it runs in
# the remainder, in the same trace, which leaves when the loop is done.
class Cell:
    pass


def fill(n):
    ring = [None] * 64
    for i in range(n):
        c = Cell()
        c.v = i
        ring[i & 63] = c
    return ring[0].v + ring[63].v


print(fill(2001))
