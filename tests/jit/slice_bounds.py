# Slicing a list in a trace: the slice's bounds go straight to the slicing
# helpers (seq_slice, list_store_slice); the slice object the bytecode
# builds is never allocated.
def flips(perm, rounds):
    total = 0
    for _ in range(rounds):
        p = perm[:]
        k = p[0]
        while k:
            p[:k + 1] = p[k::-1]
            total += 1
            k = p[0]
    return total


print(flips([3, 1, 4, 0, 2, 5, 7, 6], 300))
