# Traces thrown away while compiled code still runs in them: trees built
# and summed by recursion, many times over, with one tree kept alive.
# Allocation sites whose pretenuring changes invalidate the traces that
# allocate there, in the middle of a recursion compiled code runs; a trace
# let go of then (a function's trace reached through a linked jump, a
# bridge) must stay whole until the code on the native stack has left it:
# its machine code and its snapshots.


class Leaf:
    def __init__(self, value, left, right):
        self.value = value
        self.left = left
        self.right = right


def grow(level, seed):
    if level == 0:
        return Leaf(seed, None, None)
    return Leaf(seed, grow(level - 1, seed * 2), grow(level - 1, seed * 2 + 1))


def weigh(tree):
    if tree.left is None:
        return tree.value % 7
    return tree.value % 3 + weigh(tree.left) + weigh(tree.right)


kept = grow(9, 1)
for level in range(3, 10, 2):
    rounds = 2 ** (13 - level)
    total = 0
    for r in range(rounds):
        total += weigh(grow(level, r))
    print(level, rounds, total)
print("kept", weigh(kept))
