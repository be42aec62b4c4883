# while with break / continue / else.
i = 0
while i < 10:
    i = i + 1
    if i % 2 == 0:
        continue
    if i > 7:
        break
    print("odd", i)
print("after loop i =", i)
n = 5
while n > 0:
    n = n - 1
else:
    print("while-else taken, n =", n)
n = 5
while n > 0:
    if n == 3:
        print("breaking at 3")
        break
    n = n - 1
else:
    print("not printed")
k = 0
while False:
    k = 1
else:
    print("else on never-entered loop, k =", k)
total = 0
j = 0
while True:
    j = j + 1
    if j > 100:
        break
    if j % 7 != 0:
        continue
    total = total + j
print("sum of multiples of 7 up to 100:", total)
a = 0
b = 1
while b < 1000:
    a, b = b, a + b
print(a, b)
outer = 0
while outer < 3:
    inner = 0
    while inner < 3:
        if inner == outer:
            inner = inner + 1
            continue
        print(outer, inner)
        inner = inner + 1
    outer = outer + 1
