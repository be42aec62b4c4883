# for over range with 1, 2, and 3 arguments, including negative steps.
for i in range(4):
    print("r1", i)
for i in range(3, 7):
    print("r2", i)
for i in range(0, 20, 5):
    print("r3", i)
for i in range(10, 0, -3):
    print("neg", i)
for i in range(-1, -10, -2):
    print("negneg", i)
for i in range(5, 5):
    print("never")
for i in range(5, 0):
    print("never either")
for i in range(0, 5, -1):
    print("nope")
print(list(range(-5, 5, 3)), list(range(5, -5, -3)), list(range(-3)), list(range(1, 2, 100)))
print(len(range(10)), len(range(0, 10, 3)), len(range(10, 0, -4)), range(3)[1], range(10, 0, -2)[-1])
s = 0
for i in range(1, 101):
    s = s + i
print("gauss", s)
for i in range(3):
    i = i * 100
    print("rebinding does not affect iteration", i)
print("i after loop", i)
r = range(2, 12, 3)
for x in r:
    print("reuse", x)
for x in r:
    print("again", x)
big = 0
for i in range(2 ** 64, 2 ** 64 + 3):
    big = big + i
print(big)
