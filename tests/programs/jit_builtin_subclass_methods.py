# Instances of classes derived from list, dict, set and tuple in hot loops:
# a trace runs the builtin's method on the instance's builtin value only
# while the class keeps the builtin's method; overrides (including one
# assigned to the class while the loop runs) are called as in CPython.
class Stack(list):
    pass


class Sized(list):
    def __len__(self):
        return 1000 + list.__len__(self)


class Registry(dict):
    pass


class Tags(set):
    pass


class Pair(tuple):
    pass


def run(n):
    s, z, r, t = Stack(), Sized(), Registry(), Tags()
    p = Pair((1, 2, 3))
    total = 0
    for i in range(n):
        s.append(i)
        z.append(i)
        t.add(i % 7)
        r[i % 5] = i
        total += len(s) + len(z) + len(t) + len(p) + r.get(i % 5, -1) + r.get(99, 0)
        if len(s) > 20:
            total += s.pop() + s.pop(0)
        if i == n // 2:
            Stack.__len__ = lambda self: 7
    return total, len(s), len(z), sorted(t), len(r)


print(run(3000))
print(run(3000))
