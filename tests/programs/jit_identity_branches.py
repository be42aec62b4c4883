# Branches on identity tests kept in variables, in hot loops: `is` and
# `is not` against None, against a sentinel and between two objects; the
# variable also read as a value (printed, counted, stored) so the bool
# object itself must still be right after the branch.

SENTINEL = object()


class Node:
    def __init__(self, value, next_node):
        self.value = value
        self.next = next_node


def chain(n):
    head = None
    for i in range(n):
        head = Node(i, head)
    return head


def walk(head):
    total = 0
    node = head
    while True:
        more = node is not None
        if not more:
            break
        total += node.value
        node = node.next
    return total


def classify(items):
    counts = [0, 0, 0]
    flags = []
    for x in items:
        absent = x is None
        special = x is SENTINEL
        if absent:
            counts[0] += 1
        elif special:
            counts[1] += 1
        else:
            counts[2] += 1
        present = x is not None
        if present and not special:
            flags.append(present)
        counts[2] += absent + special
    return counts, len(flags), flags[:2]


def pairs(a, b):
    same = 0
    differ = 0
    for x, y in zip(a, b):
        s = x is y
        d = x is not y
        if s:
            same += 1
        if d:
            differ += 1
        if s == d:
            raise AssertionError("is and is not agree")
    return same, differ, s, d


def flip_flop(n):
    # The direction changes every few iterations: exits and bridges.
    out = []
    v = None
    for i in range(n):
        if i % 7 == 0:
            v = None if v is not None else i
        missing = v is None
        if missing:
            out.append(-1)
        else:
            out.append(v)
    return sum(out), out[:10]


items = [None, 1, SENTINEL, 2, None, "s", SENTINEL, 0.5] * 60
print(walk(chain(3000)))
print(classify(items))
shared = [object() for _ in range(5)]
print(pairs(shared * 50, shared * 30 + [object() for _ in range(100)] + shared * 20))
print(flip_flop(500))
