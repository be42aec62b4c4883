# Slicing in compiled loops: the slice's bounds go to the slicing helpers
# without a slice object. Ints, None, negative and out-of-range bounds,
# steps, big ints and __index__ objects as bounds, assignment of the same
# length, another length, an extended slice of the wrong size, a list
# assigned to its own slice, and sources that are not lists.
class Idx:
    def __init__(self, i):
        self.i = i
    def __index__(self):
        return self.i

def reads(n):
    data = list(range(10))
    t = tuple(data)
    out = []
    for i in range(n):
        k = i % 12 - 2
        out.append((data[:k], data[k::-1], t[k:], t[::k or 1], data[-k:k + 3:2]))
    return out[-1], len(out), out[5]

def big_and_index(n):
    data = list("abcdefgh")
    out = []
    for i in range(n):
        out.append(data[Idx(i % 5):2 ** 70] + data[-2 ** 70:Idx(2)] + list(data[None:None:Idx(-3)]))
    return out[:6]

def writes(n):
    perm = list(range(9))
    flips = 0
    for i in range(n):
        k = perm[0] or (i % 8) + 1
        perm[:k + 1] = perm[k::-1]
        flips += perm[0]
    return perm, flips

def resize(n):
    l = list(range(6))
    sizes = []
    for i in range(n):
        if i % 3 == 0:
            l[1:3] = [i]
        elif i % 3 == 1:
            l[2:2] = (i, i + 1, i + 2)
        else:
            l[::2] = l[1::2][: len(l[::2])] + [0] * (len(l[::2]) - len(l[1::2]))
        sizes.append(len(l))
    return l[:8], sizes[-6:]

def selfassign(n):
    a = [1, 2, 3]
    for i in range(n):
        a[1:] = a
        a = a[:3]
    return a

def bad(n):
    l = list(range(10))
    msgs = []
    for i in range(n):
        try:
            if i % 2:
                l[::2] = [1, 2]
            else:
                l[0:2:0] = []
        except ValueError as e:
            msgs.append(str(e))
    return msgs[:2], len(msgs)

print(reads(60))
print(big_and_index(20))
print(writes(500))
print(resize(90))
print(selfassign(30))
print(bad(40))
