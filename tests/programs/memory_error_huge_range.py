# A list built from a range too long for any memory is refused at once with
# MemoryError, not grown until the machine runs out.
for n in (2**61, 2**62):
    try:
        x = list(range(n))
        print("built", len(x))
    except MemoryError:
        print("MemoryError for", n)
print(len(list(range(3, 100000, 7))))
xs = [0]
xs.extend(range(5))
print(xs)
