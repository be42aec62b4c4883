# A trace exit inside three inlined calls, the innermost starting within
# the registers of the middle one: the frames rebuilt for the interpreter
# must keep every caller's registers on the stack when the innermost returns
# (its saved stack length is past all frames below it, not just its caller).
from collections import deque


def f(*a):
    pass


class Queue:
    def __init__(self):
        self.queue = deque()

    def get(self):
        if not self.queue:
            f(1, 2, 3, type(self).__name__)
        return self.queue.popleft()


q = Queue()
s = 0
for i in range(3000):
    q.queue.append(i)
    if len(q.queue) > 10:
        s += q.get()
print(s, len(q.queue))
