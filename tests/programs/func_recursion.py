# Recursion: factorial, fibonacci, ackermann, power set size, hanoi.
def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)
for n in [0, 1, 5, 10, 20, 25, 30]:
    print("fact", n, fact(n))
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
for n in range(16):
    print("fib", n, fib(n))
def ack(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))
for m in range(3):
    for n in range(4):
        print("ack", m, n, ack(m, n))
print("ack 2 3", ack(2, 3), "ack 3 2", ack(3, 2))
moves = []
def hanoi(n, src, dst, via):
    if n == 0:
        return 0
    c = hanoi(n - 1, src, via, dst)
    moves.append(src + dst)
    return c + 1 + hanoi(n - 1, via, dst, src)
print("hanoi", hanoi(4, "A", "C", "B"), moves)
def depth(n):
    if n == 0:
        return 0
    return 1 + depth(n - 1)
print("depth", depth(500))
def sum_list(lst):
    if not lst:
        return 0
    return lst[0] + sum_list(lst[1:])
print(sum_list(list(range(50))))
def rev(s):
    if len(s) <= 1:
        return s
    return rev(s[1:]) + s[0]
print(rev("recursion"))
