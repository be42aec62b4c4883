# Allocation sites whose objects live long (loops building structures that
# stay reachable) next to sites whose objects die at once, in the same
# functions and in compiled loops: once a site is pretenured its objects
# are allocated in old space, holding young objects stored into them at
# initialization and later. Everything must read back as built.


class Node:
    def __init__(self, value, nxt):
        self.value = value
        self.nxt = nxt
        self.tag = (value, "n" + str(value))


def build_chain(n):
    head = None
    for i in range(n):
        head = Node(i, head)
        junk = [i, i + 1]  # dies at once
        if junk[1] != i + 1:
            print("bad junk")
    return head


def chain_sum(head):
    total = 0
    count = 0
    while head is not None:
        total += head.value + head.tag[0]
        if head.tag[1] != "n" + str(head.value):
            print("bad tag", head.value)
        count += 1
        head = head.nxt
    return count, total


def build_table(n):
    rows = []
    for i in range(n):
        rows.append((i, float(i) * 0.5, [i] * 3, {"k": i}))
    return rows


def check_table(rows):
    bad = 0
    for i, (a, b, c, d) in enumerate(rows):
        if a != i or b != i * 0.5 or c != [i, i, i] or d["k"] != i:
            bad += 1
    return bad


def rewire(head, n):
    # Later stores of new (young) objects into the long-lived nodes.
    node = head
    k = 0
    while node is not None and k < n:
        node.tag = (node.value, "n" + str(node.value))
        node.extra = [k]
        node = node.nxt
        k += 1
    return k


keep = []
for round_ in range(6):
    head = build_chain(3000)
    rows = build_table(1500)
    keep.append((head, rows))
    print(round_, chain_sum(head), check_table(rows), rewire(head, 500))

# All rounds are still intact after the later ones were built.
for head, rows in keep:
    count, total = chain_sum(head)
    assert count == 3000 and check_table(rows) == 0
    node, k = head, 0
    while k < 500:
        assert node.extra == [k]
        node = node.nxt
        k += 1
print("kept", len(keep))

# Floats kept in a list, built by a compiled loop.
floats = [i / 7.0 for i in range(20000)]
acc = 0.0
for f in floats:
    acc += f
print(round(acc, 6), floats[-1])
