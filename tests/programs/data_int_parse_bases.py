# int() parsing: bases 2..36, base 0 with prefixes, underscores, signs and
# surrounding whitespace, the ValueError messages for bad literals, int() of
# floats/bools/strings of floats; and the reverse direction with bin, oct,
# hex, format specs (b, o, x, X, #, grouping) and a hand-written to_base.
good = [("42", 10), ("-42", 10), ("  +7  ", 10), ("1010", 2), ("-ff", 16), ("FF", 16), ("z", 36), ("Zz", 36),
        ("777", 8), ("0x1F", 0), ("0o17", 0), ("0b101", 0), ("-0X1f", 0), ("0", 0), ("1_000_000", 10),
        ("0x_ff", 16), ("0b1_0", 0), ("\t\n12\r ", 10), ("00012", 10), ("10", 36), ("0x10", 16), ("-0", 10)]
for s, base in good:
    print(repr(s), base, int(s, base))

bad = [("", 10), ("  ", 10), ("12a", 10), ("2", 2), ("0x1F", 10), ("1__0", 10), ("_1", 10), ("1_", 10),
       ("012", 0), ("0b", 0), ("1.5", 10), ("+-1", 10), ("9", 8), ("g", 16), ("1 2", 10)]
for s, base in bad:
    try:
        print(int(s, base))
    except ValueError as e:
        print("ValueError", e)
for args in [("10", 1), ("10", 37), ("10", -1)]:
    try:
        print(int(*args))
    except ValueError as e:
        print("ValueError", e)
for args in [(10, 2), (None,), ([1],), ("5", "10")]:
    try:
        print(int(*args))
    except TypeError as e:
        print("TypeError", e)

print(int(3.99), int(-3.99), int(True), int(False), int(1e20), int(-0.5), int("  -0  "), int())
print(bin(10), bin(-10), oct(64), oct(-8), hex(255), hex(-256), bin(0), hex(0), oct(0))
print(format(255, "b"), format(255, "#b"), format(255, "o"), format(255, "#o"), format(255, "x"), format(255, "#X"))
print(format(10 ** 7, ","), format(10 ** 7, "_"), format(0xDEADBEEF, "_x"), format(-1234567, ","), format(5, "08b"))
print(f"{42:#010x}", f"{-42:#x}", f"{42:>+6d}", f"{1234567890:_d}", f"{7:03o}")

def to_base(n, base):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, base)
        out.append(digits[r])
    return sign + "".join(reversed(out))

for n in [0, 1, -1, 255, -255, 10 ** 20, 2 ** 64 - 1]:
    reps = [to_base(n, b) for b in (2, 8, 16, 36)]
    back = [int(r, b) for r, b in zip(reps, (2, 8, 16, 36))]
    print(n, reps, all(x == n for x in back))

# parsing a config of mixed-base literals
config = "width=0x40 height=0o100 mask=0b1111_0000 count=1_024 offset=-0x10"
parsed = {}
for item in config.split():
    key, _, val = item.partition("=")
    parsed[key] = int(val, 0)
print(parsed, sum(parsed.values()))

# int from float strings requires float() first
for s in ["3.0", "1e3", "-2.5"]:
    try:
        int(s)
    except ValueError as e:
        print("ValueError", e, "->", int(float(s)))
