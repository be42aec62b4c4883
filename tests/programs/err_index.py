# Dies with IndexError: list index out of range.
items = [10, 20, 30]
copy = items[:]
copy.append(40)
print(items, copy, len(items), len(copy))
print(items[-1], items[-3], copy[3])
print(items[1:10], items[5:], items[-10:1])
total = 0
for x in items:
    total = total + x
print("total", total)
i = 0
while True:
    v = items[i]
    print("items[" + str(i) + "] =", v)
    i = i + 1
print("never printed")
