# int and float methods: bit_length, bit_count, to_bytes/from_bytes,
# is_integer, as_integer_ratio; hash() calling a user __hash__.
for n in [0, 1, 7, 255, 256, -1, -256, 2 ** 70, True]:
    print(n, n.bit_length(), n.bit_count())
print((1024).to_bytes(2, "big"), (1024).to_bytes(4, byteorder="little"), (-2).to_bytes(2, "big", signed=True))
print(int.from_bytes(b"\x04\x00", "big"), int.from_bytes(b"\xfe\xff", "little", signed=True), int.from_bytes([1, 2, 3], "big"))
try:
    (300).to_bytes(1, "big")
except OverflowError as e:
    print("OverflowError:", e)
print((2.0).is_integer(), (2.5).is_integer(), (0.75).as_integer_ratio(), (-2.5).as_integer_ratio(), (8.0).as_integer_ratio())


class Key:
    def __init__(self, k):
        self.k = k

    def __hash__(self):
        return hash(self.k) * 3

    def __eq__(self, other):
        return self.k == other.k


print(hash(Key(5)) == hash(5) * 3, hash(Key(2 ** 40)) == 3 * 2 ** 40)
