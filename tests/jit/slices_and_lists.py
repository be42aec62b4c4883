# Slices stay virtual (the slicing helper takes their bounds; an exit builds
# one), small list displays are allocated inline (the list itself stays
# virtual while only its items are read), in the loop's own frame and in
# inlined callees.
def flip(perm, k):
    head = perm[:k]
    head.reverse()
    return head + perm[k:]


def pair(a, b):
    return [a, b]


def run(n):
    perm = list(range(9))
    total = 0
    for i in range(n):
        k = i % 8 + 1
        perm = flip(perm, k)
        p = pair(perm[0], k)
        total += p[0] * p[1] + perm[k - 1]
    return total, perm


print(run(3000))


def rotate(items, n):
    out = items
    for i in range(n):
        out = out[1:] + out[:1]
        s = out[::2]
        if len(s) != 3:
            return -1
    return out


print(rotate([1, 2, 3, 4, 5], 1000))
