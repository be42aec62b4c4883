# Slicing with steps on lists, tuples and strings: positive/negative steps,
# out-of-range and reversed bounds, None parts, slice objects and
# slice.indices, slice assignment (same length for extended slices, any
# length for step 1), del with slices, and errors (step 0, size mismatch).
lst = list(range(10))
tup = tuple(lst)
txt = "abcdefghij"
specs = [(None, None, 2), (1, None, 3), (None, None, -1), (None, None, -2), (8, 2, -2), (2, 8, -1), (-3, None, None),
         (None, -3, None), (-1, -11, -3), (100, None, -4), (-100, 100, 4), (5, 5, 1), (3, 1, None), (None, None, 11), (-2, -1, 1)]
for a, b, c in specs:
    sl = slice(a, b, c)
    print((a, b, c), lst[sl], tup[a:b:c] == tuple(lst[sl]), txt[a:b:c], sl.indices(10))
print(txt[::-1] == "".join(reversed(txt)), lst[::-1][::-1] == lst, txt[1::2] + txt[::2], tup[::-3])
print("racecar"[::-1] == "racecar", "palindrome"[::-1], [][::2], ()[::-1], ""[::3])

# slice objects
s = slice(1, 8, 2)
print(s, s.start, s.stop, s.step, slice(5), slice(None, 3).indices(2), slice(-1, None, -1).indices(4))
print(txt[s], lst[slice(None)], slice(1, 2) == slice(1, 2), slice(0, -1, 3).indices(0))

# assignment
a = list(range(10))
a[2:5] = ["x"]
print(a)
a[1:1] = [100, 200]
print(a)
a[::2] = "ABCDEF"[:len(a[::2])]
print(a)
a[-1:] = []
print(a)
a[:] = (7, 8)
print(a)
b = list(range(8))
b[::-3] = [None] * len(b[::-3])
print(b)
def set_str():
    t = "abc"
    t[0:1] = "z"
for bad in [lambda: b.__setitem__(slice(None, None, 2), [1]), set_str, lambda: lst[::0], lambda: txt[::0],
            lambda: lst["1":], lambda: tup.__getitem__(slice(1, 2, 0))]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# del with slices
c = list(range(12))
del c[::3]
print(c)
del c[1:3]
print(c)
del c[::-2]
print(c)
del c[:]
print(c)

# practical: every other row, columns of a flattened matrix, chunking, rotating
rows = ["r%d" % i for i in range(7)]
print(rows[::2], rows[1::2], rows[-3:], rows[:-3])
flat = list(range(12))
ncols = 4
print([flat[i::ncols] for i in range(ncols)])
print([flat[i:i + 5] for i in range(0, len(flat), 5)])
def rotate(seq, k):
    if not seq:
        return seq
    k %= len(seq)
    return seq[k:] + seq[:k]
print(rotate([1, 2, 3, 4, 5], 2), rotate("abcdef", -1), rotate((1, 2, 3), 7), rotate([], 3))
dna = "ATGCGTACGTTAG"
comp = {"A": "T", "T": "A", "G": "C", "C": "G"}
print("".join(comp[ch] for ch in dna[::-1]), [dna[i:i + 3] for i in range(0, len(dna) - 2, 3)])
