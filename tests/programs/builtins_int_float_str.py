# int(), float(), str(), bool() constructors.
for s in ["42", " 42 ", "-7", "+3", "0", "-0", "007", "\t12\n", "123456789012345678901234567890", "-99999999999999999999"]:
    print(repr(s), int(s))
for f in [3.7, -3.7, 0.0, -0.5, 1e18, 2.5e20, 9.99]:
    print(f, int(f))
print(int(True), int(False), int(5), int(-2 ** 70), int())
for s in ["3.5", "-0.25", "1e5", " 2.0 ", "10", "-inf", "1.5E-3", "0.1"]:
    print(repr(s), float(s))
print(float(3), float(-2 ** 60), float(True), float(), float(1.25))
for v in [0, 1, -1, 0.0, 2.5, "", "0", [], [0], (), {}, None, 2 ** 80]:
    print(repr(v), bool(v))
print(bool(), str(), repr(str()))
for v in [12, -3.5, True, None, "txt", [1, "2"], (3,), {"a": 1.0}]:
    print(str(v), len(str(v)))
print(str(12) + str(34), int(str(12) + str(34)) + 1, float(str(1.5) + "5"))
print(int("10") * int("20"), int(float("2.9")), int(str(2 ** 65)) == 2 ** 65)
print(int("1" * 25) + 1, -int("  -5  "))
