# divmod, pow with modulus, abs, round, hex/oct/bin, int(s, base).
for a, b in [(17, 5), (-17, 5), (17, -5), (-17, -5), (0, 3), (7.5, 2), (-7.5, 2)]:
    print(a, b, divmod(a, b), a // b, a % b)
print(pow(2, 10), pow(2, 10, 1000), pow(3, 200, 13), pow(-3, 3), pow(2, -1), pow(7, 0, 5))
print(pow(5, 3, 7), pow(123456789, 987654321, 1000000007), pow(10, 30) % 97)
print(abs(-5), abs(5), abs(-2.5), abs(0), abs(-0.0), abs(True), abs(-10**20))
print(round(2.5), round(3.5), round(-2.5), round(0.5), round(1.5), round(2.675, 2))
print(round(3.14159, 3), round(1234.5678, -2), round(1234, -2), round(-1.05, 1), round(7))
print(type(round(2.5)).__name__, type(round(2.5, 1)).__name__, round(1e15 + 0.5))
print(hex(255), hex(-255), hex(0), oct(8), oct(-64), bin(5), bin(-5), bin(0))
print(hex(2**64), bin(1023), oct(511))
print(int("ff", 16), int("FF", 16), int("0xff", 16), int("777", 8), int("0o17", 8), int("1010", 2), int("0b11", 2))
print(int("z", 36), int("10", 36), int("  42  "), int("-17"), int("+8"), int("1_000"), int("0", 0), int("0x1A", 0))
print(int(3.99), int(-3.99), int(True), int("12", 3), int("-101", 2))
for s, base in [("12", 2), ("g", 16), ("", 10)]:
    try:
        print(int(s, base))
    except ValueError as e:
        print("ValueError:", e)
print(divmod(10**20, 7), divmod(-1, 10), (-7) // 2, -7 % 2, 7 % -2)
print(max(divmod(100, 7)), sum(divmod(9, 4)))
print(float("1e3"), float("-inf"), float(" 2.5 "), int(float("1e3")))
print(round(-0.5), round(-1.5), round(0.1 + 0.2, 10), round(2.5, 0), round(25, -1), round(35, -1))
print(abs(3 - 10), abs(-3) == 3, [abs(x) for x in range(-3, 1)])
print(bin(255)[2:].zfill(10), hex(4096)[2:].upper(), int(bin(99), 2), int(hex(99), 16), int(oct(99), 8))
