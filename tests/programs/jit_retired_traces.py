# Traces thrown away while compiled code still runs in them: build and
# check binary trees by recursion (allocation sites whose pretenuring
# changes invalidate the traces that allocate there, in the middle of a
# recursion compiled code runs), as the binary-trees benchmark does. A
# trace let go of then (a function's trace reached through a linked jump,
# a bridge) must stay whole until the code on the native stack has left
# it: its machine code and its snapshots.
import sys


class Node:
    def __init__(self, left, right):
        self.left = left
        self.right = right


def make(depth):
    if depth == 0:
        return Node(None, None)
    return Node(make(depth - 1), make(depth - 1))


def check(node):
    if node.left is None:
        return 1
    return 1 + check(node.left) + check(node.right)


def main(max_depth):
    min_depth = 4
    stretch = max_depth + 1
    print("stretch tree of depth", stretch, "check:", check(make(stretch)))
    long_lived = make(max_depth)
    depth = min_depth
    while depth <= max_depth:
        iterations = 2 ** (max_depth - depth + min_depth)
        total = 0
        for i in range(iterations):
            total += check(make(depth))
        print(iterations, "trees of depth", depth, "check:", total)
        depth += 2
    print("long lived tree of depth", max_depth, "check:", check(long_lived))


main(10)
