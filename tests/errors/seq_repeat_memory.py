# A list this long cannot be allocated: MemoryError, as in CPython.
x = [0] * (2**62)
