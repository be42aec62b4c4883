# Repeating sequences by huge counts: empty sequences stay empty at once
# (a loop over the count once hung here), and counts past an index-sized
# integer raise OverflowError, as in CPython.
print(len([] * (2**61)), len(() * (2**62)), len("" * (2**62)), len(b"" * (2**62)))
print([1, 2] * 0, (1,) * -5, "ab" * 3)
for big in (2**63, 2**100):
    try:
        [0] * big
    except OverflowError as e:
        print("OverflowError:", e)
for n in (2**40, 2**62):
    try:
        [0, 1] * n
    except MemoryError:
        print("MemoryError", n)
xs = ["a", 1, (2, 3)]
for missing in ("b", 5, (2, 4), None):
    try:
        xs.index(missing)
    except ValueError as e:
        print(e)
try:
    (1, 2).index(3)
except ValueError as e:
    print(e)
