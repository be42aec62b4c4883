# Recursion to depth ~500.
def depth(n):
    if n == 0:
        return 0
    return 1 + depth(n - 1)
print(depth(10), depth(100), depth(500), depth(900))
def sum_list(xs, i=0):
    if i == len(xs):
        return 0
    return xs[i] + sum_list(xs, i + 1)
print(sum_list(list(range(500))))
def count_down(n, acc):
    if n == 0:
        return acc
    acc.append(n)
    return count_down(n - 1, acc)
r = count_down(500, [])
print(len(r), r[:3], r[-3:])
def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)
def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)
print(is_even(400), is_odd(401), is_even(333))
def build(n):
    if n == 0:
        return []
    return [n, build(n - 1)]
nested = build(300)
d = 0
cur = nested
while cur:
    d += 1
    cur = cur[1]
print("nested depth", d)
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(20), len(str(fact(450))))
def power(b, e):
    if e == 0:
        return 1
    return b * power(b, e - 1)
print(power(2, 500) % 1000007)
def rev(s):
    if len(s) <= 1:
        return s
    return rev(s[1:]) + s[0]
print(rev("abcdefghij" * 40)[:20])
class Node:
    def __init__(self, v, nxt):
        self.v = v
        self.nxt = nxt
    def length(self):
        if self.nxt is None:
            return 1
        return 1 + self.nxt.length()
head = None
for i in range(450):
    head = Node(i, head)
print(head.length(), head.v)
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3), ackermann(3, 3))
