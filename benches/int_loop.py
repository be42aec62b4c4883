# An integer loop: a linear congruential generator folded into a checksum.
import sys


def run(n):
    seed = 12345
    total = 0
    i = 0
    while i < n:
        seed = (seed * 1103515245 + 12345) & 2147483647
        total = (total + (seed ^ i)) & 1073741823
        i += 1
    return total


n = int(sys.argv[1]) if len(sys.argv) > 1 else 10000000
print(run(n))
