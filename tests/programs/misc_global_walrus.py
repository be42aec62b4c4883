# global with augmented assignment, walrus, while with complex conditions.
counter = 0
total = 1
names = []
def bump(n):
    global counter, total
    counter += n
    total *= 2
    return counter
def record(s):
    global names
    names += [s]
    names = names + [s.upper()]
for i in range(1, 5):
    print("bump", bump(i), total)
record("a")
record("b")
print(counter, total, names)
def reset():
    global counter
    counter = 0
reset()
print("after reset", counter)
data = [3, 8, 1, 9, 4, 7]
if (n := len(data)) > 5:
    print("long list", n)
print(n)
i = 0
while (v := data[i]) != 9:
    print("v", v)
    i += 1
print("stopped at", i, v)
values = [y for x in data if (y := x * 2) > 8]
print(values, y)
stack = [1, 2, 3, 4, 5]
while stack and (top := stack.pop()) % 2 == 1:
    print("popped odd", top)
print("stack", stack, "top", top)
a, b = 0, 1
steps = 0
while a < 100 and not (a > 50 and a % 2 == 0) or steps < 3:
    a, b = b, a + b
    steps += 1
print("fib", a, b, steps)
lo, hi = 0, 100
target = 37
guesses = 0
while lo <= hi and guesses < 20:
    mid = (lo + hi) // 2
    guesses += 1
    if mid == target:
        break
    elif mid < target:
        lo = mid + 1
    else:
        hi = mid - 1
print("found", mid, "in", guesses)
s = "hello world"
if (idx := s.find("o")) >= 0 and (idx2 := s.find("o", idx + 1)) >= 0:
    print("two o's at", idx, idx2)
print([(w, L) for w in s.split() if (L := len(w)) == 5])
