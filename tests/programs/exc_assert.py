# assert caught, then assert failing uncaught (exit 1).
def check(x):
    assert x > 0, "x must be positive, got " + str(x)
    return x * 2

for v in [3, -1, 0, 7]:
    try:
        print("check", v, "->", check(v))
    except AssertionError as e:
        print("AssertionError:", e, e.args)

try:
    assert 1 == 2
except AssertionError as e:
    print("no message:", repr(e), e.args)

assert True, "never"
assert [1], "non-empty list is truthy"
try:
    assert [], "empty list"
except AssertionError as e:
    print("caught", str(e))

def checked_sum(xs):
    total = 0
    for x in xs:
        assert isinstance(x, int), "not an int: " + repr(x)
        total += x
    return total
print(checked_sum([1, 2, 3]))
try:
    checked_sum([1, "2"])
except AssertionError as e:
    print(e)

count = 0
for i in range(5):
    try:
        assert i % 2 == 0
        count += 1
    except AssertionError:
        count += 10
print("count", count)
print("about to fail")
assert count < 0, "count was " + str(count)
print("unreachable")
