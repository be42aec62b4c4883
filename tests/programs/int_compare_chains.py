# Comparisons and comparison chains, int/float equality.
for x in range(-1, 6):
    print(x, 1 < x <= 3, 0 <= x < 5, x == 2 or x == 4, 5 > x > 1 > -1)
print(1 < 2 < 3 < 4, 1 < 2 > 0 < 5, 1 < 3 < 2, 3 > 2 == 2)
print(1 == 1.0, 2 != 2.0, 1 < 1.5, 2 > 1.9999, -0.0 == 0, 0.1 + 0.2 == 0.3)
print(3 == 3, 3 != 4, 3 <= 3, 3 >= 4, 4 >= 3)
print(2 ** 64 == 2.0 ** 64, 2 ** 53 + 1 == 2.0 ** 53, 2 ** 53 + 1 > 2.0 ** 53)
print(10 ** 20 < 1e20 + 1, 10 ** 20 == 1e20, 10 ** 30 > 1e30)
print(float("inf") > 10 ** 100, -float("inf") < -(10 ** 100))
nan = float("nan")
print(nan == nan, nan != nan, nan < 1, nan > 1, 1 == nan)
print(True == 1, False == 0, True == 1.0, True < 2, False < True)
print("a" < "b", "abc" < "abd", "Z" < "a", "" < "a", "ab" < "abc")
print([1, 2] < [1, 3], (1, 2) < (1, 2, 0), [2] > [1, 9, 9])
a = 5
b = 7
print(a < b == True, (a < b) == True, a < b < 10 != 11)
count = 0
for i in range(20):
    for j in range(20):
        if i < j <= i + 3:
            count = count + 1
print("count", count)
print(1 == 1 == 1, 1 == 1 == 2, 0 < 0 == 0)
