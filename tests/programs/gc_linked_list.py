# GC pressure: a linked list of 50k nodes built, traversed, partly dropped.
class Node:
    def __init__(self, v, nxt):
        self.v = v
        self.next = nxt
head = None
for i in range(50000):
    head = Node(i, head)
    junk = [i, i]
n = 0
s = 0
cur = head
while cur is not None:
    n = n + 1
    s = s + cur.v
    cur = cur.next
print("count", n, "sum", s)
cur = head
for i in range(25000):
    cur = cur.next
head = cur
n = 0
s = 0
while cur is not None:
    n = n + 1
    s = s + cur.v
    cur = cur.next
print("after drop", n, s, head.v)
prev = None
cur = head
while cur is not None:
    nxt = cur.next
    cur.next = prev
    prev = cur
    cur = nxt
head = prev
print("reversed head", head.v, head.next.v, head.next.next.v)
