# str.find/rfind/index/count/startswith/endswith with a start past the end:
# not found, even for the empty string (CPython's index adjustment).
s = "abc"
for start in (0, 2, 3, 4, 10, -1, -10):
    print(start, s.find("", start), s.rfind("", start), s.count("", start), s.startswith("", start), s.endswith("", start))
    try:
        print(s.index("", start))
    except ValueError as e:
        print("ValueError", e)
print(s.find("", 1, 0), s.count("", 2, 1), s.find("b", 1, 0), s.startswith("", 3, 2), "".find(""), "".count(""))
