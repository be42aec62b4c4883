# Big ints on their limbs: str at chunk boundaries, comparison with ints,
# bools and floats, divmod's signs, bit_length.
vals = [0, 1, -1, 2**63 - 1, 2**63, -2**63, -2**63 - 1, 2**64, 2**64 - 1, -2**64,
        10**18, 10**19, 10**19 - 1, 10**27, 10**27 + 1, -10**36, 2**128 + 12345, 3**200, -7**150]
for v in vals:
    s = str(v)
    assert int(s) == v
    print(s[:30], len(s), v.bit_length(), repr(v) == s, "%d" % v == s)
for i in range(0, 300, 7):
    n = 10**i
    assert str(n) == "1" + "0" * i and str(n - 1) == "9" * i or i == 0
    assert str(-n) == "-" + str(n)
print("powers of ten ok")
big = 2**100
for a, b in [(big, big), (big, big + 1), (big + 1, big), (-big, big), (big, -big), (-big, -big - 1),
             (big, 5), (5, big), (-5, big), (big, True), (True, big), (big, 1.5), (big, float(big)),
             (big, 1e300), (-big, -1e300), (2**1100, 1e300)]:
    print(a < b, a <= b, a == b, a != b, a > b, a >= b)
print(sorted([3**70, -3**70, 2**100, -2**100, 5, 0, True, 10**30, -10**30]))
print(max(2**80, 2**80 + 1, -2**90), min(2**80, -(2**80)))
for a in [big + 7, -big - 7, 3**90, -(3**90)]:
    for b in [7, -7, 2**70 + 3, -(2**70) - 3, big, True]:
        q, r = divmod(a, b)
        assert q * b + r == a and (r == 0 or (r > 0) == (b > 0)) and abs(r) < abs(b)
        assert (q, r) == (a // b, a % b)
        print(q % 1000, r % 1000)
for a, b in [(big, 0), (0, big)]:
    try:
        print(divmod(a, b))
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
class Big(int):
    pass
print(Big(2**70).bit_length(), str(Big(-2**70)), Big(2**70) > 2**69)
