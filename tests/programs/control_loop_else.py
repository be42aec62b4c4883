# else clauses on for and while: taken and not taken.
def find(seq, target):
    for i in range(len(seq)):
        if seq[i] == target:
            print("found", target, "at", i)
            break
    else:
        print(target, "not found")
find([1, 2, 3], 2)
find([1, 2, 3], 5)
find([], 1)
for n in range(2, 30):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        print(n, "is prime")
for i in range(3):
    if i == 10:
        break
else:
    print("for-else taken")
i = 0
while i < 3:
    i = i + 1
    if i == 2:
        break
else:
    print("not taken")
print("i =", i)
for x in "abc":
    continue
else:
    print("else after continue-only loop", x)
count = 0
for a in range(4):
    for b in range(4):
        if a + b == 5:
            break
    else:
        count = count + 1
print("inner loops that did not break:", count)
