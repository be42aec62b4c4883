# A function whose loop calls the function itself (a tree walk): the loop's
# trace and its bridges call the recursive call through the call helper,
# never inline it (an inlined copy would run the same loop again inside the
# trace, unrolled one iteration per child).
class Node:
    def __init__(self, value, children):
        self.value = value
        self.children = children


def build(depth, width):
    if depth == 0:
        return Node(1, [])
    return Node(depth, [build(depth - 1, width) for _ in range(width)])


def total(node):
    s = node.value
    for child in node.children:
        s += total(child)
    return s


tree = build(5, 3)
for i in range(30):
    t = total(tree)
    if i % 10 == 0:
        print(t)
