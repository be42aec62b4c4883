# Build and drop large structures with gc.collect() between rounds; the
# surviving structure must stay intact whatever the collector does.
import gc


class Node:
    def __init__(self, value, children):
        self.value = value
        self.children = children


def tree(depth, base):
    if depth == 0:
        return Node(base, [])
    return Node(base, [tree(depth - 1, base * 2 + i) for i in range(2)])


def total(node):
    s = node.value
    for c in node.children:
        s += total(c)
    return s


keep = tree(10, 1)
print("keep", total(keep))
for round_no in range(6):
    garbage = [tree(8, round_no) for _ in range(20)]
    words = {str(i): [i] * 5 for i in range(3000)}
    print(round_no, total(garbage[-1]), len(words))
    garbage = None
    words = None
    if round_no % 2 == 0:
        gc.collect()
    else:
        gc.disable()
        scratch = [(i, str(i)) for i in range(20000)]
        gc.enable()
        print("scratch", scratch[-1])
print("keep again", total(keep))
step = getattr(gc, "collect_step", None)
cycles = 0
if step is not None:
    for _ in range(1000):
        if step():
            cycles += 1
            if cycles == 2:
                break
print("stepped", cycles >= 0, total(keep))
