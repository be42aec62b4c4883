# center, ljust, rjust, zfill.
for w in [0, 1, 2, 3, 5, 6, 7, 10]:
    print(w, "[" + "ab".center(w) + "]", "[" + "abc".center(w) + "]",
          "[" + "ab".ljust(w) + "]", "[" + "ab".rjust(w) + "]")
print("[" + "x".center(6, "*") + "]", "[" + "xy".center(7, "-") + "]")
print("[" + "hi".ljust(6, ".") + "]", "[" + "hi".rjust(6, "0") + "]")
for s in ["42", "-42", "+42", "", "abc", "-", "12345", "-0"]:
    print(repr(s), s.zfill(5), s.zfill(1), s.zfill(0))
rows = [["name", "qty", "price"], ["apple", "3", "1.25"], ["kiwi", "12", "0.5"]]
for r in rows:
    print(r[0].ljust(8) + r[1].rjust(5) + r[2].rjust(8))
for i in range(1, 6):
    print(("*" * (2 * i - 1)).center(11, "."))
print(str(7).zfill(3), str(-7).zfill(4), str(123456).zfill(3))
table = [["id", "value"], ["1", "-3"], ["22", "+7"], ["333", "0"]]
for row in table:
    print(row[0].rjust(4, "0") + " | " + row[1].zfill(4) + " | " + row[1].center(6, "="))
