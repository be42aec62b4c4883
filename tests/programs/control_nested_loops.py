# Nested loops with break/continue at different levels.
for i in range(1, 6):
    line = ""
    for j in range(1, 6):
        line = line + str(i * j).rjust(4)
    print(line)
found = None
for i in range(1, 20):
    for j in range(i, 20):
        if i * i + j * j == 13 * 13:
            found = (i, j)
            break
    if found is not None:
        break
print("found", found)
triples = []
for a in range(1, 21):
    for b in range(a, 21):
        for c in range(b, 21):
            if a * a + b * b == c * c:
                triples.append((a, b, c))
print(triples)
skipped = 0
for i in range(5):
    for j in range(5):
        if j == i:
            continue
        if j > 3:
            skipped = skipped + 1
            continue
        print(i, j, end=" ")
    print()
print("skipped", skipped)
i = 0
while i < 4:
    for ch in "xyz":
        if ch == "y" and i % 2 == 1:
            break
        print(i, ch, end=";")
    print()
    i = i + 1
