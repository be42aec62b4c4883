# Dies with ValueError: invalid literal for int() with base 10: 'abc'.
print(int("12"), int(" 34 "), int("-5"), int("+6"), int("0009"))
print(int(7.9), int(-7.9), int(True), float("1.5"))
inputs = ["12", " 34 ", "-5", "100000000000000000000", "abc", "7"]
s = 0
parsed = []
for text in inputs:
    print("parsing", repr(text))
    n = int(text)
    parsed.append(n)
    s = s + n
    print("parsed", n, "sum", s, "so far", parsed)
print("never printed")
def parse_all(xs):
    return len(xs)
print(parse_all(inputs))
print("done")
