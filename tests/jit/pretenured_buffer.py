# Objects of a pretenured site allocated by compiled code come from the
# old-space allocation buffer of their size class: a cursor bumped inline,
# the helper called only when a buffer is used up. Each node keeps a young
# float stored without a barrier: it must survive the next minor collection.
class Node(object):
    def __init__(self, value, next):
        self.value = value
        self.next = next


def build(n):
    head = None
    for i in range(n):
        head = Node(i * 0.5, head)
    return head


def total(head):
    s = 0.0
    while head is not None:
        s += head.value
        head = head.next
    return s


keep = []
for round in range(6):
    keep.append(build(20000))
print(sum(total(h) for h in keep))
