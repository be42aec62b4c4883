# Work for each VM state a time profile tells apart: many small hot loops
# (each recorded and compiled in turn), a loop whose objects survive minor
# collections (copying them is the collector's work), and old objects
# dropped in bulk (major collection steps).


def loops(n):
    s = 0
    for i in range(n):
        s += (i * 2) % 7
    for i in range(n):
        s += (i * 3) % 7
    for i in range(n):
        s += (i * 4) % 7
    for i in range(n):
        s += (i * 5) % 7
    for i in range(n):
        s += (i * 6) % 7
    for i in range(n):
        s += (i * 7) % 7
    for i in range(n):
        s += (i * 8) % 7
    for i in range(n):
        s += (i * 9) % 7
    for i in range(n):
        s += (i * 10) % 7
    for i in range(n):
        s += (i * 11) % 7
    for i in range(n):
        s += (i * 12) % 7
    for i in range(n):
        s += (i * 13) % 7
    for i in range(n):
        s += (i * 14) % 7
    for i in range(n):
        s += (i * 15) % 7
    for i in range(n):
        s += (i * 16) % 7
    for i in range(n):
        s += (i * 17) % 7
    for i in range(n):
        s += (i * 18) % 7
    for i in range(n):
        s += (i * 19) % 7
    for i in range(n):
        s += (i * 20) % 7
    for i in range(n):
        s += (i * 21) % 7
    for i in range(n):
        s += (i * 22) % 7
    for i in range(n):
        s += (i * 23) % 7
    for i in range(n):
        s += (i * 24) % 7
    for i in range(n):
        s += (i * 25) % 7
    for i in range(n):
        s += (i * 26) % 7
    for i in range(n):
        s += (i * 27) % 7
    for i in range(n):
        s += (i * 28) % 7
    for i in range(n):
        s += (i * 29) % 7
    for i in range(n):
        s += (i * 30) % 7
    for i in range(n):
        s += (i * 31) % 7
    for i in range(n):
        s += (i * 32) % 7
    for i in range(n):
        s += (i * 33) % 7
    for i in range(n):
        s += (i * 34) % 7
    for i in range(n):
        s += (i * 35) % 7
    for i in range(n):
        s += (i * 36) % 7
    for i in range(n):
        s += (i * 37) % 7
    for i in range(n):
        s += (i * 38) % 7
    for i in range(n):
        s += (i * 39) % 7
    for i in range(n):
        s += (i * 40) % 7
    for i in range(n):
        s += (i * 41) % 7
    return s


class Node:
    def __init__(self, value, next):
        self.value = value
        self.next = next


def survivors(rounds, n):
    kept = []
    for r in range(rounds):
        head = None
        for i in range(n):
            head = Node(i, head)
        kept.append(head)
        if len(kept) > 8:
            kept = kept[4:]
    return len(kept)


print(loops(3000), survivors(60, 20000))
