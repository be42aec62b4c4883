# A singly linked list built from classes.
class Node:
    def __init__(self, value, nxt):
        self.value, self.next = value, nxt
class LinkedList:
    def __init__(self):
        self.head = None
        self.size = 0
    def push_front(self, v):
        self.head = Node(v, self.head)
        self.size = self.size + 1
    def push_back(self, v):
        node = Node(v, None)
        if self.head is None:
            self.head = node
        else:
            cur = self.head
            while cur.next is not None:
                cur = cur.next
            cur.next = node
        self.size = self.size + 1
    def pop_front(self):
        n = self.head
        self.head, self.size = n.next, self.size - 1
        return n.value
    def reverse(self):
        prev = None
        cur = self.head
        while cur is not None:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev
    def find(self, v):
        i = 0
        cur = self.head
        while cur is not None and cur.value != v:
            cur = cur.next
            i = i + 1
        return -1 if cur is None else i
    def remove(self, v):
        if self.head is None:
            return False
        if self.head.value == v:
            self.head = self.head.next
            self.size = self.size - 1
            return True
        cur = self.head
        while cur.next is not None:
            if cur.next.value == v:
                cur.next = cur.next.next
                self.size = self.size - 1
                return True
            cur = cur.next
        return False
    def __repr__(self):
        parts = []
        cur = self.head
        while cur is not None:
            parts.append(repr(cur.value))
            cur = cur.next
        return "[" + " -> ".join(parts) + "]"
ll = LinkedList()
for i in range(5):
    ll.push_back(i * 10)
ll.push_front("head")
print(ll, ll.size)
print(ll.find(30), ll.find("head"), ll.find(99))
print(ll.remove(20), ll.remove("head"), ll.remove(99), ll, ll.size)
ll.reverse()
print(ll)
print(ll.pop_front(), ll.pop_front(), ll, ll.size)
big = LinkedList()
for i in range(1000):
    big.push_front(i)
big.reverse()
s = 0
cur = big.head
while cur is not None:
    s, cur = s + cur.value, cur.next
print(big.size, s, big.head.value, big.find(999))
