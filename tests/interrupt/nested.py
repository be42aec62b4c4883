# Runs until interrupted: an inner loop whose calls are inlined, inside an
# outer loop; after 50 rounds the inner loop never ends, so the interrupt
# arrives in its compiled code.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def norm1(p):
    return p.x * p.x + p.y


def walk(n):
    s = 0
    i = 0
    while i < n:
        s += norm1(Point(i, -i)) % 7
        i += 1
    return s % 1000


print("started", flush=True)
rounds = 0
limit = 1000
while True:
    rounds += 1
    walk(limit)
    if rounds == 50:
        limit = 10**18
