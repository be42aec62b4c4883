# int.from_bytes of short byte strings (the small-int path) and longer ones,
# both byte orders, signed and unsigned, from bytes-like objects and lists.
cases = [b"", b"\x00", b"\x7f", b"\x80", b"\xff", b"\x01\x02", b"\xff\xff\xff", b"\x00\x00\x80", b"\x12\x34\x56\x78\x9a\xbc\xde", b"\xff" * 7, b"\x80" + b"\x00" * 6, b"\x01" * 8, b"\xff" * 9]
for b in cases:
    print([int.from_bytes(b, o, signed=s) for o in ("little", "big") for s in (False, True)])
print(int.from_bytes(bytearray(b"\x05\x06"), "big"), int.from_bytes(memoryview(b"\x05\x06")[::-1], "little"), int.from_bytes([1, 2, 3], "big"))
