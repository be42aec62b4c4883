# An exit that rebuilds two sunk objects, a tuple first: a collection while
# the second is allocated once copied the tuple by the size its still-empty
# length word gave (16 bytes), and its items overwrote the next object.
def f(n):
    for i in range(n):
        t = (i, i, i)
        u = (i,)
        if i % 3:
            pass
    return t, u
print(f(20000))

# The same through an inlined __init__ whose branch exits, with a tuple
# carried around the loop (its items once landed on a neighbour's header).
class C0:
    def __init__(self, flip):
        if flip:
            self.c = 1
def hot0(n):
    T0 = (0, 1, 2)
    for i in range(n):
        T0 = (T0[1], T0[2], i)
        ob0 = C0(i % 3 == 0)
    return T0
print(hot0(5000))

# A five-item tuple and a list built in the same exit.
def g(n):
    acc = 0
    for i in range(n):
        t = (i, i + 1, i + 2, i + 3, i + 4)
        l = [i, t]
        if i % 5 == 0:
            acc += t[4] + len(l)
    return acc, t, l
print(g(3000))
