# A function called from a trace at a site that is not inlined (its loop's
# trip count varies, so each count would need a bridge), whose calls mostly
# take a short path: its trace from the entry holds little work, but
# compiled callers enter it for less than the interpreter takes to run the
# call, so it is compiled (the calls go into its trace) instead of being
# thrown away as too short to pay for entering it.
class Node:
    def __init__(self, value):
        self.value = value
        self.link = None


def append_to(node, lst):
    node.link = None
    if lst is None:
        return node
    p = lst
    nxt = p.link
    while nxt is not None:
        p = nxt
        nxt = p.link
    p.link = node
    return lst


def run(n):
    chains = []
    for length in range(1, 6):
        head = None
        for k in range(length):
            head = append_to(Node(k), head)
        chains.append(head)
    total = 0
    for i in range(n):
        lst = append_to(Node(i), chains[i % 5] if i % 4 == 0 else None)
        total += lst.value
        if i % 4 == 0:
            cut(chains[i % 5])
    return total


def cut(lst):
    # The node just appended goes again.
    p = lst
    while p.link.link is not None:
        p = p.link
    p.link = None


print(run(30000))
