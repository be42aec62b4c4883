# Long-lived objects built in a hot loop: once their sites are pretenured,
# compiled code places them in old-space allocation buffers, and the young
# objects stored into them (a float, a fresh list) must survive the minor
# collections that follow; a buffer's objects that are dropped are freed.
class Node(object):
    def __init__(self, value, tags, next):
        self.value = value
        self.tags = tags
        self.next = next


def build(n, scale):
    head = None
    for i in range(n):
        head = Node(i * scale, [i, -i], head)
    return head


def check(head):
    count, total, tags = 0, 0.0, 0
    while head is not None:
        count += 1
        total += head.value
        tags += head.tags[0] + head.tags[1]
        head = head.next
    return count, total, tags


kept = []
for round in range(8):
    chain = build(3000, 0.25 * (round + 1))
    if round % 2 == 0:
        kept.append(chain)
    junk = [float(i) for i in range(2000)]
print([check(h) for h in kept])
print(len(junk), junk[-1])
