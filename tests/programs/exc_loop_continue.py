# Exceptions inside loops that keep going; error accounting.
data = ["10", "0", "abc", "5", "", "-2", "x1", "25"]
total = 0
errors = {}
for s in data:
    try:
        v = 100 // int(s)
        total += v
        print(s, "->", v)
    except ValueError as e:
        name = type(e).__name__
        errors[name] = errors.get(name, 0) + 1
        print(s, "-> ValueError:", e)
    except ZeroDivisionError as e:
        errors["zero"] = errors.get("zero", 0) + 1
        print(s, "-> ZeroDivisionError:", e)
print("total", total)
print(sorted(errors.items()))

d = {"a": 1, "c": 3}
found = []
for k in ["a", "b", "c", "d"]:
    try:
        found.append(d[k])
    except KeyError as e:
        found.append("missing " + str(e))
print(found)

items = [1, "two", 3.0, None, [4], 5]
doubled = []
i = 0
while i < len(items):
    try:
        doubled.append(items[i] + items[i])
    except TypeError as e:
        doubled.append("TypeError")
        print("TypeError:", e)
    i += 1
print(doubled)

attempts = 0
while True:
    attempts += 1
    try:
        if attempts < 4:
            raise RuntimeError("attempt " + str(attempts) + " failed")
        print("succeeded after", attempts)
        break
    except RuntimeError as e:
        print("retry:", e)

matrix = [[1, 2], [3], [4, 5, 6]]
for row in matrix:
    for j in range(3):
        try:
            print(row[j], end=" ")
        except IndexError:
            print("_", end=" ")
    print()

def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return float("inf")
print([safe_div(1, b) for b in [1, 2, 0, 4]])
